"""Lesson results in the progress file: best first-try scores, passes, the topic record."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from baloot_tui.store.progress import (
    LessonResult,
    Progress,
    ProgressStore,
    TopicRecord,
    progress_from_json,
)
from baloot_tui.store.saves import SaveError


def clock() -> datetime:
    return datetime(2025, 1, 2, 3, 4, 5)


def test_the_best_result_is_kept_and_a_pass_is_never_lost() -> None:
    progress = Progress().with_lesson_result("cards", LessonResult("cards", 3, 4, True))
    progress = progress.with_lesson_result("cards", LessonResult("cards", 1, 4, False))
    assert progress.results["cards"] == LessonResult("cards", 3, 4, True)
    assert progress.passed("cards") and progress.lessons == ("cards",)
    better = progress.with_lesson_result("cards", LessonResult("cards", 4, 4, True))
    assert better.results["cards"].right == 4


def test_a_failed_run_then_a_pass_passes() -> None:
    progress = Progress().with_lesson_result("ashkal", LessonResult("bidding", 2, 4, False))
    assert not progress.passed("ashkal") and progress.lessons == ("ashkal",)
    progress = progress.with_lesson_result("ashkal", LessonResult("bidding", 3, 4, True))
    assert progress.passed("ashkal")


def test_the_record_per_topic() -> None:
    progress = Progress()
    for key, topic, right, passed in [
        ("cards", "cards", 4, True),
        ("ashkal", "bidding", 1, False),
        ("round_two", "bidding", 3, True),
    ]:
        progress = progress.with_lesson_result(key, LessonResult(topic, right, 4, passed))
    assert progress.topics() == {"cards": TopicRecord(1, 1), "bidding": TopicRecord(1, 2)}


def test_version_3_round_trips_and_versions_1_and_2_are_still_read(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path, clock)
    progress = Progress().with_lesson_result("cards", LessonResult("cards", 3, 4, True))
    progress = progress.with_step("goal-sun").with_step("goal-sun").with_step("match")
    store.save(progress)
    assert json.loads(store.path.read_text(encoding="utf-8"))["version"] == 3
    assert store.load() == progress
    assert progress.steps == ("goal-sun", "match")
    two = json.loads(progress.to_json()) | {"version": 2}
    del two["steps"], two["practice"]
    assert progress_from_json(json.dumps(two)).steps == ()
    with pytest.raises(ValueError, match=r"'steps'"):
        progress_from_json(json.dumps(two | {"steps": []}))
    old = progress_from_json(
        json.dumps({"format": "baloot-tui/learning", "version": 1, "lessons": ["cards"]})
    )
    assert old.lessons == ("cards",) and not old.passed("cards") and old.results == {}


@pytest.mark.parametrize(
    "results",
    [
        [],
        {"cards": {"topic": "cards", "right": 3, "asked": 4}},
        {"cards": {"topic": "cards", "right": True, "asked": 4, "passed": True}},
        {"cards": {"topic": "cards", "right": 3, "asked": 4.0, "passed": True}},
        {"cards": {"topic": "cards", "right": 3, "asked": 4, "passed": 1}},
        {"cards": {"topic": 7, "right": 3, "asked": 4, "passed": True}},
        {"cards": {"topic": "cards", "right": 5, "asked": 4, "passed": True}},
        {"cards": {"topic": "cards", "right": 3, "asked": 4, "passed": True, "extra": 1}},
    ],
)
def test_a_results_entry_of_the_wrong_shape_is_refused(tmp_path: Path, results: object) -> None:
    store = ProgressStore(tmp_path, clock)
    data = {"format": "baloot-tui/learning", "version": 2, "lessons": [], "results": results}
    store.path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match=r"learning\.json: learning progress"):
        store.load()


def test_a_boolean_version_is_not_version_1() -> None:
    with pytest.raises(ValueError, match=r"'version' must be 1, not True"):
        progress_from_json('{"format": "baloot-tui/learning", "version": true}')
