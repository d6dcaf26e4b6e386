"""Pilot tests of the table: whole hands by keyboard and by mouse, illegal cards, Sawa."""

from __future__ import annotations

import pytest

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.events import HandScored
from baloot_tui.games.baloot.game import hand_number
from baloot_tui.games.baloot.rules.actions import Action, PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.tui.dialogs import HandSummary
from baloot_tui.games.baloot.words import refusal_words
from baloot_tui.tui.messages import GameAdvanced
from baloot_tui.tui.widgets.hand import CardWidget
from tests.ui.ui_kit import (
    AppFactory,
    controller_of,
    key_for,
    messages,
    play_until_summary,
    preferred,
    settle,
    table_of,
)


async def test_a_whole_hand_by_keyboard(app_factory: AppFactory) -> None:
    app = app_factory()
    messages: list[object] = []
    async with app.run_test(size=(120, 40), message_hook=messages.append) as pilot:

        async def by_key(action: Action) -> None:
            await pilot.press(key_for(app, action))

        await play_until_summary(pilot, by_key)
        controller = controller_of(app)
        assert len(controller.match.hands) == 1
        assert isinstance(app.screen, HandSummary)
        await pilot.press("enter")
        await settle(pilot)
        assert hand_number(controller.match) == 2
    shown = [e for m in messages if isinstance(m, GameAdvanced) for e in m.events]
    assert any(isinstance(e, HandScored) for e in shown)


@pytest.mark.slow
async def test_a_whole_hand_by_mouse(app_factory: AppFactory) -> None:
    app = app_factory(seed=11)
    async with app.run_test(size=(120, 40)) as pilot:

        async def by_click(action: Action) -> None:
            if isinstance(action, PlayCard):
                assert await pilot.click(f"#card-{action.card}")
            else:
                assert await pilot.click(f"#action-{key_for(app, action)}")

        await play_until_summary(pilot, by_click)
        assert len(controller_of(app).match.hands) == 1
        assert await pilot.click("#continue")
        await settle(pilot)
        assert not isinstance(app.screen, HandSummary)


async def test_an_illegal_card_shows_the_rule_and_changes_nothing(app_factory: AppFactory) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        controller = controller_of(app)
        for _ in range(60):
            await settle(pilot)
            hand = controller.match.current
            assert hand is not None
            options = hand.card_options() if controller.to_act is Seat.SOUTH else ()
            illegal = [o for o in options if not o.legal]
            if illegal and hand.phase is Phase.PLAYING:
                before = controller.match
                assert await pilot.click(f"#card-{illegal[0].card}")
                await settle(pilot)
                assert controller.match is before
                notes = messages(app)
                # The rule as a sentence to the player, from its value: "You must follow ♣."
                refusal = illegal[0].refusal
                assert refusal is not None
                assert refusal_words(refusal, controller.table.names) in notes, notes
                return
            await pilot.press(key_for(app, preferred(hand.legal_actions())))
        raise AssertionError("never met an illegal card")


async def test_a_refused_sawa_shows_why(app_factory: AppFactory) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        before = controller_of(app).match
        await pilot.press("s")
        await settle(pilot)
        assert controller_of(app).match is before
        assert table_of(app).query(CardWidget)
