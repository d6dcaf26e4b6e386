"""The learning screens: the menu, a lesson, the bidding quiz and the hand review.

Each screen works with the keyboard (number keys choose, ``n`` goes on, ``escape``
goes back; the footer lists them; a key that cannot act now says why) and with the
mouse (every choice is a button, every list row clickable). The screens hold pure coach values (a
:class:`~baloot_tui.coach.lessons.LessonRun`, a
:class:`~baloot_tui.coach.quiz.QuizRun`, a :class:`~baloot_tui.coach.review.Review`)
and recompose from them.
"""

from __future__ import annotations

import random
from typing import ClassVar, Final

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Button, Footer, Label, ListItem, ListView, Markdown, Static

from baloot_tui.coach.explain import action_label, explain
from baloot_tui.coach.lessons import (
    PASS_SHARE,
    TOPICS,
    Feedback,
    Lesson,
    LessonRun,
    describe_scene,
    glossary_lines,
    scene_of,
)
from baloot_tui.coach.quiz import DIFFICULTIES, Difficulty, Grade, QuizRun, bidding_choices, grade
from baloot_tui.coach.review import Review, ReviewedDecision
from baloot_tui.engine.arabic import Shown, arabic_text
from baloot_tui.engine.learning import quiz_position
from baloot_tui.rules.actions import Action
from baloot_tui.rules.view import PlayerView
from baloot_tui.ui.learn.hub import LearnHub
from baloot_tui.ui.render import arabic_of

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
    """Shared behaviour: escape goes back.

    Any app can host these screens. "Back" dismisses the screen, so the host decides
    what comes next (:class:`~baloot_tui.ui.learn.app.LearnApp` quits after its menu,
    the table app returns to its start menu).
    """

    CSS_PATH: ClassVar[str] = "learn.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "Back")]

    def action_back(self) -> None:
        """Leave this screen."""
        self.dismiss(None)


class HubScreen(LearnScreen):
    """A learning screen that reads and records progress through the host's :class:`LearnHub`."""

    def __init__(self, hub: LearnHub) -> None:
        """Read and record progress through ``hub``."""
        super().__init__()
        self.hub = hub

    def report(self, problem: str | None) -> None:
        """Show a progress-saving problem, if there was one."""
        if problem is not None:
            self.notify(problem, severity="error", timeout=10, markup=False)


class MenuScreen(HubScreen):
    """Pick a lesson or a quiz; passed lessons are ticked, with the record per topic."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "back", "Back"),
        Binding("enter", "open", "Open", priority=True),
    ]

    def compose(self) -> ComposeResult:
        """The title and the list of lessons and quizzes."""
        yield Static(arabic_text("Learn Baloot (بلوت)", arabic_of(self.app)), id="title")
        keys = [f"lesson-{item.key}" for item in self.hub.lessons]
        keys += [f"quiz-{difficulty}" for difficulty in DIFFICULTIES]
        keys.append("trainer")
        labels = self._labels()
        items = [ListItem(Label(text), id=key) for key, text in zip(keys, labels, strict=True)]
        yield ListView(*items, id="menu")
        yield Static(self._topics(), id="topics", classes="progress")
        yield Footer()

    def _topics(self) -> str:
        """Lessons passed per topic, and what passing takes."""
        progress = self.hub.progress
        parts = []
        for topic in TOPICS:
            keys = [item.key for item in self.hub.lessons if item.topic == topic]
            passed = sum(progress.passed(key) for key in keys)
            parts.append(f"{topic} {passed}/{len(keys)}")
        share = f"{PASS_SHARE:.0%}"
        return f"Passed: {' · '.join(parts)} (a lesson passes at {share} right at the first try)"

    def _labels(self) -> list[str]:
        """One line per lesson (✓ passed, · tried), then per quiz difficulty (best run)."""
        progress = self.hub.progress
        labels = []
        for n, item in enumerate(self.hub.lessons, start=1):
            result = progress.results.get(item.key)
            mark = "✓" if progress.passed(item.key) else ("·" if result is not None else " ")
            record = f" — best {result.right}/{result.asked}" if result is not None else ""
            labels.append(f"{mark} {n}. {item.title} ({item.topic}){record}")
        for difficulty in DIFFICULTIES:
            best = progress.quiz_best.get(difficulty)
            record = f" (best {best.score:g}/{best.questions})" if best is not None else ""
            labels.append(f"  Quiz: what would you bid? — {difficulty}{record}")
        labels.append("  Trainer: what would you play?")
        return labels

    def action_open(self) -> None:
        """Enter: open the highlighted entry (the footer shows the key)."""
        self.query_one("#menu", ListView).action_select_cursor()

    @on(ListView.Selected, "#menu")
    def open_entry(self, event: ListView.Selected) -> None:
        """Open the lesson or quiz chosen (Enter or a click)."""
        entry = event.item.id or ""
        if entry.startswith("lesson-"):
            key = entry.removeprefix("lesson-")
            self.open_lesson(self.hub.lesson(key))
        elif entry.startswith("quiz-"):
            self.open_quiz(_difficulty(entry.removeprefix("quiz-")))
        elif entry == "trainer":
            from baloot_tui.ui.learn.trainer import TrainerScreen  # it builds on this module

            self.app.push_screen(TrainerScreen(self.hub.seed))

    def open_lesson(self, chosen: Lesson) -> None:
        """Show a lesson over this menu."""
        self.app.push_screen(LessonScreen(self.hub, chosen), callback=self._refresh)

    def open_quiz(self, difficulty: Difficulty) -> None:
        """Start a quiz run over this menu."""
        self.app.push_screen(QuizScreen(self.hub, difficulty), callback=self._refresh)

    def _refresh(self, _: None) -> None:
        """Tick what was just passed."""
        self.query_one("#topics", Static).update(self._topics())
        menu = self.query_one("#menu", ListView)
        for item, label in zip(menu.children, self._labels(), strict=True):
            item.query_one(Label).update(label)


def _difficulty(text: str) -> Difficulty:
    return next(d for d in DIFFICULTIES if d == text)


class LessonScreen(HubScreen):
    """One lesson: its text, then each question with feedback and retries."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back"),
        Binding("n,enter", "next", "Next"),
        *_CHOICE_KEYS,
    ]
    run: reactive[LessonRun | None] = reactive(None, recompose=True)
    """The lesson in progress; None while the lesson text is shown."""

    def __init__(self, hub: LearnHub, lesson: Lesson) -> None:
        """Show ``lesson``, starting with its text."""
        super().__init__(hub)
        self.lesson = lesson

    def compose(self) -> ComposeResult:
        """The text page, or the current question with its feedback."""
        yield Static(self.lesson.title, id="title")
        with VerticalScroll(id="body"):
            run = self.run
            if run is None:
                yield Markdown(arabic_text(self.lesson.text, arabic_of(self.app)), id="lesson-text")
                yield Button("Start the questions (n)", id="next", variant="primary", compact=True)
            else:
                yield from self._question(run)
        yield Footer()

    def _question(self, run: LessonRun) -> ComposeResult:
        question = run.question
        total = len(self.lesson.questions)
        again = " — once more, missed at the first try" if run.retry else ""
        yield Label(f"Question {run.index + 1} of {total}{again}", classes="progress")
        for line in describe_scene(question.scene):
            yield Label(line, classes="scene")
        yield Static(question.prompt, classes="prompt")
        with Vertical(classes="choices"):
            yield from _choice_buttons([c.label for c in question.choices], run.solved)
        if run.last is not None:
            yield from _feedback(run.last, arabic_of(self.app))
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
        """Start the questions, go to the next one, or finish the lesson.

        Before the question is answered there is nothing to go on to: say so.
        """
        run = self.run
        if run is None:
            self.run = LessonRun(self.lesson)
        elif run.finished:
            self.report(self.hub.finish_lesson(run))
            total = len(self.lesson.questions)
            verdict = (
                "passed"
                if run.passed
                else f"not passed yet: {PASS_SHARE:.0%} right at the first try passes"
            )
            self.notify(
                f"{self.lesson.title}: {run.score} of {total} right at the first try, {verdict}."
            )
            self.action_back()
        elif run.solved:
            self.run = run.next()
        else:
            hint = "Try another answer" if run.tried else "Choose an answer"
            self.notify(f"{hint}: press its number or click it.", timeout=4)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """Clicks go through the same actions as keys."""
        index = _choice_index(event.button)
        if index is not None:
            self.action_choose(index)
        elif event.button.id == "next":
            self.action_next()


def _feedback(feedback: Feedback, shown: Shown) -> ComposeResult:
    yield Static(
        arabic_text(feedback.text, shown),
        classes="feedback " + ("right" if feedback.correct else "wrong"),
    )
    for line in glossary_lines(feedback.terms):
        yield Label(arabic_text(line, shown), classes="term")


class QuizScreen(HubScreen):
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

    def __init__(self, hub: LearnHub, difficulty: Difficulty) -> None:
        """A quiz at ``difficulty`` whose hands and analysis come from the hub's seed."""
        super().__init__(hub)
        self.difficulty: Difficulty = difficulty
        self.rng = random.Random(hub.seed)
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
        result = grade(view, self.choices[index])
        self.quiz = self.quiz.record(result)
        self.result = result

    def action_next(self) -> None:
        """Deal the next hand once this one is graded (before that, say to choose)."""
        if self.result is None:
            if self.view is not None:
                self.notify("Choose a call first: press its number or click it.", timeout=4)
            return
        self.result = None
        self.view = quiz_position(self.rng, self.difficulty)

    def action_back(self) -> None:
        """Keep the run's score if it is a best, then leave."""
        self.report(self.hub.finish_quiz(self.quiz))
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
