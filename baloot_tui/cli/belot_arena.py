"""``baloot arena --game belot``: duplicate Belot matches to 151 on several processes.

The matches are those of :mod:`baloot_tui.play.belot_arena`; this module spreads
the deck sequences over worker processes and reports progress.
The same seed gives the same figures whatever ``--jobs`` is: the records are put
back in deck-sequence order before they are summarised.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from dataclasses import dataclass

from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.play.belot_arena import BelotArenaSummary, BelotMatchRecord, play_match, summarise


@dataclass(frozen=True, slots=True)
class BelotArenaJob:
    """One deck sequence to play twice, with the teams swapped."""

    a: str
    b: str
    pair: int
    seed: int
    rules: BelotRules


def _play_pair(job: BelotArenaJob) -> tuple[BelotMatchRecord, BelotMatchRecord]:
    return (
        play_match(job.a, job.b, job.pair, 0, job.seed, job.rules),
        play_match(job.a, job.b, job.pair, 1, job.seed, job.rules),
    )


def run_belot_arena(
    a: str,
    b: str,
    pairs: int,
    seed: int,
    rules: BelotRules,
    jobs: int = 1,
    on_match: Callable[[int], None] | None = None,
) -> BelotArenaSummary:
    """Play ``pairs`` deck sequences on ``jobs`` processes and summarise from A's side."""
    work = [BelotArenaJob(a, b, pair, seed, rules) for pair in range(pairs)]
    records: list[BelotMatchRecord] = []
    if jobs <= 1:
        results = map(_play_pair, work)
        for result in results:
            records.extend(result)
            if on_match is not None:
                on_match(2)
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for result in pool.imap_unordered(_play_pair, work):
                records.extend(result)
                if on_match is not None:
                    on_match(2)
    records.sort(key=lambda r: (r.pair, r.a_team))
    return summarise(tuple(records))
