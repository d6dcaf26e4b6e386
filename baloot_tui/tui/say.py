"""The interface's words as the terminal prints them: translated, then shaped for display.

Widgets take their words from here. :func:`tr` looks a message up in the catalogue
of the language in force (:mod:`baloot_tui.text.i18n`), fills in its ``{values}`` and
prints its Arabic the way this terminal needs (:func:`~baloot_tui.text.arabic.arabic_text`):
joined (*visual*), as stored (*logical*) or in Latin letters (*latin*). In *visual*
the letters stay in logical order here: Textual wraps a message at its widget's
width, then the screen's line filter (:mod:`baloot_tui.tui.visual_lines`) orders each
displayed line, in the Arabic interface as a right-to-left paragraph, so a wrapped
message reads top to bottom. :func:`show` does the last step alone, for words already
translated by a game's words module (``games/<key>/words.py``), and :func:`show_text`
for a styled :class:`~rich.text.Text` (each differently styled piece on its own).

With the display mode *latin* the interface is English whatever language was
asked for: a terminal without Arabic letters cannot show an Arabic interface, and
the English one already names the game's terms in Latin letters (Sun, Hokum,
Ashkal, Gahwa, Sawa), as the glossary spells them.
"""

from __future__ import annotations

import re
from typing import Final

from rich.style import Style
from rich.text import Span, Text

from baloot_tui.text.arabic import Shown, arabic_text, has_arabic, visual_pieces
from baloot_tui.text.i18n import Language, _, language, use

_display: list[Shown] = ["logical"]
_FIELD: Final = re.compile(r"\{(\w+)\}")
_FRAME: Final = re.compile("\\s*[\u2500-\u259f][\\s\u2500-\u259f]*|\\s{2,}|^\\s+|\\s+$")
"""A line's frame, never reordered: box-drawing and block characters (a border), blanks
at either end (alignment) and two or more together (a gap between columns)."""
ARABIC_WORD: Final = re.compile("[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]+")
"""An Arabic word, as stored or in presentation forms."""
_LATIN_WORD: Final = re.compile("[A-Za-z]{2,}")
"""A Latin word; a single letter (a seat, W) does not count."""
Pieces = list[tuple[str, Style | None]]
"""A displayed line: its text in pieces of one style."""
LATIN_LANGUAGE: Final[Language] = "en"
"""The interface's language when Arabic letters cannot be printed (see the module)."""


def configure(language: Language, shown: Shown) -> Language:
    """Speak ``language``, printing Arabic the ``shown`` way; return the language in force."""
    _display[0] = shown
    spoken = LATIN_LANGUAGE if shown == "latin" else language
    use(spoken)
    return spoken


def display() -> Shown:
    """How Arabic is printed now."""
    return _display[0]


def show(text: str) -> str:
    """``text`` (already in the interface's language) as the terminal must print it.

    In *visual* its letters are joined, still in logical order: the screen orders each
    displayed line after wrapping (:mod:`baloot_tui.tui.visual_lines`).
    """
    return arabic_text(text, _display[0])


def printed(text: str) -> str:
    """``text`` (already translated) ready to print line by line as it is.

    :func:`show`, then in *visual* each line in screen order as the screen would put
    it (:func:`in_screen_order`): a command's output is not wrapped by Textual.
    """
    shown = show(text)
    if _display[0] != "visual":
        return shown
    return "\n".join(
        "".join(part for part, _ in in_screen_order([(line, None)])) for line in shown.split("\n")
    )


def tr(message: str, **values: object) -> str:
    """``message`` translated, its ``{values}`` filled in, printed for this terminal."""
    said = _(message)
    return show(said.format(**values) if values else said)


def tr_text(message: str, style: str = "", **parts: str | Text) -> Text:
    """:func:`fill`, printed for this terminal."""
    return show_text(fill(message, style, **parts))


def fill(message: str, style: str = "", **parts: str | Text) -> Text:
    """``message`` translated as a styled line, still in logical order.

    Each ``{part}`` is a word or a styled :class:`~rich.text.Text` (a coloured card),
    put where the translation places it.
    """
    said = _(message)
    out = Text(style=style)
    end = 0
    for field in _FIELD.finditer(said):
        out.append(said[end : field.start()])
        part = parts[field.group(1)]
        if isinstance(part, Text):
            out.append_text(part)
        else:
            out.append(part)
        end = field.end()
    out.append(said[end:])
    return out


def show_text(text: Text) -> Text:
    """A styled ``text`` printed for this terminal, its styles kept.

    Each piece of one style has its Arabic words joined (*visual*) or in Latin letters
    (*latin*), as :func:`show` does (a style never changes inside a word here).
    """
    if _display[0] == "logical" or not has_arabic(text.plain):
        return text
    cuts = sorted({edge for span in text.spans for edge in (span.start, span.end)})
    out = Text(style=text.style, justify=text.justify, no_wrap=text.no_wrap, end=text.end)
    for piece in text.divide(cuts):
        shown = arabic_text(piece.plain, _display[0])
        spans = [Span(0, len(shown), span.style) for span in piece.spans]
        out.append_text(Text(shown, style=piece.style, spans=spans))
    return out


def in_screen_order(pieces: Pieces) -> Pieces:
    """One displayed line, as (text, style) pieces, in screen order (visual mode).

    The text between the line's frame (:data:`_FRAME`) is ordered by
    :func:`~baloot_tui.text.arabic.visual_pieces`: in the Arabic interface as a
    right-to-left paragraph, unless most of its words are Latin (the lessons'
    English texts, with an Arabic term here and there). The frame stays in place.
    """
    text = "".join(part for part, _ in pieces)
    out: Pieces = []
    end = 0
    for frame in (*_FRAME.finditer(text), None):
        start, stop = (frame.start(), frame.end()) if frame else (len(text), len(text))
        words = _cut(pieces, end, start)
        out += visual_pieces(words, right_to_left=_right_to_left(text[end:start]))
        out += _cut(pieces, start, stop)
        end = stop
    return out


def _right_to_left(text: str) -> bool:
    """Whether ``text`` reads as a right-to-left paragraph: Arabic interface, Arabic words."""
    return language() == "ar" and len(_LATIN_WORD.findall(text)) <= len(ARABIC_WORD.findall(text))


def _cut(pieces: Pieces, start: int, stop: int) -> Pieces:
    """The characters ``start`` to ``stop`` of the line, each piece keeping its style."""
    out: Pieces = []
    offset = 0
    for part, style in pieces:
        inside = part[max(start - offset, 0) : max(stop - offset, 0)]
        if inside:
            out.append((inside, style))
        offset += len(part)
    return out
