"""Lesson files: the shipped ones all read, and a broken one is named in a line and left out.

The shipped data is checked here (what a build ships is what this test read). At run
time the loader itself (``text/lessons.py``, :func:`read_folder`) leaves out a file
it cannot read, so every front end that loads lessons, whenever it loads them, keeps
the others: ``baloot learn --list`` and the Learn menu name it, ``play --plain``
plays on.
"""

from __future__ import annotations

import shutil
from importlib.resources.abc import Traversable
from pathlib import Path

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main
from baloot_tui.games.baloot.coach import lessons as baloot_lessons
from baloot_tui.games.baloot.rules.house_rules import PRESETS
from baloot_tui.games.belot.coach import lessons as belot_lessons
from baloot_tui.games.belot.rules.house_rules import PRESETS as BELOT_PRESETS
from baloot_tui.text import lessons
from baloot_tui.text.i18n import Language
from baloot_tui.text.lessons import CONTENTS, lessons_left_out
from baloot_tui.tui.learn.screens import MenuScreen
from tests.ui.learn.test_learn_app import SIZE, learn_app
from tests.ui.ui_kit import messages

LANGUAGES: tuple[Language, ...] = ("en", "ar")
SHIPPED = [baloot_lessons.LESSON_FOLDER, belot_lessons.LESSON_FOLDER]


@pytest.fixture
def nothing_said(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh list of left-out lessons, so a test's broken files are its own."""
    monkeypatch.setattr(lessons, "_LEFT_OUT", {})


@pytest.mark.parametrize("folder", SHIPPED, ids=["baloot", "belot"])
def test_the_contents_list_names_every_shipped_lesson_file(folder: Traversable) -> None:
    listed = folder.joinpath(CONTENTS).read_text(encoding="utf-8").split()
    assert listed == sorted(e.name for e in folder.iterdir() if e.name.endswith(".toml"))


@pytest.mark.usefixtures("nothing_said")
def test_every_shipped_lesson_reads_in_both_languages_under_every_preset() -> None:
    for preset in PRESETS.values():
        for language in LANGUAGES:
            read = baloot_lessons.load_lessons(rules=preset, language=language)
            assert len(read) == len(baloot_lessons.LESSONS)
    for belot_preset in BELOT_PRESETS.values():
        for language in LANGUAGES:
            read_belot = belot_lessons.load_belot_lessons(rules=belot_preset, language=language)
            assert len(read_belot) == len(belot_lessons.BELOT_LESSONS)
    assert lessons_left_out() == ()


def broken_folder(tmp_path: Path) -> Path:
    """The shipped Baloot lessons with one file of each kind of breakage, and one missing."""
    folder = tmp_path / "games" / "baloot" / "coach" / "lesson_data"
    shutil.copytree(Path(str(baloot_lessons.LESSON_FOLDER)), folder)
    (folder / "030_trumping.toml").unlink()
    (folder / "020_follow_suit.toml").write_text('key = "follow_suit\ntitle =', encoding="utf-8")
    (folder / "040_hokum_or_sun.toml").write_text("", encoding="utf-8")
    (folder / "050_when_to_buy.toml").write_bytes(b"\xff\xfe\x00key\x80\x81" * 50)
    twin = (folder / "010_cards.toml").read_text(encoding="utf-8").replace("order = ", "order = 9")
    (folder / "011_cards_again.toml").write_text(twin, encoding="utf-8")
    return folder


EXPECTED = [
    "lesson left out: games/baloot/coach/lesson_data/030_trumping.toml: missing",
    "games/baloot/coach/lesson_data/011_cards_again.toml: key: another lesson has the key 'cards'",
    "games/baloot/coach/lesson_data/020_follow_suit.toml: not valid TOML",
    "games/baloot/coach/lesson_data/040_hokum_or_sun.toml: empty",
    "games/baloot/coach/lesson_data/050_when_to_buy.toml: not UTF-8 text (byte 1)",
]


@pytest.mark.usefixtures("nothing_said")
def test_a_broken_lesson_is_named_in_one_line_and_the_others_are_read(tmp_path: Path) -> None:
    read = baloot_lessons.load_lessons(broken_folder(tmp_path))
    keys = [item.key for item in read]
    assert len(keys) == len(baloot_lessons.LESSONS) - 4
    assert "cards" in keys and "follow_suit" not in keys and "trumping" not in keys
    said = lessons_left_out()
    assert len(said) == len(EXPECTED) and all("\n" not in line for line in said)
    for words in EXPECTED:
        assert any(words in line for line in said), (words, said)
    baloot_lessons.load_lessons(broken_folder(tmp_path / "again"))
    assert len(lessons_left_out()) == len(EXPECTED)  # each said once


@pytest.mark.usefixtures("nothing_said")
def test_a_folder_without_its_contents_list_reads_what_it_holds(tmp_path: Path) -> None:
    folder = broken_folder(tmp_path)
    (folder / CONTENTS).unlink()
    assert len(baloot_lessons.load_lessons(folder)) == len(baloot_lessons.LESSONS) - 4
    assert not any("missing" in line for line in lessons_left_out())
    (folder / CONTENTS).write_bytes(b"\xff\xfe")
    baloot_lessons.load_lessons(folder)
    assert any("contents.txt: cannot be read" in line for line in lessons_left_out())


@pytest.mark.usefixtures("nothing_said")
def test_learn_list_names_the_lesson_left_out_and_lists_the_others(tmp_path: Path) -> None:
    baloot_lessons.load_lessons(broken_folder(tmp_path))
    result = CliRunner().invoke(main, ["learn", "--list"])
    assert result.exit_code == 0 and "follow_suit" in result.stdout
    warnings = result.stderr.splitlines()
    assert len(warnings) == len(EXPECTED)
    assert all(line.startswith("baloot learn: warning: lesson left out: ") for line in warnings)


@pytest.mark.usefixtures("nothing_said")
async def test_the_learn_menu_names_the_lesson_left_out_once(tmp_path: Path) -> None:
    baloot_lessons.load_lessons(broken_folder(tmp_path / "lessons"))
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        said = [m for m in messages(app) if m.startswith("lesson left out: ")]
        assert len(said) == len(EXPECTED)
        app.push_screen(MenuScreen(app.hub))
        await pilot.pause()
        assert len([m for m in messages(app) if m.startswith("lesson left out")]) == len(EXPECTED)


@pytest.mark.usefixtures("nothing_said")
def test_play_plain_names_a_lesson_left_out_and_plays_on(tmp_path: Path) -> None:
    baloot_lessons.load_lessons(broken_folder(tmp_path / "lessons"))
    env = {"XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    args = ["play", "--plain", "--new", "--seed", "4", "--delay", "0"]
    result = CliRunner().invoke(main, args, input="1\nq\n", env=env)
    assert result.exit_code == 0 and result.stdout.startswith("Baloot, plain mode.")
    warnings = result.stderr.splitlines()
    assert len(warnings) == len(EXPECTED)
    assert all(line.startswith("baloot play: warning: lesson left out: ") for line in warnings)
