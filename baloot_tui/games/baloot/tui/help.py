"""The rules screen: the same text as ``baloot rules``, written for the house rules in force.

It is the rule-book reader (:mod:`baloot_tui.tui.screens.reader`) given that text.
"""

from __future__ import annotations

from functools import partial
from typing import Final

from baloot_tui.games.baloot.help import help_markdown
from baloot_tui.games.baloot.help.summary import rules_summary
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.text.arabic import Shown, arabic_text
from baloot_tui.text.i18n import N_, _, language
from baloot_tui.tui.screens.reader import BookReader

KEYS = N_("""
## Keys at the table

| Key | Does |
|---|---|
| 1-8 | play that card (or choose that call, double or project when buttons are shown) |
| Tab, ← → | move between your cards and the buttons (↑ ↓ switch rows) |
| Enter, Space | play the focused card or press the focused button |
| PgUp / PgDn | scroll the side column |
| s | claim Sawa (all remaining tricks): your hand is shown, the rules decide |
| a / r | accept or refuse a Sawa claimed against your team |
| u or Ctrl+Z | undo your last decision and the bots' replies (one person at the table) |
| c | coach on/off: every option explained, with the expert's values |
| l | show the last trick again |
| + / - | slower / faster bots |
| ? or F1 | these rules |
| Esc | main menu (the match stays saved) |
| Ctrl+P | command palette |
| Ctrl+Q | quit |

Everything can also be clicked.
""")
"""The table's keys, a message (translated where it is drawn)."""
STILL_ENGLISH: Final = N_("The detailed summary below is in English for now.")
"""Said before the summary where the interface is not English."""


def rules_text(rules: HouseRules = DEFAULT_RULES, shown: Shown = "logical") -> str:
    """The rules and glossary for ``rules`` as Markdown (as ``baloot rules``), with the keys.

    Its Arabic words are printed the ``shown`` way. In English: the summary, the
    glossary, then the keys. In another language what is translated comes first (the
    keys, the house rules in force, the glossary), then the summary, still English.
    """
    if language() == "en":
        return arabic_text(help_markdown(rules), shown) + "\n" + arabic_text(_(KEYS), shown)
    summary = rules_summary(rules)
    said = [_(KEYS), summary.house_rules, _(STILL_ENGLISH), summary.text]
    return arabic_text("\n".join(said), shown)


class HelpScreen(BookReader):
    """The rules summary and glossary, read a section at a time, then the table's keys.

    Its house-rule sentences are written for the rules in force.
    """

    def __init__(self, rules: HouseRules = DEFAULT_RULES) -> None:
        """Describe ``rules`` (the match's at the table, else the settings')."""
        super().__init__(partial(rules_text, rules))
        self.house_rules = rules
