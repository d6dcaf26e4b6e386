"""How Arabic words are printed: joined and reordered, as stored, or in Latin letters.

Terminals differ. A few (mlterm, Konsole, macOS Terminal, the VTE-based ones such as
GNOME Terminal from VTE 0.58) shape and reorder right-to-left text themselves, so the
app must print Unicode in logical order (*logical*). Most (xterm, tmux, iTerm2, Windows
Terminal, the Linux console) do neither, so logical-order Arabic shows reversed and
unjoined; for them the app prints the letters in their joined presentation forms, each
line already reordered (*visual*: arabic-reshaper, then python-bidi's Unicode
Bidirectional Algorithm with a left-to-right base, so only the Arabic runs of an English
line turn round). Without Arabic fonts or a UTF-8 locale, *latin* prints
transliterations (لنا → lana). *auto* picks one of the three from the environment
(:func:`chosen_display`); see ``docs/arabic.md``.

Every place the app prints Arabic calls :func:`arabic_text`; widths are then
measured on the text it returns (presentation forms are one cell each).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Final, Literal

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
_ARABIC_COMMA: Final = "\u060c"
_BIDI_TERMINALS: Final = ("mlterm", "konsole", "apple_terminal")
"""``$TERM`` / ``$TERM_PROGRAM`` values of terminals that shape and reorder Arabic."""
_VTE_WITH_BIDI: Final = 5800
"""``$VTE_VERSION`` from which VTE (GNOME Terminal, Tilix, xfce4-terminal, …) reorders
and shapes: BiDi came in VTE 0.57.3 (GNOME Terminal 3.33.3, July 2019), on by default."""


def has_arabic(text: str) -> bool:
    """Whether ``text`` holds an Arabic letter."""
    return _ARABIC_WORD.search(text) is not None


def _utf8_locale(env: Mapping[str, str]) -> bool:
    """Whether the locale in force (``LC_ALL``, else ``LC_CTYPE``, else ``LANG``) is UTF-8."""
    for name in ("LC_ALL", "LC_CTYPE", "LANG"):
        value = env.get(name, "")
        if value:
            return "utf8" in value.lower().replace("-", "")
    return False


def _does_bidi(env: Mapping[str, str]) -> bool:
    """Whether the terminal is known to shape and reorder Arabic itself."""
    if env.get("TMUX") or env.get("STY"):
        return False  # tmux and screen lay out cells themselves and do no bidi
    names = (env.get("TERM", ""), env.get("TERM_PROGRAM", ""))
    if any(known in name.lower() for name in names for known in _BIDI_TERMINALS):
        return True
    if env.get("KONSOLE_VERSION") or env.get("MLTERM"):
        return True
    vte = env.get("VTE_VERSION", "")
    return vte.isdigit() and int(vte) >= _VTE_WITH_BIDI


def chosen_display(env: Mapping[str, str]) -> Shown:
    """What ``auto`` means in the environment ``env``.

    Not a UTF-8 locale: *latin*. A terminal known to do its own bidi: *logical*.
    Anything else (xterm, tmux, iTerm2, Windows Terminal, unknown): *visual*.
    """
    if not _utf8_locale(env):
        return "latin"
    return "logical" if _does_bidi(env) else "visual"


def resolve(mode: ArabicDisplay, env: Mapping[str, str]) -> Shown:
    """``mode``, with ``auto`` decided from ``env``."""
    return chosen_display(env) if mode == "auto" else mode


def samples() -> str:
    """:data:`SAMPLE` printed each way, one line per mode: the one that reads right tells."""
    return "\n".join(
        f"{mode}: {arabic_text(SAMPLE, mode)}" for mode in ("visual", "logical", "latin")
    )


def _visual_line(line: str) -> str:
    from arabic_reshaper import reshape
    from bidi import get_display

    shown = get_display(reshape(line), base_dir="L")
    assert isinstance(shown, str)
    return shown


def _latin_word(match: re.Match[str]) -> str:
    word = match.group()
    return LATIN.get(word, word)


def arabic_text(text: str, shown: Shown) -> str:
    """``text`` with its Arabic words printed the ``shown`` way (other text unchanged).

    *visual* reorders each line on its own, as a left-to-right line; *latin*
    replaces each word in :data:`LATIN` (an unknown word stays as it is).
    """
    if shown == "logical" or not has_arabic(text):
        return text
    if shown == "latin":
        return _ARABIC_WORD.sub(_latin_word, text).replace(_ARABIC_COMMA, ",")
    return "\n".join(_visual_line(line) if has_arabic(line) else line for line in text.split("\n"))
