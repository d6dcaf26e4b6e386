"""``baloot play --game belot``: its presets, the values it refuses, a resume with nothing saved."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from baloot_tui.cli import main
from baloot_tui.cli import play as play_module
from baloot_tui.core.registry import game_named
from baloot_tui.games.baloot.rules.house_rules import PRESETS as BALOOT_PRESETS
from baloot_tui.games.belot.rules.house_rules import PRESETS, preset

SAVE_NAME = "belot-current.json"
"""The Belot save, beside Baloot's in the data folder."""


def invoke(home: Path, args: list[str]) -> Result:
    env = {"XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    return CliRunner().invoke(main, ["play", "--game", "belot", *args], env=env)


def test_resume_with_no_belot_match_saved_is_one_line_and_exit_1(tmp_path: Path) -> None:
    result = invoke(tmp_path, ["--resume"])
    assert result.exit_code == 1
    assert "no unfinished match to resume" in result.output


def test_a_broken_belot_save_is_named_moved_aside_and_exit_1(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "baloot-tui"
    folder.mkdir(parents=True)
    (folder / SAVE_NAME).write_text("[1, 2]")
    result = invoke(tmp_path, ["--resume"])
    assert result.exit_code == 1
    assert SAVE_NAME in result.output and "moved aside" in result.output
    assert list(folder.glob(f"{SAVE_NAME}.*.bad"))


@pytest.mark.parametrize("name", [*PRESETS, "PIKA", " strict "])
def test_every_belot_preset_reaches_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    opened: dict[str, object] = {}
    monkeypatch.setattr(play_module, "open_app", lambda start, **kw: opened.update(kw))
    result = invoke(tmp_path, ["--rules", name])
    assert result.exit_code == 0, result.output
    assert opened["game"] == "belot" and opened["preset"] == name.strip().lower()
    assert game_named("belot").under(opened["preset"]).rules == preset(name)


BALOOT_ONLY = [name for name in BALOOT_PRESETS if name not in PRESETS]


@pytest.mark.parametrize("name", [*BALOOT_ONLY, "bogus", "", "official,pika"])
def test_a_value_that_is_no_belot_preset_is_one_line_naming_them_and_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.setattr(play_module, "open_app", lambda start, **kw: pytest.fail("opened"))
    result = invoke(tmp_path, ["--rules", name])
    assert result.exit_code == 2
    (line,) = result.output.splitlines()
    assert "unknown Belot preset" in line and ", ".join(PRESETS) in line


def test_the_game_may_come_after_the_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: dict[str, object] = {}
    monkeypatch.setattr(play_module, "open_app", lambda start, **kw: opened.update(kw))
    env = {"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    result = CliRunner().invoke(main, ["play", "--rules", "pika", "--game", "belot"], env=env)
    assert result.exit_code == 0, result.output
    assert (opened["game"], opened["preset"]) == ("belot", "pika")


def test_a_belot_preset_is_refused_for_baloot(tmp_path: Path) -> None:
    env = {"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    result = CliRunner().invoke(main, ["play", "--rules", "pika"], env=env)
    assert result.exit_code == 2 and "unknown house-rule preset 'pika'" in result.output
