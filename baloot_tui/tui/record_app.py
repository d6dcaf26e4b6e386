"""``baloot replay FILE --view``: a record of either game, shown by its own replay viewer.

The record comes from the one reader (:func:`baloot_tui.store.records.open_game_record`),
and the viewer is the one the records screen opens for its kind
(:data:`~baloot_tui.tui.screens.records.RECORD_KINDS`), so the command line and the
app show a record the same way.
"""

from __future__ import annotations

from typing import Any

from baloot_tui.store.records import GameRecord
from baloot_tui.text.arabic import Shown
from baloot_tui.tui.replay import RecordViewer, ViewerApp
from baloot_tui.tui.screens.records import kind_of


class RecordApp(ViewerApp[GameRecord]):
    """A standalone app around the replay viewer of the record's game."""

    def viewer(self) -> RecordViewer[Any]:
        """The viewer the records screen would open on the record."""
        return kind_of(self.record).viewer(self.record, self.record_title)


def run_record_viewer(record: GameRecord, title: str, arabic: Shown) -> None:
    """Open the replay viewer of ``record``'s game on it (already read and replayed)."""
    RecordApp(record, title, arabic).run()
