"""The learning screens: the menu, a lesson, the bidding quiz and the hand review.

Each screen works with the keyboard (number keys choose, ``n`` goes on, ``escape``
goes back; the footer lists them; a key that cannot act now says why) and with the
mouse (every choice is a button, every list row clickable). The screens hold pure coach values (a
:class:`~baloot_tui.games.baloot.coach.lessons.LessonRun`, a
:class:`~baloot_tui.games.baloot.coach.quiz.QuizRun`, a
:class:`~baloot_tui.games.baloot.coach.review.Review`)
and recompose from them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Final

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Button, Label, ListItem, ListView, Markdown, Static
from textual.worker import get_current_worker

from baloot_tui.games.baloot.coach.analysis import DEFAULT_BUDGET, OptionValue, analyse
from baloot_tui.games.baloot.coach.explain import action_label, explain
from baloot_tui.games.baloot.coach.learning import draw_question
from baloot_tui.games.baloot.coach.lessons import TOPICS, describe_scene, scene_of
from baloot_tui.games.baloot.coach.quiz import (
    DIFFICULTIES,
    QUIZ_TOPICS,
    TOPIC_TITLES,
    Difficulty,
    Grade,
    QuizError,
    QuizRun,
    QuizTopic,
    grade,
    question_prompt,
    quiz_choices,
)
from baloot_tui.games.baloot.coach.review import Review, ReviewedDecision
from baloot_tui.games.baloot.coach.words import meaning_words, reason_words, term_lines
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.words import rules_words
from baloot_tui.text.arabic import Shown, arabic_text
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.lessons import PASS_SHARE, Feedback, Lesson, LessonRun, Scene
from baloot_tui.text.table_words import SEAT_WORDS
from baloot_tui.tui.learn.hub import LearnHub
from baloot_tui.tui.render import arabic_of
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.widgets.footer import KeyFooter

QUIZZES: Final[tuple[tuple[str, QuizTopic, Difficulty | None], ...]] = (
    *((QuizRun(d).key, "bidding", d) for d in DIFFICULTIES),
    *((QuizRun(None, topic=t).key, t, None) for t in QUIZ_TOPICS if t != "bidding"),
)
"""The quizzes in the menu: the name their best run is kept under, topic, difficulty."""

TOPIC_WORDS: Final = {
    "cards": N_("cards"),
    "bidding": N_("bidding"),
    "doubling": N_("doubling"),
    "projects": N_("projects"),
    "scoring": N_("scoring"),
    "play": N_("play"),
}
"""The lessons' topics (:data:`~baloot_tui.games.baloot.coach.lessons.TOPICS`) as the menu names
them."""
LEVEL_WORDS: Final = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}
"""The quizzes' difficulties in words."""

_CHOICE_KEYS: Final[list[BindingType]] = [
    Binding(str(n), f"choose({n - 1})", N_("Choice"), show=False) for n in range(1, 10)
]


def _choice_buttons(labels: list[str], disabled: bool) -> ComposeResult:
    for index, label in enumerate(labels):
        text = show(f"{index + 1}. {label}")
        yield Button(text, id=f"choice-{index}", disabled=disabled, compact=True)


def _choice_index(button: Button) -> int | None:
    if button.id is None or not button.id.startswith("choice-"):
        return None
    return int(button.id.removeprefix("choice-"))


class LearnScreen(Screen[None]):
    """Shared behaviour: escape goes back.

    Any app can host these screens. "Back" dismisses the screen, so the host decides
    what comes next (:class:`~baloot_tui.tui.learn.app.LearnApp` quits after its menu,
    the table app returns to its start menu).
    """

    CSS_PATH: ClassVar[Path] = Path(__file__).with_name("learn.tcss")
    """Found beside this module, whichever package a lesson screen subclass lives in."""
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", N_("Back"))]

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
        Binding("escape,q", "back", N_("Back")),
        Binding("enter", "open", N_("Open"), priority=True),
    ]

    def compose(self) -> ComposeResult:
        """The title and the list of lessons and quizzes."""
        yield Static(Text(tr("Learn Baloot (بلوت)")), id="title")
        keys = [f"lesson-{item.key}" for item in self.hub.lessons]
        keys += ["belot-lessons"]  # an id, never drawn
        keys += [f"quiz-{key}" for key, _topic, _difficulty in QUIZZES]
        keys += ["trainer"]  # an id, never drawn
        labels = self._labels()
        items = [ListItem(Label(text), id=key) for key, text in zip(keys, labels, strict=True)]
        yield ListView(*items, id="menu")
        yield Static(self._topics(), id="topics", classes="progress")
        yield KeyFooter()

    def _topics(self) -> str:
        """Lessons passed per topic, what passing takes, and any house rules changed."""
        progress = self.hub.progress
        parts = []
        for topic in TOPICS:
            keys = [item.key for item in self.hub.lessons if item.topic == topic]
            passed = sum(progress.passed(key) for key in keys)
            parts.append(f"{_(TOPIC_WORDS[topic])} {passed}/{len(keys)}")
        record = tr(
            "Passed: {topics} (a lesson passes at {share} right at the first try)",
            topics=" · ".join(parts),
            share=f"{PASS_SHARE:.0%}",
        )
        changes = self.hub.rules.differences()
        if not changes:
            return record
        taught = tr("Taught for these house rules: {rules}", rules=rules_words(changes))
        return f"{record}\n{taught}"

    def _labels(self) -> list[str]:
        """One line per lesson (✓ passed, · tried), then per quiz difficulty (best run)."""
        progress = self.hub.progress
        labels = []
        for n, item in enumerate(self.hub.lessons, start=1):
            result = progress.results.get(item.key)
            mark = "✓" if progress.passed(item.key) else ("·" if result is not None else " ")
            record = (
                ""
                if result is None
                else _(" — best {right}/{asked}").format(right=result.right, asked=result.asked)
            )
            said = f"{mark} {n}. {item.title} ({_(TOPIC_WORDS[item.topic])}){record}"
            labels.append(show(said))
        labels.append(tr("  Bulgarian Belot: contracts, contra and recontra, hanging points"))
        for key, topic, difficulty in QUIZZES:
            best = progress.quiz_best.get(key)
            record = (
                ""
                if best is None
                else _(" (best {score}/{questions})").format(
                    score=f"{best.score:g}", questions=best.questions
                )
            )
            level = "" if difficulty is None else f" — {_(LEVEL_WORDS[difficulty])}"
            name = _(TOPIC_TITLES[topic]).lower()
            labels.append(
                "  " + tr("Quiz: {name}{level}{record}", name=name, level=level, record=record)
            )
        labels.append("  " + tr("Trainer: what would you play?"))
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
            key = entry.removeprefix("quiz-")
            _key, topic, difficulty = next(quiz for quiz in QUIZZES if quiz[0] == key)
            self.open_quiz(difficulty, topic)
        elif entry == "trainer":
            from baloot_tui.tui.learn.trainer import TrainerScreen  # it builds on this module

            self.app.push_screen(TrainerScreen(self.hub.seed, rules=self.hub.rules))
        elif entry == "belot-lessons":
            from baloot_tui.games.belot.tui.learn import (
                BelotLessonsScreen,  # it builds on this module
            )

            self.app.push_screen(BelotLessonsScreen(self.hub))

    def open_lesson(self, chosen: Lesson[Scene]) -> None:
        """Show a lesson over this menu."""
        self.app.push_screen(LessonScreen(self.hub, chosen), callback=self._refresh)

    def open_quiz(self, difficulty: Difficulty | None, topic: QuizTopic = "bidding") -> None:
        """Start a quiz run over this menu."""
        self.app.push_screen(QuizScreen(self.hub, difficulty, topic), callback=self._refresh)

    def _refresh(self, _: None) -> None:
        """Tick what was just passed."""
        self.query_one("#topics", Static).update(self._topics())
        menu = self.query_one("#menu", ListView)
        for item, label in zip(menu.children, self._labels(), strict=True):
            item.query_one(Label).update(label)


class LessonScreen(HubScreen):
    """One lesson: its text, then each question with feedback and retries."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back")),
        Binding("n,enter", "next", N_("Next")),
        *_CHOICE_KEYS,
    ]
    run: reactive[LessonRun[Scene] | None] = reactive(None, recompose=True)
    """The lesson in progress; None while the lesson text is shown."""

    def __init__(self, hub: LearnHub, lesson: Lesson[Scene]) -> None:
        """Show ``lesson``, starting with its text."""
        super().__init__(hub)
        self.lesson = lesson

    def compose(self) -> ComposeResult:
        """The text page, or the current question with its feedback."""
        shown = arabic_of(self.app)
        yield Static(Text(arabic_text(self.lesson.title, shown)), id="title")
        with VerticalScroll(id="body"):
            run = self.run
            if run is None:
                yield Markdown(arabic_text(self.lesson.text, shown), id="lesson-text")
                start = Text(tr("Start the questions (n)"))
                yield Button(start, id="next", variant="primary", compact=True)
            else:
                yield from self._question(run)
        yield KeyFooter()

    def _question(self, run: LessonRun[Scene]) -> ComposeResult:
        question = run.question
        total = len(self.lesson.questions)
        number = run.index + 1
        said = (
            tr(
                "Question {number} of {total} — once more, missed at the first try",
                number=number,
                total=total,
            )
            if run.retry
            else tr("Question {number} of {total}", number=number, total=total)
        )
        yield Label(Text(said), classes="progress")
        for line in question.scene.lines():
            yield Label(show(line), classes="scene")
        yield Static(Text(arabic_text(question.prompt, arabic_of(self.app))), classes="prompt")
        with Vertical(classes="choices"):
            yield from _choice_buttons([c.label for c in question.choices], run.solved)
        if run.last is not None:
            yield from _feedback(run.last, self.hub.rules, arabic_of(self.app))
        if run.solved:
            label = tr("Finish (n)") if run.finished else tr("Next question (n)")
            yield Button(Text(label), id="next", variant="primary", compact=True)

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
            verdict = (
                _("passed")
                if run.passed
                else _("not passed yet: {share} right at the first try passes").format(
                    share=f"{PASS_SHARE:.0%}"
                )
            )
            said = tr(
                "{title}: {score} of {total} right at the first try, {verdict}.",
                title=self.lesson.title,
                score=run.score,
                total=len(self.lesson.questions),
                verdict=verdict,
            )
            self.notify(said)
            self.action_back()
        elif run.solved:
            self.run = run.next()
        else:
            hint = (
                tr("Try another answer: press its number or click it.")
                if run.tried
                else tr("Choose an answer: press its number or click it.")
            )
            self.notify(hint, timeout=4)

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """Clicks go through the same actions as keys."""
        index = _choice_index(event.button)
        if index is not None:
            self.action_choose(index)
        elif event.button.id == "next":
            self.action_next()


def _feedback(feedback: Feedback, rules: HouseRules, shown: Shown) -> ComposeResult:
    yield Static(
        arabic_text(feedback.text, shown),
        classes="feedback " + ("right" if feedback.correct else "wrong"),
    )
    for line in term_lines(feedback.terms, rules):
        yield Label(arabic_text(line, shown), classes="term")


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
        *_CHOICE_KEYS,
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
        budget: int = DEFAULT_BUDGET,
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
        try:
            view = draw_question(
                self.rng, self.difficulty, budget=self.budget, topic=self.topic
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
                    yield from _choice_buttons(labels, self.result is not None)
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
        index = _choice_index(event.button)
        if index is not None:
            self.action_choose(index)
        elif event.button.id == "next":
            self.action_next()


class ReviewScreen(LearnScreen):
    """A seat's decisions, costliest first; the highlighted one is explained below."""

    def __init__(self, review: Review, title: str | None = None) -> None:
        """Show ``review`` under ``title``, printed as it comes (default: "Hand review")."""
        super().__init__()
        self.review = review
        self.heading = tr("Hand review") if title is None else title

    def compose(self) -> ComposeResult:
        """The summary, the list of decisions and the detail of the highlighted one."""
        review = self.review
        said = tr(
            "{count} decisions of {seat}, {mistakes} to look at, {loss} game points given up",
            count=len(review.items),
            seat=_(SEAT_WORDS[review.seat]),
            mistakes=len(review.mistakes),
            loss=f"{review.total_loss:.1f}",
        )
        # The heading comes printed: on its own line, it reads right in either direction.
        yield Static(f"{self.heading}\n{said}", id="title")
        rows = [
            ListItem(
                Label(
                    show(f"[{_(item.verdict)}] {item.summary()}"),
                    markup=False,
                ),
                id=f"decision-{n}",
            )
            for n, item in enumerate(review.items)
        ]
        rows += [
            ListItem(
                Label(tr("[Sawa] {summary}", summary=claim.claim_summary()), markup=False),
                id=f"claim-{n}",
            )
            for n, claim in enumerate(review.claims)
        ]
        yield ListView(*rows, id="decisions")
        first = "decision-0" if review.items else "claim-0"
        yield VerticalScroll(Static(self._detail(first), id="detail"), id="detail-box")
        yield KeyFooter()

    def _detail(self, row: str) -> Text:
        """The detail of a list row: the table as the seat saw it (tricks so far), the reasons."""
        kind, _, number = row.partition("-")
        if kind == "claim" and int(number) < len(self.review.claims):
            claim = self.review.claims[int(number)]
            lines = [claim.claim_summary(), *describe_scene(scene_of(claim.view))]
            return Text("\n".join(lines))
        if not self.review.items:
            return Text(tr("No decisions with a choice to review."))
        item: ReviewedDecision = self.review.items[int(number)]
        lines = [item.summary(), *describe_scene(scene_of(item.decision.view))]
        lines += [tr("Best: {reason}", reason=reason_words(r)) for r in item.best.reasons]
        if item.best.action != item.taken.action:
            lines += [tr("Yours: {reason}", reason=reason_words(r)) for r in item.taken.reasons]
        return Text("\n".join(lines))

    @on(ListView.Highlighted, "#decisions")
    def show_detail(self, event: ListView.Highlighted) -> None:
        """Explain the highlighted decision (arrow keys or a click)."""
        if event.item is None or event.item.id is None:
            return
        self.query_one("#detail", Static).update(self._detail(event.item.id))
