"""How often a quiz grade changes when the same questions are graded on other worlds.

Run: ``python bench/quiz_stability.py [--questions 210] [--doubling 30] [--declaring 30]
[--jobs 1]``

The questions are the quizzes' own (:func:`~baloot_tui.games.baloot.coach.learning.draw_question`,
seeded): the bidding quiz's at the three difficulties in turn, then the doubling and
the declaring quizzes'. Each is graded twice by the analysis with two independent
seeds (neither is the decision's own seed the quiz uses). A grade changes when some
answer is right in one grading and wrong in the other. Targets: under 2 % of
questions, at most 0.5 s per question on one core: drawing it (its analyses
included) and grading an answer as the quiz does (by the decision's own analysis, which
the draw ran), as the learner waits for both. Times are the process's CPU
time (one core, whatever else the machine runs; ``--jobs`` spreads the questions over
processes, each timing its own), with the wall-clock mean beside it. Also printed:
how many candidate decisions the quizzes dropped at the first look, analysed in full
and rejected as unsettled, and the kinds of best answer asked. Each question's line
goes to stderr as it is done.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass

from baloot_tui.games.baloot.coach.analysis import analyse
from baloot_tui.games.baloot.coach.learning import QUIZ_BUDGET, QuizDraw, draw_question, right_calls
from baloot_tui.games.baloot.coach.quiz import DIFFICULTIES, Difficulty, QuizTopic, grade

CHANGE_TARGET = 0.02
"""Share of questions whose grade may change."""
TIME_TARGET = 0.5
"""CPU seconds one question may take: drawing it and grading it once."""


def question_set(counts: dict[QuizTopic, int]) -> list[tuple[QuizTopic, Difficulty | None]]:
    """Which quiz (and difficulty) each question of the fixed set comes from."""
    plan: list[tuple[QuizTopic, Difficulty | None]] = []
    for topic, count in counts.items():
        plan += [(topic, DIFFICULTIES[i % 3] if topic == "bidding" else None) for i in range(count)]
    return plan


def spread(times: list[float]) -> str:
    """``mean 0.42 s, p90 0.80 s, max 1.90 s``."""
    ordered = sorted(times)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return f"mean {statistics.fmean(times):.3f} s, p90 {p90:.3f} s, max {ordered[-1]:.3f} s"


def share(part: int, whole: int) -> str:
    """``3.8% (8 of 210)``."""
    return f"{part / max(whole, 1):.1%} ({part} of {whole})"


@dataclass(frozen=True, slots=True)
class Measured:
    """One question of the set: how it was drawn and how its two gradings compare."""

    topic: QuizTopic
    group: str
    draw: QuizDraw
    drawing: float
    """CPU seconds to draw it."""
    asking: float
    """CPU seconds to draw it and grade an answer as the quiz does."""
    gradings: tuple[float, float]
    """CPU seconds of each grading."""
    wall: float
    """Wall-clock seconds of both gradings."""
    answers: int
    marks_changed: int
    """Answers right in one grading and wrong in the other."""


def measure(item: tuple[int, QuizTopic, Difficulty | None, int]) -> Measured:
    """Draw question ``number`` of the set and grade it with two independent seeds."""
    number, topic, difficulty, budget = item
    start = time.process_time()
    seed = random.Random(f"quiz-stability:{topic}:{number}")
    draw = draw_question(seed, difficulty, budget=budget, topic=topic)
    drawing = time.process_time() - start
    grade(draw.view, draw.view.legal_actions[0])
    asking = time.process_time() - start
    gradings, seconds, started = [], [], time.perf_counter()
    for side in ("a", "b"):
        start = time.process_time()
        gradings.append(right_calls(analyse(draw.view, random.Random(f"{side}:{number}"), budget)))
        seconds.append(time.process_time() - start)
    group = topic if difficulty is None else f"{topic} {difficulty}"
    answers = len(draw.view.legal_actions)
    return Measured(
        topic,
        group,
        draw,
        drawing,
        asking,
        (seconds[0], seconds[1]),
        time.perf_counter() - started,
        answers,
        len(gradings[0] ^ gradings[1]),
    )


def main() -> None:
    """Print the share of changed grades, the times, the rejected candidates and the kinds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=210, help="bidding quiz questions")
    parser.add_argument("--doubling", type=int, default=30, help="doubling quiz questions")
    parser.add_argument("--declaring", type=int, default=30, help="declaring quiz questions")
    parser.add_argument("--budget", type=int, default=QUIZ_BUDGET, help="most worlds")
    parser.add_argument("--jobs", type=int, default=1, help="processes measuring questions")
    args = parser.parse_args()
    counts: dict[QuizTopic, int] = {
        "bidding": args.questions,
        "doubling": args.doubling,
        "declaring": args.declaring,
    }
    items = [
        (number, topic, difficulty, args.budget)
        for number, (topic, difficulty) in enumerate(question_set(counts))
    ]
    kinds: Counter[str] = Counter()
    asked: Counter[str] = Counter()
    changed: Counter[str] = Counter()
    analysed: Counter[str] = Counter()
    unsettled: Counter[str] = Counter()
    screened: Counter[str] = Counter()
    drawing: dict[str, list[float]] = {}
    seconds: list[float] = []
    per_question: list[float] = []
    wall = 0.0
    answers = answers_changed = 0
    with multiprocessing.Pool(args.jobs) as pool:
        for number, result in enumerate(pool.imap(measure, items), start=1):
            draw = result.draw
            drawing.setdefault(result.topic, []).append(result.drawing)
            for name in (result.topic, result.group):
                analysed[name] += draw.analysed
                unsettled[name] += draw.unsettled
                screened[name] += draw.screened
            seconds += result.gradings
            per_question.append(result.asking)
            wall += result.wall
            kinds[draw.kind] += 1
            asked[result.topic] += 1
            changed[result.topic] += result.marks_changed > 0
            answers += result.answers
            answers_changed += result.marks_changed
            print(
                f"{number}: {result.group}, {draw.kind}, {draw.screened} dropped at the first "
                f"look, {draw.unsettled} of {draw.analysed} rejected, drawn in "
                f"{result.drawing:.2f} s, "
                + ("grade changed" if result.marks_changed else "same grade"),
                file=sys.stderr,
                flush=True,
            )
    total, moved = sum(asked.values()), sum(changed.values())
    print(
        f"quiz stability: {total} questions ("
        + ", ".join(f"{topic} {n}" for topic, n in asked.items())
        + f"), budget {args.budget} worlds, two seeds each"
    )
    print(f"grade changes: {share(moved, total)}")
    for topic, n in asked.items():
        print(f"  {topic}: {share(changed[topic], n)}")
    print(f"answers whose mark changes: {answers_changed / max(answers, 1):.1%} of {answers}")
    print(f"CPU time per question (drawn and graded as the quiz does): {spread(per_question)}")
    print(
        f"CPU time per grading on fresh worlds: {spread(seconds)} "
        f"(wall-clock mean {wall / len(seconds):.3f} s)"
    )
    print(
        "CPU time to draw a question (its analyses included): "
        + ", ".join(
            f"{topic} mean {statistics.fmean(times):.2f} s, max {max(times):.2f} s"
            for topic, times in drawing.items()
        )
    )
    print(
        "candidates dropped at the first look: "
        + ", ".join(
            f"{name} {share(screened[name], screened[name] + analysed[name])}" for name in analysed
        )
    )
    print(
        "analysed in full and rejected as unsettled: "
        + ", ".join(f"{name} {share(unsettled[name], analysed[name])}" for name in analysed)
    )
    print("best answers asked: " + ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
    meets = moved / total < CHANGE_TARGET and statistics.fmean(per_question) <= TIME_TARGET
    print(f"target (< {CHANGE_TARGET:.0%}, <= {TIME_TARGET} s): {'met' if meets else 'missed'}")


if __name__ == "__main__":
    main()
