"""``baloot score --game belot``: the §10 examples, the engine's own results, JSON, bad input."""

from __future__ import annotations

import json
import shlex

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from baloot_tui.cli import main
from baloot_tui.core.seats import Team
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.house_rules import preset
from baloot_tui.games.belot.rules.scoring import CARD_POINTS, DealFacts, score_deal
from tests.ui.test_notation_scan import notation_in

NS, EW = Team.NORTH_SOUTH, Team.EAST_WEST


def run(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["score", "--game", "belot", *args], input=stdin)
    return result.exit_code, result.stdout, result.stderr


def figures(*args: str, stdin: str | None = None) -> dict[str, object]:
    code, out, err = run(*args, "--json", stdin=stdin)
    assert code == 0, err
    doc: dict[str, object] = json.loads(out)
    return doc


# BELOT.md §10.1: team A is NS, team B is EW; "B took" becomes EW's captured cards.
X1 = shlex.split(
    "--contract S --bidder NS --last-trick NS --captured 'EW=QC 7C AD JD 9D 8D AH JH 8H 9S KS 8S'"
)
X2 = shlex.split("--contract H --last-trick EW --captured 'EW=TC JC TD JH TH KH TS 8S'")
X3 = shlex.split(
    "--contract AT --bidder EW --last-trick NS --belote EW "
    "--captured 'EW=JC KC JD 9D QD JH AH QH 9S TS 8S 7S'"
)
X4 = shlex.split(
    "--contract C --bidder EW --contra --last-trick NS --hanging 14 "
    "--captured 'EW=9C AC 7C AD TD KD QD 9D 8D QH AS KS'"
)
X5 = shlex.split(
    "--contract NT --bidder EW --last-trick EW --captured 'EW=TC QC 8C TD QD 7D AH KH JH TS KS 9S'"
)
X6 = shlex.split("--contract AT --bidder NS --valat NS --declare NS=tierce --belote NS")


@pytest.mark.parametrize(
    ("name", "args", "points", "outcome", "hanging"),
    [
        ("X1", X1, [11, 5], "made", 0),
        ("X2 B bid", (*X2, "--bidder", "EW"), [16, 0], "inside", 0),
        ("X2 A bid", (*X2, "--bidder", "NS"), [8, 8], "made", 0),
        (
            "X2 higher_up",
            (*X2, "--bidder", "NS", "--set", "suit_six_rounding=higher_up"),
            [9, 7],
            "made",
            0,
        ),
        ("X3", X3, [14, 0], "hanging", 14),
        ("X4", X4, [46, 0], "doubled", 0),
        ("X5", X5, [13, 13], "made", 0),
        ("X6", X6, [39, 0], "made", 0),
        ("X6 contra", (*X6, "--contra"), [78, 0], "doubled", 0),
    ],
)
def test_the_worked_examples_of_the_rule_book(
    name: str, args: list[str], points: list[int], outcome: str, hanging: int
) -> None:
    doc = figures(*args)
    assert (doc["points"], doc["outcome"], doc["hanging"]) == (points, outcome, hanging), name


def test_the_raw_figures_of_the_examples() -> None:
    assert figures(*X1)["raw_totals"] == [115, 47]
    assert figures(*X3)["raw_totals"] == [139, 139] and figures(*X3)["belote"] == [0, 20]
    assert figures(*X4)["collected"] == "NS" and figures(*X4)["multiplier"] == 2
    assert figures(*X5)["raw_totals"] == [126, 134]
    x6 = figures(*X6)
    assert x6["raw_totals"] == [388, 0] and x6["valat"] == "NS" and x6["tricks"] == [8, 0]


@pytest.mark.parametrize(
    ("args", "facts", "hanging", "rules"),
    [
        (
            "--contract D --bidder EW --points NS=60 --last-trick EW --declare EW=quarte,carre:J "
            "--belote NS --recontra --tricks NS=3",
            DealFacts(Contract.DIAMONDS, EW, (60, 92), EW, (3, 5), (0, 250), (1, 0), 4),
            0,
            "official",
        ),
        (
            "--contract AT --bidder NS --points NS=124,EW=124 --last-trick EW --contra "
            "--rules pika --hanging 30",
            DealFacts(Contract.ALL_TRUMPS, NS, (124, 124), EW, (4, 4), (0, 0), (0, 0), 2),
            30,
            "pika",
        ),
        (
            "--contract NT --bidder NS --valat EW --contra --rules nikolayit",
            DealFacts(Contract.NO_TRUMPS, NS, (0, 120), EW, (0, 8), multiplier=2),
            0,
            "nikolayit",
        ),
    ],
)
def test_the_calculator_gives_the_engine_s_score(
    args: str, facts: DealFacts, hanging: int, rules: str
) -> None:
    expected = score_deal(facts, preset(rules), hanging)
    doc = figures(*shlex.split(args))
    assert doc["points"] == list(expected.points) and doc["outcome"] == expected.outcome
    assert doc["hanging"] == expected.hanging and doc["raw_totals"] == list(expected.raw_totals)


def test_json_input_gives_what_the_flags_give() -> None:
    hand = {
        "contract": "spades",
        "bidder": "NS",
        "captured": {"EW": "QC 7C AD JD 9D 8D AH JH 8H 9S KS 8S"},
        "last_trick": "NS",
    }
    assert figures("--json-input", stdin=json.dumps(hand)) == figures(*X1)


def test_the_json_shape() -> None:
    doc = figures(*X4)
    assert set(doc) == {
        "game", "contract", "bidder", "multiplier", "outcome", "points", "hanging_in",
        "hanging", "collected", "card_points", "last_trick", "tricks", "card_raw",
        "declarations", "belote", "valat", "valat_bonus", "raw_totals", "rules",
    }  # fmt: skip
    assert doc["game"] == "belot" and doc["contract"] == "C" and doc["hanging_in"] == 14
    assert doc["rules"] == {} and doc["card_points"] == [81, 71]


@pytest.mark.parametrize("args", [X1, (*X2, "--bidder", "EW"), X3, X4, X5, X6])
def test_the_words_name_the_outcome_without_notation(args: list[str]) -> None:
    code, out, _ = run(*args)
    assert code == 0 and notation_in(out) == []
    doc = figures(*args)
    assert f"Board points: NS {doc['points'][0]}, EW {doc['points'][1]}" in out  # type: ignore[index]
    word = {"made": "Made:", "inside": "Inside:", "hanging": "Hanging:", "doubled": "Doubled:"}
    assert word[str(doc["outcome"])] in out


def test_the_words_say_how_each_share_was_rounded() -> None:
    assert "rounded: 115 to 11, 47 to 5" in run(*X1)[1]
    assert "rounded: 86 to 8, 76 to 8" in run(*X2, "--bidder", "NS")[1]
    collected = run(*X1, "--hanging", "20")[1]
    assert "rounded: 115 to 11, 47 to 5" in collected and "Board points: NS 31, EW 5" in collected
    out = run(*X3)[1]
    assert "NS write their share, 139 rounded to 14; EW's share, 139 rounded to 14, hangs" in out
    assert (
        "Inside: EW 76 against NS 86; NS write the whole pot, 162 rounded to 16"
        in run(*X2, "--bidder", "EW")[1]
    )


@pytest.mark.parametrize(
    ("args", "words", "points"),
    [
        (
            "--contract H --bidder NS --points NS=60 --last-trick EW --belote NS --rules strict",
            "EW write the pot (NS keep their belote, 20), 162 rounded to 16",
            [2, 16],
        ),
        (
            "--contract H --bidder NS --points NS=60 --last-trick EW --belote NS --contra "
            "--rules strict",
            "(NS keep their belote, 20), 162 rounded to 16, ×2; NS write 4",
            [4, 32],
        ),
        (
            "--contract NT --bidder NS --valat EW --contra --rules nikolayit",
            "Valat by EW: the contra does not count; EW write the whole pot, 350 rounded to 35",
            [0, 35],
        ),
        (
            "--contract S --bidder NS --valat NS --recontra "
            "--set valat_doubling=bonus_not_multiplied",
            "without the valat's 90, 162 rounded to 16, ×4, and the valat's 9 once; EW write 0",
            [73, 0],
        ),
        (
            "--contract AT --bidder NS --points NS=119,EW=129 --last-trick NS --contra",
            "Doubled tie: NS 129 equal EW 129; 52 of the doubled pot hang",
            [0, 0],
        ),
    ],
)
def test_the_words_of_the_other_payouts(args: str, words: str, points: list[int]) -> None:
    out = run(*shlex.split(args))[1]
    assert words in out and notation_in(out) == []
    assert figures(*shlex.split(args))["points"] == points


def test_the_words_of_hanging_points_carried_in_and_out() -> None:
    assert "Hanging points: 14 carried to the next decided deal" in run(*X3)[1]
    out = run(*X4)[1]
    assert "the 14 carried in go to NS" in out and "contra (×2)" in out and "Clubs" in out
    assert (
        "doubled in No Trumps" in run(*X5)[1] and "Valat: NS took all 8 tricks, +90" in run(*X6)[1]
    )


MADE = "--contract S --bidder NS --points NS=80 --last-trick NS"
"""A Spades deal the bidders made: each bad-input case below adds one fault to it or less."""


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ("", "say which contract"),
        ("--contract hokum --bidder NS", "unknown contract 'hokum'"),
        ("--contract S --points NS=80 --last-trick NS", "say which team made"),
        (
            "--contract S --bidder N --points NS=80",
            "bidder must be us or them (لنا, لهم), or NS or EW",
        ),
        ("--contract S --bidder NS --points NS=80", "last trick"),
        ("--contract S --bidder NS --points NS=153 --last-trick NS", "152"),
        (
            "--contract S --bidder NS --points NS=80,EW=80 --last-trick NS",
            "do not add up",
        ),
        (
            "--contract NT --bidder NS --points NS=80 --last-trick NS --belote NS",
            "No Trumps has no declarations",
        ),
        (f"{MADE} --declare NS=fifty", "unknown declaration 'fifty'"),
        (f"{MADE} --declare NS=carre:8", "unknown declaration"),
        ("--contract S --bidder NS --valat NS --last-trick EW", "includes the last trick"),
        (f"{MADE} --tricks NS=9", "cannot take 9"),
        ("--contract S --bidder NS --points NS=0 --tricks NS=0 --last-trick NS", "won no trick"),
        ("--contract S --bidder NS --captured 'EW=AS KS QS' --last-trick NS", "captured"),
        ("--contract S --bidder NS --buyer NS", "buyer belongs to Baloot"),
        (f"{MADE} --rules kammelna", "unknown Belot preset"),
        (f"{MADE} --set doubled_tie=maybe", "doubled_tie"),
        ("--contract S --hanging -1", "--hanging"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: str, words: str) -> None:
    code, out, err = run(*shlex.split(args))
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and words in err, err


@pytest.mark.parametrize(
    ("stdin", "words"),
    [
        ("[1, 2]", "a JSON object"),
        ('{"contract": "S", "kaboot": "NS"}', "kaboot belongs to Baloot"),
        ('{"contract": "S", "bidder": "NS", "hanging": "lots"}', "hanging must be"),
        ('{"contract": "S", "bidder": "NS", "contra": "surcontra"}', "contra or recontra"),
        ('{"contract": "S", "surprise": 1}', "'surprise' is not a Belot field"),
        ("x" * (1024 * 1024 + 1), "more than"),
    ],
)
def test_bad_json_input_is_one_line_and_exit_2(stdin: str, words: str) -> None:
    code, out, err = run("--json-input", stdin=stdin)
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and words in err, err


def test_baloot_stays_the_default_and_refuses_belot_fields() -> None:
    result = CliRunner().invoke(main, ["score", "--contract", "sun", "--bidder", "NS"])
    assert result.exit_code == 2 and "bidder belongs to Belot" in result.stderr
    result = CliRunner().invoke(main, ["score", "--contract", "S", "--buyer", "NS"])
    assert result.exit_code == 2 and "unknown contract 'S': use sun or hokum" in result.stderr


@settings(max_examples=60, deadline=None)
@given(
    contract=st.sampled_from(list(Contract)),
    bidder=st.sampled_from(list(Team)),
    share=st.floats(0, 1),
    last=st.sampled_from(list(Team)),
    contra=st.sampled_from([None, "contra", "recontra"]),
    hanging=st.integers(0, 40),
    rules=st.sampled_from(["official", "nikolayit", "belot_exe", "pika", "strict"]),
)
def test_any_deal_scores_as_the_engine_scores_it(
    contract: Contract,
    bidder: Team,
    share: float,
    last: Team,
    contra: str | None,
    hanging: int,
    rules: str,
) -> None:
    total = CARD_POINTS[contract.kind]
    ns = round(total * share)
    facts = DealFacts(
        contract,
        bidder,
        (ns, total - ns),
        last,
        (4, 4),
        multiplier={None: 1, "contra": 2}.get(contra, 4),
    )
    args = ["--contract", contract.value, "--bidder", bidder.short, "--points", f"NS={ns}"]
    args += ["--last-trick", last.short, "--hanging", str(hanging), "--rules", rules]
    args += [] if contra is None else [f"--{contra}"]
    expected = score_deal(facts, preset(rules), hanging)
    doc = figures(*args)
    assert doc["points"] == list(expected.points) and doc["hanging"] == expected.hanging
    assert doc["outcome"] == expected.outcome
    code, out, _ = run(*args)
    assert code == 0 and notation_in(out) == []
    assert f"Board points: NS {expected.points[0]}, EW {expected.points[1]}" in out


@pytest.mark.parametrize(
    "doc",
    [
        {"contract": "S\x1b]2;x\x07", "bidder": "NS"},
        {"contract": "S", "bidder": "NS", "captured": {"EW": "AS\x1b[2J" * 50}},
        {"contract": "S", "bidder": "NS", "declarations": {"NS": ["\u202etierce" * 40]}},
        {"contract": "S", "bidder": "NS", "set": {"\x1b[31m": "x"}},
    ],
)
def test_hostile_input_is_repeated_inert_and_short(doc: dict[str, object]) -> None:
    code, out, err = run("--json-input", stdin=json.dumps(doc))
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "\x1b" not in err and "\u202e" not in err and "\x07" not in err and len(err) < 1100
