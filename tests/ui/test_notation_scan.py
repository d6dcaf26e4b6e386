"""No engine notation reaches a person: every main screen and human-readable CLI output.

Notation (``S play AS``, ``sira:QC-KC-AC``, ``gt100_lt100``) is for records,
``--json`` and tests; a person reads the players' words of
:mod:`baloot_tui.games.baloot.words`. The scan looks for the shapes notation takes.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from textual.pilot import Pilot

from baloot_tui.cli import main
from baloot_tui.games.baloot.rules.house_rules import HouseRules, flag_choices
from baloot_tui.games.baloot.tui.dialogs import HandSummary
from baloot_tui.games.baloot.tui.help import HelpScreen
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.replay import ReplayApp
from baloot_tui.tui.screens.settings import SettingsScreen
from tests.engine.files_kit import finished_match
from tests.ui.ui_kit import (
    AppFactory,
    controller_of,
    end_screen,
    key_for,
    open_table_with,
    preferred,
    press,
    screen_text,
    settle,
)

RECORDS = Path(__file__).parent.parent / "rules" / "records"
_FLAG_WORDS = sorted(
    {f.name for f in dataclasses.fields(HouseRules) if "_" in f.name}
    | {
        str(v)
        for f in dataclasses.fields(HouseRules)
        for v in flag_choices(f.name) or ()
        if "_" in str(v)
    },
    key=len,
    reverse=True,
)
NOTATION = {
    "action": re.compile(r"\b[SENW] (play|pass|hokum|sun|ashkal|double|confirm|declare|sawa)\b"),
    "project": re.compile(r"\b(sira|fifty|hundred|400|four_hundred|baloot):[7-9TJQKA][SHDC]"),
    "card": re.compile(r"(?<![\w'])[7-9TJQKA][SHDC](?![\w'])"),
    "flag": re.compile(r"\b(" + "|".join(map(re.escape, _FLAG_WORDS)) + r")\b"),
}


def notation_in(text: str) -> list[tuple[str, str]]:
    """Each notation found in ``text``, with its kind."""
    return [(kind, m.group()) for kind, rx in NOTATION.items() for m in rx.finditer(text)]


def test_the_scan_finds_notation() -> None:
    found = notation_in("S play AS, Project sira:QC-KC-AC, gt100_lt100, partner_exemption_scope")
    assert {kind for kind, _ in found} == set(NOTATION)
    assert notation_in("South plays A♠, a Sira: Q♣ K♣ A♣, Either team over 100") == []


def cli(*args: str) -> str:
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("record", sorted(p.name for p in RECORDS.glob("*.json")))
def test_replay_text_has_no_notation(record: str) -> None:
    assert notation_in(cli("replay", str(RECORDS / record))) == []


@pytest.mark.parametrize(
    "args",
    [
        ("rules",),
        ("rules", "--plain"),
        ("review", str(RECORDS / "double.json"), "--budget", "2"),
        (
            "score",
            *("--contract", "hokum", "--trump", "S", "--buyer", "NS", "--abnat", "EW=101"),
            *(
                "--last-trick",
                "NS",
                "--project",
                "NS=sira:QC-KC-AC",
                "--project",
                "EW=sira:7C-8C-9C",
            ),
        ),
    ],
)
def test_cli_text_has_no_notation(args: tuple[str, ...]) -> None:
    text = cli(*args)
    # The house-rules table of ``baloot rules`` lists the FLAG=VALUE a person types
    # after ``--set``: there the notation is the input syntax being taught.
    text = text.split("House rules (defaults)")[0]
    assert notation_in(text) == []


async def scan_a_hand(pilot: Pilot[None], app: BalootApp) -> set[str]:
    """Play a hand by number keys to its summary, finding no notation on any screen on the
    way; the phases and screens seen."""
    seen: set[str] = set()
    for _ in range(120):
        await settle(pilot)
        text = screen_text(app)
        seen.add(type(app.screen).__name__)
        assert notation_in(text) == [], (notation_in(text), text)
        if isinstance(app.screen, HandSummary):
            return seen
        hand = controller_of(app).match.current
        assert hand is not None
        seen.add(hand.phase.value)
        await pilot.press(key_for(app, preferred(hand.legal_actions())))
    raise AssertionError(f"no hand summary: {seen}")


async def test_the_table_through_a_hand_and_its_summary_has_no_notation(
    app_factory: AppFactory,
) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        seen = await scan_a_hand(pilot, app)
    assert {"bidding", "playing", "HandSummary"} <= seen, seen


@pytest.mark.slow  # the review analyses every decision of the hand (up to 512 worlds each)
async def test_the_review_of_a_hand_has_no_notation(app_factory: AppFactory) -> None:
    app = app_factory()
    async with app.run_test(size=(120, 40)) as pilot:
        await scan_a_hand(pilot, app)
        await press(pilot, "r")  # the review of the person's decisions
        assert type(app.screen).__name__ == "ReviewScreen"
        text = screen_text(app)
        assert notation_in(text) == [], (notation_in(text), text)


async def test_settings_have_no_notation(app_factory: AppFactory) -> None:
    app = app_factory(start="menu")
    async with app.run_test(size=(160, 200)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        assert isinstance(app.screen, SettingsScreen)
        text = screen_text(app)
        assert "Who leads the first trick" in text
        assert notation_in(text) == [], (notation_in(text), text)


async def test_the_replay_viewer_has_no_notation() -> None:
    from baloot_tui.games.baloot.rules.record import loads

    path = RECORDS / "double.json"
    app = ReplayApp(loads(path.read_text(encoding="utf-8")), path.name)
    async with app.run_test(size=(120, 40)) as pilot:
        await _step_through(pilot, app)


async def _step_through(pilot: Pilot[None], app: BalootApp | ReplayApp) -> None:
    for _ in range(40):
        await settle(pilot)
        text = screen_text(app)  # type: ignore[arg-type]
        assert notation_in(text) == [], (notation_in(text), text)
        await pilot.press("right")


async def test_the_guided_hand_and_its_score_prompt_have_no_notation(
    app_factory: AppFactory,
) -> None:
    from baloot_tui.games.baloot.tui.learn.guided import GuidedHandScreen

    app = app_factory(start="menu")
    async with app.run_test(size=(120, 200)) as pilot:
        await pilot.pause()
        app.push_screen(GuidedHandScreen(seed=2))
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GuidedHandScreen)
        for _ in range(40):
            text = screen_text(app)
            assert notation_in(text) == [], (notation_in(text), text)
            step = screen.step
            assert step is not None
            if step.finished:
                break
            await pilot.press("1")
            await pilot.pause()
        assert any(p.topic == "score" for p in screen.prompts)
        assert "Totals (cards and projects): your team" in screen_text(app)


def assert_no_notation(app: BalootApp, seen: list[str]) -> None:
    """The top screen (toasts included) shows no notation; note which screen it was."""
    text = screen_text(app)
    if isinstance(app.screen, HelpScreen):
        # As for ``baloot rules``: the flag table teaches ``baloot score --set``'s input.
        text = text.split("House rules (defaults)")[0]
    assert notation_in(text) == [], (type(app.screen).__name__, notation_in(text), text)
    seen.append(type(app.screen).__name__)


async def test_every_screen_off_the_table_has_no_notation(
    app_factory: AppFactory, tmp_path: Path
) -> None:
    """Menus, the seating question, Records and a record, Rules, Learn, a lesson, the end."""
    records = tmp_path / "data" / "records"
    records.mkdir(parents=True)
    for name in ("double.json", "sawa.json"):
        shutil.copy(RECORDS / name, records / f"match-20250101-1200{len(name)}.json")
    app = app_factory(start="menu")
    seen: list[str] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        for keys in (("h",), ("escape", "r"), ("enter",), ("escape", "escape", "question_mark")):
            assert_no_notation(app, seen)
            await press(pilot, *keys)
        assert_no_notation(app, seen)
        await press(pilot, "escape", "l")
        for _ in range(3):  # the learn menu, a lesson and its first answers
            assert_no_notation(app, seen)
            await press(pilot, "enter")
        await press(pilot, "1", "n")
        assert_no_notation(app, seen)
        open_table_with(app, finished_match(), humans=2)
        await settle(pilot)
        assert_no_notation(app, seen)
        app.push_screen(end_screen(controller_of(app)))
        await settle(pilot)
        assert_no_notation(app, seen)
    assert {
        "StartMenu",
        "SeatingSetup",
        "RecordsScreen",
        "ReplayScreen",
        "HelpScreen",
        "MenuScreen",
        "LessonScreen",
        "EndScreen",
    } <= set(seen), seen


@pytest.mark.parametrize(
    "args",
    [
        ("learn", "--list"),
        ("replay", str(RECORDS / "sawa.json"), "--hand", "1"),
        ("arena", "--a", "random", "--b", "beginner", "--matches", "1", "--seed", "2"),
    ],
)
def test_more_cli_text_has_no_notation(args: tuple[str, ...]) -> None:
    text = cli(*args)
    assert text.strip()
    assert notation_in(text) == [], notation_in(text)


def test_the_list_of_kept_records_has_no_notation(tmp_path: Path) -> None:
    (tmp_path / "records").mkdir()
    for record in RECORDS.glob("*.json"):
        shutil.copy(record, tmp_path / "records" / record.name)
    text = cli("replay", "--list", "--data-dir", str(tmp_path))
    assert "unfinished" in text
    assert notation_in(text) == [], notation_in(text)
