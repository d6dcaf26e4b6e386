"""The records screen: newest first, read in a worker, summed up per row, opened in the viewer."""

from __future__ import annotations

import os
import random
from datetime import datetime
from pathlib import Path

import pytest
from textual.widgets import ListView, Static

from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.record import dumps
from baloot_tui.store.records import GameRecord, kept_label, open_record
from baloot_tui.tui.replay import ReplayScreen
from baloot_tui.tui.screens.menu import StartMenu
from baloot_tui.tui.screens.records import RecordsScreen
from tests.engine.files_kit import finished_match
from tests.ui.ui_kit import AppFactory, messages, open_records, settle

SIZE = (80, 24)


def played(actions: int, seed: int) -> MatchState:
    """A dealt match with its first ``actions`` legal actions taken."""
    match = new_match().deal_random(random.Random(seed))
    for _ in range(actions):
        hand = match.current
        assert hand is not None
        match = match.apply(hand.legal_actions()[0])
    return match


def write_records(folder: Path) -> None:
    records = folder / "records"
    records.mkdir(parents=True)
    players = {Seat.SOUTH: "Sara", Seat.NORTH: "Nasser"}
    (records / "match-20250101-100000-seed3.json").write_text(dumps(played(4, 3), 3, players))
    (records / "unfinished-20250102-090000.json").write_text(dumps(played(2, 5), 5))
    (records / "broken.json").write_text("{ not a record")
    kept_long_ago = datetime(2024, 1, 1).timestamp()  # listed by when kept: oldest last
    os.utime(records / "broken.json", (kept_long_ago, kept_long_ago))


@pytest.mark.parametrize(
    ("name", "label"),
    [
        ("match-20250101-100000-seed3.json", "Finished match · 2025-01-01 10:00"),
        ("unfinished-20250102-090000-1.json", "Unfinished match (set aside) · 2025-01-02 09:00"),
        ("mine.json", "mine.json"),
    ],
)
def test_record_names_are_made_readable(name: str, label: str) -> None:
    assert kept_label(Path(name)) == label


async def test_no_records_says_so(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("r", "enter")
        await settle(pilot)
        assert isinstance(app.screen, RecordsScreen)
        assert "No records yet" in str(app.screen.query_one("#records-note", Static).render())
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)


async def test_records_open_in_the_viewer_by_keys(app_factory: AppFactory, tmp_path: Path) -> None:
    write_records(tmp_path / "data")
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_records(pilot)
        assert [f.path.name for f in screen.files] == [
            "unfinished-20250102-090000.json",
            "match-20250101-100000-seed3.json",
            "broken.json",
        ]
        detail = screen.query_one("#record-detail", Static)
        second = screen.query_one("#record-label-1", Static)
        assert "Sara (S), Nasser (N) · Sara and Nasser 0, East and West 0, unfinished" in str(
            second.render()
        )
        assert "✗ broken.json: " in str(screen.query_one("#record-label-2", Static).render())
        await pilot.press("down")
        await settle(pilot)
        assert "Sara (South), Nasser (North)" in str(detail.render())
        await pilot.press("enter")
        await settle(pilot)
        viewer = app.screen
        assert isinstance(viewer, ReplayScreen) and viewer.loaded.seed == 3
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is screen
        await pilot.press("down", "enter")
        await settle(pilot)
        assert app.screen is screen
        assert "Cannot be replayed" in str(detail.render())
        assert any("broken.json" in m for m in messages(app))


async def test_a_record_opens_with_a_click(app_factory: AppFactory, tmp_path: Path) -> None:
    write_records(tmp_path / "data")
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert await pilot.click("#records")
        await settle(pilot)
        assert await pilot.click("#record-1 > Label")
        await settle(pilot)
        viewer = app.screen
        assert isinstance(viewer, ReplayScreen) and viewer.loaded.seed == 3
        assert app.screen_stack[-2].query_one("#record-list", ListView).index == 1


async def test_the_match_in_progress_is_never_listed(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    """Its replay would show every hand face up: it is continued from the menu, never replayed."""
    write_records(tmp_path / "data")
    app = app_factory(start="play")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert (tmp_path / "data" / "current.json").exists()
        await pilot.press("escape", "r")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, RecordsScreen)
        assert all(f.path.parent.name == "records" for f in screen.files)
        assert len(screen.files) == 3


async def test_an_opened_record_is_not_read_again(app_factory: AppFactory, tmp_path: Path) -> None:
    write_records(tmp_path / "data")
    reads: list[Path] = []

    def counting(path: Path) -> GameRecord:
        reads.append(path)
        return open_record(path)

    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.push_screen(RecordsScreen(app.store, counting))
        await settle(pilot)
        assert len(reads) == 3
        await pilot.press("down", "enter")
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen) and app.screen.loaded.seed == 3
        assert len(reads) == 3


async def test_a_finished_record_says_when_who_the_final_score_and_the_winner(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    records = tmp_path / "data" / "records"
    records.mkdir(parents=True)
    finished = finished_match()
    players = {Seat.SOUTH: "Sara", Seat.EAST: "Huda", Seat.NORTH: "Nasser", Seat.WEST: "Omar"}
    (records / "match-20250103-120000-seed4.json").write_text(dumps(finished, 4, players))
    ns, ew = finished.scores
    winner = "Sara and Nasser" if finished.winner is Team.NORTH_SOUTH else "Huda and Omar"
    app = app_factory(start="menu")
    async with app.run_test(size=(160, 24)) as pilot:
        screen = await open_records(pilot)
        row = str(screen.query_one("#record-label-0", Static).render())
        assert "Finished match · 2025-01-03 12:00" in row
        assert row.count("2025-01-03 12:00") == 1, "the date once"
        assert (
            "Baloot · Sara (S), Huda (E), Nasser (N), Omar (W) · "
            f"Sara and Nasser {ns}, Huda and Omar {ew}, {winner} won"
        ) in row
        detail = str(screen.query_one("#record-detail", Static).render())
        assert f"Winner: {winner}" in detail and f"{len(finished.hands)} hands played" in detail
