"""A match: hands dealt in turn until a team reaches the target (152 by default).

Like a hand, a match is immutable. Dealing is an explicit step that takes the
shuffled deck (the chance event), so a match replays exactly from its decks and
actions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from baloot_tui.rules.actions import Action
from baloot_tui.rules.cards import Card
from baloot_tui.rules.errors import IllegalActionError
from baloot_tui.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.rules.round import RoundState, shuffled_deck, start_hand
from baloot_tui.rules.seats import Seat, Team


@dataclass(frozen=True, slots=True)
class MatchState:
    """Scores, finished hands and the hand in progress."""

    rules: HouseRules = DEFAULT_RULES
    """The house rules of every hand."""
    dealer: Seat = Seat.WEST
    """Who deals the hand in progress (or the next one)."""
    scores: tuple[int, int] = (0, 0)
    """Match points of each team after the finished hands."""
    hands: tuple[RoundState, ...] = ()
    """Finished hands, in order (waraq and Kawesh deals included)."""
    current: RoundState | None = None
    """The hand in progress; None between hands and when the match is over."""
    winner: Team | None = None
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

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat to act may do (empty between hands)."""
        return () if self.current is None else self.current.legal_actions()

    def deal(self, deck: tuple[Card, ...]) -> MatchState:
        """Start the next hand from a shuffled deck.

        Raises:
            IllegalActionError: a hand is in progress or the match is over.
        """
        if not self.needs_deal:
            why = "the match is over" if self.is_over else "a hand is in progress"
            raise IllegalActionError(f"cannot deal: {why}")
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
            raise IllegalActionError(
                f"illegal action '{action}': no hand is in progress "
                + ("(the match is over)" if self.is_over else "(deal first)")
            )
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
        return MatchState(self.rules, result.next_dealer, scores, (*self.hands, hand), None, winner)

    @property
    def ledger(self) -> tuple[tuple[int, int], ...]:
        """The points of every finished hand (the score sheet's rows)."""
        return tuple(h.result.points for h in self.hands if h.result is not None)


def match_winner(scores: tuple[int, int], target: int) -> Team | None:
    """Who has won at these scores: the higher side once one reaches the target.

    An exact tie at or above the target means another hand (RULES.md §6.9).

    >>> match_winner((152, 140), 152)
    <Team.NORTH_SOUTH: 0>
    >>> match_winner((160, 160), 152) is None
    True
    """
    if max(scores) < target or scores[0] == scores[1]:
        return None
    return Team.NORTH_SOUTH if scores[0] > scores[1] else Team.EAST_WEST


def new_match(rules: HouseRules = DEFAULT_RULES, first_dealer: Seat = Seat.WEST) -> MatchState:
    """A match before its first deal."""
    return MatchState(rules=rules, dealer=first_dealer)
