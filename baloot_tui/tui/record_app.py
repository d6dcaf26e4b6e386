"""``baloot replay FILE --view``: a record, whatever its game, in the one replay viewer.

The record comes from the one reader (:func:`baloot_tui.store.records.open_game_record`)
and is shown by :class:`~baloot_tui.tui.replay.ReplayApp`, the viewer the records
screen opens, so the command line and the app show a record the same way.
"""

from __future__ import annotations

from baloot_tui.store.records import GameRecord
from baloot_tui.text.arabic import Shown
from baloot_tui.tui.replay import ReplayApp


def run_record_viewer(record: GameRecord, title: str, arabic: Shown) -> None:
    """Open the replay viewer on ``record`` (already read and replayed)."""
    ReplayApp(record, title, arabic).run()
