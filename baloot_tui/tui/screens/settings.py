"""The settings screen: seats, names, bot levels, delay, theme, Arabic, coach, house rules.

The house rules are Baloot's preset and flags, and the preset of new Belot matches.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from baloot_tui.core.errors import BalootError, quote
from baloot_tui.core.seats import NAME_LIMIT, SEATS
from baloot_tui.games.baloot.bots.registry import LEVELS
from baloot_tui.games.baloot.game import BALOOT
from baloot_tui.games.baloot.rules.house_rules import PRESETS, HouseRules, flag_choices, preset
from baloot_tui.games.baloot.words import (
    PRESET_WORDS,
    flag_help,
    flag_label,
    flag_value_words,
)
from baloot_tui.games.belot.game import BELOT, BELOT_PRESET_WORDS
from baloot_tui.games.belot.rules.house_rules import PRESETS as BELOT_PRESETS
from baloot_tui.play.seats import SEATINGS, Seating, human_seats, seating_kind_words
from baloot_tui.store.settings import THEMES, Settings
from baloot_tui.text.arabic import ARABIC_DISPLAY_WORDS, ARABIC_DISPLAYS, samples
from baloot_tui.text.i18n import LANGUAGE_CHOICES, N_, LanguageChoice, _
from baloot_tui.text.printable import printable
from baloot_tui.text.table_words import SEAT_WORDS
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.widgets.footer import KeyFooter

DELAYS = (0.0, 0.2, 0.4, 0.6, 1.0, 1.5, 2.5)
COACH_WORDS = {False: N_("Off"), True: N_("On")}
COACH_HELP = N_(
    "The coach explains each of your decisions. Key c at the table switches it, "
    "and the next match starts the same way."
)
SEATING_HELP = N_("With two people at the keyboard: on the same team, or against each other.")
ARABIC_HELP = N_("How Arabic words (لنا / لهم) are printed: pick the line below that reads right.")
BELOT_PRESET_HELP = N_(
    "The rules of new Bulgarian Belot matches; a saved match keeps the rules it began with."
)
THEME_WORDS = {"dark": N_("Dark"), "light": N_("Light")}
LANGUAGE_WORDS: dict[LanguageChoice, str] = {
    "auto": N_("Automatic (from the locale)"),
    "en": N_("English"),
    "ar": N_("Arabic"),
}
"""The language choices (in Latin letters a terminal can always print: "Arabic")."""


def _row(label: str | Label, widget: Any) -> Horizontal:
    shown = label if isinstance(label, Label) else Label(Text(label), classes="setting-label")
    return Horizontal(shown, widget, classes="setting-row")


def _name_label(index: int, seating: Seating) -> str:
    """``Name of person 2 (East)``: whose name the row holds, and where that person sits."""
    seat = _(SEAT_WORDS[human_seats(4, seating)[index]])
    return tr("Name of person {number} ({seat})", number=index + 1, seat=seat)


def _translated(words: dict[Any, str]) -> Callable[[Any], str | None]:
    """How a select shows each value: its message in ``words``, translated and printed."""
    return lambda value: tr(words[value]) if value in words else None


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


class SettingsScreen(Screen[Settings | None]):
    """Edit and save the settings (dismisses with the new settings, or None)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "save", N_("Save")),
        Binding("escape", "cancel", N_("Cancel")),
    ]

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        """The settings being edited."""

    def compose(self) -> ComposeResult:
        """One row per setting, then the house-rule flags."""
        s = self.settings
        with VerticalScroll(id="settings-scroll"):
            yield Static(Text(tr("Settings")), classes="settings-title")
            yield _row(
                tr("Language"),
                self._select("language", LANGUAGE_CHOICES, s.language, _translated(LANGUAGE_WORDS)),
            )
            yield _row(tr("People at the table"), self._select("humans", range(1, 5), s.humans))
            yield _row(
                tr("Two people sit as"),
                self._select("seating", SEATINGS, s.seating, lambda v: show(seating_kind_words(v))),
            )
            yield Static(Text(tr(SEATING_HELP)), classes="setting-help")
            for index in range(4):
                # A name from settings.json is shown cleaned (an Input never parses markup).
                name = printable(s.names[index], NAME_LIMIT) if index < len(s.names) else ""
                yield _row(
                    Label(
                        Text(_name_label(index, s.seating)),
                        id=f"name-label-{index}",
                        classes="setting-label",
                    ),
                    Input(
                        name,
                        placeholder=tr("(default)"),
                        id=f"name-{index}",
                        max_length=NAME_LIMIT,
                        compact=True,
                    ),
                )
            for seat in SEATS:
                yield _row(
                    tr("Bot level {seat}", seat=_(SEAT_WORDS[seat])),
                    self._select(f"level-{seat.letter}", LEVELS, s.levels[seat]),
                )
            yield _row(tr("Bot delay (seconds)"), self._select("delay", DELAYS, s.bot_delay))
            yield _row(
                tr("Theme"), self._select("theme", THEMES, s.theme, _translated(THEME_WORDS))
            )
            yield _row(
                tr("Arabic words"),
                self._select("arabic", ARABIC_DISPLAYS, s.arabic, ARABIC_DISPLAY_WORDS.get),
            )
            yield Static(Text(tr(ARABIC_HELP)), classes="setting-help")
            yield Static(samples(), id="arabic-samples", classes="setting-help", markup=False)
            yield _row(
                tr("Coach when a match starts"),
                self._select("coach", (False, True), s.coach, _translated(COACH_WORDS)),
            )
            yield Static(Text(tr(COACH_HELP)), classes="setting-help")
            yield _row(
                tr("House-rule preset"),
                self._select(
                    "preset",
                    tuple(PRESETS),
                    s.house_of(BALOOT.key).preset,
                    _translated(PRESET_WORDS),
                ),
            )
            yield _row(
                tr("Belot house rules"),
                self._select(
                    "belot-preset",
                    tuple(BELOT_PRESETS),
                    s.house_of(BELOT.key).preset,
                    _translated(BELOT_PRESET_WORDS),
                ),
            )
            yield Static(Text(tr(BELOT_PRESET_HELP)), classes="setting-help")
            yield Static(
                Text(tr("Baloot house rules (changes from the preset)")), classes="settings-title"
            )
            rules = self._rules()
            for field in dataclasses.fields(HouseRules):
                choices = flag_choices(field.name)
                value = getattr(rules, field.name)
                if choices is None:
                    widget: Any = Input(
                        str(value), id=f"flag-{field.name}", type="integer", compact=True
                    )
                else:
                    widget = self._select(
                        f"flag-{field.name}",
                        choices,
                        value,
                        functools.partial(_flag_value_shown, field.name),
                    )
                yield _row(tr(flag_label(field.name)), widget)
                yield Static(Text(tr(flag_help(field.name))), classes="setting-help")
            with Horizontal(id="settings-buttons"):
                yield Button(Text(tr("Save (Ctrl+S)")), id="save", variant="primary")
                yield Button(Text(tr("Cancel (Esc)")), id="cancel")
        yield KeyFooter()

    def _rules(self) -> HouseRules:
        try:
            rules: HouseRules = self.settings.rules_of(BALOOT.key)
        except BalootError:
            return preset(self.settings.house_of(BALOOT.key).preset)
        return rules

    @staticmethod
    def _select(
        name: str,
        values: Any,
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

    def value(self, widget_id: str) -> object:
        """The current value of a select or input."""
        widget = self.query_one(f"#{widget_id}")
        if isinstance(widget, Select):
            return widget.value
        assert isinstance(widget, Input)
        return widget.value

    def collect(self) -> Settings:
        """The settings as edited.

        Raises:
            BalootError: a flag value is not allowed.
            ValueError: a number is not a number.
        """
        names = tuple(str(self.value(f"name-{i}")).strip() for i in range(4))
        while names and not names[-1]:
            names = names[:-1]
        levels = tuple(str(self.value(f"level-{s.letter}")) for s in SEATS)
        base = Settings(
            levels=(levels[0], levels[1], levels[2], levels[3]),
            bot_delay=float(str(self.value("delay"))),
            humans=int(str(self.value("humans"))),
            seating="opponents" if self.value("seating") == "opponents" else "partners",
            names=names,
            theme="light" if self.value("theme") == "light" else "dark",
            coach=self.value("coach") is True,
            arabic=next((m for m in ARABIC_DISPLAYS if m == self.value("arabic")), "auto"),
            language=next((c for c in LANGUAGE_CHOICES if c == self.value("language")), "auto"),
            extra=self.settings.extra,
        )
        base = base.with_preset(BALOOT.key, str(self.value("preset")))
        base = base.with_preset(BELOT.key, str(self.value("belot-preset")))
        for field in dataclasses.fields(HouseRules):
            widget = self.query_one(f"#flag-{field.name}")
            if isinstance(widget, Input):
                base = _typed_flag(base, field.name, widget.value)
            else:
                assert isinstance(widget, Select)
                base = base.with_flag(BALOOT.key, field.name, widget.value)
        return base

    @on(Button.Pressed, "#save")
    def action_save(self) -> None:
        """Check and return the settings."""
        try:
            settings = self.collect()
        except (BalootError, ValueError) as err:
            self.notify(
                printable(str(err)), title=tr("Cannot save"), severity="error", markup=False
            )
            return
        self.dismiss(settings)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        """Leave without saving."""
        self.dismiss(None)

    @on(Select.Changed, "#seating")
    def seating_changed(self, event: Select.Changed) -> None:
        """Say where each named person now sits."""
        seating: Seating = "opponents" if event.value == "opponents" else "partners"
        for index in range(4):
            self.query_one(f"#name-label-{index}", Label).update(Text(_name_label(index, seating)))

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
