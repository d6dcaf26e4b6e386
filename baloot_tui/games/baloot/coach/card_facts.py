"""What a card decision's position says, as values: the reasons a player would give in words.

The analysis grades cards by their figures; a player explains them by the position:
the trumps still out, who is winning the trick, which suits another player has shown
out of, and for each card whether it is the master of its suit, a trump, or would win
the trick now. Everything here is read from the seat's own view through the same
deductions the bots make (:class:`~baloot_tui.games.baloot.bots.tracker.CardTracker`),
never from hidden cards, and never written per position. The words are
:func:`baloot_tui.games.baloot.coach.words.card_fact_words`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from baloot_tui.core.cards import SUITS, Card, Suit
from baloot_tui.core.seats import Seat, turn_order
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.rules.tricks import winning_position
from baloot_tui.games.baloot.rules.view import PlayerView


class Fact(StrEnum):
    """One reason a position gives: one sentence each, worded by the presentation layer."""

    TRUMPS_OUT = "trumps_out"
    """In Hokum, ``count`` trumps are still with the other players."""
    PARTNER_WINNING = "partner_winning"
    """The partner (``seat``) is winning the trick with ``card``: what is added is ours."""
    OPPONENT_WINNING = "opponent_winning"
    """An opponent (``seat``) is winning the trick with ``card``."""
    SHOWN_OUT = "shown_out"
    """``seat`` certainly holds no ``suit`` (it did not follow, or could not trump)."""
    MASTER = "master"
    """``card`` is the highest card left of its suit: led, it wins unless trumped."""
    TRUMP = "trump"
    """``card`` is a trump: it can take a trick by trumping a suit."""
    WINS_NOW = "wins_now"
    """``card`` would win the trick as it stands."""


@dataclass(frozen=True, slots=True)
class CardFact:
    """One reason, as values (see :class:`Fact`)."""

    fact: Fact
    seat: Seat | None = None
    card: Card | None = None
    suit: Suit | None = None
    count: int = 0


def position_facts(view: PlayerView) -> tuple[CardFact, ...]:
    """What the position says before any card: trumps out, who is winning, suits shown out of."""
    tracker = CardTracker.from_view(view)
    facts: list[CardFact] = []
    trump = view.trump
    if trump is not None:
        facts.append(CardFact(Fact.TRUMPS_OUT, count=tracker.trumps_out))
    if view.trick and view.leader is not None:
        order = turn_order(view.leader)
        best = winning_position(view.trick, trump)
        seat, card = order[best], view.trick[best]
        kind = Fact.PARTNER_WINNING if seat is view.seat.partner else Fact.OPPONENT_WINNING
        facts.append(CardFact(kind, seat=seat, card=card))
    for seat in turn_order(view.seat.next)[:3]:
        if not view.hand_sizes[seat]:
            continue
        for suit in SUITS:
            if tracker.is_void(seat, suit) and tracker.unseen_in(suit):
                facts.append(CardFact(Fact.SHOWN_OUT, seat=seat, suit=suit))
    return tuple(facts)


def card_facts(view: PlayerView, card: Card) -> tuple[CardFact, ...]:
    """What one card of the hand is: the master of its suit, a trump, the trick's winner now."""
    tracker = CardTracker.from_view(view)
    facts: list[CardFact] = []
    if card.suit is view.trump:
        facts.append(CardFact(Fact.TRUMP, card=card))
    if card in tracker.master_cards(card.suit):
        facts.append(CardFact(Fact.MASTER, card=card, suit=card.suit))
    if view.trick and winning_position((*view.trick, card), view.trump) == len(view.trick):
        facts.append(CardFact(Fact.WINS_NOW, card=card))
    return tuple(facts)
