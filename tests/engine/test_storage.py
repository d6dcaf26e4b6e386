"""Saves, records and settings on disk: durable writes, resume, unreadable files moved aside."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from baloot_tui.core.seats import Seat
from baloot_tui.core.table import make_table
from baloot_tui.store.files import SEATS_FILE, Loaded, read_json
from baloot_tui.store.saves import SaveError, SaveStore, table_from_data, table_to_json
from baloot_tui.store.settings import SETTINGS_VERSION, Settings, SettingsStore
from tests.engine.files_kit import finished_match, fixed_clock, some_match


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, fixed_clock)
    table = make_table(2, ["Khalid", "Sara"])
    match = some_match()
    store.start(table)
    store.save(match, 3, table)
    loaded = store.read()
    assert loaded.notices == ()
    assert loaded.value is not None
    assert (loaded.value.match, loaded.value.seed, loaded.value.table) == (match, 3, table)
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_no_save_loads_as_none(tmp_path: Path) -> None:
    assert SaveStore(tmp_path, fixed_clock).read() == Loaded(None)


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
    loaded = store.read()
    assert loaded.value is None
    (message,) = loaded.notices
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
        assert store.read().value is None
    kept = sorted(p.read_text() for p in tmp_path.glob("current.json.*.bad"))
    assert kept == ["bad one", "bad two"]


def test_a_finished_match_becomes_a_record_and_the_save_goes(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, fixed_clock)
    table = make_table(1)
    store.start(table)
    store.save(some_match(), 4, table)
    store.save(finished_match(), 4, table)
    assert not store.has_save() and not store.table_path.exists()
    kept = sorted(path.name for path in store.records_dir.iterdir())
    # the record, and its seats beside it for the statistics' bot levels
    assert kept == [".match-20250102-030405-seed4.seats.json", "match-20250102-030405-seed4.json"]


def test_a_missing_seat_file_is_rebuilt_from_the_names_and_told(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, fixed_clock)
    table = make_table(1, ["Huda"])
    store.save(some_match(), 3, table)
    store.table_path.unlink()
    loaded = store.read()
    assert loaded.value is not None
    assert loaded.value.table == table
    (notice,) = loaded.notices
    assert "current.table.json: missing; seats rebuilt" in notice
    assert notice.endswith("people at S, medium bots at E and N and W; check who plays")


def test_the_legacy_load_raises_save_error_for_a_refused_save(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, fixed_clock)
    store.save_path.write_text("{")
    with pytest.raises(SaveError, match=r"current\.json: not valid JSON.*moved aside"):
        store.load()
    assert store.load() is None


def test_table_json_round_trip(tmp_path: Path) -> None:
    table = make_table(3, ["A", "B"])
    path = tmp_path / "seats.json"
    path.write_text(table_to_json(table))
    assert table_from_data(read_json(path, SEATS_FILE)) == table


def test_settings_round_trip(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    assert store.read() == Loaded(Settings())
    settings = (
        Settings(bot_delay=0.2, humans=2, names=("Ali", "Mona"), theme="light", arabic="latin")
        .with_preset("baloot", "jawaker")
        .with_flag("baloot", "kaboot_multiplied", False)
    )
    store.save(settings)
    assert store.read() == Loaded(settings)
    assert not store.read().value.rules_of("baloot").kaboot_multiplied


def test_setting_a_flag_back_to_the_preset_drops_it() -> None:
    settings = Settings().with_flag("baloot", "partner_exemption", False)
    assert settings.house_of("baloot").flags == (("partner_exemption", False),)
    assert settings.with_flag("baloot", "partner_exemption", True) == Settings()


@pytest.mark.parametrize(
    "content",
    [
        "nonsense",
        '{"format": "baloot-tui/settings", "version": 1, "humans": 9}',
        '{"format": "baloot-tui/settings", "version": 1, "flags": {"no_such_flag": true}}',
        '{"format": "baloot-tui/settings", "version": 1, "theme": "pink"}',
        '{"format": "baloot-tui/settings", "version": 1, "future": 1}',
        '{"format": "baloot-tui/settings", "version": 2, "seating": "diagonal"}',
        '{"format": "baloot-tui/settings", "version": 2, "coach": "yes"}',
        '{"format": "baloot-tui/settings", "version": 3, "arabic": "rtl"}',
        '{"format": "baloot-tui/settings", "version": 4, "arabic_chosen": "yes"}',
        '{"format": "baloot-tui/settings", "version": 4, "language": "fr"}',
        '{"format": "baloot-tui/settings", "version": 0}',
        '{"format": "baloot-tui/settings"}',
    ],
)
def test_unreadable_settings_are_moved_aside(tmp_path: Path, content: str) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text(content)
    loaded = store.read()
    assert loaded.value == Settings()
    (notice,) = loaded.notices
    assert notice.startswith(str(store.path)) and notice.endswith("using the default settings)")
    assert (tmp_path / "settings.json.20250102-030405.bad").read_text() == content
    assert store.read() == Loaded(Settings())


def test_settings_keep_a_newer_versions_keys(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text(
        '{"format": "baloot-tui/settings", "version": 7, "future": 1, "humans": 2,'
        ' "flags": {"sira_rule": "x", "match_target": 300}, "levels": {"S": "hard", "Z": 1}}'
    )
    loaded = store.read()
    assert loaded.notices == ()
    settings = loaded.value
    assert (settings.humans, settings.levels[0], settings.rules_of("baloot").match_target) == (
        2,
        "hard",
        300,
    )
    store.save(dataclasses.replace(settings, humans=3))
    written = json.loads(store.path.read_text())
    assert written["version"] == 7 and written["future"] == 1 and written["humans"] == 3
    assert written["flags"] == {"sira_rule": "x", "match_target": 300}
    assert written["levels"]["Z"] == 1 and written["levels"]["S"] == "hard"


def test_version_1_settings_are_read_and_written_back_as_the_current_version(
    tmp_path: Path,
) -> None:
    """Version 2 added where two people sit and the coach's on/off, version 3 the Arabic mode,
    version 4 whether the Arabic mode was chosen and the interface's language, version 5 the
    Belot preset, version 6 the names' genders."""
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text('{"format": "baloot-tui/settings", "version": 1, "humans": 2}')
    loaded = store.read()
    assert loaded.notices == ()
    assert (loaded.value.humans, loaded.value.seating, loaded.value.coach) == (2, "partners", False)
    store.save(dataclasses.replace(loaded.value, seating="opponents", coach=True))
    written = json.loads(store.path.read_text())
    assert (written["version"], written["seating"], written["coach"]) == (5, "opponents", True)
    assert (written["arabic"], written["arabic_chosen"]) == ("auto", False)
    assert written["language"] == "auto"
    again = store.read().value
    assert (again.seating, again.coach) == ("opponents", True)
    assert again.table().humans == (Seat.SOUTH, Seat.EAST)


@pytest.mark.parametrize(
    ("stored", "chosen"),
    [
        # Before version 4 only a person (Settings, or by hand) wrote a mode other than auto.
        ('"version": 3, "arabic": "visual"', True),
        ('"version": 3, "arabic": "auto"', False),
        ('"version": 3', False),
        ('"version": 4, "arabic": "auto", "arabic_chosen": true', True),
        ('"version": 4, "arabic": "latin", "arabic_chosen": false', False),
    ],
)
def test_whether_the_arabic_mode_was_chosen(tmp_path: Path, stored: str, chosen: bool) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text(f'{{"format": "baloot-tui/settings", {stored}}}')
    loaded = store.read()
    assert loaded.notices == () and loaded.value.arabic_chosen is chosen
    store.save(loaded.value)
    assert json.loads(store.path.read_text())["arabic_chosen"] is chosen


def test_version_3_settings_get_the_language_from_the_locale_and_keep_it_when_chosen(
    tmp_path: Path,
) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text('{"format": "baloot-tui/settings", "version": 3, "arabic": "visual"}')
    loaded = store.read()
    assert loaded.notices == () and loaded.value.language == "auto"
    store.save(dataclasses.replace(loaded.value, language="ar"))
    assert store.read().value == dataclasses.replace(loaded.value, language="ar")


def test_the_names_genders_are_kept_and_only_a_gender_given_makes_version_6(
    tmp_path: Path,
) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.save(Settings(names=("Sara", "Omar"), genders=("neutral", "neutral")))
    written = json.loads(store.path.read_text())
    assert written["version"] == 5 and "genders" not in written
    store.save(Settings(names=("Sara", "Omar"), genders=("female", "male")))
    written = json.loads(store.path.read_text())
    assert written["version"] == SETTINGS_VERSION == 6
    assert written["genders"] == ["female", "male"]
    assert store.read().value.genders == ("female", "male")
    store.path.write_text(
        '{"format": "baloot-tui/settings", "version": 6, "genders": ["she"]}', encoding="utf-8"
    )
    assert store.read().notices  # a gender must be neutral, female or male
