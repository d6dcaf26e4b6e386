"""Stub analyses for the learning tests: options with chosen values and standings."""

from __future__ import annotations

from collections.abc import Sequence

from baloot_tui.games.baloot.coach.analysis import (
    CONFIDENCE,
    EQUAL_MARGIN,
    OptionValue,
    Reason,
    ReasonKind,
    Standing,
)
from baloot_tui.games.baloot.rules import Action


def options(
    points: Sequence[tuple[Action, float]], worlds: int = 100, error: float = 0.5
) -> tuple[OptionValue, ...]:
    """Options with these values, best first, standing by their gap to the best, each ± ``error``.

    An option is settled as the analysis settles it: its gap is ``CONFIDENCE`` standard
    errors from the equal margin.
    """
    top = max(p for _, p in points)
    ranked = sorted(points, key=lambda item: top - item[1])
    values = []
    for rank, (action, value) in enumerate(ranked):
        gap = top - value
        standing: Standing = "best" if rank == 0 else ("equal" if gap < EQUAL_MARGIN else "worse")
        spread = error * (rank > 0)
        settled = abs(gap - EQUAL_MARGIN) >= CONFIDENCE * spread
        why = (Reason(ReasonKind.EXPECTATION, action=action, points=value, worlds=worlds),)
        values.append(OptionValue(action, value, why, gap, spread, standing, settled, worlds))
    return tuple(values)
