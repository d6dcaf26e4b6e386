"""The Belot house rules at the table: the Settings row (keys and clicks at 80×24), the
preset a new match takes, the command line over it, and a resumed match's own rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Select

from baloot_tui.games.belot.game import rules_line
from baloot_tui.games.belot.rules.house_rules import PRESETS, preset
from baloot_tui.store.settings import Settings, SettingsStore
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.screens.menu import StartMenu
from baloot_tui.tui.screens.settings import SettingsScreen
from baloot_tui.tui.widgets.panels import EventLog
from tests.ui.belot_kit import belot_table, play_to_summary
from tests.ui.test_settings import open_settings, stored, tab_to
from tests.ui.ui_kit import AppFactory, fixed_clock, screen_text, settle

SIZE = (80, 24)
ROW = "belot-preset"


def log_text(log: EventLog) -> str:
    """The log's lines joined, the wrapping undone."""
    return " ".join(" ".join(line.text.split()) for line in log.lines)


@pytest.mark.slow  # Tab past every Baloot row; the Baloot rows by Tab run by default
async def test_the_belot_row_by_keyboard_only(app_factory: AppFactory, tmp_path: Path) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await open_settings(pilot)
        await tab_to(pilot, ROW)
        await pilot.press("enter", "end", "enter")  # the last preset
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
        assert app.settings.house_of("belot").preset == list(PRESETS)[-1]
    data = stored(tmp_path)
    assert data["belot_preset"] == list(PRESETS)[-1] and data["version"] == 5
    assert data["preset"] == "kammelna"  # Baloot's preset is its own row


async def click_words(pilot: Pilot[None], select_id: str, words: str) -> None:
    """Scroll the select into view, open it by a click and click the option showing ``words``
    (an option's words may wrap onto two lines at 80 columns, so rows are found, not counted)."""
    screen = pilot.app.screen
    select = screen.query_one(f"#{select_id}", Select)
    screen.query_one("#settings-scroll").scroll_to_widget(select, animate=False, top=True)
    await pilot.pause()
    assert await pilot.click(f"#{select_id} #label")
    await pilot.pause()
    app = pilot.app
    assert isinstance(app, BalootApp)
    rows = screen_text(app).splitlines()
    y = next(i for i, row in enumerate(rows) if words in row and i > select.region.y)
    assert await pilot.click(offset=(rows[y].index(words) + 1, y))
    await pilot.pause()


@pytest.mark.slow  # the Baloot rows by mouse run by default (test_settings)
async def test_the_belot_row_by_mouse_only(app_factory: AppFactory, tmp_path: Path) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert await pilot.click("#settings")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        await click_words(pilot, ROW, "Pika:")
        assert screen.query_one(f"#{ROW}", Select).value == "pika"
        screen.query_one("#settings-scroll").scroll_end(animate=False)
        await pilot.pause()
        assert await pilot.click("#save")
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
    assert stored(tmp_path)["belot_preset"] == "pika"


async def test_the_row_shows_each_preset_in_words(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_settings(pilot)
        select = screen.query_one(f"#{ROW}", Select)
        assert select.value == "official"
        shown = [str(prompt) for prompt, _ in select._options]
        assert shown[0].startswith("Official: ") and not any("_" in s for s in shown)


def store_settings(tmp_path: Path, settings: Settings) -> None:
    SettingsStore(tmp_path / "config", fixed_clock).save(settings)


async def test_a_new_match_takes_the_settings_preset_and_says_so(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    store_settings(tmp_path, Settings().with_preset("belot", "strict"))
    app = app_factory(game="belot")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        table = belot_table(app)
        assert table.driver.match.rules == preset("strict")
        assert " ".join(rules_line(preset("strict")).split()) in log_text(table.query_one(EventLog))


async def test_the_command_line_preset_beats_the_settings(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    store_settings(tmp_path, Settings().with_preset("belot", "strict"))
    app = app_factory(game="belot", house_rules={"belot": preset("pika")})
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert belot_table(app).driver.match.rules == preset("pika")


@pytest.mark.slow  # the same deal played, saved and resumed runs by default (test_belot_table)
async def test_a_resumed_match_keeps_its_rules_whatever_the_settings_say(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(game="belot", seed=9, house_rules={"belot": preset("nikolayit")})
    async with app.run_test(size=SIZE) as pilot:
        await play_to_summary(pilot)
        await pilot.press("ctrl+q")
    saved = json.loads((tmp_path / "data" / "belot-current.json").read_text())
    assert saved["rules"]["carre_order"] == "natural"
    store_settings(tmp_path, Settings().with_preset("belot", "pika"))
    again = app_factory("resume", game="belot", house_rules={"belot": preset("official")})
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert belot_table(again).driver.match.rules == preset("nikolayit")
