"""The beginner level: the medium player with human-like mistakes.

It sometimes plays a random legal card, loses track of some played cards,
bids with noisy thresholds and never doubles. All its randomness comes from
the ``rng`` it is given, so a seeded game replays exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from baloot_tui.games.baloot.bots.medium import Flaws, MediumBot

BEGINNER_FLAWS: Final = Flaws(mistake_rate=0.15, forget_rate=0.3, bid_noise=8.0, doubles=False)
"""About one card in seven at random, a third of played cards forgotten, ±8 abnat bids."""


@dataclass(frozen=True, slots=True)
class BeginnerBot(MediumBot):
    """Medium play with :data:`BEGINNER_FLAWS`."""

    name: str = "beginner"
    """The level name."""
    flaws: Flaws = BEGINNER_FLAWS
    """The mistakes it makes."""
