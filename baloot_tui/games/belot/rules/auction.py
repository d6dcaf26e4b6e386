"""The auction of BELOT.md §2 as a small immutable state machine (the §2.3 pseudo-code).

Bids rise strictly (♣ < ♦ < ♥ < ♠ < NT < AT); contra by an opponent of the bidder,
recontra by the bidding team; a higher bid after a contra cancels it (flag
``bid_over_double``). Three passes after a call end the auction; four passes with no
bid void the deal.

>>> from baloot_tui.games.belot.rules.actions import parse_action
>>> state = start_auction(Seat.WEST, DEFAULT_RULES)
>>> for text in ("S pass", "E bid S", "N contra", "W pass", "S pass", "E pass"):
...     state = apply_call(state, parse_action(text), DEFAULT_RULES)
>>> state.stage, state.contract, state.bidder, state.multiplier
(<AuctionStage.DONE: 'done'>, <Contract.SPADES: 'S'>, <Seat.EAST: 1>, 2)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from baloot_tui.core.errors import IllegalActionError, Refusal
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules.actions import (
    BIDS_FROM,
    CONTRAS,
    PASSES,
    RECONTRAS,
    Action,
    Bid,
    Call,
    Contra,
    Pass,
    Recontra,
)
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.games.belot.rules.refusals import Rule
from baloot_tui.games.belot.rules.seating import next_seat

CONTRA: Final = 2
"""The multiplier after a contra."""
RECONTRA: Final = 4
"""The multiplier after a recontra."""


class AuctionStage(StrEnum):
    """Where the auction stands."""

    OPEN = "open"
    DONE = "done"
    ALL_PASS = "all_pass"


@dataclass(frozen=True, slots=True)
class AuctionState:
    """The auction so far; every field is public."""

    dealer: Seat
    """The dealer; the next seat (P1) speaks first."""
    to_act: Seat | None
    """Who speaks next; None once the auction is over."""
    stage: AuctionStage = AuctionStage.OPEN
    """Open, done (a contract stands) or all pass (the deal is void)."""
    contract: Contract | None = None
    """The standing (finally: the winning) bid."""
    bidder: Seat | None = None
    """Who made the standing bid."""
    multiplier: int = 1
    """1, 2 after a contra, 4 after a recontra."""
    passes: int = 0
    """Passes in a row since the last bid, contra or recontra (or from the start)."""
    contra_by: Seat | None = None
    """Who said contra on the standing bid."""
    recontra_by: Seat | None = None
    """Who said recontra on the standing bid."""

    @property
    def is_over(self) -> bool:
        """Whether no more calls are expected."""
        return self.stage is not AuctionStage.OPEN


def start_auction(dealer: Seat, rules: BelotRules = DEFAULT_RULES) -> AuctionState:
    """The auction before the first call: P1 (the seat after the dealer) speaks."""
    return AuctionState(dealer, next_seat(dealer, rules))


def legal_calls(state: AuctionState, rules: BelotRules) -> tuple[Call, ...]:
    """What the seat to speak may call, in a stable order: pass, bids low to high, doubles."""
    seat = state.to_act
    if seat is None:
        return ()
    calls: list[Call] = [PASSES[seat]]
    if state.multiplier == 1 or rules.bid_over_double:
        lowest = 0 if state.contract is None else state.contract.level + 1
        calls.extend(BIDS_FROM[seat][lowest])
    if state.bidder is not None:
        if state.multiplier == 1 and seat.team is not state.bidder.team:
            calls.append(CONTRAS[seat])
        if state.multiplier == CONTRA and seat.team is state.bidder.team:
            calls.append(RECONTRAS[seat])
    return tuple(calls)


def apply_call(state: AuctionState, call: Action, rules: BelotRules) -> AuctionState:
    """The auction after ``call``.

    Raises:
        IllegalActionError: the call is not allowed now (naming seat, call and rule).
    """
    if call not in legal_calls(state, rules):
        raise IllegalActionError(why_illegal(state, call, rules), call)
    return advance(state, call, rules)


def advance(state: AuctionState, call: Action, rules: BelotRules) -> AuctionState:
    """The auction after ``call``, which the caller has already found in :func:`legal_calls`."""
    seat = call.seat
    after = next_seat(seat, rules)
    if isinstance(call, Pass):
        passes = state.passes + 1
        if state.contract is None and passes == 4:
            return _evolve(state, None, AuctionStage.ALL_PASS, passes=passes)
        if state.contract is not None and passes == 3:
            return _evolve(state, None, AuctionStage.DONE, passes=passes)
        return _evolve(state, after, passes=passes)
    if isinstance(call, Bid):
        return AuctionState(state.dealer, after, AuctionStage.OPEN, call.contract, seat)
    if isinstance(call, Contra):
        return _evolve(state, after, multiplier=CONTRA, passes=0, contra_by=seat)
    assert isinstance(call, Recontra)
    return _evolve(state, after, multiplier=RECONTRA, passes=0, recontra_by=seat)


def _evolve(
    state: AuctionState,
    to_act: Seat | None,
    stage: AuctionStage = AuctionStage.OPEN,
    *,
    multiplier: int | None = None,
    passes: int,
    contra_by: Seat | None = None,
    recontra_by: Seat | None = None,
) -> AuctionState:
    return AuctionState(
        state.dealer,
        to_act,
        stage,
        state.contract,
        state.bidder,
        state.multiplier if multiplier is None else multiplier,
        passes,
        contra_by or state.contra_by,
        recontra_by or state.recontra_by,
    )


def why_illegal(state: AuctionState, call: Action, rules: BelotRules) -> Refusal:
    """The rule of §2 that forbids ``call`` now."""
    seat = state.to_act
    if seat is None:
        return Refusal(Rule.AUCTION_OVER)
    if call.seat is not seat:
        return Refusal(Rule.SPEAK_TURN, seat, call.seat)
    standing = state.contract
    if isinstance(call, Bid):
        if state.multiplier > 1 and not rules.bid_over_double:
            return Refusal(Rule.NO_BID_AFTER_CONTRA)
        assert standing is not None
        return Refusal(Rule.BID_TOO_LOW, contract=standing.value)
    if isinstance(call, Contra):
        if state.bidder is None:
            return Refusal(Rule.CONTRA_NEEDS_BID)
        if state.multiplier > 1:
            return Refusal(Rule.ALREADY_DOUBLED)
        return Refusal(Rule.CONTRA_OPPONENTS_ONLY)
    if isinstance(call, Recontra):
        if state.multiplier != CONTRA:
            return Refusal(Rule.RECONTRA_ANSWERS_CONTRA)
        return Refusal(Rule.RECONTRA_BIDDERS_ONLY)
    return Refusal(Rule.AUCTION_CALLS)
