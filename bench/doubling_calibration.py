"""How well a search bot's doubles are calibrated: the chance it sees against how it fares.

Plays the fixed deals of ``duplicate_deals.py`` (A against B, seats swapped). Each time
A doubles a contract (the first rung), the worlds it would sample at that moment are
played out at the doubled stake to estimate the chance that the contract fails; the
hand's result says whether it did. Worlds that underrate the buyer make a bot double
too often and lose the doubled hands.

    python bench/doubling_calibration.py --a expert --b hard --deals 400 --seed 100
"""

from __future__ import annotations

import multiprocessing
import random
from typing import Final

from duplicate_deals import Job, build, deal_jobs, deal_parser, play

from baloot_tui.games.baloot.bots.hard import HardBot, LadderWorld
from baloot_tui.games.baloot.rules.actions import Action, Double
from baloot_tui.games.baloot.rules.view import PlayerView

WORLDS: Final = 96
"""Worlds per estimate (more than the bots use, to measure their sampling, not its noise)."""


def failure_chance(bot: HardBot, view: PlayerView, double: Double) -> float:
    """The share of ``bot``'s worlds in which the doubled contract fails, as the bot weighs them."""
    rng = random.Random(f"calibration:{view.seat.value}:{len(view.history)}")
    worlds = bot.worlds(view, WORLDS, rng)
    failed = total = 0.0
    for world in worlds:
        ladder_world = LadderWorld(view, world)
        fails = ladder_world.fails(ladder_world.points(double, rng, bot.settings.auction_policy))
        weight = bot.ladder_weight(world, fails)
        failed += weight * fails
        total += weight
    return failed / total


def play_deal(job: Job) -> list[tuple[str, float, bool]]:
    """(contract, chance A saw, whether it failed) for each of A's doubles in one deal."""
    bot_a, a_team = build(job[0]), job[4]
    if not isinstance(bot_a, HardBot):
        raise SystemExit(f"{job[0]}: only the search levels (hard, expert) sample worlds")
    seen: list[tuple[str, float]] = []

    def watch(view: PlayerView, action: Action) -> None:
        if view.seat % 2 != a_team or not isinstance(action, Double):
            return
        if action.step.multiplier == 2 and view.contract is not None:
            seen.append((view.contract.value, failure_chance(bot_a, view, action)))

    hand, _ = play(job, watch)
    score = hand.result.score if hand.result is not None else None
    failed = score is not None and score.winner is not None and score.winner % 2 == a_team
    return [(contract, chance, failed) for contract, chance in seen]


def main() -> None:
    args = deal_parser(__doc__, b="hard", deals=400).parse_args()
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        doubles = [d for deal in pool.map(play_deal, deal_jobs(args), chunksize=4) for d in deal]
    print(f"{args.a} doubling {args.b}'s contracts, {args.deals} deals, seed {args.seed}")
    for contract in [*sorted({c for c, _, _ in doubles}), "all"]:
        rows = [d for d in doubles if contract in ("all", d[0])]
        seen = sum(chance for _, chance, _ in rows) / len(rows)
        failed = sum(f for _, _, f in rows) / len(rows)
        expected = f"expected to fail {seen:5.1%}"
        print(f"  {contract:6} doubles {len(rows):4}  {expected}  failed {failed:5.1%}")


if __name__ == "__main__":
    main()
