"""The bidding quiz: "what would you bid?", graded against the analysis, with a running score.

A question is a bidding decision from the learner's view. Its difficulty comes from
the hand evaluation (:func:`clarity`): an easy hand is far above or far below the
bidding thresholds, a hard one sits right on them. An answer is graded against the
expected game points of every legal call (:func:`~baloot_tui.coach.analysis.analyse`):
full marks for the best call, half for a call within :data:`TOLERANCE` of it, none
otherwise, always with the reasons (strength components and the figures).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final, Literal

from baloot_tui.bots import evaluate
from baloot_tui.bots.evaluate import sun_strength
from baloot_tui.coach.analysis import OptionValue, hokum_for_bid
from baloot_tui.coach.explain import action_label
from baloot_tui.rules.actions import Action, Bid, Call
from baloot_tui.rules.bidding import BidStage
from baloot_tui.rules.errors import BalootError
from baloot_tui.rules.view import PlayerView

Difficulty = Literal["easy", "medium", "hard"]
DIFFICULTIES: Final[tuple[Difficulty, ...]] = ("easy", "medium", "hard")
TOLERANCE: Final = 2.0
"""A call this close (game points) to the best one earns half marks."""
CLARITY_BANDS: Final[dict[Difficulty, tuple[float, float]]] = {
    "easy": (14.0, float("inf")),
    "medium": (6.0, 14.0),
    "hard": (0.0, 6.0),
}
"""For each difficulty, the range of :func:`clarity` its hands fall in."""


class QuizError(BalootError):
    """A quiz question or answer that does not fit (not a bidding turn, unknown call)."""


def clarity(view: PlayerView) -> float:
    """How clear-cut the bid is: distance of the best strength from its bidding threshold.

    Far above a threshold is a clear bid, far below every threshold a clear pass;
    near zero is a close call.
    """
    with_face = (*view.hand, view.face_card)
    sun = sun_strength(with_face, view.rules).total - evaluate.SUN_BID
    margins = [float(sun)]
    if view.bidding.stage in (BidStage.ROUND1, BidStage.ROUND2):
        hokum = hokum_for_bid(view.bidding, with_face).total - evaluate.HOKUM_BID
        margins.append(float(hokum))
    return abs(max(margins))


def difficulty_of(view: PlayerView) -> Difficulty:
    """The difficulty band a bidding position falls in."""
    score = clarity(view)
    return next(d for d in DIFFICULTIES if CLARITY_BANDS[d][0] <= score < CLARITY_BANDS[d][1])


@dataclass(frozen=True, slots=True)
class Grade:
    """How one answer scored."""

    chosen: OptionValue
    """The learner's call with its value."""
    best: OptionValue
    """The call the analysis rates highest."""
    loss: float
    """Expected game points given up against the best call (0 for the best)."""
    marks: float
    """1 for the best call, 0.5 within the tolerance, else 0."""

    @property
    def verdict(self) -> str:
        """One word for the result."""
        return "best" if self.marks == 1 else ("close" if self.marks > 0 else "costly")

    def explanation(self) -> tuple[str, ...]:
        """Lines for the learner: the verdict, then the reasons of both calls."""
        mine, best = action_label(self.chosen.action), action_label(self.best.action)
        if self.marks == 1:
            head = f"{mine} is the best call here."
        elif self.marks > 0:
            head = f"{mine} is close: {self.loss:.1f} game points below {best}. Half marks."
        else:
            head = f"{best} was better: {mine} gives up {self.loss:.1f} game points on average."
        lines = [head, *self.best.reasons]
        if self.chosen.action != self.best.action:
            lines.extend(self.chosen.reasons)
        return tuple(lines)


def grade(values: Sequence[OptionValue], chosen: Action, tolerance: float = TOLERANCE) -> Grade:
    """Grade ``chosen`` against the analysed ``values`` (any order).

    Raises:
        QuizError: ``chosen`` is not among the analysed options.
    """
    by_action = {v.action: v for v in values}
    mine = by_action.get(chosen)
    if mine is None:
        raise QuizError(f"{chosen} is not one of the calls analysed")
    best = max(values, key=lambda v: v.expected_points)
    loss = max(0.0, best.expected_points - mine.expected_points)
    marks = 1.0 if loss == 0 else (0.5 if loss <= tolerance else 0.0)
    return Grade(mine, best, loss, marks)


def bidding_choices(view: PlayerView) -> tuple[Action, ...]:
    """The calls offered as answers: every legal call but Kawesh (it is no bidding judgement).

    Raises:
        QuizError: the view is not the learner's bidding turn.
    """
    if not view.is_my_turn or view.bidding.is_over or view.doubling is not None:
        raise QuizError("a quiz question is a bidding turn of the learner")
    return tuple(
        a for a in view.legal_actions if not (isinstance(a, Bid) and a.call is Call.KAWESH)
    )


@dataclass(frozen=True, slots=True)
class QuizRun:
    """A running quiz: how many asked, marks so far, each grade."""

    difficulty: Difficulty
    """The chosen difficulty."""
    grades: tuple[Grade, ...] = ()
    """Every graded answer, in order."""

    @property
    def asked(self) -> int:
        """Questions answered."""
        return len(self.grades)

    @property
    def score(self) -> float:
        """Marks earned."""
        return sum(g.marks for g in self.grades)

    def record(self, result: Grade) -> QuizRun:
        """The run with one more graded answer."""
        return replace(self, grades=(*self.grades, result))

    @property
    def summary(self) -> str:
        """``Score 3.5 / 5`` style text."""
        return f"Score {self.score:g} / {self.asked}"
