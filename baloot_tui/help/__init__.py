"""Help texts shipped as package data (the rules summary), shared by the CLI and the app."""

from __future__ import annotations

from importlib.resources import files


def rules_markdown() -> str:
    """The rules summary (``rules.md``), as Markdown text."""
    return files(__package__).joinpath("rules.md").read_text(encoding="utf-8")
