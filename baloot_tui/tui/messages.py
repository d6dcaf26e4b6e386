"""App-level messages: what the table tells the app and any panel that listens."""

from __future__ import annotations

from textual.message import Message


class GameAdvanced(Message):
    """The table showed new events (posted after every redraw that follows a change)."""

    def __init__(self, events: tuple[object, ...]) -> None:
        self.events = events
        """The events just shown, in order (the game's own event values)."""
        super().__init__()


class CoachToggled(Message):
    """A table's coach was switched on or off: the next match starts the same way."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        """Whether the coach is on now."""
        super().__init__()
