"""Scoring a deal (BELOT.md §5, the pipeline of §5.7, §9 rows 10-16).

Facts are written as pairs (team A = NORTH_SOUTH, team B = EAST_WEST).
"""

from __future__ import annotations

import pytest

from baloot_tui.core.seats import Team
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.games.belot.rules.scoring import (
    DealFacts,
    ScoringInputError,
    check_facts,
    hanging_share,
    round_total,
    score_deal,
    share,
)
from tests.belot.belot_kit import A, B

# --- rounding (§5.3, §9 rows 12, 13) ----------------------------------------------------

# fmt: off
SHARES = [
    # id, contract, own, other, board points, rules
    ("§5.3 suit: unit 5 rounds down", "S", 115, 47, 11, DEFAULT_RULES),
    ("§5.3 suit: unit 7 rounds up", "S", 47, 115, 5, DEFAULT_RULES),
    ("§5.3 suit: 6/6, fewer rounds up", "S", 56, 106, 6, DEFAULT_RULES),
    ("§5.3 suit: 6/6, more rounds down", "S", 106, 56, 10, DEFAULT_RULES),
    ("§5.3 suit: 86-76 is 8-8 (higher)", "S", 86, 76, 8, DEFAULT_RULES),
    ("§5.3 suit: 86-76 is 8-8 (lower)", "S", 76, 86, 8, DEFAULT_RULES),
    ("§9.12 suit_six_rounding higher_up: 86 to 9", "S", 86, 76, 9,
     BelotRules(suit_six_rounding="higher_up")),
    ("§9.12 suit_six_rounding higher_up: 76 to 7", "S", 76, 86, 7,
     BelotRules(suit_six_rounding="higher_up")),
    ("§5.3 AT: unit 3 rounds down", "AT", 133, 125, 13, DEFAULT_RULES),
    ("§5.3 AT: unit 5 rounds up", "AT", 125, 133, 13, DEFAULT_RULES),
    ("§5.3 AT: 34-224, fewer rounds up", "AT", 34, 224, 4, DEFAULT_RULES),
    ("§5.3 AT: 34-224, more rounds down", "AT", 224, 34, 22, DEFAULT_RULES),
    ("§5.3 AT: 164-194 is 17", "AT", 164, 194, 17, DEFAULT_RULES),
    ("§5.3 AT: 194-164 is 19", "AT", 194, 164, 19, DEFAULT_RULES),
    ("§5.3 AT: 134-124 is 13 (higher)", "AT", 134, 124, 13, DEFAULT_RULES),
    ("§5.3 AT: 134-124 is 13 (lower)", "AT", 124, 134, 13, DEFAULT_RULES),
    ("§9.13 at_four_rounding higher_up: 134 to 14", "AT", 134, 124, 14,
     BelotRules(at_four_rounding="higher_up")),
    ("§9.13 at_four_rounding higher_up: 124 to 12", "AT", 124, 134, 12,
     BelotRules(at_four_rounding="higher_up")),
    ("§9.13 the AT flag leaves suit contracts alone", "S", 86, 76, 8,
     BelotRules(at_four_rounding="higher_up")),
    ("§5.3 NT: unit 4 rounds down", "NT", 134, 126, 13, DEFAULT_RULES),
    ("§5.3 NT: unit 6 rounds up", "NT", 126, 134, 13, DEFAULT_RULES),
    ("§5.3 NT: unit 8 rounds up", "NT", 168, 92, 17, DEFAULT_RULES),
    ("§5.3 NT: unit 2 rounds down", "NT", 92, 168, 9, DEFAULT_RULES),
]
# fmt: on


@pytest.mark.parametrize(
    ("contract", "own", "other", "points", "rules"),
    [pytest.param(*row[1:], id=row[0]) for row in SHARES],
)
def test_shares(contract: str, own: int, other: int, points: int, rules: BelotRules) -> None:
    assert share(own, other, Contract.parse(contract), rules) == points


@pytest.mark.parametrize("contract", ["S", "AT", "NT"])
@pytest.mark.parametrize(
    "rules",
    [DEFAULT_RULES, BelotRules(suit_six_rounding="higher_up", at_four_rounding="higher_up")],
)
def test_made_shares_add_up_to_the_rounded_total(contract: str, rules: BelotRules) -> None:
    # §5.3: "The two shares of a made deal always add up to round(total)", for every split.
    c = Contract.parse(contract)
    base = {"S": 162, "AT": 258, "NT": 260}[contract]
    step = 2 if contract == "NT" else 1
    for extra in (0, 20, 50, 170):
        total = base + extra
        for own in range(0, total + 1, step):
            other = total - own
            if own != other:
                assert share(own, other, c, rules) + share(other, own, c, rules) == round_total(
                    total
                )


# fmt: off
TIES = [
    # id, contract, each team's raw, written by the defenders, hanging
    ("§5.3 suit 81-81", "S", 81, 8, 8),
    ("§5.3 suit 106-106: 10 written, 11 hang", "S", 106, 10, 11),
    ("§5.3 AT 129-129", "AT", 129, 13, 13),
    ("§5.3 AT 154-154: 15 written, 16 hang", "AT", 154, 15, 16),
    ("§5.3 NT 130-130", "NT", 130, 13, 13),
]
# fmt: on


@pytest.mark.parametrize(
    ("contract", "raw", "written", "hangs"), [pytest.param(*row[1:], id=row[0]) for row in TIES]
)
def test_tie_rounding(contract: str, raw: int, written: int, hangs: int) -> None:
    c = Contract.parse(contract)
    assert (share(raw, raw, c), hanging_share(raw, c)) == (written, hangs)


# --- the payout (§5.4 to §5.6) -----------------------------------------------------------


def facts(
    contract: str,
    bidders: Team,
    cards: tuple[int, int],
    tricks: tuple[int, int] = (4, 4),
    *,
    last: Team = A,
    declarations: tuple[int, int] = (0, 0),
    belotes: tuple[int, int] = (0, 0),
    multiplier: int = 1,
) -> DealFacts:
    return DealFacts(
        Contract.parse(contract), bidders, cards, last, tricks, declarations, belotes, multiplier
    )


SUIT_VALAT = facts("S", A, (152, 0), (8, 0))
NT_VALAT = facts("NT", A, (120, 0), (8, 0))

# fmt: off
PAYOUTS = [
    # id, facts, hanging in, rules, points, hanging out, outcome
    ("§5.4 made collects the hanging points", facts("S", A, (100, 52)), 7, DEFAULT_RULES,
     (11 + 7, 5), 0, "made"),
    ("§5.4 inside: the defenders take the whole pot and H", facts("S", A, (60, 92)), 7,
     DEFAULT_RULES, (0, 16 + 7), 0, "inside"),
    ("§5.4 hanging: defenders write, the bidders' share joins H", facts("S", A, (71, 81), last=A),
     5, DEFAULT_RULES, (0, 8), 5 + 8, "hanging"),
    ("§5.2 one point more is made", facts("S", B, (80, 72), last=B), 0, DEFAULT_RULES,
     (8, 8), 0, "made"),
    ("§5.2 AT: 130 of 258 makes it", facts("AT", A, (120, 128), last=A), 0, DEFAULT_RULES,
     (13, 13), 0, "made"),
    ("§5.2 AT: 128 of 258 is inside", facts("AT", A, (118, 130), last=A), 0, DEFAULT_RULES,
     (0, 26), 0, "inside"),
    ("§5.2 NT: 66 of 130 before doubling makes it", facts("NT", A, (56, 64), last=A), 0,
     DEFAULT_RULES, (13, 13), 0, "made"),
    ("§5.2 NT: 65 of 130 hangs", facts("NT", A, (55, 65), last=A), 0, DEFAULT_RULES,
     (0, 13), 13, "hanging"),
    ("§4.5 declarations decide made or inside", facts("S", A, (70, 82), declarations=(20, 0)),
     0, DEFAULT_RULES, (10, 8), 0, "made"),
    ("§5.5 contra: the team with more takes ×2 and H", facts("S", A, (100, 52), multiplier=2),
     3, DEFAULT_RULES, (32 + 3, 0), 0, "doubled"),
    ("§5.5 recontra: the defenders with more take ×4", facts("S", A, (60, 92), multiplier=4),
     0, DEFAULT_RULES, (0, 64), 0, "doubled"),
    ("§5.5 contra multiplies declarations and belotes",
     facts("S", A, (100, 52), declarations=(50, 0), belotes=(1, 0), multiplier=2), 0,
     DEFAULT_RULES, (46, 0), 0, "doubled"),
    ("§5.5 a doubled tie: the whole pot hangs", facts("S", A, (71, 81), multiplier=2), 4,
     DEFAULT_RULES, (0, 0), 4 + 32, "doubled_tie"),
    ("§9.14 doubled_tie split: defenders write their ×m half",
     facts("S", A, (71, 81), multiplier=2), 4, BelotRules(doubled_tie="split"),
     (0, 16), 4 + 16, "doubled_tie"),
    ("§9.14 split at the special digit", facts("S", A, (76, 76), declarations=(20, 30),
     multiplier=4), 0, BelotRules(doubled_tie="split"), (0, 40), 44, "doubled_tie"),
    ("§5.6 suit valat 252 is 25", SUIT_VALAT, 0, DEFAULT_RULES, (25, 0), 0, "made"),
    ("§5.6 AT valat 348 is 35", facts("AT", A, (248, 0), (8, 0)), 0, DEFAULT_RULES, (35, 0), 0,
     "made"),
    ("§5.6 NT valat 350 is 35", NT_VALAT, 0, DEFAULT_RULES, (35, 0), 0, "made"),
    ("§9.10 nt_valat_bonus doubled: 44", NT_VALAT, 0, BelotRules(nt_valat_bonus="doubled"),
     (44, 0), 0, "made"),
    ("§9.10 the NT flag leaves suit valats alone", SUIT_VALAT, 0,
     BelotRules(nt_valat_bonus="doubled"), (25, 0), 0, "made"),
    ("§5.6 a valat by the defenders is an inside", facts("S", B, (152, 0), (8, 0)), 0,
     DEFAULT_RULES, (25, 0), 0, "inside"),
    ("§5.5 a doubled valat is multiplied", facts("S", A, (152, 0), (8, 0), multiplier=2), 2,
     DEFAULT_RULES, (50 + 2, 0), 0, "doubled"),
    ("§9.11 valat_doubling no_double: the contra is void",
     facts("S", A, (152, 0), (8, 0), multiplier=2), 2, BelotRules(valat_doubling="no_double"),
     (25 + 2, 0), 0, "contra_void"),
    ("§9.11 valat_doubling bonus_not_multiplied: 16 × 2 + 9",
     facts("S", A, (152, 0), (8, 0), multiplier=2), 0,
     BelotRules(valat_doubling="bonus_not_multiplied"), (41, 0), 0, "doubled"),
    ("§9.11 bonus_not_multiplied without a valat changes nothing",
     facts("S", A, (100, 52), multiplier=2), 0, BelotRules(valat_doubling="bonus_not_multiplied"),
     (32, 0), 0, "doubled"),
    ("§5.6 the trickless team keeps its declarations",
     facts("S", A, (152, 0), (8, 0), declarations=(0, 20)), 0, DEFAULT_RULES, (25, 2), 0,
     "made"),
    ("§9.16 valat_cancels_loser_declarations",
     facts("S", A, (152, 0), (8, 0), declarations=(0, 20)), 0,
     BelotRules(valat_cancels_loser_declarations=True), (25, 0), 0, "made"),
    ("§4.6 inside: the bidders' belote goes to the defenders",
     facts("S", B, (102, 50), belotes=(0, 1)), 0, DEFAULT_RULES, (18, 0), 0, "inside"),
    ("§9.15 inside_belote_stays", facts("S", B, (102, 50), belotes=(0, 1)), 0,
     BelotRules(inside_belote_stays=True), (16, 2), 0, "inside"),
    ("§9.15 inside_belote_stays in a lost doubled deal",
     facts("S", B, (102, 50), belotes=(0, 1), multiplier=2), 0,
     BelotRules(inside_belote_stays=True), (32, 4), 0, "doubled"),
    ("§9.15 the defenders' belote is theirs anyway", facts("S", B, (102, 50), belotes=(1, 0)),
     0, BelotRules(inside_belote_stays=True), (18, 0), 0, "inside"),
    ("§4.6 AT: up to four belotes", facts("AT", A, (130, 118), belotes=(3, 1)), 0,
     DEFAULT_RULES, (20, 14), 0, "made"),
]
# fmt: on


@pytest.mark.parametrize(
    ("deal", "hanging", "rules", "points", "hanging_out", "outcome"),
    [pytest.param(*row[1:], id=row[0]) for row in PAYOUTS],
)
def test_payouts(
    deal: DealFacts,
    hanging: int,
    rules: BelotRules,
    points: tuple[int, int],
    hanging_out: int,
    outcome: str,
) -> None:
    score = score_deal(deal, rules, hanging)
    assert (score.points, score.hanging, score.outcome) == (points, hanging_out, outcome)


def test_breakdown_of_a_no_trumps_valat() -> None:
    score = score_deal(NT_VALAT, DEFAULT_RULES)
    assert score.card_raw == (260, 0)
    assert (score.valat, score.valat_bonus, score.raw_totals) == (A, 90, (350, 0))


@pytest.mark.parametrize(
    ("deal", "message"),
    [
        (facts("S", A, (100, 51)), "summing to 152 in suit"),
        (facts("NT", A, (100, 52)), "summing to 120 in no_trumps"),
        (facts("S", A, (100, 52), (5, 2)), "tricks must sum to 8"),
        (facts("S", A, (100, 52), (8, 0)), "EW won no trick"),
        (facts("S", A, (152, 0), (8, 0), last=B), "EW won no trick"),
        (facts("S", A, (100, 52), multiplier=3), "multiplier must be 1, 2 or 4"),
        (facts("S", A, (100, 52), declarations=(25, 0)), "whole tens"),
        (facts("NT", A, (60, 60), declarations=(20, 0)), "No Trumps has no declarations"),
        (facts("NT", A, (60, 60), belotes=(1, 0)), "no belote"),
        (facts("S", A, (100, 52), belotes=(1, 1)), "at most 1 belote"),
        (facts("AT", A, (100, 148), belotes=(3, 2)), "at most 4 belote"),
    ],
)
def test_impossible_facts_are_refused(deal: DealFacts, message: str) -> None:
    with pytest.raises(ScoringInputError, match=message):
        check_facts(deal)
    with pytest.raises(ScoringInputError):
        score_deal(deal, DEFAULT_RULES)


def test_negative_hanging_is_refused() -> None:
    with pytest.raises(ScoringInputError, match="hanging points cannot be negative"):
        score_deal(facts("S", A, (100, 52)), DEFAULT_RULES, -1)
