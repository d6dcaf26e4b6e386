"""The chance of winning the match from a score: what the expert weighs with game points.

A hand is worth what it does to the chance of winning the match, not its game
points: 20 points matter little at 0-0 and everything at 140-145. The chance is
computed once per match target by dynamic programming over a model of one hand:
the outcomes below, each won by either team with equal chance, measured from 3,000
hands of four medium bots (kammelna rules, waraq hands left out since they change
nothing). Both teams over the target at once: the higher score wins; a tie is
counted as even.
"""

from __future__ import annotations

from functools import cache
from typing import Final

HAND_OUTCOMES: Final = (
    (0.2299, 11, 7),
    (0.2299, 15, 3),
    (0.1038, 15, 10),
    (0.1041, 21, 5),
    (0.0519, 16, 0),
    (0.0523, 19, 0),
    (0.0474, 24, 0),
    (0.0478, 29, 0),
    (0.0664, 28, 12),
    (0.0664, 46, 1),
)
"""(probability, the hand winner's game points, the other team's): made Hokum, made
Sun, Hokum and Sun khasara, and big hands (doubled, kaboot), two of each."""


@cache
def _table(target: int) -> tuple[tuple[float, ...], ...]:
    """``table[ours][theirs]``: our chance of winning from scores below ``target``."""
    total = sum(p for p, _, _ in HAND_OUTCOMES)
    moves = [(p / total / 2, a, b) for p, a, b in HAND_OUTCOMES]
    moves += [(p, b, a) for p, a, b in moves]
    rows = [[0.0] * target for _ in range(target)]

    def chance(ours: int, theirs: int) -> float:
        if ours >= target or theirs >= target:
            return _decided(ours, theirs)
        return rows[ours][theirs]

    for ours in range(target - 1, -1, -1):
        row = rows[ours]
        for theirs in range(target - 1, -1, -1):
            row[theirs] = sum(p * chance(ours + a, theirs + b) for p, a, b in moves)
    return tuple(tuple(row) for row in rows)


TABLE_LIMIT: Final = 250
"""The largest target with a table of its own (250² cells, built in a tenth of a second).

A longer match is looked up in this table with the scores scaled down to it: the
model is rough anyway, and no target may make the table grow with its square."""


def win_chance(ours: int, theirs: int, target: int) -> float:
    """Our chance of winning the match from ``ours`` against ``theirs`` (match points)."""
    if ours >= target or theirs >= target:
        return _decided(ours, theirs)
    if target > TABLE_LIMIT:
        ours, theirs = ours * TABLE_LIMIT // target, theirs * TABLE_LIMIT // target
        target = TABLE_LIMIT
    return _table(target)[ours][theirs]


def _decided(ours: int, theirs: int) -> float:
    """The chance once a team has reached the target: the higher score wins, a tie is even."""
    return 1.0 if ours > theirs else 0.0 if ours < theirs else 0.5


@cache
def points_per_chance(target: int) -> float:
    """Game points of margin that one unit of win chance is worth at the start of a match.

    Scaling the chance by it keeps the expert's values in game-point units at 0-0, so
    the search's margins (``switch_margin``) mean the same as for the hard level.
    """
    return 40.0 / (win_chance(20, 0, target) - win_chance(0, 20, target))
