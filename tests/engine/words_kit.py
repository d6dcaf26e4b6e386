"""Checks shared by the tests of words in both languages (built on the coach's words' helpers)."""

from __future__ import annotations

from tests.engine.test_coach_words import ARABIC, ENGLISH_WORDS, UNFILLED, arabic_of, fields


def assert_translated(english: str, known: set[str] | None = None) -> None:
    """``english`` has a real Arabic in the catalogue naming the same fields (among ``known``)."""
    translated = arabic_of(english)
    assert translated != english and ARABIC.search(translated), english
    assert fields(translated) == fields(english), (english, translated)
    assert known is None or fields(english) <= known, english


def reads_in_arabic(line: str) -> bool:
    """Arabic words, nothing left to fill in, and no English word."""
    return (
        bool(ARABIC.search(line)) and not UNFILLED.search(line) and not ENGLISH_WORDS.search(line)
    )
