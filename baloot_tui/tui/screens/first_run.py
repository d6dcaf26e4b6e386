"""The first-run question: which way of printing Arabic reads right in this terminal.

Shown once, when the app starts from the command line and the settings have never
chosen an Arabic display mode (``Settings.arabic_chosen``; see ``docs/arabic.md``
for when it is skipped). The same line is printed in each mode; the player picks
the one that reads right with 1, 2 or 3 or a click, or keeps ``auto`` with Esc.
"""

from __future__ import annotations

import os
import textwrap
from typing import ClassVar, Final

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from baloot_tui.text.arabic import (
    ArabicDisplay,
    Shown,
    arabic_text,
    recognised_terminal,
    resolve,
)
from baloot_tui.text.i18n import N_
from baloot_tui.tui.say import tr

SAMPLE_LINE: Final = "لنا / لهم · الأول"
"""What each choice prints: the score sheet's us / them, and "the first" (round 1)."""
CHOICES: Final[dict[Shown, str]] = {
    "visual": N_(
        "joined and reordered by the app, for terminals without bidi "
        "(xterm, rxvt-unicode, st, Alacritty, and tmux inside them)"
    ),
    "logical": N_(
        "as stored, for terminals with bidi (GNOME Terminal, xfce4-terminal, Konsole, "
        "mlterm, kitty, and tmux inside them)"
    ),
    "latin": N_("Latin letters, for a terminal without an Arabic font"),
}
"""The modes offered, in the order of their keys 1, 2, 3, with what each is for (translated
when drawn; the sample line itself is printed each way on purpose, never translated). The
terminals named are those where the mode read right (docs/arabic.md, "Terminals tried")."""
USE_WIDTH: Final = 66
"""The cells a line's explanation wraps at inside its button (the box's 76 less its
border, padding and the button's own), so a wrapped line keeps the indent."""


class FirstRunScreen(Screen[ArabicDisplay]):
    """Ask which of three printings of the same Arabic line reads right.

    Dismisses with the mode chosen, or ``auto`` on Esc.
    """

    DEFAULT_CSS = """
    FirstRunScreen { align: center middle; }
    #first-run-box { width: 76; height: auto; padding: 0 2; border: round $accent; }
    #first-run-box Static { width: 100%; margin: 1 0; }
    #first-run-title { text-style: bold; }
    #first-run-box Button { width: 100%; height: auto; margin: 0 0 1 0;
        content-align: left middle; text-align: left; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        *(
            Binding(str(number), f"choose('{mode}')", show=False)
            for number, mode in enumerate(CHOICES, 1)
        ),
        Binding("escape", "choose('auto')", N_("Keep automatic")),
    ]

    def compose(self) -> ComposeResult:
        """The question, one button per mode with the sample printed that way, the way out."""
        automatic = resolve("auto", os.environ)
        known = recognised_terminal(os.environ)
        line = list(CHOICES).index(automatic) + 1
        with Vertical(id="first-run-box"):
            yield Static(tr("Which of these reads correctly?"), id="first-run-title")
            yield Static(
                tr(
                    "Baloot's words are Arabic, and terminals print Arabic in different ways. "
                    "The line below is printed three ways: choose the one whose Arabic reads "
                    "right, letters joined and from right to left."
                ),
                markup=False,
            )
            for number, (mode, use) in enumerate(CHOICES.items(), 1):
                said = textwrap.fill(
                    tr(use), USE_WIDTH, initial_indent="   ", subsequent_indent="   "
                )
                label = Text(f"{number}  {arabic_text(SAMPLE_LINE, mode)}\n{said}")
                yield Button(label, id=f"choose-{mode}", compact=True)
            if known is not None and known.shown == automatic:
                automatic_here = tr(
                    "Esc keeps automatic: this terminal looks like {terminal}, "
                    "so it picks line {line} ({automatic}).",
                    terminal=known.name,
                    line=line,
                    automatic=automatic,
                )
            else:
                automatic_here = tr(
                    "Esc keeps automatic, which picks line {line} ({automatic}) here.",
                    line=line,
                    automatic=automatic,
                )
            yield Static(
                tr("Press 1, 2 or 3, or click a line.")
                + " "
                + automatic_here
                + " "
                + tr("Settings → Arabic words changes it later."),
                markup=False,
            )

    def action_choose(self, mode: ArabicDisplay) -> None:
        """Answer with ``mode``."""
        self.dismiss(mode)

    @on(Button.Pressed)
    def chosen(self, event: Button.Pressed) -> None:
        """A click (or Enter) on a line chooses its mode."""
        mode = next(m for m in CHOICES if event.button.id == f"choose-{m}")
        self.dismiss(mode)
