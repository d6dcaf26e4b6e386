"""Turn order at a Belot table: counter-clockwise by default (BELOT.md §1.1, §9.21).

Seats keep the numbering of :mod:`baloot_tui.core.seats` (SOUTH, EAST, NORTH, WEST
counter-clockwise); with ``direction = "clockwise"`` the next seat is the one on the
left instead. Partners still sit opposite, so a player's partner always plays two
cards before them in a trick.

>>> from baloot_tui.games.belot.rules.house_rules import BelotRules
>>> [s.letter for s in turn_order(Seat.EAST, BelotRules(direction="clockwise"))]
['E', 'S', 'W', 'N']
"""

from __future__ import annotations

from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.belot.rules.house_rules import BelotRules


def next_seat(seat: Seat, rules: BelotRules) -> Seat:
    """The seat that deals, speaks or plays after ``seat``."""
    step = 1 if rules.direction == "counter_clockwise" else 3
    return SEATS[(seat + step) % 4]


def turn_order(first: Seat, rules: BelotRules) -> tuple[Seat, Seat, Seat, Seat]:
    """The four seats in turn order starting with ``first``."""
    second = next_seat(first, rules)
    return (first, second, first.partner, second.partner)
