"""The records screen: the saved match and every kept record, each opened in the replay viewer.

Records are listed from the save folder's file names (newest first) without being
read; the highlighted one is read and replayed to show its players and score, and
Enter or a click opens it in :class:`~baloot_tui.ui.replay.ReplayScreen`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Final

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Label, ListItem, ListView, Static

from baloot_tui.engine.storage import SaveStore
from baloot_tui.rules.errors import BalootError
from baloot_tui.rules.record import LoadedRecord, loads
from baloot_tui.rules.seats import SEATS
from baloot_tui.ui.replay import ReplayScreen

_NAME: Final = re.compile(
    r"(?P<kind>match|unfinished)-(?P<date>\d{8})-(?P<time>\d{6})(?:-seed\d+)?(?:-\d+)?"
)
"""How :class:`SaveStore` names kept records (``match-<stamp>-seed<n>``, ``unfinished-<stamp>``)."""


@dataclass(frozen=True, slots=True)
class RecordFile:
    """One file the screen lists."""

    path: Path
    """The record on disk."""
    label: str
    """What the list shows: the kind of record and when it was kept."""


def describe_name(path: Path) -> str:
    """A readable label from a record's file name (the name itself when it is not ours)."""
    found = _NAME.fullmatch(path.stem)
    if found is None:
        return path.name
    date, time = found["date"], found["time"]
    when = f"{date[:4]}-{date[4:6]}-{date[6:]} {time[:2]}:{time[2:4]}"
    kind = "Finished match" if found["kind"] == "match" else "Unfinished match (set aside)"
    return f"{kind} · {when}"


def _newest_first(path: Path) -> tuple[bool, int, str]:
    """Sort key: our stamped names newest first, any other name after them."""
    found = _NAME.fullmatch(path.stem)
    if found is None:
        return (True, 0, path.name)
    return (False, -int(found["date"] + found["time"]), path.name)


def list_records(store: SaveStore) -> list[RecordFile]:
    """The running save first, then the kept records, newest first."""
    files = []
    if store.save_path.exists():
        files.append(
            RecordFile(store.save_path, "The match in progress (Continue in the menu resumes it)")
        )
    kept = sorted(store.records_dir.glob("*.json"), key=_newest_first)
    files += [RecordFile(path, describe_name(path)) for path in kept]
    return files


def read_record(path: Path) -> LoadedRecord:
    """Read and replay the record at ``path``.

    Raises:
        BalootError: unreadable, or it does not replay; the message names the file.
    """
    try:
        return loads(path.read_text(encoding="utf-8"), source=str(path))
    except UnicodeDecodeError:
        raise BalootError(f"{path}: not UTF-8 text") from None
    except OSError as err:
        raise BalootError(f"{path}: cannot read: {err.strerror}") from None


def summary(loaded: LoadedRecord) -> str:
    """Players, hands and score of a record, in a few lines."""
    match = loaded.match
    names = [f"{s.letter} {loaded.players[s]}" for s in SEATS if s in loaded.players]
    ns, ew = match.scores
    hands = len(match.hands)
    lines = [
        "Players: " + (", ".join(names) if names else "not recorded"),
        f"{hands} hand{'s' if hands != 1 else ''} played · score NS {ns} – EW {ew}",
    ]
    if match.winner is not None:
        lines.append(f"Winner: {match.winner.short}")
    elif match.current is not None:
        lines.append("Match in progress (the last hand is not finished)")
    if loaded.seed is not None:
        lines.append(f"Seed {loaded.seed}")
    return "\n".join(lines)


class RecordsScreen(Screen[None]):
    """Saved and kept matches; Enter or a click opens one in the replay viewer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q", "back", "Back"),
        Binding("enter", "open", "Replay", priority=True),
    ]

    def __init__(self, store: SaveStore) -> None:
        """List the records in ``store``'s folder."""
        super().__init__()
        self.files = list_records(store)
        self.folder = store.folder

    def compose(self) -> ComposeResult:
        """The title, the list (or a note when it is empty) and the highlighted record's summary."""
        yield Static(f"Records in {self.folder}", id="records-title")
        if not self.files:
            yield Static(
                "No records yet: every finished match is kept here, and so is an "
                "unfinished one when you start a new match.",
                id="records-empty",
            )
        else:
            rows = [ListItem(Label(f.label), id=f"record-{n}") for n, f in enumerate(self.files)]
            yield ListView(*rows, id="record-list")
            yield VerticalScroll(Static(id="record-detail"), id="record-detail-box")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Offer "Replay" only when there is something to open."""
        return bool(self.files) if action == "open" else True

    def on_mount(self) -> None:
        """Focus the list, so arrows and Enter work at once."""
        if self.files:
            self.query_one("#record-list", ListView).focus()

    def highlighted(self) -> RecordFile | None:
        """The record under the highlight."""
        if not self.files:
            return None
        index = self.query_one("#record-list", ListView).index
        return None if index is None else self.files[index]

    @on(ListView.Highlighted, "#record-list")
    def show_summary(self, event: ListView.Highlighted) -> None:
        """Read the highlighted record and show its players and score."""
        chosen = self.highlighted()
        if chosen is None:
            return
        try:
            text = f"{chosen.path.name}\n{summary(read_record(chosen.path))}"
        except BalootError as err:
            text = f"Cannot be replayed: {err}"
        self.query_one("#record-detail", Static).update(text)

    @on(ListView.Selected, "#record-list")
    def action_open(self) -> None:
        """Open the highlighted record in the replay viewer (Enter or a click)."""
        chosen = self.highlighted()
        if chosen is None:
            return
        try:
            loaded = read_record(chosen.path)
        except BalootError as err:
            self.notify(str(err), title="Record not opened", severity="error", timeout=10)
            return
        self.app.push_screen(ReplayScreen(loaded, chosen.path.name))

    def action_back(self) -> None:
        """Back to the start menu."""
        self.dismiss(None)
