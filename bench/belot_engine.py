"""Belot rules-engine speed: complete random deals per second.

Run: ``python bench/belot_engine.py [--deals N] [--seed S]``. One core, public API
only: each deal is dealt from a seeded shuffle, then uniformly random legal calls,
declarations and cards (belote or not) until it is scored; all-pass deals count.
"""

from __future__ import annotations

import argparse
import random
import time

from baloot_tui.belot import Seat, deal


def play_random_deal(rng: random.Random, dealer_index: int) -> int:
    """Deal and play one deal with uniformly random legal actions; return its length."""
    hand = deal(rng, Seat(dealer_index % 4))
    steps = 0
    while not hand.is_over:
        hand = hand.apply(rng.choice(hand.legal_actions()))
        steps += 1
    return steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--repeat", type=int, default=3, help="runs of the same seeded deals; the best one counts"
    )
    args = parser.parse_args()
    elapsed, actions = float("inf"), 0
    for _ in range(args.repeat):
        rng = random.Random(args.seed)
        started = time.perf_counter()
        actions = sum(play_random_deal(rng, index) for index in range(args.deals))
        elapsed = min(elapsed, time.perf_counter() - started)
    print(
        f"complete random Belot deals: {args.deals / elapsed:,.0f} deals/s "
        f"({args.deals} deals, {actions / args.deals:.1f} actions each, {elapsed:.2f} s)"
    )


if __name__ == "__main__":
    main()
