"""The Belot save in the one store: written atomically beside Baloot's, read back, bad files
moved aside."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import pytest

from baloot_tui.core.game import TableEvent
from baloot_tui.core.table import make_table
from baloot_tui.games.belot.game import BELOT
from baloot_tui.games.belot.rules.actions import Action
from baloot_tui.games.belot.rules.match import BelotMatch
from baloot_tui.games.belot.rules.view import BelotView
from baloot_tui.play.driver import MatchDriver, MatchSetup
from baloot_tui.store.files import SaveFailed
from baloot_tui.store.saves import SAVE_NAME as BALOOT_SAVE
from baloot_tui.store.saves import SaveStore

SAVE_NAME = "belot-current.json"
"""The Belot save's name (players' folders hold it: it never changes)."""
TABLE_NAME = "belot-current.table.json"


def clock() -> datetime:
    return datetime(2026, 1, 2, 3, 4, 5)


def belot_saves(folder: Path, read_only: str | None = None) -> SaveStore:
    return SaveStore(folder, clock, read_only=read_only, game="belot")


def played(steps: int, seed: int = 2) -> MatchDriver[BelotMatch, Action, BelotView, TableEvent]:
    driver = MatchDriver(BELOT, MatchSetup(seed, make_table(0)))
    for _ in range(steps):
        if driver.is_over:
            break
        if driver.needs_deal:
            driver.deal_next()
        else:
            driver.play_bot_turn()
    return driver


def test_a_saved_match_reads_back_with_its_seats(tmp_path: Path) -> None:
    saves = belot_saves(tmp_path)
    driver = played(40)
    saves.save(driver.match, driver.seed, driver.table)
    assert not (tmp_path / BALOOT_SAVE).exists()  # Baloot's save is left alone
    data = json.loads((tmp_path / SAVE_NAME).read_text())
    assert data["game"] == "belot" and data["version"] == 2 and data["seed"] == 2
    loaded = saves.read()
    assert loaded.notices == ()
    assert loaded.value is not None
    assert loaded.value.match == driver.match and loaded.value.table == driver.table


def test_a_finished_match_becomes_a_belot_record(tmp_path: Path) -> None:
    saves = belot_saves(tmp_path)
    driver = played(10_000)
    assert driver.is_over
    saves.save(driver.match, driver.seed, driver.table)
    assert not saves.has_save() and not (tmp_path / TABLE_NAME).exists()
    kept = list((tmp_path / "records").glob("match-20260102-030405-seed2.json"))
    assert len(kept) == 1 and '"game": "belot"' in kept[0].read_text()


def test_a_bad_seat_file_is_moved_aside_and_the_seats_rebuilt(tmp_path: Path) -> None:
    saves = belot_saves(tmp_path)
    driver = played(30)
    saves.save(driver.match, driver.seed, driver.table)
    (tmp_path / TABLE_NAME).write_text("{not json")
    loaded = saves.read()
    assert loaded.value is not None and loaded.value.match == driver.match
    assert any("moved aside" in notice for notice in loaded.notices)
    assert list(tmp_path.glob(f"{TABLE_NAME}.*.bad"))


def test_setting_aside_keeps_the_unfinished_match(tmp_path: Path) -> None:
    saves = belot_saves(tmp_path)
    driver = played(30)
    saves.save(driver.match, driver.seed, driver.table)
    kept = saves.archive_unfinished()
    assert kept is not None and kept.parent == tmp_path / "records"
    assert not saves.has_save()


def test_the_save_paths_are_the_games_own(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, clock)
    assert store.save_path == tmp_path / BALOOT_SAVE
    assert store.for_game("belot").save_path == tmp_path / SAVE_NAME
    assert store.for_game("belot").table_path == tmp_path / TABLE_NAME


def test_a_read_only_store_never_writes_or_moves(tmp_path: Path) -> None:
    (tmp_path / SAVE_NAME).write_text("{broken")
    saves = belot_saves(tmp_path, "another baloot is using it")
    loaded = saves.read()
    assert loaded.value is None and "left as it is" in loaded.notices[0]
    assert (tmp_path / SAVE_NAME).exists()
    driver = played(5)
    with pytest.raises(SaveFailed, match="another baloot"):
        saves.save(driver.match, driver.seed, driver.table)
