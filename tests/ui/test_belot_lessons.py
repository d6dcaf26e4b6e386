"""Bulgarian Belot's lessons in the Learn hub: opened from the menu, answered by keys and clicks."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Label, ListView, Static

from baloot_tui.core.cards import DECK, Suit, parse_cards
from baloot_tui.games.belot.coach.lessons import BELOT_LESSONS
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.tricks import winning_position
from baloot_tui.text.lessons import Lesson, LessonRun, Scene
from baloot_tui.tui.learn.app import LearnApp, LearnOptions, make_learn_app
from baloot_tui.tui.learn.screens import LessonScreen, MenuScreen
from tests.ui.ui_kit import AppFactory, settle

SIZE = (80, 24)


def learn_app(tmp_path: Path) -> LearnApp:
    return make_learn_app(
        LearnOptions(data_dir=tmp_path, seed=3, clock=lambda: datetime(2025, 1, 2, 3, 4, 5))
    )


def run_of(pilot: Pilot[None]) -> LessonRun[Scene]:
    screen = pilot.app.screen
    assert isinstance(screen, LessonScreen) and screen.run is not None
    return screen.run


async def open_belot_lessons(pilot: Pilot[None]) -> MenuScreen:
    """From the Learn menu, its Belot entry (scrolled into sight, then clicked)."""
    await settle(pilot)
    menu = pilot.app.screen
    assert isinstance(menu, MenuScreen)
    menu.query_one("#menu", ListView).scroll_to_widget(
        menu.query_one("#belot-lessons"), animate=False
    )
    await settle(pilot)
    assert await pilot.click("#belot-lessons > Label")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, MenuScreen) and screen.course.key == "belot"
    return screen


def lesson(key: str) -> Lesson[Scene]:
    return next(item for item in BELOT_LESSONS if item.key == key)


def test_the_lessons_answers_are_the_engines() -> None:
    """Spot checks against the engine, computed here without the lesson code."""
    contracts = lesson("belot_contracts")
    order = contracts.questions[0]
    assert order.kind == "order"
    hearts = sorted((c for c in DECK if c.suit is Suit.HEARTS), key=Contract.ALL_TRUMPS.strength)
    ranks = " ".join(c.rank.label for c in reversed(hearts))
    assert order.choices[order.answer].label == ranks
    for question in contracts.questions:
        if question.kind == "trick_winner":
            played = question.scene.lines()[1].split(": ", 1)[1]
            contract = Contract.parse(question.scene.lines()[0].split(": ", 1)[1].replace(" ", "_"))
            table = parse_cards(played.replace(",", ""))
            winner = table[winning_position(table, contract)]
            assert question.choices[question.answer].label == winner.label


async def test_a_belot_lesson_by_keys_is_passed_and_kept(tmp_path: Path) -> None:
    chosen = lesson("belot_contracts")
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_belot_lessons(pilot)
        assert "Passed: 0 of 5" in str(screen.query_one("#topics", Static).render())
        await pilot.press("enter")  # the first lesson is highlighted
        await settle(pilot)
        assert isinstance(app.screen, LessonScreen) and app.screen.lesson.key == chosen.key
        await pilot.press("n")
        for number, question in enumerate(chosen.questions):
            await settle(pilot)
            assert run_of(pilot).index == number
            await pilot.press(str(question.answer + 1))
            await settle(pilot)
            assert run_of(pilot).solved and run_of(pilot).last is not None
            await pilot.press("n")
        await settle(pilot)
        assert app.screen_stack[-1] is screen
        label = str(screen.query_one(f"#belot-lesson-{chosen.key} Label", Label).render())
        assert label.startswith("✓ 1. ") and "best 4/4" in label
        assert "Passed: 1 of 5" in str(screen.query_one("#topics", Static).render())
    data = json.loads((tmp_path / "learning.json").read_text(encoding="utf-8"))
    assert data["results"] == {
        chosen.key: {"topic": chosen.topic, "right": 4, "asked": 4, "passed": True}
    }


async def test_a_belot_lesson_by_clicks_asks_a_missed_question_again(tmp_path: Path) -> None:
    chosen = lesson("belot_bidding")
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_belot_lessons(pilot)
        assert await pilot.click(f"#belot-lesson-{chosen.key} > Label")
        await settle(pilot)
        assert await pilot.click("#next")
        await settle(pilot)
        first = chosen.questions[0]
        wrong = next(i for i in range(len(first.choices)) if i != first.answer)
        assert await pilot.click(f"#choice-{wrong}")
        await settle(pilot)
        feedback = run_of(pilot).last
        assert feedback is not None and not feedback.correct and not run_of(pilot).solved
        asked = 0
        while isinstance(app.screen, LessonScreen):
            run = run_of(pilot)
            target = "#next" if run.solved else f"#choice-{run.question.answer}"
            assert await pilot.click(target)
            await settle(pilot)
            asked += not run.solved
        assert asked == len(chosen.questions) + 1  # the missed one came back at the end
        assert app.screen_stack[-1] is screen
        label = str(screen.query_one(f"#belot-lesson-{chosen.key} Label", Label).render())
        assert label.startswith("✓ 2. ") and "best 3/4" in label  # 75% passes


async def test_the_table_apps_learn_menu_offers_the_belot_lessons(
    app_factory: AppFactory,
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("l")
        screen = await open_belot_lessons(pilot)
        titles = [str(item.query_one(Label).render()) for item in screen.query("ListItem")]
        assert [t.split(". ", 1)[1] for t in titles] == [item.title for item in BELOT_LESSONS]
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, MenuScreen) and app.screen.course.key == "baloot"
