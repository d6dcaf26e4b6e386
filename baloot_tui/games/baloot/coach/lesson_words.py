"""The words a lesson computes, in the language it is read in (English or Arabic).

A lesson file holds its own texts in both languages (``text`` and ``text_ar``...);
what the engine computes for a question (who wins, which cards are legal and why,
which house-rule sentence applies) is put into those texts in the same language.
Seats, answers and notes are catalogue messages (:mod:`baloot_tui.text.i18n`), read here
for an explicit language rather than the one in force, since every lesson is read
in both when the program starts (:class:`~baloot_tui.text.lessons.Words`, to which
this game's adds its projects and house-rule sentences). A rule's reason is worded
from the engine's :class:`~baloot_tui.games.baloot.rules.tricks.Obligation` (tests
compare the English messages with the engine's own). The house-rule sentences of
:mod:`~baloot_tui.games.baloot.help.rule_text` are translated by
``lesson_data/arabic/rule_sentences.toml``, English sentence to Arabic, one entry
for each sentence any flag produces (tests check that every one has its Arabic).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import Final

from baloot_tui.games.baloot.help.rule_text import RULE_SENTENCES, fill_rules
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

RULE_SENTENCES_AR: Final = files("baloot_tui.games.baloot.coach").joinpath(
    "lesson_data", "arabic", "rule_sentences.toml"
)
"""The Arabic of every house-rule sentence a lesson may name (English sentence = Arabic)."""

_RULE: Final = re.compile(r"\{rule:(\w+)\}")


class UntranslatedRule(lessons.Untranslated):
    """A house-rule sentence, as these rules word it, has no Arabic yet."""


@cache
def arabic_rule_sentences() -> Mapping[str, str]:
    """The Arabic of each English house-rule sentence (read once)."""
    data = tomllib.loads(RULE_SENTENCES_AR.read_text(encoding="utf-8"))
    return {str(english): str(arabic) for english, arabic in data.items()}


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
            UntranslatedRule: a sentence has no Arabic (the lesson is shown in English).
        """
        if self.english:
            return fill_rules(text, rules)
        fill_rules(text, rules)  # refuses an unknown name, as in English
        known = arabic_rule_sentences()

        def sentence(match: re.Match[str]) -> str:
            english = RULE_SENTENCES[match.group(1)](rules)
            if english not in known:
                raise UntranslatedRule(f"no Arabic for {{rule:{match.group(1)}}}: {english!r}")
            return known[english]

        return _RULE.sub(sentence, text)


ENGLISH: Final = Words("en")
ARABIC: Final = Words("ar")
