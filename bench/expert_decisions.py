"""The expert's card decisions on fixed positions, timed, this checkout against another.

Run from the checkout root::

    python bench/expert_decisions.py --old /tmp/old --deals 15

where the old tree is an export of another version (``git archive <commit> | tar -x -C
/tmp/old``) or a wheel unpacked into a folder (compiled builds, see
``bench/side_by_side.py``), as may be ``--new`` (default: this checkout); without
``--old`` only the new one runs. The positions (from this checkout's bench scripts)
are those of ``bench/bot_positions.py``: the first ``--deals`` Hokum and Sun deals of
``bench/play_duplicate.py``, played by ``--play`` in every seat, and every card
decision from trick 3 on (where the exact search starts) with more than one legal
card. At each one the expert (with its shipped time cap, or ``--cap`` seconds)
chooses from the same seeded ``Random``.

Each version runs in fresh subprocesses, one per block of deals, alternating old and
new block by block so that both meet the same load. Prints, per version, the median,
p90, max and total of the decisions' CPU time and of their wall time, and how many
choices the two versions share.
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
import dataclasses, json, random, sys, time
bench, play, seed, cap = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
deals = json.loads(sys.argv[5])
sys.path.insert(0, bench)
from play_duplicate import auctioned, make
from baloot_tui.games.baloot.rules.actions import PlayCard
expert = make("expert")
if cap != "shipped":
    expert = dataclasses.replace(expert, time_cap=None if cap == "none" else float(cap))
mover = make(play)
found = []
for deal in deals:
    hand = auctioned(seed, deal)
    while not hand.is_over:
        seat = hand.to_act
        view = hand.view(seat)
        legal = hand.legal_actions()
        if isinstance(legal[0], PlayCard) and len(legal) > 1 and len(view.tricks) >= 2:
            rng = random.Random(f"position:{seed}:{deal}:{len(hand.history)}")
            cpu, wall = time.process_time(), time.perf_counter()
            action = expert.choose(view, legal, rng)
            found.append((time.process_time() - cpu, time.perf_counter() - wall, str(action)))
        rng = random.Random(f"play:{seed}:{deal}:{seat.value}")
        hand = hand.apply(mover.choose(view, legal, rng))
print(json.dumps(found))
"""


def block(checkout: Path, play: str, seed: int, cap: str, deals: list[int]) -> list[list[object]]:
    """The expert's (cpu, wall, choice) at every position of ``deals``, in ``checkout``."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    bench = Path(__file__).resolve().parent
    result = subprocess.run(
        [sys.executable, "-c", WORKER, str(bench), play, str(seed), cap, json.dumps(deals)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    found: list[list[object]] = json.loads(result.stdout)
    return found


def spread(seconds: list[float]) -> str:
    """Median, p90 and max in ms, and the total in seconds."""
    ordered = sorted(seconds)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (
        f"median {1000 * statistics.median(ordered):.0f}, p90 {1000 * p90:.0f}, "
        f"max {1000 * ordered[-1]:.0f} ms, total {sum(ordered):.1f} s"
    )


def main() -> None:
    """Time the decisions block by block and print each version's figures."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--old", type=Path, help="another checkout, run side by side")
    parser.add_argument("--new", type=Path, help="the checkout measured (default: this one)")
    parser.add_argument("--deals", type=int, default=15, help="deals per contract")
    parser.add_argument("--play", default="baseline", help="who plays the positions")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--block", type=int, default=3, help="deals per subprocess")
    parser.add_argument(
        "--cap", default="shipped", help="the expert's time cap: shipped, none or seconds"
    )
    args = parser.parse_args()
    here = Path(__file__).resolve().parent.parent
    sys.path.insert(0, str(here / "bench"))
    from play_duplicate import CONTRACTS, find_deals

    deals = [d for c in CONTRACTS.values() for d in find_deals(args.seed, c, args.deals)]
    new = here if args.new is None else args.new.resolve()
    versions = {"new": new} if args.old is None else {"old": args.old.resolve(), "new": new}
    runs: dict[str, list[list[object]]] = {name: [] for name in versions}
    for start in range(0, len(deals), args.block):
        chunk = deals[start : start + args.block]
        for name, checkout in versions.items():
            runs[name] += block(checkout, args.play, args.seed, args.cap, chunk)
    print(f"{len(runs['new'])} positions from {len(deals)} deals, cap {args.cap}")
    for name, found in runs.items():
        cpu = [float(str(f[0])) for f in found]
        wall = [float(str(f[1])) for f in found]
        print(f"  {name} ({versions[name]}): CPU {spread(cpu)}; wall {spread(wall)}")
    if args.old is not None:
        same = sum(a[2] == b[2] for a, b in zip(runs["old"], runs["new"], strict=True))
        print(f"  the same choice at {same} of {len(runs['new'])} positions")


if __name__ == "__main__":
    main()
