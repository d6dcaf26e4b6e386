"""Pilot test of a quiz in the Arabic interface: the grade's lines, the hand's strength too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import Static

from baloot_tui.games.baloot.coach.quiz import QuizTopic
from baloot_tui.text.arabic import Shown, arabic_text
from baloot_tui.tui.learn.app import LearnOptions, make_learn_app
from baloot_tui.tui.say import configure
from tests.sampling import sweep
from tests.ui.learn.test_quiz_screen import SEED, SIZE, open_quiz, question_shown

LATIN_WORD = re.compile("[A-Za-z]{2,}")
"""A Latin word; card names (``A♠``, ``10♥``) have one letter at most."""


@pytest.mark.parametrize(
    ("topic", "mode"), sweep([("bidding", "logical"), ("doubling", "visual")], unpack=True)
)
async def test_a_graded_answer_reads_in_arabic(
    tmp_path: Path, topic: QuizTopic, mode: Shown
) -> None:
    configure("ar", mode)
    app = make_learn_app(LearnOptions(data_dir=tmp_path, seed=SEED, arabic=mode))
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_quiz(app, pilot, None, topic)
        await question_shown(pilot, screen)
        await pilot.press("1")
        await pilot.pause()
        result = screen.result
        assert result is not None and result.facts
        said = [str(s.render()) for s in screen.query(Static).filter(".feedback")]
        assert said == [arabic_text(line, mode) for line in result.explanation()]
        assert any(arabic_text(fact, mode) in said for fact in result.facts)
        assert not [word for line in said for word in LATIN_WORD.findall(line)], said
