"""A Belot record in the replay viewer: deal by deal and trick by trick, every hand face up.

The one viewer (:class:`~baloot_tui.tui.replay.ReplayScreen`) steps; these pages
replay each deal of a record read by the one reader
(:func:`baloot_tui.store.records.open_game_record`) again, action by action, as
the viewer enters it, so what they draw is what the engine computes. The felt,
the contract, the score sheet under Ние / Вие and the bidding are the Belot
table's widgets; the seats show their cards face up
(:mod:`baloot_tui.games.belot.tui.replay_widgets`), a panel gives the deal's account
(hanging points, card points, then its score with the reasons) and another the
four hands as dealt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.game import BELOT, shown_hand
from baloot_tui.games.belot.rules.hand import BelotHand
from baloot_tui.games.belot.rules.match import BelotMatch, new_match
from baloot_tui.games.belot.rules.record import LoadedRecord
from baloot_tui.games.belot.tui.replay_widgets import (
    DealPanel,
    DealtPanel,
    ReplaySeat,
    WholeDealPanel,
)
from baloot_tui.games.belot.tui.widgets import (
    BelotBidding,
    BelotContractPanel,
    BelotLedger,
    BelotTrick,
    BelotTrickNote,
    belot_snapshot,
    sorted_cards,
)
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.felt import FeltLayout, PageWords
from baloot_tui.tui.render import DEFAULT_THEM, Palette
from baloot_tui.tui.widgets.hand import HandWidget
from baloot_tui.tui.widgets.table import POSITIONS, draw_felt

WORDS: Final = PageWords(
    where=N_(" · deal {hand}/{hands} · step {step}/{steps}"),
    empty=N_(": the record has no deals"),
    next_deal=N_("Next deal"),
    previous_deal=N_("Prev deal"),
)
"""How the viewer speaks of Belot's deals."""


class BelotPages:
    """A Belot record's deals, each replayed as the viewer enters it."""

    words = WORDS
    keys: Sequence[Binding] = ()
    """No key of its own."""

    def __init__(self, record: LoadedRecord, names: tuple[str, str, str, str]) -> None:
        self.record = record
        match = record.match
        self.names = names
        """The seats' names as the felt draws them."""
        self.deals_played: tuple[BelotHand, ...] = (
            *match.hands,
            *(() if match.current is None else (match.current,)),
        )
        """Every deal of the record, the unfinished last one included."""
        first_dealer = self.deals_played[0].dealer if self.deals_played else Seat.WEST
        self.starts: list[BelotMatch] = [new_match(match.rules, first_dealer)]
        """The match just before each deal is dealt, as far as the viewer has been."""
        self.seats = tuple(ReplaySeat(position) for position in POSITIONS)
        self.hand = HandWidget(id="hand", focusable=False)
        self.whole: tuple[WholeDealPanel, ...] = (DealPanel(id="deal"), DealtPanel(id="dealt"))
        """The panels drawn from the whole deal: its account, and the hands as dealt."""
        deal, dealt = self.whole
        self.widgets = FeltLayout(
            Static(id="banner"),
            dict(zip(POSITIONS, self.seats, strict=True)),
            BelotTrick(id="trick"),
            BelotTrickNote(id="trick-note"),
            (self.hand,),
            BelotContractPanel(id="contract"),
            (deal, BelotLedger(id="ledger"), BelotBidding(id="bidding"), dealt),
        )
        """The felt with South's hand; the deal's account, the score sheet, bidding, hands dealt."""

    @property
    def deals(self) -> int:
        """The record's deals, the unfinished last one included."""
        return len(self.deals_played)

    def layout(self) -> FeltLayout:
        """The widgets, made with the pages."""
        return self.widgets

    def deal_start(self, index: int) -> BelotMatch:
        """The match just before deal ``index``: the deals before it replayed once, in order."""
        while len(self.starts) <= index:
            done = len(self.starts) - 1
            match = self.starts[done].deal(self.deals_played[done].deck)
            for action in self.deals_played[done].history:
                match = match.apply(action)
            self.starts.append(match)
        return self.starts[index]

    def states(self, deal: int) -> tuple[BelotMatch, ...]:
        """The match as deal ``deal`` is dealt, then after each of its actions."""
        state = self.deal_start(deal).deal(self.deals_played[deal].deck)
        states = [state]
        for action in self.deals_played[deal].history:
            state = state.apply(action)
            states.append(state)
        if len(self.starts) == deal + 1 and state.needs_deal:
            self.starts.append(state)
        return tuple(states)

    def draw(self, state: BelotMatch, deal: int, screen: Screen[None]) -> None:
        """Draw ``state``: the felt, South's cards and the panels."""
        shown = shown_hand(state)
        assert shown is not None
        theme = screen.app.current_theme
        snap = belot_snapshot(
            state,
            BELOT.view(state, Seat.SOUTH),
            self.names,
            (),
            perspective=Seat.SOUTH,
            visible=True,
            palette=Palette(us=theme.primary, them=theme.warning or DEFAULT_THEM),
        )
        for seat in self.seats:
            seat.deal = shown
        draw_felt(self.widgets, snap)
        for whole in self.whole:
            whole.show_deal(snap, shown)
        south = shown.hands[Seat.SOUTH]
        self.hand.show(sorted_cards(south, shown.contract), frozenset(south))

    def what(self, states: Sequence[BelotMatch], step: int) -> str:
        """`` · Vesela bids ♥ Hearts``: the action that led to the step shown."""
        if not step:
            return _(" · the deal")
        before, after = states[step - 1], states[step]
        shown = shown_hand(after)
        assert shown is not None
        events = BELOT.describe(before, shown.history[-1], after, self.names)
        return f" · {events[0].words}"

    def press(self, key: str, deal: int, screen: Screen[None]) -> None:
        """No key of its own."""
