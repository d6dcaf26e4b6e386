"""Cards, suits and ranks, their notation, and trick order and points per contract.

Cards are written rank then suit: ``AS`` (ace of spades), ``TH`` (ten of hearts),
``7C``. There are exactly 32 :class:`Card` objects; :func:`card` and
:func:`parse_cards` always return those shared instances.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Final

from baloot_tui.core.errors import NotationError, quote


class Suit(StrEnum):
    """A suit; the value is its notation letter."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        """The suit's symbol: ♠ ♥ ♦ ♣."""
        return SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from its letter, name or symbol.

        >>> Suit.parse("h")
        <Suit.HEARTS: 'H'>
        >>> Suit.parse("X")
        Traceback (most recent call last):
        ...
        baloot_tui.core.errors.NotationError: unknown suit 'X': use S, H, D or C
        """
        key = text.strip().upper()
        for suit in SUITS:
            if key in (suit.value, suit.name, suit.symbol):
                return suit
        raise NotationError(f"unknown suit {quote(text)}: use S, H, D or C")


class Rank(StrEnum):
    """A rank; the value is its notation character (``T`` is the ten)."""

    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    @property
    def label(self) -> str:
        """How a player reads it: ``10`` for the ten, else the notation."""
        return "10" if self is Rank.TEN else self.value


SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
SUIT_SYMBOLS: Final = {
    Suit.SPADES: "♠",
    Suit.HEARTS: "♥",
    Suit.DIAMONDS: "♦",
    Suit.CLUBS: "♣",
}
#: Ranks in sequence order (7 lowest), the order used by projects.
RANKS: Final = (
    Rank.SEVEN,
    Rank.EIGHT,
    Rank.NINE,
    Rank.TEN,
    Rank.JACK,
    Rank.QUEEN,
    Rank.KING,
    Rank.ACE,
)
#: Trick-taking order, low to high, in Sun and in non-trump suits of Hokum.
PLAIN_ORDER: Final = "789JQKTA"
#: Trick-taking order, low to high, of the trump suit in Hokum.
TRUMP_ORDER: Final = "78QKTA9J"
PLAIN_POINTS: Final = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
TRUMP_POINTS: Final = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3}


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """One of the 32 cards.

    Use :func:`card` or :func:`parse_cards` to get one; the derived fields
    make the hot paths (legal moves, trick winners, bitmask search) cheap.
    """

    rank: Rank
    """The card's rank."""
    suit: Suit
    """The card's suit."""
    index: int = field(compare=False, repr=False, default=0)
    """Position 0..31: suit-major, ranks in sequence order."""
    bit: int = field(compare=False, repr=False, default=0)
    """``1 << index``, for bitmask sets of cards."""
    plain_strength: int = field(compare=False, repr=False, default=0)
    """0..7 in Sun / non-trump order."""
    trump_strength: int = field(compare=False, repr=False, default=0)
    """0..7 in trump order."""
    plain_points: int = field(compare=False, repr=False, default=0)
    """Abnat in Sun or as a non-trump."""
    trump_points: int = field(compare=False, repr=False, default=0)
    """Abnat as a trump in Hokum."""

    def __str__(self) -> str:
        return self.rank.value + self.suit.value

    def __reduce__(self) -> tuple[Callable[[str], Card], tuple[str]]:
        """Unpickled (or deep-copied) as the deck's own card.

        A view sent to an arena worker then holds the objects of :data:`DECK`, so code
        that compares cards by identity for speed stays right.
        """
        return card, (str(self),)

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    @property
    def label(self) -> str:
        """Human form with the suit symbol, e.g. ``10♥``."""
        return self.rank.label + self.suit.symbol

    def points(self, trump: Suit | None) -> int:
        """Abnat of this card when ``trump`` is the trump suit (None in Sun)."""
        return self.trump_points if self.suit is trump else self.plain_points

    def strength(self, trump: Suit | None) -> int:
        """Trick-taking strength within its suit (0..7) for the given trump."""
        return self.trump_strength if self.suit is trump else self.plain_strength


def _make_card(rank: Rank, suit: Suit) -> Card:
    index = SUITS.index(suit) * 8 + RANKS.index(rank)
    return Card(
        rank,
        suit,
        index,
        1 << index,
        PLAIN_ORDER.index(rank.value),
        TRUMP_ORDER.index(rank.value),
        PLAIN_POINTS.get(rank.value, 0),
        TRUMP_POINTS.get(rank.value, 0),
    )


#: The 32-card deck in index order (spades 7..A, hearts, diamonds, clubs).
DECK: Final = tuple(_make_card(rank, suit) for suit in SUITS for rank in RANKS)
_BY_TEXT: Final = {str(c): c for c in DECK}


def card(text: str) -> Card:
    """Read one card.

    >>> card("th")
    Card(rank=<Rank.TEN: 'T'>, suit=<Suit.HEARTS: 'H'>)
    >>> str(card("10♥"))
    'TH'
    >>> card("6S")
    Traceback (most recent call last):
    ...
    baloot_tui.core.errors.NotationError: not a Baloot card: '6S' (ranks 7 8 9 T J Q K A, suits S H D C)
    """  # noqa: E501
    key = text.strip().upper()
    if key.startswith("10"):
        key = "T" + key[2:]
    if len(key) == 2 and key[1] in "♠♥♦♣":
        key = key[0] + "SHDC"["♠♥♦♣".index(key[1])]
    found = _BY_TEXT.get(key)
    if found is None:
        raise NotationError(
            f"not a Baloot card: {quote(text)} (ranks 7 8 9 T J Q K A, suits S H D C)"
        )
    return found


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas; duplicates are an error.

    >>> [str(c) for c in parse_cards("7S JH, AC")]
    ['7S', 'JH', 'AC']
    >>> parse_cards("AS AS")
    Traceback (most recent call last):
    ...
    baloot_tui.core.errors.NotationError: card AS appears twice in 'AS AS'
    """
    cards: list[Card] = []
    for token in text.replace(",", " ").split():
        found = card(token)
        if found in cards:
            raise NotationError(f"card {found} appears twice in {quote(text)}")
        cards.append(found)
    return tuple(cards)


def format_cards(cards: Iterable[Card]) -> str:
    """Write cards in notation, space separated.

    >>> format_cards(parse_cards("AS TH"))
    'AS TH'
    """
    return " ".join(str(c) for c in cards)


#: The cards of each suit's 8-bit pattern, suit by suit (lane ``s`` holds ``DECK[8s:8s+8]``).
CARDS_BY_LANE: Final = tuple(
    tuple(tuple(DECK[s * 8 + r] for r in range(8) if pattern >> r & 1) for pattern in range(256))
    for s in range(4)
)


def cards_from_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask, in index order."""
    s, h, d, c = CARDS_BY_LANE
    return s[mask & 0xFF] + h[mask >> 8 & 0xFF] + d[mask >> 16 & 0xFF] + c[mask >> 24 & 0xFF]


def mask_of(cards: Iterable[Card]) -> int:
    """The bitmask of some cards."""
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


def lane_runs(pattern: int) -> tuple[tuple[int, int], ...]:
    """The maximal runs of 3 or more adjacent ranks in a suit's 8-bit pattern.

    Each run is ``(low, high)``, the rank indices (sequence order 7..A) of its
    ends. Both games' sequences (Baloot's sira and its longer kinds, Belot's tierce
    to quinte) are cut from these runs.

    >>> lane_runs(0b1110_0111), lane_runs(0b0101_1011)
    (((0, 2), (5, 7)), ())
    """
    runs: list[tuple[int, int]] = []
    low = 0
    while low < 8:
        if not pattern >> low & 1:
            low += 1
            continue
        high = low
        while high + 1 < 8 and pattern >> (high + 1) & 1:
            high += 1
        if high - low >= 2:
            runs.append((low, high))
        low = high + 1
    return tuple(runs)


def sort_hand(cards: Iterable[Card], trump: Suit | None = None) -> tuple[Card, ...]:
    """Sort for display: by suit (trump first), then strongest first."""

    def key(c: Card) -> tuple[bool, int, int]:
        return (c.suit is not trump, SUITS.index(c.suit), -c.strength(trump))

    return tuple(sorted(cards, key=key))


def shuffled_deck(rng: random.Random) -> tuple[Card, ...]:
    """The deck shuffled by ``rng``: the order a deal of a seeded match is dealt in."""
    cards = list(DECK)
    rng.shuffle(cards)
    return tuple(cards)
