r"""What the terminal's encoding cannot carry, drawn in ASCII of the same width.

In a locale that is not UTF-8 (``LC_ALL=en_US.ISO-8859-1``, or
``PYTHONIOENCODING=latin-1``) Python writes each character the output cannot encode
as ``\u256d``: every box and suit became six characters and the screen fell apart.
This line filter, added only then (:func:`ascii_filter`), draws such a character in
ASCII instead, cell for cell, as the command line writes it
(:func:`~baloot_tui.text.ascii_fallback.ascii_of`).
"""

from __future__ import annotations

import sys
from functools import cache

from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

from baloot_tui.text.ascii_fallback import PROBE, ascii_of, carries


class AsciiLines(LineFilter):
    """Each character the output's encoding cannot carry, in ASCII (see the module)."""

    def __init__(self, encoding: str) -> None:
        super().__init__()
        self.encoding = encoding

    def carries(self, text: str) -> bool:
        """Whether the output can write ``text`` as it is."""
        return carries(text, self.encoding)

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
    if carries(PROBE, chosen):
        return None
    return AsciiLines(chosen if carries("", chosen) else "ascii")
