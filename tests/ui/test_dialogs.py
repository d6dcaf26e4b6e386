"""Pilot tests of every bidding call, the doubling ladder, projects and the summary."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from baloot_tui.core.cards import DECK, Card, Rank, Suit
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.game import shown_round
from baloot_tui.games.baloot.rules.actions import Declare, parse_action
from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.rules.round import shuffled_deck
from baloot_tui.games.baloot.tui.widgets import ActionBar
from baloot_tui.play.driver import deck_rng
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from baloot_tui.tui.widgets.hand import CardWidget
from tests.sampling import sweep
from tests.ui.ui_kit import (
    AppFactory,
    act,
    controller_of,
    felt_of,
    key_for,
    open_table_with,
    preferred,
    settle,
    table_of,
)

DEALER = Seat.WEST
"""With West dealing, South speaks and leads first (P1)."""
LOW_RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE)


def seeded_deck(seed: int = 3) -> tuple[Card, ...]:
    deck = shuffled_deck(deck_rng(seed, 0))
    assert deck[20].rank is not Rank.ACE, "Ashkal needs a face-up card that is not an Ace"
    return deck


def kawesh_deck() -> tuple[Card, ...]:
    """South's first five cards (deck positions 0-2 and 12-13) are all 7s, 8s and 9s."""
    low = [c for c in DECK if c.rank in LOW_RANKS][:5]
    rest = [c for c in seeded_deck() if c not in low]
    for position, card in zip((0, 1, 2, 12, 13), low, strict=True):
        rest.insert(position, card)
    return tuple(rest)


def other_suit(face: Suit) -> str:
    return next(s for s in Suit if s is not face).value


SEQUENCES = {
    "hokum confirmed": "S hokum|E pass|N pass|W pass|S confirm {face}",
    "hokum switched to sun": "S hokum|E pass|N pass|W pass|S tosun",
    "ashkal then before you": "S pass|E hokum|N ashkal|E beforeyou|S pass",
    "sun by the first speaker": "S sun",
    "round two hokum names a suit": "S pass|E pass|N pass|W pass|S hokum|E pass|N pass|W pass"
    "|S confirm {other}",
}


@pytest.mark.parametrize("calls", sweep(list(SEQUENCES.values()), ids=list(SEQUENCES)))
async def test_every_kind_of_bidding_call_by_key(app_factory: AppFactory, calls: str) -> None:
    deck = seeded_deck()
    face = deck[20].suit
    texts = calls.format(face=face.value, other=other_suit(face)).split("|")
    app = app_factory(start="menu")
    async with app.run_test(size=(120, 40)) as pilot:
        open_table_with(app, new_match(first_dealer=DEALER).deal(deck), humans=4)
        for text in texts:
            await act(pilot, text)
        hand = shown_round(controller_of(app).match)
        assert hand is not None
        assert [str(a) for a in hand.history[: len(texts)]] == texts


async def test_kawesh_is_offered_and_redeals(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=(120, 40)) as pilot:
        open_table_with(app, new_match(first_dealer=DEALER).deal(kawesh_deck()), humans=4)
        await act(pilot, "S kawesh")
        controller = controller_of(app)
        assert controller.match.hands[-1].result is not None
        assert controller.match.hands[-1].result.kind == "kawesh"


async def test_the_doubling_ladder_asks_the_right_player(app_factory: AppFactory) -> None:
    deck = seeded_deck()
    face = deck[20].suit.value
    app = app_factory(start="menu")
    async with app.run_test(size=(120, 40)) as pilot:
        open_table_with(app, new_match(first_dealer=DEALER).deal(deck), humans=4)
        for text in f"S hokum|E pass|N pass|W pass|S confirm {face}".split("|"):
            await act(pilot, text)
        for text in ("E double closed", "S three", "E four open", "S gahwa"):
            await settle(pilot)
            seat = parse_action(text).seat
            assert isinstance(app.screen, PrivacyScreen)
            assert app.screen.player == controller_of(app).table[seat].name
            await act(pilot, text)
        hand = shown_round(controller_of(app).match)
        assert hand is not None and hand.doubling is not None
        assert hand.doubling.gahwa and hand.doubling.multiplier == 4


async def test_projects_are_offered_on_trick_one_and_shown(app_factory: AppFactory) -> None:
    """Seed 31: West deals, South opens with Sun and holds a Sira (Q K A of spades)."""
    app = app_factory(seed=31)
    async with app.run_test(size=(120, 40)) as pilot:
        await act(pilot, "S sun")
        await settle(pilot)
        bar = table_of(app).query_one(ActionBar)
        offered = [a for a in bar.actions if isinstance(a, Declare)]
        assert len(offered) == len(bar.actions) == 2 and offered[0].projects == ()
        await pilot.press("2")
        await settle(pilot)
        hand = shown_round(controller_of(app).match)
        assert hand is not None
        declared = [a for a in hand.history if isinstance(a, Declare) and a.seat is Seat.SOUTH]
        assert declared and declared[0].projects[0].kind.value == "sira"


@pytest.mark.slow
async def test_privacy_screen_hides_every_hand_between_two_people(
    app_factory: AppFactory,
) -> None:
    app = app_factory(humans=2)
    async with app.run_test(size=(120, 40)) as pilot:
        controller = controller_of(app)
        for _ in range(120):
            await settle(pilot)
            table = table_of(app)
            shown = {w.card for w in table.query(CardWidget)}
            if isinstance(app.screen, PrivacyScreen):
                assert shown == set()
                snap = felt_of(app).snap
                assert snap is not None and snap.visible_hands == {}
                await pilot.press("enter")
                continue
            if controller.match.hands:
                break
            seat = controller.to_act
            assert seat is not None and controller.table.is_human(seat)
            hand = controller.match.current
            assert hand is not None
            assert shown == set(hand.hands[seat])
            for other in controller.table.humans:
                if other is not seat:
                    assert not shown & set(hand.hands[other])
            await pilot.press(*_first_choice_keys(pilot))
        assert controller.match.hands, "the hand did not finish"


def _first_choice_keys(pilot: Pilot[None]) -> tuple[str, ...]:
    app = pilot.app
    assert isinstance(app, BalootApp)
    hand = controller_of(app).match.current
    assert hand is not None
    return (key_for(app, preferred(hand.legal_actions())),)
