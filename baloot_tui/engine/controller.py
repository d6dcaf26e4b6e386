"""The headless game controller: one match, its seats, bots, chance and saves.

The controller is what the Textual table (and any other front end) talks to. It
owns the immutable :class:`MatchState`, deals every hand from a seeded shuffle,
asks bots for their moves, and turns every change into public
:mod:`~baloot_tui.engine.events`. It knows nothing about screens.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from baloot_tui.bots.base import Bot
from baloot_tui.bots.registry import LEVELS, make_bot
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
from baloot_tui.engine.seats import TableConfig
from baloot_tui.rules.actions import Action, Bid, Declare, Double, Pass, PlayCard, Sawa
from baloot_tui.rules.errors import BalootError, IllegalActionError
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.rules.match import MatchState, new_match
from baloot_tui.rules.round import RoundState, shuffled_deck
from baloot_tui.rules.seats import SEATS, Seat, Team
from baloot_tui.rules.tricks import Trick
from baloot_tui.rules.view import PlayerView


class BotError(BalootError):
    """A bot chose an action that was not among the legal ones: a bug in the bot."""


def resolve_level(level: str) -> str:
    """``level`` if that bot level exists, else the strongest level there is.

    Settings written by a newer version may name a level this one lacks; the
    table should still open.
    """
    return level if level in LEVELS else LEVELS[-1]


def make_bots(table: TableConfig) -> dict[Seat, Bot]:
    """A bot of the configured level for every bot seat."""
    return {s: make_bot(resolve_level(table[s].level)) for s in SEATS if not table.is_human(s)}


SaveHook = Callable[["GameController"], None]
"""Called after every completed action or deal, e.g. to write the save file."""


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """What a match was started with and needs to be resumed."""

    seed: int
    """Seeds every deck of the match (hand ``n`` uses its own derived shuffle)."""
    table: TableConfig
    """Who sits where."""


def first_dealer(seed: int) -> Seat:
    """The dealer of the first hand, drawn from the match seed (RULES §1.5: at random)."""
    return random.Random(f"{seed}:dealer").choice(SEATS)


def deck_rng(seed: int, hand_index: int) -> random.Random:
    """The shuffle of hand ``hand_index`` (0-based).

    Each hand gets its own generator derived from the seed, so a resumed match
    deals the same next hand as an uninterrupted one.
    """
    return random.Random(f"{seed}:deal:{hand_index}")


class GameController:
    """Runs one match: human actions in, bot actions on request, events out."""

    def __init__(
        self,
        setup: MatchSetup,
        bots: Mapping[Seat, Bot],
        *,
        rules: HouseRules = DEFAULT_RULES,
        match: MatchState | None = None,
        on_change: SaveHook | None = None,
    ) -> None:
        """Start (or resume) a match.

        Args:
            setup: the seed and the seats.
            bots: a bot for every seat the table marks as a bot.
            rules: the house rules of a new match (a resumed match keeps its own).
            match: a match to resume; None starts a new one.
            on_change: called after every change, to save.

        Raises:
            ValueError: a bot seat has no bot.
        """
        missing = [s.name for s in SEATS if not setup.table.is_human(s) and s not in bots]
        if missing:
            raise ValueError(f"no bot for the bot seat(s) {', '.join(missing)}")
        self.setup = setup
        self.bots = dict(bots)
        self.match = match if match is not None else new_match(rules, first_dealer(setup.seed))
        self._on_change = on_change
        done = 0 if match is None else sum(len(h.history) for h in match.hands)
        self._bot_rngs = {
            seat: random.Random(f"{setup.seed}:bot:{seat.letter}:{done}") for seat in self.bots
        }

    # ----------------------------------------------------------------- queries

    @property
    def table(self) -> TableConfig:
        """Who sits where."""
        return self.setup.table

    @property
    def seed(self) -> int:
        """The match seed."""
        return self.setup.seed

    @property
    def hand(self) -> RoundState | None:
        """The hand in progress, else the last finished one (None before the first deal)."""
        if self.match.current is not None:
            return self.match.current
        return self.match.hands[-1] if self.match.hands else None

    @property
    def hand_number(self) -> int:
        """1-based number of the hand in progress or just finished."""
        return len(self.match.hands) + (1 if self.match.current is not None else 0)

    @property
    def to_act(self) -> Seat | None:
        """The seat to act in the hand in progress."""
        return self.match.to_act

    @property
    def needs_deal(self) -> bool:
        """Whether the next step is dealing a hand."""
        return self.match.needs_deal

    @property
    def is_over(self) -> bool:
        """Whether the match has a winner."""
        return self.match.is_over

    def is_bot_turn(self) -> bool:
        """Whether a bot must act now."""
        seat = self.to_act
        return seat is not None and not self.table.is_human(seat)

    def is_human_turn(self) -> bool:
        """Whether a person must act now."""
        seat = self.to_act
        return seat is not None and self.table.is_human(seat)

    def view_for(self, seat: Seat) -> PlayerView | None:
        """What ``seat`` may see of the current (or last finished) hand."""
        hand = self.hand
        return None if hand is None else hand.view(seat)

    def last_trick(self) -> Trick | None:
        """The last completed trick of the current or last hand."""
        hand = self.hand
        if hand is None or hand.play is None or not hand.play.tricks:
            return None
        return hand.play.tricks[-1]

    # ----------------------------------------------------------------- changes

    def deal_next(self) -> list[GameEvent]:
        """Deal the next hand.

        Raises:
            IllegalActionError: a hand is in progress or the match is over.
        """
        index = len(self.match.hands)
        self.match = self.match.deal(shuffled_deck(deck_rng(self.seed, index)))
        current = self.match.current
        assert current is not None
        self._changed()
        return [Dealt(index + 1, current.dealer, current.face_card)]

    def submit(self, action: Action) -> list[GameEvent]:
        """Apply a person's action.

        A refused Sawa claim is not an error for the table: it is reported as a
        :class:`SawaClaimed` event with ``held=False`` and changes nothing.

        Raises:
            IllegalActionError: the rules refuse the action; nothing changed.
        """
        if isinstance(action, Sawa):
            try:
                return self._apply(action)
            except IllegalActionError as err:
                return [SawaClaimed(action.seat, False, str(err))]
        return self._apply(action)

    def play_bot_turn(self) -> list[GameEvent]:
        """Let the bot to act choose and apply its action.

        Raises:
            BotError: it is not a bot's turn, or the bot broke the rules.
        """
        seat = self.to_act
        if seat is None or self.table.is_human(seat):
            raise BotError(f"play_bot_turn called when {seat} is not a bot to act")
        hand = self.match.current
        assert hand is not None
        legal = hand.legal_actions()
        bot = self.bots[seat]
        action = bot.choose(hand.view(seat), legal, self._bot_rngs[seat])
        if isinstance(action, Sawa):
            if action.seat is not seat:
                raise BotError(f"bot {seat.name} claimed Sawa for {action.seat.name}")
            events = self.submit(action)
            if events and isinstance(events[0], SawaClaimed) and not events[0].held:
                action = bot.choose(hand.view(seat), legal, self._bot_rngs[seat])
                if isinstance(action, Sawa) or action not in legal:
                    raise BotError(f"bot {seat.name} chose {action} after a refused Sawa")
                return [*events, *self._apply(action)]
            return events
        if action not in legal:
            raise BotError(f"bot {seat.name} chose {action}, which is not legal here")
        return self._apply(action)

    def _apply(self, action: Action) -> list[GameEvent]:
        before = self.match
        after = before.apply(action)
        self.match = after
        self._changed()
        return describe(before, action, after)

    def _changed(self) -> None:
        if self._on_change is not None:
            self._on_change(self)


def describe(before: MatchState, action: Action, after: MatchState) -> list[GameEvent]:
    """The public events of applying ``action`` to ``before`` giving ``after``."""
    old = before.current
    assert old is not None
    new = after.current if after.current is not None else after.hands[-1]
    events: list[GameEvent] = []
    if old.phase is Phase.BIDDING:
        assert isinstance(action, (Bid, Pass))
        events.append(BidMade(action.seat, action, old.bidding.round_number))
        if new.phase in (Phase.DOUBLING, Phase.PLAYING):
            bidding = new.bidding
            assert bidding.contract is not None and bidding.buyer is not None
            caller = bidding.caller if bidding.caller is not None else bidding.buyer
            events.append(ContractSet(bidding.contract, bidding.trump, bidding.buyer, caller))
    elif old.phase is Phase.DOUBLING:
        assert isinstance(action, (Double, Pass)) and new.doubling is not None
        step = action.step if isinstance(action, Double) else None
        events.append(Doubled(action.seat, step, new.doubling.closed, new.doubling.multiplier))
    elif isinstance(action, Declare):
        events.append(ProjectsDeclared(action.seat, tuple(p.kind for p in action.projects)))
    elif isinstance(action, PlayCard):
        events.extend(_card_events(old, action, new))
    elif isinstance(action, Sawa):
        events.append(SawaClaimed(action.seat, True))
    if after.current is None:
        result = new.result
        assert result is not None
        events.append(HandScored(len(after.hands), result, after.scores, _last_trick_team(new)))
        if after.winner is not None:
            events.append(MatchWon(after.winner, after.scores))
    return events


def _last_trick_team(hand: RoundState) -> Team | None:
    """Who took the last trick's 10: the Sawa claimer's team, or trick 8's winner."""
    result = hand.result
    if result is not None and result.sawa is not None:
        return result.sawa.team
    if hand.play is None or len(hand.play.tricks) < 8:
        return None
    return hand.play.tricks[-1].winner.team


def _card_events(old: RoundState, action: PlayCard, new: RoundState) -> list[GameEvent]:
    events: list[GameEvent] = [CardPlayed(action.seat, action.card)]
    old_play, new_play = old.play, new.play
    assert old_play is not None and new_play is not None
    if new_play.baloot_shown is not None and old_play.baloot_shown is None:
        events.append(BalootShown(new_play.baloot_shown))
    if len(new_play.tricks) > len(old_play.tricks):
        events.append(TrickWon(len(new_play.tricks), new_play.tricks[-1]))
        if len(new_play.tricks) == 1:
            events.extend(_shown_projects(new))
    return events


def _shown_projects(hand: RoundState) -> list[GameEvent]:
    """The counting team's projects, shown once trick 1 is complete."""
    view = hand.view(SEATS[0])
    shown = tuple((seat, p) for seat in SEATS for p in view.revealed[seat])
    if not shown:
        return []
    return [ProjectsShown(shown[0][0].team, shown)]
