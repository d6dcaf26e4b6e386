"""The glossary's meanings in both languages, their house-rule sentences the rules' own."""

from __future__ import annotations

import pytest

from baloot_tui.games.baloot.coach.words import term_lines, term_meaning, worded_terms
from baloot_tui.games.baloot.help.glossary import MEANINGS, glossary, terms_for
from baloot_tui.games.baloot.help.rule_text import RULE_SENTENCES, rule_names
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.text.i18n import use
from tests.coach.learn_kit import RULE_VARIANTS
from tests.engine.test_coach_words import (
    ENGLISH_WORDS,
    UNFILLED,
    arabic,  # noqa: F401 (the fixture: speak Arabic for one test)
    arabic_of,
)
from tests.engine.words_kit import assert_translated

VARIANTS = pytest.mark.parametrize(
    "rules", [r for _, r in RULE_VARIANTS], ids=[n for n, _ in RULE_VARIANTS]
)
"""The defaults, every preset and every single flag changed."""


@pytest.mark.parametrize("key", list(MEANINGS))
def test_each_meaning_has_its_arabic_naming_the_same_rules(key: str) -> None:
    english = MEANINGS[key]
    assert_translated(english)
    translated = arabic_of(english)
    assert sorted(rule_names(translated)) == sorted(rule_names(english)), (english, translated)


@VARIANTS
@pytest.mark.usefixtures("arabic")
def test_every_meaning_reads_in_arabic_with_the_rules_arabic_sentences(rules: HouseRules) -> None:
    """No English word, nothing unfilled, and each rule sentence the one these rules give."""
    worded = dict((term.key, meaning) for term, meaning in worded_terms(MEANINGS, rules))
    assert list(worded) == list(MEANINGS)  # none left out under a preset or a single flag
    for key, meaning in worded.items():
        assert not UNFILLED.search(meaning) and "{rule:" not in meaning, meaning
        assert ENGLISH_WORDS.findall(meaning) == [], meaning
        for name in rule_names(MEANINGS[key]):
            assert RULE_SENTENCES[name](rules, "ar") in meaning, (key, name)


@VARIANTS
def test_the_english_meanings_are_the_glossarys(rules: HouseRules) -> None:
    for term in glossary(rules):
        assert term_meaning(term, rules) == term.meaning
    assert term_lines(MEANINGS, rules) == tuple(
        f"{t.name} ({t.arabic}): {t.meaning}" for t in terms_for(list(MEANINGS), rules)
    )


@pytest.mark.usefixtures("arabic")
def test_a_line_names_the_term_in_the_language_in_force() -> None:
    (ashkal,) = terms_for(["ashkal"])
    (line,) = term_lines(["ashkal", "ashkal"], HouseRules())
    assert line.startswith(f"{ashkal.arabic}: ") and "الثالث والرابع" in line
    use("en")
    (line,) = term_lines(["ashkal"], HouseRules())
    assert line.startswith("Ashkal (أشكال): A Sun called for your partner")


@pytest.mark.usefixtures("arabic")
def test_a_mix_of_flags_no_preset_has_is_worded_in_arabic_too() -> None:
    """Two kaboot flags changed at once: its sentence is put together from the catalogue."""
    rules = HouseRules(kaboot_multiplied=False, ace_kaboot_88=True, kaboot_projects="own")
    worded = dict((term.key, meaning) for term, meaning in worded_terms(["sun", "kaboot"], rules))
    assert list(worded) == ["sun", "kaboot"]
    assert RULE_SENTENCES["kaboot"](rules, "ar") in worded["kaboot"]
    assert ENGLISH_WORDS.findall(worded["kaboot"]) == []
