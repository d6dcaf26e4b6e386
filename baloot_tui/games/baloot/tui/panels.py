"""Saudi Baloot's side column: the contract, the score ledger, the bidding and the log's lines.

Every panel is a :class:`TablePanel`: it gets the :class:`TableSnapshot` after each
change through :meth:`TablePanel.update_table`. A new panel (the coach, a
bidding-flow map) subclasses it and is listed in the felt's side column
(:meth:`~baloot_tui.games.baloot.tui.felt.BalootFelt.layout`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from rich.table import Table
from rich.text import Text

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.events import BidMade, GameEvent
from baloot_tui.games.baloot.rules.actions import Bid, Double, Pass
from baloot_tui.games.baloot.rules.bidding import BidStage, apply_call, start_bidding
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.tui.render import (
    action_label,
    call_said,
    contract_text,
    event_text,
    stakes_text,
)
from baloot_tui.games.baloot.tui.snapshot import TableSnapshot
from baloot_tui.games.baloot.words import TO_CONFIRM
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.render import suit_text
from baloot_tui.tui.say import fill, show, tr
from baloot_tui.tui.widgets.panels import SidePanel


class TablePanel(SidePanel[TableSnapshot]):
    """A side-column panel redrawn from each snapshot."""


class ContractPanel(TablePanel):
    """The contract and the match score, pinned at the top of the side column.

    Sun or Hokum with its trump, the buyer and their team, the multiplier, closed
    or open, the tricks of the hand and both teams' totals: what every decision
    needs, in words as well as colours. While the auction is open it says where
    it stands instead: a provisional Hokum, the Sun caller's "before you" window,
    the confirm-or-switch step.
    """

    TITLE = N_("Contract")

    def update_table(self, snap: TableSnapshot) -> None:
        """Show the contract of the hand in play and the match score."""
        view = snap.view
        title = (
            tr("Contract")
            if view is None
            else tr("Contract · hand {number}", number=snap.hand_number)
        )
        self.border_title = Text(title)
        self.border_subtitle = Text(tr("first to {target}", target=snap.target))
        if view is None:
            self.draw_text(Text.assemble(_("No hand yet") + "\n", score_text(snap)))
            return
        bidding = view.bidding
        if bidding.stage is not BidStage.DONE or view.buyer is None:
            text = auction_text(view, snap)
        else:
            text = contract_text(view.contract, view.trump)
            stakes = stakes_text(view)
            if stakes:
                text.append(" ").append_text(stakes)
            text.append("\n").append_text(fill("buyer {team}", team=team_name(snap, view.buyer)))
            if bidding.caller is not None and bidding.caller is not view.buyer:
                text.append(" " + _("(Ashkal by {name})").format(name=snap.names[bidding.caller]))
        if view.phase is Phase.DOUBLING:
            text.append("\n" + _("doubling…"), style="italic")
        elif view.phase is not Phase.BIDDING:
            won = view.tricks_won
            us = snap.us
            tricks = _("tricks us {us} · them {them}").format(us=won[us], them=won[us.other])
            text.append("\n" + tricks)
        text.append("\n")
        text.append_text(score_text(snap))
        self.draw_text(text)


def team_name(snap: TableSnapshot, seat: Seat) -> Text:
    """``Faisal (them)``: the name in its team's colour, the team in words too."""
    us = snap.us
    text = Text(snap.names[seat], style=f"bold {snap.palette.team(seat.team, us)}")
    return text.append(" " + (_("(us)") if seat.team is us else _("(them)")))


def auction_text(view: PlayerView, snap: TableSnapshot) -> Text:
    """Where the auction stands, without calling anyone the buyer before it is settled."""
    bidding = view.bidding
    names = snap.names
    if bidding.stage is BidStage.BEFORE_YOU and bidding.caller is not None:
        text = fill(
            "{sun} called by {name}", sun=Text(_("Sun"), style="bold"), name=names[bidding.caller]
        )
        return text.append("\n" + _("others may still say Sun before you"), style="italic")
    pending = bidding.pending_hokum
    if pending is not None:
        suit = Text(_("(suit named next)")) if bidding.round2 else suit_text(bidding.face.suit)
        hokum = Text(_("Hokum"), style="bold")
        text = fill("{hokum} {suit} called by {name}", hokum=hokum, suit=suit, name=names[pending])
        if bidding.stage is BidStage.CONFIRM:
            said = TO_CONFIRM.said(names[pending])
            return text.append("\n" + said, style="italic")
        return text.append("\n" + _("others may still say Sun"), style="italic")
    return Text(_("Bidding, round {number}").format(number=bidding.round_number), style="italic")


def score_text(snap: TableSnapshot) -> Text:
    """Both teams' match totals: ``لنا us 52 · لهم them 38``."""
    us = snap.us
    palette = snap.palette
    ours, theirs = snap.ledger_headings
    return Text.assemble(
        (f"{show(ours)} ", f"bold {palette.us}"),
        (str(snap.scores[us]), "bold"),
        " · ",
        (f"{show(theirs)} ", f"bold {palette.them}"),
        (str(snap.scores[us.other]), "bold"),
    )


class LedgerPanel(TablePanel):
    """The score sheet: لنا / لهم with every hand's points, the totals and who "us" is."""

    TITLE = N_("Score")

    def update_table(self, snap: TableSnapshot) -> None:
        """Show the ledger from the side of the team counted as "us" (fixed for the match)."""
        us_team = snap.us
        palette = snap.palette
        table = Table(box=None, padding=(0, 1), expand=True, show_edge=False)
        us_heading, them_heading = snap.ledger_headings
        table.add_column("#", style=palette.muted, width=3)
        table.add_column(Text(show(us_heading), style=f"bold {palette.us}"), justify="right")
        table.add_column(Text(show(them_heading), style=f"bold {palette.them}"), justify="right")
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
        us = tr(
            "us: {first} and {second}", first=snap.names[first_seat], second=snap.names[second_seat]
        )
        table.caption = Text(us, style=palette.muted)
        self.draw_text(table)


ROUND_TWO = N_("— round 2 —")


@dataclass(frozen=True, slots=True)
class SaidCall:
    """One call of a hand's auction or doubling ladder, as the table words it."""

    seat: Seat
    """Who spoke."""
    said: str
    """What they said, without their name: ``pass``, ``Sun``, ``Double (closed)``."""
    round_number: int
    """The auction's round (the doubling ladder counts as the round it followed)."""


def said_calls(view: PlayerView) -> Iterator[SaidCall]:
    """Every call of the hand ``view`` shows, in order: the auction, then the doubling."""
    auction = start_bidding(view.dealer, view.face_card)
    for action in view.history:
        if isinstance(action, (Bid, Pass)) and not auction.is_over:
            round_number = auction.round_number
            said = call_said(BidMade(action.seat, action, round_number))
            auction = apply_call(auction, action, view.rules)
            yield SaidCall(action.seat, said, round_number)
        elif isinstance(action, (Double, Pass)):
            label = action_label(action).plain if isinstance(action, Double) else _("no raise")
            yield SaidCall(action.seat, label, auction.round_number)
        else:
            return


def latest_calls(view: PlayerView) -> dict[Seat, str]:
    """What each seat said last in the hand's auction or doubling (a seat not yet heard: absent)."""
    return {call.seat: call.said for call in said_calls(view)}


class BiddingPanel(TablePanel):
    """The calls of the current hand, in order."""

    TITLE = N_("Bidding")

    def update_table(self, snap: TableSnapshot) -> None:
        """List the auction and the doubling answers of the hand shown."""
        view = snap.view
        if view is None:
            self.update("")
            return
        lines: list[str] = []
        for call in said_calls(view):
            if call.round_number == 2 and _(ROUND_TWO) not in lines:
                lines.append(_(ROUND_TWO))
            lines.append(_("{name}: {said}").format(name=snap.names[call.seat], said=call.said))
        self.draw_text(Text("\n".join(lines[-12:]) or "—"))


def log_lines(events: Iterable[GameEvent], names: Sequence[str]) -> list[Text]:
    """The log's lines for ``events`` (some events are left out of the log)."""
    return [line for line in (event_text(e, names) for e in events) if line is not None]
