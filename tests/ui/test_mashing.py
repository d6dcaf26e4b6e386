"""Key-mashing: thousands of random keys and clicks never crash and never break the rules."""

from __future__ import annotations

import random

import pytest
from textual import events
from textual.pilot import Pilot

from baloot_tui.games.baloot.rules.record import dumps, loads
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.screens.table import TableScreen
from tests.ui.ui_kit import AppFactory

CHARACTERS = {"enter": "\r", "space": " ", "plus": "+", "minus": "-", "tab": "\t"}
KEYS = (*"123456789", "left", "right", "enter", "space", "s", "l", "a", "minus", "tab")
"""Every table key (with "a", which accepts a bot's Sawa claim) except "+", which would slow
the bots down and the test with them, undo, which takes plays back, and "r", which opens
the hand review (no key here leaves it)."""
EVENTS = 2000


async def mash(pilot: Pilot[None], rng: random.Random, count: int) -> None:
    """``count`` events: runs of keys pressed together, with a random click between runs."""
    app = pilot.app
    width, height = app.size
    done = 0
    while done < count:
        run = [rng.choice(KEYS) for _ in range(rng.randrange(5, 25))]
        for key in run:
            # Posted like the terminal driver does, without waiting for each to settle.
            app.post_message(events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None)))
        await pilot.pause()
        await pilot.click(offset=(rng.randrange(width), rng.randrange(height)))
        done += len(run) + 1


def assert_replays(app: BalootApp) -> int:
    """The match on the table replays action by action (so every action was legal).

    Returns the number of actions taken in it (0 when no table is open: a random
    click may have reached the match-end screen's "Main menu").
    """
    tables = [s for s in app.screen_stack if isinstance(s, TableScreen)]
    if not tables:
        return 0
    controller = tables[0].driver
    assert loads(dumps(controller.match, seed=controller.seed)).match == controller.match
    match = controller.match
    hands = [*match.hands, *([] if match.current is None else [match.current])]
    return sum(len(h.history) for h in hands)


@pytest.mark.slow
async def test_random_keys_and_clicks_never_crash_or_leave_the_rules(
    app_factory: AppFactory,
) -> None:
    app = app_factory(seed=5)
    rng = random.Random(2024)
    async with app.run_test(size=(100, 30)) as pilot:
        most = 0
        for _ in range(EVENTS // 100):
            if not app.is_running:  # a random click on "Quit" is a fair way to leave
                break
            await mash(pilot, rng, 100)
            await app.workers.wait_for_complete()
            most = max(most, assert_replays(app))
        assert most > 40, "the mashing should have played well into a hand"
