"""Pilot test of the guided hand in the Arabic interface: what happened is said in Arabic."""

from __future__ import annotations

import re

from textual.widgets import Static

from baloot_tui.games.baloot.coach.guided import happening_words
from baloot_tui.games.baloot.tui.learn.guided import GuidedHandScreen
from baloot_tui.text.i18n import language
from tests.ui.learn.test_guided_screen import SIZE, guided
from tests.ui.ui_kit import AppFactory

LATIN_WORD = re.compile("[A-Za-z]{2,}")
"""A Latin word; card names (``A♠``, ``10♥``) have one letter at most."""


async def test_the_guide_says_what_the_others_did_in_arabic(app_factory: AppFactory) -> None:
    app = app_factory(start="menu", arabic="logical", lang="ar")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(GuidedHandScreen(seed=2))
        await pilot.pause()
        screen = guided(app)
        assert language() == "ar"
        told = 0
        for _ in range(40):
            step = screen.step
            assert step is not None
            drawn = [str(s.render()) for s in screen.query(".guide Static").results(Static)]
            for line in (happening_words(event) for event in step.events):
                assert any(line in text for text in drawn), (line, drawn)
                told += 1
            latin = [word for text in drawn for word in LATIN_WORD.findall(text)]
            assert latin == [], drawn
            if step.finished:
                break
            await pilot.press("1")
            await pilot.pause()
        assert screen.step is not None and screen.step.finished and told > 8
