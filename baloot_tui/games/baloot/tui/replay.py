"""A Saudi Baloot record in the replay viewer: hand by hand, every hand face up.

The one viewer (:class:`~baloot_tui.tui.replay.ReplayScreen`) steps; these pages say
what a hand is at each step (every state replayed through the rules engine) and
draw it with the table's own felt and panels (no coach, no log). Key r grades
South's decisions in the hand shown (South is the person in a solo game).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.coach.review import Review
from baloot_tui.games.baloot.rules.record import LoadedRecord
from baloot_tui.games.baloot.rules.round import RoundState, start_hand
from baloot_tui.games.baloot.tui.coach import review_hand
from baloot_tui.games.baloot.tui.felt import POSITIONS
from baloot_tui.games.baloot.tui.flow import FlowPanel
from baloot_tui.games.baloot.tui.learn.review import ReviewScreen
from baloot_tui.games.baloot.tui.panels import BiddingPanel, ContractPanel, LedgerPanel
from baloot_tui.games.baloot.tui.render import sorted_hand
from baloot_tui.games.baloot.tui.snapshot import TableSnapshot
from baloot_tui.games.baloot.tui.widgets import SeatBox, TrickArea, TrickNote
from baloot_tui.games.baloot.words import action_short
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.felt import FeltLayout, PageWords
from baloot_tui.tui.render import arabic_of
from baloot_tui.tui.say import tr
from baloot_tui.tui.widgets.hand import HandWidget
from baloot_tui.tui.widgets.table import draw_felt

WORDS: Final = PageWords(
    where=N_(" · hand {hand}/{hands} · step {step}/{steps}"),
    empty=N_(": the record has no hands"),
    next_deal=N_("Next hand"),
    previous_deal=N_("Prev hand"),
)
"""How the viewer speaks of Baloot's hands."""


def hand_states(hand: RoundState) -> tuple[RoundState, ...]:
    """Every state of one hand: the deal, then one per action."""
    state = start_hand(hand.deck, hand.dealer, hand.rules, hand.match_score)
    states = [state]
    for action in hand.history:
        state = state.apply(action)
        states.append(state)
    return tuple(states)


class BalootPages:
    """A Baloot record's hands, each replayed as the viewer enters it."""

    words = WORDS
    keys: Sequence[Binding] = (Binding("r", "pages('review')", N_("Review South")),)
    """Key r grades South's decisions in the hand shown."""

    def __init__(self, record: LoadedRecord, names: tuple[str, str, str, str]) -> None:
        self.record = record
        match = record.match
        self.names = names
        """The seats' names as the felt draws them."""
        self.hands = (*match.hands, *(() if match.current is None else (match.current,)))
        """Every hand of the record, the unfinished last one included."""
        self.ledger = match.ledger
        """The points of every finished hand, computed once."""
        self.hand = HandWidget(id="hand", focusable=False)
        side = (FlowPanel(id="flow"), LedgerPanel(id="ledger"), BiddingPanel(id="bidding"))
        self.widgets = FeltLayout(
            Static(id="banner"),
            {position: SeatBox(position) for position in POSITIONS},
            TrickArea(id="trick"),
            TrickNote(id="trick-note"),
            (self.hand,),
            ContractPanel(id="contract"),
            side,
        )
        """The table's felt and the panels that describe the position (no coach, no log)."""

    @property
    def deals(self) -> int:
        """The record's hands, the unfinished last one included."""
        return len(self.hands)

    def layout(self) -> FeltLayout:
        """The widgets, made with the pages."""
        return self.widgets

    def states(self, deal: int) -> tuple[RoundState, ...]:
        """The states of hand ``deal``."""
        return hand_states(self.hands[deal])

    def draw(self, state: RoundState, deal: int, screen: Screen[None]) -> None:
        """Draw ``state`` with every hand face up."""
        snap = TableSnapshot(
            perspective=Seat.SOUTH,
            view=state.view(Seat.SOUTH),
            visible_hands={s: state.hands[s] for s in SEATS},
            names=self.names,
            humans=(),
            scores=state.match_score,
            ledger=self.ledger[:deal],
            target=self.record.match.rules.match_target,
            hand_number=deal + 1,
            arabic=arabic_of(screen.app),
        )
        draw_felt(self.widgets, snap)
        trump = None if snap.view is None else snap.view.trump
        south = state.hands[Seat.SOUTH]
        self.hand.show(sorted_hand(south, trump), frozenset(south))

    def what(self, states: Sequence[RoundState], step: int) -> str:
        """`` · South plays A♠``, or `` · the deal`` at its first step."""
        state = states[step]
        if not state.history or not step:
            return _(" · the deal")
        return f" · {action_short(state.history[-1], self.names)}"

    def press(self, key: str, deal: int, screen: Screen[None]) -> None:
        """Key r: grade South's decisions in hand ``deal`` (about a second, in a thread)."""
        number = deal + 1
        screen.notify(tr("Reviewing South's decisions…"), timeout=2)

        def grade() -> None:
            review = review_hand(self.record.match, Seat.SOUTH, number)
            screen.app.call_from_thread(show, review)

        def show(review: Review) -> None:
            title = tr("Hand {number} review", number=number)
            screen.app.push_screen(ReviewScreen(review, title))

        screen.run_worker(grade, thread=True, exclusive=True, group="review")
