"""Seeded all-bot Belot deals: the loop the bot tests and the bidding benchmark share."""

from __future__ import annotations

import random
from collections.abc import Mapping

from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.bots.base import BelotBot
from baloot_tui.games.belot.rules.hand import BelotHand


def play_deal(
    hand: BelotHand, bots: Mapping[Seat, BelotBot], rngs: Mapping[Seat, random.Random]
) -> BelotHand:
    """Play one deal to its end, each seat deciding from its own view.

    Raises:
        IllegalActionError: a bot chose what the rules do not allow (the engine checks
            every action it applies).
    """
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        hand = hand.apply(bots[seat].choose(hand.view(seat), hand.legal_actions(), rngs[seat]))
    return hand
