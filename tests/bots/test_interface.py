"""The level registry and the determinism every level owes its seeded rng."""

from __future__ import annotations

import random

import pytest

from baloot_tui.bots.registry import LEVELS, make_bot
from baloot_tui.rules.errors import BalootError
from baloot_tui.rules.house_rules import DEFAULT_RULES
from tests.bots.conftest import MatchRunner

OWN_LEVELS = ("random", "beginner", "medium")


def test_levels_start_weakest_first() -> None:
    assert LEVELS[: len(OWN_LEVELS)] == OWN_LEVELS


@pytest.mark.parametrize("level", OWN_LEVELS)
def test_make_bot_names_the_level(level: str) -> None:
    assert make_bot(f" {level.upper()} ").name == level


def test_unknown_level_lists_the_known_ones() -> None:
    with pytest.raises(BalootError, match="unknown bot level 'genius'; choose one of random, "):
        make_bot("genius")


def test_unknown_option_is_a_baloot_error() -> None:
    with pytest.raises(BalootError, match="does not accept \\['speed'\\]"):
        make_bot("medium", speed=3)


@pytest.mark.parametrize("level", OWN_LEVELS)
def test_same_seed_same_match(level: str, play_match: MatchRunner) -> None:
    bots = [make_bot(level) for _ in range(4)]
    first = play_match(bots, DEFAULT_RULES, seed=11)
    again = play_match(bots, DEFAULT_RULES, seed=11)
    assert [h.history for h in first.hands] == [h.history for h in again.hands]
    assert first.scores == again.scores


def test_beginner_choices_depend_on_its_rng(play_match: MatchRunner) -> None:
    """The beginner's mistakes come from the rng: other choice seeds, other matches."""
    bots = [make_bot("beginner") for _ in range(4)]
    histories = {
        tuple(h.history for h in play_match(bots, DEFAULT_RULES, seed=seed).hands)
        for seed in (3, 4)
    }
    assert len(histories) == 2


def test_random_bot_is_uniform_over_legal() -> None:
    from baloot_tui.rules.round import deal
    from baloot_tui.rules.seats import Seat

    state = deal(random.Random(2), Seat.WEST)
    view = state.view(Seat.SOUTH)
    rng = random.Random(0)
    picks = {make_bot("random").choose(view, view.legal_actions, rng) for _ in range(200)}
    assert picks == set(view.legal_actions)
