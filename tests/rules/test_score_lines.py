"""A hand's explanation as values: every line the scorer writes is a :class:`ScoreLine`,
and its English (records, ``--json``, tests) is the game's words for that value."""

from __future__ import annotations

import dataclasses
import random
import string
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baloot_tui.core.seats import Team
from baloot_tui.games.baloot.bots.simulator import Scorer
from baloot_tui.games.baloot.rules import scoring
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import PRESETS, HouseRules, flag_choices
from baloot_tui.games.baloot.rules.scoring import (
    ScoreLine,
    ScoreLineKind,
    score_hand,
    score_qayd,
)
from baloot_tui.games.baloot.words import SCORE_WORDS, english_explanation
from tests.rules.score_lines_kit import EXAMPLES, random_facts, random_qayd

K = ScoreLineKind
CALCULATOR_KINDS = {K.PROJECTS_ONLY, K.PROJECTS_NONE_COUNT, K.PROJECTS_BEST}
"""The kinds ``baloot score`` writes before the scorer's lines (tested with the calculator)."""
FLAGS = [f.name for f in dataclasses.fields(HouseRules) if flag_choices(f.name) is not None]


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _random_rules(rng: random.Random) -> HouseRules:
    """A preset with about half its flags set at random."""
    changes: dict[str, Any] = {}
    for name in FLAGS:
        choices = flag_choices(name)
        if choices is not None and rng.random() < 0.5:
            changes[name] = rng.choice(choices)
    return dataclasses.replace(rng.choice(list(PRESETS.values())), **changes)


def test_every_kind_has_english_and_an_example() -> None:
    assert set(SCORE_WORDS) == set(ScoreLineKind)
    assert [line.kind for line, _ in EXAMPLES] == list(ScoreLineKind)


@pytest.mark.parametrize(("line", "english"), EXAMPLES, ids=[x.kind.value for x, _ in EXAMPLES])
def test_each_kind_is_worded_in_english_from_its_values(line: ScoreLine, english: str) -> None:
    assert english_explanation([line]) == [english]
    assert set(line.fields()) == _fields(SCORE_WORDS[line.kind])


def _check(score: scoring.HandScore) -> None:
    lines = score.lines
    assert lines and all(isinstance(line, ScoreLine) for line in lines)
    assert lines[-1] == ScoreLine(K.SCORE, points=score.points)
    for line, english in zip(lines, english_explanation(lines), strict=True):
        assert set(line.fields()) == _fields(SCORE_WORDS[line.kind]), line
        assert "None" not in english and "{" not in english, line


@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(sorted(PRESETS)))
def test_every_line_of_a_random_score_is_a_value_its_english_comes_from(
    seed: int, preset: str
) -> None:
    rng = random.Random(seed)
    for _ in range(10):
        _check(score_hand(random_facts(rng), PRESETS[preset]))
    _check(score_qayd(*random_qayd(rng), PRESETS[preset]))


def test_seeded_hands_under_random_house_rules_meet_every_kind_of_the_scorer() -> None:
    rng = random.Random(2026)
    met: set[ScoreLineKind] = set()
    for _ in range(3000):
        score = score_hand(random_facts(rng), _random_rules(rng))
        _check(score)
        met |= {line.kind for line in score.lines}
    for _ in range(300):
        score = score_qayd(*random_qayd(rng), _random_rules(rng))
        _check(score)
        met |= {line.kind for line in score.lines}
    assert set(ScoreLineKind) - CALCULATOR_KINDS - met == set()


def test_the_explanation_is_written_only_when_read_and_a_bots_scorer_never_reads_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    facts = random_facts(random.Random(7))
    english = score_hand(facts, HouseRules()).lines

    def forbidden(*args: object, **kwargs: object) -> ScoreLine:
        raise AssertionError("a score line was written")

    monkeypatch.setattr(scoring, "ScoreLine", forbidden)
    lazy = score_hand(facts, HouseRules())
    scorer = Scorer(
        Contract.HOKUM, Team.NORTH_SOUTH, HouseRules(), multiplier=2, last_raiser=Team.EAST_WEST
    )
    assert all(
        sum(scorer.points(abnat, last, tricks)) > 0
        for abnat in range(0, 153, 7)
        for last in (0, 1)
        for tricks in range(1, 8)
    )
    monkeypatch.undo()
    assert lazy.lines == english
