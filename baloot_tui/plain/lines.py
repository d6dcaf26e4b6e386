"""Lines for the terminal from text that may come from outside: never a control code.

The plain stream and every command print through here, so a name, a file name or a
record's text reaches the terminal without escapes or bidi overrides.
"""

from __future__ import annotations

from typing import Final

import click

from baloot_tui.text.printable import printable

ERROR_LIMIT: Final = 1000
"""The longest error line printed (messages quote at most 80 characters of input)."""


def say(text: str) -> None:
    """Print ``text`` line by line with control codes and bidi overrides removed."""
    click.echo("\n".join(printable(line) for line in text.split("\n")))
