"""The words of ``baloot play --plain``: game events and choices as a player says them.

A screen reader reads these lines aloud, so they name cards in full ("the Ace of
spades"), never in notation (``AS``) and never by colour or symbol alone. The
person at the table is always "You", with the verb agreeing ("You play", "Faisal
plays"); teams are "your team" and "their team".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

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
    SawaClaimed,
    TrickWon,
)
from baloot_tui.rules.actions import Action, Bid, Call, Declare, Double, DoubleStep, Pass, Sawa
from baloot_tui.rules.cards import SUIT_SYMBOLS, Card, Rank, Suit
from baloot_tui.rules.glossary import Contract, ProjectKind
from baloot_tui.rules.projects import Project
from baloot_tui.rules.scoring import Outcome
from baloot_tui.rules.seats import SEATS, Seat, Team

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
STEP_WORDS: Final = {
    DoubleStep.DOUBLE: "Double",
    DoubleStep.THREE: "Three",
    DoubleStep.FOUR: "Four",
    DoubleStep.GAHWA: "Gahwa",
}
PROJECT_WORDS: Final = {
    ProjectKind.SIRA: "Sira",
    ProjectKind.FIFTY: "Fifty",
    ProjectKind.HUNDRED: "Hundred",
    ProjectKind.FOUR_HUNDRED: "Four hundred",
    ProjectKind.BALOOT: "Baloot",
}
OUTCOME_WORDS: Final[dict[Outcome, str]] = {
    "made": "the buyer made the contract",
    "split": "equal points, the hand is split",
    "khasara": "khasara: the buyer failed",
    "kaboot": "kaboot: all eight tricks",
    "doubled_win": "the buyer won the doubled hand",
    "doubled_loss": "the buyer lost the doubled hand",
    "gahwa": "Gahwa decided",
    "qayd": "Qayd: an illegal play was caught",
}
REDEALS: Final = {
    "waraq": "nobody bought, the cards are dealt again",
    "kawesh": "Kawesh, the cards are dealt again",
}
YOU: Final = "You"


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
    """A rule's reason with card labels and suit symbols in words (``must follow spades``)."""

    def card_label(match: re.Match[str]) -> str:
        rank = "T" if match.group(1) == "10" else match.group(1)
        return card_words(Card(Rank(rank), _SYMBOL_SUIT[match.group(2)]))

    text = _CARD_LABEL.sub(card_label, text)
    return re.sub("[♠♥♦♣]", lambda m: SUIT_WORDS[_SYMBOL_SUIT[m.group()]], text)


def project_words(project: Project) -> str:
    """``Sira: 7, 8 and 9 of hearts`` or ``Hundred: four Kings``."""
    name = PROJECT_WORDS[project.kind]
    ranks = [RANK_WORDS[c.rank] for c in project.cards]
    if not project.is_sequence:
        return f"{name}: four {ranks[0]}s"
    return f"{name}: {', '.join(ranks[:-1])} and {ranks[-1]} of {SUIT_WORDS[project.cards[0].suit]}"


def action_words(action: Action, face_suit: Suit | None) -> str:
    """What choosing ``action`` means, for the list of choices.

    Args:
        action: a legal action of the person to act.
        face_suit: the face-up card's suit, which a round-1 Hokum takes; None in
            round 2, where the suit is named when the Hokum is confirmed.
    """
    if isinstance(action, Pass):
        return "Pass"
    if isinstance(action, Bid):
        return _call_choice(action, face_suit)
    if isinstance(action, Double):
        lock = {None: "", True: ", closed: no trump leads", False: ", open"}[action.closed]
        return f"{STEP_WORDS[action.step]} (×{action.step.multiplier}{lock})"
    if isinstance(action, Sawa):
        return "Sawa: claim all the remaining tricks"
    if isinstance(action, Declare):
        if not action.projects:
            return "No project"
        return "Declare " + " and ".join(project_words(p) for p in action.projects)
    return card_words(action.card)


def _call_choice(bid: Bid, face_suit: Suit | None) -> str:
    if bid.call is Call.HOKUM:
        if face_suit is None:
            return "Hokum (you name the trump next)"
        return f"Hokum in {SUIT_WORDS[face_suit]}"
    if bid.call is Call.CONFIRM:
        return "Confirm Hokum" if bid.suit is None else f"Hokum in {SUIT_WORDS[bid.suit]}"
    return {
        Call.SUN: "Sun",
        Call.ASHKAL: "Ashkal (Sun for your partner)",
        Call.BEFORE_YOU: "Sun before you",
        Call.TO_SUN: "Switch to Sun",
        Call.KAWESH: "Kawesh (ask for a redeal)",
    }[bid.call]


class Narrator:
    """Turns events into sentences for the person in seat ``viewer``."""

    def __init__(self, names: Sequence[str], viewer: Seat) -> None:
        """``names`` by seat index; the viewer's own seat is always "You"."""
        self.names = tuple(
            YOU if seat is viewer else name for seat, name in zip(SEATS, names, strict=True)
        )
        self.viewer = viewer
        self.face_suit: Suit | None = None
        """The suit of the hand's face-up card, which a round-1 Hokum takes."""

    def who(self, seat: Seat) -> str:
        """The player's name, or "You"."""
        return self.names[seat]

    def says(self, seat: Seat, verb: str) -> str:
        """``Faisal plays`` or ``You play``: ``verb`` is given in the third person."""
        if seat is not self.viewer:
            return f"{self.names[seat]} {verb}"
        plain = {"does": "do", "has": "have", "passes": "pass", "is": "are"}
        return f"{YOU} {plain.get(verb, verb.removesuffix('s'))}"

    def team(self, team: Team) -> str:
        """``your team`` or ``their team``."""
        return "your team" if team is self.viewer.team else "their team"

    def team_members(self, team: Team) -> str:
        """``your team (You and Noura)``."""
        first, second = team.seats
        return f"{self.team(team)} ({self.who(first)} and {self.who(second)})"

    def scores(self, scores: tuple[int, int]) -> str:
        """``your team 16, their team 10``."""
        ours = self.viewer.team
        return f"your team {scores[ours]}, their team {scores[ours.other]}"

    def contract(self, contract: Contract, trump: Suit | None) -> str:
        """``Sun`` or ``Hokum, hearts are trumps``."""
        if contract is Contract.SUN or trump is None:
            return "Sun"
        return f"Hokum, {SUIT_WORDS[trump]} are trumps"

    def line(self, event: GameEvent) -> str:
        """The sentence for ``event``."""
        if isinstance(event, Dealt):
            self.face_suit = event.face_card.suit
            return (
                f"Hand {event.hand_number}: {self.says(event.dealer, 'deals')}. "
                f"The face-up card is {card_words(event.face_card)}."
            )
        if isinstance(event, BidMade):
            return self._bid(event)
        if isinstance(event, ContractSet):
            caller = "" if event.caller is event.buyer else f" (Ashkal by {self.who(event.caller)})"
            return (
                f"Contract: {self.contract(event.contract, event.trump)}; "
                f"{self.says(event.buyer, 'buys')} the face-up card{caller}."
            )
        if isinstance(event, Doubled):
            if event.step is None:
                return f"{self.says(event.seat, 'does')} not raise."
            lock = ", closed: no trump leads" if event.closed else ""
            said = self.says(event.seat, "says")
            return f"{said} {STEP_WORDS[event.step]}: the hand counts ×{event.multiplier}{lock}."
        if isinstance(event, ProjectsDeclared):
            kinds = " and ".join(PROJECT_WORDS[k] for k in event.kinds) or "no project"
            return f"{self.says(event.seat, 'declares')} {kinds}."
        if isinstance(event, ProjectsShown):
            shown = "; ".join(f"{self.who(s)}: {project_words(p)}" for s, p in event.projects)
            return f"Projects shown, {self.team(event.team)} counts them: {shown}."
        if isinstance(event, BalootShown):
            return f"{self.says(event.seat, 'shows')} Baloot: the King and Queen of trumps."
        if isinstance(event, CardPlayed):
            return f"{self.says(event.seat, 'plays')} {card_words(event.card)}."
        if isinstance(event, TrickWon):
            winner = self.says(event.trick.winner, "wins")
            return f"{winner} trick {event.trick_number}: {event.trick.points} points."
        if isinstance(event, SawaClaimed):
            claims = self.says(event.seat, "claims")
            if event.held:
                return f"{claims} Sawa: all the remaining tricks."
            return f"{claims} Sawa, but the claim is refused; play goes on."
        if isinstance(event, HandScored):
            return self._scored(event)
        assert isinstance(event, MatchWon)
        winners = self.team(event.team).capitalize()
        won, lost = event.scores[event.team], event.scores[event.team.other]
        return f"{winners} wins the match, {won} to {lost}."

    def _bid(self, event: BidMade) -> str:
        action = event.action
        if isinstance(action, Pass):
            again = "" if event.round_number == 1 else " again (wala)"
            return f"{self.says(event.seat, 'passes')}{again}."
        assert isinstance(action, Bid)
        if action.call is Call.CONFIRM:
            trump = "" if action.suit is None else f" in {SUIT_WORDS[action.suit]}"
            return f"{self.says(event.seat, 'confirms')} Hokum{trump}."
        if action.call is Call.HOKUM:
            if event.round_number == 1 and self.face_suit is not None:
                return f"{self.says(event.seat, 'bids')} Hokum in {SUIT_WORDS[self.face_suit]}."
            return f"{self.says(event.seat, 'bids')} Hokum; the trump is named next."
        said = {
            Call.SUN: "Sun",
            Call.ASHKAL: "Ashkal (Sun for the partner)",
            Call.BEFORE_YOU: "Sun before you",
            Call.TO_SUN: "a switch to Sun",
            Call.KAWESH: "Kawesh (a redeal)",
        }[action.call]
        return f"{self.says(event.seat, 'bids')} {said}."

    def _scored(self, event: HandScored) -> str:
        result = event.result
        if result.kind != "played" or result.score is None:
            return f"Hand {event.hand_number}: {REDEALS.get(result.kind, result.kind)}."
        outcome = OUTCOME_WORDS[result.score.outcome]
        return (
            f"Hand {event.hand_number} is over, {outcome}. This hand: "
            f"{self.scores(result.points)}. Match: {self.scores(event.scores)}."
        )
