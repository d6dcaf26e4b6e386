"""Whether a level's bots climb the doubling ladder when the coach's analysis says they should.

Run: ``python bench/doubling_ladder.py [--level medium] [--matches 60] [--decisions 200]
[--budget 256]``.

Seeded self-play matches of the level's bots; at each doubling decision (Double,
Three, Four, Gahwa) the coach's analysis (``coach/analysis.py``) values every legal
call on ``--budget`` worlds. The report counts, per rung, how often the bot raised or
passed against the analysis's best call (a raise the worlds settle, or one they only
lean to), and the deciding seat's hand total (``bots/evaluate.py``), which the
medium level compares with its thresholds.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter, defaultdict

from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.bots.evaluate import hokum_strength, sun_strength
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.coach.analysis import analyse
from baloot_tui.games.baloot.rules.actions import Action, Double
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.selfplay import play_bot_match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--matches", type=int, default=60)
    parser.add_argument("--decisions", type=int, default=200)
    parser.add_argument("--budget", type=int, default=256)
    args = parser.parse_args()
    tally: Counter[tuple[str, str, str]] = Counter()
    totals: defaultdict[tuple[str, str], list[int]] = defaultdict(list)

    def judged(hand: RoundState, view: PlayerView, action: Action, seconds: float) -> None:
        if hand.phase is not Phase.DOUBLING or sum(tally.values()) >= args.decisions:
            return
        best = analyse(view, None, args.budget)[0]
        if isinstance(best.action, Double):
            expert = "raise" if best.settled else "raise (leaning)"
        else:
            expert = "pass"
        rung = next(a.step.value for a in view.legal_actions if isinstance(a, Double))
        bot = "raise" if isinstance(action, Double) else "pass"
        tally[(rung, bot, expert)] += 1
        if view.trump is None:
            total = sun_strength(view.hand, view.rules).total
        else:
            total = hokum_strength(view.hand, view.trump).total
        totals[(rung, expert)].append(total)

    for seed in range(args.matches):
        bots = [make_bot(args.level) for _ in SEATS]
        play_bot_match(bots, DEFAULT_RULES, seed, judged)
        if sum(tally.values()) >= args.decisions:
            break
    print(
        f"{sum(tally.values())} doubling decisions of {args.level} bots, {args.budget} worlds each"
    )
    print(f"{'rung':7} {'bot':6} {'analysis':16} {'count':>5}")
    for (rung, bot, expert), count in sorted(tally.items()):
        print(f"{rung:7} {bot:6} {expert:16} {count:5d}")
    print("the deciding hand's total, by the analysis's best call")
    for (rung, expert), values in sorted(totals.items()):
        print(
            f"{rung:7} {expert:16} {len(values):5d} hands, median {statistics.median(values):5.1f}"
            f", range {min(values)}-{max(values)}"
        )


if __name__ == "__main__":
    main()
