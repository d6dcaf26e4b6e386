"""``baloot rules --game belot``: the Bulgarian Belot rule book, paged or as Markdown."""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from baloot_tui.cli import main
from tests.test_import_hygiene import HEAVY_FOR_A_LEAN_START, loaded_by

BELOT_MD = Path(__file__).parents[1] / "docs" / "rules" / "BELOT.md"
TERMINAL = {"TTY_COMPATIBLE": "1", "COLUMNS": "100", "LINES": "40"}


@pytest.mark.parametrize(
    "args", [("--full",), ("--full", "--plain"), ("--game", "baloot", "--full")]
)
def test_on_a_pipe_the_belot_book_is_its_markdown(args: tuple[str, ...]) -> None:
    argv = ["rules", "--game", "belot", *args] if "baloot" not in args else ["rules", *args]
    result = CliRunner().invoke(main, argv, env={"TTY_COMPATIBLE": None})
    assert result.exit_code == 0, result.output
    is_belot = "baloot" not in args
    assert (result.stdout == BELOT_MD.read_text(encoding="utf-8")) is is_belot
    assert ("Bulgarian Belot" in result.stdout.splitlines()[0]) is is_belot


@pytest.mark.parametrize("args", [(), ("--plain",)])
def test_without_full_the_players_summary_is_printed(args: tuple[str, ...]) -> None:
    result = CliRunner().invoke(main, ["rules", "--game", "belot", *args])
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())
    assert "the rules in brief" in text and "House rules" in text
    assert "counter-clockwise" in text and "right" in text
    assert "These are the official rules." in text
    assert "Scoring pipeline" not in text


def test_a_presets_summary_says_which_flags_it_changes() -> None:
    result = CliRunner().invoke(main, ["rules", "--game", "belot", "--rules", "strict", "--plain"])
    assert result.exit_code == 0, result.output
    assert "These house rules change the official ones: `" in result.stdout


def test_the_package_ships_the_book_of_docs_rules() -> None:
    from baloot_tui.core.registry import game_named

    assert game_named("belot").rule_book() == BELOT_MD.read_text(encoding="utf-8")


@pytest.mark.parametrize("args", [("--full",)])
def test_on_a_terminal_the_belot_book_is_rendered_and_paged(
    monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...]
) -> None:
    paged: list[str] = []
    monkeypatch.setattr(click, "echo_via_pager", paged.append)
    result = CliRunner().invoke(main, ["rules", "--game", "belot", *args], env=TERMINAL)
    assert result.exit_code == 0, result.output
    (text,) = paged
    assert "Bulgarian Belot" in text and "\x1b[1m" in text and "# Bulgarian" not in text
    assert "Scoring pipeline" in text and "Worked examples" in text


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--game", "belot", "--rules", "classic"), "unknown Belot preset 'classic'"),
        (("--game", "bridge"), "--game"),
    ],
)
def test_bad_values_are_one_line_and_exit_2(args: tuple[str, ...], words: str) -> None:
    result = CliRunner().invoke(main, ["rules", *args])
    assert result.exit_code == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and words in result.stderr


@pytest.mark.parametrize(
    "args", [["rules", "--game", "belot"], ["rules", "--game", "belot", "--plain"]]
)
def test_the_belot_book_loads_no_bots_or_coach(args: list[str]) -> None:
    heavy = tuple(h for h in HEAVY_FOR_A_LEAN_START if h != "rich")
    assert loaded_by(args, heavy) == set()
    if "--plain" in args:
        assert loaded_by(args, HEAVY_FOR_A_LEAN_START) == set()
