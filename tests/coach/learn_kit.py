"""Helpers for the learning tests: a deal that gives South chosen first cards, rule variants."""

from __future__ import annotations

import dataclasses

from baloot_tui.core.seats import turn_order
from baloot_tui.games.baloot.rules import (
    DECK,
    Action,
    Card,
    MatchState,
    RoundState,
    Seat,
    new_match,
    start_hand,
)
from baloot_tui.games.baloot.rules.actions import Sawa
from baloot_tui.games.baloot.rules.house_rules import (
    DEFAULT_RULES,
    PRESETS,
    HouseRules,
    flag_choices,
)
from tests.rules.rules_kit import DEALER, P1, deck_for_hands, play_cards, run
from tests.rules.test_sawa import TOP_HANDS
from tests.sampling import sweep


def deck_giving_south(hand: tuple[Card, ...], face: Card, dealer: Seat) -> tuple[Card, ...]:
    """A deck in dealing order whose first five cards for South are ``hand`` and face ``face``."""
    rest = iter(c for c in DECK if c not in hand and c is not face)
    mine = iter(hand)
    deck: list[Card] = []
    for size in (3, 2):
        for seat in turn_order(dealer.next):
            deck.extend(next(mine if seat is Seat.SOUTH else rest) for _ in range(size))
    deck.append(face)
    deck.extend(rest)
    return tuple(deck)


def auction_state(
    hand: tuple[Card, ...], face: Card, dealer: Seat, calls: tuple[Action, ...]
) -> RoundState:
    """The full engine's hand after ``calls``, South holding ``hand``."""
    state = start_hand(deck_giving_south(hand, face, dealer), dealer)
    for call in calls:
        state = state.apply(call)
    return state


def single_flag_variants() -> list[tuple[str, HouseRules]]:
    """The defaults with one flag changed, for every other value of every flag."""
    found = []
    for flag in dataclasses.fields(HouseRules):
        default = getattr(DEFAULT_RULES, flag.name)
        for value in flag_choices(flag.name) or (151,):
            if value != default:
                found.append((f"{flag.name}={value}", DEFAULT_RULES.replace(**{flag.name: value})))
    return found


RULE_VARIANTS: list[tuple[str, HouseRules]] = [
    ("defaults", DEFAULT_RULES),
    *PRESETS.items(),
    *single_flag_variants(),
    (
        "narrow-exemption-no-undertrump",
        HouseRules(partner_exemption_scope="fourth_or_ace_lead", must_undertrump=False),
    ),
]
"""The defaults, every preset and every single flag changed: what the teaching must survive."""
LESSON_RULE_VARIANTS = sweep(
    [rules for _, rules in RULE_VARIANTS],
    keep=6,
    ids=[name for name, _ in RULE_VARIANTS],
    always=range(1 + len(PRESETS)),
)
""":data:`RULE_VARIANTS` for the tests that load every lesson under each: the defaults, every
preset and six single flags by default, the other flags in CI's slow step."""


def sawa_match() -> MatchState:
    """A one-hand match in which South (first to speak) buys Sun, wins trick 1 and claims
    the seven other tricks (Sawa)."""
    match = new_match(first_dealer=DEALER).deal(deck_for_hands(DEALER, "QH", TOP_HANDS, P1))
    assert match.current is not None
    state = play_cards(run(match.current, "S sun"), "AS 7S 7H QC")
    return MatchState(match.rules, match.dealer, current=state).apply(Sawa(P1))
