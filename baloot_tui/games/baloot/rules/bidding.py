"""The two-round auction of RULES.md §2.3 as a small immutable state machine.

Stages: round 1 (Hokum on the face-up suit, Sun, Ashkal), the provisional Hokum's
confirm-or-switch, the "before you" window after a round-1 Sun, round 2 (Hokum in
another suit, Sun), and the terminal stages: done, waraq, kawesh.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from baloot_tui.core.cards import SUITS, Card, Rank, Suit
from baloot_tui.core.seats import SEATS, Seat, turn_order
from baloot_tui.games.baloot.rules.actions import PASSES, Action, Bid, Call, Pass
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import HouseRules


class BidStage(StrEnum):
    """Where the auction stands."""

    ROUND1 = "round1"
    ROUND2 = "round2"
    BEFORE_YOU = "before_you"
    CONFIRM = "confirm"
    DONE = "done"
    WARAQ = "waraq"
    KAWESH = "kawesh"


#: Ranks whose presence in the first five cards forbids Kawesh.
KAWESH_BLOCKERS: Final = frozenset({Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK})


def is_kawesh_hand(hand: tuple[Card, ...]) -> bool:
    """A hand of only 7s, 8s and 9s (RULES.md §7.3)."""
    return all(c.rank not in KAWESH_BLOCKERS for c in hand)


@dataclass(frozen=True, slots=True)
class BiddingState:
    """The auction: whose turn, what is pending, and the contract once settled."""

    dealer: Seat
    """The dealer; the seat on the dealer's right (P1) speaks first."""
    face: Card
    """The face-up bidding card."""
    stage: BidStage = BidStage.ROUND1
    """Where the auction stands."""
    queue: tuple[Seat, ...] = ()
    """Who speaks next, in order; the head is to act."""
    pending_hokum: Seat | None = None
    """The provisional Hokum bidder, if any."""
    contract: Contract | None = None
    """Sun or Hokum once called (a provisional Hokum is not yet a contract)."""
    trump: Suit | None = None
    """The trump once a Hokum is confirmed."""
    buyer: Seat | None = None
    """Who takes the face-up card."""
    caller: Seat | None = None
    """Who made the winning call (for Ashkal: the caller, not the buyer)."""
    any_bid: bool = False
    """Whether any call other than pass has been made (Kawesh timing)."""
    kawesh_after_bid: bool = False
    """Whether a Kawesh ended the auction after a bid (the dealer then rotates)."""
    round2: bool = False
    """Whether round 2 has been reached."""

    @property
    def to_act(self) -> Seat | None:
        """The seat to speak, or None when the auction is over."""
        return self.queue[0] if self.queue else None

    @property
    def is_over(self) -> bool:
        """Whether no more calls are expected."""
        return self.stage in (BidStage.DONE, BidStage.WARAQ, BidStage.KAWESH)

    @property
    def round_number(self) -> int:
        """1 or 2: the bidding round (the window and confirm belong to their round)."""
        return 2 if self.round2 else 1

    def priority(self, seat: Seat) -> int:
        """0 for P1 (right of the dealer) to 3 for the dealer."""
        return (seat - self.dealer - 1) % 4


def start_bidding(dealer: Seat, face: Card) -> BiddingState:
    """The auction before anyone speaks."""
    return BiddingState(dealer=dealer, face=face, queue=turn_order(dealer.next))


def _can_ashkal(b: BiddingState, seat: Seat, rules: HouseRules) -> bool:
    if b.priority(seat) < 2:
        return False
    if rules.ashkal_forbidden_on_ace and b.face.rank is Rank.ACE:
        return False
    return b.stage is BidStage.ROUND1 or rules.ashkal_in_round2


def _can_kawesh(b: BiddingState, hand: tuple[Card, ...], rules: HouseRules) -> bool:
    if rules.kawesh == "off" or b.stage is not BidStage.ROUND1:
        return False
    if b.any_bid and rules.kawesh != "rotate_after_bid":
        return False
    return is_kawesh_hand(hand)


def _per_seat(call: Call) -> tuple[Bid, ...]:
    return tuple(Bid(seat, call) for seat in SEATS)


# Shared calls, one per seat (and confirmed suit), so legal lists allocate nothing.
_HOKUMS: Final = _per_seat(Call.HOKUM)
_SUNS: Final = _per_seat(Call.SUN)
_ASHKALS: Final = _per_seat(Call.ASHKAL)
_BEFORE_YOUS: Final = _per_seat(Call.BEFORE_YOU)
_TO_SUNS: Final = _per_seat(Call.TO_SUN)
_KAWESHES: Final = _per_seat(Call.KAWESH)
_CONFIRMS: Final = tuple(tuple(Bid(seat, Call.CONFIRM, suit) for suit in SUITS) for seat in SEATS)


def legal_calls(b: BiddingState, hand: tuple[Card, ...], rules: HouseRules) -> tuple[Action, ...]:
    """The calls open to the seat to act, passes first.

    Args:
        b: the auction.
        hand: the five cards of the seat to act (for Kawesh).
        rules: the house rules.
    """
    seat = b.to_act
    if seat is None:
        return ()
    stage = b.stage
    if stage is BidStage.CONFIRM:
        face_suit = b.face.suit
        confirms = _CONFIRMS[seat]
        if b.round2:
            others = (confirms[i] for i, s in enumerate(SUITS) if s is not face_suit)
            return (*others, _TO_SUNS[seat])
        return (confirms[SUITS.index(face_suit)], _TO_SUNS[seat])
    if stage is BidStage.BEFORE_YOU:
        return (PASSES[seat], _BEFORE_YOUS[seat])
    calls: list[Action] = [PASSES[seat]]
    if b.pending_hokum is None:
        calls.append(_HOKUMS[seat])
    calls.append(_SUNS[seat])
    if _can_ashkal(b, seat, rules):
        calls.append(_ASHKALS[seat])
    if _can_kawesh(b, hand, rules):
        calls.append(_KAWESHES[seat])
    return tuple(calls)


def _before_you_candidates(b: BiddingState, holder: Seat, rules: HouseRules) -> tuple[Seat, ...]:
    """Who may still take a round-1 Sun from ``holder``, in priority order."""
    rank = b.priority(holder)
    return tuple(
        s
        for s in turn_order(b.dealer.next)
        if b.priority(s) < rank and (rules.gablak_scope == "any_higher" or s.team != holder.team)
    )


def _sun(b: BiddingState, caller: Seat, buyer: Seat, rules: HouseRules) -> BiddingState:
    """A Sun (or Ashkal) is called: round 1 opens the "before you" window."""
    if b.round2:
        return _settle(b, Contract.SUN, None, buyer, caller)
    window = _before_you_candidates(b, caller, rules)
    return BiddingState(
        b.dealer,
        b.face,
        BidStage.BEFORE_YOU if window else BidStage.DONE,
        window,
        None,
        Contract.SUN,
        None,
        buyer,
        caller,
        True,
        False,
        b.round2,
    )


def _settle(
    b: BiddingState, contract: Contract, trump: Suit | None, buyer: Seat, caller: Seat
) -> BiddingState:
    return BiddingState(
        b.dealer,
        b.face,
        BidStage.DONE,
        (),
        None,
        contract,
        trump,
        buyer,
        caller,
        True,
        False,
        b.round2,
    )


def _hokum_pending(
    b: BiddingState, stage: BidStage, queue: tuple[Seat, ...], bidder: Seat
) -> BiddingState:
    """The auction with ``bidder``'s provisional Hokum and ``queue`` still to speak."""
    return BiddingState(b.dealer, b.face, stage, queue, bidder, any_bid=True, round2=b.round2)


def apply_call(b: BiddingState, action: Action, rules: HouseRules) -> BiddingState:
    """The auction after a call that :func:`legal_calls` allowed."""
    seat = b.queue[0]
    rest = b.queue[1:]
    if isinstance(action, Pass):
        if rest:
            return BiddingState(
                b.dealer,
                b.face,
                b.stage,
                rest,
                b.pending_hokum,
                b.contract,
                b.trump,
                b.buyer,
                b.caller,
                b.any_bid,
                False,
                b.round2,
            )
        if b.stage is BidStage.BEFORE_YOU:
            # Nobody took the Sun: it stays with its holder. (Not ``b.buyer or seat``:
            # SOUTH is seat 0 and falsy.)
            assert b.buyer is not None and b.caller is not None
            return _settle(b, Contract.SUN, None, b.buyer, b.caller)
        if b.pending_hokum is not None:
            return _hokum_pending(b, BidStage.CONFIRM, (b.pending_hokum,), b.pending_hokum)
        if b.stage is BidStage.ROUND1:
            return BiddingState(
                b.dealer,
                b.face,
                BidStage.ROUND2,
                turn_order(b.dealer.next),
                round2=True,
            )
        return BiddingState(b.dealer, b.face, BidStage.WARAQ, (), round2=True)
    assert isinstance(action, Bid)
    call = action.call
    if call is Call.HOKUM:
        queue: tuple[Seat, ...]
        queue = turn_order(seat)[1:] if b.stage is BidStage.ROUND1 else rest
        if not queue:
            return _hokum_pending(b, BidStage.CONFIRM, (seat,), seat)
        return _hokum_pending(b, b.stage, queue, seat)
    if call is Call.SUN or call is Call.BEFORE_YOU:
        return _sun(b, seat, seat, rules)
    if call is Call.ASHKAL:
        return _sun(b, seat, seat.partner, rules)
    if call is Call.CONFIRM:
        return _settle(b, Contract.HOKUM, action.suit, seat, seat)
    if call is Call.TO_SUN:
        return _settle(b, Contract.SUN, None, seat, seat)
    # Kawesh: the deal is annulled.
    return BiddingState(
        b.dealer,
        b.face,
        BidStage.KAWESH,
        (),
        any_bid=b.any_bid,
        kawesh_after_bid=b.any_bid,
        round2=b.round2,
    )
