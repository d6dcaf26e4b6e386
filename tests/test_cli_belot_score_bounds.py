"""``baloot score --game belot`` refuses what no deal can hold, alike from flags and JSON.

Each card exists once and each player holds eight: the declarations a sheet counts
must fit in a deal (``games/belot/deal_fit.py``). Every case is given both ways.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main

HAND = {"contract": "S", "bidder": "NS", "card_points": {"EW": 47}, "last_trick": "NS"}
"""A made spades deal the cases add to."""
FLAGS = ["--game", "belot", "--contract", "S", "--bidder", "NS", "--points", "EW=47"]
FLAGS += ["--last-trick", "NS"]

REFUSED: list[tuple[dict[str, object], str]] = [
    ({"declarations": {"NS": ["carre:J", "carre:J"]}}, "one carré of J in the deck"),
    ({"declarations": {"NS": ["carre:J"] * 5}}, "one carré of J in the deck"),
    ({"declarations": {"NS": ["carre:J"] * 6}}, "one carré of J in the deck"),
    ({"declarations": {"NS": ["carre:J"], "EW": ["carre:J"]}}, "only one team scores carrés"),
    ({"declarations": {"NS": ["carre:J"], "EW": ["carre:9"]}}, "only one team scores carrés"),
    ({"declarations": {"NS": ["quinte"], "EW": ["tierce"]}}, "only one team scores sequences"),
    ({"declarations": {"NS": ["quinte"] * 3}}, "NS's two players hold 8 cards each"),
    ({"declarations": {"EW": ["tierce"] * 5}}, "EW's two players hold 8 cards each"),
    (
        {"declarations": {"NS": ["carre:J", "carre:9", "carre:A", "carre:K", "tierce"]}},
        "NS's two players hold 8 cards each",
    ),
    ({"declarations": {"NS": ["quinte", "quinte", "quarte"]}}, "do not split between them"),
    ({"declarations": {"NS": ["carre:J"], "EW": ["quinte"]}}, "the deck cannot hold"),
    ({"declarations": {"NS": ["carre:9", "carre:Q"], "EW": ["tierce"]}}, "the deck cannot hold"),
    ({"declarations": {"NS": ["carre:K"]}, "belotes": {"EW": 1}}, "EW cannot show a belote"),
    ({"declarations": {"EW": ["carre:Q"]}, "belotes": {"NS": 1}}, "NS cannot show a belote"),
    (
        {"declarations": {"NS": ["carre:J"], "EW": ["tierce"]}, "rules": "belot_exe"},
        "only one team scores declarations",
    ),
    ({"hanging": 10_001}, "hanging"),
    ({"declarations": {"NS": ["tierce"] * 9}}, "cannot hold 9 declarations"),
]
ACCEPTED: list[dict[str, object]] = [
    {"declarations": {"NS": ["carre:J"], "EW": ["quarte"]}},
    {"declarations": {"NS": ["carre:J", "carre:9", "carre:A", "carre:K"]}},
    {"declarations": {"NS": ["quinte", "tierce", "quinte", "tierce"]}, "rules": "nikolayit"},
    {"declarations": {"NS": ["carre:K"]}, "belotes": {"NS": 1}},
    {"declarations": {"EW": ["tierce"] * 4}},
    {"hanging": 10_000},
]


def as_flags(case: dict[str, object]) -> list[str]:
    """The command line that gives the case."""
    args = list(FLAGS)
    declarations = case.get("declarations", {})
    assert isinstance(declarations, dict)
    for team, names in declarations.items():
        args += ["--declare", f"{team}={','.join(names)}"]
    belotes = case.get("belotes", {})
    assert isinstance(belotes, dict)
    for team, count in belotes.items():
        args += ["--belote", team] * count
    if "rules" in case:
        args += ["--rules", str(case["rules"])]
    if "hanging" in case:
        args += ["--hanging", str(case["hanging"])]
    return args


def both_ways(case: dict[str, object]) -> list[tuple[int, str, str]]:
    """The exit code, stdout and stderr from the flags and from ``--json-input``."""
    runner = CliRunner()
    results = [
        runner.invoke(main, ["score", *as_flags(case)]),
        runner.invoke(
            main, ["score", "--game", "belot", "--json-input"], input=json.dumps(HAND | case)
        ),
    ]
    return [(r.exit_code, r.stdout, r.stderr) for r in results]


@pytest.mark.parametrize(("case", "words"), REFUSED)
def test_what_no_deal_can_hold_is_refused_in_one_line(case: dict[str, object], words: str) -> None:
    for code, out, err in both_ways(case):
        assert code == 2 and out == "", out
        assert err.count("\n") == 1 and words in err, err


@pytest.mark.parametrize("case", ACCEPTED)
def test_what_a_deal_can_hold_is_scored(case: dict[str, object]) -> None:
    for code, out, err in both_ways(case):
        assert code == 0 and "Board points" in out, err


def test_a_huge_hanging_is_refused_as_from_the_command_line() -> None:
    (code, _, flags_err), (json_code, _, json_err) = both_ways({"hanging": 10**19})
    assert code == json_code == 2
    assert "10000" in flags_err and "from 0 to 10000" in json_err
