"""The headless game controller: one match, its seats, bots, chance and saves.

The controller is what the Textual table (and any other front end) talks to. It
owns the immutable :class:`MatchState`, deals every hand from a seeded shuffle,
asks bots for their moves, and turns every change into public
:mod:`~baloot_tui.games.baloot.events`. It knows nothing about screens.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import BalootError, IllegalActionError, Refusal, TableRule
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.bots.medium import accepts_sawa
from baloot_tui.games.baloot.bots.registry import LEVELS, make_bot
from baloot_tui.games.baloot.events import (
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
from baloot_tui.games.baloot.rules.actions import Action, Bid, Declare, Double, Pass, PlayCard, Sawa
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.round import RoundState, shuffled_deck
from baloot_tui.games.baloot.rules.tricks import Trick
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.play.seated import SeatedMatch, check_bots
from baloot_tui.play.seats import TableConfig


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


@dataclass(frozen=True, slots=True)
class SawaClaim:
    """A Sawa claim shown to the table and waiting for the other team's people to answer."""

    claimer: Seat
    """Who claimed."""
    trick_number: int
    """The first trick the claim covers."""
    cards: tuple[Card, ...]
    """The claimer's hand, shown to everybody."""
    answers: tuple[tuple[Seat, bool], ...]
    """The answers given so far (bots answer at once), True for accepted."""
    waiting: tuple[Seat, ...]
    """The people of the other team still to answer."""


class UndoError(BalootError):
    """An undo was asked for where none is offered (hot-seat, nothing to take back)."""


class GameController(SeatedMatch[MatchState]):
    """Runs one match: human actions in, bot actions on request, events out.

    Sawa is a conversation: the claim shows the claimer's hand (:class:`SawaShown`),
    the other team answers (bots from their view, people through
    :meth:`answer_sawa`), then the engine's verdict settles it (:class:`SawaClaimed`).

    Undo (:meth:`undo`) is for practice games with one person at the table: it
    rebuilds the hand in progress from its deal without the person's last action
    and the bots' replies. The bots cannot fish for other replies: each bot decision
    draws from a generator seeded by the match seed, the seat and the number of
    actions played so far, so the same position always gets the same reply.
    """

    def __init__(
        self,
        setup: MatchSetup,
        bots: Mapping[Seat, Bot],
        *,
        rules: HouseRules = DEFAULT_RULES,
        match: MatchState | None = None,
        on_change: SaveHook | None = None,
        undos: Mapping[int, int] | None = None,
    ) -> None:
        """Start (or resume) a match.

        Args:
            setup: the seed and the seats.
            bots: a bot for every seat the table marks as a bot.
            rules: the house rules of a new match (a resumed match keeps its own).
            match: a match to resume; None starts a new one.
            on_change: called after every change, to save.
            undos: a resumed match's undo count per hand (0-based hand index).

        Raises:
            ValueError: a bot seat has no bot.
        """
        check_bots(setup.table, bots)
        self.setup = setup
        self.bots = dict(bots)
        self.match = match if match is not None else new_match(rules, first_dealer(setup.seed))
        self._on_change = on_change
        self.undos: dict[int, int] = dict(undos or {})
        """How many times the person took a decision back in each hand (0-based index)."""
        self.claim: SawaClaim | None = None
        """A Sawa claim waiting for people's answers; nobody plays until it is settled."""
        self._claim_verdict: MatchState | None = None
        """The match after the waiting claim if it holds (None: it fails)."""
        self._failed_claim: tuple[Seat, int] | None = None
        """The seat and position of the last claim that failed (a bot may not repeat it)."""

    # ----------------------------------------------------------------- queries

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
    def _paused(self) -> bool:
        """Whether a Sawa claim waits for answers: nobody plays until it is settled."""
        return self.claim is not None

    @property
    def actions_done(self) -> int:
        """Actions played in the whole match so far."""
        match = self.match
        current = 0 if match.current is None else len(match.current.history)
        return current + sum(len(h.history) for h in match.hands)

    def undo_point(self) -> int | None:
        """Where an undo goes back to: the index in this hand of the person's last action.

        None when no undo is offered: not exactly one person at the table
        (hot-seat), no hand in progress, a Sawa claim waiting, or the person has
        not acted yet in this hand (an undo never reaches into a scored hand).
        """
        humans = self.table.humans
        hand = self.match.current
        if len(humans) != 1 or hand is None or self.claim is not None:
            return None
        history = hand.history
        mine = (i for i in reversed(range(len(history))) if history[i].seat is humans[0])
        return next(mine, None)

    def can_undo(self) -> bool:
        """Whether :meth:`undo` would take something back now."""
        return self.undo_point() is not None

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
        """Apply a person's action; a Sawa is a claim shown to the table (:meth:`claim_sawa`).

        Raises:
            IllegalActionError: the rules refuse the action, or a Sawa claim waits
                for answers; nothing changed.
        """
        if isinstance(action, Sawa):
            return self.claim_sawa(action.seat)
        self._no_claim_waiting(action)
        return self._apply(action)

    def play_bot_turn(self) -> list[GameEvent]:
        """Let the bot to act choose and apply its action (a Sawa is claimed).

        Raises:
            BotError: it is not a bot's turn, or the bot broke the rules (a claim
                for another seat, or the same failed claim again).
        """
        seat = self.to_act
        if seat is None or not self.is_bot_turn():
            raise BotError(f"play_bot_turn called when {seat} is not a bot to act")
        hand = self.match.current
        assert hand is not None
        legal = hand.legal_actions()
        action = self.bots[seat].choose(hand.view(seat), legal, self._bot_rng(seat))
        if isinstance(action, Sawa):
            if action.seat is not seat:
                raise BotError(f"bot {seat.name} claimed Sawa for {action.seat.name}")
            if self._failed_claim == (seat, self.actions_done):
                raise BotError(f"bot {seat.name} repeated a Sawa claim that failed")
            return self.claim_sawa(seat)
        if action not in legal:
            raise BotError(f"bot {seat.name} chose {action}, which is not legal here")
        return self._apply(action)

    def _bot_rng(self, seat: Seat) -> random.Random:
        """The generator of this decision: the same position always draws the same."""
        return random.Random(f"{self.seed}:bot:{seat.letter}:{self.actions_done}")

    def _no_claim_waiting(self, action: Action) -> None:
        if self.claim is not None:
            refusal = Refusal(TableRule.CLAIM_WAITS, self.claim.claimer)
            raise IllegalActionError(refusal, action)

    # -------------------------------------------------------------------- Sawa

    def claim_sawa(self, seat: Seat) -> list[GameEvent]:
        """``seat`` claims the rest: its hand is shown, the other team answers, the engine decides.

        Bots of the other team answer at once, from their view and the shown hand.
        With a person to answer, the claim waits (:attr:`claim`) for
        :meth:`answer_sawa`; otherwise it is settled here. A claim that fails
        changes nothing: the claimer plays on.

        Raises:
            IllegalActionError: a claim may not be made now (not on lead from
                trick 2, or another claim waits); nothing changed.
        """
        self._no_claim_waiting(Sawa(seat))
        hand = self.match.current
        if hand is None:
            raise IllegalActionError(Refusal(TableRule.NO_DEAL), Sawa(seat))
        problem = hand.sawa_problem(seat)
        if problem is not None:
            raise IllegalActionError(problem, Sawa(seat))
        play = hand.play
        assert play is not None
        try:
            self._claim_verdict = self.match.apply(Sawa(seat))
        except IllegalActionError:
            self._claim_verdict = None
        cards = hand.hands[seat]
        answers = tuple(
            (s, accepts_sawa(hand.view(s), cards))
            for s in seat.team.other.seats
            if not self.table.is_human(s)
        )
        waiting = tuple(s for s in seat.team.other.seats if self.table.is_human(s))
        self.claim = SawaClaim(seat, len(play.tricks) + 1, cards, answers, waiting)
        events: list[GameEvent] = [SawaShown(seat, self.claim.trick_number, cards)]
        events += [SawaAnswered(s, accepted) for s, accepted in answers]
        if not waiting:
            events += self._settle_claim()
        return events

    def answer_sawa(self, seat: Seat, accept: bool) -> list[GameEvent]:
        """A person of the other team accepts or refuses the waiting claim.

        Once nobody is left to answer, the engine's verdict settles the claim.

        Raises:
            IllegalActionError: no claim waits for ``seat``'s answer.
        """
        claim = self.claim
        if claim is None or seat not in claim.waiting:
            raise IllegalActionError(Refusal(TableRule.NO_CLAIM_FOR_SEAT, seat))
        waiting = tuple(s for s in claim.waiting if s is not seat)
        self.claim = dataclasses.replace(
            claim, answers=(*claim.answers, (seat, accept)), waiting=waiting
        )
        events: list[GameEvent] = [SawaAnswered(seat, accept)]
        if not waiting:
            events += self._settle_claim()
        return events

    def _settle_claim(self) -> list[GameEvent]:
        """The engine's verdict: the hand ends with the claim, or play goes on."""
        claim, after = self.claim, self._claim_verdict
        assert claim is not None
        self.claim = self._claim_verdict = None
        if after is None:
            self._failed_claim = (claim.claimer, self.actions_done)
            return [SawaClaimed(claim.claimer, False, claim.trick_number)]
        before = self.match
        self.match = after
        self._changed()
        return describe(before, Sawa(claim.claimer), after)

    # -------------------------------------------------------------------- undo

    def undo(self) -> list[GameEvent]:
        """Take back the person's last decision of this hand and the bots' replies.

        The hand is dealt again from its deck and replayed up to that decision, so
        every state (and what the bots see) is what it was then; the hand's undo
        count goes up by one and is saved with the record.

        Raises:
            UndoError: no undo is offered now (see :meth:`undo_point`).
        """
        point = self.undo_point()
        hand = self.match.current
        if point is None or hand is None:
            raise UndoError("there is no decision of yours in this hand to take back")
        rebuilt = dataclasses.replace(self.match, current=None).deal(hand.deck)
        for action in hand.history[:point]:
            rebuilt = rebuilt.apply(action)
        self.match = rebuilt
        index = len(rebuilt.hands)
        self.undos[index] = self.undos.get(index, 0) + 1
        self._failed_claim = None
        self._changed()
        return [Undone(self.table.humans[0], len(hand.history) - point)]

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
        events.append(SawaClaimed(action.seat, True, _sawa_from(old)))
    if after.current is None:
        result = new.result
        assert result is not None
        sawa_from = None if result.sawa is None else _sawa_from(new)
        last = _last_trick_team(new)
        events.append(HandScored(len(after.hands), result, after.scores, last, sawa_from))
        if after.winner is not None:
            events.append(MatchWon(after.winner, after.scores))
    return events


def _sawa_from(hand: RoundState) -> int:
    """The trick a Sawa claim made now (or that ended ``hand``) covers from."""
    assert hand.play is not None
    return len(hand.play.tricks) + 1


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
