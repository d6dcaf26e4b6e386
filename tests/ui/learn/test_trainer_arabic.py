"""Pilot test of the play trainer in the Arabic interface: position, verdict and score."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import Label, Static

from baloot_tui.games.baloot.coach.words import problem_lines, trainer_lines, trainer_score
from baloot_tui.games.baloot.tui.learn.trainer import TrainerScreen
from baloot_tui.text.arabic import Shown, arabic_text
from baloot_tui.tui.learn.app import LearnOptions, make_learn_app
from baloot_tui.tui.say import configure
from tests.sampling import sweep
from tests.ui.learn.test_trainer_screen import BUDGET, SIZE, trainer

LATIN_WORD = re.compile("[A-Za-z]{2,}")
"""A Latin word; card names (``A♠``, ``10♥``) have one letter at most."""


@pytest.mark.parametrize("mode", sweep(["logical", "visual"]))
async def test_the_trainer_reads_in_arabic(tmp_path: Path, mode: Shown) -> None:
    configure("ar", mode)
    app = make_learn_app(LearnOptions(data_dir=tmp_path, seed=3, arabic=mode))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(TrainerScreen(5, budget=BUDGET))
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = trainer(app)
        problem = screen.problem
        assert problem is not None
        scene = [str(label.render()) for label in screen.query(Label).filter(".scene")]
        assert scene[:2] == [arabic_text(line, mode) for line in problem_lines(problem)]
        await pilot.press("1")
        await app.workers.wait_for_complete()
        await pilot.pause()
        verdict = screen.verdict
        assert verdict is not None
        said = [str(s.render()) for s in screen.query(Static).filter(".feedback")]
        assert said == [arabic_text(line, mode) for line in trainer_lines(verdict)]
        title = str(screen.query_one("#title", Static).render())
        assert arabic_text(trainer_score(screen.run), mode) in title
        drawn = [*scene, *said]
        assert not [word for line in drawn for word in LATIN_WORD.findall(line)], drawn
