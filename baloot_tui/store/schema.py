"""Strict reading of the app's own JSON files: exact types, ranges, known keys and versions.

The settings, the seat file and learning progress are small JSON objects the app
writes itself; anything else in them was put there by an editor, a newer version
or damage. :class:`Fields` reads one object field by field and refuses, with a
:class:`~baloot_tui.core.errors.FileFormatError` naming the field, any value of
the wrong JSON type (``true`` is not ``1``, ``1.0`` is not ``1``), out of range or
unknown, quoting at most about 80 characters of it.

>>> fields = Fields({"humans": True}, "s")
>>> fields.integer("humans", range(1, 5), default=1)
Traceback (most recent call last):
...
baloot_tui.core.errors.FileFormatError: s: 'humans' must be a whole number from 1 to 4, not true
"""

from __future__ import annotations

import math
from collections.abc import Collection
from typing import Final

from baloot_tui.core.errors import FileFormatError, quote

_REQUIRED: Final = object()


def json_kind(value: object) -> str:
    """A JSON reader's name for the type of ``value`` (``true`` for a bool, not "an int")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    names = {str: "a string", int: "a whole number", float: "a fraction", list: "a list"}
    return next((name for kind, name in names.items() if isinstance(value, kind)), "an object")


class Fields:
    """One JSON object read strictly; :meth:`done` refuses the keys nobody asked for."""

    def __init__(self, data: object, where: str) -> None:
        """Read ``data``, which must be an object; ``where`` prefixes every message.

        Raises:
            FileFormatError: ``data`` is not a JSON object.
        """
        if not isinstance(data, dict):
            raise FileFormatError(f"{where}: must be a JSON object, not {json_kind(data)}")
        self.data: dict[str, object] = data
        self.where = where
        self.read: set[str] = set()

    def fail(self, key: str, problem: str) -> FileFormatError:
        """An error naming this object and ``key``."""
        return FileFormatError(f"{self.where}: {key!r} {problem}")

    def _get(self, key: str, default: object) -> object:
        self.read.add(key)
        if key in self.data:
            return self.data[key]
        if default is _REQUIRED:
            raise FileFormatError(f"{self.where}: missing {key!r}")
        return default

    def header(self, fmt: str, version: int, *, newer_ok: bool = False) -> int:
        """Check ``format`` and ``version``; the version found.

        ``version`` must be the int ``version`` (``true`` and ``1.0`` are not 1); with
        ``newer_ok`` a larger int is accepted too and the caller keeps what it
        cannot read (the settings of a newer app).
        """
        found = self._get("format", _REQUIRED)
        if found != fmt:
            raise self.fail("format", f"must be {fmt!r}, not {quote(found)}")
        number = self._get("version", _REQUIRED)
        if type(number) is not int or number < version or (number > version and not newer_ok):
            raise self.fail("version", f"must be {version}, not {quote(number)}")
        return number

    def string(self, key: str, limit: int, default: object = _REQUIRED) -> str:
        """A string of at most ``limit`` characters."""
        value = self._get(key, default)
        if not isinstance(value, str):
            raise self.fail(key, f"must be a string, not {json_kind(value)}")
        if len(value) > limit:
            raise self.fail(key, f"is longer than {limit} characters: {quote(value)}")
        return value

    def choice(self, key: str, choices: Collection[str], default: object = _REQUIRED) -> str:
        """One of ``choices`` (a string)."""
        value = self._get(key, default)
        if not isinstance(value, str) or value not in choices:
            raise self.fail(key, f"must be one of {', '.join(choices)}, not {quote(value)}")
        return value

    def boolean(self, key: str, default: object = _REQUIRED) -> bool:
        """``true`` or ``false``."""
        value = self._get(key, default)
        if not isinstance(value, bool):
            raise self.fail(key, f"must be true or false, not {quote(value)}")
        return value

    def integer(self, key: str, allowed: range, default: object = _REQUIRED) -> int:
        """A whole number in ``allowed`` (never a bool or a fraction)."""
        value = self._get(key, default)
        if type(value) is not int or value not in allowed:
            raise self.fail(
                key,
                f"must be a whole number from {allowed.start} to {allowed.stop - 1}, "
                f"not {_shown(value)}",
            )
        return value

    def number(self, key: str, low: float, high: float, default: object = _REQUIRED) -> float:
        """A finite number from ``low`` to ``high`` (a whole number is a number too)."""
        value = self._get(key, default)
        if (
            not isinstance(value, (int, float))
            or isinstance(value, bool)
            or not math.isfinite(value)
            or not low <= value <= high
        ):
            raise self.fail(key, f"must be a number from {low:g} to {high:g}, not {_shown(value)}")
        return float(value)

    def nested(self, key: str, default: object = _REQUIRED) -> Fields:
        """A nested object, read strictly in turn."""
        value = self._get(key, default)
        if not isinstance(value, dict):
            raise self.fail(key, f"must be an object, not {json_kind(value)}")
        return Fields(value, f"{self.where}: {key}")

    def strings(self, key: str, count: int, limit: int, default: object = _REQUIRED) -> list[str]:
        """A list of at most ``count`` strings of at most ``limit`` characters each."""
        value = self._get(key, default)
        if not isinstance(value, list):
            raise self.fail(key, f"must be a list of strings, not {json_kind(value)}")
        if len(value) > count:
            raise self.fail(key, f"has {len(value)} entries, more than {count}")
        for item in value:
            if not isinstance(item, str):
                raise self.fail(key, f"must hold strings, not {json_kind(item)}")
            if len(item) > limit:
                raise self.fail(key, f"holds a string longer than {limit}: {quote(item)}")
        return value

    def rest(self) -> dict[str, object]:
        """The keys not read so far (a newer version's, kept unread)."""
        return {k: v for k, v in self.data.items() if k not in self.read}

    def done(self) -> None:
        """Refuse any key that was not read."""
        unknown = sorted(self.rest())
        if unknown:
            raise FileFormatError(f"{self.where}: unknown key {quote(unknown[0])}")


def _shown(value: object) -> str:
    """A number as written, anything else by its kind (``true``, ``a string``)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return quote(value)
    return json_kind(value)
