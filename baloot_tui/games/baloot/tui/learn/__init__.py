"""Saudi Baloot's teaching in the learning screens: its lessons, quizzes, trainer and review.

The Learn hub finds it by the game's key (:func:`~baloot_tui.tui.learn.course.load_course`).
The lessons are :mod:`~baloot_tui.games.baloot.coach.lessons`, answered and worded
for the house rules taught. Its menu is the one ``baloot learn`` opens: the lessons
with their topics, the other games' lines, then the guided hands with a goal, the
quizzes, the play trainer and a coached match, each a screen of this package (as are
the guided first hand and the hand review). Its path (:meth:`BalootCourse.path`) runs
from the overview lesson to the coached match, each goal hand and quiz after the
lessons it needs. The screens, and the coach's analysis and bots behind them, are
imported when one is first opened: the menu needs only the lessons.
"""

from __future__ import annotations

from datetime import date
from functools import partial
from typing import Final

from textual.screen import Screen

from baloot_tui.games.baloot.coach.goals import GOALS, Goal
from baloot_tui.games.baloot.coach.lessons import TOPICS, Scene, lessons_in, load_lessons
from baloot_tui.games.baloot.coach.quiz_menu import (
    ANSWER_KINDS,
    LEVEL_WORDS,
    PRACTICE_PREFIX,
    QUIZ_TOPICS,
    QUIZZES,
    TOPIC_TITLES,
    AnswerKind,
    Difficulty,
    QuizTopic,
    due_answer_kinds,
)
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.tui.learn.match import MATCH_STEP, MATCH_TITLE, CoachedMatchScreen
from baloot_tui.games.baloot.words import rules_words
from baloot_tui.store.practice import due_kinds, mastery
from baloot_tui.store.progress import Progress
from baloot_tui.text.i18n import N_, Language, _, language
from baloot_tui.text.lessons import PASS_SHARE, Lesson, LessonError
from baloot_tui.text.lessons import Scene as AnyScene
from baloot_tui.tui.learn.course import Course, Entry, Step, lesson_step, progress_step
from baloot_tui.tui.learn.hub import LearnHub
from baloot_tui.tui.learn.screens import record_mark
from baloot_tui.tui.say import show, tr

TOPIC_WORDS: Final = {
    "cards": N_("cards"),
    "bidding": N_("bidding"),
    "doubling": N_("doubling"),
    "projects": N_("projects"),
    "scoring": N_("scoring"),
    "play": N_("play"),
}
"""The lessons' topics (:data:`~baloot_tui.games.baloot.coach.lessons.TOPICS`) as the menu
names them."""
KIND_TOPICS: Final[dict[AnswerKind, str]] = {
    "hokum": "bidding",
    "sun": "bidding",
    "ashkal": "bidding",
    "pass": "bidding",
    "double": "doubling",
    "no double": "doubling",
    "declaring": "projects",
}
"""The lesson topic each kind of quiz decision belongs to, for mastery."""
KIND_WORDS: Final[dict[AnswerKind, str]] = {
    "hokum": N_("Hokum bids"),
    "sun": N_("Sun bids"),
    "ashkal": N_("Ashkal calls"),
    "pass": N_("hands to pass"),
    "double": N_("doubles"),
    "no double": N_("hands not to double"),
    "declaring": N_("declarations"),
}
"""The kinds of quiz decision, as the practice line names them."""
PATH_AFTER: Final[dict[str, tuple[str, ...]]] = {
    "when_to_buy": ("goal-hokum", "goal-sun"),
    "round_two": ("quiz-easy",),
    "closed_lead": ("quiz-doubling", "goal-trumps"),
    "projects": ("quiz-declaring",),
    "feeding": ("quiz-medium", MATCH_STEP),
}
"""The path's steps that are not lessons, each after the lesson it needs (by lesson key);
any whose lesson is missing come at the end."""


class BalootCourse:
    """Baloot's lessons for the house rules taught, its quizzes, its trainer and its review."""

    key: Final = "baloot"
    title: Final = N_("Learn Baloot (بلوت)")
    invitation: Final = None
    """Baloot's menu is the one that opens; no other game lists it."""
    pass_share: Final = PASS_SHARE

    def __init__(self) -> None:
        """Teach the default house rules until told otherwise."""
        self.rules: HouseRules = DEFAULT_RULES
        """The house rules taught: the lessons', the trainer's."""
        self.read: dict[Language, tuple[Lesson[Scene], ...]] = {}
        """The lessons read so far for the rules taught, by language (see :meth:`lessons`)."""

    def teach(self, rules: HouseRules) -> str | None:
        """Teach ``rules`` from now on; why it keeps the default house rules instead, or None.

        A lesson file that cannot be answered under ``rules`` keeps every lesson and
        the trainer on the default house rules.
        """
        self.rules, self.read = DEFAULT_RULES, {}
        if rules == DEFAULT_RULES:
            return None
        try:
            self.read = {"en": load_lessons(rules=rules)}
        except LessonError as err:
            return f"lessons kept to the default house rules: {err}"
        self.rules = rules
        return None

    def lessons(self) -> tuple[Lesson[Scene], ...]:
        """The lessons in the interface's language, computed for the rules taught.

        A lesson file without Arabic is shown in English; so are all of them if the
        Arabic cannot be read under these rules (a user's file with a broken Arabic text).
        """
        spoken = language()
        if spoken not in self.read:
            try:
                self.read[spoken] = lessons_in(spoken, self.rules)
            except LessonError:
                self.read[spoken] = self.read.get("en") or lessons_in("en", self.rules)
        return self.read[spoken]

    def term_lines(self, terms: tuple[str, ...]) -> tuple[str, ...]:
        """The glossary's lines for ``terms``, their rule sentences for the rules taught."""
        from baloot_tui.games.baloot.coach.words import term_lines

        return term_lines(terms, self.rules)

    def lesson_label(self, number: int, lesson: Lesson[AnyScene], progress: Progress) -> str:
        """``✓ 1. Card order and points (cards) — best 3/4`` (✓ passed, · tried)."""
        result = progress.results.get(lesson.key)
        record = (
            ""
            if result is None
            else _(" — best {right}/{asked}").format(right=result.right, asked=result.asked)
        )
        topic = _(TOPIC_WORDS[lesson.topic])
        return show(
            f"{record_mark(progress, lesson.key)} {number}. {lesson.title} ({topic}){record}"
        )

    def progress_line(self, progress: Progress, today: date) -> str:
        """Per topic, lessons passed and mastery; what is due for practice; house rules changed.

        A topic's mastery (:func:`~baloot_tui.store.practice.mastery`) counts its lessons
        and the quizzes' kinds of decision of the topic (:data:`KIND_TOPICS`).
        """
        parts = []
        for topic in TOPICS:
            keys = [item.key for item in self.lessons() if item.topic == topic]
            passed = sum(progress.passed(key) for key in keys)
            share = mastery(
                (_lesson_record(progress, key) for key in keys),
                (p for k, p in progress.practice.items() if _kind_topic(k) == topic),
                today,
            )
            parts.append(f"{_(TOPIC_WORDS[topic])} {passed}/{len(keys)} {share:.0%}")
        record = tr("Lessons passed and mastery: {topics}", topics=" · ".join(parts))
        due = due_answer_kinds(due_kinds(progress.practice, today))
        if due:
            said = _(", ").join(_(KIND_WORDS[kind]) for kind in ANSWER_KINDS if kind in due)
            record += "\n" + tr(
                "Due for practice: {kinds} — the quizzes ask them first", kinds=said
            )
        else:
            record += "\n" + tr(
                "A lesson passes at {share} right at the first try; "
                "a kind of decision missed in a quiz comes back for practice",
                share=f"{PASS_SHARE:.0%}",
            )
        changes = self.rules.differences()
        if not changes:
            return record
        taught = tr("Taught for these house rules: {rules}", rules=rules_words(changes))
        return f"{record}\n{taught}"

    def entries(self) -> tuple[Entry, ...]:
        """The goal hands, each quiz (bidding at each difficulty first), the trainer, a match."""
        goals = tuple(
            Entry(goal.key, partial(_goal_line, goal), partial(_goal_hand, goal)) for goal in GOALS
        )
        quizzes = tuple(
            Entry(
                f"quiz-{key}", partial(_quiz_line, key, topic, level), partial(_quiz, level, topic)
            )
            for key, topic, level in QUIZZES
        )
        trainer = Entry("trainer", _trainer_line, self._trainer)
        match = Entry(MATCH_STEP, _match_line, CoachedMatchScreen)
        return (*goals, *quizzes, trainer, match)

    def path(self) -> tuple[Step, ...]:
        """The lessons in order, each goal hand and quiz after the lessons it needs, a match."""
        titles = {
            **{goal.key: tr(goal.title) for goal in GOALS},
            **{f"quiz-{key}": _quiz_title(topic, level) for key, topic, level in QUIZZES},
            MATCH_STEP: tr(MATCH_TITLE),
        }
        steps: list[Step] = []
        for number, item in enumerate(self.lessons(), start=1):
            steps.append(lesson_step(self.key, number, item))
            steps += (progress_step(key, titles[key]) for key in PATH_AFTER.get(item.key, ()))
        placed = {step.entry for step in steps}
        rest = (key for keys in PATH_AFTER.values() for key in keys if key not in placed)
        return (*steps, *(progress_step(key, titles[key]) for key in rest))

    def quiz_entry(self, level: str, topic: str | None) -> str | None:
        """``quiz-hard`` for the hard bidding quiz, ``quiz-doubling`` for the doubling one."""
        asked = QUIZ_TOPICS[0] if topic is None else topic
        levels = (None, level)
        found = (key for key, kind, at in QUIZZES if kind == asked and at in levels)
        key = next(found, None)
        return None if key is None else f"quiz-{key}"

    def review_screen(self, review: object) -> Screen[None] | None:
        """The decisions of a reviewed seat, costliest first (``baloot review --view``)."""
        from baloot_tui.games.baloot.coach.review import Review
        from baloot_tui.games.baloot.coach.review_text import ReviewLines
        from baloot_tui.games.baloot.tui.learn.review import ReviewScreen

        if isinstance(review, ReviewLines):
            review = review.review
        return ReviewScreen(review) if isinstance(review, Review) else None

    def first_hand(self, seed: int | None, rules: HouseRules) -> Screen[None]:
        """One hand against bots, with a short prompt at every step."""
        from baloot_tui.games.baloot.tui.learn.guided import GuidedHandScreen

        return GuidedHandScreen(seed, rules)

    def _trainer(self, hub: LearnHub) -> Screen[None]:
        from baloot_tui.games.baloot.tui.learn.trainer import TrainerScreen

        return TrainerScreen(hub.seed, rules=self.rules)


def _lesson_record(progress: Progress, key: str) -> tuple[bool, float]:
    """A lesson's part of its topic's mastery: passed, and its best first-try share."""
    result = progress.results.get(key)
    if result is None:
        return False, 0.0
    return result.passed, result.right / result.asked if result.asked else 0.0


def _kind_topic(practised: str) -> str | None:
    """The lesson topic of a kind of decision practice keeps (None: not a quiz kind)."""
    kind = practised.removeprefix(PRACTICE_PREFIX)
    return next((KIND_TOPICS[k] for k in ANSWER_KINDS if k == kind), None)


def _goal_line(goal: Goal, progress: Progress) -> str:
    """A goal hand's menu line, ticked once met."""
    mark = "✓" if goal.key in progress.steps else " "
    return show(f"{mark} " + tr("Guided hand: {title}", title=tr(goal.title)))


def _goal_hand(goal: Goal, hub: LearnHub) -> Screen[None]:
    from baloot_tui.games.baloot.tui.learn.guided import GuidedHandScreen

    return GuidedHandScreen(goal=goal, reached=partial(hub.finish_step, goal.key))


def _quiz_title(topic: QuizTopic, level: Difficulty | None) -> str:
    """``Quiz: what would you bid? — easy`` (a quiz's name on the path)."""
    said = "" if level is None else f" — {_(LEVEL_WORDS[level])}"
    return tr("Quiz: {name}{level}", name=_(TOPIC_TITLES[topic]).lower(), level=said)


def _quiz_line(key: str, topic: QuizTopic, level: Difficulty | None, progress: Progress) -> str:
    """A quiz's menu line, with its best run (ticked once a run passed its step)."""
    best = progress.quiz_best.get(key)
    record = (
        ""
        if best is None
        else _(" (best {score}/{questions})").format(
            score=f"{best.score:g}", questions=best.questions
        )
    )
    mark = "✓" if f"quiz-{key}" in progress.steps else " "
    return f"{mark} {_quiz_title(topic, level)}{record}"


def _quiz(level: Difficulty | None, topic: QuizTopic, hub: LearnHub) -> Screen[None]:
    from baloot_tui.games.baloot.tui.learn.quiz import QuizScreen

    return QuizScreen(hub, level, topic)


def _trainer_line(_: Progress) -> str:
    return "  " + tr("Trainer: what would you play?")


def _match_line(progress: Progress) -> str:
    mark = "✓" if MATCH_STEP in progress.steps else " "
    return f"{mark} {tr(MATCH_TITLE)}"


def course() -> Course[HouseRules]:
    """Baloot's course, teaching the default house rules (the hub tells it others)."""
    return BalootCourse()
