"""Pilot tests of the quiz screens: dealt off the UI thread, asked per decision, keys and mouse."""

from __future__ import annotations

import random
import threading
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, ListView, Static

from baloot_tui.games.baloot.coach.learning import draw_question
from baloot_tui.games.baloot.coach.quiz import Difficulty, QuizTopic
from baloot_tui.games.baloot.rules.actions import Declare, Double
from baloot_tui.games.baloot.tui.learn.quiz import QuizScreen
from baloot_tui.tui.learn.app import LearnApp, LearnOptions, make_learn_app
from baloot_tui.tui.learn.screens import MenuScreen
from tests.ui.ui_kit import messages, record_notices

SIZE = (80, 24)
SEED = 3
BUDGET = 32
"""Worlds for the analysis in these tests (the screen's default is the shared budget)."""


def learn_app(tmp_path: Path) -> LearnApp:
    return record_notices(make_learn_app(LearnOptions(data_dir=tmp_path, seed=SEED)))


async def open_quiz(
    app: LearnApp, pilot: Pilot[None], difficulty: Difficulty | None, topic: QuizTopic
) -> QuizScreen:
    await pilot.pause()
    screen = QuizScreen(app.hub, difficulty, topic, budget=BUDGET)
    app.push_screen(screen)
    await pilot.pause()
    return screen


async def question_shown(pilot: Pilot[None], screen: QuizScreen) -> None:
    """Wait (pressing nothing) until the dealing worker has handed a question over."""
    for _ in range(2000):
        if not screen.waiting:
            await pilot.pause()
            return
        await pilot.pause(0.02)
    raise AssertionError("no question was dealt")


def prompt(screen: QuizScreen) -> str:
    return str(screen.query_one("#prompt", Static).render())


def drawn(count: int, difficulty: Difficulty | None, topic: QuizTopic) -> list[object]:
    """The first ``count`` questions the quiz deals from the app's seed."""
    rng = random.Random(SEED)
    return [draw_question(rng, difficulty, budget=BUDGET, topic=topic).view for _ in range(count)]


async def test_questions_are_dealt_off_the_ui_thread_and_answered_by_keys(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The first deal is held until the screen has been tried, however fast the machine.
    release = threading.Event()

    def held_deal(*args: Any, **kwargs: Any) -> Any:
        assert release.wait(timeout=30), "the test never let the deal go"
        return draw_question(*args, **kwargs)

    monkeypatch.setattr(QuizScreen.__module__ + ".draw_question", held_deal)
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_quiz(app, pilot, "easy", "bidding")
        # The screen is up and answers keys while the first hand is being dealt.
        assert screen.waiting and screen.question is None
        assert screen.query_one("#dealing")
        assert any(w.group == "quiz-deal" and w.is_running for w in app.workers)
        await pilot.press("1", "n")
        assert screen.quiz.asked == 0
        release.set()
        await question_shown(pilot, screen)
        first, second = drawn(2, "easy", "bidding")
        assert screen.view == first
        assert prompt(screen) == "What would you bid?"
        await pilot.press("n")  # not answered yet: it says to choose
        assert any("Choose an answer first" in m for m in messages(app))
        await pilot.press("1")
        await pilot.pause()
        assert screen.result is not None and screen.quiz.asked == 1
        assert screen.query(".feedback")
        await pilot.press("1")  # answered already: ignored
        assert screen.quiz.asked == 1
        await pilot.press("n")
        await question_shown(pilot, screen)
        assert screen.view == second and screen.result is None


async def test_a_doubling_quiz_asks_about_doubling_and_is_answered_by_mouse(
    tmp_path: Path,
) -> None:
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_quiz(app, pilot, None, "doubling")
        await question_shown(pilot, screen)
        assert prompt(screen).endswith("would you double it?")
        assert "bid" not in prompt(screen)
        assert any(isinstance(a, Double) for a in screen.choices)
        assert await pilot.click("#choice-0")
        await pilot.pause()
        assert screen.result is not None and screen.quiz.asked == 1
        screen.query_one("#next", Button).scroll_visible(animate=False)
        await pilot.pause()
        assert await pilot.click("#next")
        await question_shown(pilot, screen)
        assert screen.result is None and screen.view is not None
        assert prompt(screen).endswith("would you double it?")
        await pilot.press("escape")
        await pilot.pause()
    assert app.hub.progress.quiz_best["doubling"].questions == 1


async def test_a_declaring_quiz_asks_what_to_declare(tmp_path: Path) -> None:
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_quiz(app, pilot, None, "declaring")
        await question_shown(pilot, screen)
        assert prompt(screen) == "Your first card is due: what would you declare?"
        assert all(isinstance(a, Declare) for a in screen.choices)
        await pilot.press("2")
        await pilot.pause()
        result = screen.result
        assert result is not None and result.chosen.action == screen.choices[1]
        lines = result.explanation()
        assert any("game points in" in line for line in lines)


async def test_the_menu_opens_each_quiz_by_key_and_by_mouse(tmp_path: Path) -> None:
    app = learn_app(tmp_path)
    async with app.run_test(size=(80, 60)) as pilot:  # tall enough to click every entry
        await pilot.pause()
        menu_screen = app.screen
        assert isinstance(menu_screen, MenuScreen)
        menu = menu_screen.query_one("#menu", ListView)
        ids = [item.id for item in menu.children]
        assert ids.index("quiz-doubling") == ids.index("quiz-hard") + 1
        assert ids.index("quiz-declaring") == ids.index("quiz-doubling") + 1
        menu.index = ids.index("quiz-declaring")
        await pilot.press("enter")
        await pilot.pause()
        declaring = app.screen
        assert isinstance(declaring, QuizScreen) and declaring.topic == "declaring"
        assert declaring.difficulty is None
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen == menu_screen
        assert await pilot.click("#quiz-doubling > Label")
        await pilot.pause()
        doubling = app.screen
        assert isinstance(doubling, QuizScreen) and doubling.topic == "doubling"
        await pilot.press("escape")
        await pilot.pause()


async def test_the_app_opens_the_quiz_its_options_name(tmp_path: Path) -> None:
    options = LearnOptions(data_dir=tmp_path, seed=SEED, quiz="hard", quiz_topic="declaring")
    app = make_learn_app(options)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, QuizScreen)
        assert (screen.topic, screen.difficulty) == ("declaring", None)
        await question_shown(pilot, screen)
        assert prompt(screen) == "Your first card is due: what would you declare?"
