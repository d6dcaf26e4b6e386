"""The message catalogues: in step with the code, compiled, complete, in players' words."""

from __future__ import annotations

import gettext
import io
import re
import string
from pathlib import Path

import pytest

from baloot_tui.text.i18n import (
    LOCALE_DIR,
    TRANSLATED,
    Language,
    catalogue,
    chosen,
    from_locale,
    ngettext,
    speaking,
)
from baloot_tui.text.po import (
    CONTEXT,
    PLURAL,
    code_messages,
    compile_mo,
    messages_in,
    mo_path,
    plural_count,
    po_path,
    read_po,
    write_po,
)
from baloot_tui.text.table_words import abnat_words, card_points_words

RULE_BOOK = Path(__file__).parent.parent / "baloot_tui" / "games" / "baloot" / "RULES.md"
ARABIC_LETTER = re.compile("[\u0621-\u064a]")
NO_WORDS = {
    *(
        ", ",
        "; ",
        "{name}: {said}",
        "{who} bid {contract}",
        "{who} said {call}",
        "{name}: {step} (×{times})",
        "a {project}: {cards}",
    ),
    "{project}: {points} × {factor} = {total}",
    "{word} ({team})",
    "{deal} ({carried})",
    *(
        f"neutral\x04{message}"
        for message in (
            "{name} bids {contract}",
            "{name} plays {card}",
            "{name} declares {projects}",
            "{name} declares {kinds}",
        )
    ),
    "{times}, {projects}",
    "lesson\x04{rule:sun_tie}.",
    "lesson\x04{yes_no}. {rule:ashkal}.",
}
"""Arabic messages with nothing to translate but punctuation and the values put in."""


def entries(language: Language) -> dict[str, str]:
    return read_po(po_path(language).read_text(encoding="utf-8"))


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_mo_file_is_compiled_from_the_po_file(language: Language) -> None:
    assert mo_path(language).read_bytes() == compile_mo(entries(language)), (
        "run: python -m baloot_tui.text.po"
    )


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_of_the_code_is_in_the_catalogue_and_no_other(language: Language) -> None:
    in_code = set(code_messages())
    in_catalogue = set(entries(language)) - {""}
    assert sorted(in_code - in_catalogue) == [], "run: python -m baloot_tui.text.po"
    assert sorted(in_catalogue - in_code) == [], "run: python -m baloot_tui.text.po"


@pytest.mark.parametrize("language", TRANSLATED)
def test_translations_keep_the_values_put_in(language: Language) -> None:
    for key, msgstr in entries(language).items():
        message = key.rpartition(CONTEXT)[2]
        if PLURAL not in message:
            assert fields(msgstr) == fields(message), (key, msgstr)
            continue
        forms = msgstr.split(PLURAL)
        assert len(forms) == plural_count(language), key
        named = fields(message.partition(PLURAL)[2])
        for form in forms:  # the forms for one and two may leave the count unsaid
            assert fields(form) in (named, named - {"count"}), (key, form)


def test_english_has_no_catalogue_since_the_messages_are_english() -> None:
    assert sorted(path.name for path in LOCALE_DIR.iterdir()) == sorted(TRANSLATED)
    assert catalogue("en").gettext("Sun") == "Sun"
    assert catalogue("en").ngettext("{count} point", "{count} points", 1) == "{count} point"
    assert catalogue("en").ngettext("{count} point", "{count} points", 0) == "{count} points"


def test_every_arabic_message_is_translated_into_arabic() -> None:
    for msgid, msgstr in entries("ar").items():
        if msgid and msgid not in NO_WORDS:
            assert all(ARABIC_LETTER.search(form) for form in msgstr.split(PLURAL)), msgid


def test_gettext_reads_the_compiled_catalogues() -> None:
    mo = mo_path("ar")
    with mo.open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    assert compiled.gettext("Sun") == catalogue("ar").gettext("Sun") == "صن"
    assert catalogue("en").gettext("Sun") == "Sun"
    assert catalogue("ar").gettext("not a message") == "not a message"


GLOSSARY = [
    ("Sun", "صن"),
    ("Hokum", "حكم"),
    ("Ashkal", "أشكال"),
    ("Pass", "بس"),
    ("wala (pass)", "ولا"),
    ("Kawesh", "كوش"),
    ("waraq", "ورق"),
    ("Double", "دبل"),
    ("Three", "ثري"),
    ("Four", "فور"),
    ("Gahwa", "قهوة"),
    ("closed", "مقفول"),
    ("open", "مفتوح"),
    ("Sira", "سرا"),
    ("Fifty", "خمسين"),
    ("Hundred", "مية"),
    ("Four hundred", "أربعمية"),
    ("Baloot", "بلوت"),
    ("Sawa", "سوا"),
    ("Qayd", "قيد"),
    ("buyer", "المشتري"),
    ("Sun before you", "صن قبلك"),
]


@pytest.mark.parametrize(("english", "arabic"), GLOSSARY)
def test_the_games_terms_are_the_glossarys(english: str, arabic: str) -> None:
    """Each term as RULES.md §0 (the shipped copy) gives it, as Saudi players say it."""
    glossary = RULE_BOOK.read_text(encoding="utf-8").split("## 0.")[1].split("\n## ")[0]
    assert catalogue("ar").gettext(english) == arabic
    assert all(word in glossary for word in arabic.split())


@pytest.mark.parametrize(
    ("env", "language"),
    [
        ({}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "ar_SA.UTF-8"}, "ar"),
        ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "ar_SA.UTF-8"}, "ar"),
        ({"LANG": "ar_SA.UTF-8", "LC_ALL": "en_GB.UTF-8"}, "en"),
        ({"LANGUAGE": "ar:en", "LANG": "en_US.UTF-8"}, "ar"),
        ({"LANG": "ar"}, "ar"),
        ({"LANG": "arn_CL.UTF-8"}, "en"),  # Mapudungun, not Arabic
    ],
)
def test_the_locale_chooses_the_language(env: dict[str, str], language: Language) -> None:
    assert from_locale(env) == language
    assert chosen("auto", env) == language
    assert chosen("en", {"LANG": "ar_SA.UTF-8"}) == "en"


def test_messages_are_found_in_the_code() -> None:
    source = 'x = _("a")\ny = N_("b")\nz = tr("c {n}", n=1)\nw = fill("d")\nv = other("e")\n'
    assert list(messages_in(source)) == [("a", 1), ("b", 2), ("c {n}", 3), ("d", 4)]
    counted = 'n = ngettext("{count} point", "{count} points", k)\np = pgettext("lesson", "Hi")\n'
    assert sorted(messages_in(counted)) == [
        ("lesson\x04Hi", 2),
        ("{count} point\x00{count} points", 1),
    ]


def test_a_lesson_file_gives_its_texts_to_the_catalogue_but_not_its_notation() -> None:
    in_lessons = {key for key in code_messages() if key.startswith("lesson" + CONTEXT)}
    assert "lesson\x04Following suit" in in_lessons  # a title
    assert "lesson\x04Inside" in in_lessons  # a choice in words
    assert not any(key.endswith(CONTEXT + "7S KS") for key in in_lessons)  # cards


def test_the_po_reader_reads_continued_and_escaped_strings() -> None:
    text = 'msgid ""\nmsgstr "H: 1\\n"\n\n# comment\nmsgid "a \\"b\\""\nmsgstr ""\n"c\\n"\n"d"\n'
    assert read_po(text) == {"": "H: 1\n", 'a "b"': "c\nd"}


def test_the_po_reader_reads_back_contexts_and_plural_forms() -> None:
    entries = {"": "H: 1\n", "lesson\x04Hi": "أهلًا", "one\x00{count} many": "واحد\x00{count} كثير"}
    text = write_po(entries, {})
    assert 'msgctxt "lesson"' in text and 'msgstr[1] "{count} كثير"' in text
    assert read_po(text) == entries


def test_arabic_counts_in_six_forms() -> None:
    form = gettext.GNUTranslations(io.BytesIO(mo_path("ar").read_bytes())).plural  # type: ignore[attr-defined]
    forms = [form(n) for n in (0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111)]
    assert forms == [0, 1, 2, 3, 3, 4, 4, 5, 5, 3, 4]


@pytest.mark.parametrize(
    ("count", "arabic"),
    [
        (0, "0 نقطة"),
        (1, "نقطة واحدة"),
        (2, "نقطتان"),
        (3, "3 نقاط"),
        (10, "10 نقاط"),
        (11, "11 نقطة"),
        (100, "100 نقطة"),
        (103, "103 نقاط"),
    ],
)
def test_a_counted_noun_takes_its_arabic_form(count: int, arabic: str) -> None:
    singular, plural = "{count} game point", "{count} game points"
    assert catalogue("ar").ngettext(singular, plural, count).format(count=count) == arabic
    english = catalogue("en").ngettext(singular, plural, count).format(count=count)
    assert english == f"{count} game point{'' if count == 1 else 's'}"


def test_every_counted_message_of_the_code_is_a_plural_entry() -> None:
    counted = [key for key in code_messages() if PLURAL in key]
    assert len(counted) >= 10
    arabic = entries("ar")
    assert all(len(arabic[key].split(PLURAL)) == plural_count("ar") for key in counted)


@pytest.mark.parametrize(
    ("count", "abnat", "hands"),
    [
        (1, "بنط واحد", "جولة واحدة"),
        (2, "بنطان", "جولتان"),
        (3, "3 أبناط", "3 جولات"),
        (11, "11 بنطًا", "11 جولة"),
        (100, "100 بنط", "100 جولة"),
    ],
)
def test_abnat_and_hands_are_counted_in_their_arabic_forms(
    count: int, abnat: str, hands: str
) -> None:
    with speaking("ar"):
        assert abnat_words(count) == card_points_words(count) == abnat
        played = ngettext(
            "{count} hand played · score {scores}", "{count} hands played · score {scores}", count
        )
        assert played.format(count=count, scores="").startswith(hands)
    with speaking("en"):
        assert abnat_words(count) == f"{count} abnat"
        assert card_points_words(count) == f"{count} card point{'' if count == 1 else 's'}"


COUNTED_NOUN = re.compile(
    r"\{(?:count|points|hanging|moves|tricks)\}\s*"
    r"(?:نقطة|نقاط|بنط|أبناط|جولة|جولات|إكك|إكة|توزيعة|توزيعات|أكلة|أكلات|حركة|حركات|قرار)"
)
"""A figure that varies put before a counted noun: Arabic needs the noun's form for it."""


def test_no_arabic_message_puts_a_varying_count_before_a_noun_outside_ngettext() -> None:
    single = {key: text for key, text in entries("ar").items() if PLURAL not in key}
    assert [key for key, text in single.items() if COUNTED_NOUN.search(text)] == []
