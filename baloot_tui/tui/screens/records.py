"""The records screen: every kept record in ``records/``, each opened in the replay viewer.

Records are files people share, so the screen trusts none of them. It never
reads in the UI thread: a thread worker lists the folder's ``*.json`` names
(newest first), which appear at once, then reads and replays each file through
the one bounded reader (:func:`baloot_tui.store.files.read_text`: regular files
only, opened without blocking, size-capped) and fills in its row: the date, the
players, the final score and the winner, or the one line saying what is wrong
with it (not JSON, too large, a FIFO, a folder, a symlink loop, an illegal
action...). Esc and Ctrl+Q work while it reads. A record read is kept, so
opening it in the replay viewer (:class:`~baloot_tui.tui.replay.ReplayScreen`) does
not read it again. Each row names the game it records, in that game's own words (its
adapter's :attr:`~baloot_tui.tui.adapter.GameAdapter.record_words`).

The match in progress is never listed: its replay would show every hand face up,
the bots' and the other people's included. It is continued from the menu.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Final

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Label, ListItem, ListView, Static
from textual.worker import get_current_worker

from baloot_tui.core.seats import NAME_LIMIT, SEATS
from baloot_tui.store.records import (
    GameRecord,
    Reader,
    RecordEntry,
    describe_record,
    kept_label,
    open_game_record,
    outcome_words,
    record_paths,
    summarize,
)
from baloot_tui.store.saves import SaveStore
from baloot_tui.text.i18n import N_, _, ngettext
from baloot_tui.text.printable import printable
from baloot_tui.text.table_words import SEAT_WORDS, record_names, team_scores, team_words
from baloot_tui.tui.adapter import RecordWords, adapter_of_record
from baloot_tui.tui.render import plain
from baloot_tui.tui.replay import ReplayScreen
from baloot_tui.tui.say import fill, show_text, tr, tr_text
from baloot_tui.tui.widgets.footer import KeyFooter
from baloot_tui.tui.widgets.lists import JumpListView

MAX_LISTED: Final = 500
"""The newest records listed; a note above the list counts the older ones (a folder may
hold thousands of files, and every row costs the UI a widget)."""
BATCH_SECONDS: Final = 0.1
"""Rows read are handed to the UI at most this often (one hand-over per row would make
the UI thread wait on the worker for every small file of a crowded folder)."""
PROBLEM_LIMIT: Final = 200
"""The longest problem line shown in a row (the detail pane shows it whole)."""


@dataclass(frozen=True, slots=True)
class RecordFile:
    """One file the screen lists, before it is read."""

    path: Path
    """The record on disk."""
    label: str
    """What the list shows first: the kind of record and when it was kept, or its name."""


def list_records(store: SaveStore) -> tuple[list[RecordFile], int]:
    """The records of ``store`` newest first (at most :data:`MAX_LISTED`), and how many more.

    Only names are read: nothing is opened, so a FIFO or a device listed here cannot block.
    """
    found = record_paths(store)
    listed = [RecordFile(path, kept_label(path)) for path in found[:MAX_LISTED]]
    return listed, len(found) - len(listed)


def words_of(record: GameRecord) -> RecordWords:
    """How the screen speaks of ``record``, in its game's words."""
    return adapter_of_record(record).record_words


def players_text(loaded: GameRecord, *, letters: bool = False) -> Text:
    """``Sara (South), Nasser (North)``; ``Sara (S), Nasser (N)`` with ``letters``.

    The letters are for a row of the list, which must fit one line. Names only
    through :func:`plain`.
    """
    names = [
        Text.assemble(
            plain(loaded.players[s], NAME_LIMIT), f" ({s.letter if letters else _(SEAT_WORDS[s])})"
        )
        for s in SEATS
        if s in loaded.players
    ]
    return Text(_(", ")).join(names) if names else Text(_("players not recorded"))


def row_line(row: RecordEntry, label: str = "") -> Text:
    """The row's second line: date, players and result, or the problem.

    The date is left out when the row's ``label`` already gives it.
    """
    if row.record is None:
        why = (row.problem or "cannot be read").removeprefix(f"{printable(str(row.path))}: ")
        problem = printable(f"{row.path.name}: {why}", PROBLEM_LIMIT)
        return Text(f"✗ {problem}", style="bold red")
    when = _("date unknown") if row.kept is None else f"{row.kept:%Y-%m-%d %H:%M}"
    line = Text("" if when in label else f"{when} · ", style="dim")
    line.append(f"{_(words_of(row.record).game)} · ", style="bold")
    line.append_text(players_text(row.record, letters=True))
    line.append(f" · {outcome_words(summarize(row.record))}")
    return line


def summary(path: Path, loaded: GameRecord) -> Text:
    """Players, hands and score of a record, in a few lines."""
    match = loaded.match
    hands = len(match.hands)
    text = plain(path.name, style="bold")
    text.append("\n").append_text(fill("Players: {players}", players=players_text(loaded)))
    names = record_names(loaded.players)
    scores = team_scores(match.scores, names)
    words = words_of(loaded)
    played = ngettext(*words.played, hands)
    text.append("\n" + played.format(count=hands, scores=scores))
    if match.winner is not None:
        text.append("\n" + _("Winner: {team}").format(team=team_words(match.winner, names)))
    elif match.current is not None:
        text.append("\n" + _(words.unfinished))
    else:
        text.append("\n" + _("Unfinished"))
    if loaded.seed is not None:
        text.append("\n" + _("Seed {seed}").format(seed=loaded.seed))
    return show_text(text)


class RecordsScreen(Screen[None]):
    """Kept matches, read in a worker; Enter or a click opens one in the replay viewer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "back", N_("Back")),
        Binding("enter", "open", N_("Replay"), priority=True),
        Binding("t", "stats", N_("Statistics")),
    ]

    def __init__(self, store: SaveStore, reader: Reader = open_game_record) -> None:
        """List the records in ``store``'s records folder, reading them with ``reader``.

        A bad record is moved aside by a writable store (and still shown with its
        problem this time); a read-only store leaves it.
        """
        super().__init__()
        self.store = store
        self.folder = store.records_dir
        self.reader = reader
        self.files: list[RecordFile] = []
        """The files listed, in list order (filled by the worker)."""
        self.rows: dict[Path, RecordEntry] = {}
        """What reading each listed file gave, once it is read."""
        self.positions: dict[Path, int] = {}
        """Each listed file's place in the list."""

    def compose(self) -> ComposeResult:
        """The title, the list (filled by the worker) and the highlighted record's summary."""
        title = tr_text("Records in {folder}", folder=plain(str(self.folder)))
        yield Static(title, id="records-title")
        yield Static(Text(tr("Reading the records folder…")), id="records-note")
        yield JumpListView(id="record-list")
        yield VerticalScroll(Static(id="record-detail"), id="record-detail-box")
        yield KeyFooter()

    def on_mount(self) -> None:
        """Focus the list, so arrows and Enter work at once, and start reading."""
        self.query_one("#record-list", ListView).focus()
        self.scan()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Offer "Replay" only when there is something to open."""
        return bool(self.files) if action == "open" else True

    # ------------------------------------------------------------- the worker

    @work(thread=True, exclusive=True, group="records")
    def scan(self) -> None:
        """List the folder, then read the records one by one, handing the rows back in batches."""
        worker = get_current_worker()
        listed, more = list_records(self.store)
        if worker.is_cancelled:
            return
        self.app.call_from_thread(self.show_files, listed, more)
        batch: dict[Path, RecordEntry] = {}
        handed = time.monotonic()
        for record in listed:
            if worker.is_cancelled:
                return
            batch[record.path] = describe_record(self.store, record.path, self.reader)
            if worker.is_cancelled:
                return
            if time.monotonic() - handed >= BATCH_SECONDS or record is listed[-1]:
                self.app.call_from_thread(self.show_rows, batch)
                batch, handed = {}, time.monotonic()

    def show_files(self, listed: list[RecordFile], more: int) -> None:
        """Put every file name in the list; their summaries follow as they are read."""
        self.files = listed
        self.positions = {f.path: n for n, f in enumerate(listed)}
        note = self.query_one("#records-note", Static)
        if not listed:
            note.update(
                Text(
                    tr(
                        "No records yet: every finished match is kept here, and so is an "
                        "unfinished one when you start a new match."
                    )
                )
            )
            self.query_one("#record-list", ListView).display = False
            self.query_one("#record-detail-box").display = False
            return
        note.display = more > 0
        note.update(
            Text(
                tr(
                    "The newest {count} are listed; {more} older ones are not.",
                    count=len(listed),
                    more=more,
                )
            )
        )
        rows = [
            ListItem(Label(self.row_text(f), id=f"record-label-{n}"), id=f"record-{n}")
            for n, f in enumerate(listed)
        ]
        view = self.query_one("#record-list", ListView)
        view.extend(rows)
        view.index = 0
        self.refresh_bindings()

    def show_rows(self, rows: dict[Path, RecordEntry]) -> None:
        """Fill in the rows of the files just read."""
        self.rows.update(rows)
        for path in rows:
            index = self.positions[path]
            self.query_one(f"#record-label-{index}", Label).update(self.row_text(self.files[index]))
        chosen = self.highlighted()
        if chosen is not None and chosen.path in rows:
            self.show_detail(chosen)

    def row_text(self, record: RecordFile) -> Text:
        """The label, then the summary or the problem (or "reading…" until it is read)."""
        text = plain(record.label, style="bold")
        row = self.rows.get(record.path)
        text.append("\n")
        if row is None:
            text.append(tr("reading…"), style="dim italic")
        else:
            text.append_text(row_line(row, record.label))
        return text

    # ------------------------------------------------------------- the list

    def highlighted(self) -> RecordFile | None:
        """The record under the highlight."""
        index = self.query_one("#record-list", ListView).index
        if index is None or not 0 <= index < len(self.files):
            return None
        return self.files[index]

    @on(ListView.Highlighted, "#record-list")
    def highlight_changed(self) -> None:
        """Show the highlighted record's summary (from what the worker read)."""
        chosen = self.highlighted()
        if chosen is not None:
            self.show_detail(chosen)

    def show_detail(self, record: RecordFile) -> None:
        """The summary of ``record``, its problem in full, or that it is being read."""
        row = self.rows.get(record.path)
        if row is None:
            text = plain(record.path.name, style="bold").append("\n" + tr("reading…"))
        elif row.record is None:
            text = plain(f"Cannot be replayed: {row.problem}")
        else:
            text = summary(record.path, row.record)
        self.query_one("#record-detail", Static).update(text)

    @on(ListView.Selected, "#record-list")
    def action_open(self) -> None:
        """Open the highlighted record in the replay viewer (Enter or a click)."""
        chosen = self.highlighted()
        if chosen is None:
            return
        row = self.rows.get(chosen.path)
        if row is None:
            self.notify(tr("This record is still being read."), timeout=3)
        elif row.record is None:
            self.notify(
                printable(row.problem or "cannot be read", PROBLEM_LIMIT),
                title=tr("Record not opened"),
                severity="error",
                timeout=10,
                markup=False,
            )
        else:
            self.app.push_screen(ReplayScreen(row.record, chosen.path.name))

    def action_stats(self) -> None:
        """Key t: the statistics over the finished records of this folder."""
        from baloot_tui.tui.screens.stats import StatsScreen  # plotext loads only here

        self.app.push_screen(StatsScreen(self.store))

    def action_back(self) -> None:
        """Back to the start menu."""
        self.workers.cancel_group(self, "records")
        self.dismiss(None)
