from __future__ import annotations

import pytest

from baloot_tui.text.printable import printable


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("Sara", "Sara"),
        ("سارة", "سارة"),
        ("Sara\x1b]2;PWNED\x07", "Sara]2;PWNED"),
        ("\x1b[2J\x1b[HSara", "[2J[HSara"),
        ("Sara\x9b31m", "Sara31m"),
        ("Noura\u202eevil\u202c", "Nouraevil"),
        ("a\u2066b\u2069c\u200fd", "abcd"),
        ("two\nlines\r\tand\u2028more", "two lines and more"),
        ("zero\ufeffwidth\u2060", "zerowidth"),
        ("family 👨\u200d👩", "family 👨\u200d👩"),
        ("lone \ud800 surrogate", "lone  surrogate"),
        ("[b]markup[/b] stays text", "[b]markup[/b] stays text"),
    ],
)
def test_printable_drops_what_a_terminal_would_obey(text: str, shown: str) -> None:
    assert printable(text) == shown


def test_printable_bounds_length_and_work() -> None:
    assert printable("x" * 10_000_000, limit=40) == "x" * 39 + "…"
    assert printable("\x07" * 1000 + "ok", limit=40) == ""
