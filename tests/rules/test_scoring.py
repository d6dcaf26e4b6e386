"""Tests for rules.scoring: RULES.md §6, §7.1, §9 rows 12-21 and 25, §10.1."""

from __future__ import annotations

import dataclasses

import pytest

from baloot_tui.core.errors import BalootError
from baloot_tui.core.seats import Team
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.scoring import (
    KABOOT_GP,
    POT_GP,
    TOTAL_RAW,
    HandFacts,
    HandScore,
    ProjectScore,
    ScoringInputError,
    check_facts,
    hokum_card_gp,
    score_hand,
    score_qayd,
    sun_card_gp,
)
from baloot_tui.games.baloot.words import english_explanation

SUN = Contract.SUN
HOKUM = Contract.HOKUM
NS = Team.NORTH_SOUTH  # team A of RULES.md §10 (seats 0 and 2)
EW = Team.EAST_WEST  # team B
DEFAULT = HouseRules()
RAW = HouseRules(hokum_tie_rule="raw_abnat")
RAW_DOUBLED = HouseRules(doubled_comparison="raw_abnat")


def proj(
    team: Team, gp: int, contract: Contract, *, hundred: bool = False, name: str = ""
) -> ProjectScore:
    """A counted project worth ``gp`` game points in ``contract``."""
    per_gp = 5 if contract is SUN else 10
    return ProjectScore(name or f"p{gp}", team, gp, gp * per_gp, hundred)


def facts(
    contract: Contract,
    ns: int,
    ew: int,
    *,
    buyer: Team = NS,
    last: Team = NS,
    tricks: tuple[int, int] | None = None,
    projects: tuple[ProjectScore, ...] = (),
    baloot: tuple[Team, ...] = (),
    m: int = 1,
    raiser: Team | None = None,
    gahwa: bool = False,
    ace: bool = False,
) -> HandFacts:
    """Hand facts from the card abnat (without the last trick) of NS and EW."""
    if tricks is None:
        tricks = (8, 0) if ew == 0 else (0, 8) if ns == 0 else (4, 4)
    return HandFacts(
        contract=contract,
        buyer_team=buyer,
        card_abnat=(ns, ew),
        last_trick=last,
        tricks_won=tricks,
        counted_projects=projects,
        baloot_teams=baloot,
        multiplier=m,
        gahwa=gahwa,
        last_raiser=raiser,
        face_card_is_ace=ace,
    )


# --------------------------------------------------------------------------- §6.2 Sun


@pytest.mark.parametrize(
    ("abnat", "gp"),
    [
        *[(64, 12), (65, 13), (66, 14), (25, 5), (55, 11), (84, 16), (46, 10)],
        *[(0, 0), (4, 0), (5, 1), (6, 2), (15, 3), (130, 26), (75, 15), (125, 25)],
    ],
)
def test_sun_card_gp_examples(abnat: int, gp: int) -> None:
    assert sun_card_gp(abnat) == gp


@pytest.mark.parametrize("abnat", range(TOTAL_RAW[SUN] + 1))
def test_sun_pair_always_sums_to_26(abnat: int) -> None:
    other = TOTAL_RAW[SUN] - abnat
    assert sun_card_gp(abnat) + sun_card_gp(other) == POT_GP[SUN]
    # Same as "nearest 10 (units 1-4 down, 6-9 up), 5 left alone, × 2 ÷ 10".
    units = abnat % 10
    expected = abnat // 5 if units == 5 else 2 * (abnat // 10 + (1 if units > 5 else 0))
    assert sun_card_gp(abnat) == expected


@pytest.mark.parametrize("abnat", [-1, 131])
def test_sun_card_gp_rejects_out_of_range(abnat: int) -> None:
    with pytest.raises(ScoringInputError, match=r"Sun abnat must be 0\.\.130"):
        sun_card_gp(abnat)


# --------------------------------------------------------------------------- §6.2 Hokum


def kammelna_hokum_pair(a: int, b: int) -> tuple[int, int]:
    """Kammelna's ``card_gp_hokum_pair``: round each, then take one back from 17."""
    ga, ra = divmod(a, 10)
    gb, rb = divmod(b, 10)
    ga += ra > 5
    gb += rb > 5
    if ga + gb == 17:
        take_a = ra > rb if ra != rb else a >= b
        if take_a:
            ga -= 1
        else:
            gb -= 1
    return ga, gb


@pytest.mark.parametrize("ns", range(TOTAL_RAW[HOKUM] + 1))
def test_hokum_pair_sums_to_16_and_matches_kammelna(ns: int) -> None:
    ew = TOTAL_RAW[HOKUM] - ns
    for buyer in (NS, EW):
        gp = hokum_card_gp((ns, ew), buyer, DEFAULT)
        assert sum(gp) == POT_GP[HOKUM]
        assert gp == kammelna_hokum_pair(ns, ew)


@pytest.mark.parametrize(
    ("abnat", "buyer", "rules", "doubled", "expected"),
    [
        ((97, 65), NS, DEFAULT, False, (10, 6)),  # 65 → 6: .5 rounds down
        ((118, 44), NS, DEFAULT, False, (12, 4)),
        ((76, 86), NS, DEFAULT, False, (8, 8)),
        ((86, 76), NS, DEFAULT, False, (8, 8)),
        ((81, 81), NS, DEFAULT, False, (8, 8)),
        ((96, 66), EW, DEFAULT, False, (9, 7)),  # 66 → 7 (.6 rounds up)
        ((162, 0), NS, DEFAULT, False, (16, 0)),
        # rj8f's 86/76 rule: the buyer with 86 gets 9, only in an undoubled hand.
        ((86, 76), NS, HouseRules(hokum_rounding="buyer_86"), False, (9, 7)),
        ((76, 86), EW, HouseRules(hokum_rounding="buyer_86"), False, (7, 9)),
        ((76, 86), NS, HouseRules(hokum_rounding="buyer_86"), False, (8, 8)),
        ((86, 76), NS, HouseRules(hokum_rounding="buyer_86"), True, (8, 8)),
        ((87, 75), NS, HouseRules(hokum_rounding="buyer_86"), False, (9, 7)),
    ],
)
def test_hokum_card_gp(
    abnat: tuple[int, int],
    buyer: Team,
    rules: HouseRules,
    doubled: bool,
    expected: tuple[int, int],
) -> None:
    assert hokum_card_gp(abnat, buyer, rules, doubled=doubled) == expected


@pytest.mark.parametrize("abnat", [(80, 80), (-1, 163), (100, 63)])
def test_hokum_card_gp_rejects_bad_sums(abnat: tuple[int, int]) -> None:
    with pytest.raises(ScoringInputError, match="summing to 162"):
        hokum_card_gp(abnat, NS, DEFAULT)


# --------------------------------------------------------------------------- §10.1


@pytest.mark.parametrize(
    ("name", "hand", "rules", "points", "outcome"),
    [
        ("S1", facts(HOKUM, 108, 44, tricks=(5, 3)), DEFAULT, (12, 4), "made"),
        ("S2", facts(HOKUM, 87, 65, tricks=(4, 4)), DEFAULT, (10, 6), "made"),
        ("S6", facts(SUN, 74, 46, tricks=(6, 2)), DEFAULT, (16, 10), "made"),
        ("S7", facts(SUN, 65, 55, tricks=(6, 2)), DEFAULT, (15, 11), "made"),
        (
            "S10",
            facts(SUN, 48, 72, tricks=(5, 3), projects=(proj(NS, 10, SUN),)),
            DEFAULT,
            (22, 14),
            "made",
        ),
        (
            "S12",
            facts(HOKUM, 51, 101, tricks=(5, 3), projects=(proj(NS, 5, HOKUM),)),
            DEFAULT,
            (11, 10),
            "made",
        ),
        (
            "S14",
            facts(HOKUM, 90, 62, tricks=(6, 2), baloot=(NS,)),
            DEFAULT,
            (12, 6),
            "made",
        ),
        (
            "S16",
            facts(SUN, 120, 0, projects=(proj(NS, 4, SUN),)),
            DEFAULT,
            (48, 0),
            "kaboot",
        ),
        (
            "S19",
            facts(HOKUM, 90, 62, tricks=(6, 2), m=2, raiser=EW),
            DEFAULT,
            (32, 0),
            "doubled_win",
        ),
        (
            "S22",
            facts(
                HOKUM,
                50,
                102,
                tricks=(5, 3),
                m=3,
                raiser=NS,
                projects=(proj(EW, 10, HOKUM, hundred=True),),
            ),
            DEFAULT,
            (0, 68),
            "doubled_loss",
        ),
        (
            "S22 cap=full",
            facts(
                HOKUM,
                50,
                102,
                tricks=(5, 3),
                m=3,
                raiser=NS,
                projects=(proj(EW, 10, HOKUM, hundred=True),),
            ),
            HouseRules(project_multiplier_cap="full"),
            (0, 78),
            "doubled_loss",
        ),
        (
            "S22 cap=hundred_only",
            facts(
                HOKUM,
                50,
                102,
                tricks=(5, 3),
                m=3,
                raiser=NS,
                projects=(proj(EW, 10, HOKUM, hundred=True),),
            ),
            HouseRules(project_multiplier_cap="hundred_only"),
            (0, 68),
            "doubled_loss",
        ),
        (
            "S25",
            facts(SUN, 60, 60, tricks=(6, 2), m=2, raiser=EW),
            DEFAULT,
            (52, 0),
            "doubled_win",
        ),
        (
            "S25 four aces",
            facts(
                SUN,
                60,
                60,
                tricks=(6, 2),
                m=2,
                raiser=EW,
                projects=(proj(NS, 40, SUN, hundred=True, name="400"),),
            ),
            DEFAULT,
            (132, 0),
            "doubled_win",
        ),
    ],
)
def test_worked_examples(
    name: str, hand: HandFacts, rules: HouseRules, points: tuple[int, int], outcome: str
) -> None:
    score = score_hand(hand, rules)
    assert score.points == points, score.lines
    assert score.outcome == outcome
    assert score.match_won_by is None


def test_worked_example_figures() -> None:
    s12 = score_hand(facts(HOKUM, 51, 101, tricks=(5, 3), projects=(proj(NS, 5, HOKUM),)), DEFAULT)
    assert s12.abnat == (61, 101)
    assert s12.card_gp == (6, 10)
    assert s12.project_gp == (5, 0)
    assert s12.totals == (11, 10)
    assert s12.raw_totals == (111, 101)
    assert s12.winner is NS
    s14 = score_hand(facts(HOKUM, 90, 62, tricks=(6, 2), baloot=(NS,)), DEFAULT)
    assert s14.baloot_gp == (2, 0)
    assert s14.totals == (10, 6)  # T never includes Baloot
    s22 = score_hand(
        facts(
            HOKUM,
            50,
            102,
            tricks=(5, 3),
            m=3,
            raiser=NS,
            projects=(proj(EW, 10, HOKUM, hundred=True),),
        ),
        DEFAULT,
    )
    assert s22.totals == (6, 20)
    assert s22.multiplier == 3
    assert s22.winner is EW


# --------------------------------------------------------------------------- §6.4/6.5


@pytest.mark.parametrize("contract", [SUN, HOKUM])
@pytest.mark.parametrize("last", [NS, EW])
def test_undoubled_points_always_sum_to_the_pot(contract: Contract, last: Team) -> None:
    card_total = TOTAL_RAW[contract] - 10
    for ns in range(card_total + 1):
        for buyer in (NS, EW):
            score = score_hand(
                facts(contract, ns, card_total - ns, buyer=buyer, last=last, tricks=(4, 4)),
                DEFAULT,
            )
            assert sum(score.points) == POT_GP[contract]
            assert score.outcome in ("made", "split", "khasara")


@pytest.mark.parametrize("contract", [SUN, HOKUM])
def test_doubled_winner_takes_pot_times_m(contract: Contract) -> None:
    card_total = TOTAL_RAW[contract] - 10
    for ns in range(card_total + 1):
        score = score_hand(
            facts(contract, ns, card_total - ns, tricks=(4, 4), m=2, raiser=EW),
            DEFAULT,
        )
        assert sorted(score.points) == [0, 2 * POT_GP[contract]]
        assert score.winner is not None
        assert score.points[score.winner] == 2 * POT_GP[contract]


@pytest.mark.parametrize(
    ("name", "hand", "rules", "points", "outcome", "winner"),
    [
        # Hokum 81-81: Kammelna says the buyer needs more raw; a tie OK elsewhere.
        ("hokum tie", facts(HOKUM, 71, 81), DEFAULT, (0, 16), "khasara", EW),
        (
            "hokum tie, buyer keeps",
            facts(HOKUM, 71, 81),
            HouseRules(hokum_tie_rule="buyer_keeps_tie"),
            (8, 8),
            "made",
            NS,
        ),
        ("hokum 82 makes it", facts(HOKUM, 72, 80), DEFAULT, (8, 8), "made", NS),
        # majlis: an undoubled Hokum decided on raw abnat, the buyer keeping a raw tie.
        ("hokum raw tie kept", facts(HOKUM, 71, 81), RAW, (8, 8), "made", NS),
        ("hokum equal T, less raw", facts(HOKUM, 67, 85), RAW, (0, 16), "khasara", EW),
        (
            "hokum equal T, less raw, buyer keeps T tie",
            facts(HOKUM, 67, 85),
            HouseRules(hokum_tie_rule="buyer_keeps_tie"),
            (8, 8),
            "made",
            NS,
        ),
        (
            "hokum equal T, less raw, Kammelna",
            facts(HOKUM, 67, 85),
            DEFAULT,
            (0, 16),
            "khasara",
            EW,
        ),
        (
            "hokum raw: projects count as raw",
            facts(HOKUM, 51, 101, projects=(proj(NS, 4, HOKUM),)),
            RAW,
            (10, 10),
            "made",
            NS,
        ),
        (
            "hokum raw: one raw point short",
            facts(HOKUM, 50, 102, projects=(proj(NS, 4, HOKUM),)),
            RAW,
            (0, 20),
            "khasara",
            EW,
        ),
        ("sun unchanged by raw_abnat", facts(SUN, 55, 65), RAW, (13, 13), "split", None),
        # Sun 65-65: split by default, the buyer loses under gamerules.com.
        ("sun tie", facts(SUN, 55, 65), DEFAULT, (13, 13), "split", None),
        (
            "sun tie, buyer loses",
            facts(SUN, 55, 65),
            HouseRules(sun_tie_rule="buyer_loses"),
            (0, 26),
            "khasara",
            EW,
        ),
        ("sun 64 fails", facts(SUN, 54, 66), DEFAULT, (0, 26), "khasara", EW),
        ("sun buyer EW", facts(SUN, 74, 46, buyer=EW), DEFAULT, (26, 0), "khasara", NS),
        # rj8f's 86/76 rule changes the points of a made hand.
        ("86/76 pair", facts(HOKUM, 76, 76), DEFAULT, (8, 8), "made", NS),
        (
            "86/76 buyer",
            facts(HOKUM, 76, 76),
            HouseRules(hokum_rounding="buyer_86"),
            (9, 7),
            "made",
            NS,
        ),
        # Khasara: the buyer's projects go to the opponents, or vanish.
        (
            "khasara takes buyer projects",
            facts(HOKUM, 50, 102, projects=(proj(NS, 2, HOKUM),)),
            DEFAULT,
            (0, 18),
            "khasara",
            EW,
        ),
        (
            "khasara projects vanish",
            facts(HOKUM, 50, 102, projects=(proj(NS, 2, HOKUM),)),
            HouseRules(khasara_projects="vanish"),
            (0, 16),
            "khasara",
            EW,
        ),
        (
            "khasara keeps opponents' projects when vanishing",
            facts(HOKUM, 50, 102, projects=(proj(EW, 5, HOKUM),)),
            HouseRules(khasara_projects="vanish"),
            (0, 21),
            "khasara",
            EW,
        ),
        # Khasara: Baloot moves to the opponents, or stays with its holder.
        (
            "khasara moves baloot",
            facts(HOKUM, 50, 102, baloot=(NS,)),
            DEFAULT,
            (0, 18),
            "khasara",
            EW,
        ),
        (
            "khasara baloot stays",
            facts(HOKUM, 50, 102, baloot=(NS,)),
            HouseRules(baloot_transfers=False),
            (2, 16),
            "khasara",
            EW,
        ),
        # Baloot does not count in T: 80 + Baloot is still a khasara.
        (
            "baloot not in T",
            facts(HOKUM, 70, 82, baloot=(NS,)),
            DEFAULT,
            (0, 18),
            "khasara",
            EW,
        ),
        # Counted projects decide the khasara test (§5.5).
        (
            "opponents' sira sinks the buyer",
            facts(HOKUM, 80, 72, projects=(proj(EW, 2, HOKUM),)),
            DEFAULT,
            (0, 18),
            "khasara",
            EW,
        ),
    ],
)
def test_undoubled(
    name: str,
    hand: HandFacts,
    rules: HouseRules,
    points: tuple[int, int],
    outcome: str,
    winner: Team | None,
) -> None:
    score = score_hand(hand, rules)
    assert score.points == points, score.lines
    assert score.outcome == outcome
    assert score.winner is winner


# --------------------------------------------------------------------------- §6.6/6.7


@pytest.mark.parametrize(
    ("name", "hand", "rules", "points", "outcome"),
    [
        # A tie at ×3: the buyer's team made the last raise (Three).
        (
            "x3 tie",
            facts(HOKUM, 71, 81, m=3, raiser=NS),
            DEFAULT,
            (0, 48),
            "doubled_loss",
        ),
        (
            "x3 tie, doubler loses",
            facts(HOKUM, 71, 81, m=3, raiser=NS),
            HouseRules(doubled_tie_rule="doubler"),
            (48, 0),
            "doubled_win",
        ),
        (
            "x3 tie, buyer loses",
            facts(HOKUM, 71, 81, m=3, raiser=NS),
            HouseRules(doubled_tie_rule="buyer"),
            (0, 48),
            "doubled_loss",
        ),
        # A tie at ×2: the doubling team made the last raise.
        (
            "x2 tie",
            facts(HOKUM, 71, 81, m=2, raiser=EW),
            DEFAULT,
            (32, 0),
            "doubled_win",
        ),
        (
            "x2 tie, buyer loses",
            facts(HOKUM, 71, 81, m=2, raiser=EW),
            HouseRules(doubled_tie_rule="buyer"),
            (0, 32),
            "doubled_loss",
        ),
        (
            "x4 tie",
            facts(HOKUM, 71, 81, m=4, raiser=EW),
            DEFAULT,
            (64, 0),
            "doubled_win",
        ),
        # No raw tie-break in doubled hands: 86/76 with 8/8 is a tie.
        (
            "x2 86/76",
            facts(HOKUM, 76, 76, m=2, raiser=EW),
            DEFAULT,
            (32, 0),
            "doubled_win",
        ),
        (
            "x3 86/76 buyer_86 not applied",
            facts(HOKUM, 76, 76, m=3, raiser=NS),
            HouseRules(hokum_rounding="buyer_86"),
            (0, 48),
            "doubled_loss",
        ),
        # Projects × min(m, 2); Baloot never multiplied and goes to the winner.
        (
            "x4 sira and baloot",
            facts(
                HOKUM,
                50,
                102,
                m=4,
                raiser=EW,
                projects=(proj(NS, 2, HOKUM),),
                baloot=(NS,),
            ),
            DEFAULT,
            (0, 64 + 4 + 2),
            "doubled_loss",
        ),
        (
            "x4 sira, cap full",
            facts(HOKUM, 50, 102, m=4, raiser=EW, projects=(proj(NS, 2, HOKUM),)),
            HouseRules(project_multiplier_cap="full"),
            (0, 64 + 8),
            "doubled_loss",
        ),
        (
            "x4 sira, only hundreds capped",
            facts(HOKUM, 50, 102, m=4, raiser=EW, projects=(proj(NS, 2, HOKUM),)),
            HouseRules(project_multiplier_cap="hundred_only"),
            (0, 64 + 8),
            "doubled_loss",
        ),
        (
            "x4 hundred and sira, only hundreds capped",
            facts(
                HOKUM,
                110,
                42,
                m=4,
                raiser=EW,
                projects=(proj(NS, 10, HOKUM, hundred=True), proj(NS, 2, HOKUM)),
            ),
            HouseRules(project_multiplier_cap="hundred_only"),
            (64 + 20 + 8, 0),
            "doubled_win",
        ),
        (
            "doubled loss, baloot stays",
            facts(HOKUM, 50, 102, m=2, raiser=EW, baloot=(NS,)),
            HouseRules(baloot_transfers=False),
            (2, 32),
            "doubled_loss",
        ),
        (
            "sun double with projects",
            facts(SUN, 74, 46, tricks=(6, 2), m=2, raiser=EW, projects=(proj(NS, 4, SUN),)),
            DEFAULT,
            ((26 + 4) * 2, 0),
            "doubled_win",
        ),
        (
            "sun double, buyer loses",
            facts(SUN, 50, 70, m=2, raiser=EW),
            DEFAULT,
            (0, 52),
            "doubled_loss",
        ),
        # majlis: the higher R takes a doubled hand; an exact tie is lost by the risk taker.
        (
            "equal T, less raw: T tie",
            facts(HOKUM, 67, 85, m=2, raiser=EW),
            DEFAULT,
            (32, 0),
            "doubled_win",
        ),
        (
            "equal T, less raw: R",
            facts(HOKUM, 67, 85, m=2, raiser=EW),
            RAW_DOUBLED,
            (0, 32),
            "doubled_loss",
        ),
        (
            "raw tie, doubler raised last",
            facts(HOKUM, 71, 81, m=2, raiser=EW),
            RAW_DOUBLED,
            (32, 0),
            "doubled_win",
        ),
        (
            "raw tie, buyer raised last",
            facts(HOKUM, 71, 81, m=3, raiser=NS),
            RAW_DOUBLED,
            (0, 48),
            "doubled_loss",
        ),
        (
            "raw tie, the doubler loses",
            facts(HOKUM, 71, 81, m=3, raiser=NS),
            RAW_DOUBLED.replace(doubled_tie_rule="doubler"),
            (48, 0),
            "doubled_win",
        ),
        (
            "raw: projects count as raw",
            facts(HOKUM, 51, 101, m=2, raiser=EW, projects=(proj(NS, 4, HOKUM),)),
            RAW_DOUBLED,
            (32 + 8, 0),
            "doubled_win",
        ),
        (
            "raw: sun double on R",
            facts(SUN, 55, 65, m=2, raiser=EW),
            RAW_DOUBLED,
            (52, 0),
            "doubled_win",
        ),
    ],
)
def test_doubled(
    name: str,
    hand: HandFacts,
    rules: HouseRules,
    points: tuple[int, int],
    outcome: str,
) -> None:
    score = score_hand(hand, rules)
    assert score.points == points, score.lines
    assert score.outcome == outcome
    assert score.winner is (NS if points[0] > points[1] else EW)
    assert score.match_won_by is None


@pytest.mark.parametrize(
    ("name", "hand", "rules", "winner"),
    [
        ("buyer wins", facts(HOKUM, 90, 62, gahwa=True, m=4), DEFAULT, NS),
        ("buyer loses", facts(HOKUM, 50, 102, gahwa=True, m=4), DEFAULT, EW),
        ("tie: the buyer raised last", facts(HOKUM, 71, 81, gahwa=True), DEFAULT, EW),
        ("equal T, less raw: T tie", facts(HOKUM, 67, 85, gahwa=True), DEFAULT, EW),
        ("equal T, more raw: T tie", facts(HOKUM, 75, 77, gahwa=True), DEFAULT, EW),
        ("equal T, more raw: R", facts(HOKUM, 75, 77, gahwa=True), RAW_DOUBLED, NS),
        (
            "tie, doubler loses",
            facts(HOKUM, 71, 81, gahwa=True, m=4, raiser=NS),
            HouseRules(doubled_tie_rule="doubler"),
            NS,
        ),
        (
            "kaboot by the defenders",
            facts(HOKUM, 0, 152, gahwa=True, last=EW),
            DEFAULT,
            EW,
        ),
        (
            "buyer EW wins",
            facts(HOKUM, 62, 90, gahwa=True, buyer=EW, last=EW),
            DEFAULT,
            EW,
        ),
    ],
)
def test_gahwa_wins_the_match(name: str, hand: HandFacts, rules: HouseRules, winner: Team) -> None:
    score = score_hand(hand, rules)
    assert score.outcome == "gahwa"
    assert score.winner is winner
    assert score.match_won_by is winner
    assert score.points[winner] == rules.match_target
    assert score.points[winner.other] == 0


def test_gahwa_awards_the_configured_match_target() -> None:
    score = score_hand(facts(HOKUM, 90, 62, gahwa=True), HouseRules(match_target=151))
    assert score.points == (151, 0)


# --------------------------------------------------------------------------- §6.8


@pytest.mark.parametrize(
    ("name", "hand", "rules", "points"),
    [
        ("hokum kaboot", facts(HOKUM, 152, 0), DEFAULT, (25, 0)),
        ("sun kaboot", facts(SUN, 120, 0), DEFAULT, (44, 0)),
        ("defensive kaboot", facts(HOKUM, 0, 152, last=EW), DEFAULT, (0, 25)),
        ("defensive sun kaboot", facts(SUN, 0, 120, last=EW), DEFAULT, (0, 44)),
        # All counted projects and Baloot go to the kaboot team.
        (
            "kaboot takes the loser's projects",
            facts(HOKUM, 0, 152, last=EW, projects=(proj(NS, 5, HOKUM),)),
            DEFAULT,
            (0, 30),
        ),
        (
            "kaboot, own projects only",
            facts(HOKUM, 0, 152, last=EW, projects=(proj(NS, 5, HOKUM),)),
            HouseRules(kaboot_projects="own"),
            (0, 25),
        ),
        (
            "kaboot, own projects kept",
            facts(HOKUM, 152, 0, projects=(proj(NS, 5, HOKUM),)),
            HouseRules(kaboot_projects="own"),
            (30, 0),
        ),
        (
            "kaboot, no projects (flat value)",
            facts(HOKUM, 152, 0, projects=(proj(NS, 5, HOKUM),)),
            HouseRules(kaboot_projects="none"),
            (25, 0),
        ),
        (
            "kaboot takes baloot",
            facts(HOKUM, 0, 152, last=EW, baloot=(NS,)),
            DEFAULT,
            (0, 27),
        ),
        (
            "kaboot, baloot stays",
            facts(HOKUM, 0, 152, last=EW, baloot=(NS,)),
            HouseRules(baloot_transfers=False),
            (2, 25),
        ),
        # Doubled kaboot: multiplied by default, projects × min(m, 2).
        ("x2 kaboot", facts(HOKUM, 152, 0, m=2, raiser=EW), DEFAULT, (50, 0)),
        ("x2 sun kaboot", facts(SUN, 120, 0, m=2, raiser=EW), DEFAULT, (88, 0)),
        (
            "x3 kaboot with fifty and baloot",
            facts(
                HOKUM,
                152,
                0,
                m=3,
                raiser=NS,
                projects=(proj(NS, 5, HOKUM),),
                baloot=(NS,),
            ),
            DEFAULT,
            (75 + 10 + 2, 0),
        ),
        (
            "x3 kaboot, not multiplied",
            facts(HOKUM, 152, 0, m=3, raiser=NS, projects=(proj(NS, 5, HOKUM),)),
            HouseRules(kaboot_multiplied=False),
            (25 + 10, 0),
        ),
        (
            "x3 kaboot, full cap",
            facts(HOKUM, 152, 0, m=3, raiser=NS, projects=(proj(NS, 5, HOKUM),)),
            HouseRules(project_multiplier_cap="full"),
            (75 + 15, 0),
        ),
        # The "88" of a face-up Ace: off by default, undoubled Sun only.
        ("ace kaboot off", facts(SUN, 120, 0, ace=True), DEFAULT, (44, 0)),
        (
            "ace kaboot",
            facts(SUN, 120, 0, ace=True),
            HouseRules(ace_kaboot_88=True),
            (88, 0),
        ),
        (
            "ace kaboot needs the ace",
            facts(SUN, 120, 0),
            HouseRules(ace_kaboot_88=True),
            (44, 0),
        ),
        (
            "ace kaboot not in hokum",
            facts(HOKUM, 152, 0, ace=True),
            HouseRules(ace_kaboot_88=True),
            (25, 0),
        ),
        (
            "ace kaboot doubled is 88",
            facts(SUN, 120, 0, ace=True, m=2, raiser=EW),
            HouseRules(ace_kaboot_88=True),
            (88, 0),
        ),
    ],
)
def test_kaboot(name: str, hand: HandFacts, rules: HouseRules, points: tuple[int, int]) -> None:
    score = score_hand(hand, rules)
    assert score.points == points, score.lines
    assert score.outcome == "kaboot"
    assert score.winner is (NS if hand.tricks_won[NS] == 8 else EW)


def test_kaboot_value_constants() -> None:
    assert KABOOT_GP == {SUN: 44, HOKUM: 25}


# ------------------------------------------------------------------ check_facts


@pytest.mark.parametrize(
    ("name", "hand", "message"),
    [
        ("abnat sum", facts(HOKUM, 100, 50), "must sum to 152"),
        ("abnat sum sun", facts(SUN, 100, 30), "must sum to 120"),
        (
            "negative abnat",
            dataclasses.replace(facts(SUN, 60, 60), card_abnat=(-1, 121)),
            "cannot be negative",
        ),
        ("tricks sum", facts(SUN, 60, 60, tricks=(4, 3)), "tricks must sum to 8"),
        (
            "negative tricks",
            facts(SUN, 60, 60, tricks=(9, -1)),
            "tricks cannot be negative",
        ),
        ("kaboot with abnat", facts(HOKUM, 150, 2, tricks=(8, 0)), "EW won no trick"),
        ("no trick, last trick", facts(HOKUM, 152, 0, last=EW), "won the last trick"),
        ("multiplier 0", facts(HOKUM, 90, 62, m=0), "multiplier must be 1 to 4"),
        (
            "multiplier 5",
            facts(HOKUM, 90, 62, m=5, raiser=EW),
            "multiplier must be 1 to 4",
        ),
        ("sun x3", facts(SUN, 60, 60, m=3, raiser=NS), "Sun can only be doubled"),
        ("sun gahwa", facts(SUN, 60, 60, gahwa=True), "Gahwa does not exist in Sun"),
        ("sun baloot", facts(SUN, 60, 60, baloot=(NS,)), "Baloot exists only in Hokum"),
        ("two baloots", facts(HOKUM, 90, 62, baloot=(NS, EW)), "at most one Baloot"),
        ("no raiser", facts(HOKUM, 90, 62, m=2), "needs the last raiser"),
        ("wrong doubler", facts(HOKUM, 90, 62, m=2, raiser=NS), "Double"),
        ("wrong three", facts(HOKUM, 90, 62, m=3, raiser=EW), "Three"),
        ("raiser undoubled", facts(HOKUM, 90, 62, raiser=EW), "undoubled"),
        (
            "gahwa x2",
            facts(HOKUM, 90, 62, m=2, raiser=EW, gahwa=True),
            "Gahwa follows a Four",
        ),
        (
            "gahwa raiser",
            facts(HOKUM, 90, 62, m=4, raiser=EW, gahwa=True),
            "Gahwa is called",
        ),
        (
            "projects of both teams",
            facts(HOKUM, 90, 62, projects=(proj(NS, 2, HOKUM), proj(EW, 2, HOKUM))),
            "not to both teams",
        ),
        (
            "raw inconsistent",
            facts(HOKUM, 90, 62, projects=(ProjectScore("sira", NS, 2, 10, False),)),
            "should be 2 GP × 10",
        ),
        (
            "negative project",
            facts(SUN, 60, 60, projects=(ProjectScore("x", NS, -4, -20, False),)),
            "negative game points",
        ),
    ],
)
def test_check_facts_rejects(name: str, hand: HandFacts, message: str) -> None:
    with pytest.raises(ScoringInputError, match=message) as caught:
        check_facts(hand)
    assert "\n" not in str(caught.value)
    assert isinstance(caught.value, BalootError)
    with pytest.raises(ScoringInputError):
        score_hand(hand, DEFAULT)


@pytest.mark.parametrize(
    "hand",
    [
        facts(HOKUM, 90, 62),
        facts(HOKUM, 152, 0),
        facts(HOKUM, 0, 152, last=EW, tricks=(0, 8)),
        facts(HOKUM, 0, 152, last=EW, tricks=(1, 7)),  # a zero-point trick
        facts(HOKUM, 90, 62, m=4, raiser=NS, gahwa=True),
        facts(HOKUM, 90, 62, gahwa=True),
        facts(SUN, 60, 60, m=2, raiser=EW),
    ],
)
def test_check_facts_accepts(hand: HandFacts) -> None:
    check_facts(hand)


# --------------------------------------------------------------------------- §7.1 Qayd


@pytest.mark.parametrize(
    ("name", "args", "rules", "points"),
    [
        ("hokum", (HOKUM, 1, False, NS, ()), DEFAULT, (0, 16)),
        ("sun", (SUN, 1, False, EW, ()), DEFAULT, (26, 0)),
        (
            "hokum x2 with projects",
            (HOKUM, 2, False, NS, (proj(EW, 2, HOKUM),)),
            DEFAULT,
            (0, 34),
        ),
        ("sun x2", (SUN, 2, False, NS, (proj(EW, 4, SUN),)), DEFAULT, (0, 56)),
        (
            "kaboot penalty",
            (HOKUM, 1, False, NS, ()),
            HouseRules(qayd_penalty="kaboot"),
            (0, 25),
        ),
        (
            "kaboot penalty sun x2",
            (SUN, 2, False, EW, (proj(NS, 4, SUN),)),
            HouseRules(qayd_penalty="kaboot"),
            (92, 0),
        ),
        (
            "kaboot penalty not multiplied",
            (HOKUM, 3, False, NS, ()),
            HouseRules(qayd_penalty="kaboot", kaboot_multiplied=False),
            (0, 25),
        ),
    ],
)
def test_qayd(
    name: str,
    args: tuple[Contract, int, bool, Team, tuple[ProjectScore, ...]],
    rules: HouseRules,
    points: tuple[int, int],
) -> None:
    contract, m, gahwa, offender, projects = args
    score = score_qayd(contract, m, gahwa, offender, projects, rules)
    assert score.points == points, score.lines
    assert score.outcome == "qayd"
    assert score.winner is offender.other
    assert score.match_won_by is None


def test_qayd_in_gahwa_decides_the_match() -> None:
    score = score_qayd(HOKUM, 4, True, EW, (), DEFAULT)
    assert score.outcome == "gahwa"
    assert score.match_won_by is NS
    assert score.points == (152, 0)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((HOKUM, 1, False, NS, (proj(NS, 2, HOKUM),)), "not transferred"),
        ((SUN, 3, False, NS, ()), "Sun can only be doubled"),
        ((SUN, 1, True, NS, ()), "Sun can only be doubled"),
        ((HOKUM, 0, False, NS, ()), "multiplier must be 1 to 4"),
    ],
)
def test_qayd_rejects(
    args: tuple[Contract, int, bool, Team, tuple[ProjectScore, ...]], message: str
) -> None:
    contract, m, gahwa, offender, projects = args
    with pytest.raises(ScoringInputError, match=message):
        score_qayd(contract, m, gahwa, offender, projects, DEFAULT)


# ------------------------------------------------------------------ explanation


def test_explanation_tells_the_story() -> None:
    score: HandScore = score_hand(
        facts(HOKUM, 87, 65, m=2, raiser=EW, projects=(proj(NS, 5, HOKUM),)), DEFAULT
    )
    text = "\n".join(english_explanation(score.lines))
    assert "65 → 6 (.5 rounds down)" in text
    assert "Double ×2" in text
    assert "P5 (NS): 5 points" in text
    assert text.endswith(f"Score: NS {score.points[0]}, EW {score.points[1]}")


@pytest.mark.parametrize(
    ("hand", "line"),
    [
        (
            facts(HOKUM, 71, 81),
            "Decided on card points: buyer NS 81 vs 81: made, the buyer keeps a tie",
        ),
        (facts(HOKUM, 67, 85), "Decided on card points: buyer NS 77 vs 85: khasara"),
    ],
)
def test_raw_abnat_explains_the_decision(hand: HandFacts, line: str) -> None:
    assert line in english_explanation(score_hand(hand, RAW).lines)
