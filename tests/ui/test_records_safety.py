"""The Records screen against bad files: each one a row with its problem, the app responsive.

The folder is read by a thread worker through the bounded reader, so a FIFO, a
folder, a symlink loop, a huge or sparse file, deep JSON or bad UTF-8 costs its
row only; Esc and Ctrl+Q work while records are still being read.
"""

from __future__ import annotations

import os
import random
import threading
from pathlib import Path

from textual.widgets import Static

from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.rules.record import dumps
from baloot_tui.store.records import GameRecord, open_record
from baloot_tui.tui.replay import ReplayScreen
from baloot_tui.tui.screens.menu import StartMenu
from baloot_tui.tui.screens.records import MAX_LISTED, RecordsScreen
from tests.ui.ui_kit import AppFactory, messages, open_records, settle, told

SIZE = (100, 40)

BAD_FILES = {
    "fifo.json": "not a regular file (a FIFO)",
    "folder.json": "not a regular file (a folder)",
    "loop.json": "is a symbolic link loop",
    "sparse.json": "larger than a record may be",
    "deep.json": "nested deeper than 8 levels",
    "latin1.json": "not UTF-8 text",
    "list.json": "a record is a JSON object",
    "empty.json": "not valid JSON",
}
"""Each bad file and a piece of the one-line problem its row shows."""


def write_bad_files(records: Path) -> None:
    records.mkdir(parents=True)
    os.mkfifo(records / "fifo.json")
    (records / "folder.json").mkdir()
    os.symlink(records / "loop.json", records / "loop.json")
    with open(records / "sparse.json", "wb") as sparse:
        sparse.truncate(200 << 20)  # 200 MB of nothing, beyond the 32 MB a record may be
    (records / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (records / "latin1.json").write_bytes(b'{"players": {"S": "Sa\xefd"}}')
    (records / "list.json").write_text("[1, 2, 3]")
    (records / "empty.json").write_text("")


def a_record() -> str:
    match = new_match().deal_random(random.Random(4))
    hand = match.current
    assert hand is not None
    return dumps(match.apply(hand.legal_actions()[0]), 4)


async def test_every_bad_file_is_a_row_with_its_problem(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    records = tmp_path / "data" / "records"
    write_bad_files(records)
    (records / "match-20250101-100000-seed4.json").write_text(a_record())
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_records(pilot)
        assert len(screen.rows) == len(BAD_FILES) + 1
        for index, record in enumerate(screen.files):
            row = screen.rows[record.path]
            label = str(screen.query_one(f"#record-label-{index}", Static).render())
            if record.path.name.startswith("match-"):
                assert (
                    row.record is not None
                    and "South and North 0, East and West 0, unfinished" in label
                )
                continue
            assert row.record is None and row.problem is not None
            assert "\n" not in row.problem
            assert BAD_FILES[record.path.name] in row.problem, row.problem
            assert "✗" in label
            assert "moved aside" in row.problem and not os.path.lexists(record.path)
        kept = {p.name.split(".json.")[0] for p in records.iterdir() if p.name.endswith(".bad")}
        assert kept == {name.removesuffix(".json") for name in BAD_FILES}
        good = next(i for i, f in enumerate(screen.files) if f.path.name.startswith("match-"))
        await pilot.press(*["down"] * good, "enter")
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("escape", "up" if good else "down", "enter")
        await settle(pilot)
        assert app.screen_stack[-1] is screen
        assert any("Record not opened" in n.title for n in told(app))


async def test_esc_and_ctrl_q_work_while_records_are_read(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    records = tmp_path / "data" / "records"
    records.mkdir(parents=True)
    for day in range(1, 4):
        (records / f"match-2025010{day}-100000.json").write_text(a_record())
    started, release = threading.Event(), threading.Event()

    def slow(path: Path) -> GameRecord:
        started.set()
        release.wait(timeout=30)
        return open_record(path)

    app = app_factory(start="menu")
    try:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            app.push_screen(RecordsScreen(app.store, slow))
            await pilot.pause()
            assert started.wait(timeout=10)
            screen = app.screen
            assert isinstance(screen, RecordsScreen)
            assert len(screen.files) == 3 and screen.rows == {}
            await pilot.press("enter")  # a row still being read only says so
            await pilot.pause()
            assert app.screen is screen
            assert any("still being read" in m for m in messages(app))
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, StartMenu)
            app.push_screen(RecordsScreen(app.store, slow))
            await pilot.pause()
            await pilot.press("ctrl+q")
            await pilot.pause()
            assert not app.is_running
    finally:
        release.set()


async def test_a_crowded_folder_lists_the_newest(app_factory: AppFactory, tmp_path: Path) -> None:
    records = tmp_path / "data" / "records"
    records.mkdir(parents=True)
    for number in range(MAX_LISTED + 20):
        (records / f"r{number:04}.json").write_text("[]")
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_records(pilot)
        assert len(screen.files) == MAX_LISTED
        note = str(screen.query_one("#records-note", Static).render())
        assert f"The newest {MAX_LISTED} are listed; 20 older ones are not." in note
