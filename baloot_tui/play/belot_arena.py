"""Duplicate Belot matches between two bot levels, with 95% intervals.

Each deck sequence is played twice: once with level A as North-South and B as
East-West, once with the teams swapped, the same deck dealt at the same deal
number both times, so the luck of the cards cancels. Decks and every bot's
generator come from the arena seed, the pair number and the seat, so a run
replays exactly. Only the Belot engine's public API is used: ``new_match``,
``deal``, ``legal_actions``, ``view`` and ``apply``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.cards import Card
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.belot.bots import BelotBot, build_belot_bot
from baloot_tui.games.belot.rules.actions import Action
from baloot_tui.games.belot.rules.hand import BelotHand, shuffled_deck
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.games.belot.rules.match import BelotMatch, new_match
from baloot_tui.play.arena import ArenaError, Interval, mean_interval, wilson

MAX_DEALS: Final = 200
"""A match still undecided after this many deals counts as a draw."""


def checked_action(bot: BelotBot, hand: BelotHand, rng: random.Random) -> Action:
    """The bot's choice from its seat's view, refused unless the engine lists it.

    Raises:
        ArenaError: the bot chose an action that is not legal now.
    """
    seat = hand.to_act
    assert seat is not None
    action = bot.choose(hand.view(seat), hand.legal_actions(), rng)
    if action not in hand.legal_actions():
        raise ArenaError(f"{bot.name} bot at {seat.name} chose illegal {action}")
    return action


def play_deal(
    hand: BelotHand, bots: Mapping[Seat, BelotBot], rngs: Mapping[Seat, random.Random]
) -> BelotHand:
    """Play one deal to its end, each seat deciding from its own view."""
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        hand = hand.apply(checked_action(bots[seat], hand, rngs[seat]))
    return hand


def deck_sequence(seed: int, pair: int) -> Iterator[tuple[Card, ...]]:
    """The decks of one deck sequence, deal after deal (endless)."""
    rng = random.Random(f"belot-arena:{seed}:{pair}:decks")
    while True:
        yield shuffled_deck(rng)


@dataclass(frozen=True, slots=True)
class BelotMatchRecord:
    """One arena match, from level A's side."""

    pair: int
    """The deck sequence."""
    a_team: int
    """A's team: 0 North-South, 1 East-West."""
    a_score: int
    """A's board points at the end."""
    b_score: int
    """B's board points at the end."""
    winner: str | None
    """"a", "b", or None for a draw (no winner after MAX_DEALS)."""
    deals: int
    """Deals dealt, all-pass deals included."""


def play_match(
    a: str, b: str, pair: int, a_team: int, seed: int = 0, rules: BelotRules = DEFAULT_RULES
) -> BelotMatchRecord:
    """Play one match of deck sequence ``pair`` with level ``a`` on team ``a_team``."""
    bot_a, bot_b = build_belot_bot(a), build_belot_bot(b)
    bots = {s: bot_a if s % 2 == a_team else bot_b for s in SEATS}
    rngs = {s: random.Random(f"belot-arena:{seed}:{pair}:{a_team}:{s.value}") for s in SEATS}
    match: BelotMatch = new_match(rules, Seat.WEST)
    decks = deck_sequence(seed, pair)
    deals = 0
    while not match.is_over and deals < MAX_DEALS:
        match = match.deal(next(decks))
        deals += 1
        while match.current is not None:
            seat = match.current.to_act
            assert seat is not None
            match = match.apply(checked_action(bots[seat], match.current, rngs[seat]))
    winner = None
    if match.winner is not None:
        winner = "a" if match.winner == a_team else "b"
    return BelotMatchRecord(
        pair, a_team, match.scores[a_team], match.scores[1 - a_team], winner, deals
    )


@dataclass(frozen=True, slots=True)
class BelotArenaSummary:
    """What a run of duplicate matches says about level A against level B."""

    matches: int
    """Matches played (twice the deck sequences)."""
    a_wins: int
    """Matches A won."""
    draws: int
    """Matches without a winner after MAX_DEALS."""
    win_rate: Interval
    """A's share of the decided matches, with its Wilson 95% interval."""
    margin_per_deal: Interval
    """A's board points minus B's per deal, with its 95% interval."""
    a_points_per_deal: float
    """A's mean board points per deal."""
    b_points_per_deal: float
    """B's mean board points per deal."""
    deals: int
    """Deals dealt in all, all-pass deals included."""


def run_arena(
    a: str, b: str, pairs: int, seed: int = 0, rules: BelotRules = DEFAULT_RULES
) -> tuple[BelotMatchRecord, ...]:
    """Play ``pairs`` deck sequences twice each, A as North-South then as East-West."""
    return tuple(
        play_match(a, b, pair, a_team, seed, rules) for pair in range(pairs) for a_team in (0, 1)
    )


def summarise(records: tuple[BelotMatchRecord, ...]) -> BelotArenaSummary:
    """Win rate and points per deal of A over ``records``."""
    decided = [r for r in records if r.winner is not None]
    a_wins = sum(r.winner == "a" for r in decided)
    deals = sum(r.deals for r in records)
    margins = [(r.a_score - r.b_score) / r.deals for r in records]
    return BelotArenaSummary(
        len(records),
        a_wins,
        len(records) - len(decided),
        wilson(a_wins, len(decided)),
        mean_interval(margins),
        sum(r.a_score for r in records) / max(deals, 1),
        sum(r.b_score for r in records) / max(deals, 1),
        deals,
    )
