"""A hand's strength in words from its cards: "three trumps (J♥ 9♥ 8♥) with the Jack…".

The bots' evaluation (:mod:`baloot_tui.bots.evaluate`) scores a hand by components
(trump Jack, side Aces, protected Tens…). The grades name the cards behind each
component that counts, counted from the hand itself with the evaluation's own
conditions, so a sentence such as "two trumps with the Jack" is always the hand's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from baloot_tui.bots import evaluate
from baloot_tui.rules.cards import SUITS, Card, Rank, Suit
from baloot_tui.rules.glossary import Contract
from baloot_tui.rules.house_rules import HouseRules
from baloot_tui.rules.projects import best_declaration

NUMBERS: Final = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")
"""Counts up to a full hand, in words."""
TOP_TRUMPS: Final = ((Rank.JACK, "Jack"), (Rank.NINE, "Nine"), (Rank.ACE, "Ace"), (Rank.TEN, "Ten"))
"""The trumps the evaluation counts one by one, highest first."""


def count_words(count: int, thing: str, plural: str | None = None) -> str:
    """``two trumps``, ``one Ace``, ``no Ace``."""
    word = NUMBERS[count] if count < len(NUMBERS) else str(count)
    return f"{word} {thing if count == 1 or count == 0 else (plural or thing + 's')}"


def _labels(cards: Iterable[Card], trump: Suit | None = None) -> str:
    """The cards' labels, highest first."""
    return " ".join(c.label for c in sorted(cards, key=lambda c: -c.strength(trump)))


def _listed(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def hokum_words(hand: Iterable[Card], trump: Suit) -> str:
    """The Hokum components of ``hand`` with ``trump`` as trumps, naming the cards."""
    cards = tuple(hand)
    trumps = [c for c in cards if c.suit is trump]
    ranks = {c.rank for c in trumps}
    tops = [name for rank, name in TOP_TRUMPS if rank in ranks]
    parts = [count_words(len(trumps), "trump")]
    if trumps:
        parts[0] += f" ({_labels(trumps, trump)})"
        if tops:
            parts[0] += " with the " + _listed(tops)
    side_aces = [c for c in cards if c.rank is Rank.ACE and c.suit is not trump]
    if side_aces:
        parts.append(f"the {_listed([c.label for c in side_aces])} on the side")
    else:
        parts.append("no side Ace")
    if len(trumps) >= 2:
        voids = [s.symbol for s in SUITS if s is not trump and not any(c.suit is s for c in cards)]
        if voids:
            parts.append(f"no {' or '.join(voids)} (a void to trump)")
    if {Rank.KING, Rank.QUEEN} <= ranks:
        parts.append("King and Queen of trumps (Baloot)")
    return ", ".join(parts)


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
            long_suits.append(f"{NUMBERS[len(held)]} {suit.symbol}")
    if tens:
        parts.append(f"the guarded {_listed(tens)}")
    if kings:
        parts.append(f"the guarded {_listed(kings)} to stop a suit")
    if long_suits:
        parts.append(f"long suits headed by their Ace ({_listed(long_suits)})")
    projects = best_declaration(cards, Contract.SUN, rules)
    if projects:
        parts.append(_listed([p.label for p in projects]))
    return ", ".join(parts)


def hokum_sentence(hand: Iterable[Card], trump: Suit, *, bar: int = evaluate.HOKUM_BID) -> str:
    """``Hokum ♥ needs 40; this hand counts 52: three trumps (J♥ 9♥ 8♥) with the Jack…``."""
    cards = tuple(hand)
    total = evaluate.hokum_strength(cards, trump).total
    words = hokum_words(cards, trump)
    return f"Hokum {trump.symbol} needs {bar}; this hand counts {total}: {words}"


def sun_sentence(
    hand: Iterable[Card], rules: HouseRules, *, name: str = "Sun", bar: int = evaluate.SUN_BID
) -> str:
    """``Sun needs 44; this hand counts 32: two Aces (A♠ A♥)…``."""
    cards = tuple(hand)
    total = evaluate.sun_strength(cards, rules).total
    return f"{name} needs {bar}; this hand counts {total}: {sun_words(cards, rules)}"
