"""How often a quiz grade changes when the same questions are graded on other worlds.

Run: ``python bench/quiz_stability.py [--questions 210] [--budget N]``

The questions are the quiz's own (:func:`~baloot_tui.engine.learning.quiz_position`,
seeded, the three difficulties in turn). Each is graded twice by the analysis with
two independent seeds (neither is the decision's own seed the quiz uses). A grade
changes when some call is right in one grading and wrong in the other. Targets: under 2 % of
questions, at most 0.5 s per grading on one core. Times are the process's CPU time
(one core, whatever else the machine runs), with the wall-clock mean beside it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from baloot_tui.coach.analysis import DEFAULT_BUDGET, analyse
from baloot_tui.coach.quiz import DIFFICULTIES, answer_kind
from baloot_tui.engine.learning import quiz_position, right_calls
from baloot_tui.rules.view import PlayerView

CHANGE_TARGET = 0.02
"""Share of questions whose grade may change."""
TIME_TARGET = 0.5
"""Seconds one grading may take."""


def questions(count: int) -> tuple[list[PlayerView], float]:
    """The fixed question set and the mean seconds the quiz took to draw one."""
    start = time.process_time()
    views = [
        quiz_position(random.Random(f"quiz-stability:{i}"), DIFFICULTIES[i % 3])
        for i in range(count)
    ]
    return views, (time.process_time() - start) / count


def main() -> None:
    """Print the share of changed grades, the time per grading and the kinds asked."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=210, help="questions in the set")
    parser.add_argument("--budget", type=int, default=DEFAULT_BUDGET, help="most worlds")
    args = parser.parse_args()
    views, drawing = questions(args.questions)
    kinds: Counter[str] = Counter()
    seconds: list[float] = []
    wall = 0.0
    changed = 0
    answers = answers_changed = 0
    for number, view in enumerate(views):
        gradings = []
        for side in ("a", "b"):
            start, started = time.process_time(), time.perf_counter()
            gradings.append(analyse(view, random.Random(f"{side}:{number}"), args.budget))
            seconds.append(time.process_time() - start)
            wall += time.perf_counter() - started
        first, second = (right_calls(g) for g in gradings)
        kinds[answer_kind(view, analyse(view, budget=args.budget)[0].action)] += 1
        changed += first != second
        answers += len(gradings[0])
        answers_changed += len(first ^ second)
    total = len(views)
    print(f"quiz stability: {total} questions, budget {args.budget} worlds, two seeds each")
    print(f"grade changes: {changed / total:.1%} ({changed} of {total})")
    print(f"answers whose mark changes: {answers_changed / answers:.1%} of {answers}")
    ordered = sorted(seconds)
    print(
        f"CPU time per grading: mean {statistics.fmean(seconds):.3f} s, "
        f"p90 {ordered[int(0.9 * (len(ordered) - 1))]:.3f} s, max {ordered[-1]:.3f} s "
        f"(wall-clock mean {wall / len(seconds):.3f} s)"
    )
    print(f"CPU time to draw a question (its analyses included): mean {drawing:.2f} s")
    print("best answers asked: " + ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
    meets = changed / total < CHANGE_TARGET and statistics.fmean(seconds) <= TIME_TARGET
    print(f"target (< {CHANGE_TARGET:.0%}, <= {TIME_TARGET} s): {'met' if meets else 'missed'}")


if __name__ == "__main__":
    main()
