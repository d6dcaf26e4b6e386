"""Duplicate matches between two bot levels, with confidence intervals and decision times.

Luck of the deal is cancelled by playing every sequence of decks twice: once with
bot A as North-South and B as East-West, once with the teams swapped, the same
deck dealt at the same hand number both times. Every deck and every bot's random
generator is derived from the arena seed and the match number, and the matches are
put back in order after running, so the figures do not depend on ``jobs``.

Decision times are measured around each ``choose`` call; they are reported, never
used to decide anything (the search bots' budgets are fixed numbers of worlds).
"""

from __future__ import annotations

import math
import multiprocessing
import random
import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Final

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import BalootError, IllegalActionError
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.bots.registry import build_bot
from baloot_tui.games.baloot.rules.actions import Sawa
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.round import shuffled_deck

MAX_HANDS: Final = 200
"""A match still undecided after this many hands counts as a draw."""
Z95: Final = 1.959964
"""The normal quantile of a two-sided 95% interval."""


class ArenaError(BalootError):
    """A bot broke the rules during an arena match (a bug in the bot)."""


@dataclass(frozen=True, slots=True)
class ArenaConfig:
    """What to play: two levels, how many matches, the seed and the rules."""

    a: str
    """Bot A: a level, or a spec with settings (see :func:`bots.registry.build_bot`)."""
    b: str
    """Bot B, the same way."""
    matches: int
    """Matches to play, rounded up to an even number (each deck sequence twice)."""
    seed: int = 0
    """Seeds every deck and every bot generator."""
    rules: HouseRules = DEFAULT_RULES
    """The house rules of every hand."""

    @property
    def pairs(self) -> int:
        """Deck sequences, each played with both seatings."""
        return (self.matches + 1) // 2


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """One finished match, from A's point of view."""

    pair: int
    """Which deck sequence."""
    a_team: int
    """The team A played (0 NS, 1 EW)."""
    a_score: int
    """A's match points."""
    b_score: int
    """B's match points."""
    winner: str | None
    """``"a"``, ``"b"`` or None (undecided after :data:`MAX_HANDS`)."""
    hands: int
    """Hands dealt (waraq and Kawesh deals included)."""
    a_times: tuple[float, ...]
    """A's decision times in seconds."""
    b_times: tuple[float, ...]
    """B's decision times in seconds."""


@dataclass(frozen=True, slots=True)
class Interval:
    """An estimate with its 95% interval."""

    value: float
    low: float
    high: float


@dataclass(frozen=True, slots=True)
class TimeStats:
    """Decision times of one side, in milliseconds."""

    decisions: int
    median_ms: float
    p90_ms: float
    max_ms: float


@dataclass(frozen=True, slots=True)
class ArenaSummary:
    """The table an arena run prints."""

    config: ArenaConfig
    matches: int
    a_wins: int
    b_wins: int
    draws: int
    a_win_rate: Interval
    """A's share of the matches (Wilson interval)."""
    gp_per_hand: Interval
    """A's game points minus B's, per hand, averaged over deck sequences."""
    a_times: TimeStats
    b_times: TimeStats
    records: tuple[MatchRecord, ...] = field(repr=False)

    def as_json(self) -> dict[str, object]:
        """The summary as plain JSON values."""

        def interval(i: Interval) -> dict[str, float]:
            return {"value": round(i.value, 4), "low": round(i.low, 4), "high": round(i.high, 4)}

        def times(t: TimeStats) -> dict[str, float]:
            return {
                "decisions": t.decisions,
                "median_ms": round(t.median_ms, 3),
                "p90_ms": round(t.p90_ms, 3),
                "max_ms": round(t.max_ms, 3),
            }

        return {
            "a": self.config.a,
            "b": self.config.b,
            "seed": self.config.seed,
            "matches": self.matches,
            "a_wins": self.a_wins,
            "b_wins": self.b_wins,
            "draws": self.draws,
            "a_win_rate": interval(self.a_win_rate),
            "gp_per_hand": interval(self.gp_per_hand),
            "a_times": times(self.a_times),
            "b_times": times(self.b_times),
        }


def deck_sequence(seed: int, pair: int) -> Iterator[tuple[Card, ...]]:
    """The decks of one deck sequence, hand after hand (endless)."""
    rng = random.Random(f"arena:{seed}:{pair}:decks")
    while True:
        yield shuffled_deck(rng)


def play_match(config: ArenaConfig, pair: int, a_team: int) -> MatchRecord:
    """Play one match of deck sequence ``pair`` with A on team ``a_team``.

    Raises:
        ArenaError: a bot chose an action that is not legal.
    """
    bot_a, bot_b = build_bot(config.a), build_bot(config.b)
    bots: dict[Seat, Bot] = {s: bot_a if s % 2 == a_team else bot_b for s in SEATS}
    rngs = {s: random.Random(f"arena:{config.seed}:{pair}:{a_team}:{s.value}") for s in SEATS}
    times: dict[str, list[float]] = {"a": [], "b": []}
    match: MatchState = new_match(config.rules, Seat.WEST)
    decks = deck_sequence(config.seed, pair)
    hands = 0
    while not match.is_over and hands <= MAX_HANDS:
        if match.needs_deal:
            if hands == MAX_HANDS:
                break
            match = match.deal(next(decks))
            hands += 1
            continue
        hand = match.current
        assert hand is not None
        seat = hand.to_act
        assert seat is not None
        legal = hand.legal_actions()
        start = time.perf_counter()
        action = bots[seat].choose(hand.view(seat), legal, rngs[seat])
        times["a" if seat % 2 == a_team else "b"].append(time.perf_counter() - start)
        if not (action in legal or action == Sawa(seat)):
            raise ArenaError(f"{bots[seat].name} bot at {seat.name} chose illegal {action}")
        try:
            match = match.apply(action)
        except IllegalActionError as error:
            raise ArenaError(f"{bots[seat].name} bot at {seat.name}: {error}") from None
    a_score, b_score = match.scores[a_team], match.scores[1 - a_team]
    winner = None
    if match.winner is not None:
        winner = "a" if match.winner is Team(a_team) else "b"
    return MatchRecord(
        pair, a_team, a_score, b_score, winner, hands, tuple(times["a"]), tuple(times["b"])
    )


def pair_jobs(config: ArenaConfig) -> Iterator[tuple[ArenaConfig, int]]:
    """The work of a run, one deck sequence at a time, made only as the workers ask.

    A generator, not a list: a long run starts at once, and the pool's pipe holds
    back its task feeder when the workers are busy.
    """
    return ((config, pair) for pair in range(config.pairs))


def play_pair(job: tuple[ArenaConfig, int]) -> tuple[MatchRecord, MatchRecord]:
    """The two matches of one deck sequence, A as North-South then as East-West."""
    config, pair = job
    return play_match(config, pair, 0), play_match(config, pair, 1)


def run_arena(
    config: ArenaConfig,
    jobs: int = 1,
    on_match: Callable[[int], None] | None = None,
) -> ArenaSummary:
    """Play every match of ``config`` on ``jobs`` processes and summarise.

    Args:
        config: levels, match count, seed and rules.
        jobs: worker processes (1 plays in this process).
        on_match: called with the number of matches just finished (for progress bars).
    """
    build_bot(config.a), build_bot(config.b)  # fail fast on a bad spec
    results: list[tuple[MatchRecord, MatchRecord]] = []
    if jobs <= 1:
        for job in pair_jobs(config):
            results.append(play_pair(job))
            if on_match is not None:
                on_match(2)
    else:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for result in pool.imap_unordered(play_pair, pair_jobs(config)):
                results.append(result)
                if on_match is not None:
                    on_match(2)
    results.sort(key=lambda pair: pair[0].pair)
    return summarise(config, [record for pair in results for record in pair])


def summarise(config: ArenaConfig, records: list[MatchRecord]) -> ArenaSummary:
    """The arena table from finished matches (in pair order)."""
    a_wins = sum(r.winner == "a" for r in records)
    b_wins = sum(r.winner == "b" for r in records)
    per_pair: dict[int, list[float]] = {}
    for r in records:
        per_pair.setdefault(r.pair, []).append((r.a_score - r.b_score) / max(r.hands, 1))
    margins = [statistics.fmean(values) for values in per_pair.values()]
    return ArenaSummary(
        config,
        len(records),
        a_wins,
        b_wins,
        len(records) - a_wins - b_wins,
        wilson(a_wins, len(records)),
        mean_interval(margins),
        time_stats([t for r in records for t in r.a_times]),
        time_stats([t for r in records for t in r.b_times]),
        tuple(records),
    )


def wilson(successes: int, trials: int) -> Interval:
    """The Wilson score 95% interval of a proportion.

    >>> round(wilson(90, 100).low, 3), round(wilson(90, 100).high, 3)
    (0.826, 0.945)
    """
    if trials == 0:
        return Interval(0.0, 0.0, 1.0)
    p = successes / trials
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = Z95 * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return Interval(p, max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: list[float]) -> Interval:
    """The mean with a normal 95% interval (none for fewer than two values)."""
    if not values:
        return Interval(0.0, 0.0, 0.0)
    mean = statistics.fmean(values)
    if len(values) < 2:
        return Interval(mean, mean, mean)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return Interval(mean, mean - half, mean + half)


def time_stats(seconds: list[float]) -> TimeStats:
    """Median, 90th percentile and maximum of decision times, in milliseconds."""
    if not seconds:
        return TimeStats(0, 0.0, 0.0, 0.0)
    ordered = sorted(seconds)
    p90 = ordered[min(len(ordered) - 1, math.ceil(0.9 * len(ordered)) - 1)]
    return TimeStats(
        len(ordered), statistics.median(ordered) * 1000, p90 * 1000, ordered[-1] * 1000
    )
