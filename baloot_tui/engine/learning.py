"""Full game states for the coach's learning tools: quiz positions and review decisions.

The coach sees only views (an import contract keeps it away from the full hand
state), so this engine module does the replaying: it deals quiz hands and lets the
earlier speakers call, and it walks a finished match to collect one seat's views
at each of its decisions.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import chain, islice
from typing import Final

from baloot_tui.coach.analysis import expected_call
from baloot_tui.coach.quiz import Difficulty, difficulty_of
from baloot_tui.coach.review import Decision
from baloot_tui.rules.actions import Sawa
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.rules.match import MatchState
from baloot_tui.rules.round import deal, start_hand
from baloot_tui.rules.seats import SEATS, Seat
from baloot_tui.rules.view import PlayerView

LEARNER: Final = Seat.SOUTH
"""The quiz always asks South."""
_MAX_DEALS: Final = 400


def bidding_positions(
    rng: random.Random, rules: HouseRules = DEFAULT_RULES
) -> Iterator[PlayerView]:
    """Endless seeded bidding decisions of South: a random deal, earlier speakers calling.

    The seats before South call as the analysis expects (evaluation thresholds); a
    deal whose auction ends before South speaks is skipped.
    """
    while True:
        state = deal(rng, rng.choice(SEATS), rules)
        while state.phase is Phase.BIDDING and state.to_act is not LEARNER:
            speaker = state.to_act
            assert speaker is not None
            call = expected_call(state.bidding, state.hands[speaker], state.face_card, rules)
            state = state.apply(call)
        if state.phase is Phase.BIDDING:
            yield state.view(LEARNER)


def quiz_position(
    rng: random.Random, difficulty: Difficulty, rules: HouseRules = DEFAULT_RULES
) -> PlayerView:
    """The next seeded bidding decision of South whose hand fits ``difficulty``."""
    positions = bidding_positions(rng, rules)
    first = next(positions)
    for view in chain((first,), islice(positions, _MAX_DEALS)):
        if difficulty_of(view) == difficulty:
            return view
    return first


def decisions(match: MatchState, seat: Seat) -> tuple[Decision, ...]:
    """Every decision ``seat`` took in ``match`` with more than one option, in order.

    Each hand (finished ones and the one in progress) is replayed from its deck, and
    the seat's view is taken just before each of its actions.
    """
    hands = [*match.hands, *([] if match.current is None else [match.current])]
    found: list[Decision] = []
    for number, hand in enumerate(hands, start=1):
        state = start_hand(hand.deck, hand.dealer, hand.rules, hand.match_score)
        for step, action in enumerate(hand.history):
            if (
                state.to_act is seat
                and not isinstance(action, Sawa)
                and len(state.legal_actions()) > 1
            ):
                found.append(Decision(number, step, state.view(seat), action))
            state = state.apply(action)
    return tuple(found)
