"""A card decision's reasons in words, read from the seat's view: masters, trumps, voids."""

from __future__ import annotations

import pytest

from baloot_tui.core.cards import Suit, card, parse_cards
from baloot_tui.core.seats import Seat, turn_order
from baloot_tui.games.baloot.coach.card_facts import (
    CardFact,
    Fact,
    card_facts,
    position_facts,
)
from baloot_tui.games.baloot.coach.lessons import Scene
from baloot_tui.games.baloot.coach.words import (
    CARD_FACT_WORDS,
    POSITION_WORDS,
    card_line,
    card_reasons,
    position_line,
)
from baloot_tui.games.baloot.rules.actions import PlayCard
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.view import PlayerView
from tests.coach.judgement_kit import played_position
from tests.engine.words_kit import assert_translated


def south(contract: Contract, trump: Suit | None, hand: str, table: str, buyer: Seat) -> PlayerView:
    """South's view on trick 1, East having led the table's cards."""
    scene = Scene(
        hand=parse_cards(hand),
        contract=contract,
        trump=trump,
        table=tuple(zip(turn_order(Seat.EAST), parse_cards(table), strict=False)),
    )
    return played_position(scene, buyer).view(Seat.SOUTH)


def test_trumps_out_and_a_partner_winning_are_the_positions_facts() -> None:
    view = south(Contract.HOKUM, Suit.SPADES, "JS 7S TD 8C 7D QD 9C 8D", "KH AH 8H", Seat.NORTH)
    facts = position_facts(view)
    assert CardFact(Fact.TRUMPS_OUT, count=6) in facts
    assert CardFact(Fact.PARTNER_WINNING, seat=Seat.NORTH, card=card("AH")) in facts
    assert position_line(view).startswith(
        "The position: trumps still out: 6; your partner North is winning the trick with A♥"
    )


def test_a_trump_played_on_a_side_suit_shows_the_player_out_of_it() -> None:
    view = south(Contract.HOKUM, Suit.SPADES, "JS 7S TD 8C 7D QD 9C 8D", "KH AH 8S", Seat.NORTH)
    facts = position_facts(view)
    assert CardFact(Fact.SHOWN_OUT, seat=Seat.WEST, suit=Suit.HEARTS) in facts
    assert CardFact(Fact.OPPONENT_WINNING, seat=Seat.WEST, card=card("8S")) in facts
    assert "West has no ♥ left" in position_line(view)


def test_each_card_says_what_it_is() -> None:
    view = south(Contract.HOKUM, Suit.SPADES, "JS 7S TD 8C 7D QD 9C 8D", "KH AH 8H", Seat.NORTH)
    assert {f.fact for f in card_facts(view, card("JS"))} == {
        Fact.TRUMP,
        Fact.MASTER,
        Fact.WINS_NOW,
    }
    assert {f.fact for f in card_facts(view, card("7S"))} == {Fact.TRUMP, Fact.WINS_NOW}
    assert card_facts(view, card("TD")) == ()
    assert card_line(view, card("TD")) == ""
    assert card_line(view, card("JS")).startswith("J♠ is a trump: it can take a trick by trumping")
    sun = south(Contract.SUN, None, "AD 7D 7S 8S 9C 7C QS JS", "9H AH 8H", Seat.NORTH)
    assert card_line(sun, card("AD")) == "A♦ is the master of ♦: led, it wins unless it is trumped."
    assert card_facts(sun, card("7C")) == ()
    reasons = card_reasons(
        sun, (PlayCard(Seat.SOUTH, card("AD")), PlayCard(Seat.SOUTH, card("7C")))
    )
    assert reasons == [position_line(sun), card_line(sun, card("AD"))]


@pytest.mark.parametrize("english", [*CARD_FACT_WORDS.values(), POSITION_WORDS])
def test_each_reason_has_its_arabic_with_the_same_fields(english: str) -> None:
    assert_translated(english, {"seat", "card", "suit", "count", "facts"})
