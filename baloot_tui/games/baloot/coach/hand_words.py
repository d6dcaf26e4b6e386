"""A hand's strength in words from its cards: "three trumps (J♥ 9♥ 8♥) with the Jack…".

The bots' evaluation (:mod:`baloot_tui.games.baloot.bots.evaluate`) scores a hand by components
(trump Jack, side Aces, protected Tens…). The grades name the cards behind each
component that counts, counted from the hand itself with the evaluation's own
conditions, so a sentence such as "two trumps with the Jack" is always the hand's.
Every phrase is a catalogue message, put together in the language in force.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Final, Literal

from baloot_tui.core.cards import SUITS, Card, Rank, Suit
from baloot_tui.games.baloot.bots import evaluate
from baloot_tui.games.baloot.coach.lesson_words import Words
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.projects import best_declaration
from baloot_tui.text.i18n import N_, _, language, ngettext

NUMBERS: Final = (
    N_("no"),
    N_("one"),
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
)
"""Counts up to a full hand, in words (as messages)."""
COMPONENT_WORDS: Final[Mapping[str, str]] = {
    "trump_jack": N_("trump jack"),
    "trump_nine": N_("trump nine"),
    "trump_ace": N_("trump ace"),
    "trump_ten": N_("trump ten"),
    "trump_length": N_("trump length"),
    "side_aces": N_("side aces"),
    "voids": N_("voids"),
    "baloot": N_("baloot"),
    "aces": N_("aces"),
    "protected_tens": N_("protected tens"),
    "stoppers": N_("stoppers"),
    "long_suits": N_("long suits"),
    "projects": N_("projects"),
}
"""Each component of the evaluation (:mod:`baloot_tui.games.baloot.bots.evaluate`) by its field."""
SHORT_COMPONENT_WORDS: Final[Mapping[str, str]] = {
    **COMPONENT_WORDS,
    "trump_jack": N_("trump J"),
    "trump_nine": N_("trump 9"),
    "trump_ace": N_("trump A"),
    "trump_ten": N_("trump 10"),
    "trump_length": N_("length"),
    "baloot": N_("Baloot"),
    "protected_tens": N_("protected 10s"),
}
"""The components' compact names, for a narrow column."""

TOP_TRUMPS: Final = (
    (Rank.JACK, N_("Jack")),
    (Rank.NINE, N_("Nine")),
    (Rank.ACE, N_("Ace")),
    (Rank.TEN, N_("Ten")),
)
"""The trumps the evaluation counts one by one, highest first."""
Counted = Literal["trump", "Ace"]
"""What a count counts."""
SENTENCES: Final = {
    False: N_("{name}: {words}; the hand counts {total}, and the bots bid from {bar}"),
    True: N_("{name}: {words}; your eight cards count {total}, and the bots double from {bar}"),
}
"""A hand in words with its count on the bots' scale (the lesson "Counting a hand" teaches
it; no rule of the game needs a count), by whether it is a defender's eight cards."""


def count_words(count: int, thing: Counted) -> str:
    """``two trumps``, ``one Ace``, ``no Aces``: the count in words, in the form it takes.

    Arabic words none, one, two, a few and many each differently (``ngettext``).
    """
    if thing == "trump":
        said = ngettext("{count} trump", "{count} trumps", count)
    else:
        said = ngettext("{count} Ace", "{count} Aces", count)
    return said.format(count=_(NUMBERS[count]) if count < len(NUMBERS) else count)


def _labels(cards: Iterable[Card], trump: Suit | None = None) -> str:
    """The cards' labels, highest first."""
    return " ".join(c.label for c in sorted(cards, key=lambda c: -c.strength(trump)))


def _listed(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return _(", ").join(parts[:-1]) + _(" and ") + parts[-1]


def hokum_words(hand: Iterable[Card], trump: Suit) -> str:
    """The Hokum components of ``hand`` with ``trump`` as trumps, naming the cards."""
    cards = tuple(hand)
    trumps = [c for c in cards if c.suit is trump]
    ranks = {c.rank for c in trumps}
    tops = [_(name) for rank, name in TOP_TRUMPS if rank in ranks]
    parts = [count_words(len(trumps), "trump")]
    if trumps:
        parts[0] += f" ({_labels(trumps, trump)})"
        if tops:
            parts[0] = _("{trumps} with the {tops}").format(trumps=parts[0], tops=_listed(tops))
    side_aces = [c for c in cards if c.rank is Rank.ACE and c.suit is not trump]
    if side_aces:
        parts.append(_("the {aces} on the side").format(aces=_listed([c.label for c in side_aces])))
    else:
        parts.append(_("no side Ace"))
    if len(trumps) >= 2:
        voids = [s.symbol for s in SUITS if s is not trump and not any(c.suit is s for c in cards)]
        if voids:
            parts.append(_("no {suits} (a void to trump)").format(suits=_(" or ").join(voids)))
    if {Rank.KING, Rank.QUEEN} <= ranks:
        parts.append(_("King and Queen of trumps (Baloot)"))
    return _(", ").join(parts)


def sun_words(hand: Iterable[Card], rules: HouseRules) -> str:
    """The Sun components of ``hand``, naming the cards."""
    cards = tuple(hand)
    by_suit = {s: [c for c in cards if c.suit is s] for s in SUITS}
    aces = [c for c in cards if c.rank is Rank.ACE]
    parts = [count_words(len(aces), "Ace") + (f" ({_labels(aces)})" if aces else "")]
    tens: list[str] = []
    kings: list[str] = []
    long_suits: list[str] = []
    for suit, held in by_suit.items():
        ranks = {c.rank for c in held}
        if Rank.TEN in ranks and (Rank.ACE in ranks or len(held) >= 3):
            tens.append(f"10{suit.symbol}")
        if Rank.KING in ranks and len(held) >= 2:
            kings.append(f"K{suit.symbol}")
        if Rank.ACE in ranks and len(held) > 3:
            said = ngettext("{count} {suit}", "{count} {suit}", len(held))
            long_suits.append(said.format(count=_(NUMBERS[len(held)]), suit=suit.symbol))
    if tens:
        parts.append(_("the guarded {cards}").format(cards=_listed(tens)))
    if kings:
        parts.append(_("the guarded {cards} to stop a suit").format(cards=_listed(kings)))
    if long_suits:
        parts.append(
            _("long suits headed by their Ace ({suits})").format(suits=_listed(long_suits))
        )
    projects = best_declaration(cards, Contract.SUN, rules)
    if projects:
        words = Words(language())
        parts.append(_listed([words.project(p) for p in projects]))
    return _(", ").join(parts)


def hokum_sentence(
    hand: Iterable[Card],
    trump: Suit,
    *,
    bar: int = evaluate.HOKUM_BID,
    name: str = N_("Hokum {suit}"),
    eight_cards: bool = False,
) -> str:
    """``Hokum ♥: three trumps (J♥ 9♥ 8♥) with the Jack…; the hand counts 52, and the bots…``.

    ``name`` is a message naming the call with its ``{suit}``; ``eight_cards`` counts
    a defender's whole hand ("your eight cards count").
    """
    cards = tuple(hand)
    total = evaluate.hokum_strength(cards, trump).total
    return _(SENTENCES[eight_cards]).format(
        name=_(name).format(suit=trump.symbol),
        bar=bar,
        total=total,
        words=hokum_words(cards, trump),
    )


def sun_sentence(
    hand: Iterable[Card],
    rules: HouseRules,
    *,
    name: str = N_("Sun"),
    bar: int = evaluate.SUN_BID,
    eight_cards: bool = False,
) -> str:
    """``Sun: two Aces (A♠ A♥)…; the hand counts 32, and the bots bid from 44`` (a message)."""
    cards = tuple(hand)
    total = evaluate.sun_strength(cards, rules).total
    return _(SENTENCES[eight_cards]).format(
        name=_(name), bar=bar, total=total, words=sun_words(cards, rules)
    )
