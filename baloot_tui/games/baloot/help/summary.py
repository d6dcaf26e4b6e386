"""``baloot rules``: the summary of the rules and, first, the house rules in force.

The summary (:func:`~baloot_tui.games.baloot.help.help_markdown`) is English; the list
of the house rules in force is in the interface's language, each flag's name, value
and meaning from the words of :mod:`baloot_tui.games.baloot.words`.
"""

from __future__ import annotations

from dataclasses import fields

from baloot_tui.core.tools import RulesSummary
from baloot_tui.games.baloot.help import help_markdown
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.words import flag_help, flag_label, flag_value_words
from baloot_tui.text.i18n import _


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


def rules_summary(rules: HouseRules) -> RulesSummary:
    """The summary written for ``rules``, with the list of them in the language in force."""
    return RulesSummary(house_rules_list(rules), help_markdown(rules))
