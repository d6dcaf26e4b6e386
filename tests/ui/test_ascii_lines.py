"""A terminal whose encoding cannot carry boxes and suits gets them in ASCII, cell for cell."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual.color import Color

from baloot_tui.text.arabic import chosen_display
from baloot_tui.text.ascii_fallback import ascii_of
from baloot_tui.tui import visual_lines
from baloot_tui.tui.ascii_lines import AsciiLines, ascii_filter
from tests.ui.ui_kit import AppFactory, screen_text, settle

BLACK = Color(0, 0, 0)


@pytest.mark.parametrize(
    ("drawn", "ascii"),
    [
        ("╭──╮", "+--+"),
        ("│ A♠ │", "| AS |"),
        ("♥♦♣", "HDC"),
        ("┏━┓┃┗┛╍╏", "+-+|++-|"),
        ("▶ ◀ ★ ⏎ →", "> < * ~ >"),
        ("▒▒▒", ":::"),
        ("▔▁", "--"),
        ("漢", "??"),
    ],
)
def test_each_character_has_an_ascii_look_alike_as_wide(drawn: str, ascii: str) -> None:
    line = AsciiLines("latin-1").apply([Segment(drawn, Style(bold=True))], BLACK)
    assert "".join(s.text for s in line) == ascii
    assert cell_len(ascii) == cell_len(drawn)
    assert all(s.style == Style(bold=True) for s in line)


def test_what_the_output_carries_is_left_alone() -> None:
    segments = [Segment("Hand 1 · é", Style(italic=True))]
    assert AsciiLines("latin-1").apply(segments, BLACK) is segments
    assert ascii_of("é") == "e"  # asked only where the encoding lacks it: ASCII


@pytest.mark.parametrize(
    ("encoding", "needed"), [("utf-8", False), ("latin-1", True), ("ascii", True), ("nope", True)]
)
def test_the_filter_is_added_only_where_the_output_needs_it(encoding: str, needed: bool) -> None:
    assert (ascii_filter(encoding) is not None) is needed


def test_auto_prints_arabic_in_latin_letters_where_output_is_not_utf8() -> None:
    assert chosen_display({"LANG": "C.UTF-8", "PYTHONIOENCODING": "latin-1"}) == "latin"
    assert chosen_display({"LANG": "en_US.ISO-8859-1"}) == "latin"


async def test_the_table_draws_in_latin_1_without_a_backslash_escape(
    app_factory: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(visual_lines, "output_encoding", lambda: "latin-1")
    app = app_factory(arabic="latin")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        drawn = screen_text(app)
        drawn.encode("latin-1")  # every character the terminal can print
        assert "+-" in drawn and "|" in drawn and "YOUR TURN" in drawn
