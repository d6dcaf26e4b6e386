"""``--arabic``, shared by ``baloot``, ``baloot play`` and ``baloot rules``.

Light to import: ``baloot --version`` and ``--help`` load it.
"""

from __future__ import annotations

from typing import Final

import click

from baloot_tui.engine.arabic import ARABIC_DISPLAYS, ArabicDisplay
from baloot_tui.rules.errors import quote


def _arabic_mode(
    ctx: click.Context, param: click.Parameter, value: str | None
) -> ArabicDisplay | None:
    if value is None:
        return None
    for mode in ARABIC_DISPLAYS:
        if mode == value.strip().lower():
            return mode
    raise click.BadParameter(f"choose {', '.join(ARABIC_DISPLAYS)}, not {quote(value)}")


arabic_option: Final = click.option(
    "--arabic",
    callback=_arabic_mode,
    metavar="[auto|visual|logical|latin]",
    help="How Arabic words are printed, for this run: joined and reordered (visual, for "
    "most terminals), as stored (logical, for terminals with bidi), in Latin letters, or "
    "auto (from the terminal; the default unless Settings say otherwise).",
)
"""``--arabic``: the display mode of Arabic words for one run (docs/arabic.md)."""
