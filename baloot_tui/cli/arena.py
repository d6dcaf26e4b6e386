"""``baloot arena``: duplicate matches between two bots (levels or specs), with a results table.

``--game belot`` plays Bulgarian Belot matches to 151 between the Belot levels
(random, heuristic, search with its settings) under a Belot preset.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Final

import click

from baloot_tui.cli.belot_arena import run_belot_arena
from baloot_tui.cli.common import SEED_RANGE, say, say_json
from baloot_tui.cli.games import chosen_game, game_option
from baloot_tui.cli.progress import progress_bar
from baloot_tui.core.errors import BalootError
from baloot_tui.games.baloot.bots.registry import LEVELS, build_bot
from baloot_tui.games.baloot.rules.house_rules import PRESETS, preset
from baloot_tui.games.belot.bots.registry import BELOT_LEVELS, build_belot_bot
from baloot_tui.games.belot.rules import house_rules as belot_house_rules
from baloot_tui.play.arena import ArenaConfig, ArenaSummary, Interval, TimeStats, run_arena
from baloot_tui.play.belot_arena import BelotArenaSummary

MAX_MATCHES: Final = 100_000
"""The most matches one run plays (a typo such as 10**12 is refused, not started)."""
MAX_JOBS: Final = 64
"""The most worker processes (beyond the cores they only add memory)."""
BOT_A_HELP = (
    f"Bot A: a level ({', '.join(LEVELS)}), a level with settings "
    "(hard:play_worlds=100,boldness=2) or bidder+player (medium+hard); in Belot "
    f"a level ({', '.join(BELOT_LEVELS)}) or search:worlds=N,exact=N."
)
DEFAULT_PRESET: Final = {"baloot": "kammelna", "belot": "official"}


def _bot_spec(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """Check a bot spec for the game early, so a typo exits 2 before any match is played."""
    try:
        (build_belot_bot if chosen_game(ctx) == "belot" else build_bot)(value)
    except BalootError as error:
        raise click.BadParameter(str(error)) from None
    return value.strip()


def _preset_name(ctx: click.Context, param: click.Parameter, value: str | None) -> str:
    """The game's preset (its default when none is given), lower case, or BadParameter."""
    game = chosen_game(ctx)
    if value is None:
        return DEFAULT_PRESET[game]
    try:
        (belot_house_rules.preset if game == "belot" else preset)(value)
    except BalootError as err:
        raise click.BadParameter(str(err)) from None
    return value.strip().lower()


@click.command("arena")
@game_option("The game the bots play")
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
    callback=_preset_name,
    help=f"House-rule preset: {', '.join(PRESETS)} (default kammelna); in Belot "
    f"{', '.join(belot_house_rules.PRESETS)} (default official).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
def arena(
    game: str,
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
    matches played and the time left (never with --json). With --game belot:
    Bulgarian Belot matches to 151 between the Belot levels, points per deal.
    """
    if game.lower() == "belot":
        _belot_arena(bot_a, bot_b, matches, jobs, seed, rules_name, as_json)
        return
    config = ArenaConfig(bot_a, bot_b, matches, seed, preset(rules_name))
    with progress_bar(2 * config.pairs, f"{bot_a} vs {bot_b}", enabled=not as_json) as advance:
        summary = run_arena(config, jobs, on_match=advance)
    if as_json:
        say_json(json.dumps(summary.as_json(), indent=2) + "\n")
    else:
        say(format_summary(summary, rules_name))


def _belot_arena(
    bot_a: str, bot_b: str, matches: int, jobs: int, seed: int, rules_name: str, as_json: bool
) -> None:
    pairs = (matches + 1) // 2
    rules = belot_house_rules.preset(rules_name)
    with progress_bar(2 * pairs, f"{bot_a} vs {bot_b}", enabled=not as_json) as advance:
        summary = run_belot_arena(bot_a, bot_b, pairs, seed, rules, jobs, on_match=advance)
    figures = BelotFigures(summary, bot_a, bot_b, seed, rules_name)
    if as_json:
        say_json(json.dumps(figures.as_json(), indent=2) + "\n")
    else:
        say(figures.text())


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


@dataclass(frozen=True, slots=True)
class BelotFigures:
    """A Belot arena run's summary with what it was run with, for printing."""

    summary: BelotArenaSummary
    a: str
    b: str
    seed: int
    rules_name: str

    @property
    def b_wins(self) -> int:
        """Matches B won: the decided matches A did not win."""
        return self.summary.matches - self.summary.draws - self.summary.a_wins

    def text(self) -> str:
        """The results in players' words: who won how often, and the points per deal."""
        s = self.summary
        margin = s.margin_per_deal
        spread = (
            f"{margin.value:+.2f} (one deck sequence: no interval)"
            if s.matches < 4
            else f"{margin.value:+.2f} [{margin.low:+.2f}, {margin.high:+.2f}] (95%)"
        )
        rows = [
            f"Belot arena: {s.matches} duplicate matches to 151, seed {self.seed}, "
            f"rules {self.rules_name}",
            f"  A               {self.a}",
            f"  B               {self.b}",
            f"  match wins      A {s.a_wins}, B {self.b_wins}, undecided {s.draws}",
            f"  A win rate      {_interval(s.win_rate, 100)} % (95% Wilson)",
            f"  points per deal A {s.a_points_per_deal:.2f}, B {s.b_points_per_deal:.2f}",
            f"  A − B per deal  {spread}",
            f"  deals           {s.deals} (all-pass deals included)",
        ]
        return "\n".join(rows)

    def as_json(self) -> dict[str, object]:
        """The figures as plain JSON values."""
        s = self.summary
        return {
            "game": "belot",
            "a": self.a,
            "b": self.b,
            "seed": self.seed,
            "rules": self.rules_name,
            "matches": s.matches,
            "a_wins": s.a_wins,
            "b_wins": self.b_wins,
            "draws": s.draws,
            "a_win_rate": _interval_json(s.win_rate),
            "margin_per_deal": _interval_json(s.margin_per_deal),
            "a_points_per_deal": round(s.a_points_per_deal, 4),
            "b_points_per_deal": round(s.b_points_per_deal, 4),
            "deals": s.deals,
        }


def _interval_json(i: Interval) -> dict[str, float]:
    return {"value": round(i.value, 4), "low": round(i.low, 4), "high": round(i.high, 4)}
