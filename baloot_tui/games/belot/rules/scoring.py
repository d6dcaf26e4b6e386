"""Scoring a Belot deal: raw totals, made / inside / hanging, rounding, contra, valat.

Pure arithmetic on plain numbers (BELOT.md §5, the pipeline of §5.7, with the
scoring flags of §9 rows 10-16): the caller says what happened
(:class:`DealFacts`) and the hanging points carried in; :func:`score_deal` returns
the board points written, the hanging points carried out, and every figure on the
way.

Pairs ``tuple[int, int]`` are indexed by :class:`~baloot_tui.core.seats.Team`.

>>> facts = DealFacts(Contract.SPADES, Team.NORTH_SOUTH, (105, 47), Team.NORTH_SOUTH, (5, 3))
>>> score = score_deal(facts, DEFAULT_RULES)
>>> score.raw_totals, score.points, score.outcome
((115, 47), (11, 5), 'made')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from baloot_tui.core.errors import BalootError
from baloot_tui.core.seats import Team
from baloot_tui.games.belot.rules.contracts import Contract, ContractKind
from baloot_tui.games.belot.rules.declarations import BELOTE_VALUE
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules

CARD_POINTS: Final = {
    ContractKind.SUIT: 152,
    ContractKind.NO_TRUMPS: 120,
    ContractKind.ALL_TRUMPS: 248,
}
"""Card points of the 32 cards per kind of contract, before the No-Trumps doubling."""
LAST_TRICK: Final = 10
"""Points for winning trick 8 (doubled with the cards in No Trumps)."""
VALAT_BONUS: Final = 90
"""Raw bonus for taking all 8 tricks (§5.6)."""
TRICKS: Final = 8
MULTIPLIERS: Final = (1, 2, 4)
"""Undoubled, contra, recontra."""
_SPECIAL_DIGIT: Final = {ContractKind.SUIT: 6, ContractKind.ALL_TRUMPS: 4}
"""The unit digit at which the team with fewer points rounds up (§5.3)."""

Outcome = Literal["made", "inside", "hanging", "doubled", "doubled_tie", "contra_void"]
"""How the deal paid out.

- ``made`` / ``inside`` / ``hanging``: undoubled, bidders more / fewer / equal (§5.2).
- ``doubled``: contra or recontra, the team with more takes ``round(total) × m``.
- ``doubled_tie``: contra or recontra with equal totals; the pot hangs (§9.14).
- ``contra_void``: a doubled valat under ``valat_doubling = "no_double"`` (§9.11).
"""


class ScoringInputError(BalootError):
    """Facts about a deal that contradict each other or the rules."""


@dataclass(frozen=True, slots=True)
class DealFacts:
    """What happened in one played deal, as far as scoring cares."""

    contract: Contract
    """The contract played."""
    bidder_team: Team
    """The team of the player who made the final bid."""
    card_points: tuple[int, int]
    """Card points each team took, without the last ten, before the NT doubling."""
    last_trick: Team
    """The team that won trick 8 (the last ten)."""
    tricks_won: tuple[int, int]
    """Tricks per team (sum 8); 8-0 is a valat."""
    declarations: tuple[int, int] = (0, 0)
    """Raw points of each team's counted declarations (after the §4.4 contest)."""
    belotes: tuple[int, int] = (0, 0)
    """Belotes announced by each team."""
    multiplier: int = 1
    """1, 2 (contra) or 4 (recontra)."""


@dataclass(frozen=True, slots=True)
class DealScore:
    """The score of one deal with every intermediate figure."""

    points: tuple[int, int]
    """Board points each team writes on the sheet for this deal (hanging points collected
    included)."""
    outcome: Outcome
    """How the deal paid out."""
    hanging: int
    """Hanging points after this deal (carried to the next decided deal)."""
    collected: Team | None
    """The team that took the hanging points carried in, if any were collected."""
    card_raw: tuple[int, int]
    """Card points with the last ten, doubled in No Trumps."""
    declaration_raw: tuple[int, int]
    """Counted declarations per team (zero for a trickless team under §9.16)."""
    belote_raw: tuple[int, int]
    """Belote points per team."""
    valat: Team | None
    """The team that took all 8 tricks, if one did."""
    valat_bonus: int
    """The valat bonus added to that team (0 without a valat)."""
    raw_totals: tuple[int, int]
    """Each team's raw total, the figures compared to decide the deal (§5.2)."""
    multiplier: int
    """1, 2 or 4."""


def round_total(raw: int) -> int:
    """A whole pot in board points: to the nearest ten (totals end in 2, 8 or 0, §5.3)."""
    return (raw + 5) // 10


def _rounds_up(own: int, other: int, kind: ContractKind, rules: BelotRules, tie_up: bool) -> bool:
    units = own % 10
    special = _SPECIAL_DIGIT.get(kind)
    if special is None:
        return units >= 5
    if units != special:
        return units > special
    if own == other:
        return tie_up
    flag = rules.suit_six_rounding if kind is ContractKind.SUIT else rules.at_four_rounding
    return (own < other) if flag == "lower_up" else (own > other)


def share(own: int, other: int, contract: Contract, rules: BelotRules = DEFAULT_RULES) -> int:
    """One team's board points from its raw total (§5.3, §9.12, §9.13).

    At a tie (``own == other``) this is the defenders' share, rounded down at the
    special digit; :func:`hanging_share` is the bidders' share that hangs.

    >>> share(86, 76, Contract.HEARTS), share(76, 86, Contract.HEARTS)
    (8, 8)
    >>> share(134, 124, Contract.ALL_TRUMPS), share(124, 134, Contract.ALL_TRUMPS)
    (13, 13)
    """
    return own // 10 + _rounds_up(own, other, contract.kind, rules, tie_up=False)


def hanging_share(own: int, contract: Contract) -> int:
    """The bidders' share of a tie, rounded up at the special digit (§5.3).

    >>> hanging_share(106, Contract.SPADES), share(106, 106, Contract.SPADES)
    (11, 10)
    """
    return own // 10 + _rounds_up(own, own, contract.kind, DEFAULT_RULES, tie_up=True)


def check_facts(facts: DealFacts) -> None:
    """Refuse facts that cannot come from a real deal.

    Raises:
        ScoringInputError: one line naming the first contradiction.
    """
    kind = facts.contract.kind
    cards, tricks = facts.card_points, facts.tricks_won
    if min(cards) < 0 or sum(cards) != CARD_POINTS[kind]:
        raise ScoringInputError(
            f"card points must be two non-negative numbers summing to {CARD_POINTS[kind]} "
            f"in {kind.value}, not {cards[0]}+{cards[1]}"
        )
    if min(tricks) < 0 or sum(tricks) != TRICKS:
        raise ScoringInputError(f"tricks must sum to 8, not {tricks[0]}+{tricks[1]}")
    for team in Team:
        if tricks[team] == 0 and (cards[team] > 0 or facts.last_trick is team):
            raise ScoringInputError(f"{team.short} won no trick, so no card points or last ten")
    if facts.multiplier not in MULTIPLIERS:
        raise ScoringInputError(f"multiplier must be 1, 2 or 4, not {facts.multiplier}")
    if min(facts.declarations) < 0 or any(d % 10 for d in facts.declarations):
        raise ScoringInputError(f"declarations are whole tens, not {facts.declarations}")
    if min(facts.belotes) < 0:
        raise ScoringInputError(f"belotes cannot be negative: {facts.belotes}")
    if kind is ContractKind.NO_TRUMPS and (any(facts.declarations) or any(facts.belotes)):
        raise ScoringInputError("No Trumps has no declarations and no belote")
    most = 4 if kind is ContractKind.ALL_TRUMPS else 1
    if sum(facts.belotes) > most:
        raise ScoringInputError(f"at most {most} belote(s) in {kind.value}")


def score_deal(facts: DealFacts, rules: BelotRules, hanging: int = 0) -> DealScore:
    """Score one played deal (§5.7), given the hanging points carried in.

    Raises:
        ScoringInputError: the facts contradict each other (see :func:`check_facts`).
    """
    check_facts(facts)
    if hanging < 0:
        raise ScoringInputError(f"hanging points cannot be negative: {hanging}")
    contract, kind = facts.contract, facts.contract.kind
    bidders = facts.bidder_team
    defenders = bidders.other
    card_raw = [
        p + (LAST_TRICK if facts.last_trick is t else 0)
        for t, p in zip(Team, facts.card_points, strict=True)
    ]
    if kind is ContractKind.NO_TRUMPS:
        card_raw = [2 * p for p in card_raw]
    valat = next((t for t in Team if facts.tricks_won[t] == TRICKS), None)
    declarations = list(facts.declarations)
    if valat is not None and rules.valat_cancels_loser_declarations:
        declarations[valat.other] = 0
    belote = [BELOTE_VALUE * n for n in facts.belotes]
    bonus = 0
    if valat is not None:
        doubled_bonus = kind is ContractKind.NO_TRUMPS and rules.nt_valat_bonus == "doubled"
        bonus = VALAT_BONUS * (2 if doubled_bonus else 1)
    raw = [card_raw[t] + declarations[t] + belote[t] + (bonus if t is valat else 0) for t in Team]
    d, o = raw[bidders], raw[defenders]
    total, m = d + o, facts.multiplier
    points = [0, 0]
    collected: Team | None = None

    def pay(team: Team, amount: int) -> None:
        nonlocal hanging, collected
        points[team] += amount + hanging
        collected = team if hanging else None
        hanging = 0

    # The bidders' belote stays with them when they lose, under §9.15.
    stays = belote[bidders] if rules.inside_belote_stays else 0
    outcome: Outcome
    if m > 1 and valat is not None and rules.valat_doubling == "no_double":
        outcome = "contra_void"
        pay(valat, round_total(total))
    elif m == 1:
        if d > o:
            outcome = "made"
            points[defenders] = share(o, d, contract, rules)
            pay(bidders, share(d, o, contract, rules))
        elif d < o:
            outcome = "inside"
            points[bidders] = round_total(stays)
            pay(defenders, round_total(total - stays))
        else:
            outcome = "hanging"
            points[defenders] = share(o, d, contract, rules)
            hanging += hanging_share(d, contract)
    else:
        unmultiplied = bonus if rules.valat_doubling == "bonus_not_multiplied" else 0
        if d == o:
            outcome = "doubled_tie"
            pot = round_total(total - unmultiplied) * m + round_total(unmultiplied)
            if rules.doubled_tie == "split":
                points[defenders] = share(o, d, contract, rules) * m
            hanging += pot - points[defenders]
        else:
            outcome = "doubled"
            winner = bidders if d > o else defenders
            kept = stays if winner is defenders else 0
            points[bidders] = round_total(kept) * m
            rest = total - kept - unmultiplied
            pay(winner, round_total(rest) * m + round_total(unmultiplied))
    return DealScore(
        points=(points[0], points[1]),
        outcome=outcome,
        hanging=hanging,
        collected=collected,
        card_raw=(card_raw[0], card_raw[1]),
        declaration_raw=(declarations[0], declarations[1]),
        belote_raw=(belote[0], belote[1]),
        valat=valat,
        valat_bonus=bonus,
        raw_totals=(raw[0], raw[1]),
        multiplier=m,
    )
