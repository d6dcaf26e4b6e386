"""The table screen: turns keys, clicks and bot moves into controller calls and redraws.

Flow (STYLE §1.5-1.6): a card click or key ends in :meth:`TableScreen.submit`,
which calls the headless controller, then :meth:`TableScreen.after_events`
redraws every widget from a fresh :class:`TableSnapshot` and decides what comes
next: a hand summary, the privacy screen for the next person, or the bot worker.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import ClassVar

from textual import on, work
from textual._styles_cache import StylesCache
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.notifications import Notification, Notify, SeverityLevel
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from baloot_tui.coach.review import Review
from baloot_tui.engine.controller import GameController
from baloot_tui.engine.events import GameEvent, HandScored, MatchWon, SawaShown, TrickWon
from baloot_tui.engine.words import card_label, refusal_words
from baloot_tui.i18n import N_, _
from baloot_tui.rules.actions import Action, Declare, PlayCard, Sawa
from baloot_tui.rules.bidding import BidStage
from baloot_tui.rules.cards import Card
from baloot_tui.rules.errors import IllegalActionError
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.seats import Seat
from baloot_tui.ui.layout import TooSmallNotice, fit_to, scroll_pages
from baloot_tui.ui.messages import GameAdvanced, MatchEnded
from baloot_tui.ui.render import DEFAULT_THEM, Palette, arabic_of, seat_names, sorted_hand
from baloot_tui.ui.say import show, tr
from baloot_tui.ui.screens.dialogs import HandSummary, PrivacyScreen, SawaDialog
from baloot_tui.ui.table_state import TableSnapshot, snapshot_of
from baloot_tui.ui.widgets.coach import CoachPanel, review_hand
from baloot_tui.ui.widgets.flow import FlowPanel
from baloot_tui.ui.widgets.footer import KeyFooter
from baloot_tui.ui.widgets.hand import CardWidget, HandWidget
from baloot_tui.ui.widgets.panels import (
    BiddingPanel,
    ContractPanel,
    EventLog,
    LedgerPanel,
    TablePanel,
)
from baloot_tui.ui.widgets.table import (
    ActionBar,
    SeatBox,
    TrickArea,
    TrickNote,
    TurnBanner,
)

FOCUS_ITEMS = "CardWidget, ActionButton"
"""What the arrow keys move the focus over: the cards and the action buttons."""
DELAY_STEPS = (0.0, 0.2, 0.4, 0.6, 1.0, 1.5, 2.5)
"""The bot delays the + and - keys step through."""
PASSING_KEYS = frozenset({"sawa", "undo", "last_trick"})
"""Table actions that work only at times (Sawa on the person's lead, Undo with a decision
to take back, the last trick once there is one); the footer shows them only then."""
SPEED = Binding.Group(N_("Speed"), compact=True)
"""The + and - keys share one footer entry."""


class FeltScreen(Screen[None]):
    """A screen drawn around the felt: seats and trick in the middle, panels at the side.

    The side column pins the contract and the score at its top and scrolls the
    rest, so they stay in sight however long the coach's text is. The size classes
    of :func:`~baloot_tui.ui.layout.fit_to` pick the layout: ``-narrow`` narrows
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
                yield SeatBox("top")
                with Horizontal(id="middle"):
                    yield SeatBox("left")
                    yield TrickArea(id="trick")
                    yield SeatBox("right")
                yield TrickNote(id="trick-note")
                yield SeatBox("bottom")
                yield from self.below_the_seats()
            with Vertical(id="side"):
                yield ContractPanel(id="contract")
                with VerticalScroll(id="side-scroll", can_focus=False, can_focus_children=False):
                    yield from self.side_panels()
        yield TooSmallNotice()
        yield KeyFooter(compact=True)

    def banner(self) -> Widget:
        """The line across the top."""
        return Static(id="banner")

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


class TableCommands(Provider):
    """The table's own entries in the command palette."""

    async def discover(self) -> Hits:
        """Offer the coach switch when the palette opens."""
        screen = self.screen
        if isinstance(screen, TableScreen):
            yield DiscoveryHit(tr(COACH_COMMAND), screen.action_toggle_coach, help=tr(COACH_HELP))

    async def search(self, query: str) -> Hits:
        """Match the coach switch against what was typed."""
        screen = self.screen
        command = tr(COACH_COMMAND)
        score = self.matcher(query).match(command)
        if isinstance(screen, TableScreen) and score > 0:
            yield Hit(score, command, screen.action_toggle_coach, help=tr(COACH_HELP))


COACH_COMMAND = N_("Coach on/off")
COACH_HELP = N_("Explain every option and show the expert's figures (key c)")


class TableScreen(FeltScreen):
    """The Baloot table for one match."""

    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {TableCommands}

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(n), f"choose({n - 1})", show=False) for n in range(1, 10)),
        Binding("left", "move_focus(-1)", "◀", show=False),
        Binding("right", "move_focus(1)", "▶", show=False),
        Binding("up", "focus_row('hand')", show=False),
        Binding("down", "focus_row('actions')", show=False),
        Binding("enter,space", "focus_row('hand')", show=False),
        Binding("pageup", "scroll_side(-1)", show=False),
        Binding("pagedown", "scroll_side(1)", show=False),
        Binding("s", "sawa", N_("Sawa")),
        Binding("u,ctrl+z", "undo", N_("Undo")),
        Binding("c", "toggle_coach", N_("Coach")),
        Binding("l", "last_trick", N_("Last trick")),
        Binding("plus,equals_sign", "delay(1)", N_("Slower"), key_display="+", group=SPEED),
        Binding("minus", "delay(-1)", N_("Faster"), key_display="-", group=SPEED),
        Binding("question_mark,f1", "app.help", N_("Rules")),
        Binding("escape", "app.menu", N_("Menu")),
    ]

    def __init__(self, controller: GameController, bot_delay: float) -> None:
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
        self.thinking: Seat | None = None
        self.snap: TableSnapshot | None = None
        self.waiting = False
        """True while a summary, Sawa or privacy screen must be answered first."""
        self.notice: Notification | None = None
        """The table's notice on screen (a new one replaces it)."""
        self.keys_now: frozenset[str] = frozenset()
        """The actions of :data:`PASSING_KEYS` that work now (the footer shows them)."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that do nothing now are neither in the footer nor active.

        While the terminal is too small none of the table's keys work: the player
        would act blind.

        Sawa is offered on the person's lead after the first trick, Undo when one
        person is at the table with a decision to take back, the last trick once one
        is complete.
        """
        if self.has_class("-too-small"):
            return False  # nothing of the table is in sight to act on
        if action == "undo":
            return self.undo_offered()
        if action == "sawa":
            return self.sawa_offered()
        return action not in PASSING_KEYS or action in self.keys_now

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

    # ------------------------------------------------------------- layout

    def banner(self) -> Widget:
        """Whose turn it is, and what to do."""
        return TurnBanner(id="banner")

    def below_the_seats(self) -> list[Widget]:
        """The person's hand and the action buttons."""
        return [HandWidget(id="hand"), ActionBar(id="actions")]

    def side_panels(self) -> list[Widget]:
        """The side column's scrolling panels, top to bottom; extend this list to add a panel.

        A :class:`TablePanel` gets :meth:`TablePanel.update_table` after every change.
        """
        return [
            CoachPanel(id="coach"),
            FlowPanel(id="flow"),
            LedgerPanel(id="ledger"),
            BiddingPanel(id="bidding"),
            EventLog(id="log"),
        ]

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

    # ------------------------------------------------------------- drawing

    def palette(self) -> Palette:
        """Team colours from the current theme."""
        theme = self.app.current_theme
        return Palette(us=theme.primary, them=theme.warning or DEFAULT_THEM)

    def snapshot(self) -> TableSnapshot:
        """What this screen may show now."""
        controller = self.controller
        visible = () if self.viewer is None else (self.viewer,)
        return snapshot_of(
            controller.match,
            controller.hand,
            self.perspective,
            visible,
            controller.table.names,
            controller.table.humans,
            palette=self.palette(),
            show_last_trick=self.show_last_trick,
            thinking=self.thinking,
            arabic=arabic_of(self.app),
        )

    def redraw(self) -> None:
        """Push a fresh snapshot down to every widget."""
        snap = self.snap = self.snapshot()
        self.draw_felt(snap)
        actions, extra = self.offered_actions(snap)
        cards = self.hand_cards(snap)
        bright = self.bright_cards(snap, cards)
        card_focus, button_focus = self.focus_targets(snap, actions, extra, cards, bright)
        view = snap.view
        round_one = view is not None and view.bidding.round_number == 1
        hokum_suit = view.face_card.suit if view is not None and round_one else None
        self.query_one(ActionBar).show(actions, extra, hokum_suit, focus=button_focus)
        self.query_one(TurnBanner).update_table(snap, self.prompt(snap, actions))
        hand = self.query_one(HandWidget)
        hand.playable = (
            bool(snap.my_turn and view is not None and view.card_options) and not actions
        )
        if snap.hidden:
            hand.show((), frozenset(), _("Cards hidden: waiting for the next player"))
        else:
            hand.show(cards, bright, focus=card_focus)
        self.was_my_turn = snap.my_turn
        keys_now = {"sawa"} if self.sawa_offered() else set()
        if self.undo_offered():
            keys_now.add("undo")
        if snap.last_trick() is not None:
            keys_now.add("last_trick")
        if hand.playable:
            keys_now.add("play")
        if keys_now != self.keys_now:
            self.keys_now = frozenset(keys_now)
            self.refresh_bindings()

    def hand_cards(self, snap: TableSnapshot) -> tuple[Card, ...]:
        """The bottom hand in display order (empty when hidden)."""
        cards = snap.visible_hands.get(snap.perspective, ())
        return sorted_hand(cards, None if snap.view is None else snap.view.trump)

    @staticmethod
    def bright_cards(snap: TableSnapshot, cards: Sequence[Card]) -> frozenset[Card]:
        """The cards drawn bright: the legal ones on the person's turn to play, else all."""
        view = snap.view
        if snap.my_turn and view is not None and view.card_options:
            return frozenset(o.card for o in view.card_options if o.legal)
        return frozenset(cards)

    def focus_targets(
        self,
        snap: TableSnapshot,
        actions: Sequence[Action],
        extra: Sequence[Action],
        cards: Sequence[Card],
        bright: frozenset[Card],
    ) -> tuple[int | None, int | None]:
        """Where the focus goes after a redraw: (card index, button index), one at most.

        The focus keeps its place when its row is redrawn. When the person's turn
        starts it goes to the first action offered, else to a card they may play.
        """
        turn_starts = snap.my_turn and not self.was_my_turn
        if turn_starts and actions:
            return None, 0
        buttons = len(actions) + len(extra)
        on_button = self.query_one(ActionBar).focus_position()
        if on_button is not None and buttons:
            return None, min(on_button, buttons - 1)
        if not cards:
            return None, None
        on_card = self.query_one(HandWidget).focus_position()
        index = 0 if on_card is None else min(on_card, len(cards) - 1)
        if (turn_starts or on_card is None) and cards[index] not in bright:
            index = next((i for i, card in enumerate(cards) if card in bright), index)
        return index, None

    @staticmethod
    def offered_actions(snap: TableSnapshot) -> tuple[tuple[Action, ...], tuple[Action, ...]]:
        """The numbered non-card actions, and the Sawa claim when the player may try it."""
        view = snap.view
        if view is None or not snap.my_turn:
            return (), ()
        numbered = tuple(a for a in view.legal_actions if not isinstance(a, PlayCard))
        on_lead = view.phase is Phase.PLAYING and view.tricks and not view.trick
        extra: tuple[Action, ...] = (Sawa(view.seat),) if on_lead and not numbered else ()
        return numbered, extra

    @staticmethod
    def prompt(snap: TableSnapshot, actions: Sequence[Action]) -> str:
        """What the player should do now."""
        view = snap.view
        if view is None:
            return ""
        keys = _("keys 1-{last}, ←→ ⏎ or click").format(last=len(actions))
        bidding = view.bidding
        if view.phase is Phase.BIDDING and bidding.stage is BidStage.CONFIRM:
            return _("confirm your Hokum or switch to Sun: {keys}").format(keys=keys)
        if view.phase is Phase.BIDDING and bidding.stage is BidStage.BEFORE_YOU:
            if bidding.caller is None:
                return _("take the Sun (before you) or pass: {keys}").format(keys=keys)
            return _("take the Sun from {name} (before you) or pass: {keys}").format(
                name=snap.names[bidding.caller], keys=keys
            )
        if view.phase is Phase.BIDDING:
            return _("bid (round {number}): {keys}").format(number=bidding.round_number, keys=keys)
        if view.phase is Phase.DOUBLING:
            return _("double or pass: {keys}").format(keys=keys)
        if actions and isinstance(actions[0], Declare):
            return _("declare projects first: {keys}").format(keys=keys)
        cards = _("keys 1-{last}, ←→ ⏎ or click").format(last=len(view.hand))
        return _("play a card: {keys}").format(keys=cards)

    # ------------------------------------------------------------- flow

    def after_events(self, events: Sequence[GameEvent]) -> None:
        """Show ``events``, then go on: a Sawa claim, the hand summary, or the next turn."""
        self.show_events(events)
        shown = next((i for i, e in enumerate(events) if isinstance(e, SawaShown)), None)
        if shown is not None:
            self.show_claim(events[shown:])
            return
        self.after_shown(events)

    def after_shown(self, events: Sequence[GameEvent]) -> None:
        """After ``events`` are shown: the summary if they end the hand, else the next turn."""
        scored = next((e for e in events if isinstance(e, HandScored)), None)
        if scored is not None:
            self.waiting = True
            won = next((e for e in events if isinstance(e, MatchWon)), None)
            self.app.push_screen(
                HandSummary(
                    scored,
                    seat_names(self.controller.table.names),
                    self.snapshot().us.seats[0],  # "us" as on the score sheet
                    won,
                    self.reviewer(scored.hand_number),
                ),
                callback=self._summary_closed,
            )
            return
        self.advance()

    def show_claim(self, events: Sequence[GameEvent]) -> None:
        """Show a Sawa claim's hand; ask the other team's people, or show the verdict."""
        self.waiting = True
        claim = self.controller.claim
        asked = () if claim is None else claim.waiting
        trump = None if self.controller.hand is None else self.controller.hand.trump
        names = seat_names(self.controller.table.names)

        def answered(answer: bool | None) -> None:
            claim = self.controller.claim
            if claim is None or answer is None:
                settled(events)
                return
            more: list[GameEvent] = []
            for seat in claim.waiting:
                more += self.controller.answer_sawa(seat, answer)
            self.show_events(more)
            self.app.push_screen(
                SawaDialog([*events, *more], names, trump), callback=lambda _: settled(more)
            )

        def settled(verdict: Sequence[GameEvent]) -> None:
            self.waiting = False
            self.redraw()
            self.after_shown(verdict)

        self.app.push_screen(SawaDialog(events, names, trump, asked), callback=answered)

    def reviewer(self, hand_number: int) -> Callable[[], Review] | None:
        """What grades the person's decisions of a finished hand (None for a bot seat)."""
        seat = self.perspective
        controller = self.controller
        if seat not in controller.table.humans:
            return None
        match = controller.match
        return lambda: review_hand(match, seat, hand_number)

    def _summary_closed(self, _: None) -> None:
        self.waiting = False
        self.advance()

    def show_events(self, events: Sequence[GameEvent]) -> None:
        """Log ``events`` and redraw."""
        if any(isinstance(e, TrickWon) for e in events):
            self.show_last_trick = False
        self.query_one(EventLog).write_events(events, seat_names(self.controller.table.names))
        self.redraw()
        self.post_message(GameAdvanced(tuple(events)))

    def advance(self) -> None:
        """Deal if needed, then hand the turn to the bots or to the next person."""
        controller = self.controller
        if self.waiting:
            return
        if controller.is_over:
            self.post_message(MatchEnded(controller))
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
        events: list[GameEvent] = []
        while controller.is_bot_turn() and not self.waiting:
            self.thinking = controller.to_act
            self.redraw()
            if self.bot_delay > 0:
                await asyncio.sleep(self.bot_delay)
            events = controller.play_bot_turn()
            self.thinking = None
            if any(isinstance(e, (HandScored, SawaShown)) for e in events):
                break
            self.show_events(events)
            if self.bot_delay > 0 and any(isinstance(e, TrickWon) for e in events):
                await asyncio.sleep(self.bot_delay * 2)
        else:
            events = []
        self.after_events(events)

    # ------------------------------------------------------------- input

    def submit(self, action: Action) -> None:
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
                show(refusal_words(err, seat_names(self.controller.table.names))),
                title=tr("Not allowed"),
                severity="warning",
                markup=False,
            )
            return
        self.after_events(events)

    @on(CardWidget.Chosen)
    def card_chosen(self, message: CardWidget.Chosen) -> None:
        """Play a card, or say which rule forbids it."""
        snap = self.snap
        if snap is None or snap.view is None or not snap.my_turn:
            return
        option = next((o for o in snap.view.card_options if o.card is message.card), None)
        if option is not None and not option.legal:
            self.notify(
                show(refusal_words(option.reason, seat_names(self.controller.table.names))),
                title=tr("{card} not allowed", card=card_label(message.card)),
                severity="warning",
                markup=False,
            )
            return
        self.submit(PlayCard(snap.perspective, message.card))

    @on(ActionBar.Chosen)
    def action_chosen(self, message: ActionBar.Chosen) -> None:
        """Submit a call, double, declaration or Sawa."""
        self.submit(message.action)

    def action_choose(self, index: int) -> None:
        """Key 1-9: the n-th action if actions are offered, else the n-th card."""
        snap = self.snap
        if snap is None or not snap.my_turn:
            return
        bar = self.query_one(ActionBar)
        if bar.actions:
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
        target = self.query_one(HandWidget if row == "hand" else ActionBar)
        items = target.items()
        if not items or self.focused in items:
            return
        bright = [item for item in items if not item.has_class("-illegal")]
        self.set_focus((bright or items)[0])

    def action_scroll_side(self, pages: int) -> None:
        """Page Up/Down: scroll the side column (the coach's text can be long)."""
        scroll_pages(self.query_one("#side-scroll", VerticalScroll), pages)

    def action_sawa(self) -> None:
        """Claim the remaining tricks (the engine checks the claim)."""
        snap = self.snap
        if snap is None or not snap.my_turn:
            return
        self.submit(Sawa(snap.perspective))

    def undo_offered(self) -> bool:
        """Whether Undo works now: one person at the table, a decision of theirs to take back."""
        return not self.waiting and self.controller.can_undo()

    def sawa_offered(self) -> bool:
        """Whether the person may claim Sawa now: on lead from trick 2, nothing else to do."""
        snap = self.snap
        return not self.waiting and snap is not None and bool(self.offered_actions(snap)[1])

    def action_undo(self) -> None:
        """Take back the person's last decision of this hand, and the bots' replies."""
        if not self.undo_offered():
            return
        self.workers.cancel_group(self, "bots")
        self.thinking = None
        self.show_last_trick = False
        self.show_events(self.controller.undo())
        self.advance()

    def action_last_trick(self) -> None:
        """Show the last completed trick again (toggle)."""
        if self.snap is None or self.snap.last_trick() is None:
            self.notify(tr("No trick has been completed yet in this hand."))
            return
        self.show_last_trick = not self.show_last_trick
        self.redraw()

    def action_toggle_coach(self) -> None:
        """Key c: switch the coach panel on or off."""
        self.query_one(CoachPanel).toggle()

    @on(CoachPanel.Toggled)
    def coach_toggled(self, message: CoachPanel.Toggled) -> None:
        """The coach takes the log's place in the side column while it is on."""
        self.set_class(message.enabled, "-coach")
        if message.enabled:
            coach = self.query_one(CoachPanel)
            self.query_one("#side-scroll").scroll_to_widget(coach, top=True, animate=False)

    def action_delay(self, step: int) -> None:
        """Make bots slower or faster."""
        current = min(range(len(DELAY_STEPS)), key=lambda i: abs(DELAY_STEPS[i] - self.bot_delay))
        index = max(0, min(len(DELAY_STEPS) - 1, current + step))
        self.bot_delay = DELAY_STEPS[index]
        self.notify(tr("Bot delay {seconds} s", seconds=f"{self.bot_delay:.1f}"), timeout=1.5)
