"""Saves: written after every action, resumed mid-hand, corrupt saves moved aside; replays."""

from __future__ import annotations

from pathlib import Path

from baloot_tui.games.baloot.rules.record import dumps, loads
from baloot_tui.tui.replay import ReplayApp, ReplayScreen
from baloot_tui.tui.screens.menu import StartMenu
from tests.ui.ui_kit import (
    AppFactory,
    controller_of,
    key_for,
    messages,
    preferred,
    settle,
    table_of,
)


async def test_every_action_is_saved_and_a_new_app_resumes_mid_hand(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    save = tmp_path / "data" / "current.json"
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        controller = controller_of(app)
        for _ in range(6):
            await settle(pilot)
            hand = controller.match.current
            assert hand is not None
            await pilot.press(key_for(app, preferred(hand.legal_actions())))
            await settle(pilot)
            assert loads(save.read_text()).match == controller.match
        played = controller.match
        assert played.current is not None and played.current.history
    resumed = app_factory(start="resume")
    async with resumed.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert controller_of(resumed).match == played
        assert controller_of(resumed).seed == 7


async def test_a_corrupt_save_is_reported_and_moved_aside(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "current.json").write_text("{ this is not a record")
    app = app_factory(start="resume")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
        assert any("current.json" in m and "not valid JSON" in m for m in messages(app))
    assert not (folder / "current.json").exists()
    assert (folder / "current.json.20250102-030405.bad").read_text() == "{ this is not a record"


async def test_starting_afresh_keeps_the_unfinished_match_as_a_record(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, StartMenu)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("n")  # start a new match; the saved one is kept in Records
        await settle(pilot)
        table_of(app)
    kept = list((tmp_path / "data" / "records").glob("unfinished-*.json"))
    assert len(kept) == 1


async def test_the_replay_viewer_steps_through_a_record(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3):
            await settle(pilot)
            hand = controller_of(app).match.current
            assert hand is not None
            await pilot.press(key_for(app, preferred(hand.legal_actions())))
        await settle(pilot)
        match = controller_of(app).match
    path = tmp_path / "record.json"
    path.write_text(dumps(match, seed=7))
    viewer = ReplayApp(loads(path.read_text(encoding="utf-8"), source=str(path)), path.name)
    async with viewer.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = viewer.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("right", "right", "end", "left")
        await pilot.pause()
        assert len(screen.states) > 3
        assert screen.step_index == len(screen.states) - 2
