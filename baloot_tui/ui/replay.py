"""The replay viewer: step through any game record hand by hand and card by card.

``baloot replay FILE --view`` calls :func:`run_replay_viewer`. Every hand is
replayed through the rules engine, so what is shown is what the engine computes.

Long records stay fast: a hand's states are rebuilt only when the viewer enters
it (one hand at a time, about 40 states), and the score sheet is the record's
own ledger, cut at the hand shown, so a step costs the same at hand 10,000 as
at hand 1. The record's title (its file name) is drawn through
:func:`~baloot_tui.ui.render.plain`, like the players' names.
"""

from __future__ import annotations

from typing import ClassVar

from textual import work
from textual.app import App
from textual.binding import Binding, BindingType
from textual.filter import LineFilter
from textual.widget import Widget
from textual.widgets import Static

from baloot_tui.coach.review import Review
from baloot_tui.engine.arabic import Shown
from baloot_tui.engine.words import action_short
from baloot_tui.i18n import N_, _
from baloot_tui.rules.record import LoadedRecord
from baloot_tui.rules.round import RoundState, start_hand
from baloot_tui.rules.seats import SEATS, Seat
from baloot_tui.ui.learn.screens import ReviewScreen
from baloot_tui.ui.render import arabic_of, plain, seat_names, sorted_hand
from baloot_tui.ui.say import show_text, tr
from baloot_tui.ui.screens.game_table import FeltScreen
from baloot_tui.ui.table_state import TableSnapshot
from baloot_tui.ui.visual_lines import with_visual_arabic
from baloot_tui.ui.widgets.coach import review_hand
from baloot_tui.ui.widgets.flow import FlowPanel
from baloot_tui.ui.widgets.hand import HandWidget
from baloot_tui.ui.widgets.panels import BiddingPanel, LedgerPanel


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


class ReplayScreen(FeltScreen):
    """All four hands face up; arrows step through the record.

    It draws the table's felt and panels, narrow layout included.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # Short names: the footer has to fit in 80 columns.
        Binding("right,l", "step(1)", N_("Next")),
        Binding("left,h", "step(-1)", N_("Back")),
        Binding("down,j,pagedown", "hand(1)", N_("Next hand")),
        Binding("up,k,pageup", "hand(-1)", N_("Prev hand")),
        Binding("home", "jump(0)", N_("Start"), show=False),
        Binding("end", "jump(-1)", N_("End"), show=False),
        Binding("r", "review", N_("Review South")),
        Binding("escape,q", "leave", N_("Close")),
    ]

    def __init__(self, loaded: LoadedRecord, title: str) -> None:
        super().__init__()
        self.loaded = loaded
        self.record_title = plain(title, TITLE_LIMIT)
        """The record's name as the banner draws it."""
        match = loaded.match
        self.hands = (*match.hands, *(() if match.current is None else (match.current,)))
        """Every hand of the record, the unfinished last one included."""
        self.ledger = match.ledger
        """The points of every finished hand, computed once."""
        self.hand_index = 0
        self.step_index = 0
        self.states: tuple[RoundState, ...] = hand_states(self.hands[0]) if self.hands else ()
        """The states of the hand shown (rebuilt when another hand is entered)."""
        self.names = seat_names([loaded.players.get(s, s.name.title()) for s in SEATS])

    def side_panels(self) -> list[Widget]:
        """The table's panels that describe the position (no coach, no log)."""
        return [
            FlowPanel(id="flow"),
            LedgerPanel(id="ledger"),
            BiddingPanel(id="bidding"),
        ]

    def on_mount(self) -> None:
        """Show the first deal."""
        self.redraw()

    def redraw(self) -> None:
        """Draw the current step with every hand face up."""
        banner = self.query_one("#banner", Static)
        if not self.hands:
            banner.update(
                show_text(self.record_title.copy().append(_(": the record has no hands")))
            )
            return
        state = self.states[self.step_index]
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
        action = state.history[-1] if state.history and self.step_index else None
        where = _(" · hand {hand}/{hands} · step {step}/{steps}").format(
            hand=self.hand_index + 1,
            hands=len(self.hands),
            step=self.step_index,
            steps=len(self.states) - 1,
        )
        what = f" · {action_short(action, self.names)}" if action is not None else _(" · the deal")
        banner.update(show_text(self.record_title.copy().append(where + what)))

    def enter_hand(self, index: int) -> None:
        """Make hand ``index`` the one shown (its states are built here, once per visit)."""
        if index != self.hand_index:
            self.hand_index = index
            self.states = hand_states(self.hands[index])

    def action_step(self, delta: int) -> None:
        """One action forward or back (crossing into the next or previous hand)."""
        if not self.hands:
            return
        index = self.step_index + delta
        if index < 0 and self.hand_index > 0:
            self.enter_hand(self.hand_index - 1)
            index = len(self.states) - 1
        elif index >= len(self.states) and self.hand_index < len(self.hands) - 1:
            self.enter_hand(self.hand_index + 1)
            index = 0
        self.step_index = max(0, min(index, len(self.states) - 1))
        self.redraw()

    def action_hand(self, delta: int) -> None:
        """The start of the next or previous hand."""
        if not self.hands:
            return
        self.enter_hand(max(0, min(self.hand_index + delta, len(self.hands) - 1)))
        self.step_index = 0
        self.redraw()

    def action_jump(self, where: int) -> None:
        """The start (0) or the end (-1) of the hand."""
        self.step_index = 0 if where == 0 else max(0, len(self.states) - 1)
        self.redraw()

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

    def action_leave(self) -> None:
        """Close the viewer."""
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit()


class ReplayApp(App[None]):
    """A standalone app around :class:`ReplayScreen`."""

    CSS_PATH = "baloot.tcss"
    TITLE = N_("Baloot replay")

    def __init__(self, loaded: LoadedRecord, title: str, arabic: Shown = "logical") -> None:
        super().__init__()
        self.loaded = loaded
        self.record_title = title
        self.arabic = arabic
        """How Arabic words are printed."""

    def get_line_filters(self) -> list[LineFilter]:
        """Textual's filters, after the one that puts visual-mode Arabic in screen order."""
        return with_visual_arabic(super().get_line_filters())

    def on_mount(self) -> None:
        """Open the viewer."""
        self.push_screen(ReplayScreen(self.loaded, self.record_title))


def run_replay_viewer(loaded: LoadedRecord, title: str, arabic: Shown) -> None:
    """Open the replay viewer on a record already read and replayed."""
    ReplayApp(loaded, title, arabic).run()
