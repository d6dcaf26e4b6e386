"""A game is a folder: outside ``games/`` and the registry, no module names a game.

Adding a third game means a folder under ``baloot_tui/games/`` and one line in
``core/registry.py``; everything else reaches a game through the registry and the
protocols (docs/architecture.md). Read as tokens, so that a comment or a docstring
can explain with an example without breaking the rule: no identifier or string names
Bulgarian Belot, no string is a game's key or a game's package, and no identifier
other than the product's own (the program is called ``baloot``) names Saudi Baloot.
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

import baloot_tui
from baloot_tui import PROGRAM
from baloot_tui.core.registry import GAME_KEYS

PACKAGE = Path(baloot_tui.__file__).parent
REGISTRY = PACKAGE / "core" / "registry.py"
OUTSIDE_THE_GAMES = sorted(
    path
    for path in PACKAGE.rglob("*.py")
    if path.relative_to(PACKAGE).parts[0] != "games" and path != REGISTRY
)
STRINGS = (tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING))
"""String tokens (Python 3.12 splits an f-string into parts)."""
PRODUCT_NAMES = frozenset({"baloot_tui", "BalootApp", "BalootError", "BalootGroup", "BalootServer"})
"""Identifiers that name the product, not the game."""
GAME_PACKAGE = re.compile(r"games[./](" + "|".join(GAME_KEYS) + r")\b")


QUOTES = re.compile(r"^[rbfuRBFU]*(\"\"\"|\'\'\'|\"|\')|(\"\"\"|\'\'\'|\"|\')$")
"""A string token's prefix and quotes."""
STATEMENT_STARTS = (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING)


def is_docstring(
    before: tokenize.TokenInfo | None, token: tokenize.TokenInfo, after: tokenize.TokenInfo | None
) -> bool:
    """Whether ``token`` is a string standing alone as a statement (a docstring)."""
    starts = before is None or before.type in STATEMENT_STARTS
    ends = after is None or after.type in (tokenize.NEWLINE, tokenize.ENDMARKER)
    return token.type == tokenize.STRING and starts and ends


def naming_a_game(source: str) -> list[tuple[int, str]]:
    """Each (line, token) of ``source`` that names a game."""
    found: list[tuple[int, str]] = []
    tokens = [
        t
        for t in tokenize.generate_tokens(io.StringIO(source).readline)
        if t.type not in (tokenize.NL, tokenize.COMMENT)
    ]
    for before, token, after in zip([None, *tokens[:-1]], tokens, [*tokens[1:], None], strict=True):
        text, line = token.string, token.start[0]
        if is_docstring(before, token, after):
            continue
        if token.type == tokenize.NAME:
            lowered = text.lower()
            if "belot" in lowered or ("baloot" in lowered and text not in PRODUCT_NAMES):
                found.append((line, text))
        elif token.type in STRINGS:
            body = QUOTES.sub("", text)
            lowered = body.lower()
            if body in GAME_KEYS or "belot" in lowered or GAME_PACKAGE.search(lowered):
                found.append((line, text[:60]))
    return found


@pytest.mark.parametrize("path", OUTSIDE_THE_GAMES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_outside_the_games_names_a_game(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    found = naming_a_game(source)
    if path == PACKAGE / "__init__.py":  # where the program's name is given, once
        given = source.splitlines().index(f'PROGRAM = "{PROGRAM}"') + 1
        found.remove((given, f'"{PROGRAM}"'))
    assert found == [], "\n".join(f"{path.name}:{line}: {token}" for line, token in found)


@pytest.mark.parametrize(
    ("source", "names"),
    [
        ('if game == "belot":\n    pass\n', True),
        ("from baloot_tui.games.baloot import words\n", True),
        ('key = "baloot"\n', True),
        ("class BelotTable:\n    pass\n", True),
        ('"""The table of any game."""\nimport baloot_tui\n', False),
        ('def f():\n    """Like ``Belot``."""\n', False),
        ('x = f("Belot")\n', True),
        ("class BalootTable:\n    pass\n", True),
        ("# belot is a folder under games/\nx = 1\n", False),
    ],
)
def test_the_scan_finds_a_game_named_in_code(source: str, names: bool) -> None:
    assert bool(naming_a_game(source)) is names
