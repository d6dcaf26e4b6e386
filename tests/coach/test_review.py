"""Hand review: decisions replayed from a record, graded on the seat's worlds, costliest first."""

from __future__ import annotations

import random

import pytest

from baloot_tui.games.baloot.coach.analysis import OptionValue, analyse, expected_call
from baloot_tui.games.baloot.coach.learning import decisions
from baloot_tui.games.baloot.coach.lessons import describe_scene, scene_of
from baloot_tui.games.baloot.coach.review import Decision, review
from baloot_tui.games.baloot.rules import (
    MatchState,
    Phase,
    PlayerView,
    Seat,
    new_match,
    record,
    start_hand,
)
from baloot_tui.games.baloot.rules.actions import Sawa
from baloot_tui.games.baloot.rules.round import shuffled_deck
from tests.coach.learn_kit import sawa_match
from tests.coach.option_kit import options


def played_match(seed: int) -> MatchState:
    """One hand dealt from ``seed``: calls by the evaluation, then always the first legal card."""
    match = new_match(first_dealer=Seat.WEST).deal(shuffled_deck(random.Random(seed)))
    while match.current is not None:
        hand = match.current
        seat = hand.to_act
        assert seat is not None
        if hand.phase is Phase.BIDDING:
            action = expected_call(hand.bidding, hand.hands[seat], hand.face_card, hand.rules)
        else:
            action = hand.legal_actions()[-1]
        match = match.apply(action)
    return match


@pytest.fixture(scope="module")
def loaded() -> MatchState:
    """The match written with ``record.dumps`` and read back, as ``baloot review`` does."""
    original = played_match(5)
    assert original.hands[0].result is not None and original.hands[0].result.kind == "played"
    return record.loads(record.dumps(original, seed=5)).match


def test_decisions_are_the_seats_own_with_real_choices(loaded: MatchState) -> None:
    found = decisions(loaded, Seat.SOUTH)
    hand = loaded.hands[0]
    assert found
    for decision in found:
        assert decision.view.seat is Seat.SOUTH and decision.view.is_my_turn
        assert decision.action in decision.view.legal_actions
        assert len(decision.view.legal_actions) > 1
        assert hand.history[decision.step] == decision.action
    assert [d.step for d in found] == sorted(d.step for d in found)


def scripted(view: PlayerView, rng: random.Random | None, budget: int) -> tuple[OptionValue, ...]:
    """A stub analysis: the last legal option is worth 0, each earlier one 3 points more (each
    gap ± 0.1, so every grade is settled)."""
    legal = view.legal_actions
    return options([(a, 3.0 * (len(legal) - 1 - i)) for i, a in enumerate(legal)], error=0.1)


def test_review_with_a_stub_grades_exactly_and_sorts_costliest_first(loaded: MatchState) -> None:
    found = decisions(loaded, Seat.SOUTH)
    result = review(Seat.SOUTH, found, seed=1, analyser=scripted)
    expected = {(d.hand_number, d.step): 3.0 * d.view.legal_actions.index(d.action) for d in found}
    assert {(i.decision.hand_number, i.decision.step): i.loss for i in result.items} == expected
    losses = [i.loss for i in result.items]
    assert losses == sorted(losses, reverse=True)
    assert result.total_loss == sum(expected.values())
    assert all(i.best.action == i.decision.view.legal_actions[0] for i in result.items)


@pytest.mark.parametrize(
    ("loss", "verdict"),
    [(0.0, "good"), (1.0, "good"), (3.0, "inaccuracy"), (6.0, "mistake"), (9.0, "blunder")],
)
def test_verdict_words_follow_the_loss(loaded: MatchState, loss: float, verdict: str) -> None:
    decision = decisions(loaded, Seat.SOUTH)[0]
    legal = decision.view.legal_actions
    other = next(a for a in legal if a != decision.action)

    def valued(view: PlayerView, rng: random.Random | None, budget: int) -> tuple[OptionValue, ...]:
        return options([(decision.action, 0.0), (other, loss)], error=0.1)

    (item,) = review(Seat.SOUTH, [decision], seed=0, analyser=valued).items
    assert item.verdict == verdict
    assert ("the best choice" in item.summary()) == (loss == 0)
    assert ("a tie with the best" in item.summary()) == (loss == 1.0)


def test_a_grade_the_deals_cannot_settle_says_so_and_costs_nothing(loaded: MatchState) -> None:
    decision = decisions(loaded, Seat.SOUTH)[0]
    other = next(a for a in decision.view.legal_actions if a != decision.action)

    def near(view: PlayerView, rng: random.Random | None, budget: int) -> tuple[OptionValue, ...]:
        return options([(decision.action, 0.0), (other, 2.5)])  # 2.5 ± 0.5: near the margin

    result = review(Seat.SOUTH, [decision], analyser=near)
    (item,) = result.items
    assert not item.taken.settled and item.verdict == "not settled" and item.loss == 0.0
    assert (
        "not settled against" in item.summary() and "2.5 ± 0.5 game points below" in item.summary()
    )
    assert result.unsettled == (item,) and result.mistakes == ()


def test_an_option_about_equal_to_the_best_costs_nothing(loaded: MatchState) -> None:
    decision = decisions(loaded, Seat.SOUTH)[0]
    other = next(a for a in decision.view.legal_actions if a != decision.action)

    def tied(view: PlayerView, rng: random.Random | None, budget: int) -> tuple[OptionValue, ...]:
        return options([(decision.action, 0.0), (other, 1.0)], error=0.1)

    (item,) = review(Seat.SOUTH, [decision], analyser=tied).items
    assert item.taken.standing == "equal" and item.loss == 0.0 and item.verdict == "good"
    assert "a tie with the best" in item.summary()


def test_the_real_review_is_reproducible_for_a_seed(loaded: MatchState) -> None:
    found = decisions(loaded, Seat.SOUTH)[:4]
    first = review(Seat.SOUTH, found, seed=7, budget=4)
    again = review(Seat.SOUTH, found, seed=7, budget=4)
    assert first == again
    assert all(item.loss >= 0 for item in first.items)


def test_grading_never_uses_the_hidden_cards() -> None:
    """Swap two cards between two other hands: the learner's view and its analysis are unchanged."""
    deck = list(shuffled_deck(random.Random(12)))
    # West (dealer) receives deck[9:12]; East deck[3:6]: swap one card of each.
    deck[3], deck[9] = deck[9], deck[3]
    states = [
        start_hand(shuffled_deck(random.Random(12)), Seat.WEST),
        start_hand(tuple(deck), Seat.WEST),
    ]
    views = [s.view(Seat.SOUTH) for s in states]
    assert states[0].hands != states[1].hands and views[0] == views[1]
    first, second = (analyse(v, random.Random(3), 6) for v in views)
    assert first == second


def test_a_decision_outside_the_options_is_skipped(loaded: MatchState) -> None:
    decision = decisions(loaded, Seat.SOUTH)[0]

    def without_taken(
        view: PlayerView, rng: random.Random | None, budget: int
    ) -> tuple[OptionValue, ...]:
        return options([(a, 0.0) for a in view.legal_actions if a != decision.action])

    assert review(Seat.SOUTH, [decision], seed=0, analyser=without_taken).items == ()


def test_decision_type_is_frozen(loaded: MatchState) -> None:
    decision = decisions(loaded, Seat.SOUTH)[0]
    assert isinstance(decision, Decision)
    with pytest.raises(AttributeError):
        decision.step = 3  # type: ignore[misc]


def test_a_sawa_claim_is_told_with_the_tricks_before_it_and_not_graded() -> None:
    match = sawa_match()
    assert match.hands[0].result is not None and match.hands[0].result.sawa is Seat.SOUTH
    taken = decisions(match, Seat.SOUTH)
    assert isinstance(taken[-1].action, Sawa)
    result = review(Seat.SOUTH, taken, analyser=scripted)
    (claim,) = result.claims
    assert all(not isinstance(item.decision.action, Sawa) for item in result.items)
    assert claim.claim_summary().startswith("hand 1, trick 2: Sawa — you claimed the 7 ")
    lines = describe_scene(scene_of(claim.view))
    assert "Trick 1: you A♠, East 7♠, North 7♥, West Q♣; won by you" in lines
