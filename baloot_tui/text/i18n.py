"""The interface's language: English or Arabic words from gettext catalogues.

Every word a person reads is written in the code in English, wrapped in :func:`_`
(translated where it is used) or :func:`N_` (only marked, for constants defined at
import time and translated where they are drawn); a number before a counted noun
goes through :func:`ngettext`, and a lesson's text is a catalogue's message in the
:data:`LESSON` context (``pgettext``). English is the messages themselves, so only the other
languages have a catalogue: ``locale/<language>/LC_MESSAGES/baloot.po`` (the source,
refreshed with ``python -m baloot_tui.text.po`` and translated by hand) and the
``.mo`` file compiled from it, both shipped in the package and read with the
standard library's :mod:`gettext`. The language in force is one per process
(:func:`use`), chosen by ``--lang``, the settings or the locale (:func:`from_locale`).

This module imports nothing of the app, so every layer that words things for a
person may use it. It returns text in logical order: printing Arabic for the
terminal (joined and reordered, or as stored) is the interface's last step.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Final, Literal

from baloot_tui import PROGRAM

Language = Literal["en", "ar"]
LANGUAGES: Final[tuple[Language, ...]] = ("en", "ar")
SOURCE: Final[Language] = "en"
"""The language the messages are written in: gettext returns them as they are."""
TRANSLATED: Final[tuple[Language, ...]] = ("ar",)
"""The languages with a catalogue."""
LanguageChoice = Literal["auto", "en", "ar"]
LANGUAGE_CHOICES: Final[tuple[LanguageChoice, ...]] = ("auto", "en", "ar")
DOMAIN: Final = PROGRAM
LOCALE_DIR: Final = Path(__file__).parent / "locale"
"""Where the catalogues are: ``<language>/LC_MESSAGES/baloot.po`` and ``.mo``."""
LESSON: Final = "lesson"
"""The context of a lesson file's texts, so that a lesson's "Spades" is translated apart
from the interface's."""

_current: list[Language] = ["en"]


@cache
def catalogue(language: Language) -> gettext.NullTranslations:
    """The compiled catalogue of ``language`` (read once per process).

    English has none: its null catalogue returns every message, and picks the
    singular or plural of a counted one by whether the count is 1.
    """
    if language == SOURCE:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[language])


def use(language: Language) -> None:
    """Show the interface in ``language`` from now on (for this process)."""
    _current[0] = language


def language() -> Language:
    """The language in force."""
    return _current[0]


@contextmanager
def speaking(language: Language) -> Iterator[None]:
    """``language`` in force for the block only: ``--json`` is English in every language."""
    before = _current[0]
    _current[0] = language
    try:
        yield
    finally:
        _current[0] = before


def _(message: str) -> str:
    """``message`` (English, in the code) in the language in force ("" stays "")."""
    return catalogue(_current[0]).gettext(message) if message else message


def N_(message: str) -> str:
    """Mark ``message`` for the catalogues without translating it yet.

    For constants made at import time: they are translated where they are drawn,
    once the language is known.
    """
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a counted message's singular and plural for the catalogues (see :func:`N_`)."""
    return (singular, plural)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of ``singular``/``plural`` for ``count`` in the language in force.

    English has two forms (1 and the rest), Arabic six (0, 1, 2, 3-10, 11-99, 100
    and up, by the catalogue's ``Plural-Forms``), each its own words.
    """
    return catalogue(_current[0]).ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` said in ``context`` (a player's gender), in the language in force."""
    return catalogue(_current[0]).pgettext(context, message)


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
