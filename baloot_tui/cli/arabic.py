"""``--arabic``, shared by every command that shows Arabic, and the mode in force.

``baloot``, ``play``, ``rules``, ``learn``, ``review`` and ``replay`` take it; without
it a command uses the mode chosen in Settings (or at the first-run question), else
``auto``. Light to import: ``baloot --version`` and ``--help`` load it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Final

import click

from baloot_tui.cli.common import Choice, one_of
from baloot_tui.text.arabic import ARABIC_DISPLAYS, ArabicDisplay, Shown, resolve

if TYPE_CHECKING:
    from rich.console import Console, ConsoleOptions, RenderableType, RenderResult

APP_FOLDER: Final = "baloot-tui"
SETTINGS_FILE: Final = "settings.json"
"""The settings file in the app's config folder (as ``engine.config`` names them; a
test checks the two agree)."""


arabic_option: Final = click.option(
    "--arabic",
    callback=one_of(ARABIC_DISPLAYS),
    metavar="[auto|visual|logical|latin]",
    help="How Arabic words are printed, for this run: joined and reordered (visual, for "
    "most terminals), as stored (logical, for terminals with bidi), in Latin letters, or "
    "auto (from the terminal; the default unless Settings say otherwise).",
)
"""``--arabic``: the display mode of Arabic words for one run (docs/arabic.md)."""


def stored_display(config_folder: Path | None = None) -> ArabicDisplay:
    """The Arabic mode in the settings file, ``auto`` when there is none or it is unreadable.

    Args:
        config_folder: the folder holding ``settings.json`` (default: the user's).
    """
    return stored_setting("arabic", ARABIC_DISPLAYS, config_folder)


def stored_setting(
    key: str, choices: tuple[Choice, ...], config_folder: Path | None = None
) -> Choice:
    """The settings file's ``key`` if it is one of ``choices``, else the first choice.

    Only that key is read, within the settings file's limits and never moving the
    file: the full loader (``engine.config``) imports the bots, which ``baloot rules``
    must start without. The app itself checks the whole file when it starts.
    """
    from baloot_tui.core.errors import BalootError
    from baloot_tui.store.files import SETTINGS, read_json

    if config_folder is None:
        from platformdirs import user_config_path

        config_folder = user_config_path(APP_FOLDER)
    try:
        data = read_json(config_folder / SETTINGS_FILE, SETTINGS)
    except BalootError:
        return choices[0]
    stored = data.get(key) if isinstance(data, dict) else None
    return next((choice for choice in choices if choice == stored), choices[0])


def arabic_in_force(option: ArabicDisplay | None, config_folder: Path | None = None) -> Shown:
    """How a command prints Arabic: ``--arabic``, else the settings' mode, decided here."""
    return resolve(option or stored_display(config_folder), os.environ)


class _ScreenOrder:
    """A Rich renderable drawn as ``inner`` would be, each wrapped line in screen order."""

    def __init__(self, inner: RenderableType) -> None:
        self.inner = inner

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        from rich.segment import Segment

        from baloot_tui.tui.say import in_screen_order

        for line in console.render_lines(self.inner, options, pad=False, new_lines=False):
            if any(segment.control for segment in line):
                yield from line
            else:
                pieces = [(segment.text, segment.style) for segment in line]
                yield from (Segment(text, style) for text, style in in_screen_order(pieces))
            yield Segment.line()


def in_screen_order(renderable: RenderableType, shown: Shown) -> RenderableType:
    """``renderable`` as Rich prints it; in *visual* each line reordered after wrapping."""
    return _ScreenOrder(renderable) if shown == "visual" else renderable
