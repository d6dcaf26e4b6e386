"""Sawa (RULES.md §7.2): a claim is accepted only if it holds against every defence."""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

import pytest

from baloot_tui.core.cards import DECK, SUITS, Card, Suit
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.rules.actions import Sawa
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.round import RoundState, sawa_holds, start_hand
from baloot_tui.games.baloot.rules.sawa import claim_holds
from baloot_tui.games.baloot.rules.tricks import legal_cards, winning_position
from tests.rules.rules_kit import DEALER, P1, P2, P3, cards, deck_for_hands, play_cards, run


def holds(
    trump: str, hands: str, claimer: Seat = P1, leader: Seat = P1, closed: bool = False
) -> bool:
    """``hands`` is four hands S / E / N / W separated by slashes."""
    held = [cards(h) for h in hands.split("/")]
    return claim_holds(
        held,
        claimer,
        (),
        leader,
        None if trump == "-" else Suit.parse(trump),
        closed,
        DEFAULT_RULES,
    )


CLAIMS: list[tuple[str, str, str, bool]] = [
    ("top cards", "-", "AS AH / 7S 7H / 8S 8H / 9S 9H", True),
    ("top cards, hokum", "D", "AS AH / 7S 7H / 8S 8H / 9S 9H", True),
    ("defender can ruff", "D", "AS AH / 7S 7D / 8S 8H / 9S 9H", False),
    ("the same in Sun: no ruff", "-", "AS AH / 7S 7D / 8S 8H / 9S 9H", True),
    ("a low card loses", "-", "AS 7H / 8S AH / 9S 8H / TS 9H", False),
    ("partner must cooperate", "-", "7H AS / 9H 7S / AH 8H / TH 8S", True),
    ("forced trump, forced over-trump", "H", "AC AD / 9H 8C / JH 8S / 7D 9S", True),
    ("over-trump not possible", "H", "AC AD / 9H 8C / 8H 8S / 7D 9S", False),
    ("trump master", "H", "JH 9H / 7S 8S / AS TS / KS QS", True),
    ("second-best trump loses to the Jack", "H", "9H AH / JH 8S / AS TS / KS QS", False),
]


@pytest.mark.parametrize(
    ("trump", "hands", "expected"),
    [row[1:] for row in CLAIMS],
    ids=[row[0] for row in CLAIMS],
)
def test_claim(trump: str, hands: str, expected: bool) -> None:
    assert holds(trump, hands) is expected


@pytest.mark.parametrize(
    ("hands", "settled"),
    [
        ("AS AH / 7S 7H / 8S 8H / 9S 9H", True),
        ("7H AS / 9H 7S / AH 8H / TH 8S", False),  # North must overtake with the A♥
    ],
)
def test_a_claim_the_cards_settle_holds_whatever_anybody_plays(hands: str, settled: bool) -> None:
    held = [cards(h) for h in hands.split("/")]
    assert claim_holds(held, P1, (), P1, None, False, DEFAULT_RULES)
    assert claim_holds(held, P1, (), P1, None, False, DEFAULT_RULES, every_line=True) is settled


def test_claim_by_partner_of_the_leader() -> None:
    # N's claim is judged for the team: S leads, and NS must take every trick.
    assert holds("-", "AS AH / 7S 7H / 8S 8H / 9S 9H", claimer=P3)
    assert not holds("-", "AS AH / 7S 7H / 8S 8H / 9S 9H", claimer=P2)


def test_closed_game_changes_the_claim() -> None:
    # Open: S draws the last trump with JH, then AS wins. Closed: S must lead AS
    # while holding a side card, and EAST ruffs it.
    hands = "JH AS / 7H 8D / 8S 9D / 9S TD"
    assert holds("H", hands)
    assert not holds("H", hands, closed=True)


def naive_holds(
    hands: Sequence[Sequence[Card]],
    claimer: Seat,
    leader: Seat,
    trump: Suit | None,
    closed: bool,
    rules: HouseRules,
) -> bool:
    """A plain minimax over every legal card, as the reference for the search."""

    def turn(held: list[tuple[Card, ...]], lead: Seat, table: tuple[Card, ...]) -> bool:
        if len(table) == 4:
            winner = SEATS[(lead + winning_position(table, trump)) % 4]
            if winner.team is not claimer.team:
                return False
            return not any(held) or turn(held, winner, ())
        seat = SEATS[(lead + len(table)) % 4]
        outcomes = []
        for c in legal_cards(held[seat], table, trump, closed, rules):
            after = list(held)
            after[seat] = tuple(x for x in held[seat] if x is not c)
            outcomes.append(turn(after, lead, (*table, c)))
        return any(outcomes) if seat.team is claimer.team else all(outcomes)

    return turn([tuple(h) for h in hands], leader, ())


@pytest.mark.parametrize("seed", range(60))
def test_search_agrees_with_plain_minimax(seed: int) -> None:
    rng = random.Random(seed)
    size = rng.choice((1, 2, 3, 3))
    deck = list(DECK)
    rng.shuffle(deck)
    # Bias towards few suits so following, trumping and over-trumping all happen.
    suits = rng.sample(SUITS, rng.choice((2, 3, 4)))
    pool = [c for c in deck if c.suit in suits][: 4 * size]
    if len(pool) < 4 * size:
        pool = deck[: 4 * size]
    hands = [tuple(pool[i * size : (i + 1) * size]) for i in range(4)]
    trump = rng.choice((None, *suits))
    leader = rng.choice(SEATS)
    closed = trump is not None and rng.random() < 0.3
    rules = rng.choice(
        (
            DEFAULT_RULES,
            HouseRules(partner_exemption=False),
            HouseRules(must_undertrump=False),
            HouseRules(overtrump_on_trump_lead_even_if_partner_winning=True),
        )
    )
    for claimer in (leader, leader.next):
        expected = naive_holds(hands, claimer, leader, trump, closed, rules)
        assert claim_holds(hands, claimer, (), leader, trump, closed, rules) is expected


# --- Sawa in a hand: who, when, and the score ------------------------------------------------

HANDS = {
    P1: "AS TS KS QS AH TH KH 7D",
    P2: "AD 7S 8S 9S JS 7C 8C 9C",
    P3: "QH JH 9H 8H 7H KD QD JD",
    Seat.WEST: "TD 9D 8D TC JC QC KC AC",
}


#: SOUTH holds only top cards: no defence takes a trick from him.
TOP_HANDS = {
    P1: "AS TS KS QS AH TH KH QH",
    P2: "7S 8S 9S JS AD 7C 8C 9C",
    P3: "JH 9H 8H 7H KD QD JD 7D",
    Seat.WEST: "TD 9D 8D TC JC QC KC AC",
}


def sun_by_south(hands: dict[Seat, str] = HANDS, face: str = "7D") -> RoundState:
    """SOUTH (P1) bought Sun on the face-up card; play is about to start."""
    deck = deck_for_hands(DEALER, face, hands, P1)
    return run(start_hand(deck, DEALER), "S sun")


def test_sawa_after_losing_a_trick_scores_the_rest_and_the_last_trick() -> None:
    state = play_cards(sun_by_south(), "7D AD KD TD 7S 7H QC AS")
    assert state.to_act is P1 and state.play is not None
    assert state.play.abnat == (14, 25)
    assert sawa_holds(state, P1)
    done = state.apply(Sawa(P1))
    assert done.is_over and done.result is not None and done.result.score is not None
    assert done.result.sawa is P1
    score = done.result.score
    assert score.abnat == (14 + 81 + 10, 25)
    assert done.play is not None and done.play.tricks_won == (7, 1)
    assert done.result.points == (21, 5)
    assert done.hands == ((), (), (), ())
    assert done.history[-1] == Sawa(P1)


def test_sawa_for_every_trick_is_a_kaboot() -> None:
    state = play_cards(sun_by_south(TOP_HANDS, "QH"), "AS 7S 7H QC")
    done = state.apply(Sawa(P1))
    assert done.result is not None and done.result.score is not None
    assert done.result.score.outcome == "kaboot"
    assert done.result.points == (44, 0)


def test_a_claim_that_can_fail_is_refused() -> None:
    state = play_cards(sun_by_south(), "AH 8S 7H TD")
    assert state.to_act is P1
    assert not sawa_holds(state, P1)
    with pytest.raises(IllegalActionError, match=r"sawa_not_sure \(seat S\)"):
        state.apply(Sawa(P1))


@pytest.mark.parametrize(
    ("cards_played", "claimer", "message"),
    [
        ("", P1, "sawa_in_play_only (phase bidding)"),
        ("AS 7S 7H QC", P2, "sawa_on_lead_only (seat S)"),
        ("AS 7S 7H QC TS", P2, "sawa_not_mid_trick (seat E)"),
        ("AS 7S 7H QC TS", P1, "sawa_not_mid_trick (seat E)"),
    ],
)
def test_only_the_player_on_lead_from_trick_2(
    cards_played: str, claimer: Seat, message: str
) -> None:
    state = play_cards(sun_by_south(), cards_played) if cards_played else sun_by_south()
    if not cards_played:
        deck = deck_for_hands(DEALER, "7D", HANDS, P1)
        state = start_hand(deck, DEALER)
    before = hash(state)
    with pytest.raises(IllegalActionError, match=re.escape(message)):
        state.apply(Sawa(claimer))
    assert hash(state) == before


def test_no_sawa_on_trick_1() -> None:
    state = sun_by_south()
    assert state.to_act is P1
    with pytest.raises(IllegalActionError, match="sawa_from_trick_2"):
        state.apply(Sawa(P1))


def test_sawa_is_never_listed_as_a_legal_action() -> None:
    state = play_cards(sun_by_south(TOP_HANDS, "QH"), "AS 7S 7H QC")
    assert sawa_holds(state, P1)
    assert not any(isinstance(a, Sawa) for a in state.legal_actions())
    assert not any(isinstance(a, Sawa) for a in state.view(P1).legal_actions)
