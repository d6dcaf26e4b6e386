"""The baseline level: a uniformly random legal action (the test opponent)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.view import PlayerView


@dataclass(frozen=True, slots=True)
class RandomBot:
    """Plays any legal action with equal probability; never claims Sawa."""

    name: str = "random"

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """A uniform choice among ``legal``."""
        del view  # chance alone decides
        return rng.choice(legal)
