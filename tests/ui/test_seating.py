"""Hot-seat as friends sit: choosing the people's seats, and one team's score as "us"."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from textual.binding import Binding
from textual.pilot import Pilot

from baloot_tui.core.seats import Seat, Team
from baloot_tui.core.table import human_seats
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.tui.coach import CoachPanel
from baloot_tui.games.baloot.tui.dialogs import HandSummary
from baloot_tui.text.table_words import seating_words
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from baloot_tui.tui.screens.menu import SEATING_CHOICES, SEATING_KEYS, SeatingSetup, StartMenu
from baloot_tui.tui.screens.table import TableScreen
from tests.sampling import sweep
from tests.ui.ui_kit import (
    AppFactory,
    controller_of,
    end_screen,
    felt_of,
    key_for,
    play_until_summary,
    screen_text,
    settle,
    table_of,
)

SIZE = (80, 24)
S, E, N, W = Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST
CHOSEN = [(S, N), (S, E), (S, N, E), (S, N, E, W)]
"""The people's seats each entry of the seating question starts, in its order."""


def stored_settings(tmp_path: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads((tmp_path / "config" / "settings.json").read_text())
    return data


async def open_seating(pilot: Pilot[None], how: str) -> SeatingSetup:
    await settle(pilot)
    if how == "keys":
        await pilot.press("h")
    else:
        assert await pilot.click("#hotseat")
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, SeatingSetup)
    return screen


SEATINGS = list(itertools.product(range(len(SEATING_CHOICES)), ["keys", "mouse"]))
"""Each seating, chosen by keys and by mouse."""


@pytest.mark.parametrize(
    ("index", "how"),
    sweep(SEATINGS, keep=2, ids=[f"{index}-{how}" for index, how in SEATINGS], unpack=True),
)
async def test_each_seating_starts_what_it_says(
    app_factory: AppFactory, tmp_path: Path, how: str, index: int
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await open_seating(pilot, how)
        button = app.screen.query_one(f"#seating-{index}")
        label = str(button.render())
        if how == "keys":
            await pilot.press(str(index + 1))
        else:
            assert await pilot.click(f"#seating-{index}")
        await settle(pilot)
        table = controller_of(app).table
        assert table.humans == tuple(sorted(CHOSEN[index]))
        for seat in CHOSEN[index]:
            assert seat.name.title() in label
        assert ("opponents" in label) == (CHOSEN[index] == (S, E))
    humans, seating = SEATING_CHOICES[index]
    assert stored_settings(tmp_path) | {"humans": humans, "seating": seating} == (
        stored_settings(tmp_path)
    )


async def test_the_seating_question_remembers_the_last_choice_and_arrows_pick_one(
    app_factory: AppFactory,
) -> None:
    first = app_factory(start="menu")
    async with first.run_test(size=SIZE) as pilot:
        setup = await open_seating(pilot, "keys")
        assert setup.focused is not None and setup.focused.id == "seating-0"
        await pilot.press("down", "enter")  # two opponents
        await settle(pilot)
        assert controller_of(first).table.humans == (S, E)
    again = app_factory(start="menu")
    async with again.run_test(size=SIZE) as pilot:
        setup = await open_seating(pilot, "keys")
        assert setup.focused is not None and setup.focused.id == "seating-1"


@pytest.mark.parametrize("leave", ["escape", "#seating-cancel"])
async def test_cancel_starts_nothing(app_factory: AppFactory, tmp_path: Path, leave: str) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await open_seating(pilot, "keys")
        if leave.startswith("#"):
            assert await pilot.click(leave)
        else:
            await pilot.press(leave)
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
        assert not [s for s in app.screen_stack if isinstance(s, TableScreen)]
    assert not (tmp_path / "config" / "settings.json").exists()


def test_the_seating_question_says_who_sits_where() -> None:
    bindings = [b for b in SeatingSetup.BINDINGS if isinstance(b, Binding)]
    assert [b.description for b in bindings if b.key.isdigit()] == list(SEATING_KEYS)
    assert [seating_words(human_seats(*choice)) for choice in SEATING_CHOICES] == [
        "2 people as partners (South and North)",
        "2 people as opponents (South and East)",
        "3 people (South, North and East)",
        "4 people (South, North, East and West)",
    ]
    assert [human_seats(*choice) for choice in SEATING_CHOICES] == CHOSEN


async def test_the_seating_question_is_drawn_whole_at_80_by_24(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await open_seating(pilot, "keys")
        text = screen_text(app)
        for choice in SEATING_CHOICES:
            assert seating_words(human_seats(*choice)) in text
        assert "Who plays at this keyboard?" in text and "Cancel" in text
        assert " ".join(f"{n} {words}" for n, words in enumerate(SEATING_KEYS, 1)) in text


@pytest.mark.slow
async def test_with_two_opponents_us_stays_with_the_first_persons_team(
    app_factory: AppFactory,
) -> None:
    """The seat at the bottom passes between the teams; the score sheet does not."""
    app = app_factory(seats=(S, E), names=("Sara", "Nasser"))
    bottoms: set[Seat] = set()

    async def check_and_take(action: Action) -> None:
        table = table_of(app)
        snap = felt_of(app).snap
        assert snap is not None and snap.us is Team.NORTH_SOUTH
        assert "us: Sara and " in screen_text(app)  # the score sheet names South's team
        bottoms.add(table.perspective)
        await pilot.press(key_for(app, action))

    async with app.run_test(size=(120, 40)) as pilot:
        await play_until_summary(pilot, check_and_take)
        summary = app.screen
        assert isinstance(summary, HandSummary)
        assert summary.us is Team.NORTH_SOUTH
    assert bottoms == {S, E}


async def test_hot_seat_from_the_command_line_asks_for_the_keyboard(
    app_factory: AppFactory,
) -> None:
    app = app_factory(humans=2, seating="opponents")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, PrivacyScreen)
        assert controller_of(app).table.humans == (S, E)


async def test_play_again_keeps_the_seats_and_names(app_factory: AppFactory) -> None:

    app = app_factory(seats=(E, W), names=("Sara", "Nasser"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        table = controller_of(app).table
        app.push_screen(end_screen(controller_of(app)))
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert controller_of(app).table == table
        assert (table[E].name, table[W].name) == ("Sara", "Nasser")


async def test_the_coach_stays_on_or_off_from_one_match_to_the_next(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    for was_on, switch in ((False, True), (True, True), (False, False)):
        app: BalootApp = app_factory(start="new")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            assert app.screen.query_one(CoachPanel).enabled is was_on
            assert app.screen.has_class("-coach") is was_on
            if switch:
                await pilot.press("c")
                await settle(pilot)
        assert stored_settings(tmp_path)["coach"] is (was_on != switch)
