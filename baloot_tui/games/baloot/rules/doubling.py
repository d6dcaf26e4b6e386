"""The doubling ladder of RULES.md §3: Double, Three, Four and Gahwa.

After the contract is settled and the deal completed, the buyer's opponents may
double; the ladder then alternates between the buyer's side (Three, Gahwa) and
the doubler's side (Four). In Sun only a Double exists, and only when the match
score allows it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.rules.actions import PASSES, Action, Double, DoubleStep, Pass
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import HouseRules


class LadderStage(StrEnum):
    """Which step of the ladder is on offer."""

    DOUBLE = "double"
    THREE = "three"
    FOUR = "four"
    GAHWA = "gahwa"
    DONE = "done"


@dataclass(frozen=True, slots=True)
class DoublingState:
    """The ladder: who may raise next, and what has been called."""

    contract: Contract
    """Sun or Hokum."""
    buyer: Seat
    """The buyer, whose side may call Three and Gahwa."""
    stage: LadderStage = LadderStage.DONE
    """The step on offer."""
    queue: tuple[Seat, ...] = ()
    """Who may still call the step on offer; the head is to act."""
    multiplier: int = 1
    """1 plain, 2 doubled, 3 three, 4 four (and Gahwa)."""
    gahwa: bool = False
    """Whether Gahwa was called: the hand decides the match."""
    closed: bool = False
    """Whether trumps may not be led while holding a non-trump."""
    doubler: Seat | None = None
    """Who called Double (the Four belongs to them)."""
    last_raiser: Seat | None = None
    """Who made the last raise; their team loses a tie."""

    @property
    def to_act(self) -> Seat | None:
        """The seat to answer, or None when the ladder is over."""
        return self.queue[0] if self.queue else None

    @property
    def last_raiser_team(self) -> Team | None:
        """The team of the last raiser, or None when undoubled."""
        return None if self.last_raiser is None else self.last_raiser.team


def sun_double_allowed(scores: tuple[int, int], buyer_team: Team, rules: HouseRules) -> bool:
    """Whether a Sun may be doubled, from the match scores before the hand (§3.1, §9.8).

    >>> from baloot_tui.games.baloot.rules.house_rules import HouseRules
    >>> sun_double_allowed((110, 90), Team.NORTH_SOUTH, HouseRules())
    True
    >>> sun_double_allowed((100, 90), Team.NORTH_SOUTH, HouseRules())
    False
    """
    buyer, doubler = scores[buyer_team], scores[buyer_team.other]
    rule = rules.sun_double_rule
    if rule == "gt100_lt100":
        return buyer > 100 and doubler < 100
    if rule == "gt100_le100":
        return buyer > 100 and doubler <= 100
    if rule == "ge100_lt100":
        return buyer >= 100 and doubler < 100
    return max(scores) >= 101 and min(scores) <= 100


def _side(first: Seat, rules: HouseRules) -> tuple[Seat, ...]:
    """Who may call a raise that belongs to ``first``: them, or their team too."""
    return (first,) if rules.raise_rights == "individual" else (first, first.partner)


def start_doubling(
    contract: Contract, buyer: Seat, scores: tuple[int, int], rules: HouseRules
) -> DoublingState:
    """The ladder right after the deal is completed."""
    if contract is Contract.SUN and not sun_double_allowed(scores, buyer.team, rules):
        return DoublingState(contract, buyer)
    opponents = (buyer.next, buyer.partner.next)
    return DoublingState(contract, buyer, LadderStage.DOUBLE, opponents)


def legal_raises(d: DoublingState, rules: HouseRules) -> tuple[Action, ...]:
    """Pass, or the step on offer with each closed/open choice the caller has."""
    seat = d.to_act
    if seat is None:
        return ()
    step = DoubleStep(d.stage.value)
    chooses = d.contract is Contract.HOKUM and (
        step in (DoubleStep.DOUBLE, DoubleStep.FOUR) or rules.lock_chooser == "every_caller"
    )
    if chooses:
        return (PASSES[seat], Double(seat, step, True), Double(seat, step, False))
    return (PASSES[seat], Double(seat, step))


def apply_raise(d: DoublingState, action: Action, rules: HouseRules) -> DoublingState:
    """The ladder after an answer that :func:`legal_raises` allowed."""
    if isinstance(action, Pass):
        rest = d.queue[1:]
        stage = d.stage if rest else LadderStage.DONE
        return DoublingState(
            d.contract,
            d.buyer,
            stage,
            rest,
            d.multiplier,
            d.gahwa,
            d.closed,
            d.doubler,
            d.last_raiser,
        )
    assert isinstance(action, Double)
    seat, step = action.seat, action.step
    doubler = seat if step is DoubleStep.DOUBLE else d.doubler
    queue: tuple[Seat, ...] = ()
    stage = LadderStage.DONE
    if not (step is DoubleStep.GAHWA or d.contract is Contract.SUN):
        stage = _ANSWER[step]
        answering = doubler if stage is LadderStage.FOUR else d.buyer
        assert answering is not None
        queue = _side(answering, rules)
    return DoublingState(
        d.contract,
        d.buyer,
        stage,
        queue,
        step.multiplier,
        step is DoubleStep.GAHWA,
        bool(action.closed),
        doubler,
        seat,
    )


#: The step each call opens: Three for the buyer, Four for the doubler, Gahwa for the buyer.
_ANSWER: Final = {
    DoubleStep.DOUBLE: LadderStage.THREE,
    DoubleStep.THREE: LadderStage.FOUR,
    DoubleStep.FOUR: LadderStage.GAHWA,
}
