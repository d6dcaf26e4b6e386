"""How a Belot level bids when it sits at all four seats: contracts, doubles, results.

Plays ``--deals`` seeded deals (dealer rotating) with the level at every seat and
prints how often all pass, each contract kind with how often it is made, inside or
hanging, and the contras and recontras: the figures that calibrate the heuristic's
bidding thresholds.

    python bench/belot_bidding.py --level heuristic --deals 400
"""

from __future__ import annotations

import argparse
import collections
import random

from baloot_tui.core.seats import SEATS
from baloot_tui.games.belot.bots import build_belot_bot
from baloot_tui.games.belot.rules.hand import deal
from baloot_tui.games.belot.rules.house_rules import preset
from baloot_tui.games.belot.selfplay import play_deal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--level", default="heuristic")
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--preset", default="official")
    args = parser.parse_args()
    bot = build_belot_bot(args.level)
    rules = preset(args.preset)
    kinds: collections.Counter[str] = collections.Counter()
    outcomes: collections.Counter[tuple[str, str]] = collections.Counter()
    doubles: collections.Counter[int] = collections.Counter()
    for seed in range(args.deals):
        rngs = {s: random.Random(f"bidding:{seed}:{s.value}") for s in SEATS}
        hand = play_deal(
            deal(random.Random(seed), SEATS[seed % 4], rules), dict.fromkeys(SEATS, bot), rngs
        )
        score = hand.result.score if hand.result is not None else None
        if hand.contract is None or score is None:
            kinds["all pass"] += 1
            continue
        kind = hand.contract.kind.value
        kinds[kind] += 1
        outcomes[(kind, score.outcome)] += 1
        doubles[hand.auction.multiplier] += 1
    print(f"{args.level} at all four seats, {args.deals} deals, {args.preset} rules:")
    print(f"  all pass: {kinds['all pass']} ({kinds['all pass'] / args.deals:.0%})")
    for kind in ("suit", "no_trumps", "all_trumps"):
        results = ", ".join(
            f"{outcome} {count / kinds[kind]:.0%}"
            for (k, outcome), count in sorted(outcomes.items())
            if k == kind
        )
        print(f"  {kind}: {kinds[kind]} contracts ({results})")
    print(f"  contra: {doubles[2]}, recontra: {doubles[4]}")


if __name__ == "__main__":
    main()
