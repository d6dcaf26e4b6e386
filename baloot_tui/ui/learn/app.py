"""The ``baloot learn`` application: the menu, lessons, quiz and review, with saved progress.

:func:`make_learn_app` is the factory the command line and the Pilot tests share.
The main table app can reuse the screens directly: push
``LessonScreen(lesson)`` or ``ReviewScreen(review)`` from any app that mixes in
nothing; progress is kept only when the host is a :class:`LearnApp`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import ClassVar

from textual.app import App

from baloot_tui.coach.lessons import Lesson, lesson
from baloot_tui.coach.quiz import Difficulty, QuizRun
from baloot_tui.coach.review import Review
from baloot_tui.engine.progress import Progress, ProgressStore, default_store
from baloot_tui.engine.storage import Clock, SaveError
from baloot_tui.ui.learn.screens import LessonScreen, MenuScreen, QuizScreen, ReviewScreen


@dataclass(frozen=True, slots=True)
class LearnOptions:
    """What the command line (or a test) asks for."""

    data_dir: Path | None = None
    """Where progress is kept (None: the user's data folder)."""
    lesson: str | None = None
    """Open this lesson at once."""
    quiz: Difficulty | None = None
    """Open the quiz at this difficulty at once."""
    review: Review | None = None
    """Show only this review."""
    seed: int | None = None
    """Seed of the quiz hands (None: a random one)."""
    clock: Clock = field(default=datetime.now)
    """Timestamps for a corrupt progress file's new name."""


class LearnApp(App[None]):
    """Lessons, quiz and review, with progress saved after each lesson and quiz."""

    CSS_PATH: ClassVar[str] = "learn.tcss"
    TITLE = "Learn Baloot"

    def __init__(self, options: LearnOptions, store: ProgressStore) -> None:
        """Start as ``options`` says, keeping progress in ``store``."""
        super().__init__()
        self.options = options
        self.store = store
        self.progress = Progress()
        self.seed = (
            options.seed if options.seed is not None else random.SystemRandom().randrange(2**32)
        )

    def on_mount(self) -> None:
        """Load progress (reporting a corrupt file), then open the first screen."""
        try:
            self.progress = self.store.load()
        except SaveError as err:
            self.notify(str(err), severity="warning", timeout=10)
        options = self.options
        if options.review is not None:
            self.push_screen(ReviewScreen(options.review))
            return
        self.push_screen(MenuScreen())
        if options.lesson is not None:
            self.open_lesson(lesson(options.lesson))
        elif options.quiz is not None:
            self.open_quiz(options.quiz)

    def open_lesson(self, chosen: Lesson) -> None:
        """Show a lesson."""
        self.push_screen(LessonScreen(chosen))

    def open_quiz(self, difficulty: Difficulty) -> None:
        """Start a quiz run."""
        self.push_screen(QuizScreen(difficulty, self.seed))

    def finish_lesson(self, finished: Lesson, score: int) -> None:
        """Record a finished lesson and say how it went."""
        self._save(self.progress.with_lesson(finished.key))
        total = len(finished.questions)
        self.notify(f"{finished.title}: {score} of {total} right at the first try.")

    def finish_quiz(self, run: QuizRun) -> None:
        """Keep a quiz run if it is the best at its difficulty."""
        self._save(self.progress.with_quiz_run(run.difficulty, run.score, run.asked))

    def _save(self, progress: Progress) -> None:
        if progress == self.progress:
            return
        self.progress = progress
        try:
            self.store.save(progress)
        except OSError as err:
            self.notify(f"{self.store.path}: progress not saved ({err})", severity="error")


def make_learn_app(options: LearnOptions) -> LearnApp:
    """The learning app for ``options`` (used by ``baloot learn`` and the tests)."""
    return LearnApp(options, default_store(options.clock, options.data_dir))
