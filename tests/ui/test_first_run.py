"""The first-run question "Which of these reads correctly?": keys, mouse, kept, skipped."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from textual.widgets import Select

from baloot_tui.cli import main
from baloot_tui.store.settings import Settings, SettingsStore
from baloot_tui.text.arabic import KNOWN_TERMINALS, ArabicDisplay, has_arabic, printed_text
from baloot_tui.tui.screens.first_run import FirstRunScreen
from baloot_tui.tui.screens.menu import StartMenu
from baloot_tui.tui.screens.settings import SettingsScreen
from baloot_tui.tui.screens.table import TableScreen
from baloot_tui.web.server import served_argv
from tests.test_cli_hostile import FakeApp
from tests.ui.ui_kit import AppFactory, fixed_clock, screen_text, settle

LANA, LAHUM, AL_AWWAL = "\ufe8e\ufee8\ufedf", "\ufee2\ufeec\ufedf", "\ufedd\ufeed\ufef7\ufe8d"
"""لنا, لهم and الأول joined and in screen order."""


@pytest.fixture(autouse=True)
def unknown_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """A terminal ``auto`` does not recognise: the only one where an English player is asked.

    (The tests otherwise run as in Konsole, where ``auto`` knows the answer.)
    """
    for known in KNOWN_TERMINALS:
        monkeypatch.delenv(known.variable, raising=False)


def stored(tmp_path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((tmp_path / "config" / "settings.json").read_text("utf-8"))
    return data


async def test_the_question_prints_the_same_line_three_ways_at_80_by_24(
    app_factory: AppFactory,
) -> None:
    app = app_factory(start="menu", ask_arabic=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, FirstRunScreen)
        lines = [line.strip(" │╭╮╰╯─") for line in screen_text(app).splitlines()]
        assert "Which of these reads correctly?" in lines
        # Visual: joined, each run turned round on screen; logical: as stored; Latin.
        assert f"1  {AL_AWWAL} · {LAHUM} / {LANA}" in lines
        assert "2  لنا / لهم · الأول" in lines
        assert "3  lana / lahum · al-awwal" in lines
        latin_line = next(line for line in lines if line.startswith("3  "))
        assert not has_arabic(latin_line)


@pytest.mark.parametrize(("key", "mode"), [("1", "visual"), ("2", "logical"), ("3", "latin")])
async def test_a_key_chooses_and_the_choice_is_kept(
    app_factory: AppFactory, tmp_path: Path, key: str, mode: ArabicDisplay
) -> None:
    app = app_factory(start="menu", ask_arabic=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press(key)
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
        assert app.arabic == mode and app.settings.arabic == mode
    assert (stored(tmp_path)["arabic"], stored(tmp_path)["arabic_chosen"]) == (mode, True)


async def test_a_click_chooses(app_factory: AppFactory, tmp_path: Path) -> None:
    app = app_factory(start="menu", ask_arabic=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert await pilot.click("#choose-latin")
        await settle(pilot)
        assert isinstance(app.screen, StartMenu) and app.arabic == "latin"
        assert app.title == "Baloot Baloot"
    assert stored(tmp_path)["arabic"] == "latin"


async def test_escape_keeps_auto_and_the_question_is_not_asked_again(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(start="menu", ask_arabic=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, StartMenu) and app.settings.arabic == "auto"
    assert (stored(tmp_path)["arabic"], stored(tmp_path)["arabic_chosen"]) == ("auto", True)
    again = app_factory(start="menu", ask_arabic=True)
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(again.screen, StartMenu)


async def test_a_match_starts_once_the_question_is_answered(app_factory: AppFactory) -> None:
    app = app_factory(start="play", ask_arabic=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, FirstRunScreen) and app.playing is None
        await pilot.press("2")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


@pytest.mark.parametrize(
    "options",
    [
        {"ask_arabic": True, "arabic": "visual"},  # --arabic on the command line
        {},  # tests and other hosts of make_app
    ],
)
async def test_skipped_when_told_the_mode_or_not_asked(
    app_factory: AppFactory, tmp_path: Path, options: dict[str, object]
) -> None:
    app = app_factory(start="menu", **options)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
    assert not (tmp_path / "config" / "settings.json").exists()  # nothing chosen, nothing kept


async def test_skipped_when_settings_chose_the_mode(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    SettingsStore(tmp_path / "config", fixed_clock).save(
        Settings(arabic="latin", arabic_chosen=True)
    )
    app = app_factory(start="menu", ask_arabic=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartMenu) and app.arabic == "latin"


async def test_changing_the_mode_in_settings_counts_as_chosen(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.action_settings()
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        screen.action_save()  # saving other settings is no choice of the Arabic mode
        await settle(pilot)
        assert stored(tmp_path)["arabic_chosen"] is False
        app.action_settings()
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        screen.query_one("#arabic", Select).value = "visual"
        screen.action_save()
        await settle(pilot)
    assert (stored(tmp_path)["arabic"], stored(tmp_path)["arabic_chosen"]) == ("visual", True)


@pytest.fixture
def built(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The options each ``make_app`` call of the command line got (the app is a fake)."""
    calls: list[dict[str, Any]] = []

    def make_app(**options: Any) -> FakeApp:
        calls.append(options)
        return FakeApp()

    monkeypatch.setattr("baloot_tui.tui.app.make_app", make_app)
    return calls


@pytest.mark.parametrize("args", [[], ["play"], ["--arabic", "latin"]])
def test_the_command_line_asks_unless_told(built: list[dict[str, Any]], args: list[str]) -> None:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    (options,) = built
    assert options["ask_arabic"] is True  # the app asks only when options["arabic"] is None
    assert options["arabic"] == (None if not args or args == ["play"] else "latin")


def test_browser_tabs_print_visual_and_are_not_asked() -> None:
    """xterm.js draws each cell on its own and does no bidi: visual is its answer."""
    assert served_argv()[-4:] == ("-m", "baloot_tui", "--arabic", "visual")


async def test_a_known_terminal_is_not_asked_unless_the_interface_is_arabic(
    app_factory: AppFactory, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("KONSOLE_VERSION", "230804")
    app = app_factory(start="menu", ask_arabic=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartMenu), "a new English player sees the menu first"
        assert app.arabic == "logical"
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, SettingsScreen)
        assert "Arabic words" in screen_text(app)  # the choice stays at hand
    assert not (tmp_path / "config" / "settings.json").exists()
    arabic = app_factory(start="menu", ask_arabic=True, lang="ar")
    async with arabic.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(arabic.screen, FirstRunScreen), "the Arabic interface asks"


async def test_the_question_says_which_terminal_auto_recognised(
    app_factory: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = app_factory(start="menu", ask_arabic=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, FirstRunScreen), "auto cannot tell here: it asks"
        said = " ".join(line.strip(" │") for line in screen_text(app).splitlines())
        assert "Esc keeps automatic, which picks line 1 (visual) here." in said
        assert "looks like" not in said
    monkeypatch.setenv("KONSOLE_VERSION", "230804")
    app = app_factory(start="menu")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await app.push_screen(FirstRunScreen())
        await settle(pilot)
        said = " ".join(line.strip(" │") for line in screen_text(app).splitlines())
        assert "this terminal looks like Konsole, so it picks line 2 (logical)" in said


def joined(words: str) -> str:
    """Arabic ``words`` joined, each read from the right (as on one screen line)."""
    return printed_text(words, "visual")


async def test_a_wrapped_arabic_explanation_reads_top_to_bottom(app_factory: AppFactory) -> None:
    """Each displayed line is ordered on its own, after Textual wrapped the message."""
    app = app_factory(start="menu", arabic="visual", lang="ar")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await app.push_screen(FirstRunScreen())
        await settle(pilot)
        lines = [line.strip(" │╭╮╰╯─") for line in screen_text(app).splitlines()]
        start = next(n for n, line in enumerate(lines) if joined("كلمات البلوت عربية") in line)
        end = next(n for n, line in enumerate(lines) if joined("إلى اليسار") in line)
        assert end > start  # the paragraph's first words on its first line, its end below
        # A line of the Arabic interface reads from the right: its first word at the right.
        assert lines[start].endswith(joined("كلمات"))
        assert f"1  {AL_AWWAL} · {LAHUM} / {LANA}" in lines


async def test_the_seat_labels_keep_their_brackets_in_arabic_visual(
    app_factory: AppFactory,
) -> None:
    app = app_factory(arabic="visual", lang="ar")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        text = screen_text(app)
        # Read from the right: the Arabic names (نورة, وليد) before their seat letters,
        # and West's dealer mark [موزع] on its own row with its brackets facing it.
        assert f"(N) {joined('نورة')}" in text and f"(W) {joined('وليد')}" in text
        assert joined("[موزع]") == "[\ufec9\ufeaf\ufeee\ufee3]" and joined("[موزع]") in text
