"""Instructions per simulator play-out, counted by callgrind: a figure the load leaves alone.

Run: ``python bench/simulator_instructions.py --tree /tmp/v010 honest random`` (``--tree``
defaults to this checkout). For each policy it runs the side-by-side play-out workload
(``bench/side_by_side.py``: full deals from ``bench/dds.py``'s positions, seed 1; for
``engine``, its complete random hands through the rules engine's public API) under
``valgrind --tool=callgrind`` in two processes importing ``baloot_tui`` from the tree,
one playing ``--count`` play-outs and one none (same imports and deals), with
``PYTHONHASHSEED=0``, and prints the difference divided by the count. Needs valgrind.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

WORKER = r"""
import random, sys
kind, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(1)
if kind == "engine":
    from baloot_tui.games.baloot.rules import SEATS, deal
    for index in range(count):
        state = deal(rng, SEATS[index % 4])
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
else:
    from baloot_tui.games.baloot.bots.simulator import TABLES, PlayRules, play_out
    sys.path.insert(0, sys.argv[3])  # this checkout's bench/, for its positions and scorers
    from dds import endgame, scorers as make_scorers
    deals = [endgame(rng, 8) for _ in range(5000)]
    scorers = make_scorers()
    rules = PlayRules()
    for position, table in deals[:count]:
        scorers[table].of(play_out(position, TABLES[table], False, rules, rng, kind))
"""


def instructions(tree: Path, kind: str, count: int) -> int:
    """The instructions callgrind counts for a process playing ``count`` play-outs."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    bench = str(Path(__file__).parent)
    out = subprocess.run(
        [*command, sys.executable, "-c", WORKER, kind, str(count), bench],
        env=env,
        cwd=tree,
        capture_output=True,
        text=True,
        check=True,
    )
    found = re.search(r"Collected : ([\d,]+)", out.stderr)
    if found is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{out.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "policies", nargs="+", choices=("honest", "clairvoyant", "random", "engine")
    )
    parser.add_argument("--tree", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument("--count", type=int, default=1000, help="play-outs (at most 5000)")
    args = parser.parse_args()
    count = min(args.count, 5000)
    for kind in args.policies:
        per = (instructions(args.tree, kind, count) - instructions(args.tree, kind, 0)) // count
        unit = "hand" if kind == "engine" else "play-out"
        print(f"{kind:11} {per:,} instructions per {unit} ({count} of them, {args.tree})")


if __name__ == "__main__":
    main()
