"""``--lang`` on the commands that speak to a person, and ``baloot score`` in Arabic."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main
from baloot_tui.cli.lang import language_in_force
from baloot_tui.store.settings import Settings

SUN_HAND = (
    *("score", "--contract", "sun", "--buyer", "NS", "--abnat", "NS=84,EW=46"),
    *("--last-trick", "NS", "--match-score", "NS=110,EW=90"),
)


def test_the_language_is_the_option_else_the_settings_else_the_locale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "ar_SA.UTF-8")
    assert language_in_force(None, tmp_path) == "ar"  # no settings: the locale
    (tmp_path / "settings.json").write_text(Settings(language="en").to_json())
    assert language_in_force(None, tmp_path) == "en"
    assert language_in_force("ar", tmp_path) == "ar"


@pytest.mark.parametrize("command", ["learn", "review", "replay", "score", "rules"])
def test_every_command_that_speaks_takes_lang(command: str) -> None:
    result = CliRunner().invoke(main, [command, "--help"])
    assert "--lang" in result.output
    refused = CliRunner().invoke(main, [command, "--lang", "fr"])
    assert refused.exit_code == 2
    assert "choose en, ar" in refused.output


def test_score_speaks_arabic_with_the_glossary_terms() -> None:
    result = CliRunner().invoke(main, [*SUN_HAND, "--lang", "ar", "--arabic", "logical"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "صن اشتراه الجنوب والشمال، بدون دبل"
    assert lines[4] == "المشتري فريق الجنوب والشمال نقاطه 16 > 10: نجح المشتري"
    assert lines[-2:] == [
        "النتيجة: الجنوب والشمال 16، الشرق والغرب 10",
        "نتيجة الصكة: الجنوب والشمال 126، الشرق والغرب 100",
    ]
    assert not any(word in result.output for word in ("bought", "Score", "made"))


def test_a_lost_hokum_says_khasara_and_the_hokum_rounding() -> None:
    args = ["score", "--contract", "hokum", "--trump", "H", "--buyer", "NS", "--abnat", "NS=40"]
    result = CliRunner().invoke(main, [*args, "--last-trick", "EW", "--lang", "ar"])
    assert result.exit_code == 0, result.output
    assert "حكم اشتراه الجنوب والشمال" in result.output  # the tests print logical order
    assert "أوراق الحكم: الأقل الجنوب والشمال 40 ← 4؛" in result.output
    assert ": خسارة" in result.output


def test_score_in_visual_mode_prints_joined_right_to_left_lines() -> None:
    result = CliRunner().invoke(main, [*SUN_HAND, "--lang", "ar", "--arabic", "visual"])
    first = result.output.splitlines()[0]
    assert first.startswith("\ufede")  # ل of بدون دبل's last word, final form, at the left
    assert first.endswith("\ufee6\ufebb")  # صن joined: final ن left of initial ص


def test_score_in_english_and_its_json_are_unchanged_by_the_language() -> None:
    english = CliRunner().invoke(main, [*SUN_HAND, "--lang", "en"])
    assert english.output.splitlines()[0] == "Sun bought by NS, plain"
    assert english.output.splitlines()[-1] == "Match score: NS 126, EW 100"
    as_json = [
        json.loads(CliRunner().invoke(main, [*SUN_HAND, "--json", "--lang", lang]).output)
        for lang in ("en", "ar")
    ]
    assert as_json[0] == as_json[1]
    assert as_json[1]["explanation"][0] == "Sun bought by NS, plain"


def test_lang_and_arabic_on_the_group_apply_to_the_subcommand() -> None:
    before = CliRunner().invoke(main, [*SUN_HAND, "--lang", "ar", "--arabic", "logical"])
    given = CliRunner().invoke(main, ["--lang", "ar", "--arabic", "logical", *SUN_HAND])
    assert given.exit_code == 0, given.output
    assert given.output == before.output
    assert given.output.startswith("صن اشتراه")
    # The subcommand's own option still wins over the group's.
    english = CliRunner().invoke(main, ["--lang", "ar", *SUN_HAND, "--lang", "en"])
    assert english.output.startswith("Sun bought by")
