"""Side-by-side speed of this checkout against another one (v0.1.0 by default), on CPU time.

Run: ``python bench/side_by_side.py --old /tmp/v010 engine random dds``, where the old
tree is an export of the release (``git archive 103766e | tar -x -C /tmp/v010``). Each
of ``--old`` and ``--new`` may also be a built wheel unpacked into a folder
(``python -m pip wheel --no-deps . -w W && python -m zipfile -e W/*.whl DIR``), so that
two compiled builds (``hatch_build.py``) are compared the same way. Each
workload runs in fresh subprocesses, alternating old and new ``--rounds`` times, each
importing ``baloot_tui`` from its own tree; a subprocess reports the CPU seconds
(``time.process_time``) of its timed loop only. The figure per version is its best
round's rate, and the ratio is new over old; each round's own ratio (the two runs side
by side) is also given, as the minimum and median over the rounds.

Workloads (the same public calls in both versions):
- ``engine``: complete random hands through ``deal``, ``legal_actions`` and ``apply``;
- ``random`` / ``honest``: simulator play-outs from dealt hands (``bots.simulator.play_out``);
- ``dds`` / ``dds32``: exact solves (``bots.dds.Solver``, one fresh scorer per trump) of
  random endgames with 6 cards each / of full deals;
- ``expert``: the expert's card decisions with a choice in tricks 2 and 3 (where its
  exact search starts and its slowest decisions are) of the first N Hokum and N Sun
  deals of ``bench/play_duplicate.py`` played by the medium level, with no wall-clock
  cap, so that both versions do all their work (for versions that have the expert's
  ``time_cap``; not v0.1.0).

Each subprocess also reports its results (the hands' scores, the play-outs' points, the
solved values); the line says whether both versions gave the same ones.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

WORKER = r"""
import json, random, sys, time
kind, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
check = []
if kind == "engine":
    from baloot_tui.games.baloot.rules import SEATS, deal
    start = time.process_time()
    for index in range(count):
        state = deal(rng, SEATS[index % 4])
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
        check.append(state.result.points)
    used = time.process_time() - start
elif kind == "expert":
    import dataclasses
    sys.path.insert(0, sys.argv[4])  # this checkout's bench/, for its deals
    from play_duplicate import auctioned, find_deals
    from baloot_tui.games.baloot.bots.medium import MediumBot
    from baloot_tui.games.baloot.bots.registry import build_bot
    from baloot_tui.games.baloot.rules.glossary import Contract
    positions = []
    for contract in (Contract.HOKUM, Contract.SUN):
        for number in find_deals(seed, contract, count):
            hand = auctioned(seed, number)
            while not hand.is_over:
                view, legal = hand.view(hand.to_act), hand.legal_actions()
                if len(view.tricks) in (2, 3) and len(legal) > 1:
                    positions.append((view, legal))
                hand = hand.apply(MediumBot().choose(view, legal, random.Random(number)))
    expert = dataclasses.replace(build_bot("expert"), time_cap=None)
    start = time.process_time()
    for view, legal in positions:
        check.append(str(expert.choose(view, legal, random.Random(seed))))
    used = time.process_time() - start
    count = len(positions)
else:
    from baloot_tui.games.baloot.bots.simulator import TABLES, PlayRules, play_out
    sys.path.insert(0, sys.argv[4])  # this checkout's bench/, for its positions and scorers
    from dds import endgame, scorers as make_scorers

    cards_each = 6 if kind == "dds" else 8
    deals = [endgame(rng, cards_each) for _ in range(count)]
    scorers = make_scorers()
    rules = PlayRules()
    if kind.startswith("dds"):
        from baloot_tui.games.baloot.bots.dds import Solver
        def terminal_of(scorer):
            def terminal(abnat_ns, last, tricks_ns):
                points = scorer.points(abnat_ns, last, tricks_ns)
                return float(points[0] - points[1])
            return terminal
        start = time.process_time()
        for position, table in deals:
            terminal = terminal_of(scorers[table])
            check.append(Solver(TABLES[table], False, rules, terminal, 0, 10**9).solve(position))
        used = time.process_time() - start
    else:
        start = time.process_time()
        for position, table in deals:
            outcome = play_out(position, TABLES[table], False, rules, rng, kind)
            check.append(scorers[table].of(outcome))
        used = time.process_time() - start
print(json.dumps({"count": count, "cpu": used, "check": repr(check)}))
"""

COUNTS = {"engine": 4000, "random": 20000, "honest": 5000, "dds": 40, "dds32": 5, "expert": 3}
UNITS = {
    "engine": "hands",
    "random": "play-outs",
    "honest": "play-outs",
    "dds": "24-card solves",
    "dds32": "full-deal solves",
    "expert": "expert decisions",
}


def run(tree: Path, kind: str, count: int, seed: int) -> tuple[float, str]:
    """One subprocess of ``kind`` importing from ``tree``: its rate per CPU-second and results."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run(
        [sys.executable, "-c", WORKER, kind, str(count), str(seed), str(Path(__file__).parent)],
        env=env,
        cwd=tree,
        capture_output=True,
        text=True,
        check=True,
    )
    figures = json.loads(out.stdout)
    return float(figures["count"] / figures["cpu"]), str(figures["check"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("workloads", nargs="+", choices=sorted(COUNTS))
    parser.add_argument("--old", type=Path, default=Path("/tmp/v010"))
    parser.add_argument("--new", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies the workload sizes")
    args = parser.parse_args()
    for kind in args.workloads:
        count = max(1, int(COUNTS[kind] * args.scale))
        old_best = new_best = 0.0
        ratios: list[float] = []
        same = True
        for _ in range(args.rounds):
            old_rate, old_results = run(args.old, kind, count, args.seed)
            new_rate, new_results = run(args.new, kind, count, args.seed)
            old_best, new_best = max(old_best, old_rate), max(new_best, new_rate)
            ratios.append(new_rate / old_rate)
            same = same and old_results == new_results
        print(
            f"{kind:7} {UNITS[kind]} per CPU-second: old {old_best:,.1f}, new {new_best:,.1f}, "
            f"ratio {new_best / old_best:.2f}x ({count} each, best of {args.rounds}; per round "
            f"min {min(ratios):.2f}x, median {statistics.median(ratios):.2f}x; "
            f"results {'identical' if same else 'DIFFER'})"
        )


if __name__ == "__main__":
    main()
