"""Pure helpers that turn cards and names into Rich text for any game (unit-testable, no widgets).

Text that comes from files or the command line (players' names, file names,
error messages quoting input) is drawn only through :func:`plain`: a
:class:`~rich.text.Text` is never parsed as markup, and
:func:`~baloot_tui.text.printable.printable` has removed control codes and
bidi overrides. Textual parses a bare ``str`` given to a widget, a button, a
border title, a toast or a rich table cell as markup, so such text never
reaches one as a ``str``.

Red suits are drawn red and black suits in the terminal's normal text colour,
so both the light and the dark theme read well. Team colours come from the
theme through :class:`Palette`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final, Protocol, runtime_checkable

from rich.text import Text

from baloot_tui.core.cards import Card, Suit
from baloot_tui.core.seats import NAME_LIMIT, Team
from baloot_tui.text.arabic import Shown, chosen_display
from baloot_tui.text.players import shown_name
from baloot_tui.text.printable import printable

RED: Final = "bold #e03131"
"""Hearts and diamonds: a red readable on dark and light backgrounds."""
BLACK: Final = "bold"
"""Spades and clubs: the normal text colour, bold."""
DISPLAY_SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""Hand order alternates black and red so neighbouring suits are easy to tell apart."""
CARD_BACK: Final = "▒"
DEFAULT_US: Final = "#4dabf7"
DEFAULT_THEM: Final = "#ffa94d"


@dataclass(frozen=True, slots=True)
class Palette:
    """Colours taken from the active theme."""

    us: str = DEFAULT_US
    """The viewer's team."""
    them: str = DEFAULT_THEM
    """The other team."""
    muted: str = "dim"
    """Secondary text."""

    def team(self, team: Team, viewer_team: Team) -> str:
        """The colour of ``team`` seen from ``viewer_team``."""
        return self.us if team is viewer_team else self.them


@runtime_checkable
class ShowsArabic(Protocol):
    """An app that knows how its terminal prints Arabic (the settings' choice)."""

    @property
    def arabic(self) -> Shown:
        """How Arabic words are printed in this run."""
        ...


def arabic_of(app: object) -> Shown:
    """How ``app`` prints Arabic: its own choice, else what ``auto`` picks here."""
    return app.arabic if isinstance(app, ShowsArabic) else chosen_display(os.environ)


def plain(text: str, limit: int | None = None, style: str = "") -> Text:
    """Untrusted ``text`` ready to draw: never markup, no control codes, cut to ``limit``."""
    return Text(printable(text, limit), style=style)


def seat_names(names: Sequence[str]) -> tuple[str, str, str, str]:
    """The four seat names as the table draws them (see :func:`plain`), SOUTH first.

    The person alone at the table, "You", and the default bots are named in the
    interface's language (Noura in Arabic letters in Arabic).
    Names are cleaned once here because the table builds many lines around them;
    every line is still a :class:`~rich.text.Text`, never markup.
    """
    south, east, north, west = (shown_name(plain(name, NAME_LIMIT).plain) for name in names)
    return (south, east, north, west)


def suit_style(suit: Suit) -> str:
    """Red for hearts and diamonds, bold normal colour for spades and clubs."""
    return RED if suit.is_red else BLACK


def suit_text(suit: Suit) -> Text:
    """A suit symbol in its colour."""
    return Text(suit.symbol, style=suit_style(suit))


def card_text(card: Card) -> Text:
    """``10♥`` with the suit's colour."""
    return Text(f"{card.rank.label}{card.suit.symbol}", style=suit_style(card.suit))


def card_face(card: Card) -> Text:
    """``10♥`` or `` 9♠``: three cells, so that the suits of a row of cards line up."""
    return Text(f"{card.rank.label:>2}{card.suit.symbol}", style=suit_style(card.suit))


def cards_text(cards: Sequence[Card], separator: str = " ") -> Text:
    """Several cards in their colours."""
    return Text(separator).join(card_text(c) for c in cards)


def in_hand_order(
    cards: Sequence[Card], trump: Suit | None, strength: Callable[[Card], int]
) -> tuple[Card, ...]:
    """Trumps first, then the other suits alternating colours, each strongest first.

    ``strength`` ranks a card in the contract being played (each game ranks its own).
    """

    def key(c: Card) -> tuple[bool, int, int]:
        return (c.suit is not trump, DISPLAY_SUITS.index(c.suit), -strength(c))

    return tuple(sorted(cards, key=key))
