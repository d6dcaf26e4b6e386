"""The expert level: the hard search, better informed, exact from trick 3, aware of the match.

On top of :mod:`baloot_tui.games.baloot.bots.hard` it

- weights each sampled world by how well it explains the auction (tracker hints,
  measured likelihood ratios: a seat that passed a Hokum rarely holds the trump Jack,
  a Sun bidder has Aces) and the cards played so far
  (:mod:`~baloot_tui.games.baloot.bots.inference`);
- samples more worlds: three times as many as it searches, resampled by weight so
  its play-outs go to the likely ones;
- from trick 3 on solves each of 20 resampled worlds exactly for every legal card
  (perfect-information Monte Carlo) instead of playing it out;
- breaks ties between cards of equal value by card points, so a hand whose game
  points are settled is still played for its tricks (and a kaboot);
- stops searching worlds once one card clearly beats every other in the worlds seen
  (:meth:`ExpertBot.settled`), and solves one card of each group of equivalent ones;
- values a hand by its game points blended with what it does to the chance of
  winning the match (:mod:`~baloot_tui.games.baloot.bots.match_equity`): a result that wins (or
  loses) the match counts far more than its game points, which drives doubling,
  Gahwa and risk taking near the target.

Budgets are fixed numbers of worlds and search nodes, and the early stop looks only at
the values found, so one seed gives one choice on any machine. A wall-clock cap is only
a safety net: past it, no further worlds are sampled or solved and play-outs answer
(which could change a choice only on a machine many times slower than usual).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from baloot_tui.games.baloot.bots.hard import HardBot, SearchSettings
from baloot_tui.games.baloot.bots.match_equity import points_per_chance, win_chance
from baloot_tui.games.baloot.rules.view import PlayerView

MATCH_WEIGHT: Final = 2.0
"""How much more the change in the chance of winning counts than the game points.

Valued by the chance alone, the expert won 58.6% of 1,000 matches against hard but
lost 1.91 game points per hand: in a match all but decided every choice is worth
almost nothing, so it played carelessly (``bench/bot_arena.py``).
"""

SETTLE_AFTER: Final = 8
"""Worlds searched before the expert may stop early (:meth:`ExpertBot.settled`)."""
SETTLE_Z: Final = 3.0
"""Standard errors by which the best card must beat each other one to stop early."""

EXPERT_SETTINGS: Final = SearchSettings(
    play_worlds=72,
    bid_worlds=48,
    double_worlds=48,
    weighted=True,
    oversample=3,
    pimc_cards=24,
    card_tiebreak=True,
)
"""From trick 3 on (at most 24 cards left after the card chosen) every card is chosen by
exact search in 20 resampled worlds; before that by honest play-outs in 72."""


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
        """Game points blended with the change in the chance of winning (:func:`match_utility`)."""
        return match_utility(view, points)

    def settled(self, seen: Sequence[tuple[float, list[float]]]) -> bool:
        """Whether one card clearly beats every other over the worlds seen (weight, values).

        After :data:`SETTLE_AFTER` worlds, the best card's lead over each other card,
        world by world (the same worlds, so the differences are paired), must be
        positive by :data:`SETTLE_Z` standard errors of its weighted mean. A card worth
        exactly as much as the best in every world seen stays tied with it, for the
        card-point tie-break to decide.
        """
        if len(seen) < SETTLE_AFTER:
            return False
        weight = sum(w for w, _ in seen)
        if weight <= 0:
            return False
        count = weight * weight / sum(w * w for w, _ in seen)  # the effective number
        slots = len(seen[0][1])
        totals = [sum(w * values[slot] for w, values in seen) for slot in range(slots)]
        best = max(range(slots), key=lambda slot: (totals[slot], -slot))
        for slot in range(slots):
            if slot == best:
                continue
            leads = [(w, values[best] - values[slot]) for w, values in seen]
            if all(abs(lead) < 1e-9 for _, lead in leads):
                continue
            mean = sum(w * lead for w, lead in leads) / weight
            spread = sum(w * (lead - mean) ** 2 for w, lead in leads) / weight
            if mean <= 0 or mean <= SETTLE_Z * math.sqrt(spread / count):
                return False
        return True


def match_utility(view: PlayerView, points: tuple[int, int]) -> float:
    """The hand's game-point margin blended with its change in the chance of winning.

    The chance (in game points, see :func:`points_per_chance`) weighs
    :data:`MATCH_WEIGHT` times the margin, and the sum is scaled back so that at 0-0
    a game point is worth about one point. Near the target a result that wins or
    loses the match is worth far more than its game points; when the match is all
    but decided, the game points still order the choices.
    """
    team = view.seat % 2
    margin = float(points[team] - points[1 - team])
    target = view.rules.match_target
    ours, theirs = view.match_score[team], view.match_score[1 - team]
    after = win_chance(ours + points[team], theirs + points[1 - team], target)
    chance = points_per_chance(target) * (after - win_chance(ours, theirs, target))
    return (margin + MATCH_WEIGHT * chance) / (1 + MATCH_WEIGHT)
