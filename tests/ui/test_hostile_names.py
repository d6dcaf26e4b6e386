"""Hostile names over every screen: markup, escape sequences, C1 controls, bidi, huge names.

Players' names come from records, settings and the command line; file names from
whoever shared them. None of it may be interpreted: no ``@click`` action reaches
what is drawn (a click on the name must not write a file), no ``[/]`` crashes a
screen, no escape code or bidi override reaches the terminal, and a huge name is cut.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static

from baloot_tui.core.seats import NAME_LIMIT, SEATS
from baloot_tui.core.table import make_table
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.record import dumps
from baloot_tui.games.baloot.tui.dialogs import HandSummary
from baloot_tui.games.baloot.tui.widgets import SeatBox
from baloot_tui.play.driver import MatchSetup
from baloot_tui.store.settings import Settings, SettingsStore
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.replay import ReplayScreen
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from baloot_tui.tui.screens.settings import SettingsScreen
from baloot_tui.tui.screens.table import TableScreen
from tests.driver_kit import BalootDriver, baloot_driver
from tests.sampling import sweep
from tests.ui.ui_kit import (
    AppFactory,
    click_actions,
    end_screen,
    fixed_clock,
    open_records,
    preferred,
    press,
    screen_text,
    settle,
)

CLICK = "[@click=app.screenshot('x.txt')]Sara[/]"
"""The classic exploit: drawn as markup, a click on the name saves a screenshot over x.txt."""
HOSTILE = (
    CLICK,
    "[/]",
    "[b]Noura",
    "Sara\x1b]2;PWNED\x07",
    "\x1b[2J\x1b[31mRed",
    "Faisal\x9b31m\x85",
    "\u202eWaleed",
    "名" * NAME_LIMIT,
)
"""Names a record, the settings or the command line may hold (each at most 40 characters)."""
FORBIDDEN = ("\x1b", "\x07", "\x9b", "\x85", "\u202e")
SIZE = (120, 40)


@pytest.fixture
def screenshots(monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, ...]]:
    """Every screenshot the app is asked to save (markup clicks would call it)."""
    calls: list[tuple[object, ...]] = []

    def spy(self: App[object], *args: object) -> None:
        calls.append(args)

    monkeypatch.setattr(App, "action_screenshot", spy)
    return calls


def assert_drawn_safely(app: BalootApp) -> str:
    """The top screen renders, without control codes, bidi overrides or click actions."""
    text = screen_text(app)
    for code in FORBIDDEN:
        assert code not in text, f"{code!r} drawn on {type(app.screen).__name__}"
    assert click_actions(app) == [], f"markup action on {type(app.screen).__name__}"
    return text


async def click_everywhere(app: BalootApp, pilot: object, selector: str) -> None:
    """Click along the first line of every widget matching ``selector`` (names are drawn there).

    :func:`assert_drawn_safely` already finds any click action drawn; these clicks show
    that nothing happens where a player would click.
    """
    for widget in app.screen.query(selector):
        region = widget.region.intersection(app.screen.region)
        for x in range(region.x, region.right, 5):
            await pilot.click(offset=(x, region.y))  # type: ignore[attr-defined]


def almost_finished_hand(names: tuple[str, ...]) -> BalootDriver:
    """Four hostile-named people one action from the end of a hand."""
    table = make_table(4, names)
    match = new_match(first_dealer=SEATS[0]).deal_random(random.Random(5))
    while True:
        hand = match.current
        assert hand is not None
        action = hand.legal_actions()[0]
        following = match.apply(action)
        if following.current is None:
            break
        match = following
    return baloot_driver(MatchSetup(5, table), match=match)


def short_match_won() -> MatchState:
    """A match to 10 points, played out (bidding whenever it can) until it is won."""
    rules = dataclasses.replace(DEFAULT_RULES, match_target=10)
    match = new_match(rules).deal_random(random.Random(2))
    rng = random.Random(3)
    while not match.is_over:
        if match.needs_deal:
            match = match.deal_random(rng)
        hand = match.current
        assert hand is not None
        match = match.apply(preferred(hand.legal_actions()))
    return match


async def test_the_click_check_catches_markup(screenshots: list[tuple[object, ...]]) -> None:
    """The checks below can fail: a name drawn as markup carries its click action."""

    class Marked(App[None]):
        def compose(self) -> ComposeResult:
            yield Static(CLICK)
            yield Static(Text(CLICK))

    app = Marked()
    async with app.run_test() as pilot:
        await pilot.pause()
        marked, safe = app.screen.query(Static)
        assert click_actions(app) == ["app.screenshot('x.txt')"]  # type: ignore[arg-type]
        await pilot.click(safe)
        await pilot.pause()
        assert screenshots == []
        await pilot.click(marked)
        await pilot.pause()
    assert len(screenshots) == 1


@pytest.mark.parametrize("names", sweep([HOSTILE[:4], HOSTILE[4:]], ids=["markup", "controls"]))
async def test_privacy_screen_and_table(
    app_factory: AppFactory, names: tuple[str, ...], screenshots: list[tuple[object, ...]]
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.open_table(almost_finished_hand(names))
        await settle(pilot)
        assert isinstance(app.screen, PrivacyScreen)
        assert_drawn_safely(app)
        await click_everywhere(app, pilot, "#privacy-text")
        assert isinstance(app.screen, PrivacyScreen)
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        text = assert_drawn_safely(app)
        if names == HOSTILE[:4]:
            assert CLICK in text and "[b]Noura" in text
        await click_everywhere(app, pilot, "SeatBox, #banner")
    assert screenshots == []


async def test_table_summary_and_log(
    app_factory: AppFactory, screenshots: list[tuple[object, ...]]
) -> None:
    """A whole hand's end with hostile names: the log, the seats and the hand summary."""
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        controller = almost_finished_hand(HOSTILE[:4])
        app.open_table(controller)
        await settle(pilot)
        await press(pilot, "enter")
        await press(pilot, "1")
        assert isinstance(app.screen, HandSummary)
        assert_drawn_safely(app)
        await press(pilot, "enter")
        while isinstance(app.screen, PrivacyScreen):
            assert_drawn_safely(app)
            await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        text = assert_drawn_safely(app)
        assert "[b]Noura" in text and "[/]" in text
    assert screenshots == []


async def test_huge_names_are_cut(app_factory: AppFactory) -> None:
    """A 10,000-character name (the command line refuses it; the screens must survive it)."""
    huge = "x" * 10_000
    app = app_factory(start="play", humans=2, names=(huge, "y" * 10_000))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, PrivacyScreen)
        assert "x" * (NAME_LIMIT + 1) not in assert_drawn_safely(app)
        await press(pilot, "enter")
        text = assert_drawn_safely(app)
        assert "x" * (NAME_LIMIT - 1) in text and "x" * (NAME_LIMIT + 1) not in text


async def test_records_list_and_viewer(
    app_factory: AppFactory, tmp_path: Path, screenshots: list[tuple[object, ...]]
) -> None:
    records = tmp_path / "data" / "records"
    records.mkdir(parents=True)
    match = new_match().deal_random(random.Random(1))
    hand = match.current
    assert hand is not None
    match = match.apply(hand.legal_actions()[0])
    for number, names in enumerate((HOSTILE[:4], HOSTILE[4:])):
        players = dict(zip(SEATS, names, strict=True))
        (records / f"match-2025010{number + 1}-100000.json").write_text(dumps(match, 1, players))
    (records / "[@click=app.screenshot('x.txt')]r[b].json").write_text(dumps(match, 1))
    (records / "\x1b]2;PWNED\x07\u202e.json").write_text("[/] not JSON")
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_records(pilot)
        assert len(screen.rows) == 4
        for index in range(4):
            screen.query_one("#record-list").index = index  # type: ignore[attr-defined]
            await settle(pilot)
            text = assert_drawn_safely(app)
        assert "[@click=app.screenshot('x.txt')]r[b].json" in text
        await click_everywhere(app, pilot, "#record-detail")
        readable = [n for n, f in enumerate(screen.files) if screen.rows[f.path].record]
        assert len(readable) == 3
        for index in readable:
            screen.query_one("#record-list").index = index  # type: ignore[attr-defined]
            await press(pilot, "enter")
            assert isinstance(app.screen, ReplayScreen)
            assert_drawn_safely(app)
            if index == readable[0]:
                await click_everywhere(app, pilot, "SeatBox, #banner")
            await press(pilot, "right", "right", "end")
            assert_drawn_safely(app)
            await press(pilot, "escape")
    assert screenshots == []


async def test_settings_names(
    app_factory: AppFactory, tmp_path: Path, screenshots: list[tuple[object, ...]]
) -> None:
    config = tmp_path / "config"
    SettingsStore(config, fixed_clock).save(Settings(humans=4, names=HOSTILE[:4]))
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.settings.names == HOSTILE[:4]
        await press(pilot, "s")
        assert isinstance(app.screen, SettingsScreen)
        text = assert_drawn_safely(app)
        assert "[b]Noura" in text
        await press(pilot, "escape")
        await press(pilot, "h", "4")  # hot-seat, four people
        assert isinstance(app.screen, PrivacyScreen)
        assert_drawn_safely(app)
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        assert_drawn_safely(app)
        assert [box.region.width > 0 for box in app.screen.query(SeatBox)]
    assert screenshots == []


async def test_match_end_names(
    app_factory: AppFactory, screenshots: list[tuple[object, ...]]
) -> None:
    """Three people on both teams: the match end names the winners."""
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        table = make_table(3, (CLICK, "[/]", "Sara\x1b]2;PWNED\x07"))
        controller = baloot_driver(MatchSetup(2, table), match=short_match_won())
        app.push_screen(end_screen(controller))
        await settle(pilot)
        assert_drawn_safely(app)
        await click_everywhere(app, pilot, "#end-title")
    assert screenshots == []
