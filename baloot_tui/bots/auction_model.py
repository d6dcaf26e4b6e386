"""What the public auction says about a guess of the other seats' first five cards.

A world (a guess of the hidden cards) is more likely when the other seats' calls are
the calls they would have made holding its cards. The model of a bidder is the medium
level's call (:func:`~baloot_tui.bots.medium.call_for_hand`) at the searching bot's
own boldness: the bot assumes the others bid as it would by default. Every call of
another seat that the model would not have made with that seat's five cards in the
world is a *surprise*, and the expert weighs a world by
:data:`BID_SURPRISE_WEIGHT` per surprise.

Play-time worlds hold each seat's current cards, not its first five: any five of the
cards it was dealt (the face-up card aside) may have been the first, so each world
draws one such five per seat at random, which estimates the likelihood without bias.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from baloot_tui.bots.medium import call_for_hand
from baloot_tui.bots.simulator import mask_indices
from baloot_tui.bots.tracker import public_calls
from baloot_tui.rules.actions import Bid, Pass
from baloot_tui.rules.bidding import BiddingState, legal_calls
from baloot_tui.rules.cards import DECK, Card
from baloot_tui.rules.house_rules import HouseRules
from baloot_tui.rules.seats import SEATS
from baloot_tui.rules.view import PlayerView

BID_SURPRISE_WEIGHT: Final = 0.3
"""Weight factor of a world per call of another seat that the model would not have made."""

FIRST_HAND: Final = 5
"""Cards each seat holds during the auction."""


@dataclass(frozen=True, slots=True)
class AuctionModel:
    """The other seats' calls so far, each with the auction state it was made in."""

    calls: tuple[tuple[BiddingState, Bid | Pass], ...]
    """(state before the call, the call) for every call of a seat other than the viewer."""
    face: Card
    """The face-up card."""
    rules: HouseRules
    """The house rules of the auction."""
    shift: float
    """Abnat added to the model's bidding thresholds (negative: bolder)."""

    @classmethod
    def of(cls, view: PlayerView, shift: float = 0.0) -> AuctionModel:
        """Replay ``view``'s public auction."""
        calls = tuple((s, a) for s, a in public_calls(view) if a.seat is not view.seat)
        return cls(calls, view.face_card, view.rules, shift)

    def surprises(self, firsts: Sequence[int]) -> int:
        """How many of the calls the model would not have made with these first five cards.

        Args:
            firsts: each seat's first five cards (masks); the viewer's are not used.
        """
        count = 0
        for state, action in self.calls:
            seat = action.seat
            five = tuple(DECK[i] for i in mask_indices(firsts[seat]))
            legal = legal_calls(state, five, self.rules)
            if action not in legal:
                count += 1
                continue
            expected = call_for_hand(state, five, self.face, seat, self.rules, legal, self.shift)
            count += expected != action
        return count

    def weight(self, firsts: Sequence[int]) -> float:
        """The world's weight factor for the auction (1.0 when every call is explained)."""
        if not self.calls:
            return 1.0
        return BID_SURPRISE_WEIGHT ** self.surprises(firsts)


def guess_first_hands(
    dealt: Sequence[int], face: Card, rng: random.Random
) -> tuple[int, int, int, int]:
    """Five of each seat's dealt cards (the face-up card aside), drawn at random."""
    firsts = [0, 0, 0, 0]
    for seat in SEATS:
        cards = mask_indices(dealt[seat] & ~face.bit)
        for index in rng.sample(cards, min(FIRST_HAND, len(cards))):
            firsts[seat] |= 1 << index
    return (firsts[0], firsts[1], firsts[2], firsts[3])
