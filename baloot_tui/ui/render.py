"""Pure helpers that turn cards, calls and events into Rich text (unit-testable, no widgets).

Text that comes from files or the command line (players' names, file names,
error messages quoting input) is drawn only through :func:`plain`: a
:class:`~rich.text.Text` is never parsed as markup, and
:func:`~baloot_tui.engine.printable.printable` has removed control codes and
bidi overrides. Textual parses a bare ``str`` given to a widget, a button, a
border title, a toast or a rich table cell as markup, so such text never
reaches one as a ``str``.

Red suits are drawn red and black suits in the terminal's normal text colour,
so both the light and the dark theme read well. Team colours come from the
theme through :class:`Palette`.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Protocol, runtime_checkable

from rich.text import Text

from baloot_tui.engine.arabic import Shown, chosen_display
from baloot_tui.engine.events import (
    BalootShown,
    BidMade,
    CardPlayed,
    ContractSet,
    Dealt,
    Doubled,
    GameEvent,
    HandScored,
    MatchWon,
    ProjectsDeclared,
    ProjectsShown,
    SawaAnswered,
    SawaClaimed,
    SawaShown,
    TrickWon,
    Undone,
)
from baloot_tui.engine.printable import printable
from baloot_tui.engine.words import (
    PROJECT_WORDS,
    STEP_WORDS,
    YOU,
    project_label,
    sawa_answer_short,
    sawa_shown_short,
    sawa_verdict,
    team_words,
    undone_short,
)
from baloot_tui.rules.actions import Action, Bid, Call, Declare, Double, Pass, Sawa
from baloot_tui.rules.cards import Card, Suit
from baloot_tui.rules.glossary import Contract, ProjectKind
from baloot_tui.rules.seats import NAME_LIMIT, TEAMS, Team
from baloot_tui.rules.view import ContractFacts

RED: Final = "bold #e03131"
"""Hearts and diamonds: a red readable on dark and light backgrounds."""
BLACK: Final = "bold"
"""Spades and clubs: the normal text colour, bold."""
DISPLAY_SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
"""Hand order alternates black and red so neighbouring suits are easy to tell apart."""
CARD_BACK: Final = "▒"
DEFAULT_US: Final = "#4dabf7"
DEFAULT_THEM: Final = "#ffa94d"

CALL_NAMES: Final = {
    Call.HOKUM: "Hokum",
    Call.SUN: "Sun",
    Call.ASHKAL: "Ashkal",
    Call.BEFORE_YOU: "Sun before you",
    Call.CONFIRM: "confirms Hokum",
    Call.TO_SUN: "switches to Sun",
    Call.KAWESH: "Kawesh",
}
OUTCOME_NAMES: Final = {
    "made": "made",
    "split": "split (equal points)",
    "khasara": "khasara (the buyer failed)",
    "kaboot": "kaboot (all eight tricks)",
    "doubled_win": "doubled hand won by the buyer",
    "doubled_loss": "doubled hand lost by the buyer",
    "gahwa": "Gahwa",
    "qayd": "Qayd",
}


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

    Names are cleaned once here because the table builds many lines around them;
    every line is still a :class:`~rich.text.Text`, never markup.
    """
    south, east, north, west = (plain(name, NAME_LIMIT).plain for name in names)
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


def sorted_hand(cards: Sequence[Card], trump: Suit | None) -> tuple[Card, ...]:
    """Trump first, then the other suits alternating colours, each strongest first."""

    def key(c: Card) -> tuple[bool, int, int]:
        return (c.suit is not trump, DISPLAY_SUITS.index(c.suit), -c.strength(trump))

    return tuple(sorted(cards, key=key))


def contract_text(contract: Contract | None, trump: Suit | None) -> Text:
    """``Sun`` or ``Hokum ♥``."""
    if contract is None:
        return Text("—")
    if contract is Contract.SUN:
        return Text("Sun", style="bold")
    text = Text("Hokum ", style="bold")
    if trump is not None:
        text.append_text(suit_text(trump))
    return text


def stakes_text(view: ContractFacts) -> Text:
    """``×2 closed``, ``Gahwa``, ``×2`` (Sun) or nothing (empty) for an undoubled hand.

    Closed or open is said only in Hokum, the only contract a double can close.
    """
    gahwa = view.doubling is not None and view.doubling.gahwa
    if view.multiplier == 1 and not gahwa:
        return Text("")
    text = Text("Gahwa" if gahwa else f"×{view.multiplier}", style="bold")
    if view.contract is not Contract.HOKUM:
        return text
    return text.append(" closed" if view.closed else " open")


def action_label(action: Action, hokum_suit: Suit | None = None) -> Text:
    """What a button for ``action`` says (without the seat).

    Args:
        action: the action.
        hokum_suit: the face-up suit, which a round-1 Hokum names; None in round 2,
            where the suit is chosen when the Hokum is confirmed.
    """
    if isinstance(action, Pass):
        return Text("Pass")
    if isinstance(action, Bid):
        if action.call is Call.CONFIRM and action.suit is not None:
            return Text("Hokum ").append_text(suit_text(action.suit))
        if action.call is Call.CONFIRM:
            return Text("Confirm Hokum")
        if action.call is Call.TO_SUN:
            return Text("Switch to Sun")
        if action.call is Call.HOKUM:
            if hokum_suit is None:
                return Text("Hokum (suit named next)")
            return Text("Hokum ").append_text(suit_text(hokum_suit))
        return Text(CALL_NAMES[action.call])
    if isinstance(action, Double):
        label = STEP_WORDS[action.step]
        if action.closed is not None:
            label += " (closed)" if action.closed else " (open)"
        return Text(label)
    if isinstance(action, Sawa):
        return Text("Sawa: claim the rest")
    if isinstance(action, Declare):
        if not action.projects:
            return Text("No project")
        return Text(" + ").join(Text(project_label(p)) for p in action.projects)
    return Text(str(action))


def kinds_text(kinds: Sequence[ProjectKind]) -> str:
    """``Sira, Fifty`` or ``no project``."""
    return ", ".join(PROJECT_WORDS[k] for k in kinds) if kinds else "no project"


def bid_text(event: BidMade, names: Sequence[str]) -> str:
    """One line of the bidding history."""
    action = event.action
    who = names[event.seat]
    if isinstance(action, Pass):
        return f"{who}: {'pass' if event.round_number == 1 else 'wala (pass)'}"
    assert isinstance(action, Bid)
    said = CALL_NAMES[action.call]
    if action.call is Call.CONFIRM and action.suit is not None:
        said = f"confirms Hokum {action.suit.symbol}"
    return f"{who}: {said}"


def says(name: str, verb: str) -> str:
    """``Faisal plays``, but ``You play``: ``verb`` is given in the third person (``-s``).

    The person alone at the table is named "You" (:data:`~baloot_tui.engine.words.YOU`).
    """
    return f"{name} {verb.removesuffix('s') if name == YOU else verb}"


def event_text(event: GameEvent, names: Sequence[str]) -> Text | None:
    """One log line for an event (None for events the log leaves out)."""
    if isinstance(event, Dealt):
        text = Text(
            f"Hand {event.hand_number}: {says(names[event.dealer], 'deals')}; face-up card "
        )
        return text.append_text(card_text(event.face_card))
    if isinstance(event, BidMade):
        return Text(bid_text(event, names))
    if isinstance(event, ContractSet):
        text = Text("Contract: ").append_text(contract_text(event.contract, event.trump))
        text.append(f", bought by {names[event.buyer]}")
        if event.caller is not event.buyer:
            text.append(f" (Ashkal by {names[event.caller]})")
        return text
    if isinstance(event, Doubled):
        if event.step is None:
            return Text(f"{names[event.seat]}: no raise")
        lock = " closed" if event.closed else ""
        return Text(f"{names[event.seat]}: {STEP_WORDS[event.step]}{lock} (×{event.multiplier})")
    if isinstance(event, ProjectsDeclared):
        return Text(f"{says(names[event.seat], 'declares')} {kinds_text(event.kinds)}")
    if isinstance(event, ProjectsShown):
        shown = "; ".join(f"{names[s]}: {project_label(p)}" for s, p in event.projects)
        return Text(f"Projects shown ({team_words(event.team, names)} count them): {shown}")
    if isinstance(event, BalootShown):
        return Text(f"{names[event.seat]}: Baloot!", style="bold")
    if isinstance(event, CardPlayed):
        return Text(f"{says(names[event.seat], 'plays')} ").append_text(card_text(event.card))
    if isinstance(event, TrickWon):
        trick = event.trick
        return Text(
            f"Trick {event.trick_number} to {names[trick.winner]} ({trick.points} abnat)",
            style="italic",
        )
    if isinstance(event, SawaShown):
        return Text(sawa_shown_short(event, names), style="bold")
    if isinstance(event, SawaAnswered):
        return Text(sawa_answer_short(event, names))
    if isinstance(event, SawaClaimed):
        return Text(sawa_verdict(event, names), style="bold")
    if isinstance(event, Undone):
        return Text(undone_short(event, names), style="italic")
    if isinstance(event, HandScored):
        result = event.result
        if result.kind != "played":
            return Text(f"Hand {event.hand_number}: {result.kind}, redeal", style="bold")
        points = ", ".join(f"{team_words(t, names)} {result.points[t]}" for t in TEAMS)
        return Text(
            f"Hand {event.hand_number} scored: {points} → {event.scores[0]}–{event.scores[1]}",
            style="bold",
        )
    if isinstance(event, MatchWon):
        won, lost = event.scores[event.team], event.scores[event.team.other]
        return Text(f"Match won by {team_words(event.team, names)}, {won}–{lost}", style="bold")
    return None
