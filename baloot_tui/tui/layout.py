"""Layout tiers by terminal size: too small, narrow, normal and roomy.

A screen calls :func:`fit_to` on mounting and on every resize; it sets the
``-too-small``, ``-narrow`` and ``-roomy`` classes the stylesheet draws by, and
redraws the :class:`TooSmallNotice` the screen yields, which takes the whole
screen while the terminal is below :data:`MIN_SIZE`.
"""

from __future__ import annotations

from typing import Any, Final

from rich.text import Text
from textual.dom import NoScreen
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from baloot_tui.text.i18n import _
from baloot_tui.tui.say import show

MIN_SIZE: Final = Size(80, 24)
"""The smallest terminal the table is drawn in: everything a decision needs fits at once."""
NARROW_WIDTH: Final = 100
"""Below this many columns the side column shrinks and cards are drawn compactly."""
ROOMY_SIZE: Final = Size(120, 40)
"""From this size on, cards are drawn large and the table spreads out."""


def is_too_small(size: Size) -> bool:
    """Whether ``size`` is below :data:`MIN_SIZE` in either direction."""
    return size.width < MIN_SIZE.width or size.height < MIN_SIZE.height


def too_small_words(size: Size) -> str:
    """What the notice says: how big the terminal is and how big it must be."""
    return show(
        _(
            "The terminal is {width}×{height}: too small for the table.\n"
            "Baloot needs at least {min_width}×{min_height}.\n"
            "Enlarge the window or make the font smaller."
        ).format(
            width=size.width,
            height=size.height,
            min_width=MIN_SIZE.width,
            min_height=MIN_SIZE.height,
        )
    )


class TooSmallNotice(Static):
    """Says that the terminal is too small (shown only while the screen is ``-too-small``)."""

    def __init__(self) -> None:
        super().__init__(classes="too-small")

    def show_size(self, size: Size) -> None:
        """Name the terminal's current size."""
        self.update(Text(too_small_words(size), justify="center"))


def fit_to(screen: Screen[Any], size: Size) -> None:
    """Set ``screen``'s size classes for a terminal of ``size``, and its notice's words."""
    small = is_too_small(size)
    if small != screen.has_class("-too-small"):
        screen.set_class(small, "-too-small")
        screen.refresh_bindings()  # keys of widgets out of sight leave the footer
    screen.set_class(size.width < NARROW_WIDTH, "-narrow")
    roomy = size.width >= ROOMY_SIZE.width and size.height >= ROOMY_SIZE.height
    screen.set_class(roomy, "-roomy")
    if small:
        for notice in screen.query(TooSmallNotice):
            notice.show_size(size)


def scroll_pages(scroll: Widget, pages: int) -> None:
    """Page Up (``pages`` < 0) or Page Down in ``scroll``: for text longer than its box."""
    if pages < 0:
        scroll.scroll_page_up()
    else:
        scroll.scroll_page_down()


def out_of_sight(widget: Widget) -> bool:
    """Whether ``widget`` is hidden behind the too-small notice, or gone (its keys then rest).

    A row being redrawn asks about buttons already taken off their screen.
    """
    try:
        screen = widget.screen
    except NoScreen:
        return True
    return screen.has_class("-too-small")
