"""The headless BalootDriver: dealing, human and bot turns, events, determinism."""

from __future__ import annotations

import itertools
import json
import random
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baloot_tui.core.cards import DECK
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.core.table import TableConfig, make_table
from baloot_tui.games.baloot.bots.medium import accepts_sawa
from baloot_tui.games.baloot.bots.registry import LEVELS
from baloot_tui.games.baloot.events import (
    BidMade,
    CardPlayed,
    ContractSet,
    Dealt,
    GameEvent,
    HandScored,
    MatchWon,
    SawaAnswered,
    SawaClaimed,
    SawaShown,
    TrickWon,
    Undone,
)
from baloot_tui.games.baloot.game import hand_number, shown_round
from baloot_tui.games.baloot.rules.actions import Action, PlayCard, Sawa
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.round import sawa_holds
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.play.driver import (
    BotError,
    MatchSetup,
    UndoError,
    first_dealer,
)
from baloot_tui.store.saves import SaveStore
from tests.driver_kit import BalootDriver, baloot_driver
from tests.engine.claims_kit import RandomLegalBot, claim_position, seated


class ChooserBot:
    """Returns a fixed action, legal or not (to test how bot bugs are caught)."""

    name = "chooser"

    def __init__(self, action: Action) -> None:
        self.action = action

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return self.action


def make_controller(seed: int = 7, humans: int = 0) -> BalootDriver:
    table = make_table(humans)
    bots = {s: RandomLegalBot() for s in SEATS if not table.is_human(s)}
    return baloot_driver(MatchSetup(seed, table), bots)


def run_bots(controller: BalootDriver, limit: int = 100_000) -> list[GameEvent]:
    events: list[GameEvent] = []
    for _ in range(limit):
        if controller.is_over:
            return events
        if controller.needs_deal:
            events += controller.deal_next()
        else:
            events += controller.play_bot_turn()
    raise AssertionError("the match did not end")


def test_seeded_all_bot_match_is_golden() -> None:
    controller = make_controller(seed=7)
    events = run_bots(controller)
    won = [e for e in events if isinstance(e, MatchWon)]
    assert len(won) == 1 and events[-1] is won[0]
    assert max(controller.match.scores) >= 152
    assert (controller.match.scores, len(controller.match.hands), len(events)) == (
        GOLDEN_SCORES,
        GOLDEN_HANDS,
        GOLDEN_EVENTS,
    )


GOLDEN_SCORES = (58, 174)
GOLDEN_HANDS = 7
GOLDEN_EVENTS = 339


def test_same_seed_gives_same_events_and_different_seed_differs() -> None:
    first = run_bots(make_controller(seed=3))
    again = run_bots(make_controller(seed=3))
    other = run_bots(make_controller(seed=4))
    assert first == again
    assert first != other


def test_four_cards_are_played_before_each_trick_is_won() -> None:
    events = run_bots(make_controller(seed=11))
    since_trick = 0
    for event in events:
        if isinstance(event, CardPlayed):
            since_trick += 1
        elif isinstance(event, TrickWon):
            assert since_trick == 4
            assert len(event.trick.cards) == 4
            since_trick = 0
        elif isinstance(event, HandScored):
            since_trick = 0


def test_the_dealer_rotates_right_after_each_hand() -> None:
    controller = make_controller(seed=5)
    dealers = [e.dealer for e in run_bots(controller) if isinstance(e, Dealt)]
    assert dealers[0] is first_dealer(5)
    hands = controller.match.hands
    for previous, following in itertools.pairwise(hands):
        assert previous.result is not None
        assert following.dealer is previous.result.next_dealer


def test_first_event_of_a_deal_and_hand_numbers() -> None:
    controller = make_controller(seed=2)
    assert shown_round(controller.match) is None and controller.needs_deal
    (dealt,) = controller.deal_next()
    assert isinstance(dealt, Dealt) and dealt.hand_number == 1
    assert hand_number(controller.match) == 1
    with pytest.raises(IllegalActionError):
        controller.deal_next()


def test_bids_report_the_round_and_the_contract_follows_the_auction() -> None:
    controller = make_controller(seed=7)
    controller.deal_next()
    events: list[GameEvent] = []
    while (hand := shown_round(controller.match)) is not None and hand.phase is Phase.BIDDING:
        events += controller.play_bot_turn()
    assert all(isinstance(e, (BidMade, ContractSet, HandScored)) for e in events)
    assert isinstance(events[0], BidMade) and events[0].round_number == 1


def test_illegal_human_action_changes_nothing() -> None:
    controller = make_controller(seed=7, humans=4)
    controller.deal_next()
    before = controller.match
    seat = controller.to_act
    assert seat is not None
    with pytest.raises(IllegalActionError):
        controller.submit(PlayCard(seat, DECK[0]))
    assert controller.match is before


def test_a_sawa_claim_before_card_play_is_refused_and_changes_nothing() -> None:
    controller = make_controller(seed=7, humans=4)
    controller.deal_next()
    before = controller.match
    seat = controller.to_act
    assert seat is not None
    with pytest.raises(IllegalActionError, match="sawa_in_play_only"):
        controller.submit(Sawa(seat))
    assert controller.match is before and controller.claim_waiting is None


def test_a_bot_choosing_an_illegal_action_is_a_bot_error() -> None:
    table = make_table(0)
    bots = {s: ChooserBot(PlayCard(s, DECK[0])) for s in SEATS}
    controller = baloot_driver(MatchSetup(1, table), bots)
    controller.deal_next()
    with pytest.raises(BotError):
        controller.play_bot_turn()


def test_play_bot_turn_refuses_a_human_turn() -> None:
    controller = make_controller(humans=4)
    controller.deal_next()
    assert controller.is_human_turn() and not controller.is_bot_turn()
    with pytest.raises(BotError):
        controller.play_bot_turn()


def test_a_bot_seat_without_a_bot_is_refused() -> None:
    with pytest.raises(ValueError, match="no bot"):
        baloot_driver(MatchSetup(1, make_table(1)), {})


def test_every_change_calls_the_save_hook() -> None:
    table: TableConfig = make_table(0)
    calls: list[int] = []
    controller = baloot_driver(
        MatchSetup(9, table),
        {s: RandomLegalBot() for s in SEATS},
        on_change=lambda c: calls.append(len(c.match.hands)),
    )
    controller.deal_next()
    controller.play_bot_turn()
    assert len(calls) == 2


def test_a_resumed_match_deals_the_same_next_hand() -> None:
    straight = make_controller(seed=21)
    straight.deal_next()
    while straight.match.current is not None:
        straight.play_bot_turn()
    table = straight.table
    resumed = baloot_driver(
        MatchSetup(21, table), {s: RandomLegalBot() for s in SEATS}, match=straight.match
    )
    straight.deal_next()
    resumed.deal_next()
    assert straight.match == resumed.match


def test_every_bot_seat_gets_a_bot_an_unknown_level_the_strongest() -> None:
    table = make_table(1, levels={Seat.EAST: "no-such-level"})
    driver = baloot_driver(MatchSetup(1, table))
    assert sorted(driver.bots) == [Seat.EAST, Seat.NORTH, Seat.WEST]
    assert driver.bots[Seat.EAST].name == LEVELS[-1]


def test_views_hide_other_hands() -> None:
    controller = make_controller(seed=7)
    controller.deal_next()
    hand = shown_round(controller.match)
    assert hand is not None
    for seat in SEATS:
        view = controller.view_for(seat)
        assert view is not None and view.hand == hand.hands[seat]
    assert controller.view_for(Seat.SOUTH) != controller.view_for(Seat.EAST)


# ----------------------------------------------------------------------- Sawa


@pytest.mark.parametrize("accept", [True, False])
def test_a_bot_claim_waits_for_the_persons_answer_and_the_verdict_settles_it(
    accept: bool,
) -> None:
    match, claimer = claim_position(holds=True)
    controller = seated(match, claimer.next, claimer)
    hand = match.current
    assert hand is not None and hand.play is not None
    trick = len(hand.play.tricks) + 1
    shown, bot_answer = controller.play_bot_turn()
    assert shown == SawaShown(claimer, trick, hand.hands[claimer])
    assert isinstance(bot_answer, SawaAnswered) and bot_answer.seat is claimer.next.next.next
    claim = controller.claim_waiting
    assert claim is not None and claim.waiting == (claimer.next,)
    assert claim.answers == ((bot_answer.seat, bot_answer.accepted),)
    assert not controller.is_bot_turn() and not controller.is_human_turn()
    assert not controller.can_undo()
    with pytest.raises(IllegalActionError, match=r"claim_waits \(seat [SENW]\)"):
        controller.submit(hand.legal_actions()[0])
    with pytest.raises(IllegalActionError, match="no_claim_for_seat"):
        controller.answer_claim(claimer, True)
    assert controller.match is match
    answered, verdict, scored, *_ = controller.answer_claim(claimer.next, accept)
    assert answered == SawaAnswered(claimer.next, accept)
    assert verdict == SawaClaimed(claimer, True, trick)
    assert isinstance(scored, HandScored) and scored.sawa_from == trick
    assert scored.result.sawa is claimer and controller.claim_waiting is None


def test_a_persons_claim_is_answered_by_the_bots_and_settled_at_once() -> None:
    match, claimer = claim_position(holds=True)
    controller = seated(match, claimer)
    events = controller.submit(Sawa(claimer))
    assert [type(e) for e in events[:4]] == [SawaShown, SawaAnswered, SawaAnswered, SawaClaimed]
    assert {e.seat for e in events[1:3] if isinstance(e, SawaAnswered)} == set(
        claimer.team.other.seats
    )
    assert isinstance(events[4], HandScored) and events[4].result.sawa is claimer


def test_a_claim_that_fails_is_shown_answered_and_changes_nothing() -> None:
    match, claimer = claim_position(holds=False)
    controller = seated(match, claimer)
    events = controller.submit(Sawa(claimer))
    hand = match.current
    assert hand is not None and hand.play is not None
    assert events[0] == SawaShown(claimer, len(hand.play.tricks) + 1, hand.hands[claimer])
    assert events[-1] == SawaClaimed(claimer, False, len(hand.play.tricks) + 1)
    assert controller.match is match and controller.claim_waiting is None
    assert controller.is_human_turn() and controller.to_act is claimer


def test_a_bot_repeating_a_claim_that_failed_is_a_bot_error() -> None:
    match, claimer = claim_position(holds=False)
    controller = seated(match, claimer.next.next, claimer)
    verdict = controller.play_bot_turn()[-1]
    assert isinstance(verdict, SawaClaimed) and verdict.seat is claimer and not verdict.held
    with pytest.raises(BotError, match="repeated a claim that failed"):
        controller.play_bot_turn()


@pytest.mark.parametrize("seed", range(8))
def test_a_bot_accepts_only_claims_that_hold(seed: int) -> None:
    """Accepting from the view and the shown hand is sound: an accepted claim always holds."""
    controller = make_controller(seed)
    accepted = 0
    while not controller.is_over:
        if controller.needs_deal:
            controller.deal_next()
            continue
        hand = controller.match.current
        assert hand is not None
        seat = hand.to_act
        if seat is not None and hand.sawa_problem(seat) is None:
            for answerer in seat.team.other.seats:
                if accepts_sawa(hand.view(answerer), hand.hands[seat]):
                    accepted += 1
                    assert sawa_holds(hand, seat)
        controller.play_bot_turn()
    assert accepted > 0


# ----------------------------------------------------------------------- undo


def one_person(seed: int = 7) -> BalootDriver:
    table = make_table(1)
    bots = {s: RandomLegalBot() for s in SEATS if not table.is_human(s)}
    return baloot_driver(MatchSetup(seed, table), bots)


def to_persons_turn(controller: BalootDriver) -> None:
    """Let the bots play (dealing as needed) until the person must act."""
    for _ in range(1_000):
        if controller.is_human_turn():
            return
        if controller.needs_deal:
            controller.deal_next()
        else:
            controller.play_bot_turn()
    raise AssertionError("the person never got a turn")


def test_undo_takes_back_the_persons_decision_and_the_bots_replies() -> None:
    controller = one_person()
    to_persons_turn(controller)
    assert not controller.can_undo()
    before = controller.match
    hand = before.current
    assert hand is not None
    action = hand.legal_actions()[0]
    controller.submit(action)
    to_persons_turn(controller)
    assert hand_number(controller.match) == 1 and controller.can_undo()
    current = controller.match.current
    assert current is not None
    taken_back = len(current.history) - len(hand.history)
    assert controller.undo() == [Undone(Seat.SOUTH, taken_back)]
    assert controller.match == before and controller.undos == {0: 1}
    assert controller.is_human_turn()


def test_undo_goes_back_one_decision_of_the_person_at_a_time_within_the_hand() -> None:
    controller = one_person(seed=12)
    positions: list[MatchState] = []
    for _ in range(3):
        to_persons_turn(controller)
        positions.append(controller.match)
        hand = controller.match.current
        assert hand is not None
        controller.submit(hand.legal_actions()[-1])
    to_persons_turn(controller)
    assert hand_number(controller.match) == 1, "the seed must keep hand 1 going for three decisions"
    for position in reversed(positions):
        controller.undo()
        assert controller.match == position
    assert not controller.can_undo() and controller.undos == {0: 3}
    with pytest.raises(UndoError):
        controller.undo()


def test_undo_is_not_offered_in_hot_seat() -> None:
    controller = make_controller(seed=7, humans=2)
    controller.deal_next()
    for _ in range(80):
        if controller.needs_deal:
            controller.deal_next()
        elif controller.is_human_turn():
            hand = controller.match.current
            assert hand is not None
            controller.submit(hand.legal_actions()[0])
        else:
            controller.play_bot_turn()
        assert not controller.can_undo()
    with pytest.raises(UndoError):
        controller.undo()


def test_undo_never_reaches_into_a_scored_hand() -> None:
    controller = one_person(seed=4)
    to_persons_turn(controller)
    while controller.match.current is not None:
        if controller.is_human_turn():
            hand = controller.match.current
            controller.submit(hand.legal_actions()[0])
        else:
            controller.play_bot_turn()
    assert any(a.seat is Seat.SOUTH for a in controller.match.hands[0].history)
    assert not controller.can_undo()
    controller.deal_next()
    assert not controller.can_undo()
    with pytest.raises(UndoError):
        controller.undo()
    assert len(controller.match.hands) == 1


def test_the_save_after_an_undo_holds_the_kept_actions_and_the_count(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, lambda: datetime(2025, 1, 2))
    table = make_table(1)
    bots = {s: RandomLegalBot() for s in SEATS if not table.is_human(s)}

    def save(c: BalootDriver) -> None:
        store.save(c.match, c.seed, c.table, c.undos)

    controller = baloot_driver(MatchSetup(7, table), bots, on_change=save)
    to_persons_turn(controller)
    hand = controller.match.current
    assert hand is not None
    controller.submit(hand.legal_actions()[0])
    to_persons_turn(controller)
    controller.undo()
    saved = store.load()
    assert saved is not None
    assert saved.match == controller.match and saved.undos == {0: 1}
    data = json.loads(store.save_path.read_text())
    assert data["hands"][0]["undos"] == 1
    resumed = baloot_driver(
        MatchSetup(saved.seed, saved.table), bots, match=saved.match, undos=saved.undos
    )
    for game in (controller, resumed):
        current = game.match.current
        assert current is not None
        game.submit(current.legal_actions()[-1])
        to_persons_turn(game)
    assert resumed.match == controller.match and resumed.undos == controller.undos


def test_a_resumed_match_plays_on_exactly_as_the_uninterrupted_one() -> None:
    straight = make_controller(seed=21)
    straight.deal_next()
    for _ in range(12):
        straight.play_bot_turn()
    resumed = baloot_driver(
        MatchSetup(21, straight.table), {s: RandomLegalBot() for s in SEATS}, match=straight.match
    )
    assert run_bots(straight) == run_bots(resumed)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), decisions=st.integers(0, 6), choice=st.integers(0, 40))
def test_undo_then_the_same_decision_gives_the_same_game(
    seed: int, decisions: int, choice: int
) -> None:
    """Undo is a clean step back: the same decision again gives the same state and replies."""
    controller = one_person(seed)
    to_persons_turn(controller)
    for _ in range(decisions):
        hand = controller.match.current
        assert hand is not None
        controller.submit(hand.legal_actions()[choice % len(hand.legal_actions())])
        to_persons_turn(controller)
    hand = controller.match.current
    assert hand is not None
    action = hand.legal_actions()[choice % len(hand.legal_actions())]
    controller.submit(action)
    to_persons_turn(controller)
    after = controller.match
    if not controller.can_undo():
        return  # the decision ended the hand: nothing to take back
    controller.undo()
    assert controller.match.current is not None
    assert controller.match.current.history == hand.history
    controller.submit(action)
    to_persons_turn(controller)
    assert controller.match == after
