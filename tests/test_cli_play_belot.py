"""``baloot play --game belot``: the options it refuses and a resume with nothing saved."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner, Result

from baloot_tui.cli import main
from baloot_tui.engine.belot_storage import SAVE_NAME


def invoke(home: Path, args: list[str]) -> Result:
    env = {"XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    return CliRunner().invoke(main, ["play", "--game", "belot", *args], env=env)


def test_resume_with_no_belot_match_saved_is_one_line_and_exit_1(tmp_path: Path) -> None:
    result = invoke(tmp_path, ["--resume"])
    assert result.exit_code == 1
    assert "no unfinished Belot match" in result.output


def test_a_broken_belot_save_is_named_moved_aside_and_exit_1(tmp_path: Path) -> None:
    folder = tmp_path / "data" / "baloot-tui"
    folder.mkdir(parents=True)
    (folder / SAVE_NAME).write_text("[1, 2]")
    result = invoke(tmp_path, ["--resume"])
    assert result.exit_code == 1
    assert SAVE_NAME in result.output and "moved aside" in result.output
    assert list(folder.glob(f"{SAVE_NAME}.*.bad"))


def test_plain_and_baloot_presets_are_refused_for_belot(tmp_path: Path) -> None:
    for extra in (["--plain"], ["--rules", "jawaker"]):
        result = invoke(tmp_path, extra)
        assert result.exit_code == 2
        assert "leave out --plain and --rules" in result.output
