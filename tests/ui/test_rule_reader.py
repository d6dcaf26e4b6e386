"""The rule-book reader: the contents, one section drawn at a time, its keys and clicks.

Each book is opened as a person opens it (``?`` or the palette's Rules at a table), at
80x24, where one pane shows at a time, and at 120x40, where the contents stand beside
the text.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

import pytest
from textual.pilot import Pilot

from baloot_tui.core.registry import game_named
from baloot_tui.games.baloot.help import help_markdown
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.tui.help import HelpScreen
from baloot_tui.games.belot.tui.felt import RuleBookScreen
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.book import book_sections
from baloot_tui.tui.screens.reader import BookReader, Contents, SectionText
from baloot_tui.tui.screens.table import TableScreen
from baloot_tui.tui.widgets.footer import KeyFooter
from tests.sampling import sweep
from tests.ui.ui_kit import AppFactory, press, screen_text, settle, text_of

SCROLL_BAR = re.compile("[▁-█▔]")
SMALL = (80, 24)
WIDE = (120, 40)


async def open_reader(pilot: Pilot[None], *keys: str) -> BookReader:
    """Press ``keys`` at the table and wait for the reader they open."""
    await settle(pilot)
    await press(pilot, *keys)
    for _ in range(50):
        if isinstance(pilot.app.screen, BookReader):
            return pilot.app.screen
        await settle(pilot)
    raise AssertionError(f"no reader on top: {pilot.app.screen}")


@asynccontextmanager
async def belot_book(
    app_factory: AppFactory, *keys: str
) -> AsyncIterator[tuple[Pilot[None], BookReader]]:
    """A Belot table at 80x24, its rule book opened with ``?`` and ``keys`` pressed."""
    app = app_factory(game="belot")
    async with app.run_test(size=SMALL) as pilot:
        yield pilot, await open_reader(pilot, "question_mark", *keys)


def titles(reader: BookReader) -> list[str]:
    """The contents as listed."""
    contents = reader.query_one(Contents)
    return [str(contents.get_option_at_index(i).prompt) for i in range(contents.option_count)]


def footer(reader: BookReader) -> list[str]:
    """What the footer's keys say, a group's words once."""
    words: list[str] = []
    for key in reader.query_one(KeyFooter).shown:
        said = key.group or key.description
        if not words or words[-1] != said:
            words.append(said)
    return words


def shown_text(reader: BookReader) -> str:
    """The words of the section pane as drawn now, its scroll bar left out."""
    drawn = text_of(reader.app, reader.query_one(SectionText))  # type: ignore[arg-type]
    return " ".join(SCROLL_BAR.sub("", drawn).split())


async def test_the_belot_book_lists_its_sections_and_draws_only_the_first(
    app_factory: AppFactory,
) -> None:
    async with belot_book(app_factory) as (pilot, reader):
        app = pilot.app
        assert isinstance(reader, RuleBookScreen) and isinstance(app, BalootApp)
        book = book_sections(game_named("belot").rule_book())
        assert titles(reader) == [s.title for s in book] + ["Keys at the Belot table"]
        assert "2. Bidding (наддаване) [A]" in titles(reader)  # the brackets are no markup
        assert isinstance(app.focused, SectionText) and not reader.query_one(Contents).display
        assert "Version 1.0. The second rule set" in shown_text(reader)
        assert "1.1 Players, seating" not in screen_text(app)
        assert footer(reader) == ["Page", "Next section", "Contents", "Back", "Quit", "palette"]
        assert len(reader.query_one("#reader-section").children) < 20  # one section's blocks
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)


async def test_a_section_is_chosen_by_key_then_turned_with_n_and_p(
    app_factory: AppFactory,
) -> None:
    async with belot_book(app_factory) as (pilot, reader):
        app = pilot.app
        await press(pilot, "c")
        assert isinstance(app.focused, Contents) and not reader.query_one(SectionText).display
        assert footer(reader) == ["Choose", "Read", "Next section", "Back", "Quit", "palette"]
        await press(pilot, "down", "down", "down", "enter")
        assert reader.section.title == "2. Bidding (наддаване) [A]"
        assert isinstance(app.focused, SectionText) and not reader.query_one(Contents).display
        text = shown_text(reader)
        assert text.startswith("2. Bidding (наддаване) [A] 2.1 Calls") and "Version 1.0" not in text
        assert footer(reader) == ["Page", "Section", "Contents", "Back", "Quit", "palette"]
        await press(pilot, "n")
        assert shown_text(reader).startswith("3. Play 3.1 Lead")
        await press(pilot, "p", "p")
        assert shown_text(reader).startswith("1. Table, cards, points")
        await press(pilot, "c")
        assert reader.query_one(Contents).highlighted == 2  # the contents follow the turns


async def test_pgdn_at_a_sections_end_turns_to_the_next_and_pgup_at_its_top_back(
    app_factory: AppFactory,
) -> None:
    async with belot_book(app_factory, "n") as (pilot, reader):
        text = reader.query_one(SectionText)
        assert reader.reading == 1 and text.max_scroll_y > 0
        await press(pilot, "pagedown")
        assert reader.reading == 1 and text.scroll_y > 0  # a page further first
        await press(pilot, "end", "pagedown")
        assert reader.reading == 2 and text.scroll_y == 0
        assert shown_text(reader).startswith("1. Table, cards, points")
        await press(pilot, "pageup")
        assert reader.reading == 1 and text.scroll_y == text.max_scroll_y > 0  # read from its end
        await press(pilot, "home", "pageup", "pageup")
        assert reader.reading == 0 and "Previous section" not in footer(reader)


async def click_title(pilot: Pilot[None], reader: BookReader, title: str) -> None:
    """Click ``title`` where the contents draw it."""
    contents = reader.query_one(Contents)
    lines = text_of(pilot.app, contents).splitlines()  # type: ignore[arg-type]
    row = next(y for y, line in enumerate(lines) if line.strip("▊▎ ") == title)
    await pilot.click(contents, offset=(3, row))
    await settle(pilot)


async def test_a_click_in_the_contents_opens_that_section(app_factory: AppFactory) -> None:
    async with belot_book(app_factory, "c") as (pilot, reader):
        await click_title(pilot, reader, "5. Scoring a deal")
        assert reader.section.title == "5. Scoring a deal"
        assert shown_text(reader).startswith("5. Scoring a deal 5.1 Raw totals")
        await press(pilot, "c")
        await click_title(pilot, reader, "Keys at the Belot table")
        assert shown_text(reader).startswith("Keys at the Belot table")
        assert footer(reader)[:2] == ["Page", "Previous section"]


async def test_the_baloot_summary_stands_beside_its_contents_on_a_wide_screen(
    app_factory: AppFactory,
) -> None:
    app = app_factory()
    async with app.run_test(size=WIDE) as pilot:
        reader = await open_reader(pilot, "question_mark")
        assert isinstance(reader, HelpScreen) and isinstance(app.screen_stack[-2], TableScreen)
        sections = book_sections(help_markdown(DEFAULT_RULES))
        assert titles(reader) == [s.title for s in sections] + ["Keys at the table"]
        assert reader.query_one(Contents).display and reader.query_one(SectionText).display
        await click_title(pilot, reader, "Deal")
        assert shown_text(reader).startswith("Deal ")
        assert isinstance(app.focused, SectionText) and reader.query_one(Contents).display
        await press(pilot, "n")
        assert shown_text(reader).startswith("Bidding ")
        await press(pilot, "q")
        assert isinstance(app.screen, TableScreen)


async def test_the_reader_speaks_arabic_in_the_arabic_interface(app_factory: AppFactory) -> None:
    app = app_factory(game="belot", arabic="logical", lang="ar")
    async with app.run_test(size=SMALL) as pilot:
        reader = await open_reader(pilot, "question_mark")
        assert titles(reader)[-1] == "مفاتيح طاولة البيلوت"  # the keys, translated
        assert titles(reader)[0].startswith("Bulgarian Belot")  # the book, as shipped
        assert {"صفحة", "القسم التالي", "المحتويات", "رجوع"} <= set(footer(reader))


@pytest.mark.parametrize("size", sweep([SMALL, WIDE]))
def test_reader_snapshot(
    snap_compare: Callable[..., bool], app_factory: AppFactory, size: tuple[int, int]
) -> None:
    """The rules from the start menu, turned to the summary's Bidding section."""

    async def to_bidding(pilot: Pilot[None]) -> None:
        await open_reader(pilot, "question_mark", "n", "n", "n")

    assert snap_compare(app_factory(start="menu"), terminal_size=size, run_before=to_bidding)
