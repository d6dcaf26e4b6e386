"""What a match is in both games: hands in turn until the higher side passes a target.

Baloot's :class:`~baloot_tui.games.baloot.rules.match.MatchState` and Belot's
:class:`~baloot_tui.games.belot.rules.match.BelotMatch` differ in how a finished hand is settled
(Gahwa, hanging points, the valat rule), not in how a match is stepped through:
between hands a deal is due unless a team has won, within a hand the hand says who
acts and what they may do, and the higher score wins once a team reaches the target.
:class:`MatchFlow` holds that stepping for both, :func:`match_winner` the common end.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, Generic, Protocol, Self, TypeVar

from baloot_tui.core.cards import Card
from baloot_tui.core.seats import Seat, Team


class _Result(Protocol):
    @property
    def points(self) -> tuple[int, int]: ...


class PlayedHand(Protocol):
    """What the match asks of a hand: who acts and, once it is over, its result."""

    @property
    def to_act(self) -> Seat | None:
        """The seat to act; None once the hand is over."""
        ...

    @property
    def result(self) -> _Result | None:
        """The finished hand's result: the points it writes for each team."""
        ...

    @property
    def deck(self) -> tuple[Card, ...]:
        """The deck it was dealt from, in order."""
        ...

    @property
    def history(self) -> Sequence[Any]:
        """Its actions so far, in order (each game's own action type)."""
        ...


HandT = TypeVar("HandT", bound=PlayedHand)


class MatchFlow(Generic[HandT]):
    """The stepping of a match, shared by both games' frozen match values.

    A subclass is a frozen dataclass with the fields named here; this class adds no
    state of its own (empty ``__slots__``).
    """

    __slots__ = ()

    hands: Sequence[HandT]
    """Finished hands, in order."""
    current: HandT | None
    """The hand in progress; None between hands and when the match is over."""
    winner: Team | None
    """The team that won the match, once over."""

    @property
    def is_over(self) -> bool:
        """Whether a team has won."""
        return self.winner is not None

    @property
    def needs_deal(self) -> bool:
        """Whether the next step is dealing a new hand."""
        return self.current is None and self.winner is None

    @property
    def to_act(self) -> Seat | None:
        """The seat to act in the hand in progress."""
        return None if self.current is None else self.current.to_act

    @property
    def ledger(self) -> tuple[tuple[int, int], ...]:
        """The points of every finished hand (the score sheet's rows)."""
        return tuple(h.result.points for h in self.hands if h.result is not None)

    @property
    def shown_hand(self) -> HandT | None:
        """The hand in progress, else the last finished one (None before the first deal)."""
        if self.current is not None:
            return self.current
        return self.hands[-1] if self.hands else None

    @property
    def actions_done(self) -> int:
        """Actions played in the whole match (a bot's generator is seeded by it)."""
        current = 0 if self.current is None else len(self.current.history)
        return current + sum(len(h.history) for h in self.hands)

    @property
    def deal_actions(self) -> Sequence[Any]:
        """The actions of the hand in progress, in order (empty between hands)."""
        return () if self.current is None else self.current.history


class Replayable(Protocol):
    """A match that deals a deck and applies actions (both games' match values)."""

    @property
    def current(self) -> PlayedHand | None:
        """The hand in progress."""
        ...

    def deal(self, deck: tuple[Card, ...]) -> Self:
        """The match with a new hand dealt from ``deck``."""
        ...

    def apply(self, action: Any) -> Self:
        """The match after ``action``."""
        ...


MatchT = TypeVar("MatchT", bound=Replayable)


def replayed_deal(match: MatchT, keep: int) -> MatchT:
    """``match`` with its hand in progress dealt again from its deck and its first ``keep`` actions.

    Taking a decision back is this replay: every state, and what each seat saw, is
    what it was then.
    """
    hand = match.current
    assert hand is not None, "a hand is in progress"
    rebuilt = dataclasses.replace(match, current=None).deal(hand.deck)  # type: ignore[type-var]
    for action in hand.history[:keep]:
        rebuilt = rebuilt.apply(action)
    return rebuilt


def match_winner(scores: tuple[int, int], target: int) -> Team | None:
    """Who has won at these scores: the higher side once one reaches the target.

    An exact tie at or above the target means another hand, in both games (Baloot
    RULES.md §6.9, Belot BELOT.md §5.8).

    >>> match_winner((152, 140), 152)
    <Team.NORTH_SOUTH: 0>
    >>> match_winner((160, 160), 152) is None
    True
    """
    if max(scores) < target or scores[0] == scores[1]:
        return None
    return Team.NORTH_SOUTH if scores[0] > scores[1] else Team.EAST_WEST


__all__ = ["MatchFlow", "PlayedHand", "Replayable", "match_winner", "replayed_deal"]
