"""The player's settings: each game's house rules, seats, bots, delay, names, theme, language.

Settings live in the user's config folder (platformdirs); saves and records in
the user's data folder. Command-line options override the stored settings for
one run without changing the file.

Each game of the registry keeps its house rules here: a preset and the flags changed
from it (:class:`HouseChoice`), read and checked by the game itself
(:meth:`~baloot_tui.core.game.Game.under`).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Literal

from baloot_tui.core.errors import BalootError, FileFormatError, NotationError, quote
from baloot_tui.core.registry import DEFAULT_GAME, GAME_KEYS, default_game, game_named, own_name
from baloot_tui.core.seats import NAME_LIMIT, SEATS, Seat
from baloot_tui.core.table import (
    DEFAULT_LEVEL,
    SEATINGS,
    Seating,
    TableConfig,
    human_seats,
    make_table,
)
from baloot_tui.store.files import SETTINGS, Clock, Loaded, load_file, save_file
from baloot_tui.store.saves import value_or_raise
from baloot_tui.store.schema import Fields
from baloot_tui.text.arabic import ARABIC_DISPLAYS, ArabicDisplay
from baloot_tui.text.i18n import LANGUAGE_CHOICES, LanguageChoice
from baloot_tui.text.players import GENDERS, Gender

APP_NAME: Final = "baloot-tui"
SETTINGS_NAME: Final = "settings.json"
SETTINGS_FORMAT: Final = "baloot-tui/settings"
SETTINGS_VERSION: Final = 6
"""Version 2 added ``seating`` and ``coach``, version 3 ``arabic``, version 4
``arabic_chosen`` and ``language``, version 5 the second game's preset, version 6
``genders`` (how each name's verbs agree in Arabic) (an older app
keeps them as a newer version's keys instead of refusing the file; an older file is
read with their defaults)."""
WITHOUT_GENDERS_VERSION: Final = 5
"""The version written while no name has a gender: such a file holds only version 5's keys,
so a player's file comes back byte for byte until a gender is chosen."""
Theme = Literal["dark", "light"]
THEMES: Final[tuple[Theme, ...]] = ("dark", "light")
_THEME_NAMES: Final[dict[str, Theme]] = {theme: theme for theme in THEMES}
_SEATING_NAMES: Final[dict[str, Seating]] = {seating: seating for seating in SEATINGS}
_ARABIC_NAMES: Final[dict[str, ArabicDisplay]] = {mode: mode for mode in ARABIC_DISPLAYS}
_GENDER_NAMES: Final[dict[str, Gender]] = {gender: gender for gender in GENDERS}
_LANGUAGE_NAMES: Final[dict[str, LanguageChoice]] = {name: name for name in LANGUAGE_CHOICES}
DEFAULT_DELAY: Final = 0.4
"""Seconds between bot moves: a finished trick stays 0.8 s, time to read its four cards,
and a hand's waiting is a third shorter than at 0.6 s (``bench/pace.py``; docs/pace.md)."""
FAST_DELAY: Final = 0.2
"""The start menu's "fast bots" of a first start: a trick stays 0.4 s, a phone app's pace."""
MAX_DELAY: Final = 10.0
"""The longest pause between bot moves, in seconds."""


def house_keys(key: str) -> tuple[str, str | None]:
    """Where game ``key``'s house rules sit in the file: its preset's key, its flags' key.

    Version 1 held the first game's alone, as ``preset`` and ``flags``; version 5 added
    each other game's preset as ``<game>_preset``, whose flags are not kept (None).

    >>> house_keys(DEFAULT_GAME)
    ('preset', 'flags')
    """
    preset = own_name(key, "preset", "_")
    return preset, ("flags" if key == DEFAULT_GAME else None)


@dataclass(frozen=True, slots=True)
class HouseChoice:
    """One game's house rules in the settings: a preset and the flags changed from it."""

    preset: str
    """The name of the game's preset the flags start from."""
    flags: tuple[tuple[str, object], ...] = ()
    """House-rule flags changed from the preset, as (name, value) pairs, sorted."""


def default_choice(key: str) -> HouseChoice:
    """Game ``key``'s house rules when the settings say nothing: its first preset."""
    return HouseChoice(game_named(key).presets[0])


def config_dir() -> Path:
    """The user's config folder for baloot-tui (e.g. ``~/.config/baloot-tui``)."""
    from platformdirs import user_config_path

    return user_config_path(APP_NAME)


def data_dir() -> Path:
    """The user's data folder for saves and records (e.g. ``~/.local/share/baloot-tui``)."""
    from platformdirs import user_data_path

    return user_data_path(APP_NAME)


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the settings screen edits."""

    house: tuple[tuple[str, HouseChoice], ...] = ()
    """Each game's house rules, by key, where they are not its defaults (registry order)."""
    levels: tuple[str, str, str, str] = (DEFAULT_LEVEL,) * 4
    """The bot level of each seat, SOUTH first (used when the seat is a bot)."""
    bot_delay: float = DEFAULT_DELAY
    """Seconds between bot moves, so a person can follow."""
    humans: int = 1
    """How many people play (hot-seat), 1 to 4."""
    seating: Seating = "partners"
    """Where two people sit: as partners (South and North) or opponents (South and East)."""
    names: tuple[str, ...] = ()
    """The people's names, in seating order."""
    genders: tuple[Gender, ...] = ()
    """The gender each name's verbs take in Arabic, as :attr:`names`; neutral where not given
    (sentences about that player are then worded without a verb)."""
    theme: Theme = "dark"
    """Light or dark colours."""
    coach: bool = False
    """Whether the coach panel is on when a match starts (the last match's choice)."""
    arabic: ArabicDisplay = "auto"
    """How Arabic words are printed (:mod:`baloot_tui.text.arabic`)."""
    arabic_chosen: bool = False
    """Whether the player chose :attr:`arabic` (first-run question or Settings); until
    then the app asks once which display reads right. A file older than version 4
    counts as chosen when its ``arabic`` is not ``auto``."""
    language: LanguageChoice = "auto"
    """The interface's language: English, Arabic, or ``auto`` (from the locale)."""
    version: int = field(default=SETTINGS_VERSION, compare=False)
    """The version of the file these came from (a newer one is written back as it was)."""
    extra: dict[str, object] = field(default_factory=dict, compare=False)
    """Keys of a newer version this one cannot read, kept so saving does not lose them
    (top-level keys, and under ``flags``/``levels`` the unknown entries)."""

    def house_of(self, key: str) -> HouseChoice:
        """Game ``key``'s house rules: the preset of its new matches and the flags changed."""
        return dict(self.house).get(key) or default_choice(key)

    def rules_of(self, key: str) -> Any:
        """The house rules of game ``key``'s new matches (a resumed one keeps its own).

        A value of the game's own rules type.

        Raises:
            NotationError: an unknown preset or flag value.
        """
        choice = self.house_of(key)
        return game_named(key).under(choice.preset, dict(choice.flags)).rules

    def with_house(self, key: str, choice: HouseChoice) -> Settings:
        """A copy with game ``key``'s house rules ``choice`` (kept only where not its default).

        Raises:
            NotationError: an unknown preset, a flag the settings do not keep for this
                game, or a bad value.
        """
        game = game_named(key)
        game.under(choice.preset, dict(choice.flags))
        if choice.flags and house_keys(key)[1] is None:
            raise NotationError(f"the settings keep no house-rule flags of {game.title}")
        if choice.preset not in game.presets:
            raise NotationError(f"unknown preset {quote(choice.preset)} of {game.title}")
        chosen = dict(self.house) | {key: choice}
        house = tuple(
            (k, chosen[k]) for k in GAME_KEYS if k in chosen and chosen[k] != default_choice(k)
        )
        return dataclasses.replace(self, house=house)

    def with_preset(self, key: str, preset: str) -> Settings:
        """A copy with game ``key``'s new matches under ``preset``, no flag changed.

        Raises:
            NotationError: no such preset.
        """
        return self.with_house(key, HouseChoice(preset))

    def table(self, seats: Sequence[Seat] | None = None) -> TableConfig:
        """The table these settings describe, or with the people in ``seats`` instead."""
        levels = dict(zip(SEATS, self.levels, strict=True))
        chosen = self.human_seats() if seats is None else seats
        return make_table(names=self.names, levels=levels, seats=chosen)

    def human_seats(self) -> tuple[Seat, ...]:
        """The seats the people take, in the order they are named."""
        return human_seats(self.humans, self.seating)

    def with_flag(self, key: str, name: str, value: object) -> Settings:
        """A copy with one of game ``key``'s flags set (dropped when it equals the preset's).

        Raises:
            NotationError: unknown flag or bad value.
        """
        choice = self.house_of(key)
        game = game_named(key).under(choice.preset)
        flags = dict(choice.flags)
        if game.under(choice.preset, {name: value}) == game:
            flags.pop(name, None)
        else:
            flags[name] = value
        return self.with_house(key, HouseChoice(choice.preset, tuple(sorted(flags.items()))))

    def to_json(self) -> str:
        """The settings as JSON text (with a newer version's keys merged back in)."""
        first, *others = GAME_KEYS
        told = any(gender != "neutral" for gender in self.genders)
        data: dict[str, object] = {
            "format": SETTINGS_FORMAT,
            "version": (
                self.version
                if self.version > SETTINGS_VERSION
                else SETTINGS_VERSION
                if told
                else WITHOUT_GENDERS_VERSION
            ),
            **self._house_data(first),
            "levels": {s.letter: level for s, level in zip(SEATS, self.levels, strict=True)},
            "bot_delay": self.bot_delay,
            "humans": self.humans,
            "seating": self.seating,
            "names": list(self.names),
            **({"genders": list(self.genders)} if told else {}),
            "theme": self.theme,
            "coach": self.coach,
            "arabic": self.arabic,
            "arabic_chosen": self.arabic_chosen,
            "language": self.language,
        }
        for key in others:
            data.update(self._house_data(key))
        for key, value in self.extra.items():
            mine = data.get(key)
            if isinstance(mine, dict) and isinstance(value, dict):
                data[key] = {**value, **mine}
            elif key not in data:
                data[key] = value
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"

    def _house_data(self, key: str) -> dict[str, object]:
        """Game ``key``'s house rules as the file holds them (:func:`house_keys`)."""
        choice = self.house_of(key)
        preset, flags = house_keys(key)
        return {preset: choice.preset} | ({} if flags is None else {flags: dict(choice.flags)})


def settings_from_data(data: object) -> Settings:
    """Read parsed settings strictly; missing keys take their defaults.

    ``format`` and ``version`` are required. A file of this version may hold only
    the keys this version writes, each of its exact JSON type and range. A file
    of a newer version is read for the keys this version knows (checked as
    strictly) and keeps the rest in :attr:`Settings.extra`, so saving here does
    not lose a newer app's settings. A file of an older version (without the
    keys added since) is read as this version; it is written back as this version.

    Raises:
        FileFormatError: the first problem, naming the key.
        NotationError: a house-rule flag that is unknown or out of its range.
    """
    top = Fields(data, "settings")
    version = top.header(SETTINGS_FORMAT, 1, newer_ok=True)  # version 1 on, newer ones too
    newer = version > SETTINGS_VERSION
    base = Settings()
    first, *others = GAME_KEYS
    house = {first: _read_house(top, first, newer)}
    level_fields = top.nested("levels", default={})
    arabic = _ARABIC_NAMES[top.choice("arabic", ARABIC_DISPLAYS, default=base.arabic)]
    levels = [
        level_fields.choice(s.letter, default_game().levels, default=DEFAULT_LEVEL) for s in SEATS
    ]
    settings = Settings(
        levels=(levels[0], levels[1], levels[2], levels[3]),
        bot_delay=top.number("bot_delay", 0, MAX_DELAY, default=base.bot_delay),
        humans=top.integer("humans", range(1, 5), default=base.humans),
        seating=_SEATING_NAMES[top.choice("seating", SEATINGS, default=base.seating)],
        names=tuple(top.strings("names", 4, NAME_LIMIT, default=[])),
        genders=_genders(top),
        theme=_THEME_NAMES[top.choice("theme", THEMES, default=base.theme)],
        coach=top.boolean("coach", default=base.coach),
        arabic=arabic,
        arabic_chosen=top.boolean("arabic_chosen", default=version < 4 and arabic != "auto"),
        language=_LANGUAGE_NAMES[top.choice("language", LANGUAGE_CHOICES, default=base.language)],
        version=version,
    )
    house |= {key: _read_house(top, key, newer) for key in others}
    for key, (choice, _) in house.items():
        settings = settings.with_house(key, choice)
    nested = [
        *(flags for _, flags in house.values() if flags is not None),
        ("levels", level_fields),
    ]
    if not newer:
        for fields in (top, *(fields for _, fields in nested)):
            fields.done()
        return settings
    kept: dict[str, object] = top.rest()
    for key, fields in nested:
        if fields.rest():
            kept[key] = fields.rest()
    return dataclasses.replace(settings, extra=kept)


def _genders(top: Fields) -> tuple[Gender, ...]:
    """The names' genders (version 6): a list of at most four of :data:`GENDERS`.

    Raises:
        FileFormatError: not such a list.
    """
    told = top.strings("genders", 4, max(len(g) for g in GENDERS), default=[])
    wrong = next((g for g in told if g not in GENDERS), None)
    if wrong is not None:
        raise top.fail("genders", f"must hold {', '.join(GENDERS)}, not {wrong!r}")
    return tuple(_GENDER_NAMES[g] for g in told)


def _read_house(
    top: Fields, key: str, newer: bool
) -> tuple[HouseChoice, tuple[str, Fields] | None]:
    """Game ``key``'s house rules as the file holds them, with its flags' key and fields.

    Raises:
        FileFormatError: an unknown preset or flag, or a flag value out of its range.
    """
    game = game_named(key)
    preset_key, flags_key = house_keys(key)
    preset = top.choice(preset_key, game.presets, default=game.presets[0])
    if flags_key is None:
        return HouseChoice(preset), None
    flag_fields = top.nested(flags_key, default={})
    known = set(game.flag_names)
    unknown = sorted(set(flag_fields.data) - known)
    if unknown and not newer:
        raise FileFormatError(f"settings: {flags_key}: unknown house rule {quote(unknown[0])}")
    flags = {k: v for k, v in flag_fields.data.items() if k in known}
    try:
        game.under(preset, flags)
    except BalootError as err:
        raise FileFormatError(f"settings: {flags_key}: {err}") from None
    flag_fields.read.update(flags)
    return HouseChoice(preset, tuple(sorted(flags.items()))), (flags_key, flag_fields)


class SettingsStore:
    """The settings file in a config folder."""

    def __init__(self, folder: Path, clock: Clock) -> None:
        """Use ``folder`` (created on first save), timestamps from ``clock``."""
        self.path = folder / SETTINGS_NAME
        self.clock = clock

    def read(self) -> Loaded[Settings]:
        """The stored settings, or the defaults; a bad file is moved aside with a notice.

        Never raises for a bad file (see :func:`~baloot_tui.store.files.load_file`).
        """
        return load_file(
            self.path,
            SETTINGS,
            settings_from_data,
            Settings(),
            clock=self.clock,
            consequence="using the default settings",
        )

    def load(self) -> Settings:
        """:meth:`read` for callers of the former API: a refused file raises SaveError.

        Raises:
            SaveError: the file was refused; it was moved aside (defaults apply).
        """
        return value_or_raise(self.read())

    def save(self, settings: Settings) -> None:
        """Write the settings durably.

        Raises:
            SaveFailed: not written (the previous file is intact); ``.reason`` says why.
        """
        save_file(self.path, settings.to_json())
