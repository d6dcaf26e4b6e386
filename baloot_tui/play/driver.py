"""The one match driver: any :class:`~baloot_tui.core.game.Game` with bots, people and saves.

:class:`MatchDriver` owns the immutable match, deals each deal from the match
seed, asks the bot seats for their moves and turns every change into the game's
events. Two conversations are hooks of the game, run here the same way for any
game that has them:

- **Undo** (:meth:`MatchDriver.undo`), for practice games with one person at the
  table: the deal in progress is dealt again from its deck and replayed without
  the person's last decision and the bots' replies (:meth:`Game.replay_deal`).
  The bots cannot fish for other replies: each bot decision draws from a
  generator seeded by the match seed, the seat and the number of actions played
  so far, so the same position always gets the same reply.
- **Claims** (:meth:`MatchDriver.claim`, :meth:`MatchDriver.answer_claim`), where
  the game has :class:`~baloot_tui.core.game.ClaimRules` (Baloot's Sawa): the
  claimer's hand is shown, the other team answers (bots at once, people through
  :meth:`~MatchDriver.answer_claim`), then the engine's verdict settles it.

It knows nothing about screens; the Textual table, the plain stream, the arena's
tests and the tools all play through it.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic

from baloot_tui.core.cards import Card, shuffled_deck
from baloot_tui.core.errors import BalootError, IllegalActionError, Refusal, TableRule
from baloot_tui.core.game import A, Bot, Choice, ClaimRules, E, Game, M, V
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.core.table import SEAT_LEVELS, TableConfig


class BotError(BalootError):
    """A bot chose an action that was not among the legal ones: a bug in the bot."""


class UndoError(BalootError):
    """An undo was asked for where none is offered (hot-seat, nothing to take back)."""


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """What a match was started with and needs to be resumed."""

    seed: int
    """Seeds every deck of the match (deal ``n`` uses its own derived shuffle)."""
    table: TableConfig
    """Who sits where."""


def first_dealer(seed: int) -> Seat:
    """The dealer of the first deal, drawn from the match seed (at random, as the books say)."""
    return random.Random(f"{seed}:dealer").choice(SEATS)


def deck_rng(seed: int, deal_index: int) -> random.Random:
    """The shuffle of deal ``deal_index`` (0-based).

    Each deal gets its own generator derived from the seed, so a resumed match
    deals the same next deal as an uninterrupted one.
    """
    return random.Random(f"{seed}:deal:{deal_index}")


def bot_level(game: Game[M, A, V, E], level: str) -> str:
    """The game's level for a seat configured with ``level``.

    Seats are configured on one scale (:data:`~baloot_tui.core.table.SEAT_LEVELS`,
    Settings); a level the game also has is kept, any other of the scale takes the
    game's level at the same place from weakest to strongest. A level this version
    does not know (settings written by a newer one) takes the game's strongest, so
    the table still opens.
    """
    levels = game.levels
    if level in levels:
        return level
    if level not in SEAT_LEVELS:
        return levels[-1]
    return levels[SEAT_LEVELS.index(level) * len(levels) // len(SEAT_LEVELS)]


def check_bots(table: TableConfig, bots: Mapping[Seat, object]) -> None:
    """Refuse a table whose bot seats are not all given a bot.

    Raises:
        ValueError: naming the bot seats without a bot.
    """
    missing = [s.name for s in SEATS if not table.is_human(s) and s not in bots]
    if missing:
        raise ValueError(f"no bot for the bot seat(s) {', '.join(missing)}")


@dataclass(frozen=True, slots=True)
class Claim:
    """A claim shown to the table and waiting for the other team's people to answer."""

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


ChangeHook = Callable[["MatchDriver[M, A, V, E]"], None]
"""Called after every completed action or deal, e.g. to write the save file."""


class MatchDriver(Generic[M, A, V, E]):
    """Runs one match of ``game``: people's actions in, bot actions on request, events out."""

    def __init__(
        self,
        game: Game[M, A, V, E],
        setup: MatchSetup,
        *,
        match: M | None = None,
        bots: Mapping[Seat, Bot[V, A]] | None = None,
        on_change: ChangeHook[M, A, V, E] | None = None,
        undos: Mapping[int, int] | None = None,
    ) -> None:
        """Start (or resume, with ``match``) a match.

        Args:
            game: the game, with the house rules of a new match.
            setup: the seed and the seats.
            match: a match to resume; None starts a new one.
            bots: a bot for every bot seat; by default each seat's configured level.
            on_change: called after every change, to save.
            undos: a resumed match's undo count per deal (0-based deal index).

        Raises:
            ValueError: a bot seat has no bot.
        """
        self.game = game
        self.setup = setup
        self.match: M = match if match is not None else game.new_match(first_dealer(setup.seed))
        table = setup.table
        self.bots: dict[Seat, Bot[V, A]] = (
            dict(bots)
            if bots is not None
            else {
                s: game.bot(bot_level(game, table[s].level)) for s in SEATS if not table.is_human(s)
            }
        )
        check_bots(table, self.bots)
        self._on_change = on_change
        self.deals_dealt = len(self.match.ledger) + (0 if self.match.needs_deal else 1)
        """Deals dealt so far in the match (all-pass deals included)."""
        self.undos: dict[int, int] = dict(undos or {})
        """How many times the person took a decision back in each deal (0-based index)."""
        self.claim_waiting: Claim | None = None
        """A claim waiting for people's answers; nobody plays until it is settled."""
        self._claim_verdict: M | None = None
        """The match after the waiting claim if it holds (None: it fails)."""
        self._failed_claim: tuple[Seat, int] | None = None
        """The seat and position of the last claim that failed (a bot may not repeat it)."""

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
    def names(self) -> tuple[str, str, str, str]:
        """The seat names, South first."""
        return self.table.names

    @property
    def to_act(self) -> Seat | None:
        """The seat to act in the deal in progress."""
        return self.match.to_act

    @property
    def needs_deal(self) -> bool:
        """Whether the next step is dealing."""
        return self.match.needs_deal

    @property
    def is_over(self) -> bool:
        """Whether the match has a winner."""
        return self.match.is_over

    @property
    def actions_done(self) -> int:
        """Actions played in the whole match so far."""
        return self.game.actions_done(self.match)

    def is_bot_turn(self) -> bool:
        """Whether a bot must act now (never while a claim waits for answers)."""
        seat = self.to_act
        return seat is not None and self.claim_waiting is None and not self.table.is_human(seat)

    def is_human_turn(self) -> bool:
        """Whether a person must act now (never while a claim waits for answers)."""
        seat = self.to_act
        return seat is not None and self.claim_waiting is None and self.table.is_human(seat)

    def choices(self) -> tuple[Choice[A], ...]:
        """What the seat to act may do, with labels and reasons."""
        return self.game.choices(self.match)

    def view_for(self, seat: Seat) -> V | None:
        """What ``seat`` may see of the deal in progress or just finished."""
        return self.game.view(self.match, seat)

    # ----------------------------------------------------------------- changes

    def deal_next(self) -> list[E]:
        """Deal the next deal from the match seed.

        Raises:
            IllegalActionError: a deal is in progress or the match is over.
        """
        deck = shuffled_deck(deck_rng(self.seed, self.deals_dealt))
        self.match = self.match.deal(deck)
        self.deals_dealt += 1
        self._changed()
        return self.game.dealt(self.match, self.names)

    def submit(self, action: A) -> list[E]:
        """Apply a person's action; a claim is shown to the table (:meth:`claim`).

        Raises:
            IllegalActionError: it is a bot's turn, a claim waits for answers, or
                the rules refuse it; nothing changed.
        """
        claims = self.game.claims
        if claims is not None and claims.is_claim(action):
            return self.claim(self._seat_of(action))
        self._no_claim_waiting(action)
        seat = self.to_act
        if seat is not None and not self.table.is_human(seat):
            raise IllegalActionError(Refusal(TableRule.BOT_TURN, seat), action)
        return self._apply(action)

    def play_bot_turn(self) -> list[E]:
        """Let the bot to act choose and apply its action (a claim is shown to the table).

        Raises:
            BotError: it is not a bot's turn, or the bot broke the rules (an illegal
                action, a claim for another seat, or the same failed claim again).
        """
        seat = self.to_act
        if seat is None or not self.is_bot_turn():
            raise BotError(f"play_bot_turn called when {seat} is not a bot to act")
        view = self.game.view(self.match, seat)
        assert view is not None
        legal = self.game.legal_actions(self.match)
        action = self.bots[seat].choose(view, legal, self._bot_rng(seat))
        claims = self.game.claims
        if claims is not None and claims.is_claim(action):
            if action != claims.claim(seat):
                raise BotError(f"bot {seat.name} claimed for another seat: {action}")
            if self._failed_claim == (seat, self.actions_done):
                raise BotError(f"bot {seat.name} repeated a claim that failed")
            return self.claim(seat)
        if action not in legal:
            raise BotError(f"bot {seat.name} chose {action}, which is not legal here")
        return self._apply(action)

    def _bot_rng(self, seat: Seat) -> random.Random:
        """The generator of this decision: the same position always draws the same."""
        return random.Random(f"{self.seed}:bot:{seat.letter}:{self.actions_done}")

    def _apply(self, action: A) -> list[E]:
        before = self.match
        after = self.game.apply(before, action)
        self.match = after
        self._changed()
        return self.game.describe(before, action, after, self.names)

    def _changed(self) -> None:
        if self._on_change is not None:
            self._on_change(self)

    @staticmethod
    def _seat_of(action: A) -> Seat:
        seat = getattr(action, "seat", None)
        assert isinstance(seat, Seat), f"an action names its seat: {action!r}"
        return seat

    # ------------------------------------------------------------------ claims

    def _claim_rules(self) -> ClaimRules[M, A, E]:
        claims = self.game.claims
        if claims is None:
            raise BalootError(f"{self.game.title} has no claim of the remaining tricks")
        return claims

    def _no_claim_waiting(self, action: A) -> None:
        if self.claim_waiting is not None:
            refusal = Refusal(TableRule.CLAIM_WAITS, self.claim_waiting.claimer)
            raise IllegalActionError(refusal, action)

    def claim(self, seat: Seat) -> list[E]:
        """``seat`` claims the rest: its hand is shown, the other team answers, the engine decides.

        A claim the cards settle whatever anybody plays holds at once, unshown
        and unasked (:meth:`~baloot_tui.core.game.ClaimRules.settled`). Otherwise
        bots of the other team answer at once, from their view and the shown hand.
        With a person to answer, the claim waits (:attr:`claim_waiting`) for
        :meth:`answer_claim`; otherwise it is settled here. A claim that fails
        changes nothing: the claimer plays on.

        Raises:
            IllegalActionError: the game has no claims, or a claim may not be made
                now (or another claim waits); nothing changed.
        """
        claims = self._claim_rules()
        action = claims.claim(seat)
        self._no_claim_waiting(action)
        problem = claims.refusal(self.match, seat)
        if problem is not None:
            raise IllegalActionError(problem, action)
        if claims.settled(self.match, seat):
            # Nothing to show or ask: the verdict is the log's one line.
            before = self.match
            self.match = self.game.apply(before, action)
            self._changed()
            return self.game.describe(before, action, self.match, self.names)
        try:
            self._claim_verdict = self.game.apply(self.match, action)
        except IllegalActionError:
            self._claim_verdict = None
        cards = claims.shown_cards(self.match, seat)
        answers = tuple(
            (s, claims.bot_accepts(self.match, s, cards))
            for s in seat.team.other.seats
            if not self.table.is_human(s)
        )
        waiting = tuple(s for s in seat.team.other.seats if self.table.is_human(s))
        claim = Claim(seat, claims.trick_number(self.match), cards, answers, waiting)
        self.claim_waiting = claim
        events = claims.shown(seat, claim.trick_number, cards)
        for s, accepted in answers:
            events += claims.answered(s, accepted)
        if not waiting:
            events += self._settle_claim()
        return events

    def answer_claim(self, seat: Seat, accept: bool) -> list[E]:
        """A person of the other team accepts or refuses the waiting claim.

        Once nobody is left to answer, the engine's verdict settles the claim.

        Raises:
            IllegalActionError: no claim waits for ``seat``'s answer.
        """
        claim = self.claim_waiting
        if claim is None or seat not in claim.waiting:
            raise IllegalActionError(Refusal(TableRule.NO_CLAIM_FOR_SEAT, seat))
        waiting = tuple(s for s in claim.waiting if s is not seat)
        self.claim_waiting = dataclasses.replace(
            claim, answers=(*claim.answers, (seat, accept)), waiting=waiting
        )
        events = self._claim_rules().answered(seat, accept)
        if not waiting:
            events += self._settle_claim()
        return events

    def _settle_claim(self) -> list[E]:
        """The engine's verdict: the deal ends with the claim, or play goes on."""
        claim, after = self.claim_waiting, self._claim_verdict
        assert claim is not None
        claims = self._claim_rules()
        self.claim_waiting = self._claim_verdict = None
        if after is None:
            self._failed_claim = (claim.claimer, self.actions_done)
            return claims.failed(claim.claimer, claim.trick_number)
        before = self.match
        self.match = after
        self._changed()
        return self.game.describe(before, claims.claim(claim.claimer), after, self.names)

    # -------------------------------------------------------------------- undo

    def undo_point(self) -> int | None:
        """Where an undo goes back to: the index in this deal of the person's last action.

        None when no undo is offered: not exactly one person at the table
        (hot-seat), no deal in progress, a claim waiting, or the person has not
        acted yet in this deal (an undo never reaches into a scored deal).
        """
        humans = self.table.humans
        if len(humans) != 1 or self.claim_waiting is not None:
            return None
        history = self.game.deal_actions(self.match)
        mine = (i for i in reversed(range(len(history))) if self._seat_of(history[i]) is humans[0])
        return next(mine, None)

    def can_undo(self) -> bool:
        """Whether :meth:`undo` would take something back now."""
        return self.undo_point() is not None

    def undo(self) -> list[E]:
        """Take back the person's last decision of this deal and the bots' replies.

        The deal is dealt again from its deck and replayed up to that decision, so
        every state (and what the bots see) is what it was then; the deal's undo
        count goes up by one and is saved with the record.

        Raises:
            UndoError: no undo is offered now (see :meth:`undo_point`).
        """
        point = self.undo_point()
        if point is None:
            raise UndoError("there is no decision of yours in this deal to take back")
        undone = len(self.game.deal_actions(self.match)) - point
        self.match = self.game.replay_deal(self.match, point)
        index = len(self.match.ledger)  # the deal in progress: every finished one is scored
        self.undos[index] = self.undos.get(index, 0) + 1
        self._failed_claim = None
        self._changed()
        return self.game.undone(self.table.humans[0], undone, self.names)
