"""A guided first hand: one hand against bots, stopping at each of the learner's turns.

The engine side of the guided hand (the prompts are :mod:`baloot_tui.coach.guide`'s,
the screen :mod:`baloot_tui.ui.learn.guided`'s): it deals from a seed, lets the
medium bots play West, North and East from their own views, and hands back, at each
of South's turns, South's view with what the others did since. A deal that nobody
buys (everybody passed twice, or a Kawesh) is dealt again, so the learner always
gets a hand to play and score.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from baloot_tui.bots.base import Bot
from baloot_tui.bots.registry import make_bot
from baloot_tui.coach.explain import seat_name
from baloot_tui.coach.guide import meaning
from baloot_tui.rules.actions import Action
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.rules.round import RoundState, deal
from baloot_tui.rules.seats import SEATS, Seat
from baloot_tui.rules.tricks import Trick
from baloot_tui.rules.view import PlayerView

LEARNER: Final = Seat.SOUTH
"""The guided player sits South."""


@dataclass(frozen=True, slots=True)
class GuidedStep:
    """Where the guided hand stands for the learner."""

    view: PlayerView
    """South's view: its turn, or the finished hand."""
    happened: tuple[str, ...]
    """What happened since South last acted, in order and in words: the others' calls
    and cards with what they mean, tricks won, a redeal."""

    @property
    def finished(self) -> bool:
        """Whether the hand is over (and scored: its result is in the view)."""
        return self.view.result is not None


class GuidedHand:
    """One guided hand; :meth:`step` and :meth:`act` move it to South's next turn."""

    def __init__(self, seed: int, rules: HouseRules = DEFAULT_RULES) -> None:
        """Deal from ``seed``; bots of the medium level play the other seats."""
        self.rng = random.Random(seed)
        self.rules = rules
        self.bots: dict[Seat, Bot] = {s: make_bot("medium") for s in SEATS if s is not LEARNER}
        self.state: RoundState = deal(self.rng, self.rng.choice(SEATS), rules)

    def step(self) -> GuidedStep:
        """Let the bots act until South's turn or the end of the hand."""
        happened: list[str] = []
        while True:
            state = self.state
            if state.phase is Phase.FINISHED:
                result = state.result
                assert result is not None
                if result.kind == "played":
                    return GuidedStep(state.view(LEARNER), tuple(happened))
                why = "everybody passed twice" if result.kind == "waraq" else "a Kawesh"
                happened.append(f"Nobody bought ({why}): the cards are dealt again.")
                self.state = deal(self.rng, result.next_dealer, self.rules)
                continue
            seat = state.to_act
            assert seat is not None
            if seat is LEARNER:
                return GuidedStep(state.view(LEARNER), tuple(happened))
            view = state.view(seat)
            action = self.bots[seat].choose(view, view.legal_actions, self.rng)
            happened.append(f"{seat_name(seat)}: {meaning(action, view.phase)}.")
            self._apply(action, happened)

    def act(self, action: Action) -> GuidedStep:
        """Apply South's ``action`` and go on to South's next turn.

        Raises:
            IllegalActionError: the action is not legal now (the engine's own check).
        """
        happened: list[str] = []
        self._apply(action, happened)
        step = self.step()
        return GuidedStep(step.view, (*happened, *step.happened))

    def _apply(self, action: Action, happened: list[str]) -> None:
        """Apply an action, noting a trick that it completes."""
        before = _tricks(self.state)
        self.state = self.state.apply(action)
        tricks = _tricks(self.state)
        if len(tricks) > len(before):
            trick = tricks[-1]
            who = "you" if trick.winner is LEARNER else seat_name(trick.winner)
            happened.append(f"Trick {len(tricks)} went to {who} ({trick.points} points).")


def _tricks(state: RoundState) -> tuple[Trick, ...]:
    return () if state.play is None else state.play.tricks
