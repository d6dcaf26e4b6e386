"""What every match controller answers from its seats and its match alone.

Baloot's :class:`~baloot_tui.games.baloot.controller.GameController` and the any-game
:class:`~baloot_tui.play.driver.MatchDriver` both hold a
:class:`~baloot_tui.games.baloot.controller.MatchSetup` and an immutable match; whose
turn it is, and whether a person or a bot takes it, is worked out the same way
for both, here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from baloot_tui.core.game import M
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.play.seats import TableConfig

if TYPE_CHECKING:
    from baloot_tui.games.baloot.controller import MatchSetup


def check_bots(table: TableConfig, bots: Mapping[Seat, object]) -> None:
    """Refuse a table whose bot seats are not all given a bot.

    Raises:
        ValueError: naming the bot seats without a bot.
    """
    missing = [s.name for s in SEATS if not table.is_human(s) and s not in bots]
    if missing:
        raise ValueError(f"no bot for the bot seat(s) {', '.join(missing)}")


class SeatedMatch(Generic[M]):
    """The turn queries of a controller holding ``setup`` and ``match``."""

    setup: MatchSetup
    match: M

    @property
    def table(self) -> TableConfig:
        """Who sits where."""
        return self.setup.table

    @property
    def seed(self) -> int:
        """The match seed."""
        return self.setup.seed

    @property
    def to_act(self) -> Seat | None:
        """The seat to act in the deal in progress."""
        return self.match.to_act

    @property
    def needs_deal(self) -> bool:
        """Whether the next step is dealing."""
        return self.match.needs_deal

    @property
    def is_over(self) -> bool:
        """Whether the match has a winner."""
        return self.match.is_over

    @property
    def _paused(self) -> bool:
        """Whether play waits for something else than the seat to act (then nobody's turn)."""
        return False

    def is_bot_turn(self) -> bool:
        """Whether a bot must act now."""
        seat = self.to_act
        return seat is not None and not self._paused and not self.table.is_human(seat)

    def is_human_turn(self) -> bool:
        """Whether a person must act now."""
        seat = self.to_act
        return seat is not None and not self._paused and self.table.is_human(seat)


ActionIn = TypeVar("ActionIn", contravariant=True)
"""The actions a controller takes."""
EventOut = TypeVar("EventOut", covariant=True)
"""The events a controller answers with (Baloot's ``GameEvent``, the driver's ``TableEvent``)."""


class MatchController(Protocol[ActionIn, EventOut]):
    """What a table screen needs of the controller of a match, whichever the game."""

    @property
    def table(self) -> TableConfig:
        """Who sits where."""
        ...

    @property
    def seed(self) -> int:
        """The seed every deck of the match comes from."""
        ...

    @property
    def to_act(self) -> Seat | None:
        """The seat to act."""
        ...

    @property
    def needs_deal(self) -> bool:
        """Whether the next step is dealing."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether the match has a winner."""
        ...

    def is_bot_turn(self) -> bool:
        """Whether a bot must act now."""
        ...

    def is_human_turn(self) -> bool:
        """Whether a person must act now."""
        ...

    def deal_next(self) -> Sequence[EventOut]:
        """Deal the next deal; the events it made."""
        ...

    def play_bot_turn(self) -> Sequence[EventOut]:
        """Let the bot to act move; the events it made."""
        ...

    def submit(self, action: ActionIn) -> Sequence[EventOut]:
        """Apply a person's action (``IllegalActionError`` naming the rule); the events it made."""
        ...
