"""A bad file, a full disk or a read-only folder never stops the app: each is told in one line.

Every kind of file the app reads at start (settings, the save, its seat file, learning
progress) is written bad in each way a careless or hostile hand could (deep nesting,
wrong types, a FIFO, a folder, a symbolic link loop); the app must start at its menu,
the file must be moved aside and the player told. Writes that fail (injected, or a
real full or read-only tmpfs where the test may mount one) are told once while play
goes on; quitting says whether the match was kept.
"""

from __future__ import annotations

import errno
import itertools
import json
import os
import stat
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot

from baloot_tui.core.seats import Seat
from baloot_tui.core.table import make_table
from baloot_tui.games.baloot.rules.record import loads
from baloot_tui.games.baloot.tui.adapter import SAVE_WORDS
from baloot_tui.play.driver import MatchSetup
from baloot_tui.store import files
from baloot_tui.store.saves import SaveStore
from baloot_tui.store.settings import Settings
from baloot_tui.tui.app import BalootApp, make_app
from baloot_tui.tui.screens.menu import StartMenu
from tests.driver_kit import baloot_driver
from tests.sampling import sweep
from tests.ui.ui_kit import (
    AppFactory,
    at_both_sizes,
    controller_of,
    fixed_clock,
    key_for,
    messages,
    preferred,
    record_notices,
    settle,
    told,
)

SIZE = (120, 40)
SETTINGS_FORMAT = "baloot-tui/settings"


def write_save(folder: Path, humans: int = 1, names: tuple[str, ...] = ()) -> Path:
    """A real unfinished save (and its seat file) in ``folder``; the save's path."""
    table = make_table(humans, names)
    controller = baloot_driver(MatchSetup(7, table))
    store = SaveStore(folder, fixed_clock)
    store.save(controller.match, 7, table)
    return store.save_path


def notice_with(app: BalootApp, *parts: str) -> bool:
    """Whether one notice holds every part."""
    return any(all(part in m for part in parts) for m in messages(app))


# ------------------------------------------------------------------ bad files


def wrong_types(kind: str, path: Path) -> None:
    """A file of the right format whose one field has the wrong JSON type."""
    if kind == "settings":
        data: dict[str, object] = {"format": SETTINGS_FORMAT, "version": 1, "preset": ["x"]}
    elif kind == "progress":
        data = {"format": "baloot-tui/learning", "version": 1, "lessons": "all"}
    else:
        data = json.loads(path.read_text(encoding="utf-8"))
        if kind == "save":
            data["seed"] = "7"
        else:
            seats = data["seats"]
            assert isinstance(seats, dict)
            seats["N"]["human"] = "yes"
    path.write_text(json.dumps(data), encoding="utf-8")


def replace_with(path: Path, make: Callable[[Path], None]) -> None:
    if os.path.lexists(path):
        path.unlink()
    make(path)


BAD_FILES: dict[str, Callable[[str, Path], object]] = {
    "deep nesting": lambda _, p: p.write_text("[" * 100_000, encoding="utf-8"),
    "wrong types": wrong_types,
    "a FIFO": lambda _, p: replace_with(p, os.mkfifo),
    "a folder": lambda _, p: replace_with(p, Path.mkdir),
    "a link loop": lambda _, p: replace_with(p, lambda q: q.symlink_to(q.name)),
}
KINDS = {
    "settings": Path("config") / "settings.json",
    "save": Path("data") / "current.json",
    "seat file": Path("data") / "current.table.json",
    "progress": Path("data") / "learning.json",
}


DAMAGED = list(itertools.product(BAD_FILES, KINDS))
"""Each kind of damage to each file."""


# By default each damage and each file once (a diagonal); CI's slow step the rest.
@pytest.mark.parametrize(
    ("damage", "kind"),
    sweep(
        DAMAGED,
        keep=0,
        ids=[f"{damage}-{kind}" for damage, kind in DAMAGED],
        unpack=True,
        always=[
            DAMAGED.index((damage, list(KINDS)[n % len(KINDS)]))
            for n, damage in enumerate(BAD_FILES)
        ],
    ),
)
async def test_a_bad_file_is_moved_aside_and_told_and_the_menu_opens(
    app_factory: AppFactory, tmp_path: Path, kind: str, damage: str
) -> None:
    write_save(tmp_path / "data")
    path = tmp_path / KINDS[kind]
    if kind in ("settings", "progress"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{}", encoding="utf-8")
    BAD_FILES[damage](kind, path)
    was_fifo = stat.S_ISFIFO(path.lstat().st_mode)
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
        assert notice_with(app, path.name, "moved aside")
        notice = next(n for n in told(app) if path.name in n.message)
        assert (notice.severity, notice.markup, notice.timeout) == ("warning", False, 10)
    assert not os.path.lexists(path)
    (aside,) = path.parent.glob(f"{path.name}.*.bad")
    assert stat.S_ISFIFO(aside.lstat().st_mode) == was_fifo


async def test_every_bad_file_is_told_none_lost(app_factory: AppFactory, tmp_path: Path) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    config.mkdir()
    write_save(data)
    bad = [config / "settings.json", data / "current.json", data / "learning.json"]
    for path in bad:
        path.write_text("{ not json", encoding="utf-8")
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for path in bad:
            assert notice_with(app, path.name, "moved aside"), path
        assert not app.screen.query("#resume")  # the save was refused: nothing to continue


async def test_a_bad_seat_file_never_turns_a_partner_into_a_bot_silently(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    write_save(data, humans=2, names=("Sara", "Omar"))
    (data / "current.table.json").write_text('{"format": 1}', encoding="utf-8")
    app = app_factory(start="resume")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert controller_of(app).table.humans == (Seat.SOUTH, Seat.NORTH)
        assert notice_with(app, "current.table.json", "check who plays")


@at_both_sizes(0)
async def test_notices_at_the_table_never_cover_the_hand_and_each_gets_its_time(
    app_factory: AppFactory, tmp_path: Path, size: tuple[int, int]
) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    config.mkdir()
    write_save(data)
    for path in (config / "settings.json", data / "learning.json", data / "current.table.json"):
        path.write_text("{ not json", encoding="utf-8")
    app = app_factory(start="resume")
    async with app.run_test(size=size, notifications=True) as pilot:
        await settle(pilot)
        await pilot.pause(0.2)
        hand = app.screen.query_one("#hand").region
        rack = app.screen.query_one("ToastRack").region
        assert len(app.screen.query("Toast")) == 3
        assert not rack.overlaps(hand)
    timeouts = sorted(n.timeout for n in told(app))
    assert timeouts == [10, 20, 30]


# ------------------------------------------------------------------ disk errors


def refuse_writes(monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    """Every durable write fails as a full disk or read-only folder would."""

    def failing(path: Path, text: str) -> None:
        raise OSError(code, os.strerror(code), str(path))

    monkeypatch.setattr(files, "atomic_write", failing)


async def play_moves(pilot: Pilot[None], app: BalootApp, count: int) -> None:
    """Make ``count`` moves for the person at the table (bots answer in between)."""
    for _ in range(count):
        await settle(pilot)
        hand = controller_of(app).match.current
        assert hand is not None
        await pilot.press(key_for(app, preferred(hand.legal_actions())))
    await settle(pilot)


NOT_SAVING = "Not saving: {}. The match goes on, but it will not be kept."
SAVING_AGAIN = "Saving works again: the match is saved."


async def test_a_full_disk_is_told_once_play_goes_on_and_recovery_is_told(
    app_factory: AppFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = app_factory()
    save = tmp_path / "data" / "current.json"
    async with app.run_test(size=SIZE) as pilot:
        await play_moves(pilot, app, 1)
        refuse_writes(monkeypatch, errno.ENOSPC)
        await play_moves(pilot, app, 3)
        assert messages(app).count(NOT_SAVING.format("the disk is full")) == 1
        assert loads(save.read_text()).match != controller_of(app).match
        monkeypatch.undo()
        await play_moves(pilot, app, 1)
        assert messages(app).count(SAVING_AGAIN) == 1
        assert loads(save.read_text()).match == controller_of(app).match


async def test_quitting_says_the_match_is_saved_and_how_to_continue(
    app_factory: AppFactory,
) -> None:
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await play_moves(pilot, app, 1)
        await pilot.press("ctrl+q")
    assert app.exit_message == f"Your match is saved. {SAVE_WORDS.resume_hint}"
    assert app.return_code == 0


async def test_quitting_while_saves_fail_says_not_saved(
    app_factory: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = app_factory()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        refuse_writes(monkeypatch, errno.EROFS)
        await play_moves(pilot, app, 1)
        assert notice_with(app, NOT_SAVING.format("the folder is read-only"))
        await pilot.press("ctrl+q")
    assert app.exit_message == (
        "Your match was not saved (the folder is read-only), so it cannot be continued."
    )


async def test_quitting_the_menu_without_a_match_says_nothing(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("q")
    assert app.exit_message is None


async def test_a_crash_is_not_swallowed_and_exits_non_zero(
    app_factory: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = app_factory()

    def broken(*_: object) -> None:
        raise RuntimeError("a bug, not a disk error")

    with pytest.raises(RuntimeError, match="a bug"):
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            monkeypatch.setattr(SaveStore, "save", broken)
            await play_moves(pilot, app, 1)
    assert app.return_code == 1


async def test_a_failed_settings_save_still_applies_them_for_this_run(
    app_factory: AppFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        refuse_writes(monkeypatch, errno.ENOSPC)
        light = Settings(theme="light")
        app.settings_saved(light)
        await settle(pilot)
        assert app.settings == light
        assert app.theme == "textual-light"
        assert notice_with(app, "Settings not saved: the disk is full. They apply until you quit.")
    assert not (tmp_path / "config" / "settings.json").exists()


async def test_an_unfinished_match_that_cannot_be_set_aside_stays_saved(
    app_factory: AppFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save = write_save(tmp_path / "data")
    before = save.read_bytes()

    def no_rename(*_: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    app = app_factory(start="new")
    monkeypatch.setattr(os, "replace", no_rename)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
        assert notice_with(app, "could not be kept in Records", "no new match was started")
    monkeypatch.undo()
    assert save.read_bytes() == before


def app_on(disk: Path, tmp_path: Path) -> BalootApp:
    """A match at once, its data folder on ``disk``."""
    app = make_app(
        save_dir=disk / "data",
        config_dir_path=tmp_path / "config",
        start="play",
        seed=7,
        bot_delay=0.0,
        clock=fixed_clock,
    )
    return record_notices(app)


async def test_a_data_folder_that_cannot_be_made_still_plays_unsaved(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should be", encoding="utf-8")
    app = app_on(blocker, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await play_moves(pilot, app, 2)
        assert notice_with(app, "Nothing will be saved", "a folder on its path is a file")
        assert not any(m.startswith("Not saving") for m in messages(app))
        await pilot.press("ctrl+q")
    assert app.exit_message is not None and "not saved" in app.exit_message


# ------------------------------------------------------------------ a real small disk


def mount_tmpfs(mount_point: Path, options: str) -> Iterator[Path]:
    """A small tmpfs at ``mount_point`` (mounting needs root and a kernel that allows it)."""
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(mount_point)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 256 KB tmpfs."""
    yield from mount_tmpfs(tmp_path / "disk", "size=256k")


@pytest.fixture
def read_only_disk(tmp_path: Path) -> Iterator[Path]:
    """An empty tmpfs mounted read-only: even root cannot write there."""
    yield from mount_tmpfs(tmp_path / "ro", "ro,size=64k")


def fill(disk: Path) -> Path:
    """Fill ``disk`` to the last byte; the filler file."""
    filler = disk / "filler"
    with filler.open("wb", buffering=0) as handle:
        try:
            while handle.write(b"\0" * 4096):
                pass
        except OSError as err:
            assert err.errno == errno.ENOSPC
    return filler


async def test_a_real_full_disk_is_told_and_recovery_too(small_disk: Path, tmp_path: Path) -> None:
    app = app_on(small_disk, tmp_path)
    save = small_disk / "data" / "current.json"
    async with app.run_test(size=SIZE) as pilot:
        await play_moves(pilot, app, 1)
        filler = fill(small_disk)
        await play_moves(pilot, app, 2)
        assert messages(app).count(NOT_SAVING.format("the disk is full")) == 1
        filler.unlink()
        await play_moves(pilot, app, 1)
        assert notice_with(app, SAVING_AGAIN)
        assert loads(save.read_text()).match == controller_of(app).match
    assert not list((small_disk / "data").glob(".*.tmp"))


async def test_a_real_read_only_folder_plays_and_says_nothing_is_saved(
    read_only_disk: Path, tmp_path: Path
) -> None:
    app = app_on(read_only_disk, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await play_moves(pilot, app, 2)
        assert notice_with(app, "Nothing will be saved", "the folder is read-only")
        await pilot.press("ctrl+q")
    assert app.exit_message == (
        "Your match was not saved (the folder is read-only), so it cannot be continued."
    )
