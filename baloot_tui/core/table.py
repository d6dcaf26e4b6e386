"""Who sits where: human or bot, the player's name and the bot's level (every game alike)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from baloot_tui.core.seats import SEATS, Seat

Seating = Literal["partners", "opponents"]
"""Where two people sit: opposite each other as a team, or side by side as opponents."""
SEATINGS: Final[tuple[Seating, ...]] = ("partners", "opponents")
HUMAN_ORDER: Final[dict[Seating, tuple[Seat, ...]]] = {
    "partners": (Seat.SOUTH, Seat.NORTH, Seat.EAST, Seat.WEST),
    "opponents": (Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST),
}
"""The seats people take, in the order they are named: SOUTH first, then the partner
(or, for opponents, the player on SOUTH's right); three or four people fill the rest."""
BOT_NAMES: Final = {
    Seat.SOUTH: "Salem",
    Seat.EAST: "Faisal",
    Seat.NORTH: "Noura",
    Seat.WEST: "Waleed",
}
"""Default names for bots, one per seat."""
SEAT_LEVELS: Final = ("random", "beginner", "medium", "hard", "expert")
"""The bot levels a seat is set to, weakest first; each game maps them to its own levels."""
DEFAULT_LEVEL: Final = "medium"


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat at the table."""

    name: str
    """What the table calls this player."""
    human: bool
    """Whether a person plays this seat (else a bot)."""
    level: str = DEFAULT_LEVEL
    """The bot level (ignored for humans)."""


@dataclass(frozen=True, slots=True)
class TableConfig:
    """The four seats, indexed by :class:`Seat`."""

    seats: tuple[SeatConfig, SeatConfig, SeatConfig, SeatConfig]
    """SOUTH, EAST, NORTH, WEST."""

    @classmethod
    def of(cls, configs: Sequence[SeatConfig]) -> TableConfig:
        """A table from four seat configurations, SOUTH first.

        Raises:
            ValueError: not exactly four.
        """
        if len(configs) != 4:
            raise ValueError(f"a table has 4 seats, not {len(configs)}")
        s, e, n, w = configs
        return cls((s, e, n, w))

    def __getitem__(self, seat: Seat) -> SeatConfig:
        return self.seats[seat]

    @property
    def humans(self) -> tuple[Seat, ...]:
        """The seats played by people, in turn order."""
        return tuple(s for s in SEATS if self.seats[s].human)

    @property
    def names(self) -> tuple[str, str, str, str]:
        """Every seat's name, SOUTH first."""
        s, e, n, w = self.seats
        return (s.name, e.name, n.name, w.name)

    def is_human(self, seat: Seat) -> bool:
        """Whether a person plays ``seat``."""
        return self.seats[seat].human


def human_seats(humans: int, seating: Seating = "partners") -> tuple[Seat, ...]:
    """The seats ``humans`` people take, in the order they are named.

    Raises:
        ValueError: ``humans`` is not between 0 and 4.
    """
    if not 0 <= humans <= 4:
        raise ValueError(f"a table seats 0 to 4 humans, not {humans}")
    return HUMAN_ORDER[seating][:humans]


def make_table(
    humans: int = 1,
    names: Sequence[str] = (),
    levels: Mapping[Seat, str] | None = None,
    default_level: str = DEFAULT_LEVEL,
    *,
    seats: Sequence[Seat] | None = None,
) -> TableConfig:
    """Seat people (SOUTH first, then their partner, EAST, WEST) and bots elsewhere.

    Args:
        humans: how many people play, 0 to 4 (ignored when ``seats`` is given).
        names: the people's names in seating order; missing ones become "Player N".
        levels: the bot level of particular seats.
        default_level: the level of every other bot.
        seats: the people's seats in the order they are named (e.g. from
            :func:`human_seats` for two opponents).

    Raises:
        ValueError: ``humans`` is not between 0 and 4, or a seat is given twice.
    """
    taken = human_seats(humans) if seats is None else tuple(seats)
    if len(set(taken)) != len(taken):
        raise ValueError(f"a seat taken twice: {', '.join(s.name for s in taken)}")
    chosen = levels or {}
    configs: list[SeatConfig] = []
    for seat in SEATS:
        if seat in taken:
            index = taken.index(seat)
            default = "You" if len(taken) == 1 else f"Player {index + 1}"
            name = names[index] if index < len(names) and names[index] else default
            configs.append(SeatConfig(name, True))
        else:
            level = chosen.get(seat, default_level)
            configs.append(SeatConfig(BOT_NAMES[seat], False, level))
    return TableConfig.of(configs)
