"""``--lang``, shared by the commands that open the app (``baloot``, ``baloot play``).

Light to import: ``baloot --version`` and ``--help`` load it.
"""

from __future__ import annotations

from typing import Final

import click

from baloot_tui.i18n import LANGUAGES, Language
from baloot_tui.rules.errors import quote


def _language(ctx: click.Context, param: click.Parameter, value: str | None) -> Language | None:
    if value is None:
        return None
    for language in LANGUAGES:
        if language == value.strip().lower():
            return language
    raise click.BadParameter(f"choose {', '.join(LANGUAGES)}, not {quote(value)}")


lang_option: Final = click.option(
    "--lang",
    callback=_language,
    metavar="[ar|en]",
    help="The interface's language for this run: ar (Arabic) or en (English); by default "
    "the Settings' choice, else the locale's (LANG, LC_ALL, LC_MESSAGES).",
)
"""``--lang``: the interface's language for one run (docs/arabic.md)."""
