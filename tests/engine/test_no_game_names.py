"""The store, the arena and the command line know the games only through the registry.

None of their modules names a game's package or compares a game's key: each game is a
folder under ``games/`` and a line in :mod:`baloot_tui.core.registry`, and what differs
between the games comes through the :class:`~baloot_tui.core.game.Game` protocol.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from baloot_tui.core.registry import GAME_KEYS

PACKAGE = Path(__file__).parents[2] / "baloot_tui"
GENERIC = sorted(
    [
        *(PACKAGE / "store").glob("*.py"),
        *(PACKAGE / "cli").glob("*.py"),
        PACKAGE / "play" / "arena.py",
        PACKAGE / "core" / "tools.py",
        PACKAGE / "core" / "sheet.py",
        PACKAGE / "text" / "lessons.py",
    ]
)
NAMED = re.compile(
    "|".join(
        [
            *(rf"games\.{key}\b" for key in GAME_KEYS),
            *(rf"[\"']{key}[\"']" for key in GAME_KEYS),
            *(rf"\b{key}_\w+" for key in GAME_KEYS[1:]),
            *(rf"\b{key.title()}\b" for key in GAME_KEYS[1:]),
        ]
    ),
    re.IGNORECASE,
)
"""A game's package, its key as a string, or (for any game but the first, whose name is
the program's) a name built from its key."""


@pytest.mark.parametrize("path", GENERIC, ids=[str(p.relative_to(PACKAGE)) for p in GENERIC])
def test_a_generic_module_names_no_game(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    if path.name == "__init__.py":  # the program is called baloot: its group and errors say so
        source = source.replace('"baloot"', "")
    assert NAMED.findall(source) == []
