"""``baloot rules``: print the rules summary (rendered Markdown, or raw with --plain)."""

from __future__ import annotations

import click

from baloot_tui.help import help_markdown
from baloot_tui.rules.house_rules import DEFAULT_RULES, PRESETS, preset


@click.command("rules")
@click.option("--plain", is_flag=True, help="Print the raw Markdown text.")
@click.option(
    "--rules",
    "preset_name",
    type=click.Choice(tuple(PRESETS), case_sensitive=False),
    help="Describe this house-rule preset (default: kammelna).",
)
def rules(plain: bool, preset_name: str | None) -> None:
    """Show a summary of the rules of Saudi Baloot, the house-rule defaults and the glossary.

    Every sentence a house rule decides is written for the preset given (the defaults
    unless --rules names another).
    """
    text = help_markdown(DEFAULT_RULES if preset_name is None else preset(preset_name))
    if plain:
        click.echo(text, nl=False)
        return
    from rich.console import Console
    from rich.markdown import Markdown

    Console().print(Markdown(text))
