"""The Belot replay viewer: a Belot record deal by deal and trick by trick, every hand face up.

The records screen opens it on a record read by the one reader
(:func:`baloot_tui.store.records.open_game_record`), which has replayed every
deal through the Belot engine; the viewer replays each deal again, action by
action, as it enters it, so what it draws is what the engine computes. The felt,
the contract, the score sheet under Ние / Вие and the bidding are the Belot
table's widgets; the seats show their cards face up
(:mod:`baloot_tui.games.belot.tui.replay_widgets`), a panel gives the deal's account
(hanging points, card points, then its score with the reasons) and another the
four hands as dealt. Stepping and its keys are the Baloot viewer's
(:class:`~baloot_tui.tui.replay.RecordViewer`).
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Static

from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.game import BELOT, shown_hand
from baloot_tui.games.belot.rules.hand import BelotHand
from baloot_tui.games.belot.rules.match import BelotMatch, new_match
from baloot_tui.games.belot.rules.record import LoadedRecord
from baloot_tui.games.belot.tui.felt import (
    BelotBidding,
    BelotContractPanel,
    BelotLedger,
    BelotTrick,
    BelotTrickNote,
    belot_snapshot,
    sorted_cards,
)
from baloot_tui.games.belot.tui.replay_widgets import (
    DealPanel,
    DealtPanel,
    ReplaySeat,
    WholeDealPanel,
)
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.layout import TooSmallNotice
from baloot_tui.tui.render import DEFAULT_THEM, Palette
from baloot_tui.tui.replay import RecordViewer
from baloot_tui.tui.widgets.footer import KeyFooter
from baloot_tui.tui.widgets.hand import HandWidget


class BelotReplayScreen(RecordViewer[BelotMatch]):
    """A Belot record, every hand face up; the arrows (or the footer's keys) step through it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down,j,pagedown", "hand(1)", N_("Next deal")),
        Binding("up,k,pageup", "hand(-1)", N_("Prev deal")),
    ]
    WHERE = N_(" · deal {hand}/{hands} · step {step}/{steps}")
    EMPTY = N_(": the record has no deals")

    def __init__(self, loaded: LoadedRecord, title: str) -> None:
        self.loaded = loaded
        match = loaded.match
        self.deals_played: tuple[BelotHand, ...] = (
            *match.hands,
            *(() if match.current is None else (match.current,)),
        )
        """Every deal of the record, the unfinished last one included."""
        first_dealer = self.deals_played[0].dealer if self.deals_played else Seat.WEST
        self.starts: list[BelotMatch] = [new_match(match.rules, first_dealer)]
        """The match just before each deal is dealt, as far as the viewer has been."""
        super().__init__(len(self.deals_played), title, loaded.players)

    def compose(self) -> ComposeResult:
        """The banner, the felt with South's hand, the side column, the footer."""
        yield Static(id="banner")
        with Horizontal(id="body"):
            with Vertical(id="felt"):
                yield ReplaySeat("top")
                with Horizontal(id="middle"):
                    yield ReplaySeat("left")
                    yield BelotTrick(id="trick")
                    yield ReplaySeat("right")
                yield BelotTrickNote(id="trick-note")
                yield ReplaySeat("bottom")
                yield HandWidget(id="hand", focusable=False)
            with Vertical(id="side"):
                yield BelotContractPanel(id="contract")
                with VerticalScroll(id="side-scroll", can_focus=False, can_focus_children=False):
                    yield DealPanel(id="deal")
                    yield BelotLedger(id="ledger")
                    yield BelotBidding(id="bidding")
                    yield DealtPanel(id="dealt")
        yield TooSmallNotice()
        yield KeyFooter(compact=True)

    def deal_start(self, index: int) -> BelotMatch:
        """The match just before deal ``index``: the deals before it replayed once, in order."""
        while len(self.starts) <= index:
            done = len(self.starts) - 1
            match = self.starts[done].deal(self.deals_played[done].deck)
            for action in self.deals_played[done].history:
                match = match.apply(action)
            self.starts.append(match)
        return self.starts[index]

    def deal_states(self, index: int) -> tuple[BelotMatch, ...]:
        """The match as deal ``index`` is dealt, then after each of its actions."""
        state = self.deal_start(index).deal(self.deals_played[index].deck)
        states = [state]
        for action in self.deals_played[index].history:
            state = state.apply(action)
            states.append(state)
        if len(self.starts) == index + 1 and state.needs_deal:
            self.starts.append(state)
        return tuple(states)

    def draw_step(self, state: BelotMatch) -> None:
        """Draw ``state``: the felt, South's cards and the panels."""
        deal = shown_hand(state)
        assert deal is not None
        theme = self.app.current_theme
        snap = belot_snapshot(
            state,
            BELOT.view(state, Seat.SOUTH),
            self.names,
            (),
            perspective=Seat.SOUTH,
            visible=True,
            palette=Palette(us=theme.primary, them=theme.warning or DEFAULT_THEM),
        )
        for seat in self.query(ReplaySeat):
            seat.show_deal(snap, deal)
        self.query_one(BelotTrick).update_belot(snap)
        self.query_one(BelotTrickNote).update_belot(snap)
        for panel in (BelotContractPanel, BelotLedger, BelotBidding):
            self.query_one(panel).update_belot(snap)
        for whole in self.query(WholeDealPanel):
            whole.show_deal(snap, deal)
        south = deal.hands[Seat.SOUTH]
        self.query_one(HandWidget).show(sorted_cards(south, deal.contract), frozenset(south))

    def what(self) -> str:
        """`` · Vesela bids ♥ Hearts``: the action that led to the step shown."""
        if not self.step_index:
            return _(" · the deal")
        before, after = self.states[self.step_index - 1], self.states[self.step_index]
        deal = shown_hand(after)
        assert deal is not None
        events = BELOT.describe(before, deal.history[-1], after, self.names)
        return f" · {events[0].words}"
