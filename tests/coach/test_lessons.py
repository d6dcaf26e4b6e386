"""Lessons: the data files load, each is played through, answers agree with the engine."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from baloot_tui.games.baloot.bots import evaluate
from baloot_tui.games.baloot.bots.evaluate import hokum_strength
from baloot_tui.games.baloot.coach.analysis import expected_call
from baloot_tui.games.baloot.coach.lessons import (
    KINDS,
    LESSON_FOLDER,
    LESSONS,
    RULES,
    TOPICS,
    YOU,
    Lesson,
    Question,
    describe_scene,
    lesson,
    load_lessons,
    parse_lesson,
    scene_of,
)
from baloot_tui.games.baloot.coach.words import term_lines
from baloot_tui.games.baloot.help.glossary import TERMS, terms_for
from baloot_tui.games.baloot.rules import (
    Double,
    Pass,
    PlayCard,
    RoundState,
    Seat,
    card,
    parse_cards,
)
from baloot_tui.games.baloot.rules.actions import PASSES
from baloot_tui.games.baloot.rules.bidding import BiddingState, BidStage
from baloot_tui.games.baloot.rules.doubling import DoublingState
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, PRESETS, HouseRules
from baloot_tui.games.baloot.rules.round import PlayState
from baloot_tui.games.baloot.rules.tricks import Trick
from baloot_tui.text.lessons import TRY_AGAIN, LessonError, LessonRun
from tests.coach.learn_kit import LESSON_RULE_VARIANTS, auction_state

QUESTIONS = [(item.key, i, q) for item in LESSONS for i, q in enumerate(item.questions)]
QUESTION_IDS = [f"{key}-{i}" for key, i, _ in QUESTIONS]


def test_the_catalogue_in_teaching_order() -> None:
    assert [item.key for item in LESSONS] == [
        "the_game",
        "cards",
        "follow_suit",
        "trumping",
        "hokum_or_sun",
        "counting_a_hand",
        "when_to_buy",
        "ashkal",
        "before_you",
        "round_two",
        "doubling",
        "closed_lead",
        "projects",
        "scoring",
        "khasara",
        "counting",
        "feeding",
    ]
    assert {item.topic for item in LESSONS} == set(TOPICS)
    assert sum(item.topic == "play" for item in LESSONS) >= 4


@pytest.mark.parametrize("item", LESSONS, ids=[item.key for item in LESSONS])
def test_each_lesson_has_two_to_four_questions_and_a_text(item: Lesson) -> None:
    assert 2 <= len(item.questions) <= 4
    assert item.text.strip() and item.title
    assert "{" not in item.text and "}" not in item.text


@pytest.mark.parametrize(("key", "index", "question"), QUESTIONS, ids=QUESTION_IDS)
def test_each_question_has_one_right_answer_and_known_terms(
    key: str, index: int, question: Question
) -> None:
    """One right answer, or for a judgement the answers the analysis ties, with a wrong one
    beside them."""
    right = sum(c.correct for c in question.choices)
    if question.judgement and right > 1:
        assert right < len(question.choices)
    else:
        assert right == 1
    assert len({c.label for c in question.choices}) == len(question.choices)
    assert question.terms and all(term in TERMS for term in question.terms)
    assert len(terms_for(question.terms, DEFAULT_RULES)) == len(question.terms)
    assert "{" not in question.explanation + question.prompt


@pytest.mark.parametrize("item", LESSONS, ids=[item.key for item in LESSONS])
def test_each_lesson_played_through_with_the_right_answers_passes(item: Lesson) -> None:
    run = LessonRun(item)
    for _ in item.questions:
        run = run.answer(run.question.answer)
        assert run.last is not None and run.last.correct
        run = run.next() if not run.finished else run
    assert run.finished and run.passed
    assert run.score == len(item.questions)


def test_a_wrong_answer_says_try_again_and_the_question_comes_back() -> None:
    item = lesson("cards")
    run = LessonRun(item)
    question = run.question
    wrong = next(i for i, c in enumerate(question.choices) if not c.correct)
    run = run.answer(wrong)
    assert run.last is not None and not run.last.correct
    assert TRY_AGAIN in run.last.text and question.correct_label not in run.last.text
    assert not run.solved and run.next() is run
    run = run.answer(question.answer)
    assert run.solved and not run.retry
    run = run.next()
    assert run.index == 1 and run.score == 0 and not run.retry
    for _ in range(len(item.questions) - 1):
        run = run.answer(run.question.answer).next()
    assert run.index == 0 and run.retry and not run.finished
    run = run.answer(run.question.answer)
    assert run.finished and run.score == len(item.questions) - 1
    assert run.passed  # three of four at the first try


def test_two_of_four_does_not_pass() -> None:
    item = lesson("cards")
    run = LessonRun(item)
    for number in range(len(item.questions)):
        if number < 2:
            wrong = next(i for i, c in enumerate(run.question.choices) if not c.correct)
            run = run.answer(wrong)
        run = run.answer(run.question.answer).next()
    while not run.finished:
        run = run.answer(run.question.answer)
        run = run if run.finished else run.next()
    assert run.score == 2 and not run.passed
    assert item.passed_with(3) and not item.passed_with(2)


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


def playing_state(question: Question) -> RoundState:
    """The full engine's hand at the scene: South to play with the scene's cards."""
    scene = question.scene
    assert scene.contract is not None
    leader = scene.table[0][0] if scene.table else YOU
    trick = tuple(c for _, c in scene.table)
    done = Trick(leader, (), leader, 0)
    return RoundState.of(
        rules=RULES,
        dealer=leader.next.next.next,
        match_score=(0, 0),
        deck=(),
        hands=tuple(scene.hand if s is YOU else () for s in Seat),
        phase=Phase.PLAYING,
        bidding=BiddingState(
            Seat.WEST, card("7C"), BidStage.DONE, (), None, scene.contract, scene.trump, Seat.EAST
        ),
        doubling=DoublingState(scene.contract, Seat.EAST, closed=scene.closed),
        play=PlayState(leader, leader, trick, (done,), ((),) * 4),
    )


PLAY_QUESTIONS = [(k, i, q) for k, i, q in QUESTIONS if q.kind in ("legal_cards", "feed")]


@pytest.mark.parametrize(
    ("key", "index", "question"), PLAY_QUESTIONS, ids=[f"{k}-{i}" for k, i, _ in PLAY_QUESTIONS]
)
def test_card_answers_agree_with_the_full_engines_legal_actions(
    key: str, index: int, question: Question
) -> None:
    legal = {a.card for a in playing_state(question).legal_actions() if isinstance(a, PlayCard)}
    labels = {c.label: c for c in question.scene.hand}
    chosen = {labels[part] for part in question.correct_label.split()}
    if question.kind == "legal_cards":
        assert chosen == legal
    else:
        assert chosen <= legal
        wrong = [c for c in question.choices if not c.correct]
        assert all(c.note for c in wrong)
        for choice in wrong:
            said_illegal = choice.note == "That card is not allowed here."
            assert said_illegal == (labels[choice.label] not in legal)


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


def test_the_scene_is_told_to_the_seat_it_belongs_to() -> None:
    ashkal = lesson("ashkal").questions[0].scene
    lines = "\n".join(describe_scene(ashkal))
    assert "Face-up card: K♠" in lines
    assert "Dealer: East" in lines
    assert "Your cards:" in lines
    north = "\n".join(describe_scene(replace(ashkal, seat=Seat.NORTH)))
    assert "Speaking order: you, West, South, East." in north
    assert "Calls so far: North pass, West pass" in lines
    assert "Calls so far: you pass, West pass" in north


def test_unknown_lesson_names_the_keys() -> None:
    with pytest.raises(LessonError, match="cards, follow_suit"):
        lesson("nonsense")


def test_the_lessons_load_under_other_house_rules_with_answers_recomputed() -> None:
    strict = {item.key: item for item in load_lessons(rules=PRESETS["strict"])}
    exempt = lesson("trumping").questions[3]
    forced = strict["trumping"].questions[3]
    assert exempt.correct_label == "7♥ 8♥ K♦"
    assert forced.correct_label == "7♥ 8♥"
    assert "even when your partner is winning" in forced.explanation


GOOD = """
key = "sample"
title = "A sample"
topic = "cards"
order = 1
text = "Cards rank {plain_order}."

[[questions]]
kind = "trick_winner"
prompt = "Who wins?"
contract = "sun"
leader = "E"
table = "QS TS KS AH"
explanation = "{winner} wins."
terms = ["sun"]

[[questions]]
kind = "pot"
prompt = "Sun pot?"
contract = "sun"
options = [16, 26]
explanation = "{sun_pot}."
terms = ["sun"]
"""


def test_a_new_lesson_needs_only_a_file(tmp_path: Path) -> None:
    (tmp_path / "sample.toml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "notes.txt").write_text("ignored", encoding="utf-8")
    (loaded,) = load_lessons(tmp_path)
    assert loaded.text == "Cards rank A 10 K Q J 9 8 7."
    assert loaded.questions[0].correct_label == "10♠ (North)"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("order = 1", "order = true"), r"sample.toml: order: needs a whole number"),
        (('topic = "cards"', 'topic = "chess"'), r"sample.toml: topic: must be one of"),
        (('kind = "pot"', 'kind = "pots"'), r"sample.toml: questions\[1\].kind: unknown kind"),
        (("options = [16, 26]", "options = [16, 20]"), r"questions\[1\].options: the engine's"),
        (('table = "QS TS KS AH"', 'table = "QS XX"'), r"questions\[0\].table: "),
        (('"{winner} wins."', '"{loser} wins."'), r"questions\[0\].explanation: unknown figure"),
        (('terms = ["sun"]\n\n[[q', 'terms = ["sunn"]\n\n[[q'), r"questions\[0\].terms"),
        (('leader = "E"', 'leader = "E"\nleeder = "W"'), r"questions\[0\].leeder: unknown field"),
        (('text = "Cards', 'text = "{rule:nope} Cards'), r"sample.toml: text: unknown rule"),
        (("[[questions]]", "[questions"), r"sample.toml: not valid TOML"),
    ],
)
def test_a_bad_lesson_file_is_refused_naming_the_file_and_field(
    change: tuple[str, str], message: str
) -> None:
    old, new = change
    assert old in GOOD
    with pytest.raises(LessonError, match=message):
        parse_lesson(GOOD.replace(old, new, 1), "sample.toml")


def test_every_kind_is_used_by_a_shipped_lesson() -> None:
    used = set()
    for entry in LESSON_FOLDER.iterdir():
        if entry.name.endswith(".toml"):
            text = entry.read_text(encoding="utf-8")
            used |= {k for k in KINDS if f'kind = "{k}"' in text}
    assert used == set(KINDS)


def test_contract_names_in_scenes() -> None:
    assert lesson("closed_lead").questions[0].scene.closed
    lines = describe_scene(lesson("closed_lead").questions[0].scene)
    assert any("doubled closed" in line for line in lines)
    assert lesson("counting").questions[0].scene.contract is Contract.HOKUM


def test_a_view_is_described_to_its_own_seat_for_the_hot_seat_review() -> None:
    south = parse_cards("AS TS AH KD 7C")
    state = auction_state(south, card("9D"), Seat.WEST, ())
    state = state.apply(PASSES[Seat.SOUTH]).apply(PASSES[Seat.EAST])
    north = state.view(Seat.NORTH)
    lines = describe_scene(scene_of(north))
    assert lines[0] == "Dealer: West. Speaking order: South, East, you, West."
    assert "Calls so far: South pass, East pass" in lines
    assert lines[-1] == "Your cards: " + " ".join(c.label for c in north.hand)
    assert not set(south) & set(north.hand)


@pytest.mark.parametrize("rules", LESSON_RULE_VARIANTS)
def test_every_lesson_loads_under_every_preset_and_flag(rules: HouseRules) -> None:
    loaded = load_lessons(rules=rules)
    assert [item.key for item in loaded] == [item.key for item in LESSONS]
    texts = [q.explanation for item in loaded for q in item.questions]
    assert not any("{" in text for text in texts)


@pytest.mark.parametrize("rules", LESSON_RULE_VARIANTS)
def test_an_answer_a_house_rule_changes_comes_with_that_rules_sentence(rules: HouseRules) -> None:
    """Where a flag changes the right answer, the explanation changes too (it names the rule)."""
    for default, changed in zip(LESSONS, load_lessons(rules=rules), strict=True):
        for asked, answered in zip(default.questions, changed.questions, strict=True):
            labels = (asked.correct_label, answered.correct_label)
            if labels[0] != labels[1]:
                said = [q.explanation for q in (asked, answered)]
                for label in labels:
                    said = [text.replace(label, "") for text in said]
                assert said[0] != said[1], (changed.key, answered.prompt)


def test_the_glossary_beside_a_question_is_written_for_the_rules_taught() -> None:
    (default,) = term_lines(["baloot"], DEFAULT_RULES)
    (classic,) = term_lines(["baloot"], PRESETS["classic"])
    assert "goes to the team that takes the hand" in default
    assert "whoever wins the hand" in classic


def test_the_lesson_format_doc_lists_every_kind() -> None:
    doc = (Path(__file__).parents[2] / "docs" / "lessons.md").read_text(encoding="utf-8")
    assert [k for k in KINDS if f"| `{k}`" not in doc] == []


EXPLAINED = [
    (k, i, q)
    for k, i, q in QUESTIONS
    if q.kind in ("legal_cards", "trick_winner", "feed", "bid", "double", "seats")
]


@pytest.mark.parametrize(
    ("key", "index", "question"), EXPLAINED, ids=[f"{k}-{i}" for k, i, _ in EXPLAINED]
)
def test_a_wrong_answer_says_why_it_is_wrong(key: str, index: int, question: Question) -> None:
    for number, choice in enumerate(question.choices):
        if not choice.correct:
            feedback = question.feedback(number).text
            assert choice.note and choice.note in feedback, (choice.label, feedback)
