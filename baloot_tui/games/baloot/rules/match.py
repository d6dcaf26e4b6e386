"""A match: hands dealt in turn until a team reaches the target (152 by default).

Like a hand, a match is immutable. Dealing is an explicit step that takes the
shuffled deck (the chance event), so a match replays exactly from its decks and
actions.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import overload

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import IllegalActionError, Refusal, TableRule
from baloot_tui.core.match_flow import MatchFlow, match_winner
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.round import RoundState, shuffled_deck, start_hand

__all__ = [
    "NO_HANDS",
    "FinishedHands",
    "MatchState",
    "match_winner",
    "new_match",
]


class FinishedHands(Sequence[RoundState]):
    """The finished hands of a match: an immutable sequence that grows in O(1) per hand.

    Each value sees the first ``len(self)`` items of a list it shares with the longer
    values grown from it, so adding a hand copies nothing (a tuple copied per hand made
    a long match quadratic). Growing a value that is not the longest of its list, as a
    match replayed from an earlier state does, starts a list of its own.
    """

    __slots__ = ("_items", "_length")
    _items: list[RoundState]
    _length: int

    def __init__(self, hands: Iterable[RoundState] = ()) -> None:
        items = list(hands)
        object.__setattr__(self, "_items", items)
        object.__setattr__(self, "_length", len(items))

    def plus(self, hand: RoundState) -> FinishedHands:
        """These hands and then ``hand``."""
        items = self._items
        if len(items) != self._length:
            items = items[: self._length]
        items.append(hand)
        grown: FinishedHands = object.__new__(FinishedHands)
        object.__setattr__(grown, "_items", items)
        object.__setattr__(grown, "_length", self._length + 1)
        return grown

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"finished hands are immutable (cannot assign {name!r})")

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> RoundState: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[RoundState, ...]: ...

    def __getitem__(self, index: int | slice) -> RoundState | tuple[RoundState, ...]:
        if isinstance(index, slice):
            return tuple(self._items[: self._length][index])
        if not -self._length <= index < self._length:
            raise IndexError(f"hand {index} of {self._length}")
        return self._items[index % self._length]

    def __iter__(self) -> Iterator[RoundState]:
        items = self._items
        return (items[i] for i in range(self._length))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FinishedHands | tuple):
            return len(other) == self._length and all(
                a == b for a, b in zip(self, other, strict=True)
            )
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"FinishedHands({tuple(self)!r})"


NO_HANDS = FinishedHands()
"""A match's finished hands before its first hand ends."""


@dataclass(frozen=True, slots=True)
class MatchState(MatchFlow[RoundState]):
    """Scores, finished hands and the hand in progress."""

    rules: HouseRules = DEFAULT_RULES
    """The house rules of every hand."""
    dealer: Seat = Seat.WEST
    """Who deals the hand in progress (or the next one)."""
    scores: tuple[int, int] = (0, 0)
    """Match points of each team after the finished hands."""
    hands: Sequence[RoundState] = NO_HANDS
    """Finished hands, in order (waraq and Kawesh deals included): a :class:`FinishedHands`."""
    current: RoundState | None = None
    """The hand in progress; None between hands and when the match is over."""
    winner: Team | None = None
    """The team that won the match, once over."""

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat to act may do (empty between hands)."""
        return () if self.current is None else self.current.legal_actions()

    def deal(self, deck: tuple[Card, ...]) -> MatchState:
        """Start the next hand from a shuffled deck.

        Raises:
            IllegalActionError: a hand is in progress or the match is over.
        """
        if not self.needs_deal:
            why = TableRule.DEAL_MATCH_OVER if self.is_over else TableRule.DEAL_IN_PROGRESS
            raise IllegalActionError(Refusal(why))
        hand = start_hand(deck, self.dealer, self.rules, self.scores)
        return MatchState(self.rules, self.dealer, self.scores, self.hands, hand, None)

    def deal_random(self, rng: random.Random) -> MatchState:
        """Start the next hand with a deck shuffled by ``rng``."""
        return self.deal(shuffled_deck(rng))

    def apply(self, action: Action) -> MatchState:
        """The match after ``action`` in the hand in progress.

        Raises:
            IllegalActionError: no hand is in progress, or the hand refuses it.
        """
        if self.current is None:
            why = TableRule.NO_DEAL_MATCH_OVER if self.is_over else TableRule.NO_DEAL_DEAL_FIRST
            raise IllegalActionError(Refusal(why), action)
        hand = self.current.apply(action)
        if not hand.is_over:
            return MatchState(self.rules, self.dealer, self.scores, self.hands, hand, None)
        return self._finish_hand(hand)

    def _finish_hand(self, hand: RoundState) -> MatchState:
        result = hand.result
        assert result is not None
        points = result.points
        scores = (self.scores[0] + points[0], self.scores[1] + points[1])
        winner = match_winner(scores, self.rules.match_target)
        if result.score is not None and result.score.match_won_by is not None:
            winner = result.score.match_won_by
        done = self.hands
        if not isinstance(done, FinishedHands):
            done = FinishedHands(done)
        return MatchState(self.rules, result.next_dealer, scores, done.plus(hand), None, winner)


def new_match(rules: HouseRules = DEFAULT_RULES, first_dealer: Seat = Seat.WEST) -> MatchState:
    """A match before its first deal."""
    return MatchState(rules=rules, dealer=first_dealer)
