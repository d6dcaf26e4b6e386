"""Seeded samples of long sweeps and heavy properties: a sample by default, the rest in CI.

``python -m pytest`` deselects ``slow`` tests, so a sweep parametrized with :func:`sweep`
still runs a fixed, seeded sample of its cases there (every rule, flag or format the
sample covers), while CI's ``pytest -m slow`` step runs the others: the two runs together
are the whole sweep, and no case runs twice.

A heavy hypothesis property decorated with :func:`sampled_examples` tries a fifth of its
examples in the default run; a run that takes the slow tests (CI's ``pytest -m slow``,
or ``-m ""``) tries all of them, and takes the property among its slow tests.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

import pytest
from _pytest.mark.expression import Expression
from hypothesis import settings

SEED = 2024
"""One seed for every sample, so a sample is the same on every run and every machine."""
EXAMPLES_SHARE = 5
"""A sampled property tries a fifth of the profile's examples in the default run."""

Test = TypeVar("Test", bound=Callable[..., object])


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


class _Run:
    """What the test run's marker expression (``-m``) takes, noted before collection."""

    takes_slow_tests = True


def note_the_run(config: pytest.Config) -> None:
    """Note whether the run takes the slow tests (conftest calls this before collection).

    The default run's ``-m "not slow"`` does not; CI's ``-m slow`` and ``-m ""`` do.
    """
    expression = config.getoption("markexpr")
    _Run.takes_slow_tests = not expression or Expression.compile(expression).evaluate(_slow_only)


def _slow_only(name: str, /, **_values: str | int | bool | None) -> bool:
    """The marks of a test marked ``slow`` and nothing else, as ``-m`` asks for them."""
    return name == "slow"


def sampled_examples(test: Test) -> Test:
    """A heavy hypothesis property (decorate it above ``@given``), sampled by default.

    The default run tries a fifth of the profile's examples; a run that takes the slow
    tests tries every one, and takes the property among its slow tests, so CI's slow
    step runs it at full size.
    """
    if _Run.takes_slow_tests:
        slow: Test = pytest.mark.slow(test)
        return slow
    profile = settings.default
    assert profile is not None  # conftest loads one
    return settings(max_examples=max(1, profile.max_examples // EXAMPLES_SHARE))(test)
