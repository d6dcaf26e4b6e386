"""What one seat may see: its own hand and the public table, nothing more.

Bots receive only a :class:`PlayerView`, so they cannot look at other hands.
Other players' declarations appear as :class:`Announcement` (the project names
said aloud) until the counting team shows its projects on trick 2.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from baloot_tui.core.cards import Card, Suit
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.bidding import BiddingState
from baloot_tui.games.baloot.rules.doubling import DoublingState
from baloot_tui.games.baloot.rules.glossary import Contract, Phase, ProjectKind
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.outcome import RoundResult
from baloot_tui.games.baloot.rules.projects import Project
from baloot_tui.games.baloot.rules.tricks import CardOption, Trick


class ContractFacts:
    """Contract properties shared by the full hand state and a seat's view.

    Each subclass gives ``bidding`` and ``doubling``, as a field or a property (a
    dataclass field declares itself with ``field()``, or the property would be its default).
    """

    __slots__ = ()

    @property
    def bidding(self) -> BiddingState:
        """The auction."""
        raise NotImplementedError

    @property
    def doubling(self) -> DoublingState | None:
        """The doubling ladder, once the contract is settled."""
        raise NotImplementedError

    @property
    def contract(self) -> Contract | None:
        """Sun or Hokum once settled."""
        return self.bidding.contract

    @property
    def trump(self) -> Suit | None:
        """The trump suit in Hokum, else None."""
        return self.bidding.trump

    @property
    def buyer(self) -> Seat | None:
        """Who took the face-up card."""
        return self.bidding.buyer

    @property
    def closed(self) -> bool:
        """Whether this is a closed double (no trump leads while holding a non-trump)."""
        return self.doubling is not None and self.doubling.closed

    @property
    def multiplier(self) -> int:
        """The hand's multiplier so far (1 when undoubled)."""
        return 1 if self.doubling is None else self.doubling.multiplier


@dataclass(frozen=True, slots=True)
class Announcement:
    """A player's trick-1 declaration as the table hears it: the project names only."""

    seat: Seat
    """Who declared."""
    kinds: tuple[ProjectKind, ...]
    """The kinds announced (empty: no project)."""

    def __str__(self) -> str:
        said = ", ".join(k.value for k in self.kinds) if self.kinds else "none"
        return f"{self.seat.letter} announces {said}"


@dataclass(frozen=True, slots=True)
class PlayerView(ContractFacts):
    """Everything ``seat`` is allowed to know about the hand."""

    seat: Seat
    """Whose view this is."""
    rules: HouseRules
    """The house rules in force."""
    phase: Phase
    """Bidding, doubling, playing or finished."""
    dealer: Seat
    """Who dealt."""
    match_score: tuple[int, int]
    """The match score before the hand."""
    hand: tuple[Card, ...]
    """This seat's cards."""
    hand_sizes: tuple[int, ...]
    """How many cards each seat holds."""
    face_card: Card
    """The face-up bidding card (the buyer holds it after the deal)."""
    bidding: BiddingState = field()  # field(): not the property of ContractFacts as a default
    """The auction, which is public."""
    doubling: DoublingState | None = field()
    """The doubling ladder, once reached."""
    first_leader: Seat | None
    """Who led trick 1, once play starts."""
    leader: Seat | None
    """Who led the current trick."""
    trick: tuple[Card, ...]
    """The cards on the table, in play order from the leader."""
    tricks: tuple[Trick, ...]
    """Completed tricks (all played cards are public)."""
    abnat: tuple[int, int]
    """Card abnat each team has taken so far."""
    tricks_won: tuple[int, int]
    """Tricks each team has taken."""
    announced: tuple[tuple[ProjectKind, ...] | None, ...]
    """The project names each seat announced on trick 1 (None: not yet)."""
    revealed: tuple[tuple[Project, ...], ...]
    """Projects shown on the table (the counting team's, from trick 2), per seat."""
    own_declaration: tuple[Project, ...] | None
    """This seat's own declaration, once made."""
    baloot_shown: Seat | None
    """Who has shown Baloot, if anyone."""
    history: tuple[Action | Announcement, ...]
    """Every public event in order (others' declarations as announcements)."""
    to_act: Seat | None
    """Whose turn it is."""
    legal_actions: tuple[Action, ...]
    """What this seat may do now (empty when it is not its turn)."""
    card_options: tuple[CardOption, ...]
    """When this seat is to play: every card with why it is legal or not."""
    result: RoundResult | None
    """The outcome, once the hand is over."""

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat must act now."""
        return self.to_act is self.seat
