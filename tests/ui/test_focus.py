"""Keyboard focus at the table: Tab and the arrows over cards and buttons, Enter/Space."""

from __future__ import annotations

import pytest
from textual.color import Color
from textual.pilot import Pilot
from textual.widget import Widget

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, Pass, PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.tui.dialogs import HandSummary
from baloot_tui.games.baloot.tui.widgets import ActionBar, ActionButton
from baloot_tui.games.baloot.words import refusal_words
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.widgets.hand import CardWidget
from tests.sampling import sweep
from tests.ui.ui_kit import (
    AppFactory,
    controller_of,
    felt_of,
    key_for,
    messages,
    play_until_summary,
    preferred,
    settle,
    table_of,
)

SEED_7_CALLS = (Pass(Seat.SOUTH), Bid(Seat.SOUTH, Call.HOKUM), Bid(Seat.SOUTH, Call.SUN))
"""Seed 7: South speaks first and may pass, call Hokum or call Sun."""


def focused(app: BalootApp) -> Widget | None:
    return table_of(app).focused


def focus_id(app: BalootApp) -> str | None:
    widget = focused(app)
    return None if widget is None else widget.id


def target_id(app: BalootApp, action: Action) -> str:
    """The id of the card or button that takes ``action``."""
    if isinstance(action, PlayCard):
        return f"card-{action.card}"
    return f"action-{key_for(app, action)}"


async def focus_by(pilot: Pilot[None], key: str, wanted: str, limit: int = 20) -> None:
    """Press ``key`` until the widget ``wanted`` has the focus."""
    app = pilot.app
    assert isinstance(app, BalootApp)
    for _ in range(limit):
        if focus_id(app) == wanted:
            return
        await pilot.press(key)
        await pilot.pause()
    raise AssertionError(f"{key} never reached #{wanted} (focus on #{focus_id(app)})")


async def test_the_first_call_has_the_focus_when_my_turn_to_bid_starts(
    app_factory: AppFactory,
) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        table = table_of(app)
        assert table.query_one(ActionBar).actions == SEED_7_CALLS
        assert focus_id(app) == "action-1"


@pytest.mark.parametrize(
    ("forward", "back"), sweep([("tab", "shift+tab"), ("right", "left")], unpack=True)
)
async def test_tab_and_the_arrows_visit_every_card_and_button_in_a_ring(
    app_factory: AppFactory, forward: str, back: str
) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        table = table_of(app)
        ring = [w.id for w in table.query("CardWidget, ActionButton")]
        assert [w.id for w in table.focus_chain] == ring, "only cards and buttons take focus"
        start = ring.index(focus_id(app))
        seen = []
        for _ in ring:
            await pilot.press(forward)
            seen.append(focus_id(app))
        assert seen == ring[start + 1 :] + ring[: start + 1]
        await pilot.press(back)
        assert focus_id(app) == ring[start - 1]


async def test_up_and_down_jump_between_the_cards_and_the_buttons(
    app_factory: AppFactory,
) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("up")
        assert isinstance(focused(app), CardWidget)
        await pilot.press("right", "up")
        assert focus_id(app) == "card-KC", "up stays put on the cards row"
        await pilot.press("down")
        assert focus_id(app) == "action-1"


@pytest.mark.parametrize("key", sweep(["enter", "space"]))
async def test_enter_or_space_takes_the_focused_call(app_factory: AppFactory, key: str) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await focus_by(pilot, "right", "action-3")
        await pilot.press(key)
        await settle(pilot)
        hand = controller_of(app).match.current
        assert hand is not None
        assert hand.history[0] == Bid(Seat.SOUTH, Call.SUN)


async def test_number_keys_still_work_whatever_has_the_focus(app_factory: AppFactory) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("up", "right")
        assert isinstance(focused(app), CardWidget)
        await pilot.press("3")
        await settle(pilot)
        hand = controller_of(app).match.current
        assert hand is not None
        assert hand.history[0] == Bid(Seat.SOUTH, Call.SUN)


async def test_an_illegal_card_takes_the_focus_and_enter_says_why(
    app_factory: AppFactory,
) -> None:
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
                assert not isinstance(focused(app), CardWidget) or focus_id(app) != (
                    f"card-{illegal[0].card}"
                ), "a new turn starts on a card that may be played"
                await focus_by(pilot, "right", f"card-{illegal[0].card}")
                before = controller.match
                await pilot.press("enter")
                await settle(pilot)
                assert controller.match is before
                notes = messages(app)
                refusal = illegal[0].refusal
                assert refusal is not None
                assert any(refusal_words(refusal) in note for note in notes), notes
                assert focus_id(app) == f"card-{illegal[0].card}", "the focus stays put"
                return
            await pilot.press(key_for(app, preferred(hand.legal_actions())))
        raise AssertionError("never met an illegal card")


async def test_the_focus_keeps_its_place_in_the_hand_after_a_card_is_played(
    app_factory: AppFactory,
) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("3")  # Sun: South leads the first trick
        await settle(pilot)
        felt = felt_of(app)
        assert felt.snap is not None
        cards = felt.hand_cards(felt.snap)
        await focus_by(pilot, "right", f"card-{cards[2]}")
        await pilot.press("space")
        await settle(pilot)
        hand = controller_of(app).match.current
        assert hand is not None
        assert PlayCard(Seat.SOUTH, cards[2]) in hand.history
        widget = focused(app)
        assert isinstance(widget, CardWidget) and widget.card in cards


@pytest.mark.slow
async def test_a_whole_hand_by_tab_and_enter_only(app_factory: AppFactory) -> None:
    app = app_factory(seed=11)
    async with app.run_test(size=(80, 24)) as pilot:

        async def by_focus(action: Action) -> None:
            await focus_by(pilot, "tab", target_id(app, action))
            await pilot.press("enter")

        await play_until_summary(pilot, by_focus)
        assert isinstance(app.screen, HandSummary)
        assert len(controller_of(app).match.hands) == 1


def contrast(one: Color, other: Color) -> float:
    """WCAG contrast ratio of two colours."""
    light, dark = sorted((one.brightness, other.brightness), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("theme", sweep(["textual-dark", "textual-light"]))
async def test_the_focus_is_easy_to_see_in_both_themes(app_factory: AppFactory, theme: str) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        app.theme = theme
        await settle(pilot)
        table = table_of(app)
        buttons = list(table.query(ActionButton))
        assert buttons[0] is focused(app)
        chosen, other = buttons[0].styles, buttons[1].styles
        assert contrast(chosen.background, other.background) > 2
        assert contrast(chosen.color, chosen.background) > 4.5
        await pilot.press("up")
        cards = list(table.query(CardWidget))
        assert cards[0] is focused(app)
        assert cards[0].styles.border_top[0] == "heavy"
        assert all(card.styles.border_top[0] == "round" for card in cards[1:])
