"""The running Belot match's save and the records of finished ones, beside Baloot's.

The same data folder and the same rules as :mod:`baloot_tui.engine.storage`: the
app that holds the folder's lock is the one writer, every write is atomic
(:func:`~baloot_tui.engine.files.save_file`), a file that cannot be read is moved
aside with a one-line notice, a read-only store never writes or moves anything.

Files (the save is a Belot record of :mod:`baloot_tui.belot.record`, which names
its game, ``"game": "belot"``, format version 2):

- ``belot-current.json``: the unfinished match, written after every action;
- ``belot-current.table.json``: who is a person and which bot plays each seat
  (the Baloot seat-file format, ``baloot-tui/table`` version 1);
- ``records/belot/match-<stamp>-seed<seed>.json``: finished matches, and
  ``records/belot/unfinished-<stamp>.json``: matches set aside for a new one.
  They sit in a folder of their own so that Baloot's record list does not read
  them as broken Baloot records.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from baloot_tui.belot import record
from baloot_tui.belot.match import BelotMatch
from baloot_tui.engine.files import (
    RECORD,
    SEATS_FILE,
    Clock,
    Loaded,
    SaveFailed,
    disk_problem,
    load_file,
    save_file,
)
from baloot_tui.engine.printable import printable
from baloot_tui.engine.seats import TableConfig
from baloot_tui.engine.storage import (
    RECORDS_DIR,
    SEED_RANGE,
    guess_table,
    table_from_data,
    table_to_json,
)
from baloot_tui.rules.errors import FileFormatError
from baloot_tui.rules.seats import SEATS

SAVE_NAME: Final = "belot-current.json"
TABLE_NAME: Final = "belot-current.table.json"
RECORDS_SUBDIR: Final = "belot"


@dataclass(frozen=True, slots=True)
class SavedBelot:
    """An unfinished Belot match read back from the save."""

    match: BelotMatch
    """The match replayed from its record."""
    seed: int
    """The seed its decks come from."""
    table: TableConfig
    """Who sits where."""


class BelotSaves:
    """The Belot save and records in ``folder`` (writing only when ``writable``)."""

    def __init__(self, folder: Path, clock: Clock, *, read_only: str | None = None) -> None:
        """Use ``folder``; ``read_only`` says why nothing may be written (None: writable)."""
        self.folder = folder
        self.clock = clock
        self.read_only_reason = read_only

    @property
    def save_path(self) -> Path:
        """The running match's record."""
        return self.folder / SAVE_NAME

    @property
    def table_path(self) -> Path:
        """The running match's seats."""
        return self.folder / TABLE_NAME

    @property
    def records_dir(self) -> Path:
        """Where finished and set-aside Belot matches are kept."""
        return self.folder / RECORDS_DIR / RECORDS_SUBDIR

    def has_save(self) -> bool:
        """Whether an unfinished Belot match may be waiting."""
        return os.path.lexists(self.save_path)

    # ---------------------------------------------------------------- writing

    def _check_writable(self, path: Path) -> None:
        if self.read_only_reason is not None:
            raise SaveFailed(path, self.read_only_reason)

    def start(self, table: TableConfig) -> None:
        """Begin a new match: write its seats.

        Raises:
            SaveFailed: not written.
        """
        self._check_writable(self.table_path)
        save_file(self.table_path, table_to_json(table))

    def save(self, match: BelotMatch, seed: int, table: TableConfig) -> None:
        """Write the match; a finished one becomes a record and the save is removed.

        Raises:
            SaveFailed: not written (the previous save is intact).
        """
        self._check_writable(self.save_path)
        text = record.dumps(match, seed, dict(zip(SEATS, table.names, strict=True)))
        if match.is_over:
            target = self._new_record_path(f"match-{{stamp}}-seed{seed}")
            self.records_dir.mkdir(parents=True, exist_ok=True)
            save_file(target, text)
            self.discard()
            return
        if not os.path.lexists(self.table_path):
            save_file(self.table_path, table_to_json(table))
        save_file(self.save_path, text)

    def archive_unfinished(self) -> Path | None:
        """Keep the unfinished save as ``records/belot/unfinished-<stamp>.json``.

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

    def discard(self) -> None:
        """Remove the save and its seats.

        Raises:
            SaveFailed: they could not be removed.
        """
        self._check_writable(self.save_path)
        try:
            self.save_path.unlink(missing_ok=True)
            self.table_path.unlink(missing_ok=True)
        except OSError as err:
            raise SaveFailed(self.save_path, disk_problem(err)) from None

    def _new_record_path(self, pattern: str) -> Path:
        stem = pattern.format(stamp=self.clock().strftime("%Y%m%d-%H%M%S"))
        path = self.records_dir / f"{stem}.json"
        counter = 1
        while os.path.lexists(path):
            path = self.records_dir / f"{stem}-{counter}.json"
            counter += 1
        return path

    # ---------------------------------------------------------------- reading

    def read(self) -> Loaded[SavedBelot | None]:
        """The unfinished match and what to tell the player; never raises for a bad file.

        A save that cannot be read or replayed (or has no seed) is moved aside; a
        missing or bad seat file gives seats rebuilt from the save's names, told.
        """
        writable = self.read_only_reason is None
        loaded = load_file(
            self.save_path,
            RECORD,
            self._decode,
            None,
            clock=self.clock,
            consequence="there is no Belot match to continue",
            move_bad=writable,
        )
        saved = loaded.value
        if saved is None or saved.match.is_over:
            return Loaded(None, loaded.notices)
        assert saved.seed is not None
        guessed = guess_table(saved.players)
        table = load_file(
            self.table_path,
            SEATS_FILE,
            table_from_data,
            None,
            clock=self.clock,
            consequence="the seats are rebuilt from the saved names",
            move_bad=writable,
        )
        notices = table.notices
        if table.value is None and not notices:
            notices = (printable(f"{self.table_path}: missing; the seats are rebuilt"),)
        return Loaded(SavedBelot(saved.match, saved.seed, table.value or guessed), notices)

    def _decode(self, data: object) -> record.LoadedRecord:
        loaded = record.loads(json.dumps(data), source=str(self.save_path))
        if loaded.seed is None or loaded.seed not in SEED_RANGE:
            raise FileFormatError("'seed' must be a whole number from 0 to 2**63-1")
        return loaded
