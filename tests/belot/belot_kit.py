"""Helpers for the Belot tests: stacked decks, action lines, and playing cards in turn.

The seats of BELOT.md §10: the dealer is seat 3 (WEST), so P1 = SOUTH (seat 0), and
team A = {0, 2} = NORTH_SOUTH, team B = {1, 3} = EAST_WEST.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from baloot_tui.core.cards import DECK, Card, card, parse_cards
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.belot.rules.actions import (
    Action,
    Contra,
    Declare,
    PlayCard,
    Recontra,
    parse_action,
)
from baloot_tui.games.belot.rules.hand import BelotHand, start_deal
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.games.belot.rules.match import BelotMatch, new_match
from baloot_tui.games.belot.rules.seating import next_seat, turn_order

DEALER = Seat.WEST
P1, P2, P3, P4 = turn_order(Seat.SOUTH, DEFAULT_RULES)
A, B = Team.NORTH_SOUTH, Team.EAST_WEST


def cards(text: str) -> tuple[Card, ...]:
    """Cards in notation, e.g. ``"AS TH 7C"``."""
    return parse_cards(text)


def actions(text: str) -> tuple[Action, ...]:
    """Belot actions in notation separated by commas."""
    return tuple(parse_action(part) for part in text.split(",") if part.strip())


def deck_for_hands(
    hands: Mapping[Seat, str], dealer: Seat = DEALER, rules: BelotRules = DEFAULT_RULES
) -> tuple[Card, ...]:
    """A deck that deals these hands: each seat's first five cards come before the auction.

    Seats not given are filled from the unused cards in index order.
    """
    wanted = {seat: list(cards(text)) for seat, text in hands.items()}
    used = [c for h in wanted.values() for c in h]
    if len(used) != len(set(used)) or any(len(h) != 8 for h in wanted.values()):
        raise ValueError("each given hand needs 8 cards, no card twice")
    pool = [c for c in DECK if c not in used]
    for seat in Seat:
        if seat not in wanted:
            wanted[seat], pool = pool[:8], pool[8:]
    deck: list[Card] = []
    order = turn_order(next_seat(dealer, rules), rules)
    for start, size in ((0, 3), (3, 2), (5, 3)):
        for seat in order:
            deck += wanted[seat][start : start + size]
    return tuple(deck)


def dealt(
    hands: Mapping[Seat, str] | None = None,
    *,
    rules: BelotRules = DEFAULT_RULES,
    dealer: Seat = DEALER,
    hanging: int = 0,
) -> BelotHand:
    """A deal at the start of the auction, from a stacked deck."""
    return start_deal(deck_for_hands(hands or {}, dealer, rules), dealer, rules, hanging)


def run(state: BelotHand, steps: str) -> BelotHand:
    """Apply actions written in notation, comma separated."""
    for action in actions(steps):
        state = state.apply(action)
    return state


def play_cards(
    state: BelotHand, text: str, declarations: Mapping[Seat, str] | None = None
) -> BelotHand:
    """Play cards in turn order from the seat to act.

    A card written with a ``+`` (``KH+``) is played with a belote. On trick 1 a seat
    declares what ``declarations`` gives it (notation after ``declare``), else nothing.
    """
    declarations = declarations or {}
    for token in text.split():
        seat = state.to_act
        assert seat is not None, "the deal is over"
        if any(isinstance(a, Declare) for a in state.legal_actions()):
            state = state.apply(parse_action(f"{seat.letter} declare {declarations.get(seat, '')}"))
        belote = token.endswith("+")
        state = state.apply(PlayCard(seat, card(token.rstrip("+")), belote))
    return state


def hand_of(state: BelotHand, seat: Seat) -> str:
    """A seat's current cards in notation, in index order."""
    return " ".join(str(c) for c in state.hands[seat])


SHOWCASE_SEED = 366
"""Deals an all-pass, a hanging deal with a counted tierce and a belote, then a doubled one."""


def showcase_policy(rng: random.Random, legal: tuple[Action, ...]) -> Action:
    """Declare the most, announce belotes, never double: deals that reach every score line."""
    declares = [a for a in legal if isinstance(a, Declare)]
    if declares:
        return max(declares, key=lambda a: len(a.declarations))
    belotes = [a for a in legal if getattr(a, "belote", False)]
    if belotes:
        return belotes[0]
    return rng.choice([a for a in legal if not isinstance(a, (Contra, Recontra))])


def showcase_match(deals: int = 3) -> BelotMatch:
    """The match of :data:`SHOWCASE_SEED`: its third deal is played at random (doubled)."""
    rng = random.Random(SHOWCASE_SEED)
    match = new_match().deal_random(rng)
    for _ in range(4):
        match = match.apply(match.legal_actions()[0])
    for number in range(2, deals + 1):
        match = match.deal_random(rng)
        while match.current is not None:
            legal = match.legal_actions()
            match = match.apply(showcase_policy(rng, legal) if number == 2 else rng.choice(legal))
    return match
