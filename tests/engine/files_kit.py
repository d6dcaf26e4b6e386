"""Helpers for the file tests: a fixed clock, matches to save, and every class of bad file."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Final

from baloot_tui.core.table import make_table
from baloot_tui.games.baloot.rules.match import MatchState, new_match

HOT_SEAT: Final = make_table(2, ["Huda", "Sara"])
"""Two people (S and N): a seat file reset to one human would be noticed."""
RECORDS_DIR: Final = Path(__file__).parents[1] / "rules" / "records"
"""Real records, written by the rules tests."""
STAMP: Final = "20250102-030405"
"""How :func:`fixed_clock`'s time appears in set-aside names."""


def fixed_clock() -> datetime:
    return datetime(2025, 1, 2, 3, 4, 5)


def some_match(seed: int = 3, actions: int = 6) -> MatchState:
    """A match a few actions into its first hand."""
    rng = random.Random(seed)
    match = new_match().deal_random(rng)
    for _ in range(actions):
        match = match.apply(match.legal_actions()[-1])
    return match


def finished_match(seed: int = 4) -> MatchState:
    """A whole match played with random legal actions."""
    rng = random.Random(seed)
    match = new_match()
    while not match.is_over:
        match = (
            match.deal_random(rng)
            if match.needs_deal
            else match.apply(rng.choice(match.legal_actions()))
        )
    return match


def _text(text: str) -> Callable[[Path], object]:
    return lambda path: path.write_text(text, encoding="utf-8")


def _sparse(path: Path) -> None:
    with path.open("wb") as handle:
        handle.truncate(100 << 20)


SPECIAL_FILES: Final[dict[str, Callable[[Path], object]]] = {
    "fifo": lambda path: os.mkfifo(path),
    "char device": lambda path: path.symlink_to("/dev/zero"),
    "directory": lambda path: path.mkdir(),
    "symlink loop": lambda path: path.symlink_to(path.name),
    "100 MB sparse file": _sparse,
}
"""Files that are not a small regular file: each must be refused without being read."""

MALFORMED_FILES: Final[dict[str, Callable[[Path], object]]] = {
    "deep nesting": _text("[" * 100_000 + "]" * 100_000),
    "deep object nesting": _text('{"a":' * 40_000 + "1" + "}" * 40_000),
    "huge int": _text('{"format": 1, "seed": ' + "7" * 5000 + "}"),
    "huge float": _text('{"version": 1e999}'),
    "nan": _text('{"version": NaN}'),
    "invalid utf-8": lambda path: path.write_bytes(b'{"format": "\xff\xfe\xc3"}'),
    "not json": _text("{format: baloot"),
    "empty": _text(""),
    "duplicate key": _text('{"version": 1, "version": 1}'),
    "huge string": _text('{"format": "' + "x" * 300_000 + '"}'),
    "a list": _text("[1, 2, 3]"),
    "control codes": _text('{"format": "\\u001b]2;PWNED\\u0007\\n[/]"}'),
}
"""Files of bytes no store accepts, whatever its schema."""

BAD_FILES: Final = {**SPECIAL_FILES, **MALFORMED_FILES}


def assert_one_line(notice: str, limit: int = 400) -> None:
    """A notice a player can read: one line, short, no traceback, no control codes."""
    assert "\n" not in notice and "\r" not in notice
    assert "Traceback" not in notice
    assert not any(ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 for ch in notice), notice
    assert len(notice) < limit, len(notice)


def assert_moved_aside(path: Path) -> Path:
    """``path`` is gone and its content kept under ``<name>.<stamp>.bad``; that path."""
    assert not os.path.lexists(path)
    kept = path.with_name(f"{path.name}.{STAMP}.bad")
    assert os.path.lexists(kept)
    return kept
