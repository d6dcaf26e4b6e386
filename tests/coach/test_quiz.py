"""The quiz: difficulty bands, grades with ties and reasons from the hand, drawing by kind."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from baloot_tui.core.cards import Suit
from baloot_tui.games.baloot.bots import evaluate
from baloot_tui.games.baloot.bots.evaluate import hokum_strength, sun_strength
from baloot_tui.games.baloot.coach.analysis import (
    FIRST_WORLDS,
    OptionValue,
    analyse,
    analysis_steps,
    decision_key,
)
from baloot_tui.games.baloot.coach.explain import action_label
from baloot_tui.games.baloot.coach.learning import (
    doubling_positions,
    draw_question,
    first_look,
    holds_still,
    out_of_reach,
    settled_analysis,
    worth_analysing,
)
from baloot_tui.games.baloot.coach.quiz import (
    ANSWER_KINDS,
    DOUBLING_KINDS,
    FAR_SHORT,
    Difficulty,
    Grade,
    QuizError,
    QuizRun,
    QuizTopic,
    answer_kind,
    call_facts,
    difficulty_of,
    grade,
    is_fair_question,
    question_prompt,
    quiz_choices,
)
from baloot_tui.games.baloot.rules import (
    Action,
    Bid,
    Call,
    Pass,
    Phase,
    PlayerView,
    Seat,
    card,
    parse_cards,
)
from baloot_tui.games.baloot.rules.actions import Declare
from baloot_tui.games.baloot.rules.glossary import Contract, ProjectKind
from baloot_tui.games.baloot.rules.projects import BALOOT_GP, baloot_blocked
from baloot_tui.text.i18n import use
from baloot_tui.text.table_words import game_points_words
from tests.coach.learn_kit import auction_state
from tests.coach.option_kit import options
from tests.sampling import sweep

STRONG_HOKUM = ("JH 9H 7H AS 8C", "KH")
STRONG_SUN = ("AS TS AD KD AC", "QC")
NOTHING = ("7S 8S QD 9C 8H", "7D")
CLOSE_CALL = ("JS AS 8H 9D 7C", "8S")


def first_speaker_view(hand: str, face: str) -> PlayerView:
    state = auction_state(parse_cards(hand), card(face), Seat.WEST, ())
    return state.view(Seat.SOUTH)


PASS, HOKUM, SUN = Pass(Seat.SOUTH), Bid(Seat.SOUTH, Call.HOKUM), Bid(Seat.SOUTH, Call.SUN)
STUB = ((PASS, 0.0), (HOKUM, 4.0), (SUN, 2.5))
"""Hokum best, Sun about equal to it (1.5 below), Pass worse (4 below)."""


@pytest.mark.parametrize(
    ("chosen", "marks", "loss", "verdict"),
    [
        (HOKUM, 1.0, 0.0, "best"),
        (SUN, 1.0, 0.0, "equal"),
        (PASS, 0.0, 4.0, "costly"),
    ],
)
def test_the_best_and_the_about_equal_calls_are_right(
    chosen: Action, marks: float, loss: float, verdict: str
) -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    result = grade(view, chosen, options(STUB))
    assert (result.marks, result.loss, result.verdict) == (marks, loss, verdict)
    assert result.best.action == HOKUM
    assert [v.action for v in result.equals] == [SUN]


def test_about_equal_calls_are_named_together() -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    lines = grade(view, SUN, options(STUB)).explanation()
    assert lines[0] == (
        "Right: a tie. Hokum, Sun are within 2 game points of each other, so each counts as right."
    )


def test_a_wrong_answer_gives_the_loss_with_its_uncertainty() -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    lines = grade(view, PASS, options(STUB)).explanation()
    assert lines[0] == "Hokum was better (+4.0): Pass (+0.0) is 4.0 ± 0.5 game points below."
    assert lines[-1] == (
        "Figures: game points for your team minus the other team's, in this hand, averaged "
        "over 100 deals you cannot tell apart, every option played in the same deals; ± is one "
        "standard error; options within 2 game points of the best are a tie."
    )


def test_a_clear_best_names_the_next_best() -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    values = options(((PASS, 0.0), (HOKUM, 9.0), (SUN, 2.5)))
    head = grade(view, HOKUM, values).explanation()[0]
    expected = (
        "Hokum is the best answer here (+9.0); the next best, Sun, is 6.5 ± 0.5 game points below."
    )
    assert head == expected


def test_the_reasons_count_the_hand_as_the_engine_does() -> None:
    """J♥ 9♥ 7♥ with the K♥ face up: four trumps, the Jack and Nine, one side Ace."""
    view = first_speaker_view(*STRONG_HOKUM)
    with_face = (*view.hand, view.face_card)
    total = hokum_strength(with_face, Suit.HEARTS).total
    facts = grade(view, PASS, options(STUB)).facts
    assert facts[0] == (
        "Hokum ♥ (with the face-up card): four trumps (J♥ 9♥ K♥ 7♥) with the Jack and Nine, "
        f"the A♠ on the side, no ♦ (a void to trump); the hand counts {total}, and the bots bid "
        f"from {evaluate.HOKUM_BID}."
    )
    assert "needs" not in " ".join(facts)
    sun = sun_strength(with_face, view.rules).total
    hokum = hokum_strength(with_face, Suit.HEARTS).total
    assert facts[1] == (
        f"Pass: Hokum ♥ counts {hokum} (the bots bid from {evaluate.HOKUM_BID}); "
        f"Sun counts {sun} (the bots bid from {evaluate.SUN_BID})."
    )


def test_a_bid_far_short_of_its_bar_says_why_it_is_best() -> None:
    view = first_speaker_view(*NOTHING)
    facts = grade(view, PASS, options(((PASS, -3.0), (HOKUM, 1.0), (SUN, -9.0)))).facts
    hokum = hokum_strength((*view.hand, view.face_card), view.face_card.suit).total
    assert hokum <= evaluate.HOKUM_BID - FAR_SHORT
    assert any(
        f.startswith(
            f"Why Hokum although the hand counts only {hokum} (the bots bid from "
            f"{evaluate.HOKUM_BID})"
        )
        for f in facts
    )


def test_a_call_about_equal_to_the_best_but_far_short_says_why_too() -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    sun = sun_strength((*view.hand, view.face_card), view.rules).total
    assert sun <= evaluate.SUN_BID - FAR_SHORT
    facts = grade(view, SUN, options(STUB)).facts
    assert any(
        f.startswith(f"Why Sun although the hand counts only {sun} (the bots bid from 44)")
        for f in facts
    )
    assert not any(f.startswith("Why") for f in grade(view, HOKUM, options(STUB)).facts)


def test_a_doubling_grade_counts_the_eight_cards_once() -> None:
    view = next(doubling_positions(random.Random(4)))
    double, passing = view.legal_actions[-1], view.legal_actions[0]
    facts = grade(view, double, options(((passing, 5.0), (double, 0.0)))).facts
    assert len(facts) == 1 and "your eight cards count" in facts[0]


def test_a_pass_with_a_strong_hand_says_why() -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    facts = grade(view, HOKUM, options(((PASS, 5.0), (HOKUM, 1.0), (SUN, -9.0)))).facts
    assert any(f.startswith("Why pass although the hand counts enough for Hokum") for f in facts)


def test_an_answer_outside_the_analysis_is_refused() -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    with pytest.raises(QuizError, match="not one of the calls"):
        grade(view, Pass(Seat.EAST), options(STUB))


def test_the_running_score_adds_marks() -> None:
    view = first_speaker_view(*STRONG_HOKUM)
    run = QuizRun("easy")
    for chosen in (HOKUM, SUN, PASS):
        run = run.record(grade(view, chosen, options(STUB)))
    assert (run.asked, run.score, run.summary) == (3, 2.0, "Score 2 / 3")
    assert all(isinstance(g, Grade) for g in run.grades)


@pytest.mark.parametrize(
    ("hand", "difficulty"),
    [(STRONG_HOKUM, "easy"), (STRONG_SUN, "easy"), (NOTHING, "easy"), (CLOSE_CALL, "hard")],
)
def test_difficulty_follows_the_distance_from_the_thresholds(
    hand: tuple[str, str], difficulty: str
) -> None:
    assert difficulty_of(first_speaker_view(*hand)) == difficulty


def test_choices_are_the_legal_calls_but_kawesh() -> None:
    view = first_speaker_view("7S 8S 9D 7C 8H", "QH")
    assert Bid(Seat.SOUTH, Call.KAWESH) in view.legal_actions
    assert quiz_choices(view) == (PASS, HOKUM, SUN)


def test_choices_need_the_learners_bidding_turn() -> None:
    state = auction_state(parse_cards("7S 8S 9D 7C 8H"), card("QH"), Seat.SOUTH, ())
    with pytest.raises(QuizError):
        quiz_choices(state.view(Seat.SOUTH))


def test_doubling_turns_are_questions_too() -> None:
    view = next(doubling_positions(random.Random(4)))
    assert view.phase is Phase.DOUBLING and view.seat is Seat.SOUTH
    assert quiz_choices(view) == view.legal_actions
    assert answer_kind(view, view.legal_actions[0]) == "no double"
    assert {answer_kind(view, a) for a in view.legal_actions[1:]} == {"double"}
    assert question_prompt(view).endswith("would you double it?")
    assert difficulty_of(view) in ("easy", "medium", "hard")


@pytest.mark.parametrize(
    ("action", "kind"),
    [
        (Bid(Seat.SOUTH, Call.HOKUM), "hokum"),
        (Bid(Seat.SOUTH, Call.CONFIRM, Suit.SPADES), "hokum"),
        (Bid(Seat.SOUTH, Call.SUN), "sun"),
        (Bid(Seat.SOUTH, Call.BEFORE_YOU), "sun"),
        (Bid(Seat.SOUTH, Call.ASHKAL), "ashkal"),
        (Pass(Seat.SOUTH), "pass"),
    ],
)
def test_answer_kinds_of_auction_calls(action: Action, kind: str) -> None:
    assert answer_kind(first_speaker_view(*NOTHING), action) == kind


def test_only_clearly_settled_analyses_make_fair_questions() -> None:
    values = options(((PASS, 0.0), (HOKUM, 9.0), (SUN, 8.5)))
    assert is_fair_question(values)
    assert not is_fair_question((values[0], replace(values[1], settled=False), values[2]))
    assert not is_fair_question(values[:1])
    near_the_margin = options(STUB)  # Sun 1.5 below the best, ± 0.5: too close to 2
    assert not is_fair_question(near_the_margin)
    # Pass is 2.5 below the best but only 1 below Sun, which is about equal to the best.
    swapped_best = options(((PASS, 0.0), (HOKUM, 2.5), (SUN, 1.0)))
    assert not is_fair_question(
        tuple(replace(v, uncertainty=0.1, settled=True) for v in swapped_best)
    )


@pytest.mark.parametrize(
    ("hand", "kind", "worth"),
    [
        (STRONG_HOKUM, "hokum", True),
        (NOTHING, "hokum", False),
        (STRONG_SUN, "sun", True),
        (NOTHING, "sun", False),
        (NOTHING, "pass", True),
        (STRONG_SUN, "ashkal", False),  # the first speaker may not call Ashkal
    ],
)
def test_only_hands_near_a_bar_are_analysed_for_it(
    hand: tuple[str, str], kind: str, worth: bool
) -> None:
    assert worth_analysing(first_speaker_view(*hand), kind) is worth  # type: ignore[arg-type]


@pytest.mark.parametrize("difficulty", sweep(["easy", "medium", "hard"]))
def test_generated_questions_fit_their_difficulty_and_repeat_for_a_seed(
    difficulty: Difficulty,
) -> None:
    view = draw_question(random.Random(9), difficulty, budget=64).view
    assert difficulty_of(view) == difficulty
    assert view.is_my_turn and view.seat is Seat.SOUTH
    assert draw_question(random.Random(9), difficulty, budget=64).view == view


@pytest.mark.parametrize("difficulty", sweep(["easy", "hard"]))
def test_asked_questions_are_graded_alike_on_other_worlds(difficulty: Difficulty) -> None:
    view = draw_question(random.Random(2), difficulty, budget=64).view
    values = analyse(view, budget=64)
    assert is_fair_question(values) and holds_still(view, values, 64)


@pytest.mark.slow
def test_questions_come_in_every_kind() -> None:
    """Drawn by kind, a handful of questions already mix bids, passes and doubling."""
    kinds = set()
    for seed in range(10):
        draw = draw_question(random.Random(seed), "medium", budget=96)
        assert draw.kind == answer_kind(draw.view, analyse(draw.view, budget=96)[0].action)
        kinds.add(draw.kind)
    assert "pass" in kinds and kinds & DOUBLING_KINDS and len(kinds) >= 3
    assert set(ANSWER_KINDS) >= kinds


@pytest.mark.parametrize(
    ("hand", "better", "worse"),
    [
        (STRONG_HOKUM, HOKUM, PASS),
        (NOTHING, PASS, SUN),
        (NOTHING, PASS, HOKUM),
    ],
)
def test_the_real_analysis_orders_clear_hands_sensibly(
    hand: tuple[str, str], better: Action, worse: Action
) -> None:
    values = {
        v.action: v.expected_points
        for v in analyse(first_speaker_view(*hand), random.Random(1), 64)
    }
    assert values[better] > values[worse]


# --------------------------------------------------------------- doubling and declaring


def declaring_view() -> PlayerView:
    """South bought Hokum ♥ holding 9♥ 10♥ J♥ Q♥ K♥ (a Hundred with the King and Queen)."""
    south = Seat.SOUTH
    calls = (
        Bid(south, Call.HOKUM),
        Pass(Seat.EAST),
        Pass(Seat.NORTH),
        Pass(Seat.WEST),
        Bid(south, Call.CONFIRM, Suit.HEARTS),
    )
    state = auction_state(parse_cards("9H TH JH QH 7S"), card("KH"), Seat.WEST, calls)
    while state.phase is Phase.DOUBLING:
        assert state.to_act is not None
        state = state.apply(Pass(state.to_act))
    return state.view(south)


def test_each_kind_of_decision_is_asked_in_its_own_words() -> None:
    assert question_prompt(first_speaker_view(*NOTHING)) == "What would you bid?"
    doubling = next(doubling_positions(random.Random(4)))
    assert question_prompt(doubling) == (
        f"The opponents bought a Hokum {doubling.trump.symbol}: would you double it?"
        if doubling.trump is not None
        else "The opponents bought a Sun: would you double it?"
    )
    assert question_prompt(declaring_view()) == "Your first card is due: what would you declare?"


def test_declaring_choices_are_the_engines_declarations() -> None:
    view = declaring_view()
    choices = quiz_choices(view)
    assert choices == view.legal_actions and all(isinstance(a, Declare) for a in choices)
    assert answer_kind(view, choices[1]) == "declaring"


def test_a_declaration_says_what_it_scores_and_the_baloot_it_locks() -> None:
    view = declaring_view()
    hundred = next(a for a in quiz_choices(view) if isinstance(a, Declare) and a.projects)
    project = hundred.projects[0]
    assert project.kind is ProjectKind.HUNDRED and baloot_blocked(
        hundred.projects, Suit.HEARTS, view.rules
    )
    points = project.game_points(Contract.HOKUM)
    assert call_facts(view, hundred) == (
        f"{project.label}: {points} game points in Hokum, counted if your team holds the best "
        f"project at the table; it takes your K♥ and Q♥, so they no longer count as Baloot "
        f"({BALOOT_GP} game points)."
    )
    fifty = next(
        a
        for a in quiz_choices(view)
        if isinstance(a, Declare) and a.projects[:1] != (project,) and a.projects
    )
    assert "Baloot" not in call_facts(view, fifty)
    assert call_facts(view, Declare(Seat.SOUTH)) == (
        f"No project: the {project.label} would be worth {points} game points in Hokum."
    )


def test_declaring_less_than_the_hand_holds_says_why() -> None:
    view = declaring_view()
    choices = quiz_choices(view)
    hundred, sira = choices[1], choices[-1]
    assert isinstance(hundred, Declare) and isinstance(sira, Declare)
    more = sum(p.game_points(Contract.HOKUM) for p in hundred.projects) - sum(
        p.game_points(Contract.HOKUM) for p in sira.projects
    )
    result = grade(view, sira, options(((sira, 5.0), (hundred, 1.0), (Declare(Seat.SOUTH), 0.0))))
    assert (
        f"Why {action_label(sira)} although {action_label(hundred)} scores {more} game points "
        "more: in these deals it averages +5.0 against +1.0; if your team fails "
        "as buyer (khasara), its projects go to the opponents."
    ) in result.facts


@pytest.mark.parametrize(
    ("topic", "kinds"),
    sweep([("doubling", {"double", "no double"}), ("declaring", {"declaring"})], unpack=True),
)
def test_the_doubling_and_declaring_quizzes_ask_only_their_decisions(
    topic: QuizTopic, kinds: set[str]
) -> None:
    for seed in range(2):
        draw = draw_question(random.Random(seed), None, budget=64, topic=topic)
        assert draw.kind in kinds
        values = analyse(draw.view, budget=64)
        assert is_fair_question(values) and answer_kind(draw.view, values[0].action) == draw.kind
        assert 0 <= draw.unsettled < draw.analysed


def test_a_drawn_question_is_settled_and_counts_the_rejected_candidates() -> None:
    draw = draw_question(random.Random(9), "hard", budget=64)
    values = analyse(draw.view, budget=64)
    assert difficulty_of(draw.view) == "hard"
    assert is_fair_question(values) and holds_still(draw.view, values, 64)
    assert all(v.settled for v in values)
    assert 0 <= draw.unsettled < draw.analysed


def test_each_quiz_keeps_its_best_run_under_its_own_name() -> None:
    assert QuizRun("easy").key == "easy"  # the bidding quiz's names predate the others
    assert QuizRun(None, topic="doubling").key == "doubling"
    assert QuizRun(None, topic="declaring").key == "declaring"


def one_option_near(gap: float, error: float, worlds: int) -> tuple[OptionValue, ...]:
    """A best option and one unsettled option ``gap`` below it (± ``error``)."""
    return (
        OptionValue(PASS, 0.0, (), worlds=worlds),
        OptionValue(HOKUM, -gap, (), gap, error, "worse", False, worlds),
    )


@pytest.mark.parametrize(
    ("gap", "error", "worlds", "budget", "dropped"),
    [
        (2.5, 1.0, 128, 512, True),  # half an error from the margin; a settled grade wants 1.5
        (3.1, 1.0, 128, 512, False),  # a standard error away: the budget may settle it
        (1.0, 1.0, 128, 512, False),  # as far below the margin is as good
        (2.4, 1.0, 32, 512, True),  # a first look: half an error is the reach
        (2.6, 1.0, 32, 512, False),
        (2.5, 1.0, 512, 512, False),  # the budget is spent: the fair-question test judges
    ],
)
def test_an_option_is_out_of_reach_only_when_the_rest_of_the_budget_cannot_settle_it(
    gap: float, error: float, worlds: int, budget: int, dropped: bool
) -> None:
    assert out_of_reach(one_option_near(gap, error, worlds), budget) is dropped


def test_a_settled_option_is_never_out_of_reach() -> None:
    best, near = one_option_near(2.1, 0.01, 128)
    assert not out_of_reach((best, replace(near, settled=True)), 512)


def test_the_analysis_batch_by_batch_ends_in_the_full_analysis() -> None:
    view = first_speaker_view(*CLOSE_CALL)
    steps = list(analysis_steps(view, random.Random(4), 256))
    assert [s[0].worlds for s in steps] == sorted({s[0].worlds for s in steps})
    assert steps[0][0].worlds == FIRST_WORLDS
    assert steps[-1] == analyse(view, random.Random(4), 256)


def test_stopping_early_leaves_the_decisions_own_analysis_unchanged() -> None:
    view = first_speaker_view(*CLOSE_CALL)
    first = next(iter(analysis_steps(view, budget=256)))  # one batch, then dropped
    assert first[0].worlds == FIRST_WORLDS
    full = analyse(view, budget=256)
    assert full == analyse(view, random.Random(decision_key(view)), 256)


def test_a_candidate_kept_is_graded_by_its_own_analysis() -> None:
    clear = first_speaker_view(*NOTHING)
    assert first_look(clear, 512) is not None  # passing is far ahead of every bid
    assert settled_analysis(clear, 512) == analyse(clear)
    assert first_look(clear, 16) == analyse(clear, budget=16)  # no larger budget to spare


def test_a_quicker_look_is_seeded_apart_and_never_taken_for_the_analysis() -> None:
    view = first_speaker_view(*CLOSE_CALL)
    quick = [s[0].worlds for s in analysis_steps(view, random.Random(1), 48, (16, 16))]
    assert quick == [16, 32, 48][: len(quick)]
    with pytest.raises(ValueError, match="seeded"):
        next(iter(analysis_steps(view, budget=48, batches=(16, 16))))


def test_the_quiz_asks_and_explains_in_the_interfaces_language() -> None:
    """In Arabic the prompts and the declaration's facts read in Arabic, figures the same."""
    view = declaring_view()
    hundred = next(a for a in quiz_choices(view) if isinstance(a, Declare) and a.projects)
    points = hundred.projects[0].game_points(Contract.HOKUM)
    doubling = next(doubling_positions(random.Random(4)))
    use("ar")
    try:
        assert question_prompt(first_speaker_view(*NOTHING)) == "وش تشتري؟"
        assert question_prompt(declaring_view()) == "جاء دور أول ورقة لك: وش تعلن؟"
        assert question_prompt(doubling).startswith("الخصوم اشتروا ")
        said = call_facts(view, hundred)
        assert said.startswith("مية ") and f": {game_points_words(points)} في حكم، تُحسب" in said
        assert "K♥ وQ♥" in said and not re.search("[A-Za-z]{2,}", said)
        passing = call_facts(first_speaker_view(*NOTHING), PASS)
        assert passing.startswith("بس: ") and not re.search("[A-Za-z]{2,}", passing)
    finally:
        use("en")
