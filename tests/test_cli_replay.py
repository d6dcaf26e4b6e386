"""``baloot replay``: the hand-by-hand summary, --json, --hand and every error path."""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.record import dumps, loads
from tests.engine.files_kit import finished_match

RECORDS = Path(__file__).parent / "rules" / "records"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["replay", *args])
    return result.exit_code, result.stdout, result.stderr


def played_match(seed: int, hands: int) -> MatchState:
    """A match with at least ``hands`` hands started, random legal play, unfinished."""
    rng = random.Random(seed)
    match = new_match()
    while len(match.hands) < hands and not match.is_over:
        match = (
            match.deal_random(rng)
            if match.needs_deal
            else match.apply(rng.choice(match.legal_actions()))
        )
    if match.needs_deal:
        match = match.deal_random(rng)
    for _ in range(6):
        match = match.apply(rng.choice(match.legal_actions()))
    return match


def test_summary_of_a_golden_record() -> None:
    code, out, err = run(str(RECORDS / "double.json"))
    assert (code, err) == (0, "")
    for expected in [
        "default house rules, seed 951",
        "Hand 1: West deals, face-up card A♣",
        "  Bidding: South bids Hokum, East passes, North passes, West passes, "
        "South confirms Hokum ♣",
        "  Contract: Hokum ♣, bought by South (South and North)",
        "  Doubling: East doubles (closed), South passes",
        "    8. South 10♣   East 9♠   North 9♥    West 9♣   → West 24",
        "  Result: the buyer lost the doubled hand; South and North 0, East and West 32",
        "    Doubled ×2: the pot 16 × 2 = 32 goes to East and West",
        "  Match score: South and North 0, East and West 32",
        "Match in progress: South and North 0, East and West 32",
    ]:
        assert expected in out


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("sawa", "  Sawa by South from trick 3: every remaining trick to South and North"),
        ("khasara", "  Projects: West declares a Sira: 8♠ 9♠ 10♠"),
        ("baloot", "Players: Sara (South), Bot 1 (East), Nasser (North), Bot 2 (West)"),
        ("kaboot", "  Result: kaboot: all eight tricks; South and North 44, East and West 0"),
    ],
)
def test_summary_shows_each_feature(name: str, line: str) -> None:
    code, out, _ = run(str(RECORDS / f"{name}.json"))
    assert code == 0
    assert line in out


def test_a_hand_practised_with_undo_says_so_in_text_and_keeps_its_count_in_json(
    tmp_path: Path,
) -> None:
    match = played_match(4, 3)
    path = tmp_path / "save.json"
    path.write_text(dumps(match, undos={0: 2}), encoding="utf-8")
    code, out, _ = run(str(path))
    assert code == 0
    assert "Hand 1: " in out and "  Practised with undo: 2 decisions taken back" in out
    assert out.count("Practised with undo") == 1
    code, out, _ = run(str(path), "--json")
    assert code == 0 and json.loads(out)["hands"][0]["undos"] == 2


def test_unfinished_hand_and_single_hand(tmp_path: Path) -> None:
    match = played_match(4, 3)
    path = tmp_path / "save.json"
    path.write_text(dumps(match), encoding="utf-8")
    code, out, _ = run(str(path))
    assert code == 0
    assert "  In progress: " in out
    assert out.count("\nHand ") == len(match.hands) + 1
    code, one, _ = run(str(path), "--hand", "2")
    assert code == 0
    assert one.count("\nHand ") == 1 and "\nHand 2:" in one
    ledger = match.ledger
    assert (
        f"  Match score: South and North {ledger[0][0] + ledger[1][0]}, "
        f"East and West {ledger[0][1] + ledger[1][1]}" in one
    )


def test_the_match_score_after_each_hand_is_the_running_sum(tmp_path: Path) -> None:
    rng = random.Random(5)
    match = new_match(DEFAULT_RULES.replace(match_target=1000))
    while len(match.hands) < 12 or not match.needs_deal:
        match = (
            match.deal_random(rng)
            if match.needs_deal
            else match.apply(rng.choice(match.legal_actions()))
        )
    path = tmp_path / "long.json"
    path.write_text(dumps(match), encoding="utf-8")
    code, out, _ = run(str(path))
    assert code == 0
    printed = [line for line in out.splitlines() if line.startswith("  Match score:")]
    sums = [
        (sum(ns for ns, _ in match.ledger[:n]), sum(ew for _, ew in match.ledger[:n]))
        for n in range(1, len(match.hands) + 1)
    ]
    assert printed == [
        f"  Match score: South and North {ns}, East and West {ew}" for ns, ew in sums
    ]


def test_json_is_the_recomputed_record() -> None:
    code, out, _ = run(str(RECORDS / "baloot.json"), "--json")
    assert code == 0
    data = json.loads(out)
    result = data["hands"][0]["result"]
    assert result["points"] == [14, 4] and result["baloot"] == "N"
    assert "Baloot (NS): 2 points, never multiplied" in result["explanation"]
    assert loads(out).match.scores == (14, 4)


def test_json_of_one_hand() -> None:
    code, out, _ = run(str(RECORDS / "kaboot.json"), "--json", "--hand", "1")
    assert code == 0
    assert json.loads(out)["result"]["outcome"] == "kaboot"


def test_invalid_record_is_one_line_on_stderr(tmp_path: Path) -> None:
    data = json.loads((RECORDS / "sawa.json").read_text(encoding="utf-8"))
    data["hands"][0]["actions"][1] = "S play 7C"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    code, out, err = run(str(path))
    assert code == 1
    assert out == ""
    said = "hand 1, action 2 'S play 7C': South does not hold 7♣."  # the rule in words
    assert err == f"baloot replay: error: {path}: {said}\n"
    assert err.count("\n") == 1
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{", "not valid JSON"),
        (b"\xff\xfe", "not UTF-8 text"),
        (b'{"format": "baloot-tui/record", "version": 9}', "unsupported record version 9"),
    ],
)
def test_unreadable_records_exit_1(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = run(str(path))
    assert (code, out) == (1, "")
    assert message in err and str(path) in err


def test_a_missing_record_exits_1(tmp_path: Path) -> None:
    code, out, err = run(str(tmp_path / "missing.json"))
    assert (code, out) == (1, "")
    assert err == f"baloot replay: error: {tmp_path / 'missing.json'}: does not exist\n"


@pytest.mark.parametrize(
    "args",
    [
        (str(RECORDS / "kaboot.json"), "--hand", "2"),
        (str(RECORDS / "kaboot.json"), "--hand", "0"),
        (),
    ],
)
def test_usage_errors_exit_2(args: tuple[str, ...]) -> None:
    code, out, _ = run(*args)
    assert code == 2
    assert out == ""


def test_view_opens_the_viewer_on_the_replayed_record(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[tuple[MatchState, str]] = []
    monkeypatch.setattr(
        "baloot_tui.tui.record_app.run_record_viewer",
        lambda loaded, title, arabic: opened.append((loaded.match, title)),
    )
    path = RECORDS / "kaboot.json"
    code, _, _ = run(str(path), "--view")
    assert code == 0
    assert [title for _, title in opened] == ["kaboot.json"]
    assert opened[0][0] == loads(path.read_text(encoding="utf-8")).match


def test_view_of_a_bad_record_fails_before_opening(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    code, _, err = run(str(bad), "--view")
    assert code == 1
    assert err.startswith("baloot replay: error:")


# --------------------------------------------------------------------------- --list

PLAYERS = {Seat.SOUTH: "Sara", Seat.EAST: "Huda", Seat.NORTH: "Nasser", Seat.WEST: "Omar"}


UNFINISHED = played_match(5, 3)


def kept_records(folder: Path) -> MatchState:
    """A finished match with names, an unfinished one without, and a broken file."""
    records = folder / "records"
    records.mkdir(parents=True)
    finished = finished_match()
    (records / "match-20250103-120000-seed4.json").write_text(dumps(finished, 4, PLAYERS))
    (records / "unfinished-20250102-090000.json").write_text(dumps(UNFINISHED, 5))
    (records / "mine.json").write_text("{ not a record")
    os.utime(records / "mine.json", (0, 0))  # kept long ago: listed last
    return finished


def test_list_says_when_who_the_score_and_the_winner_or_unfinished(tmp_path: Path) -> None:
    finished = kept_records(tmp_path)
    code, out, err = run("--list", "--data-dir", str(tmp_path))
    assert (code, err) == (0, "")
    ns, ew = finished.scores
    winner = "Sara and Nasser" if finished.winner is Team.NORTH_SOUTH else "Huda and Omar"
    assert out.splitlines() == [
        f"3 records in {tmp_path / 'records'}, newest first:",
        "match-20250103-120000-seed4.json",
        "  2025-01-03 12:00 · Sara (South), Huda (East), Nasser (North), Omar (West) · "
        f"Sara and Nasser {ns}, Huda and Omar {ew}, {winner} won · {len(finished.hands)} hands",
        "unfinished-20250102-090000.json",
        "  2025-01-02 09:00 · players not recorded · "
        f"South and North {UNFINISHED.scores[0]}, East and West {UNFINISHED.scores[1]}, "
        f"unfinished · {len(UNFINISHED.hands)} hands",
        "mine.json",
        out.splitlines()[-1],
    ]
    assert out.splitlines()[-1].startswith("  cannot be read: not valid JSON")
    assert (tmp_path / "records" / "mine.json").exists()  # only read, never moved


def test_list_as_json_keeps_the_notation(tmp_path: Path) -> None:
    finished = kept_records(tmp_path)
    code, out, _ = run("--list", "--json", "--data-dir", str(tmp_path))
    assert code == 0
    first, second, broken = json.loads(out)
    assert first["players"] == {"S": "Sara", "E": "Huda", "N": "Nasser", "W": "Omar"}
    assert first["scores"] == list(finished.scores) and first["unfinished"] is False
    assert finished.winner is not None and first["winner"] == finished.winner.short
    assert (second["winner"], second["unfinished"]) == (None, True)
    assert broken["file"] == "mine.json" and "not valid JSON" in broken["problem"]


def test_list_of_an_empty_folder_says_so(tmp_path: Path) -> None:
    code, out, _ = run("--list", "--data-dir", str(tmp_path))
    assert code == 0
    assert out == f"No records in {tmp_path / 'records'}: finished matches are kept there.\n"


@pytest.mark.parametrize(
    "args",
    [
        (),
        ("--list", str(RECORDS / "sawa.json")),
        ("--list", "--hand", "1"),
        ("--list", "--view"),
        (str(RECORDS / "sawa.json"), "--data-dir", "/tmp"),
    ],
)
def test_list_and_file_go_apart(args: tuple[str, ...]) -> None:
    code, _, err = run(*args)
    assert code == 2 and ("--list" in err or "FILE" in err)


@pytest.mark.parametrize("record", sorted(p.name for p in RECORDS.glob("*.json")))
def test_a_replay_in_arabic_has_no_english_word(record: str) -> None:
    """Only the file's name, the players' names and cards (``A♣``) stay in Latin letters."""
    from baloot_tui.text import i18n

    try:
        code, out, err = run(str(RECORDS / record), "--lang", "ar", "--arabic", "logical")
    finally:
        i18n.use("en")
    if code != 0:  # a record of the other game or a refused one: not this test's
        pytest.skip(err)
    body = out.replace(str(RECORDS / record), "")
    players = json.loads((RECORDS / record).read_text(encoding="utf-8")).get("players", {})
    for name in players.values():
        body = body.replace(name, "")
    latin = re.findall("[A-Za-z]{2,}", re.sub("(?:10|[7-9JQKA])[♠♥♦♣]", "", body))
    assert latin == [], out
