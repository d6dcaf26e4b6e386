"""The engine's records keep the public behaviour of plain frozen values.

Hands are bitmasks and card play a record per trick inside a state; the values read
back as before, a state rebuilt from its values through ``RoundState.of`` is equal and
acts the same, nothing can be assigned, and decks are shuffled as ``random.shuffle``
shuffles them.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from baloot_tui.core.cards import DECK
from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.rules import round as round_module
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.round import (
    STATE_FIELDS,
    PlayTerms,
    RoundState,
    Table,
    Tally,
    deal,
    shuffled_deck,
)


def random_hand(seed: int) -> list[tuple[RoundState, Action | None]]:
    """Every state of one hand of random legal actions, with the action taken from it."""
    rng = random.Random(seed)
    state = deal(rng, SEATS[seed % 4])
    out: list[tuple[RoundState, Action | None]] = []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        out.append((state, action))
        state = state.apply(action)
    out.append((state, None))
    return out


class Wobbly(random.Random):
    """A generator whose shuffle is its own business (the deck must follow it)."""

    def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
        x.reverse()


@pytest.mark.parametrize("seed", range(200))
def test_decks_are_shuffled_as_random_shuffle_does(seed: int) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    for _ in range(3):
        expected = list(DECK)
        theirs.shuffle(expected)
        assert shuffled_deck(ours) == tuple(expected)
    assert ours.random() == theirs.random()


def test_a_random_subclass_keeps_its_own_shuffle() -> None:
    assert shuffled_deck(Wobbly(1)) == tuple(reversed(DECK))


@pytest.mark.parametrize("seed", range(30))
def test_a_state_rebuilt_from_its_fields_is_equal_and_acts_the_same(seed: int) -> None:
    for state, action in random_hand(seed):
        twin = RoundState.of(*(getattr(state, name) for name in STATE_FIELDS))
        assert twin == state and hash(twin) == hash(state)
        assert twin.legal_actions() == state.legal_actions()
        assert twin.to_act == state.to_act
        if action is not None:
            assert twin.apply(action) == state.apply(action)


@pytest.mark.parametrize("seed", range(30))
def test_history_hands_and_play_read_back_as_values(seed: int) -> None:
    states = random_hand(seed)
    taken = [action for _, action in states if action is not None]
    for index, (state, _) in enumerate(states):
        assert state.history == tuple(taken[:index])
        assert all(list(hand) == sorted(hand) for hand in state.hands)
        if state.play is not None:
            assert dataclasses.is_dataclass(state.play)
            assert state.play.to_act == state.to_act or state.is_over


def test_fields_cannot_be_assigned() -> None:
    state = deal(random.Random(3), SEATS[0])
    with pytest.raises(AttributeError):
        state.hands = ()  # type: ignore[misc]
    stored = {field.name for field in dataclasses.fields(RoundState)}
    for name in set(STATE_FIELDS) - stored:  # the values read from the records
        with pytest.raises(AttributeError):
            setattr(state, name, None)
    # The records' own fields (``history`` among them) are Final: mypy refuses an
    # assignment, and so does the compiled build at run time, which keeps the types
    # without Final (tests/bots/test_dds_compiled.py).
    compiled = not str(round_module.__file__).endswith(".py")
    for record in (RoundState, Table, Tally, PlayTerms):
        for field in dataclasses.fields(record):
            assert compiled or str(field.type).startswith("Final["), (record, field.name)
