"""The words a Baloot lesson computes, in the language it is read in (English or Arabic).

The lesson frame (:mod:`baloot_tui.text.lessons`) reads a file's texts through the
catalogue; what Baloot's engine computes for a question (who wins, which cards are
legal and why, which house-rule sentence applies) is put into those texts in the
same language: projects by their names and cards, and the house-rule sentences of
:mod:`~baloot_tui.games.baloot.help.rule_text`, both catalogue messages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from baloot_tui.games.baloot.help.rule_text import fill_rules
from baloot_tui.games.baloot.rules.glossary import ProjectKind
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.projects import Project
from baloot_tui.text import lessons
from baloot_tui.text.i18n import N_

PROJECT_NAMES: Final = {
    ProjectKind.SIRA: N_("Sira"),
    ProjectKind.FIFTY: N_("Fifty"),
    ProjectKind.HUNDRED: N_("Hundred"),
    ProjectKind.FOUR_HUNDRED: N_("Four hundred"),
}
"""The projects' names as catalogue messages (the English are the engine's labels')."""


@dataclass(frozen=True, slots=True)
class Words(lessons.Words):
    """A lesson's language, with Baloot's projects and house-rule sentences in it."""

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
