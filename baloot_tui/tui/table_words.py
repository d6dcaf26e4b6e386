"""The words for seats, teams and players that every game's screens share.

Seats, teams and the players' names read alike in every game of the house, so the
app's game-neutral screens (the records, the settings, the felt's names) word them
here, the one place they are imported from. They are still kept in Saudi Baloot's
words module, where they were first written; when they move to ``baloot_tui.text``
this module imports them from there (and its exception in ``pyproject.toml``'s
import contract goes).
"""

from __future__ import annotations

from baloot_tui.games.baloot.words import (
    SEAT_WORDS,
    YOU,
    record_names,
    team_scores,
    team_words,
)

__all__ = ["SEAT_WORDS", "YOU", "record_names", "team_scores", "team_words"]
