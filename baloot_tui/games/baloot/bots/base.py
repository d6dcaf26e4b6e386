"""The bot interface every level implements: choose one action from a seat's view.

A bot sees only a :class:`PlayerView` (its own hand and the public table), so
it cannot cheat by construction. It returns one of ``legal``, or
``Sawa(view.seat)`` when it is on lead from trick 2 and certain, from what it
can see, that its team takes every remaining trick; the controller applies the
claim and the engine verifies it.
"""

from __future__ import annotations

from typing import TypeAlias

from baloot_tui.core import game
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.view import PlayerView

Bot: TypeAlias = game.Bot[PlayerView, Action]
"""A Baloot player: the one bot protocol over Baloot's view and actions."""
