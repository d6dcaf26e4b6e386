"""The registry of games: every :class:`~baloot_tui.core.game.Game` by its key.

Front ends pick a game here by the name a person or a record gives
(``--game belot``, ``"game": "belot"``), never by testing the name themselves.
A game is a package under :mod:`baloot_tui.games` whose ``game`` module holds
``GAME``; it is imported the first time it is asked for, so the kernel names no
game's code and a command that plays one game never loads the other.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module
from types import ModuleType
from typing import Any, Final

from baloot_tui.core.errors import NotationError, quote
from baloot_tui.core.game import Game

GAME_MODULES: Final = {
    "baloot": "baloot_tui.games.baloot.game",
    "belot": "baloot_tui.games.belot.game",
}
"""Where each game lives, by its key; the default (Saudi Baloot) first."""
GAME_KEYS: Final = tuple(GAME_MODULES)
"""Every game's key, the default first."""
DEFAULT_GAME: Final = GAME_KEYS[0]
"""The game a command plays when none is named."""


@cache
def game_named(key: str) -> Game[Any, Any, Any, Any]:
    """The game called ``key`` (case and spaces ignored).

    Raises:
        NotationError: no game has that name.
    """
    game: Game[Any, Any, Any, Any] = import_module(game_module(key)).GAME
    return game


def game_module(key: str) -> str:
    """The name of the ``game`` module of the game called ``key`` (case and spaces ignored).

    Raises:
        NotationError: no game has that name.
    """
    module = GAME_MODULES.get(key.strip().lower())
    if module is None:
        raise NotationError(f"unknown game {quote(key)}: choose {' or '.join(GAME_KEYS)}")
    return module


def game_part(key: str, part: str) -> ModuleType:
    """Module ``part`` of the folder of the game called ``key``: a front end's adapter for it.

    A game's folder may carry what a front end needs of it beside its engine, by
    convention: ``plain`` (the plain stream's voice), ``tui`` (the Textual felt). Only
    that module is imported: a start menu's entries load no rules.
    """
    return import_module(f"{game_module(key).rpartition('.')[0]}.{part}")


def all_games() -> tuple[Game[Any, Any, Any, Any], ...]:
    """Every game, the default first (each imported)."""
    return tuple(game_named(key) for key in GAME_KEYS)


def default_game() -> Game[Any, Any, Any, Any]:
    """The game a command plays when none is named."""
    return game_named(DEFAULT_GAME)


def own_name(key: str, name: str, joiner: str = "-") -> str:
    """What the game called ``key`` calls its ``name``: a file, a setting, a seed's tag.

    Saudi Baloot was the only game at first: its files, settings and seeds keep the
    names they had (players' folders hold them); every other game's carry its key.

    >>> own_name("baloot", "current.json"), own_name("belot", "current.json")
    ('current.json', 'belot-current.json')
    >>> own_name("belot", "preset", "_")
    'belot_preset'
    """
    return name if key == DEFAULT_GAME else f"{key}{joiner}{name}"
