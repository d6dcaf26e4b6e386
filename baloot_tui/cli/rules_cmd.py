"""``baloot rules``: the rules summary, or with ``--full`` the whole rule book.

The summary is rendered Markdown (raw with ``--plain``). The rule book is the
package's copy of ``docs/rules/RULES.md`` (``baloot_tui/help/rulebook``): on a
terminal it is rendered and, when longer than the screen, paged (``$PAGER``, else
``less``); on a pipe or a file, or with ``--plain``, it is the Markdown text as it is.
Rendered text prints its Arabic words in the ``--arabic`` mode (default: auto, from
the terminal); raw text keeps them as stored, in logical order.
"""

from __future__ import annotations

import os
from importlib.resources import files
from typing import TYPE_CHECKING

import click

from baloot_tui.cli.arabic import arabic_option
from baloot_tui.engine.arabic import ArabicDisplay, arabic_text, resolve
from baloot_tui.help import help_markdown

if TYPE_CHECKING:
    from rich.console import Console, RenderableType


def rule_book() -> str:
    """The whole rule book of Saudi Baloot, as shipped in the package."""
    return files("baloot_tui.help").joinpath("rulebook", "RULES.md").read_text(encoding="utf-8")


def show_paged(console: Console, renderable: RenderableType) -> None:
    """Print ``renderable`` at once if it fits the terminal's height, else through a pager."""
    with console.capture() as capture:
        console.print(renderable)
    text = capture.get()
    if text.count("\n") < console.height:
        click.echo(text, nl=False)
    else:
        click.echo_via_pager(text)


@click.command("rules")
@click.option("--plain", is_flag=True, help="Print the raw Markdown text.")
@click.option(
    "--full",
    is_flag=True,
    help="The whole rule book: every rule, its sources and the house-rule choices "
    "(paged on a terminal, plain Markdown on a pipe).",
)
@arabic_option
def rules(plain: bool, full: bool, arabic: ArabicDisplay | None) -> None:
    """Show a summary of the rules of Saudi Baloot, the house-rule defaults and the glossary.

    With --full: the whole rule book the game implements.
    """
    text = rule_book() if full else help_markdown()
    if plain:
        click.echo(text, nl=False)
        return
    from rich.console import Console
    from rich.markdown import Markdown

    console = Console()
    shown = arabic_text(text, resolve(arabic or "auto", os.environ))
    if not full:
        console.print(Markdown(shown))
    elif console.is_terminal:
        show_paged(console, Markdown(shown))
    else:
        click.echo(text, nl=False)
