"""The headless layers load no UI library at run time (on top of lint-imports)."""

from __future__ import annotations

import subprocess
import sys

import pytest

HEADLESS_MODULES = [
    "baloot_tui",
    "baloot_tui.rules",
    "baloot_tui.rules.round",
    "baloot_tui.rules.match",
    "baloot_tui.bots",
    "baloot_tui.engine",
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
        "import baloot_tui.rules\n"
        "new = {m.split('.')[0] for m in set(sys.modules) - before}\n"
        "std = set(sys.stdlib_module_names) | {'baloot_tui'}\n"
        "print(','.join(sorted(new - std)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""
