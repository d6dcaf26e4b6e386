"""Bulgarian Belot's house rules in the settings screen: the preset of new matches.

The settings keep each game's choice by its key
(:meth:`~baloot_tui.store.settings.Settings.house_of`).
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Select, Static

from baloot_tui.games.belot.game import BELOT, BELOT_PRESET_WORDS
from baloot_tui.games.belot.rules.house_rules import PRESETS
from baloot_tui.store.settings import Settings
from baloot_tui.text.i18n import N_
from baloot_tui.tui.say import tr
from baloot_tui.tui.widgets.settings_rows import RuleRows, select_of, setting_row, translated

PRESET_HELP = N_(
    "The rules of new Bulgarian Belot matches; a saved match keeps the rules it began with."
)


class BelotRuleRows(RuleRows):
    """The preset of new Belot matches, and what it is for."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        """The settings being edited."""

    def compose(self) -> ComposeResult:
        """The preset's row and its help line."""
        yield setting_row(
            tr("Belot house rules"),
            select_of(
                "belot-preset",
                tuple(PRESETS),
                self.settings.house_of(BELOT.key).preset,
                translated(BELOT_PRESET_WORDS),
            ),
        )
        yield Static(Text(tr(PRESET_HELP)), classes="setting-help")

    def collect(self, settings: Settings) -> Settings:
        """``settings`` with the preset chosen."""
        chosen = self.query_one("#belot-preset", Select).value
        return settings.with_preset(BELOT.key, str(chosen))
