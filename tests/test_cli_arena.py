"""``baloot arena``: the table, JSON output, determinism and bad arguments."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["arena", *args])
    return result.exit_code, result.stdout


def test_prints_a_table() -> None:
    code, out = run("--a", "random", "--b", "medium", "--matches", "2", "--seed", "1")
    assert code == 0
    assert "Arena: 2 duplicate matches, seed 1, rules kammelna" in out
    assert "  A              random\n  B              medium\n" in out
    assert "A win rate" in out and "median" in out
    assert "GP/hand" in out and "(one deck sequence: no interval)" in out


def test_bots_may_be_specs_with_settings_or_split() -> None:
    code, out = run(
        "--a", "beginner:mistake_rate=0", "--b", "random+medium", "--matches", "2", "--seed", "1"
    )
    assert code == 0
    assert "  A              beginner:mistake_rate=0\n  B              random+medium\n" in out
    assert max(len(line) for line in out.splitlines()) <= 80


def test_the_margin_has_an_interval_from_two_deck_sequences() -> None:
    code, out = run("--a", "random", "--b", "medium", "--matches", "4", "--seed", "1")
    assert code == 0
    margin = next(line for line in out.splitlines() if "GP/hand" in line)
    assert margin.endswith("] (95%)") and "no interval" not in margin


def test_json_is_deterministic_across_jobs() -> None:
    args = ("--a", "random", "--b", "medium", "--matches", "4", "--seed", "5", "--json")
    code1, out1 = run(*args)
    code2, out2 = run(*args, "--jobs", "2")
    assert code1 == code2 == 0
    first, second = json.loads(out1), json.loads(out2)
    for data in (first, second):
        del data["a_times"], data["b_times"]
    assert first == second
    assert first["matches"] == 4


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--a", "wizard", "--b", "medium"), "unknown bot level"),
        (("--a", "hard:play_worlds=0", "--b", "medium"), "play_worlds must be from 1 to 1,000"),
        (("--a", "random", "--b", "medium:tempo=3"), "unknown setting 'tempo'"),
        (("--a", "random", "--b", "medium", "--rules", "nope"), "unknown house-rule preset"),
        (("--a", "random", "--b", "medium", "--matches", "0"), "--matches"),
        (
            (
                "--b",
                "medium",
            ),
            "--a",
        ),
    ],
)
def test_bad_arguments_exit_2(args: tuple[str, ...], message: str) -> None:
    result = CliRunner().invoke(main, ["arena", *args])
    assert result.exit_code == 2
    assert message in result.output
