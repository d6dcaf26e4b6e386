r"""Untrusted text made safe to print: no control codes, no bidi overrides, bounded length.

Names, file names and error messages that quote a file come from people the player
may not know. Before such text reaches a terminal (the CLI's output, the Textual
screens) it passes through :func:`printable`: escape sequences could retitle the
terminal or rewrite the screen, and bidi overrides could make a name read as
something else. Markup is a separate danger, handled where text is drawn (the UI
shows untrusted text as plain :class:`rich.text.Text`, never parsed).

>>> printable("Sara\x1b]2;PWNED\x07")
'Sara]2;PWNED'
>>> printable("Noura\u202eevil")
'Nouraevil'
>>> printable("line one\nline two")
'line one line two'
>>> printable("x" * 50, limit=10)
'xxxxxxxxx…'
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

_UNSAFE: Final = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f"  # C0 and C1 controls, DEL (tab and newline below)
    "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"  # bidi marks, embeddings, overrides
    "\ud800-\udfff"  # unpaired surrogates
    "]"
)
_JOINERS: Final = frozenset("\u200c\u200d")
"""Invisible format characters that belong in names (Persian, emoji); other ones go."""
_LINE_BREAKS: Final = re.compile("[\t\n\u2028\u2029]+")


def printable(text: str, limit: int | None = None) -> str:
    """``text`` with control codes and bidi controls removed, on one line, cut to ``limit``.

    Line breaks and tabs become one space; a cut text ends with "…".
    """
    if limit is not None and len(text) > 4 * limit:
        text = text[: 4 * limit]  # bound the work on a huge input before cleaning it
    cleaned = _UNSAFE.sub("", _LINE_BREAKS.sub(" ", text))
    if not cleaned.isascii():
        cleaned = "".join(
            ch for ch in cleaned if ch in _JOINERS or unicodedata.category(ch) != "Cf"
        )
    if limit is not None and len(cleaned) > limit:
        return cleaned[: limit - 1] + "…"
    return cleaned
