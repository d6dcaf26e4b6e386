"""How Arabic words are printed: joined and reordered, as stored, or in Latin letters.

Terminals differ. A few (mlterm, Konsole, macOS Terminal, the VTE-based ones such as
GNOME Terminal from VTE 0.58) shape and reorder right-to-left text themselves, so the
app must print Unicode in logical order (*logical*); kitty shapes each word, which
turns it round, so logical suits it too. Most (xterm, rxvt-unicode, st, Alacritty,
iTerm2, Windows Terminal) do neither, so logical-order Arabic shows reversed and
unjoined; for them the app prints the letters in their joined presentation forms, each
line reordered as it is displayed (*visual*: arabic-reshaper, then python-bidi's
Unicode Bidirectional Algorithm with a left-to-right base, so only the Arabic runs of an
English line turn round). Without Arabic fonts or a UTF-8 locale, *latin* prints
transliterations (لنا → lana). *auto* picks one of the three from the environment
(:func:`chosen_display`, :data:`KNOWN_TERMINALS`); see ``docs/arabic.md``, whose
"Terminals tried" tells what each mode looked like in each terminal.

*visual* is two steps, because reordering is a property of a displayed line: a
sentence wrapped in two lines must be turned round on each line, not before it is
cut. :func:`arabic_text` joins the letters only (their order stays logical), so
layout and wrapping measure what is printed (presentation forms are one cell each,
the لا ligature one cell for two letters); whoever draws the lines then puts each one
in screen order with :func:`visual_pieces` (the Textual apps' line filter, the Rich
output of ``baloot rules``). Text printed line by line as it is uses
:func:`printed_text`, which does both.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal, TypeVar

ArabicDisplay = Literal["auto", "visual", "logical", "latin"]
ARABIC_DISPLAYS: Final[tuple[ArabicDisplay, ...]] = ("auto", "visual", "logical", "latin")
Shown = Literal["visual", "logical", "latin"]
"""A display mode once ``auto`` is decided."""

ARABIC_DISPLAY_WORDS: Final[dict[ArabicDisplay, str]] = {
    "auto": "Automatic (from the terminal)",
    "visual": "Joined and reordered (most terminals)",
    "logical": "As stored (terminals with bidi: GNOME Terminal, Konsole, mlterm)",
    "latin": "Latin letters (lana, lahum)",
}
"""Each mode as the settings screen names it."""

LATIN: Final[dict[str, str]] = {
    # The score sheet.
    "لنا": "lana",
    "لهم": "lahum",
    # Contracts and the auction (RULES.md §0 and the help glossary).
    "بلوت": "Baloot",
    "حكم": "Hokum",
    "صن": "Sun",
    "أشكال": "Ashkal",
    "قبلك": "gablak",
    "المشتري": "al-mushtari",
    "الورقة": "al-waraqa",
    "المكشوفة": "al-makshufa",
    "الأول": "al-awwal",
    "ثاني": "thany",
    "بس": "bas",
    "ولا": "wala",
    "تأكيد": "ta'kid",
    "تحويل": "tahwil",
    "ورق": "waraq",
    "كوش": "kawesh",
    # Doubling.
    "دبل": "dabal",
    "ثري": "thri",
    "فور": "fur",
    "قهوة": "Gahwa",
    "مقفول": "magfool",
    "مفتوح": "maftooh",
    # Scoring.
    "أبناط": "abnat",
    "الأرض": "al-ard",
    "نقاط": "nigat",
    "خسارة": "khasara",
    "كبوت": "kaboot",
    "مشاريع": "mashari",
    "سرا": "sira",
    "خمسين": "khamsin",
    "مية": "miya",
    "أربعمية": "arba'miya",
    "سوا": "Sawa",
    "قيد": "qayd",
    "تكويش": "takweesh",
    "أكة": "akka",
}
"""Every Arabic word the app shows, in the Latin spelling of the glossary."""

SAMPLE: Final = "لنا / لهم"
"""The words the settings screen prints in each mode."""

_ARABIC_WORD: Final = re.compile("[\u0621-\u065f\u0670-\u06d3]+")
_JOINED_FORM: Final = re.compile("[\ufb50-\ufdff\ufe70-\ufeff]")
"""Arabic presentation forms (A and B): the letters of :func:`arabic_text`'s visual mode."""
_ARABIC_COMMA: Final = "\u060c"


def has_arabic(text: str) -> bool:
    """Whether ``text`` holds an Arabic letter."""
    return _ARABIC_WORD.search(text) is not None


def _utf8_locale(env: Mapping[str, str]) -> bool:
    """Whether output is UTF-8.

    ``PYTHONIOENCODING`` says so if set, else the locale in force (``LC_ALL``, else
    ``LC_CTYPE``, else ``LANG``).
    """
    for name in ("PYTHONIOENCODING", "LC_ALL", "LC_CTYPE", "LANG"):
        value = env.get(name, "")
        if value:
            return "utf8" in value.lower().replace("-", "")
    return False


@dataclass(frozen=True)
class KnownTerminal:
    """A terminal ``auto`` recognises: by which environment variable, and what suits it."""

    name: str
    variable: str
    matches: Callable[[str], bool]
    """Whether the variable's value (never empty) is this terminal's."""
    shown: Shown
    """The mode that read right in it (docs/arabic.md, "Terminals tried")."""


def _any_value(value: str) -> bool:
    return True


def _named(*names: str) -> Callable[[str], bool]:
    """A test that the value starts with one of ``names``, in any case (``mlterm-256color``)."""
    return lambda value: value.lower().startswith(tuple(name.lower() for name in names))


_VTE_WITH_BIDI: Final = 5800
"""``$VTE_VERSION`` from which VTE (GNOME Terminal, Tilix, xfce4-terminal, …) reorders
and shapes: BiDi came in VTE 0.57.3 (GNOME Terminal 3.33.3, July 2019), on by default."""


def _vte_with_bidi(value: str) -> bool:
    return value.isdigit() and int(value) >= _VTE_WITH_BIDI


KNOWN_TERMINALS: Final[tuple[KnownTerminal, ...]] = (
    # tmux and GNU screen do no bidi, and the terminal showing them reorders (or not)
    # the cells they draw as it would the app's own (tried: tmux in mlterm and in
    # xfce4-terminal). So no entry for them: the variables they inherited from the
    # terminal they were started in decide, as their own TERM and TERM_PROGRAM cannot.
    KnownTerminal("Konsole", "KONSOLE_VERSION", _any_value, "logical"),
    KnownTerminal("mlterm", "MLTERM", _any_value, "logical"),
    KnownTerminal("VTE 0.58 or later", "VTE_VERSION", _vte_with_bidi, "logical"),
    KnownTerminal("VTE before 0.58", "VTE_VERSION", _any_value, "visual"),
    # kitty does no bidi, but shapes each word with HarfBuzz, which turns it round:
    # logical words read right (in left-to-right word order), visual ones backwards.
    KnownTerminal("kitty", "KITTY_WINDOW_ID", _any_value, "logical"),
    KnownTerminal("Alacritty", "ALACRITTY_WINDOW_ID", _any_value, "visual"),
    KnownTerminal("Windows Terminal", "WT_SESSION", _any_value, "visual"),
    KnownTerminal("xterm", "XTERM_VERSION", _any_value, "visual"),
    KnownTerminal("macOS Terminal", "TERM_PROGRAM", _named("Apple_Terminal"), "logical"),
    KnownTerminal("mintty", "TERM_PROGRAM", _named("mintty"), "logical"),
    KnownTerminal("iTerm2", "TERM_PROGRAM", _named("iTerm.app"), "visual"),
    KnownTerminal("VS Code (xterm.js)", "TERM_PROGRAM", _named("vscode"), "visual"),
    KnownTerminal("mlterm", "TERM", _named("mlterm"), "logical"),
    KnownTerminal("Konsole", "TERM", _named("konsole"), "logical"),
    # Its default fonts (at most 512 glyphs) hold no Arabic letters.
    KnownTerminal("the Linux console", "TERM", _named("linux"), "latin"),
)
"""The terminals ``auto`` knows, first match wins: a terminal's own variable before
``TERM`` (which many set to ``xterm-256color``) and ``TERM_PROGRAM`` (which tmux
overwrites). Anything not recognised gets *visual*, which most terminals need."""


def recognised_terminal(env: Mapping[str, str]) -> KnownTerminal | None:
    """The first of :data:`KNOWN_TERMINALS` that ``env`` names, if any."""
    return next(
        (
            known
            for known in KNOWN_TERMINALS
            if (value := env.get(known.variable)) and known.matches(value)
        ),
        None,
    )


def chosen_display(env: Mapping[str, str]) -> Shown:
    """What ``auto`` means in the environment ``env``.

    Not a UTF-8 locale: *latin*. A terminal in :data:`KNOWN_TERMINALS`: the mode
    found right in it. Anything else (unknown terminals are mostly without bidi):
    *visual*.
    """
    if not _utf8_locale(env):
        return "latin"
    known = recognised_terminal(env)
    return "visual" if known is None else known.shown


def auto_knows(env: Mapping[str, str]) -> bool:
    """Whether ``auto`` decides from ``env`` alone, rather than guessing *visual*.

    It does in a locale that is not UTF-8 (*latin*) and in a terminal of
    :data:`KNOWN_TERMINALS`.
    """
    return not _utf8_locale(env) or recognised_terminal(env) is not None


def resolve(mode: ArabicDisplay, env: Mapping[str, str]) -> Shown:
    """``mode``, with ``auto`` decided from ``env``."""
    return chosen_display(env) if mode == "auto" else mode


def samples() -> str:
    """:data:`SAMPLE` printed each way, one line per mode: the one that reads right tells.

    For a screen that reorders lines holding joined forms (:func:`visual_pieces`),
    as the Textual apps do in every mode.
    """
    return "\n".join(
        f"{mode}: {arabic_text(SAMPLE, mode)}" for mode in ("visual", "logical", "latin")
    )


def _latin_word(match: re.Match[str]) -> str:
    word = match.group()
    return LATIN.get(word, word)


_NO_ISOLATES: Final = str.maketrans("", "", "\u2068\u2069")
"""The isolates round a name in an Arabic sentence (``text.players.isolated``): kept for a
terminal that orders lines itself, dropped where this program orders them or no Arabic
is printed."""


def arabic_text(text: str, shown: Shown) -> str:
    """``text`` with its Arabic words written the ``shown`` way.

    *visual* joins the letters into their presentation forms (arabic-reshaper); the
    lines are put in screen order when they are displayed (:func:`visual_pieces`),
    after any wrapping. *latin* replaces each word in :data:`LATIN` (an unknown word
    stays as it is). Other text is unchanged.
    """
    if shown == "logical":
        return text
    text = text.translate(_NO_ISOLATES)
    if not has_arabic(text):
        return text
    if shown == "latin":
        return _ARABIC_WORD.sub(_latin_word, text).replace(_ARABIC_COMMA, ",")
    return _joined(text)


def _joined(text: str) -> str:
    from arabic_reshaper import reshape

    joined = reshape(text)
    assert isinstance(joined, str)
    return joined


def _in_screen_order(text: str) -> str:
    """Each line of joined ``text`` in screen order."""
    return "\n".join(
        "".join(part for part, _ in visual_pieces([(line, None)])) for line in text.split("\n")
    )


def printed_text(text: str, shown: Shown) -> str:
    """``text`` ready to print line by line as it is (a command's output, not wrapped).

    :func:`arabic_text`, then in *visual* each line in screen order.
    """
    if shown != "visual" or not has_arabic(text):
        return arabic_text(text, shown)
    return _in_screen_order(_joined(text))


def needs_reordering(text: str) -> bool:
    """Whether a displayed line holds joined Arabic forms, which visual mode reorders."""
    return _JOINED_FORM.search(text) is not None


Style = TypeVar("Style")

_LEFT_TO_RIGHT_TOKEN: Final = re.compile(
    "(?:10|[7-9JQKA])[\u2660\u2665\u2666\u2663]|\\^[a-z]"
    "|[A-Za-z][\\w'.-]*(?: \\(?[A-Za-z][\\w'.-]*\\)?)*",
    re.ASCII,
)
"""A card as the table prints it (``10♥``, ``K♠``), a control key (``^q``), or a run of
Latin words (a name: ``Sara Ali``): a neutral character (the suit, the caret) would take
the line's direction, and a name would join the number after it and the next name into
one left-to-right run ("أنت وNoura 83، Faisal" read as if Faisal were the partner), so a
right-to-left line isolates each (LRI … PDI) to keep it whole and in its place."""
_ISOLATE: Final = ("\u2066", "\u2069")
"""LRI and PDI, given to python-bidi around each token and dropped from what it returns."""
_MIRROR: Final = dict(zip("()[]{}<>«»‹›", ")(][}{><»«›‹", strict=True))
"""The brackets a right-to-left run draws mirrored (python-bidi does not mirror)."""


def visual_pieces(
    pieces: Sequence[tuple[str, Style]], *, right_to_left: bool = False
) -> list[tuple[str, Style]]:
    """One displayed line, given as (text, style) pieces, in screen order.

    python-bidi runs the Unicode Bidirectional Algorithm on the line's text with a
    left-to-right base, or a right-to-left one (a line of the Arabic interface, where
    a sentence starting with a name still reads from the right); each character
    keeps its piece's style. A line without joined forms (:func:`needs_reordering`)
    is returned as it is, so text in logical order is left for a terminal that does
    its own bidi. The result holds exactly the line's characters (brackets of a
    right-to-left run mirrored), no direction marks.
    """
    text = "".join(part for part, _ in pieces)
    if not needs_reordering(text) or not pieces:
        return list(pieces)
    styles = [style for part, style in pieces for _ in part]
    grouped: list[tuple[str, Style]] = []
    for char, index in _screen_order(text, right_to_left):
        style = styles[index]
        if grouped and grouped[-1][1] == style:
            grouped[-1] = (grouped[-1][0] + char, style)
        else:
            grouped.append((char, style))
    return grouped


def _screen_order(text: str, right_to_left: bool) -> list[tuple[str, int]]:
    """``text``'s characters in screen order, each with its index in ``text``.

    python-bidi tells only the reordered text, so each character is first swapped for
    a stand-in of the same bidirectional class found nowhere else in the line (a
    space counts as another neutral: both resolve alike at a line's level), each
    pair of matching brackets for a bracket pair of its own, and in a right-to-left
    line each card or key is isolated (:data:`_LEFT_TO_RIGHT_TOKEN`); the reordered
    stand-ins then tell where each character went. A character whose class has no stand-in
    left keeps its own and takes the index of the cell before it on screen (so its
    neighbour's style). A bracket that runs backwards on screen is mirrored.
    """
    from bidi import get_display

    taken: dict[str, int] = {}
    index_of: dict[str, int] = {}
    pairs = _bracket_pairs(text)
    spare = iter(pair for pair in _BRACKET_STAND_INS if not set(pair) & set(text))
    tagged = list(text)
    for opening, closing in pairs.items():
        stand_in = next(spare, None)
        if stand_in is not None:
            for index, char in zip((opening, closing), stand_in, strict=True):
                tagged[index], index_of[char] = char, index
    for index, char in enumerate(text):
        if index in pairs or index in pairs.values():
            continue
        kind = unicodedata.bidirectional(char)
        kind = "ON" if kind == "WS" else kind
        used = taken.get(kind, 0)
        character = _STAND_INS.nth(kind, used)
        if character is not None:
            taken[kind] = used + 1
            tagged[index], index_of[character] = character, index
    if right_to_left:
        for card in _LEFT_TO_RIGHT_TOKEN.finditer(text):
            tagged[card.start()] = _ISOLATE[0] + tagged[card.start()]
            tagged[card.end() - 1] += _ISOLATE[1]
    moved = get_display("".join(tagged), base_dir="R" if right_to_left else "L")
    assert isinstance(moved, str)
    moved = moved.replace(_ISOLATE[0], "").replace(_ISOLATE[1], "")
    found = [index_of.get(char) for char in moved]
    placed: list[tuple[str, int]] = []
    for position, source in enumerate(found):
        if source is None:
            before = next((i for i in reversed(found[:position]) if i is not None), None)
            after = next((i for i in found[position + 1 :] if i is not None), 0)
            placed.append((moved[position], before if before is not None else after))
            continue
        left = found[position - 1] if position else None
        right = found[position + 1] if position + 1 < len(found) else None
        if left is None and right is None:
            backwards = right_to_left
        else:
            backwards = (left is not None and left > source) or (
                right is not None and right < source
            )
        char = text[source]
        placed.append((_MIRROR.get(char, char) if backwards else char, source))
    return placed


def _bracket_pairs(text: str) -> dict[int, int]:
    """The matching brackets of ``text``, opening index to closing.

    Paired as the bidi algorithm pairs them (rule BD16: the nearest open bracket of
    the kind).
    """
    closers = {"(": ")", "[": "]", "{": "}"}
    open_ones: list[tuple[str, int]] = []
    pairs: dict[int, int] = {}
    for index, char in enumerate(text):
        if char in closers:
            open_ones.append((closers[char], index))
        elif char in closers.values():
            depth = next(
                (d for d in range(len(open_ones) - 1, -1, -1) if open_ones[d][0] == char), None
            )
            if depth is not None:
                pairs[open_ones[depth][1]] = index
                del open_ones[depth:]
    return pairs


_BRACKET_STAND_INS: Final = tuple(
    (chr(code), chr(code + 1))
    for code in (*range(0x2768, 0x2776, 2), *range(0x27E6, 0x27F0, 2), *range(0x2983, 0x2999, 2))
)
"""Bracket pairs (BidiBrackets.txt) that stand in for a line's own, one pair each."""


class _StandIns:
    """Assigned, unmirrored characters below the surrogates, by bidirectional class.

    Each class's characters come in code-point order, scanned only as far as a line
    needs: the whole range takes a tenth of a second, a line's first few dozen a
    thousandth.
    """

    def __init__(self) -> None:
        self.pools: dict[str, list[str]] = {}
        self.scanned = 0x21
        """The next code point to sort into its class's pool."""

    def nth(self, kind: str, index: int) -> str | None:
        """The ``index``-th stand-in of class ``kind`` (None: the class has no more)."""
        pool = self.pools.setdefault(kind, [])
        while len(pool) <= index and self.scanned < 0xD800:
            char = chr(self.scanned)
            self.scanned += 1
            found = unicodedata.bidirectional(char)
            if found and not unicodedata.mirrored(char) and unicodedata.category(char) != "Cn":
                self.pools.setdefault(found, []).append(char)
        return pool[index] if index < len(pool) else None


_STAND_INS: Final = _StandIns()
