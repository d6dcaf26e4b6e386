"""The quiz screen: one generated decision after another, graded against the analysis.

Questions are dealt from the hub's seed
(:func:`~baloot_tui.games.baloot.coach.learning.draw_question`) and analysed
(:func:`~baloot_tui.games.baloot.coach.analysis.analyse`) in a thread worker; the
grade (:func:`~baloot_tui.games.baloot.coach.quiz.grade`) says why. The best run of
each quiz is kept with the learner's progress, and every answer with the kind of its
decision (:data:`PRACTICE_PREFIX` and the best answer's kind): a kind missed comes
back for practice at growing intervals, and the quiz asks the kinds due first.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.reactive import reactive
from textual.widgets import Button, Label, Static
from textual.worker import get_current_worker

from baloot_tui.games.baloot.coach.analysis import OptionValue, analyse
from baloot_tui.games.baloot.coach.explain import action_label, explain
from baloot_tui.games.baloot.coach.learning import QUIZ_BUDGET, draw_question
from baloot_tui.games.baloot.coach.lessons import describe_scene, scene_of
from baloot_tui.games.baloot.coach.quiz import (
    TOPIC_TITLES,
    Difficulty,
    Grade,
    QuizError,
    QuizRun,
    QuizTopic,
    answer_kind,
    grade,
    question_prompt,
    quiz_choices,
)
from baloot_tui.games.baloot.coach.quiz_menu import (
    LEVEL_WORDS,
    due_answer_kinds,
    practice_kind,
)
from baloot_tui.games.baloot.coach.words import meaning_words
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.learn.hub import LearnHub
from baloot_tui.tui.learn.screens import CHOICE_KEYS, HubScreen, choice_buttons, choice_index
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.widgets.footer import KeyFooter


@dataclass(frozen=True, slots=True)
class QuizQuestion:
    """A dealt question with its analysis, ready to show and grade."""

    view: PlayerView
    """The decision asked."""
    values: tuple[OptionValue, ...]
    """Its shared analysis (the grade's figures)."""


class QuizScreen(HubScreen):
    """One generated decision after another, with a running score.

    Questions are dealt (and analysed) in a thread worker, so the screen answers keys
    and clicks while the next hand is sought; the next question is dealt while the
    learner reads the current one. The prompt asks what the decision is about: a bid,
    a double, a declaration.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back")),
        Binding("n,enter", "next", N_("Next hand")),
        *CHOICE_KEYS,
    ]
    question: reactive[QuizQuestion | None] = reactive(None, recompose=True)
    """The decision on screen (None while the first is dealt)."""
    result: reactive[Grade | None] = reactive(None, recompose=True)
    """The grade of the answer, once given."""
    waiting: reactive[bool] = reactive(True, recompose=True)
    """Whether the learner waits for a question being dealt."""

    def __init__(
        self,
        hub: LearnHub,
        difficulty: Difficulty | None,
        topic: QuizTopic = "bidding",
        budget: int = QUIZ_BUDGET,
    ) -> None:
        """A ``topic`` quiz at ``difficulty``, hands from the hub's seed, ``budget`` worlds."""
        super().__init__(hub)
        self.difficulty: Difficulty | None = difficulty
        self.topic: QuizTopic = topic
        self.budget = budget
        self.rng = random.Random(hub.seed)
        self.quiz = QuizRun(difficulty, topic=topic)
        self.upcoming: QuizQuestion | None = None
        """The next question, once dealt ahead."""

    @property
    def view(self) -> PlayerView | None:
        """The decision on screen."""
        return None if self.question is None else self.question.view

    def on_mount(self) -> None:
        """Deal the first question."""
        self.deal()

    @work(thread=True, exclusive=True, group="quiz-deal")
    def deal(self) -> None:
        """Deal and analyse the next question off the event loop, then hand it over."""
        due = due_answer_kinds(self.hub.due())
        try:
            view = draw_question(
                self.rng, self.difficulty, budget=self.budget, topic=self.topic, due=due
            ).view
            dealt: QuizQuestion | str = QuizQuestion(view, analyse(view, budget=self.budget))
        except QuizError as err:
            dealt = str(err)
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self.dealt, dealt)

    def dealt(self, dealt: QuizQuestion | str) -> None:
        """Show a dealt question if the learner waits for one, else keep it for later."""
        if isinstance(dealt, str):
            said = tr("No question could be dealt: {problem}", problem=dealt)
            self.notify(said, severity="error", markup=False)
            return
        if self.waiting:
            self.waiting = False
            self.question = dealt
            self.deal()
        else:
            self.upcoming = dealt

    @property
    def choices(self) -> tuple[Action, ...]:
        """The answers offered for the current decision."""
        return () if self.view is None else quiz_choices(self.view)

    def compose(self) -> ComposeResult:
        """The hand, the answers, and the grade once answered."""
        level = "" if self.difficulty is None else f" ({_(LEVEL_WORDS[self.difficulty])})"
        title = tr(
            "Quiz: {name}{level} — {score}",
            name=_(TOPIC_TITLES[self.topic]),
            level=level,
            score=self.quiz.summary,
        )
        yield Static(title, id="title", classes="score")
        with VerticalScroll(id="body"):
            view = self.view
            if self.waiting:
                yield Label(Text(tr("Dealing a hand…")), id="dealing", classes="progress")
            if view is not None and not self.waiting:
                for line in describe_scene(scene_of(view)):
                    yield Label(show(line), classes="scene")
                yield Static(question_prompt(view), id="prompt", classes="prompt")
                labels = [action_label(a) for a in self.choices]
                with Vertical(classes="choices"):
                    yield from choice_buttons(labels, self.result is not None)
                for action in self.choices:
                    meaning = meaning_words(explain(view, action).meaning)
                    yield Label(show(f"{action_label(action)}: {meaning}"), classes="term")
                if self.result is not None:
                    right = self.result.marks > 0
                    for line in self.result.explanation():
                        feedback = "feedback " + ("right" if right else "wrong")
                        yield Static(show(line), classes=feedback)
                    next_hand = Text(tr("Next hand (n)"))
                    yield Button(next_hand, id="next", variant="primary", compact=True)
        yield KeyFooter()

    def action_choose(self, index: int) -> None:
        """Answer with the choice at ``index`` and grade it against the analysis."""
        question = self.question
        if question is None or self.waiting or self.result is not None:
            return
        if index >= len(self.choices):
            return
        result = grade(question.view, self.choices[index], question.values)
        self.quiz = self.quiz.record(result)
        kind = answer_kind(question.view, question.values[0].action)
        self.report(self.hub.answered(practice_kind(kind), result.marks > 0))
        self.result = result

    def action_next(self) -> None:
        """Show the next question once this one is graded (before that, say to choose)."""
        if self.result is None:
            if self.question is not None and not self.waiting:
                self.notify(tr("Choose an answer first: press its number or click it."), timeout=4)
            return
        self.result = None
        upcoming, self.upcoming = self.upcoming, None
        if upcoming is None:
            self.waiting = True
            return
        self.question = upcoming
        self.deal()

    def action_back(self) -> None:
        """Keep the run's score if it is a best, then leave."""
        self.report(self.hub.finish_quiz(self.quiz))
        super().action_back()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """Clicks go through the same actions as keys."""
        index = choice_index(event.button)
        if index is not None:
            self.action_choose(index)
        elif event.button.id == "next":
            self.action_next()
