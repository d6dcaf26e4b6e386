"""Bots decide from the view alone: hidden cards swapped between two other seats change nothing.

For decision points of seeded matches we build a twin hand: the same deck with two
unseen cards of two other seats exchanged, replayed through the same actions.
When the deciding seat's views are identical, every level must choose the same
action with the same rng seed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.round import RoundState, start_hand

PER_PHASE = 12


def twins(state: RoundState) -> Iterator[RoundState]:
    """Hands that differ from ``state`` only in two hidden cards, with an identical view."""
    me = state.to_act
    assert me is not None
    others = [s for s in SEATS if s is not me]
    for i, first in enumerate(others):
        for second in others[i + 1 :]:
            for a in state.hands[first]:
                for b in state.hands[second]:
                    if a is state.face_card or b is state.face_card:
                        continue
                    deck = list(state.deck)
                    x, y = deck.index(a), deck.index(b)
                    deck[x], deck[y] = b, a
                    try:
                        twin = start_hand(tuple(deck), state.dealer, state.rules, state.match_score)
                        for action in state.history:
                            twin = twin.apply(action)
                    except IllegalActionError:
                        continue
                    if twin.view(me) == state.view(me):
                        yield twin
                        return


def sampled(states: list[RoundState], phase: Phase) -> list[RoundState]:
    chosen = [s for s in states if s.phase is phase]
    step = max(1, len(chosen) // PER_PHASE)
    return chosen[::step][:PER_PHASE]


@pytest.mark.parametrize("phase", [Phase.BIDDING, Phase.DOUBLING, Phase.PLAYING])
@pytest.mark.parametrize("level", ["random", "beginner", "medium"])
def test_hidden_cards_do_not_change_the_choice(
    level: str, phase: Phase, medium_decisions: list[RoundState]
) -> None:
    bot = make_bot(level)
    compared = 0
    for state in sampled(medium_decisions, phase):
        me = state.to_act
        assert me is not None
        for twin in twins(state):
            assert twin.hands != state.hands
            view, twin_view = state.view(me), twin.view(me)
            for seed in range(3):
                mine = bot.choose(view, view.legal_actions, random.Random(seed))
                theirs = bot.choose(twin_view, twin_view.legal_actions, random.Random(seed))
                assert mine == theirs
            compared += 1
    assert compared >= 3
