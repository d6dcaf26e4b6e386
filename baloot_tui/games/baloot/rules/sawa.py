"""Sawa (سوا): does a team win every remaining trick against every defence?

An exhaustive AND-OR search over the actual remaining hands: the claiming team
picks its cards (one good line is enough), the defenders try every legal card
(all must fail). Cards of one suit with no outside card between them are
interchangeable for this question, so only one of each such run is tried, and
positions at the start of a trick are memoised.
"""

from __future__ import annotations

from collections.abc import Sequence

from baloot_tui.core.cards import Card, Suit
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.tricks import legal_cards, winning_position


def claim_holds(
    hands: Sequence[Sequence[Card]],
    claimer: Seat,
    trick: Sequence[Card],
    leader: Seat,
    trump: Suit | None,
    closed: bool,
    rules: HouseRules,
    *,
    every_line: bool = False,
) -> bool:
    """Whether ``claimer``'s team takes the current and every later trick.

    With ``every_line`` the claiming team too must win whatever it plays: the cards
    settle the claim, and nobody's choice can change it.

    Args:
        hands: each seat's remaining cards.
        claimer: the claiming seat.
        trick: cards already on the table in the current trick.
        leader: who led the current trick.
        trump: the trump suit, or None in Sun.
        closed: whether trump leads are restricted (closed double).
        rules: the house rules that decide legal cards.
        every_line: whether every line of the claiming team must win (not only one).
    """
    team = claimer.team
    memo: dict[tuple[int, ...], bool] = {}

    def strength(c: Card) -> int:
        return c.trump_strength if c.suit is trump else c.plain_strength

    def choices(
        seat: Seat,
        legal: tuple[Card, ...],
        held: list[tuple[Card, ...]],
        table: tuple[Card, ...],
    ) -> list[Card]:
        """One card from each run of touching legal cards (no outside card between)."""
        picked: list[Card] = []
        for suit_cards in _by_suit(legal).values():
            outside = sorted(
                strength(c)
                for s, h in enumerate(held)
                if s != seat
                for c in h
                if c.suit is suit_cards[0].suit
            ) + [strength(c) for c in table if c.suit is suit_cards[0].suit]
            ordered = sorted(suit_cards, key=strength)
            previous: Card | None = None
            for c in ordered:
                if previous is None or any(strength(previous) < o < strength(c) for o in outside):
                    picked.append(c)
                previous = c
        return picked

    def search(held: list[tuple[Card, ...]], lead: Seat, table: tuple[Card, ...]) -> bool:
        if len(table) == 4:
            winner = SEATS[(lead + winning_position(table, trump)) % 4]
            if winner.team is not team:
                return False
            if not held[0] and not held[1] and not held[2] and not held[3]:
                return True
            return search(held, winner, ())
        if not table:
            if not any(held):
                return True
            key = (*(_mask(h) for h in held), int(lead))
            known = memo.get(key)
            if known is not None:
                return known
            outcome = _turn(held, lead, table)
            memo[key] = outcome
            return outcome
        return _turn(held, lead, table)

    def _turn(held: list[tuple[Card, ...]], lead: Seat, table: tuple[Card, ...]) -> bool:
        seat = SEATS[(lead + len(table)) % 4]
        legal = legal_cards(held[seat], table, trump, closed, rules)
        options = choices(seat, legal, held, table)
        # One good card is enough for the claimer's team; every card must fail for the
        # defenders (and for the claimer's team too when every line must win).
        one_is_enough = seat.team is team and not every_line
        for c in options:
            after = list(held)
            after[seat] = tuple(x for x in held[seat] if x is not c)
            outcome = search(after, lead, (*table, c))
            if one_is_enough and outcome:
                return True
            if not one_is_enough and not outcome:
                return False
        return not one_is_enough

    return search([tuple(h) for h in hands], leader, tuple(trick))


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


def _by_suit(cards: tuple[Card, ...]) -> dict[Suit, list[Card]]:
    grouped: dict[Suit, list[Card]] = {}
    for c in cards:
        grouped.setdefault(c.suit, []).append(c)
    return grouped
