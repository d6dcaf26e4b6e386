"""Sentences about a player agree with who the player is: "You", a woman, a man, or unknown.

Every :class:`~baloot_tui.text.players.Subject` of both games' words is rendered with the
person at the table as its subject (English second person: "You play", never "You
plays"), and in Arabic with a woman's name (feminine verbs), a man's (masculine), a
name of unknown gender (no verb) and "You" (second person).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from types import ModuleType

import pytest

from baloot_tui.core.table import BOT_NAMES
from baloot_tui.games.baloot import words as baloot_words
from baloot_tui.games.belot import words as belot_words
from baloot_tui.text import table_words
from baloot_tui.text.i18n import speaking
from baloot_tui.text.players import (
    BOT_GENDERS,
    FIRST_STRONG_ISOLATE,
    POP_DIRECTIONAL_ISOLATE,
    YOU,
    Subject,
    gender_of,
    know_genders,
    shown_name,
)

MODULES: tuple[ModuleType, ...] = (baloot_words, belot_words, table_words)
VALUES = {
    "card": "10♥",
    "cards": "A♠ K♠",
    "trump": " ♥",
    "lock": "",
    "projects": "Sira",
    "kinds": "Sira",
    "contract": "Sun",
    "number": 3,
    "seat": "E",
    "mark": "▸",
    "moves": "2 moves",
    "hanging": 10,
}
THIRD_PERSON_AFTER_YOU = re.compile(r"\b[Yy]ou (?:is|has|does|[a-z]*[^s\W]s)\b")
"""``You plays``, ``You is``: a verb in the third person after "You" ("You pass" is fine)."""
MASCULINE = frozenset(
    [
        "قال",
        "لعب",
        "أعلن",
        "كشف",
        "دبّل",
        "يوزّع",
        "يفكّر",
        "يفكر",
        "متقدم",
        "أكلها",
        "بدأ",
        "استرجع",
        "قبل",
        "رفض",
        "زايد",
        "حوّل",
        "ثبّت",
        "يعلن",
        "يلعب",
        "يكشف",
        "يؤكد",
        "يحوّل",
    ]
)
"""The masculine verbs and adjectives of the third person's sentences."""
FEMININE = frozenset(
    [
        "قالت",
        "لعبت",
        "أعلنت",
        "كشفت",
        "دبّلت",
        "توزّع",
        "تفكّر",
        "متقدمة",
        "أكلتها",
        "بدأت",
        "استرجعت",
        "قبلت",
        "رفضت",
        "زايدت",
        "حوّلت",
        "ثبّتت",
    ]
)


def subjects() -> Iterator[Subject]:
    """Every subject sentence of both games' words and the shared table words."""
    seen: set[Subject] = set()
    for module in MODULES:
        for value in vars(module).values():
            found = value.values() if isinstance(value, dict) else (value,)
            for item in found:
                if isinstance(item, Subject) and item not in seen:
                    seen.add(item)
                    yield item


SUBJECTS = sorted(subjects(), key=lambda s: s.third)


def words_of(text: str) -> set[str]:
    return set(re.findall(r"[\u0600-\u06ff\u0651]+", text))


def test_there_are_subject_sentences_in_both_games() -> None:
    assert len(SUBJECTS) >= 35
    assert baloot_words.PLAYS in SUBJECTS and belot_words.DEALS in SUBJECTS


@pytest.mark.parametrize("subject", SUBJECTS, ids=lambda s: s.third)
def test_the_person_at_the_table_is_spoken_to_in_the_second_person(subject: Subject) -> None:
    with speaking("en"):
        said = subject.said(YOU, **VALUES)
        other = subject.said("Faisal", **VALUES)
    assert "{" not in said and "Faisal" in other
    assert re.search(r"\b[Yy]ou", said), said
    assert not THIRD_PERSON_AFTER_YOU.search(said), said
    with speaking("ar"):
        arabic = subject.said(YOU, **VALUES)
    assert not words_of(arabic) & MASCULINE, arabic
    assert "أنت" in arabic or words_of(arabic) & {"دورك", "لك", "ورقتك", "عليك"}, arabic


@pytest.mark.parametrize("subject", SUBJECTS, ids=lambda s: s.third)
def test_a_womans_name_takes_feminine_words_and_an_unknown_one_none(subject: Subject) -> None:
    know_genders(["Sara", "Reem"], ["neutral", "female"])
    try:
        with speaking("ar"):
            noura = subject.said("Noura", **VALUES)
            reem = subject.said("Reem", **VALUES)
            faisal = subject.said("Faisal", **VALUES)
            sara = subject.said("Sara", **VALUES)
    finally:
        know_genders([], [])
    assert "نورة" in noura and "فيصل" in faisal and "Reem" in reem and "Sara" in sara
    assert not words_of(noura) & MASCULINE, noura
    assert noura.replace("نورة", f"{FIRST_STRONG_ISOLATE}Reem{POP_DIRECTIONAL_ISOLATE}") == reem
    assert not words_of(sara) & (MASCULINE | FEMININE), sara
    if words_of(faisal) & MASCULINE:
        assert noura != faisal.replace("فيصل", "نورة")


def test_names_are_isolated_in_arabic_sentences_only() -> None:
    with speaking("ar"):
        said = baloot_words.PLAYS.said("Sara", card="10♥")
    assert f"{FIRST_STRONG_ISOLATE}Sara{POP_DIRECTIONAL_ISOLATE}" in said
    with speaking("en"):
        assert baloot_words.PLAYS.said("Sara", card="10♥") == "Sara plays 10♥"


def test_the_default_bots_have_arabic_names_and_genders() -> None:
    assert set(BOT_GENDERS) == set(BOT_NAMES.values())
    with speaking("ar"):
        assert [shown_name(name) for name in BOT_NAMES.values()] == [
            "سالم",
            "فيصل",
            "نورة",
            "وليد",
        ]
        assert gender_of("نورة") == gender_of("Noura") == "female"
    with speaking("en"):
        assert shown_name("Noura") == "Noura" and gender_of("Waleed") == "male"
    assert gender_of("Player 2") == "neutral"
    with speaking("ar"):
        assert shown_name("Player 2") == "اللاعب 2"
        assert baloot_words.PLAYS.said("Player 2", card="10♥") == "اللاعب 2: 10♥"
