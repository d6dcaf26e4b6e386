"""Saudi Baloot as a :class:`~baloot_tui.core.game.Game`: its engine, bots and records.

The Baloot table keeps its own :class:`~baloot_tui.games.baloot.controller.GameController`
(undo, the Sawa conversation); this view of the same engine lets anything written
against the shared interface (the generic driver, tests, tools) play Baloot too.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.errors import IllegalActionError, Refusal
from baloot_tui.core.game import (
    BotMove,
    Choice,
    EventKind,
    LoadedMatch,
    MatchResult,
    TableEvent,
)
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots.registry import LEVELS, make_bot
from baloot_tui.games.baloot.controller import describe
from baloot_tui.games.baloot.events import HandScored, MatchWon, TrickWon
from baloot_tui.games.baloot.rules import record
from baloot_tui.games.baloot.rules.actions import Action, PlayCard, Sawa
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.words import (
    action_short,
    action_words,
    option_words,
    refusal_words,
)
from baloot_tui.text.table_words import card_label


def shown_round(match: MatchState) -> RoundState | None:
    """The hand in progress, else the last finished one."""
    if match.current is not None:
        return match.current
    return match.hands[-1] if match.hands else None


@dataclass(frozen=True, slots=True)
class BalootGame:
    """Saudi Baloot under ``rules``."""

    rules: HouseRules = DEFAULT_RULES
    """The house rules of new matches."""
    key: str = "baloot"
    title: str = "Saudi Baloot"
    levels: tuple[str, ...] = LEVELS

    def new_match(self, first_dealer: Seat) -> MatchState:
        """A match before its first hand."""
        return new_match(self.rules, first_dealer)

    def apply(self, match: MatchState, action: Action) -> MatchState:
        """The match after ``action`` (a Sawa claim the engine decides at once)."""
        return match.apply(action)

    def actions_done(self, match: MatchState) -> int:
        """Actions played in the whole match."""
        current = 0 if match.current is None else len(match.current.history)
        return current + sum(len(h.history) for h in match.hands)

    def choices(self, match: MatchState) -> tuple[Choice[Action], ...]:
        """The numbered calls, doubles or projects, or every card held with why it may be played."""
        hand = match.current
        seat = None if hand is None else hand.to_act
        if hand is None or seat is None:
            return ()
        view = hand.view(seat)
        face = view.face_card.suit if view.bidding.round_number == 1 else None
        calls: tuple[Choice[Action], ...] = tuple(
            Choice(a, action_words(a, face))
            for a in view.legal_actions
            if not isinstance(a, PlayCard)
        )
        if calls:
            return calls
        return tuple(
            Choice(
                PlayCard(seat, o.card),
                card_label(o.card),
                o.legal,
                option_words(o),
                o.card,
            )
            for o in view.card_options
        )

    def result(self, match: MatchState) -> MatchResult:
        """The scores, the winner, the hands played and the target."""
        return MatchResult(match.scores, match.winner, len(match.hands), match.rules.match_target)

    def view(self, match: MatchState, seat: Seat) -> PlayerView | None:
        """What ``seat`` may see of the hand in progress or just finished."""
        hand = shown_round(match)
        return None if hand is None else hand.view(seat)

    def dealt(self, match: MatchState, names: Sequence[str]) -> list[TableEvent]:
        """Who deals, and the face-up card."""
        hand = match.current
        assert hand is not None
        number = len(match.hands) + 1
        face = card_label(hand.face_card)
        return [TableEvent("dealt", f"Hand {number}: {names[hand.dealer]} deals; face-up {face}.")]

    def describe(
        self, before: MatchState, action: Action, after: MatchState, names: Sequence[str]
    ) -> list[TableEvent]:
        """The action in words, then a trick, a hand or the match won."""
        kind: EventKind = "card" if isinstance(action, PlayCard) else "call"
        if before.current is not None and before.current.phase is Phase.PLAYING:
            kind = "card" if isinstance(action, (PlayCard, Sawa)) else "declare"
        events = [TableEvent(kind, action_short(action, names), action.seat)]
        for event in describe(before, action, after):
            if isinstance(event, TrickWon):
                words = f"Trick {event.trick_number} to {names[event.trick.winner]}."
                events.append(TableEvent("trick", words, event.trick.winner))
            elif isinstance(event, HandScored):
                ns, ew = event.scores
                words = f"Hand {event.hand_number} over. Match: NS {ns}, EW {ew}."
                events.append(TableEvent("deal_over", words))
            elif isinstance(event, MatchWon):
                events.append(TableEvent("match_over", f"{event.team.short} won the match."))
        return events

    def refusal_words(self, refusal: Refusal, names: Sequence[str] | None = None) -> str:
        """The refusal in the player's words (``You must follow ♠.``)."""
        return refusal_words(refusal, names)

    def bot(self, level: str) -> BotMove[MatchState, Action]:
        """A Baloot bot of ``level``; a Sawa claim the engine refuses becomes a legal move."""
        bot = make_bot(level)

        def move(match: MatchState, seat: Seat, rng: random.Random) -> Action:
            hand = match.current
            assert hand is not None
            legal = hand.legal_actions()
            action = bot.choose(hand.view(seat), legal, rng)
            if isinstance(action, Sawa):
                try:
                    match.apply(action)
                except IllegalActionError:
                    return legal[0]
            return action

        return move

    def dumps(self, match: MatchState, seed: int, players: Mapping[Seat, str]) -> str:
        """The match's Baloot record."""
        return record.dumps(match, seed, players)

    def loads(self, text: str, source: str) -> LoadedMatch[MatchState]:
        """A Baloot record read and replayed."""
        loaded = record.loads(text, source=source)
        return LoadedMatch(loaded.match, loaded.seed, loaded.players)


GAME: Final = BalootGame()
"""Saudi Baloot, as the registry gives it."""
BALOOT: Final = GAME
"""Saudi Baloot under the default house rules."""
