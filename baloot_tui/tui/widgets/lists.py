"""A list whose Home and End keys move the highlight, not only the view.

Textual's :class:`~textual.widgets.ListView` takes Home and End from its scrolling
container: the view jumps to the last row, the highlight stays where it was, and
Enter then opens the row still highlighted out of sight.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.widgets import ListView


class JumpListView(ListView):
    """A :class:`~textual.widgets.ListView` whose Home and End highlight the first and last row."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("home", "first", show=False),
        Binding("end", "last", show=False),
    ]

    def action_first(self) -> None:
        """Highlight the first row (and show it)."""
        if self.children:
            self.index = 0

    def action_last(self) -> None:
        """Highlight the last row (and show it)."""
        if self.children:
            self.index = len(self.children) - 1
