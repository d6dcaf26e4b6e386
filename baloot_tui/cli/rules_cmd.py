"""``baloot rules``: the rules summary, or with ``--full`` the whole rule book.

The summary is rendered Markdown (raw with ``--plain``). The rule book is the
package's copy of ``docs/rules/RULES.md`` (``baloot_tui/help/rulebook``): on a
terminal it is rendered and, when longer than the screen, paged (``$PAGER``, else
``less``); on a pipe or a file, or with ``--plain``, it is the Markdown text as it is.
With ``--game belot`` it is the Bulgarian Belot rule book (``docs/rules/BELOT.md``),
shown the same way with or without ``--full``: it has no shorter summary.
Rendered text prints its Arabic words in the ``--arabic`` mode (default: the one chosen
in Settings, else auto), each wrapped line reordered on its own in visual mode; raw
text keeps them as stored, in logical order.
"""

from __future__ import annotations

from importlib.resources import files
from typing import TYPE_CHECKING

import click

from baloot_tui.cli.arabic import arabic_in_force, arabic_option, in_screen_order
from baloot_tui.cli.games import chosen_game, game_option
from baloot_tui.cli.lang import lang_option
from baloot_tui.engine.arabic import ArabicDisplay, arabic_text
from baloot_tui.help import help_markdown
from baloot_tui.i18n import Language
from baloot_tui.rules.house_rules import DEFAULT_RULES, PRESETS, preset

if TYPE_CHECKING:
    from rich.console import Console, RenderableType


RULE_BOOKS = {"baloot": "RULES.md", "belot": "BELOT.md"}
"""Each game's rule book in the package's ``help/rulebook``."""


def rule_book(game: str = "baloot") -> str:
    """The whole rule book of ``game`` (Saudi Baloot unless told), as shipped in the package."""
    book = files("baloot_tui.help").joinpath("rulebook", RULE_BOOKS[game])
    return book.read_text(encoding="utf-8")


def _baloot_preset(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A Baloot preset; refused with ``--game belot``, whose book describes every preset."""
    if value is not None and chosen_game(ctx) == "belot":
        raise click.BadParameter("names a Baloot preset; the Belot book's §9 covers them all")
    return value


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
@game_option("The game whose rules to show")
@click.option("--plain", is_flag=True, help="Print the raw Markdown text.")
@click.option(
    "--full",
    is_flag=True,
    help="The whole rule book: every rule, its sources and the house-rule choices "
    "(paged on a terminal, plain Markdown on a pipe).",
)
@click.option(
    "--rules",
    "preset_name",
    type=click.Choice(tuple(PRESETS), case_sensitive=False),
    callback=_baloot_preset,
    help="Describe this house-rule preset (default: kammelna).",
)
@arabic_option
@lang_option
def rules(
    game: str,
    plain: bool,
    full: bool,
    preset_name: str | None,
    arabic: ArabicDisplay | None,
    lang: Language | None,
) -> None:
    """Show a summary of the rules of Saudi Baloot, the house-rule defaults and the glossary.

    Every sentence a house rule decides is written for the preset given (the defaults
    unless --rules names another). With --full: the whole rule book the game implements.
    With --game belot: the Bulgarian Belot rule book, whose §9 covers every house rule.
    The rule books are written in English: --lang ar prints them as they are.
    """
    del lang  # taken as every command takes it; the books have no Arabic text yet
    if game.lower() == "belot":
        full = True
    text = (
        rule_book(game.lower())
        if full
        else help_markdown(DEFAULT_RULES if preset_name is None else preset(preset_name))
    )
    if plain:
        click.echo(text, nl=False)
        return
    from rich.console import Console
    from rich.markdown import Markdown

    console = Console()
    mode = arabic_in_force(arabic)
    shown = in_screen_order(Markdown(arabic_text(text, mode)), mode)
    if not full:
        console.print(shown)
    elif console.is_terminal:
        show_paged(console, shown)
    else:
        click.echo(text, nl=False)
