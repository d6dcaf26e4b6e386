"""One writer per data folder: a second window reads, never plays, never touches the save.

The first app holds the folder's lock for its whole life. A second app on the same
folder opens a read-only menu naming the holder (Records, Learn and Rules only);
any start that would play raises FolderBusy. The holder may be another app in this
process or a real separate process; when it ends, the folder is free again.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import Button, Static
from textual.widgets._footer import FooterKey

from baloot_tui.games.baloot.tui.help import HelpScreen
from baloot_tui.store.files import FolderBusy
from baloot_tui.tui.app import BalootApp, StartMode
from baloot_tui.tui.learn.screens import MenuScreen as LearnMenu
from baloot_tui.tui.screens.menu import StartMenu, writing_entries
from baloot_tui.tui.screens.records import RecordsScreen
from tests.ui.ui_kit import AppFactory, messages, settle

SIZE = (120, 40)


def palette_titles(app: BalootApp) -> set[str]:
    return {command.title for command in app.get_system_commands(app.screen)}


async def test_a_second_window_is_read_only_and_never_touches_the_save(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    save = tmp_path / "data" / "current.json"
    first = app_factory()
    async with first.run_test(size=SIZE) as pilot:
        await settle(pilot)
        before = save.read_bytes()
        for start in ("play", "new", "resume"):
            with pytest.raises(FolderBusy, match=f"process {os.getpid()}"):
                app_factory(start=start)
        second = app_factory(start="menu")
        async with second.run_test(size=SIZE) as other:
            await settle(other)
            menu = second.screen
            assert isinstance(menu, StartMenu)
            banner = str(menu.query_one("#read-only", Static).render())
            assert f"process {os.getpid()}" in banner and "not saved" in banner
            drawn = {button.id for button in menu.query(Button)}
            assert drawn and not drawn & writing_entries(), "only what works is offered"
            assert not any(button.disabled for button in menu.query(Button))
            footer = {key.action for key in menu.query(FooterKey)}
            assert not any(f"choose('{entry}')" in footer for entry in writing_entries())
            assert second.focused is not None and second.focused.id == "learn"
            for key in ("p", "h", "c", "s"):
                await other.press(key)
                await settle(other)
                assert second.screen is menu, key
            titles = palette_titles(second)
            assert {"Learn", "Records", "Rules"} <= titles
            assert not titles & {"Play against bots", "Continue saved match", "Settings"}
            await other.press("r")
            await settle(other)
            assert isinstance(second.screen, RecordsScreen)
            await other.press("escape")
            await settle(other)
            await other.press("question_mark")
            await settle(other)
            assert isinstance(second.screen, HelpScreen)
            second.show_menu()
            await other.press("l")
            await settle(other)
            assert isinstance(second.screen, LearnMenu)
            assert any("Learning progress is not saved" in m for m in messages(second))
        assert save.read_bytes() == before
    assert not (tmp_path / "data" / "learning.json").exists()
    third = app_factory(start="resume")  # the first one has quit: the folder is free
    async with third.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert third.store.lock is not None and third.store.lock.held


async def test_a_second_window_leaves_the_first_ones_temporary_files(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    records = data / "records"
    records.mkdir(parents=True)
    stale = [data / ".current.json.abcd1234.tmp", records / ".match-1.json.wxyz5678.tmp"]
    for temp in stale:
        temp.write_text("half a write", encoding="utf-8")
    first = app_factory(start="menu")
    assert not any(temp.exists() for temp in stale)  # cleared once the lock is held
    live = data / ".current.json.live0000.tmp"  # the first window writing right now
    live.write_text("being written", encoding="utf-8")
    second = app_factory(start="menu")
    assert second.read_only is not None
    assert live.exists()
    second.store.close()
    first.store.close()


@pytest.fixture
def holder(tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    """A separate process holding ``tmp_path/data``'s lock until the test ends."""
    script = (
        "import sys; from pathlib import Path; from baloot_tui.store.files import FolderLock; "
        "lock = FolderLock(Path(sys.argv[1])); print('locked', flush=True); sys.stdin.read()"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", script, str(tmp_path / "data")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[2],
    )
    assert process.stdout is not None and process.stdout.readline() == "locked\n"
    try:
        yield process
    finally:
        process.kill()
        process.wait()


@pytest.mark.parametrize("start", ["play", "new", "resume"])
def test_a_lock_held_by_another_process_refuses_to_play(
    app_factory: AppFactory, holder: subprocess.Popen[str], start: StartMode
) -> None:
    with pytest.raises(FolderBusy) as busy:
        app_factory(start=start)
    assert busy.value.holder == f"process {holder.pid}"
    assert "only one window can play or save there at a time" in str(busy.value)


async def test_a_lock_held_by_another_process_gives_a_read_only_menu_until_it_ends(
    app_factory: AppFactory, holder: subprocess.Popen[str]
) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert f"process {holder.pid}" in str(app.screen.query_one("#read-only", Static).render())
        assert any(f"process {holder.pid}" in m for m in messages(app))
    holder.kill()
    holder.wait()
    freed = app_factory(start="play")
    assert freed.read_only is None
    freed.store.close()


async def test_a_second_browser_tab_names_no_process_and_no_folder(
    app_factory: AppFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(BalootApp, "is_web", property(lambda app: True))
    first = app_factory(start="menu")
    second = app_factory(start="menu")
    async with second.run_test(size=SIZE) as pilot:
        await settle(pilot)
        banner = str(second.screen.query_one("#read-only", Static).render())
        told = " ".join(messages(second))
        for said in (banner, told):
            assert "another tab is playing" in said.lower(), said
            assert str(os.getpid()) not in said and str(tmp_path) not in said, said
        offered = {b.id for b in second.screen.query(Button)}
        assert offered == {"guided", "learn", "records", "rules", "quit"}
    first.store.close()
