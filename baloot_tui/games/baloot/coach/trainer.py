"""The play-problem trainer: "what would you play?", graded, then shown against the real deal.

A problem is a card decision of the learner from a seeded game
(:func:`baloot_tui.games.baloot.coach.learning.play_problem`): the learner's view, and the cards
every seat held at that moment. The answer is graded by the shared analysis
(:func:`~baloot_tui.games.baloot.coach.analysis.analyse`) on the worlds the learner could see:
right for the best card and any card about equal to it. Then each card is shown
against the deal as it lay: the game-point margin it would have made with everyone
playing perfectly from there (the exact double-dummy solver of
:mod:`baloot_tui.games.baloot.bots.dds`).
The two can disagree: the real deal is one of the worlds, and a card that was right
on what could be seen may lose on the cards as they lay. The position and the verdict
are values, worded for the learner by
:func:`baloot_tui.games.baloot.coach.words.problem_lines` and
:func:`~baloot_tui.games.baloot.coach.words.trainer_lines`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from baloot_tui.core.cards import Card, mask_of
from baloot_tui.core.errors import BalootError
from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.bots.dds import BudgetExceeded, Solver
from baloot_tui.games.baloot.bots.hard import HandContext
from baloot_tui.games.baloot.bots.worlds import World
from baloot_tui.games.baloot.coach.analysis import OptionValue, analyse
from baloot_tui.games.baloot.rules.actions import PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.view import PlayerView

REAL_DEAL_NODES: Final = 400_000
"""Search nodes the exact solver may use per card on the real deal."""

Hands = tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
"""Each seat's cards, by seat."""


class TrainerError(BalootError):
    """A play problem that does not fit (not a card decision, a card that is not legal)."""


@dataclass(frozen=True, slots=True)
class PlayProblem:
    """A card decision of the learner, with the cards as they lay."""

    view: PlayerView
    """What the learner sees: the decision is a card to play with more than one choice."""
    hands: Hands
    """Every seat's cards at that moment (the learner's own included)."""

    def __post_init__(self) -> None:
        view = self.view
        if view.phase is not Phase.PLAYING or not view.is_my_turn or len(self.choices) < 2:
            raise TrainerError(f"{view.seat.name} has no card to choose between now")
        if set(self.hands[view.seat]) != set(view.hand):
            raise TrainerError(f"the hands given do not hold {view.seat.name}'s own cards")

    @property
    def choices(self) -> tuple[Card, ...]:
        """The legal cards, in the order the learner's hand shows them."""
        legal = {a.card for a in self.view.legal_actions if isinstance(a, PlayCard)}
        return tuple(c for c in self.view.hand if c in legal)


@dataclass(frozen=True, slots=True)
class CardResult:
    """One legal card: its figures on the worlds the learner could see and on the real deal."""

    card: Card
    """The card."""
    seen: OptionValue
    """The analysis of it on the worlds consistent with the learner's view."""
    real: float | None
    """Game-point margin for the learner's team with the cards as they lay and perfect play
    from here; None when the exact search ran out of nodes."""


@dataclass(frozen=True, slots=True)
class PlayVerdict:
    """The answer to one problem: the grade, and every card against the real deal."""

    chosen: Card
    """The learner's card."""
    cards: tuple[CardResult, ...]
    """Every legal card, best on the seen worlds first."""
    view: PlayerView | None = None
    """The learner's view of the decision (the position's reasons are read from it)."""

    @property
    def mine(self) -> CardResult:
        """The result of the card played."""
        return next(r for r in self.cards if r.card == self.chosen)

    @property
    def best(self) -> CardResult:
        """The best card on the worlds the learner could see."""
        return self.cards[0]

    @property
    def correct(self) -> bool:
        """Whether the card is the best on the seen worlds, or about equal to it."""
        return self.mine.seen.correct

    @property
    def settled(self) -> bool:
        """Whether the seen worlds tell the card's grade with confidence.

        An answer not settled counts as neither right nor wrong.
        """
        return self.mine.seen.settled

    @property
    def real_best(self) -> tuple[Card, ...]:
        """The cards that would have made the most with the cards as they lay."""
        solved = [r for r in self.cards if r.real is not None]
        if not solved:
            return ()
        top = max(r.real for r in solved if r.real is not None)
        return tuple(r.card for r in solved if r.real == top)


def judge(problem: PlayProblem, chosen: Card, budget: int | None = None) -> PlayVerdict:
    """Grade ``chosen`` on the learner's worlds and set every card against the real deal.

    Args:
        problem: the decision.
        chosen: the learner's card; it must be legal.
        budget: most worlds for the analysis (its shared default unless given).

    Raises:
        TrainerError: ``chosen`` is not a legal card.
    """
    if chosen not in problem.choices:
        raise TrainerError(f"{chosen.label} may not be played now")
    view = problem.view
    values = analyse(view) if budget is None else analyse(view, budget=budget)
    real = real_values(problem)
    results = [
        CardResult(v.action.card, v, real.get(v.action.card))
        for v in values
        if isinstance(v.action, PlayCard)
    ]
    return PlayVerdict(chosen, tuple(results), view)


def real_values(problem: PlayProblem) -> dict[Card, float]:
    """Each legal card's game-point margin on the real deal with perfect play from here.

    Cards whose search would need more than :data:`REAL_DEAL_NODES` nodes are left out.
    """
    view = problem.view
    context = HandContext.of(view)
    masks = tuple(mask_of(problem.hands[s]) for s in SEATS)
    world = World((masks[0], masks[1], masks[2], masks[3]))
    position = context.position(view, world)
    scorer = context.scorer(view, world)
    team = view.seat % 2

    def margin(abnat_ns: int, last: int, tricks_ns: int) -> float:
        points = scorer.points(abnat_ns, last, tricks_ns)
        return float(points[team] - points[1 - team])

    solver = Solver(
        context.tables, context.closed, context.play_rules, margin, team, REAL_DEAL_NODES
    )
    found: dict[Card, float] = {}
    for card in problem.choices:
        after = position.play(card.index, context.tables, context.play_rules)
        try:
            found[card] = solver.solve(after)
        except BudgetExceeded:
            continue
    return found


@dataclass(frozen=True, slots=True)
class TrainerRun:
    """A running trainer session: each verdict so far."""

    verdicts: tuple[PlayVerdict, ...] = ()
    """Every answer, in order."""

    @property
    def score(self) -> int:
        """Answers graded right (settled ones)."""
        return sum(v.correct for v in self.graded)

    @property
    def graded(self) -> tuple[PlayVerdict, ...]:
        """The answers whose grade the deals settled."""
        return tuple(v for v in self.verdicts if v.settled)

    def record(self, verdict: PlayVerdict) -> TrainerRun:
        """The run with one more answer."""
        return replace(self, verdicts=(*self.verdicts, verdict))
