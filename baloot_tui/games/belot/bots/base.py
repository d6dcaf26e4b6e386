"""The interface of every Belot bot, and the random level.

A Belot bot decides from a :class:`~baloot_tui.games.belot.rules.view.BelotView` only (its own
hand and the public table), so it cannot see hidden cards by construction. It
returns one of ``view.legal_actions``; every chance choice comes from the ``rng``
it is given, so a seeded game replays exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TypeAlias

from baloot_tui.core.game import Bot
from baloot_tui.games.belot.rules.actions import Action
from baloot_tui.games.belot.rules.view import BelotView

BelotBot: TypeAlias = Bot[BelotView, Action]
"""A Belot player: the one bot protocol over Belot's view and actions."""


@dataclass(frozen=True, slots=True)
class RandomBelotBot:
    """Any legal action with equal probability: the baseline opponent."""

    name: str = "random"

    def choose(self, view: BelotView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """A uniform choice among the legal actions."""
        return rng.choice(legal)
