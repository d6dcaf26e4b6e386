"""Saudi Baloot read aloud: the plain stream's voice (``baloot play --plain``).

The stream (:mod:`baloot_tui.plain.stream`) holds the loop and the commands; this
says Baloot's events through the :class:`~baloot_tui.games.baloot.words.Narrator`,
the hand by suit, the score, the numbered calls and cards, and why a typed card may
not be played, with the person's seat as "You".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from baloot_tui.core.cards import Card
from baloot_tui.core.game import Choice
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.events import ContractSet, GameEvent
from baloot_tui.games.baloot.game import hand_number, shown_round
from baloot_tui.games.baloot.rules.actions import Action, PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.words import Narrator, action_words, card_words, hand_words, spoken

HELP: Final = (
    "Type the number of a choice and press Enter; during play you may type a card "
    "instead, such as AS for the Ace of spades or 10h for the 10 of hearts. "
    "Other commands: hand (your cards), score (the contract and the match score), "
    "help (this text), quit (stop; the match is saved)."
)
SAWA_QUESTION: Final = (
    "Sawa claimed against your team: 1 accept, 2 refuse (the rules check the claim either way)."
)
RESUME_HINT: Final = "The match is saved; baloot play --plain --resume continues it."


class BalootVoice:
    """Baloot's events, hand, score and choices for the person at ``seat``."""

    title = "Baloot, plain mode."
    resume_hint = RESUME_HINT
    help_text = HELP
    claim_question = SAWA_QUESTION

    def __init__(self, names: Sequence[str], seat: Seat) -> None:
        """``names`` by seat; the person's own seat is "You"."""
        self.seat = seat
        self.narrator = Narrator(names, seat)
        """The events in words (it remembers each hand's face-up suit)."""

    def view(self, match: MatchState) -> PlayerView:
        """What the person sees of the hand in progress (or the last one)."""
        hand = shown_round(match)
        assert hand is not None
        return hand.view(self.seat)

    def sides(self, match: MatchState, deals_dealt: int) -> str:
        """Where the person sits and who plays with whom."""
        narrator = self.narrator
        return (
            f"You sit South; {narrator.team_members(self.seat.team)} against "
            f"{narrator.team_members(self.seat.team.other)}."
        )

    def lines(self, events: Sequence[GameEvent], match: MatchState) -> list[str]:
        """One sentence per event; the full hand again once the contract deals the rest."""
        lines: list[str] = []
        for event in events:
            lines.append(self.narrator.line(event))
            if isinstance(event, ContractSet) and not match.is_over:
                lines.append(self.hand(match))
        return lines

    def hand(self, match: MatchState) -> str:
        """``Your hand: …``."""
        view = self.view(match)
        return f"Your hand: {hand_words(view.hand, view.trump)}."

    def score(self, match: MatchState, deals_dealt: int) -> str:
        """The contract so far, the trick count and the match score, in one line."""
        view = self.view(match)
        narrator = self.narrator
        parts = [f"Hand {hand_number(match)}"]
        if view.contract is not None and view.buyer is not None:
            parts.append(
                f"contract {narrator.contract(view.contract, view.trump)}, "
                f"bought by {narrator.team_members(view.buyer.team)}, ×{view.multiplier}"
            )
        if view.phase is Phase.PLAYING:
            parts.append(f"tricks won: {narrator.scores(view.tricks_won)}")
        parts.append(f"match: {narrator.scores(match.scores)}, {match.rules.match_target} to win")
        return "; ".join(parts) + "."

    def numbered(
        self, match: MatchState, choices: Sequence[Choice[Action]]
    ) -> list[tuple[Action, str]]:
        """Every legal action in the engine's order, each in words."""
        view = self.view(match)
        face = view.face_card.suit if view.bidding.round_number == 1 else None
        return [(a, action_words(a, face)) for a in view.legal_actions]

    def situation(self, match: MatchState) -> str:
        """``Your turn`` with the trick on the table while cards are played."""
        view = self.view(match)
        if view.phase is not Phase.PLAYING or view.leader is None:
            return "Your turn"
        number = len(view.tricks) + 1
        if not view.trick:
            return f"Your turn to lead trick {number}"
        seat, played = view.leader, []
        for played_card in view.trick:
            played.append(f"{self.narrator.who(seat)} {card_words(played_card)}")
            seat = seat.next
        return f"Your turn in trick {number}, on the table: {', '.join(played)}"

    def card_choice(
        self, match: MatchState, choices: Sequence[Choice[Action]], card: Card
    ) -> Action | str:
        """The play of ``card``, or why it cannot be played (not held, or a rule)."""
        for option in self.view(match).card_options:
            if option.card == card:
                if option.legal:
                    return PlayCard(self.seat, card)
                return f"You cannot play {card_words(card)}: {spoken(option.reason)}."
        return f"You do not hold {card_words(card)}."


def voice(names: Sequence[str], seat: Seat) -> BalootVoice:
    """The plain stream's voice for the person at ``seat``."""
    return BalootVoice(names, seat)
