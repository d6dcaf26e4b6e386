"""Seeded samples of long sweeps: a few cases run by default, the rest with ``-m slow``.

``python -m pytest`` deselects ``slow`` tests, so a sweep parametrized with :func:`sweep`
still runs a fixed, seeded sample of its cases there (every rule, flag or format the
sample covers), while CI's ``pytest -m slow`` step runs the others: the two runs together
are the whole sweep, and no case runs twice.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

SEED = 2024
"""One seed for every sample, so a sample is the same on every run and every machine."""


def sweep(
    cases: Sequence[object],
    keep: int = 1,
    *,
    ids: Sequence[str] | Callable[[object], str] | None = None,
    unpack: bool = False,
    always: Sequence[int] = (),
) -> list[object]:
    """``cases`` as ``pytest.param``s, all but a seeded sample of ``keep`` marked ``slow``.

    Args:
        cases: the sweep's cases, in their order.
        keep: how many cases the default run keeps, drawn with :data:`SEED`.
        ids: the cases' test ids, as a list or a function of the case.
        unpack: a tuple case is the test's arguments (several argnames), not one value.
        always: indexes of cases kept besides the drawn ones (a case the sample must hold).
    """
    drawn = set(random.Random(SEED).sample(range(len(cases)), min(keep, len(cases))))
    kept = drawn | set(always)
    params: list[object] = []
    for index, case in enumerate(cases):
        values = case if unpack and isinstance(case, tuple) else (case,)
        name = ids(case) if callable(ids) else (ids[index] if ids is not None else None)
        marks = () if index in kept else (pytest.mark.slow,)
        params.append(pytest.param(*values, id=name, marks=marks))
    return params
