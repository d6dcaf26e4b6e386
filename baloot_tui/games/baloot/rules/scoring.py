"""Scoring a hand: game points, khasara, doubles, kaboot, Gahwa and Qayd.

This module implements RULES.md §6 (the pipeline of §6.10) and the Qayd penalty of
§7.1, with every scoring flag of §9 (rows 12-21 and 25). It is pure arithmetic on
plain numbers: the caller says what happened in the hand (:class:`HandFacts`) and
gets back a :class:`HandScore` with the ledger points and an explanation: its lines
as values (:class:`ScoreLine`), which the game's words module
(:mod:`baloot_tui.games.baloot.words`) words, in English or the player's language.

Project values arrive as plain numbers (:class:`ProjectScore`, which may carry the
project itself for the players' words), so this module does not depend on the project
detector.

Conventions:

- Every pair ``tuple[int, int]`` is indexed by :class:`~baloot_tui.core.seats.Team`
  (``pair[Team.NORTH_SOUTH]``, ``pair[Team.EAST_WEST]``).
- *Abnat* include the last-trick 10 unless a name says otherwise (``card_abnat``).
- ``T`` is card GP + counted project GP (no Baloot), the figure compared to decide a
  hand; ``R`` is abnat + project raw, the tie-break of §6.4.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Final, Literal, get_args

from baloot_tui.core.errors import BalootError
from baloot_tui.core.seats import TEAMS, Team
from baloot_tui.games.baloot.rules.glossary import Contract, ProjectKind
from baloot_tui.games.baloot.rules.house_rules import HouseRules

if TYPE_CHECKING:  # lines name projects; the project detector imports this module
    from baloot_tui.games.baloot.rules.projects import Project
POT_GP: Final = {Contract.SUN: 26, Contract.HOKUM: 16}
"""Game points of a hand (the whole pot) per contract (§1.4)."""
TOTAL_RAW: Final = {Contract.SUN: 130, Contract.HOKUM: 162}
"""Abnat of a hand including the last-trick 10 (§1.4)."""
KABOOT_GP: Final = {Contract.SUN: 44, Contract.HOKUM: 25}
"""Game points of a kaboot, before projects and Baloot (§6.8)."""
LAST_TRICK_BONUS: Final = 10
"""Abnat for winning trick 8 (the *ard*)."""
CARD_ABNAT: Final = {contract: total - LAST_TRICK_BONUS for contract, total in TOTAL_RAW.items()}
"""Abnat of the 32 cards alone: 120 in Sun, 152 in Hokum."""
PROJECT_RAW_PER_GP: Final = {Contract.SUN: 5, Contract.HOKUM: 10}
"""Raw abnat worth one project game point (§6.4): GP × 5 in Sun, × 10 in Hokum."""
BALOOT_GAME_POINTS: Final = 2
"""Game points of one Baloot, never multiplied (§5.6)."""
TRICKS_PER_HAND: Final = 8

Outcome = Literal[
    "made", "split", "khasara", "kaboot", "doubled_win", "doubled_loss", "gahwa", "qayd"
]
"""How a hand ended; see :class:`HandScore.outcome`."""


class ScoringInputError(BalootError):
    """Facts about a hand that contradict each other or the rules of the game."""


@dataclass(frozen=True, slots=True)
class ProjectScore:
    """One counted project, as plain numbers."""

    name: str
    """Display name, e.g. ``"sira:7H-8H-9H"`` or ``"Hundred"``."""
    team: Team
    """The team that declared it."""
    game_points: int
    """Its game-point value in this contract (§5.1)."""
    raw_points: int
    """Its raw abnat value: game points × 5 in Sun, × 10 in Hokum."""
    is_hundred: bool
    """A Hundred or a Four hundred (for ``project_multiplier_cap="hundred_only"``)."""
    project: Project | ProjectKind | None = field(default=None, compare=False)
    """The project itself, for the players' words: by its cards, or only by its kind when
    the calculator is told no cards (None: known only by ``name``)."""


class ScoreLineKind(StrEnum):
    """Every line a hand's explanation holds: a stable key its words are found by.

    The game's words module words each kind from the line's values; a test checks
    that every kind has its words.
    """

    CONTRACT = "contract"
    ABNAT = "abnat"
    SUN_CARDS = "sun_cards"
    HOKUM_BUYER_86 = "hokum_buyer_86"
    HOKUM_CARDS = "hokum_cards"
    PROJECT = "project"
    BALOOT = "baloot"
    TOTALS = "totals"
    KABOOT_GAHWA = "kaboot_gahwa"
    GAHWA = "gahwa"
    DOUBLED = "doubled"
    KEEPS_BALOOT = "keeps_baloot"
    DECIDED_ON_RAW = "decided_on_raw"
    BUYER_TOTAL = "buyer_total"
    EQUAL_KEEPS_TIE = "equal_keeps_tie"
    EQUAL_NEEDS_RAW = "equal_needs_raw"
    EQUAL_THEN_RAW = "equal_then_raw"
    PROJECTS_VANISH = "projects_vanish"
    KHASARA = "khasara"
    HIGHER_WINS = "higher_wins"
    EQUAL_FIGURE = "equal_figure"
    ACE_KABOOT = "ace_kaboot"
    KABOOT_NOT_MULTIPLIED = "kaboot_not_multiplied"
    KABOOT_NO_PROJECTS = "kaboot_no_projects"
    KABOOT_OWN_PROJECTS = "kaboot_own_projects"
    KABOOT = "kaboot"
    PROJECT_MULTIPLIED = "project_multiplied"
    QAYD = "qayd"
    QAYD_GAHWA = "qayd_gahwa"
    QAYD_PENALTY = "qayd_penalty"
    SCORE = "score"
    # the calculator's project comparison (``baloot score``), before the scorer's lines
    PROJECTS_ONLY = "projects_only"
    PROJECTS_NONE_COUNT = "projects_none_count"
    PROJECTS_BEST = "projects_best"


class Stake(StrEnum):
    """What a hand was played at, as the contract line says it."""

    PLAIN = "plain"
    DOUBLE = "double"
    THREE = "three"
    FOUR = "four"
    GAHWA = "gahwa"


class Verdict(StrEnum):
    """How the khasara test ended for the buyer."""

    MADE = "made"
    KHASARA = "khasara"
    KEPT_TIE = "kept_tie"
    SPLIT = "split"


class Figure(StrEnum):
    """The figure a doubled hand or a Gahwa is decided by (``doubled_comparison``)."""

    GAME_POINTS = "game_points"
    RAW = "raw"


class TieLoser(StrEnum):
    """Who loses an exact tie of a doubled hand or a Gahwa (``doubled_tie_rule``)."""

    DOUBLER = "doubler"
    BUYER = "buyer"
    LAST_RAISER = "last_raiser"


class Penalty(StrEnum):
    """What a correct Qayd gives the innocent team (``qayd_penalty``)."""

    POT = "pot"
    KABOOT_VALUE = "kaboot_value"


class Aside(StrEnum):
    """A remark a line adds only in some hands."""

    ROUNDS_DOWN = "rounds_down"
    GAHWA = "in_gahwa"


class Term(StrEnum):
    """One step of the sum that ends a payout line (`` × 2 + projects 4 = 56``)."""

    TIMES = "times"
    PROJECTS = "projects"
    OWN_PROJECTS = "own_projects"
    BALOOT = "baloot"
    EQUALS = "equals"


class Comparison(StrEnum):
    """Why the calculator's project comparison went to one team."""

    HIGHER = "higher"
    TURN_ORDER = "turn_order"
    TRUMP_FIRST = "trump_first"


Phrase = Stake | Verdict | Figure | TieLoser | Penalty | Aside | Comparison
"""The fixed sub-phrases a line holds; each value is a key the words module words (the
keys differ across the enums, so that one table can word them all)."""
PHRASES: Final[tuple[type[Phrase], ...]] = get_args(Phrase)
"""The phrase enums, each a table of words in a presentation layer must cover."""


@dataclass(frozen=True, slots=True)
class Tail:
    """The sum that ends a payout line: its steps in order (`` + projects 4 = 56``)."""

    steps: tuple[tuple[Term, int], ...]


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a hand's explanation as values: the kind and the figures it names.

    Which values a kind uses is fixed by :meth:`fields`, the names its sentence in
    the words module puts them in by.
    """

    kind: ScoreLineKind
    """What the line says."""
    team: Team | None = None
    """The team the line is about: the buyer, the side, the holder, the one taking points."""
    contract: Contract | None = None
    """The contract, for the contract and Qayd lines."""
    multiplier: int = 1
    """The multiplier the hand was played at."""
    gahwa: bool = False
    """The hand was a Gahwa."""
    card_abnat: tuple[int, int] = (0, 0)
    """Card abnat per team without the last-trick 10."""
    abnat: tuple[int, int] = (0, 0)
    """Abnat per team with the last-trick 10."""
    card_gp: tuple[int, int] = (0, 0)
    """Card game points per team."""
    totals: tuple[int, int] = (0, 0)
    """T per team (cards + projects)."""
    raw_totals: tuple[int, int] = (0, 0)
    """R per team (abnat + project raw)."""
    points: tuple[int, int] = (0, 0)
    """The hand's points per team, for the score line."""
    value: int = 0
    """The one figure of the line: a pot, a kaboot value, Baloot or vanished projects' GP."""
    factor: int = 1
    """What a project or a Qayd penalty is multiplied by."""
    project: ProjectScore | None = None
    """The project the line names."""
    tail: Tail = Tail(())
    """The sum that ends a payout line."""
    figure: Figure = Figure.GAME_POINTS
    """The figure a doubled hand is decided by."""
    verdict: Verdict = Verdict.MADE
    """How the khasara test ended."""
    tie_loser: TieLoser = TieLoser.LAST_RAISER
    """Who loses a doubled hand's tie."""
    penalty: Penalty = Penalty.POT
    """What a Qayd gives the innocent team."""
    best: tuple[Project | ProjectKind, Project | ProjectKind] | None = None
    """Each team's best project in the calculator's comparison (only its kind when told so)."""
    comparison: Comparison = Comparison.HIGHER
    """Why the comparison went to ``team``."""

    def fields(self) -> dict[str, object]:
        """The values the line's sentence names, by field."""
        return _LINE_FIELDS[self.kind](self)


def _team(line: ScoreLine) -> Team:
    """The team the line is about (every kind that names a team sets it)."""
    assert line.team is not None, line
    return line.team


def _figures(line: ScoreLine, pair: tuple[int, int]) -> dict[str, object]:
    """The line's team's figure and the other team's, as ``a`` and ``b``."""
    team = _team(line)
    return {"team": team, "a": pair[team], "b": pair[team.other]}


def _khasara_test(line: ScoreLine) -> dict[str, object]:
    """An equal-T line: the equal T, then the buyer's R against the other team's."""
    team = _team(line)
    return {
        "a": line.totals[team],
        "b": line.raw_totals[team],
        "c": line.raw_totals[team.other],
        "verdict": line.verdict,
    }


def _compared(line: ScoreLine) -> tuple[int, int]:
    """The figure a doubled hand was decided by, per team."""
    return line.totals if line.figure is Figure.GAME_POINTS else line.raw_totals


def _project_fields(line: ScoreLine) -> dict[str, object]:
    """A counted project, its team and its game points."""
    assert line.project is not None, line
    return {"project": line.project, "team": line.project.team, "points": line.project.game_points}


def _multiplied_project(line: ScoreLine) -> dict[str, object]:
    """A project of a doubled hand: its game points, the factor and the product."""
    assert line.project is not None, line
    points = line.project.game_points
    return {
        "project": line.project,
        "points": points,
        "factor": line.factor,
        "total": points * line.factor,
    }


def _best(line: ScoreLine) -> dict[str, object]:
    """Each team's best project, NS first, as the comparison names them."""
    assert line.best is not None, line
    return {
        "first": Team.NORTH_SOUTH,
        "project": line.best[Team.NORTH_SOUTH],
        "second": Team.EAST_WEST,
        "project2": line.best[Team.EAST_WEST],
    }


def _stake(line: ScoreLine) -> Stake:
    """What the hand was played at, from its multiplier and Gahwa."""
    if line.gahwa:
        return Stake.GAHWA
    return (Stake.PLAIN, Stake.DOUBLE, Stake.THREE, Stake.FOUR)[line.multiplier - 1]


_Kind = ScoreLineKind
_LINE_FIELDS: Final[dict[ScoreLineKind, Callable[[ScoreLine], dict[str, object]]]] = {
    _Kind.CONTRACT: lambda x: {"contract": x.contract, "team": x.team, "stake": _stake(x)},
    _Kind.ABNAT: lambda x: {"cards": x.card_abnat, "team": x.team, "abnat": x.abnat},
    _Kind.SUN_CARDS: lambda x: {
        "first": Team.NORTH_SOUTH,
        "a": x.abnat[0],
        "x": x.card_gp[0],
        "second": Team.EAST_WEST,
        "b": x.abnat[1],
        "y": x.card_gp[1],
    },
    _Kind.HOKUM_BUYER_86: lambda x: {"team": x.team},
    _Kind.HOKUM_CARDS: lambda x: {
        "lower": _team(x),
        "a": x.abnat[_team(x)],
        "x": x.card_gp[_team(x)],
        "note": Aside.ROUNDS_DOWN if x.abnat[_team(x)] % 10 == 5 else None,
        "higher": _team(x).other,
        "b": x.abnat[_team(x).other],
        "y": x.card_gp[_team(x).other],
    },
    _Kind.PROJECT: _project_fields,
    _Kind.BALOOT: lambda x: {"team": x.team, "points": x.value},
    _Kind.TOTALS: lambda x: {"game": x.totals, "cards": x.raw_totals},
    _Kind.KABOOT_GAHWA: lambda x: {"team": x.team, "winner": x.team},
    _Kind.GAHWA: lambda x: {"team": x.team},
    _Kind.DOUBLED: lambda x: {"m": x.multiplier, "team": x.team, "pot": x.value, "tail": x.tail},
    _Kind.KEEPS_BALOOT: lambda x: {"team": x.team, "points": x.value},
    _Kind.DECIDED_ON_RAW: lambda x: {**_figures(x, x.raw_totals), "verdict": x.verdict},
    _Kind.BUYER_TOTAL: lambda x: {
        **_figures(x, x.totals),
        "sign": "<" if x.verdict is Verdict.KHASARA else ">",
        "verdict": x.verdict,
    },
    _Kind.EQUAL_KEEPS_TIE: lambda x: {"a": x.totals[_team(x)]},
    _Kind.EQUAL_NEEDS_RAW: _khasara_test,
    _Kind.EQUAL_THEN_RAW: _khasara_test,
    _Kind.PROJECTS_VANISH: lambda x: {"points": x.value},
    _Kind.KHASARA: lambda x: {
        "buyer": _team(x).other,
        "team": x.team,
        "pot": x.value,
        "tail": x.tail,
    },
    _Kind.HIGHER_WINS: lambda x: {"figure": x.figure, **_figures(x, _compared(x))},
    _Kind.EQUAL_FIGURE: lambda x: {
        "figure": x.figure,
        "a": _compared(x)[_team(x)],
        "why": x.tie_loser,
        "team": x.team,
    },
    _Kind.ACE_KABOOT: lambda x: {"points": x.value},
    _Kind.KABOOT_NOT_MULTIPLIED: lambda x: {},
    _Kind.KABOOT_NO_PROJECTS: lambda x: {},
    _Kind.KABOOT_OWN_PROJECTS: lambda x: {},
    _Kind.KABOOT: lambda x: {"team": x.team, "points": x.value, "tail": x.tail},
    _Kind.PROJECT_MULTIPLIED: _multiplied_project,
    _Kind.QAYD: lambda x: {
        "contract": x.contract,
        "m": x.multiplier,
        "gahwa": Aside.GAHWA if x.gahwa else None,
        "team": x.team,
    },
    _Kind.QAYD_GAHWA: lambda x: {"team": x.team},
    _Kind.QAYD_PENALTY: lambda x: {
        "team": x.team,
        "value": x.penalty,
        "points": x.value,
        "factor": x.factor,
        "tail": x.tail,
    },
    _Kind.SCORE: lambda x: {"figures": x.points},
    _Kind.PROJECTS_ONLY: lambda x: {"team": x.team},
    _Kind.PROJECTS_NONE_COUNT: _best,
    _Kind.PROJECTS_BEST: lambda x: {**_best(x), "why": x.comparison, "team": x.team},
}
"""Each kind's values by the field names of its sentence."""


def tail(*steps: tuple[Term, int] | None) -> Tail:
    """The sum of a payout line from its steps, leaving out the ``None`` ones."""
    return Tail(tuple(step for step in steps if step is not None))


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What happened in one played-out hand, as far as scoring cares."""

    contract: Contract
    """Sun or Hokum."""
    buyer_team: Team
    """The team of the player who bought the contract."""
    card_abnat: tuple[int, int]
    """Card points each team captured, without the last-trick 10 (sum 120 / 152)."""
    last_trick: Team
    """The team that won trick 8 and so gets the extra 10."""
    tricks_won: tuple[int, int]
    """Tricks per team (sum 8); 8/0 is a kaboot."""
    counted_projects: tuple[ProjectScore, ...] = ()
    """The projects that count: only the comparison winner's (§5.4)."""
    baloot_teams: tuple[Team, ...] = ()
    """The team of each unblocked Baloot holder (at most one: one K+Q of trumps)."""
    multiplier: int = 1
    """1 plain, 2 Double, 3 Three, 4 Four."""
    gahwa: bool = False
    """The buyer called Gahwa: the winner of the hand wins the match."""
    last_raiser: Team | None = None
    """The team that made the last raise (None when undoubled; optional with Gahwa)."""
    face_card_is_ace: bool = False
    """The face-up card bought was an Ace (for ``ace_kaboot_88``)."""


@dataclass(frozen=True, slots=True)
class HandScore:
    """The score of one hand, with the intermediate figures and an explanation."""

    points: tuple[int, int]
    """Game points per team for the ledger; a Gahwa winner gets the match target."""
    outcome: Outcome
    """How the hand ended.

    - ``"made"``: undoubled, the buyer made it; each team scores its own T + Baloot.
    - ``"split"``: undoubled Sun with equal T and equal R; both keep their points.
    - ``"khasara"``: undoubled, the buyer failed; the opponents take the pot.
    - ``"kaboot"``: one team won all eight tricks (whoever bought).
    - ``"doubled_win"`` / ``"doubled_loss"``: a doubled (×2, ×3, ×4) hand that the
      buyer's team won / lost; the winner takes everything.
    - ``"gahwa"``: a Gahwa hand (kaboot or not); ``match_won_by`` is set.
    - ``"qayd"``: the hand was stopped by a correct Qayd (:func:`score_qayd`).
    """
    winner: Team | None
    """The team that won the hand; None only for a Sun ``"split"``."""
    match_won_by: Team | None
    """The team that won the match by Gahwa, else None."""
    abnat: tuple[int, int]
    """Card abnat including the last-trick 10."""
    card_gp: tuple[int, int]
    """Card game points after rounding (§6.2)."""
    project_gp: tuple[int, int]
    """Counted projects' game points per declaring team, before any multiplier."""
    baloot_gp: tuple[int, int]
    """Baloot game points per holding team, before any transfer."""
    totals: tuple[int, int]
    """T = card GP + project GP (no Baloot): the figure compared to decide the hand."""
    raw_totals: tuple[int, int]
    """R = abnat + project raw: the tie-break of §6.4."""
    multiplier: int
    """The multiplier the hand was played at (1 to 4)."""
    _written: tuple[ScoreLine, ...] | None = field(default=None, repr=False, compare=False)
    """The explanation once written (a Qayd's from the start)."""
    _scored: tuple[HandFacts, HouseRules] | None = field(default=None, repr=False, compare=False)
    """The facts and rules scored, for the explanation to be written from when first read."""

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        """The explanation as values: what counted, how it rounded, why, the multiplier.

        Written when first read: a searched or simulated hand is scored without them.
        """
        written = self._written
        if written is None:
            assert self._scored is not None
            written = _score(*self._scored, explain=True)._written
            assert written is not None
            object.__setattr__(self, "_written", written)
        return written


# --------------------------------------------------------------------------- conversion


def sun_card_gp(abnat: int) -> int:
    """Convert one Sun team's abnat (last trick included) to game points (§6.2).

    Round to the nearest 10 with units 1-4 down, 6-9 up and 5 left alone, then
    multiply by 2 and divide by 10. The two teams always sum to 26.

    Args:
        abnat: The team's abnat, 0 to 130.

    Returns:
        The team's card game points.

    Raises:
        ScoringInputError: If ``abnat`` is outside 0..130.

    >>> [sun_card_gp(a) for a in (64, 65, 66, 25, 55, 84, 46)]
    [12, 13, 14, 5, 11, 16, 10]
    """
    if not 0 <= abnat <= TOTAL_RAW[Contract.SUN]:
        raise ScoringInputError(f"Sun abnat must be 0..130, not {abnat}")
    q, r = divmod(abnat, 5)
    return q + (1 if q % 2 == 1 and r > 0 else 0)


def _hokum_side_gp(abnat: int) -> int:
    """Divide by 10 with .5 rounding down and .6 up."""
    q, r = divmod(abnat, 10)
    return q + (1 if r > 5 else 0)


def hokum_card_gp(
    abnat: tuple[int, int],
    buyer_team: Team,
    rules: HouseRules,
    *,
    doubled: bool = False,
) -> tuple[int, int]:
    """Convert both Hokum teams' abnat (last trick included) to game points (§6.2).

    The side with fewer abnat is divided by 10 with .5 rounding down and .6 up; the
    other side gets 16 minus that (81/81 gives 8/8, 86/76 gives 8/8).

    With ``rules.hokum_rounding == "buyer_86"`` (rj8f's "قاعدة 86/76"), an undoubled
    hand in which the **buyer's team** has 86 and the opponents 76 scores 9 for the
    buyer and 7 for the opponents. rj8f's guide (``public/baloot-calculator-guide.md``)
    states it only for that case ("إذا كان المشتري لديه 86 نقطة خام والخصم 76 ...
    9 للمشتري و 7 للخصم") and only "في الحكم العادي (بدون مضاعف)"; so when the
    opponents hold the 86, or the hand is doubled, the pair rule (8/8) applies.

    Args:
        abnat: Abnat per team including the last trick; must sum to 162.
        buyer_team: The buyer's team (used only by the ``buyer_86`` variant).
        rules: The house rules (``hokum_rounding``).
        doubled: The hand is doubled (or Gahwa): ``buyer_86`` does not apply.

    Returns:
        Card game points per team, summing to 16.

    Raises:
        ScoringInputError: If the abnat are negative or do not sum to 162.

    >>> from baloot_tui.games.baloot.rules.house_rules import HouseRules
    >>> hokum_card_gp((97, 65), Team.NORTH_SOUTH, HouseRules())
    (10, 6)
    >>> hokum_card_gp((86, 76), Team.NORTH_SOUTH, HouseRules(hokum_rounding="buyer_86"))
    (9, 7)
    """
    total = TOTAL_RAW[Contract.HOKUM]
    if min(abnat) < 0 or sum(abnat) != total:
        raise ScoringInputError(
            f"Hokum abnat must be two non-negative numbers summing to {total}, "
            f"not {abnat[0]}/{abnat[1]}"
        )
    pot = POT_GP[Contract.HOKUM]
    buyer, opp = abnat[buyer_team], abnat[buyer_team.other]
    if rules.hokum_rounding == "buyer_86" and not doubled and (buyer, opp) == (86, 76):
        return _pair(buyer_team, 9, 7)
    lower = Team.NORTH_SOUTH if abnat[0] <= abnat[1] else Team.EAST_WEST
    gp = _hokum_side_gp(abnat[lower])
    return _pair(lower, gp, pot - gp)


# --------------------------------------------------------------------------- validation


def check_facts(facts: HandFacts) -> None:
    """Reject hand facts that contradict each other or the rules.

    Args:
        facts: The facts to check.

    Raises:
        ScoringInputError: With a one-line message naming the first contradiction.
    """
    contract = facts.contract
    ns, ew = facts.card_abnat
    if ns < 0 or ew < 0:
        raise ScoringInputError(f"card abnat cannot be negative: {ns}/{ew}")
    if ns + ew != CARD_ABNAT[contract]:
        raise ScoringInputError(
            f"card abnat must sum to {CARD_ABNAT[contract]} in {contract.value.capitalize()} "
            f"(without the last-trick 10), not {ns}+{ew}={ns + ew}"
        )
    tns, tew = facts.tricks_won
    if tns < 0 or tew < 0:
        raise ScoringInputError(f"tricks cannot be negative: {tns}/{tew}")
    if tns + tew != TRICKS_PER_HAND:
        raise ScoringInputError(f"tricks must sum to 8, not {tns}+{tew}={tns + tew}")
    for team in TEAMS:
        if facts.tricks_won[team] == 0:
            if facts.card_abnat[team] > 0:
                raise ScoringInputError(
                    f"{team.short} won no trick but has {facts.card_abnat[team]} abnat"
                )
            if facts.last_trick is team:
                raise ScoringInputError(f"{team.short} won no trick but won the last trick")
    if not 1 <= facts.multiplier <= 4:
        raise ScoringInputError(f"multiplier must be 1 to 4, not {facts.multiplier}")
    if contract is Contract.SUN:
        if facts.gahwa:
            raise ScoringInputError("Gahwa does not exist in Sun")
        if facts.multiplier > 2:
            raise ScoringInputError(f"Sun can only be doubled, not played at ×{facts.multiplier}")
        if facts.baloot_teams:
            raise ScoringInputError("Baloot exists only in Hokum")
    _check_raiser(facts)
    if len(facts.baloot_teams) > 1:
        raise ScoringInputError(
            f"at most one Baloot per hand (one K+Q of trumps), not {len(facts.baloot_teams)}"
        )
    _check_projects(facts.counted_projects, contract)


def _check_raiser(facts: HandFacts) -> None:
    """Check the last raiser against the ladder (§3.1).

    Double and Four are called by the opponents, Three and Gahwa by the buyer.
    """
    buyer, m, raiser = facts.buyer_team, facts.multiplier, facts.last_raiser
    if facts.gahwa:
        if m not in (1, 4):
            raise ScoringInputError(f"Gahwa follows a Four: multiplier must be 4 (or 1), not {m}")
        if raiser is not None and raiser is not buyer:
            raise ScoringInputError(
                f"Gahwa is called by the buyer's team {buyer.short}, "
                f"so the last raiser cannot be {raiser.short}"
            )
        return
    if m == 1:
        if raiser is not None:
            raise ScoringInputError(f"last raiser {raiser.short} given for an undoubled hand")
        return
    if raiser is None:
        raise ScoringInputError(f"a hand at ×{m} needs the last raiser's team")
    expected = buyer if m == 3 else buyer.other
    if raiser is not expected:
        call = {2: "Double", 3: "Three", 4: "Four"}[m]
        raise ScoringInputError(
            f"the {call} (×{m}) is called by {expected.short}, not {raiser.short}"
        )


def _check_projects(projects: tuple[ProjectScore, ...], contract: Contract) -> None:
    """Counted projects are one team's, with consistent values."""
    teams = {p.team for p in projects}
    if len(teams) > 1:
        raise ScoringInputError(
            "counted projects must all belong to the team that won the comparison, "
            "not to both teams"
        )
    per_gp = PROJECT_RAW_PER_GP[contract]
    for p in projects:
        if p.game_points < 0:
            raise ScoringInputError(f"project {p.name} has negative game points")
        if p.raw_points != p.game_points * per_gp:
            raise ScoringInputError(
                f"project {p.name}: raw {p.raw_points} should be {p.game_points} GP × "
                f"{per_gp} = {p.game_points * per_gp} in {contract.value.capitalize()}"
            )


# --------------------------------------------------------------------------- scoring


def score_hand(facts: HandFacts, rules: HouseRules) -> HandScore:
    """Score a played-out hand: the whole pipeline of RULES.md §6.10.

    Steps: check the facts; add the last-trick 10; if one team took eight tricks, score
    a kaboot; otherwise convert card abnat to game points, compute T and R, and decide
    the hand as an undoubled hand (§6.4/§6.5), a doubled hand (§6.6) or a Gahwa (§6.7).

    Choices RULES.md leaves open, and how they are settled here:

    - ``sun_tie_rule="buyer_loses"``: with equal T the buyer fails unless his R is
      strictly higher ("must exceed 65"); equal T with higher R still makes it.
    - ``hokum_tie_rule="buyer_keeps_tie"``: equal T is always made (R is not looked at).
    - ``hokum_tie_rule="raw_abnat"`` (majlis): T is not looked at; the buyer makes an
      undoubled Hokum unless his R is lower. The made hand still scores each team's T.
    - ``baloot_transfers=False`` applies to every hand where a team takes the pot:
      khasara, doubled hands **and kaboot**: each Baloot stays with its holder's team,
      even a team that scores 0 otherwise.
    - Kaboot: the kaboot value is multiplied only under ``kaboot_multiplied``, but the
      projects of a doubled kaboot are always multiplied by the capped factor, as the
      pseudo-code of §6.10 says. ``ace_kaboot_88`` makes an *undoubled* Sun kaboot worth
      88 when the face-up card was an Ace; a doubled Sun kaboot is 44 × 2 = 88 anyway
      under the default.
    - Gahwa: the winner is decided as in a doubled hand with the buyer's team as the
      last raiser, so ``doubled_tie_rule`` also settles a Gahwa tie ("last_raiser" and
      "buyer": the buyer loses; "doubler": the opponents lose). A Gahwa kaboot wins the
      match for the kaboot team. Baloot does not matter in a Gahwa.
    - ``project_multiplier_cap="hundred_only"``: Hundreds and Four hundreds are
      multiplied by at most 2, other projects by the full multiplier.

    Args:
        facts: What happened in the hand.
        rules: The house rules.

    Returns:
        The hand's score, with intermediate figures and an explanation.

    Raises:
        ScoringInputError: If the facts are contradictory (see :func:`check_facts`).
    """
    return _score(facts, rules, explain=False)


def _score(facts: HandFacts, rules: HouseRules, explain: bool) -> HandScore:
    """:func:`score_hand`, writing the explanation only if ``explain``."""
    check_facts(facts)
    contract, buyer = facts.contract, facts.buyer_team
    m = facts.multiplier
    doubled = m > 1 or facts.gahwa
    lines = (
        [
            ScoreLine(
                _Kind.CONTRACT,
                buyer,
                contract=contract,
                multiplier=m,
                gahwa=facts.gahwa,
            )
        ]
        if explain
        else None
    )

    abnat = _add(facts.card_abnat, _pair(facts.last_trick, LAST_TRICK_BONUS, 0))
    if lines is not None:
        lines.append(
            ScoreLine(_Kind.ABNAT, facts.last_trick, card_abnat=facts.card_abnat, abnat=abnat)
        )
    if contract is Contract.SUN:
        card_gp = (sun_card_gp(abnat[0]), sun_card_gp(abnat[1]))
        if lines is not None:
            lines.append(ScoreLine(_Kind.SUN_CARDS, abnat=abnat, card_gp=card_gp))
    else:
        card_gp = hokum_card_gp(abnat, buyer, rules, doubled=doubled)
        if lines is not None:
            lines.append(_describe_hokum_rounding(abnat, card_gp, buyer, rules, doubled))

    counted = facts.counted_projects
    project_gp = project_raw = _NOTHING
    if counted:  # most hands count none: no generators to run
        project_gp = _per_team((p.team, p.game_points) for p in counted)
        project_raw = _per_team((p.team, p.raw_points) for p in counted)
    baloot_gp = _per_team((b, BALOOT_GAME_POINTS) for b in facts.baloot_teams)
    totals = _add(card_gp, project_gp)
    raw_totals = _add(abnat, project_raw)
    if lines is not None:
        lines += (ScoreLine(_Kind.PROJECT, p.team, project=p) for p in facts.counted_projects)
        lines += (
            ScoreLine(_Kind.BALOOT, team, value=BALOOT_GAME_POINTS) for team in facts.baloot_teams
        )
        lines.append(ScoreLine(_Kind.TOTALS, totals=totals, raw_totals=raw_totals))

    fig = _Figures(
        abnat, card_gp, project_gp, baloot_gp, totals, raw_totals, m, lines, (facts, rules)
    )

    kaboot_team = next((t for t in TEAMS if facts.tricks_won[t] == TRICKS_PER_HAND), None)
    if kaboot_team is not None:
        if facts.gahwa:
            if lines is not None:
                lines.append(ScoreLine(_Kind.KABOOT_GAHWA, kaboot_team))
            return fig.result(
                _pair(kaboot_team, rules.match_target, 0),
                "gahwa",
                kaboot_team,
                kaboot_team,
            )
        points = _kaboot_points(facts, kaboot_team, baloot_gp, rules, lines)
        return fig.result(points, "kaboot", kaboot_team)

    if not doubled:
        return _score_undoubled(facts, fig, rules)

    winner = _doubled_winner(facts, totals, raw_totals, rules, lines)
    if facts.gahwa:
        if lines is not None:
            lines.append(ScoreLine(_Kind.GAHWA, winner))
        return fig.result(_pair(winner, rules.match_target, 0), "gahwa", winner, winner)
    pot = POT_GP[contract]
    projects = _multiplied_projects(facts.counted_projects, m, rules, lines)
    won_baloot, lost_baloot = _baloot_split(winner, baloot_gp, rules)
    total = pot * m + projects + won_baloot
    if lines is not None:
        lines.append(
            ScoreLine(
                _Kind.DOUBLED,
                winner,
                multiplier=m,
                value=pot,
                tail=tail(
                    (Term.PROJECTS, projects) if projects else None,
                    (Term.BALOOT, won_baloot) if won_baloot else None,
                    (Term.EQUALS, total),
                ),
            )
        )
    if lost_baloot and lines is not None:
        lines.append(ScoreLine(_Kind.KEEPS_BALOOT, winner.other, value=lost_baloot))
    outcome: Outcome = "doubled_win" if winner is buyer else "doubled_loss"
    return fig.result(_pair(winner, total, lost_baloot), outcome, winner)


def _score_undoubled(facts: HandFacts, fig: _Figures, rules: HouseRules) -> HandScore:
    """The khasara test (§6.4) and the undoubled payout (§6.5)."""
    totals, raw_totals, lines = fig.totals, fig.raw_totals, fig.lines
    project_gp, baloot_gp = fig.project_gp, fig.baloot_gp
    contract, buyer, opp = facts.contract, facts.buyer_team, facts.buyer_team.other
    t_b, t_o = totals[buyer], totals[opp]
    r_b, r_o = raw_totals[buyer], raw_totals[opp]
    split = False
    if contract is Contract.HOKUM and rules.hokum_tie_rule == "raw_abnat":
        khasara = r_b < r_o
        test = _Kind.DECIDED_ON_RAW
        kept = Verdict.KEPT_TIE if r_b == r_o else Verdict.MADE
    elif t_b != t_o:
        khasara = t_b < t_o
        test, kept = _Kind.BUYER_TOTAL, Verdict.MADE
    elif contract is Contract.HOKUM and rules.hokum_tie_rule == "buyer_keeps_tie":
        khasara = False
        test, kept = _Kind.EQUAL_KEEPS_TIE, Verdict.MADE
    elif contract is Contract.HOKUM or rules.sun_tie_rule == "buyer_loses":
        khasara = r_b <= r_o
        test, kept = _Kind.EQUAL_NEEDS_RAW, Verdict.MADE
    else:
        khasara = r_b < r_o
        split = r_b == r_o
        test, kept = _Kind.EQUAL_THEN_RAW, Verdict.SPLIT if split else Verdict.MADE
    if lines is not None:
        verdict = Verdict.KHASARA if khasara else kept
        lines.append(ScoreLine(test, buyer, totals=totals, raw_totals=raw_totals, verdict=verdict))
    if not khasara:
        points = _add(totals, baloot_gp)
        return fig.result(points, "split" if split else "made", None if split else buyer)

    pot = POT_GP[contract]
    if rules.khasara_projects == "vanish":
        projects = project_gp[opp]
        if project_gp[buyer] and lines is not None:
            lines.append(ScoreLine(_Kind.PROJECTS_VANISH, buyer, value=project_gp[buyer]))
    else:
        projects = project_gp[buyer] + project_gp[opp]
    won_baloot, kept_baloot = _baloot_split(opp, baloot_gp, rules)
    total = pot + projects + won_baloot
    if lines is not None:
        lines.append(
            ScoreLine(
                _Kind.KHASARA,
                opp,
                value=pot,
                tail=tail(
                    (Term.PROJECTS, projects) if projects else None,
                    (Term.BALOOT, won_baloot) if won_baloot else None,
                    (Term.EQUALS, total) if total != pot else None,
                ),
            )
        )
    if kept_baloot and lines is not None:
        lines.append(ScoreLine(_Kind.KEEPS_BALOOT, buyer, value=kept_baloot))
    return fig.result(_pair(opp, total, kept_baloot), "khasara", opp)


def _doubled_winner(
    facts: HandFacts,
    totals: tuple[int, int],
    raw_totals: tuple[int, int],
    rules: HouseRules,
    lines: list[ScoreLine] | None,
) -> Team:
    """The winner of a doubled hand or a Gahwa (§6.6).

    The higher T wins (the higher R under ``doubled_comparison="raw_abnat"``); an exact
    tie of that figure is lost per ``doubled_tie_rule``.
    """
    buyer = facts.buyer_team
    figure, compared = (
        (Figure.GAME_POINTS, totals)
        if rules.doubled_comparison == "game_points"
        else (Figure.RAW, raw_totals)
    )
    t_b, t_o = compared[buyer], compared[buyer.other]
    if t_b != t_o:
        winner = buyer if t_b > t_o else buyer.other
        if lines is not None:
            lines.append(
                ScoreLine(
                    _Kind.HIGHER_WINS, winner, totals=totals, raw_totals=raw_totals, figure=figure
                )
            )
        return winner
    if rules.doubled_tie_rule == "doubler":
        loser, why = buyer.other, TieLoser.DOUBLER
    elif rules.doubled_tie_rule == "buyer":
        loser, why = buyer, TieLoser.BUYER
    else:
        raiser = buyer if facts.gahwa else facts.last_raiser
        assert raiser is not None  # check_facts demands it for ×2..×4
        loser, why = raiser, TieLoser.LAST_RAISER
    if lines is not None:
        lines.append(
            ScoreLine(
                _Kind.EQUAL_FIGURE,
                loser.other,
                totals=totals,
                raw_totals=raw_totals,
                figure=figure,
                tie_loser=why,
            )
        )
    return loser.other


def _kaboot_points(
    facts: HandFacts,
    team: Team,
    baloot_gp: tuple[int, int],
    rules: HouseRules,
    lines: list[ScoreLine] | None,
) -> tuple[int, int]:
    """Kaboot payout (§6.8) for ``team``, which won all eight tricks."""
    contract, m = facts.contract, facts.multiplier
    base = KABOOT_GP[contract]
    if contract is Contract.SUN and m == 1 and rules.ace_kaboot_88 and facts.face_card_is_ace:
        base = 2 * KABOOT_GP[contract]
        if lines is not None:
            lines.append(ScoreLine(_Kind.ACE_KABOOT, team, value=base))
    factor = m if rules.kaboot_multiplied else 1
    if m > 1 and not rules.kaboot_multiplied and lines is not None:
        lines.append(ScoreLine(_Kind.KABOOT_NOT_MULTIPLIED, team))
    projects_counted = facts.counted_projects
    if rules.kaboot_projects == "none" and projects_counted:
        if lines is not None:
            lines.append(ScoreLine(_Kind.KABOOT_NO_PROJECTS, team))
        projects_counted = ()
    elif rules.kaboot_projects == "own" and any(p.team is not team for p in projects_counted):
        if lines is not None:
            lines.append(ScoreLine(_Kind.KABOOT_OWN_PROJECTS, team))
        projects_counted = ()
    projects = _multiplied_projects(projects_counted, m, rules, lines)
    won_baloot, kept_baloot = _baloot_split(team, baloot_gp, rules)
    total = base * factor + projects + won_baloot
    if lines is not None:
        lines.append(
            ScoreLine(
                _Kind.KABOOT,
                team,
                value=base,
                tail=tail(
                    (Term.TIMES, factor) if factor > 1 else None,
                    (Term.PROJECTS, projects) if projects else None,
                    (Term.BALOOT, won_baloot) if won_baloot else None,
                    (Term.EQUALS, total) if total != base else None,
                ),
            )
        )
    if kept_baloot and lines is not None:
        lines.append(ScoreLine(_Kind.KEEPS_BALOOT, team.other, value=kept_baloot))
    return _pair(team, total, kept_baloot)


def _multiplied_projects(
    projects: Iterable[ProjectScore], m: int, rules: HouseRules, lines: list[ScoreLine] | None
) -> int:
    """Sum of counted project GP, each multiplied per ``project_multiplier_cap``."""
    total = 0
    for p in projects:
        cap = rules.project_multiplier_cap
        uncapped = cap == "full" or (cap == "hundred_only" and not p.is_hundred)
        factor = m if uncapped else min(m, 2)
        total += p.game_points * factor
        if m > 1 and lines is not None:
            lines.append(ScoreLine(_Kind.PROJECT_MULTIPLIED, p.team, project=p, factor=factor))
    return total


def _baloot_split(winner: Team, baloot_gp: tuple[int, int], rules: HouseRules) -> tuple[int, int]:
    """Baloot GP for the team taking the pot, and what the other team keeps."""
    if rules.baloot_transfers:
        return baloot_gp[0] + baloot_gp[1], 0
    return baloot_gp[winner], baloot_gp[winner.other]


# --------------------------------------------------------------------------- Qayd


def score_qayd(
    contract: Contract,
    multiplier: int,
    gahwa: bool,
    offending_team: Team,
    innocent_projects: tuple[ProjectScore, ...],
    rules: HouseRules,
) -> HandScore:
    """Score a hand stopped by a correct Qayd (an illegal play caught, §7.1).

    The offending team scores 0. With ``qayd_penalty="base_pot"`` the innocent team
    scores the pot × multiplier plus its own counted projects; with ``"kaboot"`` it
    scores the kaboot value (× multiplier when ``kaboot_multiplied``) plus its own
    projects. The offender's projects are never transferred. In a Gahwa hand the foul
    decides the match: the innocent team gets ``rules.match_target``.

    Choices: the innocent projects are **not** multiplied (tazjel's
    ``calculate_total_penalty`` adds them after the multiplier); Baloot is not scored,
    since the hand stops; the abnat and card figures of the result are all 0.

    Args:
        contract: Sun or Hokum.
        multiplier: 1 to 4 (at most 2 in Sun).
        gahwa: The hand was a Gahwa.
        offending_team: The team that made the illegal play (for a false claim, the
            accuser's team).
        innocent_projects: The innocent team's counted projects.
        rules: The house rules (``qayd_penalty``, ``kaboot_multiplied``,
            ``match_target``).

    Returns:
        The hand's score, with outcome ``"qayd"`` (or ``"gahwa"`` in a Gahwa hand).

    Raises:
        ScoringInputError: On a bad multiplier, a Sun Gahwa or ×3/×4, or a project of
            the offending team.
    """
    innocent = offending_team.other
    if not 1 <= multiplier <= 4:
        raise ScoringInputError(f"multiplier must be 1 to 4, not {multiplier}")
    if contract is Contract.SUN and (gahwa or multiplier > 2):
        raise ScoringInputError("Sun can only be doubled: no ×3, ×4 or Gahwa")
    for p in innocent_projects:
        if p.team is not innocent:
            raise ScoringInputError(
                f"project {p.name} belongs to the offending team {p.team.short}; "
                "its projects are not transferred"
            )
    _check_projects(innocent_projects, contract)
    project_gp = _pair(innocent, sum(p.game_points for p in innocent_projects), 0)
    project_raw = _pair(innocent, sum(p.raw_points for p in innocent_projects), 0)
    lines = [
        ScoreLine(_Kind.QAYD, offending_team, contract=contract, multiplier=multiplier, gahwa=gahwa)
    ]
    if gahwa:
        lines.append(ScoreLine(_Kind.QAYD_GAHWA, innocent))
        points = _pair(innocent, rules.match_target, 0)
        outcome: Outcome = "gahwa"
        match_won_by: Team | None = innocent
    else:
        if rules.qayd_penalty == "kaboot":
            base = KABOOT_GP[contract]
            factor = multiplier if rules.kaboot_multiplied else 1
            penalty = Penalty.KABOOT_VALUE
        else:
            base = POT_GP[contract]
            factor = multiplier
            penalty = Penalty.POT
        own = project_gp[innocent]
        total = base * factor + own
        lines.append(
            ScoreLine(
                _Kind.QAYD_PENALTY,
                innocent,
                value=base,
                factor=factor,
                penalty=penalty,
                tail=tail((Term.OWN_PROJECTS, own) if own else None, (Term.EQUALS, total)),
            )
        )
        points = _pair(innocent, total, 0)
        outcome = "qayd"
        match_won_by = None
    lines.append(ScoreLine(_Kind.SCORE, points=points))
    return HandScore(
        points=points,
        outcome=outcome,
        winner=innocent,
        match_won_by=match_won_by,
        abnat=(0, 0),
        card_gp=(0, 0),
        project_gp=project_gp,
        baloot_gp=(0, 0),
        totals=project_gp,
        raw_totals=project_raw,
        multiplier=multiplier,
        _written=tuple(lines),
    )


# --------------------------------------------------------------------------- helpers


_NOTHING: Final = (0, 0)


@dataclass(slots=True)
class _Figures:
    """The per-team figures of a hand, shared by every payout path."""

    abnat: tuple[int, int]
    card_gp: tuple[int, int]
    project_gp: tuple[int, int]
    baloot_gp: tuple[int, int]
    totals: tuple[int, int]
    raw_totals: tuple[int, int]
    multiplier: int
    lines: list[ScoreLine] | None
    scored: tuple[HandFacts, HouseRules]

    def result(
        self,
        points: tuple[int, int],
        outcome: Outcome,
        winner: Team | None,
        match_won_by: Team | None = None,
    ) -> HandScore:
        """The final score with these figures and the explanation so far."""
        if self.lines is not None:
            self.lines.append(ScoreLine(_Kind.SCORE, points=points))
        return HandScore(
            points=points,
            outcome=outcome,
            winner=winner,
            match_won_by=match_won_by,
            abnat=self.abnat,
            card_gp=self.card_gp,
            project_gp=self.project_gp,
            baloot_gp=self.baloot_gp,
            totals=self.totals,
            raw_totals=self.raw_totals,
            multiplier=self.multiplier,
            _written=None if self.lines is None else tuple(self.lines),
            _scored=self.scored,
        )


def _pair(team: Team, value: int, other_value: int) -> tuple[int, int]:
    """A per-team pair with ``value`` for ``team`` and ``other_value`` for the other."""
    return (value, other_value) if team is Team.NORTH_SOUTH else (other_value, value)


def _add(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    """The per-team sum of two per-team pairs."""
    return (a[0] + b[0], a[1] + b[1])


def _per_team(values: Iterable[tuple[Team, int]]) -> tuple[int, int]:
    """The per-team sums of (team, value) items."""
    ns = ew = 0
    for team, value in values:
        if team is Team.NORTH_SOUTH:
            ns += value
        elif team is Team.EAST_WEST:
            ew += value
    return (ns, ew)


def _describe_hokum_rounding(
    abnat: tuple[int, int],
    card_gp: tuple[int, int],
    buyer: Team,
    rules: HouseRules,
    doubled: bool,
) -> ScoreLine:
    """Explain how the Hokum card points were rounded."""
    if (
        rules.hokum_rounding == "buyer_86"
        and not doubled
        and (abnat[buyer], abnat[buyer.other]) == (86, 76)
    ):
        return ScoreLine(_Kind.HOKUM_BUYER_86, buyer, abnat=abnat, card_gp=card_gp)
    lower = Team.NORTH_SOUTH if abnat[0] <= abnat[1] else Team.EAST_WEST
    return ScoreLine(_Kind.HOKUM_CARDS, lower, abnat=abnat, card_gp=card_gp)
