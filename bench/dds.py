"""Exact solver speed: solve times of random deals and endgames, by cards left, one core.

Run: ``python bench/dds.py [--deals N] [--seed S]``. Each position is a random deal of
``cards left / 4`` cards per seat (trump or Sun drawn at random, NS the buyer, the
earlier tricks' points split between the teams), solved exactly for NS's game-point
margin under the default house rules, with no node budget, by a fresh
:class:`~baloot_tui.games.baloot.bots.dds.Solver` (no table carried over from another position).
The scorer (which memoises game points by outcome) is shared by the positions of one
trump, as the search bots share one per world; ``--cold`` gives each position its own.
Run it from the checkout root with ``PYTHONPATH=.`` so this tree's package is imported.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from baloot_tui.core.seats import Team
from baloot_tui.games.baloot.bots.dds import Solver
from baloot_tui.games.baloot.bots.simulator import TABLES, PlayRules, Position, Scorer
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES


def endgame(rng: random.Random, cards_each: int) -> tuple[Position, int]:
    """A random position with ``cards_each`` cards per seat, and its table index."""
    order = list(range(32))
    rng.shuffle(order)
    hands = [0, 0, 0, 0]
    for slot in range(4 * cards_each):
        hands[slot % 4] |= 1 << order[slot]
    table = rng.randrange(5)
    rest = sum(TABLES[table].points[c] for c in order[4 * cards_each :])
    done = 8 - cards_each
    ns_tricks = done // 2
    ns_points = rest // 2 if ns_tricks else 0  # a team without a trick has no points
    position = Position(
        (hands[0], hands[1], hands[2], hands[3]),
        rng.randrange(4),
        (),
        (ns_points, rest - ns_points),
        (ns_tricks, done - ns_tricks),
    )
    return position, table


def scorers() -> dict[int, Scorer]:
    """One scorer per table (NS the buyer, default rules), as a bot keeps one per world."""
    return {
        table: Scorer(
            Contract.SUN if table == 4 else Contract.HOKUM, Team.NORTH_SOUTH, DEFAULT_RULES
        )
        for table in range(5)
    }


def solve_time(position: Position, table: int, scorer: Scorer) -> tuple[float, float]:
    """CPU seconds to solve ``position`` with a fresh solver, and its value."""

    def terminal(abnat_ns: int, last: int, tricks_ns: int) -> float:
        points = scorer.points(abnat_ns, last, tricks_ns)
        return float(points[0] - points[1])

    solver = Solver(TABLES[table], False, PlayRules(), terminal, 0, budget=10**9)
    start = time.process_time()
    value = solver.solve(position)
    return time.process_time() - start, value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=20, help="positions per size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sizes", default="16,20,24,28,32", help="cards left, comma separated")
    parser.add_argument(
        "--cold", action="store_true", help="a new scorer per position (no scores memoised)"
    )
    args = parser.parse_args()
    rng = random.Random(args.seed)
    shared = scorers()
    for size in (int(s) for s in args.sizes.split(",")):
        times = []
        for _ in range(args.deals):
            position, table = endgame(rng, size // 4)
            scorer = scorers()[table] if args.cold else shared[table]
            times.append(solve_time(position, table, scorer)[0] * 1000)
        times.sort()
        label = "full deal" if size == 32 else f"{size} cards"
        print(
            f"{label} median: {statistics.median(times):.1f} ms "
            f"(p90 {times[int(0.9 * len(times))]:.1f} ms, max {times[-1]:.1f} ms, "
            f"{args.deals} positions)"
        )


if __name__ == "__main__":
    main()
