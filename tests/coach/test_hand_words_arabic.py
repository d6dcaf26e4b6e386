"""The quiz's hand-strength sentences in Arabic: every phrase a message, every card the hand's."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baloot_tui.core.cards import SUITS, Suit
from baloot_tui.games.baloot.coach import hand_words
from baloot_tui.games.baloot.coach.hand_words import hokum_sentence, sun_sentence
from baloot_tui.games.baloot.coach.quiz import call_facts
from baloot_tui.games.baloot.rules import DECK, Card, HouseRules
from baloot_tui.text.i18n import use
from tests.engine.test_coach_words import (
    views,
)
from tests.engine.words_kit import assert_translated, reads_in_arabic
from tests.sampling import sweep

hands = st.lists(st.sampled_from(DECK), min_size=1, max_size=8, unique=True).map(tuple)
MESSAGES = [
    *hand_words.NUMBERS,
    *(name for _, name in hand_words.TOP_TRUMPS),
    *hand_words.SENTENCES.values(),
]
"""The tables of phrases (the others are checked by reading sentences, below)."""


@pytest.mark.parametrize("english", MESSAGES)
def test_each_phrase_has_its_arabic_with_the_same_fields(english: str) -> None:
    assert_translated(english)


@given(hands, st.sampled_from(SUITS), st.booleans())
def test_every_sentence_of_every_hand_reads_in_arabic(
    hand: tuple[Card, ...], trump: Suit, eight: bool
) -> None:
    english = (hokum_sentence(hand, trump), sun_sentence(hand, HouseRules()))
    use("ar")
    try:
        hokum = hokum_sentence(hand, trump, eight_cards=eight)
        sun = sun_sentence(hand, HouseRules(), eight_cards=eight)
    finally:
        use("en")
    for arabic, source in ((hokum, english[0]), (sun, english[1])):
        assert reads_in_arabic(arabic), arabic
        named = [c.label for c in hand if c.label in source]  # every card the English names
        assert all(label in arabic for label in named), (source, arabic)


@pytest.mark.parametrize("seed", sweep([1, 2]))
def test_the_facts_of_every_option_of_a_decision_read_in_arabic(seed: int) -> None:
    """Bids, passes, doubles and declarations of dealt positions: the quiz's fact lines."""
    checked = 0
    for view in views(seed):
        use("ar")
        try:
            lines = [call_facts(view, action) for action in view.legal_actions]
        finally:
            use("en")
        for line in filter(None, lines):
            assert reads_in_arabic(line), line
            checked += 1
    assert checked > 20
