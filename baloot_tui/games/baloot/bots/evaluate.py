"""Hand strength for bidding, doubling and the coach, as named expected-abnat components.

Each component estimates the card points (abnat) a holding should bring to its
side: a trump Jack wins its own 20 and usually a few more, a side Ace its 11,
and so on. The totals are compared with the thresholds below, which were set so
that a hand at the threshold, together with an average partner and the cards
still to come, makes about half of the points the contract needs (82 of 162 in
Hokum, 65 of 130 in Sun). The coach shows the components to explain a bid.

>>> from baloot_tui.core.cards import parse_cards, Suit
>>> strength = hokum_strength(parse_cards("JH 9H AS 7C 8C KD"), Suit.HEARTS)
>>> strength.trump_jack, strength.trump_nine, strength.side_aces, strength.total
(26, 20, 13, 59)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

from baloot_tui.core.cards import SUITS, Card, Rank, Suit
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.projects import best_declaration

HOKUM_BID: Final = 40
"""Bid (or confirm) Hokum with six cards (five plus the face-up card) from this total."""
SUN_BID: Final = 44
"""Bid Sun with six cards from this total; Sun is worth 26 game points against 16."""
DOUBLE_HOKUM: Final = 58
"""Double a Hokum when our eight cards score this much in the buyer's trump."""
DOUBLE_SUN: Final = 62
"""Double a Sun (when the match score allows it) from this eight-card Sun total."""
THREE: Final = 100
"""The buyer raises to Three only with an eight-card Hokum total this high."""
FOUR: Final = 85
"""The doubler raises to Four only with an eight-card defence this strong."""
GAHWA: Final = 115
"""The buyer calls Gahwa on strength alone only from this eight-card total."""


@dataclass(frozen=True, slots=True)
class HokumStrength:
    """What a hand is worth with ``trump`` as trumps, in expected abnat per component."""

    trump: Suit
    """The trump suit evaluated."""
    trump_jack: int
    """The Jack (20 abnat, the top trump): it wins its trick."""
    trump_nine: int
    """The Nine (14 abnat, second trump): safest beside the Jack or well guarded."""
    trump_ace: int
    """The trump Ace (11 abnat): strong when the Jack or Nine protects it."""
    trump_ten: int
    """The trump Ten (10 abnat): worth more under higher trumps."""
    trump_length: int
    """Trumps beyond the second: they draw the defence's trumps and ruff side suits."""
    side_aces: int
    """Aces of the other suits, each a likely trick."""
    voids: int
    """Side suits held in none, with trumps to ruff them."""
    baloot: int
    """King and Queen of trumps: Baloot's 2 game points, i.e. 20 abnat."""
    total: int = field(init=False)
    """The sum of the components."""

    def __post_init__(self) -> None:
        total = (
            self.trump_jack
            + self.trump_nine
            + self.trump_ace
            + self.trump_ten
            + self.trump_length
            + self.side_aces
            + self.voids
            + self.baloot
        )
        object.__setattr__(self, "total", total)


@dataclass(frozen=True, slots=True)
class SunStrength:
    """What a hand is worth in Sun (no trumps), in expected abnat per component."""

    aces: int
    """Aces: each wins a trick with its 11 abnat."""
    protected_tens: int
    """Tens behind their Ace, or guarded by two cards, that should win."""
    stoppers: int
    """Guarded Kings that stop a suit once the Ace and Ten are gone."""
    long_suits: int
    """Cards beyond the third in a suit headed by its Ace: they win once the suit is drawn."""
    projects: int
    """The best declaration's value, discounted for the chance it does not count."""
    total: int = field(init=False)
    """The sum of the components."""

    def __post_init__(self) -> None:
        total = self.aces + self.protected_tens + self.stoppers + self.long_suits + self.projects
        object.__setattr__(self, "total", total)


def _ranks_by_suit(hand: Iterable[Card]) -> dict[Suit, set[Rank]]:
    held: dict[Suit, set[Rank]] = {suit: set() for suit in SUITS}
    for c in hand:
        held[c.suit].add(c.rank)
    return held


def hokum_strength(hand: Iterable[Card], trump: Suit) -> HokumStrength:
    """Score ``hand`` as a Hokum with ``trump`` as trumps (RULES.md §1.3–1.4).

    >>> from baloot_tui.core.cards import parse_cards, Suit
    >>> hokum_strength(parse_cards("7S 8S 9D"), Suit.HEARTS).total
    0
    """
    held = _ranks_by_suit(hand)
    trumps = held[trump]
    count = len(trumps)
    jack, nine = Rank.JACK in trumps, Rank.NINE in trumps
    if not nine:
        nine_value = 0
    elif jack:
        nine_value = 20
    else:
        nine_value = 16 if count >= 3 else 10
    ace_value = 0
    if Rank.ACE in trumps:
        ace_value = 11 if (jack or nine or count >= 3) else 7
    ten_value = 0
    if Rank.TEN in trumps:
        ten_value = 8 if (jack or nine) else 4
    sides = [suit for suit in SUITS if suit is not trump]
    return HokumStrength(
        trump=trump,
        trump_jack=26 if jack else 0,
        trump_nine=nine_value,
        trump_ace=ace_value,
        trump_ten=ten_value,
        trump_length=6 * max(0, count - 2),
        side_aces=13 * sum(Rank.ACE in held[suit] for suit in sides),
        voids=4 * sum(not held[suit] for suit in sides) if count >= 2 else 0,
        baloot=20 if {Rank.KING, Rank.QUEEN} <= trumps else 0,
    )


def best_hokum(hand: Iterable[Card], suits: Iterable[Suit]) -> HokumStrength:
    """The strongest Hokum among ``suits`` (first listed wins ties)."""
    cards = tuple(hand)
    options = [hokum_strength(cards, suit) for suit in suits]
    return max(options, key=lambda s: s.total)


def sun_strength(hand: Iterable[Card], rules: HouseRules) -> SunStrength:
    """Score ``hand`` as a Sun (RULES.md §1.3–1.4, projects §5).

    >>> from baloot_tui.core.cards import parse_cards
    >>> from baloot_tui.games.baloot.rules.house_rules import HouseRules
    >>> s = sun_strength(parse_cards("AS TS KS AH 7D 8C"), HouseRules())
    >>> s.aces, s.protected_tens, s.stoppers, s.total
    (32, 10, 3, 45)
    """
    cards = tuple(hand)
    held = _ranks_by_suit(cards)
    aces = tens = stoppers = long_suits = 0
    for suit in SUITS:
        ranks = held[suit]
        count = len(ranks)
        if Rank.ACE in ranks:
            aces += 16
            long_suits += 5 * max(0, count - 3)
        if Rank.TEN in ranks:
            if Rank.ACE in ranks:
                tens += 10
            elif count >= 3:
                tens += 6
        if Rank.KING in ranks and count >= 2:
            stoppers += 3
    declaration = best_declaration(cards, Contract.SUN, rules)
    raw = sum(p.raw_points(Contract.SUN) for p in declaration)
    return SunStrength(aces, tens, stoppers, long_suits, (raw * 3) // 4)
