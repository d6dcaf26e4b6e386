"""Compare two bots on fixed single deals, each played twice with the seats swapped.

The arena plays whole matches, whose results are noisy; for tuning, this plays N
independent deals (dealer, deck and a match score drawn from a small list vary by
deal), each once with A as North-South and once as East-West, and prints A's game
points minus B's per hand with a 95% interval, and A's average change in the chance of
winning the match (the :mod:`~baloot_tui.games.baloot.bots.match_equity` model, which values the
deals played from the later match scores). ``--save`` keeps the per-deal margins and
``--paired`` compares them with a saved run on the same deals and opponent, whose
interval is much narrower than either run's.

A bot is a spec as ``baloot arena`` takes it
(:func:`~baloot_tui.games.baloot.bots.registry.build_bot`):
``LEVEL``, ``LEVEL:field=value,...`` (fields of the level's ``SearchSettings`` or
``Flaws``), or ``BIDDER+PLAYER`` to let one bot bid and double and another play the
cards, e.g. ``medium+hard`` isolates hard's card play.

``--minutes`` starts no deal after that much wall time; the report says how many deals
were played (always the first of the seed).

    python bench/duplicate_deals.py --a hard --b medium --deals 1000 --seed 100
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import statistics
from collections.abc import Callable
from pathlib import Path
from typing import Final

from play_duplicate import run_pairs

from baloot_tui.core.errors import BalootError
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.bots.match_equity import win_chance
from baloot_tui.games.baloot.bots.registry import build_bot
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.play.arena import deck_sequence

MATCH_SCORES: Final = ((0, 0), (60, 40), (110, 90), (90, 120), (130, 140))
"""Match scores the deals start from, in turn (North-South's first)."""


def build(spec: str) -> Bot:
    """The bot a spec names (``registry.build_bot``); a bad spec ends the run with its message."""
    try:
        return build_bot(spec)
    except BalootError as error:
        raise SystemExit(str(error)) from None


@dataclasses.dataclass(frozen=True, slots=True)
class Table:
    """How one deal went at one table (A on team ``a_team``)."""

    deal: int
    margin: int
    """A's game points minus B's."""
    chance: float
    """A's change in the chance of winning the match."""
    category: str
    """Who bought (A, B or nobody), whether the hand was doubled, and the outcome."""


Job = tuple[str, str, int, int, int]
"""(spec A, spec B, seed, deal number, A's team)."""


def play(
    job: Job,
    watch: Callable[[PlayerView, Action], None] | None = None,
    *,
    build_a: Callable[[str], Bot] = build,
    see: Callable[[RoundState], None] | None = None,
) -> tuple[RoundState, tuple[int, int]]:
    """Play one deal of ``job``: the finished hand and the match score it started from.

    ``watch`` sees every decision (the chooser's view and its action), ``see`` the
    whole state before it; ``build_a`` makes bot A from its spec.
    """
    spec_a, spec_b, seed, deal, a_team = job
    bot_a, bot_b = build_a(spec_a), build(spec_b)
    bots = {s: bot_a if s % 2 == a_team else bot_b for s in SEATS}
    rngs = {s: random.Random(f"dup:{seed}:{deal}:{a_team}:{s.value}") for s in SEATS}
    ns_score = MATCH_SCORES[deal % len(MATCH_SCORES)]
    scores = ns_score if a_team == 0 else (ns_score[1], ns_score[0])
    match = dataclasses.replace(new_match(DEFAULT_RULES, Seat(deal % 4)), scores=scores)
    hand = match.deal(next(deck_sequence(seed, deal))).current
    assert hand is not None
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        if see is not None:
            see(hand)
        view = hand.view(seat)
        action = bots[seat].choose(view, hand.legal_actions(), rngs[seat])
        if watch is not None:
            watch(view, action)
        hand = hand.apply(action)
    return hand, scores


def play_deal(job: Job) -> Table:
    """Play one deal with A on team ``a_team``."""
    hand, scores = play(job)
    return table_of(job, hand, scores)


def table_of(job: Job, hand: RoundState, scores: tuple[int, int]) -> Table:
    """How the deal of ``job`` went: ``hand`` finished, from match score ``scores``."""
    deal, a_team = job[3], job[4]
    result = hand.result
    assert result is not None
    points = result.points
    ours, theirs = scores[a_team], scores[1 - a_team]
    target = DEFAULT_RULES.match_target
    chance = win_chance(ours + points[a_team], theirs + points[1 - a_team], target)
    if result.score is None or hand.buyer is None:
        category = f"nobody bought ({result.kind})"
    else:
        buyer = "A" if hand.buyer % 2 == a_team else "B"
        doubled = "doubled" if result.score.multiplier > 1 else "single"
        category = f"{buyer} bought, {doubled}, {result.score.outcome}"
    return Table(
        deal,
        points[a_team] - points[1 - a_team],
        chance - win_chance(ours, theirs, target),
        category,
    )


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% normal interval."""
    return statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def print_breakdown(tables: list[Table], deals: int) -> None:
    """Each category's share of the tables and its part of A's margin per deal."""
    counts: dict[str, int] = {}
    sums: dict[str, int] = {}
    for table in tables:
        counts[table.category] = counts.get(table.category, 0) + 1
        sums[table.category] = sums.get(table.category, 0) + table.margin
    print(f"{'category':40} {'tables':>7} {'mean':>8} {'part of A-B':>12}")
    for category in sorted(counts):
        count, total = counts[category], sums[category]
        print(f"{category:40} {count:7} {total / count:+8.2f} {total / 2 / deals:+12.2f}")


def deal_parser(doc: str, *, b: str, deals: int) -> argparse.ArgumentParser:
    """The options every fixed-deal script takes: the two bots, the deals and the jobs."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--a", required=True, help="bot A spec")
    parser.add_argument("--b", default=b, help="bot B spec")
    parser.add_argument("--deals", type=int, default=deals)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    return parser


def deal_jobs(args: argparse.Namespace) -> list[Job]:
    """Each deal twice, A as North-South and as East-West."""
    return [(args.a, args.b, args.seed, d, t) for d in range(args.deals) for t in (0, 1)]


def report_parser(doc: str) -> argparse.ArgumentParser:
    """:func:`deal_parser` with the options of :func:`report`."""
    parser = deal_parser(doc, b="medium", deals=1000)
    parser.add_argument("--save", type=Path, help="write the per-deal margins here (JSON)")
    parser.add_argument("--paired", type=Path, help="compare with a run saved by --save")
    parser.add_argument(
        "--breakdown", action="store_true", help="A's margin by who bought, doubling and outcome"
    )
    return parser


def main() -> None:
    parser = report_parser(__doc__)
    parser.add_argument("--minutes", type=float, help="start no deal after this much wall time")
    args = parser.parse_args()
    build(args.a), build(args.b)  # fail fast on a bad spec
    report(args, run_pairs(play_deal, deal_jobs(args), args.jobs, args.minutes))


def report(args: argparse.Namespace, results: list[Table]) -> None:
    """Print A's margin per hand and match-winning chance (and what the options ask)."""
    per_deal: dict[int, float] = {}
    chances: dict[int, float] = {}
    for table in results:
        per_deal[table.deal] = per_deal.get(table.deal, 0.0) + table.margin / 2
        chances[table.deal] = chances.get(table.deal, 0.0) + 100 * table.chance / 2
    mean, half = interval(list(per_deal.values()))
    print(
        f"{args.a} vs {args.b}: {mean:+.2f} GP/hand [{mean - half:+.2f}, {mean + half:+.2f}]"
        f" over {len(per_deal)} deals, seed {args.seed}"
    )
    mean, half = interval(list(chances.values()))
    print(f"A's match-winning chance: {mean:+.2f} points [{mean - half:+.2f}, {mean + half:+.2f}]")
    if args.breakdown:
        print_breakdown(results, len(per_deal))
    if args.save:
        args.save.write_text(json.dumps(per_deal))
    if args.paired:
        other = {int(k): v for k, v in json.loads(args.paired.read_text()).items()}
        diff = [per_deal[d] - other[d] for d in per_deal if d in other]
        mean, half = interval(diff)
        print(f"minus {args.paired}: {mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}]")


if __name__ == "__main__":
    main()
