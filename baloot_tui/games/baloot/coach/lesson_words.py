"""The words a lesson computes, in the language it is read in (English or Arabic).

A lesson file is written in English. Each of its texts is a message of the ``ar``
catalogue in the :data:`~baloot_tui.text.i18n.LESSON` context (found there by
``python -m baloot_tui.text.po``), so a lesson is translated as the interface is, in
one place. What the engine computes for a question (who wins, which cards are legal
and why, which house-rule sentence applies) is put into those texts in the same
language: seats, answers and notes are catalogue messages, and so are the
house-rule sentences of :mod:`~baloot_tui.games.baloot.help.rule_text`. They are read
here for an explicit language rather than the one in force, since every lesson is
read in both when the program starts.
"""

from __future__ import annotations

import gettext
from dataclasses import dataclass
from functools import cache
from typing import Final

from baloot_tui.core.errors import BalootError, quote
from baloot_tui.games.baloot.help.rule_text import fill_rules
from baloot_tui.games.baloot.rules.glossary import ProjectKind
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.projects import Project
from baloot_tui.text.i18n import DOMAIN, LESSON, LOCALE_DIR, N_, Language, catalogue

PROJECT_NAMES: Final = {
    ProjectKind.SIRA: N_("Sira"),
    ProjectKind.FIFTY: N_("Fifty"),
    ProjectKind.HUNDRED: N_("Hundred"),
    ProjectKind.FOUR_HUNDRED: N_("Four hundred"),
}
"""The projects' names as catalogue messages (the English are the engine's labels')."""


class Untranslated(BalootError):
    """A lesson's text has no translation in the language asked (the lesson stays English)."""


class _Refused(gettext.NullTranslations):
    """The last resort of a lesson's catalogue: a text it lacks is refused, not kept."""

    def pgettext(self, context: str, message: str) -> str:
        raise Untranslated(f"no translation of the {context} text {quote(message)}")


@cache
def _lesson_catalogue(language: Language) -> gettext.NullTranslations:
    """``language``'s catalogue, refusing a lesson text it does not translate."""
    found = gettext.translation(DOMAIN, LOCALE_DIR, languages=[language])
    found.add_fallback(_Refused())
    return found


@dataclass(frozen=True, slots=True)
class Words:
    """The language a lesson is read in, and the words put in its texts."""

    language: Language = "en"

    @property
    def english(self) -> bool:
        """Whether this is the English reading (the files' own texts)."""
        return self.language == "en"

    def __call__(self, message: str) -> str:
        """Catalogue ``message`` (English) in this language."""
        return catalogue(self.language).gettext(message)

    def lesson(self, text: str) -> str:
        """A lesson file's ``text`` in this language.

        Raises:
            Untranslated: the catalogue has no translation of it.
        """
        return text if self.english else _lesson_catalogue(self.language).pgettext(LESSON, text)

    def project(self, project: Project) -> str:
        """A project in this language: the engine's label in English, else its name and cards.

        ``Sira 7♥ 8♥ 9♥`` or ``Hundred (four Kings)``; ``سرا 7♥ 8♥ 9♥``.
        """
        if self.english:
            return project.label
        return f"{self(PROJECT_NAMES[project.kind])} {' '.join(c.label for c in project.cards)}"

    def rules(self, text: str, rules: HouseRules) -> str:
        """``text`` with its ``{rule:NAME}`` sentences, written for ``rules``, put in.

        Raises:
            RuleTextError: a name is not a rule sentence.
        """
        return fill_rules(text, rules, self.language)


ENGLISH: Final = Words("en")
ARABIC: Final = Words("ar")
