"""Pilot test: the flow map's panel in the Arabic interface, details and next speaker included."""

from __future__ import annotations

import re

from baloot_tui.games.baloot.tui.flow import FlowPanel
from tests.ui.test_coach import HOKUM_BEFORE_SOUTH
from tests.ui.ui_kit import AppFactory, settle, text_of

ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
"""Three Latin letters together: an English word (cards are 10♥ or J♣, seats are Arabic)."""


async def test_the_arabic_flow_map_explains_each_step_in_arabic(app_factory: AppFactory) -> None:
    """South speaks 4th after North's Hokum: the current step's detail and the next speakers."""
    app = app_factory(seed=HOKUM_BEFORE_SOUTH, arabic="logical", lang="ar")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        panel = app.screen.query_one(FlowPanel)
        assert panel.map is not None
        text = text_of(app, panel)
        current = next(step for step in panel.map.steps if step.status == "current")
        assert current.detail and " ".join(current.detail.split()[:3]) in " ".join(text.split())
        assert ENGLISH_WORD.findall(text) == [], text
        # What the next speaker may say is listed with the Arabic comma, not the Latin one.
        assert "،" in text.split("—")[-1] and ", " not in text, text
