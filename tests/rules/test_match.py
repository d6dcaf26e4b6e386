"""Matches (RULES.md §1.5, §6.7, §6.9, §9 rows 27-29): scores, dealers, the winner."""

from __future__ import annotations

import random

import pytest

from baloot_tui.core.cards import DECK, Card
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.rules.actions import Sawa
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.match import MatchState, match_winner, new_match
from baloot_tui.games.baloot.rules.round import RoundState, start_hand
from tests.rules.rules_kit import (
    B1_HANDS,
    B1_PLAY,
    DEALER,
    P1,
    b1_hokum,
    deck_for_hands,
    play_cards,
    run,
    stack_deck,
)

NS, EW = Team.NORTH_SOUTH, Team.EAST_WEST

SUN_HANDS = {
    Seat.SOUTH: "AS TS KS QS AH TH KH 7D",
    Seat.EAST: "AD 7S 8S 9S JS 7C 8C 9C",
    Seat.NORTH: "QH JH 9H 8H 7H KD QD JD",
    Seat.WEST: "TD 9D 8D TC JC QC KC AC",
}


def sun_21_5() -> tuple[tuple[Card, ...], RoundState]:
    """A Sun hand by SOUTH scoring NS 21, EW 5 (ended by a Sawa); its deck and hand."""
    deck = deck_for_hands(DEALER, "7D", SUN_HANDS, P1)
    state = play_cards(run(start_hand(deck, DEALER), "S sun"), "7D AD KD TD 7S 7H QC AS")
    return deck, state.apply(Sawa(P1))


def b1_khasara(doubling: str = "N pass, S pass") -> tuple[tuple[Card, ...], RoundState]:
    """The B1 Hokum hand: EAST fails, NS score 18."""
    deck = deck_for_hands(DEALER, "9H", B1_HANDS, Seat.EAST)
    return deck, play_cards(run(b1_hokum(), doubling), " ".join(B1_PLAY))


def replay(match: MatchState, deck: tuple[Card, ...], hand: RoundState) -> MatchState:
    """Deal ``deck`` in the match and apply the hand's actions."""
    match = match.deal(deck)
    for action in hand.history:
        match = match.apply(action)
    return match


def at(scores: tuple[int, int], rules: HouseRules = DEFAULT_RULES) -> MatchState:
    return MatchState(rules=rules, dealer=DEALER, scores=scores)


def test_hand_points_accumulate_and_the_deal_rotates() -> None:
    deck, hand = sun_21_5()
    assert hand.result is not None and hand.result.points == (21, 5)
    match = replay(new_match(first_dealer=DEALER), deck, hand)
    assert match.scores == (21, 5) and match.ledger == ((21, 5),)
    assert match.dealer is Seat.SOUTH and match.needs_deal and not match.is_over
    assert match.hands[0].result == hand.result


def test_waraq_rotates_and_kawesh_keeps_the_dealer() -> None:
    match = new_match(first_dealer=DEALER).deal_random(random.Random(3))
    for _ in range(8):
        match = match.apply(match.legal_actions()[0])  # pass, pass, ...
    assert match.hands[-1].result is not None and match.hands[-1].result.kind == "waraq"
    assert match.dealer is Seat.SOUTH and match.scores == (0, 0)


def test_kawesh_redeal_by_the_same_dealer() -> None:
    deck = stack_deck(DEALER, "AH", {Seat.SOUTH: "7S 8S 9S 7H 8H"})
    match = (
        new_match(first_dealer=DEALER)
        .deal(deck)
        .apply(next(a for a in start_hand(deck, DEALER).legal_actions() if "kawesh" in str(a)))
    )
    assert match.dealer is DEALER and match.needs_deal and len(match.hands) == 1


@pytest.mark.parametrize(
    ("before", "after", "winner"),
    [
        ((130, 100), (151, 105), None),  # nobody at 152
        ((131, 100), (152, 105), NS),  # exactly 152 wins
        ((140, 150), (161, 155), NS),  # both over: the higher wins
        ((135, 151), (156, 156), None),  # exact tie over the target: another hand
        ((100, 147), (121, 152), EW),
    ],
)
def test_match_target(before: tuple[int, int], after: tuple[int, int], winner: Team | None) -> None:
    deck, hand = sun_21_5()
    match = replay(at(before), deck, hand)
    assert match.scores == after
    assert match.winner is winner
    assert match.is_over is (winner is not None)
    assert match.needs_deal is (winner is None)


def test_flag_match_target() -> None:
    deck, hand = sun_21_5()
    assert replay(at((0, 0), HouseRules(match_target=21)), deck, hand).winner is NS
    assert replay(at((0, 0), HouseRules(match_target=22)), deck, hand).winner is None
    # 90 + 21 = 111: a Sun the opponents could not double (RULES §3.1), so it replays.
    assert replay(at((90, 0), HouseRules(match_target=111)), deck, hand).winner is NS
    assert replay(at((90, 0)), deck, hand).winner is None


def test_gahwa_ends_the_match_whatever_the_scores() -> None:
    deck, hand = b1_khasara("N double open, E three, N four open, E gahwa")
    assert hand.result is not None and hand.result.score is not None
    assert hand.result.score.match_won_by is NS
    match = replay(at((0, 140)), deck, hand)
    assert match.winner is NS and match.is_over and not match.needs_deal
    with pytest.raises(IllegalActionError, match="match_over"):
        match.deal(DECK)


def test_no_action_between_hands_and_no_deal_during_one() -> None:
    match = new_match()
    with pytest.raises(IllegalActionError, match="no_deal_deal_first"):
        match.apply(b1_hokum().legal_actions()[0])
    dealt = match.deal(DECK)
    with pytest.raises(IllegalActionError, match="deal_in_progress"):
        dealt.deal(DECK)
    assert dealt.current is not None and dealt.to_act is Seat.SOUTH
    assert dealt.legal_actions() == dealt.current.legal_actions()


@pytest.mark.parametrize(
    ("scores", "target", "winner"),
    [
        ((152, 140), 152, NS),
        ((140, 152), 152, EW),
        ((160, 160), 152, None),
        ((151, 0), 152, None),
        ((151, 0), 151, NS),
    ],
)
def test_match_winner(scores: tuple[int, int], target: int, winner: Team | None) -> None:
    assert match_winner(scores, target) is winner


def passed_out(match: MatchState, rng: random.Random) -> MatchState:
    """``match`` after one more deal that everybody passes (a waraq)."""
    match = match.deal_random(rng)
    while match.current is not None:
        match = match.apply(match.legal_actions()[0])
    return match


def test_finished_hands_grow_without_changing_earlier_matches() -> None:
    rng = random.Random(5)
    match = new_match(DEFAULT_RULES.replace(match_target=1000), first_dealer=DEALER)
    states = [match]
    for _ in range(6):
        match = passed_out(match, rng)
        states.append(match)
    assert [len(m.hands) for m in states] == list(range(7))
    third = states[3]
    branch = passed_out(third, random.Random(9))  # grown from an earlier match: its own list
    assert len(third.hands) == 3 and len(branch.hands) == 4 and len(states[4].hands) == 4
    assert branch.hands[:3] == states[4].hands[:3] and branch.hands[3] != states[4].hands[3]
    assert list(states[4].hands) == [*states[3].hands, states[4].hands[-1]]
    assert states[6].hands[-1] is states[6].hands[5] and states[4].hands[-1] is states[4].hands[3]
    with pytest.raises(IndexError):
        states[4].hands[4]
    assert states[2].hands == tuple(states[2].hands) and states[0].hands == ()
    assert hash(states[2].hands) == hash(tuple(states[2].hands))
    with pytest.raises(AttributeError):
        states[2].hands._length = 9  # type: ignore[attr-defined]


def test_a_match_given_its_hands_as_a_tuple_compares_and_grows() -> None:
    rng = random.Random(6)
    match = new_match(first_dealer=DEALER)
    for _ in range(3):
        match = passed_out(match, rng)
    assert MatchState(dealer=DEALER, hands=tuple(match.hands)) == MatchState(
        dealer=DEALER, hands=match.hands
    )
    grown = passed_out(MatchState(dealer=match.dealer, hands=tuple(match.hands)), rng)
    assert len(grown.hands) == 4 and grown.hands[:3] == tuple(match.hands)
