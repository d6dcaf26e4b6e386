"""The lessons in Arabic: their texts in the catalogue, the loader's checks, the words put in."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from importlib.resources.abc import Traversable

import pytest

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
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.tricks import Obligation
from baloot_tui.games.belot.coach.lessons import (
    BELOT_LESSONS,
    BELOT_LESSONS_AR,
    load_belot_lessons,
)
from baloot_tui.games.belot.coach.lessons import LESSON_FOLDER as BELOT_FOLDER
from baloot_tui.text.i18n import LESSON, catalogue, use
from baloot_tui.text.lessons import LessonError, LessonRun, Words
from baloot_tui.text.po import CONTEXT, lesson_messages, lesson_texts, po_path, read_po
from tests.coach.learn_kit import LESSON_RULE_VARIANTS, RULE_VARIANTS
from tests.coach.test_lessons import GOOD

ARABIC = re.compile("[\u0600-\u06ff]")
LATIN_WORD = re.compile("[A-Za-z]{2,}")
"""A Latin word; card names (``A♠``, ``10♥``) have one letter at most."""

FOLLOW_SUIT = LESSON_FOLDER.joinpath("020_follow_suit.toml").read_text(encoding="utf-8")
"""A shipped lesson file: its texts are in the catalogue."""


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


def test_a_lesson_reads_in_arabic_from_the_catalogue_with_the_engines_figures() -> None:
    arabic = parse_lesson(FOLLOW_SUIT, "020_follow_suit.toml", language="ar")
    assert arabic.title == "اللعب من النوع الملعوب"
    assert "A 10 K Q J 9 8 7" in arabic.text and "الملعوب" in arabic.text  # a figure put in
    first = arabic.questions[0]
    assert first.prompt == "صن. الغرب بدأ بـA♠. أي أوراقك يجوز لك أن تلعبها؟"
    assert "7♠ K♠" in first.explanation  # the engine's legal cards, in the Arabic text
    english = parse_lesson(FOLLOW_SUIT, "020_follow_suit.toml")
    assert english.title == "Following suit" and first.answer == english.questions[0].answer


def test_a_lesson_without_arabic_is_read_in_english_when_arabic_is_asked() -> None:
    assert parse_lesson(GOOD, "sample.toml", language="ar") == parse_lesson(GOOD, "sample.toml")


def test_one_text_without_arabic_keeps_the_whole_lesson_english() -> None:
    """A lesson half in Arabic would read worse than one in English: all or nothing."""
    old = 'prompt = "Sun. West led the A♠. Which of your cards may you play?"'
    assert old in FOLLOW_SUIT
    changed = FOLLOW_SUIT.replace(old, 'prompt = "Sun. West led the A♠. Which may you play?"')
    english = parse_lesson(changed, "020_follow_suit.toml")
    assert parse_lesson(changed, "020_follow_suit.toml", language="ar") == english
    assert english.questions[0].prompt == "Sun. West led the A♠. Which may you play?"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (('title = "A sample"', 'title = "A sample"\ntitle_ar = "مثال"'), "title_ar: unknown"),
        (('prompt = "Who wins?"', 'prompt = "Who wins?"\nprompt_ar = "من؟"'), "prompt_ar: unk"),
        (("Cards rank", "{rule:nope} Cards rank"), "sample.toml: text: unknown rule"),
        (("{winner} wins.", "{loser} wins."), r"questions\[0\].explanation: unknown figure"),
    ],
)
@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_lesson_file_holds_no_arabic_and_its_texts_are_checked_in_both_languages(
    change: tuple[str, str], message: str, language: str
) -> None:
    """The Arabic is the catalogue's: a file's ``*_ar`` field is a typo like any other."""
    old, new = change
    assert old in GOOD
    with pytest.raises(LessonError, match=message):
        parse_lesson(GOOD.replace(old, new, 1), "sample.toml", language=language)  # type: ignore[arg-type]


@pytest.mark.parametrize(("folder", "count"), [(LESSON_FOLDER, 17), (BELOT_FOLDER, 5)])
def test_every_text_of_every_shipped_lesson_has_its_arabic_in_the_catalogue(
    folder: Traversable, count: int
) -> None:
    files = [e for e in folder.iterdir() if e.name.endswith(".toml")]
    assert len(files) == count
    arabic = read_po(po_path("ar").read_text(encoding="utf-8"))
    for entry in files:
        for text in lesson_texts(tomllib.loads(entry.read_text(encoding="utf-8"))):
            translated = arabic.get(LESSON + CONTEXT + text, "")
            assert ARABIC.search(translated) or "{" in translated, (entry.name, text)


def test_the_catalogue_holds_exactly_the_texts_the_lessons_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What the refresh tool finds in the files is what the readers translate, no more."""
    asked: set[str] = set()
    lesson = Words.lesson

    def recorded(words: Words, text: str) -> str:
        asked.add(text)
        return lesson(words, text)

    monkeypatch.setattr(Words, "lesson", recorded)
    load_lessons(language="ar")
    load_belot_lessons(language="ar")
    found = {key.partition(CONTEXT)[2] for key in lesson_messages()}
    assert asked == found


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


@pytest.mark.parametrize("rules", LESSON_RULE_VARIANTS)
def test_every_house_rule_sentence_a_lesson_names_has_its_arabic(rules: object) -> None:
    """Under every preset and flag the Arabic lessons stay Arabic (none falls back)."""
    for item in load_lessons(rules=rules, language="ar"):  # type: ignore[arg-type]
        assert all(not LATIN_WORD.search(text) for text in texts_of(item)), item.key


@pytest.mark.parametrize("rules", [r for _, r in RULE_VARIANTS], ids=[n for n, _ in RULE_VARIANTS])
def test_every_house_rule_sentence_has_its_arabic_in_the_catalogue(rules: HouseRules) -> None:
    for name, make in RULE_SENTENCES.items():
        arabic = make(rules, "ar")
        assert ARABIC.search(arabic) and not LATIN_WORD.search(arabic), (name, arabic)
        assert arabic != make(rules), name


def test_every_obligation_has_its_reason_and_each_its_arabic() -> None:
    assert set(ALLOWED_REASONS) == set(Obligation)
    arabic = catalogue("ar")
    for message in ALLOWED_REASONS.values():
        assert set(re.findall(r"\{(\w+)\}", message)) <= {"lead", "best"}, message
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
