"""What the Baloot and the Belot tables share: the felt, the turn's flow, the bots, the keys.

Flow (STYLE §1.5-1.6): a card click or key ends in :meth:`GameTable.submit`,
which calls the match's :class:`~baloot_tui.play.driver.MatchDriver`;
the table's ``after_events`` redraws every widget from a fresh snapshot and decides
what comes next: a summary, the privacy screen for the next person in hot-seat
(:meth:`GameTable.hand_over_to`), the bot worker (:meth:`GameTable.run_bots`) or the
match's end. A game's table says only what is its own: how it draws, what its
events mean (a finished trick, a pause for the bots), how a refusal reads and what
its end screen is.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any, ClassVar, Final, Generic, Protocol, TypeVar

from textual import work
from textual._styles_cache import StylesCache
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.notifications import Notification, Notify, SeverityLevel
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import Seat
from baloot_tui.play.driver import MatchDriver
from baloot_tui.text.i18n import N_
from baloot_tui.tui.layout import TooSmallNotice, fit_to, scroll_pages
from baloot_tui.tui.say import tr
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from baloot_tui.tui.table_state import TableSnapshot
from baloot_tui.tui.widgets.footer import KeyFooter
from baloot_tui.tui.widgets.hand import HandWidget
from baloot_tui.tui.widgets.panels import ContractPanel, TablePanel
from baloot_tui.tui.widgets.table import ButtonBar, SeatBox, TrickArea, TrickNote

FOCUS_ITEMS: Final = "CardWidget, BarButton"
"""What the arrow keys move the focus over: the cards and the action buttons."""
DELAY_STEPS: Final = (0.0, 0.2, 0.4, 0.6, 1.0, 1.5, 2.5)
"""The bot delays the + and - keys step through."""
SPEED: Final = Binding.Group(N_("Speed"), compact=True)
"""The + and - keys share one footer entry."""
MOVE_KEYS: Final[list[BindingType]] = [
    *(Binding(str(n), f"choose({n - 1})", show=False) for n in range(1, 10)),
    Binding("left", "move_focus(-1)", "◀", show=False),
    Binding("right", "move_focus(1)", "▶", show=False),
    Binding("up", "focus_row('hand')", show=False),
    Binding("down", "focus_row('actions')", show=False),
    Binding("enter,space", "focus_row('hand')", show=False),
    Binding("pageup", "scroll_side(-1)", show=False),
    Binding("pagedown", "scroll_side(1)", show=False),
]
"""The keys every table has, before its own: choose, move the focus, scroll the side."""
TRICK_KEYS: Final[list[BindingType]] = [
    Binding("l", "last_trick", N_("Last trick")),
    Binding("plus,equals_sign", "delay(1)", N_("Slower"), key_display="+", group=SPEED),
    Binding("minus", "delay(-1)", N_("Faster"), key_display="-", group=SPEED),
]
"""The keys every table has after its own: the last trick and the bots' speed."""
RULES_KEY: Final[BindingType] = Binding("question_mark,f1", "app.help", N_("Rules"))
"""The rules of the game being played."""
MENU_KEY: Final[BindingType] = Binding("escape", "app.menu", N_("Menu"))
"""The last key in every table's footer."""


class FeltScreen(Screen[None]):
    """A screen drawn around the felt: seats and trick in the middle, panels at the side.

    The side column pins the contract and the score at its top and scrolls the
    rest, so they stay in sight however long the coach's text is. The size classes
    of :func:`~baloot_tui.tui.layout.fit_to` pick the layout: ``-narrow`` narrows
    the side column and the seats and draws cards compactly, ``-roomy`` draws them
    large, and ``-too-small`` replaces everything with a notice. The side column
    never takes the focus, so Tab and the arrows stay on the felt.
    """

    AUTO_FOCUS = ""
    """Nothing on opening (None would mean the app's "*", which picks the side column's log)."""

    def compose(self) -> ComposeResult:
        """The banner, the felt, the side column and the footer."""
        yield self.banner()
        with Horizontal(id="body"):
            with Vertical(id="felt"):
                yield self.seat("top")
                with Horizontal(id="middle"):
                    yield self.seat("left")
                    yield self.trick_area()
                    yield self.seat("right")
                yield self.trick_note()
                yield self.seat("bottom")
                yield from self.below_the_seats()
            with Vertical(id="side"):
                yield self.contract_panel()
                with VerticalScroll(id="side-scroll", can_focus=False, can_focus_children=False):
                    yield from self.side_panels()
        yield TooSmallNotice()
        yield KeyFooter(compact=True)

    def banner(self) -> Widget:
        """The line across the top."""
        return Static(id="banner")

    def seat(self, position: str) -> Widget:
        """The seat drawn at ``position`` (bottom, right, top or left)."""
        return SeatBox(position)

    def trick_area(self) -> Widget:
        """The trick in the middle of the felt."""
        return TrickArea(id="trick")

    def trick_note(self) -> Widget:
        """The line under the trick."""
        return TrickNote(id="trick-note")

    def contract_panel(self) -> Widget:
        """The contract and the score, pinned at the top of the side column."""
        return ContractPanel(id="contract")

    def below_the_seats(self) -> list[Widget]:
        """What sits under the bottom seat: the hand, and on the table the actions."""
        return [HandWidget(id="hand", focusable=False)]

    def side_panels(self) -> list[Widget]:
        """The side column's scrolling panels, top to bottom (under the pinned contract)."""
        return []

    def on_mount(self) -> None:
        """Pick the layout for the terminal's size."""
        fit_to(self, self.app.size)

    def draw_felt(self, snap: TableSnapshot) -> None:
        """Redraw the seats, the trick and every side panel from ``snap``."""
        for seat_box in self.query(SeatBox):
            seat_box.update_table(snap)
        self.query_one(TrickArea).update_table(snap)
        self.query_one(TrickNote).update_table(snap)
        for panel in self.query(TablePanel):
            panel.update_table(snap)

    def on_resize(self, event: Resize) -> None:
        """Switch layouts as the terminal grows or shrinks."""
        fit_to(self, event.size)

    def on_screen_resume(self) -> None:
        """Back on the felt (a dialog closed): let go of what its widgets drew."""
        forget_removed_drawings()


def forget_removed_drawings() -> None:
    """Empty the Textual cache that keeps removed widgets' rendered lines alive.

    ``StylesCache.get_inner_outer`` is an ``lru_cache`` on a method (Textual 8.2,
    issue #6665), so it holds the style caches of the last 1,024 widgets drawn,
    each with its rendered lines, long after the widgets are gone: every hand
    summary and every deal's cards. Its entries are two colours added, cheap to
    work out again.
    """
    StylesCache.get_inner_outer.cache_clear()


class Felt(Protocol):
    """What the shared flow reads of a table's snapshot."""

    @property
    def my_turn(self) -> bool:
        """Whether the bottom seat is a person to act, with their cards in sight."""
        ...

    def last_trick(self) -> object | None:
        """The last completed trick of the deal shown."""
        ...


C = TypeVar("C", bound="MatchDriver[Any, Any, Any, Any]")
"""The game's controller."""
A = TypeVar("A")
"""The game's action."""
E = TypeVar("E")
"""The game's events."""
S = TypeVar("S", bound=Felt)
"""The game's snapshot."""


class GameTable(FeltScreen, Generic[C, A, E, S]):
    """A table for one match of a game: the flow both games follow, over the game's controller.

    A subclass draws (:meth:`redraw`, which sets :attr:`snap`), goes on after
    events (:meth:`after_events`), and says what its events mean
    (:meth:`log_events`, :meth:`ends_trick`, :meth:`pauses_bots`), how a refusal
    reads (:meth:`refusal`) and what shows at the match's end (:meth:`match_over`).
    """

    PASSING_KEYS: ClassVar[frozenset[str]] = frozenset({"last_trick"})
    """Table actions that work only at times; the footer shows them only then."""

    def __init__(self, controller: C, bot_delay: float) -> None:
        super().__init__()
        self.controller = controller
        """The match being played."""
        self.bot_delay = bot_delay
        """Seconds between bot moves."""
        humans = controller.table.humans
        self.perspective: Seat = humans[0] if humans else Seat.SOUTH
        """The seat drawn at the bottom (the last person who acted)."""
        self.viewer: Seat | None = self.perspective if len(humans) == 1 else None
        """Whose cards may be shown; None while the privacy screen is up."""
        self.was_my_turn = False
        """Whether the last redraw was on the person's turn (a new turn moves the focus)."""
        self.show_last_trick = False
        """Whether the last completed trick is drawn instead of the current one (key l)."""
        self.thinking: Seat | None = None
        """A bot about to move."""
        self.snap: S | None = None
        """What the last redraw showed."""
        self.waiting = False
        """True while a summary, a claim or the privacy screen must be answered first."""
        self.notice: Notification | None = None
        """The table's notice on screen (a new one replaces it)."""
        self.keys_now: frozenset[str] = frozenset()
        """The actions of :attr:`PASSING_KEYS` that work now (the footer shows them)."""

    # ------------------------------------------------------------- what a game says

    def redraw(self) -> None:
        """Push a fresh snapshot down to every widget (and keep it in :attr:`snap`)."""
        raise NotImplementedError

    def after_events(self, events: Sequence[E]) -> None:
        """Show ``events``, then go on (a summary, a claim, or :meth:`advance`)."""
        raise NotImplementedError

    def log_events(self, events: Sequence[E]) -> None:
        """Write ``events`` to the table's log."""
        raise NotImplementedError

    def ends_trick(self, events: Sequence[E]) -> bool:
        """Whether ``events`` complete a trick (the bots pause to let it be seen)."""
        raise NotImplementedError

    def pauses_bots(self, events: Sequence[E]) -> bool:
        """Whether the bots stop after ``events`` for the table to show something first."""
        raise NotImplementedError

    def refusal(self, err: IllegalActionError) -> str:
        """Why the engine refused the person's action, in their words."""
        raise NotImplementedError

    def match_over(self) -> None:
        """Show the finished match's end."""
        raise NotImplementedError

    def rules_screen(self) -> Screen[None]:
        """The rules of the game being played (key ?, the palette's Rules)."""
        raise NotImplementedError

    def rules_help(self) -> str:
        """The palette's line under Rules: which game's rules it shows."""
        raise NotImplementedError

    def farewell(self, not_saving: str | None) -> str | None:
        """What quitting prints: whether the match was saved (None: over, nothing to keep).

        ``not_saving`` is why nothing is being saved, if so.
        """
        raise NotImplementedError

    # ------------------------------------------------------------- the flow

    def on_mount(self) -> None:
        """Draw the table and start play (unless the table was closed before it mounted).

        Keys and clicks queued for the screen below can replace the table at once
        (Enter on "Play again", then a click on "Main menu"): a table already off
        the stack has nothing to draw and must not start the bots.
        """
        if self not in self.app.screen_stack:
            return
        self.redraw()
        self.call_later(self.advance)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that do nothing now are neither in the footer nor active.

        While the terminal is too small none of the table's keys work: the player
        would act blind.
        """
        if self.has_class("-too-small"):
            return False  # nothing of the table is in sight to act on
        return action not in self.PASSING_KEYS or action in self.keys_now

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """A notice that replaces the table's previous one: they never pile up.

        Clicking one forbidden card after another says why each time; only the
        latest reason stays on screen. Notices of the app (a failed save) are left alone.
        """
        app = self.app
        if self.notice is not None:
            app._unnotify(self.notice, refresh=False)  # Textual's own way to drop one toast
        wait = app.NOTIFICATION_TIMEOUT if timeout is None else timeout
        self.notice = Notification(message, title, severity, wait, markup=markup)
        app.post_message(Notify(self.notice))

    def show_events(self, events: Sequence[E]) -> None:
        """Log ``events`` and redraw."""
        if self.ends_trick(events):
            self.show_last_trick = False
        self.log_events(events)
        self.redraw()

    def summary_closed(self, _: None) -> None:
        """A deal's summary was closed: play on."""
        self.waiting = False
        self.advance()

    def advance(self) -> None:
        """Deal if needed, then hand the turn to the bots or to the next person."""
        controller = self.controller
        if self.waiting or self not in self.app.screen_stack:
            return
        if controller.is_over:
            self.match_over()
            return
        if controller.needs_deal:
            self.show_events(controller.deal_next())
        if controller.is_bot_turn():
            self.run_bots()
            return
        seat = controller.to_act
        if seat is not None and self.viewer is not seat:
            self.hand_over_to(seat)

    def hand_over_to(self, seat: Seat) -> None:
        """Hide the cards and ask for the keyboard to be passed to ``seat``'s player."""
        self.viewer = None
        self.perspective = seat
        self.redraw()
        self.waiting = True
        self.app.push_screen(
            PrivacyScreen(self.controller.table[seat].name), callback=self._privacy_closed
        )

    def _privacy_closed(self, _: None) -> None:
        self.waiting = False
        self.viewer = self.perspective
        self.redraw()
        self.advance()

    @work(exclusive=True, group="bots")
    async def run_bots(self) -> None:
        """Play the bots' turns with a delay a person can follow."""
        controller = self.controller
        events: Sequence[E] = []
        while controller.is_bot_turn() and not self.waiting:
            self.thinking = controller.to_act
            self.redraw()
            if self.bot_delay > 0:
                await asyncio.sleep(self.bot_delay)
            events = controller.play_bot_turn()
            self.thinking = None
            if self.pauses_bots(events):
                break
            self.show_events(events)
            if self.bot_delay > 0 and self.ends_trick(events):
                await asyncio.sleep(self.bot_delay * 2)
        else:
            events = []
        self.after_events(events)

    # ------------------------------------------------------------- input

    def submit(self, action: A) -> None:
        """Apply the person's ``action``; an illegal one only shows why."""
        controller = self.controller
        if self.waiting or not controller.is_human_turn() or controller.to_act is not self.viewer:
            return
        if self.has_class("-too-small"):
            return  # the table is out of sight: a key still focused on a button must not act
        try:
            events = controller.submit(action)
        except IllegalActionError as err:
            self.notify(
                self.refusal(err), title=tr("Not allowed"), severity="warning", markup=False
            )
            return
        self.after_events(events)

    def action_choose(self, index: int) -> None:
        """Key 1-9: the n-th action if actions are offered, else the n-th card."""
        snap = self.snap
        if snap is None or not snap.my_turn:
            return
        bar = self.query_one(ButtonBar)
        if bar.numbered:
            bar.press(index)
            return
        widget = self.query_one(HandWidget).card_widget(index)
        if widget is not None:
            self.set_focus(widget)
            widget.choose()

    def action_move_focus(self, step: int) -> None:
        """Left/Right: the previous or next card or action button (wrapping round)."""
        if step < 0:
            self.focus_previous(FOCUS_ITEMS)
        else:
            self.focus_next(FOCUS_ITEMS)

    def action_focus_row(self, row: str) -> None:
        """Up/Down: over to the cards or to the action buttons (Enter: to the cards).

        A row that already holds the focus keeps it; the cards row starts at the
        first card that may be played.
        """
        target = self.query_one(HandWidget) if row == "hand" else self.query_one(ButtonBar)
        items = target.items()
        if not items or self.focused in items:
            return
        bright = [item for item in items if not item.has_class("-illegal")]
        self.set_focus((bright or items)[0])

    def action_scroll_side(self, pages: int) -> None:
        """Page Up/Down: scroll the side column (the coach's text can be long)."""
        scroll_pages(self.query_one("#side-scroll", VerticalScroll), pages)

    def action_last_trick(self) -> None:
        """Show the last completed trick again (toggle)."""
        if self.snap is None or self.snap.last_trick() is None:
            self.notify(tr("No trick has been completed yet in this hand."))
            return
        self.show_last_trick = not self.show_last_trick
        self.redraw()

    def action_delay(self, step: int) -> None:
        """Make bots slower or faster."""
        current = min(range(len(DELAY_STEPS)), key=lambda i: abs(DELAY_STEPS[i] - self.bot_delay))
        index = max(0, min(len(DELAY_STEPS) - 1, current + step))
        self.bot_delay = DELAY_STEPS[index]
        self.notify(tr("Bot delay {seconds} s", seconds=f"{self.bot_delay:.1f}"), timeout=1.5)
