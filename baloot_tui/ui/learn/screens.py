"""The learning screens: the menu, a lesson, the bidding quiz and the hand review.

Each screen works with the keyboard (number keys choose, ``n`` goes on, ``escape``
goes back; the footer lists them) and with the mouse (every choice is a button,
every list row clickable). The screens hold pure coach values (a
:class:`~baloot_tui.coach.lessons.LessonRun`, a
:class:`~baloot_tui.coach.quiz.QuizRun`, a :class:`~baloot_tui.coach.review.Review`)
and recompose from them.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, ClassVar, Final

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Button, Footer, Label, ListItem, ListView, Markdown, Static

from baloot_tui.coach.analysis import analyse
from baloot_tui.coach.explain import action_label, explain
from baloot_tui.coach.lessons import (
    LESSONS,
    Feedback,
    Lesson,
    LessonRun,
    describe_scene,
    glossary_lines,
    scene_of,
)
from baloot_tui.coach.quiz import DIFFICULTIES, Difficulty, Grade, QuizRun, bidding_choices, grade
from baloot_tui.coach.review import Review, ReviewedDecision
from baloot_tui.engine.learning import quiz_position
from baloot_tui.rules.actions import Action
from baloot_tui.rules.view import PlayerView

if TYPE_CHECKING:
    from baloot_tui.ui.learn.app import LearnApp

QUIZ_BUDGET: Final = 24
"""Worlds the quiz analyses per question (about a tenth of a second)."""

_CHOICE_KEYS: Final[list[BindingType]] = [
    Binding(str(n), f"choose({n - 1})", f"Choice {n}", show=False) for n in range(1, 10)
]


def _choice_buttons(labels: list[str], disabled: bool) -> ComposeResult:
    for index, label in enumerate(labels):
        yield Button(f"{index + 1}. {label}", id=f"choice-{index}", disabled=disabled, compact=True)


def _choice_index(button: Button) -> int | None:
    if button.id is None or not button.id.startswith("choice-"):
        return None
    return int(button.id.removeprefix("choice-"))


class LearnScreen(Screen[None]):
    """Shared behaviour: back with escape, typed access to the app."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "Back")]

    @property
    def learn_app(self) -> LearnApp:
        """The hosting app (progress, seed)."""
        from baloot_tui.ui.learn.app import LearnApp

        assert isinstance(self.app, LearnApp)
        return self.app

    def action_back(self) -> None:
        """Leave this screen (quit when it is the only one)."""
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()


class MenuScreen(LearnScreen):
    """Pick a lesson or a quiz; finished lessons are ticked."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "back", "Quit")]

    def compose(self) -> ComposeResult:
        """The title and the list of lessons and quizzes."""
        progress = self.learn_app.progress
        yield Static("Learn Baloot (بلوت)", id="title")
        items = [
            ListItem(
                Label(f"{'✓' if item.key in progress.lessons else ' '} {n}. {item.title}"),
                id=f"lesson-{item.key}",
            )
            for n, item in enumerate(LESSONS, start=1)
        ]
        for difficulty in DIFFICULTIES:
            best = progress.quiz_best.get(difficulty)
            record = f" (best {best.score:g}/{best.questions})" if best is not None else ""
            items.append(
                ListItem(
                    Label(f"  Quiz: what would you bid? — {difficulty}{record}"),
                    id=f"quiz-{difficulty}",
                )
            )
        yield ListView(*items, id="menu")
        yield Footer()

    @on(ListView.Selected, "#menu")
    def open_entry(self, event: ListView.Selected) -> None:
        """Open the lesson or quiz chosen (Enter or a click)."""
        entry = event.item.id or ""
        if entry.startswith("lesson-"):
            key = entry.removeprefix("lesson-")
            self.learn_app.open_lesson(next(x for x in LESSONS if x.key == key))
        elif entry.startswith("quiz-"):
            self.learn_app.open_quiz(_difficulty(entry.removeprefix("quiz-")))


def _difficulty(text: str) -> Difficulty:
    return next(d for d in DIFFICULTIES if d == text)


class LessonScreen(LearnScreen):
    """One lesson: its text, then each question with feedback and retries."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back"),
        Binding("n,enter", "next", "Next"),
        *_CHOICE_KEYS,
    ]
    run: reactive[LessonRun | None] = reactive(None, recompose=True)
    """The lesson in progress; None while the lesson text is shown."""

    def __init__(self, lesson: Lesson) -> None:
        """Show ``lesson``, starting with its text."""
        super().__init__()
        self.lesson = lesson

    def compose(self) -> ComposeResult:
        """The text page, or the current question with its feedback."""
        yield Static(self.lesson.title, id="title")
        with VerticalScroll(id="body"):
            run = self.run
            if run is None:
                yield Markdown(self.lesson.text, id="lesson-text")
                yield Button("Start the questions (n)", id="next", variant="primary", compact=True)
            else:
                yield from self._question(run)
        yield Footer()

    def _question(self, run: LessonRun) -> ComposeResult:
        question = run.question
        total = len(self.lesson.questions)
        yield Label(f"Question {run.index + 1} of {total}", classes="progress")
        for line in describe_scene(question.scene):
            yield Label(line, classes="scene")
        yield Static(question.prompt, classes="prompt")
        with Vertical(classes="choices"):
            yield from _choice_buttons([c.label for c in question.choices], run.solved)
        if run.last is not None:
            yield from _feedback(run.last)
        if run.solved:
            label = "Finish (n)" if run.finished else "Next question (n)"
            yield Button(label, id="next", variant="primary", compact=True)

    def action_choose(self, index: int) -> None:
        """Answer the current question with choice ``index``."""
        run = self.run
        if run is None or index >= len(run.question.choices):
            return
        self.run = run.answer(index)

    def action_next(self) -> None:
        """Start the questions, go to the next one, or finish the lesson."""
        run = self.run
        if run is None:
            self.run = LessonRun(self.lesson)
        elif run.finished:
            self.learn_app.finish_lesson(self.lesson, run.score)
            self.action_back()
        elif run.solved:
            self.run = run.next()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """Clicks go through the same actions as keys."""
        index = _choice_index(event.button)
        if index is not None:
            self.action_choose(index)
        elif event.button.id == "next":
            self.action_next()


def _feedback(feedback: Feedback) -> ComposeResult:
    yield Static(feedback.text, classes="feedback " + ("right" if feedback.correct else "wrong"))
    for line in glossary_lines(feedback.terms):
        yield Label(line, classes="term")


class QuizScreen(LearnScreen):
    """What would you bid? One generated hand after another, with a running score."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back"),
        Binding("n,enter", "next", "Next hand"),
        *_CHOICE_KEYS,
    ]
    view: reactive[PlayerView | None] = reactive(None, recompose=True)
    """The bidding decision on screen."""
    result: reactive[Grade | None] = reactive(None, recompose=True)
    """The grade of the answer, once given."""

    def __init__(self, difficulty: Difficulty, seed: int, budget: int = QUIZ_BUDGET) -> None:
        """A quiz at ``difficulty`` whose hands and analysis come from ``seed``."""
        super().__init__()
        self.difficulty: Difficulty = difficulty
        self.rng = random.Random(seed)
        self.budget = budget
        self.quiz = QuizRun(difficulty)

    def on_mount(self) -> None:
        """Deal the first question."""
        self.view = quiz_position(self.rng, self.difficulty)

    @property
    def choices(self) -> tuple[Action, ...]:
        """The calls offered for the current hand."""
        return () if self.view is None else bidding_choices(self.view)

    def compose(self) -> ComposeResult:
        """The hand, the calls, and the grade once answered."""
        yield Static(f"Quiz ({self.difficulty}) — {self.quiz.summary}", id="title", classes="score")
        with VerticalScroll(id="body"):
            view = self.view
            if view is not None:
                for line in describe_scene(scene_of(view)):
                    yield Label(line, classes="scene")
                yield Static("What would you bid?", classes="prompt")
                labels = [action_label(a) for a in self.choices]
                with Vertical(classes="choices"):
                    yield from _choice_buttons(labels, self.result is not None)
                for action in self.choices:
                    meaning = explain(view, action).meaning
                    yield Label(f"{action_label(action)}: {meaning}", classes="term")
                if self.result is not None:
                    right = self.result.marks > 0
                    for line in self.result.explanation():
                        yield Static(line, classes="feedback " + ("right" if right else "wrong"))
                    yield Button("Next hand (n)", id="next", variant="primary", compact=True)
        yield Footer()

    def action_choose(self, index: int) -> None:
        """Answer with the call at ``index`` and grade it against the analysis."""
        view = self.view
        if view is None or self.result is not None or index >= len(self.choices):
            return
        values = analyse(view, self.rng, self.budget)
        result = grade(values, self.choices[index])
        self.quiz = self.quiz.record(result)
        self.result = result

    def action_next(self) -> None:
        """Deal the next hand once this one is graded."""
        if self.result is None:
            return
        self.result = None
        self.view = quiz_position(self.rng, self.difficulty)

    def action_back(self) -> None:
        """Keep the run's score if it is a best, then leave."""
        self.learn_app.finish_quiz(self.quiz)
        super().action_back()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """Clicks go through the same actions as keys."""
        index = _choice_index(event.button)
        if index is not None:
            self.action_choose(index)
        elif event.button.id == "next":
            self.action_next()


class ReviewScreen(LearnScreen):
    """A seat's decisions, costliest first; the highlighted one is explained below."""

    def __init__(self, review: Review, title: str = "Hand review") -> None:
        """Show ``review``."""
        super().__init__()
        self.review = review
        self.heading = title

    def compose(self) -> ComposeResult:
        """The summary, the list of decisions and the detail of the highlighted one."""
        review = self.review
        yield Static(
            f"{self.heading}: {len(review.items)} decisions of {review.seat.name.capitalize()}, "
            f"{len(review.mistakes)} to look at, {review.total_loss:.1f} game points given up",
            id="title",
        )
        rows = [
            ListItem(Label(f"[{item.verdict}] {item.summary()}"), id=f"decision-{n}")
            for n, item in enumerate(review.items)
        ]
        yield ListView(*rows, id="decisions")
        yield VerticalScroll(Static(self._detail(0), id="detail"), id="detail-box")
        yield Footer()

    def _detail(self, index: int) -> str:
        if not self.review.items:
            return "No decisions with a choice to review."
        item: ReviewedDecision = self.review.items[index]
        lines = [item.summary(), *describe_scene(scene_of(item.decision.view))]
        lines += ["Best: " + r for r in item.best.reasons]
        if item.best.action != item.taken.action:
            lines += ["Yours: " + r for r in item.taken.reasons]
        return "\n".join(lines)

    @on(ListView.Highlighted, "#decisions")
    def show_detail(self, event: ListView.Highlighted) -> None:
        """Explain the highlighted decision (arrow keys or a click)."""
        if event.item is None or event.item.id is None:
            return
        index = int(event.item.id.removeprefix("decision-"))
        self.query_one("#detail", Static).update(self._detail(index))
