"""The settings screen: seats, names, bot levels, delay, theme, Arabic, coach, house rules.

The house rules are each game's own rows (its adapter's
:meth:`~baloot_tui.tui.adapter.GameAdapter.rule_rows`), in the registry's order.
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from baloot_tui.core.errors import BalootError
from baloot_tui.core.registry import all_games
from baloot_tui.core.seats import NAME_LIMIT, SEATS
from baloot_tui.core.table import SEAT_LEVELS, SEATINGS, Seating, human_seats
from baloot_tui.store.settings import THEMES, Settings
from baloot_tui.text.arabic import ARABIC_DISPLAY_WORDS, ARABIC_DISPLAYS, samples
from baloot_tui.text.i18n import LANGUAGE_CHOICES, N_, LanguageChoice, _
from baloot_tui.text.players import GENDERS, Gender, gender_named
from baloot_tui.text.printable import printable
from baloot_tui.text.table_words import SEAT_WORDS, seating_kind_words
from baloot_tui.tui.adapter import adapter_of
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.widgets.footer import KeyFooter
from baloot_tui.tui.widgets.settings_rows import RuleRows, select_of, setting_row, translated

DELAYS = (0.0, 0.2, 0.4, 0.6, 1.0, 1.5, 2.5)
COACH_WORDS = {False: N_("Off"), True: N_("On")}
COACH_HELP = N_(
    "The coach explains each of your decisions. Key c at the table switches it, "
    "and the next match starts the same way."
)
SEATING_HELP = N_("With two people at the keyboard: on the same team, or against each other.")
ARABIC_HELP = N_("How Arabic words (لنا / لهم) are printed: pick the line below that reads right.")
THEME_WORDS = {"dark": N_("Dark"), "light": N_("Light")}
LEVEL_WORDS: dict[str, str] = {
    "random": N_("random"),
    "beginner": N_("beginner"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    "expert": N_("expert"),
}
"""The bot levels (``SEAT_LEVELS``) in the player's words."""
GENDER_WORDS: dict[Gender, str] = {
    "neutral": N_("not said (sentences without a verb)"),
    "female": N_("she"),
    "male": N_("he"),
}
"""How a name's verbs agree in the Arabic interface (Noura plays: Noura la'bat, feminine)."""
LANGUAGE_WORDS: dict[LanguageChoice, str] = {
    "auto": N_("Automatic (from the locale)"),
    "en": N_("English"),
    "ar": N_("Arabic"),
}
"""The language choices (in Latin letters a terminal can always print: "Arabic")."""


def _name_label(index: int, seating: Seating) -> str:
    """``Name of person 2 (East)``: whose name the row holds, and where that person sits."""
    seat = _(SEAT_WORDS[human_seats(4, seating)[index]])
    return tr("Name of person {number} ({seat})", number=index + 1, seat=seat)


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
            yield setting_row(
                tr("Language"),
                select_of("language", LANGUAGE_CHOICES, s.language, translated(LANGUAGE_WORDS)),
            )
            yield setting_row(tr("People at the table"), select_of("humans", range(1, 5), s.humans))
            yield setting_row(
                tr("Two people sit as"),
                select_of("seating", SEATINGS, s.seating, lambda v: show(seating_kind_words(v))),
            )
            yield Static(Text(tr(SEATING_HELP)), classes="setting-help")
            for index in range(4):
                # A name from settings.json is shown cleaned (an Input never parses markup).
                name = printable(s.names[index], NAME_LIMIT) if index < len(s.names) else ""
                yield setting_row(
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
                gender = s.genders[index] if index < len(s.genders) else "neutral"
                yield setting_row(
                    tr("Grammar for this name"),
                    select_of(f"gender-{index}", GENDERS, gender, translated(GENDER_WORDS)),
                )
            for seat in SEATS:
                yield setting_row(
                    tr("Bot level {seat}", seat=_(SEAT_WORDS[seat])),
                    select_of(
                        f"level-{seat.letter}", SEAT_LEVELS, s.levels[seat], translated(LEVEL_WORDS)
                    ),
                )
            yield setting_row(tr("Bot delay (seconds)"), select_of("delay", DELAYS, s.bot_delay))
            yield setting_row(
                tr("Theme"), select_of("theme", THEMES, s.theme, translated(THEME_WORDS))
            )
            yield setting_row(
                tr("Arabic words"),
                select_of("arabic", ARABIC_DISPLAYS, s.arabic, ARABIC_DISPLAY_WORDS.get),
            )
            yield Static(Text(tr(ARABIC_HELP)), classes="setting-help")
            yield Static(samples(), id="arabic-samples", classes="setting-help", markup=False)
            yield setting_row(
                tr("Coach when a match starts"),
                select_of("coach", (False, True), s.coach, translated(COACH_WORDS)),
            )
            yield Static(Text(tr(COACH_HELP)), classes="setting-help")
            for each in all_games():
                yield adapter_of(each).rule_rows(s)
            with Horizontal(id="settings-buttons"):
                yield Button(Text(tr("Save (Ctrl+S)")), id="save", variant="primary")
                yield Button(Text(tr("Cancel (Esc)")), id="cancel")
        yield KeyFooter()

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
        genders = tuple(gender_named(self.value(f"gender-{i}")) for i in range(len(names)))
        levels = tuple(str(self.value(f"level-{s.letter}")) for s in SEATS)
        base = dataclasses.replace(
            Settings(),
            levels=(levels[0], levels[1], levels[2], levels[3]),
            bot_delay=float(str(self.value("delay"))),
            humans=int(str(self.value("humans"))),
            seating="opponents" if self.value("seating") == "opponents" else "partners",
            names=names,
            genders=genders,
            theme="light" if self.value("theme") == "light" else "dark",
            coach=self.value("coach") is True,
            arabic=next((m for m in ARABIC_DISPLAYS if m == self.value("arabic")), "auto"),
            language=next((c for c in LANGUAGE_CHOICES if c == self.value("language")), "auto"),
            extra=self.settings.extra,
        )
        for rows in self.query(RuleRows):
            base = rows.collect(base)
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
