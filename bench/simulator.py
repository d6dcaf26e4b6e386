"""Simulator speed: complete play-outs (dealt hand to its score) per second on one core.

Run: ``PYTHONPATH=. python bench/simulator.py [--hands N] [--seed S]`` from the checkout
root. Each play-out starts from a freshly dealt position (8 cards each, random trump or
Sun, random leader), plays all 32 cards with the rollout policy and scores the hand in
game points.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import get_args

from baloot_tui.core.seats import Team
from baloot_tui.games.baloot.bots.simulator import (
    TABLES,
    PlayRules,
    Policy,
    Position,
    Scorer,
    play_out,
)
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES


def dealt_positions(rng: random.Random, count: int) -> list[tuple[Position, int]]:
    """Random deals as (position, table index) pairs."""
    out: list[tuple[Position, int]] = []
    for _ in range(count):
        order = list(range(32))
        rng.shuffle(order)
        hands = [0, 0, 0, 0]
        for slot, index in enumerate(order):
            hands[slot // 8] |= 1 << index
        out.append(
            (Position((hands[0], hands[1], hands[2], hands[3]), rng.randrange(4)), rng.randrange(5))
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    positions = dealt_positions(rng, args.hands)
    scorers = {
        table: Scorer(
            Contract.SUN if table == 4 else Contract.HOKUM, Team.NORTH_SOUTH, DEFAULT_RULES
        )
        for table in range(5)
    }
    play_rules = PlayRules()
    policy: Policy
    for policy in get_args(Policy):
        start = time.perf_counter()
        checksum = 0
        for position, table in positions:
            outcome = play_out(position, TABLES[table], False, play_rules, rng, policy)
            checksum += scorers[table].of(outcome)[0]
        elapsed = time.perf_counter() - start
        print(
            f"{policy:11} play-outs: {args.hands / elapsed:8.0f} per second "
            f"({elapsed / args.hands * 1e6:.1f} µs each, NS points sum {checksum})"
        )


if __name__ == "__main__":
    main()
