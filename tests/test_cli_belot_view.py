"""``baloot replay FILE --view`` on a Belot record: the app the command builds, driven by keys."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from textual.widgets import Static

from baloot_tui.cli import main
from baloot_tui.games.baloot.tui.replay import BalootPages
from baloot_tui.games.belot.tui.replay import BelotPages
from baloot_tui.tui.replay import ReplayApp, ReplayScreen
from tests.belot.belot_kit import showcase_match
from tests.test_cli_belot_replay import showcase
from tests.ui.ui_kit import press, settle

SIZE = (80, 24)
__all__ = ["showcase"]  # the Belot record the text tests replay, as a fixture


def built_app(monkeypatch: pytest.MonkeyPatch, *args: str) -> ReplayApp:
    """The app ``baloot replay ARGS`` builds, caught instead of run."""
    built: list[ReplayApp] = []
    monkeypatch.setattr(ReplayApp, "run", lambda app: built.append(app))
    result = CliRunner().invoke(main, ["replay", *args])
    assert result.exit_code == 0, result.output
    assert len(built) == 1
    return built[0]


async def test_view_opens_the_belot_record_in_the_belot_viewer(
    monkeypatch: pytest.MonkeyPatch, showcase: Path
) -> None:
    app = built_app(monkeypatch, str(showcase), "--view", "--arabic", "latin")
    assert app.arabic == "latin"
    match = showcase_match()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        viewer = app.screen
        assert isinstance(viewer, ReplayScreen) and isinstance(viewer.pages, BelotPages)
        assert viewer.loaded.match == match  # what the one reader replayed
        banner = viewer.query_one("#banner", Static)
        first = len(match.hands[0].history)
        assert f"match.json · deal 1/{len(match.hands)} · step 0/{first}" in str(banner.render())
        await press(pilot, "right", "right")
        assert f"step 2/{first}" in str(banner.render())
        await press(pilot, "down")
        assert "deal 2/" in str(banner.render())
        await press(pilot, "escape")
        await settle(pilot)
    assert app.return_code == 0


async def test_view_still_opens_a_baloot_record_in_the_baloot_viewer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    kaboot = Path(__file__).parent / "rules" / "records" / "kaboot.json"
    app = built_app(monkeypatch, str(kaboot), "--view")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen) and isinstance(app.screen.pages, BalootPages)


def test_a_damaged_belot_record_is_refused_before_the_viewer(
    monkeypatch: pytest.MonkeyPatch, showcase: Path, tmp_path: Path
) -> None:
    opened: list[ReplayApp] = []
    monkeypatch.setattr(ReplayApp, "run", lambda app: opened.append(app))
    bad = tmp_path / "bad.json"
    data = json.loads(showcase.read_text(encoding="utf-8"))
    bad.write_text(json.dumps({**data, "hanging": 15}), encoding="utf-8")
    result = CliRunner().invoke(main, ["replay", str(bad), "--view"])
    assert result.exit_code == 1
    assert result.stderr == (
        f"baloot replay: error: {bad}: stored hanging 15 does not match the replayed 0\n"
    )
    assert opened == []
