"""Files on disk: the running match's save, finished match records, atomic writes.

The save is a game record (:mod:`baloot_tui.rules.record`) written after every
action, so ``baloot replay`` reads it like any record. Who is human and which bot
plays each seat cannot go into a record, so it sits next to it in a small
``.table.json`` file. Every write goes to a temporary file first and replaces the
target with :func:`os.replace`, so a killed process leaves either the old save or
the new one, never half of one. A file that cannot be read is renamed aside with
a timestamp and reported; it is never overwritten.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from baloot_tui.engine.files import Clock, atomic_write, move_aside
from baloot_tui.engine.seats import SeatConfig, TableConfig, make_table
from baloot_tui.rules import record
from baloot_tui.rules.errors import BalootError
from baloot_tui.rules.match import MatchState
from baloot_tui.rules.seats import SEATS, Seat

SAVE_NAME: Final = "current.json"
TABLE_SUFFIX: Final = ".table.json"
RECORDS_DIR: Final = "records"


class SaveError(BalootError):
    """A save or settings file that could not be read; it has been moved aside."""


@dataclass(frozen=True, slots=True)
class SavedMatch:
    """An unfinished match read back from the save."""

    match: MatchState
    """The match replayed from the record."""
    seed: int
    """The seed its decks come from."""
    table: TableConfig
    """Who sits where."""


def table_to_json(table: TableConfig) -> str:
    """The seat configuration as JSON text."""
    seats = {
        seat.letter: {"name": c.name, "human": c.human, "level": c.level}
        for seat, c in zip(SEATS, table.seats, strict=True)
    }
    return json.dumps({"format": "baloot-tui/table", "version": 1, "seats": seats}, indent=2)


def table_from_json(text: str) -> TableConfig:
    """Read a seat configuration.

    Raises:
        ValueError: the text is not a valid seat configuration.
    """
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != "baloot-tui/table":
        raise ValueError("not a baloot-tui seat file")
    seats = data.get("seats")
    if not isinstance(seats, dict):
        raise ValueError("'seats' must be an object")
    configs: list[SeatConfig] = []
    for seat in SEATS:
        entry = seats.get(seat.letter)
        if not isinstance(entry, dict):
            raise ValueError(f"seat {seat.letter} is missing")
        name, human, level = entry.get("name"), entry.get("human"), entry.get("level")
        if not isinstance(name, str) or not isinstance(human, bool) or not isinstance(level, str):
            raise ValueError(f"seat {seat.letter} needs a name, human true/false and a level")
        configs.append(SeatConfig(name, human, level))
    return TableConfig.of(configs)


class SaveStore:
    """The save of the running match and the records of finished ones, in one folder."""

    def __init__(self, folder: Path, clock: Clock) -> None:
        """Use ``folder`` (created on first write) with timestamps from ``clock``."""
        self.folder = folder
        self.clock = clock

    @property
    def save_path(self) -> Path:
        """The running match's record."""
        return self.folder / SAVE_NAME

    @property
    def table_path(self) -> Path:
        """The running match's seat configuration."""
        return self.folder / (Path(SAVE_NAME).stem + TABLE_SUFFIX)

    @property
    def records_dir(self) -> Path:
        """Where finished matches are kept."""
        return self.folder / RECORDS_DIR

    def has_save(self) -> bool:
        """Whether an unfinished match may be waiting."""
        return self.save_path.exists()

    def save(self, match: MatchState, seed: int, table: TableConfig) -> None:
        """Write the match (and its seats); a finished match becomes a record."""
        names = dict(zip(SEATS, table.names, strict=True))
        text = record.dumps(match, seed=seed, players=names)
        if match.is_over:
            self.keep_record(text, seed)
            self.discard()
            return
        if not self.table_path.exists():
            atomic_write(self.table_path, table_to_json(table))
        atomic_write(self.save_path, text)

    def start(self, table: TableConfig) -> None:
        """Begin a new match: forget any old save's seats (its record is replaced next)."""
        atomic_write(self.table_path, table_to_json(table))

    def keep_record(self, text: str, seed: int) -> Path:
        """Store a finished match's record under a timestamped name."""
        path = self._new_record_path(f"match-{{stamp}}-seed{seed}")
        atomic_write(path, text)
        return path

    def archive_unfinished(self) -> Path | None:
        """Keep an unfinished saved match as a record before a new match replaces it."""
        if not self.save_path.exists():
            return None
        target = self._new_record_path("unfinished-{stamp}")
        self.records_dir.mkdir(parents=True, exist_ok=True)
        os.replace(self.save_path, target)
        self.table_path.unlink(missing_ok=True)
        return target

    def _new_record_path(self, pattern: str) -> Path:
        """A free ``records/<pattern>.json`` path, ``{stamp}`` replaced by the time."""
        stem = pattern.format(stamp=self.clock().strftime("%Y%m%d-%H%M%S"))
        path = self.records_dir / f"{stem}.json"
        counter = 1
        while path.exists():
            path = self.records_dir / f"{stem}-{counter}.json"
            counter += 1
        return path

    def discard(self) -> None:
        """Remove the running save (after the match ends or the player starts afresh)."""
        self.save_path.unlink(missing_ok=True)
        self.table_path.unlink(missing_ok=True)

    def load(self) -> SavedMatch | None:
        """Read the unfinished match, if there is one.

        Raises:
            SaveError: the save is unreadable or not ours; it was renamed aside and
                the message names both paths and the problem.
        """
        path = self.save_path
        if not path.exists():
            return None
        try:
            loaded = record.loads(path.read_text(encoding="utf-8"), source=str(path))
            if loaded.seed is None:
                raise BalootError(f"{path}: the save has no seed")
            if loaded.match.is_over:
                raise BalootError(f"{path}: the saved match is already finished")
        except (OSError, UnicodeDecodeError, BalootError) as err:
            raise self._reject(path, err) from None
        return SavedMatch(loaded.match, loaded.seed, self._load_table(loaded.players))

    def _load_table(self, names: dict[Seat, str]) -> TableConfig:
        """The saved seats, or one human in SOUTH if the seat file is missing or bad."""
        try:
            return table_from_json(self.table_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            default = make_table(1)
            return TableConfig.of(
                [
                    SeatConfig(names.get(s, c.name), c.human, c.level)
                    for s, c in zip(SEATS, default.seats, strict=True)
                ]
            )

    def _reject(self, path: Path, err: Exception) -> SaveError:
        moved = move_aside(path, self.clock)
        self.table_path.unlink(missing_ok=True)
        reason = str(err).splitlines()[0] if str(err) else type(err).__name__
        if not reason.startswith(str(path)):
            reason = f"{path}: {reason}"
        return SaveError(f"{reason} (moved aside to {moved.name})")
