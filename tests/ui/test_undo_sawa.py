"""Pilot tests at 80×24: undo in a practice game, and Sawa claims shown, answered and settled."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.console import Console
from textual.pilot import Pilot
from textual.widgets._footer import FooterKey

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.game import hand_number
from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.rules.round import shuffled_deck
from baloot_tui.games.baloot.tui.dialogs import HandSummary, SawaDialog
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.widgets.panels import EventLog
from tests.driver_kit import BalootDriver
from tests.engine.claims_kit import claim_position, seated
from tests.sampling import sweep
from tests.ui.test_notation_scan import notation_in
from tests.ui.ui_kit import (
    AppFactory,
    controller_of,
    dismiss_privacy,
    key_for,
    open_table_with,
    preferred,
    screen_text,
    settle,
    table_of,
)

SMALL = (80, 24)
LARGE = (120, 40)


def footer_key(app: BalootApp, action: str) -> FooterKey | None:
    """The footer's key for ``action`` on the top screen, if the footer shows it."""
    return next((k for k in app.screen.query(FooterKey) if k.action == action), None)


def log_text(app: BalootApp) -> str:
    """The table's log as one line of words (wrapping undone)."""
    log = table_of(app).query_one(EventLog)
    return re.sub(r"\s+", " ", " ".join(strip.text for strip in log.lines))


def summary_text(summary: HandSummary) -> str:
    console = Console(file=io.StringIO(), width=76, record=True)
    console.print(summary.breakdown())
    return re.sub(r"\s+", " ", console.export_text())


# ----------------------------------------------------------------------- undo


async def decide(pilot: Pilot[None], app: BalootApp) -> None:
    """Take a sensible decision by its key and let the bots reply."""
    hand = controller_of(app).match.current
    assert hand is not None
    await pilot.press(key_for(app, preferred(hand.legal_actions())))
    await settle(pilot)


@pytest.mark.parametrize("way", sweep(["u", "ctrl+z", "click", "palette"], keep=2))
async def test_undo_takes_back_the_decision_and_the_bots_replies(
    app_factory: AppFactory, way: str
) -> None:
    app = app_factory(seed=7)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        controller = controller_of(app)
        assert controller.is_human_turn()
        assert footer_key(app, "undo") is None, "nothing to undo before the first decision"
        before = controller.match
        await decide(pilot, app)
        assert controller.is_human_turn() and hand_number(controller.match) == 1
        key = footer_key(app, "undo")
        assert key is not None and "Undo" in screen_text(app)
        if way == "click":
            assert await pilot.click(key)
        elif way == "palette":
            await pilot.press("ctrl+p")
            await settle(pilot)
            await pilot.press(*"Undo")
            await pilot.pause(0.3)
            await pilot.press("enter")
        else:
            await pilot.press(way)
        await settle(pilot)
        assert controller.match == before and controller.undos == {0: 1}
        assert footer_key(app, "undo") is None
        assert re.search(r"Undo: you take back \d+ moves?", log_text(app))


async def test_undo_while_the_bots_reply_stops_them(app_factory: AppFactory) -> None:
    app = app_factory(seed=7, bot_delay=0.3)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot)
        controller = controller_of(app)
        for _ in range(6):  # until a decision the bots must reply to
            await settle(pilot)
            before = controller.match
            hand = before.current
            assert hand is not None and controller.is_human_turn()
            await pilot.press(key_for(app, preferred(hand.legal_actions())))
            await pilot.pause(0.1)
            if controller.is_bot_turn():
                break
        assert controller.is_bot_turn() and table_of(app).thinking is not None
        await pilot.press("u")
        await settle(pilot)
        assert controller.match == before and controller.is_human_turn()
        assert table_of(app).thinking is None


async def test_undo_is_not_offered_in_hot_seat(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SMALL) as pilot:
        open_table_with(app, new_match().deal(shuffled_deck(random.Random(3))), humans=2)
        controller = controller_of(app)
        decisions = 0
        while decisions < 4 and controller.match.current is not None:
            await settle(pilot)
            if await dismiss_privacy(pilot):
                continue
            hand = controller.match.current
            assert hand is not None and controller.is_human_turn()
            if decisions:
                assert footer_key(app, "undo") is None
                before = controller.match
                await pilot.press("u")
                await settle(pilot)
                assert controller.match is before
            await pilot.press(key_for(app, preferred(hand.legal_actions())))
            decisions += 1
        assert decisions == 4 and controller.undos == {}


# ----------------------------------------------------------------------- Sawa


def bot_claims_against_you() -> tuple[BalootDriver, int]:
    """East (a bot) on lead with a claim that holds; you sit South."""
    match, claimer = claim_position(holds=True, claimer=Seat.EAST)
    hand = match.current
    assert hand is not None and hand.play is not None
    return seated(match, Seat.SOUTH, claimer), len(hand.play.tricks) + 1


CLAIM_ANSWERS = [
    (accept, by_mouse, size)
    for accept, by_mouse in [(True, False), (False, False), (True, True), (False, True)]
    for size in (SMALL, LARGE)
]
"""Accepted or refused, by keys or by mouse, at each size."""


@pytest.mark.parametrize(
    ("accept", "by_mouse", "size"),
    sweep(
        CLAIM_ANSWERS,
        keep=2,
        ids=[f"{accept}-{mouse}-{w}x{h}" for accept, mouse, (w, h) in CLAIM_ANSWERS],
        unpack=True,
    ),
)
async def test_a_bot_claim_is_shown_and_answered_and_the_verdict_settles_it(
    app_factory: AppFactory, accept: bool, by_mouse: bool, size: tuple[int, int]
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=size) as pilot:
        controller, trick = bot_claims_against_you()
        app.open_table(controller)
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, SawaDialog) and dialog.asked == (Seat.SOUTH,)
        shown = screen_text(app)
        assert f"Sawa by East from trick {trick}" in shown
        assert "Accept (a)" in shown and "Refuse (r)" in shown
        assert notation_in(shown) == []
        hand = controller.match.current
        assert hand is not None
        assert all(card.label in shown for card in hand.hands[Seat.EAST])
        if by_mouse:
            assert await pilot.click("#accept" if accept else "#refuse")
        else:
            await pilot.press("a" if accept else "r")
        await settle(pilot)
        verdict = app.screen
        assert isinstance(verdict, SawaDialog) and not verdict.asked
        said = screen_text(app)
        assert f"You {'accept' if accept else 'refuse'} the claim" in said
        assert "the claim holds" in said and notation_in(said) == []
        if by_mouse:
            assert await pilot.click("#continue")
        else:
            await pilot.press("enter")
        await settle(pilot)
        summary = app.screen
        assert isinstance(summary, HandSummary)
        assert f"Sawa by East from trick {trick}." in summary_text(summary)
        assert f"Sawa by East from trick {trick}: the claim holds" in log_text(app)
        assert notation_in(log_text(app)) == []
        assert controller.match.hands[-1].result is not None
        assert controller.match.hands[-1].result.sawa is Seat.EAST


async def test_a_claim_the_cards_settle_resolves_itself_in_one_line(
    app_factory: AppFactory,
) -> None:
    """East's claim holds whatever anybody plays: no dialog, one line in the log, the summary."""
    app = app_factory(start="menu")
    async with app.run_test(size=SMALL) as pilot:
        match, claimer = claim_position(holds=True, claimer=Seat.EAST, settled=True)
        hand = match.current
        assert hand is not None and hand.play is not None
        trick = len(hand.play.tricks) + 1
        app.open_table(seated(match, Seat.SOUTH, claimer))
        await settle(pilot)
        assert isinstance(app.screen, HandSummary), "no claim to answer"
        log = log_text(app)
        assert log.count("Sawa by East") == 1
        assert f"Sawa by East from trick {trick}: the claim holds" in log


@pytest.mark.parametrize("holds", sweep([True, False]))
async def test_your_claim_is_shown_to_the_bots_who_answer(
    app_factory: AppFactory, holds: bool
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SMALL) as pilot:
        match, claimer = claim_position(holds=holds, claimer=Seat.SOUTH)
        controller = seated(match, claimer)
        app.open_table(controller)
        await settle(pilot)
        assert controller.is_human_turn()
        if holds:
            await pilot.press("s")
        else:
            assert await pilot.click("#action-s")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, SawaDialog) and not dialog.asked
        said = screen_text(app)
        assert len(re.findall(r"Claim (accepted|refused) by", said)) == 2, "both bots answer"
        assert ("the claim holds" in said) is holds
        assert ("does not hold" in said) is not holds
        await pilot.press("enter")
        await settle(pilot)
        if holds:
            assert isinstance(app.screen, HandSummary)
        else:
            assert controller.match is match and controller.is_human_turn()
            assert not isinstance(app.screen, SawaDialog | HandSummary)
