"""The action notation both games write: ``<seat> <verb> [args]``.

Records, tests and ``--json`` output name every action this way (``S play AS``,
``E bid NT``); each game's ``actions`` module knows its own verbs and arguments, and
this module the part they share: the seat first, then a verb in any case.

>>> split_action("w Four Open", "action")
(<Seat.WEST: 3>, 'four', ['Open'])
"""

from __future__ import annotations

from baloot_tui.core.errors import NotationError, quote
from baloot_tui.core.seats import Seat


def split_action(text: str, what: str) -> tuple[Seat, str, list[str]]:
    """The seat, the verb (lower case) and the other words of an action's notation.

    Raises:
        NotationError: fewer than two words (naming ``what``, e.g. ``"Belot action"``),
            or an unknown seat.
    """
    words = text.split()
    if len(words) < 2:
        raise NotationError(f"unknown {what} {quote(text)}: write '<seat> <verb> [args]'")
    return Seat.parse(words[0]), words[1].lower(), words[2:]
