"""A Belot match: deals in turn until a team passes 151, with hanging points carried.

Like a deal, a match is immutable, and dealing is an explicit step that takes the
shuffled deck (the chance event), so a match replays exactly from its decks and
actions. End rules (BELOT.md §5.8, §9 rows 17-19): a match ends after a deal when a
team has reached the target and the scores differ, the higher score winning;
never on a valat deal (by default one more contracted, non-valat deal is needed);
hanging points left at the end are discarded.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import IllegalActionError, Refusal, TableRule
from baloot_tui.core.match_flow import MatchFlow, match_winner
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.belot.rules.actions import Action
from baloot_tui.games.belot.rules.hand import BelotHand, shuffled_deck, start_deal
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules

__all__ = ["BelotMatch", "match_winner", "new_match", "settle"]


@dataclass(frozen=True, slots=True)
class BelotMatch(MatchFlow[BelotHand]):
    """Scores, hanging points, finished deals and the deal in progress."""

    rules: BelotRules = DEFAULT_RULES
    """The house rules of every deal."""
    dealer: Seat = Seat.WEST
    """Who deals the deal in progress (or the next one)."""
    scores: tuple[int, int] = (0, 0)
    """Board points of each team after the finished deals."""
    hanging: int = 0
    """Hanging points waiting for the next decided deal (§5.4)."""
    target: int = DEFAULT_RULES.match_target
    """The score that ends the match; lifted after a valat under ``leader_plus_one``."""
    hands: tuple[BelotHand, ...] = ()
    """Finished deals, in order (all-pass deals included)."""
    current: BelotHand | None = None
    """The deal in progress; None between deals and when the match is over."""
    winner: Team | None = None
    """The team that won the match, once over."""

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat to act may do (empty between deals)."""
        return () if self.current is None else self.current.legal_actions()

    def deal(self, deck: tuple[Card, ...]) -> BelotMatch:
        """Start the next deal from a shuffled deck.

        Raises:
            IllegalActionError: a deal is in progress or the match is over.
        """
        if not self.needs_deal:
            why = TableRule.DEAL_MATCH_OVER if self.is_over else TableRule.DEAL_IN_PROGRESS
            raise IllegalActionError(Refusal(why))
        hand = start_deal(deck, self.dealer, self.rules, self.hanging)
        return self._with(current=hand)

    def deal_random(self, rng: random.Random) -> BelotMatch:
        """Start the next deal with a deck shuffled by ``rng``."""
        return self.deal(shuffled_deck(rng))

    def apply(self, action: Action) -> BelotMatch:
        """The match after ``action`` in the deal in progress.

        Raises:
            IllegalActionError: no deal is in progress, or the deal refuses it.
        """
        if self.current is None:
            why = TableRule.NO_DEAL_MATCH_OVER if self.is_over else TableRule.NO_DEAL_DEAL_FIRST
            raise IllegalActionError(Refusal(why), action)
        hand = self.current.apply(action)
        if not hand.is_over:
            return self._with(current=hand)
        return self._finish_deal(hand)

    def _with(self, **changes: object) -> BelotMatch:
        values = {name: getattr(self, name) for name in BelotMatch.__dataclass_fields__}
        values.update(changes)
        return BelotMatch(**values)

    def _finish_deal(self, hand: BelotHand) -> BelotMatch:
        result = hand.result
        assert result is not None
        points = result.points
        scores = (self.scores[0] + points[0], self.scores[1] + points[1])
        score = result.score
        winner, target = settle(
            scores,
            self.target,
            points,
            played=score is not None,
            valat=score is not None and score.valat is not None,
            hanging=result.hanging,
            rules=self.rules,
        )
        return self._with(
            dealer=result.next_dealer,
            scores=scores,
            hanging=result.hanging,
            target=target,
            hands=(*self.hands, hand),
            current=None,
            winner=winner,
        )


def settle(
    scores: tuple[int, int],
    target: int,
    points: tuple[int, int],
    *,
    played: bool,
    valat: bool,
    hanging: int,
    rules: BelotRules,
) -> tuple[Team | None, int]:
    """Whether the match ends after a deal: the winner (or None) and the target from now on.

    Args:
        scores: the match scores after the deal.
        target: the target before the deal.
        points: what the deal wrote for each team.
        played: the deal was played (not all pass, which never ends a match).
        valat: a team took all 8 tricks (§5.8, §9.17).
        hanging: hanging points after the deal (§9.18).
        rules: ``no_finish_on_valat``, ``no_finish_with_hanging``, ``winner_scored_last_deal``.

    >>> settle((160, 90), 151, (25, 0), played=True, valat=True, hanging=0, rules=DEFAULT_RULES)
    (None, 151)
    """
    if not played:
        return None, target
    if valat and rules.no_finish_on_valat != "off":
        if rules.no_finish_on_valat == "leader_plus_one" and max(scores) >= target:
            target = max(scores) + 1
        return None, target
    winner = match_winner(scores, target)
    if winner is not None and (
        (rules.no_finish_with_hanging and hanging > 0)
        or (rules.winner_scored_last_deal and points[winner] == 0)
    ):
        winner = None
    return winner, target


def new_match(rules: BelotRules = DEFAULT_RULES, first_dealer: Seat = Seat.WEST) -> BelotMatch:
    """A match before its first deal."""
    return BelotMatch(rules=rules, dealer=first_dealer, target=rules.match_target)
