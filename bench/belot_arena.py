"""Duplicate Belot matches to 151 between two bot levels: win rate and points per deal.

Every deck sequence is played twice with the teams swapped
(:func:`~baloot_tui.play.arena.run_arena`), so the luck of the cards cancels.
Prints A's share of the decided matches with its Wilson 95% interval, A's board-point
margin per deal with a normal 95% interval, each side's points per deal and the time.

    python bench/belot_arena.py --a heuristic --b random --pairs 50 --seed 1
    python bench/belot_arena.py --a search --b heuristic --pairs 10 --seed 1
"""

from __future__ import annotations

import argparse
import time

from baloot_tui.play.arena import ArenaConfig, run_arena


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--a", default="heuristic", help="level A (random, heuristic, search)")
    parser.add_argument("--b", default="random", help="level B")
    parser.add_argument("--pairs", type=int, default=20, help="deck sequences (2 matches each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="official")
    args = parser.parse_args()
    started = time.perf_counter()
    config = ArenaConfig(args.a, args.b, 2 * args.pairs, args.seed, args.preset, "belot")
    summary = run_arena(config)
    elapsed = time.perf_counter() - started
    win, margin = summary.decided_win_rate, summary.margin_per_deal
    print(f"{args.a} vs {args.b}, {args.preset} rules, seed {args.seed}:")
    print(
        f"  {summary.matches} matches ({args.pairs} duplicate pairs), {summary.deals} deals, "
        f"{summary.draws} undecided"
    )
    print(
        f"  {args.a} wins {summary.a_wins}: {win.value:.1%} "
        f"(95% interval {win.low:.1%} to {win.high:.1%})"
    )
    print(
        f"  points per deal: {args.a} {summary.a_points_per_deal:.2f}, "
        f"{args.b} {summary.b_points_per_deal:.2f}; margin {margin.value:+.2f} "
        f"(95% interval {margin.low:+.2f} to {margin.high:+.2f})"
    )
    print(f"  {elapsed:.1f} s ({elapsed / max(summary.deals, 1) * 1000:.0f} ms per deal)")


if __name__ == "__main__":
    main()
