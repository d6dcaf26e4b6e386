"""Cheap construction of frozen slotted values on the engine's hot paths.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``; the
engine builds thousands of values per second, so its hot paths fill the slots through
their descriptors instead. The values stay frozen for every caller.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast


def slot_setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    """The function that fills slot ``name`` of a ``cls`` instance, bypassing ``__setattr__``."""
    return cast(Callable[[Any, Any], None], cls.__dict__[name].__set__)
