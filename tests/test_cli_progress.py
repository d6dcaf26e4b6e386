"""Progress bars of ``arena`` and ``review`` (stderr, terminals only) and ``NO_COLOR``.

CliRunner's streams are not terminals, so by default no bar may appear;
``TTY_COMPATIBLE=1`` tells rich that stderr is a terminal, as a real one would be.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Final

import pytest
from click.testing import CliRunner, Result

from baloot_tui.cli import main
from baloot_tui.cli.progress import time_left
from baloot_tui.games.baloot.rules import new_match, record
from baloot_tui.games.baloot.rules.round import shuffled_deck

ARENA = ["arena", "--a", "medium", "--b", "beginner", "--matches", "2", "--seed", "3"]
TERMINAL: Final[dict[str, str | None]] = {
    "TTY_COMPATIBLE": "1",
    "NO_COLOR": None,
    "FORCE_COLOR": None,
}
NOT_A_TERMINAL: Final[dict[str, str | None]] = {"TTY_COMPATIBLE": None, "FORCE_COLOR": None}


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    match = new_match().deal(shuffled_deck(random.Random(8)))
    while match.current is not None:
        match = match.apply(match.legal_actions()[0])
    path = tmp_path_factory.mktemp("records") / "match.json"
    path.write_text(record.dumps(match, seed=8), encoding="utf-8")
    return path


def run(args: list[str], env: dict[str, str | None]) -> Result:
    result = CliRunner().invoke(main, args, env=env)
    assert result.exit_code == 0, result.output
    assert "\x1b" not in result.stdout
    return result


def review_args(record_file: Path) -> list[str]:
    return ["review", str(record_file), "--seat", "S", "--budget", "2"]


def test_arena_shows_no_bar_when_stderr_is_not_a_terminal() -> None:
    result = run(ARENA, NOT_A_TERMINAL)
    assert result.stderr == ""
    assert result.stdout.startswith("Arena: 2 duplicate matches")


def test_arena_on_a_terminal_shows_the_bar_and_the_time_left_on_stderr() -> None:
    result = run(ARENA, TERMINAL)
    assert "medium vs beginner" in result.stderr
    assert "2/2" in result.stderr and "time left" in result.stderr
    assert results_without_times(result) == results_without_times(run(ARENA, NOT_A_TERMINAL))


def results_without_times(result: Result) -> list[str]:
    """The arena's table less its timing lines, which differ from run to run."""
    return [line for line in result.stdout.splitlines() if not line.startswith("  time ")]


def test_arena_json_never_shows_a_bar() -> None:
    result = run([*ARENA, "--json"], TERMINAL)
    assert result.stderr == ""
    assert result.stdout.lstrip().startswith("{")


def test_review_shows_no_bar_when_stderr_is_not_a_terminal(record_file: Path) -> None:
    result = run(review_args(record_file), NOT_A_TERMINAL)
    assert result.stderr == ""
    assert result.stdout.startswith("Review of South")


def test_review_on_a_terminal_counts_the_decisions_on_stderr(record_file: Path) -> None:
    result = run(review_args(record_file), TERMINAL)
    decisions = int(result.stdout.split(": ", 1)[1].split(" decisions")[0])
    assert "Reviewing South" in result.stderr
    assert f"{decisions}/{decisions}" in result.stderr
    assert result.stdout == run(review_args(record_file), NOT_A_TERMINAL).stdout


def test_review_in_arabic_words_its_bar_in_arabic(record_file: Path) -> None:
    args = [*review_args(record_file), "--lang", "ar", "--arabic", "logical"]
    bar = run(args, TERMINAL).stderr
    assert "مراجعة قرارات الجنوب" in bar and "الوقت المتبقي" in bar
    assert "Reviewing" not in bar and "time left" not in bar


COLOUR = re.compile(r"\x1b\[[0-9;]*(3[0-9]|9[0-7]|38;|4[0-9])[0-9;]*m")
"""An SGR sequence that sets a foreground or background colour."""


def test_no_color_keeps_the_bar_and_drops_its_colours() -> None:
    coloured = run(ARENA, TERMINAL).stderr
    plain = run(ARENA, {**TERMINAL, "NO_COLOR": "1"}).stderr
    assert COLOUR.search(coloured) is not None
    assert COLOUR.search(plain) is None
    assert "2/2" in plain and "time left" in plain


def test_no_color_renders_the_rules_without_colour() -> None:
    """Bold and underline stay (rich's NO_COLOR handling); no colour does."""
    result = CliRunner().invoke(main, ["rules"], env={**TERMINAL, "NO_COLOR": "1"})
    assert "\x1b[1m" in result.stdout and "Doubling ladder" in result.stdout
    assert COLOUR.search(result.stdout) is None


@pytest.mark.parametrize(
    ("elapsed", "done", "total", "left"),
    [
        (60.0, 2, 4, "0:01:00"),
        (5.0, 0, 4, "-:--:--"),
        (3725.0, 1, 2, "1:02:05"),
        (9.0, 3, 3, "0:00:00"),
    ],
)
def test_the_time_left_follows_the_pace_so_far(
    elapsed: float, done: int, total: int, left: str
) -> None:
    """At 2 of 4 arena matches the bar knows the time left, however long a match takes."""
    assert time_left(elapsed, done, total) == left
