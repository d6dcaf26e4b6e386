"""Saves, records and settings on disk: atomic writes, resume, unreadable files moved aside."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

import pytest

from baloot_tui.engine.config import Settings, SettingsStore
from baloot_tui.engine.seats import make_table
from baloot_tui.engine.storage import SaveError, SaveStore, table_from_json, table_to_json
from baloot_tui.rules.match import MatchState, new_match
from baloot_tui.rules.seats import Seat


def fixed_clock() -> datetime:
    return datetime(2025, 1, 2, 3, 4, 5)


def some_match(seed: int = 3, actions: int = 6) -> MatchState:
    rng = random.Random(seed)
    match = new_match().deal_random(rng)
    for _ in range(actions):
        match = match.apply(match.legal_actions()[-1])
    return match


def finished_match(seed: int = 4) -> MatchState:
    rng = random.Random(seed)
    match = new_match()
    while not match.is_over:
        match = (
            match.deal_random(rng)
            if match.needs_deal
            else match.apply(rng.choice(match.legal_actions()))
        )
    return match


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, fixed_clock)
    table = make_table(2, ["Khalid", "Sara"])
    match = some_match()
    store.start(table)
    store.save(match, 3, table)
    loaded = store.load()
    assert loaded is not None
    assert (loaded.match, loaded.seed, loaded.table) == (match, 3, table)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_no_save_loads_as_none(tmp_path: Path) -> None:
    assert SaveStore(tmp_path, fixed_clock).load() is None


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "someone-else", "hands": []}', "format"),
        ("[1, 2, 3]", "JSON object"),
        (b"\xff\xfe\x00bad".decode("latin-1"), ""),
    ],
)
def test_a_corrupt_or_foreign_save_is_moved_aside_with_a_message(
    tmp_path: Path, content: str, problem: str
) -> None:
    store = SaveStore(tmp_path, fixed_clock)
    store.save_path.write_text(content, encoding="latin-1")
    with pytest.raises(SaveError) as caught:
        store.load()
    message = str(caught.value)
    assert "current.json" in message and problem in message
    assert "\n" not in message
    assert not store.save_path.exists()
    moved = tmp_path / "current.json.20250102-030405.bad"
    assert moved.read_text(encoding="latin-1") == content
    assert moved.name in message


def test_moving_aside_twice_keeps_both_files(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, fixed_clock)
    for text in ("bad one", "bad two"):
        store.save_path.write_text(text)
        with pytest.raises(SaveError):
            store.load()
    kept = sorted(p.read_text() for p in tmp_path.glob("current.json.*.bad"))
    assert kept == ["bad one", "bad two"]


def test_a_finished_match_becomes_a_record_and_the_save_goes(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, fixed_clock)
    table = make_table(1)
    store.start(table)
    store.save(some_match(), 4, table)
    store.save(finished_match(), 4, table)
    assert not store.has_save() and not store.table_path.exists()
    (kept,) = store.records_dir.iterdir()
    assert kept.name == "match-20250102-030405-seed4.json"


def test_a_missing_seat_file_defaults_to_one_human(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, fixed_clock)
    table = make_table(1, ["Huda"])
    store.save(some_match(), 3, table)
    store.table_path.unlink()
    loaded = store.load()
    assert loaded is not None
    assert loaded.table.humans == (Seat.SOUTH,)
    assert loaded.table[Seat.SOUTH].name == "Huda"


def test_table_json_round_trip() -> None:
    table = make_table(3, ["A", "B"])
    assert table_from_json(table_to_json(table)) == table


def test_settings_round_trip(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    assert store.load() == Settings()
    settings = Settings(
        preset="jawaker", bot_delay=0.2, humans=2, names=("Ali", "Mona"), theme="light"
    ).with_flag("kaboot_multiplied", False)
    store.save(settings)
    assert store.load() == settings
    assert not store.load().rules().kaboot_multiplied


def test_setting_a_flag_back_to_the_preset_drops_it() -> None:
    settings = Settings().with_flag("partner_exemption", False)
    assert settings.flags == (("partner_exemption", False),)
    assert settings.with_flag("partner_exemption", True).flags == ()


@pytest.mark.parametrize(
    "content",
    [
        "nonsense",
        '{"format": "baloot-tui/settings", "humans": 9}',
        '{"format": "baloot-tui/settings", "flags": {"no_such_flag": true}}',
        '{"format": "baloot-tui/settings", "theme": "pink"}',
    ],
)
def test_unreadable_settings_are_moved_aside(tmp_path: Path, content: str) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text(content)
    with pytest.raises(SaveError, match=r"settings\.json"):
        store.load()
    assert (tmp_path / "settings.json.20250102-030405.bad").read_text() == content
    assert store.load() == Settings()


def test_settings_keep_unknown_keys_from_newer_versions(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text('{"format": "baloot-tui/settings", "future": 1}')
    settings = store.load()
    store.save(settings)
    assert '"future": 1' in store.path.read_text()
