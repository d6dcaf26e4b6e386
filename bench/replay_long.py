"""Time ``baloot replay`` on long records: the whole printout of 1,000 and 10,000 hands.

Run: ``python bench/replay_long.py [--hands 1000 10000] [--runs 3] [--tree DIR]``.
Each record is generated from a fixed seed into the temporary folder: a match to
1,000 in which most deals are passed out (waraq) and every 25th hand is played out
with random legal moves, so it stays unfinished however many hands it has. Each run
is a fresh ``python -m baloot_tui replay FILE`` in ``--tree`` (a checkout; default
this one); prints the record's size and the median and slowest run in seconds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from baloot_tui.rules.actions import Pass
from baloot_tui.rules.house_rules import DEFAULT_RULES
from baloot_tui.rules.match import MatchState, new_match
from baloot_tui.rules.record import dumps

PLAYED_EVERY = 25
"""One hand in this many is played out; the others are passed out."""
SCORE_CAP = 800
"""Hands are only played out while both teams are below this (the target is 1,000)."""


def long_match(hands: int, seed: int) -> MatchState:
    """An unfinished match of ``hands`` dealt hands, the same for the same seed."""
    rng = random.Random(seed)
    match = new_match(DEFAULT_RULES.replace(match_target=1000))
    while True:
        if match.needs_deal:
            if len(match.hands) == hands:
                return match
            match = match.deal_random(rng)
            continue
        legal = match.legal_actions()
        played = len(match.hands) % PLAYED_EVERY == 0 and max(match.scores) < SCORE_CAP
        passes = [a for a in legal if isinstance(a, Pass)]
        match = match.apply(rng.choice(legal) if played or not passes else passes[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--tree", type=Path, default=Path(__file__).resolve().parent.parent)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="baloot-replay-"))
    for hands in args.hands:
        record = folder / f"record-{hands}.json"
        record.write_text(dumps(long_match(hands, seed=hands)), encoding="utf-8")
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "baloot_tui", "replay", str(record)],
                cwd=args.tree,
                check=True,
                stdout=subprocess.DEVNULL,
            )
            times.append(time.perf_counter() - start)
        size = record.stat().st_size / (1 << 20)
        print(
            f"{hands:>6} hands ({size:.1f} MB): median {statistics.median(times):.2f} s, "
            f"slowest {max(times):.2f} s over {args.runs} runs"
        )


if __name__ == "__main__":
    main()
