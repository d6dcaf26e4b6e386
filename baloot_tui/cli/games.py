"""``--game``: the game a tool command works on, Saudi Baloot (the default) or Bulgarian Belot."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, TypeVar

import click

F = TypeVar("F", bound=Callable[..., Any])
GAMES: Final = ("baloot", "belot")
"""The games, the default first."""


def game_option(what: str) -> Callable[[F], F]:
    """``--game``, read before the other options so their checks know the game."""
    return click.option(
        "--game",
        type=click.Choice(GAMES, case_sensitive=False),
        default=GAMES[0],
        show_default=True,
        is_eager=True,
        help=f"{what}: baloot (Saudi Baloot) or belot (Bulgarian Belot).",
    )


def chosen_game(ctx: click.Context) -> str:
    """The ``--game`` given (already parsed: the option is eager)."""
    return str(ctx.params.get("game", GAMES[0])).lower()
