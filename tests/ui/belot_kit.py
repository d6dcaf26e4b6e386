"""Pilot helpers for the Belot table: find it, and act like a player by keys or clicks."""

from __future__ import annotations

from collections.abc import Sequence

from textual.pilot import Pilot

from baloot_tui.core.game import Choice
from baloot_tui.games.belot.rules.actions import Action, Bid, Pass
from baloot_tui.games.belot.tui.felt import BelotDealSummary, BelotFelt
from baloot_tui.games.belot.tui.widgets import sorted_cards
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.screens.menu import EndScreen
from baloot_tui.tui.screens.table import TableScreen
from tests.ui.ui_kit import dismiss_privacy, settle


def belot_table(app: BalootApp) -> TableScreen:
    """The Belot table, wherever it is in the stack."""
    table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
    assert isinstance(table.felt, BelotFelt)
    return table


def belot_felt(app: BalootApp) -> BelotFelt:
    """The Belot felt of the table, wherever it is in the stack."""
    felt = belot_table(app).felt
    assert isinstance(felt, BelotFelt)
    return felt


def pick(choices: Sequence[Choice[Action]]) -> int:
    """The index of a sensible choice: bid the lowest contract rather than pass, else the first."""
    bids = [i for i, c in enumerate(choices) if isinstance(c.action, Bid)]
    if bids:
        return bids[0]
    return next(i for i, c in enumerate(choices) if not isinstance(c.action, Pass))


async def act_once(pilot: Pilot[None], *, mouse: bool) -> None:
    """The person to act makes one sensible move, by its key or by a click."""
    app = pilot.app
    assert isinstance(app, BalootApp)
    snap = belot_felt(app).snap
    assert snap is not None and snap.my_turn and snap.view is not None
    numbered = snap.numbered
    if numbered:
        index = pick(numbered) if len(numbered) > 1 else 0
        if mouse:
            await pilot.click(f"#belot-{index + 1}")
        else:
            await pilot.press(str(index + 1))
    else:
        cards = sorted_cards(snap.view.hand, snap.view.auction.contract)
        allowed = {c.card for c in snap.choices if c.allowed}
        index = next(i for i, card in enumerate(cards) if card in allowed)
        if mouse:
            await pilot.click(f"#card-{cards[index]}")
        else:
            await pilot.press(str(index + 1))
    await settle(pilot)


async def play_to_summary(pilot: Pilot[None], *, mouse: bool = False, limit: int = 80) -> int:
    """Act for every person until a deal's summary shows; the number of the person's moves."""
    app = pilot.app
    assert isinstance(app, BalootApp)
    moves = 0
    for _ in range(limit):
        await settle(pilot)
        if isinstance(app.screen, BelotDealSummary):
            return moves
        if await dismiss_privacy(pilot):
            continue
        await act_once(pilot, mouse=mouse)
        moves += 1
    raise AssertionError("no deal summary")


async def play_to_end(pilot: Pilot[None], limit: int = 60) -> int:
    """Play deals by keys (closing each summary) until the match's end screen; the deals."""
    app = pilot.app
    assert isinstance(app, BalootApp)
    for deals in range(1, limit):
        await play_to_summary(pilot)
        await pilot.press("enter")
        await settle(pilot)
        if isinstance(app.screen, EndScreen):
            return deals
    raise AssertionError("the match did not end")
