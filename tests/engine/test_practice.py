"""Spaced practice: a missed kind of decision comes back at growing intervals, kept on disk."""

from __future__ import annotations

import json
import random
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from baloot_tui.games.baloot.coach.learning import draw_question
from baloot_tui.games.baloot.coach.quiz import DOUBLING_KINDS
from baloot_tui.store.practice import (
    INTERVALS,
    Practice,
    after_answer,
    due_kinds,
    kind_share,
    mastery,
)
from baloot_tui.store.progress import Progress, ProgressStore, progress_from_json
from baloot_tui.store.saves import SaveError

DAY = date(2026, 12, 7)


def clock() -> datetime:
    return datetime(2026, 12, 7, 12, 0)


def test_a_miss_comes_back_the_next_day_then_at_each_interval_until_learned() -> None:
    known = after_answer(None, False, DAY)
    assert known == Practice(1, 0, 0, DAY + timedelta(days=1))
    assert not known.is_due(DAY) and known.is_due(DAY + timedelta(days=1))
    early = after_answer(known, True, DAY)  # right before it is due: the tally only
    assert (early.box, early.due, early.asked, early.right) == (0, known.due, 2, 1)
    day = DAY
    for box, days in enumerate(INTERVALS[1:], start=1):
        assert known.due is not None
        day = known.due
        known = after_answer(known, True, day)
        assert known.box == box and known.due == day + timedelta(days=days)
    assert known.due is not None
    learned = after_answer(known, True, known.due)
    assert learned.box is None and learned.due is None and not learned.is_due(date.max)
    again = after_answer(learned, False, DAY)
    assert again.box == 0 and again.due == DAY + timedelta(days=1)


def test_a_kind_never_missed_is_never_due() -> None:
    known = after_answer(after_answer(None, True, DAY), True, DAY)
    assert known == Practice(2, 2) and due_kinds({"baloot.sun": known}, date.max) == ()


def test_the_longest_overdue_kind_comes_first() -> None:
    practice = {
        "baloot.sun": Practice(1, 0, 0, DAY),
        "baloot.double": Practice(1, 0, 0, DAY - timedelta(days=3)),
        "baloot.pass": Practice(1, 0, 0, DAY + timedelta(days=1)),
    }
    assert due_kinds(practice, DAY) == ("baloot.double", "baloot.sun")


def test_mastery_counts_lessons_and_kinds_and_weighs_down_a_kind_due() -> None:
    assert mastery([], [], DAY) == 0.0
    assert mastery([(True, 1.0), (False, 0.5)], [], DAY) == pytest.approx((1 + 0.25) / 2)
    due = Practice(4, 3, 0, DAY)
    assert kind_share(due, DAY) == pytest.approx(0.375)
    assert kind_share(due, DAY - timedelta(days=1)) == pytest.approx(0.75)
    assert mastery([(True, 1.0)], [due, Practice(0, 0)], DAY) == pytest.approx(1.375 / 2)


def test_practice_round_trips_through_the_progress_file(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path, clock)
    progress = Progress().with_answer("baloot.sun", False, DAY)
    progress = progress.with_answer("baloot.pass", True, DAY)
    store.save(progress)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data["practice"] == {
        "baloot.pass": {"asked": 1, "right": 1},
        "baloot.sun": {"asked": 1, "right": 0, "box": 0, "due": "2026-12-08"},
    }
    assert store.load() == progress


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ({"asked": 0, "right": 0}, "'asked' must be a whole number from 1"),
        ({"asked": 2, "right": 3}, "'right' must be a whole number from 0 to 2"),
        ({"asked": 2, "right": 1, "box": 5, "due": "2026-12-08"}, "'box' must be"),
        ({"asked": 2, "right": 1, "box": 0}, "missing 'due'"),
        ({"asked": 2, "right": 1, "box": 0, "due": "2026-12-8"}, "must be a day"),
        ({"asked": 2, "right": 1, "box": 0, "due": "tomorrow!!"}, "must be a day"),
        ({"asked": 2, "right": 1, "due": "2026-12-08"}, "'due'"),
        ({"asked": 2, "right": 1, "box": True, "due": "2026-12-08"}, "'box' must be"),
    ],
)
def test_a_practice_entry_of_the_wrong_shape_is_refused(
    tmp_path: Path, entry: object, problem: str
) -> None:
    data = {"format": "baloot-tui/learning", "version": 3, "practice": {"baloot.sun": entry}}
    store = ProgressStore(tmp_path, clock)
    store.path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match=problem):
        store.load()


def test_practice_is_not_read_from_a_version_2_file() -> None:
    data = {"format": "baloot-tui/learning", "version": 2, "practice": {}}
    with pytest.raises(ValueError, match="'practice'"):
        progress_from_json(json.dumps(data))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_kind_due_is_what_the_quiz_asks(seed: int) -> None:
    drawn = draw_question(random.Random(seed), None, due=frozenset({"double"}))
    assert drawn.kind in DOUBLING_KINDS
