"""What a seat can work out from the public table: the cards out and who is void.

Played cards are public. A player who does not follow the led suit holds none of
it; in a suit contract, a player who had to trump (an opponent winning with a
plain card, or no partner exemption) and did not holds no trump either (BELOT.md
§3.2). Belotes are announced, so the partner card of an announced K or Q stays in
its holder's hand until played.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.cards import DECK, SUITS, Card, Rank
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules.contracts import Contract, ContractKind
from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.games.belot.rules.seating import turn_order
from baloot_tui.games.belot.rules.tricks import winning_position
from baloot_tui.games.belot.rules.view import BelotView

FULL_DECK: Final = (1 << len(DECK)) - 1
"""The bitmask of all 32 cards."""
_BELOTE_RANKS: Final = (Rank.KING, Rank.QUEEN)
SUIT_LANE: Final = 0xFF
"""The 8 bits of one suit in a card mask (suit ``s`` is ``SUIT_LANE << 8 * s``)."""


def lane(c: Card) -> int:
    """The suit lane 0..3 of a card in masks (cards are indexed suit by suit)."""
    return c.index >> 3


LANE_OF: Final = {suit: index for index, suit in enumerate(SUITS)}
"""Each suit's lane in card masks."""
SUIT_CARDS: Final = {suit: SUIT_LANE << (8 * index) for index, suit in enumerate(SUITS)}
"""Each suit's cards as a mask."""


def suit_mask(suit_lanes: int) -> int:
    """The card mask of every suit whose lane bit is set in ``suit_lanes``."""
    mask = 0
    for s in range(4):
        if suit_lanes >> s & 1:
            mask |= SUIT_LANE << (8 * s)
    return mask


@dataclass(frozen=True, slots=True)
class Knowledge:
    """The card-play facts one seat has gathered."""

    out: int
    """Cards already played, the current trick included."""
    voids: tuple[int, int, int, int]
    """Per seat, a bit per suit lane the seat is known to hold none of."""
    holds: tuple[int, int, int, int]
    """Per seat, cards it is known to hold (a belote's second card)."""


def _void_after(
    played: Card, before: tuple[Card, ...], contract: Contract, rules: BelotRules
) -> int:
    """The suit lanes a player shows void of by playing ``played`` onto ``before``."""
    led = before[0]
    if played.suit is led.suit:
        return 0
    voids = 1 << lane(led)
    trump = contract.trump
    if contract.kind is not ContractKind.SUIT or trump is None or played.suit is trump:
        return voids
    best = winning_position(before, contract)
    partner_winning = len(before) - best == 2
    if before[best].suit is not trump and not (partner_winning and rules.partner_exemption):
        voids |= 1 << LANE_OF[trump]
    return voids


def _tricks_of(view: BelotView) -> Iterable[tuple[Seat, tuple[Card, ...]]]:
    for trick in view.tricks:
        yield trick.leader, trick.cards
    if view.leader is not None and view.trick:
        yield view.leader, view.trick


def track(view: BelotView) -> Knowledge:
    """The facts ``view.seat`` can deduce from the play so far."""
    contract = view.contract
    out = 0
    voids = [0, 0, 0, 0]
    if contract is None:
        return Knowledge(out, (0, 0, 0, 0), (0, 0, 0, 0))
    for leader, cards in _tricks_of(view):
        seats = turn_order(leader, view.rules)
        for position, c in enumerate(cards):
            out |= c.bit
            if position:
                voids[seats[position]] |= _void_after(c, cards[:position], contract, view.rules)
    holds = [0, 0, 0, 0]
    for seat, suit in view.belotes:
        for c in DECK:
            if c.suit is suit and c.rank in _BELOTE_RANKS and not out & c.bit:
                holds[seat] |= c.bit
    holds[view.seat] = sum(c.bit for c in view.hand)
    return Knowledge(
        out, (voids[0], voids[1], voids[2], voids[3]), (holds[0], holds[1], holds[2], holds[3])
    )
