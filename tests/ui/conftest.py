"""The app fixture: make_app on temporary save and config folders (never the user's)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from baloot_tui.tui.app import BalootApp, StartMode, make_app
from baloot_tui.tui.say import configure
from tests.ui.ui_kit import AppFactory, fixed_clock, record_notices


@pytest.fixture
def app_factory(tmp_path: Path) -> AppFactory:
    """``make_app`` on temporary folders (never the user's), every notice recorded."""

    def build(start: StartMode = "play", **options: object) -> BalootApp:
        kwargs: dict[str, object] = {"seed": 7, "bot_delay": 0.0, **options}
        app = make_app(
            save_dir=tmp_path / "data",
            config_dir_path=tmp_path / "config",
            start=start,
            clock=fixed_clock,
            **kwargs,  # type: ignore[arg-type]
        )
        return record_notices(app)

    return build


@pytest.fixture(autouse=True)
def logical_display() -> Iterator[None]:
    """Each test leaves the interface as it found it: English, Arabic printed as stored."""
    yield
    configure("en", "logical")
