"""Visual-mode Arabic is put in display order once, whatever is layered above it.

A dialog (a screen whose background is translucent) shows the screen beneath it as
its own lines, already in display order; reordering them again would print them
backwards and unjoined. Each test opens a dialog over the table (or the saved-match
question over the menu) and checks every cell the dialog leaves uncovered against the
screen beneath drawn on its own.
"""

from __future__ import annotations

import io
import re

from rich.console import Console
from textual.command import CommandPalette
from textual.pilot import Pilot
from textual.screen import Screen

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.tui.dialogs import HandSummary, SawaDialog
from baloot_tui.games.belot.tui.felt import BelotDealSummary
from baloot_tui.tui.screens.menu import NewMatchConfirm
from tests.engine.claims_kit import claim_position, seated
from tests.ui.belot_kit import play_to_summary
from tests.ui.ui_kit import AppFactory, key_for, play_until_summary, settle

SIZE = (80, 24)
JOINED = re.compile("[\ufb50-\ufdff\ufe70-\ufeff]")
"""An Arabic letter in a presentation form: what visual mode prints."""


def drawn(screen: Screen[object], beneath: list[Screen[object]]) -> list[str]:
    """``screen`` as the terminal gets it, over the screens ``beneath`` (top first)."""
    width, height = SIZE
    console = Console(width=width, height=height, file=io.StringIO(), record=True)
    console.print(screen._compositor.render_update(full=True, screen_stack=list(beneath)))
    return [line.ljust(width) for line in console.export_text().splitlines()[:height]]


def bare(dialog: Screen[object], lines: list[str]) -> list[str]:
    """Each line's cells where ``dialog`` draws no widget of its own (its background)."""
    return [
        "".join(cell for x, cell in enumerate(line) if dialog.get_widget_at(x, y)[0] is dialog)
        for y, line in enumerate(lines)
    ]


async def assert_arabic_beneath_unchanged(pilot: Pilot[None]) -> None:
    """Every cell of the top screen's background is the screen beneath, drawn alone.

    The dialog is redrawn first, so that it shows what is beneath now (the log may
    have had a line since it opened).
    """
    app = pilot.app
    dialog = app.screen
    dialog.refresh()
    await settle(pilot)
    beneath = app.screen_stack[-2]
    alone = bare(dialog, drawn(beneath, []))
    assert JOINED.search("".join(alone)), "no visual-mode Arabic left uncovered to check"
    assert bare(dialog, drawn(dialog, [beneath])) == alone, type(dialog).__name__


async def test_the_hand_summary_and_the_palette_leave_the_table_in_display_order(
    app_factory: AppFactory,
) -> None:
    app = app_factory(arabic="visual", lang="ar")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.action_command_palette()
        await settle(pilot)
        assert isinstance(app.screen, CommandPalette)
        await assert_arabic_beneath_unchanged(pilot)
        await pilot.press("escape")
        await settle(pilot)

        async def choose(action: object) -> None:
            await pilot.press(key_for(app, action))  # type: ignore[arg-type]

        await play_until_summary(pilot, choose)
        assert isinstance(app.screen, HandSummary)
        await assert_arabic_beneath_unchanged(pilot)


async def test_a_sawa_claim_leaves_the_table_in_display_order(app_factory: AppFactory) -> None:
    app = app_factory(start="menu", arabic="visual", lang="ar")
    async with app.run_test(size=SIZE) as pilot:
        match, claimer = claim_position(holds=True, claimer=Seat.EAST)
        app.open_table(seated(match, Seat.SOUTH, claimer))
        await settle(pilot)
        assert isinstance(app.screen, SawaDialog)
        await assert_arabic_beneath_unchanged(pilot)


async def test_the_belot_deal_summary_leaves_the_table_in_display_order(
    app_factory: AppFactory,
) -> None:
    app = app_factory(game="belot", arabic="visual", lang="ar", seed=12)
    async with app.run_test(size=SIZE) as pilot:
        await play_to_summary(pilot)
        assert isinstance(app.screen, BelotDealSummary)
        await assert_arabic_beneath_unchanged(pilot)


async def test_the_saved_match_question_leaves_the_menu_in_display_order(
    app_factory: AppFactory,
) -> None:
    first = app_factory(arabic="visual", lang="ar")
    async with first.run_test(size=SIZE) as pilot:
        await settle(pilot)  # a match begun is saved
    app = app_factory(arabic="visual", lang="ar")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NewMatchConfirm)
        await assert_arabic_beneath_unchanged(pilot)
