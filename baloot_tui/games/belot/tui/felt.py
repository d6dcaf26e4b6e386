"""Bulgarian Belot's felt: its snapshot, its widgets, the belote switch and the deal's summary.

The one table screen (:class:`~baloot_tui.tui.screens.table.TableScreen`) runs the
flow through the shared game interface (a key or click ends in ``submit``, which
calls the :class:`~baloot_tui.play.driver.MatchDriver`; the felt is drawn again
from a fresh :class:`~baloot_tui.games.belot.tui.widgets.BelotSnapshot` and play
goes on: the deal's summary, the privacy screen for the next person, the bots, or
the match's end); this felt says what Belot draws and what its choices mean.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib.resources import files
from typing import ClassVar, Final

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.events import Resize
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Static

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.game import Choice, TableEvent
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.belot.rules.actions import Action, PlayCard
from baloot_tui.games.belot.rules.match import BelotMatch
from baloot_tui.games.belot.rules.view import BelotView, Phase
from baloot_tui.games.belot.tui.widgets import (
    BelotActions,
    BelotBidding,
    BelotContractPanel,
    BelotLedger,
    BelotSeat,
    BelotSnapshot,
    BelotTrick,
    BelotTrickNote,
    belot_snapshot,
    log_lines,
    sorted_cards,
)
from baloot_tui.games.belot.words import deal_summary, refusal_words, team_label
from baloot_tui.play.driver import MatchDriver
from baloot_tui.text.arabic import Shown, arabic_text
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.felt import ClaimWords, Drawn, EndWords, FeltLayout, Sight, TableCommand
from baloot_tui.tui.layout import TooSmallNotice, fit_to
from baloot_tui.tui.render import seat_names
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.screens.menu import is_active, match_headline
from baloot_tui.tui.screens.reader import BookReader
from baloot_tui.tui.widgets.footer import KeyFooter
from baloot_tui.tui.widgets.hand import HandWidget
from baloot_tui.tui.widgets.panels import EventLog
from baloot_tui.tui.widgets.table import POSITIONS, TurnBanner, draw_felt, key_hint

BelotDriver = MatchDriver[BelotMatch, Action, BelotView, TableEvent]
"""The driver of a Belot match."""
RULE_BOOK: Final = "BELOT.md"
"""The whole rule book, beside the game's code."""
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


class BelotFelt:
    """The Belot table's widgets and what its choices mean, for one match."""

    keys: Sequence[Binding] = (Binding("b", "felt('belote')", N_("Belote")),)
    """Key b announces a belote with the K or Q of trumps, or keeps quiet."""
    claim_words: ClaimWords | None = None
    """Belot has no claim of the remaining tricks."""

    def __init__(self, driver: BelotDriver) -> None:
        self.driver = driver
        """The match being played."""
        self.names = seat_names(driver.table.names)
        """The seats' names as the felt draws them (the table's, for the whole match)."""
        self.keeping_quiet: set[Seat] = set()
        """The seats whose person switched the belote off (key b): a K or Q that may carry
        one is played without it. Each person's own switch: in hot-seat the next person
        must not learn that the last one held a belote and kept quiet."""
        self.snap: BelotSnapshot | None = None
        """What the last drawing showed."""
        self.banner = TurnBanner(id="banner")
        self.hand = HandWidget(id="hand")
        self.bar = BelotActions(id="actions")
        self.events = EventLog(id="log", min_width=20)
        side = (BelotLedger(id="ledger"), BelotBidding(id="bidding"), self.events)
        self.widgets = FeltLayout(
            self.banner,
            {position: BelotSeat(position) for position in POSITIONS},
            BelotTrick(id="trick"),
            BelotTrickNote(id="trick-note"),
            (self.hand, self.bar),
            BelotContractPanel(id="contract"),
            side,
        )
        """Seats round the trick, the hand and the buttons; the score sheet, bidding and log."""

    # ------------------------------------------------------------- drawing

    def snapshot(self, sight: Sight) -> BelotSnapshot:
        """What the table may show now."""
        driver = self.driver
        return belot_snapshot(
            driver.match,
            driver.view_for(sight.perspective),
            self.names,
            driver.table.humans,
            perspective=sight.perspective,
            visible=sight.visible,
            choices=driver.choices() if sight.visible else (),
            palette=sight.palette,
            thinking=sight.thinking,
            show_last_trick=sight.show_last_trick,
        )

    def draw(self, sight: Sight) -> Drawn:
        """Push a fresh snapshot down to every widget."""
        snap = self.snap = self.snapshot(sight)
        draw_felt(self.widgets, snap)
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
        bar, hand = self.bar, self.hand
        button_focus, card_focus = self.focus_targets(
            sight.turn_starts, numbered, playable, switch, cards, bright
        )
        bar.show(numbered, switch, focus=button_focus)
        over = snap.winner is not None
        self.banner.say_turn(
            snap.names,
            snap.humans,
            None if view is None else view.to_act,
            mine=mine,
            prompt=[self.prompt(snap, numbered, short=short) for short in (False, True)],
            idle=_("Belot · deal {number}").format(number=snap.deal_number),
            over=over,
        )
        hand.playable = playable
        if not snap.visible:
            hand.show((), frozenset(), _("Cards hidden: waiting for the next player"))
        else:
            hand.show(cards, bright, focus=card_focus)
        return Drawn(
            last_trick=snap.last_trick() is not None,
            playable=playable,
            keys=frozenset({"belote"}) if switch else frozenset(),
        )

    def focus_targets(
        self,
        starts: bool,
        numbered: Sequence[Choice[Action]],
        playable: bool,
        switch: str,
        cards: Sequence[Card],
        bright: frozenset[Card],
    ) -> tuple[int | None, int | None]:
        """Where the focus goes after a redraw: (button index, card index), one at most.

        Apart from Baloot's on purpose: the focus goes to a card only when one may be
        played, and to the first playable card whenever a decision ``starts`` (after
        a declaration the same person plays, and the button they pressed is gone).
        Within a decision it keeps its place: on a card, or on the belote switch.
        """
        on_button, on_card = self.bar.focus_position(), self.hand.focus_position()
        if numbered:
            return (0 if starts else on_button), None
        if not playable:
            return None, None
        if on_card is not None and not starts:
            return None, min(on_card, len(cards) - 1)
        if switch and on_button is not None and not starts:
            return on_button, None
        return None, next((i for i, card in enumerate(cards) if card in bright), 0)

    def belote_switch(self, snap: BelotSnapshot) -> str:
        """The belote switch's label when a card may carry one now (else empty)."""
        kings = [c for c in snap.choices if isinstance(c.action, PlayCard) and c.action.belote]
        if not kings:
            return ""
        cards = "/".join(c.card.label for c in kings if c.card is not None)
        if snap.perspective not in self.keeping_quiet:
            return _("Belote with {cards}: announce").format(cards=cards)
        return _("Belote with {cards}: keep quiet").format(cards=cards)

    @staticmethod
    def prompt(snap: BelotSnapshot, numbered: Sequence[Choice[Action]], *, short: bool) -> str:
        """What the person should do now, the keys spelt out unless ``short``."""
        view = snap.view
        if view is None:
            return ""
        if view.phase is Phase.AUCTION:
            keys = key_hint(len(numbered), short=short)
            return _("bid, contra or pass: {keys}").format(keys=keys)
        if numbered:
            keys = key_hint(len(numbered), short=short)
            return _("declare with your first card: {keys}").format(keys=keys)
        return _("play a card: {keys}").format(keys=key_hint(len(view.hand), short=short))

    def mounted(self) -> None:
        """Nothing to switch on."""

    # ------------------------------------------------------------- choices

    def card_choice(self, card: Card) -> Choice[Action] | None:
        """The choice that plays ``card`` now: with the belote if announced and allowed.

        None while calls or declarations are offered: the buttons come first.
        """
        snap = self.snap
        if snap is None or snap.numbered:
            return None
        options = [c for c in snap.choices if c.card is card]
        announced = [c for c in options if isinstance(c.action, PlayCard) and c.action.belote]
        if announced and snap.perspective not in self.keeping_quiet:
            return announced[0]
        return options[0] if options else None

    def button_choice(self, choice: object) -> Action | None:
        """A call or declaration; None for the belote switch, which flips."""
        if choice is None:
            self.switch_belote()
            return None
        assert isinstance(choice, Action)
        return choice

    def refusal(self, err: IllegalActionError) -> str:
        """The rule that refused the action, in the player's words."""
        return show(refusal_words(err, self.names))

    def press(self, key: str) -> bool:
        """Key b: announce a belote with the K or Q, or keep quiet."""
        if key == "belote":
            self.switch_belote()
        return True

    def switch_belote(self) -> None:
        """The person at the bottom announces a belote from now on, or keeps quiet."""
        if self.snap is not None:
            self.keeping_quiet ^= {self.snap.perspective}

    def commands(self) -> Sequence[TableCommand]:
        """No command of its own in the palette."""
        return ()

    # ------------------------------------------------------------- what happened

    def log(self, events: Sequence[TableEvent]) -> None:
        """Write ``events`` to the log."""
        self.events.write_lines(log_lines(events))

    def claim_at(self, events: Sequence[TableEvent]) -> int | None:
        """Never: Belot has no claims."""
        return None

    def claim_dialog(
        self, events: Sequence[TableEvent], asked: tuple[Seat, ...]
    ) -> ModalScreen[bool | None]:
        """Never asked for: Belot has no claims."""
        raise NotImplementedError("Belot has no claim of the remaining tricks")

    def deal_summary(self, events: Sequence[TableEvent]) -> ModalScreen[None]:
        """The deal just finished: its lines and the match's score."""
        match = self.driver.match
        snap = self.snap
        assert snap is not None
        lines = deal_summary(match.hands[-1], len(match.hands), snap.us, snap.names)
        return BelotDealSummary(lines, snap, match.is_over)

    def match_end(self) -> EndWords:
        """Who won, and the final score in Ние / Вие."""
        driver = self.driver
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
        return EndWords(headline, score, tr("Play Belot again"))

    def rules_screen(self) -> Screen[None]:
        """The rule book, then the table's keys."""
        return RuleBookScreen()


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
        yield KeyFooter(show_command_palette=False)

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


class RuleBookScreen(BookReader):
    """Belot's whole rule book (English, as shipped), then the Belot table's keys."""

    def __init__(self) -> None:
        super().__init__(book_and_keys)


def book_and_keys(shown: Shown) -> str:
    """The rule book and the Belot table's keys, their Arabic printed ``shown``."""
    book = files("baloot_tui.games.belot").joinpath(RULE_BOOK).read_text(encoding="utf-8")
    return arabic_text(book, shown) + "\n" + arabic_text(_(KEYS), shown)
