"""The start menu: every entry by key, by click and by arrows + Enter; the new-match question."""

from __future__ import annotations

import dataclasses
import errno
import os
import random
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Button

from baloot_tui.core.seats import Seat
from baloot_tui.core.table import DEFAULT_LEVEL, make_table
from baloot_tui.games.baloot.coach.lessons import lesson
from baloot_tui.games.baloot.rules.house_rules import PRESETS
from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.tui.help import HelpScreen
from baloot_tui.store import files
from baloot_tui.store.saves import SaveStore
from baloot_tui.store.settings import FAST_DELAY
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.learn.screens import LessonScreen
from baloot_tui.tui.learn.screens import MenuScreen as LearnMenu
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from baloot_tui.tui.screens.menu import NewMatchConfirm, SeatingSetup, StartMenu
from baloot_tui.tui.screens.records import RecordsScreen
from baloot_tui.tui.screens.settings import SettingsScreen
from baloot_tui.tui.screens.table import TableScreen
from tests.sampling import sweep
from tests.ui.ui_kit import (
    AppFactory,
    controller_of,
    end_screen,
    fixed_clock,
    messages,
    settle,
    told,
)

SIZE = (80, 24)
SAVED_SEED = 99

OPENS: list[tuple[str, str, type[Screen[Any]]]] = [
    ("p", "#play", TableScreen),
    ("h", "#hotseat", SeatingSetup),
    ("l", "#learn", LearnMenu),
    ("r", "#records", RecordsScreen),
    ("s", "#settings", SettingsScreen),
    ("question_mark", "#rules", HelpScreen),
]
"""(key, button, screen it opens) for every entry that opens a screen."""


def screens_of(app: BalootApp, kind: type[Screen[Any]]) -> list[Screen[Any]]:
    return [s for s in app.screen_stack if isinstance(s, kind)]


def save_a_match(folder: Path) -> None:
    """Leave a dealt match with seed 99 in the save folder, as a quit mid-match does."""
    store = SaveStore(folder, fixed_clock)
    table = make_table(1)
    store.start(table)
    store.save(new_match().deal_random(random.Random(SAVED_SEED)), SAVED_SEED, table)


@pytest.mark.parametrize(("key", "button", "screen"), sweep(OPENS, keep=2, unpack=True))
async def test_each_entry_opens_its_screen_by_key(
    app_factory: AppFactory, key: str, button: str, screen: type[Screen[Any]]
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press(key)
        await settle(pilot)
        assert screens_of(app, screen)


@pytest.mark.parametrize(("key", "button", "screen"), sweep(OPENS[::-1], keep=2, unpack=True))
async def test_each_entry_opens_its_screen_by_click(
    app_factory: AppFactory, key: str, button: str, screen: type[Screen[Any]]
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert await pilot.click(button)
        await settle(pilot)
        assert screens_of(app, screen)


@pytest.mark.parametrize("leave", [("q",), ("click", "#quit")])
async def test_quit_by_key_and_by_click(app_factory: AppFactory, leave: tuple[str, ...]) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        if leave[0] == "click":
            assert await pilot.click(leave[1])
        else:
            await pilot.press(*leave)
        await pilot.pause()
    assert app.return_code == 0


async def test_enter_plays_south_against_three_medium_bots(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.focused is not None and app.focused.id == "play"
        await pilot.press("enter")
        await settle(pilot)
        table = controller_of(app).table
        assert table.humans == (Seat.SOUTH,)
        assert [c.level for c in table.seats if not c.human] == [DEFAULT_LEVEL] * 3


async def test_arrows_move_between_entries_and_enter_opens_one(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("down", "down", "up", "down")  # play, hot-seat, learn, hot-seat, learn
        assert app.focused is not None and app.focused.id == "learn"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, LearnMenu)


async def test_continue_is_offered_only_while_a_match_is_saved(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert not app.screen.query("#resume")
        await pilot.press("c")
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
    save_a_match(tmp_path / "data")
    again = app_factory(start="menu")
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert again.screen.query_one("#resume", Button)
        await pilot.press("c")
        await settle(pilot)
        assert controller_of(again).seed == SAVED_SEED


ANSWERS = [
    (choice, key, button, how)
    for choice, key, button in [
        ("resume", "c", "#resume"),
        ("new", "n", "#new"),
        ("cancel", "escape", "#cancel"),
    ]
    for how in ["keys", "mouse"]
]
"""Each answer to the question, by keys and by mouse."""


@pytest.mark.parametrize(("choice", "key", "button", "how"), sweep(ANSWERS, keep=2, unpack=True))
async def test_a_new_match_over_a_saved_one_asks_first(
    app_factory: AppFactory, tmp_path: Path, how: str, choice: str, key: str, button: str
) -> None:
    save_a_match(tmp_path / "data")
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("p")
        await settle(pilot)
        assert isinstance(app.screen, NewMatchConfirm)
        assert app.focused is not None and app.focused.id == "resume"
        if how == "keys":
            await pilot.press(key)
        else:
            assert await pilot.click(button)
        await settle(pilot)
        kept = list((tmp_path / "data" / "records").glob("unfinished-*.json"))
        if choice == "cancel":
            assert isinstance(app.screen, StartMenu) and app.store.has_save()
        else:
            assert screens_of(app, TableScreen)
            assert controller_of(app).seed == (SAVED_SEED if choice == "resume" else 7)
        assert len(kept) == (1 if choice == "new" else 0)
        if choice == "new":
            assert any(kept[0].name in message for message in messages(app))


@pytest.mark.parametrize(
    ("start", "asks", "seed", "kept"),
    [("play", True, None, 0), ("new", False, 7, 1), ("resume", False, SAVED_SEED, 0)],
)
async def test_each_start_mode_over_a_saved_match(
    app_factory: AppFactory,
    tmp_path: Path,
    start: str,
    asks: bool,
    seed: int | None,
    kept: int,
) -> None:
    """``play`` asks first, ``new`` sets the old match aside (and says so), ``resume`` goes on."""
    save_a_match(tmp_path / "data")
    app = app_factory(start=start)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        records = list((tmp_path / "data" / "records").glob("unfinished-*.json"))
        assert len(records) == kept
        if asks:
            assert isinstance(app.screen, NewMatchConfirm)
            assert isinstance(app.screen_stack[-2], StartMenu)
            assert app.store.has_save()
        else:
            assert controller_of(app).seed == seed
        said = [message for message in messages(app) if "kept in Records" in message]
        assert said == [f"The unfinished match is kept in Records ({r.name})." for r in records]


async def test_nothing_leaves_the_privacy_screen_not_even_the_palette(
    app_factory: AppFactory,
) -> None:
    app = app_factory(humans=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        privacy = app.screen
        assert isinstance(privacy, PrivacyScreen)
        assert list(app.get_system_commands(privacy)) == []
        await pilot.press("ctrl+p")
        await settle(pilot)
        assert app.screen is privacy
        for action in ("command_palette", "menu", "records", "learn", "help", "settings"):
            assert not await app.run_action(action)
            await settle(pilot)
            assert app.screen is privacy, action
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        titles = {c.title for c in app.get_system_commands(app.screen)}
        assert "Records" in titles and "Rules" in titles
        assert "Show last trick" not in titles, "no trick is complete yet"


async def answer_lesson(pilot: Pilot[None], key: str) -> None:
    """Go through lesson ``key`` with the right answers, by keys."""
    await pilot.press("n")
    for question in lesson(key).questions:
        await pilot.pause()
        await pilot.press(str(question.answer + 1))
        await pilot.pause()
        await pilot.press("n")
    await settle(pilot)


async def test_a_lesson_then_a_match_without_leaving_the_app(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        await pilot.press("enter")  # the first lesson
        await settle(pilot)
        shown = app.screen
        assert isinstance(shown, LessonScreen)
        await answer_lesson(pilot, shown.lesson.key)
        menu = app.screen
        assert isinstance(menu, LearnMenu)
        assert "✓" in str(menu.query_one("#menu").children[0].query_one("Label").render())
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
        await pilot.press("p")
        await settle(pilot)
        assert screens_of(app, TableScreen)
    assert (tmp_path / "data" / "learning.json").exists()


async def test_learning_progress_that_cannot_be_saved_is_told(
    app_factory: AppFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full_disk(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        monkeypatch.setattr(files, "atomic_write", full_disk)
        await pilot.press("enter")
        await settle(pilot)
        shown = app.screen
        assert isinstance(shown, LessonScreen)
        await answer_lesson(pilot, shown.lesson.key)
        assert isinstance(app.screen, LearnMenu)
        assert any(
            "progress not saved" in n.message and "the disk is full" in n.message for n in told(app)
        )
    assert not (tmp_path / "data" / "learning.json").exists()


async def test_a_click_queued_for_a_screen_already_left_does_nothing(
    app_factory: AppFactory,
) -> None:
    """Random mashing found it: "Main menu" queued after "Play again" closed the new table."""
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        end = end_screen(controller_of(app))
        app.push_screen(end)
        await settle(pilot)
        end.action_again()  # a match is saved, so this asks first
        await settle(pilot)
        end.menu()
        end.quit()
        await settle(pilot)
        assert isinstance(app.screen, NewMatchConfirm) and app.is_running


async def test_the_rules_and_the_lessons_follow_the_house_rules_in_force(
    app_factory: AppFactory,
) -> None:
    app = app_factory(start="menu", house_rules={"baloot": PRESETS["strict"]})
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("question_mark")
        await settle(pilot)
        (help_screen,) = screens_of(app, HelpScreen)
        assert isinstance(help_screen, HelpScreen)
        markdown = help_screen.markdown()
        assert "You must trump even when your partner is winning the trick" in markdown
        assert "`partner_exemption` = `false`" in markdown
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("l")
        await settle(pilot)
        hub = app.hub()
        assert hub.rules == PRESETS["strict"]
        assert "even when your partner is winning" in hub.lesson("trumping").text


async def test_the_rules_at_the_table_are_the_matchs(app_factory: AppFactory) -> None:
    app = app_factory(start="play", house_rules={"baloot": PRESETS["strict"]})
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        (table,) = screens_of(app, TableScreen)
        assert isinstance(table, TableScreen)
        assert table.driver.match.rules == PRESETS["strict"]
        app.options = dataclasses.replace(app.options, house_rules={})  # the settings: defaults
        await pilot.press("question_mark")
        await settle(pilot)
        (help_screen,) = screens_of(app, HelpScreen)
        assert isinstance(help_screen, HelpScreen)
        markdown = help_screen.markdown()
        assert "You must trump even when your partner is winning the trick" in markdown


async def test_a_first_start_offers_fast_bots_once(app_factory: AppFactory) -> None:
    """No settings kept yet: f makes the bots play a move every 0.2 s, and the offer goes."""
    app = app_factory(start="menu")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.first_start and app.screen.query("#fast")
        await pilot.press("f")
        await settle(pilot)
        assert app.settings.bot_delay == FAST_DELAY
        assert not app.screen.query("#fast"), "offered until chosen"
    again = app_factory(start="menu")
    async with again.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not again.first_start and not again.screen.query("#fast")
        assert again.settings.bot_delay == FAST_DELAY
