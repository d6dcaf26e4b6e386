"""The settings screen: edited by keys only and by mouse only, saved to settings.json, overridden
by the command line, refused when a value is bad."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Label, Select

from baloot_tui.core.seats import Seat
from baloot_tui.core.table import human_seats
from baloot_tui.games.baloot.rules.house_rules import PRESETS, preset
from baloot_tui.store.settings import Settings, SettingsStore
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.screens.menu import StartMenu
from baloot_tui.tui.screens.settings import SettingsScreen
from tests.sampling import sweep
from tests.ui.ui_kit import AppFactory, fixed_clock, messages, settle

SIZE = (80, 24)


def stored(tmp_path: Path) -> dict[str, object]:
    data = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


async def open_settings(pilot: Pilot[None]) -> SettingsScreen:
    await settle(pilot)
    await pilot.press("s")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, SettingsScreen)
    return screen


async def tab_to(pilot: Pilot[None], widget_id: str) -> None:
    """Press Tab until ``widget_id`` has the focus (as a keyboard user would).

    Each game's house rules are a section of their own, in the registry's order, so
    the last game's rows come after every flag of the first.
    """
    for _ in range(80):
        focused = pilot.app.focused
        if focused is not None and focused.id == widget_id:
            return
        await pilot.press("tab")
    raise AssertionError(f"tab never reached #{widget_id}")


async def test_every_kind_of_setting_by_keyboard_only(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await open_settings(pilot)
        await tab_to(pilot, "seating")
        await pilot.press("enter", "down", "enter")  # partners → opponents
        await tab_to(pilot, "name-0")
        await pilot.press(*"Sara")
        await tab_to(pilot, "level-E")
        await pilot.press("enter", "down", "enter")  # the next level down the list
        await tab_to(pilot, "delay")
        await pilot.press("enter", "home", "enter")  # no delay
        await tab_to(pilot, "theme")
        await pilot.press("enter", "down", "enter")  # dark → light
        await tab_to(pilot, "coach")
        await pilot.press("enter", "down", "enter")  # off → on
        await tab_to(pilot, "preset")
        await pilot.press("enter", "end", "enter")  # the last preset
        await tab_to(pilot, "flag-first_lead")
        await pilot.press("enter", "down", "enter")  # the other first-lead rule
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
        assert app.theme == "textual-light"
    data = stored(tmp_path)
    last_preset = list(PRESETS)[-1]
    assert data["names"] == ["Sara"]
    assert data["bot_delay"] == 0.0 and data["theme"] == "light"
    assert data["seating"] == "opponents" and data["coach"] is True
    assert data["preset"] == last_preset
    levels = data["levels"]
    assert isinstance(levels, dict) and levels["E"] != levels["S"]
    first_leads = ("right_of_dealer", "buyer")
    other = next(v for v in first_leads if v != preset(last_preset).first_lead)
    assert data["flags"] == {"first_lead": other}


async def click_option(pilot: Pilot[None], select_id: str, row: int) -> None:
    """Open a select by clicking it, then click its ``row``-th option."""
    assert await pilot.click(f"#{select_id} #label")  # the select's current value
    await pilot.pause()
    assert await pilot.click(f"#{select_id} SelectOverlay", offset=(2, row))
    await pilot.pause()


async def test_theme_bot_level_and_seating_by_mouse_only(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert await pilot.click("#settings")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        await click_option(pilot, "theme", 1)
        assert screen.query_one("#theme", Select).value == "light"
        await click_option(pilot, "level-W", 0)
        chosen_level = screen.query_one("#level-W", Select).value
        name_two = screen.query_one("#name-label-1", Label)
        assert str(name_two.render()) == "Name of person 2 (North)"
        await click_option(pilot, "seating", 1)
        assert screen.query_one("#seating", Select).value == "opponents"
        assert str(name_two.render()) == "Name of person 2 (East)"
        screen.query_one("#settings-scroll").scroll_end(animate=False)
        await pilot.pause()
        assert await pilot.click("#save")
        await settle(pilot)
        assert app.theme == "textual-light"
        assert app.settings.levels[Seat.WEST] == chosen_level
        assert human_seats(2, app.settings.seating) == (Seat.SOUTH, Seat.EAST)
    assert stored(tmp_path)["theme"] == "light" and stored(tmp_path)["seating"] == "opponents"


@pytest.mark.parametrize("leave", sweep(["escape", "click"]))
async def test_cancel_writes_nothing(app_factory: AppFactory, tmp_path: Path, leave: str) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_settings(pilot)
        screen.query_one("#theme", Select).value = "light"
        if leave == "click":
            screen.query_one("#settings-scroll").scroll_end(animate=False)
            await pilot.pause()
            assert await pilot.click("#cancel")
        else:
            await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, StartMenu) and app.theme == "textual-dark"
    assert not (tmp_path / "config" / "settings.json").exists()


async def test_a_new_preset_shows_its_flags(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_settings(pilot)
        target = next(p for p in ("classic", "strict", "arena") if preset(p) != preset("kammelna"))
        screen.query_one("#preset", Select).value = target
        await pilot.pause()
        assert screen.collect().rules_of("baloot") == preset(target)
        assert screen.collect().house_of("baloot").flags == ()


@pytest.mark.parametrize("typed", sweep(["0", "1001", "many"]))
async def test_a_bad_match_target_is_refused_in_words_and_nothing_is_written(
    app_factory: AppFactory, tmp_path: Path, typed: str
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_settings(pilot)
        screen.query_one("#flag-match_target", Input).value = typed
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.screen is screen
        (message,) = messages(app)
        assert message == (
            f"Points to win the match: The score that wins the match (10 to 1,000). Not '{typed}'."
        )
    assert not (tmp_path / "config" / "settings.json").exists()


def make_with(tmp_path: Path, **options: object) -> BalootApp:
    from baloot_tui.tui.app import make_app

    return make_app(
        save_dir=tmp_path / "data",
        config_dir_path=tmp_path / "config",
        clock=fixed_clock,
        **options,  # type: ignore[arg-type]
    )


def test_saved_settings_apply_and_command_line_options_override_them(tmp_path: Path) -> None:
    settings = Settings(
        levels=("beginner", "beginner", "beginner", "beginner"),
        bot_delay=1.5,
        names=("Sara",),
        theme="light",
    ).with_preset("baloot", "classic")
    SettingsStore(tmp_path / "config", fixed_clock).save(settings)
    plain = make_with(tmp_path)
    assert plain.theme == "textual-light" and plain.bot_delay == 1.5
    assert plain.rules() == preset("classic")
    assert plain.table_config().names[0] == "Sara"
    assert {c.level for c in plain.table_config().seats if not c.human} == {"beginner"}
    override = make_with(
        tmp_path,
        level="hard",
        bot_delay=0.0,
        names=("Omar",),
        house_rules={"baloot": preset("kammelna")},
    )
    assert override.bot_delay == 0.0 and override.rules() == preset("kammelna")
    assert override.table_config().names[0] == "Omar"
    assert {c.level for c in override.table_config().seats if not c.human} == {"hard"}
