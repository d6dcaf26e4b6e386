"""The registry of game tables: how the app opens a match of each game.

The app and the start menu pick a game's table here by its key (the same keys
as :data:`baloot_tui.core.registry.GAME_KEYS`); no screen tests a game's name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Protocol

from baloot_tui.games.baloot.game import BALOOT
from baloot_tui.games.belot.game import BELOT
from baloot_tui.games.belot.tui.table import open_belot
from baloot_tui.play.seats import TableConfig

if TYPE_CHECKING:
    from baloot_tui.tui.app import BalootApp, StartMode


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
