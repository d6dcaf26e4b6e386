"""Duplicate matches between two bots of any game, with confidence intervals and times.

Luck of the deal is cancelled by playing every sequence of decks twice: once with
bot A as North-South and B as East-West, once with the teams swapped, the same
deck dealt at the same deal number both times. Every deck and every bot's random
generator is derived from the arena seed and the match number, and the matches are
put back in order after running, so the figures do not depend on ``jobs``.

The arena knows a game only through :class:`~baloot_tui.core.game.Game`: its bots
from specs (:meth:`~baloot_tui.core.game.Game.arena_bot`), which see only their seat's
view, its presets, its matches.
It computes every figure of :data:`ROWS` and :data:`FIGURES` from the same matches;
each game says which it reports (:attr:`~baloot_tui.core.game.Game.arena_report`).

Decision times are measured around each ``choose`` call (with the view it is given);
they are reported, never used to decide anything (the search bots' budgets are fixed
numbers of worlds).
"""

from __future__ import annotations

import json
import math
import multiprocessing
import random
import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Final

from baloot_tui.core.cards import DECK, Card
from baloot_tui.core.errors import BalootError, IllegalActionError
from baloot_tui.core.game import Bot, Game
from baloot_tui.core.registry import DEFAULT_GAME, game_named, own_name
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.core.tools import ArenaFigure, ArenaRow

MAX_DEALS: Final = 200
"""A match still undecided after this many deals counts as a draw."""
Z95: Final = 1.959964
"""The normal quantile of a two-sided 95% interval."""


class ArenaError(BalootError):
    """A bot broke the rules during an arena match (a bug in the bot)."""


@dataclass(frozen=True, slots=True)
class ArenaConfig:
    """What to play: the game, two bots, how many matches, the seed and the preset."""

    a: str
    """Bot A: a level, or a spec with settings (see the game's :attr:`arena_specs`)."""
    b: str
    """Bot B, the same way."""
    matches: int
    """Matches to play, rounded up to an even number (each deck sequence twice)."""
    seed: int = 0
    """Seeds every deck and every bot generator."""
    preset: str | None = None
    """The house-rule preset of every match (None: the game's default)."""
    game: str = DEFAULT_GAME
    """The key of the game played."""

    @property
    def pairs(self) -> int:
        """Deck sequences, each played with both seatings."""
        return (self.matches + 1) // 2

    @property
    def rules_name(self) -> str:
        """The name of the preset played."""
        return self.preset or game_named(self.game).presets[0]

    def played(self) -> Game[Any, Any, Any, Any]:
        """The game under the preset played.

        Raises:
            NotationError: an unknown preset.
        """
        return game_named(self.game).under(self.rules_name)


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
    """``"a"``, ``"b"`` or None (undecided after :data:`MAX_DEALS`)."""
    hands: int
    """Deals dealt (deals nobody bought included)."""
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
    """Every figure an arena run has, computed from its matches (in pair order)."""

    config: ArenaConfig
    matches: int
    a_wins: int
    b_wins: int
    draws: int
    a_win_rate: Interval
    """A's share of all the matches (Wilson interval)."""
    decided_win_rate: Interval
    """A's share of the decided matches (Wilson interval)."""
    gp_per_hand: Interval
    """A's points minus B's per deal, averaged over deck sequences."""
    margin_per_deal: Interval
    """A's points minus B's per deal, averaged over matches."""
    a_points_per_deal: float
    """A's mean points per deal."""
    b_points_per_deal: float
    """B's mean points per deal."""
    deals: int
    """Deals dealt in all, deals nobody bought included."""
    a_times: TimeStats
    b_times: TimeStats
    records: tuple[MatchRecord, ...] = field(repr=False)

    def as_json(self) -> dict[str, object]:
        """The figures the game reports, as plain JSON values."""
        report = game_named(self.config.game).arena_report
        return {key: FIGURES[figure](self) for key, figure in report.figures}

    def text(self) -> str:
        """The results table the game reports, within 80 columns for the usual figures.

        The bots get a line each, so a long spec does not push the figures off screen.
        """
        config = self.config
        report = game_named(config.game).arena_report
        title = report.title.format(matches=self.matches, seed=config.seed, rules=config.rules_name)
        rows = [(ROWS[row][0], ROWS[row][1](self)) for row in report.rows]
        return "\n".join(
            [title, *(f"  {label:<{report.label_width}}{value}" for label, value in rows)]
        )


def deck_sequence(seed: int, pair: int, game: str = DEFAULT_GAME) -> Iterator[tuple[Card, ...]]:
    """The decks of one deck sequence of ``game``, deal after deal (endless)."""
    rng = random.Random(f"{own_name(game, 'arena')}:{seed}:{pair}:decks")
    while True:
        cards = list(DECK)
        rng.shuffle(cards)
        yield tuple(cards)


def play_match(config: ArenaConfig, pair: int, a_team: int) -> MatchRecord:
    """Play one match of deck sequence ``pair`` with A on team ``a_team``.

    Raises:
        ArenaError: a bot chose an action that is not legal.
    """
    game = config.played()
    bots: dict[str, Bot[Any, Any]] = {"a": game.arena_bot(config.a), "b": game.arena_bot(config.b)}
    side = {s: "a" if s % 2 == a_team else "b" for s in SEATS}
    tag = own_name(config.game, "arena")
    rngs = {s: random.Random(f"{tag}:{config.seed}:{pair}:{a_team}:{s.value}") for s in SEATS}
    times: dict[str, list[float]] = {"a": [], "b": []}
    match = game.new_match(Seat.WEST)
    decks = deck_sequence(config.seed, pair, config.game)
    deals = 0
    while not match.is_over and deals <= MAX_DEALS:
        if match.needs_deal:
            if deals == MAX_DEALS:
                break
            match = match.deal(next(decks))
            deals += 1
            continue
        seat = match.to_act
        assert seat is not None
        legal = game.legal_actions(match)
        start = time.perf_counter()
        action = bots[side[seat]].choose(game.view(match, seat), legal, rngs[seat])
        times[side[seat]].append(time.perf_counter() - start)
        try:
            match = game.apply(match, action)
        except IllegalActionError as error:
            spec = config.a if side[seat] == "a" else config.b
            raise ArenaError(f"bot {spec} at {seat.name}: {error}") from None
    a_score, b_score = match.scores[a_team], match.scores[1 - a_team]
    winner = None
    if match.winner is not None:
        winner = "a" if match.winner is Team(a_team) else "b"
    return MatchRecord(
        pair, a_team, a_score, b_score, winner, deals, tuple(times["a"]), tuple(times["b"])
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
        config: the game, the bots, match count, seed and preset.
        jobs: worker processes (1 plays in this process).
        on_match: called with the number of matches just finished (for progress bars).

    Raises:
        BalootError: an unknown game, preset or bot spec (before any match is played).
    """
    game = config.played()
    game.arena_bot(config.a), game.arena_bot(config.b)  # fail fast on a bad spec
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
    """Every figure of the arena from finished matches (in pair order)."""
    a_wins = sum(r.winner == "a" for r in records)
    b_wins = sum(r.winner == "b" for r in records)
    per_pair: dict[int, list[float]] = {}
    for r in records:
        per_pair.setdefault(r.pair, []).append((r.a_score - r.b_score) / max(r.hands, 1))
    deals = sum(r.hands for r in records)
    return ArenaSummary(
        config,
        len(records),
        a_wins,
        b_wins,
        len(records) - a_wins - b_wins,
        wilson(a_wins, len(records)),
        wilson(a_wins, a_wins + b_wins),
        mean_interval([statistics.fmean(values) for values in per_pair.values()]),
        mean_interval([(r.a_score - r.b_score) / max(r.hands, 1) for r in records]),
        sum(r.a_score for r in records) / max(deals, 1),
        sum(r.b_score for r in records) / max(deals, 1),
        deals,
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


# --------------------------------------------------------------------------- the report

NO_INTERVAL: Final = "(one deck sequence: no interval)"


def _interval(i: Interval, scale: float = 1.0, digits: int = 1) -> str:
    return f"{i.value * scale:.{digits}f} [{i.low * scale:.{digits}f}, {i.high * scale:.{digits}f}]"


def _margin_by_pair(summary: ArenaSummary) -> str:
    """The margin with its interval; one deck sequence has no spread to make one from."""
    margin = summary.gp_per_hand
    if summary.config.pairs < 2:
        return f"{margin.value:.2f} {NO_INTERVAL}"
    return f"{_interval(margin, 1, 2)} (95%)"


def _margin_by_match(summary: ArenaSummary) -> str:
    margin = summary.margin_per_deal
    if summary.config.pairs < 2:
        return f"{margin.value:+.2f} {NO_INTERVAL}"
    return f"{margin.value:+.2f} [{margin.low:+.2f}, {margin.high:+.2f}] (95%)"


def _times(t: TimeStats) -> str:
    return (
        f"median {t.median_ms:.1f} ms, p90 {t.p90_ms:.1f} ms, max {t.max_ms:.1f} ms "
        f"({t.decisions} decisions)"
    )


ROWS: Final[dict[ArenaRow, tuple[str, Callable[[ArenaSummary], str]]]] = {
    "a": ("A", lambda s: s.config.a),
    "b": ("B", lambda s: s.config.b),
    "wins": ("match wins", lambda s: f"A {s.a_wins}, B {s.b_wins}, undecided {s.draws}"),
    "win_rate": ("A win rate", lambda s: f"{_interval(s.a_win_rate, 100)} % (95% Wilson)"),
    "decided_win_rate": (
        "A win rate",
        lambda s: f"{_interval(s.decided_win_rate, 100)} % (95% Wilson)",
    ),
    "margin_by_pair": ("A − B GP/hand", _margin_by_pair),
    "margin_by_match": ("A − B per deal", _margin_by_match),
    "points_per_deal": (
        "points per deal",
        lambda s: f"A {s.a_points_per_deal:.2f}, B {s.b_points_per_deal:.2f}",
    ),
    "deals": ("deals", lambda s: f"{s.deals} (all-pass deals included)"),
    "time_a": ("time A", lambda s: _times(s.a_times)),
    "time_b": ("time B", lambda s: _times(s.b_times)),
}
"""Each line the arena's table may hold: its label and its value."""


def _interval_json(i: Interval) -> dict[str, float]:
    return {"value": round(i.value, 4), "low": round(i.low, 4), "high": round(i.high, 4)}


def _times_json(t: TimeStats) -> dict[str, float]:
    return {
        "decisions": t.decisions,
        "median_ms": round(t.median_ms, 3),
        "p90_ms": round(t.p90_ms, 3),
        "max_ms": round(t.max_ms, 3),
    }


FIGURES: Final[dict[ArenaFigure, Callable[[ArenaSummary], object]]] = {
    "game": lambda s: s.config.game,
    "rules": lambda s: s.config.rules_name,
    "a": lambda s: s.config.a,
    "b": lambda s: s.config.b,
    "seed": lambda s: s.config.seed,
    "matches": lambda s: s.matches,
    "a_wins": lambda s: s.a_wins,
    "b_wins": lambda s: s.b_wins,
    "draws": lambda s: s.draws,
    "win_rate": lambda s: _interval_json(s.a_win_rate),
    "decided_win_rate": lambda s: _interval_json(s.decided_win_rate),
    "margin_by_pair": lambda s: _interval_json(s.gp_per_hand),
    "margin_by_match": lambda s: _interval_json(s.margin_per_deal),
    "a_points_per_deal": lambda s: round(s.a_points_per_deal, 4),
    "b_points_per_deal": lambda s: round(s.b_points_per_deal, 4),
    "deals": lambda s: s.deals,
    "a_times": lambda s: _times_json(s.a_times),
    "b_times": lambda s: _times_json(s.b_times),
}
"""Each figure the arena's JSON may hold."""


def summary_json(summary: ArenaSummary) -> str:
    """The figures the game reports as indented JSON text."""
    return json.dumps(summary.as_json(), indent=2) + "\n"
