"""Spaced practice: a kind of decision the learner missed comes back at growing intervals.

A *kind* is a game's own name for a kind of decision (``baloot.sun``: a hand whose best
call is a Sun). Every graded answer updates the kind's :class:`Practice`: a miss puts
it in the first box, due the next day; a right answer on or after its due day moves it
up one box, due :data:`INTERVALS` days later; out of the last box it is no longer due.
A right answer before the due day changes only the tally. The quizzes ask the kinds
due first (:func:`due_kinds`). :func:`mastery` turns lesson results and these tallies
into one share per topic. Pure functions over values: the progress file keeps them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Final

INTERVALS: Final = (1, 3, 7, 16, 35)
"""Days until a kind comes back, by box: a miss starts at the first."""
DUE_WEIGHT: Final = 0.5
"""What a kind due for review counts of its right share in :func:`mastery`."""


@dataclass(frozen=True, slots=True)
class Practice:
    """One kind of decision: answers so far and when it comes back."""

    asked: int
    """Answers graded."""
    right: int
    """Of them, right."""
    box: int | None = None
    """Its box in :data:`INTERVALS` (None: not scheduled, never missed or learned again)."""
    due: date | None = None
    """The day it comes back (None when not scheduled)."""

    def is_due(self, today: date) -> bool:
        """Whether it should be asked again by ``today``."""
        return self.due is not None and self.due <= today


def after_answer(known: Practice | None, right: bool, today: date) -> Practice:
    """The kind's practice after an answer graded ``right`` (or not) on ``today``."""
    known = known or Practice(0, 0)
    tally = replace(known, asked=known.asked + 1, right=known.right + right)
    if not right:
        return replace(tally, box=0, due=today + timedelta(days=INTERVALS[0]))
    if known.box is None or not known.is_due(today):
        return tally
    box = known.box + 1
    if box >= len(INTERVALS):
        return replace(tally, box=None, due=None)
    return replace(tally, box=box, due=today + timedelta(days=INTERVALS[box]))


def due_kinds(practice: Mapping[str, Practice], today: date) -> tuple[str, ...]:
    """The kinds due by ``today``, the longest overdue first."""
    due = [(p.due, kind) for kind, p in practice.items() if p.due is not None and p.due <= today]
    return tuple(kind for _, kind in sorted(due))


def kind_share(known: Practice, today: date) -> float:
    """How well a kind is known: its right share, weighed down while due for review."""
    share = known.right / known.asked if known.asked else 0.0
    return share * DUE_WEIGHT if known.is_due(today) else share


def mastery(lessons: Iterable[tuple[bool, float]], kinds: Iterable[Practice], today: date) -> float:
    """A topic's mastery, 0 to 1: the mean over its lessons and its kinds answered.

    Each lesson is ``(passed, best first-try share)``: 1 when passed, else half its
    best share; each kind of decision answered counts its :func:`kind_share`.
    """
    scores = [1.0 if passed else share / 2 for passed, share in lessons]
    scores += [kind_share(known, today) for known in kinds if known.asked]
    return sum(scores) / len(scores) if scores else 0.0
