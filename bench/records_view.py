"""Long records in the Records screen and the replay viewer: read time, open time, step time.

Run: ``python bench/records_view.py [--hands 1000 10000]``. For each size it writes
a record of that many hands (a match to 1,000 points: 30 hands played with bids,
the rest redeals where everybody passes, the only way a real match grows that
long), then measures:

- *read*: what the Records worker does per file (bounded read, parse and replay
  of every hand, off the UI thread);
- *open*: from pushing the replay viewer with the record already read to its
  first drawing (what the player waits for after Enter);
- *step*: the mean time of one "next hand" step near the start and near the end
  of the record (equal figures: a step does not depend on how far in it is);
- the file size and the process's peak resident memory afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import random
import resource
import tempfile
import time
from pathlib import Path

from baloot_tui.games.baloot.rules.actions import Bid, Call, Pass
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.record import LoadedRecord, dumps
from baloot_tui.store.records import open_record
from baloot_tui.tui.replay import ReplayApp, ReplayScreen

PLAYED = 30
"""Hands played with bids; the others are redeals (a match to 1,000 ends after ~40)."""
STEPS = 100
"""Steps timed at each end of the record (fewer in a short one)."""


def long_match(hands: int, seed: int = 1) -> MatchState:
    """A match of ``hands`` hands: ``PLAYED`` bid and played, the rest passed out."""
    rules = dataclasses.replace(DEFAULT_RULES, match_target=1000)
    match = new_match(rules)
    rng = random.Random(seed)
    for number in range(hands):
        match = match.deal_random(rng)
        while match.current is not None:
            legal = match.current.legal_actions()
            if number < PLAYED:
                sun = [a for a in legal if isinstance(a, Bid) and a.call is Call.SUN]
                action = sun[0] if sun else legal[0]
            else:
                action = next(a for a in legal if isinstance(a, Pass))
            match = match.apply(action)
    return match


async def open_and_step(loaded: LoadedRecord) -> tuple[float, float, float]:
    """Seconds to open the viewer, and per step near the start and near the end."""
    app = ReplayApp(loaded, "bench")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        start = time.perf_counter()
        screen = ReplayScreen(loaded, "bench")
        app.push_screen(screen)
        await pilot.pause()
        opened = time.perf_counter() - start
        steps = min(STEPS, screen.deals // 2 - 1)
        start = time.perf_counter()
        for _ in range(steps):
            screen.action_hand(1)
            await pilot.pause()  # the step drawn, as the player sees it
        early = (time.perf_counter() - start) / steps
        screen.enter_hand(screen.deals - steps - 1)
        await pilot.pause()
        start = time.perf_counter()
        for _ in range(steps):
            screen.action_hand(1)
            await pilot.pause()
        late = (time.perf_counter() - start) / steps
    return opened, early, late


def main() -> None:
    """Write each record, read it, open it, step through it; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, nargs="+", default=[1000, 10_000])
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp())
    for hands in args.hands:
        path = folder / f"long-{hands}.json"
        path.write_text(dumps(long_match(hands), seed=1))
        start = time.perf_counter()
        loaded = open_record(path)
        read = time.perf_counter() - start
        assert isinstance(loaded, LoadedRecord)
        opened, early, late = asyncio.run(open_and_step(loaded))
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(
            f"{hands:>6} hands, {path.stat().st_size / 1e6:5.1f} MB: read {read:6.2f} s · "
            f"open {opened * 1000:5.0f} ms · step {early * 1000:4.1f} ms at the start, "
            f"{late * 1000:4.1f} ms at the end · peak RSS {peak:.0f} MB"
        )


if __name__ == "__main__":
    main()
