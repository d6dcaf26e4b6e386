"""The privacy walk: during a hot-seat match no screen draws a hand that is not the viewer's.

Two people play South and North. At the privacy screen nothing may be opened
(palette, menu, Records, Learn, Settings, rules, the table's keys); at the table,
every command of the palette is run in turn and what each screen draws is checked
for the cards of the other hands.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from textual.command import CommandPalette

from baloot_tui.core.cards import Card
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.rules.record import dumps
from baloot_tui.games.baloot.tui.dialogs import HandSummary
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.replay import ReplayScreen
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from baloot_tui.tui.screens.menu import NewMatchConfirm, StartMenu
from baloot_tui.tui.screens.records import RecordsScreen
from baloot_tui.tui.screens.table import FeltScreen, TableScreen
from tests.ui.ui_kit import (
    AppFactory,
    controller_of,
    dismiss_privacy,
    felt_of,
    press,
    screen_text,
    settle,
    table_of,
)

SIZE = (120, 40)
BLOCKED_KEYS = (
    "ctrl+p", "escape", "r", "l", "s", "h", "p", "c", "m", "q", "question_mark", "f1", "1", "5",
    "tab", "ctrl+s", "left", "down", "plus",
)  # fmt: skip
"""Keys that open something or act somewhere in the app; none may work at the privacy screen."""
NOT_RUN = {"Quit", "Screenshot"}
"""Palette commands the walk leaves out: quitting ends it, a screenshot writes a file."""
MATCH_SCREENS = (TableScreen, PrivacyScreen, HandSummary, RecordsScreen, NewMatchConfirm, StartMenu)
"""Screens that could draw the match; the others (lessons, rules, settings) have no match
to draw and may show example cards, so only their type is checked."""


def label(card: Card) -> str:
    return f"{card.rank.label}{card.suit.symbol}"


def the_table(app: BalootApp) -> TableScreen | None:
    return next((s for s in app.screen_stack if isinstance(s, TableScreen)), None)


def hidden_cards(app: BalootApp) -> set[str]:
    """The labels of the cards no one at the screen may see: every hand but the viewer's.

    Without a table on the stack (the menu) every hand of the saved match is hidden.
    """
    table = the_table(app)
    if table is not None:
        match, viewer = table.driver.match, table.viewer
    else:
        saved = app.store.load()
        assert saved is not None
        match, viewer = saved.match, None
    hand = match.current
    if hand is None:
        return set()
    seats = [s for s in SEATS if s is not viewer]
    return {label(c) for s in seats for c in hand.hands[s]} - {label(hand.face_card)}


def assert_private(app: BalootApp, where: str) -> None:
    """Nothing on the top screen shows a card of a hand that is not the viewer's."""
    assert not any(isinstance(s, ReplayScreen) for s in app.screen_stack), where
    screen = app.screen
    table = the_table(app)
    snap = None if table is None else felt_of(app).snap
    if table is not None and snap is not None:
        shown = set(snap.visible_hands)
        assert shown <= ({table.viewer} if table.viewer is not None else set()), where
    if isinstance(screen, MATCH_SCREENS):
        text = screen_text(app)
        drawn = {card for card in hidden_cards(app) if card in text}
        assert not drawn, f"{where}: {type(screen).__name__} draws {drawn}"
    else:
        assert not isinstance(screen, FeltScreen), where
    if isinstance(screen, RecordsScreen):
        assert all(f.path.parent.name == "records" for f in screen.files), where


def keep_a_record(folder: Path) -> None:
    """An older match in Records, so the list is not empty."""
    records = folder / "records"
    records.mkdir(parents=True)
    match = new_match().deal_random(random.Random(9))
    (records / "match-20240101-100000-seed9.json").write_text(dumps(match, 9))


async def test_the_privacy_screen_blocks_everything_but_ready_and_quit(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    keep_a_record(tmp_path / "data")
    app = app_factory(start="play", humans=2)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        privacy = app.screen
        assert isinstance(privacy, PrivacyScreen)
        stack = list(app.screen_stack)
        for key in BLOCKED_KEYS:
            await press(pilot, key)
            assert app.screen_stack == stack, f"{key} opened {type(app.screen).__name__}"
            assert not any(isinstance(s, CommandPalette) for s in app.screen_stack), key
            assert table_of(app).viewer is None, key
            assert_private(app, f"privacy screen after {key}")
        assert "I am ready" in screen_text(app)
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen) and table_of(app).viewer is not None
        assert app.use_command_palette
        while controller_of(app).to_act is table_of(app).viewer:
            await press(pilot, "1")
        assert isinstance(app.screen, PrivacyScreen)
        await press(pilot, "ctrl+q")
    assert (tmp_path / "data" / "current.json").exists()


async def back_to_the_table(app: BalootApp, pilot: object) -> None:
    """Continue the saved match and pass the keyboard to whoever is to act."""
    app.open_game("baloot", "resume")
    await settle(pilot)  # type: ignore[arg-type]
    assert_private(app, "resumed")
    await dismiss_privacy(pilot)  # type: ignore[arg-type]
    assert isinstance(app.screen, TableScreen)


@pytest.mark.slow
async def test_no_screen_reachable_in_a_hot_seat_match_draws_another_hand(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    keep_a_record(tmp_path / "data")
    app = app_factory(start="play", humans=2)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert_private(app, "start")
        await dismiss_privacy(pilot)
        assert_private(app, "table")
        table = app.screen
        assert isinstance(table, TableScreen) and table.viewer in (Seat.SOUTH, Seat.NORTH)
        hand = table.driver.match.current
        assert hand is not None and hidden_cards(app)
        own = {label(c) for c in hand.hands[table.viewer]}
        assert all(card in screen_text(app) for card in own), "the check must see drawn cards"
        commands = [c for c in app.get_system_commands(app.screen) if c.title not in NOT_RUN]
        titles = [c.title for c in commands]
        assert {"Records", "Learn", "Settings", "Rules", "Main menu"} <= set(titles)
        for title in titles:
            await back_to_the_table(app, pilot)
            offered = {c.title: c for c in app.get_system_commands(app.screen)}
            offered[title].callback()
            await settle(pilot)
            assert_private(app, title)
            if isinstance(app.screen, StartMenu):
                for key in ("r", "escape", "l", "escape", "question_mark", "escape"):
                    await press(pilot, key)
                    assert_private(app, f"{title} then {key}")
        await back_to_the_table(app, pilot)
        await press(pilot, "escape")
        await press(pilot, "r")
        assert isinstance(app.screen, RecordsScreen)
        await press(pilot, "enter")
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.loaded.seed == 9  # the older match, never the one in progress
