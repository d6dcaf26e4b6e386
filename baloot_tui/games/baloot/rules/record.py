"""Game records: a whole match (finished or not) as a versioned JSON document.

A record stores only what cannot be recomputed: the house rules, the first dealer,
and for every hand its deck (the chance event) and its actions in notation. The
results and scores it also stores are *checks*: reading a record replays every
action through the engine, recomputes every score and refuses the record if any
stored figure differs. The format is described in ``docs/record-format.md``.

>>> import random
>>> from baloot_tui.games.baloot.rules.match import new_match
>>> match = new_match().deal_random(random.Random(3))
>>> match = match.apply(match.legal_actions()[0])
>>> loads(dumps(match, seed=3)).match == match
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from baloot_tui.core.bounded_json import json_type_name, same_json
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
from baloot_tui.core.seats import NAME_LIMIT, Seat
from baloot_tui.games.baloot.rules.actions import parse_action
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.scoring import ScoreLine

__all__ = [
    "FORMAT",
    "GAME",
    "LIMITS",
    "READABLE",
    "VERSION",
    "JsonObject",
    "LoadedRecord",
    "dumps",
    "load_data",
    "loads",
    "match_to_record",
    "replay_record",
    "result_to_record",
    "to_json",
]

VERSION: Final = 2
"""The record version this module writes: the first whose records name their game."""
READABLE: Final = (1, 2)
"""The versions this module reads: 1 has no ``game`` key, 2 says ``"game": "baloot"``."""
GAME: Final = "baloot"
"""The value of the ``game`` key of a Baloot record."""
_HAND_KEYS: Final = frozenset({"dealer", "deck", "actions", "result", "undos"})
_RULE_NAMES: Final = frozenset(f.name for f in dataclasses.fields(HouseRules))
_INFORMATIONAL: Final = frozenset({"explanation"})
"""Result keys a record may carry for readers but that are never compared."""
Explain = Callable[[tuple[ScoreLine, ...]], Sequence[str]]
"""How a record words a hand's explanation lines (the rules hold no words)."""


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

    @property
    def game(self) -> str:
        """The game it records (:data:`GAME`)."""
        return GAME


# --------------------------------------------------------------------------- writing


def match_to_record(
    match: MatchState,
    seed: int | None = None,
    players: Mapping[Seat, str] | None = None,
    *,
    explain: Explain | None = None,
    undos: Mapping[int, int] | None = None,
) -> JsonObject:
    """The record of ``match`` as a JSON-ready dict.

    Args:
        match: The match, finished or not; the hand in progress is stored without
            a result.
        seed: The seed the decks were shuffled from, kept for reference only.
        players: Optional seat names.
        explain: Words each played hand's explanation lines, added to its result
            (for readers; never compared when the record is read back).
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
        "winner": team_code(match.winner),
    }


def _hand_to_record(hand: RoundState, explain: Explain | None, undos: int) -> JsonObject:
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


def result_to_record(hand: RoundState, *, explain: Explain | None = None) -> JsonObject:
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
            "winner": team_code(score.winner),
            "match_won_by": team_code(score.match_won_by),
            "tricks": list(hand.play.tricks_won),
            "abnat": list(score.abnat),
            "card_gp": list(score.card_gp),
            "project_gp": list(score.project_gp),
            "baloot_gp": list(score.baloot_gp),
            "totals": list(score.totals),
            "raw_totals": list(score.raw_totals),
            "counting_team": team_code(result.counting_team),
            "baloot": _seat(result.baloot),
            "sawa": _seat(result.sawa),
        }
    )
    if explain is not None:
        data["explanation"] = list(explain(score.lines))
    return data


def dumps(
    match: MatchState,
    seed: int | None = None,
    players: Mapping[Seat, str] | None = None,
    undos: Mapping[int, int] | None = None,
) -> str:
    """The record of ``match`` as JSON text: indented, one action per line, pairs inline."""
    return to_json(match_to_record(match, seed, players, undos=undos))


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
    return load_data(parse_record(text, source), source=source)


def load_data(data: object, *, source: str = "<record>") -> LoadedRecord:
    """Replay a record already parsed (by :func:`parse` within :data:`LIMITS`).

    Raises:
        RecordError: see :func:`loads`.
    """
    replayer = _Replayer(source)
    match, seed, players = replayer.read(data)
    return LoadedRecord(match, seed, players, replayer.undos)


def replay_record(data: Mapping[str, object], source: str = "<record>") -> MatchState:
    """Rebuild the match of a record by replaying it, checking every stored figure.

    Raises:
        RecordError: see :func:`loads`.
    """
    return _Replayer(source).replay(data)


_MISSING: Final = object()


class _Replayer(Replayer[MatchState]):
    """Replays one Baloot record: its version and game, house rules, hands and undo counts."""

    hand_keys = frozenset({"dealer", "deck", "actions", "result", "undos"})
    informational = _INFORMATIONAL

    def __init__(self, source: str) -> None:
        super().__init__(source)
        self.undos: dict[int, int] = {}
        """The hands' undo counts read so far (0-based hand index)."""

    def apply(self, match: MatchState, text: str) -> MatchState:
        return match.apply(parse_action(text))

    def result_of(self, hand: object) -> JsonObject:
        assert isinstance(hand, RoundState)
        return result_to_record(hand)

    def read_extras(self, data: Mapping[str, object], number: int) -> None:
        """The optional ``undos`` count of a hand."""
        if "undos" in data:
            undos = data["undos"]
            if type(undos) is not int or undos < 1:
                raise self.fail(
                    f"field 'undos' must be a whole number of at least 1, not {quote(undos)}",
                    number,
                )
            self.undos[number - 1] = undos

    def name_problem(self, letter: str, name: object) -> str | None:
        if not isinstance(name, str):
            return f"the name of {letter} must be a string"
        if len(name) > NAME_LIMIT:
            return f"the name of {letter} is longer than {NAME_LIMIT} characters"
        return None

    def result_mismatch(self, key: str, stored: object, replayed: object) -> str:
        return f"result: stored {key} {quote(stored)} does not match the replayed {replayed!r}"

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
        unknown = sorted(set(data) - TOP_KEYS)
        if unknown:
            raise self.fail(f"unknown field {quote(unknown[0])}")
        rules = self.rules(data.get("rules", {}))
        self.seed(data)
        self.players(data.get("players", {}))
        match = self.hands(new_match(rules, self.first_dealer(data)), data)
        scores = self.get(data, "scores", list)
        if not same_json(scores, list(match.scores)):
            raise self.fail(
                f"stored scores {quote(scores)} do not match the replayed scores "
                f"{list(match.scores)}"
            )
        if "winner" not in data:
            raise self.fail("missing field 'winner'")
        if not same_json(data["winner"], team_code(match.winner)):
            raise self.fail(
                f"stored winner {quote(data['winner'])} does not match the replayed winner "
                f"{team_code(match.winner)!r}"
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
