"""The three Belot lessons: answers computed by the Belot engine, checked against the book.

Every question's answer is recomputed for the rules taught (default, every preset,
every single flag changed) and must match exactly one choice; the table below gives
the answers BELOT.md gives under the default rules, so an engine change that moved
one would fail here, not in front of a learner.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.belot.coach.lessons import (
    BELOT_LESSONS,
    KINDS,
    Lesson,
    load_belot_lessons,
    parse_belot_lesson,
)
from baloot_tui.games.belot.help.figures import deal_total
from baloot_tui.games.belot.rules.auction import start_auction
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.house_rules import (
    DEFAULT_RULES,
    PRESETS,
    BelotRules,
    flag_choices,
)
from baloot_tui.text.lessons import LessonError, LessonRun

BOOK_ANSWERS = {
    "belot_contracts": ["J 9 A 10 K Q 8 7", "A♠", "7♠", "260"],
    "belot_bidding": ["No", "Yes", "Spades, contra (×2)", "All four passed: the cards are redealt"],
    "belot_scoring": ["10", "Inside", "9", "19"],
    "belot_duties": ["7♠ K♠", "J♥", "7♥ K♥", "J♠"],
    "belot_declarations": [
        "quarte 7♠ 8♠ 9♠ 10♠",
        "carré of Jacks and tierce 7♥ 8♥ 9♥",
        "carré of Nines",
        "quinte 7♥ 8♥ 9♥ 10♥ J♥ Q♥",
    ],
}
"""Each question's right answer under the default rules, worked out from BELOT.md."""


def flag_variants() -> list[tuple[str, BelotRules]]:
    variants = [(f"preset {name}", rules) for name, rules in PRESETS.items()]
    for field in dataclasses.fields(BelotRules):
        for value in flag_choices(field.name) or ():
            if value != getattr(DEFAULT_RULES, field.name):
                variants.append(
                    (f"{field.name}={value}", DEFAULT_RULES.replace(**{field.name: value}))
                )
    return variants


VARIANTS = flag_variants()


def test_the_lessons_in_teaching_order() -> None:
    assert [item.key for item in BELOT_LESSONS] == list(BOOK_ANSWERS)
    topics = ["cards", "bidding", "scoring", "play", "scoring"]
    assert [item.topic for item in BELOT_LESSONS] == topics
    assert {q.kind for item in BELOT_LESSONS for q in item.questions} == set(KINDS)


@pytest.mark.parametrize("key", BOOK_ANSWERS)
def test_the_engine_gives_the_books_answers(key: str) -> None:
    lesson = next(item for item in BELOT_LESSONS if item.key == key)
    assert [q.correct_label for q in lesson.questions] == BOOK_ANSWERS[key]
    for question in lesson.questions:
        assert sum(c.correct for c in question.choices) == 1
        assert "{" not in question.explanation and "{" not in question.prompt


@pytest.mark.parametrize(
    ("contract", "total"),
    [
        (Contract.CLUBS, 162),
        (Contract.SPADES, 162),
        (Contract.NO_TRUMPS, 260),
        (Contract.ALL_TRUMPS, 258),
    ],
)
def test_a_deal_holds_the_points_of_section_1_4(contract: Contract, total: int) -> None:
    assert deal_total(contract) == total


@pytest.mark.parametrize("rules", [r for _, r in VARIANTS], ids=[n for n, _ in VARIANTS])
def test_every_lesson_loads_under_every_preset_and_flag(rules: BelotRules) -> None:
    lessons = load_belot_lessons(rules=rules)
    assert [len(item.questions) for item in lessons] == [4, 4, 4, 4, 4]


def test_a_rule_that_changes_an_answer_changes_it_in_the_lesson() -> None:
    """Rounding at the special digit (§9.12): a 6 rounds up for the lower total by default."""
    text = LESSON.replace("CARDS", "[66, 86]").replace("OPTIONS", "[7, 8]")
    default = parse_belot_lesson(text, "t.toml")[1].questions[0]
    higher = DEFAULT_RULES.replace(suit_six_rounding="higher_up")
    other = parse_belot_lesson(text, "t.toml", higher)[1].questions[0]
    assert (default.correct_label, other.correct_label) == ("8", "7")


LESSON = """
key = "t"
title = "T"
topic = "scoring"
order = 1
text = "Scoring."

[[questions]]
kind = "deal_score"
prompt = "Who writes what?"
contract = "H"
bidder = "them"
card_points = CARDS
tricks = [3, 5]
last_trick = "us"
ask = "ours"
options = OPTIONS
explanation = "You write {ours}."

[[questions]]
kind = "trick_winner"
prompt = "Which wins?"
contract = "H"
table = "AS TS 7H"
explanation = "{winner}."
"""


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (
            ("options = [8, 7]", "options = [1, 2]"),
            "t.toml: questions[0].options: the engine's answer 8 must match",
        ),
        (
            ("card_points = [66, 86]", "card_points = [66, 80]"),
            "t.toml: questions[0].card_points: card points must be",
        ),
        (('kind = "deal_score"', 'kind = "guess"'), "questions[0].kind: unknown kind"),
        (('last_trick = "us"', 'last_trick = "me"'), "questions[0].last_trick: must be us"),
        (("{ours}", "{theirs_total}"), "unknown figure {theirs_total}"),
        (("AS TS 7H", "AS TS 7H 8H 9H"), "questions[1].table: needs one to four cards"),
    ],
)
def test_a_bad_lesson_is_refused_naming_the_file_and_field(
    change: tuple[str, str], problem: str
) -> None:
    text = LESSON.replace("CARDS", "[66, 86]").replace("OPTIONS", "[8, 7]")
    with pytest.raises(LessonError) as caught:
        parse_belot_lesson(text.replace(*change), "t.toml")
    assert problem in str(caught.value)


def test_an_auction_that_breaks_the_rules_is_refused() -> None:
    text = LESSON.replace("CARDS", "[66, 86]").replace("OPTIONS", "[8, 7]")
    bidding = text.replace(
        'kind = "trick_winner"\nprompt = "Which wins?"\ncontract = "H"\ntable = "AS TS 7H"',
        'kind = "can_call"\nprompt = "May you?"\ncalls = "bid S; bid H"\ncall = "pass"',
    )
    with pytest.raises(LessonError, match=r"questions\[1\]\.calls: illegal action"):
        parse_belot_lesson(bidding, "t.toml")


@pytest.mark.parametrize("lesson", BELOT_LESSONS, ids=[item.key for item in BELOT_LESSONS])
def test_right_answers_pass_each_lesson(lesson: Lesson) -> None:
    run = LessonRun(lesson)
    while not run.finished:
        run = run.answer(run.question.answer)
        run = run if run.finished else run.next()
    assert run.passed and run.score == 4


def learn(*args: str, answers: str = "") -> tuple[int, str]:
    result = CliRunner().invoke(main, ["learn", "--game", "belot", *args], input=answers)
    return result.exit_code, result.output


def test_the_lessons_are_listed() -> None:
    code, out = learn("--list")
    assert code == 0
    assert [line.split()[0] for line in out.splitlines()] == list(BOOK_ANSWERS)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--lesson", "cards"], "'cards' is a Baloot lesson"),
        (["--quiz"], "the quizzes are Baloot's"),
        (["--rules", "kammelna"], "unknown Belot preset 'kammelna'"),
    ],
)
def test_belot_options_are_checked(args: list[str], message: str) -> None:
    code, out = learn(*args)
    assert code == 2 and message in out


def test_a_belot_lesson_needs_the_belot_game() -> None:
    result = CliRunner().invoke(main, ["learn", "--lesson", "belot_scoring"])
    assert result.exit_code == 2 and "is a Belot lesson (--game belot)" in result.output


def test_the_lesson_files_are_in_their_own_folder() -> None:
    folder = Path(__file__).parents[2] / "baloot_tui" / "games" / "belot" / "coach" / "lesson_data"
    assert len(list(folder.glob("*.toml"))) == 5


@pytest.mark.parametrize(
    ("name", "rules"), [("defaults", DEFAULT_RULES), *VARIANTS], ids=lambda v: str(v)
)
def test_the_bidding_lesson_seats_the_first_speaker_where_the_engine_does(
    name: str, rules: BelotRules
) -> None:
    """BELOT.md §1.1: the first speaker sits on the dealer's right when play goes
    counter-clockwise (the seat after South is East, on South's right)."""
    text = load_belot_lessons(rules=rules)[1].text
    for dealer in Seat:
        first = start_auction(dealer, rules).to_act
        on_the_right = first is SEATS[(dealer + 1) % 4]
        side = "right" if on_the_right else "left"
        direction = "counter-clockwise" if on_the_right else "clockwise"
        assert f"Play goes {direction}, so the first speaker" in text
        assert f"on the dealer's\n**{side}**" in text
