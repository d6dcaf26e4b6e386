"""Belot records: a whole match (finished or not) as versioned JSON that names its game.

The shape follows the Baloot record (``docs/record-format.md``): the house rules,
the first dealer, and for every deal its deck and its actions in notation. Version 2
of ``baloot-tui/record`` adds the ``game`` key; ``"belot"`` records also store the
hanging points. Everything but the decks and actions is a *check*: reading replays
every action through the engine, recomputes every score and refuses the record if
a stored figure differs. Text is parsed through :mod:`baloot_tui.core.bounded_json`.

>>> import random
>>> match = new_match().deal_random(random.Random(3))
>>> match = match.apply(match.legal_actions()[0])
>>> loads(dumps(match, seed=3)).match == match
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from baloot_tui.core.bounded_json import json_type_name
from baloot_tui.core.cards import format_cards
from baloot_tui.core.errors import BalootError, quote
from baloot_tui.core.record import (
    FORMAT,
    LIMITS,
    TOP_KEYS,
    JsonObject,
    Replayer,
    parse_record,
    team_code,
    to_json,
)
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules.actions import parse_action
from baloot_tui.games.belot.rules.hand import BelotHand
from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.games.belot.rules.match import BelotMatch, new_match

__all__ = [
    "FORMAT",
    "GAME",
    "LIMITS",
    "VERSION",
    "JsonObject",
    "LoadedRecord",
    "dumps",
    "load_data",
    "loads",
    "match_to_record",
    "result_to_record",
]

VERSION: Final = 2
"""The first version whose records name their game."""
GAME: Final = "belot"
"""The value of the ``game`` key of a Belot record."""

_TOP_KEYS: Final = TOP_KEYS | {"hanging", "target"}


@dataclass(frozen=True, slots=True)
class LoadedRecord:
    """A record read back: the replayed match and the extra data stored with it."""

    match: BelotMatch
    """The match rebuilt by replaying every deal and action."""
    seed: int | None = None
    """The seed the match was dealt from, if the writer knew it."""
    players: dict[Seat, str] = field(default_factory=dict)
    """Names of the seats, if any were stored."""

    @property
    def game(self) -> str:
        """The game it records (:data:`GAME`)."""
        return GAME

    @property
    def undos(self) -> Mapping[int, int]:
        """Decisions taken back in each deal: none, as the Belot table has no undo."""
        return {}


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
        "winner": team_code(match.winner),
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
            "valat": team_code(score.valat),
            "raw_totals": list(score.raw_totals),
            "collected": team_code(score.collected),
        }
    )
    return data


def dumps(
    match: BelotMatch, seed: int | None = None, players: Mapping[Seat, str] | None = None
) -> str:
    """The record of ``match`` as JSON text: indented, number pairs kept on one line."""
    return to_json(match_to_record(match, seed, players))


# --------------------------------------------------------------------------- reading


def loads(text: str, *, source: str = "<string>") -> LoadedRecord:
    """Read and replay a Belot record from JSON text.

    Raises:
        RecordError: one line naming ``source`` and the problem: JSON beyond the
            limits, a missing or unknown field, another game or version, a bad
            deck, an illegal action, or a stored figure that the replay contradicts.
    """
    return load_data(parse_record(text, source), source=source)


def load_data(data: object, *, source: str = "<record>") -> LoadedRecord:
    """Replay a Belot record already parsed (by the record file reader, within its limits).

    Raises:
        RecordError: see :func:`loads`.
    """
    return LoadedRecord(*_Replayer(source).read(data))


class _Replayer(Replayer[BelotMatch]):
    """Replays one Belot record: its game, version and house rules, then the shared hands."""

    def apply(self, match: BelotMatch, text: str) -> BelotMatch:
        return match.apply(parse_action(text))

    def result_of(self, hand: object) -> JsonObject:
        assert isinstance(hand, BelotHand)
        return result_to_record(hand)

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
        self.seed(data)
        self.players(data.get("players", {}))
        match = self.hands(new_match(rules, self.first_dealer(data)), data)
        for key, replayed in (
            ("scores", list(match.scores)),
            ("hanging", match.hanging),
            ("target", match.target),
            ("winner", team_code(match.winner)),
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
