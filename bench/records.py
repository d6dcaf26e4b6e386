"""Time and memory to open long records through the loader the app uses (engine.records).

Run: ``python bench/records.py`` (``--hands 1000,10000`` to choose the lengths,
``--runs 3`` for best-of). Prints, for example::

    1,000 hands: 0.21 s, 10,000 hands: 2.3 s, peak memory: 150 MB

A long record is a seeded match to 1,000 points: its first hands are played with
random legal actions (no doubling, so no hand ends the match) until a team is
within 300 points of the target, and every later deal is waraq (all four pass
twice), which is how a real record can reach thousands of hands without ending.
Each record is written to a file and opened with
:func:`baloot_tui.store.records.open_record`, which reads it within the record
limits and replays every action. The peak memory is measured twice for the
largest record the loader accepts (:data:`baloot_tui.games.baloot.rules.record.LIMITS`: as
many hands as a list may hold, padded with spaces to the size cap): by
``tracemalloc`` in this process, and as the maximum resident set size of a fresh
process that only opens it (``resource.getrusage``), minus that process's size
before opening.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Final

from baloot_tui.games.baloot.rules import record
from baloot_tui.games.baloot.rules.actions import Double, Pass
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.store.records import open_record

TARGET: Final = 1000
MARGIN: Final = 300
"""Hands are played only while both teams are this far from the target."""


def long_match(hands: int, seed: int) -> MatchState:
    """An unfinished match of exactly ``hands`` finished hands (see the module docstring)."""
    rng = random.Random(seed)
    match = new_match(HouseRules(match_target=TARGET))
    while len(match.hands) < hands:
        match = match.deal_random(rng)
        play = max(match.scores) < TARGET - MARGIN
        while match.current is not None:
            legal = match.legal_actions()
            if play:
                calm = [a for a in legal if not isinstance(a, Double)]
                action = rng.choice(calm or legal)
            else:
                action = next((a for a in legal if isinstance(a, Pass)), legal[0])
            match = match.apply(action)
    return match


def record_text(hands: int, seed: int = 1, pad_to: int = 0) -> str:
    """The record of :func:`long_match`, padded with trailing spaces to ``pad_to`` characters."""
    text = record.dumps(long_match(hands, seed), seed=seed)
    return text + " " * max(0, pad_to - len(text))


def time_open(path: Path, runs: int) -> float:
    """Best wall time of ``runs`` opens of the record at ``path``."""
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        open_record(path)
        best = min(best, time.perf_counter() - start)
    return best


_CHILD_PATH: Final = f"import sys; sys.path[:0] = [{str(Path(__file__).parents[1])!r}]"

_WRITE_LARGEST: Final = (
    _CHILD_PATH
    + """
from pathlib import Path
from bench.records import record_text
from baloot_tui.games.baloot.rules.record import LIMITS
Path(sys.argv[1]).write_text(record_text(LIMITS.items, pad_to=LIMITS.chars))
"""
)

_OPEN_MEASURED: Final = (
    _CHILD_PATH
    + """
import re, resource
from pathlib import Path
from baloot_tui.store.records import open_record
def peak_kb():
    try:  # this process's own high-water mark (getrusage's includes the parent's at fork)
        status = Path("/proc/self/status").read_text()
        return int(re.search(r"VmHWM:\\s+(\\d+)", status).group(1))
    except (OSError, AttributeError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
before = peak_kb()
loaded = open_record(Path(sys.argv[1]))
print(before, peak_kb(), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
)


def _child(code: str, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, check=True
    )
    return done.stdout


def write_largest_record(path: Path) -> None:
    """Write the largest record the loader accepts, in a separate process (see rss_open)."""
    _child(_WRITE_LARGEST, str(path))


def rss_open(path: Path) -> tuple[float, float]:
    """Peak resident set size of a fresh process before and after opening ``path``, in MB.

    Read from ``/proc/self/status`` (``VmHWM``) where there is one: Linux's
    ``getrusage`` maximum includes the parent's size at fork, so elsewhere this
    is only exact while the calling process is small.
    """
    before, after, _ = _child(_OPEN_MEASURED, str(path)).split()
    return int(before) / 1024, int(after) / 1024


def main() -> None:
    """Print the open times and the peak memory of the largest accepted record."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", default="1000,10000", help="Record lengths, comma-separated.")
    parser.add_argument("--runs", type=int, default=3, help="Opens per length (best is kept).")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        largest = Path(folder) / "largest.json"
        write_largest_record(largest)
        before, after = rss_open(largest)
        tracemalloc.start()
        open_record(largest)
        peak = tracemalloc.get_traced_memory()[1] / (1 << 20)
        tracemalloc.stop()
        print(
            f"  (largest accepted: {record.LIMITS.items:,} hands, "
            f"{largest.stat().st_size / (1 << 20):.1f} MB; a fresh process: {before:.0f} MB "
            f"before opening it, {after:.0f} MB at most)",
            file=sys.stderr,
        )
        figures = []
        for hands in (int(n) for n in args.hands.split(",")):
            path = Path(folder) / f"long-{hands}.json"
            path.write_text(record_text(hands))
            size = path.stat().st_size / (1 << 20)
            figures.append(f"{hands:,} hands: {time_open(path, args.runs):.2f} s")
            print(f"  ({hands:,} hands: {size:.1f} MB on disk)", file=sys.stderr)
    print(", ".join(figures) + f", peak memory: {peak:.0f} MB (RSS +{after - before:.0f} MB)")


if __name__ == "__main__":
    main()
