"""Files on disk: each game's running match, finished match records, the folder's one writer.

One store serves every game of the registry. Each game's unfinished match is its
own save, the game's record (:meth:`~baloot_tui.core.game.Game.dumps`) written after
every action, so ``baloot replay`` reads it like any record: ``current.json`` for
the first game, ``<game>-current.json`` for each other
(:func:`~baloot_tui.core.registry.own_name`). Who is human and which bot plays each
seat cannot go into a record, so it sits next to it in a small ``.table.json`` seat
file. Finished and set-aside matches of every game share ``records/`` (each record
names its game). Writes are durable and atomic
(:func:`~baloot_tui.store.files.save_file`): a killed process or a full disk
leaves the previous save whole, and a failed write raises
:class:`~baloot_tui.store.files.SaveFailed` with the reason.

Reading follows the stores' contract: :meth:`SaveStore.read` never raises for a
bad file; it moves the file aside and returns a notice. A bad seat file never
silently changes who plays: the seats are rebuilt from the names in the save and
the player is told.

One process writes a data folder. :meth:`SaveStore.open` takes the folder's
:class:`~baloot_tui.store.files.FolderLock` for the life of the store and clears
the temporary files a killed write left; a second window gets
:class:`~baloot_tui.store.files.FolderBusy` and may use
:meth:`SaveStore.read_only`, which lists and reads but never writes, renames or
moves anything.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from baloot_tui.core.errors import BalootError, FileFormatError, quote
from baloot_tui.core.game import Game
from baloot_tui.core.registry import DEFAULT_GAME, default_game, game_named, own_name
from baloot_tui.core.seats import NAME_LIMIT, SEATS, Seat
from baloot_tui.core.table import BOT_NAMES, DEFAULT_LEVEL, SeatConfig, TableConfig
from baloot_tui.core.tools import GameRecord
from baloot_tui.store.files import (
    RECORD,
    SEATS_FILE,
    Clock,
    FolderLock,
    Loaded,
    SaveFailed,
    T,
    clean_stale_temps,
    disk_problem,
    load_file,
    save_file,
)
from baloot_tui.store.schema import Fields
from baloot_tui.text.printable import printable

SAVE_NAME: Final = "current.json"
TABLE_SUFFIX: Final = ".table.json"
RECORDS_DIR: Final = "records"
TABLE_FORMAT: Final = "baloot-tui/table"
TABLE_VERSION: Final = 1
SEED_RANGE: Final = range(0, 2**63)
"""Seeds a save may hold (the app draws them well inside this)."""


class SaveError(BalootError):
    """A save that could not be read by :meth:`SaveStore.load`; it has been moved aside."""


@dataclass(frozen=True, slots=True)
class SavedMatch:
    """An unfinished match read back from the save."""

    match: Any
    """The match replayed from the record (a value of its game's match type)."""
    seed: int
    """The seed its decks come from."""
    table: TableConfig
    """Who sits where."""
    undos: Mapping[int, int] = field(default_factory=dict)
    """Decisions taken back in each hand (0-based index), as the record counts them."""


def table_to_json(table: TableConfig) -> str:
    """The seat configuration as JSON text."""
    seats = {
        seat.letter: {"name": c.name, "human": c.human, "level": c.level}
        for seat, c in zip(SEATS, table.seats, strict=True)
    }
    data = {"format": TABLE_FORMAT, "version": TABLE_VERSION, "seats": seats}
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def seats_beside(record: Path) -> Path:
    """The seat file kept beside a finished match's record (hidden: never listed as a record).

    It holds who sat where and each bot's level (the seat file's format), for the
    statistics' matches won against each level.
    """
    return record.with_name(f".{record.stem}.seats.json")


def table_from_data(data: object) -> TableConfig:
    """Read a parsed seat file strictly: our format and version, four known seats.

    The seats' bot levels are the settings' (the first game's levels, whatever the
    game; each game plays them at its own levels, :func:`~baloot_tui.play.driver.bot_level`).

    Raises:
        FileFormatError: a missing, unknown or badly typed field, a name longer
            than ``NAME_LIMIT``, or an unknown bot level.
    """
    top = Fields(data, "seat file")
    top.header(TABLE_FORMAT, TABLE_VERSION)
    seats = top.nested("seats")
    top.done()
    configs = []
    for seat in SEATS:
        entry = seats.nested(seat.letter)
        configs.append(
            SeatConfig(
                entry.string("name", NAME_LIMIT),
                entry.boolean("human"),
                entry.choice("level", default_game().levels),
            )
        )
        entry.done()
    seats.done()
    return TableConfig.of(configs)


def guess_table(names: Mapping[Seat, str]) -> TableConfig:
    """Seats rebuilt from a save's names: a seat not named like its default bot is a person.

    The app names bots after their seat (:data:`BOT_NAMES`), so any other name
    was a person's; with no such name, SOUTH is the one person.
    """
    named = {seat: names.get(seat, BOT_NAMES[seat]) for seat in SEATS}
    people = {seat for seat in SEATS if named[seat] != BOT_NAMES[seat]} or {Seat.SOUTH}
    return TableConfig.of(
        [SeatConfig(named[seat], seat in people, DEFAULT_LEVEL) for seat in SEATS]
    )


def _describe_guess(table: TableConfig) -> str:
    """What :func:`guess_table` decided, for the notice."""
    people = " and ".join(s.letter for s in table.humans)
    bots = " and ".join(s.letter for s in SEATS if not table.is_human(s))
    told = f"seats rebuilt from the save's names: people at {people}"
    return told + (f", {DEFAULT_LEVEL} bots at {bots}" if bots else "") + "; check who plays"


class SaveStore:
    """One game's save of the running match, and the records of finished ones, in one folder.

    Built directly, the store writes without holding the folder's lock (tests, tools);
    the app uses :meth:`open` (the one writer) or :meth:`read_only` (a second window).
    :meth:`for_game` gives the same folder's store for another game's save.
    """

    def __init__(
        self,
        folder: Path,
        clock: Clock,
        *,
        lock: FolderLock | None = None,
        read_only: str | None = None,
        game: str = DEFAULT_GAME,
    ) -> None:
        """Use ``folder`` (created on first write) with timestamps from ``clock``.

        Args:
            folder: the data folder.
            clock: timestamps for record and set-aside names.
            lock: the folder's lock, released by :meth:`close`.
            read_only: why this store must not write (every write raises
                :class:`SaveFailed` with it), or None.
            game: the key of the game whose save this is (records are every game's).
        """
        self.folder = folder
        self.clock = clock
        self.lock = lock
        self.read_only_reason = read_only
        """Why nothing is written (``another baloot (process 12) ...``), or None."""
        self.game_key = game
        """The key of the game whose save this is."""
        self.removed_temps: tuple[Path, ...] = ()
        """Temporary files of killed writes cleared by :meth:`open`."""

    def for_game(self, key: str) -> SaveStore:
        """The store of game ``key``'s save in the same folder, as writable as this one.

        It shares this store's records and never holds the folder's lock itself (this
        store's holder does).
        """
        return SaveStore(self.folder, self.clock, read_only=self.read_only_reason, game=key)

    @property
    def game(self) -> Game[Any, Any, Any, Any]:
        """The game whose save this is (from the registry)."""
        return game_named(self.game_key)

    @classmethod
    def open(cls, folder: Path, clock: Clock, *, also_clean: Iterable[Path] = ()) -> SaveStore:
        """The folder's one writer: take its lock, clear stale temporary files.

        The temporary files of killed writes are removed from ``folder``, its
        ``records/`` and each of ``also_clean`` (the config folder), once the lock
        is held; :attr:`removed_temps` lists them.

        Raises:
            FolderBusy: another live process holds the folder (``.holder`` says which).
            SaveFailed: the folder or its lock file cannot be created (read-only
                folder, full disk); the caller may go on with :meth:`read_only`.
        """
        try:
            lock = FolderLock(folder)
        except OSError as err:
            raise SaveFailed(folder, disk_problem(err)) from None
        store = cls(folder, clock, lock=lock)
        cleaned = (folder, store.records_dir, *also_clean)
        store.removed_temps = tuple(temp for place in cleaned for temp in clean_stale_temps(place))
        return store

    @classmethod
    def read_only(cls, folder: Path, clock: Clock, reason: str) -> SaveStore:
        """A store that lists and reads but never writes, renames or moves a file.

        For a second window (the save belongs to the window holding the lock: do
        not offer to continue it) or a folder that cannot be written (``reason``
        is what a refused write says, e.g. "the folder is read-only").
        """
        return cls(folder, clock, read_only=reason)

    def close(self) -> None:
        """Release the folder's lock (if held); the store must not write afterwards."""
        if self.lock is not None:
            self.lock.release()

    def __enter__(self) -> SaveStore:
        return self

    def __exit__(self, *_exception: object) -> None:
        self.close()

    @property
    def writable(self) -> bool:
        """Whether this store writes and moves files (not a read-only store)."""
        return self.read_only_reason is None

    @property
    def save_path(self) -> Path:
        """The running match's record (``current.json``, another game's ``<game>-current.json``)."""
        return self.folder / own_name(self.game_key, SAVE_NAME)

    @property
    def table_path(self) -> Path:
        """The running match's seat configuration, named after the save."""
        return self.save_path.with_name(self.save_path.stem + TABLE_SUFFIX)

    @property
    def records_dir(self) -> Path:
        """Where finished matches are kept."""
        return self.folder / RECORDS_DIR

    def has_save(self) -> bool:
        """Whether an unfinished match may be waiting (a file is there, read or not)."""
        return os.path.lexists(self.save_path)

    # ---------------------------------------------------------------- writing

    def _check_writable(self, path: Path) -> None:
        if self.read_only_reason is not None:
            raise SaveFailed(path, self.read_only_reason)

    def save(
        self,
        match: object,
        seed: int,
        table: TableConfig,
        undos: Mapping[int, int] | None = None,
    ) -> None:
        """Write the match of this store's game (and its seats); a finished one becomes a record.

        ``undos`` counts the decisions taken back in each hand (0-based index); the
        record keeps the actions that stand and each such hand's count.

        Raises:
            SaveFailed: not written (the previous save is intact); ``.reason`` says why.
        """
        self._check_writable(self.save_path)
        names = dict(zip(SEATS, table.names, strict=True))
        game = self.game
        text = game.dumps(match, seed, names, undos)
        self.write_save(text, seed, table, finished=game.result(match).winner is not None)

    def write_save(self, text: str, seed: int, table: TableConfig, *, finished: bool) -> None:
        """Write a match's record ``text`` as the save, or keep it as a record if ``finished``.

        Raises:
            SaveFailed: not written (the previous save is intact).
        """
        self._check_writable(self.save_path)
        if finished:
            kept = self.keep_record(text, seed)
            with contextlib.suppress(SaveFailed):  # lost, only the statistics' bot levels
                save_file(seats_beside(kept), table_to_json(table))
            self.discard()
            return
        if not os.path.lexists(self.table_path):
            save_file(self.table_path, table_to_json(table))
        save_file(self.save_path, text)

    def start(self, table: TableConfig) -> None:
        """Begin a new match: write its seats (the old save's record is replaced next).

        Raises:
            SaveFailed: not written.
        """
        self._check_writable(self.table_path)
        save_file(self.table_path, table_to_json(table))

    def keep_record(self, text: str, seed: int) -> Path:
        """Store a finished match's record under a timestamped name.

        Raises:
            SaveFailed: not written.
        """
        path = self._new_record_path(f"match-{{stamp}}-seed{seed}")
        self._check_writable(path)
        save_file(path, text)
        return path

    def archive_unfinished(self) -> Path | None:
        """Keep the unfinished save as a record (``records/unfinished-<stamp>.json``).

        Never called implicitly: the player is asked first (continue or start anew).

        Raises:
            SaveFailed: it could not be moved; the save stays where it was.
        """
        if not os.path.lexists(self.save_path):
            return None
        target = self._new_record_path("unfinished-{stamp}")
        self._check_writable(target)
        try:
            self.records_dir.mkdir(parents=True, exist_ok=True)
            os.replace(self.save_path, target)
        except OSError as err:
            raise SaveFailed(target, disk_problem(err)) from None
        self.table_path.unlink(missing_ok=True)
        return target

    def _new_record_path(self, pattern: str) -> Path:
        """A free ``records/<pattern>.json`` path, ``{stamp}`` replaced by the time."""
        stem = pattern.format(stamp=self.clock().strftime("%Y%m%d-%H%M%S"))
        path = self.records_dir / f"{stem}.json"
        counter = 1
        while os.path.lexists(path):
            path = self.records_dir / f"{stem}-{counter}.json"
            counter += 1
        return path

    def discard(self) -> None:
        """Remove the running save (after the match ends or the player starts afresh).

        Raises:
            SaveFailed: it could not be removed.
        """
        self._check_writable(self.save_path)
        try:
            self.save_path.unlink(missing_ok=True)
            self.table_path.unlink(missing_ok=True)
        except OSError as err:
            raise SaveFailed(self.save_path, disk_problem(err)) from None

    # ---------------------------------------------------------------- reading

    def read(self) -> Loaded[SavedMatch | None]:
        """The unfinished match, if there is one, and what to tell the player.

        Never raises for a bad file. A save that cannot be read or replayed is
        moved aside (value None). A seat file that is missing, bad or not this
        save's (its names differ) gives seats rebuilt from the save's names
        (:func:`guess_table`), with a notice; a bad one is moved aside. A save
        whose match is already finished (a write was cut short) is kept in
        ``records/``. A read-only store moves nothing and says so.
        """
        path = self.save_path
        loaded = load_file(
            path,
            RECORD,
            self._decode_save,
            None,
            clock=self.clock,
            consequence="there is no match to continue",
            move_bad=self.writable,
        )
        saved = loaded.value
        if saved is None:
            return Loaded(None, loaded.notices)
        if saved.match.is_over:
            return Loaded(None, (self._keep_finished_save(saved),))
        assert saved.seed is not None, "_decode_save refuses a save without a seed"
        table = self._read_table(saved.players)
        match = SavedMatch(saved.match, saved.seed, table.value, saved.undos)
        return Loaded(match, table.notices)

    def nothing_to_resume(self, loaded: Loaded[SavedMatch | None]) -> str:
        """Why ``loaded`` (from :meth:`read`) holds no match to play on, in one line."""
        return (
            loaded.notices[0]
            if loaded.notices
            else f"no unfinished match to resume in {self.folder}"
        )

    def _decode_save(self, data: object) -> GameRecord[Any]:
        loaded = self.game.read_record(data, str(self.save_path))
        if loaded.seed is None or loaded.seed not in SEED_RANGE:
            raise FileFormatError(
                f"'seed' must be a whole number from 0 to 2**63-1, not {_seed_text(data)}"
            )
        return loaded

    def _keep_finished_save(self, saved: GameRecord[Any]) -> str:
        """A finished match left in the save (a cut-short write) goes to the records."""
        if not self.writable:
            return printable(f"{self.save_path}: the saved match is already finished")
        seed = saved.seed
        assert seed is not None, "_decode_save refuses a save without a seed"
        try:
            text = self.game.dumps(saved.match, seed, saved.players, saved.undos)
            kept = self.keep_record(text, seed)
            self.discard()
        except SaveFailed as err:
            return printable(f"{self.save_path}: the saved match is already finished ({err})")
        return printable(
            f"{self.save_path}: the saved match was already finished; it is kept in "
            f"Records as {kept.name}"
        )

    def _read_table(self, names: Mapping[Seat, str]) -> Loaded[TableConfig]:
        """The saved seats, or seats guessed from ``names`` with a notice."""
        guessed = guess_table(names)
        consequence = _describe_guess(guessed)
        if not os.path.lexists(self.table_path):
            return Loaded(guessed, (printable(f"{self.table_path}: missing; {consequence}"),))

        def decode(data: object) -> TableConfig | None:
            table = table_from_data(data)
            recorded = [names.get(s) for s in SEATS]
            if names and recorded != list(table.names):
                raise FileFormatError(
                    "its names are not the saved match's (another match's seat file?)"
                )
            return table

        loaded = load_file(
            self.table_path,
            SEATS_FILE,
            decode,
            None,
            clock=self.clock,
            consequence=consequence,
            move_bad=self.writable,
        )
        return Loaded(loaded.value or guessed, loaded.notices)

    def load(self) -> SavedMatch | None:
        """:meth:`read` for callers of the former API: a refused save raises SaveError.

        Raises:
            SaveError: the save was refused (and moved aside); the message says so.
        """
        loaded = self.read()
        if loaded.value is None and loaded.notices:
            raise SaveError(loaded.notices[0])
        return loaded.value


def value_or_raise(loaded: Loaded[T]) -> T:
    """The former ``load()`` contract: the value, or :class:`SaveError` with the notice.

    For callers not yet showing :class:`Loaded` notices; the file was moved aside.
    """
    if loaded.notices:
        raise SaveError(loaded.notices[0])
    return loaded.value


def _seed_text(data: object) -> str:
    seed = data.get("seed") if isinstance(data, dict) else None
    return "null" if seed is None else quote(seed)
