"""Card notation, the deck, trick order and points (RULES.md §1.2-§1.4)."""

from __future__ import annotations

import pytest

from baloot_tui.core.cards import (
    DECK,
    PLAIN_ORDER,
    RANKS,
    SUITS,
    TRUMP_ORDER,
    Card,
    Rank,
    Suit,
    card,
    cards_from_mask,
    format_cards,
    mask_of,
    parse_cards,
    sort_hand,
)
from baloot_tui.core.errors import BalootError, NotationError


def test_deck_is_32_distinct_cards_a_to_7_in_four_suits() -> None:
    assert len(DECK) == 32
    assert len(set(DECK)) == 32
    assert {c.rank for c in DECK} == set(Rank)
    assert {c.suit for c in DECK} == set(Suit)
    assert [c.index for c in DECK] == list(range(32))
    assert [c.bit for c in DECK] == [1 << i for i in range(32)]


@pytest.mark.parametrize("c", DECK, ids=str)
def test_every_card_round_trips_through_notation(c: Card) -> None:
    assert card(str(c)) is c
    assert card(str(c).lower()) is c
    assert card(c.label) is c
    assert parse_cards(format_cards([c])) == (c,)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("10H", "TH"),
        ("10♥", "TH"),
        ("T♠", "TS"),
        (" qd ", "QD"),
        ("a♣", "AC"),
        ("7c", "7C"),
    ],
)
def test_card_accepts_tens_symbols_and_any_case(text: str, expected: str) -> None:
    assert str(card(text)) == expected


@pytest.mark.parametrize("text", ["6S", "AX", "", "A", "ASS", "1H", "11H", "JOKER"])
def test_card_rejects_non_baloot_cards_naming_the_text(text: str) -> None:
    with pytest.raises(NotationError, match="not a Baloot card") as err:
        card(text)
    assert repr(text) in str(err.value)
    assert isinstance(err.value, BalootError) and isinstance(err.value, ValueError)


def test_parse_cards_accepts_spaces_and_commas_and_keeps_order() -> None:
    assert format_cards(parse_cards("7S, JH AC,TD")) == "7S JH AC TD"
    assert parse_cards("") == ()


def test_parse_cards_rejects_duplicates() -> None:
    with pytest.raises(NotationError, match="card AS appears twice"):
        parse_cards("AS KH as")


def test_all_32_parse_as_one_string() -> None:
    assert parse_cards(format_cards(DECK)) == DECK


@pytest.mark.parametrize(
    ("text", "suit"),
    [("S", Suit.SPADES), ("h", Suit.HEARTS), ("♦", Suit.DIAMONDS), ("clubs", Suit.CLUBS)],
)
def test_suit_parse(text: str, suit: Suit) -> None:
    assert Suit.parse(text) is suit


def test_suit_parse_error_names_the_text() -> None:
    with pytest.raises(NotationError, match="unknown suit 'Z': use S, H, D or C"):
        Suit.parse("Z")


def test_trick_order_sun_and_non_trump() -> None:
    # RULES §1.3: A 10 K Q J 9 8 7.
    spades = sorted((c for c in DECK if c.suit is Suit.SPADES), key=lambda c: -c.strength(None))
    assert format_cards(spades) == "AS TS KS QS JS 9S 8S 7S"
    hearts_as_side = sorted(
        (c for c in DECK if c.suit is Suit.HEARTS), key=lambda c: -c.strength(Suit.SPADES)
    )
    assert format_cards(hearts_as_side) == "AH TH KH QH JH 9H 8H 7H"
    assert PLAIN_ORDER == "789JQKTA"


def test_trick_order_trump() -> None:
    # RULES §1.3: J 9 A 10 K Q 8 7.
    hearts = sorted(
        (c for c in DECK if c.suit is Suit.HEARTS), key=lambda c: -c.strength(Suit.HEARTS)
    )
    assert format_cards(hearts) == "JH 9H AH TH KH QH 8H 7H"
    assert TRUMP_ORDER == "78QKTA9J"


@pytest.mark.parametrize(
    ("rank", "plain", "trump"),
    [
        ("J", 2, 20),
        ("9", 0, 14),
        ("A", 11, 11),
        ("T", 10, 10),
        ("K", 4, 4),
        ("Q", 3, 3),
        ("8", 0, 0),
        ("7", 0, 0),
    ],
)
def test_card_points(rank: str, plain: int, trump: int) -> None:
    for suit in SUITS:
        c = card(rank + suit.value)
        assert c.points(None) == plain
        assert c.points(suit) == trump
        other = next(s for s in SUITS if s is not suit)
        assert c.points(other) == plain


def test_deck_totals_120_and_152() -> None:
    # RULES §1.4: 30 per plain suit, 62 for trumps.
    assert sum(c.points(None) for c in DECK) == 120
    for trump in SUITS:
        assert sum(c.points(trump) for c in DECK) == 152
        assert sum(c.points(trump) for c in DECK if c.suit is trump) == 62


def test_sequence_order_is_natural() -> None:
    # Projects use A K Q J 10 9 8 7 whatever the trump (§1.3); index order follows it.
    assert [r.value for r in RANKS] == ["7", "8", "9", "T", "J", "Q", "K", "A"]


def test_masks_round_trip() -> None:
    some = parse_cards("AC 7S JH TD")
    assert cards_from_mask(mask_of(some)) == tuple(sorted(some))
    assert cards_from_mask(0) == ()


def test_sort_hand_puts_trump_first_strongest_first() -> None:
    hand = parse_cards("7S AS 9H JH TC 8D")
    assert format_cards(sort_hand(hand, Suit.HEARTS)) == "JH 9H AS 7S 8D TC"
    assert format_cards(sort_hand(hand)) == "AS 7S JH 9H 8D TC"


def test_labels_use_symbols_and_10() -> None:
    assert card("TH").label == "10♥"
    assert card("AS").label == "A♠"
    assert Rank.TEN.label == "10"
    assert Suit.HEARTS.is_red and not Suit.SPADES.is_red
