"""Rules-engine speed: complete random hands and legal-move queries per second.

Run: ``PYTHONPATH=. python bench/engine.py [--hands N] [--seed S]`` from the checkout
root (so this tree's package is imported). One core, public API only:
each hand is dealt from a seeded shuffle, then random legal bidding, doubling,
declarations and play until it is scored (waraq and Kawesh deals count as hands).
"""

from __future__ import annotations

import argparse
import random
import time

from baloot_tui.rules import SEATS, RoundState, deal
from baloot_tui.rules.round import STATE_FIELDS


def play_random_hand(rng: random.Random, dealer_index: int) -> tuple[RoundState, int]:
    """Deal and play one hand with uniformly random legal actions; return it and its length."""
    state = deal(rng, SEATS[dealer_index % 4])
    steps = 0
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
        steps += 1
    return state, steps


def collect_states(rng: random.Random, hands: int) -> list[RoundState]:
    """Every state met while playing ``hands`` random hands (for the query benchmark)."""
    states: list[RoundState] = []
    for index in range(hands):
        state = deal(rng, SEATS[index % 4])
        while not state.is_over:
            states.append(state)
            state = state.apply(rng.choice(state.legal_actions()))
    return states


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--repeat", type=int, default=3, help="runs of the same seeded hands; the best one counts"
    )
    args = parser.parse_args()

    elapsed = float("inf")
    for _ in range(args.repeat):
        rng = random.Random(args.seed)
        started = time.perf_counter()
        actions = 0
        for index in range(args.hands):
            _, steps = play_random_hand(rng, index)
            actions += steps
        elapsed = min(elapsed, time.perf_counter() - started)
    print(
        f"complete random hands: {args.hands / elapsed:,.0f} hands/s "
        f"({args.hands} hands, {actions / args.hands:.1f} actions each, {elapsed:.2f} s)"
    )

    states = collect_states(random.Random(args.seed + 1), max(1, args.hands // 10))
    fields = [tuple(getattr(s, name) for name in STATE_FIELDS) for s in states]
    started = time.perf_counter()
    for values in fields:
        RoundState(*values).legal_actions()
    elapsed = time.perf_counter() - started
    print(
        f"fresh states and their legal moves: {len(fields) / elapsed:,.0f} per second "
        f"({len(fields)} states built from their fields, nothing cached)"
    )


if __name__ == "__main__":
    main()
