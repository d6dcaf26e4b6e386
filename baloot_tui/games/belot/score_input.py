"""The Belot deal description that ``baloot score --game belot`` reads, scored by the engine.

The flags and ``--json-input`` both give the document of :data:`BELOT_SCHEMA_HELP`;
:func:`score_belot_document` checks it, turns it into the engine's
:class:`~baloot_tui.games.belot.rules.scoring.DealFacts` and scores it with
:func:`~baloot_tui.games.belot.rules.scoring.score_deal`. Nothing here decides a rule: the
declarations given are those that count after the comparison of §4.4, as the table
settled it, and their values are the engine's. The fields every game's sheet shares
are read by :mod:`baloot_tui.core.sheet`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from baloot_tui.core import sheet
from baloot_tui.core.errors import quote
from baloot_tui.core.seats import Team
from baloot_tui.core.tools import ScoreOption, ScoreSheet
from baloot_tui.games.belot.deal_fit import Declared, check_declarations
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.declarations import CARRE_VALUES, SEQUENCE_VALUES
from baloot_tui.games.belot.rules.house_rules import BelotRules, check_flag, flag_choices, preset
from baloot_tui.games.belot.rules.scoring import (
    CARD_POINTS,
    LAST_TRICK,
    MULTIPLIERS,
    TRICKS,
    DealFacts,
    DealScore,
    ScoringInputError,
    score_deal,
)

BELOT_SCHEMA_HELP: Final = """\
{"contract": "C" | "D" | "H" | "S" | "NT" | "AT",   required (suit, No Trumps, All Trumps)
 "bidder": "NS" | "EW",                 required: the team of the final bid
 "card_points": {"NS": 105, "EW": 47},  card points without the last ten; one team's
                                        figure is enough (the other took the rest)
 "captured": {"EW": "QC 7C AD ..."},    or the cards a team took (the other took the rest)
 "last_trick": "NS" | "EW",             who won trick 8 (+10); implied by a valat
 "tricks": {"NS": 5, "EW": 3},          tricks taken (else 4-4, or 8-0 with a valat)
 "valat": "NS" | "EW",                  a team took all 8 tricks
 "contra": "contra" | "recontra",       the deal was doubled (×2) or redoubled (×4)
 "declarations": {"NS": ["tierce", "carre:J"], "EW": ["quarte"]},
                                        the declarations that count (after the comparison;
                                        one deal must hold them all): tierce, quarte,
                                        quinte, carre:J|9|A|K|Q|T
 "belotes": {"NS": 1},                  belotes announced (K+Q of trumps)
 "hanging": 14,                         hanging points carried in from earlier deals
 "rules": "official",                   a Belot house-rule preset
 "set": {"doubled_tie": "split"}}       house-rule overrides
Card points: 152 in a suit contract, 120 in No Trumps (doubled with the last ten
when scored), 248 in All Trumps; with the last ten 162, 130 and 258."""

FIELDS: Final = (
    *("contract", "bidder", "card_points", "captured", "last_trick", "tricks", "valat"),
    *("contra", "declarations", "belotes", "hanging", "rules", "set"),
)
"""Every field of a Belot deal's sheet."""
EXAMPLES: Final = """\
  baloot score --game belot --contract S --bidder NS --points EW=47 --last-trick NS
  baloot score --game belot --contract AT --bidder EW --points EW=119 --last-trick NS \\
      --belote EW
  baloot score --game belot --contract C --bidder EW --contra --points EW=71 \\
      --last-trick NS --hanging 14"""
SHEET: Final = ScoreSheet(
    options=(
        ScoreOption("--contract", "contract", "C, D, H, S, NT or AT"),
        sheet.CAPTURED,
        sheet.LAST_TRICK,
        ScoreOption("--bidder", "bidder", "The team of the final bid, NS or EW."),
        ScoreOption(
            "--points", "card_points", "Card points without the last ten, e.g. EW=47.", "numbers"
        ),
        ScoreOption("--tricks", "tricks", "Tricks taken, e.g. NS=5,EW=3 (else 4-4).", "numbers"),
        ScoreOption("--valat", "valat", "The team that took all 8 tricks."),
        ScoreOption("--contra", "contra", "Contra (×2).", "step", "contra"),
        ScoreOption("--recontra", "contra", "Recontra (×4).", "step", "recontra"),
        ScoreOption(
            "--declare",
            "declarations",
            "A team's counted declarations, e.g. NS=tierce,carre:J; repeatable.",
            "lists",
        ),
        ScoreOption("--belote", "belotes", "A team that showed a belote; repeatable.", "count"),
        ScoreOption("--hanging", "hanging", "Hanging points carried in.", "whole"),
    ),
    fields=FIELDS,
    what="Belot deal",
    examples=EXAMPLES,
    schema=BELOT_SCHEMA_HELP,
)
"""What ``baloot score --game belot`` reads of a Belot deal."""
_CONTRACT_WORDS: Final = {
    "clubs": Contract.CLUBS,
    "diamonds": Contract.DIAMONDS,
    "hearts": Contract.HEARTS,
    "spades": Contract.SPADES,
    "no_trumps": Contract.NO_TRUMPS,
    "all_trumps": Contract.ALL_TRUMPS,
}
_CONTRA: Final = {"contra": MULTIPLIERS[1], "recontra": MULTIPLIERS[2]}
_SEQUENCES: Final = {"tierce": 3, "quarte": 4, "quinte": 5}
_MAX_DECLARATIONS: Final = 8
"""More than any four hands can hold: a typo, not a deal."""


@dataclass(frozen=True, slots=True)
class ScoredBelotDeal:
    """What ``baloot score --game belot`` prints: the facts and the engine's score."""

    facts: DealFacts
    """The deal as the engine reads it."""
    score: DealScore
    """The engine's score of the deal."""
    hanging_in: int
    """The hanging points carried in."""
    rules: BelotRules
    """The house rules it was scored under."""


def score_belot_document(doc: Mapping[str, object]) -> ScoredBelotDeal:
    """Check a Belot deal description and score it with the Belot engine.

    Raises:
        BalootError: one line, for input that is malformed, contradicts itself
            or that the rules do not allow.
    """
    unknown = sorted(set(doc) - set(FIELDS))
    if unknown:
        raise ScoringInputError(f"{quote(unknown[0])} is not a Belot field (see --help)")
    rules = preset(sheet.text_field(doc, "rules") or "official")
    rules = rules.replace(**sheet.flag_changes(doc, _flag_value, check_flag))
    contract = _contract(doc)
    bidder = _required_team(doc, "bidder")
    hanging = sheet.whole_number(doc, "hanging")
    contra = sheet.text_field(doc, "contra")
    if contra is not None and contra.strip().lower() not in _CONTRA:
        raise ScoringInputError(f"contra must be contra or recontra, not {quote(contra)}")
    multiplier = 1 if contra is None else _CONTRA[contra.strip().lower()]
    card_points, tricks, last = _cards(doc, contract)
    declared = {team: _declared(doc, team) for team in Team}
    belotes = sheet.team_numbers(doc, "belotes")
    check_declarations(declared, belotes, rules)
    facts = DealFacts(
        contract=contract,
        bidder_team=bidder,
        card_points=card_points,
        last_trick=last,
        tricks_won=tricks,
        declarations=_by_team(lambda team: sum(_value(d) for d in declared[team])),
        belotes=_by_team(lambda team: belotes.get(team, 0)),
        multiplier=multiplier,
    )
    return ScoredBelotDeal(facts, score_deal(facts, rules, hanging), hanging, rules)


def _flag_value(name: str, text: str) -> object:
    """A Belot house-rule value given as text: true/false, a number or a choice."""
    choices = flag_choices(name)
    lowered = text.strip().lower()
    value: object = lowered
    if choices is None and lowered.isdigit():
        value = int(lowered)
    elif choices == (True, False) and lowered in ("true", "false"):
        value = lowered == "true"
    check_flag(name, value)
    return value


def _contract(doc: Mapping[str, object]) -> Contract:
    text = sheet.text_field(doc, "contract")
    if text is None:
        raise ScoringInputError("say which contract: C, D, H, S, NT or AT")
    word = text.strip().replace(" ", "_").replace("-", "_")
    found = _CONTRACT_WORDS.get(word.lower()) or next(
        (c for c in Contract if c.value == word.upper()), None
    )
    if found is None:
        raise ScoringInputError(
            f"unknown contract {quote(text)}: use C, D, H, S (a suit), NT or AT"
        )
    return found


def _required_team(doc: Mapping[str, object], key: str) -> Team:
    text = sheet.text_field(doc, key)
    if text is None:
        raise ScoringInputError(f"say which team made the final bid: {key} NS or EW")
    return sheet.parse_team(text, key)


def _by_team(value: Callable[[Team], int]) -> tuple[int, int]:
    """A per-team figure in the engine's team order."""
    return (value(Team.NORTH_SOUTH), value(Team.EAST_WEST))


def _declared(doc: Mapping[str, object], team: Team) -> list[Declared]:
    """The declarations ``team`` counts, named as players name them."""
    entries = sheet.team_list(doc, "declarations", team)
    if len(entries) > _MAX_DECLARATIONS:
        raise ScoringInputError(f"{team.short} cannot hold {len(entries)} declarations")
    return [_declaration(str(entry)) for entry in entries]


def _declaration(text: str) -> Declared:
    name, _, rank = text.strip().lower().partition(":")
    if name in _SEQUENCES and not rank:
        return Declared(name, _SEQUENCES[name])
    if name == "carre" and rank:
        found = next((r for r in CARRE_VALUES if r.value == rank.upper()), None)
        if found is not None:
            return Declared(f"carre:{found.value}", 4, found)
    raise ScoringInputError(
        f"unknown declaration {quote(text)}: use tierce, quarte, quinte or carre:J, carre:9, "
        "carre:A, carre:K, carre:Q, carre:T"
    )


def _value(declared: Declared) -> int:
    """Raw points of a declaration (§4.1)."""
    if declared.rank is None:
        return SEQUENCE_VALUES[declared.cards]
    return CARRE_VALUES[declared.rank]


def _cards(
    doc: Mapping[str, object], contract: Contract
) -> tuple[tuple[int, int], tuple[int, int], Team]:
    """Card points without the last ten, tricks per team and the last trick's team."""
    valat = sheet.team_field(doc, "valat")
    last = sheet.team_field(doc, "last_trick")
    if "card_points" in doc and "captured" in doc:
        raise ScoringInputError("give either card_points or captured cards, not both")
    total = CARD_POINTS[contract.kind]
    if "captured" in doc:
        points, tricks = sheet.captured(doc, contract.points)
        swept = next((t for t in Team if tricks[t] == TRICKS), None)
        if valat is not None and swept is not valat:
            raise ScoringInputError(f"{valat.short} did not capture all 32 cards: no valat")
        valat = swept
    else:
        tricks = _tricks(doc, valat)
        if "card_points" in doc:
            points = _card_points(doc, total, tricks)
        elif valat is not None:
            points = sheet.sweep(valat, total)
        else:
            raise ScoringInputError("give the card points, the captured cards, or a valat")
    return points, tricks, sheet.last_trick(valat, last, "valat", LAST_TRICK)


def _tricks(doc: Mapping[str, object], valat: Team | None) -> tuple[int, int]:
    given = sheet.team_numbers(doc, "tricks")
    if not given:
        return (4, 4) if valat is None else sheet.sweep(valat, TRICKS)
    if len(given) == 1:
        ((team, count),) = given.items()
        if count > TRICKS:
            raise ScoringInputError(f"{team.short} cannot take {count} of the 8 tricks")
        given[team.other] = TRICKS - count
    tricks = (given[Team.NORTH_SOUTH], given[Team.EAST_WEST])
    if valat is not None and tricks != sheet.sweep(valat, TRICKS):
        raise ScoringInputError(f"a valat by {valat.short} is all 8 tricks")
    return tricks


def _card_points(doc: Mapping[str, object], total: int, tricks: tuple[int, int]) -> tuple[int, int]:
    """Both teams' card points from one or two figures (without the last ten)."""
    given = sheet.team_numbers(doc, "card_points")
    if not given:
        raise ScoringInputError("card_points needs at least one team's figure")
    if len(given) == 1:
        ((team, value),) = given.items()
        if value > total:
            raise ScoringInputError(
                f"{team.short} card points {value} exceed the {total} of the contract "
                "(one team's figure excludes the last ten)"
            )
        given[team.other] = total - value
    points = (given[Team.NORTH_SOUTH], given[Team.EAST_WEST])
    if sum(points) != total:
        raise ScoringInputError(
            f"card points NS {points[0]} + EW {points[1]} = {sum(points)} do not add up: "
            f"the contract has {total} without the last ten"
        )
    return points
