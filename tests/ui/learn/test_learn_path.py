"""Pilot tests of the learning path: the menu says where the learner is and opens there.

Goal hands are played to their goal by keys and by clicks, the coached match is
started by key and by click, and a quiz run long and right enough passes its step.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Button, ListView, Static

from baloot_tui.games.baloot.coach.explain import action_label
from baloot_tui.games.baloot.coach.lessons import LESSONS
from baloot_tui.games.baloot.tui.learn.guided import GuidedHandScreen
from baloot_tui.games.baloot.tui.learn.match import CoachedMatchScreen
from baloot_tui.tui.learn.app import LearnApp, LearnOptions, make_learn_app
from baloot_tui.tui.learn.screens import MenuScreen
from tests.ui.ui_kit import fixed_clock, record_notices

SIZE = (80, 24)
PASSED = {"right": 4, "asked": 4, "passed": True}


def learn_app(tmp_path: Path, passed_up_to: str | None, *done_steps: str) -> LearnApp:
    """The learn app over a progress file: lessons up to ``passed_up_to`` passed, steps done."""
    keys = [item.key for item in LESSONS]
    done = [] if passed_up_to is None else keys[: keys.index(passed_up_to) + 1]
    results = {
        key: {"topic": item.topic, **PASSED} for item in LESSONS if (key := item.key) in done
    }
    data = {
        "format": "baloot-tui/learning",
        "version": 3,
        "lessons": done,
        "results": results,
        "steps": list(done_steps),
    }
    (tmp_path / "learning.json").write_text(json.dumps(data), encoding="utf-8")
    app = make_learn_app(LearnOptions(data_dir=tmp_path, seed=3, clock=fixed_clock))
    return record_notices(app)


def path_line(app: LearnApp) -> str:
    return str(app.screen.query_one("#path", Static).render())


def highlighted(app: LearnApp) -> str:
    menu = app.screen.query_one("#menu", ListView)
    assert menu.highlighted_child is not None
    return menu.highlighted_child.id or ""


def steps(tmp_path: Path) -> list[str]:
    data = json.loads((tmp_path / "learning.json").read_text(encoding="utf-8"))
    assert data["version"] == 3
    found: list[str] = data["steps"]
    return found


async def click_line(pilot: Pilot[None], app: LearnApp, line: str) -> None:
    """Scroll the menu to ``line`` with the wheel's effect, then click it."""
    app.screen.query_one(f"#{line}").scroll_visible(animate=False)
    await pilot.pause()
    await pilot.click(f"#{line}")
    await pilot.pause()


def goal_choice(screen: GuidedHandScreen, label: str) -> int:
    """The index of the option labelled ``label`` at the learner's turn."""
    assert screen.step is not None
    labels = [action_label(a) for a in screen.step.view.legal_actions]
    return labels.index(label)


async def play_to_the_card(pilot: Pilot[None], screen: GuidedHandScreen) -> None:
    """Answer the first option (keep the Hokum, no raise, no project) until a card is due."""
    while screen.step is not None and screen.outcome is not True and not screen.step.finished:
        await pilot.press("1")
        await pilot.pause()


async def test_a_newcomer_sees_the_first_step_and_the_next(tmp_path: Path) -> None:
    app = learn_app(tmp_path, None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        said = path_line(app)
        assert "Path: 0 of 25 steps done." in said
        assert "Now: 1. The game in brief." in said and "Then: 2. Card order" in said
        assert highlighted(app) == "baloot-lesson-the_game"


async def test_the_hokum_goal_by_keyboard_then_the_sun_goal_by_mouse(tmp_path: Path) -> None:
    app = learn_app(tmp_path, "when_to_buy")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Now: Buy this Hokum. Then: Buy this Sun." in path_line(app)
        assert highlighted(app) == "goal-hokum"
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GuidedHandScreen) and screen.goal is not None
        assert "Goal:" in str(screen.query_one("#goal", Static).render())
        await pilot.press(str(goal_choice(screen, "Hokum") + 1))
        await pilot.pause()
        await play_to_the_card(pilot, screen)
        assert screen.outcome is True
        assert "Goal met" in str(screen.query_one("#outcome", Static).render())
        assert steps(tmp_path) == ["goal-hokum"]
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "Now: Buy this Sun." in path_line(app)
        await click_line(pilot, app, "goal-sun")
        sun = app.screen
        assert isinstance(sun, GuidedHandScreen)
        await pilot.click(f"#choice-{goal_choice(sun, 'Sun')}")
        await pilot.pause()
        await play_to_the_card(pilot, sun)
        assert sun.outcome is True
        assert steps(tmp_path) == ["goal-hokum", "goal-sun"]


async def test_a_missed_goal_says_so_and_r_deals_the_same_cards(tmp_path: Path) -> None:
    app = learn_app(tmp_path, "when_to_buy")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_line(pilot, app, "goal-sun")
        screen = app.screen
        assert isinstance(screen, GuidedHandScreen) and screen.step is not None
        hand = screen.step.view.hand
        while screen.outcome is None:
            await pilot.press(str(goal_choice(screen, "Pass") + 1))
            await pilot.pause()
        assert "Goal missed" in str(screen.query_one("#outcome", Static).render())
        await pilot.press("r")
        await pilot.pause()
        assert screen.outcome is None and screen.step is not None
        assert screen.step.view.hand == hand
    assert "steps" not in json.loads((tmp_path / "learning.json").read_text()) or not steps(
        tmp_path
    )


@dataclass
class Run:
    key: str
    score: float
    asked: int


async def test_the_last_steps_a_passed_quiz_and_the_coached_match(tmp_path: Path) -> None:
    app = learn_app(tmp_path, "feeding")
    started: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        hub = app.hub
        assert hub.finish_quiz(Run("medium", 2, 4)) is None  # too short for the path
        assert hub.finish_quiz(Run("medium", 2, 5)) is None  # too few marks
        assert "quiz-medium" not in hub.progress.steps
        assert hub.finish_quiz(Run("medium", 3, 5)) is None
        assert "quiz-medium" in hub.progress.steps
        await pilot.press("escape")
        await pilot.pause()
    before = ("goal-hokum", "goal-sun", "quiz-easy", "quiz-doubling", "goal-trumps")
    app = learn_app(tmp_path, "feeding", *before, "quiz-declaring", "quiz-medium")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert highlighted(app) == "match"
        assert "Now: A match with the coach." in path_line(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CoachedMatchScreen)
        assert "baloot play" in str(app.screen.query_one("#how", Static).render())
        await pilot.press("s")  # this host cannot start one: it says how
        await pilot.pause()
        assert "match" not in app.hub.progress.steps
        await pilot.press("escape")
        await pilot.pause()
        app.hub.start_match = lambda: started.append("by mouse")
        await click_line(pilot, app, "match")
        assert isinstance(app.screen, CoachedMatchScreen)
        assert app.screen.query_one("#start", Button)
        await pilot.click("#start")
        await pilot.pause()
        assert started == ["by mouse"] and "match" in app.hub.progress.steps
        await pilot.press("escape")
        await pilot.pause()
        assert "Path: 25 of 25 steps done. Every step done" in path_line(app)
