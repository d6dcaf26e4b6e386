"""``baloot learn --game belot``: the app the command builds opens the Belot lessons screen."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from textual.widgets import Label

from baloot_tui.cli import main
from baloot_tui.games.belot.coach.lessons import BELOT_LESSONS
from baloot_tui.games.belot.rules.house_rules import preset
from baloot_tui.tui.learn.app import LearnApp
from baloot_tui.tui.learn.screens import LessonScreen, MenuScreen
from tests.ui.ui_kit import press, settle

SIZE = (80, 24)


def built_app(monkeypatch: pytest.MonkeyPatch, folder: Path, *args: str) -> LearnApp:
    """The app ``baloot learn --game belot ARGS`` builds, caught instead of run."""
    built: list[LearnApp] = []
    monkeypatch.setattr("baloot_tui.cli.learn.run_app", built.append)
    command = ["learn", "--game", "belot", "--data-dir", str(folder), *args]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 0, result.output
    assert len(built) == 1
    return built[0]


def shown_lesson(app: LearnApp) -> str | None:
    screen = app.screen
    return screen.lesson.key if isinstance(screen, LessonScreen) else None


async def test_the_command_opens_the_belot_lessons_and_keeps_a_lesson_passed(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    app = built_app(monkeypatch, tmp_path, "--arabic", "latin")
    assert app.arabic == "latin"
    first = BELOT_LESSONS[0]
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        lessons = app.screen
        assert isinstance(lessons, MenuScreen) and lessons.course.key == "belot"
        await press(pilot, "enter", "n")  # the first lesson, past its text
        assert shown_lesson(app) == first.key
        for question in first.questions:
            await press(pilot, str(question.answer + 1), "n")
        assert app.screen is lessons
        label = str(lessons.query_one(f"#belot-lesson-{first.key} Label", Label).render())
        assert label.startswith("✓ 1. ") and "best 4/4" in label
        await press(pilot, "escape")  # the first screen: leaving it quits
    assert app.return_code == 0
    data = json.loads((tmp_path / "learning.json").read_text(encoding="utf-8"))
    assert data["results"][first.key]["passed"] is True


async def test_lesson_opens_that_lesson_over_the_belot_lessons(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    app = built_app(monkeypatch, tmp_path, "--lesson", "belot_scoring")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert shown_lesson(app) == "belot_scoring"
        await press(pilot, "escape")
        assert isinstance(app.screen, MenuScreen) and app.screen.course.key == "belot"


def test_rules_names_the_belot_rules_the_lessons_teach(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    app = built_app(monkeypatch, tmp_path, "--rules", "NikolayIT")
    assert (app.options.game, app.options.rules) == ("belot", preset("nikolayit"))
    assert [item.key for item in app.hub.lessons] == [item.key for item in BELOT_LESSONS]


def test_list_still_prints_the_lessons_and_opens_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    opened: list[LearnApp] = []
    monkeypatch.setattr("baloot_tui.cli.learn.run_app", opened.append)
    result = CliRunner().invoke(main, ["learn", "--game", "belot", "--list"])
    assert result.exit_code == 0 and opened == []
    assert [line.split()[0] for line in result.stdout.splitlines()] == [
        item.key for item in BELOT_LESSONS
    ]
    refused = CliRunner().invoke(
        main, ["learn", "--game", "belot", "--list", "--lesson", "belot_scoring"]
    )
    assert refused.exit_code == 2 and "--list prints the lessons; it opens none" in refused.output
