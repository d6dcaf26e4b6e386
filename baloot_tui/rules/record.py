"""Game records: a whole match (finished or not) as a versioned JSON document.

A record stores only what cannot be recomputed: the house rules, the first dealer,
and for every hand its deck (the chance event) and its actions in notation. The
results and scores it also stores are *checks*: reading a record replays every
action through the engine, recomputes every score and refuses the record if any
stored figure differs. The format is described in ``docs/record-format.md``.

>>> import random
>>> from baloot_tui.rules.match import new_match
>>> match = new_match().deal_random(random.Random(3))
>>> match = match.apply(match.legal_actions()[0])
>>> loads(dumps(match, seed=3)).match == match
True
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from baloot_tui.rules.actions import parse_action
from baloot_tui.rules.bounded_json import (
    JSON_TYPE_NAMES,
    JsonLimits,
    json_type_name,
    parse,
    same_json,
)
from baloot_tui.rules.cards import card, format_cards
from baloot_tui.rules.errors import BalootError, IllegalActionError, RecordError, quote
from baloot_tui.rules.house_rules import HouseRules
from baloot_tui.rules.match import MatchState, new_match
from baloot_tui.rules.round import RoundState
from baloot_tui.rules.seats import NAME_LIMIT, SEATS, Seat, Team

FORMAT: Final = "baloot-tui/record"
"""The value of the ``format`` key that marks a baloot-tui record."""
VERSION: Final = 2
"""The record version this module writes: the first whose records name their game."""
READABLE: Final = (1, 2)
"""The versions this module reads: 1 has no ``game`` key, 2 says ``"game": "baloot"``."""
GAME: Final = "baloot"
"""The value of the ``game`` key of a Baloot record."""
LIMITS: Final = JsonLimits(chars=32 << 20, depth=8, string=512, items=20_000, values=1_000_000)
"""What a record may hold: room for a 20,000-hand match (a real one has about 20).

A deal of four passes twice (waraq) takes 17 values, a played hand about 90."""

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
        "winner",
    }
)
_HAND_KEYS: Final = frozenset({"dealer", "deck", "actions", "result", "undos"})
_RULE_NAMES: Final = frozenset(f.name for f in dataclasses.fields(HouseRules))
_INFORMATIONAL: Final = frozenset({"explanation"})
"""Result keys a record may carry for readers but that are never compared."""


@dataclass(frozen=True, slots=True)
class LoadedRecord:
    """A record read back: the replayed match and the extra data stored with it."""

    match: MatchState
    """The match rebuilt by replaying every deal and action."""
    seed: int | None = None
    """The seed the match was dealt from, if the writer knew it."""
    players: dict[Seat, str] = field(default_factory=dict)
    """Names of the seats, if any were stored."""
    undos: dict[int, int] = field(default_factory=dict)
    """How many decisions were taken back in each hand (0-based index), where any were."""


# --------------------------------------------------------------------------- writing


def match_to_record(
    match: MatchState,
    seed: int | None = None,
    players: Mapping[Seat, str] | None = None,
    *,
    explain: bool = False,
    undos: Mapping[int, int] | None = None,
) -> JsonObject:
    """The record of ``match`` as a JSON-ready dict.

    Args:
        match: The match, finished or not; the hand in progress is stored without
            a result.
        seed: The seed the decks were shuffled from, kept for reference only.
        players: Optional seat names.
        explain: Add each played hand's explanation lines to its result (for
            readers; never compared when the record is read back).
        undos: How many decisions the person took back in each hand (0-based
            index); a hand with any gets an ``undos`` count.
    """
    hands = [*match.hands, *([] if match.current is None else [match.current])]
    first_dealer = hands[0].dealer if hands else match.dealer
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": GAME,
        "rules": {f.name: getattr(match.rules, f.name) for f in dataclasses.fields(HouseRules)},
        "seed": seed,
        "players": {seat.letter: name for seat, name in (players or {}).items()},
        "first_dealer": first_dealer.letter,
        "hands": [
            _hand_to_record(hand, explain, (undos or {}).get(index, 0))
            for index, hand in enumerate(hands)
        ],
        "scores": list(match.scores),
        "winner": None if match.winner is None else match.winner.short,
    }


def _hand_to_record(hand: RoundState, explain: bool, undos: int) -> JsonObject:
    entry: JsonObject = {
        "dealer": hand.dealer.letter,
        "deck": format_cards(hand.deck),
        "actions": [str(action) for action in hand.history],
    }
    if undos:
        entry["undos"] = undos
    if hand.result is not None:
        entry["result"] = result_to_record(hand, explain=explain)
    return entry


def result_to_record(hand: RoundState, *, explain: bool = False) -> JsonObject:
    """The stored form of a finished hand's result: kind, points and the breakdown."""
    result = hand.result
    assert result is not None, "only a finished hand has a result"
    data: JsonObject = {"kind": result.kind, "points": list(result.points)}
    score = result.score
    if score is None:
        return data
    assert hand.doubling is not None and hand.play is not None and hand.buyer is not None
    data.update(
        {
            "contract": str(hand.contract),
            "trump": None if hand.trump is None else hand.trump.value,
            "buyer": hand.buyer.letter,
            "multiplier": hand.doubling.multiplier,
            "gahwa": hand.doubling.gahwa,
            "closed": hand.doubling.closed,
            "outcome": score.outcome,
            "winner": _team(score.winner),
            "match_won_by": _team(score.match_won_by),
            "tricks": list(hand.play.tricks_won),
            "abnat": list(score.abnat),
            "card_gp": list(score.card_gp),
            "project_gp": list(score.project_gp),
            "baloot_gp": list(score.baloot_gp),
            "totals": list(score.totals),
            "raw_totals": list(score.raw_totals),
            "counting_team": _team(result.counting_team),
            "baloot": _seat(result.baloot),
            "sawa": _seat(result.sawa),
        }
    )
    if explain:
        data["explanation"] = list(score.explanation)
    return data


def dumps(
    match: MatchState,
    seed: int | None = None,
    players: Mapping[Seat, str] | None = None,
    undos: Mapping[int, int] | None = None,
) -> str:
    """The record of ``match`` as JSON text: indented, one action per line, pairs inline."""
    return to_json(match_to_record(match, seed, players, undos=undos))


def to_json(data: object) -> str:
    """Indented JSON with short lists of numbers kept on one line, for readable diffs."""
    text = json.dumps(data, indent=2, ensure_ascii=False)
    return (
        _NUMBER_LIST.sub(lambda m: "[" + ", ".join(re.findall(r"-?\d+", m.group(1))) + "]", text)
        + "\n"
    )


_NUMBER_LIST: Final = re.compile(r"\[((?:\s*-?\d+,)*\s*-?\d+)\s*\]")


def _team(team: Team | None) -> str | None:
    return None if team is None else team.short


def _seat(seat: Seat | None) -> str | None:
    return None if seat is None else seat.letter


# --------------------------------------------------------------------------- reading


def loads(text: str, *, source: str = "<string>") -> LoadedRecord:
    """Read and replay a record from JSON text.

    Raises:
        RecordError: one line naming ``source`` and the problem: malformed JSON, a
            missing or unknown field, an unknown format or version, a bad deck, an
            illegal action, or a stored figure that does not match the replay.
    """
    try:
        data = parse(text, LIMITS)
    except BalootError as err:
        raise RecordError(f"{source}: {err}") from None
    return load_data(data, source=source)


def load_data(data: object, *, source: str = "<record>") -> LoadedRecord:
    """Replay a record already parsed (by :func:`parse` within :data:`LIMITS`).

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
        replayer.undos,
    )


def replay_record(data: Mapping[str, object], source: str = "<record>") -> MatchState:
    """Rebuild the match of a record by replaying it, checking every stored figure.

    Raises:
        RecordError: see :func:`loads`.
    """
    return _Replayer(source).replay(data)


_MISSING: Final = object()


class _Replayer:
    """Replays one record, keeping its source name for the error messages."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.undos: dict[int, int] = {}
        """The hands' undo counts read so far (0-based hand index)."""

    def fail(self, message: str, hand: int | None = None, action: str | None = None) -> RecordError:
        """An error naming the source, the hand (1-based) and the action if given."""
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
        if not isinstance(value, kind):
            raise self.fail(
                f"field {key!r} must be {JSON_TYPE_NAMES[kind]}, not {json_type_name(value)}", hand
            )
        return value

    def replay(self, data: Mapping[str, object]) -> MatchState:
        """The match of the record; raises RecordError on the first problem."""
        fmt = data.get("format")
        if fmt != FORMAT:
            raise self.fail(f"not a baloot-tui record (format {quote(fmt)}, expected {FORMAT!r})")
        version = data.get("version")
        if type(version) is not int or version not in READABLE:
            raise self.fail(
                f"unsupported record version {quote(version)} "
                f"(this program reads {' and '.join(map(str, READABLE))})"
            )
        game = data.get("game", _MISSING)
        if version == 1 and game is not _MISSING:
            raise self.fail("field 'game' is not part of version 1 (a version-1 record is Baloot)")
        if version > 1 and game != GAME:
            shown = "missing" if game is _MISSING else quote(game)
            raise self.fail(f"not a Baloot record (game {shown}, expected {GAME!r})")
        unknown = sorted(set(data) - _TOP_KEYS)
        if unknown:
            raise self.fail(f"unknown field {quote(unknown[0])}")
        rules = self.rules(data.get("rules", {}))
        seed = data.get("seed")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
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
        scores = self.get(data, "scores", list)
        if not same_json(scores, list(match.scores)):
            raise self.fail(
                f"stored scores {quote(scores)} do not match the replayed scores "
                f"{list(match.scores)}"
            )
        if "winner" not in data:
            raise self.fail("missing field 'winner'")
        if not same_json(data["winner"], _team(match.winner)):
            raise self.fail(
                f"stored winner {quote(data['winner'])} does not match the replayed winner "
                f"{_team(match.winner)!r}"
            )
        return match

    def rules(self, value: object) -> HouseRules:
        """The house rules: the stored flags over the defaults."""
        if not isinstance(value, dict):
            raise self.fail(
                f"field 'rules' must be an object of flags, not {json_type_name(value)}"
            )
        unknown = sorted(set(value) - _RULE_NAMES)
        if unknown:
            raise self.fail(f"rules: unknown house rule {quote(unknown[0])}")
        try:
            return HouseRules().replace(**value)
        except BalootError as err:
            raise self.fail(f"rules: {err}") from None

    def players(self, value: object) -> None:
        """Check the optional seat names: seat letter to a string."""
        if not isinstance(value, dict):
            raise self.fail(f"field 'players' must be an object, not {json_type_name(value)}")
        for letter, name in value.items():
            self.seat(letter, "players")
            if not isinstance(name, str):
                raise self.fail(f"players: the name of {letter} must be a string")
            if len(name) > NAME_LIMIT:
                raise self.fail(
                    f"players: the name of {letter} is longer than {NAME_LIMIT} characters"
                )

    def seat(self, text: str, key: str, hand: int | None = None) -> Seat:
        """A seat letter, or an error naming the field."""
        try:
            return Seat.parse(text)
        except BalootError as err:
            raise self.fail(f"{key}: {err}", hand) from None

    def hand(self, match: MatchState, data: Mapping[str, object], number: int) -> MatchState:
        """Deal and replay one hand, then check its stored result."""
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
        if len(set(deck)) != len(deck):
            twice = next(c for c, count in Counter(deck).items() if count > 1)
            raise self.fail(f"deck: card {twice} appears twice", number)
        if len(deck) != len(SEATS) * 8:
            raise self.fail(f"deck: a deck has 32 cards, not {len(deck)}", number)
        if "undos" in data:
            undos = data["undos"]
            if type(undos) is not int or undos < 1:
                raise self.fail(
                    f"field 'undos' must be a whole number of at least 1, not {quote(undos)}",
                    number,
                )
            self.undos[number - 1] = undos
        match = match.deal(deck)
        actions = self.get(data, "actions", list, number)
        assert isinstance(actions, list)
        for index, text in enumerate(actions, start=1):
            if not isinstance(text, str):
                raise self.fail(
                    f"an action is a string, not {json_type_name(text)}", number, str(index)
                )
            if match.current is None:
                raise self.fail("the hand is already over", number, f"{index} {quote(text)}")
            try:
                action = parse_action(text)
                match = match.apply(action)
            except IllegalActionError as err:
                reason = _illegal_reason(str(err), str(action))
                raise self.fail(reason, number, f"{index} {quote(text)}") from None
            except BalootError as err:
                raise self.fail(str(err), number, f"{index} {quote(text)}") from None
        self.check_result(match, data, number)
        return match

    def check_result(self, match: MatchState, data: Mapping[str, object], number: int) -> None:
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
            if key in _INFORMATIONAL:
                continue
            if key not in replayed:
                raise self.fail(f"result: unknown field {quote(key)}", number)
            if not same_json(value, replayed[key]):
                raise self.fail(
                    f"result: stored {key} {quote(value)} does not match the replayed "
                    f"{replayed[key]!r}",
                    number,
                )


def _illegal_reason(message: str, action: str) -> str:
    """The engine's reason without its ``illegal action '...':`` prefix."""
    prefix = f"illegal action '{action}': "
    return "illegal: " + (message.removeprefix(prefix))
