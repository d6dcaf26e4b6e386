"""``baloot rules``: the summary of the rules and, first, the house rules in force.

The summary (:func:`~baloot_tui.games.baloot.help.help_markdown`) is English; the list
of the house rules in force is in the interface's language, each flag's name, value
and meaning from the words of :mod:`baloot_tui.games.baloot.words`. In the Arabic
interface the glossary comes with them in Arabic (each term's Arabic word and its
meaning, from the catalogue, its house-rule sentences those in force), and the
English summary follows without its English glossary.
"""

from __future__ import annotations

from dataclasses import fields

from baloot_tui.core.tools import RulesSummary
from baloot_tui.games.baloot.help import help_markdown, rules_markdown
from baloot_tui.games.baloot.help.glossary import MEANINGS, glossary
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.words import flag_help, flag_label, flag_value_words
from baloot_tui.text.i18n import _, language


def house_rules_list(rules: HouseRules) -> str:
    """The house rules in force as a Markdown list in the interface's language.

    One item per flag of :class:`HouseRules`: its name, the value ``rules`` hold and
    what it decides, each from the catalogue. A list rather than a table: each wrapped
    line holds one cell's words, so *visual* reorders it as one right-to-left run.
    """
    items = [
        f"- **{_(flag_label(f.name))}**: {_(flag_value_words(f.name, getattr(rules, f.name)))}. "
        f"{_(flag_help(f.name))}"
        for f in fields(rules)
    ]
    return "\n".join([f"## {_('House rules in force')}", "", *items, ""])


def translated_glossary(rules: HouseRules) -> str:
    """The glossary as a Markdown list in the language in force: each term and its meaning.

    A list, as :func:`house_rules_list`, so that each wrapped line is one run. The
    lessons' words are loaded here only: ``baloot rules`` in English loads no coach.
    """
    from baloot_tui.games.baloot.coach.lesson_words import Words

    words = Words(language())
    items = [
        f"- **{term.arabic}** ({term.name}): {words.rules(words(MEANINGS[term.key]), rules)}"
        for term in glossary(rules)
    ]
    return "\n".join([f"## {_('Glossary')}", "", *items, ""])


def rules_summary(rules: HouseRules) -> RulesSummary:
    """The summary written for ``rules``, with the list of them in the language in force."""
    if language() == "en":
        return RulesSummary(house_rules_list(rules), help_markdown(rules))
    told = house_rules_list(rules) + "\n" + translated_glossary(rules)
    return RulesSummary(told, rules_markdown(rules))
