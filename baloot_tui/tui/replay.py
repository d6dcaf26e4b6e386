"""The replay viewer: step through any game record hand by hand and card by card.

``baloot replay FILE --view`` opens it in a :class:`ViewerApp`. Every hand is
replayed through the rules engine, so what is shown is what the engine computes.

Long records stay fast: a hand's states are rebuilt only when the viewer enters
it (one hand at a time, about 40 states), and the score sheet is the record's
own ledger, cut at the hand shown, so a step costs the same at hand 10,000 as
at hand 1. The record's title (its file name) is drawn through
:func:`~baloot_tui.tui.render.plain`, like the players' names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Generic, TypeVar

from textual import work
from textual.app import App
from textual.binding import Binding, BindingType
from textual.filter import LineFilter
from textual.widget import Widget
from textual.widgets import Static

from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.coach.review import Review
from baloot_tui.games.baloot.rules.record import LoadedRecord
from baloot_tui.games.baloot.rules.round import RoundState, start_hand
from baloot_tui.games.baloot.tui.learn.review import ReviewScreen
from baloot_tui.games.baloot.words import action_short
from baloot_tui.text.arabic import Shown
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.render import arabic_of, plain, seat_names, sorted_hand
from baloot_tui.tui.say import show_text, tr
from baloot_tui.tui.screens.game_table import FeltScreen
from baloot_tui.tui.table_state import TableSnapshot
from baloot_tui.tui.visual_lines import with_visual_arabic
from baloot_tui.tui.widgets.coach import review_hand
from baloot_tui.tui.widgets.flow import FlowPanel
from baloot_tui.tui.widgets.hand import HandWidget
from baloot_tui.tui.widgets.panels import BiddingPanel, LedgerPanel


def hand_states(hand: RoundState) -> tuple[RoundState, ...]:
    """Every state of one hand: the deal, then one per action."""
    state = start_hand(hand.deck, hand.dealer, hand.rules, hand.match_score)
    states = [state]
    for action in hand.history:
        state = state.apply(action)
        states.append(state)
    return tuple(states)


TITLE_LIMIT = 60
"""The longest record title the banner shows (a file name may be 255 characters)."""
S = TypeVar("S")
"""The state a viewer draws at each step (a game's hand, or its match)."""
R = TypeVar("R")
"""The record a standalone viewer app is opened on."""


class RecordViewer(FeltScreen, Generic[S]):
    """Steps through a record deal by deal and action by action, whatever its game.

    A game's viewer gives the states of one deal (:meth:`deal_states`) and draws
    one (:meth:`redraw`); stepping, crossing into the next or previous deal, the
    keys (dimmed in the footer when they would not move) and closing are here.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # Short names: the footer has to fit in 80 columns.
        Binding("right,l", "step(1)", N_("Next")),
        Binding("left,h", "step(-1)", N_("Back")),
        Binding("down,j,pagedown", "hand(1)", N_("Next hand")),
        Binding("up,k,pageup", "hand(-1)", N_("Prev hand")),
        Binding("home", "jump(0)", N_("Start"), show=False),
        Binding("end", "jump(-1)", N_("End"), show=False),
        Binding("escape,q", "leave", N_("Close")),
    ]

    WHERE = N_(" · hand {hand}/{hands} · step {step}/{steps}")
    """Where the banner says the step shown is (a game names its deals its own way)."""

    def __init__(self, deals: int, title: str, players: Mapping[Seat, str]) -> None:
        super().__init__()
        self.record_title = plain(title, TITLE_LIMIT)
        """The record's name as the banner draws it."""
        self.names = seat_names([players.get(s, s.name.title()) for s in SEATS])
        """The seats' names as the felt draws them, South first."""
        self.deals = deals
        """How many deals the record holds, the unfinished last one included."""
        self.hand_index = 0
        self.step_index = 0
        self.states: tuple[S, ...] = self.deal_states(0) if deals else ()
        """The states of the deal shown (rebuilt when another deal is entered)."""

    def deal_states(self, index: int) -> tuple[S, ...]:
        """Every state of deal ``index``: as dealt, then one per action."""
        raise NotImplementedError

    EMPTY = N_(": the record has no hands")
    """What the banner says of a record without a deal."""

    def draw_step(self, state: S) -> None:
        """Draw ``state`` (the felt, the hand, the panels)."""
        raise NotImplementedError

    def what(self) -> str:
        """`` · South plays A♠``: the action that led to the step shown."""
        raise NotImplementedError

    def redraw(self) -> None:
        """Draw the step shown, and say in the banner where it is and what happened."""
        banner = self.query_one("#banner", Static)
        if not self.deals:
            banner.update(show_text(self.record_title.copy().append(_(self.EMPTY))))
            return
        self.draw_step(self.states[self.step_index])
        banner.update(show_text(self.record_title.copy().append(self.where() + self.what())))

    def on_mount(self) -> None:
        """Show the first deal."""
        self.redraw()

    def where(self) -> str:
        """`` · hand 2/9 · step 5/40``: the deal and the step shown."""
        return _(self.WHERE).format(
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
            self.states = self.deal_states(index)

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

    def action_leave(self) -> None:
        """Close the viewer."""
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()


class ReplayScreen(RecordViewer[RoundState]):
    """All four hands face up; arrows step through the record.

    It draws the table's felt and panels, narrow layout included.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "review", N_("Review South")),
    ]

    def __init__(self, loaded: LoadedRecord, title: str) -> None:
        self.loaded = loaded
        match = loaded.match
        self.hands = (*match.hands, *(() if match.current is None else (match.current,)))
        """Every hand of the record, the unfinished last one included."""
        self.ledger = match.ledger
        """The points of every finished hand, computed once."""
        super().__init__(len(self.hands), title, loaded.players)

    def deal_states(self, index: int) -> tuple[RoundState, ...]:
        """The states of hand ``index``."""
        return hand_states(self.hands[index])

    def side_panels(self) -> list[Widget]:
        """The table's panels that describe the position (no coach, no log)."""
        return [
            FlowPanel(id="flow"),
            LedgerPanel(id="ledger"),
            BiddingPanel(id="bidding"),
        ]

    def draw_step(self, state: RoundState) -> None:
        """Draw ``state`` with every hand face up."""
        snap = TableSnapshot(
            perspective=Seat.SOUTH,
            view=state.view(Seat.SOUTH),
            visible_hands={s: state.hands[s] for s in SEATS},
            names=self.names,
            humans=(),
            scores=state.match_score,
            ledger=self.ledger[: self.hand_index],
            target=self.loaded.match.rules.match_target,
            hand_number=self.hand_index + 1,
            arabic=arabic_of(self.app),
        )
        self.draw_felt(snap)
        trump = None if snap.view is None else snap.view.trump
        self.query_one(HandWidget).show(
            sorted_hand(state.hands[Seat.SOUTH], trump), frozenset(state.hands[Seat.SOUTH])
        )

    def what(self) -> str:
        """`` · South plays A♠``, or `` · the deal`` at its first step."""
        state = self.states[self.step_index]
        if not state.history or not self.step_index:
            return _(" · the deal")
        return f" · {action_short(state.history[-1], self.names)}"

    def action_review(self) -> None:
        """Grade South's decisions in the hand shown (South is the person in a solo game)."""
        if not self.hands:
            return
        self.notify(tr("Reviewing South's decisions…"), timeout=2)
        self.run_review(self.hand_index + 1)

    @work(thread=True, exclusive=True, group="review")
    def run_review(self, hand_number: int) -> None:
        """Grading takes about a second: off the event loop."""
        review = review_hand(self.loaded.match, Seat.SOUTH, hand_number)
        self.app.call_from_thread(self.show_review, review, hand_number)

    def show_review(self, review: Review, hand_number: int) -> None:
        """Open the review over the viewer."""
        self.app.push_screen(ReviewScreen(review, tr("Hand {number} review", number=hand_number)))


class ViewerApp(App[None], Generic[R]):
    """A standalone app around one replay viewer on one record, which :meth:`viewer` gives."""

    CSS_PATH = "baloot.tcss"
    TITLE = N_("Baloot replay")

    def __init__(self, record: R, title: str, arabic: Shown = "logical") -> None:
        super().__init__()
        self.record = record
        """The record shown (already read and replayed)."""
        self.record_title = title
        """The viewer's name for it (its file's name)."""
        self.arabic = arabic
        """How Arabic words are printed."""

    def viewer(self) -> RecordViewer[Any]:
        """The viewer the app opens."""
        raise NotImplementedError

    def get_line_filters(self) -> list[LineFilter]:
        """Textual's filters, after the one that puts visual-mode Arabic in screen order."""
        return with_visual_arabic(super().get_line_filters())

    def on_mount(self) -> None:
        """Open the viewer."""
        self.push_screen(self.viewer())


class ReplayApp(ViewerApp[LoadedRecord]):
    """A standalone app around :class:`ReplayScreen`."""

    def viewer(self) -> RecordViewer[Any]:
        """The Baloot viewer on the record."""
        return ReplayScreen(self.record, self.record_title)
