"""``baloot review`` text output and errors; ``baloot learn`` option checks."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main
from baloot_tui.games.baloot.rules import new_match, record
from baloot_tui.games.baloot.rules.round import shuffled_deck


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    match = new_match().deal(shuffled_deck(random.Random(5)))
    while match.current is not None:
        match = match.apply(match.legal_actions()[-1])
    path = tmp_path_factory.mktemp("records") / "match.json"
    path.write_text(record.dumps(match, seed=5), encoding="utf-8")
    return path


def test_review_prints_the_costliest_decisions_first(record_file: Path) -> None:
    args = ["review", str(record_file), "--seat", "S", "--budget", "4", "--all"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith(f"Review of South in {record_file}:")
    losses = [float(line.rsplit("−", 1)[1].split()[0]) for line in lines if "−" in line]
    assert losses == sorted(losses, reverse=True)
    assert CliRunner().invoke(main, args).output == result.output


def test_review_refuses_an_unknown_seat(record_file: Path) -> None:
    result = CliRunner().invoke(main, ["review", str(record_file), "--seat", "X"])
    assert result.exit_code == 2
    assert "unknown seat 'X'" in result.output


def test_review_refuses_a_file_that_is_not_a_record(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    result = CliRunner().invoke(main, ["review", str(bad)])
    assert result.exit_code == 1
    assert result.output.startswith(f"baloot review: error: {bad}: not a baloot-tui record")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["learn", "--lesson", "cards", "--quiz"], "choose --lesson or --quiz"),
        (["learn", "--lesson", "nope"], "Invalid value for '--lesson'"),
        (["learn", "--quiz", "--difficulty", "expert"], "Invalid value for '--difficulty'"),
        (["learn", "--quiz", "--topic", "play"], "Invalid value for '--topic'"),
        (["learn", "--list", "--lesson", "cards"], "--list prints the lessons"),
        (["learn", "--rules", "chess"], "unknown house-rule preset"),
    ],
)
def test_learn_rejects_bad_options(args: list[str], message: str) -> None:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert message in result.output


@pytest.mark.parametrize(
    ("args", "difficulty", "topic"),
    [
        (["--quiz"], "easy", "bidding"),
        (["--quiz", "--difficulty", "hard"], "hard", "bidding"),
        (["--quiz", "--topic", "doubling"], "easy", "doubling"),
        (["--quiz", "--topic", "declaring"], "easy", "declaring"),
    ],
)
def test_learn_quiz_opens_the_quiz_asked_for(
    monkeypatch: pytest.MonkeyPatch, args: list[str], difficulty: str, topic: str
) -> None:
    from baloot_tui.tui.learn.app import LearnApp

    opened: list[LearnApp] = []
    monkeypatch.setattr("baloot_tui.cli.learn.run_app", opened.append)
    result = CliRunner().invoke(main, ["learn", *args])
    assert result.exit_code == 0, result.output
    (app,) = opened
    assert (app.options.quiz, app.options.quiz_topic) == (difficulty, topic)


def test_learn_list_prints_one_line_per_lesson() -> None:
    from baloot_tui.games.baloot.coach.lessons import LESSONS

    result = CliRunner().invoke(main, ["learn", "--list"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert [line.split()[0] for line in lines] == [item.key for item in LESSONS]
    for line, item in zip(lines, LESSONS, strict=True):
        assert item.title in line and line.endswith(f"  {item.topic}")
