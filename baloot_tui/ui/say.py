"""The interface's words as the terminal prints them: translated, then shaped for display.

Widgets take their words from here. :func:`tr` looks a message up in the catalogue
of the language in force (:mod:`baloot_tui.i18n`), fills in its ``{values}`` and
prints its Arabic the way this terminal needs (:func:`~baloot_tui.engine.arabic.arabic_text`):
joined and reordered (*visual*), as stored (*logical*) or in Latin letters
(*latin*). A whole line is one message, so *visual* reorders it as one line.
:func:`show` does the last step alone, for words already translated by a
presentation module (:mod:`baloot_tui.engine.words`), and :func:`show_text` for a
styled :class:`~rich.text.Text` (each differently styled piece on its own).

With the display mode *latin* the interface is English whatever language was
asked for: a terminal without Arabic letters cannot show an Arabic interface, and
the English one already names the game's terms in Latin letters (Sun, Hokum,
Ashkal, Gahwa, Sawa), as the glossary spells them.
"""

from __future__ import annotations

import re
from typing import Final

from rich.text import Span, Text

from baloot_tui.engine.arabic import Shown, arabic_text, has_arabic, screen_orders_lines
from baloot_tui.i18n import Language, _, language, use

_display: list[Shown] = ["logical"]
_FIELD: Final = re.compile(r"\{(\w+)\}")
_LEFT_TO_RIGHT: Final = "\u202a"
"""LRE: what follows is left to right, up to PDF (removed by the bidi algorithm)."""
_END_EMBEDDING: Final = "\u202c"
_CARD: Final = re.compile("(?:10|[7-9JQKA])[\u2660\u2665\u2666\u2663]")
"""A card as the table prints it: ``10♥``, ``K♠``."""
LATIN_LANGUAGE: Final[Language] = "en"
"""The interface's language when Arabic letters cannot be printed (see the module)."""


def configure(language: Language, shown: Shown) -> Language:
    """Speak ``language``, printing Arabic the ``shown`` way; return the language in force."""
    _display[0] = shown
    spoken = LATIN_LANGUAGE if shown == "latin" else language
    use(spoken)
    # An Arabic interface orders each message as a right-to-left paragraph (show), so the
    # screen's line filter must not reorder its lines again.
    screen_orders_lines(not (shown == "visual" and spoken == "ar"))
    return spoken


def display() -> Shown:
    """How Arabic is printed now."""
    return _display[0]


def show(text: str) -> str:
    """``text`` (already in the interface's language) as the terminal must print it.

    In *visual*, a line of the Arabic interface is reordered as a right-to-left
    paragraph (an Arabic sentence that starts with a name or a number still reads
    from the right); Arabic words in an English line turn round in place
    (:func:`~baloot_tui.engine.arabic.arabic_text`).
    """
    if _display[0] != "visual" or language() != "ar":
        return arabic_text(text, _display[0])
    return "\n".join(
        _visual_line(Text(line)).plain if has_arabic(line) else line for line in text.split("\n")
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

    In *visual* each line is reordered as a whole, as :func:`show` does, and every
    character keeps its style: a coloured card or a bold word stays where the
    Unicode Bidirectional Algorithm puts it in the line. In *latin* each piece of
    one style has its Arabic words in Latin letters.
    """
    if _display[0] == "logical" or not has_arabic(text.plain):
        return text
    if _display[0] == "latin" or language() != "ar":
        return _piece_by_piece(text)
    lines = [_visual_line(line) if has_arabic(line.plain) else line for line in text.split("\n")]
    out = Text("\n").join(lines)
    out.style, out.justify, out.no_wrap, out.end = text.style, text.justify, text.no_wrap, text.end
    return out


def _piece_by_piece(text: Text) -> Text:
    """``text`` with each piece of one style printed on its own (:func:`arabic_text`)."""
    cuts = sorted({edge for span in text.spans for edge in (span.start, span.end)})
    out = Text(style=text.style, justify=text.justify, no_wrap=text.no_wrap, end=text.end)
    for piece in text.divide(cuts):
        shown = arabic_text(piece.plain, _display[0])
        spans = [Span(0, len(shown), span.style) for span in piece.spans]
        out.append_text(Text(shown, style=piece.style, spans=spans))
    return out


def _embedded(piece: str) -> str:
    """``piece`` reshaped, each card in it (``10♥``) a left-to-right embedding.

    A card's suit is a neutral character: without the embedding an Arabic line would
    print the suit before the rank.
    """
    from arabic_reshaper import reshape

    return _CARD.sub(f"{_LEFT_TO_RIGHT}\\g<0>{_END_EMBEDDING}", str(reshape(piece)))


def _visual_line(line: Text) -> Text:
    """One line of the Arabic interface as a right-to-left paragraph, each letter styled.

    The pieces of one style are reshaped on their own (a style never changes inside a
    word here), then python-bidi's algorithm orders the line; each character
    remembers the piece it came from. A card stays whole (:func:`_embedded`).
    """
    from bidi import algorithm

    cuts = sorted({edge for span in line.spans for edge in (span.start, span.end)})
    pieces = [(_embedded(piece.plain), piece) for piece in line.divide(cuts)]
    shaped = "".join(letters for letters, _ in pieces)
    owner = [index for index, (letters, _) in enumerate(pieces) for _ in letters]
    storage = algorithm.get_empty_storage()
    storage["base_level"], storage["base_dir"] = 1, "R"
    algorithm.get_embedding_levels(shaped, storage, False, False)
    for place, char in enumerate(storage["chars"]):
        char["from"] = place
    for step in (
        algorithm.explicit_embed_and_overrides,
        algorithm.resolve_weak_types,
        algorithm.resolve_neutral_types,
        algorithm.resolve_implicit_levels,
        algorithm.reorder_resolved_levels,
        algorithm.apply_mirroring,
    ):
        step(storage, False)
    out = Text(style=line.style)
    for char in storage["chars"]:
        piece = pieces[owner[char["from"]]][1]
        spans = [Span(0, len(char["ch"]), span.style) for span in piece.spans]
        out.append_text(Text(char["ch"], style=piece.style, spans=spans))
    return out
