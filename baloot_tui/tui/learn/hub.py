"""The learning screens' link to whichever app hosts them: the games taught, progress, the seed.

``baloot learn`` (:class:`~baloot_tui.tui.learn.app.LearnApp`) and the table app's
start menu both build one :class:`LearnHub` and pass it to the screens they push,
so the screens never reach into their App for progress. The hub holds every game's
:class:`~baloot_tui.tui.learn.course.Course`, found through the registry; one
progress file keeps them all (each game's lesson keys are its own).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any, Final, Protocol

from baloot_tui.core.registry import DEFAULT_GAME, GAME_KEYS
from baloot_tui.store.practice import due_kinds
from baloot_tui.store.progress import LessonResult, Progress, ProgressStore
from baloot_tui.store.saves import SaveError
from baloot_tui.text.lessons import Lesson, LessonRun, Scene, lessons_left_out
from baloot_tui.tui.learn.course import Course, load_course

PATH_QUIZ_QUESTIONS: Final = 5
"""The fewest questions of a quiz run that can pass the quiz's step of the path."""
PATH_QUIZ_SHARE: Final = 0.6
"""The share of marks a run needs to pass the quiz's step of the path."""


class QuizScore(Protocol):
    """A finished quiz run as progress keeps it."""

    @property
    def key(self) -> str:
        """The name its best run is kept under."""
        ...

    @property
    def score(self) -> float:
        """Its marks."""
        ...

    @property
    def asked(self) -> int:
        """How many questions it asked."""
        ...


class LearnHub:
    """The learner's progress in a :class:`ProgressStore`, the games taught, the quiz seed."""

    def __init__(
        self,
        store: ProgressStore,
        seed: int,
        rules: object | None = None,
        game: str = DEFAULT_GAME,
    ) -> None:
        """Keep progress in ``store``; deal quiz hands from ``seed``; teach ``game`` first.

        ``game``'s lessons are answered under ``rules`` (None: its defaults), the other
        games' under their defaults.

        Nothing of the games is loaded yet: reading the progress at start costs no
        lessons, and the courses load when the lessons are first opened.
        """
        self.store = store
        self.seed = seed
        """Seed of the quiz hands (the same seed, the same hands)."""
        self.game = game
        """The game taught first: its menu opens, the others are lines in it."""
        self.asked: object | None = rules
        """The house rules the host asked to teach (None: the game's defaults)."""
        self.rules_problem: str | None = None
        """Why the lessons teach the default rules instead of those asked, if they do."""
        self.progress = Progress()
        """Lesson results and best quiz runs, as loaded and updated."""
        self.told: set[str] = set()
        """The lines of lesson files left out that the menus have shown (each once)."""
        self.taught: tuple[Course[Any], ...] = ()
        """The courses loaded so far: none until the lessons are first opened."""
        self.start_match: Callable[[], None] | None = None
        """How the host starts a match with the coach on (None: it cannot; the path says how)."""

    @property
    def courses(self) -> tuple[Course[Any], ...]:
        """Every game's teaching, the game taught first at the head (loaded on first use).

        Raises:
            ValueError: the game taught first teaches nothing (its folder has no course).
        """
        if not self.taught:
            self.taught = self.load_courses()
        return self.taught

    def load_courses(self) -> tuple[Course[Any], ...]:
        """Every game's course, the first one teaching the rules asked (noting any problem)."""
        home = load_course(self.game)
        if home is None:
            raise ValueError(f"{self.game} has no lessons to teach")
        if self.asked is not None and self.asked != home.rules:
            self.rules_problem = home.teach(self.asked)
        others = (load_course(key) for key in GAME_KEYS if key != self.game)
        return (home, *(c for c in others if c is not None))

    @property
    def home(self) -> Course[Any]:
        """The game taught first (its course loaded with the others on first use)."""
        return self.courses[0]

    @property
    def rules(self) -> Any:
        """The house rules the first game's lessons and trainer teach (its own rules' type)."""
        return self.home.rules

    @property
    def lessons(self) -> tuple[Lesson[Scene], ...]:
        """The first game's lessons in the interface's language, for the rules taught."""
        return self.home.lessons()

    def teach(self, rules: object) -> str | None:
        """Teach ``rules`` from now on (the settings changed); a problem to show, or None.

        A lesson file that cannot be answered under ``rules`` keeps the game on its
        default house rules, and says so.
        """
        if rules == self.asked and self.taught:
            return None
        self.asked = rules
        if self.taught:
            self.rules_problem = self.home.teach(rules)
        else:
            self.taught = self.load_courses()
        return self.rules_problem

    def untold_problems(self) -> list[str]:
        """Lesson files left out (:func:`lessons_left_out`) not shown yet; now counted shown."""
        untold = [line for line in lessons_left_out() if line not in self.told]
        self.told.update(untold)
        return untold

    def load(self) -> str | None:
        """Read the stored progress; a problem to show the player, or None.

        An unreadable file has been moved aside by the store, and learning starts afresh.
        Once the lessons are loaded, the problem may be the rules they cannot teach.
        """
        try:
            self.progress = self.store.load()
        except SaveError as err:
            return str(err)
        return self.rules_problem

    def lesson(self, key: str) -> Lesson[Scene]:
        """The lesson with this key, of any game (``--lesson``, the menus)."""
        return next(item for c in self.courses for item in c.lessons() if item.key == key)

    def course_of(self, lesson: Lesson[Scene]) -> Course[Any]:
        """The game that teaches ``lesson``."""
        return next(c for c in self.courses if lesson.key in {i.key for i in c.lessons()})

    def finish_lesson(self, run: LessonRun[Scene]) -> str | None:
        """Record a finished lesson run (its first-try score, passed or not); a save problem."""
        finished = run.lesson
        result = LessonResult(finished.topic, run.score, len(finished.questions), run.passed)
        return self._save(self.progress.with_lesson_result(finished.key, result))

    def finish_quiz(self, run: QuizScore) -> str | None:
        """Keep a quiz run if it is the best of its quiz; a save problem, or None.

        A run of at least :data:`PATH_QUIZ_QUESTIONS` questions with
        :data:`PATH_QUIZ_SHARE` of the marks also passes the quiz's step of the path
        (its menu line ``quiz-<key>``).
        """
        progress = self.progress.with_quiz_run(run.key, run.score, run.asked)
        if run.asked >= PATH_QUIZ_QUESTIONS and run.score >= PATH_QUIZ_SHARE * run.asked:
            progress = progress.with_step(f"quiz-{run.key}")
        return self._save(progress)

    def today(self) -> date:
        """The learner's day, by the store's clock (when practice comes back)."""
        return self.store.clock().date()

    def answered(self, kind: str, right: bool) -> str | None:
        """Record one graded answer of the kind of decision ``kind``; a save problem, or None."""
        return self._save(self.progress.with_answer(kind, right, self.today()))

    def due(self) -> tuple[str, ...]:
        """The kinds of decision due for practice today, the longest overdue first."""
        return due_kinds(self.progress.practice, self.today())

    def finish_step(self, key: str) -> str | None:
        """Record the path's step ``key`` done (a goal met, a match started); a save problem."""
        return self._save(self.progress.with_step(key))

    def _save(self, progress: Progress) -> str | None:
        if progress == self.progress:
            return None
        self.progress = progress
        try:
            self.store.save(progress)
        except OSError as err:
            return f"{self.store.path}: progress not saved ({err})"
        return None
