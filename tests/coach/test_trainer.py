"""The play-problem trainer's core: seeded positions, grades on the seen worlds, the real deal."""

from __future__ import annotations

import random

import pytest

from baloot_tui.core.cards import mask_of
from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.bots.dds import solve
from baloot_tui.games.baloot.bots.hard import HandContext
from baloot_tui.games.baloot.bots.worlds import World
from baloot_tui.games.baloot.coach.analysis import EQUAL_MARGIN, analyse
from baloot_tui.games.baloot.coach.learning import PROBLEM_TRICKS, play_problem
from baloot_tui.games.baloot.coach.trainer import (
    CardResult,
    PlayProblem,
    PlayVerdict,
    TrainerError,
    TrainerRun,
    judge,
    real_values,
)
from baloot_tui.games.baloot.coach.words import problem_lines, trainer_lines, trainer_score
from baloot_tui.games.baloot.rules import PlayCard, Seat
from tests.coach.option_kit import options

BUDGET = 32


@pytest.fixture(scope="module")
def problem() -> PlayProblem:
    return play_problem(random.Random(4), budget=BUDGET)


def test_problems_are_souths_card_choices_and_repeat_for_a_seed(problem: PlayProblem) -> None:
    view = problem.view
    assert view.seat is Seat.SOUTH and view.is_my_turn and len(problem.choices) >= 2
    assert len(view.tricks) >= PROBLEM_TRICKS.start
    assert set(problem.hands[Seat.SOUTH]) == set(view.hand)
    assert [len(h) for h in problem.hands] == list(view.hand_sizes)
    assert play_problem(random.Random(4), budget=BUDGET) == problem


def test_problems_are_choices_that_matter_on_the_real_deal_and_on_the_seen_deals() -> None:
    """No problem has every answer right: a card matters with the cards as they lay, and
    the analysis of the deals South could see finds a card surely worse than the best."""
    rng = random.Random(8)
    for _ in range(4):
        problem = play_problem(rng, budget=BUDGET)
        assert len(set(real_values(problem).values())) > 1
        values = analyse(problem.view, budget=BUDGET)
        assert any(not v.correct and v.settled for v in values)


def test_a_problem_needs_a_card_choice_and_the_learners_own_cards(problem: PlayProblem) -> None:
    hands = problem.hands
    swapped = (hands[1], hands[0], hands[2], hands[3])
    with pytest.raises(TrainerError, match="do not hold SOUTH's own cards"):
        PlayProblem(problem.view, swapped)


def test_the_real_deal_is_solved_exactly_for_every_card(problem: PlayProblem) -> None:
    view = problem.view
    found = real_values(problem)
    assert set(found) == set(problem.choices)
    context = HandContext.of(view)
    masks = tuple(mask_of(problem.hands[s]) for s in SEATS)
    world = World((masks[0], masks[1], masks[2], masks[3]))
    scorer = context.scorer(view, world)
    team = view.seat % 2

    def margin(abnat_ns: int, last: int, tricks_ns: int) -> float:
        points = scorer.points(abnat_ns, last, tricks_ns)
        return float(points[team] - points[1 - team])

    card = problem.choices[0]
    after = context.position(view, world).play(card.index, context.tables, context.play_rules)
    alone = solve(after, context.tables, context.closed, context.play_rules, margin, team, 10**6)
    assert found[card] == alone


def test_a_card_that_is_not_legal_is_refused(problem: PlayProblem) -> None:
    illegal = next((c for c in problem.view.hand if c not in problem.choices), None)
    other = problem.hands[Seat.WEST][0]
    with pytest.raises(TrainerError, match="may not be played"):
        judge(problem, illegal or other, BUDGET)


def test_the_verdict_grades_by_the_seen_worlds_and_lists_every_card(problem: PlayProblem) -> None:
    verdict = judge(problem, problem.choices[-1], BUDGET)
    assert sorted(r.card.index for r in verdict.cards) == sorted(c.index for c in problem.choices)
    assert verdict.best.seen.standing == "best"
    assert verdict.correct == verdict.mine.seen.correct
    lines = trainer_lines(verdict)
    assert lines[0].startswith(
        (f"{verdict.chosen.label} is the best", "Right:", f"{verdict.best.card.label} was better")
    )
    assert any(line.startswith("With the cards as they lay") for line in lines)


def _verdict(
    problem: PlayProblem, points: list[float], real: list[float], chosen: int
) -> PlayVerdict:
    cards = problem.choices[: len(points)]
    seen = options([(PlayCard(Seat.SOUTH, c), p) for c, p in zip(cards, points, strict=True)])
    by_card = dict(zip(cards, real, strict=True))
    results = tuple(
        CardResult(v.action.card, v, by_card[v.action.card])
        for v in seen
        if isinstance(v.action, PlayCard)
    )
    return PlayVerdict(cards[chosen], results)


def test_a_right_card_that_loses_on_the_real_deal_is_called_luck(problem: PlayProblem) -> None:
    verdict = _verdict(problem, [5.0, 0.0], [-10.0, 6.0], chosen=0)
    first, second = problem.choices[:2]
    lines = trainer_lines(verdict)
    assert verdict.correct and verdict.real_best == (second,)
    assert lines[0] == f"{first.label} is the best card here (+5.0)."
    assert lines[1].startswith("Figures: game points for your team minus the other team's")
    assert f"On this deal {second.label} would have made more than {first.label}." in lines
    assert any(line.startswith("That is the luck of this deal") for line in lines)


def test_a_wrong_card_gives_its_loss_and_cards_about_equal_are_both_right(
    problem: PlayProblem,
) -> None:
    first, second = problem.choices[:2]
    wrong = _verdict(problem, [5.0, 0.0], [6.0, 6.0], chosen=1)
    assert not wrong.correct
    assert trainer_lines(wrong)[0] == (
        f"{first.label} was better (+5.0): {second.label} (+0.0) is 5.0 ± 0.5 game points below."
    )
    tie = _verdict(problem, [5.0, 5.0 - EQUAL_MARGIN / 4], [6.0, 6.0], chosen=1)
    assert tie.correct and tie.settled
    assert trainer_lines(tie)[0] == (
        f"Right: a tie. {first.label}, {second.label} are within 2 game points of each other, "
        "so each counts as right."
    )
    assert tie.real_best == (first, second)
    near = _verdict(problem, [5.0, 5.0 - EQUAL_MARGIN / 2], [6.0, 6.0], chosen=1)
    assert not near.settled
    assert trainer_lines(near)[0] == (
        f"Not settled: {second.label} (+4.0) is 1.0 ± 0.5 game points below {first.label} "
        "(+5.0), too close to the tie margin for these deals to tell whether it is as good."
    )
    run = TrainerRun().record(wrong).record(near)
    assert trainer_score(run) == "Right 0 / 1, 1 not settled"


def test_the_position_is_described_from_the_view(problem: PlayProblem) -> None:
    view = problem.view
    contract, trick = problem_lines(problem)
    assert contract.startswith(view.contract.value.capitalize() if view.contract else "?")
    assert trick.startswith(f"Trick {len(view.tricks) + 1} of 8.")
    assert f"your team {view.abnat[0]}, theirs {view.abnat[1]}" in trick


def test_the_run_counts_the_right_answers(problem: PlayProblem) -> None:
    right = _verdict(problem, [5.0, 0.0], [0.0, 0.0], chosen=0)
    wrong = _verdict(problem, [5.0, 0.0], [0.0, 0.0], chosen=1)
    run = TrainerRun().record(right).record(wrong)
    assert (run.score, trainer_score(run)) == (1, "Right 1 / 2")
