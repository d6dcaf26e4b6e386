"""``baloot rules``: print the rules summary (rendered Markdown, or raw with --plain)."""

from __future__ import annotations

import click

from baloot_tui.help import rules_markdown


@click.command("rules")
@click.option("--plain", is_flag=True, help="Print the raw Markdown text.")
def rules(plain: bool) -> None:
    """Show a summary of the rules of Saudi Baloot and the house-rule defaults."""
    text = rules_markdown()
    if plain:
        click.echo(text, nl=False)
        return
    from rich.console import Console
    from rich.markdown import Markdown

    Console().print(Markdown(text))
