"""Every Baloot term with its Arabic word and a one-line meaning (help and coach links).

Meanings that depend on a house rule carry a ``{rule:NAME}`` sentence
(:mod:`baloot_tui.games.baloot.help.rule_text`); :func:`glossary` fills them for the rules in
force, and :data:`GLOSSARY` / :data:`TERMS` hold them for the default rules. Each
meaning, its sentences still named, is a catalogue message (:data:`MEANINGS`): the
Arabic is worded from it by :func:`baloot_tui.games.baloot.coach.words.term_meaning`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Final

from baloot_tui.games.baloot.help.rule_text import fill_rules
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.text.i18n import N_


@dataclass(frozen=True, slots=True)
class Term:
    """One glossary entry."""

    key: str
    """Stable id the coach's explanations link to, e.g. ``"ashkal"``."""
    name: str
    """The term as players say it in English letters."""
    arabic: str
    """The Arabic word."""
    meaning: str
    """One line in English: what it means at the table."""


_ENTRIES: Final = (
    Term(
        "baloot",
        "Baloot",
        "بلوت",
        N_("The game; also the King and Queen of trumps held together in Hokum. {rule:baloot}."),
    ),
    Term(
        "hokum",
        "Hokum",
        "حكم",
        N_("A trump contract: 16 game points a hand; trump J and 9 are the top cards."),
    ),
    Term(
        "sun",
        "Sun",
        "صن",
        N_("The no-trump contract: 26 game points a hand, always outranks Hokum."),
    ),
    Term(
        "ashkal",
        "Ashkal",
        "أشكال",
        N_(
            "A Sun called for your partner, who takes the face-up card and is the buyer; "
            "{rule:ashkal}."
        ),
    ),
    Term(
        "before_you",
        "Before you (gablak)",
        "قبلك",
        N_(
            "In round 1 only, a Sun may be taken from its caller by {rule:before_you}; "
            "the check then repeats for the new buyer."
        ),
    ),
    Term(
        "buyer",
        "Buyer (mushtari)",
        "المشتري",
        N_("The player who takes the face-up card; their team must make the contract."),
    ),
    Term(
        "face_card",
        "Face-up card",
        "الورقة المكشوفة",
        N_("The 21st card, turned up for the auction; the buyer takes it."),
    ),
    Term(
        "round_one",
        "First round",
        "الأول",
        N_("The first round of bidding: Hokum only in the face-up suit."),
    ),
    Term(
        "round_two",
        "Second round (thany)",
        "ثاني",
        N_("After four passes: {rule:round_two}; a Sun ends the bidding at once."),
    ),
    Term(
        "pass",
        "Pass (bas / wala)",
        "بس / ولا",
        N_("Decline to bid: 'bas' in round 1, 'wala' in round 2."),
    ),
    Term(
        "confirm",
        "Confirm or switch",
        "تأكيد / تحويل صن",
        N_(
            "Unchallenged, the Hokum bidder keeps Hokum (naming the suit in round 2) or turns "
            "to Sun."
        ),
    ),
    Term(
        "waraq",
        "Waraq",
        "ورق",
        N_("Everyone passed both rounds: no score, and {rule:waraq}."),
    ),
    Term(
        "kawesh",
        "Kawesh (Kasho)",
        "كوش",
        N_("A five-card hand of only 7s, 8s and 9s may annul the deal: {rule:kawesh}."),
    ),
    Term(
        "double",
        "Double",
        "دبل",
        N_(
            "An opponent of the buyer doubles the hand (×2), choosing closed or open in Hokum; "
            "{rule:sun_double}."
        ),
    ),
    Term("three", "Three", "ثري", N_("{rule:three}.")),
    Term("four", "Four", "فور", N_("{rule:four}.")),
    Term(
        "gahwa",
        "Gahwa (coffee)",
        "قهوة",
        N_("{rule:gahwa}."),
    ),
    Term(
        "closed",
        "Closed",
        "مقفول",
        N_("In a closed double nobody may lead a trump while holding another suit."),
    ),
    Term("open", "Open", "مفتوح", N_("Trumps may be led freely.")),
    Term(
        "abnat",
        "Abnat",
        "أبناط",
        N_("Raw card points: 130 in Sun and 162 in Hokum, with the last trick's 10."),
    ),
    Term("ard", "Ard (the floor)", "الأرض", N_("The 10 abnat for winning the last trick.")),
    Term(
        "game_points",
        "Game points",
        "نقاط",
        N_("What the score sheet keeps: abnat converted and rounded (26 Sun, 16 Hokum)."),
    ),
    Term(
        "khasara",
        "Khasara",
        "خسارة",
        N_(
            "The buyer's team failed (a lower total, or a tie the tie rule gives against it): "
            "it scores 0 and the opponents take the whole pot; {rule:khasara_projects}."
        ),
    ),
    Term(
        "kaboot",
        "Kaboot",
        "كبوت",
        N_(
            "One team took all eight tricks: 44 in Sun, 25 in Hokum, whoever bought, {rule:kaboot}."
        ),
    ),
    Term(
        "projects",
        "Projects (mashari)",
        "مشاريع",
        N_("Melds declared on trick 1 and shown on trick 2; only the better team's count."),
    ),
    Term("sira", "Sira", "سرا", N_("Three cards in sequence in one suit: 4 in Sun, 2 in Hokum.")),
    Term("fifty", "Fifty", "خمسين", N_("Four cards in sequence: 10 in Sun, 5 in Hokum.")),
    Term(
        "hundred",
        "Hundred",
        "مية",
        N_(
            "Five or more in sequence, or four 10s, Js, Qs or Ks (or four Aces in Hokum): 20 in "
            "Sun, 10 in Hokum."
        ),
    ),
    Term("four_hundred", "Four hundred", "أربعمية", N_("Four Aces in Sun: 40 game points.")),
    Term(
        "sawa",
        "Sawa",
        "سوا",
        N_("Claiming all the remaining tricks; accepted only if no defence can stop it."),
    ),
    Term(
        "qayd",
        "Qayd / Takweesh",
        "قيد / تكويش",
        N_(
            "Catching an illegal play: the offending team loses the hand. Here the game refuses "
            "illegal cards, so it never arises."
        ),
    ),
    Term(
        "akka",
        "Akka",
        "أكة",
        N_(
            "(Kammelna, Hokum) A call that your lead, not a trump and not an Ace, is the highest "
            "card left in its suit: it tells your partner the trick is won, so he should not "
            "spend a trump on it. Optional; not offered here."
        ),
    ),
    Term(
        "lana_lahum",
        "Lana / Lahum",
        "لنا / لهم",
        N_("'Us' and 'them': the two columns of the score sheet."),
    ),
)


def glossary(rules: HouseRules = DEFAULT_RULES) -> tuple[Term, ...]:
    """Every entry, its house-rule sentences written for ``rules``."""
    return tuple(replace(term, meaning=fill_rules(term.meaning, rules)) for term in _ENTRIES)


MEANINGS: Final = {term.key: term.meaning for term in _ENTRIES}
"""Each term's meaning as a catalogue message, its house-rule sentences named ``{rule:NAME}``."""

GLOSSARY: Final = glossary()
"""Every entry under the default rules."""

TERMS: Final = {term.key: term for term in GLOSSARY}


def terms_for(keys: Iterable[str], rules: HouseRules = DEFAULT_RULES) -> tuple[Term, ...]:
    """The glossary entries for ``keys`` written for ``rules``, once each, in order named."""
    entries = TERMS if rules == DEFAULT_RULES else {t.key: t for t in glossary(rules)}
    return tuple(entries[key] for key in dict.fromkeys(keys) if key in entries)


def glossary_markdown(rules: HouseRules = DEFAULT_RULES) -> str:
    """The whole glossary as a Markdown section (help screen and ``baloot rules``)."""
    rows = "\n".join(f"| {t.name} | {t.arabic} | {t.meaning} |" for t in glossary(rules))
    return f"## Glossary\n\n| Term | Arabic | Meaning |\n|---|---|---|\n{rows}\n"
