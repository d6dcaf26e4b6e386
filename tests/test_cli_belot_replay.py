"""``baloot replay`` on a Belot record: the text in players' words, --hand, --json, refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules import record as belot_record
from tests.belot.belot_kit import SHOWCASE_SEED, showcase_match


@pytest.fixture(scope="module")
def showcase(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("belot") / "match.json"
    text = belot_record.dumps(showcase_match(), SHOWCASE_SEED, {Seat.SOUTH: "Vesela"})
    path.write_text(text, encoding="utf-8")
    return path


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["replay", *args])
    return result.exit_code, result.stdout, result.stderr


def test_the_match_is_told_deal_by_deal(showcase: Path) -> None:
    code, out, _ = run(str(showcase))
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == f"Belot record {showcase}: official house rules, match to 151, seed 366"
    assert lines[1] == "Players: Vesela (South)"
    expected = [
        "Deal 1: West deals",
        "  Result: all four passed, no score, the next player deals",
        "Deal 2: Vesela deals",
        "  Contract: All Trumps, bid by North (Vesela and North)",
        "  Declarations: West tierce 8♥ 9♥ 10♥ (does not count); Vesela tierce Q♣ K♣ A♣ (counts)",
        "  Belote: Vesela (♣)",
        "    Hanging points: 15 carried to the next decided deal",
        "Deal 3: East deals",
        "  Hanging points carried in: 15",
        "  Bidding: North All Trumps, West contra, Vesela pass, East pass, North pass",
        "  Contract: All Trumps, bid by North (Vesela and North), contra (×2)",
        "    Hanging points: the 15 carried in go to EW",
        "  Match score: Vesela and North 0, East and West 86",
        "Match in progress: Vesela and North 0, East and West 86; the match ends at 151",
    ]
    found = [line for line in lines if line in expected]
    assert found == expected
    assert sum(line.startswith("    8. ") for line in lines) == 2  # eight tricks in each
    assert "AS" not in out and " bid AT" not in out  # players' words, not the notation


def test_one_deal_alone(showcase: Path) -> None:
    code, out, _ = run(str(showcase), "--hand", "2")
    assert code == 0
    assert out.splitlines()[1] == "Deal 2: Vesela deals" and "Deal 3" not in out
    code, _, err = run(str(showcase), "--hand", "4")
    assert code == 2 and "the record has 3 deal(s), not 4" in err


def test_json_is_the_recomputed_record(showcase: Path) -> None:
    code, out, _ = run(str(showcase), "--json")
    assert code == 0
    data = json.loads(out)
    assert (data["game"], data["version"]) == ("belot", 2)
    assert belot_record.load_data(data).match == showcase_match()
    code, out, _ = run(str(showcase), "--json", "--hand", "2")
    assert json.loads(out)["result"]["outcome"] == "hanging"


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (lambda d: d.update(hanging=15), "stored hanging 15 does not match the replayed 0"),
        (
            lambda d: d["hands"][1]["actions"].__setitem__(0, "E bid X"),
            "hand 2, action 1 'E bid X': unknown contract 'X'",
        ),
        (lambda d: d.update(game="belote"), "unknown game 'belote'"),
        (lambda d: d["hands"][1].update(deck="AS"), "hand 2: deck: a deck has 32 cards, not 1"),
    ],
)
def test_a_bad_belot_record_is_refused_in_one_line(
    tmp_path: Path, showcase: Path, edit: object, problem: str
) -> None:
    data = json.loads(showcase.read_text(encoding="utf-8"))
    assert callable(edit)
    edit(data)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(str(bad))
    assert code == 1 and out == ""
    assert err.startswith(f"baloot replay: error: {bad}: ") and err.count("\n") == 1
    assert problem in err


def test_the_list_names_the_game(tmp_path: Path, showcase: Path) -> None:
    (tmp_path / "records").mkdir()
    (tmp_path / "records" / "belot.json").write_bytes(showcase.read_bytes())
    code, out, _ = run("--list", "--data-dir", str(tmp_path))
    assert code == 0
    assert "  Belot · " in out and "Vesela and North 0, East and West 86, unfinished" in out
    code, out, _ = run("--list", "--json", "--data-dir", str(tmp_path))
    assert json.loads(out)[0]["game"] == "belot"
