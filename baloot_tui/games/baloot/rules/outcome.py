"""How a hand ended: the value the engine, the match and the views share."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.rules.scoring import HandScore


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a hand ended and what it scored."""

    kind: Literal["played", "waraq", "kawesh"]
    """A played hand, four passes twice (waraq), or an annulled deal (Kawesh)."""
    points: tuple[int, int]
    """Game points for each team (0, 0 for waraq and Kawesh)."""
    next_dealer: Seat
    """Who deals the next hand."""
    score: HandScore | None = None
    """The full breakdown of a played hand."""
    counting_team: Team | None = None
    """The team whose projects counted, if any."""
    baloot: Seat | None = None
    """The seat whose Baloot counted, if any."""
    sawa: Seat | None = None
    """Who claimed the remaining tricks, if the hand ended with Sawa."""
