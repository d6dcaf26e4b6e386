"""Time ``baloot replay`` on long records: 1,000, 10,000 and 20,000 hands (the most allowed).

Run: ``python bench/replay_long.py [--hands 1000 10000 20000] [--runs 3] [--tree DIR]``.
Each record is generated from a fixed seed into the temporary folder: a match to
1,000 in which most deals are passed out (waraq) and every 25th hand is played out
with random legal moves (never a double), so it stays unfinished however many
hands it has. Each run is a fresh ``python -m baloot_tui replay FILE`` in
``--tree`` (a checkout; default this one); prints the record's size, the median
and slowest run in seconds, the median CPU time (steadier than wall-clock time on
a busy machine) and the peak resident memory of the replaying process (Linux).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

from baloot_tui.games.baloot.rules.actions import Double, Pass
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.record import dumps

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
        calm = [a for a in legal if not isinstance(a, Double)] or legal  # Gahwa ends a match
        match = match.apply(rng.choice(calm) if played or not passes else passes[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, nargs="+", default=[1000, 10000, 20000])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--tree", type=Path, default=Path(__file__).resolve().parent.parent)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="baloot-replay-"))
    for hands in args.hands:
        record = folder / f"record-{hands}.json"
        record.write_text(dumps(long_match(hands, seed=hands)), encoding="utf-8")
        runs = [replay_once(record, args.tree) for _ in range(args.runs)]
        size = record.stat().st_size / (1 << 20)
        wall = [r.wall for r in runs]
        print(
            f"{hands:>6} hands ({size:.1f} MB): median {statistics.median(wall):.2f} s "
            f"(CPU {statistics.median(r.cpu for r in runs):.2f} s), slowest {max(wall):.2f} s "
            f"over {args.runs} runs, peak memory {max(r.peak_kb for r in runs) / 1024:.0f} MB"
        )


class Run(NamedTuple):
    """One replay: wall-clock and CPU seconds, peak resident memory."""

    wall: float
    cpu: float
    peak_kb: int


def replay_once(record: Path, tree: Path) -> Run:
    """Time one ``baloot replay`` of ``record`` in a fresh process."""
    start = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-m", "baloot_tui", "replay", str(record)],
        cwd=tree,
        stdout=subprocess.DEVNULL,
    )
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"baloot replay {record} exited {child.returncode}")
    return Run(time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss)


if __name__ == "__main__":
    main()
