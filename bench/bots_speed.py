"""Decision time of each bot level, by phase, over seeded self-play matches; optional win rate.

Run: ``python bench/bots_speed.py [--matches 20] [--levels random,beginner,medium]``
and ``--versus medium,random`` to also print how often the first level's pair
beats the second's (seats swapped every other match).
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict

from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.selfplay import play_bot_match

Timings = dict[Phase, list[float]]


def play(bots: list[Bot], seed: int, timings: dict[str, Timings]) -> MatchState:
    """One seeded match; each decision's wall time is added to ``timings[level][phase]``."""

    def timed(hand: RoundState, view: PlayerView, action: Action, seconds: float) -> None:
        timings[bots[view.seat].name][hand.phase].append(seconds)

    return play_bot_match(bots, DEFAULT_RULES, seed, timed)


def report_speed(levels: list[str], matches: int) -> None:
    timings: dict[str, Timings] = defaultdict(lambda: defaultdict(list))
    for level in levels:
        bots = [make_bot(level) for _ in SEATS]
        for seed in range(matches):
            play(bots, seed, timings)
    print(f"decision time, four {'/'.join(levels)} bots, {matches} matches each (ms)")
    print(f"{'level':10} {'phase':9} {'count':>7} {'mean':>7} {'p95':>7} {'max':>7}")
    for level in levels:
        for phase, samples in timings[level].items():
            ms = sorted(s * 1000 for s in samples)
            p95 = ms[int(0.95 * (len(ms) - 1))]
            print(
                f"{level:10} {phase.value:9} {len(ms):7d} "
                f"{statistics.fmean(ms):7.3f} {p95:7.3f} {ms[-1]:7.3f}"
            )


def report_versus(first: str, second: str, matches: int) -> None:
    timings: dict[str, Timings] = defaultdict(lambda: defaultdict(list))
    a, b = make_bot(first), make_bot(second)
    wins = 0
    for seed in range(matches):
        a_is_ns = seed % 2 == 0
        bots = [a, b, a, b] if a_is_ns else [b, a, b, a]
        winner = play(bots, seed, timings).winner
        assert winner is not None
        wins += (winner.value == 0) == a_is_ns
    print(f"{first} pair beat {second} pair in {wins} of {matches} matches ({wins / matches:.0%})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--levels", default="random,beginner,medium")
    parser.add_argument("--versus", default="", help="two levels, e.g. medium,random")
    args = parser.parse_args()
    report_speed(args.levels.split(","), args.matches)
    if args.versus:
        first, second = args.versus.split(",")
        report_versus(first, second, args.matches)


if __name__ == "__main__":
    main()
