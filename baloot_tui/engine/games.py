"""The registry of games: every :class:`~baloot_tui.engine.game.Game` by its key.

Front ends pick a game here by the name a person or a record gives
(``--game belot``, ``"game": "belot"``), never by testing the name themselves.
"""

from __future__ import annotations

from typing import Any, Final

from baloot_tui.engine.belot_game import BELOT
from baloot_tui.engine.game import Game
from baloot_tui.engine.game_baloot import BALOOT
from baloot_tui.rules.errors import NotationError, quote

GAMES: Final[dict[str, Game[Any, Any, Any]]] = {BALOOT.key: BALOOT, BELOT.key: BELOT}
"""Every game, the default (Saudi Baloot) first."""


def game_named(key: str) -> Game[Any, Any, Any]:
    """The game called ``key`` (case and spaces ignored).

    Raises:
        NotationError: no game has that name.
    """
    game = GAMES.get(key.strip().lower())
    if game is None:
        raise NotationError(f"unknown game {quote(key)}: choose {' or '.join(GAMES)}")
    return game
