"""The bot interface every level implements: choose one action from a seat's view.

A bot sees only a :class:`PlayerView` (its own hand and the public table), so
it cannot cheat by construction. It returns one of ``legal``, or
``Sawa(view.seat)`` when it is on lead from trick 2 and certain, from what it
can see, that its team takes every remaining trick; the controller applies the
claim and the engine verifies it.
"""

from __future__ import annotations

import random
from typing import Protocol

from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.view import PlayerView


class Bot(Protocol):
    """A player that decides from a :class:`PlayerView` only."""

    @property
    def name(self) -> str:
        """The level name shown to players (a plain attribute satisfies this)."""
        ...

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """One of ``legal`` (or a certain Sawa); all randomness comes from ``rng``."""
        ...
