"""The Bulgarian Belot table: keys, clicks and bot moves in, the felt redrawn from snapshots.

It follows the Baloot table's flow (STYLE §1.5-1.6) through the shared game
interface: a key or click ends in :meth:`BelotTableScreen.submit`, which calls the
:class:`~baloot_tui.engine.game_controller.MatchDriver`; :meth:`after_events`
logs what happened, redraws every widget from a fresh
:class:`~baloot_tui.ui.widgets.belot_table.BelotSnapshot` and goes on: the deal's
summary, the privacy screen for the next person, the bots, or the match's end.

:func:`open_belot` is how the app starts or resumes a Belot match (the games'
registry, :mod:`baloot_tui.ui.game_tables`, points here).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Final, cast

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button, Footer, Static

from baloot_tui.belot.actions import Action, PlayCard
from baloot_tui.belot.match import BelotMatch
from baloot_tui.belot.view import BelotView, Phase
from baloot_tui.engine.belot_game import BELOT, BelotGame
from baloot_tui.engine.belot_storage import BelotSaves
from baloot_tui.engine.belot_words import deal_summary, team_label
from baloot_tui.engine.controller import MatchSetup
from baloot_tui.engine.game import Choice, TableEvent
from baloot_tui.engine.game_controller import ChangeHook, MatchDriver
from baloot_tui.engine.seats import TableConfig
from baloot_tui.rules.cards import Card
from baloot_tui.rules.errors import IllegalActionError
from baloot_tui.rules.seats import Seat
from baloot_tui.ui.layout import TooSmallNotice, fit_to, scroll_pages
from baloot_tui.ui.render import DEFAULT_THEM, Palette, plain, seat_names
from baloot_tui.ui.screens.dialogs import PrivacyScreen
from baloot_tui.ui.screens.menu import NewMatchChoice, NewMatchConfirm, is_active
from baloot_tui.ui.screens.table import DELAY_STEPS, FOCUS_ITEMS, SPEED, FeltScreen
from baloot_tui.ui.widgets.belot_table import (
    BelotActions,
    BelotBanner,
    BelotBidding,
    BelotContractPanel,
    BelotLedger,
    BelotLog,
    BelotPanel,
    BelotSeat,
    BelotSnapshot,
    BelotTrick,
    BelotTrickNote,
    belot_snapshot,
    sorted_cards,
)
from baloot_tui.ui.widgets.footer import KeyFooter
from baloot_tui.ui.widgets.hand import CardWidget, HandWidget

if TYPE_CHECKING:
    from baloot_tui.ui.app import BalootApp, StartMode

BelotDriver = MatchDriver[BelotMatch, Action, BelotView]
PASSING_KEYS: Final = frozenset({"belote", "last_trick"})
"""Keys that work only at times: the footer shows them only then."""


class BelotTableScreen(FeltScreen):
    """The Belot table for one match."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(n), f"choose({n - 1})", show=False) for n in range(1, 10)),
        Binding("left", "move_focus(-1)", "◀", show=False),
        Binding("right", "move_focus(1)", "▶", show=False),
        Binding("up", "focus_row('hand')", show=False),
        Binding("down", "focus_row('actions')", show=False),
        Binding("enter,space", "focus_row('hand')", show=False),
        Binding("pageup", "scroll_side(-1)", show=False),
        Binding("pagedown", "scroll_side(1)", show=False),
        Binding("b", "belote", "Belote"),
        Binding("l", "last_trick", "Last trick"),
        Binding("plus,equals_sign", "delay(1)", "Slower", key_display="+", group=SPEED),
        Binding("minus", "delay(-1)", "Faster", key_display="-", group=SPEED),
        Binding("escape", "app.menu", "Menu"),
    ]

    def __init__(self, driver: BelotDriver, bot_delay: float) -> None:
        super().__init__()
        self.driver = driver
        """The match being played."""
        self.bot_delay = bot_delay
        """Seconds between bot moves."""
        humans = driver.table.humans
        self.perspective: Seat = humans[0] if humans else Seat.SOUTH
        """The seat drawn at the bottom (the last person who acted)."""
        self.viewer: Seat | None = self.perspective if len(humans) == 1 else None
        """Whose cards may be shown; None while the privacy screen is up."""
        self.announce_belote = True
        """Whether a K or Q that may carry a belote announces it (key b switches)."""
        self.show_last_trick = False
        self.thinking: Seat | None = None
        self.snap: BelotSnapshot | None = None
        self.waiting = False
        """True while a summary or the privacy screen must be answered first."""
        self.was_my_turn = False
        self.keys_now: frozenset[str] = frozenset()

    # ------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        """The banner, the felt with the hand and buttons, the side column, the footer."""
        yield BelotBanner(id="banner")
        with Horizontal(id="body"):
            with Vertical(id="felt"):
                yield BelotSeat("top")
                with Horizontal(id="middle"):
                    yield BelotSeat("left")
                    yield BelotTrick(id="trick")
                    yield BelotSeat("right")
                yield BelotTrickNote(id="trick-note")
                yield BelotSeat("bottom")
                yield HandWidget(id="hand")
                yield BelotActions(id="actions")
            with Vertical(id="side"):
                yield BelotContractPanel(id="contract")
                with VerticalScroll(id="side-scroll", can_focus=False, can_focus_children=False):
                    yield BelotLedger(id="ledger")
                    yield BelotBidding(id="bidding")
                    yield BelotLog(id="log")
        yield TooSmallNotice()
        yield KeyFooter(compact=True)

    def on_mount(self) -> None:
        """Draw the table and start play (unless it was closed before it mounted)."""
        fit_to(self, self.app.size)
        if self not in self.app.screen_stack:
            return
        self.redraw()
        self.call_later(self.advance)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that do nothing now are neither in the footer nor active."""
        if self.has_class("-too-small"):
            return False
        return action not in PASSING_KEYS or action in self.keys_now

    # ------------------------------------------------------------- drawing

    def snapshot(self) -> BelotSnapshot:
        """What this screen may show now."""
        driver = self.driver
        theme = self.app.current_theme
        visible = self.viewer is self.perspective
        return belot_snapshot(
            driver.match,
            driver.view_for(self.perspective),
            seat_names(driver.table.names),
            driver.table.humans,
            perspective=self.perspective,
            visible=visible,
            choices=driver.choices() if visible else (),
            palette=Palette(us=theme.primary, them=theme.warning or DEFAULT_THEM),
            thinking=self.thinking,
            show_last_trick=self.show_last_trick,
        )

    def redraw(self) -> None:
        """Push a fresh snapshot down to every widget."""
        snap = self.snap = self.snapshot()
        for seat in self.query(BelotSeat):
            seat.update_belot(snap)
        self.query_one(BelotTrick).update_belot(snap)
        self.query_one(BelotTrickNote).update_belot(snap)
        for panel in self.query(BelotPanel):
            panel.update_belot(snap)
        mine = snap.my_turn
        numbered = snap.numbered if mine else ()
        switch = self.belote_switch(snap) if mine else ""
        view = snap.view
        contract = None if view is None else view.auction.contract
        cards = () if view is None else sorted_cards(view.hand, contract)
        playable = mine and not numbered and any(c.card is not None for c in snap.choices)
        bright = (
            frozenset(c.card for c in snap.choices if c.allowed and c.card is not None)
            if playable
            else frozenset(cards)
        )
        turn_starts = mine and not self.was_my_turn
        bar = self.query_one(BelotActions)
        hand = self.query_one(HandWidget)
        button_focus = 0 if turn_starts and numbered else bar.focus_position()
        card_focus = None
        if playable and bar.focus_position() is None:
            on_card = hand.focus_position()
            card_focus = next((i for i, c in enumerate(cards) if c in bright), 0)
            if on_card is not None and not turn_starts:
                card_focus = min(on_card, len(cards) - 1)
        bar.show(numbered, switch, focus=button_focus if numbered or switch else None)
        self.query_one(BelotBanner).update_belot(snap, self.prompt(snap, numbered))
        hand.playable = playable
        if not snap.visible:
            hand.show((), frozenset(), "Cards hidden: waiting for the next player")
        else:
            hand.show(cards, bright, focus=card_focus)
        self.was_my_turn = mine
        keys = {"last_trick"} if snap.last_trick() is not None else set()
        if switch:
            keys.add("belote")
        if keys != self.keys_now:
            self.keys_now = frozenset(keys)
            self.refresh_bindings()

    def belote_switch(self, snap: BelotSnapshot) -> str:
        """The belote switch's label when a card may carry one now (else empty)."""
        kings = [c for c in snap.choices if isinstance(c.action, PlayCard) and c.action.belote]
        if not kings:
            return ""
        cards = "/".join(c.card.label for c in kings if c.card is not None)
        return f"Belote with {cards}: {'announce' if self.announce_belote else 'keep quiet'}"

    @staticmethod
    def prompt(snap: BelotSnapshot, numbered: Sequence[Choice[Action]]) -> str:
        """What the person should do now."""
        view = snap.view
        if view is None:
            return ""
        keys = f"keys 1-{len(numbered)}, ←→ ⏎ or click"
        if view.phase is Phase.AUCTION:
            return f"bid, contra or pass: {keys}"
        if numbered:
            return f"declare with your first card: {keys}"
        return f"play a card: keys 1-{len(view.hand)}, ←→ ⏎ or click"

    # ------------------------------------------------------------- flow

    def after_events(self, events: Sequence[TableEvent]) -> None:
        """Show ``events``; then the deal's summary if it ended, else the next turn."""
        self.show_events(events)
        if any(e.kind == "deal_over" for e in events):
            self.waiting = True
            hand = self.driver.match.hands[-1]
            snap = self.snap
            assert snap is not None
            lines = deal_summary(hand, len(self.driver.match.hands), snap.us, snap.names)
            self.app.push_screen(
                BelotDealSummary(lines, snap, self.driver.match.is_over),
                callback=self._summary_closed,
            )
            return
        self.advance()

    def _summary_closed(self, _: None) -> None:
        self.waiting = False
        self.advance()

    def show_events(self, events: Sequence[TableEvent]) -> None:
        """Log ``events`` and redraw."""
        if any(e.kind == "trick" for e in events):
            self.show_last_trick = False
        self.query_one(BelotLog).write_events(events)
        self.redraw()

    def advance(self) -> None:
        """Deal if needed, then hand the turn to the bots or to the next person."""
        driver = self.driver
        if self.waiting or self not in self.app.screen_stack:
            return
        if driver.is_over:
            self.app.push_screen(BelotEndScreen(driver))
            return
        if driver.needs_deal:
            self.show_events(driver.deal_next())
        if driver.is_bot_turn():
            self.run_bots()
            return
        seat = driver.to_act
        if seat is not None and self.viewer is not seat:
            self.hand_over_to(seat)

    def hand_over_to(self, seat: Seat) -> None:
        """Hide the cards and ask for the keyboard to be passed to ``seat``'s player."""
        self.viewer = None
        self.perspective = seat
        self.redraw()
        self.waiting = True
        self.app.push_screen(PrivacyScreen(self.driver.table[seat].name), self._privacy_closed)

    def _privacy_closed(self, _: None) -> None:
        self.waiting = False
        self.viewer = self.perspective
        self.redraw()
        self.advance()

    @work(exclusive=True, group="bots")
    async def run_bots(self) -> None:
        """Play the bots' turns with a delay a person can follow."""
        driver = self.driver
        events: list[TableEvent] = []
        while driver.is_bot_turn() and not self.waiting:
            self.thinking = driver.to_act
            self.redraw()
            if self.bot_delay > 0:
                await asyncio.sleep(self.bot_delay)
            events = driver.play_bot_turn()
            self.thinking = None
            if any(e.kind == "deal_over" for e in events):
                break
            self.show_events(events)
            if self.bot_delay > 0 and any(e.kind == "trick" for e in events):
                await asyncio.sleep(self.bot_delay * 2)
        else:
            events = []
        self.after_events(events)

    # ------------------------------------------------------------- input

    def submit(self, action: Action) -> None:
        """Apply the person's ``action``; an illegal one only shows why."""
        driver = self.driver
        if self.waiting or not driver.is_human_turn() or driver.to_act is not self.viewer:
            return
        if self.has_class("-too-small"):
            return
        try:
            events = driver.submit(action)
        except IllegalActionError as err:
            rule = str(err).partition("': ")[2].partition("; allowed:")[0]
            self.notify(rule, title="Not allowed", severity="warning", markup=False)
            return
        self.after_events(events)

    def card_action(self, card: Card) -> Choice[Action] | None:
        """The choice that plays ``card`` now: with the belote if announced and allowed."""
        snap = self.snap
        if snap is None:
            return None
        options = [c for c in snap.choices if c.card is card]
        announced = [c for c in options if isinstance(c.action, PlayCard) and c.action.belote]
        if announced and self.announce_belote:
            return announced[0]
        return options[0] if options else None

    @on(CardWidget.Chosen)
    def card_chosen(self, message: CardWidget.Chosen) -> None:
        """Play a card, or say which rule forbids it."""
        snap = self.snap
        if snap is None or not snap.my_turn or snap.numbered:
            return
        choice = self.card_action(message.card)
        if choice is None:
            return
        if not choice.allowed:
            self.notify(
                choice.reason,
                title=f"{message.card.label} not allowed",
                severity="warning",
                markup=False,
            )
            return
        self.submit(choice.action)

    @on(BelotActions.Chosen)
    def action_chosen(self, message: BelotActions.Chosen) -> None:
        """Submit a call or declaration; the belote switch flips."""
        if message.action is None:
            self.action_belote()
        else:
            self.submit(message.action)

    def action_choose(self, index: int) -> None:
        """Key 1-9: the n-th call or declaration if offered, else the n-th card."""
        snap = self.snap
        if snap is None or not snap.my_turn:
            return
        bar = self.query_one(BelotActions)
        if bar.choices:
            bar.press(index)
            return
        widget = self.query_one(HandWidget).card_widget(index)
        if widget is not None:
            self.set_focus(widget)
            widget.choose()

    def action_move_focus(self, step: int) -> None:
        """Left/Right: the previous or next card or button."""
        if step < 0:
            self.focus_previous(FOCUS_ITEMS + ", BelotButton")
        else:
            self.focus_next(FOCUS_ITEMS + ", BelotButton")

    def action_focus_row(self, row: str) -> None:
        """Up/Down: over to the cards or to the buttons."""
        target: Widget = self.query_one(HandWidget if row == "hand" else BelotActions)
        assert isinstance(target, (HandWidget, BelotActions))
        items = target.items()
        if not items or self.focused in items:
            return
        bright = [item for item in items if not item.has_class("-illegal")]
        self.set_focus((bright or items)[0])

    def action_scroll_side(self, pages: int) -> None:
        """Page Up/Down: scroll the side column."""
        scroll_pages(self.query_one("#side-scroll", VerticalScroll), pages)

    def action_belote(self) -> None:
        """Key b: announce a belote with the K or Q, or keep quiet."""
        self.announce_belote = not self.announce_belote
        self.redraw()

    def action_last_trick(self) -> None:
        """Show the last completed trick again (toggle)."""
        if self.snap is None or self.snap.last_trick() is None:
            return
        self.show_last_trick = not self.show_last_trick
        self.redraw()

    def action_delay(self, step: int) -> None:
        """Make bots slower or faster."""
        current = min(range(len(DELAY_STEPS)), key=lambda i: abs(DELAY_STEPS[i] - self.bot_delay))
        self.bot_delay = DELAY_STEPS[max(0, min(len(DELAY_STEPS) - 1, current + step))]
        self.notify(f"Bot delay {self.bot_delay:.1f} s", timeout=1.5)


class BelotDealSummary(ModalScreen[None]):
    """A finished deal: contract, outcome, each side's points, declarations, what hangs."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space,escape", "close", "Continue", key_display="⏎"),
    ]
    DEFAULT_CSS = """
    BelotDealSummary { align: center middle; }
    #belot-summary { width: 90%; max-width: 96; height: auto; max-height: 100%;
        border: thick $primary; background: $surface; padding: 0 1; }
    #belot-summary Button { margin-top: 1; }
    BelotDealSummary.-too-small #belot-summary { display: none; }
    """

    def __init__(self, lines: Sequence[str], snap: BelotSnapshot, match_over: bool) -> None:
        super().__init__()
        self.lines = tuple(lines)
        self.snap = snap
        self.match_over = match_over

    def compose(self) -> ComposeResult:
        """The lines, the match score and the button."""
        snap = self.snap
        us = snap.us
        with Vertical(id="belot-summary"):
            yield Static(Text("\n".join(self.lines)), id="belot-summary-text")
            score = (
                f"Match: {team_label(us, us)} {snap.scores[us]}, "
                f"{team_label(us.other, us)} {snap.scores[us.other]} (first to {snap.target})"
            )
            yield Static(Text(score, style="bold"))
            label = "See the result" if self.match_over else "Next deal"
            yield Button(f"{label} (Enter)", id="belot-continue", variant="primary", compact=True)
        yield TooSmallNotice()
        yield Footer(show_command_palette=False)

    def on_mount(self) -> None:
        """Pick the layout for the terminal's size; focus the button."""
        fit_to(self, self.app.size)
        self.query_one("#belot-continue", Button).focus()

    def on_resize(self, event: Resize) -> None:
        """Only the notice below 80×24."""
        fit_to(self, event.size)

    @on(Button.Pressed, "#belot-continue")
    def action_close(self) -> None:
        """Back to the table."""
        if is_active(self):
            self.dismiss(None)


class BelotEndScreen(Screen[None]):
    """The winner, the final score, and "play again"."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "app.focus_previous", "Up", show=False),
        Binding("down,j", "app.focus_next", "Down", show=False),
        Binding("enter", "again", "Play again"),
        Binding("escape,m", "app.menu", "Menu"),
        Binding("q", "app.quit", "Quit"),
    ]
    DEFAULT_CSS = """
    BelotEndScreen { align: center middle; }
    """

    def __init__(self, driver: BelotDriver) -> None:
        super().__init__()
        self.driver = driver

    def compose(self) -> ComposeResult:
        """The result and three choices."""
        result = self.driver.game.result(self.driver.match)
        humans = self.driver.table.humans
        us = humans[0].team if humans else Seat.SOUTH.team
        winner = result.winner
        if winner is None:
            headline = "The match is over."
        elif len({h.team for h in humans}) == 1:
            headline = "Ние won the match!" if winner is us else "Вие (the other team) won."
        else:
            names = [plain(self.driver.table[s].name).plain for s in winner.seats]
            headline = f"{' and '.join(names)} won the match!"
        score = (
            f"{team_label(us, us)} {result.scores[us]} – {team_label(us.other, us)} "
            f"{result.scores[us.other]} after {result.deals} deals (first to {result.target})"
        )
        with Vertical(id="end-box"):
            yield Static(Text(headline), id="end-title")
            yield Static(Text(score), id="end-score")
            yield Button(
                Text.assemble(("enter  ", "bold"), "Play Belot again"),
                id="again",
                variant="primary",
                compact=True,
            )
            yield Button(Text.assemble(("m  ", "bold"), "Main menu"), id="menu", compact=True)
            yield Button(Text.assemble(("q  ", "bold"), "Quit"), id="quit", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        """Select "Play again"."""
        self.query_one("#again", Button).focus()

    @on(Button.Pressed, "#again")
    def action_again(self) -> None:
        """A new Belot match at the same table."""
        if is_active(self):
            open_belot(cast("BalootApp", self.app), "new", self.driver.table)

    @on(Button.Pressed, "#menu")
    def menu(self) -> None:
        """Back to the start menu."""
        if is_active(self):
            cast("BalootApp", self.app).show_menu()

    @on(Button.Pressed, "#quit")
    def quit(self) -> None:
        """Leave."""
        if is_active(self):
            cast("BalootApp", self.app).quit_app()


class BelotMatchConfirm(NewMatchConfirm):
    """The question before a new Belot match replaces a saved one, in Belot's words.

    Textual runs the base class's ``on_mount`` too (it focuses "Continue").
    """

    def on_mount(self) -> None:
        """Say which match is saved and where a set-aside one goes."""
        self.query_one("#confirm-text", Static).update("An unfinished Belot match is saved.")
        self.query_one("#new", Button).label = Text.assemble(
            ("n  ", "bold"), "Start a new one (the old one is kept in records)"
        )


# ------------------------------------------------------------------ opening a match


def belot_saves(app: BalootApp) -> BelotSaves:
    """The Belot save in the app's data folder, writable only where the app may write."""
    options = app.options
    reason = app.store.read_only_reason or app.access.unwritable
    return BelotSaves(options.save_dir, options.clock, read_only=reason)


def open_belot(app: BalootApp, start: StartMode, table: TableConfig | None = None) -> None:
    """Start or resume a Belot match as ``start`` asks (``menu`` opens the start menu).

    ``play`` asks first when an unfinished Belot match is saved; ``new`` keeps it in
    the Belot records and starts afresh; ``resume`` continues it.
    """
    if start == "menu":
        app.show_menu()
        return
    if app.read_only is not None:
        return
    saves = belot_saves(app)
    if start == "resume":
        resume_belot(app, saves)
    elif start == "new" or not saves.has_save():
        new_belot(app, saves, table)
    else:

        def answered(choice: NewMatchChoice | None) -> None:
            if choice == "resume":
                resume_belot(app, saves)
            elif choice == "new":
                new_belot(app, saves, table)

        if len(app.screen_stack) <= 1:
            app.show_menu()  # the question is asked over the menu, where Cancel leaves you
        app.push_screen(BelotMatchConfirm(), callback=answered)


def new_belot(app: BalootApp, saves: BelotSaves, table: TableConfig | None) -> None:
    """A new Belot match; an unfinished saved one is kept in the Belot records first."""
    if app.access.unwritable is None:
        try:
            kept = saves.archive_unfinished()
        except OSError as err:
            app.warn(f"The saved Belot match could not be kept ({err}); no new match started.")
            app.show_menu()
            return
        if kept is not None:
            app.warn(f"The unfinished Belot match is kept as records/{kept.name}.")
    table = table or app.table_config()
    app.write(lambda: saves.start(table))
    setup = MatchSetup(app.take_seed(), table)
    game = BelotGame(app.belot_rules())
    show_belot(app, MatchDriver(game, setup, on_change=saver(app, saves)))


def resume_belot(app: BalootApp, saves: BelotSaves) -> None:
    """Continue the saved Belot match, or say why not and show the menu."""
    loaded = saves.read_belot()
    for notice in loaded.notices:
        app.warn(notice)
    saved = loaded.value
    if saved is None:
        if not loaded.notices:
            app.warn("There is no unfinished Belot match to continue.")
        app.show_menu()
        return
    setup = MatchSetup(saved.seed, saved.table)
    driver = MatchDriver(BELOT, setup, match=saved.match, on_change=saver(app, saves))
    show_belot(app, driver)


def saver(app: BalootApp, saves: BelotSaves) -> ChangeHook[BelotMatch, Action, BelotView]:
    """The hook that writes the save after every change (told once if the disk refuses)."""

    def save(driver: BelotDriver) -> None:
        app.write(lambda: saves.save_belot(driver.match, driver.seed, driver.table))

    return save


def show_belot(app: BalootApp, driver: BelotDriver) -> None:
    """The table for ``driver`` over the start menu."""
    app.clear_screens()
    app.push_screen(BelotTableScreen(driver, app.bot_delay))
