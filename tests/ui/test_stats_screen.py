"""The statistics screen: opened from Records by key and by a click on its footer key."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static
from textual_plotext import PlotextPlot

from baloot_tui.tui.screens.records import RecordsScreen
from baloot_tui.tui.screens.stats import StatsScreen
from baloot_tui.tui.widgets.footer import ShownKey
from tests.engine.test_stats import write_records
from tests.ui.ui_kit import AppFactory, open_records, settle

SIZE = (80, 24)


async def shown(screen: StatsScreen) -> None:
    await screen.workers.wait_for_complete()


async def test_statistics_open_from_records_with_t_and_go_back(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    write_records(tmp_path / "data")
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        records = await open_records(pilot)
        await pilot.press("t")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        await shown(screen)
        await settle(pilot)
        figures = str(screen.query_one("#figures", Static).render())
        assert "Matches won:" in figures and "Contracts made:" in figures
        assert "of 3 (" in figures  # the broken record was set aside by Records
        assert len(screen.query(PlotextPlot)) == 1
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is records


async def test_statistics_open_with_a_click_and_say_when_there_is_nothing(
    app_factory: AppFactory,
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        records = await open_records(pilot)
        assert isinstance(records, RecordsScreen)
        footer_key = next(
            key for key in records.query(ShownKey) if "Statistics" in str(key.render())
        )
        await pilot.click(footer_key)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        await shown(screen)
        await settle(pilot)
        assert "No finished match yet" in str(screen.query_one("#figures", Static).render())
        assert not screen.query(PlotextPlot)
