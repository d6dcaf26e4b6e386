"""Help texts shipped as package data (the rules summary), shared by the CLI and the app.

``rules.md`` names the sentences a house rule decides as ``{rule:NAME}``; they are
written for the rules in force (:func:`baloot_tui.games.baloot.help.rule_text.fill_rules`).
"""

from __future__ import annotations

from importlib.resources import files

from baloot_tui.games.baloot.help.glossary import glossary_markdown
from baloot_tui.games.baloot.help.rule_text import fill_rules
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules


def rules_markdown(rules: HouseRules = DEFAULT_RULES) -> str:
    """The rules summary (``rules.md``) for ``rules``, as Markdown text."""
    template = files(__package__).joinpath("rules.md").read_text(encoding="utf-8")
    return fill_rules(template, rules).replace("{changed}", changed_flags(rules))


def changed_flags(rules: HouseRules) -> str:
    """The sentence naming the flags ``rules`` changes from the defaults (the table's values)."""
    changes = rules.differences()
    if not changes:
        return "They are the defaults."
    listed = ", ".join(f"`{name}` = `{_flag_value(value)}`" for name, value in changes.items())
    return f"They change these flags from the defaults: {listed}."


def _flag_value(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def help_markdown(rules: HouseRules = DEFAULT_RULES) -> str:
    """The rules summary followed by the glossary: what ``baloot rules`` and the help show."""
    return rules_markdown(rules).rstrip("\n") + "\n\n" + glossary_markdown(rules)
