"""Belot's rules in brief for players (``baloot rules --game belot``), with the engine's figures.

``rules.md`` names figures the engine computes (``{trump_order}``, ``{suit_total}``...,
the lessons' too: :func:`~baloot_tui.games.belot.help.figures.book_figures`) and the seating
words (``{direction}``, ``{first_side}``), so the summary says what the rules in force do;
the flags it does not describe are listed by name when they differ from the official
rules. The whole rule book, BELOT.md, remains the reference (``--full``).
"""

from __future__ import annotations

from dataclasses import fields
from importlib.resources import files
from typing import Final

from baloot_tui.core.tools import RulesSummary
from baloot_tui.games.belot.help.figures import book_figures, seating_words
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules


def changed_flags(rules: BelotRules) -> str:
    """The sentence naming the flags ``rules`` change from the official rules."""
    changes = {
        f.name: getattr(rules, f.name)
        for f in fields(rules)
        if getattr(rules, f.name) != getattr(DEFAULT_RULES, f.name)
    }
    if not changes:
        return "These are the official rules."
    listed = ", ".join(f"`{name}` = `{str(value).lower()}`" for name, value in changes.items())
    return f"These house rules change the official ones: {listed}."


CONTEST_WORDS: Final = {
    "separate": "The best sequence and the best carré are compared separately: the team "
    "holding the better one scores all its declarations of that kind.",
    "single_pool": "Every declaration is compared in one pool: the team holding the best "
    "scores all its declarations.",
}
"""How the teams' declarations are compared, by ``declaration_contest``."""
VALAT_END_WORDS: Final = {
    "one_more_deal": "a match does not end on a valat deal: one more deal is played",
    "leader_plus_one": "after a valat deal the target becomes the leader's score plus one",
    "off": "a valat deal may end the match like any other",
}
"""What a valat does to the end of the match, by ``no_finish_on_valat``."""


def rules_summary(rules: BelotRules) -> RulesSummary:
    """The summary written for ``rules``; the house rules in force as a Markdown list."""
    template = files(__package__).joinpath("rules.md").read_text(encoding="utf-8")
    figures = {
        **book_figures(rules),
        **seating_words(rules),
        "changed": changed_flags(rules),
        "contest": CONTEST_WORDS[rules.declaration_contest],
        "valat_end": VALAT_END_WORDS[rules.no_finish_on_valat],
    }
    text = template.format_map(figures)
    listed = "\n".join(
        f"- `{f.name}`: `{str(getattr(rules, f.name)).lower()}`" for f in fields(rules)
    )
    return RulesSummary(f"## House rules in force\n\n{listed}\n", text)
