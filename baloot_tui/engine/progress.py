"""The learner's progress: finished lessons and best quiz scores, kept as JSON.

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
from baloot_tui.engine.files import Clock, atomic_write, move_aside
from baloot_tui.engine.storage import SaveError

PROGRESS_NAME: Final = "learning.json"
PROGRESS_FORMAT: Final = "baloot-tui/learning"


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
            "version": 1,
            "lessons": list(self.lessons),
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
    if data.get("version") != 1:
        raise ValueError(f"unknown version {data.get('version')!r}")
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
        if not isinstance(score, (int, float)) or not isinstance(questions, int):
            raise ValueError(f"quiz_best[{name!r}] needs a number 'score' and an int 'questions'")
        best[str(name)] = QuizBest(float(score), questions)
    return Progress(tuple(dict.fromkeys(lessons)), best)


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
