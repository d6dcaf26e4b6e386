"""The start menu and the match-end screen."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, cast

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from baloot_tui.engine.controller import GameController

if TYPE_CHECKING:
    from baloot_tui.ui.app import BalootApp

LOGO = "بلوت  BALOOT"


class StartMenu(Screen[None]):
    """What ``baloot`` opens: play, continue, hot-seat, settings, rules, quit."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "app.focus_previous", "Up", show=False),
        Binding("down,j", "app.focus_next", "Down", show=False),
        Binding("p", "play", "Play"),
        Binding("c", "resume", "Continue"),
        Binding("o", "app.settings", "Settings"),
        Binding("question_mark,f1", "app.help", "Rules"),
        Binding("q", "app.quit", "Quit"),
    ]

    @property
    def baloot(self) -> BalootApp:
        """The app, typed."""
        return cast("BalootApp", self.app)

    def compose(self) -> ComposeResult:
        """The logo and one button per choice; "Play against bots" has the focus."""
        app = self.baloot
        humans = app.options.humans or app.settings.humans
        with Vertical(id="menu-box"):
            yield Static(LOGO, id="logo")
            yield Static("Saudi Baloot in the terminal", id="tagline")
            yield Button("Play against bots", id="play", variant="primary")
            if app.store.has_save():
                yield Button("Continue the unfinished match", id="resume", variant="success")
            yield Button(f"Hot-seat: {max(humans, 2)} people at one keyboard", id="hotseat")
            yield Button("Settings", id="settings")
            yield Button("Rules", id="rules")
            yield Button("Quit", id="quit", variant="error")
        yield Footer()

    def on_mount(self) -> None:
        """Select "Play against bots"."""
        self.query_one("#play", Button).focus()

    @on(Button.Pressed, "#play")
    def action_play(self) -> None:
        """You in the south seat, three bots."""
        self.baloot.start_new_match(humans=1)

    @on(Button.Pressed, "#resume")
    def action_resume(self) -> None:
        """Continue the saved match."""
        if self.baloot.store.has_save():
            self.baloot.resume_match()

    @on(Button.Pressed, "#hotseat")
    def hotseat(self) -> None:
        """Several people take turns at one keyboard."""
        app = self.baloot
        self.baloot.start_new_match(humans=max(app.options.humans or app.settings.humans, 2))

    @on(Button.Pressed, "#settings")
    def settings(self) -> None:
        """Open the settings."""
        self.baloot.action_settings()

    @on(Button.Pressed, "#rules")
    def rules(self) -> None:
        """Open the rules."""
        self.baloot.action_help()

    @on(Button.Pressed, "#quit")
    def quit(self) -> None:
        """Leave (the match, if any, is saved)."""
        self.app.exit()


class MatchEndScreen(Screen[None]):
    """The winner, the final score, and "play again"."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "again", "Play again"),
        Binding("escape,m", "app.menu", "Menu"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        """The finished match."""

    def compose(self) -> ComposeResult:
        """The result and the three choices."""
        match = self.controller.match
        humans = self.controller.table.humans
        winner = match.winner
        us = humans[0].team if humans else None
        if winner is None:
            headline = "The match is over."
        elif len({h.team for h in humans}) == 1:
            headline = "You won the match!" if winner is us else "The other team won the match."
        else:
            names = [self.controller.table[s].name for s in winner.seats]
            headline = f"{' and '.join(names)} won the match!"
        ns, ew = match.scores
        with Vertical(id="end-box"):
            yield Static(headline, id="end-title")
            yield Static(
                f"Final score: NS {ns} – EW {ew} after {len(match.hands)} hands", id="end-score"
            )
            yield Button("Play again", id="again", variant="primary")
            yield Button("Main menu", id="menu")
            yield Button("Quit", id="quit", variant="error")
        yield Footer()

    def on_mount(self) -> None:
        """Select "Play again"."""
        self.query_one("#again", Button).focus()

    @on(Button.Pressed, "#again")
    def action_again(self) -> None:
        """A new match with the same seats."""
        cast("BalootApp", self.app).start_new_match(humans=len(self.controller.table.humans))

    @on(Button.Pressed, "#menu")
    def menu(self) -> None:
        """Back to the start menu."""
        cast("BalootApp", self.app).show_menu()

    @on(Button.Pressed, "#quit")
    def quit(self) -> None:
        """Leave."""
        self.app.exit()
