"""The bidding-flow map panel: where the auction and the doubling ladder stand, who speaks next.

It draws :func:`baloot_tui.games.baloot.coach.flow.flow_map` of the snapshot's view after every
call, so it follows the live auction at the table and the record in the replay
viewer. The map is built from public calls only.
"""

from __future__ import annotations

from typing import Final

from rich.table import Table
from rich.text import Text

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.coach.flow import FlowMap, FlowStep, flow_map
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.tui.panels import TablePanel
from baloot_tui.games.baloot.tui.snapshot import TableSnapshot
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.say import show, show_text, tr

MARKERS: Final = {"done": "✓", "current": "▶", "ahead": "·", "skipped": "–"}
"""The mark in front of each step, by status."""


class FlowPanel(TablePanel):
    """The auction's map: every step with its status, the current one explained."""

    TITLE = N_("Bidding flow")

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.map: FlowMap | None = None
        """The map drawn last (tests and the coach read it)."""

    def update_table(self, snap: TableSnapshot) -> None:
        """Redraw the map of the hand shown."""
        view = snap.view
        if view is None:
            self.map = None
            self.update(Text(tr("No hand yet")))
            return
        self.map = flow = flow_map(view)
        current = next((step for step in flow.steps if step.status == "current"), None)
        title = _short(flow.summary) if current is None else _plain_title(current)
        self.border_subtitle = Text(show(title))
        if view.phase in (Phase.BIDDING, Phase.DOUBLING):
            self.update(_full(flow, snap))
        else:
            self.update(show_text(_compact(flow)))


def _short(summary: str) -> str:
    """The step title alone, for the border."""
    return summary.split(":", 1)[0].split(" (", 1)[0]


def _plain_title(step: FlowStep) -> str:
    """The title without its Arabic gloss (in the interface's language)."""
    return _(step.title).split(" (", 1)[0]


def _full(flow: FlowMap, snap: TableSnapshot) -> Table:
    """Every step on its own line; notes of done steps, the current one explained."""
    muted = snap.palette.muted
    grid = Table.grid(padding=(0, 1), expand=True)
    grid.add_column(width=1, no_wrap=True)
    grid.add_column(ratio=1)
    for step in flow.steps:
        marker = MARKERS[step.status]
        if step.status == "current":
            line = Text(_(step.title), style="bold reverse")
            line.append(f"\n{step.detail}", style="italic")
            grid.add_row(Text(marker, style="bold"), show_text(line))
        elif step.status == "done":
            line = Text(_plain_title(step), style="bold")
            line.append(f" — {step.detail}", style=muted)
            grid.add_row(marker, show_text(line))
        else:
            style = f"{muted} strike" if step.status == "skipped" else muted
            grid.add_row(Text(marker, style=muted), Text(show(_plain_title(step)), style=style))
    seat = _speaker_seat(snap)
    if flow.speaker is not None:
        mine = seat is not None and seat is snap.perspective and snap.my_turn
        who = _("you") if mine else (flow.speaker if seat is None else snap.names[seat])
        line = Text(_("Next: {name}").format(name=who), style="bold")
        line.append(" — " + _(", ").join(flow.may_say))
        grid.add_row(Text("→", style="bold"), show_text(line))
    return grid


def _compact(flow: FlowMap) -> Text:
    """Once play has started: the path the auction took, on two or three lines."""
    path = [_plain_title(step) for step in flow.steps if step.status in ("done", "current")]
    text = Text("✓ " + " → ".join(path[:-1]) if len(path) > 1 else "", style="dim")
    current = next((s for s in flow.steps if s.status == "current"), None)
    if current is not None:
        if text:
            text.append("\n")
        text.append(f"▶ {_plain_title(current)}: ", style="bold")
        text.append(current.detail)
    return text


def _speaker_seat(snap: TableSnapshot) -> Seat | None:
    """The seat that must speak now in the auction or the ladder."""
    view = snap.view
    if view is None:
        return None
    if view.phase is Phase.BIDDING:
        return view.bidding.to_act
    if view.phase is Phase.DOUBLING and view.doubling is not None:
        return view.doubling.to_act
    return None
