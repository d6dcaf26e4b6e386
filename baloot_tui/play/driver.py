"""A controller for a match of any :class:`~baloot_tui.core.game.Game`: bots, people, saves.

:class:`MatchDriver` owns the immutable match, deals each deal from the match seed
(the same derivation as Baloot's ``GameController``, so a resumed match deals what
an uninterrupted one would), asks the bot seats for their moves and turns every
change into :class:`~baloot_tui.core.game.TableEvent` lines. It drives Bulgarian
Belot at the table; Saudi Baloot keeps its own ``GameController`` for what only it
needs (undo in practice games, the Sawa claim answered by the other team), and the
tests drive whole Baloot matches through this one as well.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Generic

from baloot_tui.core.errors import IllegalActionError, Refusal, TableRule
from baloot_tui.core.game import A, BotMove, Choice, Game, M, TableEvent, V
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.bots.registry import LEVELS as BALOOT_LEVELS
from baloot_tui.games.baloot.controller import BotError, MatchSetup, deck_rng, first_dealer
from baloot_tui.games.baloot.rules.round import shuffled_deck
from baloot_tui.play.seated import SeatedMatch, check_bots

ChangeHook = Callable[["MatchDriver[M, A, V]"], None]


def bot_level(game: Game[M, A, V], level: str) -> str:
    """The game's level for a seat configured with ``level``.

    Seats are configured with Baloot's levels (Settings); a level the game also
    has is kept, any other takes the game's level at the same place from weakest
    to strongest (for Belot: random and beginner play random, medium and hard
    heuristic, expert search).
    """
    levels = game.levels
    if level in levels:
        return level
    place = BALOOT_LEVELS.index(level) if level in BALOOT_LEVELS else len(BALOOT_LEVELS) // 2
    return levels[place * len(levels) // len(BALOOT_LEVELS)]


class MatchDriver(SeatedMatch[M], Generic[M, A, V]):
    """Runs one match of ``game``: people's actions in, bot actions on request, events out."""

    def __init__(
        self,
        game: Game[M, A, V],
        setup: MatchSetup,
        *,
        match: M | None = None,
        bots: Mapping[Seat, BotMove[M, A]] | None = None,
        on_change: ChangeHook[M, A, V] | None = None,
    ) -> None:
        """Start (or resume, with ``match``) a match; bots default to the seats' levels."""
        self.game = game
        self.setup = setup
        self.match: M = match if match is not None else game.new_match(first_dealer(setup.seed))
        table = setup.table
        self.bots: dict[Seat, BotMove[M, A]] = (
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

    # ----------------------------------------------------------------- queries

    @property
    def names(self) -> tuple[str, str, str, str]:
        """The seat names, South first."""
        return self.table.names

    def choices(self) -> tuple[Choice[A], ...]:
        """What the seat to act may do, with labels and reasons."""
        return self.game.choices(self.match)

    def view_for(self, seat: Seat) -> V | None:
        """What ``seat`` may see of the deal in progress or just finished."""
        return self.game.view(self.match, seat)

    # ----------------------------------------------------------------- changes

    def deal_next(self) -> list[TableEvent]:
        """Deal the next deal from the match seed.

        Raises:
            IllegalActionError: a deal is in progress or the match is over.
        """
        deck = shuffled_deck(deck_rng(self.seed, self.deals_dealt))
        self.match = self.match.deal(deck)
        self.deals_dealt += 1
        self._changed()
        return self.game.dealt(self.match, self.names)

    def submit(self, action: A) -> list[TableEvent]:
        """Apply a person's action.

        Raises:
            IllegalActionError: it is a bot's turn, or the rules refuse it; nothing changed.
        """
        seat = self.to_act
        if seat is not None and not self.table.is_human(seat):
            raise IllegalActionError(Refusal(TableRule.BOT_TURN, seat), action)
        return self._apply(action)

    def play_bot_turn(self) -> list[TableEvent]:
        """Let the bot to act choose and apply its action.

        Raises:
            BotError: it is not a bot's turn, or the bot broke the rules.
        """
        seat = self.to_act
        if seat is None or not self.is_bot_turn():
            raise BotError(f"play_bot_turn called when {seat} is not a bot to act")
        action = self.bots[seat](self.match, seat, self._bot_rng(seat))
        try:
            return self._apply(action)
        except IllegalActionError as err:
            raise BotError(f"bot {seat.name} chose {action}, which is not legal: {err}") from None

    def _bot_rng(self, seat: Seat) -> random.Random:
        """The generator of this decision: the same position always draws the same."""
        done = self.game.actions_done(self.match)
        return random.Random(f"{self.seed}:bot:{seat.letter}:{done}")

    def _apply(self, action: A) -> list[TableEvent]:
        before = self.match
        after = self.game.apply(before, action)
        self.match = after
        self._changed()
        return self.game.describe(before, action, after, self.names)

    def _changed(self) -> None:
        if self._on_change is not None:
            self._on_change(self)
