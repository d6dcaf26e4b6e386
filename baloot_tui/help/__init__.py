"""Help texts shipped as package data (the rules summary), shared by the CLI and the app."""

from __future__ import annotations

from importlib.resources import files

from baloot_tui.coach.glossary import glossary_markdown


def rules_markdown() -> str:
    """The rules summary (``rules.md``), as Markdown text."""
    return files(__package__).joinpath("rules.md").read_text(encoding="utf-8")


def help_markdown() -> str:
    """The rules summary followed by the glossary: what ``baloot rules`` and the help show."""
    return rules_markdown().rstrip("\n") + "\n\n" + glossary_markdown()
