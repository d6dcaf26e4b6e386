"""Properties of random games played through the public API, under several presets.

Every game is drawn from a seeded ``random.Random``; hypothesis picks the seed,
the preset and the dealer, so a failure shrinks to a small reproducible case.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baloot_tui.core.cards import DECK, Card
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Declare,
    Pass,
    PlayCard,
    Sawa,
    parse_action,
)
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import PRESETS, preset
from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.rules.round import RoundState, deal, sawa_holds
from tests import game_kit
from tests.game_kit import (
    check_every_listed_action_applies,
    check_refusals,
    play_random_match,
    played_cards,
)
from tests.sampling import sampled_examples

PRESET_NAMES = sorted(PRESETS)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
presets = st.sampled_from(PRESET_NAMES)
dealers = st.sampled_from(SEATS)


def stock(state: RoundState) -> tuple[Card, ...]:
    """Cards not yet dealt: the face-up card and the 11 after it, until the deal completes."""
    return state.deck[20:] if not state.dealt else ()


def check_conservation(state: RoundState) -> None:
    game_kit.check_conservation(state.hands, state.play, stock(state))


def check_tricks(state: RoundState) -> None:
    play = state.play
    if play is None:
        return
    leader = play.first_leader
    for trick in play.tricks:
        assert trick.leader is leader
        assert len(trick.cards) == 4 and len({s for s, _ in trick.plays}) == 4
        leader = trick.winner
    assert play.leader is leader


def hidden_from(state: RoundState, seat: Seat) -> set[Card]:
    """Cards other seats hold that ``seat`` may not know (shown projects and face card aside)."""
    view = state.view(seat)
    shown = {c for projects in view.revealed for p in projects for c in p.cards}
    return {c for s in SEATS if s is not seat for c in state.hands[s]} - shown - {state.face_card}


def cards_in_view(state: RoundState, seat: Seat) -> set[Card]:
    view = state.view(seat)
    seen = set(view.hand) | {o.card for o in view.card_options}
    for item in (*view.history, *view.legal_actions):
        if isinstance(item, PlayCard) and item.seat is seat:
            seen.add(item.card)
        if isinstance(item, Declare):
            seen |= {c for p in item.projects for c in p.cards}
    return seen


def check_views(state: RoundState) -> None:
    for seat in SEATS:
        view = state.view(seat)
        assert view.hand == state.hands[seat]
        assert not cards_in_view(state, seat) & hidden_from(state, seat)


def play_random_hand(seed: int, preset_name: str, dealer: Seat) -> RoundState:
    """Play one hand with random legal actions, checking every property on the way."""
    rng = random.Random(seed)
    scores = (rng.choice((0, 90, 101, 130)), rng.choice((0, 99, 100, 140)))
    state = deal(rng, dealer, preset(preset_name), scores)
    while not state.is_over:
        check_conservation(state)
        check_tricks(state)
        check_views(state)
        legal = state.legal_actions()
        assert legal, "a legal action exists until the hand ends"
        check_refusals(state, rng, Pass, PlayCard, state.phase is Phase.PLAYING)
        check_every_listed_action_applies(state, legal)
        action: Action = rng.choice(legal)
        play = state.play
        seat = state.to_act
        assert seat is not None
        on_lead = play is not None and bool(play.tricks) and not play.trick
        if on_lead and rng.random() < 0.3 and sawa_holds(state, seat):
            action = Sawa(seat)
        assert parse_action(str(action)) == action
        state = state.apply(action)
        assert state.history[-1] == action
    check_tricks(state)
    result = state.result
    assert result is not None and state.legal_actions() == () and state.to_act is None
    if result.kind == "played":
        assert result.score is not None and state.contract is not None
        total = 130 if state.contract is Contract.SUN else 162
        assert sum(result.score.abnat) == total
        assert state.play is not None and sum(state.play.tricks_won) == 8
        if result.sawa is None:
            check_conservation(state)
            assert sorted(played_cards(state.play)) == sorted(DECK)
    else:
        assert result.points == (0, 0)
        check_conservation(state)
    return state


@sampled_examples
@given(seed=seeds, preset_name=presets, dealer=dealers)
def test_random_hands_keep_every_invariant(seed: int, preset_name: str, dealer: Seat) -> None:
    play_random_hand(seed, preset_name, dealer)


@given(seed=seeds, preset_name=presets)
def test_random_matches_end_with_a_winner(seed: int, preset_name: str) -> None:
    rng = random.Random(seed)
    match = play_random_match(new_match(preset(preset_name), rng.choice(SEATS)), rng, 5000)
    assert max(match.scores) >= match.rules.match_target or any(
        h.result is not None
        and h.result.score is not None
        and h.result.score.match_won_by is not None
        for h in match.hands
    )


@pytest.mark.slow
@pytest.mark.parametrize("preset_name", PRESET_NAMES)
def test_many_random_hands(preset_name: str) -> None:
    for seed in range(60):
        play_random_hand(seed, preset_name, SEATS[seed % 4])
