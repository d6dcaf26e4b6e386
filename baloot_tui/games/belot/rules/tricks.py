"""Card play: the legal cards of each contract (and why), trick winners and points.

Plain values in, plain values out, so the hand engine, the tests and later the
bots share one copy of BELOT.md §3.2.

>>> from baloot_tui.core.cards import parse_cards
>>> hand, trick = parse_cards("TS 7S JD"), parse_cards("KS QS")
>>> [str(c) for c in legal_cards(hand, trick, Contract.ALL_TRUMPS, BelotRules())]
['TS']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from baloot_tui.core.cards import Card, Suit
from baloot_tui.core.errors import Refusal
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules.contracts import (
    KINDS,
    POINTS,
    STRENGTHS,
    TRUMPS,
    Contract,
    ContractKind,
)
from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.games.belot.rules.refusals import Rule


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
    """Its card points (before the No-Trumps doubling, without the last ten)."""


def winning_position(trick: Sequence[Card], contract: Contract) -> int:
    """Index in ``trick`` of the card now winning it (§1.3).

    In a suit contract the highest trump wins, else the highest card of the led
    suit; in No Trumps and All Trumps only the led suit can win.

    >>> from baloot_tui.core.cards import parse_cards
    >>> winning_position(parse_cards("AS TS 7H"), Contract.HEARTS)
    2
    >>> winning_position(parse_cards("AS JH 7S"), Contract.ALL_TRUMPS)
    0
    """
    trump, strengths = TRUMPS[contract], STRENGTHS[contract]
    best, top = 0, trick[0]
    top_strength = strengths[top.index]
    for position in range(1, len(trick)):
        c = trick[position]
        if c.suit is top.suit:
            strength = strengths[c.index]
            if strength > top_strength:
                best, top, top_strength = position, c, strength
        elif c.suit is trump:
            best, top, top_strength = position, c, strengths[c.index]
    return best


def trick_points(trick: Sequence[Card], contract: Contract) -> int:
    """Card points of a trick in ``contract`` (§1.4, before any doubling)."""
    points = POINTS[contract]
    return sum([points[c.index] for c in trick])


class Obligation(StrEnum):
    """Which rule of §3.2 decides the legal cards of a turn."""

    LEAD = "lead"
    FOLLOW = "follow"
    FOLLOW_RAISE = "follow_raise"
    FOLLOW_CANNOT_RAISE = "follow_cannot_raise"
    FOLLOW_PARTNER_FREE = "follow_partner_free"
    VOID_FREE = "void_free"
    PARTNER_EXEMPT = "partner_exempt"
    MUST_TRUMP = "must_trump"
    OVER_TRUMP = "over_trump"
    UNDER_TRUMP = "under_trump"
    CANNOT_OVER_TRUMP_FREE = "cannot_over_trump_free"


_SUIT, _NO_TRUMPS, _ALL_TRUMPS = ContractKind.SUIT, ContractKind.NO_TRUMPS, ContractKind.ALL_TRUMPS
"""The contract kinds as plain names: reading an enum member off its class is slow."""
_LEAD, _FOLLOW, _VOID_FREE = Obligation.LEAD, Obligation.FOLLOW, Obligation.VOID_FREE
_FOLLOW_RAISE, _FOLLOW_CANNOT_RAISE = Obligation.FOLLOW_RAISE, Obligation.FOLLOW_CANNOT_RAISE
_FOLLOW_PARTNER_FREE, _PARTNER_EXEMPT = Obligation.FOLLOW_PARTNER_FREE, Obligation.PARTNER_EXEMPT
_MUST_TRUMP, _OVER_TRUMP = Obligation.MUST_TRUMP, Obligation.OVER_TRUMP
_UNDER_TRUMP, _CANNOT_OVER_TRUMP_FREE = Obligation.UNDER_TRUMP, Obligation.CANNOT_OVER_TRUMP_FREE
"""The obligations as plain names, likewise."""


def classify_turn(
    hand: Sequence[Card], trick: Sequence[Card], contract: Contract, rules: BelotRules
) -> tuple[tuple[Card, ...], Obligation]:
    """The legal cards of ``hand`` on ``trick`` and the obligation that selects them.

    Args:
        hand: the player's cards.
        trick: the cards already played to this trick, from the leader.
        contract: the contract.
        rules: ``partner_exemption``, ``raise_on_trump_lead_vs_partner`` and
            ``must_undertrump`` apply.
    """
    if not trick:
        return tuple(hand), _LEAD
    led = trick[0].suit
    follow = tuple([c for c in hand if c.suit is led])
    kind = KINDS[contract]
    if kind is _NO_TRUMPS:
        return (follow, _FOLLOW) if follow else (tuple(hand), _VOID_FREE)
    best_position = winning_position(trick, contract)
    partner_winning = len(trick) - best_position == 2
    if kind is _ALL_TRUMPS or led is TRUMPS[contract]:
        if not follow:
            return tuple(hand), _VOID_FREE
        if partner_winning and kind is _SUIT and not rules.raise_on_trump_lead_vs_partner:
            return follow, _FOLLOW_PARTNER_FREE
        strengths = STRENGTHS[contract]
        highest = max([strengths[c.index] for c in trick if c.suit is led])
        higher = tuple([c for c in follow if strengths[c.index] > highest])
        if higher:
            return higher, _FOLLOW_RAISE
        return follow, _FOLLOW_CANNOT_RAISE
    if follow:
        return follow, _FOLLOW
    trump = TRUMPS[contract]
    trumps = tuple([c for c in hand if c.suit is trump])
    if not trumps:
        return tuple(hand), _VOID_FREE
    if partner_winning and rules.partner_exemption:
        return tuple(hand), _PARTNER_EXEMPT
    best = trick[best_position]
    if best.suit is not trump:
        return trumps, _MUST_TRUMP
    higher = tuple([c for c in trumps if c.trump_strength > best.trump_strength])
    if higher:
        return higher, _OVER_TRUMP
    if rules.must_undertrump:
        return trumps, _UNDER_TRUMP
    return tuple(hand), _CANNOT_OVER_TRUMP_FREE


def legal_cards(
    hand: Sequence[Card], trick: Sequence[Card], contract: Contract, rules: BelotRules
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to ``trick`` (§3.2)."""
    return classify_turn(hand, trick, contract, rules)[0]


@dataclass(frozen=True, slots=True)
class CardOption:
    """One card of the player to act, with whether it is legal and the rule behind it."""

    card: Card
    """The card."""
    legal: bool
    """Whether it may be played now."""
    obligation: Obligation
    """The rule that decides this turn (the players' words come from it)."""
    led: Suit | None = None
    """The led suit (None on lead)."""
    best: Card | None = None
    """The card winning the trick so far."""
    high: Card | None = None
    """The highest card of the led suit in the trick."""
    refusal: Refusal | None = None
    """For a card that may not be played: the rule that forbids it, as a value."""


#: For each obligation, the rule that forbids the cards it leaves out (None: any card goes).
_FORBIDDEN: Final[dict[Obligation, Rule | None]] = {
    Obligation.LEAD: None,
    Obligation.FOLLOW: Rule.MUST_FOLLOW,
    Obligation.FOLLOW_RAISE: Rule.MUST_RAISE_LED,
    Obligation.FOLLOW_CANNOT_RAISE: Rule.MUST_FOLLOW,
    Obligation.FOLLOW_PARTNER_FREE: Rule.MUST_FOLLOW,
    Obligation.VOID_FREE: None,
    Obligation.PARTNER_EXEMPT: None,
    Obligation.MUST_TRUMP: Rule.OPPONENT_WINNING_MUST_TRUMP,
    Obligation.OVER_TRUMP: Rule.MUST_OVER_TRUMP,
    Obligation.UNDER_TRUMP: Rule.VOID_MUST_PLAY_TRUMP,
    Obligation.CANNOT_OVER_TRUMP_FREE: None,
}


def card_options(
    hand: Sequence[Card], trick: Sequence[Card], contract: Contract, rules: BelotRules
) -> tuple[CardOption, ...]:
    """Every card of ``hand`` with whether it is legal and the rule behind it."""
    legal, obligation = classify_turn(hand, trick, contract, rules)
    forbidden = _FORBIDDEN[obligation]
    led = best = high = None
    if trick:
        led = trick[0].suit
        best = trick[winning_position(trick, contract)]
        high = max((c for c in trick if c.suit is led), key=contract.strength)
    values = (led, best, high)
    refusal = None
    if forbidden is not None:
        beat = high if forbidden is Rule.MUST_RAISE_LED else best
        refusal = Refusal(forbidden, suit=led, best=beat)
    return tuple(
        CardOption(c, True, obligation, *values)
        if c in legal
        else CardOption(c, False, obligation, *values, refusal)
        for c in hand
    )
