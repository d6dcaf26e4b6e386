"""Input belongs to a decision: the focus starts on what may be chosen, and nothing typed
for one decision acts on a later one (keys typed ahead while the bots play, an Enter
queued before a claim is asked, a card chosen twice)."""

from __future__ import annotations

import random

import pytest
from textual import events
from textual.widgets import Button

from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.core.table import make_table
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.rules.round import shuffled_deck
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.tui.dialogs import HandSummary, SawaDialog
from baloot_tui.games.baloot.tui.widgets import ActionBar
from baloot_tui.games.belot.tui.felt import BelotDealSummary
from baloot_tui.play.driver import MatchSetup
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.widgets.hand import CardWidget
from tests.driver_kit import baloot_driver
from tests.engine.claims_kit import ClaimingBot, RandomLegalBot, claim_position, seated
from tests.ui.belot_kit import act_once, belot_felt
from tests.ui.ui_kit import (
    AppFactory,
    controller_of,
    key_for,
    messages,
    preferred,
    settle,
    table_of,
)

SIZE = (120, 40)
CHARACTERS = {"enter": "\r", "space": " "}


def typed(app: BalootApp, *keys: str) -> None:
    """Keys as the terminal driver posts them: stamped now, read whenever the app gets to them."""
    for key in keys:
        app.post_message(events.Key(key, CHARACTERS.get(key, key)))


def card_decision(app: BalootApp) -> bool:
    """Whether the person's decision now is a card to play (no call or declaration offered)."""
    driver = controller_of(app)
    hand = driver.match.current
    return (
        driver.is_human_turn()
        and hand is not None
        and hand.phase is Phase.PLAYING
        and not table_of(app).query_one(ActionBar).actions
    )


@pytest.mark.parametrize("seed", [3, 7, 11])
async def test_the_focus_starts_on_a_card_that_may_be_played(
    app_factory: AppFactory, seed: int
) -> None:
    app = app_factory(seed=seed)
    checked = 0
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(120):
            await settle(pilot)
            if isinstance(app.screen, HandSummary):
                break
            if isinstance(app.screen, SawaDialog):
                await pilot.press("r" if app.screen.asked else "enter")
                continue
            driver = controller_of(app)
            hand = driver.match.current
            assert hand is not None and driver.is_human_turn()
            if card_decision(app):
                focused = table_of(app).focused
                assert isinstance(focused, CardWidget), f"seed {seed}: focus on {focused}"
                legal = {o.card for o in hand.card_options() if o.legal}
                assert focused.card in legal, f"seed {seed}: the focus starts on {focused.card}"
                checked += 1
            await pilot.press(key_for(app, preferred(hand.legal_actions())))
    assert checked >= 5


class TypingBot(RandomLegalBot):
    """A bot while which a person types ahead: each time it thinks, keys arrive."""

    name = "typing"

    def __init__(self, app: BalootApp, keys: tuple[str, ...]) -> None:
        self.app = app
        self.keys = keys
        self.turns = 0

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        self.turns += 1
        typed(self.app, *self.keys)
        return super().choose(view, legal, rng)


def south_actions(app: BalootApp) -> int:
    """How many actions South took in the hand being played."""
    hand = controller_of(app).match.current
    assert hand is not None
    return sum(1 for action in hand.history if action.seat is Seat.SOUTH)


async def test_keys_typed_while_the_bots_play_never_reach_a_later_decision(
    app_factory: AppFactory,
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        bot = TypingBot(app, ("1", "2", "3", "enter", "space", "s", "a"))
        bots: dict[Seat, Bot] = {s: bot for s in SEATS if s is not Seat.SOUTH}
        match = new_match().deal(shuffled_deck(random.Random(3)))
        app.open_table(baloot_driver(MatchSetup(3, make_table(1)), bots, match=match))
        taken = 0
        while not isinstance(app.screen, HandSummary):
            await settle(pilot)
            if isinstance(app.screen, HandSummary):
                break
            assert south_actions(app) == taken, "a key typed ahead acted for South"
            driver = controller_of(app)
            hand = driver.match.current
            assert hand is not None and driver.is_human_turn()
            await pilot.press(key_for(app, preferred(hand.legal_actions())))
            taken += 1
        assert taken >= 8 and bot.turns >= 3 * 8
        assert not any("does not hold" in note for note in messages(app))


@pytest.mark.parametrize("seed", [1, 2, 5])
async def test_the_focus_starts_on_a_card_that_may_be_played_in_belot(
    app_factory: AppFactory, seed: int
) -> None:
    app = app_factory(game="belot", seed=seed)
    checked = 0
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(60):
            await settle(pilot)
            if isinstance(app.screen, BelotDealSummary):
                break
            snap = belot_felt(app).snap
            assert snap is not None and snap.my_turn
            if not snap.numbered:
                focused = table_of(app).focused
                assert isinstance(focused, CardWidget), f"seed {seed}: focus on {focused}"
                allowed = {c.card for c in snap.choices if c.allowed}
                assert focused.card in allowed, f"seed {seed}: the focus starts on {focused.card}"
                checked += 1
            await act_once(pilot, mouse=False)
    assert checked >= 5


class TypingClaimer(ClaimingBot):
    """East claims Sawa while the person, expecting to play on, types Enter and a."""

    def __init__(self, app: BalootApp) -> None:
        self.app = app

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        typed(self.app, "enter", "a", "space")
        return super().choose(view, legal, rng)


async def test_no_key_answers_an_opponents_claim_unless_it_is_pressed_for_it(
    app_factory: AppFactory,
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        match, _ = claim_position(holds=True, claimer=Seat.EAST)
        driver = seated(match, Seat.SOUTH)
        driver.bots[Seat.EAST] = TypingClaimer(app)
        app.open_table(driver)
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, SawaDialog) and dialog.asked == (Seat.SOUTH,)
        assert driver.claim_waiting is not None, "keys typed ahead answered the claim"
        assert not isinstance(dialog.focused, Button), "no answer is the default"
        for key in ("enter", "space"):
            await pilot.press(key)
            await settle(pilot)
            assert app.screen is dialog and driver.claim_waiting is not None, key
        await pilot.press("r")
        await settle(pilot)
        assert driver.claim_waiting is None
        assert isinstance(app.screen, SawaDialog) and not app.screen.asked
