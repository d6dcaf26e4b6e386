"""The interface's language: English or Arabic words from gettext catalogues.

Every word a person reads is written in the code in English, wrapped in :func:`_`
(translated where it is used) or :func:`N_` (only marked, for constants defined at
import time and translated where they are drawn). The catalogues are
``locale/<language>/LC_MESSAGES/baloot.po`` (the sources, edited by hand or
refreshed with ``python -m baloot_tui.text.po``) and the ``.mo`` files compiled
from them, both shipped in the package and read with the standard library's
:mod:`gettext`. The language in force is one per process (:func:`use`), chosen by
``--lang``, the settings or the locale (:func:`from_locale`).

This module imports nothing of the app, so every layer that words things for a
person may use it. It returns text in logical order: printing Arabic for the
terminal (joined and reordered, or as stored) is the interface's last step.
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Final, Literal

Language = Literal["en", "ar"]
LANGUAGES: Final[tuple[Language, ...]] = ("en", "ar")
LanguageChoice = Literal["auto", "en", "ar"]
LANGUAGE_CHOICES: Final[tuple[LanguageChoice, ...]] = ("auto", "en", "ar")
DOMAIN: Final = "baloot"
LOCALE_DIR: Final = Path(__file__).parent / "locale"
"""Where the catalogues are: ``<language>/LC_MESSAGES/baloot.po`` and ``.mo``."""

_current: list[Language] = ["en"]


@cache
def catalogue(language: Language) -> gettext.NullTranslations:
    """The compiled catalogue of ``language`` (read once per process)."""
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[language])


def use(language: Language) -> None:
    """Show the interface in ``language`` from now on (for this process)."""
    _current[0] = language


def language() -> Language:
    """The language in force."""
    return _current[0]


def _(message: str) -> str:
    """``message`` (English, in the code) in the language in force ("" stays "")."""
    return catalogue(_current[0]).gettext(message) if message else message


def N_(message: str) -> str:
    """Mark ``message`` for the catalogues without translating it yet.

    For constants made at import time: they are translated where they are drawn,
    once the language is known.
    """
    return message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of ``singular``/``plural`` for ``count`` in the language in force."""
    return catalogue(_current[0]).ngettext(singular, plural, count)


def from_locale(env: Mapping[str, str]) -> Language:
    """The language the locale asks for: Arabic for ``ar`` (``ar_SA.UTF-8``), else English.

    Read as gettext reads it: ``LANGUAGE`` (a list), then ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``; the first one set decides.
    """
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            first = value.split(":")[0]
            return "ar" if first.split("_")[0].split(".")[0].lower() == "ar" else "en"
    return "en"


def chosen(choice: LanguageChoice, env: Mapping[str, str]) -> Language:
    """``choice``, with ``auto`` decided from the locale in ``env``."""
    return from_locale(env) if choice == "auto" else choice
