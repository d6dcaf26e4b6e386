"""Documented ranges of a settings class's numbers, checked where the settings are made.

A bot's settings come from a spec on the command line (``baloot arena --a
hard:play_worlds=100``), from the arena's workers and from code; checking them in the
settings class itself (its ``__post_init__``) covers every way in. A value out of its
range would not be a stronger bot but one that never answers
(``play_worlds=100000000``), so it is refused with the name and the range.

>>> check_ranges(type("S", (), {"worlds": 0})(), {"worlds": (1, 1000)})
Traceback (most recent call last):
ValueError: worlds must be from 1 to 1,000, not 0
"""

from __future__ import annotations

from collections.abc import Mapping

Range = tuple[float, float]
"""The lowest and the highest value allowed, both included."""


def check_ranges(settings: object, ranges: Mapping[str, Range]) -> None:
    """Raise ValueError naming the first of ``ranges`` whose value in ``settings`` is outside.

    ``nan`` is outside every range.
    """
    for name, (low, high) in ranges.items():
        value = getattr(settings, name)
        if not low <= value <= high:
            raise ValueError(f"{name} must be from {_figure(low)} to {_figure(high)}, not {value}")


def _figure(bound: float) -> str:
    return f"{int(bound):,}" if float(bound).is_integer() else f"{bound:g}"


def ranges_words(ranges: Mapping[str, Range]) -> str:
    """``worlds 1 to 1,000, exact 0 to 7``: the ranges as a help text says them."""
    return ", ".join(
        f"{name} {_figure(low)} to {_figure(high)}" for name, (low, high) in ranges.items()
    )
