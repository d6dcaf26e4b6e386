"""The Bulgarian Belot table: keys, clicks and bot moves in, the felt redrawn from snapshots.

It follows the Baloot table's flow (STYLE §1.5-1.6) through the shared game
interface: a key or click ends in :meth:`BelotTableScreen.submit`, which calls the
:class:`~baloot_tui.play.driver.MatchDriver`; :meth:`after_events`
logs what happened, redraws every widget from a fresh
:class:`~baloot_tui.games.belot.tui.felt.BelotSnapshot` and goes on: the deal's
summary, the privacy screen for the next person, the bots, or the match's end.

:func:`open_belot` is how the app starts or resumes a Belot match (the games'
registry, :mod:`baloot_tui.tui.game_tables`, points here).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, ClassVar, Final, cast

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.events import Resize
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Button, Footer, Static

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.game import Choice, TableEvent
from baloot_tui.core.registry import game_named
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.belot.game import BELOT, BelotGame
from baloot_tui.games.belot.rules.actions import Action, PlayCard
from baloot_tui.games.belot.rules.match import BelotMatch
from baloot_tui.games.belot.rules.view import BelotView, Phase
from baloot_tui.games.belot.tui.felt import (
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
from baloot_tui.games.belot.words import deal_summary, refusal_words, team_label
from baloot_tui.play.driver import ChangeHook, MatchDriver, MatchSetup
from baloot_tui.play.seats import TableConfig
from baloot_tui.store.saves import SaveStore
from baloot_tui.text.arabic import Shown, arabic_text
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.layout import TooSmallNotice, fit_to
from baloot_tui.tui.render import DEFAULT_THEM, Palette, seat_names
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.screens.game_table import (
    MENU_KEY,
    MOVE_KEYS,
    RULES_KEY,
    TRICK_KEYS,
    GameTable,
)
from baloot_tui.tui.screens.menu import (
    EndScreen,
    NewMatchChoice,
    NewMatchConfirm,
    is_active,
    match_headline,
)
from baloot_tui.tui.screens.reader import BookReader
from baloot_tui.tui.widgets.hand import CardWidget, HandWidget

if TYPE_CHECKING:
    from baloot_tui.tui.app import BalootApp, StartMode

BelotDriver = MatchDriver[BelotMatch, Action, BelotView, TableEvent]
RESUME_HINT: Final = N_(
    "Continue it with `baloot play --game belot --resume` "
    "(or Play Belot in the menu, then Continue)."
)
KEYS: Final = N_("""
## Keys at the Belot table

| Key | Does |
|---|---|
| 1-9 | choose that call, declaration or card |
| ← → | move between your cards and the buttons (↑ ↓ switch rows) |
| Enter, Space | play the focused card or press the focused button |
| PgUp / PgDn | scroll the side column |
| b | announce a belote with the K or Q of trumps, or keep quiet |
| l | show the last trick again |
| + / - | slower / faster bots |
| ? or F1 | this rule book |
| Esc | main menu (the match stays saved) |
| Ctrl+P | command palette |
| Ctrl+Q | quit |

Everything can also be clicked.
""")
"""The Belot table's keys, a message (translated where it is drawn)."""
PASSING_KEYS: Final = frozenset({"belote", "last_trick"})
"""Keys that work only at times: the footer shows them only then."""


class BelotTableScreen(GameTable[BelotDriver, Action, TableEvent, BelotSnapshot]):
    """The Belot table for one match."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *MOVE_KEYS,
        Binding("b", "belote", N_("Belote")),
        *TRICK_KEYS,
        RULES_KEY,
        MENU_KEY,
    ]
    PASSING_KEYS = PASSING_KEYS

    def __init__(self, driver: BelotDriver, bot_delay: float) -> None:
        super().__init__(driver, bot_delay)
        self.announce_belote = True
        """Whether a K or Q that may carry a belote announces it (key b switches)."""

    @property
    def driver(self) -> BelotDriver:
        """The match being played (the controller, by the name of its type)."""
        return self.controller

    # ------------------------------------------------------------- layout

    def banner(self) -> Widget:
        """Whose turn it is, and what to do."""
        return BelotBanner(id="banner")

    def seat(self, position: str) -> Widget:
        """A player's name, cards left, last call and declarations."""
        return BelotSeat(position)

    def trick_area(self) -> Widget:
        """The trick round the contract (or the auction)."""
        return BelotTrick(id="trick")

    def trick_note(self) -> Widget:
        """Which trick, who led, who is ahead or won it."""
        return BelotTrickNote(id="trick-note")

    def contract_panel(self) -> Widget:
        """The contract, the match score and the hanging points."""
        return BelotContractPanel(id="contract")

    def below_the_seats(self) -> list[Widget]:
        """The person's hand and the buttons."""
        return [HandWidget(id="hand"), BelotActions(id="actions")]

    def side_panels(self) -> list[Widget]:
        """The score sheet, the bidding and the log."""
        return [BelotLedger(id="ledger"), BelotBidding(id="bidding"), BelotLog(id="log")]

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
            hand.show((), frozenset(), _("Cards hidden: waiting for the next player"))
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
        if self.announce_belote:
            return _("Belote with {cards}: announce").format(cards=cards)
        return _("Belote with {cards}: keep quiet").format(cards=cards)

    @staticmethod
    def prompt(snap: BelotSnapshot, numbered: Sequence[Choice[Action]]) -> str:
        """What the person should do now."""
        view = snap.view
        if view is None:
            return ""
        keys = _("keys 1-{last}, ←→ ⏎ or click")
        if view.phase is Phase.AUCTION:
            return _("bid, contra or pass: {keys}").format(keys=keys.format(last=len(numbered)))
        if numbered:
            return _("declare with your first card: {keys}").format(
                keys=keys.format(last=len(numbered))
            )
        return _("play a card: {keys}").format(keys=keys.format(last=len(view.hand)))

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
                callback=self.summary_closed,
            )
            return
        self.advance()

    def log_events(self, events: Sequence[TableEvent]) -> None:
        """Write ``events`` to the log."""
        self.query_one(BelotLog).write_events(events)

    def ends_trick(self, events: Sequence[TableEvent]) -> bool:
        """Whether a trick was won."""
        return any(e.kind == "trick" for e in events)

    def pauses_bots(self, events: Sequence[TableEvent]) -> bool:
        """A deal's end comes first: its summary."""
        return any(e.kind == "deal_over" for e in events)

    def match_over(self) -> None:
        """The winner and the final score."""
        self.app.push_screen(BelotEndScreen(self.driver))

    def rules_screen(self) -> Screen[None]:
        """The game's rule book, then the table's keys."""
        return RuleBookScreen(self.driver.game.key)

    def rules_help(self) -> str:
        """The palette's line under Rules."""
        return tr("The rule book of Bulgarian Belot")

    def farewell(self, not_saving: str | None) -> str | None:
        """Whether the Belot match was saved, and how to continue it."""
        if self.driver.match.is_over:
            return None
        if not_saving is not None:
            return _("Your Belot match was not saved ({why}), so it cannot be continued.").format(
                why=not_saving
            )
        return _("Your Belot match is saved.") + " " + _(RESUME_HINT)

    # ------------------------------------------------------------- input

    def refusal(self, err: IllegalActionError) -> str:
        """The rule that refused the action, in the player's words."""
        return show(refusal_words(err, seat_names(self.driver.table.names)))

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
                show(choice.reason),
                title=tr("{card} not allowed", card=message.card.label),
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

    def action_belote(self) -> None:
        """Key b: announce a belote with the K or Q, or keep quiet."""
        self.announce_belote = not self.announce_belote
        self.redraw()


def score_words(message: str, scores: tuple[int, int], us: Team, **values: object) -> str:
    """``message`` with each team's label and score filled in, "us" (Ние) first."""
    them = us.other
    return tr(
        message,
        us=team_label(us, us),
        ours=scores[us],
        them=team_label(them, us),
        theirs=scores[them],
        **values,
    )


class BelotDealSummary(ModalScreen[None]):
    """A finished deal: contract, outcome, each side's points, declarations, what hangs."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space,escape", "close", N_("Continue"), key_display="⏎"),
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
            yield Static(Text(show("\n".join(self.lines))), id="belot-summary-text")
            score = score_words(
                N_("Match: {us} {ours}, {them} {theirs} (first to {target})"),
                snap.scores,
                us,
                target=snap.target,
            )
            yield Static(Text(score, style="bold"))
            label = tr("See the result (Enter)") if self.match_over else tr("Next deal (Enter)")
            yield Button(label, id="belot-continue", variant="primary", compact=True)
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


class BelotEndScreen(EndScreen):
    """The end of a Belot match: who won, the final score in Ние / Вие, and "play again"."""

    def __init__(self, driver: BelotDriver) -> None:
        result = driver.game.result(driver.match)
        humans = driver.table.humans
        us = humans[0].team if humans else Seat.SOUTH.team
        score = score_words(
            N_("{us} {ours} – {them} {theirs} after {deals} deals (first to {target})"),
            result.scores,
            us,
            deals=result.deals,
            target=result.target,
        )
        won, lost = tr("Ние won the match!"), tr("Вие (the other team) won.")
        headline = match_headline(result.winner, driver.table, won, lost)
        super().__init__(headline, score, tr("Play Belot again"))
        self.driver = driver
        """The finished match."""

    def play_again(self) -> None:
        """A new Belot match at the same table."""
        open_belot(cast("BalootApp", self.app), "new", self.driver.table)


class RuleBookScreen(BookReader):
    """A game's whole rule book (English, as shipped), then the Belot table's keys."""

    def __init__(self, game: str) -> None:
        super().__init__(partial(book_and_keys, game))
        self.game = game
        """The key of the game whose book it is."""


def book_and_keys(game: str, shown: Shown) -> str:
    """The rule book of ``game`` and the Belot table's keys, their Arabic printed ``shown``."""
    book = game_named(game).rule_book()
    return arabic_text(book, shown) + "\n" + arabic_text(_(KEYS), shown)


class BelotMatchConfirm(NewMatchConfirm):
    """The question before a new Belot match replaces a saved one, in Belot's words.

    Textual runs the base class's ``on_mount`` too (it focuses "Continue").
    """

    def on_mount(self) -> None:
        """Say which match is saved and where a set-aside one goes."""
        self.query_one("#confirm-text", Static).update(tr("An unfinished Belot match is saved."))
        self.query_one("#new", Button).label = Text.assemble(
            ("n  ", "bold"), tr("Start a new one (the old one is kept in records)")
        )


# ------------------------------------------------------------------ opening a match


def belot_saves(app: BalootApp) -> SaveStore:
    """The Belot save in the app's data folder, writable only where the app may write."""
    options = app.options
    reason = app.store.read_only_reason or app.access.unwritable
    return SaveStore(options.save_dir, options.clock, read_only=reason, game=BELOT.key)


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


def new_belot(app: BalootApp, saves: SaveStore, table: TableConfig | None) -> None:
    """A new Belot match; an unfinished saved one is kept in the Belot records first."""
    if app.access.unwritable is None:
        try:
            kept = saves.archive_unfinished()
        except OSError as err:
            app.warn(
                _("The saved Belot match could not be kept ({why}); no new match started.").format(
                    why=err
                )
            )
            app.show_menu()
            return
        if kept is not None:
            app.warn(
                _("The unfinished Belot match is kept as records/{file}.").format(file=kept.name)
            )
    table = table or app.table_config()
    app.write(lambda: saves.start(table))
    setup = MatchSetup(app.take_seed(), table)
    game = BelotGame(app.belot_rules())
    show_belot(app, MatchDriver(game, setup, on_change=saver(app, saves)))


def resume_belot(app: BalootApp, saves: SaveStore) -> None:
    """Continue the saved Belot match, or say why not and show the menu."""
    loaded = saves.read()
    for notice in loaded.notices:
        app.warn(notice)
    saved = loaded.value
    if saved is None:
        if not loaded.notices:
            app.warn(_("There is no unfinished Belot match to continue."))
        app.show_menu()
        return
    setup = MatchSetup(saved.seed, saved.table)
    driver = MatchDriver(BELOT, setup, match=saved.match, on_change=saver(app, saves))
    show_belot(app, driver)


def saver(
    app: BalootApp, saves: SaveStore
) -> ChangeHook[BelotMatch, Action, BelotView, TableEvent]:
    """The hook that writes the save after every change (told once if the disk refuses)."""

    def save(driver: BelotDriver) -> None:
        app.write(lambda: saves.save(driver.match, driver.seed, driver.table))

    return save


def show_belot(app: BalootApp, driver: BelotDriver) -> None:
    """The table for ``driver`` over the start menu."""
    app.show_table(BelotTableScreen(driver, app.bot_delay))
