"""Every worked example of BELOT.md §10, X1 to X12, through the engine's public functions.

Team A = NORTH_SOUTH (seats 0, 2), team B = EAST_WEST (seats 1, 3); the dealer is WEST.
"""

from __future__ import annotations

import pytest

from baloot_tui.core.cards import format_cards
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.belot.rules.auction import AuctionStage, apply_call, start_auction
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.declarations import parse_declaration, resolve_contest
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.games.belot.rules.scoring import DealFacts, score_deal
from baloot_tui.games.belot.rules.tricks import legal_cards, trick_points
from tests.belot.belot_kit import P4, A, B, actions, cards

ALL_CARDS = (
    "7S 8S 9S TS JS QS KS AS 7H 8H 9H TH JH QH KH AH "
    "7D 8D 9D TD JD QD KD AD 7C 8C 9C TC JC QC KC AC"
)


def points_of(text: str, contract: Contract) -> int:
    return trick_points(cards(text), contract)


def rest_of(taken: str, contract: Contract) -> int:
    """Card points of every card not in ``taken``."""
    rest = [c for c in cards(ALL_CARDS) if c not in cards(taken)]
    return trick_points(rest, contract)


# §10.1 X1 — suit, made
def test_x1_suit_made() -> None:
    b_took = "QC 7C AD JD 9D 8D AH JH 8H 9S KS 8S"
    assert points_of(b_took, Contract.SPADES) == 47
    facts = DealFacts(Contract.SPADES, A, (rest_of(b_took, Contract.SPADES), 47), A, (5, 3))
    score = score_deal(facts, DEFAULT_RULES)
    assert score.raw_totals == (115, 47)
    assert (score.points, score.outcome) == ((11, 5), "made")


# §10.1 X2 — suit, inside, and the 6/6 rounding (⚑ suit_six_rounding)
@pytest.mark.parametrize(
    ("bidder", "rules", "points", "outcome"),
    [
        (B, DEFAULT_RULES, (16, 0), "inside"),
        (A, DEFAULT_RULES, (8, 8), "made"),
        (A, BelotRules(suit_six_rounding="higher_up"), (9, 7), "made"),
    ],
)
def test_x2_inside_and_six_rounding(
    bidder: Team, rules: BelotRules, points: tuple[int, int], outcome: str
) -> None:
    b_took = "TC JC TD JH TH KH TS 8S"
    assert points_of(b_took, Contract.HEARTS) == 66
    facts = DealFacts(Contract.HEARTS, bidder, (152 - 66, 66), B, (6, 2))
    score = score_deal(facts, rules)
    assert score.raw_totals == (86, 76)
    assert (score.points, score.outcome) == (points, outcome)


# §10.1 X3 — All Trumps, hanging with a belote; X4 — the next deal collects it under contra
def test_x3_and_x4_hanging_then_collected() -> None:
    b_took = "JC KC JD 9D QD JH AH QH 9S TS 8S 7S"
    assert points_of(b_took, Contract.ALL_TRUMPS) == 119
    x3 = DealFacts(Contract.ALL_TRUMPS, B, (248 - 119, 119), A, (5, 3), belotes=(0, 1))
    first = score_deal(x3, DEFAULT_RULES)
    assert first.raw_totals == (139, 139)
    assert (first.points, first.hanging, first.outcome) == ((14, 0), 14, "hanging")

    b_took = "9C AC 7C AD TD KD QD 9D 8D QH AS KS"
    assert points_of(b_took, Contract.CLUBS) == 71
    x4 = DealFacts(Contract.CLUBS, B, (81, 71), A, (5, 3), multiplier=2)
    second = score_deal(x4, DEFAULT_RULES, hanging=first.hanging)
    assert second.raw_totals == (91, 71)
    assert (second.points, second.hanging, second.collected) == ((46, 0), 0, A)


# §10.1 X5 — No Trumps, made
def test_x5_no_trumps_made() -> None:
    b_took = "TC QC 8C TD QD 7D AH KH JH TS KS 9S"
    assert points_of(b_took, Contract.NO_TRUMPS) == 57
    facts = DealFacts(Contract.NO_TRUMPS, B, (63, 57), B, (5, 3))
    score = score_deal(facts, DEFAULT_RULES)
    assert score.raw_totals == (126, 134)
    assert (score.points, score.outcome) == ((13, 13), "made")


# §10.1 X6 — All-Trumps valat with declarations, and under contra
@pytest.mark.parametrize(("multiplier", "points"), [(1, 39), (2, 78)])
def test_x6_all_trumps_valat(multiplier: int, points: int) -> None:
    facts = DealFacts(
        Contract.ALL_TRUMPS, A, (248, 0), A, (8, 0), (20, 0), (1, 0), multiplier=multiplier
    )
    score = score_deal(facts, DEFAULT_RULES)
    assert score.raw_totals == (388, 0)
    assert score.points == (points, 0)


# §10.2 X7 — declaration comparison (⚑ carre_order)
@pytest.mark.parametrize(
    ("rules", "raw_a", "raw_b"),
    [(DEFAULT_RULES, 0, 150), (BelotRules(carre_order="natural"), 100, 50)],
)
def test_x7_declaration_comparison(rules: BelotRules, raw_a: int, raw_b: int) -> None:
    declared = (
        (parse_declaration("tierce:QH-KH-AH"),),
        (parse_declaration("quarte:7D-8D-9D-TD"),),
        (parse_declaration("carre:KS-KH-KD-KC"),),
        (parse_declaration("carre:TS-TH-TD-TC"),),
    )
    contest = resolve_contest(declared, Seat.SOUTH, Contract.SPADES, rules)
    assert contest.sequences_to is B
    assert (contest.raw(A, rules), contest.raw(B, rules)) == (raw_a, raw_b)


# §10.3 X8-X11 — legal cards
@pytest.mark.parametrize(
    ("contract", "hand", "trick", "legal"),
    [
        pytest.param(Contract.HEARTS, "QH 8H AC", "7D 9H", "QH 8H AC", id="X8"),
        pytest.param(Contract.ALL_TRUMPS, "TS 7S JD", "KS QS", "TS", id="X9"),
        pytest.param(Contract.NO_TRUMPS, "AC 7C TH", "KC", "AC 7C", id="X10"),
        pytest.param(Contract.DIAMONDS, "JD 7D AS", "9D TD", "JD", id="X11"),
    ],
)
def test_x8_to_x11_legal_cards(contract: Contract, hand: str, trick: str, legal: str) -> None:
    found = legal_cards(cards(hand), cards(trick), contract, DEFAULT_RULES)
    assert set(found) == set(cards(legal)), format_cards(found)


# §10.4 X12 — bidding
def test_x12_bidding() -> None:
    state = start_auction(Seat.WEST)
    calls = (
        "S pass, E bid S, N contra, W bid NT, S pass, E pass, N contra, W recontra, "
        "S pass, E pass, N pass"
    )
    for call in actions(calls):
        state = apply_call(state, call, DEFAULT_RULES)
    assert state.stage is AuctionStage.DONE
    assert (state.contract, state.bidder, state.multiplier) == (Contract.NO_TRUMPS, P4, 4)
