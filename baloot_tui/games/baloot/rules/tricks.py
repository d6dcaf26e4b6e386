"""Card play on cards: which cards are legal (and why), who wins a trick, what it is worth.

These functions take plain values (a hand, the cards on the table, the trump) for
the Sawa search, the bots' card tracker and the coach. Which cards are legal is
defined once, in bitmasks, by :mod:`rules.masks` (:func:`~rules.masks.lead_rule` and
:func:`~rules.masks.follow_rule`); :func:`classify_turn` reads that definition on
cards, and :func:`card_options` words it for each card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.cards import Card, Suit, mask_of
from baloot_tui.core.errors import Refusal
from baloot_tui.core.seats import Seat, turn_order
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.masks import (
    TABLES,
    Obligation,
    PlayRules,
    follow_rule,
    lead_rule,
    trump_index,
)
from baloot_tui.games.baloot.rules.refusals import Rule

__all__ = [
    "CardOption",
    "Obligation",
    "Trick",
    "card_options",
    "classify_turn",
    "legal_cards",
    "trick_points",
    "winning_position",
]


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick."""

    leader: Seat
    """Who led it."""
    cards: tuple[Card, ...]
    """The four cards in play order, from the leader."""
    winner: Seat
    """Who won it."""
    points: int
    """Its card abnat (without the last-trick 10)."""

    @property
    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        """Each seat with the card it played, in play order."""
        return tuple(zip(turn_order(self.leader), self.cards, strict=True))


def winning_position(trick: Sequence[Card], trump: Suit | None) -> int:
    """Index in ``trick`` (play order) of the card that currently wins it.

    >>> from baloot_tui.core.cards import parse_cards, Suit
    >>> winning_position(parse_cards("AS TS 7H"), Suit.HEARTS)
    2
    """
    best = 0
    top = trick[0]
    for position in range(1, len(trick)):
        c = trick[position]
        if c.suit is top.suit:
            if c.suit is trump:
                if c.trump_strength > top.trump_strength:
                    best, top = position, c
            elif c.plain_strength > top.plain_strength:
                best, top = position, c
        elif c.suit is trump:
            best, top = position, c
    return best


def trick_points(trick: Sequence[Card], trump: Suit | None) -> int:
    """Abnat of the cards in a trick."""
    return sum(c.trump_points if c.suit is trump else c.plain_points for c in trick)


@dataclass(frozen=True, slots=True)
class CardOption:
    """One card of the hand of the player to act, with why it is or is not playable."""

    card: Card
    """The card."""
    legal: bool
    """Whether it may be played now."""
    obligation: Obligation
    """The rule that decides this turn, as a value (the players' words come from it)."""
    lead: Suit | None = None
    """The led suit (None on lead)."""
    best: Card | None = None
    """The card winning the trick so far (None on lead)."""
    refusal: Refusal | None = None
    """For a card that may not be played: the rule that forbids it, as a value."""


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[Card],
    trump: Suit | None,
    closed: bool,
    rules: HouseRules,
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to ``trick`` (RULES.md §4.3).

    Args:
        hand: the player's cards.
        trick: the cards already played to this trick, in order.
        trump: the trump suit, or None in Sun.
        closed: whether the hand is a closed double (no trump leads while holding
            a non-trump).
        rules: the house rules (partner exemption, under-trumping, over-trumping).
    """
    return classify_turn(hand, trick, trump, closed, rules)[0]


def classify_turn(
    hand: Sequence[Card],
    trick: Sequence[Card],
    trump: Suit | None,
    closed: bool,
    rules: HouseRules,
) -> tuple[tuple[Card, ...], Obligation]:
    """The legal cards of ``hand`` (in its order) and the obligation that selects them.

    :func:`rules.masks.lead_rule` or :func:`rules.masks.follow_rule`, read on cards.
    """
    tables = TABLES[trump_index(trump)]
    held = mask_of(hand)
    if not trick:
        legal, obligation = lead_rule(held, tables, closed)
    else:
        best_position = winning_position(trick, trump)
        legal, obligation = follow_rule(
            held,
            trick[0].index >> 3,
            trick[best_position].index,
            len(trick) - best_position == 2,
            len(trick) == 3,
            tables,
            PlayRules.of(rules),
        )
    return tuple(c for c in hand if c.bit & legal), obligation


#: For each obligation, the rule that forbids the cards it leaves out (None: any card goes).
_FORBIDDEN: Final[dict[Obligation, Rule | None]] = {
    Obligation.LEAD: None,
    Obligation.CLOSED_LEAD: Rule.CLOSED_NO_TRUMP_LEAD,
    Obligation.FOLLOW: Rule.MUST_FOLLOW,
    Obligation.VOID_FREE: None,
    Obligation.PARTNER_EXEMPT: None,
    Obligation.NO_TRUMPS_FREE: None,
    Obligation.MUST_TRUMP: Rule.VOID_MUST_TRUMP,
    Obligation.PARTNER_NOT_EXEMPT: Rule.PARTNER_LEAD_NOT_ACE,
    Obligation.OVER_TRUMP: Rule.MUST_OVER_TRUMP,
    Obligation.UNDER_TRUMP: Rule.VOID_MUST_PLAY_TRUMP,
    Obligation.CANNOT_OVER_TRUMP_FREE: None,
    Obligation.TRUMP_LEAD_ANY: Rule.MUST_PLAY_TRUMP,
    Obligation.TRUMP_LEAD_HIGHER: Rule.MUST_BEAT_WITH_TRUMP,
    Obligation.TRUMP_LEAD_CANNOT_BEAT: Rule.MUST_PLAY_TRUMP,
}


def card_options(
    hand: Sequence[Card],
    trick: Sequence[Card],
    trump: Suit | None,
    closed: bool,
    rules: HouseRules,
) -> tuple[CardOption, ...]:
    """Every card of ``hand`` with whether it is legal and the rule behind it."""
    legal, obligation = classify_turn(hand, trick, trump, closed, rules)
    forbidden = _FORBIDDEN[obligation]
    lead = trick[0].suit if trick else None
    best = trick[winning_position(trick, trump)] if trick else None
    refusal = None if forbidden is None else Refusal(forbidden, suit=lead, best=best)
    return tuple(
        CardOption(c, True, obligation, lead, best)
        if c in legal
        else CardOption(c, False, obligation, lead, best, refusal)
        for c in hand
    )
