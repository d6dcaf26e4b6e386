r"""What the terminal's encoding cannot carry, drawn in ASCII of the same width.

In a locale that is not UTF-8 (``LC_ALL=en_US.ISO-8859-1``, or
``PYTHONIOENCODING=latin-1``) Python writes each character the output cannot encode
as ``\u256d``: every box and suit became six characters and the screen fell apart.
This line filter, added only then (:func:`ascii_filter`), draws such a character in
ASCII instead, cell for cell: boxes as ``+``, ``-`` and ``|``, blocks as ``#``,
suits as ``S H D C``, arrows as ``< > ^ v``, anything else as ``?`` (two for a wide
character). Arabic words are shown in Latin letters there already (``auto`` picks
*latin* when the locale is not UTF-8).
"""

from __future__ import annotations

import sys
import unicodedata
from functools import cache
from typing import Final

from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

PROBE: Final = "╭─│♠▶"
"""Characters the screen draws everywhere: if the output cannot carry these, it is ASCII time."""
NAMED: Final = {
    "♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C",
    "▶": ">", "▸": ">", "►": ">", "→": ">", "◀": "<", "◂": "<", "←": "<",
    "▲": "^", "↑": "^", "▼": "v", "↓": "v", "★": "*", "☆": "*", "✓": "v", "✔": "v",
    "⏎": "~", "…": ".", "–": "-", "—": "-", "‘": "'", "’": "'", "“": '"', "”": '"',
    "·": ".", "•": "*", "×": "x", "Σ": "E", "≥": ">", "≤": "<", "≠": "#",
}  # fmt: skip
"""Characters with an ASCII look-alike."""


@cache
def ascii_of(character: str) -> str:
    """``character`` in ASCII, as many cells wide."""
    if character in NAMED:
        return NAMED[character]
    name = unicodedata.name(character, "")
    if name.startswith("BOX DRAWINGS"):
        across, down = "HORIZONTAL" in name, "VERTICAL" in name
        if across and not down:
            return "-"
        if down and not across:
            return "|"
        return "+"
    if "SHADE" in name:
        return ":"
    if "ONE EIGHTH BLOCK" in name:  # the thin edges of a button
        return "-" if name.startswith(("UPPER", "LOWER")) else "|"
    if "BLOCK" in name or "QUADRANT" in name:
        return "#"
    return "?" * max(1, cell_len(character))


class AsciiLines(LineFilter):
    """Each character the output's encoding cannot carry, in ASCII (see the module)."""

    def __init__(self, encoding: str) -> None:
        super().__init__()
        self.encoding = encoding

    def carries(self, text: str) -> bool:
        """Whether the output can write ``text`` as it is."""
        try:
            text.encode(self.encoding)
        except UnicodeEncodeError:
            return False
        return True

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        """The line with what the output cannot carry replaced, styles kept."""
        if all(segment.control or self.carries(segment.text) for segment in segments):
            return segments
        return [
            segment
            if segment.control or self.carries(segment.text)
            else Segment(self.fallback(segment.text), segment.style)
            for segment in segments
        ]

    def fallback(self, text: str) -> str:
        """``text`` with each character the output cannot carry in ASCII."""
        return "".join(c if self.carries(c) else ascii_of(c) for c in text)


def output_encoding() -> str:
    """The encoding of the stream Textual draws on (its terminal drivers write to stderr)."""
    return getattr(sys.__stderr__, "encoding", None) or "utf-8"


@cache
def ascii_filter(chosen: str) -> AsciiLines | None:
    """The ASCII filter when output in ``chosen`` cannot carry the screen's characters.

    None when it can (a UTF-8 terminal; a browser tab, whose app runs in UTF-8). One
    filter per encoding: Textual caches the lines it filtered by the filter.
    """
    try:
        PROBE.encode(chosen)
    except (UnicodeEncodeError, LookupError):
        return AsciiLines(chosen if _known(chosen) else "ascii")
    return None


def _known(encoding: str) -> bool:
    try:
        "".encode(encoding)
    except LookupError:
        return False
    return True
