"""The lessons in Arabic: the files' Arabic fields, the loader's checks, the words put in."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from importlib.resources.abc import Traversable

import pytest

from baloot_tui.games.baloot.coach.lesson_words import arabic_rule_sentences
from baloot_tui.games.baloot.coach.lessons import (
    LESSON_FOLDER,
    LESSONS,
    LESSONS_AR,
    Lesson,
    describe_scene,
    load_lessons,
    parse_lesson,
)
from baloot_tui.games.baloot.help.card_reasons import ALLOWED_REASONS
from baloot_tui.games.baloot.help.rule_text import RULE_SENTENCES
from baloot_tui.games.baloot.rules.tricks import _REASONS, Obligation
from baloot_tui.games.belot.coach.lessons import BELOT_LESSONS, BELOT_LESSONS_AR
from baloot_tui.games.belot.coach.lessons import LESSON_FOLDER as BELOT_FOLDER
from baloot_tui.text.i18n import catalogue, use
from baloot_tui.text.lessons import LessonError, LessonRun
from tests.coach.learn_kit import RULE_VARIANTS
from tests.coach.test_lessons import GOOD

ARABIC = re.compile("[\u0600-\u06ff]")
LATIN_WORD = re.compile("[A-Za-z]{2,}")
"""A Latin word; card names (``A♠``, ``10♥``) have one letter at most."""

GOOD_AR = (
    GOOD.replace('title = "A sample"', 'title = "A sample"\ntitle_ar = "مثال"')
    .replace(
        'text = "Cards rank {plain_order}."',
        'text = "Cards rank {plain_order}."\ntext_ar = "ترتيب الأوراق {plain_order}."',
    )
    .replace('prompt = "Who wins?"', 'prompt = "Who wins?"\nprompt_ar = "من يأكل؟"')
    .replace(
        'explanation = "{winner} wins."',
        'explanation = "{winner} wins."\nexplanation_ar = "{winner} ({winner_seat}) تأكل."',
    )
    .replace('prompt = "Sun pot?"', 'prompt = "Sun pot?"\nprompt_ar = "قيمة الصن؟"')
    .replace('"{sun_pot}."', '"{sun_pot}."\nexplanation_ar = "{sun_pot}."')
)


@pytest.fixture
def arabic_interface() -> Iterator[None]:
    """Speak Arabic for one test, then English again."""
    use("ar")
    yield
    use("en")


def texts_of(item: Lesson) -> list[str]:
    """Every text a learner reads in a lesson: title, text, prompts, answers, notes, why."""
    found = [item.title, item.text]
    for question in item.questions:
        found += [question.prompt, question.explanation, *question.scene.facts]
        found += [text for choice in question.choices for text in (choice.label, choice.note)]
    return [text for text in found if text]


def test_a_lesson_with_its_arabic_reads_in_arabic_with_the_engines_figures() -> None:
    arabic = parse_lesson(GOOD_AR, "sample.toml", language="ar")
    assert (arabic.title, arabic.text) == ("مثال", "ترتيب الأوراق A 10 K Q J 9 8 7.")
    first = arabic.questions[0]
    assert first.prompt == "من يأكل؟"
    assert first.explanation == "10♠ (الشمال) تأكل."
    assert first.correct_label == "10♠ (الشمال)"
    assert arabic.questions[1].explanation == "26."
    english = parse_lesson(GOOD_AR, "sample.toml")
    assert english == parse_lesson(GOOD, "sample.toml")


def test_a_lesson_without_arabic_is_read_in_english_when_arabic_is_asked() -> None:
    assert parse_lesson(GOOD, "sample.toml", language="ar") == parse_lesson(GOOD, "sample.toml")


@pytest.mark.parametrize(
    ("change", "language", "message"),
    [
        (("title_ar = ", "titel_ar = "), "ar", r"sample.toml: titel_ar: unknown field"),
        (("title_ar = ", "titel_ar = "), "en", r"sample.toml: titel_ar: unknown field"),
        (('text_ar = "', 'txt_ar = "'), "en", r"questions\[0\].explanation_ar: an Arabic text"),
        (('title_ar = "مثال"', 'title_ar = "  "'), "ar", r"title_ar: needs non-empty text"),
        (('title_ar = "مثال"', "title_ar = 3"), "ar", r"title_ar: needs non-empty text"),
        (('explanation_ar = "{sun_pot}."', ""), "en", r"questions\[1\].explanation_ar: missing"),
        (("({winner_seat})", "({loser})"), "ar", r"questions\[0\].explanation_ar: unknown figure"),
        (("ترتيب", "{rule:nope} ترتيب"), "ar", r"sample.toml: text_ar: unknown rule"),
        (("ترتيب", "{rule:nope} ترتيب"), "en", r"sample.toml: text_ar: unknown rule"),
        (('prompt_ar = "من يأكل؟"\n', ""), "ar", r"questions\[0\].prompt_ar: missing"),
        (('contract = "sun"\nleader', 'facts = ["x"]\ncontract = "sun"\nleader'), "ar", "facts_ar"),
    ],
)
def test_a_bad_arabic_field_is_refused_naming_the_file_and_field(
    change: tuple[str, str], language: str, message: str
) -> None:
    old, new = change
    assert old in GOOD_AR
    with pytest.raises(LessonError, match=message):
        parse_lesson(GOOD_AR.replace(old, new, 1), "sample.toml", language=language)  # type: ignore[arg-type]


def test_the_arabic_of_one_text_is_refused_without_the_lessons_arabic() -> None:
    with_one = GOOD.replace('prompt = "Sun pot?"', 'prompt = "Sun pot?"\nprompt_ar = "قيمة؟"')
    with pytest.raises(LessonError, match=r"questions\[1\].prompt_ar: an Arabic text needs"):
        parse_lesson(with_one, "sample.toml")


def test_an_arabic_list_has_as_many_texts_as_the_english() -> None:
    facts = GOOD_AR.replace(
        'contract = "sun"\noptions',
        'facts = ["a", "b"]\nfacts_ar = ["أ"]\ncontract = "sun"\noptions',
    )
    with pytest.raises(LessonError, match=r"questions\[1\].facts_ar: needs 2 texts, as facts"):
        parse_lesson(facts, "sample.toml", language="ar")


def tables(data: dict[str, object]) -> Iterator[dict[str, object]]:
    """A lesson file's tables: the file, its questions, their options and declarations."""
    yield data
    for value in data.values():
        if isinstance(value, list):
            for item in value:
                if isinstance(item, dict):
                    yield from tables(item)


WORDED = (("ask", "match"), ("ask", "outcome"), ("kind", "auction_end"))
"""The questions whose ``options`` are words (not cards, seats, suits or numbers)."""


@pytest.mark.parametrize(("folder", "count"), [(LESSON_FOLDER, 14), (BELOT_FOLDER, 3)])
def test_every_shipped_lesson_file_has_arabic_for_every_text(
    folder: Traversable, count: int
) -> None:
    files = [e for e in folder.iterdir() if e.name.endswith(".toml")]
    assert len(files) == count
    for entry in files:
        data = tomllib.loads(entry.read_text(encoding="utf-8"))
        for table in tables(data):
            for name in ("title", "text", "prompt", "explanation", "label", "facts"):
                if name in table:
                    assert f"{name}_ar" in table, (entry.name, name)
            if any(table.get(key) == value for key, value in WORDED):
                assert "options_ar" in table, entry.name


@pytest.mark.parametrize("item", LESSONS_AR, ids=[item.key for item in LESSONS_AR])
def test_each_arabic_lesson_reads_in_arabic_with_no_latin_word(item: Lesson) -> None:
    for text in texts_of(item):
        assert not LATIN_WORD.search(text), (item.key, text)


@pytest.mark.parametrize(("english", "arabic"), list(zip(LESSONS, LESSONS_AR, strict=True)))
def test_the_arabic_lesson_asks_the_same_questions_with_the_same_answers(
    english: Lesson, arabic: Lesson
) -> None:
    assert (arabic.key, arabic.topic) == (english.key, english.topic)
    assert arabic.title != english.title
    for ours, theirs in zip(arabic.questions, english.questions, strict=True):
        assert ours.scene.hand == theirs.scene.hand and ours.scene.table == theirs.scene.table
        assert len(ours.choices) == len(theirs.choices) and ours.answer == theirs.answer
        assert [c.action for c in ours.choices] == [c.action for c in theirs.choices]
        assert ours.terms == theirs.terms and ours.kind == theirs.kind


@pytest.mark.parametrize("rules", [r for _, r in RULE_VARIANTS], ids=[n for n, _ in RULE_VARIANTS])
def test_every_house_rule_sentence_a_lesson_names_has_its_arabic(rules: object) -> None:
    """Under every preset and flag the Arabic lessons stay Arabic (none falls back)."""
    for item in load_lessons(rules=rules, language="ar"):  # type: ignore[arg-type]
        assert all(not LATIN_WORD.search(text) for text in texts_of(item)), item.key


def test_the_arabic_rule_sentences_translate_real_sentences() -> None:
    produced = {make(rules) for make in RULE_SENTENCES.values() for _, rules in RULE_VARIANTS}
    assert set(arabic_rule_sentences()) <= produced
    assert all(ARABIC.search(arabic) for arabic in arabic_rule_sentences().values())


def test_the_reasons_are_the_engines_and_each_has_its_arabic() -> None:
    assert set(ALLOWED_REASONS) == set(Obligation)
    arabic = catalogue("ar")
    for obligation, message in ALLOWED_REASONS.items():
        assert message == _REASONS[obligation][0]
        assert ARABIC.search(arabic.gettext(message)), message
        assert set(re.findall(r"\{\w+\}", arabic.gettext(message))) == set(
            re.findall(r"\{\w+\}", message)
        )


@pytest.mark.usefixtures("arabic_interface")
def test_the_scene_and_the_feedback_speak_the_interfaces_language() -> None:
    trumping = next(item for item in LESSONS_AR if item.key == "trumping")
    question = trumping.questions[1]
    lines = describe_scene(question.scene)
    assert lines == (
        "العقد: حكم (الحكم ♥)",
        "على الطاولة: الشمال A♣، الغرب 10♥",
        "أوراقك: 9♥ Q♥ A♠",
    )
    wrong = next(i for i, c in enumerate(question.choices) if not c.correct)
    run = LessonRun(trumping, queue=(1, 2, 3, 0)).answer(wrong)
    assert run.last is not None and not run.last.correct
    assert run.last.text.startswith("ليس تمامًا: ") and "حاول مرة ثانية" in run.last.text
    run = run.answer(question.answer)
    assert run.last is not None and run.last.text.startswith("صحيح. ")
    assert "تعلو بالحكم على 10♥" in run.last.text  # the engine's reason, in Arabic


BELOT_PAIRS = list(zip(BELOT_LESSONS, BELOT_LESSONS_AR, strict=True))


@pytest.mark.parametrize(("english", "arabic"), BELOT_PAIRS, ids=[e.key for e, _ in BELOT_PAIRS])
def test_the_belot_lessons_read_in_arabic_with_the_same_answers(
    english: Lesson, arabic: Lesson
) -> None:
    assert arabic.key == english.key and arabic.title != english.title
    assert not [text for text in texts_of(arabic) if LATIN_WORD.search(text)]
    for ours, theirs in zip(arabic.questions, english.questions, strict=True):
        assert ours.answer == theirs.answer and len(ours.choices) == len(theirs.choices)


def test_a_belot_outcome_is_labelled_in_arabic_and_matched_in_english() -> None:
    """The file's English words are what the engine's answer is compared with."""
    scoring = next(item for item in BELOT_LESSONS_AR if item.key == "belot_scoring")
    inside = scoring.questions[1]
    assert [c.label for c in inside.choices] == ["نجح", "داخل", "معلّقة"]
    assert inside.correct_label == "داخل" and inside.explanation.startswith("داخل: ")
    use("ar")
    try:
        assert inside.scene.lines()[0] == "العقد: حكم ♠، المزايد أنت"
    finally:
        use("en")
