"""The compiled modules are in use where a wheel was compiled, and give the pure results.

A wheel built with a C compiler carries ``baloot_tui/games/baloot/bots/dds.py``, the
card-play masks it calls (``rules/masks.py``) and the hand state (``rules/round.py`` with
``rules/view.py``, whose ``ContractFacts`` the state extends) compiled by mypyc
(``hatch_build.py``). These tests load the solver's Python source beside it and solve
the same positions with both: the same values, the same node counts and the same
budget cut-offs. The hand state's results are checked by the rules tests, which CI runs
against the same wheel; here, that its records refuse assignments at run time. Where
the package imports the pure modules (an editable install), there is nothing to compare
and they skip, unless ``BALOOT_REQUIRE_COMPILED=1`` (CI's compiled-wheel step) makes
that a failure. CI runs this file against an installed wheel, so it imports nothing
from ``tests``; its positions come from ``bench/dds.py``.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots import dds
from baloot_tui.games.baloot.bots.simulator import TABLES, PlayRules, Position
from baloot_tui.games.baloot.rules import masks, view
from baloot_tui.games.baloot.rules import round as hand_state


def compiled(module: ModuleType) -> bool:
    """Whether ``module`` was imported from an extension module."""
    return module.__file__ is not None and module.__file__.endswith(
        tuple(importlib.machinery.EXTENSION_SUFFIXES)
    )


COMPILED = compiled(dds)


@pytest.mark.parametrize(
    "module", [dds, masks, hand_state, view], ids=["dds", "masks", "round", "view"]
)
def test_the_compiled_modules_are_in_use_where_required(module: ModuleType) -> None:
    if os.environ.get("BALOOT_REQUIRE_COMPILED") == "1":
        assert compiled(module), f"{module.__name__} is not compiled: {module.__file__}"
    elif not compiled(module):
        pytest.skip(f"the package imports the pure-Python {module.__name__}")


def test_the_compiled_hand_state_refuses_assignments() -> None:
    if not compiled(hand_state):
        pytest.skip("the package imports the pure-Python hand state (Final is mypy's alone)")
    state = hand_state.deal(random.Random(5), Seat.WEST)
    for name in ("table", "left", "history", "legal", "tally"):
        with pytest.raises(AttributeError):
            setattr(state, name, None)
    with pytest.raises(AttributeError):
        state.table.held = (0, 0, 0, 0)  # type: ignore[misc]


@pytest.fixture(scope="module")
def pure() -> ModuleType:
    if not COMPILED:
        pytest.skip("the package imports the pure-Python solver: nothing to compare")
    assert dds.__file__ is not None
    return loaded(
        "baloot_tui.games.baloot.bots._dds_from_source", Path(dds.__file__).with_name("dds.py")
    )


def loaded(name: str, path: Path) -> ModuleType:
    """The module at ``path``, imported under ``name``."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while building
    spec.loader.exec_module(module)
    return module


POSITIONS = loaded("bench_dds_positions", Path(__file__).parents[2] / "bench" / "dds.py")
"""The solver benchmark's random positions (``endgame``) and scorers."""


def solved(module: ModuleType, position: Position, table: int, budget: int) -> tuple[object, int]:
    """The value (or the budget's exception name) and the nodes searched."""
    scorer = POSITIONS.scorers()[table]

    def terminal(abnat_ns: int, last: int, tricks_ns: int) -> float:
        points = scorer.points(abnat_ns, last, tricks_ns)
        return float(points[0] - points[1])

    solver = module.Solver(TABLES[table], False, PlayRules(), terminal, 0, budget=budget)
    try:
        value: object = solver.solve(position)
    except module.BudgetExceeded:
        value = "budget exceeded"
    return value, solver._search.nodes


@pytest.mark.parametrize("cards_each", [2, 3, 4, 5, 6])
def test_same_values_and_nodes_as_the_source(pure: ModuleType, cards_each: int) -> None:
    rng = random.Random(cards_each)
    for _ in range(12):
        position, table = POSITIONS.endgame(rng, cards_each)
        assert solved(dds, position, table, 10**7) == solved(pure, position, table, 10**7)


def test_same_budget_cut_offs_as_the_source(pure: ModuleType) -> None:
    rng = random.Random(99)
    cut = 0
    for _ in range(20):
        position, table = POSITIONS.endgame(rng, 6)
        compiled_result = solved(dds, position, table, 400)
        assert compiled_result == solved(pure, position, table, 400)
        cut += compiled_result[0] == "budget exceeded"
    assert cut, "no position reached the budget: the cut-off was not compared"
