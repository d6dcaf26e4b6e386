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
from baloot_tui.core.errors import Refusal, Rule, refusal_text
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
    reason: str
    """That rule as an engine sentence (for errors, records and tests)."""
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


#: For each obligation: why a legal card is allowed, and the rule that forbids another.
_REASONS: Final[dict[Obligation, tuple[str, Rule | None]]] = {
    Obligation.LEAD: ("you lead: any card", None),
    Obligation.CLOSED_LEAD: ("closed game: lead a non-trump", Rule.CLOSED_NO_TRUMP_LEAD),
    Obligation.FOLLOW: ("follows {lead}", Rule.MUST_FOLLOW),
    Obligation.VOID_FREE: ("no {lead}: any card", None),
    Obligation.PARTNER_EXEMPT: ("no {lead}, partner is winning: any card", None),
    Obligation.NO_TRUMPS_FREE: ("no {lead} and no trumps: any card", None),
    Obligation.MUST_TRUMP: ("no {lead}: must trump", Rule.VOID_MUST_TRUMP),
    Obligation.PARTNER_NOT_EXEMPT: (
        "no {lead}, partner's winning lead is not an Ace: must trump",
        Rule.PARTNER_LEAD_NOT_ACE,
    ),
    Obligation.OVER_TRUMP: ("no {lead}: over-trumps {best}", Rule.MUST_OVER_TRUMP),
    Obligation.UNDER_TRUMP: (
        "no {lead}, cannot over-trump {best}: must still trump",
        Rule.VOID_MUST_PLAY_TRUMP,
    ),
    Obligation.CANNOT_OVER_TRUMP_FREE: ("no {lead}, cannot over-trump: any card", None),
    Obligation.TRUMP_LEAD_ANY: ("trump led, partner winning: any trump", Rule.MUST_PLAY_TRUMP),
    Obligation.TRUMP_LEAD_HIGHER: ("trump led: beats {best}", Rule.MUST_BEAT_WITH_TRUMP),
    Obligation.TRUMP_LEAD_CANNOT_BEAT: (
        "trump led: cannot beat {best}, any trump",
        Rule.MUST_PLAY_TRUMP,
    ),
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
    allowed, forbidden = _REASONS[obligation]
    lead = trick[0].suit if trick else None
    best = trick[winning_position(trick, trump)] if trick else None
    why = allowed.format(lead=lead.symbol if lead else "", best=best.label if best else "")
    refusal = None if forbidden is None else Refusal(forbidden, suit=lead, best=best)
    said = "" if refusal is None else refusal_text(refusal)
    return tuple(
        CardOption(c, True, obligation, why, lead, best)
        if c in legal
        else CardOption(c, False, obligation, said, lead, best, refusal)
        for c in hand
    )
