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
from baloot_tui.rules.bidding import apply_call, start_bidding
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.seats import Team
from baloot_tui.ui.render import action_label, bid_text, contract_text, event_text
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
    """Sun or Hokum, trump, buyer, doubling level, closed or open."""

    TITLE = "Contract"

    def update_table(self, snap: TableSnapshot) -> None:
        """Show the contract of the hand in play."""
        view = snap.view
        if view is None:
            self.update("No hand yet")
            return
        text = Text(f"Hand {snap.hand_number} · dealer {snap.names[view.dealer]}\n")
        if view.contract is None or view.buyer is None:
            text.append("Bidding…", style="italic")
            self.update(text)
            return
        text.append_text(contract_text(view.contract, view.trump))
        colour = snap.palette.team(view.buyer.team, snap.us)
        text.append(" · buyer ")
        text.append(snap.names[view.buyer], style=f"bold {colour}")
        if view.multiplier > 1 or (view.doubling is not None and view.doubling.gahwa):
            gahwa = view.doubling is not None and view.doubling.gahwa
            text.append(f"\n{'Gahwa' if gahwa else f'×{view.multiplier}'}", style="bold")
            text.append(" closed (no trump leads)" if view.closed else " open")
        elif view.phase is Phase.DOUBLING:
            text.append("\ndoubling…", style="italic")
        text.append(
            f"\ntricks us {_us(view.tricks_won, snap)} · them {_them(view.tricks_won, snap)}"
        )
        self.update(text)


def _us(pair: tuple[int, int], snap: TableSnapshot) -> int:
    return pair[snap.us]


def _them(pair: tuple[int, int], snap: TableSnapshot) -> int:
    return pair[snap.us.other]


class LedgerPanel(TablePanel):
    """The score sheet: لنا / لهم with every hand's points and the totals to the target."""

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
        self.border_subtitle = f"to {snap.target} · us {Team(us_team).short}"
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
