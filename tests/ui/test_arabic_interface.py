"""The Arabic interface at 80×24 in each display mode: the table, its keys, and the menus."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Button, Select

from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.tui.flow import FlowPanel
from baloot_tui.games.baloot.tui.panels import ContractPanel
from baloot_tui.games.baloot.tui.widgets import ActionBar, ActionButton
from baloot_tui.games.baloot.words import flag_help, flag_label
from baloot_tui.text.arabic import Shown, arabic_text, has_arabic
from baloot_tui.text.i18n import _, language
from baloot_tui.tui.screens.settings import SettingsScreen
from baloot_tui.tui.widgets.footer import KeyFooter
from baloot_tui.tui.widgets.table import TurnBanner
from tests.sampling import sweep
from tests.ui.ui_kit import AppFactory, on_screen, screen_text, settle, text_of

ARABIC = re.compile("[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]")
"""An Arabic letter as stored or in a presentation form (visual mode prints those)."""
TABLE_WORDS = ["دورك", "بس", "حكم", "صن", "العقد", "لنا", "لهم", "القوانين", "خروج", "الدور 1"]
"""Words of the table at the first bid: banner, buttons, contract panel, score, footer."""
ENGLISH_TABLE_WORDS = ["YOUR TURN", "Pass", "Hokum", "Contract", "Rules", "Quit", "Round 1"]
"""The same words in English (and the flow map's "Round 1")."""


def printed(words: list[str], mode: Shown) -> list[str]:
    return [on_screen(arabic_text(word, mode)) for word in words]


@pytest.mark.parametrize("mode", sweep(["logical", "visual"]))
async def test_the_table_speaks_arabic(app_factory: AppFactory, mode: Shown) -> None:
    app = app_factory(arabic=mode, lang="ar")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        lines = text.splitlines()
        assert len(lines) == 24 and {cell_len(line) for line in lines} == {80}
        for word in printed(TABLE_WORDS, mode):
            assert word in text, word
        for widget in (TurnBanner, ActionBar, ContractPanel, KeyFooter):
            drawn = text_of(app, app.screen.query_one(widget))
            english = [word for word in ENGLISH_TABLE_WORDS if word in drawn]
            assert english == [] and ARABIC.search(drawn), (widget.__name__, drawn)
        # The flow map, its steps and their explanations, is Arabic line by line.
        flow = text_of(app, app.screen.query_one(FlowPanel)).splitlines()
        worded = [line for line in flow if any(ch.isalpha() for ch in line)]
        assert worded and all(ARABIC.search(line) for line in worded), flow
        assert language() == "ar"


@pytest.mark.parametrize("mode", sweep(["visual", "logical"]))
async def test_the_arabic_banner_and_buttons_are_drawn_whole(
    app_factory: AppFactory, mode: Shown
) -> None:
    """Nothing of the banner's line is cut at 80 columns: it is printed as it was made."""
    app = app_factory(arabic=mode, lang="ar")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        banner = app.screen.query_one(TurnBanner)
        said = str(banner.render())
        assert ARABIC.search(said) and cell_len(said) <= banner.content_region.width
        assert on_screen(said) in screen_text(app)
        for button in app.screen.query(ActionButton):
            label = str(button.label)
            assert cell_len(label) + 2 <= button.region.width
            assert on_screen(label) in screen_text(app)


async def test_latin_letters_give_the_english_interface(app_factory: AppFactory) -> None:
    """A terminal without Arabic letters cannot show the Arabic interface: it gets the
    English one, whose terms are the glossary's Latin spellings (Sun, Hokum)."""
    app = app_factory(arabic="latin", lang="ar")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        assert not has_arabic(text)
        for word in ENGLISH_TABLE_WORDS:
            assert word in text, word
        assert "lana" in text and language() == "en"


async def test_english_is_the_default_in_an_english_locale(app_factory: AppFactory) -> None:
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "YOUR TURN" in screen_text(app) and language() == "en"


async def test_an_arabic_locale_gives_the_arabic_interface(
    app_factory: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "ar_SA.UTF-8")
    app = app_factory()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "دورك" in screen_text(app) and language() == "ar"


MENU_WORDS = ["العب ضد البوتات", "تعلّم", "السجلات", "الإعدادات", "القوانين", "خروج"]
ENGLISH_MENU_WORDS = ["Play against bots", "Learn", "Records", "Settings", "Rules", "Quit"]


@pytest.mark.parametrize("mode", ["visual", "logical", "latin"])
async def test_the_start_menu_at_80_by_24(app_factory: AppFactory, mode: Shown) -> None:
    app = app_factory(start="menu", arabic=mode, lang="ar")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        lines = text.splitlines()
        assert len(lines) == 24 and {cell_len(line) for line in lines} == {80}
        expected = ENGLISH_MENU_WORDS if mode == "latin" else printed(MENU_WORDS, mode)
        missing = [word for word in expected if word not in text]
        assert missing == []
        if mode == "latin":
            assert not ARABIC.search(text)
        else:
            assert [word for word in ENGLISH_MENU_WORDS if word in text] == []
        for button in app.screen.query(Button):
            label = str(button.label)
            assert cell_len(label) <= button.content_region.width, label


async def test_the_language_is_chosen_in_the_settings(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(start="menu", arabic="logical")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "Play against bots" in screen_text(app)
        app.action_settings()
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        screen.query_one("#language", Select).value = "ar"
        await pilot.press("ctrl+s")
        await settle(pilot)
        stored = json.loads((tmp_path / "config" / "settings.json").read_text())
        assert stored["language"] == "ar" and stored["version"] == 5
        assert "العب ضد البوتات" in screen_text(app) and language() == "ar"


async def test_the_command_line_language_wins_over_the_settings(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(
        '{"format": "baloot-tui/settings", "version": 4, "language": "ar"}'
    )
    app = app_factory(start="menu", lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "Play against bots" in screen_text(app) and language() == "en"


async def test_the_settings_name_every_house_rule_in_arabic(app_factory: AppFactory) -> None:
    app = app_factory(start="menu", arabic="logical", lang="ar")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.action_settings()
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        labels = {str(label.render()) for label in screen.query(".setting-label")}
        helps = {str(help_line.render()) for help_line in screen.query(".setting-help")}
        for rule in dataclasses.fields(HouseRules):
            label, help_line = flag_label(rule.name), flag_help(rule.name)
            assert _(label) != label and _(label) in labels and label not in labels, label
            assert _(help_line) in helps and help_line not in helps, help_line
        preset_select = screen.query_one("#preset", Select)
        shown = [str(prompt) for prompt, _value in preset_select._options]
        assert all(ARABIC.search(prompt) for prompt in shown if prompt), shown
