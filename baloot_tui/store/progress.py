"""The learner's progress: lessons finished and passed, best quiz scores, kept as JSON.

A lesson counts as *passed* when its run said so (three quarters right at the first
try); each lesson keeps its best first-try result with its topic, so the record per
topic needs nothing but this file. The steps of the learning path that are neither a
lesson nor a quiz's best run (a guided hand whose goal was met, a coached match
started, a quiz run long and right enough) are kept by their menu ids, and each kind
of decision answered keeps its tally and when it comes back for practice
(:mod:`~baloot_tui.store.practice`). Version 2 added the lesson results, version 3 the
steps and the practice; older files are still read (a version-1 file's lessons
finished but not passed).

The file lives in the user's data folder (platformdirs) next to the saves; tests
pass their own folder. Writes are durable (:func:`~baloot_tui.store.files.save_file`).
A file that cannot be read is renamed aside and reported, and learning starts afresh:
progress is never silently lost or overwritten.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path
from typing import Final

from baloot_tui.core.bounded_json import parse
from baloot_tui.core.errors import FileFormatError
from baloot_tui.store.files import PROGRESS, Clock, Loaded, load_file, save_file
from baloot_tui.store.practice import INTERVALS, Practice, after_answer
from baloot_tui.store.saves import value_or_raise
from baloot_tui.store.schema import Fields
from baloot_tui.store.settings import data_dir as user_data_dir

PROGRESS_NAME: Final = "learning.json"
PROGRESS_FORMAT: Final = "baloot-tui/learning"
PROGRESS_VERSION: Final = 3
"""The version written; versions 1 (no lesson results) and 2 (no steps) are still read."""
KEY_LIMIT: Final = 64
"""The longest lesson key, topic or quiz difficulty name a progress file may hold."""
MAX_ENTRIES: Final = 1000
"""The most lessons (or quiz difficulties) a progress file may list."""
MAX_QUESTIONS: Final = 1_000_000
"""The longest quiz run or lesson a progress file may record."""


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
    steps: tuple[str, ...] = ()
    """Menu ids of the path's steps done that are not lessons, in the order they were done."""
    practice: dict[str, Practice] = field(default_factory=dict)
    """Each kind of decision answered (``baloot.sun``): its tally and when it comes back."""

    def with_answer(self, kind: str, right: bool, today: date) -> Progress:
        """This progress with one answer of ``kind`` graded ``right`` (or not) on ``today``."""
        known = after_answer(self.practice.get(kind), right, today)
        return replace(self, practice={**self.practice, kind: known})

    def with_step(self, key: str) -> Progress:
        """This progress with the path's step ``key`` done."""
        if key in self.steps:
            return self
        return replace(self, steps=(*self.steps, key))

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
        """The progress as JSON text.

        Progress with no path step and no practice yet is written as version 2, byte
        for byte as before those were kept, so an older copy of the app still reads it.
        """
        data: dict[str, object] = {
            "format": PROGRESS_FORMAT,
            "version": PROGRESS_VERSION if self.steps or self.practice else 2,
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
        if data["version"] == PROGRESS_VERSION:
            data["steps"] = list(self.steps)
            data["practice"] = {
                kind: _practice_data(p) for kind, p in sorted(self.practice.items())
            }
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def progress_from_data(data: object) -> Progress:
    """Read parsed progress strictly: our format, versions 1 to 3, exact types, no unknown keys.

    Raises:
        FileFormatError: the first problem, naming the key.
    """
    top = Fields(data, "learning progress")
    version = top.header(PROGRESS_FORMAT, 1, newer_ok=True)
    if version > PROGRESS_VERSION:
        raise top.fail("version", f"must be 1 to {PROGRESS_VERSION}, not {version}")
    lessons = top.strings("lessons", MAX_ENTRIES, KEY_LIMIT, default=[])
    runs = top.nested("quiz_best", default={})
    results = top.nested("results", default={}) if version >= 2 else None
    steps = top.strings("steps", MAX_ENTRIES, KEY_LIMIT, default=[]) if version >= 3 else []
    practice = top.nested("practice", default={}) if version >= 3 else None
    top.done()
    best: dict[str, QuizBest] = {}
    for name in _keys(runs, "quiz_best"):
        run = runs.nested(name)
        questions = run.integer("questions", range(1, MAX_QUESTIONS + 1))
        best[name] = QuizBest(run.number("score", 0, questions), questions)
        run.done()
    lesson_results = {} if results is None else _lesson_results(results)
    return Progress(
        tuple(dict.fromkeys(lessons)),
        best,
        lesson_results,
        tuple(dict.fromkeys(steps)),
        {} if practice is None else _practice(practice),
    )


def _practice_data(known: Practice) -> dict[str, object]:
    """One kind's practice as JSON: its tally, and its box and due day when scheduled."""
    data: dict[str, object] = {"asked": known.asked, "right": known.right}
    if known.box is not None and known.due is not None:
        data |= {"box": known.box, "due": known.due.isoformat()}
    return data


def _practice(practice: Fields) -> dict[str, Practice]:
    """The ``practice`` object: each kind's tally; a box and a due day together, or neither."""
    found: dict[str, Practice] = {}
    for kind in _keys(practice, "practice"):
        entry = practice.nested(kind)
        asked = entry.integer("asked", range(1, MAX_QUESTIONS + 1))
        right = entry.integer("right", range(asked + 1))
        scheduled = "box" in entry.data
        box = entry.integer("box", range(len(INTERVALS))) if scheduled else None
        due = _day(entry) if scheduled else None
        entry.done()  # a due day without a box is refused here, as an unknown key
        found[kind] = Practice(asked, right, box, due)
    return found


def _day(entry: Fields) -> date:
    """The ``due`` day, written ``YYYY-MM-DD``."""
    text = entry.string("due", len("YYYY-MM-DD"))
    try:
        if len(text) != len("YYYY-MM-DD"):
            raise ValueError(text)
        return date.fromisoformat(text)
    except ValueError:
        raise entry.fail("due", f"must be a day written YYYY-MM-DD, not {text!r}") from None


def _lesson_results(results: Fields) -> dict[str, LessonResult]:
    """The ``results`` object of a version-2 or later file, every field of its exact type."""
    found: dict[str, LessonResult] = {}
    for key in _keys(results, "results"):
        entry = results.nested(key)
        asked = entry.integer("asked", range(MAX_QUESTIONS + 1))
        found[key] = LessonResult(
            topic=entry.string("topic", KEY_LIMIT),
            right=entry.integer("right", range(asked + 1)),
            asked=asked,
            passed=entry.boolean("passed"),
        )
        entry.done()
    return found


def _keys(fields: Fields, name: str) -> list[str]:
    """The keys of a nested object, each a short lesson key or difficulty name."""
    if len(fields.data) > MAX_ENTRIES:
        raise FileFormatError(f"learning progress: {name!r} has more than {MAX_ENTRIES} entries")
    for key in fields.data:
        if len(key) > KEY_LIMIT:
            raise fields.fail(key[:KEY_LIMIT], f"is longer than {KEY_LIMIT} characters")
    return list(fields.data)


def progress_from_json(text: str) -> Progress:
    """Read progress written by :meth:`Progress.to_json` (parsed within the file's limits).

    Raises:
        FileFormatError: not JSON, beyond a limit, or see :func:`progress_from_data`.
    """
    return progress_from_data(parse(text, PROGRESS.limits))


class ProgressStore:
    """The progress file in a data folder."""

    def __init__(self, folder: Path, clock: Clock, *, writable: bool = True) -> None:
        """Use ``folder`` (created on first save), timestamps from ``clock``.

        A store that is not ``writable`` (a second window on a data folder another
        process holds) keeps progress for this run only and never moves a bad file.
        """
        self.path = folder / PROGRESS_NAME
        self.clock = clock
        self.writable = writable

    def read(self) -> Loaded[Progress]:
        """The stored progress, or a fresh one; a bad file is moved aside with a notice.

        Never raises for a bad file (see :func:`~baloot_tui.store.files.load_file`).
        """
        return load_file(
            self.path,
            PROGRESS,
            progress_from_data,
            Progress(),
            clock=self.clock,
            consequence="learning starts afresh",
            move_bad=self.writable,
        )

    def load(self) -> Progress:
        """:meth:`read` for callers of the former API: a refused file raises SaveError.

        Raises:
            SaveError: the file was refused; it was moved aside (a fresh start applies).
        """
        return value_or_raise(self.read())

    def save(self, progress: Progress) -> None:
        """Write the progress durably.

        Raises:
            SaveFailed: not written (the previous file is intact); ``.reason`` says why.
        """
        if self.writable:
            save_file(self.path, progress.to_json())


def default_store(clock: Clock, data_dir: Path | None = None) -> ProgressStore:
    """The progress store in ``data_dir``, or in the user's data folder."""
    return ProgressStore(user_data_dir() if data_dir is None else data_dir, clock)
