"""The kept records as data: one entry per file in ``records/``, with its summary or its problem.

Records are files people share, so each is read like any untrusted file
(:func:`~baloot_tui.store.files.read_json` with the record's limits), then replayed
by its game's engine (:func:`load_game_record`: the ``game`` key names a game of the
registry, a version-1 record, which has none, is the first game's); a FIFO, a device, a folder or a
symbolic-link loop becomes an entry with its problem, without blocking. Reading a
long record takes time, so :func:`scan_records` is meant for a worker thread; it
touches nothing but the entries it reports on.

The match in progress is never listed: its record holds every hidden hand. Only
``records/`` is scanned, and an entry there that is the save itself (a link to
it) is reported as a problem, not read.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Final

from baloot_tui.core import tools
from baloot_tui.core.errors import BalootError, RecordError, quote
from baloot_tui.core.game import Game
from baloot_tui.core.registry import DEFAULT_GAME, GAME_KEYS, game_named
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.store.files import RECORD, FileRefused, read_json, set_aside_notice
from baloot_tui.store.saves import SaveStore
from baloot_tui.text.printable import printable
from baloot_tui.text.table_words import SEAT_WORDS, record_names, team_scores, team_words

GameRecord = tools.GameRecord[Any]
"""A record read and replayed by its game's engine (the game's own record type)."""

RECORD_SUFFIX: Final = ".json"
STAMPED_NAME: Final = re.compile(
    r"(?P<kind>match|unfinished)-(?P<stamp>\d{8}-\d{6})(?:-seed\d+)?(?:-\d+)?"
)
"""How :class:`SaveStore` names kept records (``match-<stamp>-seed<n>``, ``unfinished-<stamp>``)."""
_STAMP_FORMAT: Final = "%Y%m%d-%H%M%S"
NAME_DISPLAY_LIMIT: Final = 120
"""The most characters of a file name an entry shows."""


@dataclass(frozen=True, slots=True)
class RecordSummary:
    """What a list of records shows about one that was read and replayed."""

    players: tuple[tuple[Seat, str], ...]
    """The stored seat names (printable), SOUTH first; empty if none were stored."""
    scores: tuple[int, int]
    """The match score, NS then EW."""
    winner: Team | None
    """Who won, or None for an unfinished match."""
    hands: int
    """Hands played to the end."""
    unfinished: bool
    """Whether the match stops before its end (an abandoned or set-aside match)."""
    seed: int | None
    """The seed the decks were shuffled from, if stored."""
    target: int
    """The score that wins the match (its house rules, or as the match raised it)."""
    game: str = DEFAULT_GAME
    """The key of the game it records."""


@dataclass(frozen=True, slots=True)
class RecordEntry:
    """One entry of ``records/``: a record's summary, or why it could not be read."""

    path: Path
    """The file."""
    name: str
    """Its name, printable and cut to :data:`NAME_DISPLAY_LIMIT` characters."""
    kept: datetime | None
    """When it was kept: the stamp in its name, else its modification time."""
    finished_name: bool | None
    """Named as a finished match (True), a set-aside unfinished one (False), or neither."""
    summary: RecordSummary | None
    """The record's content, or None if it was refused."""
    problem: str | None
    """One printable line: why it was refused and where it was moved (or why the reader
    given would not read it); None if read."""
    record: GameRecord | None = field(default=None, compare=False, repr=False)
    """The record as read and replayed, whichever its game (kept so that opening it does
    not read it again); None if refused."""


def record_paths(store: SaveStore) -> list[Path]:
    """The entries of ``store``'s ``records/`` named ``*.json``, newest first, unread.

    Hidden names (temporary files) and files set aside (``*.bad``) are not listed.
    """
    try:
        with os.scandir(store.records_dir) as entries:
            paths = [
                Path(entry.path)
                for entry in entries
                if entry.name.endswith(RECORD_SUFFIX) and not entry.name.startswith(".")
            ]
    except OSError:
        return []
    kept = {path: _kept_at(path) for path in paths}
    return sorted(paths, key=lambda p: (kept[p] is None, -(_seconds(kept[p])), p.name))


def scan_records(store: SaveStore) -> list[RecordEntry]:
    """Every entry of ``records/`` with its summary or its problem, newest first.

    Never raises for a bad file and never blocks on a special one. A writable
    store moves a refused record aside (kept as ``<name>.<stamp>.bad``, and no
    longer listed); a read-only store leaves it. Meant for a worker thread.
    """
    return [describe_record(store, path) for path in record_paths(store)]


Reader = Callable[[Path], GameRecord]
"""Reads and replays one record, raising :class:`FileRefused` saying why it cannot."""


class OtherGame(FileRefused):
    """A valid record of another game than the one the reader shows (never set aside)."""


def kept_label(path: Path) -> str:
    """What a list shows of a record before reading it: its kind and when it was kept.

    >>> kept_label(Path("match-20250101-100000-seed3.json"))
    'Finished match · 2025-01-01 10:00'
    >>> kept_label(Path("mine.json"))
    'mine.json'
    """
    found = STAMPED_NAME.fullmatch(path.name.removesuffix(RECORD_SUFFIX))
    kept = None if found is None else _kept_at(path)
    if found is None or kept is None:
        return printable(path.name, NAME_DISPLAY_LIMIT)
    kind = "Finished match" if found["kind"] == "match" else "Unfinished match (set aside)"
    return f"{kind} · {kept:%Y-%m-%d %H:%M}"


def outcome_words(summary: RecordSummary) -> str:
    """``Sara and Nasser 152, East and West 98, Sara and Nasser won`` or ``…, unfinished``."""
    names = record_names(dict(summary.players))
    scores = team_scores(summary.scores, names)
    if summary.winner is not None:
        return f"{scores}, {team_words(summary.winner, names)} won"
    return f"{scores}, unfinished"


def players_words(summary: RecordSummary) -> str:
    """``Sara (South), Nasser (North)``, or ``players not recorded``."""
    named = [f"{name} ({SEAT_WORDS[seat]})" for seat, name in summary.players]
    return ", ".join(named) if named else "players not recorded"


def describe_record(store: SaveStore, path: Path, reader: Reader | None = None) -> RecordEntry:
    """The entry for one file of ``records/`` (see :func:`scan_records`).

    ``reader`` reads and replays the file (:func:`open_game_record` unless given). A
    record is untrusted: an input the engine was not built for costs its entry, not the
    caller. A record of any game is listed with its summary; one that ``reader`` refuses
    as :class:`OtherGame` is listed with that problem and never set aside.
    """
    found = STAMPED_NAME.fullmatch(path.name.removesuffix(RECORD_SUFFIX))
    entry = RecordEntry(
        path=path,
        name=printable(path.name, NAME_DISPLAY_LIMIT),
        kept=_kept_at(path),
        finished_name=None if found is None else found["kind"] == "match",
        summary=None,
        problem=None,
    )
    if _is_the_save(path, store):
        problem = f"{path}: this is the match in progress; it is not shown until it ends"
        return replace(entry, problem=printable(problem))
    try:
        loaded = (reader or open_game_record)(path)
    except (RecursionError, MemoryError, TypeError, KeyError, IndexError) as err:
        refused = FileRefused(path, f"cannot be replayed ({type(err).__name__})")
        return replace(entry, problem=printable(str(refused)))
    except OtherGame as other:
        return replace(entry, problem=printable(str(other)))
    except FileRefused as refused:
        if store.writable:
            return replace(
                entry, problem=set_aside_notice(refused, store.clock, "it is no longer listed")
            )
        return replace(entry, problem=printable(str(refused)))
    return replace(entry, summary=summarize(loaded), record=loaded)


def record_game(data: object, source: str = "<record>") -> Game[Any, Any, Any, Any]:
    """The game whose engine replays a parsed record: the one its ``game`` key names.

    A record without ``game`` is the first game's (version 1 has none); a value that
    is not a JSON object is left to that game's reader to refuse.

    Raises:
        RecordError: the key names no game of the registry (one line naming ``source``).
    """
    key = data.get("game", DEFAULT_GAME) if isinstance(data, dict) else DEFAULT_GAME
    if key not in GAME_KEYS:
        raise RecordError(
            f"{source}: unknown game {quote(key)} (this program reads "
            f"{' and '.join(GAME_KEYS)} records)"
        )
    return game_named(str(key))


def load_game_record(data: object, *, source: str = "<record>") -> GameRecord:
    """Replay a parsed record with the engine of the game its ``game`` key names.

    Each game's reader checks the format, the version and every field strictly.

    Raises:
        RecordError: one line naming ``source``: an unknown game, or whatever the
            game's reader refuses.
    """
    return record_game(data, source).read_record(data, source)


def open_game_record(path: Path) -> GameRecord:
    """Read and replay the record at ``path``, whatever its game (``baloot replay``).

    Raises:
        FileRefused: one line naming the file and the problem (special file, too
            large, not UTF-8 or JSON, beyond a limit, or it does not replay).
    """
    data = read_json(path, RECORD)
    try:
        return load_game_record(data, source=str(path))
    except RecordError as err:
        said = str(err)
        if err.refusal is not None and isinstance(data, dict):  # in the game's words
            game = game_named(str(data.get("game", DEFAULT_GAME)))
            said = f"{err.where}: {game.refusal_words(err.refusal)}"
        raise FileRefused(path, said.removeprefix(f"{path}: ")) from None
    except BalootError as err:
        raise FileRefused(path, str(err).removeprefix(f"{path}: ")) from None


def open_record(path: Path, game: str = DEFAULT_GAME) -> GameRecord:
    """Read and replay the record at ``path``, a record of ``game`` (the review).

    Raises:
        OtherGame: the file is a valid record of another game.
        FileRefused: see :func:`open_game_record`.
    """
    loaded = open_game_record(path)
    if loaded.game != game:
        other, wanted = game_named(loaded.game), game_named(game)
        raise OtherGame(
            path,
            f"a {other.short_title} record: print it with baloot replay FILE "
            f"(this reads {wanted.short_title} records)",
        )
    return loaded


def summarize(loaded: GameRecord) -> RecordSummary:
    """The list's view of a replayed record of any game."""
    result = game_named(loaded.game).result(loaded.match)
    return RecordSummary(
        players=tuple((s, printable(loaded.players[s])) for s in SEATS if s in loaded.players),
        scores=result.scores,
        winner=result.winner,
        hands=result.deals,
        unfinished=result.winner is None,
        seed=loaded.seed,
        target=result.target,
        game=loaded.game,
    )


def _kept_at(path: Path) -> datetime | None:
    """The stamp in a kept record's name, else the entry's own modification time."""
    found = STAMPED_NAME.fullmatch(path.name.removesuffix(RECORD_SUFFIX))
    if found is not None:
        try:
            return datetime.strptime(found["stamp"], _STAMP_FORMAT)
        except ValueError:
            pass
    try:
        return datetime.fromtimestamp(path.lstat().st_mtime)
    except (OSError, OverflowError, ValueError):
        return None


def _seconds(when: datetime | None) -> float:
    try:
        return 0.0 if when is None else when.timestamp()
    except (OverflowError, OSError, ValueError):
        return 0.0


def _is_the_save(path: Path, store: SaveStore) -> bool:
    """Whether ``path`` is the live save under another name (a symbolic or hard link)."""
    try:
        mine, save = os.stat(path), os.stat(store.save_path)
    except OSError:
        return False
    return stat.S_ISREG(mine.st_mode) and (mine.st_dev, mine.st_ino) == (save.st_dev, save.st_ino)
