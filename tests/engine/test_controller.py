"""The headless GameController: dealing, human and bot turns, events, determinism."""

from __future__ import annotations

import itertools
import random

import pytest

from baloot_tui.bots.registry import LEVELS
from baloot_tui.engine.controller import (
    BotError,
    GameController,
    MatchSetup,
    first_dealer,
    make_bots,
    resolve_level,
)
from baloot_tui.engine.events import (
    BidMade,
    CardPlayed,
    ContractSet,
    Dealt,
    GameEvent,
    HandScored,
    MatchWon,
    SawaClaimed,
    TrickWon,
)
from baloot_tui.engine.seats import TableConfig, make_table
from baloot_tui.rules.actions import Action, PlayCard, Sawa
from baloot_tui.rules.cards import DECK
from baloot_tui.rules.errors import IllegalActionError
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.seats import SEATS, Seat
from baloot_tui.rules.view import PlayerView


class RandomLegalBot:
    """A uniformly random legal action from the controller's seeded rng."""

    name = "random-legal"

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return rng.choice(legal)


class ChooserBot:
    """Returns a fixed action, legal or not (to test how bot bugs are caught)."""

    name = "chooser"

    def __init__(self, action: Action) -> None:
        self.action = action

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return self.action


def make_controller(seed: int = 7, humans: int = 0) -> GameController:
    table = make_table(humans)
    bots = {s: RandomLegalBot() for s in SEATS if not table.is_human(s)}
    return GameController(MatchSetup(seed, table), bots)


def run_bots(controller: GameController, limit: int = 100_000) -> list[GameEvent]:
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


GOLDEN_SCORES = (73, 173)
GOLDEN_HANDS = 9
GOLDEN_EVENTS = 431


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
    assert controller.hand is None and controller.needs_deal
    (dealt,) = controller.deal_next()
    assert isinstance(dealt, Dealt) and dealt.hand_number == 1
    assert controller.hand_number == 1
    with pytest.raises(IllegalActionError):
        controller.deal_next()


def test_bids_report_the_round_and_the_contract_follows_the_auction() -> None:
    controller = make_controller(seed=7)
    controller.deal_next()
    events: list[GameEvent] = []
    while controller.hand is not None and controller.hand.phase is Phase.BIDDING:
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


def test_a_refused_sawa_is_reported_and_changes_nothing() -> None:
    controller = make_controller(seed=7, humans=4)
    controller.deal_next()
    before = controller.match
    seat = controller.to_act
    assert seat is not None
    (event,) = controller.submit(Sawa(seat))
    assert isinstance(event, SawaClaimed) and not event.held
    assert "Sawa" in event.message
    assert controller.match is before


def test_a_bot_choosing_an_illegal_action_is_a_bot_error() -> None:
    table = make_table(0)
    bots = {s: ChooserBot(PlayCard(s, DECK[0])) for s in SEATS}
    controller = GameController(MatchSetup(1, table), bots)
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
        GameController(MatchSetup(1, make_table(1)), {})


def test_every_change_calls_the_save_hook() -> None:
    table: TableConfig = make_table(0)
    calls: list[int] = []
    controller = GameController(
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
    resumed = GameController(
        MatchSetup(21, table), {s: RandomLegalBot() for s in SEATS}, match=straight.match
    )
    straight.deal_next()
    resumed.deal_next()
    assert straight.match == resumed.match


def test_make_bots_builds_one_bot_per_bot_seat_at_a_known_level() -> None:
    table = make_table(1, levels={Seat.EAST: "no-such-level"})
    bots = make_bots(table)
    assert sorted(bots) == [Seat.EAST, Seat.NORTH, Seat.WEST]
    assert resolve_level("no-such-level") in LEVELS


def test_views_hide_other_hands() -> None:
    controller = make_controller(seed=7)
    controller.deal_next()
    hand = controller.hand
    assert hand is not None
    for seat in SEATS:
        view = controller.view_for(seat)
        assert view is not None and view.hand == hand.hands[seat]
    assert controller.view_for(Seat.SOUTH) != controller.view_for(Seat.EAST)
