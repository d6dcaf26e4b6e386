"""The registry of game tables: how the app opens a match of each game.

The app and the start menu pick a game's table here by its key (the same keys
as :data:`baloot_tui.engine.games.GAMES`); no screen tests a game's name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Protocol

from baloot_tui.engine.belot_game import BELOT
from baloot_tui.engine.game_baloot import BALOOT
from baloot_tui.engine.seats import TableConfig
from baloot_tui.ui.screens.belot_table import open_belot

if TYPE_CHECKING:
    from baloot_tui.ui.app import BalootApp, StartMode


class GameTable(Protocol):
    """Opens a game's table in the app."""

    def __call__(self, app: BalootApp, start: StartMode, table: TableConfig | None = None) -> None:
        """Start, continue or ask, as ``start`` says; ``table`` seats a new match."""
        ...


def open_baloot(app: BalootApp, start: StartMode, table: TableConfig | None = None) -> None:
    """Saudi Baloot: the app's own start (the save, Continue, the question before a new match)."""
    app.open_baloot(start, table)


GAME_TABLES: Final[dict[str, GameTable]] = {BALOOT.key: open_baloot, BELOT.key: open_belot}
"""Each game's opener by the game's key, the default first."""
