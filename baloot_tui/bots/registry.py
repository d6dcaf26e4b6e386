"""The bot levels by name, weakest first; adding a level is one line in ``_FACTORIES``.

Factories are named as ``"module:attribute"`` and imported on first use, so a
level's module (and whatever heavy machinery it needs) loads only when that
level is asked for, and levels may import each other without cycles.
"""

from __future__ import annotations

import importlib
from typing import Final, cast

from baloot_tui.bots.base import Bot
from baloot_tui.rules.errors import BalootError

_FACTORIES: Final[dict[str, str]] = {
    "random": "baloot_tui.bots.random_bot:RandomBot",
    "beginner": "baloot_tui.bots.beginner:BeginnerBot",
    "medium": "baloot_tui.bots.medium:MediumBot",
    "hard": "baloot_tui.bots.hard:HardBot",
    "expert": "baloot_tui.bots.expert:ExpertBot",
}

#: The level names, weakest first.
LEVELS: Final[tuple[str, ...]] = tuple(_FACTORIES)


def make_bot(level: str, **options: object) -> Bot:
    """A new bot of the named level.

    Args:
        level: one of :data:`LEVELS` (case and surrounding spaces ignored).
        **options: passed to the level's constructor (e.g. flaw rates).

    Raises:
        BalootError: the level is unknown, or an option is not one it accepts.
    """
    key = level.strip().lower()
    target = _FACTORIES.get(key)
    if target is None:
        raise BalootError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")
    module_name, attribute = target.split(":")
    factory = getattr(importlib.import_module(module_name), attribute)
    try:
        return cast(Bot, factory(**options))
    except TypeError as error:
        raise BalootError(f"bot level {key!r} does not accept {sorted(options)}: {error}") from None
