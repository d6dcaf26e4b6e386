"""The privacy screen over the table, between two people at one keyboard."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.events import Resize
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from baloot_tui.core.seats import NAME_LIMIT
from baloot_tui.text.i18n import N_
from baloot_tui.text.players import shown_name
from baloot_tui.tui.layout import TooSmallNotice, fit_to
from baloot_tui.tui.render import plain
from baloot_tui.tui.say import fill, show_text, tr_text
from baloot_tui.tui.widgets.footer import KeyFooter


class PrivacyScreen(ModalScreen[None]):
    """Hides every hand until the next person has the keyboard.

    Nothing may be opened from here: being modal, it shuts off the bindings of
    the screens below (Esc to the menu, the table's keys), and while it is up the
    command palette is switched off (Ctrl+P would reach Records, Settings or the
    menu). Only Enter or Space (ready) and Ctrl+Q (quit; the match is saved) work.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "ready", N_("I am ready"), key_display="⏎"),
        # The app's Ctrl+Q works here too; a modal screen's footer shows only its own keys.
        Binding("ctrl+q", "app.quit", N_("Quit (the match is saved)")),
    ]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name
        """Who should take the keyboard (as given: drawn only through :func:`plain`)."""
        self.palette_was_on = True
        """Whether the command palette was on before this screen switched it off."""

    def compose(self) -> ComposeResult:
        """A message, one button and the footer; nothing of the table shows through."""
        name = plain(shown_name(self.player), NAME_LIMIT)
        with Vertical(id="privacy-box"):
            said = fill(
                "Pass the keyboard to {name}\n\n{name}: press Enter when nobody else is looking.",
                name=name,
            )
            yield Static(show_text(said), id="privacy-text")
            yield Button(
                tr_text("I am {name}: show my cards", name=name), id="ready", variant="primary"
            )
        yield TooSmallNotice()
        yield KeyFooter(show_command_palette=False)

    def on_mount(self) -> None:
        """Switch the command palette off while the cards are hidden."""
        self.palette_was_on = self.app.use_command_palette
        self.app.use_command_palette = False
        fit_to(self, self.app.size)

    def on_resize(self, event: Resize) -> None:
        """Say so when the terminal is too small."""
        fit_to(self, event.size)

    def on_unmount(self) -> None:
        """Give the palette back once the next person has the keyboard."""
        self.app.use_command_palette = self.palette_was_on

    @on(Button.Pressed, "#ready")
    def action_ready(self) -> None:
        """Reveal the table to the new player."""
        self.dismiss(None)
