"""Input belongs to the decision it was typed for.

A person types for what they see. When the app is busy (the bots thinking, a slow
machine, a browser tab's round trip) keys queue up, and by the time they are read
the table may ask something else: a card number typed for one trick would play a
card of the next, an Enter typed ahead would accept an opponent's claim or pass a
hot-seat privacy screen before the next person is at the keyboard.

The :class:`DecisionGate` stamps the moment each decision is put to the person
(the top screen changes; the table shows a change of the match) and the app drops
every key and mouse button whose time is older: each input event carries the
time it was read from the terminal, before it waited in the queue. Quitting is
never dropped.
"""

from __future__ import annotations

from typing import Final, Protocol, runtime_checkable

from textual import events
from textual.message import Message

from baloot_tui.tui.compat import input_clock

STANDING_KEYS: Final = frozenset({"ctrl+q", "ctrl+c"})
"""Keys that mean the same whatever is asked: quitting (the match is saved)."""


class DecisionGate:
    """When the decision on screen was put, and whether an input still belongs to it."""

    def __init__(self) -> None:
        self.posed_at = float("-inf")
        """The input clock's time when the decision on screen was put to the person."""

    def pose(self) -> None:
        """A new decision is on screen: what was typed before it answers an earlier one."""
        self.posed_at = input_clock()

    def admits(self, event: events.Event) -> bool:
        """Whether ``event`` may act: a key or button press read after the decision was put."""
        if isinstance(event, events.Key):
            return event.key in STANDING_KEYS or self.current(event)
        if isinstance(event, events.MouseDown | events.MouseUp):
            return self.current(event)
        return True

    def current(self, message: Message) -> bool:
        """Whether ``message`` (a key, a click, a card chosen) was made for the decision now."""
        return message.time >= self.posed_at


@runtime_checkable
class Gated(Protocol):
    """An app that drops input typed for an earlier decision."""

    gate: DecisionGate
    """The decision on screen."""


def pose_decision(app: object) -> None:
    """Tell ``app`` a new decision is on screen (the match moved on)."""
    if isinstance(app, Gated):
        app.gate.pose()


def made_for_now(app: object, message: Message) -> bool:
    """Whether ``message`` was made for the decision on ``app``'s screen now."""
    return not isinstance(app, Gated) or app.gate.current(message)
