"""Pilot tests of practice: the menu says what is due and how far each topic is mastered,
the quiz asks a kind due first, and every answer is kept with its kind."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import Static

from baloot_tui.games.baloot.tui.learn.quiz import QuizScreen
from baloot_tui.tui.learn.app import LearnApp, LearnOptions, make_learn_app
from tests.ui.learn.test_quiz_screen import question_shown
from tests.ui.ui_kit import fixed_clock, record_notices

SIZE = (80, 24)
BUDGET = 32
DUE = {"asked": 4, "right": 3, "box": 0, "due": "2025-01-01"}
"""A doubling decision missed, due the day before the tests' clock."""


def learn_app(tmp_path: Path) -> LearnApp:
    data = {
        "format": "baloot-tui/learning",
        "version": 3,
        "practice": {"baloot.double": DUE, "baloot.sun": {"asked": 2, "right": 2}},
    }
    (tmp_path / "learning.json").write_text(json.dumps(data), encoding="utf-8")
    options = LearnOptions(data_dir=tmp_path, seed=3, clock=fixed_clock)
    return record_notices(make_learn_app(options))


async def test_the_menu_names_what_is_due_and_the_mastery_per_topic(tmp_path: Path) -> None:
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        record = str(app.screen.query_one("#topics", Static).render())
        assert "Due for practice: doubles — the quizzes ask them first" in record
        # doubling: its lesson untried (0) and doubles 3/4 right, halved while due
        assert "doubling 0/1 19%" in record
        # bidding: six lessons untried and Sun bids 2/2 right, not due
        assert "bidding 0/6 14%" in record
        assert app.hub.due() == ("baloot.double",)


async def test_the_quiz_asks_the_kind_due_and_keeps_the_answer(tmp_path: Path) -> None:
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = QuizScreen(app.hub, None, "bidding", budget=BUDGET)
        app.push_screen(screen)
        await question_shown(pilot, screen)
        assert screen.question is not None
        prompt = str(screen.query_one("#prompt", Static).render())
        assert prompt.endswith("would you double it?")
        await pilot.click("#choice-0")
        await pilot.pause()
        assert screen.result is not None
        right = screen.result.marks > 0
        kept = json.loads((tmp_path / "learning.json").read_text(encoding="utf-8"))["practice"]
        asked = sum(entry["asked"] for entry in kept.values())
        assert asked == 4 + 2 + 1
        if not right:
            assert any(entry.get("due") == "2025-01-03" for entry in kept.values())
