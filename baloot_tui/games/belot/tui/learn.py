"""Bulgarian Belot's lessons in the Learn hub: the list, each lesson run as Baloot's are.

The three lessons (contracts and card orders; bidding, contra and recontra; scoring
and hanging points) are :mod:`baloot_tui.games.belot.coach.lessons`, whose answers and
figures the Belot engine computes. They share Baloot's lesson values, so each one
runs in the same :class:`~baloot_tui.tui.learn.screens.LessonScreen`: number keys or
clicks answer, ``n`` goes on, a question missed at the first try comes back, and
the first-try score is kept with the learner's progress through the hub.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Label, ListItem, ListView, Static

from baloot_tui.text.i18n import N_
from baloot_tui.text.lessons import PASS_SHARE, Scene
from baloot_tui.text.lessons import Lesson as AnyLesson
from baloot_tui.tui.learn.screens import HubScreen, LessonScreen
from baloot_tui.tui.say import tr
from baloot_tui.tui.widgets.footer import KeyFooter


class BelotLessonsScreen(HubScreen):
    """Pick a Belot lesson (Enter or a click); passed ones are ticked, with the best result."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "back", N_("Back")),
        Binding("enter", "open", N_("Open"), priority=True),
    ]

    def compose(self) -> ComposeResult:
        """The title, the three lessons and what passing takes."""
        yield Static(Text(tr("Learn Bulgarian Belot")), id="title")
        items = [
            ListItem(Label(self.label(number, item)), id=f"belot-lesson-{item.key}")
            for number, item in enumerate(self.hub.belot_lessons, start=1)
        ]
        yield ListView(*items, id="menu")
        yield Static(self.passed(), id="topics", classes="progress")
        yield KeyFooter()

    def passed(self) -> Text:
        """How many of the lessons are passed, and what passing takes."""
        lessons = self.hub.belot_lessons
        return Text(
            tr(
                "Passed: {passed} of {count} (a lesson passes at {share} right at the first try)",
                passed=sum(self.hub.progress.passed(item.key) for item in lessons),
                count=len(lessons),
                share=f"{PASS_SHARE:.0%}",
            )
        )

    def label(self, number: int, lesson: AnyLesson[Scene]) -> Text:
        """``✓ 1. Belot contracts and card orders · best 4/4`` (✓ passed, · tried)."""
        result = self.hub.progress.results.get(lesson.key)
        tried = "·" if result is not None else " "
        mark = "✓" if self.hub.progress.passed(lesson.key) else tried
        line = f"{mark} {number}. {lesson.title}"
        if result is not None:
            line += tr(" · best {right}/{asked}", right=result.right, asked=result.asked)
        return Text(line)

    def action_open(self) -> None:
        """Enter: open the highlighted lesson (the footer shows the key)."""
        self.query_one("#menu", ListView).action_select_cursor()

    @on(ListView.Selected, "#menu")
    def open_entry(self, event: ListView.Selected) -> None:
        """Run the lesson chosen (Enter or a click), then come back here with its mark."""
        key = (event.item.id or "").removeprefix("belot-lesson-")
        self.open_lesson(self.hub.lesson(key))

    def open_lesson(self, chosen: AnyLesson[Scene]) -> None:
        """Run ``chosen`` over this list (also ``baloot learn --game belot --lesson KEY``)."""
        self.app.push_screen(LessonScreen(self.hub, chosen), self.refresh_marks)

    def refresh_marks(self, _: None) -> None:
        """Tick what was just passed (the highlight stays where it was)."""
        self.query_one("#topics", Static).update(self.passed())
        menu = self.query_one("#menu", ListView)
        for number, (item, lesson) in enumerate(
            zip(menu.children, self.hub.belot_lessons, strict=True), start=1
        ):
            item.query_one(Label).update(self.label(number, lesson))
