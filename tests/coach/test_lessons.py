"""Lessons: well-formed content, each played through, judgements agreeing with evaluation."""

from __future__ import annotations

import pytest

from baloot_tui.bots import evaluate
from baloot_tui.bots.evaluate import hokum_strength
from baloot_tui.coach.analysis import expected_call
from baloot_tui.coach.glossary import TERMS
from baloot_tui.coach.lessons import (
    LESSONS,
    RULES,
    YOU,
    Lesson,
    LessonError,
    LessonRun,
    Question,
    describe_scene,
    glossary_lines,
    lesson,
)
from baloot_tui.rules import Double, Pass
from tests.coach.learn_kit import auction_state

QUESTIONS = [(item.key, i, q) for item in LESSONS for i, q in enumerate(item.questions)]
QUESTION_IDS = [f"{key}-{i}" for key, i, _ in QUESTIONS]


def test_the_issue_topics_are_all_taught_in_order() -> None:
    assert [item.key for item in LESSONS] == [
        "cards",
        "hokum_or_sun",
        "when_to_buy",
        "ashkal",
        "before_you",
        "round_two",
        "doubling",
        "projects",
        "scoring",
        "khasara",
    ]


@pytest.mark.parametrize("item", LESSONS, ids=[item.key for item in LESSONS])
def test_each_lesson_has_two_to_four_questions_and_a_text(item: Lesson) -> None:
    assert 2 <= len(item.questions) <= 4
    assert item.text.strip() and item.title


@pytest.mark.parametrize(("key", "index", "question"), QUESTIONS, ids=QUESTION_IDS)
def test_each_question_has_one_right_answer_and_known_terms(
    key: str, index: int, question: Question
) -> None:
    assert sum(c.correct for c in question.choices) == 1
    assert len({c.label for c in question.choices}) == len(question.choices)
    assert question.terms and all(term in TERMS for term in question.terms)
    assert len(glossary_lines(question.terms)) == len(question.terms)


@pytest.mark.parametrize("item", LESSONS, ids=[item.key for item in LESSONS])
def test_each_lesson_played_through_with_the_right_answers(item: Lesson) -> None:
    run = LessonRun(item)
    for _ in item.questions:
        run = run.answer(run.question.answer)
        assert run.last is not None and run.last.correct
        run = run.next() if not run.finished else run
    assert run.finished
    assert run.score == len(item.questions)


def test_a_wrong_first_answer_is_explained_and_not_counted() -> None:
    run = LessonRun(lesson("cards"))
    question = run.question
    wrong = next(i for i, c in enumerate(question.choices) if not c.correct)
    run = run.answer(wrong)
    assert run.last is not None and not run.last.correct
    assert question.correct_label in run.last.text
    assert not run.solved and run.next() is run
    run = run.answer(question.answer).next()
    assert run.index == 1 and run.score == 0


def test_the_feedback_explains_the_rule_with_computed_figures() -> None:
    points = lesson("cards").questions[3]
    assert points.correct_label == "55"
    assert "= 55" in points.feedback(points.answer).text


@pytest.mark.parametrize(
    ("key", "index", "question"),
    [(k, i, q) for k, i, q in QUESTIONS if q.scene.face_card is not None],
    ids=[f"{k}-{i}" for k, i, q in QUESTIONS if q.scene.face_card is not None],
)
def test_bidding_scenes_are_real_positions_of_the_full_engine(
    key: str, index: int, question: Question
) -> None:
    scene = question.scene
    assert scene.dealer is not None and scene.face_card is not None
    state = auction_state(scene.hand, scene.face_card, scene.dealer, scene.calls)
    assert state.bidding == scene.auction()
    if state.to_act is YOU:
        assert state.view(YOU).legal_actions == state.legal_actions()


JUDGEMENTS = [(k, i, q) for k, i, q in QUESTIONS if q.judgement]


@pytest.mark.parametrize(
    ("key", "index", "question"), JUDGEMENTS, ids=[f"{k}-{i}" for k, i, _ in JUDGEMENTS]
)
def test_authored_judgements_agree_with_the_hand_evaluation(
    key: str, index: int, question: Question
) -> None:
    scene = question.scene
    authored = question.choices[question.answer].action
    if scene.face_card is not None:
        assert scene.dealer is not None
        expected = expected_call(scene.auction(), scene.hand, scene.face_card, RULES)
        assert expected == authored
    else:
        assert scene.trump is not None
        strong = hokum_strength(scene.hand, scene.trump).total >= evaluate.DOUBLE_HOKUM
        assert isinstance(authored, Double if strong else Pass)


def test_there_are_judgement_questions_on_bidding_and_doubling() -> None:
    keys = {k for k, _, _ in JUDGEMENTS}
    assert {"hokum_or_sun", "when_to_buy", "doubling"} <= keys


def test_scene_description_names_what_the_learner_sees() -> None:
    ashkal = lesson("ashkal").questions[0].scene
    lines = "\n".join(describe_scene(ashkal))
    assert "Face-up card: K♠" in lines
    assert "Dealer: East" in lines
    assert "Your cards:" in lines


def test_unknown_lesson_names_the_keys() -> None:
    with pytest.raises(LessonError, match="cards, hokum_or_sun"):
        lesson("nonsense")
