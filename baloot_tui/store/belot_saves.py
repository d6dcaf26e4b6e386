"""The running Belot match's save and the records of finished ones, beside Baloot's.

The same data folder and the same rules as :mod:`baloot_tui.store.saves`: the
app that holds the folder's lock is the one writer, every write is atomic
(:func:`~baloot_tui.store.files.save_file`), a file that cannot be read is moved
aside with a one-line notice, a read-only store never writes or moves anything.

Files (the save is a Belot record of :mod:`baloot_tui.games.belot.rules.record`, which names
its game, ``"game": "belot"``, format version 2):

- ``belot-current.json``: the unfinished match, written after every action;
- ``belot-current.table.json``: who is a person and which bot plays each seat
  (the Baloot seat-file format, ``baloot-tui/table`` version 1);
- ``records/match-<stamp>-seed<seed>.json``: finished matches, and
  ``records/unfinished-<stamp>.json``: matches set aside for a new one, in the
  one list of kept records of both games (each record names its game).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from baloot_tui.core.errors import FileFormatError
from baloot_tui.core.seats import SEATS
from baloot_tui.games.belot.rules import record
from baloot_tui.games.belot.rules.match import BelotMatch
from baloot_tui.play.seats import TableConfig
from baloot_tui.store.files import RECORD, SEATS_FILE, Loaded, load_file
from baloot_tui.store.saves import (
    SEED_RANGE,
    SaveStore,
    guess_table,
    table_from_data,
)
from baloot_tui.text.printable import printable

SAVE_NAME: Final = "belot-current.json"
TABLE_NAME: Final = "belot-current.table.json"


@dataclass(frozen=True, slots=True)
class SavedBelot:
    """An unfinished Belot match read back from the save."""

    match: BelotMatch
    """The match replayed from its record."""
    seed: int
    """The seed its decks come from."""
    table: TableConfig
    """Who sits where."""


class BelotSaves(SaveStore):
    """The Belot save and records: Baloot's store with the Belot files and record format.

    Starting, setting aside, discarding and naming records are the Baloot store's
    own; only what is written (a Belot record) and read back differs.
    """

    @property
    def save_path(self) -> Path:
        """The running Belot match's record."""
        return self.folder / SAVE_NAME

    @property
    def table_path(self) -> Path:
        """The running Belot match's seats."""
        return self.folder / TABLE_NAME

    def save_belot(self, match: BelotMatch, seed: int, table: TableConfig) -> None:
        """Write the match; a finished one becomes a record and the save is removed.

        Raises:
            SaveFailed: not written (the previous save is intact).
        """
        text = record.dumps(match, seed, dict(zip(SEATS, table.names, strict=True)))
        self.write_save(text, seed, table, finished=match.is_over)

    # ---------------------------------------------------------------- reading

    def read_belot(self) -> Loaded[SavedBelot | None]:
        """The unfinished match and what to tell the player; never raises for a bad file.

        A save that cannot be read or replayed (or has no seed) is moved aside; a
        missing or bad seat file gives seats rebuilt from the save's names, told.
        """
        writable = self.writable
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
