"""What the card tracker deduces from a view: voids, trump ceilings, holders, hints."""

from __future__ import annotations

import random

import pytest

from baloot_tui.core.cards import Suit, card, parse_cards
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots.tracker import BID_HOKUM, PASSED_JACK, PASSED_NINE, CardTracker
from baloot_tui.games.baloot.rules.actions import parse_action
from baloot_tui.games.baloot.rules.house_rules import preset
from tests.bots.conftest import ViewMaker

S, E, N, W = Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST
H, C, D, SP = Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES

# (name, view arguments, seat, its certain voids, cards it cannot hold, cards it may hold)
CASES = [
    (
        "did not follow in Sun: void in the led suit",
        {"hand": "9D TD JD QD KD AD 7C", "tricks": ["AS 7S KH 8S"], "first_leader": E},
        W,
        {SP},
        "9S TS",
        "AH 7H",
    ),
    (
        "did not trump when an opponent was winning: void in trumps too",
        {"hand": "AS KS QS 9D AD TD 8C KC", "trump": H, "trick": "7C 8D", "first_leader": N},
        W,
        {C, H},
        "JH 7H",
        "TS 7S",
    ),
    (
        "partner winning: a discard says nothing about trumps",
        {"hand": "AS KS QS 9D AD TD 8C", "trump": H, "trick": "AC 7C 8D", "first_leader": E},
        W,
        {C},
        "KC",
        "JH 7H",
    ),
    (
        "under-trumped: holds no trump above the one it could not beat",
        {"hand": "AS KS QS 9D AD TD 8S", "trump": H, "tricks": ["7C 8C TH QH"]},
        W,
        {C},
        "JH 9H AH",
        "KH 8H 7H",
    ),
    (
        "trump lead not beaten: no higher trump",
        {"hand": "AS KS QS AD TD 8S 7D", "trump": H, "trick": "9H 7H"},
        E,
        set(),
        "JH",
        "AH 8H",
    ),
    (
        "led a trump in a closed game: holds only trumps",
        {
            "hand": "AS KS QS AD TD 8S 7D 9D",
            "trump": H,
            "trick": "7H",
            "first_leader": E,
            "closed": True,
        },
        E,
        {SP, D, C},
        "AC 7S",
        "JH 9H",
    ),
    (
        "the buyer holds the face-up card",
        {"hand": "AS KS QS AD TD 8S 7D 9D", "face": "KC", "buyer": N},
        E,
        set(),
        "KC",
        "AC",
    ),
]


@pytest.mark.parametrize(
    ("name", "args", "seat", "voids", "cannot", "may"), CASES, ids=[c[0] for c in CASES]
)
def test_inferences(
    view_of: ViewMaker,
    name: str,
    args: dict[str, object],
    seat: Seat,
    voids: set[Suit],
    cannot: str,
    may: str,
) -> None:
    del name  # the test id
    tracker = CardTracker.from_view(view_of(**args))
    assert tracker.voids(seat) == voids
    for c in parse_cards(cannot):
        assert seat not in tracker.possible_holders(c), c
    for c in parse_cards(may):
        assert seat in tracker.possible_holders(c), c


def test_strict_rules_make_the_discard_a_trump_void(view_of: ViewMaker) -> None:
    view = view_of(
        hand="AS KS QS 9D AD TD 8C",
        trump=H,
        trick="AC 7C 8D",
        first_leader=E,
        rules=preset("strict"),
    )
    assert CardTracker.from_view(view).voids(W) == {C, H}


def test_face_card_has_a_single_holder(view_of: ViewMaker) -> None:
    tracker = CardTracker.from_view(view_of(hand="AS KS QS AD TD 8S 7D 9D", face="KC", buyer=N))
    assert tracker.possible_holders(card("KC")) == {N}
    assert tracker.possible_holders(card("AS")) == {S}


def test_played_unseen_masters_and_trumps(view_of: ViewMaker) -> None:
    view = view_of(hand="TS 8S 9D AD TD JH 7H", trump=H, tricks=["AS 7S KS QS"], first_leader=E)
    tracker = CardTracker.from_view(view)
    assert tracker.played == set(parse_cards("AS 7S KS QS"))
    assert len(tracker.unseen) == 32 - 4 - 7
    assert tracker.master(SP) == card("TS")
    assert tracker.master_cards(SP) == (card("TS"),)
    assert tracker.master_cards(D) == (card("AD"), card("TD"))
    assert tracker.master_cards(H) == (card("JH"),)
    assert tracker.trumps_out == 6
    assert tracker.possible_holders(card("QS")) == frozenset()


def test_a_full_hand_of_known_cards_excludes_the_rest(view_of: ViewMaker) -> None:
    """Six tricks gone, East void in spades, diamonds and hearts: it holds the two clubs left."""
    view = view_of(
        hand="AH KH",
        tricks=[
            "AS 7S 8S 7C",
            "KS 9S JS 8C",
            "TS QS AD 9C",
            "KD 7D 8D TC",
            "TD 9D QD JC",
            "7H 8H JD QC",
        ],
        first_leader=N,
    )
    tracker = CardTracker.from_view(view)
    assert tracker.holds_for_sure(E) == set(parse_cards("KC AC"))
    assert tracker.possible_holders(card("QH")) == {N, W}


BID_HINTS = [
    (E, "JC", PASSED_JACK),  # passed a round-1 Hokum in clubs
    (E, "9C", PASSED_NINE),
    (N, "JC", BID_HOKUM),  # bid Hokum in clubs
    (W, "JC", 1.0),  # passed after the Hokum: says nothing
    (E, "JH", 1.0),
]


@pytest.mark.parametrize(("seat", "text", "weight"), BID_HINTS)
def test_bidding_hints(view_of: ViewMaker, seat: Seat, text: str, weight: float) -> None:
    auction = "S pass, E pass, N hokum, W pass, S pass, E pass, N confirm C"
    history = tuple(parse_action(part) for part in auction.split(", "))
    view = view_of(hand="AS KS QS AD TD 8S 7D 9D", trump=C, face="7C", history=history)
    assert CardTracker.from_view(view).likelihood(seat, card(text)) == pytest.approx(weight)


def test_forgetting_everything_puts_played_cards_back_in_play(view_of: ViewMaker) -> None:
    view = view_of(hand="TS 8S 9D AD TD JH 7H", trump=H, tricks=["AS 7S KS QS"], first_leader=E)
    tracker = CardTracker.from_view(view)
    assert tracker.forgetting(random.Random(0), 0.0) is tracker
    forgetful = tracker.forgetting(random.Random(0), 1.0)
    assert forgetful.played == frozenset()
    assert forgetful.master(SP) == card("AS")
    assert forgetful.master_cards(SP) == ()
