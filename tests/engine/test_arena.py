"""Arena runs are reproducible, independent of --jobs, and summarised correctly."""

from __future__ import annotations

import pytest

from baloot_tui.core.errors import BalootError
from baloot_tui.play.arena import (
    ArenaConfig,
    MatchRecord,
    mean_interval,
    run_arena,
    summarise,
    time_stats,
    wilson,
)


def test_same_seed_gives_same_results_whatever_the_jobs() -> None:
    config = ArenaConfig("random", "medium", 4, seed=7)
    one = run_arena(config, jobs=1)
    two = run_arena(config, jobs=2)
    again = run_arena(config, jobs=1)
    strip = [(r.pair, r.a_team, r.a_score, r.b_score, r.winner, r.hands) for r in one.records]
    assert strip == [
        (r.pair, r.a_team, r.a_score, r.b_score, r.winner, r.hands) for r in two.records
    ]
    assert one.as_json() | {"a_times": 0, "b_times": 0} == again.as_json() | {
        "a_times": 0,
        "b_times": 0,
    }


def test_duplicate_pairs_share_decks_and_swap_teams() -> None:
    summary = run_arena(ArenaConfig("random", "random", 3, seed=2))
    assert summary.matches == 4
    assert [(r.pair, r.a_team) for r in summary.records] == [(0, 0), (0, 1), (1, 0), (1, 1)]


def test_unknown_level_is_refused() -> None:
    with pytest.raises(BalootError, match="unknown bot level"):
        run_arena(ArenaConfig("grandmaster", "random", 2))


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [(90, 100, 0.826, 0.945), (0, 10, 0.0, 0.278), (10, 10, 0.722, 1.0)],
)
def test_wilson_interval(successes: int, trials: int, low: float, high: float) -> None:
    interval = wilson(successes, trials)
    assert interval.value == successes / trials
    assert (round(interval.low, 3), round(interval.high, 3)) == (low, high)


def test_summary_counts_and_margins() -> None:
    records = [
        MatchRecord(0, 0, 152, 100, "a", 10, (0.001,), (0.002,)),
        MatchRecord(0, 1, 90, 155, "b", 13, (0.003,), (0.004,)),
    ]
    summary = summarise(ArenaConfig("x", "y", 2), records)
    assert (summary.a_wins, summary.b_wins, summary.draws) == (1, 1, 0)
    expected = ((152 - 100) / 10 + (90 - 155) / 13) / 2
    assert summary.gp_per_hand.value == pytest.approx(expected)
    assert summary.a_times.decisions == 2
    assert summary.a_times.max_ms == pytest.approx(3.0)


def test_mean_interval_and_time_stats() -> None:
    interval = mean_interval([1.0, 3.0])
    assert interval.value == 2.0 and interval.low < 2.0 < interval.high
    stats = time_stats([0.001 * k for k in range(1, 11)])
    assert (stats.median_ms, stats.p90_ms, stats.max_ms) == pytest.approx((5.5, 9.0, 10.0))
