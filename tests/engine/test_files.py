"""Hostile files for every store: refused in one line, moved aside, never blocking or raising.

Each store (settings, the save, its seat file, learning progress) and the records
list meet every class of bad file: special files (FIFO, a link to ``/dev/zero``,
a folder, a link loop, a 100 MB sparse file), malformed bytes (deep nesting,
huge numbers and strings, invalid UTF-8, duplicate keys) and values that break
the store's schema (a bool for an int, a fraction for an int, unknown versions
and keys, out-of-range values). Then the folder lock, durable writes that fail
(injected ENOSPC/EROFS/EIO) and the cleaning of stale temporary files.
"""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

from baloot_tui.core.bounded_json import JsonLimits, parse
from baloot_tui.core.errors import FileFormatError
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.rules import record
from baloot_tui.store import files
from baloot_tui.store.files import (
    RECORD,
    SETTINGS,
    FileRefused,
    FolderBusy,
    FolderLock,
    Loaded,
    SaveFailed,
    atomic_write,
    clean_stale_temps,
    read_json,
)
from baloot_tui.store.progress import Progress, ProgressStore
from baloot_tui.store.records import open_record, scan_records
from baloot_tui.store.saves import SavedMatch, SaveStore, guess_table, table_to_json
from baloot_tui.store.settings import Settings, SettingsStore
from tests.engine.files_kit import (
    BAD_FILES,
    HOT_SEAT,
    RECORDS_DIR,
    SPECIAL_FILES,
    STAMP,
    assert_moved_aside,
    assert_one_line,
    finished_match,
    fixed_clock,
    some_match,
)

# --------------------------------------------------------------------------- read_json


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("fifo", "not a regular file (a FIFO)"),
        ("char device", "not a regular file (a character device)"),
        ("directory", "not a regular file (a folder)"),
        ("symlink loop", "is a symbolic link loop"),
        ("100 MB sparse file", "100.0 MB, larger than a settings file may be (256 KB)"),
    ],
)
def test_special_files_are_refused_unread(tmp_path: Path, name: str, problem: str) -> None:
    path = tmp_path / "settings.json"
    SPECIAL_FILES[name](path)
    with pytest.raises(FileRefused) as refused:
        read_json(path, SETTINGS)
    assert refused.value.problem == problem and not refused.value.missing


def test_a_missing_file_is_refused_as_missing(tmp_path: Path) -> None:
    with pytest.raises(FileRefused) as refused:
        read_json(tmp_path / "none.json", RECORD)
    assert refused.value.missing and refused.value.problem == "does not exist"


# --------------------------------------------------------------------------- every store


def _save(tmp_path: Path) -> SaveStore:
    store = SaveStore(tmp_path, fixed_clock)
    store.start(HOT_SEAT)
    store.save(some_match(), 77, HOT_SEAT)
    return store


def _settings_case(tmp_path: Path) -> tuple[Path, Callable[[], Loaded[object]], object, str]:
    store = SettingsStore(tmp_path, fixed_clock)
    return store.path, store.read, Settings(), "using the default settings"  # type: ignore[return-value]


def _progress_case(tmp_path: Path) -> tuple[Path, Callable[[], Loaded[object]], object, str]:
    store = ProgressStore(tmp_path, fixed_clock)
    return store.path, store.read, Progress(), "learning starts afresh"  # type: ignore[return-value]


def _save_case(tmp_path: Path) -> tuple[Path, Callable[[], Loaded[object]], object, str]:
    store = _save(tmp_path)
    return store.save_path, store.read, None, "there is no match to continue"  # type: ignore[return-value]


STORES = {"settings": _settings_case, "progress": _progress_case, "save": _save_case}


@pytest.mark.parametrize("bad", sorted(BAD_FILES))
@pytest.mark.parametrize("kind", sorted(STORES))
def test_every_bad_file_is_moved_aside_with_one_line(tmp_path: Path, kind: str, bad: str) -> None:
    path, read, default, consequence = STORES[kind](tmp_path)
    if os.path.lexists(path):
        path.unlink()
    BAD_FILES[bad](path)
    loaded = read()
    assert loaded.value == default
    (notice,) = loaded.notices
    assert_one_line(notice)
    assert notice.startswith(f"{path}: ")
    assert notice.endswith(f"(moved aside to {path.name}.{STAMP}.bad; {consequence})")
    assert_moved_aside(path)
    assert read() == Loaded(default)  # the next start is clean


@pytest.mark.parametrize("bad", sorted(BAD_FILES))
def test_a_bad_seat_file_keeps_the_match_and_says_who_plays_now(tmp_path: Path, bad: str) -> None:
    store = _save(tmp_path)
    store.table_path.unlink()
    BAD_FILES[bad](store.table_path)
    loaded = store.read()
    assert loaded.value is not None and loaded.value.seed == 77
    assert loaded.value.table == HOT_SEAT  # rebuilt from the saved names: both people kept
    (notice,) = loaded.notices
    assert_one_line(notice)
    assert notice.startswith(f"{store.table_path}: ")
    assert notice.endswith(
        "seats rebuilt from the save's names: people at S and N, medium bots at E and W; "
        "check who plays)"
    )
    assert_moved_aside(store.table_path)


# --------------------------------------------------------------------------- schemas


def _settings_text(**changes: object) -> str:
    data: dict[str, object] = {"format": "baloot-tui/settings", "version": 1, **changes}
    return json.dumps({k: v for k, v in data.items() if v is not _DROP})


_DROP = object()


SETTINGS_REFUSALS: list[tuple[str, str]] = [
    (_settings_text(version=True), "'version' must be 1, not True"),
    (_settings_text(version=1.0), "'version' must be 1, not 1.0"),
    (_settings_text(version=0), "'version' must be 1, not 0"),
    (_settings_text(version="1"), "'version' must be 1, not '1'"),
    (_settings_text(version=_DROP), "settings: missing 'version'"),
    (_settings_text(format="baloot-tui/record"), "'format' must be 'baloot-tui/settings'"),
    (_settings_text(preset=["kammelna"]), "'preset' must be one of kammelna"),
    (_settings_text(preset={"kammelna": 1}), "not {'kammelna': 1}"),
    (_settings_text(preset="Kammelna"), "not 'Kammelna'"),
    (_settings_text(humans=True), "'humans' must be a whole number from 1 to 4, not true"),
    (_settings_text(humans=2.0), "'humans' must be a whole number from 1 to 4, not 2.0"),
    (_settings_text(humans=0), "from 1 to 4, not 0"),
    (_settings_text(humans=5), "from 1 to 4, not 5"),
    (_settings_text(bot_delay=11), "'bot_delay' must be a number from 0 to 10, not 11"),
    (_settings_text(bot_delay=-0.5), "not -0.5"),
    (_settings_text(bot_delay=True), "'bot_delay' must be a number from 0 to 10, not true"),
    (_settings_text(bot_delay="1"), "not a string"),
    (_settings_text(levels={"S": "easy"}), "levels: 'S' must be one of random, beginner"),
    (_settings_text(levels={"X": "hard"}), "levels: unknown key 'X'"),
    (_settings_text(levels="hard"), "'levels' must be an object, not a string"),
    (_settings_text(names=["x" * 41]), "'names' holds a string longer than 40"),
    (_settings_text(names=[1]), "'names' must hold strings, not a whole number"),
    (_settings_text(names="Sara"), "'names' must be a list of strings, not a string"),
    (_settings_text(names=["a"] * 5), "'names' has 5 entries, more than 4"),
    (_settings_text(theme="pink"), "'theme' must be one of dark, light, not 'pink'"),
    (_settings_text(flags={"match_target": 20000}), "match_target needs a whole number"),
    (_settings_text(flags={"match_target": True}), "not True"),
    (_settings_text(flags={"kaboot_multiplied": 1}), "kaboot_multiplied cannot be 1"),
    (_settings_text(flags={"no_such": True}), "flags: unknown house rule 'no_such'"),
    (_settings_text(flags=[]), "'flags' must be an object, not a list"),
    (_settings_text(garbage=1), "settings: unknown key 'garbage'"),
]


def test_settings_accept_a_whole_number_delay_and_take_defaults_for_missing_keys(
    tmp_path: Path,
) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text(_settings_text(bot_delay=2, names=["Sara"]))
    assert store.read() == Loaded(Settings(bot_delay=2.0, names=("Sara",)))


def _progress_text(**changes: object) -> str:
    return json.dumps({"format": "baloot-tui/learning", "version": 1, **changes})


PROGRESS_REFUSALS: list[tuple[str, str]] = [
    (_progress_text(version=True), "'version' must be 1, not True"),
    (_progress_text(version=4), "'version' must be 1 to 3, not 4"),
    (_progress_text(lessons="cards"), "'lessons' must be a list of strings"),
    (_progress_text(lessons=[1]), "'lessons' must hold strings"),
    (_progress_text(lessons=["k" * 65]), "'lessons' holds a string longer than 64"),
    (_progress_text(quiz_best=[]), "'quiz_best' must be an object"),
    (_progress_text(quiz_best={"easy": 3}), "'easy' must be an object"),
    (
        _progress_text(quiz_best={"easy": {"score": 1, "questions": True}}),
        "'questions' must be a whole number from 1 to 1000000, not true",
    ),
    (_progress_text(quiz_best={"easy": {"score": 1, "questions": 0}}), "not 0"),
    (_progress_text(quiz_best={"easy": {"score": 1, "questions": 2.0}}), "not 2.0"),
    (_progress_text(quiz_best={"easy": {"score": 3, "questions": 2}}), "from 0 to 2, not 3"),
    (_progress_text(quiz_best={"easy": {"score": -1, "questions": 2}}), "not -1"),
    (_progress_text(quiz_best={"easy": {"score": "x", "questions": 2}}), "not a string"),
    (
        _progress_text(quiz_best={"easy": {"score": 1, "questions": 2, "x": 0}}),
        "quiz_best: easy: unknown key 'x'",
    ),
    (_progress_text(mastery=1), "learning progress: unknown key 'mastery'"),
]


@pytest.mark.parametrize(
    ("kind", "text", "problem"),
    [("settings", *row) for row in SETTINGS_REFUSALS]
    + [("progress", *row) for row in PROGRESS_REFUSALS],
)
def test_schema_refusals(tmp_path: Path, kind: str, text: str, problem: str) -> None:
    path, read, default, _ = STORES[kind](tmp_path)
    path.write_text(text)
    loaded = read()
    assert loaded.value == default
    (notice,) = loaded.notices
    assert problem in notice
    assert_one_line(notice)
    assert_moved_aside(path)


def _edited_save(tmp_path: Path, edit: Callable[[dict[str, object]], object]) -> SaveStore:
    store = _save(tmp_path)
    data = json.loads(store.save_path.read_text())
    edit(data)
    store.save_path.write_text(json.dumps(data))
    return store


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (lambda d: d.update(seed=-1), "'seed' must be a whole number from 0 to 2**63-1, not -1"),
        (lambda d: d.update(seed=2**63), "not 9223372036854775808"),
        (lambda d: d.update(seed=None), "not null"),
        (lambda d: d.update(seed=True), "field 'seed' must be a whole number or null"),
        (lambda d: d.update(seed=1.5), "field 'seed' must be a whole number or null"),
        (lambda d: d.update(seed="7"), "field 'seed' must be a whole number or null"),
        (lambda d: d.update(version=True), "unsupported record version True"),
        (lambda d: d.update(version=3), "unsupported record version 3"),
        (lambda d: d.update(extra=1), "unknown field 'extra'"),
        (lambda d: d["rules"].update(match_target=20000), "match_target needs a whole number"),
        (lambda d: d["players"].update(S="x" * 41), "longer than 40 characters"),
        (lambda d: d.update(scores=[0.0, 0]), "stored scores"),
        (lambda d: d["hands"][0].update(deck="AS " * 32), "card AS appears twice"),
    ],
)
def test_save_schema(
    tmp_path: Path, edit: Callable[[dict[str, object]], object], problem: str
) -> None:
    store = _edited_save(tmp_path, edit)
    loaded = store.read()
    assert loaded.value is None
    (notice,) = loaded.notices
    assert problem in notice
    assert_one_line(notice)
    assert (
        notice.startswith(f"{store.save_path}: ")
        and f"{store.save_path}: {store.save_path}" not in notice
    )
    assert_moved_aside(store.save_path)


def _seat_file(**seats: object) -> dict[str, object]:
    base: dict[str, object] = json.loads(table_to_json(HOT_SEAT))
    base_seats = base["seats"]
    assert isinstance(base_seats, dict)
    base_seats.update(seats)
    return base


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ({**_seat_file(), "version": True}, "'version' must be 1, not True"),
        ({**_seat_file(), "format": "baloot-tui/settings"}, "'format' must be 'baloot-tui/table'"),
        ({**_seat_file(), "more": 1}, "seat file: unknown key 'more'"),
        (_seat_file(W=_DROP), "seat file: seats: missing 'W'"),
        (_seat_file(X={"name": "x", "human": True, "level": "hard"}), "unknown key 'X'"),
        (_seat_file(E={"name": "Faisal", "human": "no", "level": "hard"}), "must be true or false"),
        (_seat_file(E={"name": "Faisal", "human": 0, "level": "hard"}), "not 0"),
        (_seat_file(E={"name": "x" * 41, "human": False, "level": "hard"}), "longer than 40"),
        (_seat_file(E={"name": "Faisal", "human": False, "level": "easy"}), "not 'easy'"),
        (_seat_file(E={"name": "Faisal", "human": False}), "seats: E: missing 'level'"),
        (
            _seat_file(E={"name": "Faisal", "human": False, "level": "hard", "x": 1}),
            "seats: E: unknown key 'x'",
        ),
        (_seat_file(E={"name": "Omar", "human": False, "level": "hard"}), "not the saved match's"),
    ],
)
def test_seat_file_schema(tmp_path: Path, data: dict[str, object], problem: str) -> None:
    store = _save(tmp_path)
    seats = data["seats"]
    assert isinstance(seats, dict)
    data = {**data, "seats": {k: v for k, v in seats.items() if v is not _DROP}}
    store.table_path.write_text(json.dumps(data))
    loaded = store.read()
    assert loaded.value is not None and loaded.value.table == HOT_SEAT
    (notice,) = loaded.notices
    assert problem in notice and "seats rebuilt" in notice
    assert_one_line(notice)
    assert_moved_aside(store.table_path)


@pytest.mark.parametrize(
    ("names", "people"),
    [
        ({}, (Seat.SOUTH,)),
        (
            {Seat.SOUTH: "You", Seat.EAST: "Faisal", Seat.NORTH: "Noura", Seat.WEST: "Waleed"},
            (Seat.SOUTH,),
        ),
        (
            {Seat.SOUTH: "Salem", Seat.EAST: "Faisal", Seat.NORTH: "Noura", Seat.WEST: "Waleed"},
            (Seat.SOUTH,),
        ),
        (
            {Seat.SOUTH: "Salem", Seat.EAST: "Ali", Seat.NORTH: "Noura", Seat.WEST: "Mona"},
            (Seat.EAST, Seat.WEST),
        ),
        ({Seat.SOUTH: "A", Seat.EAST: "B", Seat.NORTH: "C", Seat.WEST: "D"}, tuple(Seat)),
    ],
)
def test_guessed_seats_make_people_of_names_no_bot_has(
    names: dict[Seat, str], people: tuple[Seat, ...]
) -> None:
    assert guess_table(names).humans == people


# --------------------------------------------------------------------------- the save's life


def test_a_finished_match_left_in_the_save_is_kept_as_a_record(tmp_path: Path) -> None:
    store = _save(tmp_path)
    store.save_path.write_text(record.dumps(finished_match(), seed=5))
    loaded = store.read()
    assert loaded.value is None
    (notice,) = loaded.notices
    assert notice.endswith(f"it is kept in Records as match-{STAMP}-seed5.json")
    assert not store.has_save()
    assert open_record(store.records_dir / f"match-{STAMP}-seed5.json").match.is_over


def test_reading_never_archives_the_unfinished_match(tmp_path: Path) -> None:
    _save(tmp_path)
    with SaveStore.open(tmp_path, fixed_clock) as store:
        assert store.read().value is not None
        assert store.has_save() and not store.records_dir.exists()
        kept = store.archive_unfinished()
    assert kept == tmp_path / "records" / f"unfinished-{STAMP}.json"
    assert not os.path.lexists(tmp_path / "current.json")


def test_a_read_only_store_moves_nothing_and_writes_nothing(tmp_path: Path) -> None:
    store = _save(tmp_path)
    store.save_path.write_text("{")
    (store.records_dir).mkdir()
    os.mkfifo(store.records_dir / "pipe.json")
    reader = SaveStore.read_only(tmp_path, fixed_clock, "another baloot (process 1) is using it")
    loaded = reader.read()
    (notice,) = loaded.notices
    assert notice.endswith("(there is no match to continue; the file is left as it is)")
    assert store.save_path.read_text() == "{"
    (entry,) = scan_records(reader)
    assert entry.problem == f"{entry.path}: not a regular file (a FIFO)"
    assert os.path.lexists(entry.path)
    attempts: list[Callable[[], object]] = [
        lambda: reader.save(some_match(), 1, HOT_SEAT),
        lambda: reader.start(HOT_SEAT),
        lambda: reader.keep_record("{}", 1),
        reader.archive_unfinished,
        reader.discard,
    ]
    for attempt in attempts:
        with pytest.raises(SaveFailed) as failed:
            attempt()
        assert failed.value.reason == "another baloot (process 1) is using it"
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "current.json",
        "current.table.json",
        "records",
    ]


def test_a_file_that_cannot_be_moved_aside_is_reported_and_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text("[]")
    monkeypatch.setattr(os, "replace", _failing(errno.EROFS))
    loaded = store.read()
    assert loaded.value == Settings()
    (notice,) = loaded.notices
    assert notice == (
        f"{store.path}: settings: must be a JSON object, not a list (using the default "
        "settings; it could not be moved aside: the folder is read-only)"
    )
    assert store.path.read_text() == "[]"


# --------------------------------------------------------------------------- the lock


def test_one_writer_per_folder(tmp_path: Path) -> None:
    first = SaveStore.open(tmp_path, fixed_clock)
    with pytest.raises(FolderBusy) as busy:
        SaveStore.open(tmp_path, fixed_clock)
    assert busy.value.holder == f"process {os.getpid()}"
    assert_one_line(str(busy.value))
    first.close()
    SaveStore.open(tmp_path, fixed_clock).close()


def test_a_released_lock_can_be_taken_again(tmp_path: Path) -> None:
    lock = FolderLock(tmp_path)
    assert lock.held
    lock.release()
    assert not lock.held
    FolderLock(tmp_path).release()


def test_a_killed_holder_drops_the_lock(tmp_path: Path) -> None:
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; from baloot_tui.store.files import "
            "FolderLock; lock = FolderLock(Path(sys.argv[1])); print('held', flush=True); "
            "time.sleep(60)",
            str(tmp_path),
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[2],
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        with pytest.raises(FolderBusy) as busy:
            FolderLock(tmp_path)
        assert busy.value.holder == f"process {holder.pid}"
    finally:
        holder.kill()
        holder.wait()
    FolderLock(tmp_path).release()


@pytest.mark.parametrize(
    "make_lock",
    [lambda p: p.symlink_to("elsewhere"), lambda p: os.mkfifo(p), lambda p: p.mkdir()],
    ids=["symlink", "fifo", "folder"],
)
def test_a_lock_file_that_is_not_a_regular_file_is_refused(
    tmp_path: Path, make_lock: Callable[[Path], None]
) -> None:
    make_lock(tmp_path / "baloot.lock")
    with pytest.raises(SaveFailed) as failed:
        SaveStore.open(tmp_path, fixed_clock)
    assert_one_line(str(failed.value))
    assert not (tmp_path / "elsewhere").exists()


def test_opening_clears_stale_temporary_files_only(tmp_path: Path) -> None:
    config = tmp_path / "config"
    ours = [
        tmp_path / ".current.json.a1b2c3d4.tmp",
        tmp_path / "records" / ".match-1.json.zz_99xyz.tmp",
        config / ".settings.json.qwertyui.tmp",
    ]
    theirs = [
        tmp_path / ".notes.tmp",
        tmp_path / "current.json.a1b2c3d4.tmp",
        tmp_path / ".current.json.a1b2c3d4.tmp.txt",
        tmp_path / ".x.ABCDEFGH.tmp",
    ]
    for path in ours + theirs:
        path.parent.mkdir(exist_ok=True)
        path.write_text("partial")
    (tmp_path / ".dir.abcdefgh.tmp").mkdir()
    with SaveStore.open(tmp_path, fixed_clock, also_clean=[config]) as store:
        assert sorted(store.removed_temps) == sorted(ours)
    assert all(p.exists() for p in theirs) and (tmp_path / ".dir.abcdefgh.tmp").is_dir()


def test_clean_stale_temps_in_a_missing_folder_removes_nothing(tmp_path: Path) -> None:
    assert clean_stale_temps(tmp_path / "none") == []


# --------------------------------------------------------------------------- failing writes


def _failing(code: int) -> Callable[..., None]:
    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(code, os.strerror(code))

    return fail


@pytest.mark.parametrize(
    ("target", "code", "reason"),
    [
        ((os, "replace"), errno.ENOSPC, "the disk is full"),
        ((os, "fsync"), errno.EIO, os.strerror(errno.EIO)),
        ((tempfile, "mkstemp"), errno.EROFS, "the folder is read-only"),
        ((os, "replace"), errno.EACCES, "permission denied"),
    ],
)
def test_a_failed_write_keeps_the_old_file_and_leaves_no_temp(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    target: tuple[object, str],
    code: int,
    reason: str,
) -> None:
    path = tmp_path / "settings.json"
    atomic_write(path, "old")
    monkeypatch.setattr(*target, _failing(code))
    with pytest.raises(SaveFailed) as failed:
        files.save_file(path, "new")
    assert failed.value.reason == reason
    assert str(failed.value) == f"{path} was not saved: {reason}"
    monkeypatch.undo()
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_every_store_tells_a_full_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    saves = _save(tmp_path)
    before = saves.save_path.read_text()
    monkeypatch.setattr(os, "replace", _failing(errno.ENOSPC))
    writes: list[Callable[[], object]] = [
        lambda: saves.save(some_match(actions=8), 77, HOT_SEAT),
        lambda: saves.save(finished_match(), 77, HOT_SEAT),
        lambda: SettingsStore(tmp_path, fixed_clock).save(Settings(humans=2)),
        lambda: ProgressStore(tmp_path, fixed_clock).save(Progress(lessons=("cards",))),
        saves.archive_unfinished,
    ]
    for write in writes:
        with pytest.raises(SaveFailed) as failed:
            write()
        assert failed.value.reason == "the disk is full"
    monkeypatch.undo()
    assert saves.save_path.read_text() == before
    loaded = saves.read()
    assert loaded.notices == () and isinstance(loaded.value, SavedMatch)
    assert not list(tmp_path.rglob("*.tmp"))


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
def test_a_read_only_folder_is_told(tmp_path: Path) -> None:
    store = _save(tmp_path)
    tmp_path.chmod(0o555)
    try:
        with pytest.raises(SaveFailed) as failed:
            store.save(some_match(actions=8), 77, HOT_SEAT)
        assert failed.value.reason == "permission denied"
        with pytest.raises(SaveFailed):
            SaveStore.open(tmp_path / "sub", fixed_clock)
    finally:
        tmp_path.chmod(0o755)


# --------------------------------------------------------------------------- records


def test_records_list_every_entry_with_a_summary_or_a_problem(tmp_path: Path) -> None:
    store = _save(tmp_path)
    store.records_dir.mkdir()
    good = store.records_dir / "match-20240101-120000-seed0.json"
    good.write_text((RECORDS_DIR / "baloot.json").read_text())
    for name, make in BAD_FILES.items():
        make(store.records_dir / f"{name.replace(' ', '-')}.json")
    os.link(store.save_path, store.records_dir / "hard-link-to-save.json")
    (store.records_dir / "link-to-save.json").symlink_to(store.save_path)
    (store.records_dir / "notes.txt").write_text("not listed")
    entries = scan_records(store)
    assert len(entries) == len(BAD_FILES) + 3
    read = [e for e in entries if e.summary is not None]
    assert [e.path for e in read] == [good]
    summary = read[0].summary
    assert summary is not None
    assert (summary.scores, summary.hands, summary.unfinished) == ((14, 4), 1, True)
    assert dict(summary.players)[Seat.SOUTH] == "Sara"
    for entry in entries:
        if entry.summary is None:
            assert entry.problem is not None
            assert_one_line(entry.problem)
    live = [e for e in entries if e.problem and "the match in progress" in e.problem]
    assert sorted(e.path.name for e in live) == ["hard-link-to-save.json", "link-to-save.json"]
    assert store.has_save()
    moved = {e.path.name for e in entries if e.problem and "moved aside" in e.problem}
    assert moved == {f"{name.replace(' ', '-')}.json" for name in BAD_FILES}
    assert {e.path.name for e in scan_records(store)} == {good.name, *(e.path.name for e in live)}


def test_records_are_listed_newest_first(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, fixed_clock)
    store.records_dir.mkdir()
    text = (RECORDS_DIR / "sawa.json").read_text()
    names = ["match-20240101-120000-seed1.json", "unfinished-20250101-120000.json", "shared.json"]
    for name in names:
        (store.records_dir / name).write_text(text)
    os.utime(store.records_dir / "shared.json", (0, 0))
    entries = scan_records(store)
    assert [e.path.name for e in entries] == [names[1], names[0], names[2]]
    assert [e.finished_name for e in entries] == [False, True, None]


def test_no_records_folder_lists_nothing(tmp_path: Path) -> None:
    assert scan_records(SaveStore(tmp_path, fixed_clock)) == []


# --------------------------------------------------------------------------- bounded JSON


@pytest.mark.parametrize(
    ("text", "limits", "problem"),
    [
        ("[[[1]]]", JsonLimits(depth=2), "nested deeper than 2 levels"),
        ('{"a": {"b": [1]}}', JsonLimits(depth=2), "nested deeper than 2 levels"),
        ("[" * 100_000 + "]" * 100_000, JsonLimits(chars=1 << 20, values=1 << 20), "deeper"),
        ("[" + "[]," * 40 + "[]]", JsonLimits(values=80), "more than 80 values"),
        ('{"a": 1, "b": 2}', JsonLimits(values=4), "more than 4 values"),
        ("[1, 2, 3]", JsonLimits(items=2), "a list has 3 entries, more than the 2 allowed"),
        ('"' + "x" * 5000 + '"', JsonLimits(), "a string of 5,000 characters"),
        ("1" * 21, JsonLimits(), "a number has more than 20 digits"),
        ("1e999", JsonLimits(), "a number is too large: '1e999'"),
        ("[NaN]", JsonLimits(), "NaN is not a number JSON allows"),
        ("-Infinity", JsonLimits(), "-Infinity is not a number JSON allows"),
        ('{"a": 1, "a": 2}', JsonLimits(), "the key 'a' appears twice in one object"),
        ('"\\ud800"', JsonLimits(), "a string holds an unpaired surrogate"),
        ("x" * 11, JsonLimits(chars=10), "11 characters, more than the 10 allowed"),
    ],
    ids=lambda value: value[:20] if isinstance(value, str) else None,
)
def test_bounded_json_refuses_beyond_its_limits(
    text: str, limits: JsonLimits, problem: str
) -> None:
    with pytest.raises(FileFormatError) as refused:
        parse(text, limits)
    assert problem in str(refused.value)
    assert_one_line(str(refused.value), limit=200)


@pytest.mark.parametrize(
    ("text", "limits"),
    [
        ("[[1]]", JsonLimits(depth=2)),
        ('{"a": [1, 2]}', JsonLimits(values=5)),
        ('["a,b:c[d{e"]', JsonLimits(values=7)),
        ("9" * 20, JsonLimits()),
    ],
)
def test_bounded_json_accepts_up_to_its_limits(text: str, limits: JsonLimits) -> None:
    assert parse(text, limits) == json.loads(text)


def test_a_record_s_value_limit_leaves_room_for_the_longest_match() -> None:
    waraq_deal, played_hand = 25, 120  # values per hand, punctuation counted as the parser does
    assert record.LIMITS.items * waraq_deal + 100 * played_hand < record.LIMITS.values
