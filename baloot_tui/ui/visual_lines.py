"""Visual-mode Arabic on screen: each displayed line of a widget put in screen order.

Text in visual mode reaches the widgets with its letters joined but in logical order
(:func:`~baloot_tui.engine.arabic.arabic_text`), so Textual measures and wraps what
will be printed; this line filter then reorders every line that holds joined forms,
after wrapping, one widget at a time (a screen row shared by two panels is never
reordered across them). Lines without joined forms, such as Arabic in logical order,
pass untouched, which is how the settings' sample lines show each mode side by side.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter

from baloot_tui.engine.arabic import needs_reordering, screen_orders_lines_now, visual_pieces


class VisualArabic(LineFilter):
    """Put each displayed line holding joined Arabic forms in screen order."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        """The line in screen order, each cell keeping its style (control codes: untouched)."""
        if (
            not screen_orders_lines_now()
            or any(segment.control for segment in segments)
            or not needs_reordering("".join(segment.text for segment in segments))
        ):
            return segments
        pieces: list[tuple[str, Style | None]] = [(s.text, s.style) for s in segments]
        return [Segment(text, style) for text, style in visual_pieces(pieces)]


VISUAL_ARABIC = VisualArabic()
"""The one filter every app adds (Textual caches filtered lines by filter)."""


def with_visual_arabic(filters: Sequence[LineFilter]) -> list[LineFilter]:
    """An app's line filters with :data:`VISUAL_ARABIC` first."""
    return [VISUAL_ARABIC, *filters]
