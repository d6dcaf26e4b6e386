"""``baloot arena``: duplicate matches between two bots (levels or specs), with a results table."""

from __future__ import annotations

import json
from typing import Final

import click

from baloot_tui.bots.registry import LEVELS, build_bot
from baloot_tui.cli.common import SEED_RANGE, known_preset, say, say_json
from baloot_tui.cli.progress import progress_bar
from baloot_tui.engine.arena import ArenaConfig, ArenaSummary, Interval, TimeStats, run_arena
from baloot_tui.rules.errors import BalootError
from baloot_tui.rules.house_rules import PRESETS, preset

MAX_MATCHES: Final = 100_000
"""The most matches one run plays (a typo such as 10**12 is refused, not started)."""
MAX_JOBS: Final = 64
"""The most worker processes (beyond the cores they only add memory)."""
BOT_A_HELP = (
    f"Bot A: a level ({', '.join(LEVELS)}), a level with settings "
    "(hard:play_worlds=100,boldness=2) or bidder+player (medium+hard)."
)


def _bot_spec(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """Check a bot spec early, so a typo exits 2 before any match is played."""
    try:
        build_bot(value)
    except BalootError as error:
        raise click.BadParameter(str(error)) from None
    return value.strip()


@click.command("arena")
@click.option("--a", "bot_a", required=True, callback=_bot_spec, help=BOT_A_HELP)
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
    callback=known_preset,
    default="kammelna",
    show_default=True,
    help=f"House-rule preset: {', '.join(PRESETS)}.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
def arena(
    bot_a: str,
    bot_b: str,
    matches: int,
    jobs: int,
    seed: int,
    rules_name: str,
    as_json: bool,
) -> None:
    """Play duplicate matches between bots A and B and print who is stronger.

    Every deck sequence is played twice with the teams swapped; the same seed gives
    the same results whatever --jobs is. On a terminal a bar on stderr shows the
    matches played and the time left (never with --json).
    """
    config = ArenaConfig(bot_a, bot_b, matches, seed, preset(rules_name))
    with progress_bar(2 * config.pairs, f"{bot_a} vs {bot_b}", enabled=not as_json) as advance:
        summary = run_arena(config, jobs, on_match=advance)
    if as_json:
        say_json(json.dumps(summary.as_json(), indent=2) + "\n")
    else:
        say(format_summary(summary, rules_name))


def _interval(i: Interval, scale: float = 1.0, digits: int = 1) -> str:
    return f"{i.value * scale:.{digits}f} [{i.low * scale:.{digits}f}, {i.high * scale:.{digits}f}]"


def _gp_per_hand(summary: ArenaSummary) -> str:
    """The margin with its interval; one deck sequence has no spread to make one from."""
    if summary.config.pairs < 2:
        return f"{summary.gp_per_hand.value:.2f} (one deck sequence: no interval)"
    return f"{_interval(summary.gp_per_hand, 1, 2)} (95%)"


def _times(t: TimeStats) -> str:
    return (
        f"median {t.median_ms:.1f} ms, p90 {t.p90_ms:.1f} ms, max {t.max_ms:.1f} ms "
        f"({t.decisions} decisions)"
    )


def format_summary(summary: ArenaSummary, rules_name: str) -> str:
    """The results table as text, within 80 columns for the usual figures.

    The bots get a line each, so a long spec does not push the figures off screen.
    """
    config = summary.config
    rows = [
        f"Arena: {summary.matches} duplicate matches, seed {config.seed}, rules {rules_name}",
        f"  A              {config.a}",
        f"  B              {config.b}",
        f"  match wins     A {summary.a_wins}, B {summary.b_wins}, undecided {summary.draws}",
        f"  A win rate     {_interval(summary.a_win_rate, 100)} % (95% Wilson)",
        f"  A − B GP/hand  {_gp_per_hand(summary)}",
        f"  time A         {_times(summary.a_times)}",
        f"  time B         {_times(summary.b_times)}",
    ]
    return "\n".join(rows)
