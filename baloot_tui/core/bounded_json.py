"""JSON from untrusted text, parsed within limits fixed before a byte is trusted.

Records, saves, settings and progress files are shared between people, so every
one of them is parsed here. The standard parser alone would accept a number of a
million digits, nesting deep enough to exhaust the stack, ``NaN``, duplicate keys
and strings that cannot be printed; :func:`parse` refuses each of those with one
line (a :class:`~baloot_tui.core.errors.FileFormatError`) that quotes at most
about 80 characters of the input.

>>> parse('{"scores": [0, 26]}', JsonLimits())
{'scores': [0, 26]}
>>> parse('[[[1]]]', JsonLimits(depth=2))
Traceback (most recent call last):
...
baloot_tui.core.errors.FileFormatError: nested deeper than 2 levels
>>> parse('{"seed": 1' + '0' * 30 + '}', JsonLimits())
Traceback (most recent call last):
...
baloot_tui.core.errors.FileFormatError: a number has more than 20 digits: '1000000000000000000000…
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.errors import FileFormatError, quote


@dataclass(frozen=True, slots=True)
class JsonLimits:
    """The most a document may hold; anything beyond is refused, never parsed."""

    chars: int = 1 << 20
    """Characters in the whole text."""
    depth: int = 12
    """Nesting of lists and objects (a top-level object is depth 1)."""
    digits: int = 20
    """Digits of a number (a 64-bit seed has 20 at most)."""
    string: int = 4096
    """Characters in one string or key."""
    items: int = 10_000
    """Entries in one list or object."""
    values: int = 100_000
    """Values in the whole document (every number, string, list and object counts).

    What bounds the memory: a value costs 30 to 70 bytes once parsed, so a text of
    a few characters per value (``[],[],...``) would otherwise take 20 times its
    size."""


_NUMBER_TEXT_LIMIT: Final = 40
"""Longest float text looked at (``parse_float`` sees the exponent too)."""


def parse(text: str, limits: JsonLimits) -> object:
    """The JSON value of ``text``, refused unless it is within ``limits``.

    Raises:
        FileFormatError: not JSON, or beyond a limit; one line naming the problem.
    """
    if len(text) > limits.chars:
        raise FileFormatError(f"{len(text):,} characters, more than the {limits.chars:,} allowed")
    _check_values(text, limits.values)
    try:
        value = json.loads(
            text,
            parse_int=lambda digits: _whole_number(digits, limits.digits),
            parse_float=lambda digits: _fraction(digits, limits.digits),
            parse_constant=_constant,
            object_pairs_hook=_unique_keys,
        )
    except json.JSONDecodeError as err:
        raise FileFormatError(
            f"not valid JSON: {err.msg} (line {err.lineno}, column {err.colno})"
        ) from None
    except RecursionError:
        raise FileFormatError(f"nested deeper than {limits.depth} levels") from None
    _check_sizes(value, limits)
    return value


def _check_values(text: str, limit: int) -> None:
    """Refuse more than ``limit`` values before parsing: the bound on the parsed size.

    Every value but the first follows a comma or a colon or opens a list or an
    object (keys count as values), so this count, which also counts those
    characters inside strings, is never below the true one.
    """
    values = sum(text.count(mark) for mark in ",:[{") + 1
    if values > limit:
        raise FileFormatError(f"more than {limit:,} values (lists, numbers, strings)")


def _whole_number(digits: str, limit: int) -> int:
    if len(digits.lstrip("-")) > limit:
        raise FileFormatError(f"a number has more than {limit} digits: {quote(digits, 24)}")
    return int(digits)


def _fraction(digits: str, limit: int) -> float:
    if len(digits) > _NUMBER_TEXT_LIMIT:
        raise FileFormatError(f"a number has more than {limit} digits: {quote(digits, 24)}")
    value = float(digits)
    if not math.isfinite(value):
        raise FileFormatError(f"a number is too large: {quote(digits, 24)}")
    return value


def _constant(name: str) -> object:
    raise FileFormatError(f"{name} is not a number JSON allows")


def _unique_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise FileFormatError(f"the key {quote(key)} appears twice in one object")
            seen.add(key)
    return data


def _check_sizes(value: object, limits: JsonLimits) -> None:
    """Walk the parsed value: nesting, strings, lists and objects within their limits."""
    pending = [(value, 1)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, str):
            _check_string(item, limits.string)
        elif isinstance(item, (list, dict)):
            if depth > limits.depth:
                raise FileFormatError(f"nested deeper than {limits.depth} levels")
            if isinstance(item, list):
                _check_count(len(item), limits.items, "a list")
                pending.extend((entry, depth + 1) for entry in item)
            else:
                _check_count(len(item), limits.items, "an object")
                pending.extend((key, depth + 1) for key in item)
                pending.extend((entry, depth + 1) for entry in item.values())


def _check_count(count: int, limit: int, what: str) -> None:
    if count > limit:
        raise FileFormatError(f"{what} has {count:,} entries, more than the {limit:,} allowed")


def _check_string(text: str, limit: int) -> None:
    if len(text) > limit:
        raise FileFormatError(
            f"a string of {len(text):,} characters, more than the {limit:,} allowed: {quote(text)}"
        )
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise FileFormatError(f"a string holds an unpaired surrogate: {quote(text)}") from None


def same_json(stored: object, expected: object) -> bool:
    """Equal as JSON values *and* of the same JSON types (``1.0``, ``true`` are not ``1``).

    >>> same_json([0, 26], [0, 26]), same_json([0.0, 26], [0, 26]), same_json(True, 1)
    (True, False, False)
    """
    if type(stored) is not type(expected):
        return False
    if isinstance(stored, list) and isinstance(expected, list):
        return len(stored) == len(expected) and all(
            same_json(a, b) for a, b in zip(stored, expected, strict=True)
        )
    return stored == expected


JSON_TYPE_NAMES: Final[dict[type, str]] = {
    str: "a string",
    list: "a list",
    dict: "an object",
    int: "a whole number",
}
"""What a reader of a JSON file calls each type a field may be required to have."""


def json_type_name(value: object) -> str:
    """A JSON reader's name for the type of ``value``.

    >>> json_type_name(True), json_type_name(1.5), json_type_name(None)
    ('true/false', 'a number', 'null')
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    for kind, name in JSON_TYPE_NAMES.items():
        if isinstance(value, kind):
            return name
    return "a number"
