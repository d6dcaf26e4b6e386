"""The rules engine's error hierarchy: every domain error is a ``ValueError``."""

from __future__ import annotations


class BalootError(ValueError):
    """Base class of every error the rules engine raises on bad input."""


class NotationError(BalootError):
    """Text that is not valid card, action or record notation."""


class IllegalActionError(BalootError):
    """An action the rules do not allow in the current state.

    The message names the action, the seat and the rule that forbids it, and
    says what is allowed instead. The state the action was applied to is
    unchanged (states are immutable).
    """


class RecordError(BalootError):
    """A game record that cannot be read or does not replay."""


class FileFormatError(BalootError):
    """Text that is refused before it is trusted: not JSON, or beyond a size limit."""


QUOTE_LIMIT = 80
"""The most characters of untrusted input an error message repeats."""


def quote(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to about ``limit`` characters, so a huge input gives a short message.

    >>> quote("S play AS")
    "'S play AS'"
    >>> quote("x" * 500, 10)
    "'xxxxxxxx…"
    """
    text = repr(value[:limit] if isinstance(value, str) else value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
