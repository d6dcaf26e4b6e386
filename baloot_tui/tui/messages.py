"""App-level messages: what the table tells the app and any panel that listens."""

from __future__ import annotations

from typing import Any

from textual.message import Message

from baloot_tui.games.baloot.events import GameEvent
from baloot_tui.play.driver import MatchDriver


class GameAdvanced(Message):
    """The table showed new events (posted after every redraw that follows a change)."""

    def __init__(self, events: tuple[GameEvent, ...]) -> None:
        self.events = events
        """The events just shown, in order."""
        super().__init__()


class MatchEnded(Message):
    """The match has a winner; the app shows the end screen."""

    def __init__(self, controller: MatchDriver[Any, Any, Any, Any]) -> None:
        self.controller = controller
        """The finished match's controller."""
        super().__init__()
