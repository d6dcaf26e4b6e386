"""What happened at the table, as public facts the UI can show to anyone.

The controller turns each state change into a list of these frozen events. They
carry only public information (a declaration is reported by the project names
said aloud, never by its cards), so the event log can be shown on a shared
screen without revealing anybody's hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from baloot_tui.core.cards import Card, Suit
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, DoubleStep
from baloot_tui.games.baloot.rules.glossary import Contract, ProjectKind
from baloot_tui.games.baloot.rules.outcome import RoundResult
from baloot_tui.games.baloot.rules.projects import Project
from baloot_tui.games.baloot.rules.tricks import Trick


@dataclass(frozen=True, slots=True)
class Dealt:
    """A new hand was dealt (five cards each and the face-up card)."""

    hand_number: int
    """1 for the first hand of the match."""
    dealer: Seat
    """Who dealt."""
    face_card: Card
    """The face-up bidding card."""


@dataclass(frozen=True, slots=True)
class BidMade:
    """A bidding call or pass."""

    seat: Seat
    """Who spoke."""
    action: Action
    """The Bid or Pass."""
    round_number: int
    """Bidding round 1 or 2 in which it was said."""

    @property
    def call(self) -> Call | None:
        """The call, or None for a pass."""
        return self.action.call if isinstance(self.action, Bid) else None


@dataclass(frozen=True, slots=True)
class ContractSet:
    """The auction ended with a contract; the rest of the cards were dealt."""

    contract: Contract
    """Sun or Hokum."""
    trump: Suit | None
    """The trump in Hokum."""
    buyer: Seat
    """Who took the face-up card."""
    caller: Seat
    """Who made the winning call (differs from the buyer in Ashkal)."""


@dataclass(frozen=True, slots=True)
class Doubled:
    """An answer on the doubling ladder."""

    seat: Seat
    """Who answered."""
    step: DoubleStep | None
    """Double, Three, Four or Gahwa; None for a pass."""
    closed: bool
    """Whether the hand is now closed (no trump leads)."""
    multiplier: int
    """The multiplier after this answer."""


@dataclass(frozen=True, slots=True)
class ProjectsDeclared:
    """A player said which projects they hold (names only, as the table hears it)."""

    seat: Seat
    """Who declared."""
    kinds: tuple[ProjectKind, ...]
    """The project names said (empty: none)."""


@dataclass(frozen=True, slots=True)
class ProjectsShown:
    """On trick 2 the counting team showed its projects."""

    team: Team
    """The team whose projects count."""
    projects: tuple[tuple[Seat, Project], ...]
    """Each shown project with its owner."""


@dataclass(frozen=True, slots=True)
class BalootShown:
    """A player played the second of the trump King and Queen: Baloot."""

    seat: Seat
    """Who holds the Baloot."""


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card was played to the trick."""

    seat: Seat
    """Who played."""
    card: Card
    """The card."""


@dataclass(frozen=True, slots=True)
class TrickWon:
    """A trick was completed."""

    trick_number: int
    """1 to 8."""
    trick: Trick
    """The trick, with its leader, cards, winner and abnat."""


@dataclass(frozen=True, slots=True)
class SawaShown:
    """A player claimed every remaining trick and showed their hand to the table."""

    seat: Seat
    """Who claimed."""
    trick_number: int
    """The first trick the claim covers (2 to 8)."""
    cards: tuple[Card, ...]
    """The claimer's hand, face up for everybody."""


@dataclass(frozen=True, slots=True)
class SawaAnswered:
    """A player of the other team accepted or refused a Sawa claim."""

    seat: Seat
    """Who answered."""
    accepted: bool
    """True: accepted; False: refused (the claimer must show it holds)."""


@dataclass(frozen=True, slots=True)
class SawaClaimed:
    """The engine's verdict on a Sawa claim, whatever the answers were."""

    seat: Seat
    """Who claimed."""
    held: bool
    """Whether the claim holds against every defence (a claim that fails changes nothing)."""
    trick_number: int
    """The first trick the claim covers."""


@dataclass(frozen=True, slots=True)
class Undone:
    """The one person at the table took back their last decision (a practice game)."""

    seat: Seat
    """The person's seat."""
    actions: int
    """How many actions were taken back: the person's and the bots' replies."""


@dataclass(frozen=True, slots=True)
class HandScored:
    """A hand ended: played and scored, or redealt (waraq, Kawesh)."""

    hand_number: int
    """1 for the first hand."""
    result: RoundResult
    """How it ended and the full score breakdown."""
    scores: tuple[int, int]
    """The match score after the hand."""
    last_trick: Team | None = None
    """The team that took the last trick and its 10 (None when not played out)."""
    sawa_from: int | None = None
    """The trick a Sawa claim that ended the hand covered from (None: no Sawa)."""


@dataclass(frozen=True, slots=True)
class MatchWon:
    """A team won the match."""

    team: Team
    """The winners."""
    scores: tuple[int, int]
    """The final score."""


GameEvent = (
    Dealt
    | BidMade
    | ContractSet
    | Doubled
    | ProjectsDeclared
    | ProjectsShown
    | BalootShown
    | CardPlayed
    | TrickWon
    | SawaShown
    | SawaAnswered
    | SawaClaimed
    | Undone
    | HandScored
    | MatchWon
)
