"""Belot's entries in the start menu, apart from its adapter so the menu loads no rules."""

from __future__ import annotations

from typing import Final

from baloot_tui.text.i18n import N_
from baloot_tui.tui.adapter import MenuEntry

MENU: Final = (
    MenuEntry("play_belot", "b", N_("Play Belot against bots"), N_("Belot"), "play", shown=False),
    MenuEntry(
        "belot_hotseat",
        "t",
        N_("Belot hot-seat: friends at one keyboard…"),
        N_("Belot hot-seat"),
        "hotseat",
        shown=False,
    ),
)
"""Belot's entries in the start menu (their keys are in the buttons, not the footer)."""
