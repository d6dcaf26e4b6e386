"""Projects: finding, declaring, comparing, Baloot blocking (RULES.md §5, §9.22-24)."""

from __future__ import annotations

import random
import re

import pytest

from baloot_tui.core.cards import DECK, SUITS, Card, Suit, parse_cards
from baloot_tui.core.errors import BalootError, NotationError
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.rules.glossary import Contract, ProjectKind
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.projects import (
    BALOOT_GP,
    BALOOT_RAW,
    Project,
    baloot_blocked,
    best_declaration,
    counting_team,
    declaration_options,
    find_projects,
    holds_baloot,
    parse_project,
    project_strength,
)

SUN = Contract.SUN
HOKUM = Contract.HOKUM
DEFAULT = HouseRules()


def names(projects: tuple[Project, ...]) -> set[str]:
    return {str(p) for p in projects}


def show(option: tuple[Project, ...]) -> str:
    return " + ".join(str(p) for p in option)


def pp(text: str) -> Project:
    return parse_project(text)


# --- find_projects -----------------------------------------------------------


def _every_sira() -> list[tuple[str, str]]:
    """A Sira at every position of every suit, with a gap card that breaks it."""
    cases = []
    for suit in SUITS:
        for low in range(6):
            run = DECK[SUITS.index(suit) * 8 + low :][:3]
            cases.append((" ".join(str(c) for c in run), "-".join(str(c) for c in run)))
    return cases


@pytest.mark.parametrize(("hand", "cards"), _every_sira())
def test_sira_found_in_every_position(hand: str, cards: str) -> None:
    assert names(find_projects(parse_cards(hand), SUN, DEFAULT)) == {f"sira:{cards}"}


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        # Runs use the natural order 7 8 9 T J Q K A whatever the trump.
        ("QS KS AS", {"sira:QS-KS-AS"}),
        ("TD JD QD", {"sira:TD-JD-QD"}),
        ("8C 9C TC", {"sira:8C-9C-TC"}),
        # No wrap-around, no mixed suits, no gaps.
        ("KH AH 7H", set()),
        ("AH 7H 8H", set()),
        ("7H 8H 9S", set()),
        ("7H 8H TH JH", set()),
        ("7S 8S 9S TS", {"fifty:7S-8S-9S-TS", "sira:7S-8S-9S", "sira:8S-9S-TS"}),
        (
            "JD QD KD AD",
            {"fifty:JD-QD-KD-AD", "sira:JD-QD-KD", "sira:QD-KD-AD"},
        ),
        (
            "9C TC JC QC KC",
            {
                "hundred:9C-TC-JC-QC-KC",
                "fifty:9C-TC-JC-QC",
                "fifty:TC-JC-QC-KC",
                "sira:9C-TC-JC",
                "sira:TC-JC-QC",
                "sira:JC-QC-KC",
            },
        ),
        # Two separate runs of one suit, and runs in two suits.
        ("7H 8H 9H JH QH KH", {"sira:7H-8H-9H", "sira:JH-QH-KH"}),
        ("7H 8H 9H QS KS AS", {"sira:7H-8H-9H", "sira:QS-KS-AS"}),
    ],
)
def test_runs_found(hand: str, expected: set[str]) -> None:
    assert names(find_projects(parse_cards(hand), SUN, DEFAULT)) == expected
    assert names(find_projects(parse_cards(hand), HOKUM, DEFAULT)) == expected


@pytest.mark.parametrize(
    ("rank", "contract", "expected"),
    [
        ("T", SUN, "hundred:TS-TH-TD-TC"),
        ("J", SUN, "hundred:JS-JH-JD-JC"),
        ("Q", HOKUM, "hundred:QS-QH-QD-QC"),
        ("K", HOKUM, "hundred:KS-KH-KD-KC"),
        ("A", SUN, "400:AS-AH-AD-AC"),
        ("A", HOKUM, "hundred:AS-AH-AD-AC"),
        ("9", SUN, None),
        ("9", HOKUM, None),
        ("8", SUN, None),
        ("7", HOKUM, None),
    ],
)
def test_four_of_a_kind(rank: str, contract: Contract, expected: str | None) -> None:
    hand = parse_cards(" ".join(rank + s for s in "SHDC"))
    found = find_projects(hand, contract, DEFAULT)
    assert names(found) == ({expected} if expected else set())


def test_three_of_a_kind_is_nothing() -> None:
    assert find_projects(parse_cards("KS KH KD AS"), SUN, DEFAULT) == ()


def test_long_run_candidates_include_every_sub_run() -> None:
    hand = parse_cards("7H 8H 9H TH JH QH KH AH")
    found = find_projects(hand, SUN, DEFAULT)
    # 6 Siras + 5 Fifties + 4+3+2+1 Hundreds
    assert len(found) == 21
    assert len(set(found)) == 21
    assert find_projects(hand, SUN, DEFAULT.replace(split_long_runs=True)) == found


def test_find_projects_is_deterministic_and_order_free() -> None:
    hand = parse_cards("KS KH KD KC QH JH TH AD")
    first = find_projects(hand, SUN, DEFAULT)
    assert find_projects(reversed(hand), SUN, DEFAULT) == first
    assert [str(p) for p in first] == [
        "fifty:TH-JH-QH-KH",
        "sira:TH-JH-QH",
        "sira:JH-QH-KH",
        "hundred:KS-KH-KD-KC",
    ]


# --- declaration_options and best_declaration ----------------------------------


def test_quad_and_run_sharing_a_card_offer_one_or_the_other() -> None:
    """§5.2: a card belongs to only one project."""
    opts = declaration_options(parse_cards("KS KH KD KC QH JH"), SUN, DEFAULT)
    assert [show(o) for o in opts] == ["", "hundred:KS-KH-KD-KC", "sira:JH-QH-KH"]


def test_quad_with_the_rest_of_the_run() -> None:
    opts = declaration_options(parse_cards("KS KH KD KC QH JH TH"), SUN, DEFAULT)
    assert [show(o) for o in opts] == [
        "",
        "hundred:KS-KH-KD-KC + sira:TH-JH-QH",
        "hundred:KS-KH-KD-KC",
        "fifty:TH-JH-QH-KH",
        "sira:JH-QH-KH",
        "sira:TH-JH-QH",
    ]


def test_at_most_two_projects_per_player() -> None:
    """§5.2: even a (too large) hand with three disjoint Siras declares two."""
    hand = parse_cards("7H 8H 9H 7S 8S 9S 7D 8D 9D")
    opts = declaration_options(hand, SUN, DEFAULT)
    assert max(len(o) for o in opts) == 2
    assert len(opts) == 1 + 3 + 3


@pytest.mark.parametrize(
    ("hand", "contract", "expected"),
    [
        ("7S 9H JD KC AS 8D TC QH", SUN, ""),
        ("AS AH AD AC 7H", SUN, "400:AS-AH-AD-AC"),
        ("AS AH AD AC 7H", HOKUM, "hundred:AS-AH-AD-AC"),
        ("KS KH KD KC QS QH QD QC", SUN, "hundred:KS-KH-KD-KC + hundred:QS-QH-QD-QC"),
        # Quad plus the rest of the run beats the Fifty that uses the shared K.
        (
            "KS KH KD KC QH JH TH AD",
            SUN,
            "hundred:KS-KH-KD-KC + sira:TH-JH-QH",
        ),
        # A sequence Hundred outranks the quad, even though quad + Fifty has more GP.
        ("9D TD JD QD KD KS KH KC", SUN, "hundred:9D-TD-JD-QD-KD"),
        # The best single project wins; then the extra project adds GP.
        ("7H 8H 9H TH QS KS AS 7C", HOKUM, "fifty:7H-8H-9H-TH + sira:QS-KS-AS"),
        ("7H 8H 9H JH QH KH 7C AC", SUN, "sira:JH-QH-KH + sira:7H-8H-9H"),
        # A run of 6-8 is one Hundred (default).
        ("7H 8H 9H TH JH QH KH AH", SUN, "hundred:7H-8H-9H-TH-JH-QH-KH-AH"),
        ("8H 9H TH JH QH KH 7S 8S", SUN, "hundred:8H-9H-TH-JH-QH-KH"),
    ],
)
def test_best_declaration(hand: str, contract: Contract, expected: str) -> None:
    assert show(best_declaration(parse_cards(hand), contract, DEFAULT)) == expected


def test_seq100_flag_changes_the_best_declaration() -> None:
    """§9.23 off: all 100s by top card, so four Kings + Fifty beats the K-top run."""
    rules = DEFAULT.replace(seq100_beats_quad100=False)
    hand = parse_cards("9D TD JD QD KD KS KH KC")
    assert show(best_declaration(hand, SUN, rules)) == ("hundred:KS-KH-KD-KC + fifty:9D-TD-JD-QD")


def test_split_flag_splits_a_run_of_eight() -> None:
    """§5.2 flag: a run of 8 may be a Hundred of 5 plus a Sira of 3."""
    hand = parse_cards("7H 8H 9H TH JH QH KH AH")
    default = declaration_options(hand, SUN, DEFAULT)
    assert all(len(o) == 1 for o in default[1:])
    split = DEFAULT.replace(split_long_runs=True)
    pairs = [show(o) for o in declaration_options(hand, SUN, split) if len(o) == 2]
    assert pairs == [
        "hundred:TH-JH-QH-KH-AH + sira:7H-8H-9H",
        "hundred:7H-8H-9H-TH-JH + sira:QH-KH-AH",
    ]
    assert show(best_declaration(hand, SUN, split)) == pairs[0]


@pytest.mark.parametrize(
    "hand",
    ["7H 8H 9H TH JH QH", "8H 9H TH JH QH KH AH", "7S 8S 9S TS JS QS KS AS"],
)
def test_runs_are_never_split_otherwise(hand: str) -> None:
    for rules in (DEFAULT, DEFAULT.replace(split_long_runs=True)):
        for option in declaration_options(parse_cards(hand), SUN, rules):
            if len(option) == 2:
                assert {len(p.cards) for p in option} == {3, 5}
                assert sum(len(p.cards) for p in option) == 8


def test_sub_runs_stay_available() -> None:
    """A shorter Hundred without the trump K can keep Baloot: never pruned."""
    hand = parse_cards("8H 9H TH JH QH KH 7S 8S")
    options = {show(o) for o in declaration_options(hand, HOKUM, DEFAULT)}
    assert "hundred:8H-9H-TH-JH-QH" in options
    assert "fifty:TH-JH-QH-KH" in options


def _reference_projects(hand: tuple[Card, ...], contract: Contract) -> set[str]:
    held = {str(c) for c in hand}
    found = set()
    for suit in "SHDC":
        for low in range(8):
            for length in range(3, 9 - low):
                run = [r + suit for r in "789TJQKA"[low : low + length]]
                if all(c in held for c in run):
                    kind = {3: "sira", 4: "fifty"}.get(length, "hundred")
                    found.add(f"{kind}:" + "-".join(run))
    for rank in "TJQKA":
        if all(rank + s in held for s in "SHDC"):
            kind = "400" if rank == "A" and contract is SUN else "hundred"
            found.add(f"{kind}:" + "-".join(rank + s for s in "SHDC"))
    return found


@pytest.mark.parametrize("seed", range(4))
def test_options_are_consistent_on_random_hands(seed: int) -> None:
    rng = random.Random(seed)
    split = DEFAULT.replace(split_long_runs=True)
    for _ in range(400):
        # Skew towards few suits so runs and quads are common.
        pool = [c for c in DECK if c.suit in rng.sample(SUITS, rng.choice((1, 2, 4)))]
        hand = tuple(rng.sample(pool, 8))
        contract = rng.choice((SUN, HOKUM))
        rules = rng.choice((DEFAULT, split))
        found = find_projects(hand, contract, rules)
        assert names(found) == _reference_projects(hand, contract)
        options = declaration_options(hand, contract, rules)
        assert options[0] == ()
        assert len(set(options)) == len(options)
        assert {o[0] for o in options if len(o) == 1} == set(found)
        for option in options[1:]:
            assert 1 <= len(option) <= 2
            cards = [c for p in option for c in p.cards]
            assert len(cards) == len(set(cards))
            assert set(cards) <= set(hand)
        pairs = {frozenset(o) for o in options if len(o) == 2}
        for i, p in enumerate(found):
            for q in found[i + 1 :]:
                same_suit_runs = p.is_sequence and q.is_sequence
                same_suit_runs = same_suit_runs and p.top.suit is q.top.suit
                if not set(p.cards) & set(q.cards) and not same_suit_runs:
                    assert frozenset((p, q)) in pairs
        best = best_declaration(hand, contract, rules)
        assert best == (options[1] if len(options) > 1 else ())
        if best:
            top = max(project_strength(p, contract, rules) for p in found)
            assert project_strength(best[0], contract, rules) == top


# --- project_strength ----------------------------------------------------------


ASCENDING = [
    "sira:7H-8H-9H",
    "sira:8C-9C-TC",
    "sira:QS-KS-AS",
    "fifty:7D-8D-9D-TD",
    "fifty:JH-QH-KH-AH",
    "hundred:TS-TH-TD-TC",
    "hundred:JS-JH-JD-JC",
    "hundred:KS-KH-KD-KC",
    "hundred:7S-8S-9S-TS-JS",
    "hundred:8S-9S-TS-JS-QS",
    "hundred:TH-JH-QH-KH-AH",
    "400:AS-AH-AD-AC",
]


def test_project_strength_order() -> None:
    projects = [pp(t) for t in ASCENDING]
    keys = [project_strength(p, SUN, DEFAULT) for p in projects]
    assert keys == sorted(keys)
    assert len(set(keys)) == len(keys)


@pytest.mark.parametrize(
    ("lower", "higher", "rules"),
    [
        # §9.23 default: any sequence Hundred beats any four of a kind.
        ("hundred:KS-KH-KD-KC", "hundred:7S-8S-9S-TS-JS", DEFAULT),
        # Off: compared by top card only.
        (
            "hundred:7S-8S-9S-TS-JS",
            "hundred:KS-KH-KD-KC",
            DEFAULT.replace(seq100_beats_quad100=False),
        ),
        ("hundred:KS-KH-KD-KC", "hundred:AS-AH-AD-AC", DEFAULT),
        ("hundred:QS-QH-QD-QC", "hundred:KS-KH-KD-KC", DEFAULT),
        ("hundred:JS-JH-JD-JC", "hundred:QS-QH-QD-QC", DEFAULT),
        ("hundred:TS-TH-TD-TC", "hundred:JS-JH-JD-JC", DEFAULT),
        # Class first: a low Fifty beats the top Sira.
        ("sira:QC-KC-AC", "fifty:7D-8D-9D-TD", DEFAULT),
    ],
)
def test_project_strength_pairs(lower: str, higher: str, rules: HouseRules) -> None:
    low = project_strength(parse_project(lower), HOKUM, rules)
    high = project_strength(parse_project(higher), HOKUM, rules)
    assert low < high


@pytest.mark.parametrize(
    ("a", "b", "rules"),
    [
        ("sira:7H-8H-9H", "sira:7S-8S-9S", DEFAULT),
        ("hundred:7H-8H-9H-TH-JH", "hundred:7S-8S-9S-TS-JS", DEFAULT),
        ("hundred:8H-9H-TH-JH-QH", "hundred:7H-8H-9H-TH-JH-QH", DEFAULT),
        (
            "hundred:8D-9D-TD-JD-QD",
            "hundred:QS-QH-QD-QC",
            DEFAULT.replace(seq100_beats_quad100=False),
        ),
    ],
)
def test_project_strength_ties(a: str, b: str, rules: HouseRules) -> None:
    assert project_strength(pp(a), SUN, rules) == project_strength(pp(b), SUN, rules)


# --- counting_team -------------------------------------------------------------


def decl(**by_seat: str) -> dict[Seat, tuple[Project, ...]]:
    """Seat letter -> space-separated project notations."""
    return {
        Seat.parse(letter): tuple(pp(t) for t in text.split()) for letter, text in by_seat.items()
    }


def test_rules_example_p1() -> None:
    """§10.2 P1 (Hokum ♥): A's top-A Sira beats B's two Siras; A scores."""
    declared = decl(E="sira:TC-JC-QC", W="sira:9D-TD-JD", N="sira:QS-KS-AS")
    team = counting_team(declared, Seat.SOUTH, HOKUM, Suit.HEARTS, DEFAULT)
    assert team is Team.NORTH_SOUTH
    gp = sum(p.game_points(HOKUM) for p in declared[Seat.NORTH])
    assert gp == 2


@pytest.mark.parametrize(
    ("seq_first", "winner"), [(True, Team.EAST_WEST), (False, Team.NORTH_SOUTH)]
)
def test_rules_example_p3(seq_first: bool, winner: Team) -> None:
    """§10.2 P3 (Sun): four Kings against ♦Q-J-10-9-8."""
    declared = decl(S="hundred:KS-KH-KD-KC", E="hundred:8D-9D-TD-JD-QD")
    rules = DEFAULT.replace(seq100_beats_quad100=seq_first)
    assert counting_team(declared, Seat.SOUTH, SUN, None, rules) is winner
    assert declared[Seat.SOUTH][0].game_points(SUN) == 20


@pytest.mark.parametrize(
    ("declared", "leader", "winner"),
    [
        ({}, Seat.SOUTH, None),
        ({Seat.EAST: (), Seat.NORTH: ()}, Seat.SOUTH, None),
        (decl(W="sira:7H-8H-9H"), Seat.SOUTH, Team.EAST_WEST),
        (decl(N="sira:7H-8H-9H"), Seat.EAST, Team.NORTH_SOUTH),
        # Best against best: one Fifty beats two Siras; partners' bests combine.
        (
            decl(S="sira:QS-KS-AS", N="sira:QH-KH-AH", E="fifty:7C-8C-9C-TC"),
            Seat.SOUTH,
            Team.EAST_WEST,
        ),
        (
            decl(S="sira:7S-8S-9S", N="400:AS-AH-AD-AC", E="hundred:7D-8D-9D-TD-JD"),
            Seat.EAST,
            Team.NORTH_SOUTH,
        ),
        (
            decl(S="sira:7H-8H-9H", E="sira:7S-8S-9S sira:JS-QS-KS"),
            Seat.SOUTH,
            Team.EAST_WEST,
        ),
    ],
)
def test_counting_team(
    declared: dict[Seat, tuple[Project, ...]], leader: Seat, winner: Team | None
) -> None:
    assert counting_team(declared, leader, SUN, None, DEFAULT) is winner


@pytest.mark.parametrize(
    ("leader", "winner"),
    [
        (Seat.SOUTH, Team.NORTH_SOUTH),
        (Seat.EAST, Team.EAST_WEST),
        (Seat.NORTH, Team.NORTH_SOUTH),
        (Seat.WEST, Team.NORTH_SOUTH),
    ],
)
def test_tie_goes_to_the_earliest_in_first_trick_order(leader: Seat, winner: Team) -> None:
    """§5.4 step 4 (default): equal bests go to the player nearest the first leader."""
    declared = decl(S="sira:7H-8H-9H", E="sira:7S-8S-9S")
    assert counting_team(declared, leader, SUN, None, DEFAULT) is winner


def test_tie_uses_the_seat_holding_the_best_not_any_partner() -> None:
    declared = decl(S="sira:7C-8C-9C", E="sira:8S-9S-TS", N="sira:8H-9H-TH")
    # Order S E N W: South's Sira is lower; East holds the tying best before North.
    assert counting_team(declared, Seat.SOUTH, SUN, None, DEFAULT) is Team.EAST_WEST


@pytest.mark.parametrize(
    ("tie_break", "contract", "trump", "winner"),
    [
        ("turn_order", HOKUM, Suit.SPADES, Team.NORTH_SOUTH),
        ("trump_first", HOKUM, Suit.SPADES, Team.EAST_WEST),
        ("trump_first", HOKUM, Suit.HEARTS, Team.NORTH_SOUTH),
        ("trump_first", HOKUM, Suit.CLUBS, Team.NORTH_SOUTH),
        ("trump_first", SUN, None, Team.NORTH_SOUTH),
        ("nobody", HOKUM, Suit.SPADES, None),
        ("nobody", SUN, None, None),
    ],
)
def test_project_tie_break_flag(
    tie_break: str, contract: Contract, trump: Suit | None, winner: Team | None
) -> None:
    """§9.22: equal bests by turn order, trump sequence first, or for nobody."""
    declared = decl(S="sira:7H-8H-9H", E="sira:7S-8S-9S")
    rules = DEFAULT.replace(project_tie_break=tie_break)
    assert counting_team(declared, Seat.SOUTH, contract, trump, rules) is winner


def test_trump_first_sees_a_partners_tying_trump_run() -> None:
    declared = decl(S="sira:7H-8H-9H", N="sira:7D-8D-9D", E="sira:7S-8S-9S")
    rules = DEFAULT.replace(project_tie_break="trump_first")
    team = counting_team(declared, Seat.EAST, HOKUM, Suit.DIAMONDS, rules)
    assert team is Team.NORTH_SOUTH


def test_unequal_bests_ignore_the_tie_break() -> None:
    declared = decl(S="sira:7H-8H-9H", E="sira:8S-9S-TS")
    for tie_break in ("turn_order", "trump_first", "nobody"):
        rules = DEFAULT.replace(project_tie_break=tie_break)
        team = counting_team(declared, Seat.SOUTH, HOKUM, Suit.HEARTS, rules)
        assert team is Team.EAST_WEST


# --- Baloot --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("declared", "hundred_or_four", "four_only"),
    [
        ("", False, False),
        # A Sira or Fifty holding trump K and Q never blocks.
        ("sira:JH-QH-KH", False, False),
        ("fifty:TH-JH-QH-KH", False, False),
        ("fifty:JH-QH-KH-AH sira:7S-8S-9S", False, False),
        # A Hundred holding both blocks by default only.
        ("hundred:9H-TH-JH-QH-KH", True, False),
        ("hundred:7H-8H-9H-TH-JH-QH-KH-AH", True, False),
        # A Hundred holding only one of them, or not trumps, does not.
        ("hundred:8H-9H-TH-JH-QH", False, False),
        ("hundred:9S-TS-JS-QS-KS", False, False),
        # Four Kings or four Queens always block.
        ("hundred:KS-KH-KD-KC", True, True),
        ("hundred:QS-QH-QD-QC", True, True),
        ("sira:7S-8S-9S hundred:QS-QH-QD-QC", True, True),
        ("hundred:JS-JH-JD-JC", False, False),
        ("hundred:AS-AH-AD-AC", False, False),
    ],
)
def test_baloot_blocked(declared: str, hundred_or_four: bool, four_only: bool) -> None:
    """§5.6 / §9.24, trump ♥."""
    projects = tuple(pp(t) for t in declared.split())
    assert baloot_blocked(projects, Suit.HEARTS, DEFAULT) is hundred_or_four
    rules = DEFAULT.replace(baloot_block="four_only")
    assert baloot_blocked(projects, Suit.HEARTS, rules) is four_only


@pytest.mark.parametrize(
    ("hand", "trump", "expected"),
    [
        ("KH QH 7S", Suit.HEARTS, True),
        ("KH QS 7S", Suit.HEARTS, False),
        ("KS QS", Suit.HEARTS, False),
        ("KS QS", Suit.SPADES, True),
        ("", Suit.CLUBS, False),
    ],
)
def test_holds_baloot(hand: str, trump: Suit, expected: bool) -> None:
    assert holds_baloot(parse_cards(hand), trump) is expected


def test_baloot_values() -> None:
    assert (BALOOT_GP, BALOOT_RAW) == (2, 20)


# --- Project values and notation -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "sun_gp", "sun_raw", "hokum_gp", "hokum_raw"),
    [
        ("sira:7H-8H-9H", 4, 20, 2, 20),
        ("fifty:7H-8H-9H-TH", 10, 50, 5, 50),
        ("hundred:7H-8H-9H-TH-JH", 20, 100, 10, 100),
        ("hundred:KS-KH-KD-KC", 20, 100, 10, 100),
        ("hundred:AS-AH-AD-AC", 20, 100, 10, 100),
    ],
)
def test_points(text: str, sun_gp: int, sun_raw: int, hokum_gp: int, hokum_raw: int) -> None:
    project = pp(text)
    assert project.game_points(SUN) == sun_gp
    assert project.raw_points(SUN) == sun_raw
    assert project.game_points(HOKUM) == hokum_gp
    assert project.raw_points(HOKUM) == hokum_raw


def test_four_hundred_points_and_hokum() -> None:
    project = pp("400:AS-AH-AD-AC")
    assert (project.game_points(SUN), project.raw_points(SUN)) == (40, 200)
    with pytest.raises(BalootError, match="only in Sun"):
        project.game_points(HOKUM)


@pytest.mark.parametrize(
    ("text", "label", "is_sequence", "top"),
    [
        ("sira:7H-8H-9H", "Sira 7♥ 8♥ 9♥", True, "9H"),
        ("fifty:TD-JD-QD-KD", "Fifty 10♦ J♦ Q♦ K♦", True, "KD"),
        ("hundred:TC-JC-QC-KC-AC", "Hundred 10♣ J♣ Q♣ K♣ A♣", True, "AC"),
        ("hundred:KS-KH-KD-KC", "Hundred (four Kings)", False, "KS"),
        ("hundred:TS-TH-TD-TC", "Hundred (four Tens)", False, "TS"),
        ("400:AS-AH-AD-AC", "Four hundred (four Aces)", False, "AS"),
    ],
)
def test_project_notation(text: str, label: str, is_sequence: bool, top: str) -> None:
    project = pp(text)
    assert str(project) == text
    assert project.label == label
    assert project.is_sequence is is_sequence
    assert str(project.top) == top
    assert parse_project(str(project)) == project


def test_every_project_round_trips() -> None:
    hands = [DECK[s * 8 : s * 8 + 8] for s in range(4)]
    hands += [tuple(c for c in DECK if c.rank.value in "TJQKA")[:16]]
    hands += [tuple(c for c in DECK if c.rank.value in "KA")]
    for contract in (SUN, HOKUM):
        for hand in hands:
            for project in find_projects(hand, contract, DEFAULT):
                assert parse_project(str(project), contract) == project
                assert list(project.cards) == sorted(project.cards, key=lambda c: c.index)


def test_parse_is_lenient_about_case_order_and_spaces() -> None:
    assert parse_project(" Hundred : kc-kd-kh-ks ") == pp("hundred:KS-KH-KD-KC")
    assert parse_project("four_hundred:AC-AD-AH-AS") == pp("400:AS-AH-AD-AC")
    assert parse_project("sira:10H-9H-8H") == pp("sira:8H-9H-TH")


def test_constructor_sorts_and_validates() -> None:
    project = Project(ProjectKind.SIRA, parse_cards("9H 7H 8H"))
    assert project == pp("sira:7H-8H-9H")
    assert hash(project) == hash(pp("sira:7H-8H-9H"))
    with pytest.raises(BalootError, match="not consecutive"):
        Project(ProjectKind.SIRA, parse_cards("7H 8H TH"))


@pytest.mark.parametrize(
    ("text", "contract", "message"),
    [
        (
            "sira:7H-8H-TH",
            None,
            "'sira:7H-8H-TH': 7H 8H TH are not consecutive cards of one suit",
        ),
        ("sira:7H-8H-9S", None, "9S 7H 8H are not consecutive cards of one suit"),
        ("sira:KH-AH-7H", None, "7H KH AH are not consecutive"),
        (
            "fifty:7H-8H-9H",
            None,
            "'fifty:7H-8H-9H': a fifty is 4 consecutive cards, not 3",
        ),
        ("sira:7H-8H-9H-TH", None, "a sira is 3 consecutive cards, not 4"),
        ("hundred:7H-8H-9H-TH", None, "a hundred is 5 to 8 consecutive cards, not 4"),
        ("hundred:9S-9H-9D-9C", None, "'hundred:9S-9H-9D-9C': four 9s score nothing"),
        ("hundred:7S-7H-7D-7C", SUN, "four 7s score nothing"),
        ("hundred:KS-KH-KD", None, "KS KH KD are not consecutive"),
        ("400:QH-KH-AH", None, "a 400 is four Aces, not QH KH AH"),
        ("fifty:KS-KH-KD-KC", None, "four Kings are a hundred, not a fifty"),
        ("400:KS-KH-KD-KC", None, "four Kings are a hundred, not a 400"),
        (
            "400:AS-AH-AD-AC",
            HOKUM,
            "'400:AS-AH-AD-AC': four Aces are a hundred in Hokum",
        ),
        ("hundred:AS-AH-AD-AC", SUN, "four Aces are a 400 in Sun"),
        ("sira:7H-7H-8H", None, "a card appears twice in 7H 7H 8H"),
        ("sira:", None, "no cards given"),
        ("sira:7H-8H-6H", None, "not a Baloot card: '6H'"),
        ("baloot:KH-QH", None, "Baloot (K+Q of trumps) is not declared as a project"),
        ("meld:7H-8H-9H", None, "unknown kind 'meld'"),
        ("7H-8H-9H", None, "'7H-8H-9H': write kind:cards"),
    ],
)
def test_parse_project_errors(text: str, contract: Contract | None, message: str) -> None:
    with pytest.raises(NotationError, match=re.escape(message)):
        parse_project(text, contract)


def test_four_aces_parse_either_way_without_a_contract() -> None:
    assert parse_project("hundred:AS-AH-AD-AC").kind is ProjectKind.HUNDRED
    assert parse_project("400:AS-AH-AD-AC").kind is ProjectKind.FOUR_HUNDRED
    assert parse_project("hundred:AS-AH-AD-AC", HOKUM).kind is ProjectKind.HUNDRED
    assert parse_project("400:AS-AH-AD-AC", SUN).kind is ProjectKind.FOUR_HUNDRED
