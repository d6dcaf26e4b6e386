"""``baloot arena`` with a time limit: duplicate matches in order until ``--minutes`` pass.

The expert's matches take minutes each on a shared core, so a fixed ``--matches``
either ends early or runs past its slot. This plays the deck sequences of
``baloot arena --a A --b B --seed S`` in order, both seatings of each, on ``--jobs``
processes, keeps no sequence finished after ``--minutes`` of wall time (so the matches
kept are always the first ones of the seed), and prints the arena's own summary of the
matches played (A's wins with a Wilson interval, A's game points per hand minus B's,
decision times): the first N matches of the seed, as ``baloot arena --matches N``
would give them. Run from the checkout root with ``PYTHONPATH=.``::

    python bench/bot_arena.py --a expert --b hard --matches 1000 --minutes 40 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import time

from baloot_tui.play.arena import ArenaConfig, MatchRecord, pair_jobs, play_pair, summarise


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", required=True, help="bot A spec")
    parser.add_argument("--b", required=True, help="bot B spec")
    parser.add_argument("--matches", type=int, default=1000, help="at most this many")
    parser.add_argument("--minutes", type=float, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args()
    config = ArenaConfig(args.a, args.b, args.matches, args.seed)
    deadline = time.time() + 60 * args.minutes
    records: list[MatchRecord] = []
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for seatings in pool.imap(play_pair, pair_jobs(config)):  # in order: a prefix
            if time.time() > deadline:
                break
            records += seatings
            print(f"{len(records)} matches", flush=True)
    summary = summarise(config, records)
    rate, gp = summary.a_win_rate, summary.gp_per_hand
    print(f"{args.a} vs {args.b}, seed {args.seed}: {summary.matches} matches")
    print(
        f"A wins {summary.a_wins} = {100 * rate.value:.1f}%"
        f" [{100 * rate.low:.1f}, {100 * rate.high:.1f}], B wins {summary.b_wins},"
        f" undecided {summary.draws}"
    )
    print(f"A - B GP per hand: {gp.value:+.2f} [{gp.low:+.2f}, {gp.high:+.2f}]")
    for side, stats in (("A", summary.a_times), ("B", summary.b_times)):
        print(
            f"{side} decision wall time: median {stats.median_ms:.1f} ms, p90"
            f" {stats.p90_ms:.1f} ms, max {stats.max_ms:.1f} ms ({stats.decisions} decisions)"
        )


if __name__ == "__main__":
    main()
