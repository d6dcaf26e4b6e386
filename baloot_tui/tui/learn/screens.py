"""The learning screens every game shares: a game's menu, a lesson, and their building blocks.

Each screen works with the keyboard (number keys choose, ``n`` goes on, ``escape``
goes back; the footer lists them; a key that cannot act now says why) and with the
mouse (every choice is a button, every list row clickable). What a game teaches
comes from its :class:`~baloot_tui.tui.learn.course.Course`: the menu lists its
lessons, then (in the first game's menu) a line for each other game, then what
else it offers (a game's own screens, built on :class:`HubScreen` and the choice
buttons here). A lesson screen holds a pure lesson run and recomposes from it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, ClassVar, Final

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Button, Label, ListItem, ListView, Markdown, Static

from baloot_tui.store.progress import Progress
from baloot_tui.text.arabic import arabic_text
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.lessons import Feedback, Lesson, LessonRun, Scene
from baloot_tui.tui.learn.course import Course, Entry, Step
from baloot_tui.tui.learn.hub import LearnHub
from baloot_tui.tui.render import arabic_of
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.widgets.footer import KeyFooter
from baloot_tui.tui.widgets.lists import JumpListView

CHOICE_KEYS: Final[list[BindingType]] = [
    Binding(str(n), f"choose({n - 1})", N_("Choice"), show=False) for n in range(1, 10)
]
"""Keys 1–9 choose an answer (the screen's ``action_choose``)."""


def choice_buttons(labels: list[str], disabled: bool) -> ComposeResult:
    """The answers as numbered buttons (``choice-0``...), a click as good as its key."""
    for index, label in enumerate(labels):
        text = show(f"{index + 1}. {label}")
        yield Button(text, id=f"choice-{index}", disabled=disabled, compact=True)


def choice_index(button: Button) -> int | None:
    """Which answer a button of :func:`choice_buttons` gives, or None for another button."""
    if button.id is None or not button.id.startswith("choice-"):
        return None
    return int(button.id.removeprefix("choice-"))


def record_mark(progress: Progress, key: str) -> str:
    """A lesson's mark in a menu: ✓ passed, · tried, a space if never tried."""
    if progress.passed(key):
        return "✓"
    return "·" if key in progress.results else " "


class LearnScreen(Screen[None]):
    """Shared behaviour: escape goes back.

    Any app can host these screens. "Back" dismisses the screen, so the host decides
    what comes next (:class:`~baloot_tui.tui.learn.app.LearnApp` quits after its first
    screen, the table app returns to its start menu).
    """

    CSS_PATH: ClassVar[Path] = Path(__file__).with_name("learn.tcss")
    """Found beside this module, whichever package a learning screen subclass lives in."""
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
    """A game's menu: its lessons (passed ones ticked, with the best result), then the rest.

    The first game's menu also lists the other games, each opening its own menu. Above
    the list, the game's path says how far the learner is and what comes next; the menu
    opens on that step.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "back", N_("Back")),
        Binding("enter", "open", N_("Open"), priority=True),
    ]

    def __init__(self, hub: LearnHub, course: Course[Any] | None = None) -> None:
        """The menu of ``course`` (None: the hub's first game)."""
        super().__init__(hub)
        self.course = hub.home if course is None else course

    def compose(self) -> ComposeResult:
        """The title, the list of lessons and the rest, and the learner's record."""
        progress = self.hub.progress
        yield Static(Text(tr(self.course.title)), id="title")
        yield Static(path_words(self.course.path(), progress), id="path", classes="progress")
        lines = self._lines()
        items = [ListItem(Label(line.label(progress)), id=line.id) for line in lines]
        yield JumpListView(*items, id="menu", initial_index=self.next_step(lines))
        yield Static(
            self.course.progress_line(progress, self.hub.today()), id="topics", classes="progress"
        )
        yield KeyFooter()

    def on_mount(self) -> None:
        """Name each lesson file left out since the last menu (it was read for this one)."""
        for line in self.hub.untold_problems():
            self.notify(line, severity="warning", timeout=10, markup=False)

    def _lines(self) -> list[Entry]:
        """The menu's lines: the lessons, the other games (in the first game's menu), the rest."""
        course = self.course
        lines = [
            Entry(
                f"{course.key}-lesson-{item.key}",
                partial(course.lesson_label, number, item),
                partial(LessonScreen, lesson=item),
            )
            for number, item in enumerate(course.lessons(), start=1)
        ]
        if course is self.hub.home:
            lines += [
                Entry(f"{other.key}-lessons", _said(said), partial(MenuScreen, course=other))
                for other in self.hub.courses[1:]
                if (said := other.invitation) is not None
            ]
        return [*lines, *course.entries()]

    def next_step(self, lines: list[Entry]) -> int:
        """Where the learner is: the line of the path's first step not done (else the first)."""
        step = next(iter(steps_ahead(self.course.path(), self.hub.progress)), None)
        ids = [line.id for line in lines]
        return 0 if step is None or step.entry not in ids else ids.index(step.entry)

    def action_open(self) -> None:
        """Enter: open the highlighted line (the footer shows the key)."""
        self.query_one("#menu", ListView).action_select_cursor()

    @on(ListView.Selected, "#menu")
    def open_line(self, event: ListView.Selected) -> None:
        """Open the lesson, game or entry chosen (Enter or a click)."""
        self.open_entry(event.item.id or "")

    def open_lesson(self, chosen: Lesson[Scene]) -> None:
        """Show a lesson over this menu (``baloot learn --lesson KEY``)."""
        self.app.push_screen(LessonScreen(self.hub, chosen), callback=self._refresh)

    def open_entry(self, line: str) -> None:
        """Open what the line with this id opens, over the menu (also ``baloot learn --quiz``)."""
        chosen = next(entry for entry in self._lines() if entry.id == line)
        self.app.push_screen(chosen.screen(self.hub), callback=self._refresh)

    def _refresh(self, _: None) -> None:
        """Tick what was just passed (the highlight stays where it was)."""
        progress = self.hub.progress
        self.query_one("#topics", Static).update(
            self.course.progress_line(progress, self.hub.today())
        )
        self.query_one("#path", Static).update(path_words(self.course.path(), progress))
        menu = self.query_one("#menu", ListView)
        for item, line in zip(menu.children, self._lines(), strict=True):
            item.query_one(Label).update(line.label(progress))


def steps_ahead(path: tuple[Step, ...], progress: Progress) -> list[Step]:
    """The path's steps not done yet, in order."""
    return [step for step in path if not step.done(progress)]


def path_words(path: tuple[Step, ...], progress: Progress) -> Text:
    """How far the learner is on ``path``: steps done, the step now and the one after."""
    ahead = steps_ahead(path, progress)
    done = tr("Path: {done} of {total} steps done.", done=len(path) - len(ahead), total=len(path))
    if not ahead:
        return Text(f"{done} " + tr("Every step done: play matches, and replay any step."))
    said = f"{done} " + tr("Now: {step}.", step=ahead[0].title)
    if len(ahead) > 1:
        said += " " + tr("Then: {step}.", step=ahead[1].title)
    return Text(show(said))


def _said(message: str) -> Callable[[Progress], str]:
    """A menu line that is ``message`` translated, whatever the learner's record."""
    return lambda _progress: tr(message)


class LessonScreen(HubScreen):
    """One lesson: its text, then each question with feedback and retries."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back")),
        Binding("n,enter", "next", N_("Next")),
        *CHOICE_KEYS,
    ]
    run: reactive[LessonRun[Scene] | None] = reactive(None, recompose=True)
    """The lesson in progress; None while the lesson text is shown."""

    def __init__(self, hub: LearnHub, lesson: Lesson[Scene]) -> None:
        """Show ``lesson``, starting with its text."""
        super().__init__(hub)
        self.lesson = lesson
        self.course = hub.course_of(lesson)
        """The game that teaches it: its scenes, glossary and pass mark."""

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
            yield from choice_buttons([c.label for c in question.choices], run.solved)
        if run.last is not None:
            yield from self._feedback(run.last)
        if run.solved:
            label = tr("Finish (n)") if run.finished else tr("Next question (n)")
            yield Button(Text(label), id="next", variant="primary", compact=True)

    def _feedback(self, feedback: Feedback) -> ComposeResult:
        shown = arabic_of(self.app)
        yield Static(
            arabic_text(feedback.text, shown),
            classes="feedback " + ("right" if feedback.correct else "wrong"),
        )
        for line in self.course.term_lines(feedback.terms):
            yield Label(arabic_text(line, shown), classes="term")

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
                    share=f"{self.course.pass_share:.0%}"
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
        index = choice_index(event.button)
        if index is not None:
            self.action_choose(index)
        elif event.button.id == "next":
            self.action_next()
