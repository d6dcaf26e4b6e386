"""What the records of both games share: the JSON layout and the replay that checks it.

A Baloot and a Belot record have one shape (``docs/record-format.md``): the house
rules, the first dealer, and for every hand its dealer, its deck and its actions in
notation, with results and scores stored as *checks*. This module holds the pieces
that do not depend on the game: the format name and size limits, the text layout,
and :class:`Replayer`, which deals every stored deck, applies every stored action
through the game's engine and compares every stored figure with the replay. Each
game's ``record`` module supplies what is its own: the top-level keys, the house
rules, the action notation and the result breakdown.

>>> print(to_json({"scores": [0, 26], "winner": None}), end="")
{
  "scores": [0, 26],
  "winner": null
}
"""

from __future__ import annotations

import json
import re
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Final, Generic, Protocol, Self, TypeVar

from baloot_tui.core.bounded_json import (
    JSON_TYPE_NAMES,
    JsonLimits,
    json_type_name,
    parse,
    same_json,
)
from baloot_tui.core.cards import DECK, Card, card
from baloot_tui.core.errors import BalootError, IllegalActionError, RecordError, Refusal, quote
from baloot_tui.core.seats import NAME_LIMIT, Seat, Team

FORMAT: Final = "baloot-tui/record"
"""The value of the ``format`` key that marks a baloot-tui record, whatever its game."""
LIMITS: Final = JsonLimits(chars=32 << 20, depth=8, string=512, items=20_000, values=1_000_000)
"""What a record may hold: room for a 20,000-hand match (a real one has 15 to 20).

A Baloot deal of four passes twice (waraq) takes 17 values, a played hand about 90."""

JsonObject = dict[str, object]

TOP_KEYS: Final = frozenset(
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
"""The top-level keys of every record; a game may add its own (Belot: hanging, target)."""


def parse_record(text: str, source: str) -> object:
    """The JSON value of a record's text, parsed within :data:`LIMITS`.

    Raises:
        RecordError: the text is not JSON or goes beyond the limits, naming ``source``.
    """
    try:
        return parse(text, LIMITS)
    except BalootError as err:
        raise RecordError(f"{source}: {err}") from None


def _record_object(data: object, source: str) -> Mapping[str, object]:
    """``data`` as a record's top-level object, or a RecordError naming ``source``."""
    if not isinstance(data, dict):
        raise RecordError(f"{source}: a record is a JSON object, not {json_type_name(data)}")
    return data


def _stored_seed(data: Mapping[str, object]) -> int | None:
    """The seed of a replayed record (checked by the replay), None when not stored."""
    seed = data.get("seed")
    return seed if isinstance(seed, int) else None


def _stored_players(data: Mapping[str, object]) -> dict[Seat, str]:
    """The seat names of a replayed record (checked by the replay)."""
    players = data.get("players") or {}
    assert isinstance(players, dict)
    return {Seat.parse(letter): str(name) for letter, name in players.items()}


def to_json(data: object) -> str:
    """Indented JSON with short lists of numbers kept on one line, for readable diffs."""
    text = json.dumps(data, indent=2, ensure_ascii=False)
    return (
        _NUMBER_LIST.sub(lambda m: "[" + ", ".join(re.findall(r"-?\d+", m.group(1))) + "]", text)
        + "\n"
    )


_NUMBER_LIST: Final = re.compile(r"\[((?:\s*-?\d+,)*\s*-?\d+)\s*\]")


def team_code(team: Team | None) -> str | None:
    """A team as a record stores it (``NS``/``EW``), None as null."""
    return None if team is None else team.short


class ReplayedMatch(Protocol):
    """What the replay needs of a game's match value."""

    @property
    def dealer(self) -> Seat:
        """Who deals the next hand."""
        ...

    @property
    def current(self) -> object | None:
        """The hand in progress, if any."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether a team has won."""
        ...

    @property
    def hands(self) -> Sequence[object]:
        """The finished hands."""
        ...

    def deal(self, deck: tuple[Card, ...]) -> Self:
        """The match with the next hand dealt from ``deck``."""
        ...


MatchT = TypeVar("MatchT", bound=ReplayedMatch)


class Replayer(ABC, Generic[MatchT]):
    """Replays the hands of one record, keeping its source name for the error messages.

    A game's record module subclasses it with its top-level checks and supplies
    :meth:`apply` (notation through the engine), :meth:`result_of` (the stored form
    of a finished hand's result) and, where its wording or keys differ, the hooks.
    """

    hand_keys: frozenset[str] = frozenset({"dealer", "deck", "actions", "result"})
    """The keys a stored hand may have."""
    informational: frozenset[str] = frozenset()
    """Result keys a record may carry for readers but that are never compared."""

    def __init__(self, source: str) -> None:
        self.source = source

    # ------------------------------------------------------------------ what a game supplies

    @abstractmethod
    def replay(self, data: Mapping[str, object]) -> MatchT:
        """The match of a record's top-level object; RecordError on the first problem."""

    @abstractmethod
    def apply(self, match: MatchT, text: str) -> MatchT:
        """The match after the action written ``text`` (raises the engine's errors)."""

    @abstractmethod
    def result_of(self, hand: object) -> JsonObject:
        """The stored form of a finished hand's result, as the game writes it."""

    def read_extras(self, data: Mapping[str, object], number: int) -> None:
        """Read the hand's optional keys other than its result (none by default)."""

    def name_problem(self, letter: str, name: object) -> str | None:
        """Why a stored seat name is refused, or None when it is fine."""
        if not isinstance(name, str) or len(name) > NAME_LIMIT:
            return f"the name of {letter} must be a string of at most {NAME_LIMIT} characters"
        return None

    def result_mismatch(self, key: str, stored: object, replayed: object) -> str:
        """The message for a stored result figure that the replay contradicts."""
        return f"stored result {key} {quote(stored)} does not match the replayed {replayed!r}"

    # ------------------------------------------------------------------ shared checks

    def read(self, data: object) -> tuple[MatchT, int | None, dict[Seat, str]]:
        """A parsed record replayed: its match, seed and seat names.

        Raises:
            RecordError: ``data`` is not an object, or the replay refuses it.
        """
        record = _record_object(data, self.source)
        return self.replay(record), _stored_seed(record), _stored_players(record)

    def fail(
        self,
        message: str,
        hand: int | None = None,
        action: str | None = None,
        refusal: Refusal | None = None,
    ) -> RecordError:
        """An error naming the source, the hand (1-based) and the action if given.

        ``refusal``: the rule that refused the stored action, for the players' words.
        """
        where = self.source
        if hand is not None:
            where += f": hand {hand}"
        if action is not None:
            where += f", action {action}"
        return RecordError(f"{where}: {message}", refusal, where)

    def get(
        self, data: Mapping[str, object], key: str, kind: type, hand: int | None = None
    ) -> object:
        """The value of a required field, checked to be of ``kind`` (never a JSON boolean)."""
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

    def seat(self, text: str, key: str, hand: int | None = None) -> Seat:
        """A seat letter, or an error naming the field."""
        try:
            return Seat.parse(text)
        except BalootError as err:
            raise self.fail(f"{key}: {err}", hand) from None

    def seed(self, data: Mapping[str, object]) -> None:
        """Check the optional seed: a whole number or null."""
        seed = data.get("seed")
        if seed is not None and type(seed) is not int:
            raise self.fail(
                f"field 'seed' must be a whole number or null, not {json_type_name(seed)}"
            )

    def players(self, value: object) -> None:
        """Check the optional seat names: seat letter to a string of bounded length."""
        if not isinstance(value, dict):
            raise self.fail(f"field 'players' must be an object, not {json_type_name(value)}")
        for letter, name in value.items():
            self.seat(letter, "players")
            problem = self.name_problem(letter, name)
            if problem is not None:
                raise self.fail(f"players: {problem}")

    def first_dealer(self, data: Mapping[str, object]) -> Seat:
        """The required first dealer."""
        return self.seat(str(self.get(data, "first_dealer", str)), "first_dealer")

    # ------------------------------------------------------------------ the replay

    def hands(self, match: MatchT, data: Mapping[str, object]) -> MatchT:
        """``match`` after dealing and replaying every stored hand, each checked."""
        hands = self.get(data, "hands", list)
        assert isinstance(hands, list)
        for number, hand in enumerate(hands, start=1):
            if match.current is not None:
                raise self.fail("unfinished, yet another hand follows", number - 1)
            if not isinstance(hand, dict):
                raise self.fail(f"a hand is a JSON object, not {json_type_name(hand)}", number)
            match = self.hand(match, hand, number)
        return match

    def hand(self, match: MatchT, data: Mapping[str, object], number: int) -> MatchT:
        """Deal and replay one hand, then check its stored result."""
        unknown = sorted(set(data) - self.hand_keys)
        if unknown:
            raise self.fail(f"unknown field {quote(unknown[0])}", number)
        dealer = self.seat(str(self.get(data, "dealer", str, number)), "dealer", number)
        if match.is_over:
            raise self.fail("the match was already over before this hand", number)
        if dealer is not match.dealer:
            raise self.fail(f"dealer {dealer.letter} should be {match.dealer.letter}", number)
        deck = self.deck(str(self.get(data, "deck", str, number)), number)
        self.read_extras(data, number)
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
                match = self.apply(match, text)
            except IllegalActionError as err:
                raise self.fail(f"illegal: {err.reason}", number, where, err.refusal) from None
            except BalootError as err:
                raise self.fail(str(err), number, where) from None
        self.check_result(match, data, number)
        return match

    def deck(self, text: str, number: int) -> tuple[Card, ...]:
        """The 32 distinct cards of a stored deck."""
        try:
            deck = tuple(card(token) for token in text.split())
        except BalootError as err:
            raise self.fail(f"deck: {err}", number) from None
        twice = next((c for i, c in enumerate(deck) if c in deck[:i]), None)
        if twice is not None:
            raise self.fail(f"deck: card {twice} appears twice", number)
        if len(deck) != len(DECK):
            raise self.fail(f"deck: a deck has 32 cards, not {len(deck)}", number)
        return deck

    def check_result(self, match: MatchT, data: Mapping[str, object], number: int) -> None:
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
        replayed = self.result_of(match.hands[-1])
        for key in ("kind", "points"):
            if key not in stored:
                raise self.fail(f"result: missing field {key!r}", number)
        for key, value in stored.items():
            if key in self.informational:
                continue
            if key not in replayed:
                raise self.fail(f"result: unknown field {quote(key)}", number)
            if not same_json(value, replayed[key]):
                raise self.fail(self.result_mismatch(key, value, replayed[key]), number)
