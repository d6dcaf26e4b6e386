"""Belot bots: random, heuristic and search levels, each deciding from its seat's view.

``build_belot_bot("search:worlds=8")`` makes a level by name, with optional
settings for the search level.
"""

from __future__ import annotations

from baloot_tui.games.belot.bots.base import BelotBot, RandomBelotBot
from baloot_tui.games.belot.bots.heuristic import HeuristicBelotBot
from baloot_tui.games.belot.bots.registry import BELOT_LEVELS, build_belot_bot
from baloot_tui.games.belot.bots.search import SearchBelotBot

__all__ = [
    "BELOT_LEVELS",
    "BelotBot",
    "HeuristicBelotBot",
    "RandomBelotBot",
    "SearchBelotBot",
    "build_belot_bot",
]
