"""Pilot tests of the guided first hand: from the start menu, to the end by keys and mouse."""

from __future__ import annotations

import pytest
from textual.widgets import Button

from baloot_tui.games.baloot.tui.learn.guided import GuidedHandScreen
from baloot_tui.tui.screens.menu import StartMenu
from tests.ui.ui_kit import AppFactory

SIZE = (80, 24)


def guided(app: object) -> GuidedHandScreen:
    screen = app.screen  # type: ignore[attr-defined]
    assert isinstance(screen, GuidedHandScreen)
    return screen


async def test_the_start_menu_opens_the_guided_hand(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, StartMenu)
        await pilot.press("g")
        await pilot.pause()
        screen = guided(app)
        assert screen.step is not None and screen.query(".guide")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartMenu)


async def test_a_newcomer_finishes_the_hand_with_the_keyboard(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(GuidedHandScreen(seed=2))
        await pilot.pause()
        screen = guided(app)
        shown = len(screen.prompts)
        await pilot.press("x")
        await pilot.pause()
        assert len(screen.prompts) == shown - 1
        await pilot.press("g")
        await pilot.pause()
        assert len(screen.prompts) == shown
        for _ in range(40):
            step = screen.step
            assert step is not None
            if step.finished:
                break
            await pilot.press("1")
            await pilot.pause()
        step = screen.step
        assert step is not None and step.finished
        assert any(p.topic == "score" for p in screen.prompts)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, StartMenu)


@pytest.mark.slow
async def test_the_hand_can_be_played_with_the_mouse(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(GuidedHandScreen(seed=3))
        await pilot.pause()
        screen = guided(app)
        first = screen.prompts[0].topic
        assert await pilot.click(f"#dismiss-{first}")
        await pilot.pause()
        assert first not in [p.topic for p in screen.prompts]
        for _ in range(40):
            step = screen.step
            assert step is not None
            if step.finished:
                break
            button = screen.query_one("#choice-0", Button)
            button.scroll_visible(animate=False)
            await pilot.pause()
            assert await pilot.click("#choice-0")
            await pilot.pause()
        assert screen.step is not None and screen.step.finished
        screen.query_one("#finish", Button).scroll_visible(animate=False)
        await pilot.pause()
        assert await pilot.click("#finish")
        await pilot.pause()
        assert isinstance(app.screen, StartMenu)
