"""The bidding quiz: difficulty bands, exact grades with a stub analysis, real-analysis sanity."""

from __future__ import annotations

import random

import pytest

from baloot_tui.coach.analysis import OptionValue, analyse
from baloot_tui.coach.quiz import (
    Difficulty,
    Grade,
    QuizError,
    QuizRun,
    bidding_choices,
    difficulty_of,
    grade,
)
from baloot_tui.engine.learning import quiz_position
from baloot_tui.rules import Action, Bid, Call, Pass, PlayerView, Seat, card, parse_cards
from tests.coach.learn_kit import auction_state

STRONG_HOKUM = ("JH 9H 7H AS 8C", "KH")
STRONG_SUN = ("AS TS AD KD AC", "QC")
NOTHING = ("7S 8S QD 9C 8H", "7D")
CLOSE_CALL = ("JS AS 8H 9D 7C", "8S")


def first_speaker_view(hand: str, face: str) -> PlayerView:
    state = auction_state(parse_cards(hand), card(face), Seat.WEST, ())
    return state.view(Seat.SOUTH)


def stub_values(view: PlayerView, points: dict[str, float]) -> tuple[OptionValue, ...]:
    return tuple(OptionValue(a, points[str(a)], (f"stub {a}",)) for a in view.legal_actions)


PASS, HOKUM, SUN = Pass(Seat.SOUTH), Bid(Seat.SOUTH, Call.HOKUM), Bid(Seat.SOUTH, Call.SUN)


@pytest.mark.parametrize(
    ("chosen", "marks", "loss", "verdict"),
    [
        (HOKUM, 1.0, 0.0, "best"),
        (SUN, 0.5, 1.5, "close"),
        (PASS, 0.0, 4.0, "costly"),
    ],
)
def test_grades_against_the_analysis_with_a_tolerance(
    chosen: Action, marks: float, loss: float, verdict: str
) -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    values = stub_values(view, {"S pass": 0.0, "S hokum": 4.0, "S sun": 2.5})
    result = grade(values, chosen)
    assert (result.marks, result.loss, result.verdict) == (marks, loss, verdict)
    assert result.best.action == HOKUM
    assert "stub S hokum" in result.explanation()


def test_a_close_answer_explains_both_calls() -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    values = stub_values(view, {"S pass": 0.0, "S hokum": 4.0, "S sun": 2.5})
    lines = grade(values, SUN).explanation()
    assert lines[0] == "Sun is close: 1.5 game points below Hokum. Half marks."
    assert "stub S sun" in lines and "stub S hokum" in lines


def test_an_answer_outside_the_analysis_is_refused() -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    with pytest.raises(QuizError, match="not one of the calls"):
        grade(stub_values(view, {"S pass": 0.0, "S hokum": 4.0, "S sun": 2.5}), Pass(Seat.EAST))


def test_the_running_score_adds_marks() -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    values = stub_values(view, {"S pass": 0.0, "S hokum": 4.0, "S sun": 2.5})
    run = QuizRun("easy")
    for chosen in (HOKUM, SUN, PASS):
        run = run.record(grade(values, chosen))
    assert (run.asked, run.score, run.summary) == (3, 1.5, "Score 1.5 / 3")
    assert all(isinstance(g, Grade) for g in run.grades)


@pytest.mark.parametrize(
    ("hand", "difficulty"),
    [(STRONG_HOKUM, "easy"), (STRONG_SUN, "easy"), (NOTHING, "easy"), (CLOSE_CALL, "hard")],
)
def test_difficulty_follows_the_distance_from_the_thresholds(
    hand: tuple[str, str], difficulty: str
) -> None:
    assert difficulty_of(first_speaker_view(*hand)) == difficulty


def test_choices_are_the_legal_calls_but_kawesh() -> None:
    view = first_speaker_view("7S 8S 9D 7C 8H", "QH")
    assert Bid(Seat.SOUTH, Call.KAWESH) in view.legal_actions
    assert bidding_choices(view) == (PASS, HOKUM, SUN)


def test_choices_need_the_learners_bidding_turn() -> None:
    state = auction_state(parse_cards("7S 8S 9D 7C 8H"), card("QH"), Seat.SOUTH, ())
    with pytest.raises(QuizError):
        bidding_choices(state.view(Seat.SOUTH))


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_generated_questions_fit_their_difficulty_and_repeat_for_a_seed(
    difficulty: Difficulty,
) -> None:
    view = quiz_position(random.Random(9), difficulty)
    assert difficulty_of(view) == difficulty
    assert view.is_my_turn and view.seat is Seat.SOUTH
    assert quiz_position(random.Random(9), difficulty) == view


@pytest.mark.parametrize(
    ("hand", "better", "worse"),
    [
        (STRONG_HOKUM, HOKUM, PASS),
        (NOTHING, PASS, SUN),
        (NOTHING, PASS, HOKUM),
    ],
)
def test_the_real_analysis_orders_clear_hands_sensibly(
    hand: tuple[str, str], better: Action, worse: Action
) -> None:
    values = {
        v.action: v.expected_points
        for v in analyse(first_speaker_view(*hand), random.Random(1), 16)
    }
    assert values[better] > values[worse]
