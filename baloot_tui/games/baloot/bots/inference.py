"""How likely a guess of the hidden cards makes the auction and the play (world weights).

A world's weight is the product of two likelihoods, each from a model of how the
other seats choose:

- the auction: the tracker's bid hints (:class:`~baloot_tui.games.baloot.bots.tracker.BidHint`):
  a seat that passed a Hokum rarely holds the face-up suit's Jack, a Hokum bidder
  usually holds the Jack or the Nine of its trumps, a Sun bidder holds Aces;
- the play: every card another seat chose so far is replayed in the world and
  compared with the card the simulator's clairvoyant club habits would have chosen
  there. :class:`PlayModel` turns each comparison into a probability of the observed
  card: ``hit`` when the habits chose it, the rest shared by the other legal cards,
  and 1 when the card was forced; the product is tempered (raised to ``temper``) so
  that a wrong model cannot make the real deal all but impossible.

``bench/bot_calibration.py`` measures both against real deals: how much probability
the weighted worlds give the real holder of each hidden card, and whether a card
given a chance of 30% is there about 30% of the time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots.simulator import (
    PlayRules,
    TrumpTables,
    heuristic_card,  # the rollout habits' own choice; see PlayModel
    turn_mask,
)
from baloot_tui.games.baloot.bots.tracker import CardTracker


@dataclass(frozen=True, slots=True)
class PlayModel:
    """The probability a seat plays a card, from whether the rollout habits would have."""

    hit: float
    """Probability of the habits' card when a seat had a choice."""
    temper: float
    """Exponent of the product of the plays' probabilities (1: the plain likelihood)."""
    graded: bool
    """Share ``1 - hit`` among the other legal cards (and a forced card counts 1); without,
    a card the habits would not have chosen counts ``1 - hit`` relative to ``hit``
    whatever the choice was, and a forced card counts as a chosen one."""

    def factor(self, legal_count: int, expected: bool) -> float:
        """The probability of one observed card (before tempering)."""
        if self.graded:
            if legal_count < 2:
                return 1.0
            return self.hit if expected else (1.0 - self.hit) / (legal_count - 1)
        return 1.0 if expected or legal_count < 2 else (1.0 - self.hit) / self.hit


SURPRISE_MODEL: Final = PlayModel(hit=2 / 3, temper=1.0, graded=False)
"""Each card the habits would not have played halves a world's weight."""


def auction_weight(tracker: CardTracker, dealt: Sequence[int], me: Seat) -> float:
    """Product of the tracker's bid-hint likelihoods of the cards each other seat was dealt."""
    weight = 1.0
    for hint in tracker.hints:
        if hint.seat is me:
            continue
        held = dealt[hint.seat]
        if any(held & c.bit for c in hint.cards):
            weight *= hint.weight
    return weight


def play_weight(
    plays: Sequence[tuple[int, int]],
    dealt: Sequence[int],
    tables: TrumpTables,
    closed: bool,
    play_rules: PlayRules,
    me: int,
    model: PlayModel = SURPRISE_MODEL,
) -> float:
    """The likelihood of the other seats' cards in ``plays`` if they held ``dealt``.

    ``plays`` are (seat, card) in play order from the start of the hand, ``dealt``
    each seat's cards before the first of them; the plays of ``me`` (the seat that
    searches, which knows its own reasons) do not count.
    """
    held = list(dealt)
    played = lead = best = best_position = 0
    likelihood = 1.0
    for seat, card in plays:
        if seat != me:
            legal, partner_winning = turn_mask(
                held[seat], played, lead, best, best_position, tables, closed, play_rules
            )
            count = legal.bit_count()
            expected = count > 1 and (
                heuristic_card(legal, held, seat, played, lead, best, partner_winning, tables)
                == card
            )
            likelihood *= model.factor(count, expected)
        held[seat] &= ~(1 << card)
        if not played:
            lead, best, best_position = card >> 3, card, 0
        elif card >> 3 in (lead, tables.trump) and tables.power[card] > tables.power[best]:
            best, best_position = card, played
        played = (played + 1) & 3
    return likelihood**model.temper if model.temper != 1.0 else likelihood
