"""The play trainer's lines: every one worded in English and Arabic, from the verdict's values."""

from __future__ import annotations

import random
from itertools import product

import pytest

from baloot_tui.games.baloot.coach import figures
from baloot_tui.games.baloot.coach import words as coach_words
from baloot_tui.games.baloot.coach.learning import play_problem
from baloot_tui.games.baloot.coach.trainer import PlayProblem, PlayVerdict, TrainerRun, judge
from baloot_tui.games.baloot.coach.words import problem_lines, trainer_lines, trainer_score
from baloot_tui.games.baloot.rules.tricks import CardOption
from baloot_tui.games.baloot.words import option_words
from baloot_tui.text.i18n import use
from tests.coach.test_trainer import BUDGET, _verdict
from tests.engine.test_coach_words import (
    arabic,  # noqa: F401 (the fixture: speak Arabic for one test)
)
from tests.engine.words_kit import assert_translated, reads_in_arabic

MESSAGES = {
    coach_words.BEST_WORDS: {"card", "figure"},
    coach_words.EQUAL_WORDS: {"cards", "margin"},
    coach_words.WORSE_WORDS: {"best", "best_figure", "card", "figure", "gap"},
    coach_words.UNSETTLED_WORDS: {"best", "best_figure", "card", "figure", "gap"},
    figures.LEGEND: {"unit", "worlds", "margin", "gap_unit"},
    **{unit: set() for unit in figures.UNIT_WORDS.values()},
    **{unit: set() for unit in figures.GAP_UNITS.values()},
    **{mark: set() for mark in figures.VERDICT_WORDS.values()},
    coach_words.REAL_WORDS: {"cards"},
    coach_words.TOO_LARGE: set(),
    coach_words.MADE_MOST: {"card"},
    coach_words.MADE_MORE: {"cards", "card"},
    coach_words.OR: set(),
    coach_words.LUCK: set(),
    **{
        bought: {"contract", "trump", "seat", "doubled"}
        for bought in coach_words.BOUGHT_WORDS.values()
    },
    coach_words.TRUMP_WORDS: {"suit"},
    **{doubled: {"multiplier"} for doubled in coach_words.DOUBLED_WORDS.values()},
    coach_words.TRICK_SO_FAR: {"number", "ours", "theirs"},
    coach_words.TRAINER_SCORE: {"score", "total"},
    coach_words.TRAINER_UNSETTLED: {"score", "count"},
}
"""Every message of the trainer, with the fields it may name."""


@pytest.mark.parametrize(("english", "known"), MESSAGES.items())
def test_each_message_has_its_arabic_with_the_same_fields(english: str, known: set[str]) -> None:
    assert_translated(english, known)


@pytest.fixture(scope="module")
def problems() -> list[PlayProblem]:
    rng = random.Random(11)
    return [play_problem(rng, budget=BUDGET) for _ in range(3)]


def verdicts(problem: PlayProblem) -> list[PlayVerdict]:
    """Each shape of verdict: best, about equal, worse; the real deal agreeing, not, unsolved."""
    seen = ([5.0, 0.0], [5.0, 4.9], [5.0, 0.0], [5.0, 3.5])
    real = ([6.0, -2.0], [-10.0, 6.0], [6.0, 6.0])
    shapes = [_verdict(problem, s, r, chosen) for s, r, chosen in product(seen, real, (0, 1))]
    return [*shapes, judge(problem, problem.choices[-1], BUDGET)]


@pytest.mark.usefixtures("arabic")
def test_every_line_of_every_verdict_and_position_reads_in_arabic(
    problems: list[PlayProblem],
) -> None:
    for problem in problems:
        assert all(map(reads_in_arabic, problem_lines(problem))), problem_lines(problem)
        for verdict in verdicts(problem):
            lines = trainer_lines(verdict)
            assert all(map(reads_in_arabic, lines)), lines


def test_a_cards_rule_is_the_tables_own_sentence(problems: list[PlayProblem]) -> None:
    """The rule quoted for the card played is its option's words, as the table says them."""
    quoted = 0
    for problem in problems:
        for verdict in verdicts(problem):
            reasons = verdict.mine.seen.reasons
            option = reasons[0].option if len(reasons) > 1 else None
            if isinstance(option, CardOption):
                said = f"{verdict.chosen.label}: {option_words(option)}."
                assert said in trainer_lines(verdict)
                quoted += 1
    assert quoted


def test_the_score_in_both_languages(problems: list[PlayProblem]) -> None:
    run = TrainerRun().record(verdicts(problems[0])[0])
    assert trainer_score(run) == "Right 1 / 1"
    use("ar")
    try:
        assert trainer_score(run) == "صحيح 1 / 1"
    finally:
        use("en")
