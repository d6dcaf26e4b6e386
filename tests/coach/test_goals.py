"""Each guided hand with a goal certainly gives the learner the decision its goal names.

The seeds are authored (``coach/goals.py``): these tests deal each one through the
engine and the medium bots, check that South's turn comes with the goal's call legal
and graded best by the coach's analysis, and that :func:`goal_reached` says met for
the goal's decision and missed for another.
"""

from __future__ import annotations

from baloot_tui.core.cards import Rank
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots.evaluate import (
    HOKUM_BID,
    SUN_BID,
    hokum_strength,
    sun_strength,
)
from baloot_tui.games.baloot.coach.analysis import analyse
from baloot_tui.games.baloot.coach.goals import GOALS, Aim, Goal, goal_reached
from baloot_tui.games.baloot.coach.guided import LEARNER, GuidedHand, GuidedStep
from baloot_tui.games.baloot.rules.actions import Bid, Call, Pass, PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES


def goal(aim: Aim) -> Goal:
    return next(g for g in GOALS if g.aim is aim)


def bought(hand: GuidedHand, step: GuidedStep) -> GuidedStep:
    """Say Hokum at South's first turn, keep it in the face card's suit, pass every raise."""
    face = step.view.face_card.suit
    step = hand.act(Bid(LEARNER, Call.HOKUM))
    while step.view.phase in (Phase.BIDDING, Phase.DOUBLING):
        keep = Bid(LEARNER, Call.CONFIRM, face)
        step = hand.act(keep if keep in step.view.legal_actions else Pass(LEARNER))
    return step


def test_every_aim_has_one_goal_and_its_own_key() -> None:
    assert sorted(g.aim for g in GOALS) == sorted(Aim)
    assert len({g.key for g in GOALS}) == len(GOALS)


def test_the_hokum_goal_gives_a_hokum_graded_best_and_kept() -> None:
    hand = GuidedHand(goal(Aim.BUY_HOKUM).seed)
    view = hand.step().view
    assert view.phase is Phase.BIDDING and view.to_act is LEARNER
    held = (*view.hand, view.face_card)
    assert hokum_strength(held, view.face_card.suit).total >= HOKUM_BID
    assert sun_strength(held, DEFAULT_RULES).total < SUN_BID
    assert analyse(view)[0].action == Bid(LEARNER, Call.HOKUM)
    played = bought(hand, hand.step())
    assert goal_reached(goal(Aim.BUY_HOKUM), played.view, hand.taken) is True


def test_the_sun_goal_gives_a_sun_graded_best_over_a_hokum_called_before() -> None:
    hand = GuidedHand(goal(Aim.BUY_SUN).seed)
    step = hand.step()
    view = step.view
    assert view.to_act is LEARNER
    assert Bid(Seat.WEST, Call.HOKUM) in view.history  # as the goal's text says
    assert Bid(LEARNER, Call.SUN) in view.legal_actions
    assert sun_strength((*view.hand, view.face_card), DEFAULT_RULES).total >= SUN_BID
    assert analyse(view)[0].action == Bid(LEARNER, Call.SUN)
    assert goal_reached(goal(Aim.BUY_SUN), view, hand.taken) is None
    step = hand.act(Bid(LEARNER, Call.SUN))
    while step.view.phase in (Phase.BIDDING, Phase.DOUBLING):
        step = hand.act(Pass(LEARNER))
    assert goal_reached(goal(Aim.BUY_SUN), step.view, hand.taken) is True


def test_a_pass_misses_the_sun_goal() -> None:
    hand = GuidedHand(goal(Aim.BUY_SUN).seed)
    step = hand.step()
    while step.view.phase is Phase.BIDDING and not step.finished:
        step = hand.act(Pass(LEARNER))
    assert goal_reached(goal(Aim.BUY_SUN), step.view, hand.taken) is False


def test_the_trumps_goal_lets_the_learner_lead_trumps_first_from_its_own_hokum() -> None:
    aim = goal(Aim.DRAW_TRUMPS)
    hand = GuidedHand(aim.seed)
    step = bought(hand, hand.step())
    view = step.view
    if view.legal_actions and not isinstance(view.legal_actions[0], PlayCard):
        step = hand.act(view.legal_actions[0])  # no project declared
        view = step.view
    assert view.buyer is LEARNER and view.trump is not None and view.multiplier == 1
    assert view.first_leader in (None, LEARNER) and not view.trick and len(view.hand) == 8
    trumps = [card for card in view.hand if card.suit is view.trump]
    assert any(card.rank is Rank.JACK for card in trumps) and 3 <= len(trumps) < 8
    best = analyse(view)[0].action
    assert isinstance(best, PlayCard) and best.card.suit is view.trump
    assert goal_reached(aim, view, hand.taken) is None
    other = next(c for c in view.hand if c.suit is not view.trump)
    missed = GuidedHand(aim.seed)
    missed_step = bought(missed, missed.step())
    if not isinstance(missed_step.view.legal_actions[0], PlayCard):
        missed_step = missed.act(missed_step.view.legal_actions[0])
    missed_step = missed.act(PlayCard(LEARNER, other))
    assert goal_reached(aim, missed_step.view, missed.taken) is False
    step = hand.act(best)
    assert goal_reached(aim, step.view, hand.taken) is True
