"""The medium and beginner levels: hand evaluation, bids, doubles, declarations, card play."""

from __future__ import annotations

import dataclasses
import random

import pytest

from baloot_tui.core.cards import Suit, card, parse_cards
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots.evaluate import (
    HokumStrength,
    SunStrength,
    hokum_strength,
    sun_strength,
)
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Declare,
    Double,
    DoubleStep,
    Pass,
    PlayCard,
    Sawa,
    parse_action,
)
from baloot_tui.games.baloot.rules.bidding import apply_call, legal_calls, start_bidding
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.projects import declaration_options
from baloot_tui.games.baloot.rules.tricks import legal_cards
from baloot_tui.games.baloot.rules.view import PlayerView
from tests.bots.conftest import MatchRunner, ViewMaker, ladder_view

S, E, N, W = Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST
H, SP = Suit.HEARTS, Suit.SPADES


@pytest.mark.parametrize(
    ("hand", "trump", "expected"),
    [
        ("JH 9H AH TH 7S 8D", H, HokumStrength(H, 26, 20, 11, 8, 12, 0, 4, 0)),
        ("9H KH QH AS AC 7D", H, HokumStrength(H, 0, 16, 0, 0, 6, 26, 0, 20)),
        ("TH 7S AS 8D 9C KC", H, HokumStrength(H, 0, 0, 0, 4, 0, 13, 0, 0)),
    ],
)
def test_hokum_components(hand: str, trump: Suit, expected: HokumStrength) -> None:
    assert hokum_strength(parse_cards(hand), trump) == expected


@pytest.mark.parametrize(
    ("hand", "expected", "total"),
    [
        ("AS TS KS AH 7D 8C", SunStrength(32, 10, 3, 0, 0), 45),
        ("AS KS QS JS 9H 8D", SunStrength(16, 0, 3, 5, 37), 61),
        ("TH 9H 8H KD 7C 8S", SunStrength(0, 6, 0, 0, 15), 21),
    ],
)
def test_sun_components(hand: str, expected: SunStrength, total: int) -> None:
    strength = sun_strength(parse_cards(hand), DEFAULT_RULES)
    assert strength == expected
    assert strength.total == total


def auction_view(base: ViewMaker, hand: str, face: str, calls: str = "") -> PlayerView:
    """The view of the seat to speak after ``calls`` (dealer West, so South speaks first)."""
    bidding = start_bidding(W, card(face))
    for text in filter(None, calls.split(", ")):
        bidding = apply_call(bidding, parse_action(text), DEFAULT_RULES)
    seat = bidding.to_act
    assert seat is not None
    cards = parse_cards(hand)
    legal = legal_calls(bidding, cards, DEFAULT_RULES)
    view = base(hand=hand, seat=seat, face=face)
    return dataclasses.replace(
        view,
        phase=Phase.BIDDING,
        bidding=bidding,
        doubling=None,
        first_leader=None,
        leader=None,
        hand_sizes=(5, 5, 5, 5),
        to_act=seat,
        legal_actions=legal,
    )


@pytest.mark.parametrize(
    ("hand", "face", "calls", "expected"),
    [
        ("JH 9H AH 7S AC", "8H", "", "S hokum"),
        ("AS AD AC TS KD", "7H", "", "S sun"),
        ("7S 8D 9C JS QD", "7H", "", "S pass"),
        ("7S 8D 9C 7D 8C", "KH", "", "S kawesh"),
        ("AS TS AD KD QC", "TH", "S pass, E pass", "N ashkal"),
        (
            "JS 9S AS 7D 8C",
            "7H",
            "S pass, E pass, N pass, W pass, S hokum, E pass, N pass, W pass",
            "S confirm S",
        ),
        ("AS TS AD KD 8C", "8H", "S hokum, E pass", "N pass"),
        ("AS TS AD KD AC", "8H", "S pass, E hokum", "N sun"),
    ],
)
def test_bidding(view_of: ViewMaker, hand: str, face: str, calls: str, expected: str) -> None:
    view = auction_view(view_of, hand, face, calls)
    choice = make_bot("medium").choose(view, view.legal_actions, random.Random(0))
    assert str(choice) == expected


@pytest.mark.parametrize(
    ("level", "hand", "scores", "expected"),
    [
        ("medium", "JH 9H AH TH AS AC 7D 8D", (0, 0), Double(E, DoubleStep.DOUBLE, False)),
        ("medium", "JH 7H AS KC 7D 8D 9S QC", (0, 0), Pass(E)),
        ("medium", "JH 7H AS KC 7D 8D 9S QC", (140, 60), Double(E, DoubleStep.DOUBLE, True)),
        ("beginner", "JH 9H AH TH AS AC 7D 8D", (0, 0), Pass(E)),
    ],
)
def test_doubling(level: str, hand: str, scores: tuple[int, int], expected: Action) -> None:
    view = ladder_view(hand, scores)
    assert make_bot(level).choose(view, view.legal_actions, random.Random(0)) == expected


def test_declares_the_hundred_over_baloot_when_it_is_worth_more(view_of: ViewMaker) -> None:
    hand = parse_cards("9H TH JH QH KH 7S 8D 7C")
    options = declaration_options(hand, Contract.HOKUM, DEFAULT_RULES)
    legal = tuple(Declare(S, o) for o in options)
    view = view_of(hand="9H TH JH QH KH 7S 8D 7C", trump=H, legal=legal)
    choice = make_bot("medium").choose(view, legal, random.Random(0))
    assert str(choice) == "S declare hundred:9H-TH-JH-QH-KH"


def play_choice(view: PlayerView) -> Action:
    legal_set = legal_cards(view.hand, view.trick, view.trump, view.closed, view.rules)
    legal = tuple(PlayCard(view.seat, c) for c in legal_set)
    return make_bot("medium").choose(view, legal, random.Random(0))


PLAYS = [
    (
        "feeds the King to a partner's sure Ace",
        {"hand": "KS 8S 7D", "trick": "AS 7S", "first_leader": N},
        "KS",
    ),
    (
        "last to play wins with the cheapest winner",
        {"hand": "AS TS 8S", "trick": "KS 7S QS", "first_leader": E},
        "TS",
    ),
    ("second hand plays low", {"hand": "KS 8S 7D", "trick": "7S", "first_leader": W}, "8S"),
    (
        "the buyer draws trumps with the Jack",
        {"hand": "JH 9H 7H AS 8D 9C KC 7S", "trump": H, "buyer": S},
        "JH",
    ),
    ("cashes a master Ace in Sun", {"hand": "AD 7C 8C 9S 8H", "tricks": ["KS 7S 8S QS"]}, "AD"),
]


@pytest.mark.parametrize(("name", "args", "expected"), PLAYS, ids=[p[0] for p in PLAYS])
def test_card_play(view_of: ViewMaker, name: str, args: dict[str, object], expected: str) -> None:
    del name
    assert play_choice(view_of(**args)) == PlayCard(S, card(expected))


#: Six tricks all won by South, who is on lead with two hearts left.
SOUTH_WON_SIX = [
    "AS 7S 8S 9S",
    "TS KS QS JS",
    "AD 7D 8D 9D",
    "TD KD QD JD",
    "AC 7C 8C 9C",
    "TC KC QC JC",
]


@pytest.mark.parametrize(("hand", "claims"), [("AH TH", True), ("TH KH", False)])
def test_sawa_only_when_certain(view_of: ViewMaker, hand: str, claims: bool) -> None:
    view = view_of(hand=hand, tricks=SOUTH_WON_SIX)
    assert view.to_act is S
    assert (play_choice(view) == Sawa(S)) is claims


def test_no_sawa_for_the_last_trick_alone(view_of: ViewMaker) -> None:
    """South won seven tricks and leads the last with the A♥: it plays it, no claim to read."""
    seven = [*SOUTH_WON_SIX, "AH 7H 8H 9H"]
    view = view_of(hand="TH", tricks=seven)
    assert view.to_act is S
    assert play_choice(view) != Sawa(S)


@pytest.mark.slow
def test_medium_pair_beats_random_pair(play_match: MatchRunner) -> None:
    """Seeded: 100 matches, seats swapped every other match; medium won 100 of 100 when written."""
    medium, rand = make_bot("medium"), make_bot("random")
    wins = 0
    for seed in range(100):
        ns_medium = seed % 2 == 0
        bots = [medium, rand, medium, rand] if ns_medium else [rand, medium, rand, medium]
        match = play_match(bots, DEFAULT_RULES, seed)
        assert match.winner is not None
        wins += (match.winner.value == 0) == ns_medium
    assert wins > 80
