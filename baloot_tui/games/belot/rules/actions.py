"""The actions of a Belot deal, as small frozen values with a compact text notation.

Every action names its seat. The notation is ``<seat> <verb> [args]``:

=====================================  ==============================================
``S pass``                             pass (a player who passed may bid again later)
``E bid H`` / ``N bid NT`` / ``W bid AT``  a contract bid: C D H S NT AT
``S contra`` / ``E recontra``          double the standing bid / redouble a contra
``S declare tierce:7H-8H-9H``          declarations with the first card (``S declare``: none)
``S play KH`` / ``S play KH belote``   play a card, announcing a belote with it or not
=====================================  ==============================================

>>> str(parse_action("w BID all_trumps")), str(parse_action("S play kh Belote"))
('W bid AT', 'S play KH belote')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from baloot_tui.core.cards import DECK, Card, card
from baloot_tui.core.errors import NotationError, quote
from baloot_tui.core.notation import split_action
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.belot.rules.contracts import BID_ORDER, Contract
from baloot_tui.games.belot.rules.declarations import Declaration, parse_declaration


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in the auction."""

    seat: Seat
    """Who passes."""

    def __str__(self) -> str:
        return f"{self.seat.letter} pass"


@dataclass(frozen=True, slots=True)
class Bid:
    """A contract bid, strictly higher than the standing one."""

    seat: Seat
    """Who bids."""
    contract: Contract
    """The contract bid."""

    def __str__(self) -> str:
        return f"{self.seat.letter} bid {self.contract.value}"


@dataclass(frozen=True, slots=True)
class Contra:
    """Contra (×2) on the standing bid, by an opponent of its bidder."""

    seat: Seat
    """Who doubles."""

    def __str__(self) -> str:
        return f"{self.seat.letter} contra"


@dataclass(frozen=True, slots=True)
class Recontra:
    """Recontra (×4) after a contra, by the bidding team."""

    seat: Seat
    """Who redoubles."""

    def __str__(self) -> str:
        return f"{self.seat.letter} recontra"


@dataclass(frozen=True, slots=True)
class Declare:
    """The declarations a player makes with the first card (possibly none)."""

    seat: Seat
    """Who declares."""
    declarations: tuple[Declaration, ...] = ()
    """Sequences and carrés with no card in common."""

    def __str__(self) -> str:
        return f"{self.seat.letter} declare" + "".join(f" {d}" for d in self.declarations)


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card, announcing a belote with it or not."""

    seat: Seat
    """Who plays."""
    card: Card
    """The card played."""
    belote: bool = False
    """Whether the player announces a belote (K or Q of a trump suit, the other held)."""

    def __str__(self) -> str:
        return f"{self.seat.letter} play {self.card}" + (" belote" if self.belote else "")


Call = Pass | Bid | Contra | Recontra
"""The auction's actions."""
Action = Pass | Bid | Contra | Recontra | Declare | PlayCard
"""Every action of a deal."""

#: Shared values so legal-action lists allocate nothing on the hot path.
PLAYS: Final = tuple(tuple(PlayCard(seat, c) for c in DECK) for seat in SEATS)
BELOTE_PLAYS: Final = tuple(tuple(PlayCard(seat, c, True) for c in DECK) for seat in SEATS)
PASSES: Final = tuple(Pass(seat) for seat in SEATS)
CONTRAS: Final = tuple(Contra(seat) for seat in SEATS)
RECONTRAS: Final = tuple(Recontra(seat) for seat in SEATS)
BIDS_FROM: Final = tuple(
    tuple(tuple(Bid(seat, c) for c in BID_ORDER[level:]) for level in range(len(BID_ORDER) + 1))
    for seat in SEATS
)
"""``BIDS_FROM[seat][level]``: the seat's bids of ``level`` and higher, low to high."""

_VERBS: Final = ("pass", "bid", "contra", "recontra", "declare", "play")


def parse_action(text: str) -> Action:
    """Read an action from its notation.

    >>> parse_action("E recontra")
    Recontra(seat=<Seat.EAST: 1>)
    >>> parse_action("S double")
    Traceback (most recent call last):
    ...
    baloot_tui.core.errors.NotationError: unknown Belot action 'S double': the verb 'double' is not one of pass, bid, contra, recontra, declare, play
    """  # noqa: E501
    seat, verb, args = split_action(text, "Belot action")
    if verb not in _VERBS:
        raise NotationError(
            f"unknown Belot action {quote(text)}: the verb {quote(verb)} is not one of "
            + ", ".join(_VERBS)
        )
    if verb == "declare":
        return Declare(seat, tuple(parse_declaration(a) for a in args))
    if verb == "bid":
        if len(args) != 1:
            raise NotationError(f"action {quote(text)}: bid names one contract, e.g. 'S bid NT'")
        return Bid(seat, Contract.parse(args[0]))
    if verb == "play":
        belote = len(args) == 2 and args[1].lower() == "belote"
        if len(args) != 1 and not belote:
            raise NotationError(
                f"action {quote(text)}: play takes one card and optionally 'belote'"
            )
        return PlayCard(seat, card(args[0]), belote)
    if args:
        raise NotationError(f"action {quote(text)}: {verb} takes no arguments")
    if verb == "pass":
        return PASSES[seat]
    return CONTRAS[seat] if verb == "contra" else RECONTRAS[seat]
