"""Seeded all-bot matches: the loop shared by the bot tests and the speed benchmarks."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.view import PlayerView

OnDecision = Callable[[RoundState, PlayerView, Action, float], None]
"""Called before each bot action is applied: the hand, the bot's view, its choice, seconds."""


def play_bot_match(
    bots: Sequence[Bot],
    rules: HouseRules,
    seed: int,
    on_decision: OnDecision | None = None,
) -> MatchState:
    """Play a whole match, ``bots[seat]`` seeing only ``seat``'s view.

    The seed fixes the first dealer, every deal and every bot choice. Illegal choices
    (and Sawa claims that do not hold) raise the engine's IllegalActionError.
    """
    deals = random.Random(seed)
    choices = random.Random(seed + 10_000)
    match = new_match(rules, SEATS[seed % 4])
    while not match.is_over:
        if match.needs_deal:
            match = match.deal_random(deals)
            continue
        hand = match.current
        assert hand is not None and hand.to_act is not None
        view = hand.view(hand.to_act)
        start = time.perf_counter()
        action = bots[hand.to_act].choose(view, view.legal_actions, choices)
        if on_decision is not None:
            on_decision(hand, view, action, time.perf_counter() - start)
        match = match.apply(action)
    return match
