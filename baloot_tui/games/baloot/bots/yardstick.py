"""Reference players the levels are measured against; never offered at the table.

Strength figures need fixed, independent yardsticks that do not move when the levels
change: ``GreedyBot`` plays each card greedily from its own hand and the trick, and
``BaselineBot`` is a flat Monte Carlo player (30 worlds sampled from its seat's view,
every legal card rolled out with the greedy policy for all four seats, valued in its
team's card points). Both leave the auction, the doubling ladder, declarations and
Sawa to the medium level, so that in the play-only benchmarks (where the auction is
fixed) only their card play is compared. They live in the package, not in ``bench/``,
so that they are typed, tested for not peeking like every level, and importable by the
bench scripts; they are not in :data:`~baloot_tui.games.baloot.bots.registry.LEVELS`, so no menu or
``baloot arena`` spec offers them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from baloot_tui.games.baloot.bots.medium import MediumBot
from baloot_tui.games.baloot.bots.simulator import (
    SUIT_MASKS,
    TABLES,
    PlayRules,
    Position,
    TrumpTables,
    follow_mask,
    lead_mask,
    mask_indices,
    trump_index,
    winning_position,
)
from baloot_tui.games.baloot.bots.worlds import sample_worlds
from baloot_tui.games.baloot.rules.actions import Action, PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.view import PlayerView

BASELINE_WORLDS: Final = 30
"""Worlds the flat Monte Carlo baseline samples per card decision."""
LAST_TRICK: Final = 10
"""Abnat of the last trick."""


def greedy_card(legal: int, trick: tuple[int, ...] | list[int], tables: TrumpTables) -> int:
    """The greedy choice among ``legal``: on lead the strongest card, else win cheaply or duck.

    On lead it plays its strongest card (a trump Jack before a side Ace; ties by
    points). Following, it takes the trick with the cheapest card that beats the card
    winning it, unless its partner is already winning; last to a trick its partner
    wins, it gives the richest card; otherwise it plays its cheapest card
    (:attr:`TrumpTables.value`). It looks at nothing but its legal cards and the trick.
    """
    power, value = tables.power, tables.value
    cards = mask_indices(legal)
    if not trick:
        return max(cards, key=lambda c: (power[c], tables.points[c]))
    best_position = winning_position(tuple(trick), tables)
    partner_winning = len(trick) - best_position == 2
    if not partner_winning:
        top = power[trick[best_position]]
        lead, trump = trick[0] >> 3, tables.trump
        winners = [c for c in cards if (c >> 3 == lead or c >> 3 == trump) and power[c] > top]
        if winners:
            return min(winners, key=value.__getitem__)
    elif len(trick) == 3:
        return max(cards, key=lambda c: (tables.points[c], -value[c]))
    return min(cards, key=value.__getitem__)


def greedy_play_out(position: Position, tables: TrumpTables, closed: bool, rules: PlayRules) -> int:
    """North-South's card abnat (last trick included) when every seat plays :func:`greedy_card`."""
    hands = list(position.hands)
    leader = position.leader
    trick = list(position.trick)
    abnat_ns = position.card_abnat[0]
    points = tables.points
    last = 0
    while hands[0] | hands[1] | hands[2] | hands[3]:
        while len(trick) < 4:
            seat = (leader + len(trick)) & 3
            hand = hands[seat]
            if not trick:
                legal = lead_mask(hand, tables, closed)
            else:
                lead = trick[0] >> 3
                best_position = winning_position(tuple(trick), tables)
                legal = hand & SUIT_MASKS[lead]
                if not legal or lead == tables.trump:
                    legal = follow_mask(
                        hand,
                        lead,
                        trick[best_position],
                        len(trick) - best_position == 2,
                        len(trick) == 3,
                        tables,
                        rules,
                    )
            card = (
                legal.bit_length() - 1
                if legal & (legal - 1) == 0
                else greedy_card(legal, trick, tables)
            )
            hands[seat] = hand & ~(1 << card)
            trick.append(card)
        leader = (leader + winning_position(tuple(trick), tables)) & 3
        last = leader & 1
        if not last:
            abnat_ns += sum(points[c] for c in trick)
        trick = []
    return abnat_ns + (LAST_TRICK if last == 0 else 0)


def _choose(
    view: PlayerView,
    legal: tuple[Action, ...],
    rng: random.Random,
    card: Callable[[PlayerView, list[int], random.Random], int],
) -> Action:
    """``card``'s pick among the legal cards, or the medium level's choice outside card play."""
    cards = [a.card.index for a in legal if isinstance(a, PlayCard)]
    if view.phase is not Phase.PLAYING or len(cards) != len(legal):
        return MediumBot().choose(view, legal, rng)
    if len(legal) == 1:
        return legal[0]
    return legal[cards.index(card(view, cards, rng))]


@dataclass(frozen=True, slots=True)
class GreedyBot:
    """Greedy card play (:func:`greedy_card`) behind the medium level's auction."""

    name: str = "greedy"
    """The yardstick's name."""

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """The greedy card, or the medium level's choice outside card play."""
        return _choose(view, legal, rng, self.card)

    def card(self, view: PlayerView, cards: list[int], rng: random.Random) -> int:
        """:func:`greedy_card` among ``cards``."""
        del rng  # greedy play draws nothing
        tables = TABLES[trump_index(view.trump)]
        return greedy_card(sum(1 << c for c in cards), tuple(c.index for c in view.trick), tables)


@dataclass(frozen=True, slots=True)
class BaselineBot:
    """Flat Monte Carlo in card points with greedy rollouts, behind the medium auction."""

    name: str = "baseline"
    """The yardstick's name."""
    worlds: int = BASELINE_WORLDS
    """Worlds sampled per card decision."""

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """The card with the most average card points, or the medium level's choice."""
        return _choose(view, legal, rng, self.card)

    def card(self, view: PlayerView, cards: list[int], rng: random.Random) -> int:
        """The card of ``cards`` with the most card points summed over sampled worlds."""
        assert view.leader is not None
        tables = TABLES[trump_index(view.trump)]
        rules = PlayRules.of(view.rules)
        team = view.seat % 2
        total = sum(tables.points) + LAST_TRICK
        trick = tuple(c.index for c in view.trick)
        totals = [0] * len(cards)
        for world in sample_worlds(view, self.worlds, rng):
            start = Position(world.hands, view.leader, trick, view.abnat, view.tricks_won)
            for slot, card in enumerate(cards):
                ns = greedy_play_out(start.play(card, tables, rules), tables, view.closed, rules)
                totals[slot] += ns if team == 0 else total - ns
        return cards[max(range(len(cards)), key=lambda slot: (totals[slot], -slot))]
