"""``baloot rules``: the packaged rules summary, rendered and plain, and its defaults table."""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from baloot_tui.cli import main
from baloot_tui.cli.commands import COMMANDS
from baloot_tui.games.baloot.help import help_markdown, rules_markdown
from baloot_tui.games.baloot.help.glossary import GLOSSARY
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.text.arabic import has_arabic, printed_text


def test_plain_prints_the_markdown_verbatim() -> None:
    result = CliRunner().invoke(main, ["rules", "--plain"])
    assert result.exit_code == 0
    assert result.stdout == help_markdown()
    assert result.stdout.startswith("# Saudi Baloot")
    assert rules_markdown() in result.stdout


def test_rendered_output_has_no_markdown_syntax() -> None:
    result = CliRunner().invoke(main, ["rules"])
    assert result.exit_code == 0
    assert "Saudi Baloot" in result.stdout
    assert "Doubling ladder" in result.stdout
    assert "# Saudi" not in result.stdout
    assert "|---|" not in result.stdout


def test_every_section_of_the_summary_is_there() -> None:
    headings = re.findall(r"^## (.+)$", rules_markdown(), flags=re.MULTILINE)
    assert headings == [
        "Cards and points",
        "Deal",
        "Bidding",
        "Doubling ladder",
        "Play",
        "Projects (مشاريع)",
        "Scoring a hand",
        "Match",
        "House rules (defaults)",
    ]


def rendered(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def test_house_rule_table_matches_the_defaults() -> None:
    rows = dict(re.findall(r"^\| `(\w+)` \| `([^`]+)` \|", rules_markdown(), flags=re.MULTILINE))
    expected = {
        f.name: rendered(getattr(DEFAULT_RULES, f.name)) for f in dataclasses.fields(HouseRules)
    }
    assert rows == expected


def test_unknown_option_is_a_usage_error() -> None:
    result = CliRunner().invoke(main, ["rules", "--colour"])
    assert result.exit_code == 2


def test_house_rules_doc_lists_every_flag_with_its_default() -> None:
    doc = (Path(__file__).parents[1] / "docs" / "house-rules.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `(\w+)` \| `([^`]+)` \|", doc, flags=re.MULTILINE))
    expected = {
        f.name: rendered(getattr(DEFAULT_RULES, f.name)) for f in dataclasses.fields(HouseRules)
    }
    assert rows == expected


def test_the_glossary_follows_the_rules_with_every_term() -> None:
    result = CliRunner().invoke(main, ["rules", "--plain"])
    glossary = result.stdout.split("## Glossary", 1)[1]
    for term in GLOSSARY:
        assert f"| {term.name} | {term.arabic} |" in glossary


def test_the_help_screen_shows_the_same_rules_and_glossary() -> None:
    from baloot_tui.games.baloot.tui.help import rules_text

    assert rules_text().startswith(help_markdown())


def test_help_lists_every_command_with_its_own_short_help() -> None:
    """The lazy group's table says what each command's docstring says."""
    ctx = click.Context(main)
    assert main.list_commands(ctx) == sorted(COMMANDS)
    for name, entry in COMMANDS.items():
        command = main.get_command(ctx, name)
        assert command is not None and command.name == name
        assert entry.short_help == command.get_short_help_str(limit=200)
    listing = CliRunner().invoke(main, ["--help"]).stdout
    assert all(f"  {name}  " in listing for name in COMMANDS)


# --------------------------------------------------------------------------- the rule book

DOCS_RULES = Path(__file__).parent.parent / "docs" / "rules"
TERMINAL = {"TTY_COMPATIBLE": "1", "NO_COLOR": None, "FORCE_COLOR": None, "PAGER": None}


def test_the_package_ships_the_rule_books_of_docs_rules() -> None:
    from importlib.resources import files

    games = files("baloot_tui.games")
    for game, name in (("baloot", "RULES.md"), ("belot", "BELOT.md")):
        assert games.joinpath(game, name).read_text(encoding="utf-8") == (
            (DOCS_RULES / name).read_text(encoding="utf-8")
        )


@pytest.mark.parametrize("args", [("--full",), ("--full", "--plain")])
def test_the_full_rule_book_on_a_pipe_is_its_markdown(args: tuple[str, ...]) -> None:
    result = CliRunner().invoke(main, ["rules", *args], env={"TTY_COMPATIBLE": None})
    assert result.exit_code == 0, result.output
    assert result.stdout == (DOCS_RULES / "RULES.md").read_text(encoding="utf-8")
    assert "\x1b" not in result.stdout


def test_the_full_rule_book_on_a_terminal_is_rendered_and_paged(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    paged: list[str] = []
    monkeypatch.setattr(click, "echo_via_pager", paged.append)
    result = CliRunner().invoke(main, ["rules", "--full"], env=TERMINAL)
    assert result.exit_code == 0, result.output
    assert result.stdout == ""
    (text,) = paged
    assert "Implementable Rules Specification" in text and "\x1b[1m" in text
    assert "# Saudi Baloot" not in text
    assert text.count("\n") > 1000  # the whole book, not the summary


def test_a_text_that_fits_the_terminal_is_printed_without_a_pager(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from rich.console import Console
    from rich.markdown import Markdown

    from baloot_tui.cli.rules_cmd import show_paged

    monkeypatch.setattr(click, "echo_via_pager", lambda text: pytest.fail("paged"))
    show_paged(Console(force_terminal=True, height=10, width=40), Markdown("# Title\n\nOne line."))
    out = capsys.readouterr().out
    assert "Title" in out and "One line." in out and "# Title" not in out


def test_rules_are_written_for_the_preset_asked_for() -> None:
    strict = CliRunner().invoke(main, ["rules", "--plain", "--rules", "strict"])
    assert strict.exit_code == 0
    assert "You must trump even when your partner is winning the trick" in strict.stdout
    assert "`partner_exemption` = `false`" in strict.stdout
    default = CliRunner().invoke(main, ["rules", "--plain"]).stdout
    assert "They are the defaults." in default and "need not trump" in default
    unknown = CliRunner().invoke(main, ["rules", "--rules", "chess"])
    assert unknown.exit_code == 2 and "Invalid value for '--rules'" in unknown.output


@pytest.mark.parametrize(
    "args", [["--arabic", "rtl"], ["play", "--arabic", "rtl"], ["rules", "--arabic", "x"]]
)
def test_a_bad_arabic_mode_is_one_line_and_exit_2(args: list[str]) -> None:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert result.stdout == "" and result.stderr.count("\n") == 1
    assert "choose auto, visual, logical, latin, not" in result.stderr


def test_rules_print_their_arabic_in_the_chosen_mode() -> None:
    latin = CliRunner().invoke(main, ["rules", "--arabic", "latin"]).stdout
    assert "lana / lahum" in latin and not has_arabic(latin)
    visual = CliRunner().invoke(main, ["rules", "--arabic", "visual"]).stdout
    assert printed_text("لنا / لهم", "visual") in visual and "لنا" not in visual
    assert not any(unicodedata.category(ch) == "Cf" for ch in visual)  # no bidi marks
    plain = CliRunner().invoke(main, ["rules", "--plain", "--arabic", "visual"]).stdout
    assert plain == help_markdown()  # raw Markdown keeps Arabic as stored


def test_rules_in_arabic_list_the_house_rules_in_force_first() -> None:
    from baloot_tui.games.baloot.words import FLAG_WORDS
    from baloot_tui.text import i18n

    try:
        runner = CliRunner()
        plain = runner.invoke(main, ["rules", "--plain", "--lang", "ar", "--rules", "jawaker"])
        full = runner.invoke(main, ["rules", "--full", "--plain", "--lang", "ar"])
        latin = runner.invoke(main, ["rules", "--plain", "--lang", "ar", "--arabic", "latin"])
        i18n.use("ar")
        labels = [i18n._(words.label) for words in FLAG_WORDS.values()]
    finally:
        i18n.use("en")
    assert plain.output.startswith("## قوانين الجلسة المعمول بها\n")
    assert all(f"- **{label}**: " in plain.output for label in labels)
    assert "- **التعادل في الحكم**: التعادل للمشتري. " in plain.output  # jawaker's choice
    assert "الملخص المفصّل تحت مكتوب بالإنجليزي حاليًا." in plain.output
    assert full.output.startswith("كتاب القوانين كامل مكتوب بالإنجليزي.\n")
    assert "قوانين الجلسة" not in latin.output  # no Arabic letters: the English interface
