"""The side column's pieces every game uses: a panel with a title, and the log of the match.

A game's panels (its contract, score sheet and bidding) subclass :class:`SidePanel`,
drawn from the game's snapshot, and are listed in its felt's side column
(:attr:`~baloot_tui.tui.felt.FeltLayout.side`).
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.table import Table
from rich.text import Text
from textual.widgets import RichLog

from baloot_tui.text.i18n import _
from baloot_tui.tui.say import show_text, tr
from baloot_tui.tui.widgets.table import Piece, S


class SidePanel(Piece[S]):
    """A side-column panel with its title in its border."""

    TITLE = ""
    """Shown in the panel's border (a message, translated when drawn)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="panel")
        self.border_title = show_text(Text(_(self.TITLE))) if self.TITLE else ""

    def draw_text(self, text: Text | Table) -> None:
        """Show ``text`` (in logical order) as this terminal prints Arabic."""
        self.update(show_text(text) if isinstance(text, Text) else text)


class EventLog(RichLog):
    """One line per public event of the match (plain text: names are untrusted)."""

    def __init__(self, *, id: str | None = None, min_width: int = 10) -> None:
        super().__init__(
            id=id, wrap=True, markup=False, max_lines=500, min_width=min_width, classes="panel"
        )
        self.border_title = tr("Log")
        self.can_focus = False

    def write_lines(self, lines: Iterable[Text]) -> None:
        """Append ``lines`` (wrapped by the log; visual Arabic ordered per displayed line)."""
        for line in lines:
            self.write(show_text(line))
