"""Visual-mode Arabic on screen: each displayed line of a widget put in screen order.

Text in visual mode reaches the widgets with its letters joined but in logical order
(:func:`~baloot_tui.text.arabic.arabic_text`), so Textual measures and wraps what
will be printed; this line filter then reorders every line that holds joined forms,
after wrapping, one widget at a time (a screen row shared by two panels is never
reordered across them). Lines without joined forms, such as Arabic in logical order,
pass untouched, which is how the settings' sample lines show each mode side by side.

In the Arabic interface a line is a right-to-left paragraph (a sentence that starts
with a name or a number still reads from the right), unless most of its words are
Latin (the lessons' English texts, with an Arabic term here and there). Since each
displayed line is ordered on its own, a wrapped message reads top to bottom. Only
the text is reordered: its frame (a panel's border, the padding that aligns it, the
gap between a table's columns) stays where Textual put it, so columns keep their
places and each column's text is ordered on its own.

A line is ordered once, by the widget that draws it, never again by a screen: a
dialog's screen shows the screen beneath it as its own lines, already in display order
(:func:`~baloot_tui.tui.compat.filter_widgets_only`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter

from baloot_tui.text.arabic import needs_reordering
from baloot_tui.tui.ascii_lines import ascii_filter, output_encoding
from baloot_tui.tui.compat import filter_widgets_only
from baloot_tui.tui.say import ARABIC_WORD, Pieces, in_screen_order

_ARABIC_RUN: Final = re.compile(f"{ARABIC_WORD.pattern}(?:\\s+{ARABIC_WORD.pattern})*")


_UPRIGHT: Final = Style(italic=False)


class VisualArabic(LineFilter):
    """Put each displayed line holding joined Arabic forms in screen order, Arabic upright."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        """The line in screen order, each cell keeping its style (control codes: untouched).

        In every mode Arabic letters are never italic, whatever a widget's style says:
        terminals draw italic Arabic as boxes (rxvt-unicode, mlterm, no italic font
        holds it) or barely legibly (Konsole).
        """
        if any(segment.control for segment in segments):
            return segments
        if any(_slanted(segment) for segment in segments):
            segments = [piece for segment in segments for piece in _upright(segment)]
        if not needs_reordering("".join(segment.text for segment in segments)):
            return segments
        pieces: Pieces = [(s.text, s.style) for s in segments]
        return [Segment(text, style) for text, style in in_screen_order(pieces)]


def _upright(segment: Segment) -> list[Segment]:
    """``segment`` with its Arabic words (and the blanks between them) not italic."""
    if not _slanted(segment) or segment.style is None:
        return [segment]
    upright = Style.chain(segment.style, _UPRIGHT)
    pieces: list[Segment] = []
    end = 0
    for words in _ARABIC_RUN.finditer(segment.text):
        pieces.append(Segment(segment.text[end : words.start()], segment.style))
        pieces.append(Segment(words.group(), upright))
        end = words.end()
    pieces.append(Segment(segment.text[end:], segment.style))
    return [piece for piece in pieces if piece.text]


def _slanted(segment: Segment) -> bool:
    """Whether ``segment`` holds Arabic letters in italic."""
    style = segment.style
    return style is not None and bool(style.italic) and ARABIC_WORD.search(segment.text) is not None


VISUAL_ARABIC = VisualArabic()
"""The one filter every app adds (Textual caches filtered lines by filter)."""

# Each line is put in display order once, by the widget that draws it: a screen's own
# lines (the screen beneath a dialog, already in display order) are left as they are.
filter_widgets_only(VisualArabic)


def with_visual_arabic(filters: Sequence[LineFilter]) -> list[LineFilter]:
    """An app's line filters with :data:`VISUAL_ARABIC` first.

    And last, where the terminal's encoding cannot carry boxes and suits (a locale
    that is not UTF-8), the filter that draws them in ASCII (:mod:`.ascii_lines`).
    """
    fallback = ascii_filter(output_encoding())
    return [VISUAL_ARABIC, *filters, *([] if fallback is None else [fallback])]
