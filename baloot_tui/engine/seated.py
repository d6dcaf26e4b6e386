"""What every match controller answers from its seats and its match alone.

Baloot's :class:`~baloot_tui.engine.controller.GameController` and the any-game
:class:`~baloot_tui.engine.game_controller.MatchDriver` both hold a
:class:`~baloot_tui.engine.controller.MatchSetup` and an immutable match; whose
turn it is, and whether a person or a bot takes it, is worked out the same way
for both, here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Generic

from baloot_tui.engine.game import M
from baloot_tui.engine.seats import TableConfig
from baloot_tui.rules.seats import SEATS, Seat

if TYPE_CHECKING:
    from baloot_tui.engine.controller import MatchSetup


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
