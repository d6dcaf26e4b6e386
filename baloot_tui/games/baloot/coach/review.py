"""Hand review: each of a seat's decisions compared with the analysis, costliest first.

The decisions come from a finished record replayed by the engine
(:func:`baloot_tui.games.baloot.coach.learning.decisions`): for each one, the view the seat had at
that moment and the action it took. Each is graded on worlds consistent with that
view, never on the hidden cards as they really were, so a good decision that met bad
luck is not called a mistake. The loss is what the option gives up against the best
on average, in the figure's unit (:mod:`~baloot_tui.games.baloot.coach.figures`), and
nothing for an option tied with the best; an option the deals leave near the tie
margin is *not settled* and is not counted as a loss. By default each decision is
analysed exactly as the coach and the quiz analyse it
(:func:`~baloot_tui.games.baloot.coach.analysis.analyse` seeds its worlds from the
decision), so the three give the same figures; a seed asks for other worlds instead.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.coach import figures
from baloot_tui.games.baloot.coach.analysis import DEFAULT_BUDGET, OptionValue, Unit, analyse
from baloot_tui.games.baloot.coach.explain import action_label
from baloot_tui.games.baloot.rules.actions import Action, Sawa
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.i18n import N_, _

Analyser = Callable[[PlayerView, random.Random | None, int], tuple[OptionValue, ...]]
"""The shape of :func:`~baloot_tui.games.baloot.coach.analysis.analyse` (tests pass stubs)."""

#: Loss thresholds (in the figure's unit) for the verdict words, smallest first.
VERDICTS: Final = ((0.5, N_("good")), (4.0, N_("inaccuracy")), (8.0, N_("mistake")))
"""No loss (the best, or tied with it) is good; an option surely worse loses at least the
analysis's equal margin: below 4 an inaccuracy, below 8 a mistake, else a blunder."""
UNSETTLED: Final = N_("not settled")
"""The verdict of a decision the deals could not grade with confidence."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision a seat took: where, what it saw, what it did."""

    hand_number: int
    """1-based hand of the match."""
    step: int
    """Index of the action in the hand's history."""
    view: PlayerView
    """The seat's view just before acting."""
    action: Action
    """What it did."""

    @property
    def where(self) -> str:
        """Where in the match, in words: ``hand 2, bidding`` or ``hand 2, trick 5``."""
        view = self.view
        if view.phase is Phase.PLAYING:
            return _("hand {hand}, trick {trick}").format(
                hand=self.hand_number, trick=len(view.tricks) + 1
            )
        return _("hand {hand}, {phase}").format(hand=self.hand_number, phase=_(view.phase.value))

    def claim_summary(self) -> str:
        """One line for a Sawa claim, which the review does not grade."""
        won = 8 - len(self.view.tricks)
        return _(
            "{where}: Sawa — you claimed the {won} remaining tricks; the game accepts a claim "
            "only when no defence can beat it, so there is nothing to grade"
        ).format(where=self.where, won=won)


@dataclass(frozen=True, slots=True)
class ReviewedDecision:
    """A decision with the analysis of its options."""

    decision: Decision
    """The decision reviewed."""
    taken: OptionValue
    """The action taken, with its value."""
    best: OptionValue
    """The best option found."""
    loss: float
    """What the action gave up on average, in the figure's unit (0 when it was the best, tied
    with it, or not settled)."""

    @property
    def verdict(self) -> str:
        """``good``, ``inaccuracy``, ``mistake``, ``blunder`` or ``not settled``."""
        if not self.taken.settled:
            return UNSETTLED
        return next((word for limit, word in VERDICTS if self.loss < limit), N_("blunder"))

    @property
    def where(self) -> str:
        """Where in the match, in words: ``hand 2, bidding`` or ``hand 2, trick 5``."""
        return self.decision.where

    def summary(self) -> str:
        """One line: where, what was done, what was better and by how much."""
        taken = action_label(self.taken.action)
        best = action_label(self.best.action)
        said = {
            "where": self.where,
            "taken": taken,
            "figure": figures.figure(self.taken),
            "best": best,
            "best_figure": figures.figure(self.best),
            "gap": figures.gap(self.taken),
        }
        if self.taken.action == self.best.action:
            return _("{where}: {taken} ({figure}) — the best choice").format(**said)
        if not self.taken.settled:
            return _(
                "{where}: {taken} ({figure}) — not settled against {best} ({best_figure}): "
                "{gap} below, too close to the tie margin to tell"
            ).format(**said)
        if self.loss == 0:
            return _("{where}: {taken} ({figure}) — a tie with the best, {best}").format(**said)
        return _(
            "{where}: {taken} ({figure}); better {best} ({best_figure}), {verdict}: {gap} below"
        ).format(verdict=_(self.verdict), **said)


@dataclass(frozen=True, slots=True)
class Review:
    """Every reviewed decision of one seat, costliest first."""

    seat: Seat
    """Whose decisions."""
    items: tuple[ReviewedDecision, ...]
    """Costliest first; equal losses in match order."""
    claims: tuple[Decision, ...] = ()
    """The seat's Sawa claims, in match order (told, not graded)."""

    @property
    def total_loss(self) -> float:
        """Game points given up on average over the decisions whose figures are game points."""
        return self.loss_in("game_points")

    def loss_in(self, unit: Unit) -> float:
        """What the decisions valued in ``unit`` gave up, summed."""
        return sum(item.loss for item in self.items if item.taken.unit == unit)

    @property
    def units(self) -> tuple[Unit, ...]:
        """The units of the figures, in the order first met (game points, then match chance)."""
        return tuple(dict.fromkeys(item.taken.unit for item in self.items))

    @property
    def mistakes(self) -> tuple[ReviewedDecision, ...]:
        """The decisions surely worse than the best (not the good ones, not the unsettled)."""
        return tuple(item for item in self.items if item.verdict not in ("good", UNSETTLED))

    @property
    def unsettled(self) -> tuple[ReviewedDecision, ...]:
        """The decisions the deals could not grade with confidence."""
        return tuple(item for item in self.items if item.verdict == UNSETTLED)


def review(
    seat: Seat,
    decisions: Sequence[Decision],
    seed: int | None = None,
    budget: int = DEFAULT_BUDGET,
    analyser: Analyser = analyse,
) -> Review:
    """Grade each decision against the analysis of the view it was taken from.

    Args:
        seat: the seat reviewed (every decision must be its own).
        decisions: the seat's decisions, in match order.
        seed: None for the shared analysis of each decision; else the seed of other
            worlds (to see how much the figures move with the sample).
        budget: worlds per decision.
        analyser: the evaluation (the real analysis unless a test stubs it).
    """
    reviewed: list[ReviewedDecision] = []
    claims: list[Decision] = []
    for decision in decisions:
        assert decision.view.seat is seat, "a review covers one seat's decisions"
        if isinstance(decision.action, Sawa):
            claims.append(decision)
            continue
        rng = (
            None
            if seed is None
            else random.Random(f"{seed}:{decision.hand_number}:{decision.step}")
        )
        values = analyser(decision.view, rng, budget)
        by_action = {v.action: v for v in values}
        taken = by_action.get(decision.action)
        if taken is None:
            continue  # an option the analysis does not list: nothing to compare
        best = min(values, key=lambda v: v.gap)
        loss = taken.gap if taken.settled and not taken.correct else 0.0
        reviewed.append(ReviewedDecision(decision, taken, best, loss))
    order = sorted(
        range(len(reviewed)),
        key=lambda i: (-reviewed[i].loss, i),
    )
    return Review(seat, tuple(reviewed[i] for i in order), tuple(claims))
