"""The six Belot contracts, their bidding order, and card order and points in each.

Bids rank ♣ < ♦ < ♥ < ♠ < No Trumps < All Trumps (BELOT.md §2.1). A suit contract
makes one suit trump; in All Trumps every suit ranks and counts as trump, but only
the led suit can win a trick; in No Trumps every suit is plain (§1.3, §1.4).

>>> from baloot_tui.core.cards import parse_cards
>>> Contract.parse("nt") > Contract.SPADES, Contract.HEARTS.trump
(True, <Suit.HEARTS: 'H'>)
>>> [Contract.ALL_TRUMPS.points(c) for c in parse_cards("JS 9S AS")]
[20, 14, 11]
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from baloot_tui.core.cards import DECK, Card, Suit
from baloot_tui.core.errors import NotationError, quote


class ContractKind(StrEnum):
    """What the contract does to the cards."""

    SUIT = "suit"
    NO_TRUMPS = "no_trumps"
    ALL_TRUMPS = "all_trumps"


class Contract(StrEnum):
    """A contract bid; the value is its notation (``C D H S NT AT``)."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"
    NO_TRUMPS = "NT"
    ALL_TRUMPS = "AT"

    @property
    def level(self) -> int:
        """Place in the bidding order, 0 (♣) to 5 (All Trumps)."""
        return _LEVELS[self]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Contract):
            return NotImplemented
        return _LEVELS[self] < _LEVELS[other]

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Contract):
            return NotImplemented
        return _LEVELS[self] > _LEVELS[other]

    def __le__(self, other: object) -> bool:
        return not self > other

    def __ge__(self, other: object) -> bool:
        return not self < other

    @property
    def kind(self) -> ContractKind:
        """Suit contract, No Trumps or All Trumps."""
        return KINDS[self]

    @property
    def trump(self) -> Suit | None:
        """The trump suit of a suit contract; None in No Trumps and All Trumps."""
        return TRUMPS[self]

    def is_trump(self, c: Card) -> bool:
        """Whether ``c`` ranks and counts as a trump (every card in All Trumps)."""
        return self is Contract.ALL_TRUMPS or c.suit is _TRUMPS.get(self)

    def strength(self, c: Card) -> int:
        """Trick-taking strength of ``c`` within its suit, 0..7 (§1.3)."""
        return STRENGTHS[self][c.index]

    def points(self, c: Card) -> int:
        """Card points of ``c`` before the No-Trumps doubling (§1.4)."""
        return POINTS[self][c.index]

    @classmethod
    def parse(cls, text: str) -> Contract:
        """Read a contract from its notation, a suit letter, name or symbol.

        >>> Contract.parse("♥"), Contract.parse("all_trumps")
        (<Contract.HEARTS: 'H'>, <Contract.ALL_TRUMPS: 'AT'>)
        >>> Contract.parse("X")
        Traceback (most recent call last):
        ...
        baloot_tui.core.errors.NotationError: unknown contract 'X': use C, D, H, S, NT or AT
        """
        key = text.strip().upper()
        for contract in BID_ORDER:
            if key in (contract.value, contract.name):
                return contract
        try:
            suit = Suit.parse(key)
        except NotationError:
            raise NotationError(
                f"unknown contract {quote(text)}: use C, D, H, S, NT or AT"
            ) from None
        return _BY_SUIT[suit]


BID_ORDER: Final = (
    Contract.CLUBS,
    Contract.DIAMONDS,
    Contract.HEARTS,
    Contract.SPADES,
    Contract.NO_TRUMPS,
    Contract.ALL_TRUMPS,
)
"""The contracts from the lowest bid to the highest (§2.1)."""
_TRUMPS: Final = {
    Contract.CLUBS: Suit.CLUBS,
    Contract.DIAMONDS: Suit.DIAMONDS,
    Contract.HEARTS: Suit.HEARTS,
    Contract.SPADES: Suit.SPADES,
}
_BY_SUIT: Final = {suit: contract for contract, suit in _TRUMPS.items()}
TRUMPS: Final = {contract: _TRUMPS.get(contract) for contract in BID_ORDER}
"""Per contract, its trump suit or None (:attr:`Contract.trump` as a table: a property
on an enum member costs a call on the hot path)."""
KINDS: Final = {
    contract: {
        Contract.NO_TRUMPS: ContractKind.NO_TRUMPS,
        Contract.ALL_TRUMPS: ContractKind.ALL_TRUMPS,
    }.get(contract, ContractKind.SUIT)
    for contract in BID_ORDER
}
"""Per contract, its kind (:attr:`Contract.kind` as a table)."""
_LEVELS: Final = {contract: level for level, contract in enumerate(BID_ORDER)}
STRENGTHS: Final = {
    contract: tuple(c.trump_strength if contract.is_trump(c) else c.plain_strength for c in DECK)
    for contract in BID_ORDER
}
"""Per contract, each card's strength by ``card.index`` (:meth:`Contract.strength` as a
table, for the hot path of trick play)."""
POINTS: Final = {
    contract: tuple(c.trump_points if contract.is_trump(c) else c.plain_points for c in DECK)
    for contract in BID_ORDER
}
"""Per contract, each card's points by ``card.index`` (:meth:`Contract.points` as a table)."""
