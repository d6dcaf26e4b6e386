"""Rules-engine speed: complete random hands and legal-move queries per second.

Run: ``PYTHONPATH=. python bench/engine.py [--hands N] [--seed S]`` from the checkout
root (so this tree's package is imported). ``--game belot`` times Bulgarian Belot
instead: complete random deals per second (``bench/belot_engine.py``), by the wall
clock and by the process's CPU time, with the machine's load average beside them.
One core, public API only: each hand is dealt from a seeded shuffle, then random
legal bidding, doubling, declarations and play until it is scored (waraq and Kawesh
deals count as hands).
With ``--gc`` it first reports, for one fresh pass over the hands, the CPU time the garbage
collector took and its collections per generation (``gc.callbacks``). The last line times a
long match (``--match-hands`` deals, all passed out) through
``MatchState``, its first and its last thousand hands: equal times mean that a finished
hand costs the same however many came before.
"""

from __future__ import annotations

import argparse
import gc
import random
import time

from baloot_tui.games.baloot.rules import SEATS, RoundState, deal
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.rules.round import STATE_FIELDS


def play_random_hand(rng: random.Random, dealer_index: int) -> tuple[RoundState, int]:
    """Deal and play one hand with uniformly random legal actions; return it and its length."""
    state = deal(rng, SEATS[dealer_index % 4])
    steps = 0
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
        steps += 1
    return state, steps


def collect_states(rng: random.Random, hands: int) -> list[RoundState]:
    """Every state met while playing ``hands`` random hands (for the query benchmark)."""
    states: list[RoundState] = []
    for index in range(hands):
        state = deal(rng, SEATS[index % 4])
        while not state.is_over:
            states.append(state)
            state = state.apply(rng.choice(state.legal_actions()))
    return states


def long_match_times(hands: int, seed: int) -> tuple[float, float]:
    """CPU seconds of the first and the last 1,000 of ``hands`` passed-out deals of a match."""
    rng = random.Random(seed)
    match = new_match(DEFAULT_RULES.replace(match_target=1000))
    started = time.process_time()
    first = last_started = 0.0
    for index in range(hands):
        if index == hands - 1000:
            last_started = time.process_time()
        match = match.deal_random(rng)
        while match.current is not None:
            match = match.apply(match.legal_actions()[0])  # pass, pass, ...: a waraq
        if index + 1 == 1000:
            first = time.process_time() - started
    return first, time.process_time() - last_started


def collector_share(hands: int, seed: int) -> str:
    """The collector's CPU time and collections per generation over ``hands`` new hands."""
    spent = [0.0, 0.0, 0.0]
    counts = [0, 0, 0]
    began = [0.0]

    def timed(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            began[0] = time.process_time()
        else:
            spent[info["generation"]] += time.process_time() - began[0]
            counts[info["generation"]] += 1

    rng = random.Random(seed)
    gc.callbacks.append(timed)
    started = time.process_time()
    try:
        for index in range(hands):
            play_random_hand(rng, index)
    finally:
        gc.callbacks.remove(timed)
    total = time.process_time() - started
    return (
        f"garbage collector: {sum(spent) / total:.1%} of {total:.2f} s CPU over {hands} new "
        f"hands ({counts[0]} young, {counts[1]} middle, {counts[2]} full collections)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--repeat", type=int, default=3, help="runs of the same seeded hands; the best one counts"
    )
    parser.add_argument("--match-hands", type=int, default=10000)
    parser.add_argument(
        "--game", choices=("baloot", "belot"), default="baloot", help="the rules engine timed"
    )
    parser.add_argument("--gc", action="store_true", help="first time the garbage collector")
    args = parser.parse_args()
    if args.game == "belot":
        from belot_engine import report  # bench/ is the script's folder, first on sys.path

        print(report(args.hands, args.seed, args.repeat))
        return
    if args.gc:
        print(collector_share(args.hands, args.seed))

    elapsed = float("inf")
    for _ in range(args.repeat):
        rng = random.Random(args.seed)
        started = time.perf_counter()
        actions = 0
        for index in range(args.hands):
            _, steps = play_random_hand(rng, index)
            actions += steps
        elapsed = min(elapsed, time.perf_counter() - started)
    print(
        f"complete random hands: {args.hands / elapsed:,.0f} hands/s "
        f"({args.hands} hands, {actions / args.hands:.1f} actions each, {elapsed:.2f} s)"
    )

    states = collect_states(random.Random(args.seed + 1), max(1, args.hands // 10))
    fields = [tuple(getattr(s, name) for name in STATE_FIELDS) for s in states]
    started = time.perf_counter()
    for values in fields:
        RoundState.of(*values).legal_actions()
    elapsed = time.perf_counter() - started
    print(
        f"fresh states and their legal moves: {len(fields) / elapsed:,.0f} per second "
        f"({len(fields)} states built from their fields, nothing cached)"
    )

    first, last = long_match_times(max(2000, args.match_hands), args.seed)
    print(
        f"long match ({max(2000, args.match_hands)} passed-out deals): first 1,000 hands "
        f"{first:.3f} s, last 1,000 {last:.3f} s (CPU)"
    )


if __name__ == "__main__":
    main()
