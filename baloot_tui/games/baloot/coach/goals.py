"""Guided hands with a goal: authored deals where the learner has the decision the goal names.

Each goal is a seed of :class:`~baloot_tui.games.baloot.coach.guided.GuidedHand` under the
default house rules, chosen so that South certainly meets the decision: "buy this Sun"
is a deal where a Sun is South's to call at its first turn, on a hand that clears the
Sun bar, and where the analysis grades the Sun best. ``tests/coach/test_goals.py``
checks each seed against the engine, the bots and the analysis, so a change to any of
them that takes the decision away fails there. :func:`goal_reached` tells, from the
hand as played, whether the learner met the goal (None while it is still open).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from baloot_tui.games.baloot.coach.guided import LEARNER
from baloot_tui.games.baloot.rules.actions import Action, PlayCard
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.i18n import N_


class Aim(StrEnum):
    """What a goal asks of the learner."""

    BUY_SUN = "sun"
    """Buy the hand as a Sun."""
    BUY_HOKUM = "hokum"
    """Buy the hand as a Hokum."""
    DRAW_TRUMPS = "trumps"
    """Buy a Hokum, then lead a trump with the first card."""


@dataclass(frozen=True, slots=True)
class Goal:
    """One guided hand with a goal."""

    aim: Aim
    """What it asks (also its key: ``goal-sun`` in the menu and in progress)."""
    seed: int
    """The deal: a :class:`GuidedHand` seed, under the default house rules."""
    title: str
    """Its name in the menu (a message)."""
    text: str
    """What to do and why, shown above the hand (a message)."""
    met: str
    """Said once the goal is met (a message)."""
    missed: str
    """Said once it can no longer be met (a message)."""

    @property
    def key(self) -> str:
        """Its menu line's id and the step kept in progress."""
        return f"goal-{self.aim.value}"


GOALS: Final[tuple[Goal, ...]] = (
    Goal(
        Aim.BUY_HOKUM,
        80,
        N_("Buy this Hokum"),
        N_(
            "Your five cards hold the Jack, Ten and King of the face-up card's suit: "
            "say Hokum and make it trumps. Count the hand first (lesson: Counting a hand)."
        ),
        N_("Goal met: you bought the Hokum. Now play it out."),
        N_("Goal missed: the hand was not your Hokum. Press r to deal the same cards again."),
    ),
    Goal(
        Aim.BUY_SUN,
        540,
        N_("Buy this Sun"),
        N_(
            "West has said Hokum before you. With the face-up Ace your hand holds two Aces "
            "and two Tens, a Sun hand, and a Sun outranks a Hokum: take the hand as a Sun."
        ),
        N_("Goal met: you bought the Sun. Now play it out."),
        N_("Goal missed: the hand was not your Sun. Press r to deal the same cards again."),
    ),
    Goal(
        Aim.DRAW_TRUMPS,
        302,
        N_("Draw trumps first"),
        N_(
            "Buy a Hokum in the face-up card's suit. You lead the first trick: lead "
            "your trumps, the Jack first, so the other team cannot trump your winners."
        ),
        N_("Goal met: you led a trump first. Keep drawing while they may hold trumps."),
        N_(
            "Goal missed: you did not lead a trump from your own Hokum. "
            "Press r to deal the same cards again."
        ),
    ),
)
"""The goals in teaching order."""


def goal_reached(goal: Goal, view: PlayerView, taken: tuple[Action, ...]) -> bool | None:
    """Whether South, whose view is ``view`` after playing ``taken``, met ``goal``.

    None while the goal is still open: the auction is not over, or (for drawing trumps)
    South has not played a card yet.
    """
    if view.phase is Phase.BIDDING:
        return None
    contract = view.contract
    wanted = Contract.SUN if goal.aim is Aim.BUY_SUN else Contract.HOKUM
    if contract is not wanted or view.buyer is not LEARNER:
        return False
    if goal.aim is not Aim.DRAW_TRUMPS:
        return True
    first = next((a.card for a in taken if isinstance(a, PlayCard)), None)
    if first is None:
        return None
    return first.suit is view.trump
