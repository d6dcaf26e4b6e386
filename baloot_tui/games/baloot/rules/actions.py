"""The actions of a hand, as small frozen values with a compact text notation.

Every action names the seat that takes it. The notation is ``<seat> <verb> [args]``:

==========================  ============================================
``S pass``                  pass (بس in round 1, ولا in round 2, or decline
                            a double or a "before you")
``E hokum``                 provisional Hokum (the suit is named on confirm)
``N sun`` / ``W ashkal``    Sun / Ashkal
``E beforeyou``             take a round-1 Sun from a lower-priority bidder
``E confirm H``             the Hokum bidder confirms Hokum with trump ♥
``E tosun``                 the Hokum bidder switches to Sun
``S kawesh``                annul the deal (hand of 7s, 8s and 9s only)
``W double closed``         Double (``closed``/``open`` in Hokum, nothing in Sun)
``E three``, ``W four open``, ``E gahwa``
``S declare sira:7H-8H-9H`` declare projects on trick 1 (``S declare``: none)
``S play AS``               play a card
``S sawa``                  claim all remaining tricks
==========================  ============================================
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from baloot_tui.core.cards import DECK, Card, Suit, card
from baloot_tui.core.errors import NotationError, quote
from baloot_tui.core.notation import split_action
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.rules.projects import Project, parse_project


class Call(StrEnum):
    """A bidding call other than pass; the value is its notation verb."""

    HOKUM = "hokum"
    SUN = "sun"
    ASHKAL = "ashkal"
    BEFORE_YOU = "beforeyou"
    CONFIRM = "confirm"
    TO_SUN = "tosun"
    KAWESH = "kawesh"


class DoubleStep(StrEnum):
    """A step of the doubling ladder; the value is its notation verb."""

    DOUBLE = "double"
    THREE = "three"
    FOUR = "four"
    GAHWA = "gahwa"

    @property
    def multiplier(self) -> int:
        """The hand's multiplier after this step (Gahwa keeps 4; it wins the match)."""
        return _MULTIPLIERS[self]


_MULTIPLIERS: Final = {
    DoubleStep.DOUBLE: 2,
    DoubleStep.THREE: 3,
    DoubleStep.FOUR: 4,
    DoubleStep.GAHWA: 4,
}


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass: decline to bid, to take a Sun "before you", or to double or raise."""

    seat: Seat
    """Who passes."""

    def __str__(self) -> str:
        return f"{self.seat.letter} pass"


@dataclass(frozen=True, slots=True)
class Bid:
    """A bidding call."""

    seat: Seat
    """Who calls."""
    call: Call
    """What is called."""
    suit: Suit | None = None
    """The trump named on :attr:`Call.CONFIRM`; None for every other call."""

    def __str__(self) -> str:
        suffix = f" {self.suit.value}" if self.suit is not None else ""
        return f"{self.seat.letter} {self.call.value}{suffix}"


@dataclass(frozen=True, slots=True)
class Double:
    """A step up the doubling ladder."""

    seat: Seat
    """Who calls it."""
    step: DoubleStep
    """Double, Three, Four or Gahwa."""
    closed: bool | None = None
    """Closed (no trump leads) or open, when the caller chooses; else None."""

    def __str__(self) -> str:
        lock = "" if self.closed is None else (" closed" if self.closed else " open")
        return f"{self.seat.letter} {self.step.value}{lock}"


@dataclass(frozen=True, slots=True)
class Declare:
    """The projects a player declares with the first card (possibly none)."""

    seat: Seat
    """Who declares."""
    projects: tuple[Project, ...] = ()
    """At most two projects with no card in common."""

    def __str__(self) -> str:
        names = "".join(f" {p}" for p in self.projects)
        return f"{self.seat.letter} declare{names}"


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card to the current trick."""

    seat: Seat
    """Who plays."""
    card: Card
    """The card played."""

    def __str__(self) -> str:
        return f"{self.seat.letter} play {self.card}"


@dataclass(frozen=True, slots=True)
class Sawa:
    """Claim that the claimer's team wins every remaining trick."""

    seat: Seat
    """Who claims (the player on lead)."""

    def __str__(self) -> str:
        return f"{self.seat.letter} sawa"


Action = Pass | Bid | Double | Declare | PlayCard | Sawa

#: Shared PlayCard values, one per seat and card, so legal-move lists allocate nothing.
PLAYS: Final = tuple(tuple(PlayCard(seat, c) for c in DECK) for seat in SEATS)
PASSES: Final = tuple(Pass(seat) for seat in SEATS)
#: Per seat and suit, the plays of each 8-bit pattern of that suit's cards, in index order.
PLAY_LANES: Final = tuple(
    tuple(
        tuple(tuple(row[s * 8 + r] for r in range(8) if pattern >> r & 1) for pattern in range(256))
        for s in range(4)
    )
    for row in PLAYS
)


_CALL_VERBS: Final = tuple(c.value for c in Call)
_STEP_VERBS: Final = tuple(s.value for s in DoubleStep)


def parse_action(text: str) -> Action:
    """Read an action from its notation.

    >>> parse_action("E confirm H")
    Bid(seat=<Seat.EAST: 1>, call=<Call.CONFIRM: 'confirm'>, suit=<Suit.HEARTS: 'H'>)
    >>> str(parse_action("w Four Open"))
    'W four open'
    >>> parse_action("S fly")
    Traceback (most recent call last):
    ...
    baloot_tui.core.errors.NotationError: unknown action 'S fly': the verb 'fly' is not one of pass, hokum, sun, ashkal, beforeyou, confirm, tosun, kawesh, double, three, four, gahwa, declare, play, sawa
    """  # noqa: E501
    seat, verb, args = split_action(text, "action")

    def no_args() -> None:
        if args:
            raise NotationError(f"action {quote(text)}: {verb} takes no arguments")

    if verb == "pass":
        no_args()
        return Pass(seat)
    if verb == "play":
        if len(args) != 1:
            raise NotationError(f"action {quote(text)}: play takes one card, e.g. 'S play AS'")
        return PlayCard(seat, card(args[0]))
    if verb == "sawa":
        no_args()
        return Sawa(seat)
    if verb == "declare":
        return Declare(seat, tuple(parse_project(a) for a in args))
    if verb in _CALL_VERBS:
        call = Call(verb)
        if call is Call.CONFIRM:
            if len(args) != 1:
                raise NotationError(f"action {quote(text)}: confirm names the trump suit")
            return Bid(seat, call, Suit.parse(args[0]))
        no_args()
        return Bid(seat, call)
    if verb in _STEP_VERBS:
        if len(args) > 1:
            raise NotationError(f"action {quote(text)}: too many words")
        closed: bool | None = None
        if args:
            lock = args[0].lower()
            if lock not in ("closed", "open"):
                raise NotationError(
                    f"action {quote(text)}: say 'closed' or 'open', not {quote(args[0])}"
                )
            closed = lock == "closed"
        return Double(seat, DoubleStep(verb), closed)
    raise NotationError(
        f"unknown action {quote(text)}: the verb {quote(verb)} is not one of pass, "
        + ", ".join((*_CALL_VERBS, *_STEP_VERBS))
        + ", declare, play, sawa"
    )
