"""The hard level: legal, reproducible choices that depend on the view only."""

from __future__ import annotations

import random

import pytest

from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.bots.deadline import Deadline
from baloot_tui.games.baloot.bots.hard import HardBot, SearchSettings, WorldSampler
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.bots.worlds import World, sample_worlds
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Call,
    Double,
    DoubleStep,
    Pass,
    PlayCard,
    Sawa,
)
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.round import RoundState, deal, start_hand
from baloot_tui.games.baloot.rules.view import PlayerView
from tests.bots.conftest import ladder_view
from tests.sampling import sweep

SMALL = HardBot(settings=SearchSettings(play_worlds=6, bid_worlds=4, double_worlds=4))


def decisions(seed: int, count: int) -> list[tuple[RoundState, tuple[Action, ...]]]:
    """Decisions with a real choice from a hand played by random actions, steered to Hokum."""
    rng = random.Random(seed)
    out: list[tuple[RoundState, tuple[Action, ...]]] = []
    state = deal(rng, SEATS[seed % 4])
    while not state.is_over and len(out) < count:
        legal = state.legal_actions()
        if len(legal) > 1:
            out.append((state, legal))
        hokum = [a for a in legal if isinstance(a, Bid) and a.call in (Call.HOKUM, Call.CONFIRM)]
        state = state.apply(hokum[0] if hokum else rng.choice(legal))
    return out


def test_registry_builds_the_search_levels() -> None:
    assert make_bot("hard").name == "hard"
    assert make_bot("expert").name == "expert"


@pytest.mark.parametrize("seed", range(4))
def test_hard_chooses_legal_and_reproducible_actions(seed: int) -> None:
    found = decisions(seed, 40)
    assert sum(state.phase is Phase.PLAYING for state, _ in found) >= 8
    assert any(state.phase is Phase.BIDDING for state, _ in found)
    for state, legal in found:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        first = SMALL.choose(view, legal, random.Random(seed))
        assert first in legal or first == Sawa(seat)
        assert SMALL.choose(view, legal, random.Random(seed)) == first


def recording_sampler(counts: list[int]) -> WorldSampler:
    """:func:`sample_worlds`, noting in ``counts`` how many worlds each call asked for."""

    def recording(
        view: PlayerView,
        count: int,
        rng: random.Random,
        *,
        tracker: CardTracker | None = None,
        weighted: bool = False,
        deadline: Deadline | None = None,
    ) -> list[World]:
        counts.append(count)
        return sample_worlds(
            view, count, rng, tracker=tracker, weighted=weighted, deadline=deadline
        )

    return recording


def test_card_play_draws_its_worlds_from_the_sampler() -> None:
    """The seam bench/information_value.py uses: same worlds, same choices, one call each."""
    counts: list[int] = []
    recording = recording_sampler(counts)
    watched = HardBot(settings=SMALL.settings, sampler=recording)
    plays = [(s, legal) for s, legal in decisions(0, 40) if s.phase is Phase.PLAYING]
    for state, legal in plays:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        chosen = watched.choose(view, legal, random.Random(3))
        assert chosen == SMALL.choose(view, legal, random.Random(3))
    assert set(counts) == {SMALL.settings.play_worlds}
    assert 0 < len(counts) <= len(plays)


def test_weighted_search_oversamples_then_resamples_to_its_world_count() -> None:
    counts: list[int] = []
    recording = recording_sampler(counts)
    settings = SearchSettings(play_worlds=5, weighted=True, oversample=3)
    bot = HardBot(settings=settings, sampler=recording)
    state, _ = next((s, legal) for s, legal in decisions(1, 40) if s.phase is Phase.PLAYING)
    seat = state.to_act
    assert seat is not None
    worlds = bot.worlds(state.view(seat), 5, random.Random(0))
    assert counts == [15]
    assert len(worlds) == 5 and {w.weight for w in worlds} == {1.0}


@pytest.mark.parametrize("seed", range(3))
def test_hard_does_not_peek_at_hidden_cards(seed: int) -> None:
    """Swapping two opponents' unseen first-round cards leaves the bid unchanged."""
    state = deal(random.Random(seed), SEATS[0])
    seat = state.to_act
    assert seat is not None
    deck = list(state.deck)
    # Dealer SOUTH: deck positions 0-2 go to EAST (to act), 3-5 to NORTH, 6-8 to WEST.
    deck[3], deck[6] = deck[6], deck[3]
    other = start_hand(tuple(deck), state.dealer, state.rules, state.match_score)
    assert other.view(seat).hand == state.view(seat).hand
    legal = state.legal_actions()
    assert SMALL.choose(state.view(seat), legal, random.Random(1)) == SMALL.choose(
        other.view(seat), legal, random.Random(1)
    )


@pytest.mark.parametrize(
    ("weight", "expected"),
    [(1.0, Double(Seat.EAST, DoubleStep.DOUBLE, False)), (0.0, Pass(Seat.EAST))],
)
def test_doubling_discounts_the_worlds_where_the_contract_fails(
    weight: float, expected: Action
) -> None:
    """Worlds where the buyer fails count less (their play-outs favour the defence).

    The double beats the pass by between 3 and 6 game points here, so the doubling
    margin is set below it."""
    view = ladder_view("JH AH 8H AS TS AC KC 7D")
    bot = HardBot(settings=SearchSettings(buyer_fail_weight=weight, double_margin=3.0))
    assert bot.choose(view, view.legal_actions, random.Random(0)) == expected


def playing_views(seed: int) -> list[tuple[PlayerView, tuple[Action, ...]]]:
    """Card-play views with a choice from one random hand (:func:`decisions`)."""
    found = []
    for state, legal in decisions(seed, 60):
        seat = state.to_act
        if state.phase is Phase.PLAYING and seat is not None:
            found.append((state.view(seat), legal))
    return found


def test_pimc_searches_its_own_world_count_from_its_card_count() -> None:
    counts: list[int] = []
    settings = SearchSettings(play_worlds=5, pimc_worlds=3, pimc_cards=16)
    bot = HardBot(settings=settings, sampler=recording_sampler(counts))
    for view, legal in playing_views(2):
        before = len(counts)
        bot.choose(view, legal, random.Random(0))
        if len(counts) > before:
            assert counts[-1] == (3 if sum(view.hand_sizes) - 1 <= 16 else 5)
    assert {3, 5} <= set(counts)


def test_a_repeated_world_counts_as_often_as_it_is_drawn() -> None:
    view, legal = playing_views(3)[0]
    cards = [a.card.index for a in legal if isinstance(a, PlayCard)]
    world = sample_worlds(view, 1, random.Random(0))[0]
    once = SMALL.card_values(view, cards, [world], random.Random(0))
    twice = SMALL.card_values(view, cards, [world, world], random.Random(0))
    assert twice == [2 * value for value in once]


@pytest.mark.parametrize("margin", sweep([0.0, 2.0]))
def test_card_tiebreak_takes_the_most_card_points_among_cards_close_to_the_best(
    margin: float,
) -> None:
    """Cards within ``tie_margin`` game points per world of the best (0: of equal value) are
    tied, and the card points choose among them; without the tie-break the first best wins."""
    plain = HardBot(settings=SearchSettings(play_worlds=4))
    tied = HardBot(settings=SearchSettings(play_worlds=4, card_tiebreak=True, tie_margin=margin))
    checked = 0
    for seed in range(12):
        for view, legal in playing_views(seed):
            cards = [a.card.index for a in legal if isinstance(a, PlayCard)]
            if len(cards) != len(legal):
                continue
            worlds = plain.worlds(view, 4, random.Random(5))
            values = plain.card_values(view, cards, worlds, random.Random(5))
            equal = [slot for slot, v in enumerate(values) if v >= max(values) - 1e-9]
            close = [s for s, v in enumerate(values) if v >= max(values) - margin * 4 - 1e-9]
            margins = plain.card_margins(view, [cards[s] for s in close], worlds, random.Random(5))
            if len(close) < 2 or len(set(margins)) < 2 or (margin and close == equal):
                continue
            best = close[max(range(len(close)), key=lambda i: (margins[i], -i))]
            assert (
                plain.choose_card(view, legal, random.Random(5), CardTracker.from_view(view))
                == legal[equal[0]]
            )
            assert (
                tied.choose_card(view, legal, random.Random(5), CardTracker.from_view(view))
                == legal[best]
            )
            checked += 1
    assert checked >= 3


def test_a_negative_tie_margin_is_refused() -> None:
    with pytest.raises(ValueError, match=r"tie_margin must be from 0 to 100, not -0\.5"):
        SearchSettings(tie_margin=-0.5)
