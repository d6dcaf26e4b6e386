"""Play-only duplicate: two card players on the same deals, contract and buyer, seats swapped.

For each deal the medium level bids and answers the doubling ladder for all four
seats (seeded by the deal alone), so both tables reach the same contract, buyer and
stake; deals are kept in the order dealt until ``--deals`` Hokum and ``--deals`` Sun
contracts are found. Each kept deal is then played twice from the first card: A as
North-South and B as East-West, then the other way round. Declarations, Sawa and
every card are each bot's own.

Per contract it prints A's game points and card points (last trick included) minus
B's, per deal pair, with 95% normal intervals; A's share of matches, from matches to
152 assembled from the played tables at random (95% bootstrap interval over the
deals); and the CPU time of each bot's card decisions (median, p90, max).
``--save`` keeps the per-deal margins and tables, ``--paired`` compares them with a
saved run on the same deals (``--seed``, ``--deals``), and ``--resume`` completes a
saved run that ``--minutes`` stopped: it plays only the deals the file lacks and
prints (and saves) the figures of all of them.

Bots are ``greedy`` and ``baseline`` (:mod:`~baloot_tui.games.baloot.bots.yardstick`) or any
spec ``baloot arena`` takes. Run from the checkout root with ``PYTHONPATH=.``::

    python bench/play_duplicate.py --a expert --b baseline --deals 1000 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Final, TypeVar

from baloot_tui.core.errors import BalootError
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.bots.medium import MediumBot
from baloot_tui.games.baloot.bots.registry import build_bot
from baloot_tui.games.baloot.bots.yardstick import BaselineBot, GreedyBot
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.round import RoundState, start_hand
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.play.arena import deck_sequence

CONTRACTS: Final = {"hokum": Contract.HOKUM, "sun": Contract.SUN}
TARGET: Final = 152
"""Game points that win a match."""

Watch = Callable[[RoundState, PlayerView, Action, float], None]
"""Sees each card-play decision: the state before it, the chooser's view, its action and
its CPU seconds."""


def make(spec: str) -> Bot:
    """The bot a spec names; a bad spec ends the run with its message."""
    if spec == "greedy":
        return GreedyBot()
    if spec == "baseline":
        return BaselineBot()
    try:
        return build_bot(spec)
    except BalootError as error:
        raise SystemExit(str(error)) from None


def auctioned(seed: int, deal: int) -> RoundState:
    """Deal ``deal`` of ``seed`` after the medium level's auction and doubling ladder."""
    dealer = Seat(deal % 4)
    hand = start_hand(next(deck_sequence(seed, deal)), dealer, DEFAULT_RULES, (0, 0))
    rngs = {s: random.Random(f"auction:{seed}:{deal}:{s.value}") for s in SEATS}
    medium = MediumBot()
    while not hand.is_over and hand.phase in (Phase.BIDDING, Phase.DOUBLING):
        seat = hand.to_act
        assert seat is not None
        hand = hand.apply(medium.choose(hand.view(seat), hand.legal_actions(), rngs[seat]))
    return hand


def find_deals(seed: int, contract: Contract, count: int) -> list[int]:
    """The first ``count`` deal numbers whose auction ends in ``contract``."""
    found: list[int] = []
    deal = 0
    while len(found) < count:
        hand = auctioned(seed, deal)
        if not hand.is_over and hand.contract is contract:
            found.append(deal)
        deal += 1
    return found


@dataclass(frozen=True, slots=True)
class Table:
    """One deal played once, A on team ``a_team``."""

    deal: int
    a_team: int
    a_points: int
    """A's game points."""
    b_points: int
    """B's game points."""
    card_margin: int
    """A's card abnat (last trick included) minus B's."""
    a_declares: bool
    """Whether A's team bought the contract."""
    times: tuple[tuple[float, ...], tuple[float, ...]]
    """CPU seconds of A's and of B's card decisions."""


def play_table(
    specs: tuple[str, str], seed: int, deal: int, a_team: int, watch: Watch | None = None
) -> Table:
    """Play deal ``deal`` from the first card with A on team ``a_team``."""
    bot_a, bot_b = make(specs[0]), make(specs[1])
    hand = auctioned(seed, deal)
    buyer = hand.buyer
    assert buyer is not None
    times: tuple[list[float], list[float]] = ([], [])
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        side = 0 if seat % 2 == a_team else 1
        rng = random.Random(f"play:{seed}:{deal}:{side}:{seat.value}")
        view = hand.view(seat)
        legal = hand.legal_actions()
        start = time.process_time()
        action = (bot_a if side == 0 else bot_b).choose(view, legal, rng)
        spent = time.process_time() - start
        if len(legal) > 1:
            times[side].append(spent)
        if watch is not None:
            watch(hand, view, action, spent)
        hand = hand.apply(action)
    result = hand.result
    assert result is not None and result.score is not None
    points, abnat = result.points, result.score.abnat
    return Table(
        deal,
        a_team,
        points[a_team],
        points[1 - a_team],
        abnat[a_team] - abnat[1 - a_team],
        buyer % 2 == a_team,
        (tuple(times[0]), tuple(times[1])),
    )


Job = tuple[str, str, int, int, int]
"""(spec A, spec B, seed, deal, A's team)."""
T = TypeVar("T")


def run_job(job: Job) -> Table:
    """:func:`play_table` of one job."""
    spec_a, spec_b, seed, deal, a_team = job
    return play_table((spec_a, spec_b), seed, deal, a_team)


def run_pairs(
    work: Callable[[Job], T], jobs: list[Job], workers: int, minutes: float | None
) -> list[T]:
    """``work`` over ``jobs`` (the two tables of each deal in turn), in order.

    With ``minutes``, no deal is started after that much wall time (two deals at
    least): a busy machine shortens the run, and the report says how many were played.
    """
    deadline = None if minutes is None else time.time() + 60 * minutes
    done: list[T] = []
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        for result in pool.imap(work, jobs):
            done.append(result)
            whole = len(done) % 2 == 0 and len(done) >= 4  # intervals need two deals
            if deadline is not None and whole and time.time() > deadline:
                break
    return done


def interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and half-width of its 95% normal interval."""
    if len(values) < 2:
        return (values[0] if values else math.nan), math.nan
    return statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def shown(values: Sequence[float], digits: int = 2) -> str:
    """``mean [low, high]`` of ``values``."""
    mean, half = interval(values)
    return f"{mean:+.{digits}f} [{mean - half:+.{digits}f}, {mean + half:+.{digits}f}]"


def match_share(tables: list[Table], rng: random.Random, matches: int = 1000) -> float:
    """A's share of matches to 152 built from hands drawn at random from ``tables``."""
    won = 0.0
    for _ in range(matches):
        a = b = 0
        while max(a, b) < TARGET or a == b:
            table = tables[rng.randrange(len(tables))]
            a, b = a + table.a_points, b + table.b_points
        won += a > b
    return won / matches


def match_interval(tables: list[Table], seed: int) -> tuple[float, float, float]:
    """A's share of matches and its 95% bootstrap interval over the deals (percent)."""
    rng = random.Random(f"matches:{seed}")
    by_deal: dict[int, list[Table]] = {}
    for table in tables:
        by_deal.setdefault(table.deal, []).append(table)
    deals = list(by_deal)
    share = match_share(tables, rng, 4000)
    replicates = sorted(
        match_share([t for _ in deals for t in by_deal[deals[rng.randrange(len(deals))]]], rng, 400)
        for _ in range(200)
    )
    return 100 * share, 100 * replicates[5], 100 * replicates[194]


def per_deal(tables: Iterable[Table], of: Callable[[Table], float]) -> dict[int, float]:
    """A figure summed over the two tables of each deal, halved (a per-table average)."""
    found: dict[int, float] = {}
    for table in tables:
        found[table.deal] = found.get(table.deal, 0.0) + of(table) / 2
    return found


def timing(times: list[float]) -> str:
    """Median, p90 and max of decision times, in ms."""
    if not times:
        return "no decisions"
    times = sorted(times)
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    median = statistics.median(times)
    return f"median {1000 * median:.1f} ms, p90 {1000 * p90:.1f} ms, max {1000 * times[-1]:.1f} ms"


def report(name: str, tables: list[Table], seed: int) -> dict[str, dict[int, float]]:
    """Print one contract's figures; return its per-deal margins by figure."""
    margins = {
        "gp": per_deal(tables, lambda t: t.a_points - t.b_points),
        "cards": per_deal(tables, lambda t: t.card_margin),
    }
    declarer = [t.a_points - t.b_points for t in tables if t.a_declares]
    defence = [t.a_points - t.b_points for t in tables if not t.a_declares]
    share, low, high = match_interval(tables, seed)
    print(f"{name}: {len(margins['gp'])} deal pairs")
    print(f"  A - B game points per deal:  {shown(list(margins['gp'].values()))}")
    print(f"  A - B card points per deal:  {shown(list(margins['cards'].values()), 1)}")
    print(f"  A's matches to {TARGET}:        {share:.1f}% [{low:.1f}, {high:.1f}]")
    print(f"  per table, A declaring: {shown(declarer)}; A defending: {shown(defence)}")
    for side, label in ((0, "A"), (1, "B")):
        times = [s for t in tables for s in t.times[side]]
        print(f"  {label} card decisions ({len(times)}): {timing(times)}")
    return margins


def parser(doc: str) -> argparse.ArgumentParser:
    """The options of the play-only scripts: bots, deals per contract, seed, jobs."""
    found = argparse.ArgumentParser(description=doc.splitlines()[0])
    found.add_argument("--a", required=True, help="bot A: greedy, baseline or an arena spec")
    found.add_argument("--b", default="baseline", help="bot B (default baseline)")
    found.add_argument("--deals", type=int, default=200, help="deal pairs per contract")
    found.add_argument(
        "--contracts", default="hokum,sun", help="hokum, sun or hokum,sun (the default)"
    )
    found.add_argument("--seed", type=int, default=1)
    found.add_argument("--jobs", type=int, default=1)
    found.add_argument(
        "--minutes", type=float, help="start no table after this much wall time per contract"
    )
    return found


def earlier_tables(saved: dict[str, dict[str, Any]], name: str, source: Path) -> list[Table]:
    """The tables a ``--save`` (read from ``source``) kept for contract ``name``."""
    kept = saved.get(name, {})
    tables = kept.get("tables")
    if kept and not isinstance(tables, list):
        raise SystemExit(f"{source} keeps no tables for {name}: save it again with --save")
    return [Table(**table) for table in tables or []]


def main() -> None:
    args_parser = parser(__doc__ or "")
    args_parser.add_argument("--save", type=Path, help="write the per-deal margins here (JSON)")
    args_parser.add_argument("--paired", type=Path, help="compare with a run saved by --save")
    args_parser.add_argument(
        "--resume", type=Path, help="play only the deals this --save of the same run lacks"
    )
    args = args_parser.parse_args()
    make(args.a), make(args.b)  # fail fast on a bad spec
    print(f"{args.a} vs {args.b}, seed {args.seed}, {args.deals} deal pairs per contract")
    saved: dict[str, dict[str, object]] = {}
    started = time.time()
    resumed = json.loads(args.resume.read_text()) if args.resume else {}
    for name in args.contracts.split(","):
        earlier = earlier_tables(resumed, name, args.resume) if args.resume else []
        played = {table.deal for table in earlier}
        deals = [d for d in find_deals(args.seed, CONTRACTS[name], args.deals) if d not in played]
        jobs = [(args.a, args.b, args.seed, d, t) for d in deals for t in (0, 1)]
        tables = earlier + run_pairs(run_job, jobs, args.jobs, args.minutes)
        margins = report(name, tables, args.seed)
        saved[name] = {**margins, "tables": [asdict(table) for table in tables]}
        if args.paired:
            other = json.loads(args.paired.read_text()).get(name, {})
            for figure, by_deal in margins.items():
                diff = [
                    v - other[figure][str(d)]
                    for d, v in by_deal.items()
                    if str(d) in other.get(figure, {})
                ]
                print(f"  minus {args.paired} ({figure}, {len(diff)} deals): {shown(diff)}")
    print(f"({time.time() - started:.0f} s wall)")
    if args.save:
        args.save.write_text(json.dumps(saved))


if __name__ == "__main__":
    main()
