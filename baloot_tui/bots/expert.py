"""The expert level: the hard search, better informed, exact at the end, aware of the match.

On top of :mod:`baloot_tui.bots.hard` it

- weights each sampled world by how well it explains the auction (tracker hints:
  a seat that passed a Hokum rarely holds the trump Jack, a Sun bidder has Aces);
- samples more worlds;
- values a hand by what it does to the match: a result that wins (or loses) the
  match counts far more than its game points, which drives doubling and Gahwa near
  the target.

Budgets are fixed numbers of worlds and search nodes, so one seed gives one choice on
any machine. A wall-clock cap is only a safety net: past it, no further worlds are
sampled (which could change a choice only on a machine many times slower than usual).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from baloot_tui.bots.hard import HardBot, SearchSettings
from baloot_tui.rules.view import PlayerView

MATCH_SWING: Final = 60.0
"""Extra value, in game points, of winning the match with this hand (or of losing it)."""
EXPERT_SETTINGS: Final = SearchSettings(
    play_worlds=72, bid_worlds=32, double_worlds=40, weighted=True
)


@dataclass(frozen=True, slots=True)
class ExpertBot(HardBot):
    """Weighted worlds, exact endgames and match-aware values; see the module docstring."""

    name: str = "expert"
    """The level name."""
    settings: SearchSettings = EXPERT_SETTINGS
    """Search budget."""
    time_cap: float | None = 1.2
    """Safety net in seconds per decision (see the module docstring)."""

    def utility(self, view: PlayerView, points: tuple[int, int]) -> float:
        """Game points plus the match swing."""
        return match_utility(view, points)


def match_utility(view: PlayerView, points: tuple[int, int]) -> float:
    """Game-point margin for ``view.seat``'s team plus the match swing if the hand ends it."""
    team = view.seat % 2
    margin = float(points[team] - points[1 - team])
    target = view.rules.match_target
    ours = view.match_score[team] + points[team]
    theirs = view.match_score[1 - team] + points[1 - team]
    if max(ours, theirs) >= target and ours != theirs:
        margin += MATCH_SWING if ours > theirs else -MATCH_SWING
    return margin
