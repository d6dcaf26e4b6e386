"""The notice recorder the UI tests read: it keeps every notice, however it was raised."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.app import App

from tests.ui.ui_kit import AppFactory, Notice, settle, table_of, told

TESTS = Path(__file__).parents[1]
PRIVATE_LIST = re.compile(r"\b_notifications\b")
"""Textual's own list of shown notices: private, and it drops each once its timeout passes."""


def private_reads(text: str) -> list[str]:
    """The lines of ``text`` that name Textual's private list of notices."""
    return [line.strip() for line in text.splitlines() if PRIVATE_LIST.search(line)]


async def test_every_way_of_raising_a_notice_is_told_after_its_toast_is_gone(
    app_factory: AppFactory,
) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await settle(pilot)
        before = len(told(app))
        table = table_of(app)  # its notify replaces the last notice without App.notify
        table.notify("From the table", title="Table", severity="error", timeout=0.05)
        table.query_one("#hand").notify("From a widget", timeout=0.05, markup=False)
        app.notify("From the app", severity="warning", timeout=0.05)
        await pilot.pause(0.3)
        await settle(pilot)
        assert not app.screen.query("Toast"), "every toast has timed out"
        assert told(app)[before:] == [
            Notice("From the table", "Table", "error", 0.05, True),
            Notice("From a widget", "", "information", 0.05, False),
            Notice("From the app", "", "warning", 0.05, True),
        ]


def test_an_app_made_without_the_recorder_is_refused_not_read_as_silent() -> None:
    with pytest.raises(AssertionError, match="records no notices"):
        told(App())


@pytest.mark.parametrize(
    ("line", "private"),
    [
        ("notes = [n.message for n in app._notifications]", True),
        ('shown = getattr(self.app, "_notifications")', True),
        ("notes = messages(app)", False),
        ("app.clear_notifications()", False),
    ],
)
def test_the_check_finds_a_read_of_the_private_list(line: str, private: bool) -> None:
    assert bool(private_reads(line)) == private


def test_no_test_reads_textuals_private_list_of_notices() -> None:
    """Tests read ``told``; this file names the private list only to test the check."""
    found = {
        str(path.relative_to(TESTS)): reads
        for path in sorted(TESTS.rglob("*.py"))
        if path != Path(__file__) and (reads := private_reads(path.read_text(encoding="utf-8")))
    }
    assert found == {}
