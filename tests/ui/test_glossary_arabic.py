"""Pilot tests: the glossary's meanings in the Arabic coach panel and beside a lesson's feedback."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import Label

from baloot_tui.games.baloot.coach.words import term_lines, term_meaning
from baloot_tui.games.baloot.help.glossary import TERMS
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.text.arabic import Shown, arabic_text
from baloot_tui.text.i18n import language
from baloot_tui.tui.learn.screens import LessonScreen
from baloot_tui.tui.say import configure
from tests.ui.learn.test_learn_app import SIZE, learn_app, lesson_run
from tests.ui.test_coach import HOKUM_BEFORE_SOUTH, coach_of, shown
from tests.ui.ui_kit import AppFactory, settle

LATIN_WORD = re.compile("[A-Za-z]{2,}")
"""A Latin word; card names (``A♠``, ``10♥``) have one letter at most."""


async def test_the_arabic_coach_explains_its_terms_in_arabic(app_factory: AppFactory) -> None:
    """South may say Ashkal: the panel's glossary line is its Arabic word and meaning."""
    app = app_factory(seed=HOKUM_BEFORE_SOUTH, arabic="logical", lang="ar")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        assert language() == "ar"
        text = " ".join(shown(coach_of(app)).split())
        ashkal = TERMS["ashkal"]
        meaning = term_meaning(ashkal, DEFAULT_RULES)
        assert f"≡ {ashkal.arabic}: {meaning}" in text, text
        assert "الأشكال للمتكلم الثالث والرابع فقط" in meaning  # the rule in force, in Arabic
        assert ashkal.name not in text and ashkal.meaning not in text


@pytest.mark.parametrize("mode", ["visual", "logical"])
async def test_a_lessons_glossary_lines_are_arabic(tmp_path: Path, mode: Shown) -> None:
    configure("ar", mode)
    app = learn_app(tmp_path, lesson="doubling", arabic=mode)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        await pilot.press("n")
        await pilot.pause()
        question = lesson_run(app).question
        await pilot.press(str(question.answer + 1))
        await pilot.pause()
        drawn = [str(label.render()) for label in screen.query(Label).filter(".term")]
        expected = term_lines(question.terms, screen.hub.rules)
        assert len(expected) == len(question.terms) > 0
        assert drawn == [arabic_text(line, mode) for line in expected]
        assert not [word for line in drawn for word in LATIN_WORD.findall(line)], drawn
