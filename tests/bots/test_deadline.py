"""The decision deadline: every stage stops when the budget is spent, on an injected clock."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots import hard
from baloot_tui.games.baloot.bots.dds import Solver
from baloot_tui.games.baloot.bots.deadline import Deadline
from baloot_tui.games.baloot.bots.expert import ExpertBot
from baloot_tui.games.baloot.bots.medium import choose_call
from baloot_tui.games.baloot.bots.simulator import Position
from baloot_tui.games.baloot.bots.worlds import SAMPLE_FLOOR, sample_deck_worlds, sample_worlds
from baloot_tui.games.baloot.rules.actions import PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.view import PlayerView
from tests.bots.test_worlds import random_states


@dataclass
class FakeClock:
    """A clock that moves only when the test says so."""

    now: float = 0.0

    def __call__(self) -> float:
        return self.now


def spent(cap: float = 1.0) -> Deadline:
    """A deadline whose cap has already passed."""
    clock = FakeClock()
    deadline = Deadline(cap, clock)
    clock.now = cap + 0.1
    return deadline


def test_a_deadline_judges_the_next_step_by_the_slowest_so_far() -> None:
    clock = FakeClock()
    deadline = Deadline(1.0, clock)
    assert deadline.fits_another() and not deadline.expired()

    def step() -> str:
        clock.now += 0.4
        return "done"

    assert deadline.timed(step) == "done"
    assert deadline.slowest == 0.4 and deadline.fits_another()
    deadline.timed(step)
    assert not deadline.fits_another() and not deadline.expired()
    clock.now = 1.01
    assert deadline.expired()


def test_no_cap_is_never_short_of_time() -> None:
    clock = FakeClock()
    deadline = Deadline(None, clock)
    clock.now = 1e9
    assert deadline.fits_another() and not deadline.expired()


def test_sampling_stops_at_the_floor_once_the_deadline_is_spent() -> None:
    view = next(s for s in random_states(2, 3) if s.phase is Phase.PLAYING).view(Seat.NORTH)
    full = sample_worlds(view, 30, random.Random(3), weighted=True)
    cut = sample_worlds(view, 30, random.Random(3), weighted=True, deadline=spent())
    assert cut == full[:SAMPLE_FLOOR]
    on_time = sample_worlds(view, 30, random.Random(3), weighted=True, deadline=Deadline(1.0))
    assert on_time == full


def test_auction_sampling_stops_at_the_floor_once_the_deadline_is_spent() -> None:
    view = next(s for s in random_states(4, 1) if s.phase is Phase.BIDDING).view(Seat.EAST)
    full = sample_deck_worlds(view, 30, random.Random(1), weighted=True)
    cut = sample_deck_worlds(view, 30, random.Random(1), weighted=True, deadline=spent())
    assert cut == full[:SAMPLE_FLOOR]


def playing_view_with_choice() -> tuple[PlayerView, list[int]]:
    """A card-play view with more than two legal cards, and those cards."""
    for state in random_states(6, 4):
        seat = state.to_act
        if state.phase is Phase.PLAYING and seat is not None:
            cards = [a.card.index for a in state.legal_actions() if isinstance(a, PlayCard)]
            if len(cards) > 2:
                return state.view(seat), cards
    raise AssertionError("no card choice in the sample hands")


def test_the_search_stops_after_the_first_world_when_one_more_would_overrun() -> None:
    """The sampling and the first world's cost count: a second world as slow would not fit."""
    view, cards = playing_view_with_choice()
    bot = ExpertBot()
    worlds = sample_worlds(view, 4, random.Random(0))
    clock = FakeClock()
    deadline = Deadline(1.0, clock)
    deadline.timed(lambda: setattr(clock, "now", 0.6))
    searched = bot.card_values(view, cards, worlds, random.Random(5), deadline)
    assert searched == bot.card_values(view, cards, worlds[:1], random.Random(5))
    margins = bot.card_margins(view, cards, worlds, random.Random(5), deadline)
    assert margins == [0.0] * len(cards)


def test_a_bid_past_the_deadline_is_the_heuristic_call() -> None:
    bot = ExpertBot()
    for state in random_states(8, 6):
        seat = state.to_act
        if state.phase is not Phase.BIDDING or seat is None:
            continue
        view, legal = state.view(seat), state.legal_actions()
        heuristic = choose_call(view, legal, -bot.settings.boldness)
        assert bot.choose_call(view, legal, random.Random(0), spent()) == heuristic


def test_past_the_deadline_no_exact_solve_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first world is still searched (an answer is always ready), by play-outs alone."""
    view, cards = playing_view_with_choice()
    bot = ExpertBot()
    worlds = sample_worlds(view, 2, random.Random(0))
    solved: list[Position] = []

    @dataclass(frozen=True)
    class Counting:
        """A solver whose solves are counted (the compiled solver cannot be subclassed)."""

        inner: Solver

        def solve(self, position: Position) -> float:
            solved.append(position)
            return self.inner.solve(position)

    def counted(made: Callable[..., Solver]) -> Callable[..., Counting]:
        return lambda context, *args: Counting(made(context, *args))

    for maker in ("solver", "card_solver"):
        monkeypatch.setattr(hard.HandContext, maker, counted(getattr(hard.HandContext, maker)))
    exact = dataclasses.replace(bot.settings, exact_cards=32, node_budget=10**6)
    searcher = dataclasses.replace(bot, settings=exact)
    values = searcher.card_values(view, cards, worlds, random.Random(5), spent())
    assert len(values) == len(cards) and solved == []
    searcher.card_values(view, cards, worlds, random.Random(5), Deadline(None))
    assert solved  # with time left the same search solves exactly
