"""The words for seats, teams and their figures, the same in every game of the house.

A record's players, the teams they make and a pair of team figures read alike in
Saudi Baloot and Bulgarian Belot; each game's own words module speaks of its
calls, cards and scores, and names the table with these.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from baloot_tui.core.seats import NAME_LIMIT, SEATS, Seat, Team
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.printable import printable

SEAT_WORDS: Final = {
    Seat.SOUTH: N_("South"),
    Seat.EAST: N_("East"),
    Seat.NORTH: N_("North"),
    Seat.WEST: N_("West"),
}
"""``South``: the seat's name where a person, not a record, reads it."""
TEAM_SHORT: Final = {Team.NORTH_SOUTH: N_("NS"), Team.EAST_WEST: N_("EW")}
"""The calculator's names of the teams (what it is told), in the interface's language."""


def team_words(team: Team, names: Sequence[str]) -> str:
    """``Saad and Noura``: a team by its players."""
    first, second = team.seats
    return _("{first} and {second}").format(first=names[first], second=names[second])


def team_pair(scores: Sequence[int], teams: Mapping[Team, str]) -> str:
    """``Saad and Noura 16, Faisal and Reem 10``: a figure for each team."""
    return _(", ").join(f"{teams[team]} {scores[team]}" for team in Team)


def record_names(players: Mapping[Seat, str]) -> tuple[str, ...]:
    """A record's players by seat, cleaned: names from files are untrusted.

    A seat without a recorded name is called by the seat (``West``).
    """
    return tuple(printable(players.get(s, _(SEAT_WORDS[s])), NAME_LIMIT) for s in SEATS)


def team_scores(scores: Sequence[int], names: Sequence[str]) -> str:
    """``Sara and Nasser 0, Bot 1 and Bot 2 32``: a pair of team figures by their players."""
    return team_pair(scores, {t: team_words(t, names) for t in Team})
