"""The one replay viewer: step through any game's record deal by deal and action by action.

``baloot replay FILE --view`` opens it in a :class:`ReplayApp`; the records screen
pushes it over the app. What a game's deal looks like at each step comes from the
game's :class:`~baloot_tui.tui.felt.RecordPages` (its adapter's ``record_pages``),
which replays every deal through the game's engine, so what is shown is what the
engine computes. Stepping, crossing into the next or previous deal, the keys
(dimmed in the footer when they would not move) and closing are here.

Long records stay fast: a deal's states are built only when the viewer enters it
(about 40 states), so a step costs the same at deal 10,000 as at deal 1. The
record's title (its file name) is drawn through
:func:`~baloot_tui.tui.render.plain`, like the players' names.
"""

from __future__ import annotations

from typing import Any, Final

from textual.app import App
from textual.binding import Binding
from textual.filter import LineFilter
from textual.widgets import Static

from baloot_tui.core.seats import SEATS
from baloot_tui.store.records import GameRecord
from baloot_tui.text.arabic import Shown
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.adapter import adapter_of_record
from baloot_tui.tui.compat import use_bindings
from baloot_tui.tui.felt import FeltLayout, RecordPages
from baloot_tui.tui.render import plain, seat_names
from baloot_tui.tui.say import show_text
from baloot_tui.tui.screens.table import FeltScreen
from baloot_tui.tui.signals import quit_on_signals
from baloot_tui.tui.visual_lines import with_visual_arabic

TITLE_LIMIT: Final = 60
"""The longest record title the banner shows (a file name may be 255 characters)."""


class ReplayScreen(FeltScreen):
    """A record of any game, every hand face up; the arrows (or the footer's keys) step through it.

    It draws the game's felt and panels, narrow layout included.
    """

    def __init__(self, record: GameRecord, title: str) -> None:
        super().__init__()
        self.loaded = record
        """The record shown (already read and replayed)."""
        self.record_title = plain(title, TITLE_LIMIT)
        """The record's name as the banner draws it."""
        players = record.players
        self.names = seat_names([players.get(s, s.name.title()) for s in SEATS])
        """The seats' names as the felt draws them, South first."""
        self.pages: RecordPages[Any] = adapter_of_record(record).record_pages(record, self.names)
        """The game's side of the viewer."""
        self.hand_index = 0
        """The deal shown (0-based)."""
        self.step_index = 0
        """The step of the deal shown: 0 as dealt, then one per action."""
        self.states: tuple[Any, ...] = self.pages.states(0) if self.pages.deals else ()
        """The states of the deal shown (rebuilt when another deal is entered)."""
        words = self.pages.words
        use_bindings(
            self,
            [
                # Short names: the footer has to fit in 80 columns.
                Binding("right,l", "step(1)", N_("Next")),
                Binding("left,h", "step(-1)", N_("Back")),
                Binding("down,j,pagedown", "hand(1)", words.next_deal),
                Binding("up,k,pageup", "hand(-1)", words.previous_deal),
                Binding("home", "jump(0)", N_("Start"), show=False),
                Binding("end", "jump(-1)", N_("End"), show=False),
                Binding("escape,q", "leave", N_("Close")),
                *self.pages.keys,
            ],
        )

    def felt_layout(self) -> FeltLayout:
        """The game's widgets, with a plain banner."""
        return self.pages.layout()

    @property
    def deals(self) -> int:
        """How many deals the record holds, the unfinished last one included."""
        return self.pages.deals

    def redraw(self) -> None:
        """Draw the step shown, and say in the banner where it is and what happened."""
        banner = self.query_one("#banner", Static)
        if not self.deals:
            banner.update(show_text(self.record_title.copy().append(_(self.pages.words.empty))))
            return
        self.pages.draw(self.states[self.step_index], self.hand_index, self)
        what = self.pages.what(self.states, self.step_index)
        banner.update(show_text(self.record_title.copy().append(self.where() + what)))

    def on_mount(self) -> None:
        """Show the first deal."""
        self.redraw()

    def where(self) -> str:
        """`` · hand 2/9 · step 5/40``: the deal and the step shown."""
        return _(self.pages.words.where).format(
            hand=self.hand_index + 1,
            hands=self.deals,
            step=self.step_index,
            steps=len(self.states) - 1,
        )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A step key that would not move is dimmed in the footer (None) and does nothing."""
        if action not in ("step", "hand") or not parameters:
            return True
        return True if self.can_move(action == "step", parameters[0] == 1) else None

    def can_move(self, by_step: bool, forward: bool) -> bool:
        """Whether a step (or, ``by_step`` False, a deal) forward or back shows something new."""
        if not forward:
            return self.hand_index > 0 or self.step_index > 0
        more_steps = by_step and self.step_index < len(self.states) - 1
        return self.hand_index < self.deals - 1 or more_steps

    def shown(self) -> None:
        """After each move: redraw, and let the footer say which keys move now."""
        self.redraw()
        self.refresh_bindings()

    def enter_hand(self, index: int) -> None:
        """Make deal ``index`` the one shown (its states are built here, once per visit)."""
        if index != self.hand_index:
            self.hand_index = index
            self.states = self.pages.states(index)

    def action_step(self, delta: int) -> None:
        """One action forward or back (crossing into the next or previous deal)."""
        if not self.deals:
            return
        index = self.step_index + delta
        if index < 0 and self.hand_index > 0:
            self.enter_hand(self.hand_index - 1)
            index = len(self.states) - 1
        elif index >= len(self.states) and self.hand_index < self.deals - 1:
            self.enter_hand(self.hand_index + 1)
            index = 0
        self.step_index = max(0, min(index, len(self.states) - 1))
        self.shown()

    def action_hand(self, delta: int) -> None:
        """The start of the next or previous deal."""
        if not self.deals:
            return
        self.enter_hand(max(0, min(self.hand_index + delta, self.deals - 1)))
        self.step_index = 0
        self.shown()

    def action_jump(self, where: int) -> None:
        """The start (0) or the end (-1) of the deal."""
        self.step_index = 0 if where == 0 else max(0, len(self.states) - 1)
        self.shown()

    def action_pages(self, key: str) -> None:
        """A key of the game's own (a review of South's decisions, say)."""
        if self.deals:
            self.pages.press(key, self.hand_index, self)

    def action_leave(self) -> None:
        """Close the viewer."""
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()


class ReplayApp(App[None]):
    """A standalone app around the replay viewer, on one record of any game."""

    CSS_PATH = "baloot.tcss"
    TITLE = N_("Baloot replay")

    def __init__(self, record: GameRecord, title: str, arabic: Shown = "logical") -> None:
        super().__init__()
        self.record = record
        """The record shown (already read and replayed)."""
        self.record_title = title
        """The viewer's name for it (its file's name)."""
        self.arabic = arabic
        """How Arabic words are printed."""

    def get_line_filters(self) -> list[LineFilter]:
        """Textual's filters, after the one that puts visual-mode Arabic in screen order."""
        return with_visual_arabic(super().get_line_filters())

    def on_load(self) -> None:
        """SIGTERM, SIGHUP and SIGINT close the app, from before the terminal is taken."""
        quit_on_signals(self, lambda code: self.exit(return_code=code))

    def on_mount(self) -> None:
        """Open the viewer; SIGTERM, SIGHUP and SIGINT close it and restore the terminal."""
        self.push_screen(ReplayScreen(self.record, self.record_title))
