"""Perft: the number of legal action sequences from fixed deals, as regression figures.

Like chess perft, a count that changes means the legal-move rules changed.

How the figures were checked when frozen:

* Auction (dealer WEST, no Kawesh hand): 118 sequences with a plain face-up card
  and 79 with an Ace (no Ashkal). An independent count written straight from
  the RULES.md §2.3 state machine gives the same 118 and 79.
* Trick 1 of deck 1 in Sun: SOUTH leads a heart (3 ways), EAST follows (2), NORTH
  is void and free (8), WEST follows (3): 144; diamonds 3 x 1 x 1 x 3 = 9; clubs
  2 x 2 x 3 x 1 = 12; total 165 (nobody has a project to declare).
* Trick 1 of deck 1 in Hokum ♦: a heart lead gives 3 x (9♥ then N free 8 x W 3,
  or A♥ then N must trump 1 x W 3) = 81; a trump lead gives 3 + 3 + 1 = 7 (WEST
  must beat A♦ with the 9); clubs 2 x 2 x 3 x 1 = 12; total 100.
"""

from __future__ import annotations

import pytest

from baloot_tui.core.cards import parse_cards
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.rules.actions import parse_action
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.round import RoundState, start_hand

DECKS = {
    "deck1": "9C 8D TH 9H JC 8S QS JS AS 7D 8H TD KC QH KD 7S QD QC KS JH JD AD KH AH TS AC 9S "
    "7C 8C TC 9D 7H",
    "deck2": "7D 8C 9D AC QC JD 7S JS 9H AS KH 8D KD JC AH JH QH TC 8S 7C KS TD 7H 8H QD AD QS "
    "9C TH KC 9S TS",
    "deck3-ace-face": "JS JH 7C 9S JC 9H 9D TC QD 8H TD 7H KS 8D QH AH QC TS QS 8S AS KH 7S AC JD "
    "KC 9C KD 8C TH AD 7D",
}
#: deck: (auction sequences, trick-1 sequences after "S sun", after SOUTH's Hokum)
COUNTS = {
    "deck1": (118, 165, 100),
    "deck2": (118, 434, 322),
    "deck3-ace-face": (79, 514, 352),
}


def start(name: str) -> RoundState:
    return start_hand(parse_cards(DECKS[name]), Seat.WEST)


def auction_sequences(state: RoundState) -> int:
    if state.phase is not Phase.BIDDING:
        return 1
    return sum(auction_sequences(state.apply(a)) for a in state.legal_actions())


def trick_1_sequences(state: RoundState) -> int:
    if state.play is not None and state.play.tricks:
        return 1
    return sum(trick_1_sequences(state.apply(a)) for a in state.legal_actions())


def after(state: RoundState, calls: list[str]) -> RoundState:
    for text in calls:
        state = state.apply(parse_action(text))
    return state


@pytest.mark.parametrize("name", sorted(DECKS))
def test_auction_perft(name: str) -> None:
    assert auction_sequences(start(name)) == COUNTS[name][0]


@pytest.mark.parametrize("name", sorted(DECKS))
def test_first_trick_perft_in_sun(name: str) -> None:
    state = after(start(name), ["S sun"])
    assert state.phase is Phase.PLAYING
    assert trick_1_sequences(state) == COUNTS[name][1]


@pytest.mark.parametrize("name", sorted(DECKS))
def test_first_trick_perft_in_hokum(name: str) -> None:
    state = start(name)
    trump = state.face_card.suit.value
    calls = ["S hokum", "E pass", "N pass", "W pass", f"S confirm {trump}", "E pass", "W pass"]
    state = after(state, calls)
    assert state.phase is Phase.PLAYING
    assert trick_1_sequences(state) == COUNTS[name][2]
