"""Bots and positions for the tests of Sawa claims and undo (controller and table)."""

from __future__ import annotations

import random

from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.core.table import SeatConfig, TableConfig, make_table
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.rules.actions import Action, Sawa
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.round import sawa_holds
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.play.driver import MatchSetup
from tests.driver_kit import BalootDriver, baloot_driver


class RandomLegalBot:
    """A uniformly random legal action from the controller's seeded rng."""

    name = "random-legal"

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return rng.choice(legal)


class ClaimingBot(RandomLegalBot):
    """Claims Sawa whenever a claim may be made (right or wrong), else plays at random."""

    name = "claiming"

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        if view.phase is Phase.PLAYING and view.tricks and not view.trick:
            return Sawa(view.seat)
        return rng.choice(legal)


def claim_position(
    holds: bool, seed: int = 3, claimer: Seat | None = None, *, settled: bool = False
) -> tuple[MatchState, Seat]:
    """A match where the seat on lead may claim (from trick 2) and the claim holds or not.

    ``claimer`` asks for a particular seat on lead. A claim that holds is one the
    cards settle whatever anybody plays when ``settled`` (it is then never shown),
    else one that needs the claimer's good play (it is shown and answered).
    """
    table = make_table(0)
    bots = {s: RandomLegalBot() for s in SEATS}
    controller = baloot_driver(MatchSetup(seed, table), bots)
    for _ in range(20_000):
        if controller.needs_deal:
            controller.deal_next()
        hand = controller.match.current
        assert hand is not None
        seat = hand.to_act
        if (
            seat is not None
            and claimer in (None, seat)
            and hand.sawa_problem(seat) is None
            and sawa_holds(hand, seat) is holds
            and (not holds or sawa_holds(hand, seat, every_line=True) is settled)
        ):
            return controller.match, seat
        controller.play_bot_turn()
    raise AssertionError("no such position")


def seated(
    match: MatchState, human: Seat, claimer: Seat | None = None, seed: int = 5
) -> BalootDriver:
    """One person at ``human``; ``claimer`` (a bot) claims whenever it may."""
    table = TableConfig.of(
        [SeatConfig("You" if s is human else s.name.title(), s is human, "medium") for s in SEATS]
    )
    bots: dict[Seat, Bot] = {
        s: ClaimingBot() if s is claimer else RandomLegalBot() for s in SEATS if s is not human
    }
    return baloot_driver(MatchSetup(seed, table), bots, match=match)
