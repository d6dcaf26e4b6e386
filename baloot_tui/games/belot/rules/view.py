"""What one seat may see of a Belot deal: its own hand and the public table.

Other players' declarations are heard as kinds only ("tierce", "carre") until the
deal ends, when every declared card is shown (BELOT.md §4.3). Belotes are announced
aloud, so they are public when played.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from baloot_tui.core.cards import Card, Suit
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules.actions import Action
from baloot_tui.games.belot.rules.auction import AuctionState
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.declarations import Contest, Declaration, DeclarationKind
from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.games.belot.rules.scoring import DealScore
from baloot_tui.games.belot.rules.tricks import CardOption, Trick


class Phase(StrEnum):
    """The stages of one deal."""

    AUCTION = "auction"
    PLAYING = "playing"
    FINISHED = "finished"


@dataclass(frozen=True, slots=True)
class DealResult:
    """How a deal ended and what it scored."""

    kind: Literal["played", "all_pass"]
    """A played deal, or four passes (no score, the deal passes on)."""
    points: tuple[int, int]
    """Board points written for each team ((0, 0) after all pass)."""
    hanging: int
    """Hanging points after the deal (an all-pass deal leaves them untouched)."""
    next_dealer: Seat
    """Who deals next: the old P1 (§1.1)."""
    score: DealScore | None = None
    """The full breakdown of a played deal."""
    contest: Contest | None = None
    """Which declarations counted, for a played deal."""


@dataclass(frozen=True, slots=True)
class Announcement:
    """A player's trick-1 declaration as the table hears it: the kinds only."""

    seat: Seat
    """Who declared."""
    kinds: tuple[DeclarationKind, ...]
    """The kinds named (empty: nothing declared)."""

    def __str__(self) -> str:
        said = " ".join(k.value for k in self.kinds) if self.kinds else "none"
        return f"{self.seat.letter} announces {said}"


@dataclass(frozen=True, slots=True)
class BelotView:
    """Everything ``seat`` may know about the deal."""

    seat: Seat
    """Whose view this is."""
    rules: BelotRules
    """The house rules in force."""
    phase: Phase
    """Auction, playing or finished."""
    dealer: Seat
    """Who dealt."""
    hanging_in: int
    """Hanging points carried into this deal (public on the score sheet)."""
    hand: tuple[Card, ...]
    """This seat's cards."""
    hand_sizes: tuple[int, ...]
    """How many cards each seat holds."""
    auction: AuctionState
    """The auction, which is public."""
    leader: Seat | None
    """Who led the current trick, once play starts."""
    trick: tuple[Card, ...]
    """The cards on the table, from the leader."""
    tricks: tuple[Trick, ...]
    """Completed tricks (every played card is public)."""
    announced: tuple[tuple[DeclarationKind, ...] | None, ...]
    """The kinds each seat declared on trick 1 (None: not yet)."""
    revealed: tuple[tuple[Declaration, ...], ...]
    """Every seat's declared cards, shown once the deal is over (empty before)."""
    own_declaration: tuple[Declaration, ...] | None
    """This seat's own declaration, once made."""
    belotes: tuple[tuple[Seat, Suit], ...]
    """Belotes announced so far: who and in which suit."""
    history: tuple[Action | Announcement, ...]
    """Every public event in order (others' declarations as announcements until the end)."""
    to_act: Seat | None
    """Whose turn it is."""
    legal_actions: tuple[Action, ...]
    """What this seat may do now (empty when it is not its turn)."""
    card_options: tuple[CardOption, ...]
    """When this seat is to play: every card with why it is legal or not."""
    result: DealResult | None
    """The outcome, once the deal is over."""

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is done (the standing bid before)."""
        return self.auction.contract

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat must act now."""
        return self.to_act is self.seat
