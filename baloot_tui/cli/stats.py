"""``baloot stats``: the player's statistics over the finished matches kept in records/.

Per game: matches won, and the game's own figures (Baloot: contracts bought, made
and lost, doubles won), then each share's trend over the matches as a plot (plotext,
in plain characters), running from the first match to the last. The folder is only
read.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Final

import click

from baloot_tui.cli.arabic import arabic_in_force, arabic_option
from baloot_tui.cli.common import data_dir_option
from baloot_tui.cli.lang import lang_option, printed, speak
from baloot_tui.plain.lines import say
from baloot_tui.store.stats import GameStats, draw_trends, gather, stats_lines
from baloot_tui.text.arabic import ArabicDisplay
from baloot_tui.text.i18n import Language

PLOT_SIZE: Final = (72, 14)
"""The trend plot's width and height in characters."""


@click.command("stats")
@data_dir_option("The folder whose records/ are read")
@click.option("--no-plot", is_flag=True, help="Print the figures only, without the trends.")
@arabic_option
@lang_option
def stats(
    data_dir: Path | None, no_plot: bool, arabic: ArabicDisplay | None, lang: Language | None
) -> None:
    """Print your statistics over the finished matches: contracts, khasara, doubles, wins."""
    from baloot_tui.store.saves import SaveStore
    from baloot_tui.store.settings import data_dir as users_data_dir

    shown = arabic_in_force(arabic)
    speak(lang, shown)
    folder = users_data_dir() if data_dir is None else data_dir
    store = SaveStore.read_only(folder, datetime.now, "baloot stats only reads")
    gathered = gather(store)
    say(printed("\n".join(stats_lines(gathered)), shown))
    if no_plot:
        return
    for game in gathered.games:
        plot = trend_plot(game)
        if plot is not None:
            say(printed(plot, shown))


def trend_plot(game: GameStats) -> str | None:
    """Each share's running trend over ``game``'s matches, or None under two matches."""
    if len(game.matches) < 2:
        return None
    import plotext as plt

    plt.clear_figure()
    plt.theme("clear")
    plt.plotsize(*PLOT_SIZE)
    draw_trends(plt, game)
    built: str = plt.build()
    return str(plt.uncolorize(built))
