"""The rows of the settings screen: a label and its select or input, and a game's rule rows.

The settings screen (:mod:`baloot_tui.tui.screens.settings`) lays out the rows every
game shares; each game adds its house rules as one :class:`RuleRows` widget of its
own (its adapter's ``rule_rows``), which reads its values back into the settings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from rich.text import Text
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Label, Select

from baloot_tui.store.settings import Settings
from baloot_tui.tui.say import tr


def setting_row(label: str | Label, widget: Widget) -> Horizontal:
    """One row: the label, then what sets it."""
    shown = label if isinstance(label, Label) else Label(Text(label), classes="setting-label")
    return Horizontal(shown, widget, classes="setting-row")


def translated(words: Mapping[Any, str]) -> Callable[[Any], str | None]:
    """How a select shows each value: its message in ``words``, translated and printed."""
    return lambda value: tr(words[value]) if value in words else None


def select_of(
    name: str,
    values: Iterable[Any],
    current: object,
    words: Callable[[Any], str | None] | None = None,
) -> Select[object]:
    """A compact select of ``values``; ``words`` says each value as a player reads it."""

    def shown(value: object) -> str:
        said = None if words is None else words(value)
        if said is not None:
            return said
        return str(value).lower() if isinstance(value, bool) else str(value)

    options = [(shown(v), v) for v in values]
    chosen = current if current in [v for _, v in options] else options[0][1]
    return Select(options, value=chosen, allow_blank=False, id=name, compact=True)


class RuleRows(Vertical):
    """A game's house-rule rows, read back into the settings when they are saved."""

    DEFAULT_CSS = """
    RuleRows { height: auto; }
    """

    def collect(self, settings: Settings) -> Settings:
        """``settings`` with the rows' values.

        Raises:
            BalootError: a value is not allowed, said in the player's words.
            ValueError: a number is not a number.
        """
        raise NotImplementedError
