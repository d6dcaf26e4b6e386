"""The last step of the path: a whole match against the bots with the coach panel on.

The Learn menu cannot play a match itself: the host that can (the table app's start
menu) gives the hub a way to start one (:attr:`~baloot_tui.tui.learn.hub.LearnHub.start_match`),
and the screen offers it; ``baloot learn`` alone says how to start one from the
command line. Starting it marks the step done.
"""

from __future__ import annotations

from typing import ClassVar, Final

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Button, Static

from baloot_tui.text.i18n import N_
from baloot_tui.tui.learn.hub import LearnHub
from baloot_tui.tui.learn.screens import HubScreen
from baloot_tui.tui.say import tr
from baloot_tui.tui.widgets.footer import KeyFooter

MATCH_STEP: Final = "match"
"""The step's menu id, kept in progress once the match is started."""
MATCH_TITLE: Final = N_("A match with the coach")
"""The step's name in the menu and on the path."""


class CoachedMatchScreen(HubScreen):
    """What a coached match is, and a way to start one where the host can."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back")),
        Binding("s", "start", N_("Start the match")),
    ]

    def __init__(self, hub: LearnHub) -> None:
        """The step of ``hub``'s path."""
        super().__init__(hub)

    def compose(self) -> ComposeResult:
        """What the match is; the start button, or how to start one."""
        yield Static(Text(tr(MATCH_TITLE)), id="title")
        with VerticalScroll(id="body"):
            yield Static(
                Text(
                    tr(
                        "Play a whole match to 152 against the bots with the coach panel on: "
                        "at each of your decisions it shows what every option is worth, "
                        "in game points for your team minus theirs, and why."
                    )
                ),
                classes="prompt",
            )
            if self.hub.start_match is None:
                how = tr(
                    "Start one from a terminal with: baloot play — then press c at the "
                    "table to switch the coach on."
                )
                yield Static(Text(how), id="how", classes="feedback right")
            else:
                start = Text(tr("Start the match (s)"))
                yield Button(start, id="start", variant="primary", compact=True)
        yield KeyFooter()

    def action_start(self) -> None:
        """Start the match with the coach on, where the host can; the step is done."""
        start = self.hub.start_match
        if start is None:
            self.notify(tr("Start it with: baloot play (then press c for the coach)."))
            return
        self.report(self.hub.finish_step(MATCH_STEP))
        start()

    @on(Button.Pressed, "#start")
    def pressed(self) -> None:
        """A click starts the match, as the key does."""
        self.action_start()
