"""Time from a view to the coach's full advice, for bidding and play decisions.

Run: ``python bench/coach.py [--matches 4] [--budget N] [--limit 60]``

Positions come from seeded medium-bot matches: every decision with more than one
option, for each seat. Full advice is what the coach panel shows: the option
explanations, the hand-strength numbers and the expert analysis at the budget
(the coach's default unless ``--budget`` says otherwise). The target is 0.5 s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict

from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.coach.analysis import DEFAULT_BUDGET, analyse, hand_strengths
from baloot_tui.games.baloot.coach.explain import explain_options
from baloot_tui.games.baloot.rules.actions import Action, Declare
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.selfplay import play_bot_match

TARGET = 0.5
"""Seconds the coach may take at its default budget."""


def positions(matches: int) -> dict[str, list[PlayerView]]:
    """Decision views of seeded medium-bot matches, by kind of decision."""
    found: dict[str, list[PlayerView]] = defaultdict(list)

    def collect(_hand: RoundState, view: PlayerView, _action: Action, _seconds: float) -> None:
        if len(view.legal_actions) > 1:
            found[kind_of(view)].append(view)

    bots = [make_bot("medium") for _ in SEATS]
    for seed in range(matches):
        play_bot_match(bots, DEFAULT_RULES, seed, collect)
    return found


def kind_of(view: PlayerView) -> str:
    """bidding, doubling, declare or play."""
    if view.phase is Phase.PLAYING:
        return "declare" if isinstance(view.legal_actions[0], Declare) else "play"
    return view.phase.value


def advise(view: PlayerView, budget: int) -> float:
    """Seconds to the full advice for ``view``."""
    start = time.perf_counter()
    explain_options(view)
    hand_strengths(view)
    analyse(view, random.Random(f"bench:{len(view.history)}"), budget)
    return time.perf_counter() - start


def main() -> None:
    """Print median, p90 and max per kind of decision."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=4, help="seeded matches to draw from")
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET, help="worlds per decision")
    parser.add_argument("--limit", type=int, default=60, help="positions per kind at most")
    args = parser.parse_args()
    found = positions(args.matches)
    print(f"coach advice time, budget {args.budget} worlds, {args.matches} matches (seconds)")
    print(f"{'decision':9} {'count':>6} {'median':>7} {'p90':>7} {'max':>7}")
    worst = 0.0
    for kind in ("bidding", "doubling", "declare", "play"):
        views = found.get(kind, [])[: args.limit]
        if not views:
            continue
        times = sorted(advise(view, args.budget) for view in views)
        p90 = times[int(0.9 * (len(times) - 1))]
        worst = max(worst, times[-1])
        print(
            f"{kind:9} {len(times):6d} {statistics.median(times):7.3f} {p90:7.3f} {times[-1]:7.3f}"
        )
    verdict = "within" if worst <= TARGET else "OVER"
    print(f"slowest {worst:.3f} s: {verdict} the {TARGET} s target")


if __name__ == "__main__":
    main()
