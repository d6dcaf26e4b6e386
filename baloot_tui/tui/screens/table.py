"""The Saudi Baloot table: its snapshot, its widgets, Sawa, undo and the coach.

The flow it shares with the Belot table (a key or click ends in ``submit``, the
controller answers with events, ``after_events`` redraws from a fresh
:class:`TableSnapshot` and goes on: a hand summary, a Sawa claim, the privacy screen
for the next person, or the bot worker) is :class:`~baloot_tui.tui.screens.game_table.GameTable`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar, Final

from textual import on
from textual.binding import Binding, BindingType
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.screen import Screen
from textual.widget import Widget

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.games.baloot.coach.review import Review
from baloot_tui.games.baloot.events import GameEvent, HandScored, MatchWon, SawaShown, TrickWon
from baloot_tui.games.baloot.game import shown_round
from baloot_tui.games.baloot.rules.actions import Action, Declare, PlayCard, Sawa
from baloot_tui.games.baloot.rules.bidding import BidStage
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.words import card_label, refusal_words
from baloot_tui.play.driver import MatchDriver
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.messages import GameAdvanced, MatchEnded
from baloot_tui.tui.render import DEFAULT_THEM, Palette, arabic_of, seat_names, sorted_hand
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.screens.dialogs import HandSummary, SawaDialog
from baloot_tui.tui.screens.game_table import (
    MENU_KEY,
    MOVE_KEYS,
    RULES_KEY,
    TRICK_KEYS,
    GameTable,
)
from baloot_tui.tui.screens.help import HelpScreen
from baloot_tui.tui.table_state import TableSnapshot, snapshot_of
from baloot_tui.tui.widgets.coach import CoachPanel, review_hand
from baloot_tui.tui.widgets.flow import FlowPanel
from baloot_tui.tui.widgets.hand import CardWidget, HandWidget
from baloot_tui.tui.widgets.panels import (
    BiddingPanel,
    EventLog,
    LedgerPanel,
)
from baloot_tui.tui.widgets.table import (
    ActionBar,
    TurnBanner,
)

RESUME_HINT: Final = N_("Continue it with `baloot play --resume` (or Continue in the menu).")
PASSING_KEYS = frozenset({"sawa", "undo", "last_trick"})
"""Table actions that work only at times (Sawa on the person's lead, Undo with a decision
to take back, the last trick once there is one); the footer shows them only then."""


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


BalootDriver = MatchDriver[MatchState, Action, PlayerView, GameEvent]
"""The driver of a Baloot match."""


class TableScreen(GameTable[BalootDriver, Action, GameEvent, TableSnapshot]):
    """The Baloot table for one match."""

    COMMANDS: ClassVar[set[type[Provider] | Callable[[], type[Provider]]]] = {TableCommands}

    BINDINGS: ClassVar[list[BindingType]] = [
        *MOVE_KEYS,
        Binding("s", "sawa", N_("Sawa")),
        Binding("u,ctrl+z", "undo", N_("Undo")),
        Binding("c", "toggle_coach", N_("Coach")),
        *TRICK_KEYS,
        RULES_KEY,
        MENU_KEY,
    ]
    PASSING_KEYS = PASSING_KEYS

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that do nothing now are neither in the footer nor active.

        Sawa is offered on the person's lead after the first trick, Undo when one
        person is at the table with a decision to take back, the last trick once one
        is complete; none while the terminal is too small.
        """
        if self.has_class("-too-small"):
            return False
        if action == "undo":
            return self.undo_offered()
        if action == "sawa":
            return self.sawa_offered()
        return super().check_action(action, parameters)

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
            shown_round(controller.match),
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
                callback=self.summary_closed,
            )
            return
        self.advance()

    def show_claim(self, events: Sequence[GameEvent]) -> None:
        """Show a Sawa claim's hand; ask the other team's people, or show the verdict."""
        self.waiting = True
        claim = self.controller.claim_waiting
        asked = () if claim is None else claim.waiting
        shown = shown_round(self.controller.match)
        trump = None if shown is None else shown.trump
        names = seat_names(self.controller.table.names)

        def answered(answer: bool | None) -> None:
            claim = self.controller.claim_waiting
            if claim is None or answer is None:
                settled(events)
                return
            more: list[GameEvent] = []
            for seat in claim.waiting:
                more += self.controller.answer_claim(seat, answer)
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

    def log_events(self, events: Sequence[GameEvent]) -> None:
        """Write ``events`` to the log; tell the app (the coach listens)."""
        self.query_one(EventLog).write_events(events, seat_names(self.controller.table.names))
        self.post_message(GameAdvanced(tuple(events)))

    def ends_trick(self, events: Sequence[GameEvent]) -> bool:
        """Whether a trick was won."""
        return any(isinstance(e, TrickWon) for e in events)

    def pauses_bots(self, events: Sequence[GameEvent]) -> bool:
        """A hand scored (its summary) or a Sawa claim shown (its answer) comes first."""
        return any(isinstance(e, (HandScored, SawaShown)) for e in events)

    def match_over(self) -> None:
        """The app shows who won."""
        self.post_message(MatchEnded(self.controller))

    def rules_screen(self) -> Screen[None]:
        """The rules summary, written for this match's house rules."""
        return HelpScreen(self.controller.match.rules)

    def rules_help(self) -> str:
        """The palette's line under Rules."""
        return tr("How Baloot is played")

    def farewell(self, not_saving: str | None) -> str | None:
        """Whether the Baloot match was saved, and how to continue it."""
        if self.controller.match.is_over:
            return None
        if not_saving is not None:
            return _("Your match was not saved ({why}), so it cannot be continued.").format(
                why=not_saving
            )
        return _("Your match is saved.") + " " + _(RESUME_HINT)

    # ------------------------------------------------------------- input

    def refusal(self, err: IllegalActionError) -> str:
        """The rule that refused the action, in the player's words."""
        return show(refusal_words(err, seat_names(self.controller.table.names)))

    @on(CardWidget.Chosen)
    def card_chosen(self, message: CardWidget.Chosen) -> None:
        """Play a card, or say which rule forbids it."""
        snap = self.snap
        if snap is None or snap.view is None or not snap.my_turn:
            return
        option = next((o for o in snap.view.card_options if o.card is message.card), None)
        if option is not None and option.refusal is not None:
            self.notify(
                show(refusal_words(option.refusal, seat_names(self.controller.table.names))),
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
