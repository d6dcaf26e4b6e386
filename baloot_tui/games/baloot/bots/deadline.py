"""One decision's time budget, shared by every stage of it (sampling, solving, tie-break).

A search bot's budgets are counts of worlds and nodes, so a seed gives one choice; the
deadline is only a safety net on a slow or loaded machine. It starts when the decision
starts, so whatever runs first (sampling and weighting the worlds) counts against the
same cap as the searches after it. A world's search cannot be cut short, so a stage asks
before each world whether one as slow as the slowest so far still fits; the estimate
is kept across stages, so a second pass (the tie-break) is judged by the first's worlds.
The clock is injectable, so tests drive it without timing anything.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

T = TypeVar("T")


@dataclass(slots=True)
class Deadline:
    """``cap`` seconds from creation on ``clock``; None: no cap (never short of time)."""

    cap: float | None
    clock: Callable[[], float] = time.perf_counter
    started: float = field(init=False)
    slowest: float = 0.0
    """The longest step timed so far (:meth:`timed`): the estimate of the next one's cost."""

    def __post_init__(self) -> None:
        self.started = self.clock()

    def expired(self) -> bool:
        """Whether the cap is spent (for steps too cheap to estimate, like sampling a world)."""
        return self.cap is not None and self.clock() - self.started > self.cap

    def fits_another(self) -> bool:
        """Whether a step as slow as the slowest so far would end within the cap."""
        return self.cap is None or self.clock() - self.started + self.slowest <= self.cap

    def timed(self, step: Callable[[], T]) -> T:
        """``step``'s result; its duration raises the estimate if it is the slowest yet."""
        began = self.clock()
        result = step()
        self.slowest = max(self.slowest, self.clock() - began)
        return result
