"""Shared test configuration: hypothesis profiles, the garbage collector, card-notation fixtures.

The ``ci`` profile (chosen when the ``CI`` environment variable is set) is
derandomized, so a CI run is reproducible; ``dev`` keeps hypothesis' random
exploration with modest example counts. ``HYPOTHESIS_PROFILE`` overrides both.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterator

import pytest
from hypothesis import HealthCheck, settings

from baloot_tui.core.cards import Card, parse_cards
from baloot_tui.games.baloot.rules.actions import Action, parse_action
from baloot_tui.text import i18n
from tests.sampling import note_the_run

#: Conftest modules hold no doctests; keeping them out of ``--doctest-modules``
#: collection means each is imported once, as a conftest.
collect_ignore_glob = ["conftest.py", "*/conftest.py"]

settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    max_examples=50,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", deadline=None, max_examples=30)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
)


def pytest_configure(config: pytest.Config) -> None:
    """Note whether the run takes the slow tests: the sampled properties' size depends on it."""
    note_the_run(config)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto``: one worker more than the cores this process may use.

    A Pilot test waits about a third of its time (Textual lets the app go idle after
    each key), so with one worker per core the cores idle too; on two cores a third
    worker took the default run from 4:43 to 3:45. ``PYTEST_XDIST_AUTO_NUM_WORKERS``
    still chooses the number when set.
    """
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    if hasattr(os, "sched_getaffinity"):
        cores = len(os.sched_getaffinity(0))
    else:  # macOS
        cores = os.cpu_count() or 1
    return cores + 1


YOUNG_OBJECTS_PER_COLLECTION = 10_000
"""Allocations between two collections of the youngest generation (Python's default: 700)."""


def pytest_collection_finish(session: pytest.Session) -> None:
    """Freeze what collection built, and collect garbage less often, once the tests start.

    The imported modules and the collected items live to the end; without the freeze
    every full collection walked them again, and a Pilot test (thousands of widgets and
    styles a second) set off one every few hundred milliseconds: a fifth of the UI tests'
    time went to the collector. Frozen, and with fewer young collections, half as much.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_OBJECTS_PER_COLLECTION, *gc.get_threshold()[1:])


@pytest.fixture
def cards() -> Callable[[str], tuple[Card, ...]]:
    """Read cards in notation (``"AS TH 7C"``), for tests in any package."""
    return parse_cards


@pytest.fixture
def actions() -> Callable[[str], tuple[Action, ...]]:
    """Read comma-separated actions in notation (``"S pass, E hokum"``)."""

    def read(text: str) -> tuple[Action, ...]:
        return tuple(parse_action(part) for part in text.split(",") if part.strip())

    return read


@pytest.fixture(autouse=True)
def terminal_with_bidi(
    monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Run every test as in a UTF-8 terminal that does its own bidi (Konsole).

    The Arabic display mode ``auto`` then prints Arabic as stored, whatever terminal
    runs the suite; a test of another mode asks for it (``arabic="visual"``). The
    user's config folder is an empty one, so no stored choice of the person running
    the suite reaches a command (the app's tests pass their own config folder).
    """
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.getbasetemp() / "no-config"))
    for name in ("LC_ALL", "LC_CTYPE", "TMUX", "STY", "VTE_VERSION", "TERM_PROGRAM", "MLTERM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.setenv("KONSOLE_VERSION", "230804")


@pytest.fixture(autouse=True)
def no_disk_flush(monkeypatch: pytest.MonkeyPatch) -> None:
    """Writes skip ``fsync``: a save's durability is the kernel's business, not a test's.

    Every move of a Pilot match saves (two flushes, some 10 ms on a shared disk), so the
    tests waited on the disk more than they worked. A test of a failing flush sets its own.
    """
    monkeypatch.setattr(os, "fsync", _no_flush)


def _no_flush(_fd: int) -> None:
    """``os.fsync`` that returns at once."""


@pytest.fixture(autouse=True)
def english_interface() -> Iterator[None]:
    """Every test starts, and leaves, the interface in English (a test of Arabic asks)."""
    i18n.use("en")
    yield
    i18n.use("en")
