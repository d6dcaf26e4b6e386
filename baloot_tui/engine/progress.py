"""The learner's progress: finished lessons and best quiz scores, kept as JSON.

The file lives in the user's data folder (platformdirs) next to the saves; tests
pass their own folder. Writes are durable (:func:`~baloot_tui.engine.files.save_file`).
A file that cannot be read is renamed aside and reported, and learning starts afresh:
progress is never silently lost or overwritten.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Final

from baloot_tui.engine.config import data_dir as user_data_dir
from baloot_tui.engine.files import PROGRESS, Clock, Loaded, load_file, save_file
from baloot_tui.engine.schema import Fields
from baloot_tui.engine.storage import value_or_raise
from baloot_tui.rules.bounded_json import parse
from baloot_tui.rules.errors import FileFormatError

PROGRESS_NAME: Final = "learning.json"
PROGRESS_FORMAT: Final = "baloot-tui/learning"
PROGRESS_VERSION: Final = 1
KEY_LIMIT: Final = 64
"""The longest lesson key or quiz difficulty name a progress file may hold."""
MAX_ENTRIES: Final = 1000
"""The most lessons (or quiz difficulties) a progress file may list."""
MAX_QUESTIONS: Final = 1_000_000
"""The longest quiz run a progress file may record."""


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

    def with_lesson(self, key: str) -> Progress:
        """This progress with lesson ``key`` finished."""
        if key in self.lessons:
            return self
        return replace(self, lessons=(*self.lessons, key))

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
            "quiz_best": {
                name: {"score": best.score, "questions": best.questions}
                for name, best in sorted(self.quiz_best.items())
            },
        }
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def progress_from_data(data: object) -> Progress:
    """Read parsed progress strictly: our format, version 1, exact types, no unknown keys.

    Raises:
        FileFormatError: the first problem, naming the key.
    """
    top = Fields(data, "learning progress")
    top.header(PROGRESS_FORMAT, PROGRESS_VERSION)
    lessons = top.strings("lessons", MAX_ENTRIES, KEY_LIMIT, default=[])
    runs = top.nested("quiz_best", default={})
    top.done()
    if len(runs.data) > MAX_ENTRIES:
        raise FileFormatError(f"learning progress: 'quiz_best' has more than {MAX_ENTRIES} entries")
    best: dict[str, QuizBest] = {}
    for name in list(runs.data):
        if len(name) > KEY_LIMIT:
            raise runs.fail(name[:KEY_LIMIT], f"is longer than {KEY_LIMIT} characters")
        run = runs.nested(name)
        questions = run.integer("questions", range(1, MAX_QUESTIONS + 1))
        best[name] = QuizBest(run.number("score", 0, questions), questions)
        run.done()
    return Progress(tuple(dict.fromkeys(lessons)), best)


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

        Never raises for a bad file (see :func:`~baloot_tui.engine.files.load_file`).
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
