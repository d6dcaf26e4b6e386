"""The learning path's last step, in the app: it starts a match with the coach on."""

from __future__ import annotations

from baloot_tui.games.baloot.tui.learn.match import CoachedMatchScreen
from baloot_tui.tui.learn.screens import MenuScreen
from baloot_tui.tui.screens.table import TableScreen
from tests.ui.ui_kit import AppFactory, settle

SIZE = (80, 24)


async def test_the_match_step_starts_a_coached_match_from_the_learn_menu(
    app_factory: AppFactory,
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        menu = app.screen
        assert isinstance(menu, MenuScreen) and not app.settings.coach
        menu.open_entry("match")
        await settle(pilot)
        assert isinstance(app.screen, CoachedMatchScreen)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.settings.coach and "match" in app.hub().progress.steps
