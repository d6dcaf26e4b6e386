"""``--arabic`` on every command that shows Arabic, the stored choice, and wrapped visual lines."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console
from rich.text import Text

from baloot_tui.cli import main
from baloot_tui.cli.arabic import (
    APP_FOLDER,
    SETTINGS_FILE,
    arabic_in_force,
    in_screen_order,
    stored_display,
)
from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.rules.record import dumps
from baloot_tui.store import settings as config
from baloot_tui.store.settings import Settings
from baloot_tui.text.arabic import arabic_text, printed_text

NAMES = dict(zip(SEATS, ("سارة", "Omar", "نورة", "Ali"), strict=True))
"""Players, two with Arabic names: a record's names are Arabic the commands print."""


def test_the_settings_file_is_the_one_the_app_writes() -> None:
    assert (APP_FOLDER, SETTINGS_FILE) == (config.APP_NAME, config.SETTINGS_NAME)


def test_a_command_uses_the_stored_mode_unless_told(tmp_path: Path) -> None:
    assert stored_display(tmp_path) == "auto"  # no file
    (tmp_path / "settings.json").write_text(Settings(arabic="latin").to_json())
    assert stored_display(tmp_path) == "latin"
    assert arabic_in_force(None, tmp_path) == "latin"
    assert arabic_in_force("visual", tmp_path) == "visual"


@pytest.mark.parametrize("content", ["nonsense", '{"arabic": "rtl"}', '["arabic"]', "{" * 50])
def test_an_unreadable_settings_file_means_auto_and_stays(tmp_path: Path, content: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content)
    assert stored_display(tmp_path) == "auto"
    assert path.read_text() == content  # a command never moves it: the app tells and does


def test_a_wrapped_arabic_run_is_reordered_line_by_line() -> None:
    """Rich wraps first, then each line turns round: the sentence starts on line one."""
    sentence = "Doubling: دبل ثري فور قهوة"
    output = io.StringIO()
    console = Console(file=output, width=18)
    console.print(in_screen_order(Text(arabic_text(sentence, "visual")), "visual"))
    lines = [line.rstrip() for line in output.getvalue().splitlines()]
    double, three, four, gahwa = (printed_text(w, "visual") for w in ("دبل", "ثري", "فور", "قهوة"))
    assert lines == [f"Doubling: {three} {double}", f"{gahwa} {four}"]
    for line in lines:
        assert len(line) <= 18  # widths measured on the joined forms that are printed


def test_other_modes_are_printed_as_rich_wraps_them() -> None:
    text = Text("Doubling: دبل ثري فور قهوة")
    assert in_screen_order(text, "logical") is text


def _record(tmp_path: Path) -> Path:
    rng = random.Random(5)
    match = new_match().deal_random(rng)
    for _ in range(6):
        match = match.apply(rng.choice(match.legal_actions()))
    path = tmp_path / "arabic-names.json"
    path.write_text(dumps(match, seed=5, players=NAMES), encoding="utf-8")
    return path


def test_replay_prints_arabic_names_in_the_mode(tmp_path: Path) -> None:
    record = str(_record(tmp_path))
    logical = CliRunner().invoke(main, ["replay", record, "--arabic", "logical"])
    visual = CliRunner().invoke(main, ["replay", record, "--arabic", "visual"])
    latin = CliRunner().invoke(main, ["replay", record, "--arabic", "latin"])
    assert logical.exit_code == visual.exit_code == latin.exit_code == 0, logical.output
    assert "سارة" in logical.stdout and "سارة" not in visual.stdout
    assert printed_text("سارة", "visual") in visual.stdout
    # Logical and visual print the same lines, the Arabic ones reordered.
    assert [printed_text(line, "visual") for line in logical.stdout.splitlines()] == (
        visual.stdout.splitlines()
    )
    assert latin.stdout == logical.stdout  # a name is not in the glossary: it stays as written


def test_replay_json_keeps_arabic_as_stored(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main, ["replay", str(_record(tmp_path)), "--json", "--arabic", "visual"]
    )
    assert json.loads(result.stdout)["players"]["S"] == "سارة"


def test_the_replay_viewer_and_the_lessons_get_the_mode(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from baloot_tui.tui.learn.app import LearnApp

    viewed: list[str] = []
    monkeypatch.setattr(
        "baloot_tui.tui.record_app.run_record_viewer",
        lambda loaded, title, arabic: viewed.append(arabic),
    )
    result = CliRunner().invoke(
        main, ["replay", str(_record(tmp_path)), "--view", "--arabic", "latin"]
    )
    assert result.exit_code == 0, result.output
    opened: list[LearnApp] = []
    monkeypatch.setattr("baloot_tui.cli.learn.run_app", opened.append)
    result = CliRunner().invoke(main, ["learn", "--arabic", "visual"])
    assert result.exit_code == 0, result.output
    assert viewed == ["latin"] and [app.arabic for app in opened] == ["visual"]


@pytest.mark.parametrize("command", ["learn", "replay", "review", "rules", "play"])
def test_every_command_that_shows_arabic_takes_the_option(command: str) -> None:
    result = CliRunner().invoke(main, [command, "--help"])
    assert "--arabic [auto|visual|logical|latin]" in result.stdout
