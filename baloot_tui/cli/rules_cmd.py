"""``baloot rules``: the rules summary, or with ``--full`` the whole rule book.

The summary is rendered Markdown (raw with ``--plain``). The rule book is the package's
copy of the game's book (``docs/rules/``, shipped in the game's folder): on a terminal
it is rendered and, when longer than the screen, paged (``$PAGER``, else ``less``); on
a pipe or a file, or with ``--plain``, it is the Markdown text as it is. A game with no
shorter summary (:meth:`~baloot_tui.core.game.Game.rules_summary`) shows its book with or
without ``--full``. Rendered text prints its Arabic words in the ``--arabic`` mode
(default: the one chosen in Settings, else auto), each wrapped line reordered on its own
in visual mode; raw text keeps them as stored, in logical order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from baloot_tui.cli.arabic import arabic_in_force, arabic_option, in_screen_order
from baloot_tui.cli.games import game_option, game_preset
from baloot_tui.cli.lang import lang_option, language_in_force
from baloot_tui.core.registry import game_named
from baloot_tui.text.arabic import ArabicDisplay, arabic_text
from baloot_tui.text.i18n import Language, _, use

if TYPE_CHECKING:
    from rich.console import Console, RenderableType


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
    callback=game_preset,
    help="Describe this house-rule preset (default: the game's first).",
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
    With --game: that game's summary, or its rule book where the book is its only text.
    With --lang ar the house rules in force come first as an Arabic table; the
    summary and the rule books are written in English and printed as they are.
    """
    mode = arabic_in_force(arabic)
    # As ui.say.configure decides (without loading rich, which --plain never needs):
    # Latin letters cannot show an Arabic interface.
    spoken: Language = "en" if mode == "latin" else language_in_force(lang)
    use(spoken)
    played = game_named(game)
    summary = None if full else played.rules_summary(preset_name or played.presets[0])
    if summary is None and not full and preset_name is not None:
        raise click.BadParameter(
            f"{played.title} has no summary to write for a preset: its rule book covers "
            "every preset",
            param_hint="'--rules'",
        )
    full = summary is None
    text = played.rule_book() if summary is None else summary.text
    if spoken == "ar":
        table = "" if summary is None else summary.house_rules + "\n"
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
