"""Every bot number has a documented range, checked by its own settings class.

A spec (``baloot arena``), the arena's workers and code that builds a bot all go
through the class, so one check covers them; a value outside is one line naming the
setting and its range (``docs/bots.md``).
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import pytest

from baloot_tui.core.errors import BalootError
from baloot_tui.core.registry import game_named
from baloot_tui.games.baloot.bots.hard import SearchSettings
from baloot_tui.games.baloot.bots.medium import Flaws
from baloot_tui.games.belot.bots.search import SearchBelotBot

Settings = type[SearchSettings] | type[Flaws] | type[SearchBelotBot]
CLASSES: list[Settings] = [SearchSettings, Flaws, SearchBelotBot]


@pytest.mark.parametrize("settings", CLASSES)
def test_the_defaults_are_within_their_ranges_and_every_number_has_one(settings: Settings) -> None:
    built = settings()
    numbers = {
        f.name for f in dataclasses.fields(built) if type(getattr(built, f.name)) in (int, float)
    }
    assert numbers == set(settings.RANGES)


@pytest.mark.parametrize("settings", CLASSES)
def test_each_end_is_allowed_and_one_step_past_it_refused(settings: Settings) -> None:
    built: Any = settings()  # any of the classes, each field by name
    for name, (low, high) in settings.RANGES.items():
        step = 1 if isinstance(getattr(built, name), int) else 0.5
        for allowed in (low, high):
            dataclasses.replace(built, **{name: type(getattr(built, name))(allowed)})
        for refused in (low - step, high + step, math.nan if step != 1 else 10**18):
            with pytest.raises(ValueError, match=f"^{name} must be from .* to .*, not "):
                dataclasses.replace(built, **{name: refused})


@pytest.mark.parametrize(
    ("game", "spec", "message"),
    [
        ("baloot", "hard:play_worlds=100000000", "play_worlds must be from 1 to 1,000"),
        ("baloot", "expert:pimc_worlds=1001", "pimc_worlds must be from 1 to 1,000, not 1001"),
        ("baloot", "hard+expert:bid_worlds=5000", "bid_worlds must be from 1 to 1,000"),
        ("baloot", "medium:forget_rate=2", "forget_rate must be from 0 to 1, not 2.0"),
        ("belot", "search:worlds=100000000", "worlds must be from 1 to 1,000, not 100000000"),
        ("belot", "search:exact=40", "exact must be from 0 to 7, not 40"),
        ("belot", "search:exact=8", "exact must be from 0 to 7, not 8"),
        ("belot", "search:worlds=0", "worlds must be from 1 to 1,000, not 0"),
        ("belot", "search:worlds=" + "9" * 5000, "with N a whole number"),
    ],
)
def test_an_arena_spec_out_of_range_is_one_line_naming_it(
    game: str, spec: str, message: str
) -> None:
    with pytest.raises(BalootError) as refused:
        game_named(game).arena_bot(spec)
    assert message in str(refused.value) and "\n" not in str(refused.value)


def test_the_ends_of_belot_search_are_accepted() -> None:
    belot = game_named("belot")
    assert belot.arena_bot("search:worlds=1000,exact=0") == SearchBelotBot(worlds=1000, exact=0)
    assert belot.arena_bot("search:exact=7") == SearchBelotBot(exact=7)
