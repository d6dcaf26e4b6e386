"""The words every game's table shares: cards, suits, seats, teams and players' names.

Both games are played with the same 32 cards by four seats in two teams, so a card,
a hand, a seat and a team are worded here once, for both games' words modules
(``games/<game>/words.py``) and the game-generic front ends. Two registers, as in
the games' own words: the spoken one of ``--plain``, which a screen reader reads
aloud and which names cards in full (``the Ace of spades``), and the short one of
the screens (``10♥``, ``South``, ``Saad and Noura``), whose words are catalogue
messages translated where they are drawn. The table's own refusals
(:class:`~baloot_tui.core.errors.TableRule`: whose turn, what a seat holds, whether a
deal is on) are worded here too, and every refusal, a game's own included, is put
into a sentence by :func:`refusal_sentence`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from enum import StrEnum
from typing import Final

from baloot_tui.core.cards import SUIT_SYMBOLS, Card, Rank, Suit
from baloot_tui.core.errors import IllegalActionError, Refusal, TableRule
from baloot_tui.core.seats import NAME_LIMIT, SEATS, Seat, Team
from baloot_tui.core.table import Seating, human_seats
from baloot_tui.text.i18n import N_, _, ngettext
from baloot_tui.text.players import YOU as YOU
from baloot_tui.text.players import Subject, isolated
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


def abnat_words(count: int) -> str:
    """``12 abnat``: card points as the table's log counts them, in the language's form."""
    return ngettext("{count} abnat", "{count} abnat", count).format(count=count)


def card_points_words(count: int) -> str:
    """``12 card points``: the coach's words for abnat, in the language's form."""
    return ngettext("{count} card point", "{count} card points", count).format(count=count)


def game_points_words(count: int) -> str:
    """``16 game points``, in the form the language gives the count."""
    return ngettext("{count} game point", "{count} game points", count).format(count=count)


def team_words(team: Team, names: Sequence[str]) -> str:
    """``Saad and Noura``: a team by its players."""
    first, second = team.seats
    return _("{first} and {second}").format(
        first=isolated(names[first]), second=isolated(names[second])
    )


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


TABLE_REFUSAL_WORDS: Final[Mapping[StrEnum, str]] = {
    TableRule.WRONG_TURN: N_("It is {seat}'s turn, not {other}'s."),
    TableRule.NOT_HELD: N_("{seat} does not hold {card}."),
    TableRule.BOT_TURN: N_("It is a bot's turn ({seat})."),
    TableRule.DEAL_OVER: N_("The deal is over."),
    TableRule.NO_DEAL: N_("No deal is in progress."),
    TableRule.NO_DEAL_MATCH_OVER: N_("No deal is in progress: the match is over."),
    TableRule.NO_DEAL_DEAL_FIRST: N_("No deal is in progress: deal first."),
    TableRule.DEAL_MATCH_OVER: N_("Cannot deal: the match is over."),
    TableRule.DEAL_IN_PROGRESS: N_("Cannot deal: a deal is in progress."),
    TableRule.CLAIM_WAITS: N_("{seat}'s claim waits for the other team's answer."),
    TableRule.NO_CLAIM_FOR_SEAT: N_("No claim waits for {seat}'s answer."),
}
"""Each of the table's own refusals as the player's sentence (a catalogue message)."""


def refusal_sentence(
    refusal: IllegalActionError | Refusal,
    game_words: Mapping[StrEnum, str],
    names: Sequence[str] | None = None,
    contract_words: Callable[[str], str] = str,
) -> str:
    """A refusal as the player's sentence, in the language in force: ``You must follow ♠.``.

    The error's message (``illegal action 'S play AS': must_follow (suit S)``) is
    notation for developers; a person reads the rule, worded by the table's words
    here or by ``game_words`` (the game's own rules), with seats by ``names`` (else
    the seats' own names) and cards as the table draws them. ``contract_words`` names
    a standing bid by its notation (Belot).
    """
    why = refusal.refusal if isinstance(refusal, IllegalActionError) else refusal
    words = TABLE_REFUSAL_WORDS if isinstance(why.rule, TableRule) else game_words

    def seat(which: Seat | None) -> str:
        if which is None:
            return ""
        return names[which] if names is not None else _(SEAT_WORDS[which])

    return _(words[why.rule]).format(
        seat=seat(why.seat),
        other=seat(why.other),
        lead="" if why.suit is None else why.suit.symbol,
        card="" if why.card is None else card_label(why.card),
        best="" if why.best is None else card_label(why.best),
        contract=contract_words(why.contract) if why.contract else "",
    )


def moves_words(count: int) -> str:
    """``1 move``, ``4 moves``: how many actions an undo took back."""
    return ngettext("{count} move", "{count} moves", count).format(count=count)


THINKING: Final = Subject("{name} ({seat}) is thinking…", "You ({seat}) are thinking…")
TO_PLAY: Final = Subject("{name} ({seat}) is to play", "You ({seat}) are to play")
LED: Final = Subject("{mark} {name} led,", "{mark} you led,")
WON_BY: Final = Subject("★ won by {name}", "★ won by you")
AHEAD: Final = Subject("★ {name} ahead", "★ you are ahead")
TO_LEAD: Final = Subject("Trick {number}: {name} to lead", "Trick {number}: you lead")
"""What the table says of the seat to act and of a trick's leader and winner."""
UNDONE: Final = Subject("Undo: {moves} taken back by {name}", "Undo: you take back {moves}")


def undone_words(name: str, actions: int) -> str:
    """``Undo: 4 moves taken back by Sara``: the log line of an undo, in either game."""
    return UNDONE.said(name, moves=moves_words(actions))


def seating_words(seats: Sequence[Seat]) -> str:
    """``2 people as partners (South and North)``: who sits where, in a player's words."""
    where = [_(SEAT_WORDS[seat]) for seat in seats]
    listed = (
        _(" and ").join(where)
        if len(where) < 3
        else _(", ").join(where[:-1]) + _(" and ") + where[-1]
    )
    if len(seats) == 1:
        return _("1 person ({seats})").format(seats=listed)
    if len(seats) == 2:
        if seats[0].partner is seats[1]:
            return _("2 people as partners ({seats})").format(seats=listed)
        return _("2 people as opponents ({seats})").format(seats=listed)
    return _("{count} people ({seats})").format(count=len(seats), seats=listed)


def seating_kind_words(seating: Seating) -> str:
    """``Partners (South and North)``: where two people sit, for the settings' choice."""
    where = _(" and ").join(_(SEAT_WORDS[seat]) for seat in human_seats(2, seating))
    if seating == "partners":
        return _("Partners ({seats})").format(seats=where)
    return _("Opponents ({seats})").format(seats=where)
