"""Saves, seat files, settings and progress written before the store was one keep their bytes.

The files under ``store_files/`` were written by the stores of version 0.x as they
stood before the two games shared one store (a Baloot save with undo counts and
Arabic names, a Belot save, a changed and a default settings file, a progress
file). Each is pinned by its SHA-256, read by today's store and written back: the
bytes must come out the same, so a player's files survive the upgrade untouched.
"""

from __future__ import annotations

import hashlib
import shutil
from datetime import datetime
from pathlib import Path

import pytest

from baloot_tui.store.progress import ProgressStore
from baloot_tui.store.saves import SaveStore
from baloot_tui.store.settings import SettingsStore

FILES = Path(__file__).parent / "store_files"
PINNED = {
    "baloot/current.json": "dd920674ad3c6b0b45ad32dce6b3361afd289f81dc2828dd77b56fb4940f0859",
    "baloot/current.table.json": "a94127c162cfb423dd5f1fb4616a08caf326d1d34c2e3396f809ee99e0f5789b",
    "belot/belot-current.json": "e60ddb44c4aa1032c81639cf48713840aa5be4986f3334424ce5edd3433f6b86",
    "belot/belot-current.table.json": (
        "a94127c162cfb423dd5f1fb4616a08caf326d1d34c2e3396f809ee99e0f5789b"
    ),
    "custom/settings.json": "ab2232daec448514a5c8826d5ea6d8958bf2edecbddedfc6e82d4a3f0f08c741",
    "default/settings.json": "7e45522a2a7b53faaf6af3fc111c3dda91714a1381e7441d430a10ad9cf45294",
    "progress/learning.json": "7063f63c8765e12cae323c64de8328e316b4bdf3a687061cbb2b323ca38a8167",
}


def clock() -> datetime:
    return datetime(2025, 1, 2, 3, 4, 5)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("name", sorted(PINNED))
def test_the_fixtures_are_the_files_written_before(name: str) -> None:
    assert digest(FILES / name) == PINNED[name]


def copied(folder: str, tmp_path: Path) -> tuple[Path, Path]:
    """The fixture folder copied to read from, and an empty folder to write to."""
    source, target = tmp_path / "read", tmp_path / "written"
    shutil.copytree(FILES / folder, source)
    return source, target


def written_as_before(folder: str, target: Path, *names: str) -> None:
    """Each file ``target`` holds has the bytes of the pinned file of the same name."""
    for name in names:
        assert digest(target / name) == PINNED[f"{folder}/{name}"]


def test_a_baloot_save_reads_and_writes_back_the_same_bytes(tmp_path: Path) -> None:
    source, target = copied("baloot", tmp_path)
    loaded = SaveStore(source, clock).read()
    assert loaded.notices == () and loaded.value is not None
    saved = loaded.value
    assert saved.undos == {0: 2, 1: 1}
    SaveStore(target, clock).save(saved.match, saved.seed, saved.table, saved.undos)
    written_as_before("baloot", target, "current.json", "current.table.json")


def test_a_belot_save_reads_and_writes_back_the_same_bytes(tmp_path: Path) -> None:
    source, target = copied("belot", tmp_path)
    loaded = SaveStore(source, clock, game="belot").read()
    assert loaded.notices == () and loaded.value is not None
    saved = loaded.value
    SaveStore(target, clock).for_game("belot").save(saved.match, saved.seed, saved.table)
    written_as_before("belot", target, "belot-current.json", "belot-current.table.json")


@pytest.mark.parametrize("folder", ["custom", "default"])
def test_settings_read_and_write_back_the_same_bytes(folder: str, tmp_path: Path) -> None:
    source, target = copied(folder, tmp_path)
    loaded = SettingsStore(source, clock).read()
    assert loaded.notices == ()
    SettingsStore(target, clock).save(loaded.value)
    written_as_before(folder, target, "settings.json")


def test_progress_reads_and_writes_back_the_same_bytes(tmp_path: Path) -> None:
    source, target = copied("progress", tmp_path)
    loaded = ProgressStore(source, clock).read()
    assert loaded.notices == ()
    ProgressStore(target, clock).save(loaded.value)
    written_as_before("progress", target, "learning.json")
