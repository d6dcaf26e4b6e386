"""``baloot rules``: the rules summary, or with ``--full`` the whole rule book.

The summary is rendered Markdown (raw with ``--plain``). The rule book is the
package's copy of ``docs/rules/RULES.md`` (``baloot_tui/games/baloot/help/rulebook``): on a
terminal it is rendered and, when longer than the screen, paged (``$PAGER``, else
``less``); on a pipe or a file, or with ``--plain``, it is the Markdown text as it is.
With ``--game belot`` it is the Bulgarian Belot rule book (``docs/rules/BELOT.md``),
shown the same way with or without ``--full``: it has no shorter summary.
Rendered text prints its Arabic words in the ``--arabic`` mode (default: the one chosen
in Settings, else auto), each wrapped line reordered on its own in visual mode; raw
text keeps them as stored, in logical order.
"""

from __future__ import annotations

from dataclasses import fields
from importlib.resources import files
from typing import TYPE_CHECKING

import click

from baloot_tui.cli.arabic import arabic_in_force, arabic_option, in_screen_order
from baloot_tui.cli.games import chosen_game, game_option
from baloot_tui.cli.lang import lang_option, language_in_force
from baloot_tui.games.baloot.help import help_markdown
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, PRESETS, HouseRules, preset
from baloot_tui.games.baloot.words import flag_help, flag_label, flag_value_words
from baloot_tui.text.arabic import ArabicDisplay, arabic_text
from baloot_tui.text.i18n import Language, _, use

if TYPE_CHECKING:
    from rich.console import Console, RenderableType


RULE_BOOKS = {"baloot": "RULES.md", "belot": "BELOT.md"}
"""Each game's rule book in the package's ``help/rulebook``."""


def rule_book(game: str = "baloot") -> str:
    """The whole rule book of ``game`` (Saudi Baloot unless told), as shipped in the package."""
    book = files("baloot_tui.games").joinpath(game, RULE_BOOKS[game])
    return book.read_text(encoding="utf-8")


def _baloot_preset(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A Baloot preset; refused with ``--game belot``, whose book describes every preset."""
    if value is not None and chosen_game(ctx) == "belot":
        raise click.BadParameter("names a Baloot preset; the Belot book's §9 covers them all")
    return value


def house_rules_list(rules: HouseRules) -> str:
    """The house rules in force as a Markdown list in the interface's language.

    One item per flag of :class:`HouseRules`: its name, the value ``rules`` hold and
    what it decides, each from the catalogue (the words of :mod:`baloot_tui.games.baloot.words`).
    A list rather than a table: each wrapped line holds one cell's words, so *visual*
    reorders it as one right-to-left run.
    """
    items = [
        f"- **{_(flag_label(f.name))}**: {_(flag_value_words(f.name, getattr(rules, f.name)))}. "
        f"{_(flag_help(f.name))}"
        for f in fields(rules)
    ]
    return "\n".join([f"## {_('House rules in force')}", "", *items, ""])


def _in_english_note(full: bool) -> str:
    """The line saying which texts below are still English only."""
    if full:
        return _("The full rule book is written in English.") + "\n\n"
    return _("The detailed summary below is in English for now.") + "\n\n"


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
    With --lang ar the house rules in force come first as an Arabic table; the
    summary and the rule books are written in English and printed as they are.
    """
    mode = arabic_in_force(arabic)
    # As ui.say.configure decides (without loading rich, which --plain never needs):
    # Latin letters cannot show an Arabic interface.
    spoken: Language = "en" if mode == "latin" else language_in_force(lang)
    use(spoken)
    arabic_interface = spoken == "ar"
    if game.lower() == "belot":
        full = True
    house_rules = DEFAULT_RULES if preset_name is None else preset(preset_name)
    text = rule_book(game.lower()) if full else help_markdown(house_rules)
    if arabic_interface:
        table = "" if full else house_rules_list(house_rules) + "\n"
        text = table + _in_english_note(full) + text
    if plain:
        click.echo(text, nl=False)
        return
    from rich.console import Console
    from rich.markdown import Markdown

    console = Console()
    # Rich wraps the joined text first; in_screen_order then orders each rendered line.
    shown = in_screen_order(Markdown(arabic_text(text, mode)), mode)
    if not full:
        console.print(shown)
    elif console.is_terminal:
        show_paged(console, shown)
    else:
        click.echo(text, nl=False)
