"""The score explanation in the player's words: every kind of line is a catalogue message
filled from the line's values, in English and Arabic, naming what the engine's English names.
"""

from __future__ import annotations

import random
import re
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import PRESETS
from baloot_tui.games.baloot.rules.scoring import (
    PHRASES,
    ScoreLine,
    ScoreLineKind,
    Term,
    score_hand,
    score_qayd,
)
from baloot_tui.games.baloot.words import PHRASE_WORDS, SCORE_WORDS, TERM_WORDS, score_lines
from baloot_tui.text import i18n
from tests.rules.score_lines_kit import EXAMPLES, random_facts, random_qayd

K = ScoreLineKind
NAMES = ("Saad", "Faisal", "Noura", "Reem")
NOTATION = re.compile(r"\b[7-9TJQKA][SHDC]\b|\b[a-z0-9]+[_:][a-z0-9_:-]+\b|\b(NS|EW|T|R|GP)\b")
"""Engine notation a player never reads: cards, flag values, project notation, team codes."""


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.fixture(autouse=True)
def _english_again() -> object:
    yield
    i18n.use("en")


@pytest.mark.parametrize(("line", "english"), EXAMPLES, ids=[x.kind.value for x, _ in EXAMPLES])
def test_each_kind_has_words_naming_the_fields_of_its_line(line: ScoreLine, english: str) -> None:
    assert _fields(SCORE_WORDS[line.kind]) == set(line.fields())
    assert english and not NOTATION.search(english.replace("NS", "").replace("EW", ""))


def test_every_phrase_and_term_has_words_and_each_message_is_arabic() -> None:
    phrases = {member for enum in PHRASES for member in enum}
    assert set(PHRASE_WORDS) == phrases | set(Contract)
    assert len(PHRASE_WORDS) == len(phrases) + len(Contract)  # no two phrases share a key
    assert set(TERM_WORDS) == set(Term)
    arabic = i18n.catalogue("ar")
    messages = [*SCORE_WORDS.values(), *PHRASE_WORDS.values(), *TERM_WORDS.values()]
    worded = [m for m in messages if re.search("[A-Za-z]{2}", re.sub(r"\{\w+\}", "", m))]
    assert [m for m in worded if arabic.gettext(m) == m] == []


WORDS: dict[ScoreLineKind, tuple[str, str]] = {
    K.CONTRACT: (
        "Hokum bought by Faisal and Reem, Double ×2",
        "حكم اشتراه الشرق والغرب، دبل ×2",
    ),
    K.ABNAT: (
        "Abnat: Saad and Noura 80, Faisal and Reem 72 in cards; +10 last trick to Saad "
        "and Noura → Saad and Noura 90, Faisal and Reem 72",
        "الأبناط: الجنوب والشمال 80، الشرق والغرب 72 من الأوراق؛ والأرض +10 لفريق الجنوب "
        "والشمال ← الجنوب والشمال 90، الشرق والغرب 72",
    ),
    K.SUN_CARDS: (
        "Sun cards: Saad and Noura 65 → 13, Faisal and Reem 65 → 13 (nearest 10, a 5 "
        "left alone, × 2 ÷ 10)",
        "أوراق الصن: الجنوب والشمال 65 ← 13، الشرق والغرب 65 ← 13 (لأقرب 10، والخمسة "
        "تبقى، × 2 ÷ 10)",
    ),
    K.HOKUM_BUYER_86: (
        "Hokum cards 86/76: 9 to the buyer Faisal and Reem, 7 to the opponents",
        "أوراق الحكم 86/76: 9 للمشتري فريق الشرق والغرب، و7 للخصم",
    ),
    K.HOKUM_CARDS: (
        "Hokum cards: lower side Faisal and Reem 65 → 6 (.5 rounds down); Saad and Noura "
        "97 → 16 − 6 = 10",
        "أوراق الحكم: الأقل الشرق والغرب 65 ← 6 (النص ينزل)؛ الجنوب والشمال 97 ← 16 − 6 = 10",
    ),
    K.PROJECT: (
        "A Sira: Q♣ K♣ A♣ (Saad and Noura): 2 points",
        "سرا: Q♣ K♣ A♣ (الجنوب والشمال): النقاط 2",
    ),
    K.BALOOT: (
        "Baloot (Faisal and Reem): 2 points, never multiplied",
        "بلوت (الشرق والغرب): النقاط 2، وما تتضاعف أبدًا",
    ),
    K.TOTALS: (
        "Game points (cards + projects): Saad and Noura 10, Faisal and Reem 8; card "
        "points (cards + projects): Saad and Noura 100, Faisal and Reem 82",
        "النقاط (الأوراق + المشاريع): الجنوب والشمال 10، الشرق والغرب 8؛ الأبناط "
        "(الأوراق + المشاريع): الجنوب والشمال 100، الشرق والغرب 82",
    ),
    K.KABOOT_GAHWA: (
        "Kaboot by Faisal and Reem in a Gahwa: the match goes to Faisal and Reem",
        "كبوت لفريق الشرق والغرب في قهوة: يفوز فريق الشرق والغرب بالصكة",
    ),
    K.GAHWA: (
        "Gahwa: the hand and the match go to Saad and Noura",
        "قهوة: يفوز فريق الجنوب والشمال بالجولة والصكة",
    ),
    K.DOUBLED: (
        "Doubled ×3: the pot 16 × 3 + projects 6 + Baloot 2 = 56 goes to Faisal and Reem",
        "مدبّل ×3: ياخذ فريق الشرق والغرب قيمة الجولة 16 × 3 + المشاريع 6 + البلوت 2 = 56",
    ),
    K.KEEPS_BALOOT: (
        "Baloot 2 stays with Saad and Noura (no transfer)",
        "يبقى البلوت 2 لفريق الجنوب والشمال (ما ينتقل)",
    ),
    K.DECIDED_ON_RAW: (
        "Decided on card points: buyer Saad and Noura 81 vs 81: made, the buyer keeps a tie",
        "الحسم بالأبناط: المشتري فريق الجنوب والشمال 81 مقابل 81: نجح، والتعادل للمشتري",
    ),
    K.BUYER_TOTAL: (
        "Buyer Faisal and Reem game points 7 < 9: khasara",
        "المشتري فريق الشرق والغرب نقاطه 7 < 9: خسارة",
    ),
    K.EQUAL_KEEPS_TIE: (
        "Equal game points 8: the buyer keeps a tie: made",
        "تعادل في النقاط 8: التعادل للمشتري: نجح",
    ),
    K.EQUAL_NEEDS_RAW: (
        "Equal game points 8: the buyer needs more card points, 81 vs 81: khasara",
        "تعادل في النقاط 8: المشتري يحتاج أبناط أكثر، 81 مقابل 81: خسارة",
    ),
    K.EQUAL_THEN_RAW: (
        "Equal game points 13: card points 65 vs 65: split, both keep their points",
        "تعادل في النقاط 13: الأبناط 65 مقابل 65: تعادل، وكل فريق ياخذ نقاطه",
    ),
    K.PROJECTS_VANISH: (
        "The buyer's projects (5 points) vanish",
        "تسقط مشاريع المشتري (النقاط 5)",
    ),
    K.KHASARA: (
        "Khasara: nothing for Saad and Noura; the pot 26 + projects 4 = 30 goes to Faisal and Reem",
        "خسارة: ما ياخذ فريق الجنوب والشمال شيء؛ ياخذ فريق الشرق والغرب قيمة الجولة 26 + "
        "المشاريع 4 = 30",
    ),
    K.HIGHER_WINS: (
        "Higher card points win: Faisal and Reem (90 vs 72)",
        "الأعلى في الأبناط يفوز: فريق الشرق والغرب (90 مقابل 72)",
    ),
    K.EQUAL_FIGURE: (
        "Equal game points 8: the doubling team loses a tie: the hand goes to Saad and Noura",
        "تعادل في النقاط 8: التعادل على الفريق اللي دبّل: الجولة لفريق الجنوب والشمال",
    ),
    K.ACE_KABOOT: (
        "Kaboot on a face-up Ace: 88",
        "كبوت والورقة المكشوفة إكة: 88",
    ),
    K.KABOOT_NOT_MULTIPLIED: (
        "The kaboot value is not multiplied",
        "قيمة الكبوت ما تتضاعف",
    ),
    K.KABOOT_NO_PROJECTS: (
        "Projects do not count in a kaboot",
        "المشاريع ما تنحسب في الكبوت",
    ),
    K.KABOOT_OWN_PROJECTS: (
        "The other team's projects do not go to the kaboot team",
        "مشاريع الفريق الثاني ما تروح للفريق اللي كبّت",
    ),
    K.KABOOT: (
        "Kaboot by Faisal and Reem: 25 × 2 + projects 4 = 54",
        "كبوت لفريق الشرق والغرب: 25 × 2 + المشاريع 4 = 54",
    ),
    K.PROJECT_MULTIPLIED: (
        "A Hundred: K♠ K♥ K♦ K♣: 20 × 2 = 40",
        "مية: K♠ K♥ K♦ K♣: 20 × 2 = 40",
    ),
    K.QAYD: (
        "Hokum ×4 Gahwa: Qayd against Faisal and Reem, who score nothing",
        "حكم ×4 قهوة: قيد على فريق الشرق والغرب، وما ياخذ شيء",
    ),
    K.QAYD_GAHWA: (
        "A foul in a Gahwa decides the match: it goes to Saad and Noura",
        "الغلط في القهوة يحسم الصكة: يفوز بها فريق الجنوب والشمال",
    ),
    K.QAYD_PENALTY: (
        "The kaboot value 44 × 2 + own projects 10 = 98 goes to Saad and Noura",
        "ياخذ فريق الجنوب والشمال قيمة الكبوت 44 × 2 + مشاريعه 10 = 98",
    ),
    K.SCORE: (
        "Score: Saad and Noura 0, Faisal and Reem 32",
        "النتيجة: الجنوب والشمال 0، الشرق والغرب 32",
    ),
    K.PROJECTS_ONLY: (
        "Projects: only Faisal and Reem declared, so its projects count",
        "المشاريع: ما أعلن إلا فريق الشرق والغرب، فتنحسب مشاريعه",
    ),
    K.PROJECTS_NONE_COUNT: (
        "Projects: Saad and Noura best a Sira: 7♥ 8♥ 9♥, Faisal and Reem best a Sira: 7♠ "
        "8♠ 9♠: equal, so none count",
        "المشاريع: أعلى مشروع لفريق الجنوب والشمال سرا: 7♥ 8♥ 9♥، ولفريق الشرق والغرب "
        "سرا: 7♠ 8♠ 9♠: متساويين، فما تنحسب مشاريع أحد",
    ),
    K.PROJECTS_BEST: (
        "Projects: Saad and Noura best Fifty, Faisal and Reem best a Sira: 7♠ 8♠ 9♠: "
        "equal, the one in trumps first, so the projects of Faisal and Reem count",
        "المشاريع: أعلى مشروع لفريق الجنوب والشمال خمسين، ولفريق الشرق والغرب سرا: 7♠ 8♠ "
        "9♠: متساويين، ويغلب اللي من الحكم ثم الأقرب لأول من لعب، فتنحسب مشاريع فريق "
        "الشرق والغرب",
    ),
}
"""Each kind's example line in English by the players' names and in Arabic by the seats."""


@pytest.mark.parametrize("line", [x for x, _ in EXAMPLES], ids=[x.kind.value for x, _ in EXAMPLES])
def test_each_kind_reads_as_it_always_has(line: ScoreLine) -> None:
    said, arabic = WORDS[line.kind]
    assert score_lines([line], NAMES) == (said,)
    i18n.use("ar")
    assert score_lines([line]) == (arabic,)
    assert score_lines([line], by_team=True) == (arabic,)  # the calculator's teams, by seats


@given(seed=st.integers(0, 2**32 - 1), preset=st.sampled_from(sorted(PRESETS)))
def test_every_line_of_a_random_score_is_worded_without_notation(seed: int, preset: str) -> None:
    rng = random.Random(seed)
    rules = PRESETS[preset]
    scores = [score_hand(random_facts(rng), rules) for _ in range(10)]
    scores.append(score_qayd(*random_qayd(rng), rules))
    for language in i18n.LANGUAGES:
        i18n.use(language)
        for score in scores:
            for names in (NAMES, None):
                said = score_lines(score.lines, names)
                assert len(said) == len(score.lines)
                unnamed = [re.sub("|".join(NAMES), "", line) for line in said]
                assert not any("{" in line or NOTATION.search(line) for line in unnamed), said
                if language == "ar":
                    assert not any(re.search("[A-Za-z]{2}", line) for line in unnamed), said
