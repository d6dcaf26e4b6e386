"""The side column: contract, score ledger, bidding history and the event log.

Every panel is a :class:`TablePanel`: it gets the :class:`TableSnapshot` after each
change through :meth:`TablePanel.update_table`. A new panel (the coach, a
bidding-flow map) subclasses it and is listed in ``TableScreen.side_panels``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.table import Table
from rich.text import Text
from textual.widgets import RichLog, Static

from baloot_tui.engine.events import BidMade, GameEvent
from baloot_tui.rules.actions import Bid, Double, Pass
from baloot_tui.rules.bidding import BidStage, apply_call, start_bidding
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.seats import Seat
from baloot_tui.rules.view import PlayerView
from baloot_tui.ui.render import (
    action_label,
    bid_text,
    contract_text,
    event_text,
    stakes_text,
    suit_text,
)
from baloot_tui.ui.table_state import TableSnapshot


class TablePanel(Static):
    """A side-column panel redrawn from each snapshot."""

    TITLE = ""
    """Shown in the panel's border."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="panel")
        self.border_title = self.TITLE

    def update_table(self, snap: TableSnapshot) -> None:
        """Redraw from ``snap``; subclasses implement it."""
        raise NotImplementedError


class ContractPanel(TablePanel):
    """The contract and the match score, pinned at the top of the side column.

    Sun or Hokum with its trump, the buyer and their team, the multiplier, closed
    or open, the tricks of the hand and both teams' totals: what every decision
    needs, in words as well as colours. While the auction is open it says where
    it stands instead: a provisional Hokum, the Sun caller's "before you" window,
    the confirm-or-switch step.
    """

    TITLE = "Contract"

    def update_table(self, snap: TableSnapshot) -> None:
        """Show the contract of the hand in play and the match score."""
        view = snap.view
        self.border_title = "Contract" if view is None else f"Contract · hand {snap.hand_number}"
        self.border_subtitle = f"first to {snap.target}"
        if view is None:
            self.update(Text.assemble("No hand yet\n", score_text(snap)))
            return
        bidding = view.bidding
        if bidding.stage is not BidStage.DONE or view.buyer is None:
            text = auction_text(view, snap)
        else:
            text = contract_text(view.contract, view.trump)
            stakes = stakes_text(view)
            if stakes:
                text.append(" ").append_text(stakes)
            text.append("\nbuyer ")
            text.append_text(team_name(snap, view.buyer))
            if bidding.caller is not None and bidding.caller is not view.buyer:
                text.append(f" (Ashkal by {snap.names[bidding.caller]})")
        if view.phase is Phase.DOUBLING:
            text.append("\ndoubling…", style="italic")
        elif view.phase is not Phase.BIDDING:
            won = view.tricks_won
            us = snap.us
            text.append(f"\ntricks us {won[us]} · them {won[us.other]}")
        text.append("\n")
        text.append_text(score_text(snap))
        self.update(text)


def team_name(snap: TableSnapshot, seat: Seat) -> Text:
    """``Faisal (them)``: the name in its team's colour, the team in words too."""
    us = snap.us
    text = Text(snap.names[seat], style=f"bold {snap.palette.team(seat.team, us)}")
    return text.append(" (us)" if seat.team is us else " (them)")


def auction_text(view: PlayerView, snap: TableSnapshot) -> Text:
    """Where the auction stands, without calling anyone the buyer before it is settled."""
    bidding = view.bidding
    names = snap.names
    if bidding.stage is BidStage.BEFORE_YOU and bidding.caller is not None:
        text = Text("Sun", style="bold").append(f" called by {names[bidding.caller]}")
        return text.append("\nothers may still say Sun before you", style="italic")
    pending = bidding.pending_hokum
    if pending is not None:
        text = Text("Hokum ", style="bold")
        if bidding.round2:
            text.append("(suit named next)")
        else:
            text.append_text(suit_text(bidding.face.suit))
        text.append(f" called by {names[pending]}")
        if bidding.stage is BidStage.CONFIRM:
            return text.append(f"\n{names[pending]} to confirm or switch to Sun", style="italic")
        return text.append("\nothers may still say Sun", style="italic")
    return Text(f"Bidding, round {bidding.round_number}", style="italic")


def score_text(snap: TableSnapshot) -> Text:
    """Both teams' match totals: ``لنا us 52 · لهم them 38``."""
    us = snap.us
    palette = snap.palette
    ours, theirs = snap.ledger_headings
    return Text.assemble(
        (f"{ours} ", f"bold {palette.us}"),
        (str(snap.scores[us]), "bold"),
        " · ",
        (f"{theirs} ", f"bold {palette.them}"),
        (str(snap.scores[us.other]), "bold"),
    )


class LedgerPanel(TablePanel):
    """The score sheet: لنا / لهم with every hand's points, the totals and who "us" is."""

    TITLE = "Score"

    def update_table(self, snap: TableSnapshot) -> None:
        """Show the ledger from the side of the team counted as "us" (fixed for the match)."""
        us_team = snap.us
        palette = snap.palette
        table = Table(box=None, padding=(0, 1), expand=True, show_edge=False)
        us_heading, them_heading = snap.ledger_headings
        table.add_column("#", style=palette.muted, width=3)
        table.add_column(Text(us_heading, style=f"bold {palette.us}"), justify="right")
        table.add_column(Text(them_heading, style=f"bold {palette.them}"), justify="right")
        rows = snap.ledger[-8:]
        first = len(snap.ledger) - len(rows) + 1
        for number, points in enumerate(rows, start=first):
            table.add_row(str(number), str(points[us_team]), str(points[us_team.other]))
        table.add_row(
            Text("Σ", style="bold"),
            Text(str(snap.scores[us_team]), style=f"bold {palette.us}"),
            Text(str(snap.scores[us_team.other]), style=f"bold {palette.them}"),
        )
        first_seat, second_seat = us_team.seats
        # The target is under the contract panel, which is always in sight.
        us = f"us: {snap.names[first_seat]} and {snap.names[second_seat]}"
        table.caption = Text(us, style=palette.muted)
        self.update(table)


ROUND_TWO = "— round 2 —"


class BiddingPanel(TablePanel):
    """The calls of the current hand, in order."""

    TITLE = "Bidding"

    def update_table(self, snap: TableSnapshot) -> None:
        """List the auction and the doubling answers of the hand shown."""
        view = snap.view
        if view is None:
            self.update("")
            return
        lines: list[str] = []
        auction = start_bidding(view.dealer, view.face_card)
        for action in view.history:
            if isinstance(action, (Bid, Pass)) and not auction.is_over:
                said = BidMade(action.seat, action, auction.round_number)
                if auction.round_number == 2 and ROUND_TWO not in lines:
                    lines.append(ROUND_TWO)
                lines.append(bid_text(said, snap.names))
                auction = apply_call(auction, action, view.rules)
            elif isinstance(action, (Double, Pass)):
                label = action_label(action).plain if isinstance(action, Double) else "no raise"
                lines.append(f"{snap.names[action.seat]}: {label}")
            else:
                break
        self.update(Text("\n".join(lines[-12:]) or "—"))


class EventLog(RichLog):
    """One line per public event."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(
            id=id, wrap=True, markup=False, max_lines=500, min_width=10, classes="panel"
        )
        self.border_title = "Log"

    def write_events(self, events: Iterable[GameEvent], names: Sequence[str]) -> None:
        """Append the lines of ``events``."""
        for event in events:
            line = event_text(event, names)
            if line is not None:
                self.write(line)
