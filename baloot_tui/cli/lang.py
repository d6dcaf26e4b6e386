"""``--lang``, shared by every command that speaks to a person, and the language in force.

``baloot``, ``play``, ``learn``, ``review``, ``replay``, ``score`` and ``rules`` take
it; without it a command speaks the language chosen in Settings, else the locale's
(:func:`language_in_force`). Light to import: ``baloot --version`` and ``--help`` load it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

import click

from baloot_tui.cli.arabic import stored_setting
from baloot_tui.cli.common import one_of
from baloot_tui.text.arabic import Shown, printed_text
from baloot_tui.text.i18n import LANGUAGE_CHOICES, LANGUAGES, Language, chosen

lang_option: Final = click.option(
    "--lang",
    callback=one_of(LANGUAGES),
    metavar="[ar|en]",
    help="The interface's language for this run: ar (Arabic) or en (English); by default "
    "the Settings' choice, else the locale's (LANG, LC_ALL, LC_MESSAGES).",
)
"""``--lang``: the interface's language for one run (docs/arabic.md)."""


def language_in_force(option: Language | None, config_folder: Path | None = None) -> Language:
    """The language a command speaks: ``--lang``, else the settings', else the locale's."""
    return option or chosen(stored_setting("language", LANGUAGE_CHOICES, config_folder), os.environ)


def speak(option: Language | None, shown: Shown) -> Language:
    """Speak the language in force from now on, Arabic printed the ``shown`` way.

    Returns the language spoken: English when Arabic is shown in Latin letters
    (:func:`~baloot_tui.tui.say.configure`).
    """
    from baloot_tui.tui.say import configure

    return configure(language_in_force(option), shown)


def printed(text: str, shown: Shown) -> str:
    """A command's translated output, ready to print line by line as it is.

    In *visual* an Arabic interface's line reads as a right-to-left paragraph
    (:func:`~baloot_tui.tui.say.printed`); an English line's Arabic words turn round
    in place (:func:`~baloot_tui.text.arabic.printed_text`).
    """
    from baloot_tui.text.i18n import language
    from baloot_tui.tui.say import printed as arabic_lines

    return (
        arabic_lines(text)
        if shown == "visual" and language() == "ar"
        else printed_text(text, shown)
    )
