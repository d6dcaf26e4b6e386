"""Belot records (docs/record-format.md, "Belot records"): writing, replaying, and
refusing every stored figure the replay contradicts.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

from baloot_tui.core.errors import RecordError
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules.actions import Pass
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules, preset
from baloot_tui.games.belot.rules.match import BelotMatch, new_match
from baloot_tui.games.belot.rules.record import dumps, loads, match_to_record

JsonObject = dict[str, object]


def random_match(seed: int, rules: BelotRules = DEFAULT_RULES, deals: int = 1000) -> BelotMatch:
    """A match played with random legal actions: to its end, or for ``deals`` deals."""
    rng = random.Random(seed)
    match = new_match(rules, Seat(seed % 4))
    while not match.is_over:
        if match.needs_deal:
            if not deals:
                break
            match, deals = match.deal_random(rng), deals - 1
        else:
            match = match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("name", ["official", "pika", "strict"])
def test_a_whole_match_round_trips(name: str) -> None:
    match = random_match(4, preset(name))
    loaded = loads(dumps(match, seed=4, players={Seat.SOUTH: "Vesela"}), source="m.json")
    assert loaded.match == match
    assert (loaded.seed, loaded.players) == (4, {Seat.SOUTH: "Vesela"})


def test_an_unfinished_deal_round_trips() -> None:
    rng = random.Random(8)
    match = new_match().deal_random(rng)
    for _ in range(9):
        match = match.apply(rng.choice(match.legal_actions()))
    assert loads(dumps(match)).match == match


def test_the_record_names_its_game_and_stores_the_checks() -> None:
    data = match_to_record(random_match(1, deals=3))
    assert (data["format"], data["version"], data["game"]) == ("baloot-tui/record", 2, "belot")
    hands = data["hands"]
    assert isinstance(hands, list)
    played = next(h for h in hands if h["result"]["kind"] == "played")
    assert set(played["result"]) >= {"points", "hanging", "contract", "raw_totals", "outcome"}


def edit(change: Callable[[JsonObject], None]) -> str:
    data = match_to_record(random_match(2, deals=3))
    change(data)
    return json.dumps(data)


def first_played(data: JsonObject) -> JsonObject:
    hands = data["hands"]
    assert isinstance(hands, list)
    return next(h["result"] for h in hands if h["result"]["kind"] == "played")


def set_key(key: str, value: object) -> Callable[[JsonObject], None]:
    def change(data: JsonObject) -> None:
        data[key] = value

    return change


def set_result(key: str, value: object) -> Callable[[JsonObject], None]:
    def change(data: JsonObject) -> None:
        first_played(data)[key] = value

    return change


def set_hand(key: str, value: object) -> Callable[[JsonObject], None]:
    def change(data: JsonObject) -> None:
        hands = data["hands"]
        assert isinstance(hands, list)
        hands[0][key] = value

    return change


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (set_key("format", "other"), "not a baloot-tui record"),
        (set_key("version", 1), "unsupported record version 1"),
        (set_key("game", "baloot"), "not a Belot record"),
        (set_key("extra", 1), "unknown field 'extra'"),
        (set_key("scores", [999, 0]), "stored scores [999, 0] does not match"),
        (set_key("hanging", 5), "stored hanging 5 does not match"),
        (set_key("target", 152), "stored target 152 does not match"),
        (set_key("winner", "EW"), "stored winner 'EW' does not match"),
        (set_key("rules", {"carre_order": "random"}), "rules: Belot house rule carre_order"),
        (set_key("rules", {"no_such": True}), "unknown Belot house rule 'no_such'"),
        (set_key("first_dealer", "X"), "first_dealer: unknown seat 'X'"),
        (set_key("players", {"S": "x" * 41}), "at most 40 characters"),
        (set_key("seed", 1.5), "'seed' must be a whole number or null"),
        (set_result("points", [1, 2]), "result points [1, 2] does not match"),
        (set_result("raw_totals", [0, 0]), "result raw_totals [0, 0] does not match"),
        (set_result("multiplier", 1.0), "result multiplier 1.0 does not match"),
        (set_result("surprise", 1), "result: unknown field 'surprise'"),
        (set_hand("dealer", "S"), "hand 1: dealer S should be N"),
        (set_hand("deck", "AS AS"), "hand 1: deck: card AS appears twice"),
        (set_hand("deck", "AS KS"), "hand 1: deck: a deck has 32 cards, not 2"),
        (set_hand("actions", ["S fly"]), "hand 1, action 1 'S fly': unknown Belot action"),
        (
            set_hand("actions", ["E pass"]),
            "hand 1, action 1 'E pass': illegal: wrong_turn (seat W, other E)",
        ),
        (set_hand("actions", "S pass"), "field 'actions' must be a list"),
    ],
)
def test_contradicted_records_are_refused(
    change: Callable[[JsonObject], None], message: str
) -> None:
    text = edit(change)
    with pytest.raises(RecordError) as err:
        loads(text, source="m.json")
    assert str(err.value).startswith("m.json: ")
    assert message in str(err.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 50 + "]" * 50, "nested deeper than 8 levels"),
        ('{"seed": 1' + "0" * 40 + "}", "more than 20 digits"),
        ("{", "not valid JSON"),
        ("[]", "a record is a JSON object, not a list"),
        ('{"a": 1, "a": 2}', "appears twice"),
    ],
)
def test_untrusted_text_is_bounded(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        loads(text)


def test_a_result_for_an_unfinished_deal_is_refused() -> None:
    rng = random.Random(3)
    match = new_match().deal_random(rng).apply(Pass(Seat.SOUTH))
    data = match_to_record(match)
    hands = data["hands"]
    assert isinstance(hands, list)
    hands[0]["result"] = {"kind": "played", "points": [0, 0]}
    with pytest.raises(RecordError, match="the actions do not finish the hand"):
        loads(json.dumps(data))
