"""The headless layers load no UI library at run time (on top of lint-imports)."""

from __future__ import annotations

import subprocess
import sys

import pytest

HEADLESS_MODULES = [
    "baloot_tui",
    "baloot_tui.games.baloot.rules",
    "baloot_tui.games.baloot.rules.round",
    "baloot_tui.games.baloot.rules.match",
    "baloot_tui.games.belot.rules",
    "baloot_tui.games.baloot.bots",
    "baloot_tui.play",
]
UI_LIBRARIES = ("textual", "rich", "click")


@pytest.mark.parametrize("module", HEADLESS_MODULES)
def test_headless_module_loads_no_ui_library(module: str) -> None:
    code = (
        f"import sys, {module}\n"
        f"loaded = [m for m in {UI_LIBRARIES!r} if m in sys.modules]\n"
        "print(','.join(loaded))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def test_cli_import_does_not_load_textual_or_the_web_server() -> None:
    """``baloot --help`` and the calculator must start fast: Textual loads only to play,
    textual-serve and aiohttp only to serve."""
    code = (
        "import sys, baloot_tui.cli\n"
        "print(','.join(m for m in ('textual', 'textual_serve', 'aiohttp') if m in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def test_rules_use_only_the_standard_library() -> None:
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import baloot_tui.games.baloot.rules, baloot_tui.games.belot.rules.record\n"
        "new = {m.split('.')[0] for m in set(sys.modules) - before}\n"
        "std = set(sys.stdlib_module_names) | {'baloot_tui'}\n"
        "print(','.join(sorted(new - std)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


HEAVY_FOR_A_LEAN_START = (
    "baloot_tui.games.baloot.bots",
    "baloot_tui.games.baloot.coach",
    "textual",
    "rich",
)
LOADED_BY_A_RUN = """
import runpy, sys
sys.argv = ["baloot", *{args!r}]
try:
    runpy.run_module("baloot_tui", run_name="__main__")
except SystemExit:
    pass
heavy = {heavy!r}
inside = tuple(h + "." for h in heavy)
print("LOADED:" + ",".join(sorted(m for m in sys.modules if m in heavy or m.startswith(inside))))
"""


def loaded_by(args: list[str], heavy: tuple[str, ...]) -> set[str]:
    """The modules among ``heavy`` (and their submodules) that ``baloot ARGS`` imports."""
    code = LOADED_BY_A_RUN.format(args=args, heavy=heavy)
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    marker = [line for line in result.stdout.splitlines() if line.startswith("LOADED:")]
    return set(filter(None, marker[-1].removeprefix("LOADED:").split(",")))


@pytest.mark.parametrize("args", [["--version"], ["--help"]])
def test_version_and_help_load_no_bots_coach_or_ui_library(args: list[str]) -> None:
    assert loaded_by(args, HEAVY_FOR_A_LEAN_START) == set()


def test_plain_rules_load_no_bots_coach_or_ui_library() -> None:
    assert loaded_by(["rules", "--plain"], HEAVY_FOR_A_LEAN_START) == set()


def test_rendered_rules_load_rich_but_no_bots_coach_or_textual() -> None:
    assert (
        loaded_by(
            ["rules"], ("baloot_tui.games.baloot.bots", "baloot_tui.games.baloot.coach", "textual")
        )
        == set()
    )


def test_a_command_loads_its_module_only_when_it_runs() -> None:
    """The check above can fail: running ``arena`` does load the bots."""
    assert "baloot_tui.games.baloot.bots" in loaded_by(
        ["arena", "--help"], ("baloot_tui.games.baloot.bots",)
    )


def test_the_full_rule_book_loads_no_bots_coach_or_textual() -> None:
    heavy = ("baloot_tui.games.baloot.bots", "baloot_tui.games.baloot.coach", "textual")
    assert loaded_by(["rules", "--full"], heavy) == set()


@pytest.mark.parametrize("args", [["--version"], ["--help"]])
def test_version_and_help_load_no_game(args: list[str]) -> None:
    """Not even a game's rules: ``--version`` costs the command line's import alone."""
    assert loaded_by(args, ("baloot_tui.games",)) == set()


THE_MENU_DRAWN = """
import asyncio, sys, tempfile
from pathlib import Path
from baloot_tui.tui.app import make_app

folder = Path(tempfile.mkdtemp())
app = make_app(save_dir=folder / "data", config_dir_path=folder / "cfg", start="menu")

async def main():
    async with app.run_test(size=(80, 24)) as pilot:
        while type(app.screen).__name__ != "StartMenu":
            await pilot.pause(0.01)
        await pilot.pause()

asyncio.run(main())
inside = ("rules", "bots", "coach", "game")
print("LOADED:" + ",".join(sorted(
    m for m in sys.modules
    if m.startswith("baloot_tui.games.") and m.split(".")[3:4] and m.split(".")[3] in inside
)))
"""


def test_the_start_menu_loads_no_game_rules_bots_coach_or_lessons() -> None:
    """The menu lists each game from its ``tui/menu.py``; the rest loads on first use."""
    result = subprocess.run(
        [sys.executable, "-c", THE_MENU_DRAWN], capture_output=True, text=True, check=True
    )
    marker = [line for line in result.stdout.splitlines() if line.startswith("LOADED:")]
    assert marker == ["LOADED:"]
