"""Seats, teams and the counter-clockwise turn order."""

from __future__ import annotations

from enum import IntEnum
from typing import Final

from baloot_tui.core.errors import NotationError, quote


class Seat(IntEnum):
    """A place at the table, numbered in turn order (counter-clockwise).

    The next player is on your right: SOUTH, then EAST, NORTH, WEST.
    """

    SOUTH = 0
    EAST = 1
    NORTH = 2
    WEST = 3

    @property
    def letter(self) -> str:
        """One-letter notation: ``S``, ``E``, ``N`` or ``W``."""
        return self.name[0]

    @property
    def team(self) -> Team:
        """The partnership this seat belongs to."""
        return TEAM_OF[self]

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return SEATS[(self + 2) % 4]

    @property
    def next(self) -> Seat:
        """The seat that speaks and plays after this one (on its right)."""
        return SEATS[(self + 1) % 4]

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read a seat from its letter or name.

        >>> Seat.parse("e")
        <Seat.EAST: 1>
        >>> Seat.parse("X")
        Traceback (most recent call last):
        ...
        baloot_tui.core.errors.NotationError: unknown seat 'X': use S, E, N or W
        """
        key = text.strip().upper()
        for seat in SEATS:
            if key in (seat.letter, seat.name):
                return seat
        raise NotationError(f"unknown seat {quote(text)}: use S, E, N or W")


class Team(IntEnum):
    """One of the two fixed partnerships; partners sit opposite."""

    NORTH_SOUTH = 0
    EAST_WEST = 1

    @property
    def other(self) -> Team:
        """The opposing partnership."""
        return TEAMS[1 - self]

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of this team."""
        return (SEATS[self], SEATS[self + 2])

    @property
    def short(self) -> str:
        """Two-letter notation: ``NS`` or ``EW``."""
        return "NS" if self is Team.NORTH_SOUTH else "EW"

    @classmethod
    def parse(cls, text: str) -> Team:
        """Read a team from ``NS``/``EW`` (or a seat letter of that team)."""
        key = text.strip().upper()
        if key in ("NS", "SN", "NORTH_SOUTH"):
            return Team.NORTH_SOUTH
        if key in ("EW", "WE", "EAST_WEST"):
            return Team.EAST_WEST
        try:
            return Seat.parse(key).team
        except NotationError:
            raise NotationError(f"unknown team {quote(text)}: use NS or EW") from None


SEATS: Final = (Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST)
TEAMS: Final = (Team.NORTH_SOUTH, Team.EAST_WEST)
TEAM_OF: Final = {seat: TEAMS[seat % 2] for seat in SEATS}


def turn_order(first: Seat) -> tuple[Seat, Seat, Seat, Seat]:
    """The four seats in playing order starting with ``first``."""
    return _TURN_ORDERS[first]


_TURN_ORDERS: Final = tuple(
    (SEATS[first], SEATS[(first + 1) % 4], SEATS[(first + 2) % 4], SEATS[(first + 3) % 4])
    for first in range(4)
)

NAME_LIMIT: Final = 40
"""The longest player name a record, the settings or the command line may give."""
