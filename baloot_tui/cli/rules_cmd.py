"""``baloot rules``: print the rules summary (rendered Markdown, or raw with --plain)."""

from __future__ import annotations

import click

from baloot_tui.help import help_markdown


@click.command("rules")
@click.option("--plain", is_flag=True, help="Print the raw Markdown text.")
def rules(plain: bool) -> None:
    """Show a summary of the rules of Saudi Baloot, the house-rule defaults and the glossary."""
    text = help_markdown()
    if plain:
        click.echo(text, nl=False)
        return
    from rich.console import Console
    from rich.markdown import Markdown

    Console().print(Markdown(text))
