"""Belot rules-engine speed: complete random deals per second.

Run: ``PYTHONPATH=. python bench/belot_engine.py [--deals N] [--seed S]`` (or
``bench/engine.py --game belot``). One core, public API only: each deal is dealt from
a seeded shuffle, then uniformly random legal calls, declarations and cards (belote or
not) until it is scored; all-pass deals count. The best of ``--repeat`` runs counts,
timed by the wall clock and by the process's CPU time (on a shared machine the wall
clock also counts the time other processes held the core); the load average is printed
with them.
"""

from __future__ import annotations

import argparse
import os
import random
import time

from baloot_tui.games.belot.rules import Seat, deal


def play_random_deal(rng: random.Random, dealer_index: int) -> int:
    """Deal and play one deal with uniformly random legal actions; return its length."""
    hand = deal(rng, Seat(dealer_index % 4))
    steps = 0
    while not hand.is_over:
        hand = hand.apply(rng.choice(hand.legal_actions()))
        steps += 1
    return steps


def report(deals: int, seed: int, repeat: int) -> str:
    """The timing line: deals per second by the wall clock and per CPU second, and the load."""
    wall = cpu = float("inf")
    actions = 0
    for _ in range(repeat):
        rng = random.Random(seed)
        started, started_cpu = time.perf_counter(), time.process_time()
        actions = sum(play_random_deal(rng, index) for index in range(deals))
        wall = min(wall, time.perf_counter() - started)
        cpu = min(cpu, time.process_time() - started_cpu)
    load = ", ".join(f"{figure:.2f}" for figure in os.getloadavg())
    return (
        f"complete random Belot deals: {deals / wall:,.0f} deals/s "
        f"({deals / cpu:,.0f} per CPU second; {deals} deals, {actions / deals:.1f} actions "
        f"each, best of {repeat}: {wall:.2f} s; load average {load} on {os.cpu_count()} cores)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--repeat", type=int, default=3, help="runs of the same seeded deals; the best one counts"
    )
    args = parser.parse_args()
    print(report(args.deals, args.seed, args.repeat))


if __name__ == "__main__":
    main()
