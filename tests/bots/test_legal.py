"""Every level plays only legal actions (or accepted Sawas) through whole seeded matches."""

from __future__ import annotations

import itertools

import pytest

from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.rules.house_rules import preset
from tests.bots.conftest import MatchRunner
from tests.sampling import sweep

PRESETS = ("kammelna", "classic", "arena", "strict")
LEVEL_TABLES = list(itertools.product(["random", "beginner", "medium"], PRESETS))
"""Each level, four of a kind at the table, under each preset."""


@pytest.mark.parametrize(
    ("level", "rules_name"),
    sweep(
        LEVEL_TABLES, keep=4, ids=[f"{level}-{name}" for level, name in LEVEL_TABLES], unpack=True
    ),
)
def test_level_plays_legal_matches(level: str, rules_name: str, play_match: MatchRunner) -> None:
    bots = [make_bot(level) for _ in range(4)]
    for seed in range(3):
        match = play_match(bots, preset(rules_name), seed)
        assert match.winner is not None


@pytest.mark.parametrize("rules_name", PRESETS)
def test_mixed_table_plays_legal_matches(rules_name: str, play_match: MatchRunner) -> None:
    bots = [make_bot("medium"), make_bot("beginner"), make_bot("medium"), make_bot("random")]
    for seed in range(2):
        assert play_match(bots, preset(rules_name), seed).winner is not None
