"""The learning screens' link to whichever app hosts them: progress, the quiz seed, saving.

``baloot learn`` (:class:`~baloot_tui.tui.learn.app.LearnApp`) and the table app's
start menu both build one :class:`LearnHub` and pass it to the screens they push,
so the screens never reach into their App for progress.
"""

from __future__ import annotations

from baloot_tui.games.baloot.coach.lessons import LESSONS, Lesson, lessons_in, load_lessons
from baloot_tui.games.baloot.coach.quiz import QuizRun
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.belot.coach import lessons as belot
from baloot_tui.games.belot.coach.lessons import BELOT_LESSONS, BELOT_LESSONS_AR, load_belot_lessons
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES as BELOT_RULES
from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.store.progress import LessonResult, Progress, ProgressStore
from baloot_tui.store.saves import SaveError
from baloot_tui.text.i18n import Language, language
from baloot_tui.text.lessons import Lesson as AnyLesson
from baloot_tui.text.lessons import LessonError, LessonRun, Scene


class LearnHub:
    """The learner's progress in a :class:`ProgressStore`, and the seed of quiz hands."""

    def __init__(
        self,
        store: ProgressStore,
        seed: int,
        rules: HouseRules = DEFAULT_RULES,
        belot_rules: BelotRules = BELOT_RULES,
    ) -> None:
        """Keep progress in ``store``; deal quiz hands from ``seed``; teach ``rules``.

        The Belot lessons are answered under ``belot_rules`` (``baloot learn --game belot
        --rules``).
        """
        self.store = store
        self.seed = seed
        """Seed of the quiz hands (the same seed, the same hands)."""
        self.asked = DEFAULT_RULES
        """The house rules the host asked to teach (the settings')."""
        self.rules = DEFAULT_RULES
        """The house rules taught: the lessons', the guided hand's and the trainer's."""
        self.read: dict[Language, tuple[Lesson, ...]] = {"en": LESSONS}
        """The lessons read so far for the rules taught, by language (see :attr:`lessons`)."""
        self.belot_rules = belot_rules
        """The Belot rules the Belot lessons are answered under."""
        self.belot_read: dict[Language, tuple[belot.Lesson, ...]] = {
            "en": (
                BELOT_LESSONS
                if belot_rules == BELOT_RULES
                else load_belot_lessons(rules=belot_rules)
            )
        }
        """The Belot lessons read so far, by language (see :attr:`belot_lessons`)."""
        self.rules_problem: str | None = None
        """Why the lessons teach the default rules instead of ``rules``, if they do."""
        self.progress = Progress()
        """Lesson results and best quiz runs, as loaded and updated."""
        self.teach(rules)

    def teach(self, rules: HouseRules) -> str | None:
        """Teach ``rules`` from now on (the settings changed); a problem to show, or None.

        A lesson file that cannot be answered under ``rules`` keeps every lesson, the
        guided hand and the trainer on the default house rules, and says so.
        """
        if rules == self.asked:
            return None
        self.asked = rules
        self.rules, self.read, self.rules_problem = DEFAULT_RULES, {"en": LESSONS}, None
        if rules != DEFAULT_RULES:
            try:
                self.read = {"en": load_lessons(rules=rules)}
                self.rules = rules
            except LessonError as err:
                self.rules_problem = f"lessons kept to the default house rules: {err}"
        return self.rules_problem

    def load(self) -> str | None:
        """Read the stored progress; a problem to show the player, or None.

        An unreadable file has been moved aside by the store, and learning starts afresh.
        """
        try:
            self.progress = self.store.load()
        except SaveError as err:
            return str(err)
        return self.rules_problem

    @property
    def lessons(self) -> tuple[Lesson, ...]:
        """The lessons in the interface's language, computed for the rules taught.

        A lesson file without Arabic is shown in English; so are all of them if the
        Arabic cannot be read under these rules (a user's file with a broken Arabic text).
        """
        spoken = language()
        if spoken not in self.read:
            try:
                self.read[spoken] = lessons_in(spoken, self.rules)
            except LessonError:
                self.read[spoken] = self.read["en"]
        return self.read[spoken]

    @property
    def belot_lessons(self) -> tuple[belot.Lesson, ...]:
        """Bulgarian Belot's lessons in the interface's language, answered by the Belot engine.

        Their keys start ``belot_``, so their progress never mixes with Baloot's.
        """
        spoken = language()
        if spoken not in self.belot_read:
            shipped = spoken == "ar" and self.belot_rules == BELOT_RULES
            self.belot_read[spoken] = (
                BELOT_LESSONS_AR
                if shipped
                else load_belot_lessons(rules=self.belot_rules, language=spoken)
            )
        return self.belot_read[spoken]

    def lesson(self, key: str) -> AnyLesson[Scene]:
        """The lesson with this key, Baloot's or Belot's (``--lesson``, the menus)."""
        every: tuple[AnyLesson[Scene], ...] = (*self.lessons, *self.belot_lessons)
        return next(item for item in every if item.key == key)

    def finish_lesson(self, run: LessonRun[Scene]) -> str | None:
        """Record a finished lesson run (its first-try score, passed or not); a save problem."""
        finished = run.lesson
        result = LessonResult(finished.topic, run.score, len(finished.questions), run.passed)
        return self._save(self.progress.with_lesson_result(finished.key, result))

    def finish_quiz(self, run: QuizRun) -> str | None:
        """Keep a quiz run if it is the best of its quiz; a save problem, or None."""
        return self._save(self.progress.with_quiz_run(run.key, run.score, run.asked))

    def _save(self, progress: Progress) -> str | None:
        if progress == self.progress:
            return None
        self.progress = progress
        try:
            self.store.save(progress)
        except OSError as err:
            return f"{self.store.path}: progress not saved ({err})"
        return None
