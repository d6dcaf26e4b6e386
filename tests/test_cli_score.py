"""``baloot score``: RULES.md §10.1 examples through the command, JSON in and out, errors."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main

# Team A of RULES.md §10 is seats 0 and 2 (P1, P3) = NS here; team B is EW.
HOKUM_H = ("--contract", "hokum", "--trump", "H", "--buyer", "NS")
HOKUM_S = ("--contract", "hokum", "--trump", "S", "--buyer", "NS")
SUN = ("--contract", "sun", "--buyer", "NS")

EXAMPLES: list[tuple[str, tuple[str, ...], tuple[int, int]]] = [
    ("S1", (*HOKUM_H, "--abnat", "EW=44", "--last-trick", "NS"), (12, 4)),
    (
        "S1 captured",
        (*HOKUM_H, "--captured", "EW=AS TS KS AC QC JD QH 8H 7S 7C 7D 8D", "--last-trick", "NS"),
        (12, 4),
    ),
    ("S2", (*HOKUM_S, "--abnat", "EW=65", "--last-trick", "NS"), (10, 6)),
    ("S6", (*SUN, "--abnat", "NS=84,EW=46", "--last-trick", "NS"), (16, 10)),
    ("S6 cards only", (*SUN, "--abnat", "NS=74,EW=46", "--last-trick", "NS"), (16, 10)),
    ("S7", (*SUN, "--abnat", "EW=55", "--last-trick", "NS"), (15, 11)),
    (
        "S10",
        (
            *SUN,
            "--abnat",
            "EW=72",
            "--last-trick",
            "NS",
            "--project",
            "NS=fifty",
            "--project",
            "EW=sira",
        ),
        (22, 14),
    ),
    (
        "S12",
        (
            *HOKUM_S,
            "--abnat",
            "EW=101",
            "--last-trick",
            "NS",
            "--project",
            "NS=fifty",
            "--project",
            "EW=sira",
        ),
        (11, 10),
    ),
    ("S14", (*HOKUM_H, "--abnat", "EW=62", "--last-trick", "NS", "--baloot", "NS"), (12, 6)),
    ("S16", (*SUN, "--kaboot", "NS", "--project", "NS=sira"), (48, 0)),
    ("S19", (*HOKUM_H, "--abnat", "EW=62", "--last-trick", "NS", "--double", "--closed"), (32, 0)),
    (
        "S22",
        (
            *HOKUM_S,
            "--three",
            "--project",
            "EW=hundred",
            "--last-trick",
            "NS",
            "--captured",
            "EW=JS 9S AS TS AH TH AD TD QC JC 7H 7D",
        ),
        (0, 68),
    ),
    (
        "S22 cap=full",
        (
            *HOKUM_S,
            "--three",
            "--project",
            "EW=hundred",
            "--abnat",
            "EW=102",
            "--last-trick",
            "NS",
            "--set",
            "project_multiplier_cap=full",
        ),
        (0, 78),
    ),
    (
        "S25",
        (
            *SUN,
            "--double",
            "--match-score",
            "NS=110,EW=90",
            "--last-trick",
            "NS",
            "--captured",
            "EW=AS TS AH TH AD KD QC 7S",
        ),
        (52, 0),
    ),
    (
        "S25 four aces",
        (
            *SUN,
            "--double",
            "--match-score",
            "NS=110,EW=90",
            "--abnat",
            "EW=60",
            "--last-trick",
            "NS",
            "--project",
            "NS=400:AS-AH-AD-AC",
        ),
        (132, 0),
    ),
]


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["score", *args], input=stdin)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    ("args", "points"), [e[1:] for e in EXAMPLES], ids=[e[0] for e in EXAMPLES]
)
def test_worked_examples(args: tuple[str, ...], points: tuple[int, int]) -> None:
    code, out, err = run(*args)
    assert (code, err) == (0, "")
    assert out.splitlines()[-1 if "--match-score" not in args else -3] == (
        f"Score: NS {points[0]}, EW {points[1]}"
    )
    code, out, _ = run(*args, "--json")
    assert code == 0
    assert tuple(json.loads(out)["points"]) == points


def test_breakdown_explains_rounding_and_projects() -> None:
    _, out, _ = run(
        *HOKUM_S,
        "--abnat",
        "EW=101",
        "--last-trick",
        "NS",
        "--project",
        "NS=fifty:TH-JH-QH-KH",
        "--project",
        "EW=sira:7C-8C-9C",
    )
    assert out.splitlines()[0] == (
        "Projects: NS best a Fifty: 10♥ J♥ Q♥ K♥, EW best a Sira: 7♣ 8♣ 9♣: higher, "
        "so the projects of NS count"
    )
    assert "Hokum cards: lower side NS 61 → 6; EW 101 → 16 − 6 = 10" in out
    assert "Buyer NS game points 11 > 10: made" in out


def test_match_score_and_winner() -> None:
    _, out, _ = run(
        *SUN, "--double", "--match-score", "NS=110,EW=90", "--abnat", "EW=60", "--last-trick", "NS"
    )
    assert out.splitlines()[-2:] == ["Match score: NS 162, EW 90", "NS wins the match"]


def test_qayd() -> None:
    code, out, _ = run(
        "--contract", "hokum", "--trump", "H", "--buyer", "NS", "--qayd", "EW", "--double", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert (data["points"], data["outcome"]) == ([32, 0], "qayd")


def test_equal_projects_need_the_first_lead() -> None:
    args = (
        *SUN,
        "--abnat",
        "EW=60",
        "--last-trick",
        "NS",
        "--project",
        "NS=sira:JH-QH-KH",
        "--project",
        "EW=sira:JS-QS-KS",
    )
    code, _, err = run(*args)
    assert code == 2 and "say which team led trick 1" in err
    code, out, _ = run(*args, "--first-lead", "EW", "--json")
    assert code == 0 and json.loads(out)["counting_team"] == "EW"


def test_json_input_equals_flags() -> None:
    doc = {
        "contract": "hokum",
        "trump": "S",
        "buyer": "NS",
        "double": "three",
        "projects": {"EW": ["hundred"]},
        "abnat": {"EW": 102},
        "last_trick": "NS",
        "set": {"project_multiplier_cap": "full"},
    }
    code, out, err = run("--json-input", "--json", stdin=json.dumps(doc))
    assert (code, err) == (0, "")
    assert json.loads(out)["points"] == [0, 78]


ERRORS: list[tuple[str, tuple[str, ...], str]] = [
    ("no contract", ("--buyer", "NS"), "say which contract"),
    ("unknown contract", ("--contract", "nil", "--buyer", "NS"), "unknown contract 'nil'"),
    ("no buyer", ("--contract", "sun"), "say who bought"),
    ("bad team", (*SUN[:2], "--buyer", "XY"), "buyer must be us or them (لنا, لهم), or NS or EW"),
    ("trump missing", ("--contract", "hokum", "--buyer", "NS"), "Hokum needs its trump suit"),
    ("trump in Sun", (*SUN, "--trump", "H"), "Sun has no trump"),
    ("abnat off", (*SUN, "--abnat", "NS=80,EW=46", "--last-trick", "NS"), "do not add up"),
    ("abnat too big", (*SUN, "--abnat", "EW=125", "--last-trick", "NS"), "exceed the 120"),
    ("abnat not a number", (*SUN, "--abnat", "EW=lots"), "--abnat: EW needs a whole number"),
    ("no last trick", (*SUN, "--abnat", "EW=46"), "which team won the last trick"),
    ("nothing counted", SUN, "give the abnat, the captured cards, or a kaboot"),
    ("both inputs", (*SUN, "--abnat", "EW=4", "--captured", "EW=AS"), "either abnat or captured"),
    (
        "duplicate capture",
        (*SUN, "--captured", "EW=AS AS 7H 8H", "--last-trick", "NS"),
        "card AS appears twice",
    ),
    (
        "captured by both",
        (*SUN, "--captured", "EW=AS KS QS JS", "--captured", "NS=AS", "--last-trick", "NS"),
        "card AS was captured by both teams",
    ),
    ("partial trick", (*SUN, "--captured", "EW=AS KS", "--last-trick", "NS"), "tricks are 4"),
    ("400 in Hokum", (*HOKUM_H, "--kaboot", "NS", "--project", "NS=400"), "a 400 exists only"),
    (
        "impossible project",
        (*SUN, "--kaboot", "NS", "--project", "NS=sira:7H-8H-TH"),
        "not consecutive",
    ),
    ("unknown project", (*SUN, "--kaboot", "NS", "--project", "NS=seventy"), "unknown project"),
    (
        "shared project card",
        (*SUN, "--kaboot", "NS", "--project", "NS=sira:7H-8H-9H", "--project", "EW=sira:9H-TH-JH"),
        "card 9H is in both",
    ),
    (
        "same class by kind only",
        (*SUN, "--kaboot", "NS", "--project", "NS=sira", "--project", "EW=sira"),
        "give their cards",
    ),
    (
        "Sun double forbidden",
        (*SUN, "--double", "--kaboot", "NS"),
        "a Sun may not be doubled at match score us 0, them 0 (house rule “When a Sun may be "
        "doubled”: Buyer's team over 100, the doubler's team under 100)",
    ),
    ("Three in Sun", (*SUN, "--three", "--kaboot", "NS"), "Sun can only be doubled"),
    ("Baloot in Sun", (*SUN, "--kaboot", "NS", "--baloot", "EW"), "Baloot exists only in Hokum"),
    ("closed undoubled", (*HOKUM_H, "--kaboot", "NS", "--closed"), "only a doubled Hokum"),
    ("kaboot vs last trick", (*HOKUM_H, "--kaboot", "NS", "--last-trick", "EW"), "includes the"),
    ("unknown preset", (*SUN, "--kaboot", "NS", "--rules", "house"), "unknown house-rule preset"),
    ("unknown flag", (*SUN, "--kaboot", "NS", "--set", "jokers=on"), "unknown house rule"),
    ("bad set", (*SUN, "--kaboot", "NS", "--set", "kaboot_multiplied"), "--set takes NAME=VALUE"),
    ("qayd with abnat", (*SUN, "--qayd", "EW", "--abnat", "EW=4"), "a Qayd stops the hand"),
    ("json and flags", ("--json-input", "--contract", "sun"), "drop the other flags"),
]


@pytest.mark.parametrize(("us", "them"), [("us", "them"), ("لنا", "لهم"), ("Us", "THEM")])
def test_teams_may_be_us_and_them(us: str, them: str) -> None:
    """The score sheet's words: "us" is the person's team, North and South."""
    named = run("--contract", "sun", "--buyer", us, "--abnat", f"{them}=46", "--last-trick", us)
    noted = run("--contract", "sun", "--buyer", "NS", "--abnat", "EW=46", "--last-trick", "NS")
    assert named == noted and named[0] == 0


@pytest.mark.parametrize(("args", "message"), [e[1:] for e in ERRORS], ids=[e[0] for e in ERRORS])
def test_bad_input_is_one_line_and_exit_2(args: tuple[str, ...], message: str) -> None:
    code, out, err = run(*args)
    assert code == 2
    assert out == ""
    assert err.startswith("baloot score: error: ")
    assert message in err
    assert err.count("\n") == 1


@pytest.mark.parametrize(
    ("stdin", "message"),
    [
        ("{", "stdin: not valid JSON"),
        ("[]", "the hand is a JSON object"),
        ('{"contract": "sun", "buyer": "NS", "colour": 1}', "unknown field 'colour'"),
        ('{"contract": "sun", "buyer": "NS", "abnat": [1]}', "abnat must map NS/EW"),
        ('{"contract": "sun", "buyer": "NS", "abnat": {"NS": -1}}', "must be a whole number"),
        ('{"contract": 7, "buyer": "NS"}', "contract must be text"),
    ],
)
def test_bad_json_input(stdin: str, message: str) -> None:
    code, out, err = run("--json-input", stdin=stdin)
    assert (code, out) == (2, "")
    assert message in err


def test_unknown_option_is_a_usage_error() -> None:
    code, _, _ = run("--contract", "sun", "--trumps", "H")
    assert code == 2
