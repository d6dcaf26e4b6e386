"""The one table screen: any game's match, its felt drawn by the game (:mod:`baloot_tui.tui.felt`).

Flow (STYLE §1.5-1.6): a card click or key ends in :meth:`TableScreen.submit`,
which calls the match's :class:`~baloot_tui.play.driver.MatchDriver`;
:meth:`TableScreen.after_events` logs the events, redraws the felt and decides
what comes next: a claim shown to the table, a deal's summary, the privacy screen
for the next person in hot-seat (:meth:`TableScreen.hand_over_to`), the bot worker
(:meth:`TableScreen.run_bots`) or the match's end. What a game draws, what its
cards and buttons mean, how a refusal reads and what its dialogs say is its felt's.

Hot-seat is private by construction: the hand-over (:meth:`TableScreen.hand_over_to`)
is the one place the keyboard passes, and it takes away everything of the person
who leaves (their cards, their notices, the keys they typed ahead) before the
privacy screen names the next one. A claim asked of several people passes the
keyboard to each in turn.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, ClassVar, Final

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.notifications import Notification, Notify, SeverityLevel
from textual.screen import Screen

from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import Seat
from baloot_tui.play.driver import MatchDriver
from baloot_tui.text.i18n import N_
from baloot_tui.tui.compat import drop_notice, forget_removed_drawings, use_bindings
from baloot_tui.tui.decisions import made_for_now, pose_decision
from baloot_tui.tui.felt import Drawn, Felt, FeltLayout, Sight
from baloot_tui.tui.layout import TooSmallNotice, fit_to, scroll_pages
from baloot_tui.tui.messages import GameAdvanced
from baloot_tui.tui.render import DEFAULT_THEM, Palette, arabic_of
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from baloot_tui.tui.screens.menu import EndScreen
from baloot_tui.tui.widgets.footer import KeyFooter
from baloot_tui.tui.widgets.hand import CardWidget, HandWidget
from baloot_tui.tui.widgets.table import ButtonBar

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
"""The keys every table has, before the game's own: choose, move the focus, scroll the side."""
UNDO_KEY: Final = Binding("u,ctrl+z", "undo", N_("Undo"))
"""Take back the person's last decision (where the driver offers it)."""
TRICK_KEYS: Final[list[BindingType]] = [
    Binding("l", "last_trick", N_("Last trick")),
    Binding("plus,equals_sign", "delay(1)", N_("Slower"), key_display="+", group=SPEED),
    Binding("minus", "delay(-1)", N_("Faster"), key_display="-", group=SPEED),
]
"""The keys every table has after the game's own: the last trick and the bots' speed."""
RULES_KEY: Final[BindingType] = Binding("question_mark,f1", "app.help", N_("Rules"))
"""The rules of the game being played."""
MENU_KEY: Final[BindingType] = Binding("escape", "app.menu", N_("Menu"))
"""The last key in every table's footer."""
PASSING_KEYS: Final = frozenset({"claim", "undo", "last_trick"})
"""Table actions that work only at times (a claim on the person's lead, Undo with a
decision to take back, the last trick once there is one); the footer shows them only then."""


class FeltScreen(Screen[None]):
    """A screen drawn round a game's felt: seats and trick in the middle, panels at the side.

    The side column pins the contract and the score at its top and scrolls the
    rest, so they stay in sight however long the coach's text is. The size classes
    of :func:`~baloot_tui.tui.layout.fit_to` pick the layout: ``-narrow`` narrows
    the side column and the seats and draws cards compactly, ``-roomy`` draws them
    large, and ``-too-small`` replaces everything with a notice. The side column
    never takes the focus, so Tab and the arrows stay on the felt.
    """

    AUTO_FOCUS = ""
    """Nothing on opening (None would mean the app's "*", which picks the side column's log)."""

    def felt_layout(self) -> FeltLayout:
        """The game's widgets for this screen."""
        raise NotImplementedError

    def compose(self) -> ComposeResult:
        """The banner, the felt, the side column and the footer."""
        layout = self.felt_layout()
        seats = layout.seats
        yield layout.banner
        with Horizontal(id="body"):
            with Vertical(id="felt"):
                yield seats["top"]
                with Horizontal(id="middle"):
                    yield seats["left"]
                    yield layout.trick
                    yield seats["right"]
                yield layout.note
                yield seats["bottom"]
                yield from layout.below
            with Vertical(id="side"):
                yield layout.contract
                with VerticalScroll(id="side-scroll", can_focus=False, can_focus_children=False):
                    yield from layout.side
        yield TooSmallNotice()
        yield KeyFooter(compact=True)

    def on_mount(self) -> None:
        """Pick the layout for the terminal's size."""
        fit_to(self, self.app.size)

    def on_resize(self, event: Resize) -> None:
        """Switch layouts as the terminal grows or shrinks."""
        fit_to(self, event.size)

    def on_screen_resume(self) -> None:
        """Back on the felt (a dialog closed): let go of what its widgets drew."""
        forget_removed_drawings()


class FeltCommands(Provider):
    """The felt's own entries in the command palette (a coach's switch, say)."""

    async def discover(self) -> Hits:
        """Offer the felt's commands when the palette opens."""
        for title, help_line, run in self.entries():
            yield DiscoveryHit(title, run, help=help_line)

    async def search(self, query: str) -> Hits:
        """Match the felt's commands against what was typed."""
        matcher = self.matcher(query)
        for title, help_line, run in self.entries():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, title, run, help=help_line)

    def entries(self) -> list[tuple[str, str, Callable[[], None]]]:
        """Each command's title, help and what it runs."""
        screen = self.screen
        if not isinstance(screen, TableScreen):
            return []
        return [
            (command.title, command.help, partial(screen.action_felt, command.key))
            for command in screen.felt.commands()
        ]


class TableScreen(FeltScreen):
    """A table for one match of any game: the flow every game follows, over the game's felt.

    The screen's keys are the table's (choose, move, undo, the last trick, speed,
    rules, menu) around the game's own (its claim, its felt's keys); they are set
    per table because the game decides some of them.
    """

    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {FeltCommands}

    def __init__(
        self, driver: MatchDriver[Any, Any, Any, Any], felt: Felt[Any, Any], bot_delay: float
    ) -> None:
        super().__init__()
        self.driver = driver
        """The match being played."""
        self.felt = felt
        """The game's side of the table."""
        self.bot_delay = bot_delay
        """Seconds between bot moves."""
        humans = driver.table.humans
        self.perspective: Seat = humans[0] if humans else Seat.SOUTH
        """The seat drawn at the bottom (the last person who acted)."""
        self.viewer: Seat | None = self.perspective if len(humans) == 1 else None
        """Whose cards may be shown; None while the privacy screen is up."""
        self.show_last_trick = False
        """Whether the last completed trick is drawn instead of the current one (key l)."""
        self.thinking: Seat | None = None
        """A bot about to move."""
        self.drawn: Drawn | None = None
        """What the last redraw said."""
        self.waiting = False
        """True while a summary, a claim or the privacy screen must be answered first."""
        self.notice: Notification | None = None
        """The table's notice on screen (a new one replaces it)."""
        self.refusal_shown = False
        """Whether :attr:`notice` says why an action was refused (it goes with the decision)."""
        self.decision: tuple[Seat, int] | None = None
        """The person's decision drawn last: their seat and the actions done before it."""
        self.keys_now: frozenset[str] = frozenset()
        """The passing keys and felt keys that work now (the footer shows them)."""
        words = felt.claim_words if driver.game.claims is not None else None
        claim = [] if words is None else [Binding(words.key, "claim", words.name)]
        use_bindings(
            self,
            [*MOVE_KEYS, *claim, UNDO_KEY, *felt.keys, *TRICK_KEYS, RULES_KEY, MENU_KEY],
        )

    def felt_layout(self) -> FeltLayout:
        """The game's widgets."""
        return self.felt.widgets

    # ------------------------------------------------------------- drawing

    @property
    def my_turn(self) -> bool:
        """Whether the bottom seat is a person to act, with their cards in sight."""
        seat = self.driver.to_act
        return (
            seat is not None
            and seat is self.perspective
            and self.viewer is seat
            and seat in self.driver.table.humans
        )

    def claim_open(self) -> bool:
        """Whether the rules let the person claim the remaining tricks now.

        Whether the claim holds is the engine's verdict, once it is made.
        """
        claims = self.driver.game.claims
        return (
            claims is not None
            and self.my_turn
            and claims.refusal(self.driver.match, self.perspective) is None
        )

    def claim_offered(self) -> bool:
        """Whether the claim's key works now: the rules allow it and nothing waits for an answer."""
        return not self.waiting and self.claim_open()

    def undo_offered(self) -> bool:
        """Whether Undo works now: one person at the table, a decision of theirs to take back."""
        return not self.waiting and self.driver.can_undo()

    def decision_now(self) -> tuple[Seat, int] | None:
        """The decision the person at the bottom faces now (None: none is theirs)."""
        return (self.perspective, self.driver.actions_done) if self.my_turn else None

    def sight(self) -> Sight:
        """What may be seen now.

        A turn starts at each new decision of the person, not only when their turn
        comes round: after a declaration the same person plays a card, and the
        focus must start on one that may be played.
        """
        mine = self.my_turn
        theme = self.app.current_theme
        decision = self.decision_now()
        return Sight(
            perspective=self.perspective,
            visible=self.viewer is self.perspective,
            my_turn=mine,
            turn_starts=decision is not None and decision != self.decision,
            thinking=self.thinking,
            show_last_trick=self.show_last_trick,
            claim_open=self.claim_open(),
            palette=Palette(us=theme.primary, them=theme.warning or DEFAULT_THEM),
            arabic=arabic_of(self.app),
        )

    def redraw(self) -> None:
        """Draw the felt afresh, and let the footer show the keys that work now."""
        sight = self.sight()
        drawn = self.drawn = self.felt.draw(sight)
        self.decision = self.decision_now()
        keys = {f"felt:{key}" for key in drawn.keys}
        if self.claim_offered():
            keys.add("claim")
        if self.undo_offered():
            keys.add("undo")
        if drawn.last_trick:
            keys.add("last_trick")
        if drawn.playable:
            keys.add("play")
        if keys != self.keys_now:
            self.keys_now = frozenset(keys)
            self.refresh_bindings()

    # ------------------------------------------------------------- the flow

    def on_mount(self) -> None:
        """Draw the table and start play (unless the table was closed before it mounted).

        Keys and clicks queued for the screen below can replace the table at once
        (Enter on "Play again", then a click on "Main menu"): a table already off
        the stack has nothing to draw and must not start the bots. Nor has a table
        that mounts while the app is leaving (a signal as it starts): its widgets
        are being taken down.
        """
        if self not in self.app.screen_stack or self.app.return_code is not None:
            return
        self.redraw()
        self.felt.mounted()
        self.call_later(self.advance)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that do nothing now are neither in the footer nor active.

        A claim is offered on the person's lead where the game has claims, Undo
        when one person is at the table with a decision to take back, the last trick
        once one is complete, a felt's key when its felt says so; none while the
        terminal is too small: the player would act blind.
        """
        if self.has_class("-too-small"):
            return False
        if action == "undo":
            return self.undo_offered()
        if action == "claim":
            return self.claim_offered()
        if action == "felt" and parameters:
            return f"felt:{parameters[0]}" in self.keys_now
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
            drop_notice(app, self.notice)
        wait = app.NOTIFICATION_TIMEOUT if timeout is None else timeout
        self.notice = Notification(message, title, severity, wait, markup=markup)
        self.refusal_shown = False
        app.post_message(Notify(self.notice))

    def refuse(self, title: str, reason: str) -> None:
        """Say why the person's action was refused; the words go when the decision does."""
        self.notify(reason, title=title, severity="warning", markup=False)
        self.refusal_shown = True

    def clear_notice(self) -> None:
        """Take the table's notice off the screen now (and one still on its way)."""
        if self.notice is not None:
            drop_notice(self.app, self.notice, refresh=True)
        self.notice = None
        self.refusal_shown = False

    def new_decision(self) -> None:
        """The match moved on: keys typed before now, and a refusal shown, were for the last one."""
        pose_decision(self.app)
        if self.refusal_shown:
            self.clear_notice()

    def kind_of(self, event: object) -> str | None:
        """What sort of change ``event`` was, in the game's own terms (pacing)."""
        return self.driver.game.event_kind(event)

    def show_events(self, events: Sequence[object]) -> None:
        """Log ``events``, tell the app (a panel may listen), and redraw: a new decision."""
        self.new_decision()
        if any(self.kind_of(e) == "trick" for e in events):
            self.show_last_trick = False
        self.felt.log(events)
        self.post_message(GameAdvanced(tuple(events)))
        self.redraw()

    def after_events(self, events: Sequence[object]) -> None:
        """Show ``events``, then go on: a claim, the deal's summary, or the next turn."""
        self.show_events(events)
        shown = self.felt.claim_at(events)
        if shown is not None:
            self.show_claim(events[shown:])
            return
        self.after_shown(events)

    def after_shown(self, events: Sequence[object]) -> None:
        """After ``events`` are shown: the summary if they end a deal, else the next turn."""
        if any(self.kind_of(e) == "deal_over" for e in events):
            self.waiting = True
            self.app.push_screen(self.felt.deal_summary(events), callback=self.summary_closed)
            return
        self.advance()

    @property
    def hot_seat(self) -> bool:
        """Whether people take turns at the keyboard (more than one person at the table)."""
        return len(self.driver.table.humans) > 1

    def show_claim(self, events: Sequence[object]) -> None:
        """Show a claim's hand, ask each person of the other team in turn, then the verdict.

        At a table of one person the question comes straight to them. In hot-seat
        each person asked is handed the keyboard first (:meth:`hand_over_to`) and
        answers alone, with every hand hidden: nobody answers for another.
        """
        self.waiting = True
        claim = self.driver.claim_waiting
        if claim is None:
            self.show_verdict(events, events)
        else:
            self.ask_claim(events, claim.waiting[0])

    def ask_claim(self, events: Sequence[object], seat: Seat) -> None:
        """Ask ``seat``'s player whether they accept the claim ``events`` show."""

        def ask() -> None:
            self.app.push_screen(self.felt.claim_dialog(events, (seat,)), callback=answered)

        def answered(answer: bool | None) -> None:
            if answer is None:  # the question closed unanswered: it is asked again
                ask()
                return
            more = self.driver.answer_claim(seat, answer)
            self.show_events(more)
            claim = self.driver.claim_waiting
            if claim is None:
                self.show_verdict([*events, *more], more)
            else:
                self.ask_claim([*events, *more], claim.waiting[0])

        if self.hot_seat:
            self.hand_over_to(seat, then=ask)
        else:
            ask()

    def show_verdict(self, events: Sequence[object], verdict: Sequence[object]) -> None:
        """The claim ``events`` show, settled; then play goes on after the ``verdict`` events."""

        def settled(_: bool | None) -> None:
            self.waiting = False
            self.redraw()
            self.after_shown(verdict)

        self.app.push_screen(self.felt.claim_dialog(events, ()), callback=settled)

    def summary_closed(self, _: None) -> None:
        """A deal's summary was closed: play on."""
        self.waiting = False
        self.advance()

    def advance(self) -> None:
        """Deal if needed, then hand the turn to the bots or to the next person."""
        driver = self.driver
        if self.waiting or self not in self.app.screen_stack:
            return
        if driver.is_over:
            self.match_over()
            return
        if driver.needs_deal:
            self.show_events(driver.deal_next())
        if driver.is_bot_turn():
            self.run_bots()
            return
        seat = driver.to_act
        if seat is not None and self.viewer is not seat:
            self.hand_over_to(seat)

    def match_over(self) -> None:
        """Who won, the final score, and "play again"."""
        words = self.felt.match_end()
        self.app.push_screen(EndScreen(words, self.driver.game.key, self.driver.table))

    def hand_over_to(self, seat: Seat, then: Callable[[], None] | None = None) -> None:
        """Pass the keyboard to ``seat``'s player: the one place it changes hands in hot-seat.

        Everything of the person who leaves goes first: their cards (the felt is
        drawn hidden), the table's notice (a refusal names their cards and suits)
        and the keys they typed ahead (the privacy screen is a new decision). The
        privacy screen then names the next player; once they are ready, ``then``
        runs (by default their cards are shown and play goes on).
        """
        self.clear_notice()
        pose_decision(self.app)
        self.viewer = None
        self.perspective = seat
        self.redraw()
        self.waiting = True
        ready = then or self.reveal
        self.app.push_screen(
            PrivacyScreen(self.driver.table[seat].name), callback=lambda _: ready()
        )

    def reveal(self) -> None:
        """The next player has the keyboard: show their cards and play on."""
        self.waiting = False
        self.viewer = self.perspective
        self.redraw()
        self.advance()

    @work(exclusive=True, group="bots")
    async def run_bots(self) -> None:
        """Play the bots' turns with a delay a person can follow.

        They stop after a deal's end (its summary comes first) or a claim shown (its
        answer comes first).
        """
        driver = self.driver
        events: Sequence[object] = []
        while driver.is_bot_turn() and not self.waiting:
            self.thinking = driver.to_act
            self.redraw()
            if self.bot_delay > 0:
                await asyncio.sleep(self.bot_delay)
            events = driver.play_bot_turn()
            self.thinking = None
            if self.felt.claim_at(events) is not None or any(
                self.kind_of(e) == "deal_over" for e in events
            ):
                break
            self.show_events(events)
            if self.bot_delay > 0 and any(self.kind_of(e) == "trick" for e in events):
                await asyncio.sleep(self.bot_delay * 2)
        else:
            events = []
        self.after_events(events)

    def rules_screen(self) -> Screen[None]:
        """The rules of the game being played (key ?, the palette's Rules)."""
        return self.felt.rules_screen()

    # ------------------------------------------------------------- input

    def submit(self, action: object) -> None:
        """Apply the person's ``action``; an illegal one only shows why."""
        driver = self.driver
        if self.waiting or not driver.is_human_turn() or driver.to_act is not self.viewer:
            return
        if self.has_class("-too-small"):
            return  # the table is out of sight: a key still focused on a button must not act
        try:
            events = driver.submit(action)
        except IllegalActionError as err:
            self.refuse(tr("Not allowed"), self.felt.refusal(err))
            return
        self.after_events(events)

    @on(CardWidget.Chosen)
    def card_chosen(self, message: CardWidget.Chosen) -> None:
        """Play a card, or say which rule forbids it (chosen for an earlier decision: nothing)."""
        if not self.my_turn or not made_for_now(self.app, message):
            return
        choice = self.felt.card_choice(message.card)
        if choice is None:
            return
        if not choice.allowed:
            self.refuse(tr("{card} not allowed", card=message.card.label), show(choice.reason))
            return
        self.submit(choice.action)

    @on(ButtonBar.Chosen)
    def button_chosen(self, message: ButtonBar.Chosen) -> None:
        """Submit what the button offers (or let the felt change itself, then redraw).

        A button pressed for an earlier decision does nothing.
        """
        if not made_for_now(self.app, message):
            return
        action = self.felt.button_choice(message.choice)
        if action is None:
            self.redraw()
        else:
            self.submit(action)

    def action_felt(self, key: str) -> None:
        """A key of the game's own: its felt does what it does."""
        if self.felt.press(key):
            self.redraw()

    def action_choose(self, index: int) -> None:
        """Key 1-9: the n-th action if actions are offered, else the n-th card."""
        if not self.my_turn:
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
        """Page Up/Down: scroll the side column, or a panel of it that scrolls in its own box.

        The coach's long text scrolls in its box while it has more that way.
        """
        column = self.query_one("#side-scroll", VerticalScroll)
        for panel in column.children:
            more = panel.scroll_y > 0 if pages < 0 else panel.scroll_y < panel.max_scroll_y
            if panel.display and panel.max_scroll_y > 0 and more:
                scroll_pages(panel, pages)
                return
        scroll_pages(column, pages)

    def action_last_trick(self) -> None:
        """Show the last completed trick again (toggle)."""
        if self.drawn is None or not self.drawn.last_trick:
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

    def action_claim(self) -> None:
        """Claim the remaining tricks, where the game has claims (the engine checks the claim)."""
        claims = self.driver.game.claims
        if claims is None or not self.my_turn:
            return
        self.submit(claims.claim(self.perspective))

    def action_undo(self) -> None:
        """Take back the person's last decision of this deal, and the bots' replies."""
        if not self.undo_offered():
            return
        self.workers.cancel_group(self, "bots")
        self.thinking = None
        self.show_last_trick = False
        self.show_events(self.driver.undo())
        self.advance()
