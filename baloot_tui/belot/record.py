"""Belot records: a whole match (finished or not) as versioned JSON that names its game.

The shape follows the Baloot record (``docs/record-format.md``): the house rules,
the first dealer, and for every deal its deck and its actions in notation. Version 2
of ``baloot-tui/record`` adds the ``game`` key; ``"belot"`` records also store the
hanging points. Everything but the decks and actions is a *check*: reading replays
every action through the engine, recomputes every score and refuses the record if
a stored figure differs. Text is parsed through :mod:`baloot_tui.rules.bounded_json`.

>>> import random
>>> match = new_match().deal_random(random.Random(3))
>>> match = match.apply(match.legal_actions()[0])
>>> loads(dumps(match, seed=3)).match == match
True
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from baloot_tui.belot.actions import parse_action
from baloot_tui.belot.hand import BelotHand
from baloot_tui.belot.house_rules import BelotRules
from baloot_tui.belot.match import BelotMatch, new_match
from baloot_tui.rules.bounded_json import (
    JSON_TYPE_NAMES,
    JsonLimits,
    json_type_name,
    parse,
    same_json,
)
from baloot_tui.rules.cards import DECK, card, format_cards
from baloot_tui.rules.errors import BalootError, IllegalActionError, RecordError, quote
from baloot_tui.rules.seats import NAME_LIMIT, Seat, Team

FORMAT: Final = "baloot-tui/record"
"""The ``format`` key shared with Baloot records."""
VERSION: Final = 2
"""The first version whose records name their game."""
GAME: Final = "belot"
"""The value of the ``game`` key of a Belot record."""
LIMITS: Final = JsonLimits(chars=32 << 20, depth=8, string=512, items=20_000, values=1_000_000)
"""What a record may hold, as for Baloot: room for a 20,000-deal match (a real one has 15)."""

JsonObject = dict[str, object]

_TOP_KEYS: Final = frozenset(
    {
        "format",
        "version",
        "game",
        "rules",
        "seed",
        "players",
        "first_dealer",
        "hands",
        "scores",
        "hanging",
        "target",
        "winner",
    }
)
_HAND_KEYS: Final = frozenset({"dealer", "deck", "actions", "result"})


@dataclass(frozen=True, slots=True)
class LoadedRecord:
    """A record read back: the replayed match and the extra data stored with it."""

    match: BelotMatch
    """The match rebuilt by replaying every deal and action."""
    seed: int | None = None
    """The seed the match was dealt from, if the writer knew it."""
    players: dict[Seat, str] = field(default_factory=dict)
    """Names of the seats, if any were stored."""


# --------------------------------------------------------------------------- writing


def match_to_record(
    match: BelotMatch, seed: int | None = None, players: Mapping[Seat, str] | None = None
) -> JsonObject:
    """The record of ``match`` as a JSON-ready dict (the deal in progress has no result)."""
    hands = [*match.hands, *([] if match.current is None else [match.current])]
    first_dealer = hands[0].dealer if hands else match.dealer
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": GAME,
        "rules": {f.name: getattr(match.rules, f.name) for f in dataclasses.fields(BelotRules)},
        "seed": seed,
        "players": {seat.letter: name for seat, name in (players or {}).items()},
        "first_dealer": first_dealer.letter,
        "hands": [_hand_to_record(hand) for hand in hands],
        "scores": list(match.scores),
        "hanging": match.hanging,
        "target": match.target,
        "winner": _team(match.winner),
    }


def _hand_to_record(hand: BelotHand) -> JsonObject:
    entry: JsonObject = {
        "dealer": hand.dealer.letter,
        "deck": format_cards(hand.deck),
        "actions": [str(action) for action in hand.history],
    }
    if hand.result is not None:
        entry["result"] = result_to_record(hand)
    return entry


def result_to_record(hand: BelotHand) -> JsonObject:
    """The stored form of a finished deal's result: kind, points, hanging and breakdown."""
    result = hand.result
    assert result is not None, "only a finished deal has a result"
    data: JsonObject = {
        "kind": result.kind,
        "points": list(result.points),
        "hanging": result.hanging,
    }
    score, contest, play = result.score, result.contest, hand.play
    if score is None or contest is None or play is None:
        return data
    assert hand.contract is not None and hand.bidder is not None
    data.update(
        {
            "contract": hand.contract.value,
            "bidder": hand.bidder.letter,
            "multiplier": score.multiplier,
            "outcome": score.outcome,
            "tricks": list(play.tricks_won),
            "card_raw": list(score.card_raw),
            "declarations": [" ".join(str(d) for d in seat) for seat in contest.counted],
            "declaration_raw": list(score.declaration_raw),
            "belotes": [f"{seat.letter} {suit.value}" for seat, suit in play.belotes],
            "valat": _team(score.valat),
            "raw_totals": list(score.raw_totals),
            "collected": _team(score.collected),
        }
    )
    return data


def dumps(
    match: BelotMatch, seed: int | None = None, players: Mapping[Seat, str] | None = None
) -> str:
    """The record of ``match`` as JSON text: indented, number pairs kept on one line."""
    text = json.dumps(match_to_record(match, seed, players), indent=2, ensure_ascii=False)
    return (
        _NUMBER_LIST.sub(lambda m: "[" + ", ".join(re.findall(r"-?\d+", m[1])) + "]", text) + "\n"
    )


_NUMBER_LIST: Final = re.compile(r"\[((?:\s*-?\d+,)*\s*-?\d+)\s*\]")


def _team(team: Team | None) -> str | None:
    return None if team is None else team.short


# --------------------------------------------------------------------------- reading


def loads(text: str, *, source: str = "<string>") -> LoadedRecord:
    """Read and replay a Belot record from JSON text.

    Raises:
        RecordError: one line naming ``source`` and the problem: JSON beyond the
            limits, a missing or unknown field, another game or version, a bad
            deck, an illegal action, or a stored figure that the replay contradicts.
    """
    try:
        data = parse(text, LIMITS)
    except BalootError as err:
        raise RecordError(f"{source}: {err}") from None
    return load_data(data, source=source)


def load_data(data: object, *, source: str = "<record>") -> LoadedRecord:
    """Replay a Belot record already parsed (by the record file reader, within its limits).

    Raises:
        RecordError: see :func:`loads`.
    """
    if not isinstance(data, dict):
        raise RecordError(f"{source}: a record is a JSON object, not {json_type_name(data)}")
    replayer = _Replayer(source)
    match = replayer.replay(data)
    seed = data.get("seed")
    players = data.get("players") or {}
    assert isinstance(players, dict)
    return LoadedRecord(
        match,
        seed if isinstance(seed, int) else None,
        {Seat.parse(letter): str(name) for letter, name in players.items()},
    )


class _Replayer:
    """Replays one record, keeping its source name for the error messages."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, message: str, hand: int | None = None, action: str | None = None) -> RecordError:
        """An error naming the source, the deal (1-based) and the action if given."""
        where = self.source
        if hand is not None:
            where += f": hand {hand}"
        if action is not None:
            where += f", action {action}"
        return RecordError(f"{where}: {message}")

    def get(
        self, data: Mapping[str, object], key: str, kind: type, hand: int | None = None
    ) -> object:
        """The value of a required field, checked to be of ``kind``."""
        if key not in data:
            raise self.fail(f"missing field {key!r}", hand)
        value = data[key]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise self.fail(
                f"field {key!r} must be {JSON_TYPE_NAMES[kind]}, not {json_type_name(value)}", hand
            )
        return value

    def check(self, what: str, stored: object, replayed: object, hand: int | None = None) -> None:
        """A stored figure must equal the replayed one, JSON type included."""
        if not same_json(stored, replayed):
            raise self.fail(
                f"stored {what} {quote(stored)} does not match the replayed {replayed!r}", hand
            )

    def replay(self, data: Mapping[str, object]) -> BelotMatch:
        """The match of the record; raises RecordError on the first problem."""
        if data.get("format") != FORMAT:
            raise self.fail(
                f"not a baloot-tui record (format {quote(data.get('format'))}, expected {FORMAT!r})"
            )
        version = data.get("version")
        if type(version) is not int or version != VERSION:
            raise self.fail(
                f"unsupported record version {quote(version)} (Belot records are version {VERSION})"
            )
        if data.get("game") != GAME:
            raise self.fail(f"not a Belot record (game {quote(data.get('game'))})")
        unknown = sorted(set(data) - _TOP_KEYS)
        if unknown:
            raise self.fail(f"unknown field {quote(unknown[0])}")
        rules = self.rules(data.get("rules", {}))
        seed = data.get("seed")
        if seed is not None and (type(seed) is not int):
            raise self.fail(
                f"field 'seed' must be a whole number or null, not {json_type_name(seed)}"
            )
        self.players(data.get("players", {}))
        first_dealer = self.seat(str(self.get(data, "first_dealer", str)), "first_dealer")
        hands = self.get(data, "hands", list)
        assert isinstance(hands, list)
        match = new_match(rules, first_dealer)
        for number, hand in enumerate(hands, start=1):
            if match.current is not None:
                raise self.fail("unfinished, yet another hand follows", number - 1)
            if not isinstance(hand, dict):
                raise self.fail(f"a hand is a JSON object, not {json_type_name(hand)}", number)
            match = self.hand(match, hand, number)
        for key, replayed in (
            ("scores", list(match.scores)),
            ("hanging", match.hanging),
            ("target", match.target),
            ("winner", _team(match.winner)),
        ):
            if key not in data:
                raise self.fail(f"missing field {key!r}")
            self.check(key, data[key], replayed)
        return match

    def rules(self, value: object) -> BelotRules:
        """The house rules: the stored flags over the defaults."""
        if not isinstance(value, dict):
            raise self.fail(
                f"field 'rules' must be an object of flags, not {json_type_name(value)}"
            )
        try:
            return BelotRules().replace(**value)
        except BalootError as err:
            raise self.fail(f"rules: {err}") from None

    def players(self, value: object) -> None:
        """Check the optional seat names: seat letter to a string of bounded length."""
        if not isinstance(value, dict):
            raise self.fail(f"field 'players' must be an object, not {json_type_name(value)}")
        for letter, name in value.items():
            self.seat(letter, "players")
            if not isinstance(name, str) or len(name) > NAME_LIMIT:
                raise self.fail(
                    f"players: the name of {letter} must be a string of at most "
                    f"{NAME_LIMIT} characters"
                )

    def seat(self, text: str, key: str, hand: int | None = None) -> Seat:
        """A seat letter, or an error naming the field."""
        try:
            return Seat.parse(text)
        except BalootError as err:
            raise self.fail(f"{key}: {err}", hand) from None

    def hand(self, match: BelotMatch, data: Mapping[str, object], number: int) -> BelotMatch:
        """Deal and replay one deal, then check its stored result."""
        unknown = sorted(set(data) - _HAND_KEYS)
        if unknown:
            raise self.fail(f"unknown field {quote(unknown[0])}", number)
        dealer = self.seat(str(self.get(data, "dealer", str, number)), "dealer", number)
        if match.is_over:
            raise self.fail("the match was already over before this hand", number)
        if dealer is not match.dealer:
            raise self.fail(f"dealer {dealer.letter} should be {match.dealer.letter}", number)
        deck_text = str(self.get(data, "deck", str, number))
        try:
            deck = tuple(card(token) for token in deck_text.split())
        except BalootError as err:
            raise self.fail(f"deck: {err}", number) from None
        twice = next((c for i, c in enumerate(deck) if c in deck[:i]), None)
        if twice is not None:
            raise self.fail(f"deck: card {twice} appears twice", number)
        if len(deck) != len(DECK):
            raise self.fail(f"deck: a deck has 32 cards, not {len(deck)}", number)
        match = match.deal(deck)
        actions = self.get(data, "actions", list, number)
        assert isinstance(actions, list)
        for index, text in enumerate(actions, start=1):
            if not isinstance(text, str):
                raise self.fail(
                    f"an action is a string, not {json_type_name(text)}", number, str(index)
                )
            where = f"{index} {quote(text)}"
            if match.current is None:
                raise self.fail("the hand is already over", number, where)
            try:
                match = match.apply(parse_action(text))
            except IllegalActionError as err:
                reason = str(err).partition("': ")[2]
                raise self.fail(f"illegal: {reason}", number, where) from None
            except BalootError as err:
                raise self.fail(str(err), number, where) from None
        self.check_result(match, data, number)
        return match

    def check_result(self, match: BelotMatch, data: Mapping[str, object], number: int) -> None:
        """The stored result must equal the replayed one (or be absent if unfinished)."""
        stored = data.get("result")
        if match.current is not None:
            if stored is not None:
                raise self.fail("a result is stored but the actions do not finish the hand", number)
            return
        if stored is None:
            raise self.fail("missing field 'result' (the actions finish the hand)", number)
        if not isinstance(stored, dict):
            raise self.fail(
                f"field 'result' must be an object, not {json_type_name(stored)}", number
            )
        replayed = result_to_record(match.hands[-1])
        for key in ("kind", "points"):
            if key not in stored:
                raise self.fail(f"result: missing field {key!r}", number)
        for key, value in stored.items():
            if key not in replayed:
                raise self.fail(f"result: unknown field {quote(key)}", number)
            self.check(f"result {key}", value, replayed[key], number)
