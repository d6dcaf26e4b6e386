"""The hand's strength in words: every count and card named is the hand's own."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from baloot_tui.core.cards import SUITS, Rank, Suit
from baloot_tui.games.baloot.bots.evaluate import hokum_strength, sun_strength
from baloot_tui.games.baloot.coach.hand_words import (
    NUMBERS,
    count_words,
    hokum_sentence,
    hokum_words,
    sun_sentence,
    sun_words,
)
from baloot_tui.games.baloot.rules import DECK, Card, HouseRules, card, parse_cards
from baloot_tui.text.i18n import use

hands = st.lists(st.sampled_from(DECK), min_size=1, max_size=8, unique=True).map(tuple)


@given(hands, st.sampled_from(SUITS))
def test_hokum_words_count_the_trumps_and_name_the_top_ones(
    hand: tuple[Card, ...], trump: Suit
) -> None:
    words = hokum_words(hand, trump)
    trumps = [c for c in hand if c.suit is trump]
    assert words.startswith(count_words(len(trumps), "trump"))
    assert ("the Jack" in words or "Jack and" in words) == any(c.rank is Rank.JACK for c in trumps)
    assert ("(Baloot)" in words) == ({Rank.KING, Rank.QUEEN} <= {c.rank for c in trumps})
    side_aces = [c for c in hand if c.rank is Rank.ACE and c.suit is not trump]
    assert all(ace.label in words for ace in side_aces)
    assert ("no side Ace" in words) == (not side_aces)


@given(hands)
def test_sun_words_count_the_aces(hand: tuple[Card, ...]) -> None:
    words = sun_words(hand, HouseRules())
    aces = [c for c in hand if c.rank is Rank.ACE]
    assert words.startswith(f"{NUMBERS[len(aces)]} Ace")
    assert all(a.label in words for a in aces)


def test_sentences_give_the_bar_and_the_engines_total() -> None:
    hand = (*parse_cards("JH 8H AS 7C 9D"), card("QD"))
    total = hokum_strength(hand, Suit.HEARTS).total
    assert hokum_sentence(hand, Suit.HEARTS) == (
        "Hokum ♥: two trumps (J♥ 8♥) with the Jack, the A♠ on the side; the hand counts "
        f"{total}, and the bots bid from 40"
    )
    sun_hand = parse_cards("AS TS AH KD QD 7C")
    assert sun_sentence(sun_hand, HouseRules()) == (
        "Sun: two Aces (A♠ A♥), the guarded 10♠, the guarded K♦ to stop a suit; the hand counts "
        f"{sun_strength(sun_hand, HouseRules()).total}, and the bots bid from 44"
    )


def test_counts_read_as_words() -> None:
    assert [count_words(n, "Ace") for n in (0, 1, 3)] == ["no Aces", "one Ace", "three Aces"]
    use("ar")
    try:
        arabic = [count_words(n, "trump") for n in (0, 1, 2, 3)]
    finally:
        use("en")
    assert arabic == ["لا حكم", "ورقة حكم واحدة", "ورقتا حكم", "ثلاث أوراق حكم"]
