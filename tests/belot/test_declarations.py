"""Declarations and belote (BELOT.md §4, §9 rows 5-9).

Contest rows give each seat's declarations in turn order S, E, N, W (team A = S + N,
team B = E + W), ``-`` for none; the first leader is SOUTH.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baloot_tui.core.cards import DECK, card
from baloot_tui.core.errors import NotationError
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.declarations import (
    Declaration,
    _options,
    belote_allowed,
    best_declaration,
    declaration_options,
    has_declaration_cards,
    parse_declaration,
    resolve_contest,
)
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from tests.belot.belot_kit import A, B, cards

# fmt: off
VALUES = [
    ("§4.1 tierce 20", "tierce:7H-8H-9H", DEFAULT_RULES, 20),
    ("§4.1 quarte 50", "quarte:9S-TS-JS-QS", DEFAULT_RULES, 50),
    ("§4.1 quinte 100", "quinte:TD-JD-QD-KD-AD", DEFAULT_RULES, 100),
    ("§4.1 a run of 6 is one quinte", "quinte:9D-TD-JD-QD-KD-AD", DEFAULT_RULES, 100),
    ("§4.1 a run of 7 is one quinte", "quinte:8D-9D-TD-JD-QD-KD-AD", DEFAULT_RULES, 100),
    ("§4.1 a run of 8 is one quinte", "quinte:7C-8C-9C-TC-JC-QC-KC-AC", DEFAULT_RULES, 100),
    ("§9.8 eight_run_split: 100 + 20", "quinte:7C-8C-9C-TC-JC-QC-KC-AC",
     BelotRules(eight_run_split=True), 120),
    ("§9.8 eight_run_split leaves a run of 7 alone", "quinte:8D-9D-TD-JD-QD-KD-AD",
     BelotRules(eight_run_split=True), 100),
    ("§4.1 carré of jacks 200", "carre:JS-JH-JD-JC", DEFAULT_RULES, 200),
    ("§4.1 carré of nines 150", "carre:9S-9H-9D-9C", DEFAULT_RULES, 150),
    ("§4.1 carré of aces 100", "carre:AS-AH-AD-AC", DEFAULT_RULES, 100),
    ("§4.1 carré of tens 100", "carre:TS-TH-TD-TC", DEFAULT_RULES, 100),
    ("§4.1 carré of kings 100", "carre:KS-KH-KD-KC", DEFAULT_RULES, 100),
    ("§4.1 carré of queens 100", "carre:QS-QH-QD-QC", DEFAULT_RULES, 100),
]
# fmt: on


@pytest.mark.parametrize(
    ("text", "rules", "value"), [pytest.param(*row[1:], id=row[0]) for row in VALUES]
)
def test_declaration_values(text: str, rules: BelotRules, value: int) -> None:
    declaration = parse_declaration(text)
    assert declaration.value(rules) == value
    assert str(declaration) == text and parse_declaration(str(declaration)) == declaration


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("carre:7S-7H-7D-7C", "four 7s score nothing"),
        ("carre:8S-8H-8D-8C", "four 8s score nothing"),
        ("tierce:7H-8H-TH", "neither a carré nor 3 or more cards in sequence"),
        ("tierce:7H-8H", "neither a carré nor 3 or more cards in sequence"),
        ("tierce:QH-KH-AH-7H", "neither"),  # §4.1: no wrap from A to 7
        ("tierce:7H-8H-9S", "neither"),
        ("quarte:7H-8H-9H", "is a tierce, not a quarte"),
        ("sira:7H-8H-9H", "kind tierce, quarte, quinte or carre"),
        ("tierce:7H-7H-8H", "appears twice"),
        ("tierce 7H-8H-9H", "write kind:cards"),
    ],
)
def test_declaration_notation_errors(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_declaration(text)


def test_carre_with_accent_and_any_order() -> None:
    assert parse_declaration("Carré:KC-KS-KD-KH") == parse_declaration("carre:KS-KH-KD-KC")


# --- what a hand may declare (§4.1, §4.2, §9.9) --------------------------------------------


def options(hand: str, contract: str = "S", rules: BelotRules = DEFAULT_RULES) -> list[str]:
    found = declaration_options(cards(hand), Contract.parse(contract), rules)
    return [" ".join(str(d) for d in option) for option in found]


# fmt: off
OPTIONS = [
    ("§4.1 nothing to declare", "7S 9S JS KS 7H 9H JH KH", "S", DEFAULT_RULES, [""]),
    ("§4.1 No Trumps: no declarations", "7H 8H 9H TH JH QH KH AH", "NT", DEFAULT_RULES, [""]),
    ("§4.1 All Trumps: declarations allowed", "7H 8H 9H 7S 9S JS KS AC", "AT", DEFAULT_RULES,
     ["", "tierce:7H-8H-9H"]),
    ("§4.1 two disjoint sequences", "7H 8H 9H JD QD KD 7S 9S", "S", DEFAULT_RULES,
     ["", "tierce:7H-8H-9H tierce:JD-QD-KD", "tierce:7H-8H-9H", "tierce:JD-QD-KD"]),
    ("§4.1 the maximal run, not its pieces", "9H TH JH QH KH 7S 9S JD", "S", DEFAULT_RULES,
     ["", "quinte:9H-TH-JH-QH-KH"]),
    ("§4.1 four 7s are no carré", "7S 7H 7D 7C 8S 8H 8D 8C", "S", DEFAULT_RULES, [""]),
    ("§4.2 the player chooses carré or sequence", "TS TH TD TC JH QH 7S 8S", "S",
     DEFAULT_RULES, ["", "carre:TS-TH-TD-TC", "tierce:TH-JH-QH"]),
    ("§9.9 overlap_choice carre_first: the carré takes the card", "TS TH TD TC JH QH 7S 8S", "S",
     BelotRules(overlap_choice="carre_first"), ["", "carre:TS-TH-TD-TC"]),
    ("§4.2 a carré shortens a run", "TS TH TD TC 9H JH QH 7S", "S", DEFAULT_RULES,
     ["", "carre:TS-TH-TD-TC", "quarte:9H-TH-JH-QH"]),
    ("§4.2 a run keeps the cards a carré leaves", "TS TH TD TC 7H 8H 9H QC", "S",
     DEFAULT_RULES,
     ["", "carre:TS-TH-TD-TC tierce:7H-8H-9H", "carre:TS-TH-TD-TC", "quarte:7H-8H-9H-TH"]),
    ("§4.1 two carrés", "JS JH JD JC 9S 9H 9D 9C", "S", DEFAULT_RULES,
     ["", "carre:9S-9H-9D-9C carre:JS-JH-JD-JC", "carre:JS-JH-JD-JC", "carre:9S-9H-9D-9C"]),
]
# fmt: on


@pytest.mark.parametrize(
    ("hand", "contract", "rules", "expected"),
    [pytest.param(*row[1:], id=row[0]) for row in OPTIONS],
)
def test_declaration_options(
    hand: str, contract: str, rules: BelotRules, expected: list[str]
) -> None:
    assert options(hand, contract, rules) == expected


def test_best_declaration_is_worth_the_most() -> None:
    best = best_declaration(cards("TS TH TD TC 7H 8H 9H QC"), Contract.SPADES, DEFAULT_RULES)
    assert [str(d) for d in best] == ["carre:TS-TH-TD-TC", "tierce:7H-8H-9H"]
    assert best_declaration(cards("7S 9S"), Contract.NO_TRUMPS, DEFAULT_RULES) == ()


# --- the contests (§4.4, §9 rows 5-7) --------------------------------------------------------


def declared(row: str) -> tuple[tuple[Declaration, ...], ...]:
    """``"tierce:7H-8H-9H | - | carre:... | -"``: S, E, N, W."""
    seats = [part.strip() for part in row.split("|")]
    assert len(seats) == 4
    return tuple(
        () if part == "-" else tuple(parse_declaration(t) for t in part.split()) for part in seats
    )


SINGLE_POOL = BelotRules(declaration_contest="single_pool")
NATURAL_CARRES = BelotRules(carre_order="natural")
FIRST_IN_TURN = BelotRules(sequence_tie="first_in_turn")

# fmt: off
CONTESTS = [
    # id, declarations S | E | N | W, rules, contract, raw A, raw B
    ("§4.4 only one team declared: it scores all",
     "tierce:7H-8H-9H | - | quarte:TS-JS-QS-KS | -", DEFAULT_RULES, "S", 70, 0),
    ("§4.4 the longer sequence wins",
     "tierce:QH-KH-AH | quarte:7D-8D-9D-TD | - | -", DEFAULT_RULES, "S", 0, 50),
    ("§4.4 a 6-run beats a 5-run",
     "quinte:TH-JH-QH-KH-AH | quinte:7D-8D-9D-TD-JD-QD | - | -", DEFAULT_RULES, "S", 0, 100),
    ("§4.4 equal length: the higher top card wins",
     "tierce:7H-8H-9H | tierce:8D-9D-TD | - | -", DEFAULT_RULES, "S", 0, 20),
    ("§4.4 one better sequence beats two weaker ones",
     "tierce:7H-8H-9H | tierce:JD-QD-KD | tierce:TC-JC-QC tierce:9S-TS-JS | -",
     DEFAULT_RULES, "S", 0, 20),
    ("§4.4 the winner's weaker sequences count too",
     "tierce:7H-8H-9H | quarte:TD-JD-QD-KD | - | tierce:7C-8C-9C", DEFAULT_RULES, "S", 0, 70),
    ("§4.4 equal best sequences: nobody scores sequences",
     "tierce:7H-8H-9H tierce:7C-8C-9C | tierce:7D-8D-9D | - | -", DEFAULT_RULES, "S", 0, 0),
    ("§4.4 the suit never matters, even the trump",
     "tierce:7H-8H-9H | tierce:7D-8D-9D | - | -", DEFAULT_RULES, "D", 0, 0),
    ("§9.6 sequence_tie first_in_turn: nearer the first leader",
     "tierce:7H-8H-9H | tierce:7D-8D-9D | - | -", FIRST_IN_TURN, "C", 20, 0),
    ("§9.6 sequence_tie first_in_turn: the trump suit first",
     "tierce:7H-8H-9H | tierce:7D-8D-9D | - | -", FIRST_IN_TURN, "D", 0, 20),
    ("§4.4 carrés: J beats 9",
     "carre:9S-9H-9D-9C | carre:JS-JH-JD-JC | - | -", DEFAULT_RULES, "S", 0, 200),
    ("§4.4 carrés: 9 beats A",
     "carre:AS-AH-AD-AC | - | - | carre:9S-9H-9D-9C", DEFAULT_RULES, "S", 0, 150),
    ("§4.4 carrés: A beats 10",
     "carre:TS-TH-TD-TC | carre:AS-AH-AD-AC | - | -", DEFAULT_RULES, "S", 0, 100),
    ("§4.4 carrés: 10 beats K", "carre:KS-KH-KD-KC | carre:TS-TH-TD-TC | - | -",
     DEFAULT_RULES, "S", 0, 100),
    ("§4.4 carrés: K beats Q", "carre:QS-QH-QD-QC | carre:KS-KH-KD-KC | - | -",
     DEFAULT_RULES, "S", 0, 100),
    ("§9.7 carre_order natural: K beats 10", "carre:KS-KH-KD-KC | carre:TS-TH-TD-TC | - | -",
     NATURAL_CARRES, "S", 100, 0),
    ("§9.7 carre_order natural: Q beats 10", "carre:QS-QH-QD-QC | carre:TS-TH-TD-TC | - | -",
     NATURAL_CARRES, "S", 100, 0),
    ("§9.7 carre_order natural: A still beats K", "carre:KS-KH-KD-KC | carre:AS-AH-AD-AC | - | -",
     NATURAL_CARRES, "S", 0, 100),
    ("§4.4 two contests: A's carré and B's tierce both score",
     "carre:9S-9H-9D-9C | tierce:7D-8D-9D | - | -", DEFAULT_RULES, "S", 150, 20),
    ("§4.4 the carré winner scores all its carrés",
     "carre:KS-KH-KD-KC | carre:QS-QH-QD-QC | carre:AS-AH-AD-AC | -", DEFAULT_RULES, "S",
     200, 0),
    ("§9.5 single_pool: value first, a quarte beats a tierce",
     "tierce:QH-KH-AH | quarte:7D-8D-9D-TD | - | -", SINGLE_POOL, "S", 0, 50),
    ("§9.5 single_pool: the carré winner takes the sequences too",
     "carre:9S-9H-9D-9C | tierce:7D-8D-9D | - | -", SINGLE_POOL, "S", 150, 0),
    ("§9.5 single_pool: a carré beats an equal-value quinte",
     "quinte:7H-8H-9H-TH-JH | carre:KS-KH-KD-KC | - | -",
     SINGLE_POOL, "S", 0, 100),
    ("§9.5 single_pool: a carré of jacks beats a quinte",
     "quinte:7H-8H-9H-TH-JH-QH | carre:JS-JH-JD-JC | - | -",
     SINGLE_POOL, "S", 0, 200),
    ("§9.5 single_pool: equal best sequences cancel everything",
     "tierce:7H-8H-9H | tierce:7D-8D-9D | - | -", SINGLE_POOL, "S", 0, 0),
]
# fmt: on


@pytest.mark.parametrize(
    ("row", "rules", "contract", "raw_a", "raw_b"),
    [pytest.param(*row[1:], id=row[0]) for row in CONTESTS],
)
def test_contests(row: str, rules: BelotRules, contract: str, raw_a: int, raw_b: int) -> None:
    contest = resolve_contest(declared(row), Seat.SOUTH, Contract.parse(contract), rules)
    assert (contest.raw(A, rules), contest.raw(B, rules)) == (raw_a, raw_b)


def test_contest_reports_each_winner() -> None:
    contest = resolve_contest(
        declared("carre:9S-9H-9D-9C | tierce:7D-8D-9D | - | -"),
        Seat.SOUTH,
        Contract.SPADES,
        DEFAULT_RULES,
    )
    assert (contest.sequences_to, contest.carres_to) == (B, A)
    assert [len(d) for d in contest.counted] == [1, 1, 0, 0]


# --- belote (§4.6) -----------------------------------------------------------------------

# fmt: off
BELOTES = [
    # id, contract, card played, hand after, trick so far, allowed
    ("§4.6 trump K led, Q held", "H", "KH", "QH 7S", "", True),
    ("§4.6 trump Q following the trump lead", "H", "QH", "KH", "7H", True),
    ("§4.6 trump K trumping a plain lead", "H", "KH", "QH", "AS", True),
    ("§4.6 the other card already played", "H", "KH", "7S", "", False),
    ("§4.6 not the trump suit", "H", "KS", "QS", "", False),
    ("§4.6 not K or Q", "H", "JH", "QH KH", "", False),
    ("§4.6 No Trumps: never", "NT", "KH", "QH", "", False),
    ("§4.6 All Trumps: any suit, led", "AT", "QS", "KS", "", True),
    ("§4.6 All Trumps: following suit", "AT", "KD", "QD", "7D", True),
    ("§4.6 All Trumps: a discard forfeits it", "AT", "KH", "QH", "7S", False),
]
# fmt: on


@pytest.mark.parametrize(
    ("contract", "played", "after", "trick", "allowed"),
    [pytest.param(*row[1:], id=row[0]) for row in BELOTES],
)
def test_belote_allowed(contract: str, played: str, after: str, trick: str, allowed: bool) -> None:
    assert (
        belote_allowed(card(played), cards(after), cards(trick), Contract.parse(contract))
        is allowed
    )


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("QS KS AS 7H 9H JD 8C TC", True),  # the highest run starts at the queen
        ("KS AS 7H 8D TD QD 9C JC", False),  # K-A of one suit and the 7 of the next: no run
        ("7S 7H 7D 7C 9S JH KD AC", False),  # four sevens are no carré (§4.1)
        ("9S 9H 9D 9C 7S JH KD AC", True),
    ],
)
def test_has_declaration_cards(hand: str, expected: bool) -> None:
    assert has_declaration_cards(sum(c.bit for c in cards(hand))) is expected


@given(st.sets(st.sampled_from(DECK), min_size=8, max_size=8))
def test_has_declaration_cards_agrees_with_the_search(hand: set[object]) -> None:
    """The bit test says yes exactly when the full search finds a declaration."""
    mask = sum(c.bit for c in DECK if c in hand)
    assert has_declaration_cards(mask) is any(_options(mask, "player"))
