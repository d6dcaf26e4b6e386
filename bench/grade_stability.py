"""How often the coach's grades change with the random sample, on decisions nobody filtered.

Run: ``python bench/grade_stability.py [--matches 3] [--per-kind 40] [--budget N] [--jobs 1]
[--kinds bidding doubling declare play]``

The coach panel, the hand review and the trainer grade whatever decision comes: here,
every decision with more than one option of seeded medium-bot matches (each seat's),
up to ``--per-kind`` of each kind (bidding, doubling, declaring, card play), taken
evenly through the matches. Each is analysed twice at the analysis's default budget,
with two independent seeds (neither is the decision's own seed, which the screens
use). Every option gets the grade a screen shows (:func:`grade`): right (the best or
tied with it), wrong (surely worse) or not settled. Printed per kind and overall:

- decisions where some option's shown grade changes between the two seeds (the target:
  under 3 % of them);
- decisions where an option is right in one and wrong in the other (a contradiction);
- options whose grade changes, of all options;
- decisions with an option not settled, and decisions where the best option differs.

Each decision's line goes to stderr as it is done.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from collections import Counter
from typing import Literal

from coach import kind_of, positions

from baloot_tui.games.baloot.coach.analysis import DEFAULT_BUDGET, OptionValue, analyse
from baloot_tui.games.baloot.rules.view import PlayerView

TARGET = 0.03
"""Share of decisions whose shown grades may change between two samples."""
KINDS = ("bidding", "doubling", "declare", "play")

Shown = Literal["right", "wrong", "not settled"]


def grade(value: OptionValue) -> Shown:
    """The grade a screen shows an option: right, wrong or not settled."""
    if not value.settled:
        return "not settled"
    return "right" if value.correct else "wrong"


def decisions(matches: int, per_kind: int, kinds: tuple[str, ...] = KINDS) -> list[PlayerView]:
    """Up to ``per_kind`` decisions of each kind, spread evenly over the matches' decisions."""
    found = positions(matches)
    chosen: list[PlayerView] = []
    for kind in kinds:
        views = found.get(kind, [])
        step = max(1, len(views) // per_kind)
        chosen += views[::step][:per_kind]
    return chosen


def measure(item: tuple[int, PlayerView, int]) -> tuple[str, dict[str, tuple[Shown, Shown]], bool]:
    """Both gradings of one decision: each option's two grades, and whether the best moved."""
    number, view, budget = item
    first = analyse(view, random.Random(f"a:{number}"), budget)
    second = analyse(view, random.Random(f"b:{number}"), budget)
    again = {str(v.action): grade(v) for v in second}
    grades = {str(v.action): (grade(v), again[str(v.action)]) for v in first}
    return kind_of(view), grades, str(first[0].action) != str(second[0].action)


def share(part: int, whole: int) -> str:
    """``3.8% (8 of 210)``."""
    return f"{part / max(whole, 1):.1%} ({part} of {whole})"


def main() -> None:
    """Print the change rates per kind and overall, and whether the target is met."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=3, help="seeded matches to draw from")
    parser.add_argument("--per-kind", type=int, default=40, help="decisions per kind at most")
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET, help="most worlds")
    parser.add_argument("--jobs", type=int, default=1, help="processes analysing decisions")
    parser.add_argument(
        "--kinds", nargs="+", choices=KINDS, default=list(KINDS), help="kinds of decision"
    )
    args = parser.parse_args()
    views = decisions(args.matches, args.per_kind, tuple(args.kinds))
    items = [(number, view, args.budget) for number, view in enumerate(views)]
    counts: Counter[str] = Counter()
    changed: Counter[str] = Counter()
    contradicted: Counter[str] = Counter()
    unsettled: Counter[str] = Counter()
    moved: Counter[str] = Counter()
    options: Counter[str] = Counter()
    options_changed: Counter[str] = Counter()
    with multiprocessing.Pool(args.jobs) as pool:
        for number, (kind, grades, best_moved) in enumerate(pool.imap(measure, items), start=1):
            pairs = list(grades.values())
            change = any(a != b for a, b in pairs)
            counts[kind] += 1
            changed[kind] += change
            contradicted[kind] += any({a, b} == {"right", "wrong"} for a, b in pairs)
            unsettled[kind] += any("not settled" in pair for pair in pairs)
            moved[kind] += best_moved
            options[kind] += len(pairs)
            options_changed[kind] += sum(a != b for a, b in pairs)
            print(
                f"{number}: {kind}, {len(pairs)} options, "
                + ("grade changed" if change else "same grades"),
                file=sys.stderr,
                flush=True,
            )
    print(
        f"grade stability on unfiltered decisions: {sum(counts.values())} decisions of "
        f"{args.matches} medium-bot matches, budget {args.budget} worlds, two seeds each"
    )
    print(
        f"{'decision':9} {'count':>5} {'grade changed':>20} {'right<->wrong':>18} "
        f"{'options changed':>20} {'not settled':>18} {'best moved':>18}"
    )
    for kind in (*KINDS, "all"):
        pick = KINDS if kind == "all" else (kind,)
        n = sum(counts[k] for k in pick)
        if not n:
            continue

        def total(counter: Counter[str], keys: tuple[str, ...] = pick) -> int:
            return sum(counter[k] for k in keys)

        print(
            f"{kind:9} {n:5d} {share(total(changed), n):>20} {share(total(contradicted), n):>18} "
            f"{share(total(options_changed), total(options)):>20} "
            f"{share(total(unsettled), n):>18} {share(total(moved), n):>18}"
        )
    rate = sum(changed.values()) / max(1, sum(counts.values()))
    verdict = "met" if rate < TARGET else "missed"
    print(f"target (grades change in < {TARGET:.0%} of decisions): {verdict}")


if __name__ == "__main__":
    main()
