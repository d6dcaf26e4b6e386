"""``baloot arena``: duplicate matches between two bots (levels or specs), with a results table.

The game (``--game``, the registry's) gives its bot specs and presets; the one arena
(:mod:`baloot_tui.play.arena`) plays them and the game's report says the figures.
"""

from __future__ import annotations

from typing import Final

import click

from baloot_tui.cli.common import SEED_RANGE, say_json
from baloot_tui.cli.games import chosen, for_each_game, game_option, game_preset
from baloot_tui.cli.progress import progress_bar
from baloot_tui.core.errors import BalootError
from baloot_tui.plain.lines import say
from baloot_tui.play.arena import ArenaConfig, run_arena, summary_json

MAX_MATCHES: Final = 100_000
"""The most matches one run plays (a typo such as 10**12 is refused, not started)."""
MAX_JOBS: Final = 64
"""The most worker processes (beyond the cores they only add memory)."""


def _bot_spec(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """Check a bot spec for the game early, so a typo exits 2 before any match is played."""
    try:
        chosen(ctx).arena_bot(value)
    except BalootError as error:
        raise click.BadParameter(str(error)) from None
    return value.strip()


@click.command("arena")
@game_option("The game the bots play")
@click.option(
    "--a",
    "bot_a",
    required=True,
    callback=_bot_spec,
    help="Bot A: " + for_each_game(lambda game: game.arena_specs) + ".",
)
@click.option("--b", "bot_b", required=True, callback=_bot_spec, help="Bot B, given as for --a.")
@click.option(
    "--matches",
    type=click.IntRange(1, MAX_MATCHES),
    default=100,
    show_default=True,
    help="Matches to play (rounded up to even: each deck sequence is played twice).",
)
@click.option(
    "--jobs",
    type=click.IntRange(1, MAX_JOBS),
    default=1,
    show_default=True,
    help=f"Worker processes (at most {MAX_JOBS}).",
)
@click.option("--seed", type=SEED_RANGE, default=0, show_default=True, help="Seeds decks and bots.")
@click.option(
    "--rules",
    "rules_name",
    callback=game_preset,
    help="House-rule preset: "
    + for_each_game(lambda game: f"{', '.join(game.presets)} (default {game.presets[0]})")
    + ".",
)
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
def arena(
    game: str,
    bot_a: str,
    bot_b: str,
    matches: int,
    jobs: int,
    seed: int,
    rules_name: str | None,
    as_json: bool,
) -> None:
    """Play duplicate matches between bots A and B and print who is stronger.

    Every deck sequence is played twice with the teams swapped; the same seed gives
    the same results whatever --jobs is. On a terminal a bar on stderr shows the
    matches played and the time left (never with --json). Each game reports its
    own figures, in its own units.
    """
    config = ArenaConfig(bot_a, bot_b, matches, seed, rules_name, game)
    with progress_bar(2 * config.pairs, f"{bot_a} vs {bot_b}", enabled=not as_json) as advance:
        summary = run_arena(config, jobs, on_match=advance)
    if as_json:
        say_json(summary_json(summary))
    else:
        say(summary.text())
