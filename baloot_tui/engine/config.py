"""The player's settings: house rules, bot levels, delay, names and theme, kept as JSON.

Settings live in the user's config folder (platformdirs); saves and records in
the user's data folder. Command-line options override the stored settings for
one run without changing the file.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, Literal

from baloot_tui.engine.files import Clock, atomic_write, move_aside
from baloot_tui.engine.seats import DEFAULT_LEVEL, TableConfig, make_table
from baloot_tui.engine.storage import SaveError
from baloot_tui.rules.errors import BalootError
from baloot_tui.rules.house_rules import PRESETS, HouseRules, check_flag, preset
from baloot_tui.rules.seats import SEATS, Seat

APP_NAME: Final = "baloot-tui"
SETTINGS_NAME: Final = "settings.json"
SETTINGS_FORMAT: Final = "baloot-tui/settings"
Theme = Literal["dark", "light"]
THEMES: Final[tuple[Theme, ...]] = ("dark", "light")
DEFAULT_DELAY: Final = 0.6


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

    preset: str = "kammelna"
    """The house-rule preset the flags start from."""
    flags: tuple[tuple[str, object], ...] = ()
    """House-rule flags changed from the preset, as (name, value) pairs."""
    levels: tuple[str, str, str, str] = (DEFAULT_LEVEL,) * 4
    """The bot level of each seat, SOUTH first (used when the seat is a bot)."""
    bot_delay: float = DEFAULT_DELAY
    """Seconds between bot moves, so a person can follow."""
    humans: int = 1
    """How many people play (hot-seat), 1 to 4."""
    names: tuple[str, ...] = ()
    """The people's names, in seating order."""
    theme: Theme = "dark"
    """Light or dark colours."""
    extra: dict[str, object] = field(default_factory=dict, compare=False)
    """Keys written by a newer version, kept so saving does not lose them."""

    def rules(self) -> HouseRules:
        """The house rules: the preset with the changed flags.

        Raises:
            NotationError: an unknown preset or flag value.
        """
        return preset(self.preset).replace(**dict(self.flags))

    def table(self) -> TableConfig:
        """The seats these settings describe."""
        levels = dict(zip(SEATS, self.levels, strict=True))
        return make_table(self.humans, self.names, levels)

    def level_of(self, seat: Seat) -> str:
        """The bot level of ``seat``."""
        return self.levels[seat]

    def with_flag(self, name: str, value: object) -> Settings:
        """A copy with one house-rule flag set (dropped when it equals the preset's).

        Raises:
            NotationError: unknown flag or bad value.
        """
        check_flag(name, value)
        flags = dict(self.flags)
        if getattr(preset(self.preset), name) == value:
            flags.pop(name, None)
        else:
            flags[name] = value
        return dataclasses.replace(self, flags=tuple(sorted(flags.items())))

    def to_json(self) -> str:
        """The settings as JSON text."""
        data: dict[str, object] = {
            **self.extra,
            "format": SETTINGS_FORMAT,
            "version": 1,
            "preset": self.preset,
            "flags": dict(self.flags),
            "levels": {s.letter: level for s, level in zip(SEATS, self.levels, strict=True)},
            "bot_delay": self.bot_delay,
            "humans": self.humans,
            "names": list(self.names),
            "theme": self.theme,
        }
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def settings_from_json(text: str) -> Settings:
    """Read settings; missing keys take their defaults.

    Raises:
        ValueError: not JSON, not our format, or a value of the wrong kind.
    """
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != SETTINGS_FORMAT:
        raise ValueError("not a baloot-tui settings file")
    base = Settings()
    name = data.get("preset", base.preset)
    if name not in PRESETS:
        raise ValueError(f"unknown preset {name!r}")
    flags = data.get("flags", {})
    if not isinstance(flags, dict):
        raise ValueError("'flags' must be an object")
    for flag, value in flags.items():
        check_flag(flag, value)
    levels_data = data.get("levels", {})
    if not isinstance(levels_data, dict):
        raise ValueError("'levels' must be an object")
    levels = [str(levels_data.get(s.letter, DEFAULT_LEVEL)) for s in SEATS]
    delay = data.get("bot_delay", base.bot_delay)
    humans = data.get("humans", base.humans)
    names = data.get("names", [])
    theme = data.get("theme", base.theme)
    if not isinstance(delay, (int, float)) or isinstance(delay, bool) or not 0 <= delay <= 10:
        raise ValueError("'bot_delay' must be a number of seconds from 0 to 10")
    if not isinstance(humans, int) or not 1 <= humans <= 4:
        raise ValueError("'humans' must be 1 to 4")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise ValueError("'names' must be a list of strings")
    if theme not in THEMES:
        raise ValueError("'theme' must be dark or light")
    known = {"format", "version", "preset", "flags", "levels", "bot_delay", "humans"}
    known |= {"names", "theme"}
    return Settings(
        preset=name,
        flags=tuple(sorted(flags.items())),
        levels=(levels[0], levels[1], levels[2], levels[3]),
        bot_delay=float(delay),
        humans=humans,
        names=tuple(names),
        theme=theme,
        extra={k: v for k, v in data.items() if k not in known},
    )


class SettingsStore:
    """The settings file in a config folder."""

    def __init__(self, folder: Path, clock: Clock) -> None:
        """Use ``folder`` (created on first save), timestamps from ``clock``."""
        self.path = folder / SETTINGS_NAME
        self.clock = clock

    def load(self) -> Settings:
        """The stored settings, or the defaults when there are none.

        Raises:
            SaveError: the file was unreadable; it was moved aside (defaults apply).
        """
        if not self.path.exists():
            return Settings()
        try:
            return settings_from_json(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError, BalootError) as err:
            moved = move_aside(self.path, self.clock)
            raise SaveError(
                f"{self.path}: unreadable settings ({err}); moved aside to {moved.name}, "
                "using the defaults"
            ) from None

    def save(self, settings: Settings) -> None:
        """Write the settings atomically."""
        atomic_write(self.path, settings.to_json())
