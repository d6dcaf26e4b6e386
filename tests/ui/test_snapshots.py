"""Seeded snapshots of the main screens at 80×24 and 120×40 (review the report before updating)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from textual.pilot import Pilot

from tests.ui.ui_kit import AppFactory, settle

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


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_start_menu(
    snap_compare: SnapCompare, app_factory: AppFactory, size: tuple[int, int]
) -> None:
    assert snap_compare(app_factory(start="menu"), terminal_size=size, run_before=settled)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_table_while_bidding(
    snap_compare: SnapCompare, app_factory: AppFactory, size: tuple[int, int]
) -> None:
    assert snap_compare(app_factory(), terminal_size=size, run_before=settled)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_table_mid_trick(
    snap_compare: SnapCompare, app_factory: AppFactory, size: tuple[int, int]
) -> None:
    """Seed 7: South opens with Sun (key 3), then plays its first legal card."""
    assert snap_compare(app_factory(), terminal_size=size, run_before=run_before("3", "1"))
