"""Decision judge: how many card points each of a bot's card choices gives away.

Plays the deals of ``bench/play_duplicate.py`` (same options, A against B, seats
swapped) and judges each of A's card choices from trick 3 on that had an
alternative: ten worlds are sampled from the mover's own view (uniformly, consistent
with what it has seen), every legal card is solved exactly in each of them
(:class:`~baloot_tui.games.baloot.bots.dds.Solver`, valued in the mover's team's card points,
last trick included), and the choice's regret is the judge's best card's average
minus the chosen card's. Prints the mean regret per choice as declarer (A's team
bought) and in defence with 95% intervals, and the share of choices with any regret.
Run from the checkout root with ``PYTHONPATH=.``::

    python bench/decision_judge.py --a expert --b baseline --deals 100 --seed 1 --jobs 2
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Sequence
from typing import Final

from play_duplicate import CONTRACTS, Job, find_deals, parser, play_table, run_pairs, shown

from baloot_tui.games.baloot.bots.dds import Solver
from baloot_tui.games.baloot.bots.simulator import TABLES, PlayRules, Position, trump_index
from baloot_tui.games.baloot.bots.worlds import sample_worlds
from baloot_tui.games.baloot.bots.yardstick import LAST_TRICK
from baloot_tui.games.baloot.rules.actions import Action, PlayCard
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.view import PlayerView

FIRST_TRICK: Final = 3
"""Judge choices from this trick on (24 cards left): the exact solves stay quick."""

Hands = tuple[int, int, int, int]
"""Each seat's cards (masks)."""
Verdict = tuple[bool, float]
"""(whether the chooser's team bought, the choice's regret in card points)."""


def judge(
    view: PlayerView, legal: tuple[Action, ...], chosen: int, worlds: int, rng: random.Random
) -> float:
    """Card points the card ``chosen`` gives away against the best one, over sampled worlds."""
    values = judge_values(view, legal, worlds, rng)
    return (
        max(values) - values[[a.card.index for a in legal if isinstance(a, PlayCard)].index(chosen)]
    )


def judge_values(
    view: PlayerView, legal: tuple[Action, ...], worlds: int, rng: random.Random
) -> list[float]:
    """Each legal card's mean card points for the mover's team over ``worlds`` exact solves."""
    return solved_values(view, legal, [w.hands for w in sample_worlds(view, worlds, rng)])


def solved_values(
    view: PlayerView, legal: tuple[Action, ...], worlds: Sequence[Hands]
) -> list[float]:
    """Each legal card's mean card points for the mover's team, solved exactly in ``worlds``."""
    assert view.leader is not None
    tables = TABLES[trump_index(view.trump)]
    rules = PlayRules.of(view.rules)
    team = view.seat % 2
    total = sum(tables.points) + LAST_TRICK

    def card_points(abnat_ns: int, last: int, tricks_ns: int) -> float:
        ns = abnat_ns + (LAST_TRICK if last == 0 else 0)
        return float(ns if team == 0 else total - ns)

    solver = Solver(tables, view.closed, rules, card_points, team, budget=10**9)
    cards = [a.card.index for a in legal if isinstance(a, PlayCard)]
    trick = tuple(c.index for c in view.trick)
    sums = [0.0] * len(cards)
    for hands in worlds:
        start = Position(hands, view.leader, trick, view.abnat, view.tricks_won)
        for slot, card in enumerate(cards):
            sums[slot] += solver.solve(start.play(card, tables, rules))
    return [value / len(worlds) for value in sums]


def judged_table(job: Job, worlds: int = 10) -> list[Verdict]:
    """Play one table of ``job`` and judge A's choices in ``worlds`` worlds each."""
    spec_a, spec_b, seed, deal, a_team = job
    verdicts: list[Verdict] = []

    def watch(hand: RoundState, view: PlayerView, action: Action, spent: float) -> None:
        del spent
        legal = hand.legal_actions()
        if view.seat % 2 != a_team or not isinstance(action, PlayCard) or len(legal) < 2:
            return
        if len(view.tricks) < FIRST_TRICK - 1:
            return
        rng = random.Random(f"judge:{seed}:{deal}:{a_team}:{len(hand.history)}")
        regret = judge(view, legal, action.card.index, worlds, rng)
        verdicts.append((view.buyer is not None and view.buyer % 2 == a_team, regret))

    play_table((spec_a, spec_b), seed, deal, a_team, watch)
    return verdicts


def main() -> None:
    args_parser = parser(__doc__ or "")
    args_parser.add_argument("--worlds", type=int, default=10, help="judge worlds per choice")
    args = args_parser.parse_args()
    print(
        f"judging {args.a} against {args.b}, seed {args.seed}, {args.deals} deal pairs per contract"
    )
    started = time.time()
    every: list[Verdict] = []
    for name in args.contracts.split(","):
        deals = find_deals(args.seed, CONTRACTS[name], args.deals)
        jobs = [(args.a, args.b, args.seed, d, t) for d in deals for t in (0, 1)]
        work = functools.partial(judged_table, worlds=args.worlds)
        tables = run_pairs(work, jobs, args.jobs, args.minutes)
        print(f"{name}: {len(tables) // 2} deal pairs judged")
        verdicts = [v for table in tables for v in table]
        every.extend(verdicts)
        print_verdicts(name, verdicts)
    if len(args.contracts.split(",")) > 1:
        print_verdicts("both", every)
    print(f"({time.time() - started:.0f} s wall)")


def print_verdicts(name: str, verdicts: list[Verdict]) -> None:
    """Regret per choice as declarer and in defence."""
    for label, declaring in (("declarer", True), ("defence", False)):
        regrets = [r for d, r in verdicts if d is declaring]
        if not regrets:
            continue
        costly = 100 * sum(r > 1e-9 for r in regrets) / len(regrets)
        print(
            f"{name} {label}: {shown(regrets)} card points of regret per choice"
            f" ({len(regrets)} choices, {costly:.0f}% with regret)"
        )


if __name__ == "__main__":
    main()
