"""The Baloot hand that ``baloot score`` reads, and how it becomes engine facts.

Both the command-line flags (:data:`SHEET`) and ``--json-input`` produce the same
JSON-shaped document (see :data:`SCHEMA_HELP`); :func:`score_document` checks it and
scores it with the rules engine (``scoring.score_hand`` / ``score_qayd``,
``projects``). Nothing here decides a rule: it only translates what players counted
at a real table into :class:`~baloot_tui.games.baloot.rules.scoring.HandFacts`. The
fields every game's sheet shares are read by :mod:`baloot_tui.core.sheet`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from baloot_tui.core import sheet
from baloot_tui.core.cards import Card, Suit
from baloot_tui.core.errors import quote
from baloot_tui.core.seats import Seat, Team
from baloot_tui.core.tools import ScoreOption, ScoreSheet
from baloot_tui.games.baloot.rules.actions import DoubleStep
from baloot_tui.games.baloot.rules.doubling import sun_double_allowed
from baloot_tui.games.baloot.rules.glossary import Contract, ProjectKind
from baloot_tui.games.baloot.rules.house_rules import (
    HouseRules,
    check_flag,
    parse_flag_value,
    preset,
)
from baloot_tui.games.baloot.rules.match import match_winner
from baloot_tui.games.baloot.rules.projects import (
    Project,
    counting_team,
    parse_project,
    project_strength,
)
from baloot_tui.games.baloot.rules.scoring import (
    CARD_ABNAT,
    LAST_TRICK_BONUS,
    TOTAL_RAW,
    Comparison,
    HandFacts,
    HandScore,
    ProjectScore,
    ScoreLine,
    ScoreLineKind,
    ScoringInputError,
    score_hand,
    score_qayd,
)
from baloot_tui.games.baloot.words import flag_label, flag_value_words

SCHEMA_HELP: Final = """\
{"contract": "sun" | "hokum",          required
 "trump": "S" | "H" | "D" | "C",       required in Hokum, not allowed in Sun
 "buyer": "NS" | "EW",                 required
 "abnat": {"NS": 84, "EW": 46},        card points; see below
 "captured": {"EW": "AS TS KS ..."},   or the cards a team took (the other team took the rest)
 "last_trick": "NS" | "EW",            who won trick 8 (+10); implied by a kaboot
 "kaboot": "NS" | "EW",                a team took all 8 tricks (implied by captured cards)
 "double": "double" | "three" | "four" | "gahwa",   the last step of the ladder
 "lock": "closed" | "open",            a doubled Hokum's lock (shown only; it does not score)
 "projects": {"NS": ["sira", "fifty:TH-JH-QH-KH"], "EW": ["hundred"]},
 "baloot": "NS" | "EW",                the team whose player showed K+Q of trumps
 "match_score": {"NS": 110, "EW": 90}, before the hand (decides whether a Sun may be doubled)
 "rules": "kammelna",                  a house-rule preset
 "set": {"hokum_tie_rule": "buyer_keeps_tie"},       house-rule overrides
 "qayd": "NS" | "EW",                  the hand stopped on a caught illegal play by this team
 "first_lead": "NS" | "EW"}            the team that led trick 1 (only for equal projects)
Abnat: one team's figure is its card points without the last-trick 10 (the other team
gets the rest of 120 in Sun, 152 in Hokum). Both teams' figures may sum to 120/152
(without the 10) or to 130/162 (with the 10 already in the last-trick team's figure)."""

FIELDS: Final = (
    *("contract", "trump", "buyer", "abnat", "captured", "last_trick", "kaboot", "double"),
    *("lock", "baloot", "match_score", "first_lead", "qayd", "projects", "rules", "set"),
)
"""Every field of a Baloot hand's sheet."""
EXAMPLES: Final = """\
  baloot score --contract hokum --trump H --buyer NS --abnat EW=44 --last-trick NS
  baloot score --contract sun --buyer NS --abnat NS=84,EW=46 --last-trick NS
  baloot score --contract sun --buyer NS --double --match-score NS=110,EW=90 \\
      --captured EW='AS TS AH TH AD KD QC 7S' --last-trick NS
  baloot score --json-input < hand.json"""
SHEET: Final = ScoreSheet(
    options=(
        ScoreOption("--contract", "contract", "sun or hokum"),
        ScoreOption("--trump", "trump", "The trump suit in Hokum: S, H, D or C."),
        ScoreOption("--buyer", "buyer", "The buyer's team: NS or EW."),
        ScoreOption(
            "--abnat", "abnat", "Card points, e.g. NS=84,EW=46 or EW=44 (see below).", "numbers"
        ),
        sheet.CAPTURED,
        sheet.LAST_TRICK,
        ScoreOption("--kaboot", "kaboot", "The team that took all 8 tricks."),
        ScoreOption("--double", "double", "The hand was doubled (×2).", "step", "double"),
        ScoreOption("--three", "double", "Raised to Three (×3, Hokum).", "step", "three"),
        ScoreOption("--four", "double", "Raised to Four (×4, Hokum).", "step", "four"),
        ScoreOption("--gahwa", "double", "Raised to Gahwa (decides the match).", "step", "gahwa"),
        ScoreOption("--closed/--open", "lock", "A doubled Hokum's lock.", "lock"),
        ScoreOption(
            "--project",
            "projects",
            "A team's projects, e.g. NS=sira,fifty or NS=sira:7H-8H-9H; repeatable.",
            "lists",
        ),
        ScoreOption("--baloot", "baloot", "The team whose player showed Baloot (K+Q of trumps)."),
        ScoreOption(
            "--match-score",
            "match_score",
            "The match score before the hand, e.g. NS=110,EW=90.",
            "numbers",
        ),
        ScoreOption(
            "--first-lead", "first_lead", "The team that led trick 1 (breaks equal projects)."
        ),
        ScoreOption("--qayd", "qayd", "The team caught in an illegal play: the hand stopped."),
    ),
    fields=FIELDS,
    what="Baloot hand",
    examples=EXAMPLES,
    schema=SCHEMA_HELP,
)
"""What ``baloot score`` reads of a Baloot hand."""
_STEP_MULTIPLIER: Final = {step: step.multiplier for step in DoubleStep}
_FIRST_LEADER: Final = {Team.NORTH_SOUTH: Seat.SOUTH, Team.EAST_WEST: Seat.EAST}
"""The seat that stands in for each team when the projects are compared."""
_MAX_PROJECTS_PER_TEAM: Final = 4
"""Two projects per player (RULES §5.2)."""


@dataclass(frozen=True, slots=True)
class ScoredHand:
    """What ``baloot score`` prints: the engine's score and the project comparison."""

    score: HandScore
    """The engine's score of the hand."""
    counting_team: Team | None
    """The team whose projects count, if any."""
    comparison: ScoreLine | None
    """One line on how the projects compared, if any were declared."""
    match_score: tuple[int, int] | None
    """The match score after the hand, when the score before it was given."""
    match_winner: Team | None
    """The team that has won the match after this hand, if any."""


def score_document(doc: Mapping[str, object]) -> ScoredHand:
    """Check a hand description and score it with the rules engine.

    Raises:
        BalootError: with a one-line message, for input that is malformed, that
            contradicts itself, or that the rules do not allow.
    """
    unknown = sorted(set(doc) - set(FIELDS))
    if unknown:
        raise ScoringInputError(f"unknown field {quote(unknown[0])}")
    rules = _rules(doc)
    contract = _contract(doc)
    trump = _trump(doc, contract)
    buyer = _buyer(doc)
    scores = sheet.team_numbers(doc, "match_score")
    before = (scores.get(Team.NORTH_SOUTH, 0), scores.get(Team.EAST_WEST, 0))
    multiplier, gahwa = _ladder(doc, contract, buyer, before, rules)
    projects = {team: _projects(doc, team, contract) for team in Team}
    _check_disjoint(projects)
    counting, comparison = _compare(projects, doc, contract, trump, rules)
    counted = tuple(
        _project_score(project, counting, contract)
        for team in Team
        if team is counting
        for project in projects[team]
    )
    qayd = sheet.team_field(doc, "qayd")
    if qayd is not None:
        for key in ("abnat", "captured", "last_trick", "kaboot", "baloot"):
            if key in doc:
                raise ScoringInputError(f"a Qayd stops the hand: {key} does not apply")
        innocent = tuple(p for p in counted if p.team is qayd.other)
        score = score_qayd(contract, multiplier, gahwa, qayd, innocent, rules)
    else:
        facts = _facts(doc, contract, trump, buyer, multiplier, gahwa, counted)
        score = score_hand(facts, rules)
    after: tuple[int, int] | None = None
    winner = score.match_won_by
    if "match_score" in doc:
        after = (before[0] + score.points[0], before[1] + score.points[1])
        if winner is None:
            winner = match_winner(after, rules.match_target)
    return ScoredHand(score, counting, comparison, after, winner)


# --------------------------------------------------------------------------- fields


def _buyer(doc: Mapping[str, object]) -> Team:
    text = sheet.text_field(doc, "buyer")
    if text is None:
        raise ScoringInputError("say who bought: buyer NS or EW")
    return sheet.parse_team(text, "buyer")


def _rules(doc: Mapping[str, object]) -> HouseRules:
    rules = preset(sheet.text_field(doc, "rules") or "kammelna")
    return rules.replace(**sheet.flag_changes(doc, parse_flag_value, check_flag))


def _contract(doc: Mapping[str, object]) -> Contract:
    text = sheet.text_field(doc, "contract")
    if text is None:
        raise ScoringInputError("say which contract: sun or hokum")
    try:
        return Contract(text.strip().lower())
    except ValueError:
        raise ScoringInputError(f"unknown contract {quote(text)}: use sun or hokum") from None


def _trump(doc: Mapping[str, object], contract: Contract) -> Suit | None:
    text = sheet.text_field(doc, "trump")
    if contract is Contract.SUN:
        if text is not None:
            raise ScoringInputError("Sun has no trump: drop the trump suit")
        return None
    if text is None:
        raise ScoringInputError("Hokum needs its trump suit: S, H, D or C")
    return Suit.parse(text)


def _ladder(
    doc: Mapping[str, object],
    contract: Contract,
    buyer: Team,
    before: tuple[int, int],
    rules: HouseRules,
) -> tuple[int, bool]:
    """The multiplier and Gahwa, checked against the ladder's rules (§3)."""
    text = sheet.text_field(doc, "double")
    lock = sheet.text_field(doc, "lock")
    if lock is not None and lock not in ("closed", "open"):
        raise ScoringInputError(f"lock must be closed or open, not {quote(lock)}")
    if text is None:
        if lock is not None:
            raise ScoringInputError(f"only a doubled Hokum is {lock}")
        return 1, False
    try:
        step = DoubleStep(text.strip().lower())
    except ValueError:
        raise ScoringInputError(
            f"unknown doubling step {quote(text)}: use double, three, four or gahwa"
        ) from None
    if contract is Contract.SUN:
        if step is not DoubleStep.DOUBLE:
            raise ScoringInputError(f"Sun can only be doubled: there is no {step.value} in Sun")
        if lock is not None:
            raise ScoringInputError(f"a Sun double is neither closed nor open, drop {lock}")
        if not sun_double_allowed(before, buyer, rules):
            rule = rules.sun_double_rule
            raise ScoringInputError(
                f"a Sun may not be doubled at match score us {before[0]}, them {before[1]} "
                f"(house rule “{flag_label('sun_double_rule')}”: "
                f"{flag_value_words('sun_double_rule', rule)}); "
                "give the match score before the hand"
            )
    chooser_only = step in (DoubleStep.THREE, DoubleStep.GAHWA)
    if lock == "closed" and chooser_only and rules.lock_chooser == "doubler":
        raise ScoringInputError(f"after {step.value.title()} the game is always open")
    return _STEP_MULTIPLIER[step], step is DoubleStep.GAHWA


# --------------------------------------------------------------------------- projects


def _projects(doc: Mapping[str, object], team: Team, contract: Contract) -> tuple[Project, ...]:
    """A team's declared projects; a bare kind stands for the weakest of that kind."""
    entries = sheet.team_list(doc, "projects", team)
    if len(entries) > _MAX_PROJECTS_PER_TEAM:
        raise ScoringInputError(
            f"{team.short} declared {len(entries)} projects; at most 2 per player (4 per team)"
        )
    return tuple(_project(str(entry), contract) for entry in entries)


_BARE: Final = {
    ProjectKind.SIRA: "sira:7S-8S-9S",
    ProjectKind.FIFTY: "fifty:7S-8S-9S-TS",
    ProjectKind.HUNDRED: "hundred:TS-TH-TD-TC",
    ProjectKind.FOUR_HUNDRED: "400:AS-AH-AD-AC",
}
"""Stand-ins for projects given by kind only: the weakest project of the kind."""


class _Bare(Project):
    """A project named only by its kind (its cards are a stand-in)."""

    __slots__ = ()


def _project(text: str, contract: Contract) -> Project:
    entry = text.strip()
    if ":" in entry:
        return parse_project(entry, contract)
    key = entry.lower()
    kind = next((k for k in ProjectKind if key in (k.value, k.name.lower())), None)
    if kind is ProjectKind.BALOOT:
        raise ScoringInputError("Baloot is not compared with projects: give it as baloot NS|EW")
    if kind is None:
        raise ScoringInputError(
            f"unknown project {quote(entry)}: use sira, fifty, hundred or 400, "
            "optionally with cards, e.g. sira:7H-8H-9H"
        )
    if kind is ProjectKind.FOUR_HUNDRED and contract is Contract.HOKUM:
        raise ScoringInputError("a 400 exists only in Sun (four Aces are a hundred in Hokum)")
    stand_in = parse_project(_BARE[kind])
    return _Bare(stand_in.kind, stand_in.cards)


def _check_disjoint(projects: Mapping[Team, tuple[Project, ...]]) -> None:
    """Projects given with cards cannot share a card (each card is held once)."""
    seen: dict[Card, str] = {}
    for team_projects in projects.values():
        for project in team_projects:
            if isinstance(project, _Bare):
                continue
            for c in project.cards:
                if c in seen:
                    raise ScoringInputError(f"card {c} is in both {seen[c]} and {project}")
                seen[c] = str(project)


def _compare(
    projects: Mapping[Team, tuple[Project, ...]],
    doc: Mapping[str, object],
    contract: Contract,
    trump: Suit | None,
    rules: HouseRules,
) -> tuple[Team | None, ScoreLine | None]:
    """The counting team (engine's ``counting_team``) and a line saying why."""
    declared = [team for team in Team if projects[team]]
    if not declared:
        return None, None
    if len(declared) == 1:
        team = declared[0]
        return team, ScoreLine(ScoreLineKind.PROJECTS_ONLY, team)
    best = {
        team: max(projects[team], key=lambda p: project_strength(p, contract, rules))
        for team in Team
    }
    strengths = {team: project_strength(best[team], contract, rules) for team in Team}
    ns, ew = strengths[Team.NORTH_SOUTH], strengths[Team.EAST_WEST]
    bare = any(
        isinstance(p, _Bare) and project_strength(p, contract, rules)[0] == ns[0]
        for t in Team
        for p in projects[t]
    )
    if ns[0] == ew[0] and bare:
        raise ScoringInputError(
            "both teams' best projects are of the same class: give their cards "
            "(e.g. NS=sira:7H-8H-9H) to compare them"
        )
    by_first = {
        team: counting_team(
            {_FIRST_LEADER[t]: projects[t] for t in Team},
            _FIRST_LEADER[team],
            contract,
            trump,
            rules,
        )
        for team in Team
    }
    first = sheet.team_field(doc, "first_lead")
    if first is not None:
        counting = by_first[first]
    elif by_first[Team.NORTH_SOUTH] == by_first[Team.EAST_WEST]:
        counting = by_first[Team.NORTH_SOUTH]
    else:
        raise ScoringInputError(
            "the best projects are equal and turn order breaks the tie: "
            "say which team led trick 1 (first lead NS or EW)"
        )
    shown = (_shown(best[Team.NORTH_SOUTH]), _shown(best[Team.EAST_WEST]))
    if counting is None:
        return None, ScoreLine(ScoreLineKind.PROJECTS_NONE_COUNT, best=shown)
    why = Comparison.HIGHER if ns != ew else _TIE_BROKEN[rules.project_tie_break]
    return counting, ScoreLine(ScoreLineKind.PROJECTS_BEST, counting, best=shown, comparison=why)


_TIE_BROKEN: Final = {"turn_order": Comparison.TURN_ORDER, "trump_first": Comparison.TRUMP_FIRST}
"""Why equal best projects went to one team, by ``project_tie_break``."""


def _shown(project: Project) -> Project | ProjectKind:
    """A project as the lines name it: only its kind when it was given without cards."""
    return project.kind if isinstance(project, _Bare) else project


def _project_score(project: Project, team: Team | None, contract: Contract) -> ProjectScore:
    assert team is not None
    shown = _shown(project)
    return ProjectScore(
        str(shown),
        team,
        project.game_points(contract),
        project.raw_points(contract),
        project.kind in (ProjectKind.HUNDRED, ProjectKind.FOUR_HUNDRED),
        shown,
    )


# --------------------------------------------------------------------------- cards


def _facts(
    doc: Mapping[str, object],
    contract: Contract,
    trump: Suit | None,
    buyer: Team,
    multiplier: int,
    gahwa: bool,
    counted: tuple[ProjectScore, ...],
) -> HandFacts:
    """The engine's facts of a played-out hand from abnat or captured cards."""
    kaboot = sheet.team_field(doc, "kaboot")
    last_trick = sheet.team_field(doc, "last_trick")
    if "abnat" in doc and "captured" in doc:
        raise ScoringInputError("give either abnat or captured cards, not both")
    if "captured" in doc:
        card_abnat, tricks = sheet.captured(doc, lambda c: c.points(trump))
        swept = next((t for t in Team if tricks[t] == 8), None)
        if kaboot is not None and swept is not kaboot:
            raise ScoringInputError(f"{kaboot.short} did not capture all 32 cards: no kaboot")
        kaboot = swept
    elif "abnat" in doc:
        card_abnat = _abnat(doc, contract, kaboot if last_trick is None else last_trick)
        tricks = (4, 4) if kaboot is None else sheet.sweep(kaboot, 8)
    elif kaboot is not None:
        card_abnat, tricks = sheet.sweep(kaboot, CARD_ABNAT[contract]), sheet.sweep(kaboot, 8)
    else:
        raise ScoringInputError("give the abnat, the captured cards, or a kaboot")
    last_trick = sheet.last_trick(kaboot, last_trick, "kaboot", LAST_TRICK_BONUS)
    baloot = sheet.team_field(doc, "baloot")
    return HandFacts(
        contract=contract,
        buyer_team=buyer,
        card_abnat=card_abnat,
        last_trick=last_trick,
        tricks_won=tricks,
        counted_projects=counted,
        baloot_teams=() if baloot is None else (baloot,),
        multiplier=multiplier,
        gahwa=gahwa,
        last_raiser=_last_raiser(buyer, multiplier, gahwa),
        face_card_is_ace=False,
    )


def _last_raiser(buyer: Team, multiplier: int, gahwa: bool) -> Team | None:
    """Double and Four come from the opponents, Three and Gahwa from the buyer (§3.1)."""
    if multiplier == 1 and not gahwa:
        return None
    return buyer if gahwa or multiplier == 3 else buyer.other


def _abnat(doc: Mapping[str, object], contract: Contract, last: Team | None) -> tuple[int, int]:
    """Card abnat without the last-trick 10, from one or both teams' figures."""
    given = sheet.team_numbers(doc, "abnat")
    cards_only, with_last = CARD_ABNAT[contract], TOTAL_RAW[contract]
    if not given:
        raise ScoringInputError("abnat needs at least one team's figure")
    if len(given) == 1:
        ((team, value),) = given.items()
        if value > cards_only:
            raise ScoringInputError(
                f"{team.short} abnat {value} exceed the {cards_only} card points of "
                f"{contract.name} (one team's figure excludes the last-trick 10)"
            )
        return (
            (value, cards_only - value) if team is Team.NORTH_SOUTH else (cards_only - value, value)
        )
    ns, ew = given[Team.NORTH_SOUTH], given[Team.EAST_WEST]
    if ns + ew == cards_only:
        return ns, ew
    if ns + ew == with_last:
        if last is None:
            raise ScoringInputError("say which team won the last trick (+10)")
        if given[last] < LAST_TRICK_BONUS:
            raise ScoringInputError(
                f"{last.short} won the last trick but has only {given[last]} abnat (< 10)"
            )
        return (
            (ns - LAST_TRICK_BONUS, ew) if last is Team.NORTH_SOUTH else (ns, ew - LAST_TRICK_BONUS)
        )
    raise ScoringInputError(
        f"abnat NS {ns} + EW {ew} = {ns + ew} do not add up: {contract.name} has {cards_only} "
        f"card points ({with_last} with the last trick)"
    )
