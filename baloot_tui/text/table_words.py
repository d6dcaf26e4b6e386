"""The words every game's table shares: cards, suits, seats, teams and players' names.

Both games are played with the same 32 cards by four seats in two teams, so a card,
a hand, a seat and a team are worded here once, for both games' words modules
(``games/<game>/words.py``) and the game-generic front ends. Two registers, as in
the games' own words: the spoken one of ``--plain``, which a screen reader reads
aloud and which names cards in full (``the Ace of spades``), and the short one of
the screens (``10♥``, ``South``, ``Saad and Noura``), whose words are catalogue
messages translated where they are drawn.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Final

from baloot_tui.core.cards import SUIT_SYMBOLS, Card, Rank, Suit
from baloot_tui.core.seats import NAME_LIMIT, SEATS, Seat, Team
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.printable import printable

RANK_WORDS: Final = {
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "10",
    Rank.JACK: "Jack",
    Rank.QUEEN: "Queen",
    Rank.KING: "King",
    Rank.ACE: "Ace",
}
SUIT_WORDS: Final = {
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
    Suit.CLUBS: "clubs",
}
HAND_ORDER: Final = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""The suits in the order a spoken hand names them (colours alternating)."""
YOU: Final = N_("You")
"""The name of the person alone at the table (a screen translates it where it draws it)."""
SEAT_WORDS: Final = {
    Seat.SOUTH: N_("South"),
    Seat.EAST: N_("East"),
    Seat.NORTH: N_("North"),
    Seat.WEST: N_("West"),
}
"""``South``: the seat's name where a person, not a record, reads it."""
TEAM_SHORT: Final = {Team.NORTH_SOUTH: N_("NS"), Team.EAST_WEST: N_("EW")}
"""The calculator's names of the teams (what it is told), in the interface's language."""


def card_words(card: Card) -> str:
    """``the Ace of spades``."""
    return f"the {RANK_WORDS[card.rank]} of {SUIT_WORDS[card.suit]}"


def hand_words(cards: Sequence[Card], trump: Suit | None = None) -> str:
    """The hand by suit, trumps first: ``hearts (trumps): Ace, 10; spades: King, 7``."""
    suits = sorted(HAND_ORDER, key=lambda s: s is not trump)
    parts = []
    for suit in suits:
        held = sorted((c for c in cards if c.suit is suit), key=lambda c: -c.strength(trump))
        if held:
            name = f"{SUIT_WORDS[suit]} (trumps)" if suit is trump else SUIT_WORDS[suit]
            parts.append(f"{name}: {', '.join(RANK_WORDS[c.rank] for c in held)}")
    return "; ".join(parts) if parts else "no cards"


_CARD_LABEL: Final = re.compile(r"\b(10|[7-9JQKA])([♠♥♦♣])")
_SYMBOL_SUIT: Final = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}


def spoken(text: str) -> str:
    """A screen's sentence with card labels and suit symbols in words (``must follow spades``)."""

    def card_label(match: re.Match[str]) -> str:
        rank = "T" if match.group(1) == "10" else match.group(1)
        return card_words(Card(Rank(rank), _SYMBOL_SUIT[match.group(2)]))

    text = _CARD_LABEL.sub(card_label, text)
    return re.sub("[♠♥♦♣]", lambda m: SUIT_WORDS[_SYMBOL_SUIT[m.group()]], text)


def card_label(card: Card) -> str:
    """``10♥``: the compact card a screen draws (symbols, never ``TH``)."""
    return card.label


def team_words(team: Team, names: Sequence[str]) -> str:
    """``Saad and Noura``: a team by its players."""
    first, second = team.seats
    return _("{first} and {second}").format(first=names[first], second=names[second])


def team_pair(scores: Sequence[int], teams: Mapping[Team, str]) -> str:
    """``Saad and Noura 16, Faisal and Reem 10``: a figure for each team."""
    return _(", ").join(f"{teams[team]} {scores[team]}" for team in Team)


def record_names(players: Mapping[Seat, str]) -> tuple[str, ...]:
    """A record's players by seat, cleaned: names from files are untrusted.

    A seat without a recorded name is called by the seat (``West``).
    """
    return tuple(printable(players.get(s, _(SEAT_WORDS[s])), NAME_LIMIT) for s in SEATS)


def team_scores(scores: Sequence[int], names: Sequence[str]) -> str:
    """``Sara and Nasser 0, Bot 1 and Bot 2 32``: a pair of team figures by their players."""
    return team_pair(scores, {t: team_words(t, names) for t in Team})
