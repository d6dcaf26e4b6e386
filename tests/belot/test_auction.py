"""The auction of BELOT.md §2 (the §2.3 state machine) and §9 rows 1 and 21.

Dealer WEST: SOUTH (P1) speaks first, then EAST, NORTH, WEST.
"""

from __future__ import annotations

import pytest

from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules.actions import Bid, Contra, Pass, Recontra
from baloot_tui.games.belot.rules.auction import (
    AuctionStage,
    AuctionState,
    apply_call,
    legal_calls,
    start_auction,
)
from baloot_tui.games.belot.rules.contracts import BID_ORDER, Contract
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from tests.belot.belot_kit import actions


def after(calls: str, rules: BelotRules = DEFAULT_RULES, dealer: Seat = Seat.WEST) -> AuctionState:
    state = start_auction(dealer, rules)
    for call in actions(calls):
        state = apply_call(state, call, rules)
    return state


# --- how auctions end (§2.2) -------------------------------------------------------------


def summary(state: AuctionState) -> str:
    """``"done H S x2"``: stage, contract, bidder and multiplier; ``"all_pass"``; ``"open"``."""
    if state.contract is None or state.bidder is None:
        return state.stage.value
    return f"{state.stage.value} {state.contract.value} {state.bidder.letter} x{state.multiplier}"


# fmt: off
ENDINGS = [
    ("§2.2 four passes: all pass",
     "S pass, E pass, N pass, W pass", "all_pass"),
    ("§2.2 a bid then three passes",
     "S bid C, E pass, N pass, W pass", "done C S x1"),
    ("§2.2 the 4th seat bids after three passes",
     "S pass, E pass, N pass, W bid D, S pass, E pass, N pass", "done D W x1"),
    ("§2.2 contra then three passes",
     "S bid H, E contra, N pass, W pass, S pass", "done H S x2"),
    ("§2.2 recontra then three passes",
     "S bid H, E contra, N recontra, W pass, S pass, E pass", "done H S x4"),
    ("§2.1 the bidder's own recontra",
     "S bid H, E contra, N pass, W pass, S recontra, E pass, N pass, W pass", "done H S x4"),
    ("§2.1 a passed player bids again",
     "S pass, E bid C, N pass, W pass, S bid D, E pass, N pass, W pass", "done D S x1"),
    ("§2.1 partner overbids",
     "S bid C, E pass, N bid AT, W pass, S pass, E pass", "done AT N x1"),
    ("§2.1 a bid over a contra cancels it",
     "S bid S, E contra, N bid NT, W pass, S pass, E pass", "done NT N x1"),
    ("§2.2 two passes are not enough",
     "S bid C, E pass, N pass", "open C S x1"),
    ("§2.2 the bidding team is the final bidder's",
     "S bid C, E bid D, N contra, W pass, S pass, E pass", "done D E x2"),
]
# fmt: on


@pytest.mark.parametrize(("calls", "expected"), [pytest.param(*r[1:], id=r[0]) for r in ENDINGS])
def test_auction_endings(calls: str, expected: str) -> None:
    state = after(calls)
    assert summary(state) == expected
    assert (state.to_act is None) == state.is_over


def test_bid_over_recontra_resets_the_multiplier() -> None:
    # §2.1: the new contract starts at ×1 and can be doubled again.
    state = after("S bid S, E contra, N recontra, W bid AT")
    assert (state.contract, state.bidder, state.multiplier) == (Contract.ALL_TRUMPS, Seat.WEST, 1)
    assert state.contra_by is None and state.recontra_by is None
    assert Contra(Seat.SOUTH) in legal_calls(state, DEFAULT_RULES)
    with pytest.raises(IllegalActionError, match=r"speak_turn \(seat S, other N\)"):
        apply_call(state, Pass(Seat.NORTH), DEFAULT_RULES)


# --- what may be called (§2.1, §2.3) ------------------------------------------------------

# fmt: off
REFUSED = [
    # id, calls before, refused call, message
    ("§2.1 a bid must be higher", "S bid H", "E bid D", r"bid_too_low \(contract H\)"),
    ("§2.1 an equal bid is refused", "S bid H", "E bid H", r"bid_too_low \(contract H\)"),
    ("§2.1 contra needs a standing bid", "", "S contra", "contra_needs_bid"),
    ("§2.1 no contra by the bidder's partner",
     "S bid H, E pass", "N contra", "contra_opponents_only"),
    ("§2.1 no second contra", "S bid H, E contra, N pass", "W contra", "already_doubled"),
    ("§2.1 recontra answers a contra",
     "S bid H, E pass", "N recontra", "recontra_answers_contra"),
    ("§2.1 no recontra by the doubler's partner",
     "S bid H, E contra, N pass", "W recontra", "recontra_bidders_only"),
    ("§2.1 no level above recontra",
     "S bid H, E contra, N recontra", "W contra", "already_doubled"),
    ("§2.3 after All Trumps no bid", "S bid AT", "E bid AT", r"bid_too_low \(contract AT\)"),
    ("§2.3 out of turn", "", "E pass", r"speak_turn \(seat S, other E\)"),
    ("§2.2 nothing after the end",
     "S bid C, E pass, N pass, W pass", "S pass", "auction_over"),
]
# fmt: on


@pytest.mark.parametrize(
    ("before", "call", "message"),
    [pytest.param(*row[1:], id=row[0]) for row in REFUSED],
)
def test_refused_calls(before: str, call: str, message: str) -> None:
    state = after(before)
    (refused,) = actions(call)
    assert refused not in legal_calls(state, DEFAULT_RULES)
    with pytest.raises(IllegalActionError, match=message) as err:
        apply_call(state, refused, DEFAULT_RULES)
    assert str(err.value).startswith(f"illegal action '{call}'")


def test_first_call_offers_pass_and_every_bid() -> None:
    calls = legal_calls(start_auction(Seat.WEST), DEFAULT_RULES)
    assert calls == (Pass(Seat.SOUTH), *(Bid(Seat.SOUTH, c) for c in BID_ORDER))


def test_after_all_trumps_only_pass_contra_recontra() -> None:
    # §2.3: "After All Trumps only PASS, CONTRA and RECONTRA remain possible."
    assert legal_calls(after("S bid AT"), DEFAULT_RULES) == (Pass(Seat.EAST), Contra(Seat.EAST))
    assert legal_calls(after("S bid AT, E contra"), DEFAULT_RULES) == (
        Pass(Seat.NORTH),
        Recontra(Seat.NORTH),
    )


@pytest.mark.parametrize(
    ("rules", "calls_after_contra"),
    [
        (
            DEFAULT_RULES,
            ("W pass", "W bid D", "W bid H", "W bid S", "W bid NT", "W bid AT", "W recontra"),
        ),
        (BelotRules(bid_over_double=False), ("W pass", "W recontra")),
    ],
)
def test_bid_over_double_flag(rules: BelotRules, calls_after_contra: tuple[str, ...]) -> None:
    # §9.1 bid_over_double: a higher bid after a contra is legal (default) or not.
    state = after("S pass, E bid C, N contra", rules)
    assert tuple(str(c) for c in legal_calls(state, rules)) == calls_after_contra


def test_without_bid_over_double_the_auction_ends_doubled() -> None:
    rules = BelotRules(bid_over_double=False)
    state = after("S bid C, E contra, N pass, W pass", rules)
    with pytest.raises(IllegalActionError, match="no_bid_after_contra"):
        apply_call(state, Bid(Seat.SOUTH, Contract.NO_TRUMPS), rules)
    state = apply_call(state, Pass(Seat.SOUTH), rules)
    assert (state.stage, state.multiplier) == (AuctionStage.DONE, 2)


@pytest.mark.parametrize(
    ("direction", "order"),
    [("counter_clockwise", "SENW"), ("clockwise", "SWNE")],
)
def test_direction_of_the_auction(direction: str, order: str) -> None:
    # §1.1 / §9.21: the dealer's next seat speaks first, then on in the direction.
    rules = BelotRules(direction=direction)  # type: ignore[arg-type]
    dealer = Seat.EAST if direction == "clockwise" else Seat.WEST
    state = start_auction(dealer, rules)
    seen = ""
    for _ in range(4):
        assert state.to_act is not None
        seen += state.to_act.letter
        state = apply_call(state, Pass(state.to_act), rules)
    assert seen == order and state.stage is AuctionStage.ALL_PASS
