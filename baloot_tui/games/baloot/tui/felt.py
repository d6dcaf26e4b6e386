"""Saudi Baloot's felt: its snapshot, its widgets, its coach, Sawa and the hand summary.

The one table screen (:class:`~baloot_tui.tui.screens.table.TableScreen`) runs the
flow (a key or click ends in ``submit``, the driver answers with events, the felt
is drawn again from a fresh :class:`TableSnapshot` and play goes on: a hand
summary, a Sawa claim, the privacy screen for the next person, or the bot
worker); this felt says what Baloot draws and what its choices mean.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Final

from textual.binding import Binding
from textual.screen import ModalScreen, Screen
from textual.widget import Widget

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.game import Choice
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.coach.review import Review
from baloot_tui.games.baloot.events import GameEvent, HandScored, MatchWon, SawaShown
from baloot_tui.games.baloot.game import shown_round
from baloot_tui.games.baloot.rules.actions import Action, Declare, PlayCard, Sawa
from baloot_tui.games.baloot.rules.bidding import BidStage
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.tui.coach import CoachPanel, review_hand
from baloot_tui.games.baloot.tui.dialogs import HandSummary, SawaDialog
from baloot_tui.games.baloot.tui.flow import FlowPanel
from baloot_tui.games.baloot.tui.help import HelpScreen
from baloot_tui.games.baloot.tui.panels import (
    BiddingPanel,
    ContractPanel,
    LedgerPanel,
    log_lines,
)
from baloot_tui.games.baloot.tui.render import sorted_hand
from baloot_tui.games.baloot.tui.snapshot import TableSnapshot, snapshot_of
from baloot_tui.games.baloot.tui.widgets import ActionBar, SeatBox, TrickArea, TrickNote
from baloot_tui.games.baloot.words import refusal_words, sawa_shown_short
from baloot_tui.play.driver import MatchDriver
from baloot_tui.store.settings import Settings
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.table_words import card_label, team_words
from baloot_tui.tui.felt import ClaimWords, Drawn, EndWords, FeltLayout, Sight, TableCommand
from baloot_tui.tui.render import seat_names
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.screens.menu import match_headline
from baloot_tui.tui.widgets.hand import HandWidget
from baloot_tui.tui.widgets.panels import EventLog
from baloot_tui.tui.widgets.table import TurnBanner, draw_felt, key_hint

BalootDriver = MatchDriver[MatchState, Action, PlayerView, GameEvent]
"""The driver of a Baloot match."""
POSITIONS: Final = ("bottom", "right", "top", "left")
COACH_COMMAND: Final = N_("Coach on/off")
COACH_HELP: Final = N_("Explain every option and show the expert's figures (key c)")


class BalootFelt:
    """The Baloot table's widgets and what its choices mean, for one match."""

    keys: Sequence[Binding] = (Binding("c", "felt('coach')", N_("Coach")),)
    """Key c switches the coach."""
    claim_words: ClaimWords | None = ClaimWords(
        "s", N_("Sawa"), N_("Claim Sawa"), N_("Claim every remaining trick")
    )
    """Key s claims Sawa: the remaining tricks."""

    def __init__(self, driver: BalootDriver, settings: Settings) -> None:
        self.driver = driver
        """The match being played."""
        self.names = seat_names(driver.table.names)
        """The seats' names as the felt draws them (the table's, for the whole match)."""
        self.coach_at_start = settings.coach
        """Whether the coach is switched on when the table opens (the last match's choice)."""
        self.snap: TableSnapshot | None = None
        """What the last drawing showed."""
        self.banner = TurnBanner(id="banner")
        self.hand = HandWidget(id="hand")
        self.bar = ActionBar(id="actions")
        self.coach = CoachPanel(id="coach")
        self.events = EventLog(id="log")
        flow, ledger, bidding = (
            FlowPanel(id="flow"),
            LedgerPanel(id="ledger"),
            BiddingPanel(id="bidding"),
        )
        self.side_while_bidding: Final[tuple[Widget, ...]] = (
            self.coach,
            flow,
            bidding,
            ledger,
            self.events,
        )
        """The side column under the contract and score while the hand is bid or doubled:
        the calls are beside the seats, so the coach and the auction's map come first."""
        self.side_while_playing: Final[tuple[Widget, ...]] = (
            self.coach,
            self.events,
            ledger,
            flow,
            bidding,
        )
        """While the cards are played: the coach, then what was played (the log)."""
        self.side_order: tuple[Widget, ...] = self.side_while_bidding
        """The side column's order on screen."""
        side = self.side_while_bidding[:-1]
        self.widgets = FeltLayout(
            self.banner,
            {position: SeatBox(position) for position in POSITIONS},
            TrickArea(id="trick"),
            TrickNote(id="trick-note"),
            (self.hand, self.bar),
            ContractPanel(id="contract"),
            (*side, self.events),
        )
        """Seats round the trick, the hand and the action bar, the side column's panels
        (add a panel to the side column here)."""

    # ------------------------------------------------------------- drawing

    def snapshot(self, sight: Sight) -> TableSnapshot:
        """What the table may show now."""
        driver = self.driver
        visible = (sight.perspective,) if sight.visible else ()
        return snapshot_of(
            driver.match,
            shown_round(driver.match),
            sight.perspective,
            visible,
            driver.table.names,
            driver.table.humans,
            palette=sight.palette,
            show_last_trick=sight.show_last_trick,
            thinking=sight.thinking,
            arabic=sight.arabic,
        )

    def draw(self, sight: Sight) -> Drawn:
        """Push a fresh snapshot down to every widget."""
        snap = self.snap = self.snapshot(sight)
        draw_felt(self.widgets, snap)
        self.arrange_side(snap)
        actions = self.offered_actions(snap)
        extra: tuple[Action, ...] = (Sawa(sight.perspective),) if sight.claim_open else ()
        cards = self.hand_cards(snap)
        bright = self.bright_cards(snap, cards)
        card_focus, button_focus = self.focus_targets(sight, actions, extra, cards, bright)
        view = snap.view
        round_one = view is not None and view.bidding.round_number == 1
        hokum_suit = view.face_card.suit if view is not None and round_one else None
        self.bar.show(actions, extra, hokum_suit, focus=button_focus)
        claim = self.driver.claim_waiting
        self.banner.say_turn(
            snap.names,
            snap.humans,
            None if view is None or claim is not None else view.to_act,
            mine=snap.my_turn,
            prompt=[self.prompt(snap, actions, short=short) for short in (False, True)],
            # While a claim waits for an answer nobody is to play: the claim is the news.
            idle=_("Hand {number}").format(number=snap.hand_number)
            if claim is None
            else sawa_shown_short(
                SawaShown(claim.claimer, claim.trick_number, claim.cards), self.names
            ),
            over=snap.match_over,
        )
        hand = self.hand
        hand.playable = (
            bool(snap.my_turn and view is not None and view.card_options) and not actions
        )
        if snap.hidden:
            hand.show((), frozenset(), _("Cards hidden: waiting for the next player"))
        else:
            hand.show(cards, bright, focus=card_focus)
        return Drawn(
            last_trick=snap.last_trick() is not None,
            playable=hand.playable,
            keys=frozenset({"coach"}),
        )

    def arrange_side(self, snap: TableSnapshot) -> None:
        """Put the side column's panels in the order the hand's phase needs."""
        view = snap.view
        bidding = view is None or view.phase in (Phase.BIDDING, Phase.DOUBLING)
        order = self.side_while_bidding if bidding else self.side_while_playing
        column = self.coach.parent
        if order is self.side_order or not isinstance(column, Widget):
            return
        self.side_order = order
        column.move_child(order[0], before=0)
        for before, widget in itertools.pairwise(order):
            column.move_child(widget, after=before)

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
        sight: Sight,
        actions: Sequence[Action],
        extra: Sequence[Action],
        cards: Sequence[Card],
        bright: frozenset[Card],
    ) -> tuple[int | None, int | None]:
        """Where the focus goes after a redraw: (card index, button index), one at most.

        The focus keeps its place when its row is redrawn. When the person's turn
        starts it goes to the first action offered, else to a card they may play.
        """
        turn_starts = sight.turn_starts
        if turn_starts and actions:
            return None, 0
        buttons = len(actions) + len(extra)
        on_button = self.bar.focus_position()
        if on_button is not None and buttons:
            return None, min(on_button, buttons - 1)
        if not cards:
            return None, None
        on_card = self.hand.focus_position()
        index = 0 if on_card is None else min(on_card, len(cards) - 1)
        if (turn_starts or on_card is None) and cards[index] not in bright:
            index = next((i for i, card in enumerate(cards) if card in bright), index)
        return index, None

    @staticmethod
    def offered_actions(snap: TableSnapshot) -> tuple[Action, ...]:
        """The numbered non-card actions of the person to act (calls, doubles, projects)."""
        view = snap.view
        if view is None or not snap.my_turn:
            return ()
        return tuple(a for a in view.legal_actions if not isinstance(a, PlayCard))

    @staticmethod
    def prompt(snap: TableSnapshot, actions: Sequence[Action], *, short: bool) -> str:
        """What the player should do now, the keys spelt out unless ``short``."""
        view = snap.view
        if view is None:
            return ""
        keys = key_hint(len(actions), short=short)
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
        return _("play a card: {keys}").format(keys=key_hint(len(view.hand), short=short))

    def mounted(self) -> None:
        """Switch the coach on if the last match ended with it on."""
        if self.coach_at_start:
            self.coach.call_after_refresh(self.coach.toggle)

    # ------------------------------------------------------------- choices

    def card_choice(self, card: Card) -> Choice[Action] | None:
        """Playing ``card``, or the rule that forbids it now."""
        snap = self.snap
        if snap is None or snap.view is None:
            return None
        play = PlayCard(snap.perspective, card)
        option = next((o for o in snap.view.card_options if o.card is card), None)
        if option is None or option.refusal is None:
            return Choice(play, card_label(card))  # the engine has the last word
        reason = refusal_words(option.refusal, self.names)
        return Choice(play, card_label(card), allowed=False, reason=reason, card=card)

    def button_choice(self, choice: object) -> Action | None:
        """A call, double, declaration or Sawa: the button's own action."""
        assert isinstance(choice, Action)
        return choice

    def refusal(self, err: IllegalActionError) -> str:
        """The rule that refused the action, in the player's words."""
        return show(refusal_words(err, self.names))

    def press(self, key: str) -> bool:
        """Key c: switch the coach panel on or off (it draws itself)."""
        if key == "coach":
            self.coach.toggle()
        return False

    def commands(self) -> Sequence[TableCommand]:
        """The coach switch, in the command palette too."""
        return (TableCommand(tr(COACH_COMMAND), tr(COACH_HELP), "coach"),)

    # ------------------------------------------------------------- what happened

    def log(self, events: Sequence[GameEvent]) -> None:
        """Write ``events`` to the log."""
        self.events.write_lines(log_lines(events, self.names))

    def claim_at(self, events: Sequence[GameEvent]) -> int | None:
        """Where a Sawa claim's hand is shown in ``events``."""
        return next((i for i, e in enumerate(events) if isinstance(e, SawaShown)), None)

    def claim_dialog(
        self, events: Sequence[GameEvent], asked: tuple[Seat, ...]
    ) -> ModalScreen[bool | None]:
        """The Sawa claim shown, with the question to ``asked`` or the verdict."""
        shown = shown_round(self.driver.match)
        trump = None if shown is None else shown.trump
        return SawaDialog(events, self.names, trump, asked)

    def deal_summary(self, events: Sequence[GameEvent]) -> ModalScreen[None]:
        """How the hand that ``events`` end scored, and the review of the person's decisions."""
        scored = next(e for e in events if isinstance(e, HandScored))
        won = next((e for e in events if isinstance(e, MatchWon)), None)
        snap = self.snap
        assert snap is not None
        us = snap.us.seats[0]  # "us" as on the score sheet
        return HandSummary(scored, self.names, us, won, self.reviewer(scored.hand_number))

    def reviewer(self, hand_number: int) -> Callable[[], Review] | None:
        """What grades the person's decisions of a finished hand.

        None for a bot seat, and while the bottom hand is hidden: in hot-seat, after a
        claim asked each person with every hand hidden, the hand ends with cards never
        played, and a review would show them to whoever looks at the summary.
        """
        snap = self.snap
        seat = Seat.SOUTH if snap is None else snap.perspective
        driver = self.driver
        if seat not in driver.table.humans or (snap is not None and not snap.in_sight):
            return None
        match = driver.match
        return lambda: review_hand(match, seat, hand_number)

    def match_end(self) -> EndWords:
        """Who won and the final score, each team by its players (the first person's first)."""
        match = self.driver.match
        won, lost = tr("You won the match!"), tr("The other team won the match.")
        humans = self.driver.table.humans
        us = humans[0].team if humans else Seat.SOUTH.team
        final = tr(
            "Final score: {us} {ours} – {them} {theirs} after {hands} hands",
            us=team_words(us, self.names),
            ours=match.scores[us],
            them=team_words(us.other, self.names),
            theirs=match.scores[us.other],
            hands=len(match.hands),
        )
        headline = match_headline(match.winner, self.driver.table, won, lost)
        return EndWords(headline, final, tr("Play again"))

    def rules_screen(self) -> Screen[None]:
        """The rules summary, written for this match's house rules."""
        return HelpScreen(self.driver.match.rules)
