"""Pilot tests of the play-problem trainer: reached from the menu, played by keys and mouse."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import ListView

from baloot_tui.games.baloot.coach.words import trainer_score
from baloot_tui.games.baloot.tui.learn.trainer import TrainerScreen
from baloot_tui.tui.learn.app import LearnApp, LearnOptions, make_learn_app
from baloot_tui.tui.learn.screens import MenuScreen

SIZE = (80, 24)
BUDGET = 32
"""Worlds for the analysis in these tests (the screen's default is the shared budget)."""


def learn_app(tmp_path: Path) -> LearnApp:
    return make_learn_app(LearnOptions(data_dir=tmp_path, seed=3))


def trainer(app: LearnApp) -> TrainerScreen:
    screen = app.screen
    assert isinstance(screen, TrainerScreen)
    return screen


async def test_the_trainer_is_on_the_learn_menu(tmp_path: Path) -> None:
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        menu = app.screen.query_one("#menu", ListView)
        ids = [item.id for item in menu.children]
        assert ids[-2:] == ["trainer", "match"]  # the trainer, then the path's last step
        menu.index = len(menu.children) - 2
        await pilot.press("enter")
        await pilot.pause()
        screen = trainer(app)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.problem is not None and screen.verdict is None
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_a_card_chosen_by_key_is_graded_then_the_next_position_comes(
    tmp_path: Path,
) -> None:
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(TrainerScreen(5, budget=BUDGET))
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = trainer(app)
        first = screen.problem
        assert first is not None
        await pilot.press("9")  # more than the cards offered: nothing happens
        assert not screen.thinking and screen.verdict is None
        await pilot.press("1")
        await app.workers.wait_for_complete()
        await pilot.pause()
        verdict = screen.verdict
        assert verdict is not None and verdict.chosen == first.choices[0]
        if verdict.settled:
            assert trainer_score(screen.run) == f"Right {int(verdict.correct)} / 1"
        else:
            assert trainer_score(screen.run) == "Right 0 / 0, 1 not settled"
        assert screen.query(".feedback")
        await pilot.press("2")  # answered already: ignored
        assert screen.verdict is verdict
        await pilot.press("n")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.verdict is None and screen.problem is not None
        assert screen.problem != first


async def test_a_card_chosen_by_mouse_is_graded(tmp_path: Path) -> None:
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(TrainerScreen(6, budget=BUDGET))
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = trainer(app)
        problem = screen.problem
        assert problem is not None
        assert await pilot.click("#choice-1")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.verdict is not None and screen.verdict.chosen == problem.choices[1]
        assert await pilot.click("#next")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.verdict is None and screen.problem is not None
        assert screen.problem != problem
