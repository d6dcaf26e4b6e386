"""Tests for rules.record: round trips, golden records and every kind of bad record."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baloot_tui.core.errors import RecordError
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.rules.actions import Sawa
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules, preset
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.record import (
    FORMAT,
    VERSION,
    JsonObject,
    dumps,
    loads,
    match_to_record,
    replay_record,
)
from baloot_tui.games.baloot.rules.round import sawa_holds
from baloot_tui.games.baloot.words import english_explanation
from tests.sampling import sampled_examples, sweep

RECORDS = Path(__file__).parent / "records"


def random_match(
    seed: int, rules: HouseRules = DEFAULT_RULES, steps: int | None = None
) -> MatchState:
    """A match played with uniformly random legal actions (and Sawa whenever it holds).

    Stops after ``steps`` actions if given (an unfinished save), else at the end.
    """
    rng = random.Random(seed)
    match = new_match(rules, Seat(seed % 4))
    taken = 0
    while not match.is_over and (steps is None or taken < steps):
        if match.needs_deal:
            match = match.deal_random(rng)
            continue
        hand = match.current
        assert hand is not None and hand.to_act is not None
        play = hand.play
        claiming = play is not None and play.tricks and not play.trick and rng.random() < 0.3
        if claiming and sawa_holds(hand, hand.to_act):
            match = match.apply(Sawa(hand.to_act))
            taken += 1
            continue
        match = match.apply(rng.choice(match.legal_actions()))
        taken += 1
    return match


# --------------------------------------------------------------------------- round trips


ROUND_TRIP_PRESETS = ["kammelna", "jawaker", "classic", "arena", "strict"]


# The default run keeps one match under each preset (seeds 0 to 4), CI's slow step the rest.
@pytest.mark.parametrize("seed", sweep(range(12), keep=0, always=range(len(ROUND_TRIP_PRESETS))))
def test_finished_match_round_trips(seed: int) -> None:
    rules = preset(ROUND_TRIP_PRESETS[seed % len(ROUND_TRIP_PRESETS)])
    match = random_match(seed, rules)
    text = dumps(match, seed=seed, players={Seat.SOUTH: "Sara"})
    loaded = loads(text)
    assert loaded.match == match
    assert loaded.match.ledger == match.ledger
    assert loaded.match.winner is not None
    assert (loaded.seed, loaded.players) == (seed, {Seat.SOUTH: "Sara"})
    assert dumps(loaded.match, loaded.seed, loaded.players) == text


@sampled_examples
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 400))
def test_unfinished_save_round_trips(seed: int, steps: int) -> None:
    match = random_match(seed, steps=steps)
    loaded = loads(dumps(match)).match
    assert loaded == match
    assert loaded.current == match.current
    assert loaded.legal_actions() == match.legal_actions()


def test_new_match_without_hands_round_trips() -> None:
    match = new_match(HouseRules(match_target=101), Seat.NORTH)
    assert loads(dumps(match)).match == match


def test_undo_counts_round_trip_and_only_hands_with_undos_carry_one() -> None:
    match = random_match(5)
    text = dumps(match, seed=5, undos={0: 2, 3: 1})
    loaded = loads(text)
    assert loaded.match == match and loaded.undos == {0: 2, 3: 1}
    hands = json.loads(text)["hands"]
    assert [hand.get("undos") for hand in hands[:4]] == [2, None, None, 1]
    assert dumps(loaded.match, loaded.seed, loaded.players, loaded.undos) == text
    assert "undos" not in dumps(match, seed=5)


def test_explanations_are_informational() -> None:
    match = random_match(3)
    record = match_to_record(match, explain=english_explanation)
    hands = record["hands"]
    assert isinstance(hands, list)
    assert any("explanation" in hand["result"] for hand in hands)
    hands[0]["result"]["explanation"] = ["anything at all"]
    assert replay_record(record) == match


def test_rules_may_list_only_some_flags() -> None:
    record = match_to_record(random_match(5, preset("arena")))
    record["rules"] = preset("arena").differences()
    assert replay_record(record).rules == preset("arena")


# --------------------------------------------------------------------------- golden records


def load_golden(name: str) -> MatchState:
    path = RECORDS / f"{name}.json"
    return loads(path.read_text(encoding="utf-8"), source=path.name).match


# Each expectation was checked by hand from the tricks printed by `baloot replay`:
# kaboot: Sun, NS take all 8 tricks: 44.
# double: Hokum ♣ doubled closed by E; NS 74 abnat, EW 78 + 10 = 88; 7 against 9, so EW
#   takes 16 × 2 = 32.
# khasara: Sun bought by S (after two "before you"); NS 10 → 2, EW 120 → 24 plus W's Sira
#   4; the buyer fails: EW 26 + 4 = 30.
# baloot: Hokum ♥, N holds K♥ Q♥; EW 41 → 4, NS 111 + 10 → 12, + Baloot 2 = 14.
# sawa: Sun, S claims after trick 2; NS 95 + 10 = 105 → 21, EW 25 → 5.
GOLDEN = [
    ("kaboot", (44, 0), "kaboot", lambda m: m.hands[0].result.score.multiplier == 1),
    ("double", (0, 32), "doubled_loss", lambda m: m.hands[0].closed),
    ("khasara", (0, 30), "khasara", lambda m: m.hands[0].result.counting_team is Team.EAST_WEST),
    ("baloot", (14, 4), "made", lambda m: m.hands[0].result.baloot is Seat.NORTH),
    ("sawa", (21, 5), "made", lambda m: m.hands[0].result.sawa is Seat.SOUTH),
]


@pytest.mark.parametrize(("name", "points", "outcome", "check"), GOLDEN)
def test_golden_record_replays(
    name: str, points: tuple[int, int], outcome: str, check: Callable[[MatchState], bool]
) -> None:
    match = load_golden(name)
    (hand,) = match.hands
    assert hand.result is not None and hand.result.score is not None
    assert hand.result.points == points
    assert hand.result.score.outcome == outcome
    assert match.scores == points
    assert check(match)


@pytest.mark.parametrize("name", [row[0] for row in GOLDEN])
def test_records_older_than_a_flag_read_it_as_its_default(name: str) -> None:
    """The golden records predate the majlis flags: they replay under the defaults."""
    stored = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))["rules"]
    assert "partner_exemption" in stored
    for flag in ("partner_exemption_scope", "doubled_comparison"):
        assert flag not in stored
        assert getattr(load_golden(name).rules, flag) == getattr(DEFAULT_RULES, flag)
    assert load_golden(name).rules.hokum_tie_rule == stored["hokum_tie_rule"]


def test_golden_players_are_read() -> None:
    path = RECORDS / "baloot.json"
    assert loads(path.read_text(encoding="utf-8")).players[Seat.NORTH] == "Nasser"


# --------------------------------------------------------------------------- bad records


def golden_record() -> JsonObject:
    data = json.loads((RECORDS / "double.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


Mutation = Callable[[JsonObject], object]


def hand0(data: JsonObject) -> dict[str, object]:
    hands = data["hands"]
    assert isinstance(hands, list)
    first = hands[0]
    assert isinstance(first, dict)
    return first


def set_action(index: int, text: str) -> Mutation:
    def mutate(data: JsonObject) -> None:
        actions = hand0(data)["actions"]
        assert isinstance(actions, list)
        actions[index] = text

    return mutate


def add_action(text: str) -> Mutation:
    def mutate(data: JsonObject) -> None:
        actions = hand0(data)["actions"]
        assert isinstance(actions, list)
        actions.append(text)

    return mutate


def set_deck(deck: str) -> Mutation:
    def mutate(data: JsonObject) -> None:
        hand0(data)["deck"] = deck

    return mutate


def deck_of(data: JsonObject) -> str:
    deck = hand0(data)["deck"]
    assert isinstance(deck, str)
    return deck


def tamper_points(data: JsonObject) -> None:
    result = hand0(data)["result"]
    assert isinstance(result, dict)
    result["points"] = [32, 0]


def drop_last_action(data: JsonObject) -> None:
    actions = hand0(data)["actions"]
    assert isinstance(actions, list)
    actions.pop()


def add_hand_after_unfinished(data: JsonObject) -> None:
    drop_last_action(data)
    del hand0(data)["result"]
    hands = data["hands"]
    assert isinstance(hands, list)
    hands.append(copy.deepcopy(hands[0]))


BAD_RECORDS: list[tuple[str, Mutation, str]] = [
    ("missing first_dealer", lambda d: d.pop("first_dealer"), "missing field 'first_dealer'"),
    ("missing hands", lambda d: d.pop("hands"), "missing field 'hands'"),
    ("missing scores", lambda d: d.pop("scores"), "missing field 'scores'"),
    ("missing winner", lambda d: d.pop("winner"), "missing field 'winner'"),
    ("missing deck", lambda d: hand0(d).pop("deck"), "hand 1: missing field 'deck'"),
    ("missing actions", lambda d: hand0(d).pop("actions"), "hand 1: missing field 'actions'"),
    (
        "missing result",
        lambda d: hand0(d).pop("result"),
        "hand 1: missing field 'result' (the actions finish the hand)",
    ),
    ("unknown version", lambda d: d.update(version=3), "unsupported record version 3"),
    ("version 2 without its game", lambda d: d.update(version=2), "not a Baloot record"),
    (
        "version 2 of another game",
        lambda d: d.update(version=2, game="belot"),
        "not a Baloot record (game 'belot'",
    ),
    ("game in version 1", lambda d: d.update(game="baloot"), "field 'game' is not part of"),
    ("unknown format", lambda d: d.update(format="chess/pgn"), "not a baloot-tui record"),
    ("unknown field", lambda d: d.update(extra=1), "unknown field 'extra'"),
    ("hands not a list", lambda d: d.update(hands={}), "field 'hands' must be a list"),
    ("unknown flag", lambda d: d.update(rules={"jokers": True}), "rules: unknown house rule"),
    ("bad flag value", lambda d: d.update(rules={"kawesh": "never"}), "rules: house rule kawesh"),
    ("bad seed", lambda d: d.update(seed="7"), "field 'seed' must be a whole number or null"),
    ("bad player seat", lambda d: d.update(players={"X": "Ali"}), "players: unknown seat 'X'"),
    ("wrong dealer", lambda d: hand0(d).update(dealer="N"), "hand 1: dealer N should be W"),
    (
        "illegal action",
        set_action(5, "W double open"),
        "hand 1, action 6 'W double open': illegal: wrong_turn (seat E, other W)",
    ),
    (
        "suit not followed",
        set_action(9, "N play 8C"),
        "hand 1, action 10 'N play 8C': illegal: must_follow (suit D, best KD)",
    ),
    ("bad notation", set_action(0, "S fly"), "hand 1, action 1 'S fly': unknown action"),
    ("sawa too early", set_action(7, "S sawa"), "action 8 'S sawa': illegal: sawa_from_trick_2"),
    (
        "action after the end",
        add_action("S play AS"),
        "hand 1, action 40 'S play AS': the hand is already over",
    ),
    ("short deck", lambda d: set_deck(deck_of(d)[:-3])(d), "hand 1: deck: a deck has 32 cards"),
    (
        "duplicate card",
        lambda d: set_deck(deck_of(d)[:-2] + deck_of(d)[:2])(d),
        "hand 1: deck: card AH appears twice",
    ),
    ("bad card", lambda d: set_deck("6S " + deck_of(d)[3:])(d), "hand 1: deck: not a Baloot card"),
    (
        "tampered result",
        tamper_points,
        "hand 1: result: stored points [32, 0] does not match the replayed [0, 32]",
    ),
    (
        "tampered scores",
        lambda d: d.update(scores=[0, 33]),
        "stored scores [0, 33] do not match the replayed scores [0, 32]",
    ),
    ("tampered winner", lambda d: d.update(winner="EW"), "stored winner 'EW' does not match"),
    (
        "result of an unfinished hand",
        drop_last_action,
        "hand 1: a result is stored but the actions do not finish the hand",
    ),
    ("hand after an unfinished one", add_hand_after_unfinished, "hand 1: unfinished, yet another"),
    *(
        (
            f"undos {bad!r}",
            (lambda value: lambda d: hand0(d).update(undos=value))(bad),
            "hand 1: field 'undos' must be a whole number of at least 1",
        )
        for bad in (0, -2, "3", True, 1.5, None)
    ),
]


@pytest.mark.parametrize(
    ("mutate", "message"), [case[1:] for case in BAD_RECORDS], ids=[c[0] for c in BAD_RECORDS]
)
def test_bad_record_names_the_problem(mutate: Mutation, message: str) -> None:
    data = golden_record()
    mutate(data)
    with pytest.raises(RecordError) as caught:
        loads(json.dumps(data), source="game.json")
    text = str(caught.value)
    assert text.startswith("game.json: ")
    assert message in text
    assert "\n" not in text


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"format": ', "game.json: not valid JSON: Expecting value (line 1, column 12)"),
        ("[1, 2]", "game.json: a record is a JSON object, not a list"),
        ("", "game.json: not valid JSON"),
    ],
)
def test_malformed_json_is_refused(text: str, message: str) -> None:
    with pytest.raises(RecordError, match="^" + message.replace("(", r"\(").replace(")", r"\)")):
        loads(text, source="game.json")


def test_header_is_complete() -> None:
    record = match_to_record(new_match())
    assert (record["format"], record["version"], record["hands"]) == (FORMAT, VERSION, [])
