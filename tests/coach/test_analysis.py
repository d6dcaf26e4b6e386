"""The coach's analysis: the expert's figures for every option, reproducible and sensible."""

from __future__ import annotations

import random

import pytest

from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.coach import analysis
from baloot_tui.games.baloot.coach.analysis import (
    CONFIDENCE,
    EQUAL_MARGIN,
    AnalysisError,
    Valuer,
    analyse,
    decision_key,
    hand_strengths,
    unit_for,
)
from baloot_tui.games.baloot.coach.quiz import grade
from baloot_tui.games.baloot.coach.review import Decision, review
from baloot_tui.games.baloot.coach.words import reason_words, strength_title
from baloot_tui.games.baloot.rules import (
    Bid,
    Call,
    Declare,
    Pass,
    Phase,
    PlayerView,
    Seat,
    card,
    parse_cards,
)
from baloot_tui.games.baloot.rules.actions import PlayCard
from baloot_tui.games.baloot.rules.match import new_match
from baloot_tui.games.baloot.words import option_words
from tests.coach.learn_kit import auction_state

KINDS = ("bidding", "doubling", "declare", "play")


def kind_of(view: PlayerView) -> str:
    if view.phase is Phase.PLAYING:
        return "declare" if isinstance(view.legal_actions[0], Declare) else "play"
    return view.phase.value


@pytest.fixture(scope="module")
def positions() -> dict[str, PlayerView]:
    """The first decision of each kind with a real choice in seeded medium-bot games."""
    found: dict[str, PlayerView] = {}
    bots = [make_bot("medium") for _ in SEATS]
    deals, choices = random.Random(2), random.Random(3)
    match = new_match()
    while len(found) < len(KINDS) + 1:
        if match.needs_deal:
            match = match.deal_random(deals)
            continue
        hand = match.current
        assert hand is not None and hand.to_act is not None
        view = hand.view(hand.to_act)
        if len(view.legal_actions) > 1:
            found.setdefault(kind_of(view), view)
        elif view.phase is Phase.PLAYING:
            found.setdefault("single", view)
        match = match.apply(bots[hand.to_act].choose(view, view.legal_actions, choices))
    return found


@pytest.mark.parametrize("kind", KINDS)
def test_the_same_seed_gives_the_same_figures(positions: dict[str, PlayerView], kind: str) -> None:
    view = positions[kind]
    assert analyse(view, random.Random(5), 12) == analyse(view, random.Random(5), 12)


@pytest.mark.parametrize("kind", KINDS)
def test_every_option_is_valued_once_best_first(
    positions: dict[str, PlayerView], kind: str
) -> None:
    view = positions[kind]
    values = analyse(view, random.Random(1), 12)
    assert sorted(map(str, (v.action for v in values))) == sorted(map(str, view.legal_actions))
    points = [v.expected_points for v in values]
    assert points == sorted(points, reverse=True)
    assert all(v.reasons and "game points" in reason_words(v.reasons[-1]) for v in values)


def test_a_card_carries_the_rule_that_allows_it(positions: dict[str, PlayerView]) -> None:
    view = positions["play"]
    rules = {o.card: option_words(o) for o in view.card_options}
    for value in analyse(view, random.Random(1), 8):
        assert isinstance(value.action, PlayCard)
        assert reason_words(value.reasons[0]) == rules[value.action.card]


def test_card_figures_are_the_experts_over_the_experts_worlds(
    positions: dict[str, PlayerView],
) -> None:
    """The coach samples worlds as the expert plays (weighted, then resampled) and values each
    card with the expert's search in the figure's unit (game points, far from the target)."""
    view = positions["play"]
    assert unit_for(view) == "game_points"
    expert = Valuer(unit="game_points")
    rng = random.Random(7)
    worlds = expert.worlds(view, 10, rng)
    cards = [a.card.index for a in view.legal_actions if isinstance(a, PlayCard)]
    expected = {
        card: total / len(worlds)
        for card, total in zip(cards, expert.card_values(view, cards, worlds, rng), strict=True)
    }
    figures = {
        v.action.card.index: v.expected_points
        for v in analyse(view, random.Random(7), 10)
        if isinstance(v.action, PlayCard)
    }
    assert figures == pytest.approx(expected)


def test_a_single_option_needs_no_search(positions: dict[str, PlayerView]) -> None:
    view = positions["single"]
    (only,) = analyse(view, random.Random(0), 50)
    assert only.action == view.legal_actions[0] and only.expected_points == 0.0
    assert reason_words(only.reasons[-1]) == "the only legal action"


def test_a_view_off_turn_is_refused() -> None:
    state = auction_state(parse_cards("7S 8S QD 9C 8H"), card("7D"), Seat.WEST, ())
    with pytest.raises(AnalysisError, match="NORTH has nothing to decide"):
        analyse(state.view(Seat.NORTH), random.Random(0), 4)


@pytest.mark.parametrize(
    ("hand", "face", "better", "worse"),
    [
        ("JH 9H AH 7H 8S", "KH", Bid(Seat.SOUTH, Call.HOKUM), Pass(Seat.SOUTH)),
        ("JH 9H AH 7H 8S", "KH", Bid(Seat.SOUTH, Call.HOKUM), Bid(Seat.SOUTH, Call.SUN)),
        ("7S 8S 7D 8C 9C", "7H", Pass(Seat.SOUTH), Bid(Seat.SOUTH, Call.SUN)),
        ("7S 8S 7D 8C 9C", "7H", Pass(Seat.SOUTH), Bid(Seat.SOUTH, Call.HOKUM)),
    ],
)
def test_clear_hands_are_valued_in_the_obvious_order(
    hand: str, face: str, better: Bid | Pass, worse: Bid | Pass
) -> None:
    view = auction_state(parse_cards(hand), card(face), Seat.WEST, ()).view(Seat.SOUTH)
    values = {v.action: v.expected_points for v in analyse(view, random.Random(1), 24)}
    assert values[better] > values[worse]


def test_declaring_a_project_is_worth_more_than_hiding_it(positions: dict[str, PlayerView]) -> None:
    view = positions["declare"]
    values = {v.action: v.expected_points for v in analyse(view, random.Random(1), 128)}
    nothing = Declare(view.seat, ())
    assert all(points >= values[nothing] for points in values.values())


@pytest.mark.parametrize(
    ("dealer", "earlier", "titles"),
    [
        (Seat.WEST, (), ["Hokum ♥", "Sun"]),
        (
            Seat.EAST,
            (Pass(Seat.NORTH), Pass(Seat.WEST)),
            ["Hokum ♥", "Sun", "Ashkal (Sun without it)"],
        ),
    ],
)
def test_the_strength_lines_show_ashkal_only_when_it_may_be_called(
    dealer: Seat, earlier: tuple[Pass, ...], titles: list[str]
) -> None:
    state = auction_state(parse_cards("JH 9H AS 7C 8C"), card("KH"), dealer, earlier)
    lines = hand_strengths(state.view(Seat.SOUTH))
    assert [strength_title(line) for line in lines] == titles
    hokum = lines[0]
    assert dict(hokum.components())["trump jack"] == 26 and hokum.enough


def test_strength_lines_only_during_the_auction(positions: dict[str, PlayerView]) -> None:
    assert hand_strengths(positions["play"]) == ()
    lines = hand_strengths(positions["bidding"])
    assert lines and all(line.components() for line in lines)
    assert all(line.enough == (line.strength.total >= line.threshold) for line in lines)


# ----------------------------------------------------------------- one shared analysis


@pytest.mark.parametrize("kind", KINDS)
def test_every_option_is_valued_on_the_same_worlds(
    positions: dict[str, PlayerView], kind: str
) -> None:
    values = analyse(positions[kind], random.Random(2), 96)
    best, *others = values
    assert {v.worlds for v in values} == {best.worlds} and 0 < best.worlds <= 96
    assert (best.standing, best.gap, best.uncertainty) == ("best", 0.0, 0.0)
    for value in others:
        assert value.gap == pytest.approx(best.expected_points - value.expected_points)
        assert value.uncertainty >= 0
        if value.settled and value.standing == "equal":
            assert value.gap + CONFIDENCE * value.uncertainty <= EQUAL_MARGIN
        if value.settled and value.standing == "worse":
            assert value.gap - CONFIDENCE * value.uncertainty >= EQUAL_MARGIN
        if not value.settled:
            assert best.worlds == 96  # sampling stops early only once every option settles


def test_a_clear_decision_stops_sampling_early() -> None:
    view = auction_state(parse_cards("7S 8S QD 9C 8H"), card("7D"), Seat.WEST, ()).view(Seat.SOUTH)
    values = analyse(view, random.Random(4), 512)
    assert all(v.settled for v in values)
    assert values[0].worlds < 512 and values[0].action == Pass(Seat.SOUTH)


def test_in_the_auction_it_counts_who_buys() -> None:
    view = auction_state(parse_cards("JH 9H AH 7H 8S"), card("KH"), Seat.WEST, ()).view(Seat.SOUTH)
    values = {v.action: v for v in analyse(view, random.Random(1), 64)}
    hokum = values[Bid(Seat.SOUTH, Call.HOKUM)]
    assert hokum.our_contract is not None and hokum.their_contract is not None
    assert hokum.our_contract > 0.8  # a Sun by someone else is the only way past it
    passing = values[Pass(Seat.SOUTH)]
    assert passing.our_contract is not None and passing.their_contract is not None
    assert passing.our_contract + passing.their_contract <= 1.0


def test_without_a_seed_the_decision_seeds_itself(positions: dict[str, PlayerView]) -> None:
    view = positions["bidding"]
    first = analyse(view, budget=64)
    analysis._ANALYSED.clear()
    assert analyse(view, budget=64) == first
    assert analyse(view, budget=64) is analyse(view, budget=64)  # asked twice, analysed once
    assert decision_key(view) != decision_key(positions["play"])


def test_the_coach_the_quiz_and_the_review_agree(positions: dict[str, PlayerView]) -> None:
    """One decision: the same best option and figures in the coach panel, a grade and a review."""
    view = positions["bidding"]
    coach = analyse(view)
    chosen = view.legal_actions[-1]
    graded = grade(view, chosen)
    (reviewed,) = review(view.seat, [Decision(1, len(view.history), view, chosen)]).items
    assert graded.best == reviewed.best == coach[0]
    assert graded.chosen == reviewed.taken == next(v for v in coach if v.action == chosen)
    assert graded.loss == reviewed.loss
