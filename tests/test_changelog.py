"""The version has one source, and CHANGELOG.md has its release in Keep a Changelog form."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

import baloot_tui
from baloot_tui.cli import main

CHANGELOG = Path(__file__).parent.parent / "CHANGELOG.md"
SECTIONS = ("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security")
"""The kinds of change Keep a Changelog names."""


def test_the_version_is_printed_from_its_one_source() -> None:
    result = CliRunner().invoke(main, ["--version"])
    assert result.stdout == f"baloot, version {baloot_tui.__version__}\n"
    assert re.fullmatch(r"\d+\.\d+\.\d+", baloot_tui.__version__)


def test_the_changelog_has_unreleased_first_then_this_version_with_its_date() -> None:
    text = CHANGELOG.read_text(encoding="utf-8")
    releases = re.findall(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$", text, re.M)
    assert releases[0] == ("Unreleased", "")
    assert releases[1][0] == baloot_tui.__version__ and releases[1][1]
    assert all(date for _, date in releases[1:])
    kinds = re.findall(r"^### (.+)$", text, re.M)
    assert kinds and set(kinds) <= set(SECTIONS)
