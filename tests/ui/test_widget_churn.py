"""Redraws update the table's widgets in place: counted, never timed.

Textual's footer rebuilt its keys at every focus move and kept each one alive, and
the hand and the action row were rebuilt at every change; a match left thousands
of dead widgets behind (``bench/memory.py`` gives the memory that cost).
"""

from __future__ import annotations

import gc

import pytest
from textual.widget import Widget
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.tui.widgets import ActionBar, ActionButton
from baloot_tui.tui.widgets.footer import KeyFooter
from baloot_tui.tui.widgets.hand import CardWidget
from tests.ui.ui_kit import AppFactory, key_for, play_until_summary, settle, table_of


def live(kind: type[Widget]) -> list[Widget]:
    """Every object of ``kind`` the garbage collector still tracks."""
    gc.collect()
    return [obj for obj in gc.get_objects() if isinstance(obj, kind)]


@pytest.mark.slow
async def test_moving_the_focus_keeps_no_dead_widgets(app_factory: AppFactory) -> None:
    """Arrows over the cards and the bid buttons redraw the footer and the rows; the keys
    and cards they replace are let go (Textual's own footer kept every key it built)."""
    app = app_factory(humans=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert table_of(app).query_one(ActionBar).actions, "South bids first (seed 7)"
        cards = {id(card) for card in table_of(app).query(CardWidget)}
        focused: set[type] = set()
        for key in ("up", "right", "right", "down", "right", "up", "left", "down") * 5:
            await pilot.press(key)
            await settle(pilot)
            focused.add(type(app.focused))
        assert {CardWidget, ActionButton} <= focused, "the focus went over both rows"
        assert {id(card) for card in table_of(app).query(CardWidget)} == cards
        on_screen = len(table_of(app).query_one(Footer).query(FooterKey))
        assert len(live(FooterKey)) <= on_screen + 2  # a key or two awaiting collection


@pytest.mark.slow
async def test_a_hand_played_by_keys_leaves_no_dead_widgets(app_factory: AppFactory) -> None:
    """After a whole hand the live keys and cards are about those on screen."""
    app = app_factory(humans=1)
    async with app.run_test(size=(120, 40)) as pilot:

        async def by_key(action: Action) -> None:
            await pilot.press(key_for(app, action))

        await play_until_summary(pilot, by_key)
        await settle(pilot)
        # The table's footer and the summary's, some ten keys each; Textual's own
        # footer kept about 400 dead keys alive by then.
        assert len(live(FooterKey)) <= 24
        assert len(live(CardWidget)) <= 8, "one hand's cards at most"


async def test_a_key_change_queued_as_the_table_closes_is_dropped(app_factory: AppFactory) -> None:
    """The footer's update can run after its screen is gone ("Play again", "Menu")."""
    app = app_factory(humans=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        footer = table_of(app).query_one(KeyFooter)
        app.show_menu()
        await settle(pilot)
        assert not footer.is_attached
        await footer.recompose()
