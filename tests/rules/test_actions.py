"""Action notation: every kind round-trips, bad text gives a clear NotationError."""

from __future__ import annotations

import pytest

from baloot_tui.core.cards import DECK, SUITS
from baloot_tui.core.errors import NotationError
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Call,
    Declare,
    Double,
    DoubleStep,
    Pass,
    PlayCard,
    Sawa,
    parse_action,
)
from baloot_tui.games.baloot.rules.projects import parse_project


def _every_action() -> list[Action]:
    every: list[Action] = []
    for seat in SEATS:
        every.append(Pass(seat))
        every.append(Sawa(seat))
        for call in Call:
            if call is Call.CONFIRM:
                every += [Bid(seat, call, suit) for suit in SUITS]
            else:
                every.append(Bid(seat, call))
        for step in DoubleStep:
            every += [Double(seat, step, closed) for closed in (None, True, False)]
        every += [PlayCard(seat, c) for c in DECK]
        every.append(Declare(seat, ()))
        every.append(Declare(seat, (parse_project("sira:7H-8H-9H"),)))
        every.append(
            Declare(seat, (parse_project("hundred:KS-KH-KD-KC"), parse_project("sira:7H-8H-9H")))
        )
        every.append(Declare(seat, (parse_project("400:AS-AH-AD-AC"),)))
        every.append(Declare(seat, (parse_project("fifty:TD-JD-QD-KD"),)))
    return every


EVERY_ACTION = _every_action()


def test_every_kind_is_covered() -> None:
    kinds = {type(a) for a in EVERY_ACTION}
    assert kinds == {Pass, Bid, Double, Declare, PlayCard, Sawa}
    assert len(EVERY_ACTION) == 4 * (2 + 10 + 12 + 32 + 5)


@pytest.mark.parametrize("action", EVERY_ACTION, ids=str)
def test_notation_round_trips(action: Action) -> None:
    assert parse_action(str(action)) == action


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("S pass", Pass(Seat.SOUTH)),
        ("south PASS", Pass(Seat.SOUTH)),
        ("e hokum", Bid(Seat.EAST, Call.HOKUM)),
        ("N sun", Bid(Seat.NORTH, Call.SUN)),
        ("W ashkal", Bid(Seat.WEST, Call.ASHKAL)),
        ("E beforeyou", Bid(Seat.EAST, Call.BEFORE_YOU)),
        ("E confirm h", Bid(Seat.EAST, Call.CONFIRM, SUITS[1])),
        ("E confirm ♠", Bid(Seat.EAST, Call.CONFIRM, SUITS[0])),
        ("E tosun", Bid(Seat.EAST, Call.TO_SUN)),
        ("S kawesh", Bid(Seat.SOUTH, Call.KAWESH)),
        ("W double closed", Double(Seat.WEST, DoubleStep.DOUBLE, True)),
        ("W double", Double(Seat.WEST, DoubleStep.DOUBLE, None)),
        ("w Four Open", Double(Seat.WEST, DoubleStep.FOUR, False)),
        ("E three", Double(Seat.EAST, DoubleStep.THREE)),
        ("E gahwa", Double(Seat.EAST, DoubleStep.GAHWA)),
        ("S play 10H", PlayCard(Seat.SOUTH, DECK[8 + 3])),
        ("S declare", Declare(Seat.SOUTH, ())),
        ("S sawa", Sawa(Seat.SOUTH)),
        ("  N   play   as  ", PlayCard(Seat.NORTH, DECK[7])),
    ],
)
def test_parse_accepts_the_written_forms(text: str, expected: Action) -> None:
    assert parse_action(text) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "write '<seat> <verb> [args]'"),
        ("S", "write '<seat> <verb> [args]'"),
        ("X pass", "unknown seat 'X'"),
        ("S fly", "the verb 'fly' is not one of pass, hokum"),
        ("S pass now", "pass takes no arguments"),
        ("S hokum H", "hokum takes no arguments"),
        ("S sawa now", "sawa takes no arguments"),
        ("S play", "play takes one card"),
        ("S play AS KS", "play takes one card"),
        ("S play 6S", "not a Baloot card: '6S'"),
        ("S confirm", "confirm names the trump suit"),
        ("S confirm X", "unknown suit 'X'"),
        ("S double sideways", "say 'closed' or 'open', not 'sideways'"),
        ("S double closed open", "too many words"),
        ("S declare sira:7H-8H", "a sira is 3 consecutive cards, not 2"),
        ("S declare junk", "write kind:cards"),
        ("S declare sira:7H-8H-TH", "not consecutive"),
    ],
)
def test_parse_errors_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(NotationError) as err:
        parse_action(text)
    assert message in str(err.value)


def test_multipliers() -> None:
    assert [s.multiplier for s in DoubleStep] == [2, 3, 4, 4]


def test_actions_are_hashable_values() -> None:
    assert len(set(EVERY_ACTION)) == len(EVERY_ACTION)
    assert parse_action("S play AS") == PlayCard(Seat.SOUTH, DECK[7])
