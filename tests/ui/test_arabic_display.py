"""Arabic at the table in each display mode: the score sheet's headings, widths, settings.

What is checked is what the screen draws (after the app's line filter puts visual-mode
lines in screen order), not the text handed to the widgets.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widget import Widget
from textual.widgets import Select, Static

from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.tui.dialogs import HandSummary
from baloot_tui.games.baloot.tui.panels import LedgerPanel
from baloot_tui.text.arabic import Shown, arabic_text
from baloot_tui.tui.screens.settings import SettingsScreen
from tests.sampling import sweep
from tests.ui.ui_kit import AppFactory, key_for, play_until_summary, screen_text, settle


def drawn(widget: Widget) -> list[str]:
    """``widget``'s lines as the screen draws them, without the padding around them."""
    return [strip.text.strip() for strip in widget.render_lines(widget.region.reset_offset)]


HEADINGS: dict[Shown, tuple[str, str]] = {
    "visual": ("\ufe8e\ufee8\ufedf us", "\ufee2\ufeec\ufedf them"),
    "logical": ("لنا us", "لهم them"),
    "latin": ("lana", "lahum"),
}


@pytest.mark.parametrize("mode", sweep(sorted(HEADINGS)))
async def test_the_score_sheet_at_80_by_24_in_each_mode(
    app_factory: AppFactory, mode: Shown
) -> None:
    app = app_factory(arabic=mode)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        panel = app.screen.query_one(LedgerPanel)
        lines = [strip.text for strip in panel.render_lines(panel.region.reset_offset)]
        us, them = HEADINGS[mode]
        assert len(lines) == 5  # border, headings on one line, totals, who "us" is, border
        heading = lines[1]
        assert us in heading and them in heading
        assert heading.index(us) < heading.index(them)
        # Widths are those of what is printed: one cell per presentation form or letter.
        assert cell_len(us) == len(us) and cell_len(them) == len(them)
        assert {cell_len(line) for line in lines} == {panel.region.width}
        assert app.title == arabic_text("Baloot بلوت", mode)


async def test_the_settings_screen_saves_the_mode_and_shows_each_sample(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.action_settings()
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        samples = drawn(screen.query_one("#arabic-samples", Static))
        assert samples == [
            "visual: \ufee2\ufeec\ufedf / \ufe8e\ufee8\ufedf",
            "logical: لنا / لهم",
            "latin: lana / lahum",
        ]
        screen.query_one("#arabic", Select).value = "latin"
        screen.action_save()
        await settle(pilot)
        assert app.settings.arabic == "latin" and app.arabic == "latin"
        assert app.title == "Baloot Baloot"
    stored = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert stored["arabic"] == "latin"


async def test_the_command_line_overrides_the_settings_for_one_run(
    app_factory: AppFactory,
) -> None:
    app = app_factory(start="menu", arabic="visual")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.settings.arabic == "auto" and app.arabic == "visual"
        assert drawn(app.screen.query_one("#logo", Static)) == ["\ufe95\ufeee\ufee0\ufe91  BALOOT"]


async def test_the_hand_summary_heads_its_columns_in_the_mode(app_factory: AppFactory) -> None:
    app = app_factory(arabic="visual")
    async with app.run_test(size=(80, 24)) as pilot:

        async def by_key(action: Action) -> None:
            await pilot.press(key_for(app, action))

        await play_until_summary(pilot, by_key)
        assert isinstance(app.screen, HandSummary)
        heading = next(line for line in screen_text(app).splitlines() if " us " in line)
        words = [word for word in heading.split() if word.isalpha()]
        assert words == ["\ufe8e\ufee8\ufedf", "us", "\ufee2\ufeec\ufedf", "them"]
