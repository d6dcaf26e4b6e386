"""Baloot matches on the one match driver, as the tests build them."""

from __future__ import annotations

from collections.abc import Mapping

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.events import GameEvent
from baloot_tui.games.baloot.game import BalootGame
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.play.driver import ChangeHook, MatchDriver, MatchSetup

BalootDriver = MatchDriver[MatchState, Action, PlayerView, GameEvent]
"""The driver of a Baloot match."""


def baloot_driver(
    setup: MatchSetup,
    bots: Mapping[Seat, Bot] | None = None,
    *,
    rules: HouseRules = DEFAULT_RULES,
    match: MatchState | None = None,
    on_change: ChangeHook[MatchState, Action, PlayerView, GameEvent] | None = None,
    undos: Mapping[int, int] | None = None,
) -> BalootDriver:
    """A Baloot match at ``setup``'s table: bots of the seats' levels unless given."""
    game = BalootGame(rules)
    return MatchDriver(game, setup, match=match, bots=bots, on_change=on_change, undos=undos)
