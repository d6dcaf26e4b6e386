"""Saudi Baloot's teaching in the learning screens: its lessons, quizzes, trainer and review.

The Learn hub finds it by the game's key (:func:`~baloot_tui.tui.learn.course.load_course`).
The lessons are :mod:`~baloot_tui.games.baloot.coach.lessons`, answered and worded
for the house rules taught. Its menu is the one ``baloot learn`` opens: the lessons
with their topics, the other games' lines, then the guided hands with a goal, the
quizzes, the play trainer and a coached match, each a screen of this package (as are
the guided first hand and the hand review). Its path (:meth:`BalootCourse.path`) runs
from the overview lesson to the coached match, each goal hand and quiz after the
lessons it needs.
"""

from __future__ import annotations

from functools import partial
from typing import Final

from textual.screen import Screen

from baloot_tui.games.baloot.coach.goals import GOALS, Goal
from baloot_tui.games.baloot.coach.lessons import (
    LESSONS,
    TOPICS,
    Scene,
    lessons_in,
    load_lessons,
)
from baloot_tui.games.baloot.coach.quiz import QUIZ_TOPICS, TOPIC_TITLES, Difficulty, QuizTopic
from baloot_tui.games.baloot.coach.review import Review
from baloot_tui.games.baloot.coach.review_text import ReviewLines
from baloot_tui.games.baloot.coach.words import term_lines
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.tui.learn.guided import GuidedHandScreen
from baloot_tui.games.baloot.tui.learn.match import MATCH_STEP, MATCH_TITLE, CoachedMatchScreen
from baloot_tui.games.baloot.tui.learn.quiz import LEVEL_WORDS, QUIZZES, QuizScreen
from baloot_tui.games.baloot.tui.learn.review import ReviewScreen
from baloot_tui.games.baloot.tui.learn.trainer import TrainerScreen
from baloot_tui.games.baloot.words import rules_words
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
        self.read: dict[Language, tuple[Lesson[Scene], ...]] = {"en": LESSONS}
        """The lessons read so far for the rules taught, by language (see :meth:`lessons`)."""

    def teach(self, rules: HouseRules) -> str | None:
        """Teach ``rules`` from now on; why it keeps the default house rules instead, or None.

        A lesson file that cannot be answered under ``rules`` keeps every lesson and
        the trainer on the default house rules.
        """
        self.rules, self.read = DEFAULT_RULES, {"en": LESSONS}
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
                self.read[spoken] = self.read["en"]
        return self.read[spoken]

    def term_lines(self, terms: tuple[str, ...]) -> tuple[str, ...]:
        """The glossary's lines for ``terms``, their rule sentences for the rules taught."""
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

    def progress_line(self, progress: Progress) -> str:
        """Lessons passed per topic, what passing takes, and any house rules changed."""
        parts = []
        for topic in TOPICS:
            keys = [item.key for item in self.lessons() if item.topic == topic]
            passed = sum(progress.passed(key) for key in keys)
            parts.append(f"{_(TOPIC_WORDS[topic])} {passed}/{len(keys)}")
        record = tr(
            "Passed: {topics} (a lesson passes at {share} right at the first try)",
            topics=" · ".join(parts),
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
        if isinstance(review, ReviewLines):
            review = review.review
        return ReviewScreen(review) if isinstance(review, Review) else None

    def first_hand(self, seed: int | None, rules: HouseRules) -> Screen[None]:
        """One hand against bots, with a short prompt at every step."""
        return GuidedHandScreen(seed, rules)

    def _trainer(self, hub: LearnHub) -> Screen[None]:
        return TrainerScreen(hub.seed, rules=self.rules)


def _goal_line(goal: Goal, progress: Progress) -> str:
    """A goal hand's menu line, ticked once met."""
    mark = "✓" if goal.key in progress.steps else " "
    return show(f"{mark} " + tr("Guided hand: {title}", title=tr(goal.title)))


def _goal_hand(goal: Goal, hub: LearnHub) -> Screen[None]:
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
    return QuizScreen(hub, level, topic)


def _trainer_line(_: Progress) -> str:
    return "  " + tr("Trainer: what would you play?")


def _match_line(progress: Progress) -> str:
    mark = "✓" if MATCH_STEP in progress.steps else " "
    return f"{mark} {tr(MATCH_TITLE)}"


def course() -> Course[HouseRules]:
    """Baloot's course, teaching the default house rules (the hub tells it others)."""
    return BalootCourse()
