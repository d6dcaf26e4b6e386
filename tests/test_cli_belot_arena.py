"""``baloot arena --game belot``: the figures match the engine's arena, JSON, bad values."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main
from baloot_tui.play.arena import ArenaConfig, ArenaSummary, run_arena
from tests.ui.test_notation_scan import notation_in

BELOT = ("arena", "--game", "belot")


def engine(a: str, b: str, pairs: int, seed: int) -> ArenaSummary:
    """The arena's own run of the Belot matches the command plays."""
    return run_arena(ArenaConfig(a, b, 2 * pairs, seed, game="belot"))


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, [*BELOT, *args])
    return result.exit_code, result.stdout, result.stderr


def test_the_figures_are_the_engine_arena_s() -> None:
    code, out, _ = run("--a", "heuristic", "--b", "random", "--matches", "4", "--seed", "3")
    assert code == 0
    s = engine("heuristic", "random", 2, 3)
    assert "Belot arena: 4 duplicate matches to 151, seed 3, rules official" in out
    assert f"A {s.a_wins}, B {s.matches - s.draws - s.a_wins}, undecided {s.draws}" in out
    w = s.decided_win_rate
    assert f"{w.value * 100:.1f} [{w.low * 100:.1f}, {w.high * 100:.1f}] % (95% Wilson)" in out
    assert f"A {s.a_points_per_deal:.2f}, B {s.b_points_per_deal:.2f}" in out
    assert f"{s.margin_per_deal.value:+.2f} [" in out and f"{s.deals} (all-pass" in out
    assert max(len(line) for line in out.splitlines()) <= 80
    assert notation_in(out) == []


def test_json_is_the_same_whatever_the_jobs() -> None:
    args = ("--a", "heuristic", "--b", "random", "--matches", "4", "--seed", "5", "--json")
    one, two = run(*args), run(*args, "--jobs", "2")
    assert one[0] == two[0] == 0 and one[1] == two[1]
    doc = json.loads(one[1])
    s = engine("heuristic", "random", 2, 5)
    assert doc["game"] == "belot" and doc["matches"] == 4 and doc["rules"] == "official"
    assert doc["a_wins"] + doc["b_wins"] + doc["draws"] == 4 and doc["a_wins"] == s.a_wins
    assert set(doc["a_win_rate"]) == {"value", "low", "high"}
    assert doc["margin_per_deal"]["value"] == round(s.margin_per_deal.value, 4)
    assert doc["deals"] == s.deals


def test_an_odd_count_is_rounded_up_and_one_sequence_has_no_interval() -> None:
    code, out, _ = run("--a", "random", "--b", "search:worlds=2,exact=1", "--matches", "1")
    assert code == 0
    assert "2 duplicate matches" in out and "(one deck sequence: no interval)" in out
    assert "  B               search:worlds=2,exact=1\n" in out


def test_a_belot_preset_is_used() -> None:
    code, out, _ = run("--a", "random", "--b", "random", "--matches", "2", "--rules", "Pika")
    assert code == 0 and "rules pika" in out


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--a", "hard", "--b", "random"), "unknown Belot bot 'hard'"),
        (("--a", "search:depth=3", "--b", "random"), "bad search setting"),
        (("--a", "random", "--b", "random", "--rules", "kammelna"), "unknown Belot preset"),
        (("--a", "random", "--b", "random", "--matches", "0"), "--matches"),
        (("--a", "random", "--b", "random", "--jobs", "65"), "--jobs"),
    ],
)
def test_bad_values_are_one_line_and_exit_2(args: tuple[str, ...], words: str) -> None:
    code, out, err = run(*args)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and words in err


def test_baloot_stays_the_default_and_refuses_belot_levels() -> None:
    result = CliRunner().invoke(main, ["arena", "--a", "search", "--b", "random"])
    assert result.exit_code == 2 and "--a" in result.stderr
    result = CliRunner().invoke(
        main, ["arena", "--a", "random", "--b", "random", "--rules", "pika"]
    )
    assert result.exit_code == 2


@pytest.mark.parametrize("jobs", [1, 2])
def test_the_progress_advances_by_every_match(jobs: int) -> None:
    done: list[int] = []
    config = ArenaConfig("random", "random", 6, 2, game="belot")
    summary = run_arena(config, jobs, on_match=done.append)
    assert sum(done) == summary.matches == 6
    assert summary.as_json() == engine("random", "random", 3, 2).as_json()
