"""The statistics screen: the player's figures over the finished matches, with their trends.

Opened from Records (key ``t``). The records are read and replayed in a thread
worker (:func:`~baloot_tui.store.stats.gather`), so the screen answers keys while it
reads; the figures are the same lines ``baloot stats`` prints, and each game's shares
(contracts made, lost, doubles won, as the game counts them) are drawn as a plot of
their running share over the matches (textual-plotext).
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.widgets import Static
from textual.worker import get_current_worker
from textual_plotext import PlotextPlot

from baloot_tui.store.saves import SaveStore
from baloot_tui.store.stats import GameStats, PlayerStats, draw_trends, gather, stats_lines
from baloot_tui.text.i18n import N_
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.widgets.footer import KeyFooter


class StatsScreen(Screen[None]):
    """The player's statistics, read off the UI thread."""

    DEFAULT_CSS: ClassVar[str] = """
    StatsScreen #stats-title { dock: top; padding: 0 1; background: $primary; text-style: bold; }
    StatsScreen #figures { padding: 0 1; height: auto; }
    StatsScreen PlotextPlot { height: 14; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,q", "back", N_("Back"))]
    stats: reactive[PlayerStats | None] = reactive(None, recompose=True)
    """The figures, once read."""

    def __init__(self, store: SaveStore) -> None:
        """The statistics of the finished records in ``store``'s folder."""
        super().__init__()
        self.store = store

    def on_mount(self) -> None:
        """Start reading the records."""
        self.read()

    @work(thread=True, exclusive=True, group="stats")
    def read(self) -> None:
        """Read and replay every record off the event loop, then show the figures."""
        gathered = gather(self.store)
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(setattr, self, "stats", gathered)

    def compose(self) -> ComposeResult:
        """The figures and each game's trend plot, or a line while reading."""
        yield Static(Text(tr("Statistics")), id="stats-title")
        with VerticalScroll():
            stats = self.stats
            if stats is None:
                yield Static(Text(tr("Reading your records…")), id="reading")
            else:
                lines = stats_lines(stats)
                yield Static(Text(show("\n".join(lines))), id="figures")
                for game_stats in stats.games:
                    if len(game_stats.matches) > 1:
                        yield TrendPlot(game_stats)
        yield KeyFooter()

    def action_back(self) -> None:
        """Back to Records."""
        self.dismiss(None)


class TrendPlot(PlotextPlot):
    """One game's shares, each its running share after every match, in percent."""

    def __init__(self, game: GameStats) -> None:
        """Plot ``game``'s shares."""
        super().__init__()
        self.game = game

    def on_mount(self) -> None:
        """Draw the lines once the widget has its plotext figure."""
        draw_trends(self.plt, self.game)
