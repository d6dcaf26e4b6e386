"""The learner's progress: lessons finished and passed, best quiz scores, kept as JSON.

A lesson counts as *passed* when its run said so (three quarters right at the first
try); each lesson keeps its best first-try result with its topic, so the record per
topic needs nothing but this file. Version 2 adds those results; version 1 files
(finished lessons only) are still read, their lessons finished but not passed.

The file lives in the user's data folder (platformdirs) next to the saves; tests
pass their own folder. Writes are atomic (:func:`~baloot_tui.engine.storage.atomic_write`).
A file that cannot be read is renamed aside and reported, and learning starts afresh:
progress is never silently lost or overwritten.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Final

from baloot_tui.engine.config import data_dir as user_data_dir
from baloot_tui.engine.storage import Clock, SaveError, atomic_write, move_aside

PROGRESS_NAME: Final = "learning.json"
PROGRESS_FORMAT: Final = "baloot-tui/learning"
PROGRESS_VERSION: Final = 2
"""The version written; version 1 (no lesson results) is still read."""


@dataclass(frozen=True, slots=True)
class LessonResult:
    """The best run of one lesson."""

    topic: str
    """The lesson's topic, for the per-topic record."""
    right: int
    """Questions answered right at the first try in that run."""
    asked: int
    """Questions the lesson has."""
    passed: bool
    """Whether the lesson has been passed (in this run or an earlier one)."""


@dataclass(frozen=True, slots=True)
class TopicRecord:
    """How far the learner is in one topic."""

    passed: int
    """Lessons of the topic passed."""
    tried: int
    """Lessons of the topic with a recorded result."""


@dataclass(frozen=True, slots=True)
class QuizBest:
    """The best quiz run at one difficulty."""

    score: float
    """Points earned in that run."""
    questions: int
    """Questions asked in that run."""


@dataclass(frozen=True, slots=True)
class Progress:
    """Which lessons are done and the best quiz run per difficulty."""

    lessons: tuple[str, ...] = ()
    """Keys of finished lessons, in the order they were first finished."""
    quiz_best: dict[str, QuizBest] = field(default_factory=dict)
    """Best run per difficulty name."""
    results: dict[str, LessonResult] = field(default_factory=dict)
    """Best first-try result per lesson key."""

    def with_lesson(self, key: str) -> Progress:
        """This progress with lesson ``key`` finished."""
        if key in self.lessons:
            return self
        return replace(self, lessons=(*self.lessons, key))

    def with_lesson_result(self, key: str, result: LessonResult) -> Progress:
        """Lesson ``key`` finished with ``result``, kept if it is its best; a pass stays."""
        finished = self.with_lesson(key)
        best = self.results.get(key)
        if best is not None:
            better = result.right * max(best.asked, 1) > best.right * max(result.asked, 1)
            result = replace(
                result if better else best, passed=best.passed or result.passed, topic=result.topic
            )
            if result == best:
                return finished
        return replace(finished, results={**self.results, key: result})

    def passed(self, key: str) -> bool:
        """Whether lesson ``key`` has been passed."""
        result = self.results.get(key)
        return result is not None and result.passed

    def topics(self) -> dict[str, TopicRecord]:
        """Lessons passed and tried per topic, in the order topics were first met."""
        record: dict[str, TopicRecord] = {}
        for result in self.results.values():
            known = record.get(result.topic, TopicRecord(0, 0))
            record[result.topic] = TopicRecord(known.passed + result.passed, known.tried + 1)
        return record

    def with_quiz_run(self, difficulty: str, score: float, questions: int) -> Progress:
        """This progress with a quiz run recorded if it beats the best average so far."""
        best = self.quiz_best.get(difficulty)
        if questions <= 0:
            return self
        if best is not None and score / questions <= best.score / max(best.questions, 1):
            return self
        return replace(self, quiz_best={**self.quiz_best, difficulty: QuizBest(score, questions)})

    def to_json(self) -> str:
        """The progress as JSON text."""
        data = {
            "format": PROGRESS_FORMAT,
            "version": PROGRESS_VERSION,
            "lessons": list(self.lessons),
            "results": {
                key: {
                    "topic": r.topic,
                    "right": r.right,
                    "asked": r.asked,
                    "passed": r.passed,
                }
                for key, r in sorted(self.results.items())
            },
            "quiz_best": {
                name: {"score": best.score, "questions": best.questions}
                for name, best in sorted(self.quiz_best.items())
            },
        }
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def progress_from_json(text: str) -> Progress:
    """Read progress written by :meth:`Progress.to_json`.

    Raises:
        ValueError: the text is not a progress file of a version we read.
    """
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != PROGRESS_FORMAT:
        raise ValueError(f"not a {PROGRESS_FORMAT} file")
    version = data.get("version")
    if type(version) is not int or version not in (1, PROGRESS_VERSION):
        raise ValueError(f"unknown version {version!r}")
    lessons = data.get("lessons", [])
    if not isinstance(lessons, list) or not all(isinstance(k, str) for k in lessons):
        raise ValueError("'lessons' must be a list of lesson keys")
    raw_best = data.get("quiz_best", {})
    if not isinstance(raw_best, dict):
        raise ValueError("'quiz_best' must be an object")
    best: dict[str, QuizBest] = {}
    for name, entry in raw_best.items():
        if not isinstance(entry, dict):
            raise ValueError(f"quiz_best[{name!r}] must be an object")
        score, questions = entry.get("score"), entry.get("questions")
        if (
            isinstance(score, bool)
            or not isinstance(score, (int, float))
            or type(questions) is not int
        ):
            raise ValueError(f"quiz_best[{name!r}] needs a number 'score' and an int 'questions'")
        best[str(name)] = QuizBest(float(score), int(questions))
    results = _results(data.get("results", {})) if version == PROGRESS_VERSION else {}
    return Progress(tuple(dict.fromkeys(lessons)), best, results)


def _results(raw: object) -> dict[str, LessonResult]:
    """The ``results`` object of a version-2 file, every field of its exact type."""
    if not isinstance(raw, dict):
        raise ValueError("'results' must be an object")
    results: dict[str, LessonResult] = {}
    for key, entry in raw.items():
        if not isinstance(entry, dict) or set(entry) != {"topic", "right", "asked", "passed"}:
            raise ValueError(f"results[{key!r}] needs exactly topic, right, asked and passed")
        topic, right, asked, passed = (entry[k] for k in ("topic", "right", "asked", "passed"))
        if type(topic) is not str or type(right) is not int or type(asked) is not int:
            raise ValueError(f"results[{key!r}]: topic is text, right and asked whole numbers")
        if type(passed) is not bool or not 0 <= right <= asked:
            raise ValueError(f"results[{key!r}]: passed is true/false, 0 <= right <= asked")
        results[str(key)] = LessonResult(topic, right, asked, passed)
    return results


class ProgressStore:
    """The progress file in a data folder."""

    def __init__(self, folder: Path, clock: Clock) -> None:
        """Use ``folder`` (created on first save), timestamps from ``clock``."""
        self.path = folder / PROGRESS_NAME
        self.clock = clock

    def load(self) -> Progress:
        """The stored progress, or a fresh one when there is none.

        Raises:
            SaveError: the file was unreadable; it was moved aside (a fresh start
                applies) and the message names both files.
        """
        if not self.path.exists():
            return Progress()
        try:
            return progress_from_json(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as err:
            moved = move_aside(self.path, self.clock)
            raise SaveError(
                f"{self.path}: unreadable learning progress ({err}); moved aside to "
                f"{moved.name}, starting afresh"
            ) from None

    def save(self, progress: Progress) -> None:
        """Write the progress atomically."""
        atomic_write(self.path, progress.to_json())


def default_store(clock: Clock, data_dir: Path | None = None) -> ProgressStore:
    """The progress store in ``data_dir``, or in the user's data folder."""
    return ProgressStore(user_data_dir() if data_dir is None else data_dir, clock)
