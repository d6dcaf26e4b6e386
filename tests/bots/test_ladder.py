"""Every rung of the doubling ladder is within the bots' reach when the cards call for it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.rules.actions import Double, DoubleStep, Pass
from baloot_tui.games.baloot.rules.doubling import apply_raise, legal_raises
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.view import PlayerView
from tests.bots.conftest import ladder_view

N, E = Seat.NORTH, Seat.EAST

CLIMB = (
    Double(E, DoubleStep.DOUBLE, True),
    Double(N, DoubleStep.THREE),
    Double(E, DoubleStep.FOUR, True),
)
"""The ladder of a Hokum in hearts bought by North and doubled by East, one rung at a time."""

RUNGS = [
    pytest.param(DoubleStep.DOUBLE, E, "JH 9H AH AS TS AC KC AD", id="double"),
    pytest.param(DoubleStep.THREE, N, "JH 9H AH TH KH AS AC AD", id="three"),
    pytest.param(DoubleStep.FOUR, E, "JH 9H AH TH AS AC AD TD", id="four"),
    pytest.param(DoubleStep.GAHWA, N, "JH 9H AH TH KH QH AS AC", id="gahwa"),
]
"""Each rung with the seat offered it and eight cards that make it a certain win."""


def rung_view(step: DoubleStep, seat: Seat, hand: str) -> PlayerView:
    """``seat`` to answer ``step`` of a Hokum in hearts bought by North, holding ``hand``."""
    view = ladder_view(hand)
    ladder = view.doubling
    assert ladder is not None
    for call in CLIMB[: list(DoubleStep).index(step)]:
        ladder = apply_raise(ladder, call, DEFAULT_RULES)
    assert ladder.to_act is seat
    return dataclasses.replace(
        view,
        seat=seat,
        to_act=seat,
        doubling=ladder,
        legal_actions=legal_raises(ladder, DEFAULT_RULES),
    )


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
@pytest.mark.parametrize(("step", "seat", "hand"), RUNGS)
def test_each_rung_is_taken_with_a_winning_hand(
    level: str, step: DoubleStep, seat: Seat, hand: str
) -> None:
    view = rung_view(step, seat, hand)
    choice = make_bot(level).choose(view, view.legal_actions, random.Random(0))
    assert isinstance(choice, Double)
    assert choice.step is step


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_weak_hand_passes_the_three(level: str) -> None:
    view = rung_view(DoubleStep.THREE, N, "JH 7H 8H 7S 8S 7D 8D 9C")
    assert make_bot(level).choose(view, view.legal_actions, random.Random(0)) == Pass(N)


def test_hard_doubles_a_strong_defence_at_the_default_settings() -> None:
    """The trump Jack and Ace with three side Aces double (the search once needed 6 points more)."""
    view = ladder_view("JH AH 8H AS TS AC KC 7D")
    choice = make_bot("hard").choose(view, view.legal_actions, random.Random(0))
    assert isinstance(choice, Double)
