r"""What an output's encoding cannot carry, written in ASCII of the same width.

In a locale that is not UTF-8 (``LC_ALL=en_US.ISO-8859-1``, ``PYTHONIOENCODING=latin-1``)
a suit, a box line or an arrow cannot be encoded: Python raised ``UnicodeEncodeError``
on the command line and wrote ``\u256d`` on the screen. Here each such character has
an ASCII look-alike, cell for cell (:func:`ascii_of`): boxes as ``+``, ``-`` and ``|``,
blocks as ``#``, suits as ``S H D C``, arrows as ``< > ^ v``, anything else as ``?``
(two for a wide character). The screen uses it through a line filter
(``tui/ascii_lines.py``); the command line through the error handler
:data:`ASCII_ERRORS` on its output streams (:func:`fit_to_encoding`). Arabic words are
shown in Latin letters there already (``auto`` picks *latin* when the locale is not
UTF-8); what is left of them is ``?``.
"""

from __future__ import annotations

import codecs
import unicodedata
from functools import cache
from typing import Final, TextIO

PROBE: Final = "╭─│♠▶"
"""Characters drawn everywhere: if an output cannot carry these, it gets ASCII."""
NAMED: Final = {
    "♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C",
    "▶": ">", "▸": ">", "►": ">", "→": ">", "◀": "<", "◂": "<", "←": "<",
    "▲": "^", "↑": "^", "▼": "v", "↓": "v", "★": "*", "☆": "*", "✓": "v", "✔": "v",
    "⏎": "~", "…": ".", "–": "-", "—": "-", "‘": "'", "’": "'", "“": '"', "”": '"',
    "·": ".", "•": "*", "×": "x", "Σ": "E", "≥": ">", "≤": "<", "≠": "#", "−": "-",
    "‹": "<", "›": ">", "✗": "x", "≈": "~", "≡": "=", "⇔": "=", "⚑": "!",
}  # fmt: skip
"""Characters with an ASCII look-alike."""
ASCII_ERRORS: Final = "baloot-ascii"
"""The codec error handler writing what an encoding lacks as :func:`ascii_of` draws it."""
ASCII_ONLY: Final = "baloot_ascii"
"""ASCII under a name that is not ``ascii``.

Click takes a stream whose encoding is named ``ascii`` for a misconfigured one and
writes UTF-8 to it instead; under this name the stream is left as it is.
"""


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
    if unicodedata.combining(character) or unicodedata.category(character) == "Cf":
        return ""
    plain = unicodedata.normalize("NFKD", character).encode("ascii", "ignore").decode()
    if len(plain) == 1 and plain.isprintable():  # é as e, ﬁ is two letters: ?
        return plain
    return "??" if unicodedata.east_asian_width(character) in "WF" else "?"


def carries(text: str, encoding: str) -> bool:
    """Whether ``encoding`` can write ``text`` as it is (an unknown encoding cannot)."""
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _in_ascii(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler: the characters the encoding lacks, in ASCII."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    lacking = error.object[error.start : error.end]
    return "".join(ascii_of(character) for character in lacking), error.end


def _ascii_only(name: str) -> codecs.CodecInfo | None:
    """The codec :data:`ASCII_ONLY` (ASCII itself, renamed), for :func:`codecs.register`."""
    if name != ASCII_ONLY:
        return None
    ascii_codec = codecs.lookup("ascii")
    return codecs.CodecInfo(
        name=ASCII_ONLY,
        encode=ascii_codec.encode,
        decode=ascii_codec.decode,
        incrementalencoder=ascii_codec.incrementalencoder,
        incrementaldecoder=ascii_codec.incrementaldecoder,
        streamwriter=ascii_codec.streamwriter,
        streamreader=ascii_codec.streamreader,
    )


codecs.register_error(ASCII_ERRORS, _in_ascii)
codecs.register(_ascii_only)


def fit_to_encoding(stream: TextIO) -> None:
    """Make ``stream`` write what its encoding lacks in ASCII, where it lacks :data:`PROBE`.

    A UTF-8 stream, and one that is not a text file (a test's capture), is left alone.
    """
    encoding = getattr(stream, "encoding", None) or "ascii"
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is None or carries(PROBE, encoding):
        return
    known = carries("", encoding)
    if not known or codecs.lookup(encoding).name == "ascii":
        reconfigure(encoding=ASCII_ONLY, errors=ASCII_ERRORS)
    else:
        reconfigure(errors=ASCII_ERRORS)
