"""Seeded snapshots of the main screens at 80×24 and 120×40 (review the report before updating).

Convert a changed SVG to PNG and look at it (``rsvg-convert x.svg -o x.png``) before
accepting it with ``--snapshot-update``. The default run takes each screen at one size
(they alternate) and CI's slow step at the other: update with ``-m ""`` to take both.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable

from textual.pilot import Pilot

from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, Pass
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.record import dumps, loads
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.replay import ReplayApp
from tests.ui.ui_kit import AppFactory, at_both_sizes, key_for, play_until_summary, settle

SnapCompare = Callable[..., bool]


async def settled(pilot: Pilot[None]) -> None:
    await settle(pilot)


def run_before(*keys: str) -> Callable[[Pilot[None]], Awaitable[None]]:
    async def steps(pilot: Pilot[None]) -> None:
        await settle(pilot)
        for key in keys:
            await pilot.press(key)
            await settle(pilot)

    return steps


async def to_the_summary(pilot: Pilot[None]) -> None:
    """Play South's turns by number key until the hand summary shows."""
    app = pilot.app
    assert isinstance(app, BalootApp)

    async def by_key(action: Action) -> None:
        await pilot.press(key_for(app, action))

    await play_until_summary(pilot, by_key)
    await settle(pilot)


def replay_record() -> ReplayApp:
    """A seeded match of random legal moves, well into the play of the first hand."""
    rng = random.Random(4)
    match: MatchState = new_match().deal_random(rng)
    match = match.apply(Bid(match.legal_actions()[0].seat, Call.SUN))
    while len(match.current.history if match.current is not None else ()) < 16:
        legal = [a for a in match.legal_actions() if not isinstance(a, Pass)]
        match = match.apply(rng.choice(legal or match.legal_actions()))
    return ReplayApp(loads(dumps(match, seed=4)), "seed-4.json")


@at_both_sizes(0)
def test_start_menu(
    snap_compare: SnapCompare, app_factory: AppFactory, size: tuple[int, int]
) -> None:
    assert snap_compare(app_factory(start="menu"), terminal_size=size, run_before=settled)


@at_both_sizes(1)
def test_table_while_bidding(
    snap_compare: SnapCompare, app_factory: AppFactory, size: tuple[int, int]
) -> None:
    """Seed 7: South speaks first; the first call (Pass) has the focus."""
    assert snap_compare(app_factory(), terminal_size=size, run_before=settled)


@at_both_sizes(0)
def test_bid_buttons_with_the_focus_moved(
    snap_compare: SnapCompare, app_factory: AppFactory, size: tuple[int, int]
) -> None:
    """Seed 7: → twice puts the focus on Sun, the third button."""
    assert snap_compare(app_factory(), terminal_size=size, run_before=run_before("right", "right"))


@at_both_sizes(1)
def test_table_mid_trick(
    snap_compare: SnapCompare, app_factory: AppFactory, size: tuple[int, int]
) -> None:
    """Seed 7: South opens with Sun (key 3), then plays its first legal card."""
    assert snap_compare(app_factory(), terminal_size=size, run_before=run_before("3", "1"))


@at_both_sizes(0)
def test_hand_summary(
    snap_compare: SnapCompare, app_factory: AppFactory, size: tuple[int, int]
) -> None:
    """Seed 7: South bids Sun and plays the first legal card each turn."""
    assert snap_compare(app_factory(), terminal_size=size, run_before=to_the_summary)


@at_both_sizes(1)
def test_replay_viewer_mid_hand(snap_compare: SnapCompare, size: tuple[int, int]) -> None:
    """The viewer at the record's last step; narrow below 100 columns like the table."""
    assert snap_compare(replay_record(), terminal_size=size, run_before=run_before("end"))
