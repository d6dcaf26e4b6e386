"""Baloot's entries in the start menu, apart from its adapter so the menu loads no rules."""

from __future__ import annotations

from typing import Final

from baloot_tui.text.i18n import N_
from baloot_tui.tui.adapter import MenuEntry

MENU: Final = (
    MenuEntry("play", "p", N_("Play against bots"), N_("Play"), "play", variant="primary"),
    MenuEntry(
        "resume", "c", N_("Continue the saved match"), N_("Continue"), "resume", variant="success"
    ),
    MenuEntry("hotseat", "h", N_("Hot-seat: friends at one keyboard…"), N_("Hot-seat"), "hotseat"),
)
"""Baloot's entries at the top of the start menu."""
