"""Saudi Baloot's house rules in the settings screen: the preset, then each flag changed from it.

The settings keep each game's choice by its key
(:meth:`~baloot_tui.store.settings.Settings.house_of`).
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.widgets import Input, Select, Static

from baloot_tui.core.errors import BalootError, quote
from baloot_tui.games.baloot.game import BALOOT
from baloot_tui.games.baloot.rules.house_rules import PRESETS, HouseRules, flag_choices, preset
from baloot_tui.games.baloot.words import PRESET_WORDS, flag_help, flag_label, flag_value_words
from baloot_tui.store.settings import Settings
from baloot_tui.text.i18n import _
from baloot_tui.tui.say import tr
from baloot_tui.tui.widgets.settings_rows import RuleRows, select_of, setting_row, translated


def _flag_value_shown(name: str, value: object) -> str:
    """A value of house rule ``name`` as the select shows it, translated and printed."""
    return tr(flag_value_words(name, value))


def _typed_flag(settings: Settings, name: str, text: str) -> Settings:
    """``settings`` with the number typed for house rule ``name``.

    Raises:
        BalootError: not a whole number in the rule's range, said in the player's words
            (the rule's label and help line, never its flag name).
    """
    try:
        return settings.with_flag(BALOOT.key, name, int(text.strip()))
    except (ValueError, BalootError):
        raise BalootError(
            tr(
                "{label}: {help} Not {typed}.",
                label=_(flag_label(name)),
                help=_(flag_help(name)),
                typed=quote(text),
            )
        ) from None


class BalootRuleRows(RuleRows):
    """The preset, then one row per house-rule flag with its help line."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        """The settings being edited."""

    def compose(self) -> ComposeResult:
        """The preset's row, the heading, the flags' rows."""
        s = self.settings
        yield setting_row(
            tr("House-rule preset"),
            select_of(
                "preset", tuple(PRESETS), s.house_of(BALOOT.key).preset, translated(PRESET_WORDS)
            ),
        )
        yield Static(
            Text(tr("Baloot house rules (changes from the preset)")), classes="settings-title"
        )
        rules = self.rules()
        for field in dataclasses.fields(HouseRules):
            choices = flag_choices(field.name)
            value = getattr(rules, field.name)
            if choices is None:
                widget: Any = Input(
                    str(value), id=f"flag-{field.name}", type="integer", compact=True
                )
            else:
                widget = select_of(
                    f"flag-{field.name}",
                    choices,
                    value,
                    functools.partial(_flag_value_shown, field.name),
                )
            yield setting_row(tr(flag_label(field.name)), widget)
            yield Static(Text(tr(flag_help(field.name))), classes="setting-help")

    def rules(self) -> HouseRules:
        """The rules the settings say (the preset's alone if a flag is no longer allowed)."""
        try:
            rules: HouseRules = self.settings.rules_of(BALOOT.key)
        except BalootError:
            return preset(self.settings.house_of(BALOOT.key).preset)
        return rules

    def collect(self, settings: Settings) -> Settings:
        """``settings`` with the preset and the flags changed from it."""
        preset_name = self.query_one("#preset", Select).value
        base = settings.with_preset(BALOOT.key, str(preset_name))
        for field in dataclasses.fields(HouseRules):
            widget = self.query_one(f"#flag-{field.name}")
            if isinstance(widget, Input):
                base = _typed_flag(base, field.name, widget.value)
            else:
                assert isinstance(widget, Select)
                base = base.with_flag(BALOOT.key, field.name, widget.value)
        return base

    @on(Select.Changed, "#preset")
    def preset_changed(self, event: Select.Changed) -> None:
        """Show the new preset's flags."""
        rules = PRESETS.get(str(event.value))
        if rules is None:
            return
        for field in dataclasses.fields(HouseRules):
            widget = self.query_one(f"#flag-{field.name}")
            value = getattr(rules, field.name)
            if isinstance(widget, Select):
                widget.value = value
            elif isinstance(widget, Input):
                widget.value = str(value)
