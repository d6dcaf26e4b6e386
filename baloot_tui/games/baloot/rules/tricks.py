"""Card play: which cards are legal (and why), who wins a trick, what it is worth.

These functions take plain values (a hand, the cards on the table, the trump)
so the round engine, the Sawa search, the bots and the coach share one copy
of the rules of RULES.md §4.3.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from baloot_tui.core.cards import Card, Rank, Suit
from baloot_tui.core.errors import Refusal
from baloot_tui.core.frozen import slot_setter
from baloot_tui.core.seats import Seat, turn_order
from baloot_tui.games.baloot.rules.house_rules import HouseRules, partner_exempt
from baloot_tui.games.baloot.rules.refusals import Rule


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


_NEW: Final = object.__new__
_SET_LEADER: Final = slot_setter(Trick, "leader")
_SET_CARDS: Final = slot_setter(Trick, "cards")
_SET_WINNER: Final = slot_setter(Trick, "winner")
_SET_POINTS: Final = slot_setter(Trick, "points")


def new_trick(leader: Seat, cards: tuple[Card, ...], winner: Seat, points: int) -> Trick:
    """``Trick(leader, cards, winner, points)`` without the frozen dataclass's checks (hot path)."""
    trick: Trick = _NEW(Trick)
    _SET_LEADER(trick, leader)
    _SET_CARDS(trick, cards)
    _SET_WINNER(trick, winner)
    _SET_POINTS(trick, points)
    return trick


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


class Obligation(StrEnum):
    """Which rule of RULES.md §4.3 decides the legal cards of a turn."""

    LEAD = "lead"
    CLOSED_LEAD = "closed_lead"
    FOLLOW = "follow"
    VOID_FREE = "void_free"
    PARTNER_EXEMPT = "partner_exempt"
    NO_TRUMPS_FREE = "no_trumps_free"
    MUST_TRUMP = "must_trump"
    PARTNER_NOT_EXEMPT = "partner_not_exempt"
    OVER_TRUMP = "over_trump"
    UNDER_TRUMP = "under_trump"
    CANNOT_OVER_TRUMP_FREE = "cannot_over_trump_free"
    TRUMP_LEAD_ANY = "trump_lead_any"
    TRUMP_LEAD_HIGHER = "trump_lead_higher"
    TRUMP_LEAD_CANNOT_BEAT = "trump_lead_cannot_beat"


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
    """The legal cards and the obligation that selects them."""
    if not trick:
        if closed and trump is not None:
            side = tuple(c for c in hand if c.suit is not trump)
            if side and len(side) < len(hand):
                return side, Obligation.CLOSED_LEAD
        return tuple(hand), Obligation.LEAD
    lead = trick[0].suit
    follow = tuple(c for c in hand if c.suit is lead)
    if trump is None:
        return (follow, Obligation.FOLLOW) if follow else (tuple(hand), Obligation.VOID_FREE)
    best_position = winning_position(trick, trump)
    partner_winning = len(trick) - best_position == 2
    best = trick[best_position]
    if lead is trump:
        if not follow:
            return tuple(hand), Obligation.NO_TRUMPS_FREE
        if partner_winning and not rules.overtrump_on_trump_lead_even_if_partner_winning:
            return follow, Obligation.TRUMP_LEAD_ANY
        higher = tuple(c for c in follow if c.trump_strength > best.trump_strength)
        if higher:
            return higher, Obligation.TRUMP_LEAD_HIGHER
        return follow, Obligation.TRUMP_LEAD_CANNOT_BEAT
    if follow:
        return follow, Obligation.FOLLOW
    if partner_winning and partner_exempt(rules, len(trick) == 3, best.rank is Rank.ACE):
        return tuple(hand), Obligation.PARTNER_EXEMPT
    trumps = tuple(c for c in hand if c.suit is trump)
    if not trumps:
        return tuple(hand), Obligation.NO_TRUMPS_FREE
    if best.suit is trump:
        higher = tuple(c for c in trumps if c.trump_strength > best.trump_strength)
        if higher:
            return higher, Obligation.OVER_TRUMP
        if rules.must_undertrump:
            return trumps, Obligation.UNDER_TRUMP
        return tuple(hand), Obligation.CANNOT_OVER_TRUMP_FREE
    if partner_winning and rules.partner_exemption:  # the narrow exemption did not apply
        return trumps, Obligation.PARTNER_NOT_EXEMPT
    return trumps, Obligation.MUST_TRUMP


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
