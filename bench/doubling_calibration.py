"""How well a search bot's doubles are calibrated: the chance it sees against how it fares.

Plays the fixed deals of ``duplicate_deals.py`` (A against B, seats swapped). Each time
A doubles a contract (the first rung), the worlds it would sample at that moment are
played out at the doubled stake to estimate the chance that the contract fails; the
hand's result says whether it did. Worlds that underrate the buyer make a bot double
too often and lose the doubled hands.

    python bench/doubling_calibration.py --a expert --b hard --deals 400 --seed 100
"""

from __future__ import annotations

import argparse
import dataclasses
import multiprocessing
import random
from typing import Final

from duplicate_deals import MATCH_SCORES, build

from baloot_tui.bots.hard import HardBot, LadderWorld
from baloot_tui.bots.worlds import sample_worlds
from baloot_tui.engine.arena import deck_sequence
from baloot_tui.rules.actions import Action, Double
from baloot_tui.rules.house_rules import DEFAULT_RULES
from baloot_tui.rules.match import new_match
from baloot_tui.rules.seats import SEATS, Seat
from baloot_tui.rules.view import PlayerView

WORLDS: Final = 96
"""Worlds per estimate (more than the bots use, to measure their sampling, not its noise)."""


def failure_chance(bot: HardBot, view: PlayerView, double: Double) -> float:
    """The weighted share of ``bot``'s worlds in which the doubled contract fails."""
    rng = random.Random(f"calibration:{view.seat.value}:{len(view.history)}")
    worlds = sample_worlds(
        view,
        WORLDS,
        rng,
        weighted=bot.settings.weighted,
    )
    team = view.seat % 2
    failed = total = 0.0
    for world in worlds:
        points = LadderWorld(view, world).points(double, rng, bot.settings.policy)
        failed += world.weight * (points[team] > points[1 - team])
        total += world.weight
    return failed / total


def play_deal(job: tuple[str, str, int, int, int]) -> list[tuple[str, float, bool]]:
    """(contract, chance A saw, whether it failed) for each of A's doubles in one deal."""
    spec_a, spec_b, seed, deal, a_team = job
    bot_a, bot_b = build(spec_a), build(spec_b)
    if not isinstance(bot_a, HardBot):
        raise SystemExit(f"{spec_a}: only the search levels (hard, expert) sample worlds")
    bots = {s: bot_a if s % 2 == a_team else bot_b for s in SEATS}
    rngs = {s: random.Random(f"dup:{seed}:{deal}:{a_team}:{s.value}") for s in SEATS}
    ns_score = MATCH_SCORES[deal % len(MATCH_SCORES)]
    scores = ns_score if a_team == 0 else (ns_score[1], ns_score[0])
    match = dataclasses.replace(new_match(DEFAULT_RULES, Seat(deal % 4)), scores=scores)
    hand = match.deal(next(deck_sequence(seed, deal))).current
    assert hand is not None
    seen: list[tuple[str, float]] = []
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        action: Action = bots[seat].choose(view, hand.legal_actions(), rngs[seat])
        if seat % 2 == a_team and isinstance(action, Double) and action.step.multiplier == 2:
            assert view.contract is not None
            seen.append((view.contract.value, failure_chance(bot_a, view, action)))
        hand = hand.apply(action)
    score = hand.result.score if hand.result is not None else None
    failed = score is not None and score.winner is not None and score.winner % 2 == a_team
    return [(contract, chance, failed) for contract, chance in seen]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", required=True, help="search bot spec (the doubler measured)")
    parser.add_argument("--b", default="hard", help="opponent spec")
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    jobs = [(args.a, args.b, args.seed, d, t) for d in range(args.deals) for t in (0, 1)]
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        doubles = [d for deal in pool.map(play_deal, jobs, chunksize=4) for d in deal]
    print(f"{args.a} doubling {args.b}'s contracts, {args.deals} deals, seed {args.seed}")
    for contract in [*sorted({c for c, _, _ in doubles}), "all"]:
        rows = [d for d in doubles if contract in ("all", d[0])]
        seen = sum(chance for _, chance, _ in rows) / len(rows)
        failed = sum(f for _, _, f in rows) / len(rows)
        expected = f"expected to fail {seen:5.1%}"
        print(f"  {contract:6} doubles {len(rows):4}  {expected}  failed {failed:5.1%}")


if __name__ == "__main__":
    main()
