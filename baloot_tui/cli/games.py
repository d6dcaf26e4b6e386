"""``--game``: the game a command works on, one of the registry's (its first by default).

Every command that works on one game takes it here and asks the registry for it
(:mod:`baloot_tui.core.registry`); what differs between the games comes through
the :class:`~baloot_tui.core.game.Game` protocol, never by testing the name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from baloot_tui.core.errors import BalootError
from baloot_tui.core.game import Game
from baloot_tui.core.registry import DEFAULT_GAME, GAME_KEYS, all_games, game_named

F = TypeVar("F", bound=Callable[..., Any])


def game_option(what: str) -> Callable[[F], F]:
    """``--game``, read before the other options so their checks know the game."""
    named = [f"{game.key} ({game.title})" for game in all_games()]
    return click.option(
        "--game",
        type=click.Choice(GAME_KEYS, case_sensitive=False),
        default=DEFAULT_GAME,
        show_default=True,
        is_eager=True,
        callback=lambda ctx, param, value: str(value).lower(),
        help=f"{what}: {' or '.join(named)}.",
    )


def chosen(ctx: click.Context) -> Game[Any, Any, Any, Any]:
    """The game ``--game`` names (already parsed: the option is eager)."""
    return game_named(str(ctx.params.get("game", DEFAULT_GAME)))


def for_each_game(words: Callable[[Game[Any, Any, Any, Any]], str]) -> str:
    """``words`` of the first game, then ``; in <game> ...`` of each other, for ``--help``."""
    first, *others = all_games()
    return "".join([words(first), *(f"; in {game.short_title} {words(game)}" for game in others)])


def game_preset(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A ``--rules`` callback: a preset of the game chosen, in lower case, or BadParameter."""
    if value is None:
        return None
    try:
        chosen(ctx).under(value)
    except BalootError as err:
        raise click.BadParameter(str(err)) from None
    return value.strip().lower()
