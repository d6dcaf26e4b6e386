"""The command line against hostile input: names, files, stdin and option values.

Nothing printed may carry a control code, a bidi override or markup that acts; a
bad file is one line and exit code 1, a bad option value one line and exit code 2;
nothing hangs, traces back or reads without bound.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import unicodedata
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from baloot_tui.cli import main
from baloot_tui.cli.common import say_json
from baloot_tui.core.seats import Seat
from baloot_tui.play import arena as arena_module
from baloot_tui.play.arena import ArenaConfig, MatchRecord, pair_jobs, run_arena, summarise
from baloot_tui.store.files import FolderBusy, Loaded
from baloot_tui.store.saves import SaveStore

RECORDS = Path(__file__).parent / "rules" / "records"
KABOOT = RECORDS / "kaboot.json"
ROOT = Path(__file__).parent.parent
TIME_LIMIT = 60
"""Seconds a subprocess may take before it counts as hung (each takes about one)."""

HOSTILE_NAMES = [
    "Sara\x1b]2;PWNED\x07",  # retitles the terminal
    "[@click=app.quit]Sara[/]",  # Textual action markup
    "[/]",
    "[bold red]Noura",
    "\x1b[2J\x1b[HAli",  # CSI: clear the screen
    "Omar\x9b31m\x85",  # C1 controls (CSI, next line)
    "\u202eHalaN",  # right-to-left override
    "Fahad\u2066x\u2069\u200f",  # bidi isolates and mark
    "Reem\x7f\x00\x08",  # DEL, NUL, backspace
    "Laila\u2028Two\u2029",  # line and paragraph separators
    "Tag\U000e0041\ufeff",  # invisible tag and BOM characters
]


def forbidden(text: str) -> list[str]:
    """Every character of ``text`` that could act on a terminal or hide text."""
    return [
        ch
        for ch in text
        if ch != "\n" and (unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") or ch == "\x1b")
    ]


def invoke(*args: str, stdin: bytes | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=stdin)


def assert_clean(result: Result) -> None:
    """No traceback, and not one byte that acts on a terminal in either stream."""
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    for stream in (result.stdout_bytes, result.stderr_bytes):
        text = stream.decode("utf-8")
        assert forbidden(text) == []
        assert "Traceback" not in text


def assert_one_line_error(result: Result, code: int) -> str:
    assert_clean(result)
    assert result.exit_code == code, result.output
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.endswith("\n")
    return result.stderr


def record_with(tmp_path: Path, name: str = "game.json", **players: str) -> Path:
    data = json.loads(KABOOT.read_text(encoding="utf-8"))
    data["players"] = players
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- names


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_hostile_names_are_printed_inert(tmp_path: Path, name: str) -> None:
    path = record_with(tmp_path, S=name, N="North")
    text = invoke("replay", str(path))
    assert_clean(text)
    assert text.exit_code == 0
    players = next(line for line in text.stdout.splitlines() if line.startswith("Players:"))
    assert players.endswith(", North (North)")
    as_json = invoke("replay", str(path), "--json")
    assert_clean(as_json)
    assert json.loads(as_json.stdout)["players"]["S"] == name
    reviewed = invoke("review", str(path), "--budget", "2")
    assert_clean(reviewed)
    assert reviewed.exit_code == 0


def test_markup_in_names_is_shown_as_written(tmp_path: Path) -> None:
    path = record_with(tmp_path, S="[@click=app.quit]Sara[/]", E="[/]")
    result = invoke("replay", str(path))
    assert "Players: [@click=app.quit]Sara[/] (South), [/] (East)" in result.stdout


def test_a_hostile_file_name_is_printed_inert(tmp_path: Path) -> None:
    path = record_with(tmp_path, "x\x1b]2;PWNED\x07\u202e.json")
    result = invoke("replay", str(path))
    assert_clean(result)
    assert result.exit_code == 0
    reviewed = invoke("review", str(path), "--budget", "2")
    assert_clean(reviewed)
    assert reviewed.stdout.startswith("Review of South in ")
    bad = tmp_path / "y\x1b[2J\x9b.json"
    bad.write_text("{", encoding="utf-8")
    assert "not valid JSON" in assert_one_line_error(invoke("replay", str(bad)), 1)


@pytest.mark.parametrize("length", [41, 10_000])
def test_names_too_long_for_a_record_are_one_line(tmp_path: Path, length: int) -> None:
    path = record_with(tmp_path, S="\x1b" + "x" * (length - 1))
    for command in ("replay", "review"):
        err = assert_one_line_error(invoke(command, str(path)), 1)
        assert err.startswith(f"baloot {command}: error: {path}: ")
        assert len(err) < 300


@pytest.mark.parametrize(
    "doc",
    [
        {"contract": "sun\x1b]2;PWNED\x07", "buyer": "NS"},
        {"contract": "sun", "buyer": "N\u202eS"},
        {"contract": "sun", "buyer": "NS", "set": {"\x9b31m": 1}},
        {"contract": "hokum", "trump": "H" * 100_000, "buyer": "NS"},
        {"contract": "sun", "buyer": "NS", "projects": {"NS": ["\x1b[2J" * 1000]}},
    ],
)
def test_score_repeats_hostile_input_inert_and_short(doc: dict[str, object]) -> None:
    err = assert_one_line_error(invoke("score", "--json-input", stdin=json.dumps(doc).encode()), 2)
    assert err.startswith("baloot score: error: ") and len(err) < 1100


def test_score_flags_with_control_codes_are_refused_inert() -> None:
    result = invoke("score", "--contract", "sun\x1b]2;x\x07", "--buyer", "NS")
    assert "unknown contract" in assert_one_line_error(result, 2)


def test_json_output_escapes_every_invisible_character(capsys: pytest.CaptureFixture[str]) -> None:
    value = {"name": "a\x7f\x85\x9b\u202e\u2066\u200b\u2028\ufeff\U000e0041z ع"}
    say_json(json.dumps(value, ensure_ascii=False))
    out = capsys.readouterr().out
    assert forbidden(out) == []
    assert json.loads(out) == value
    assert "ع" in out  # printable text stays readable


# --------------------------------------------------------------------------- bad files


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _symlink(target: str) -> Callable[[Path], Path]:
    def make(path: Path) -> Path:
        path.symlink_to(target)
        return path

    return make


def _loop(path: Path) -> Path:
    other = path.with_name("other")
    path.symlink_to(other)
    other.symlink_to(path)
    return path


def _folder(path: Path) -> Path:
    path.mkdir()
    return path


def _sparse(path: Path) -> Path:
    with path.open("wb") as handle:
        handle.truncate(40 << 20)
    return path


def _bytes(data: bytes) -> Callable[[Path], Path]:
    def make(path: Path) -> Path:
        path.write_bytes(data)
        return path

    return make


_KABOOT = KABOOT.read_bytes()
BAD_FILES: dict[str, tuple[Callable[[Path], Path], str]] = {
    "fifo": (_fifo, "not a regular file (a FIFO)"),
    "dev-zero": (_symlink("/dev/zero"), "not a regular file (a character device)"),
    "folder": (_folder, "not a regular file (a folder)"),
    "symlink-loop": (_loop, "is a symbolic link loop"),
    "dangling": (_symlink("nowhere"), "does not exist"),
    "sparse-40-MB": (_sparse, "40.0 MB, larger than a record may be"),
    "action-5-MB": (
        _bytes(_KABOOT.replace(b'"actions": [', b'"actions": ["S ' + b"x" * (5 << 20) + b'", ', 1)),
        "more than the 512 allowed",
    ),
    "digits-5000": (
        _bytes(_KABOOT.replace(b'"seed": 17', b'"seed": 1' + b"0" * 4999)),
        "20 digits",
    ),
    "deep-100000": (_bytes(b"[" * 100_000 + b"]" * 100_000), "nested deeper than"),
    "not-utf8": (_bytes(b'{"format": "\xff"}'), "not UTF-8"),
}


@pytest.mark.parametrize("case", sorted(set(BAD_FILES) - {"fifo", "dev-zero"}))
@pytest.mark.parametrize("command", ["replay", "review"])
def test_bad_files_are_one_line_and_exit_1(tmp_path: Path, command: str, case: str) -> None:
    make, problem = BAD_FILES[case]
    path = make(tmp_path / "record.json")
    err = assert_one_line_error(invoke(command, str(path)), 1)
    assert err.startswith(f"baloot {command}: error: {path}: ")
    assert problem in err and len(err) < 300


@pytest.mark.parametrize("case", ["fifo", "dev-zero"])
@pytest.mark.parametrize("args", [("replay",), ("replay", "--json"), ("review",)])
def test_special_files_never_hang(tmp_path: Path, args: tuple[str, ...], case: str) -> None:
    make, problem = BAD_FILES[case]
    path = make(tmp_path / "record.json")
    done = subprocess.run(
        [sys.executable, "-m", "baloot_tui", *args, str(path)],
        cwd=ROOT,
        capture_output=True,
        timeout=TIME_LIMIT,
        check=False,
    )
    assert done.returncode == 1 and done.stdout == b""
    err = done.stderr.decode()
    assert err == f"baloot {args[0]}: error: {path}: {problem}\n"


STDIN_CASES: dict[str, tuple[bytes, str]] = {
    "deep": (b"[" * 50_000 + b"]" * 50_000, "nested deeper than"),
    "digits": (b'{"match_score": {"NS": 1' + b"0" * 4999 + b"}}", "more than 20 digits"),
    "string-5-MB": (b'{"contract": "' + b"x" * (5 << 20) + b'"}', "larger than a hand may be"),
    "not-utf8": (b'{"contract": "\xff"}', "not UTF-8"),
    "list": (b"[1, 2]", "the hand is a JSON object"),
    "nan": (b'{"match_score": {"NS": NaN}}', "NaN"),
    "duplicate": (b'{"buyer": "NS", "buyer": "EW"}', "buyer"),
}


@pytest.mark.parametrize("case", sorted(STDIN_CASES))
def test_bad_score_input_on_stdin_is_one_line(case: str) -> None:
    data, problem = STDIN_CASES[case]
    err = assert_one_line_error(invoke("score", "--json-input", stdin=data), 2)
    assert err.startswith("baloot score: error: stdin: ") and problem in err


def test_score_reads_an_endless_stdin_only_to_its_limit() -> None:
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run(
            [sys.executable, "-m", "baloot_tui", "score", "--json-input"],
            cwd=ROOT,
            stdin=zero,
            capture_output=True,
            timeout=TIME_LIMIT,
            check=False,
        )
    assert done.returncode == 2
    assert (
        done.stderr == b"baloot score: error: stdin: more than 1024 KB, larger than a hand may be\n"
    )


# --------------------------------------------------------------------------- bad options

BIG = str(2**64)
BAD_OPTIONS: list[tuple[str, ...]] = [
    ("play", "--delay", "nan"),
    ("play", "--delay", "NaN"),
    ("play", "--delay", "inf"),
    ("play", "--delay", "-inf"),
    ("play", "--delay", "1e999"),
    ("play", "--delay", "-1"),
    ("play", "--delay", "11"),
    ("play", *[arg for name in "ABCDE" for arg in ("--player", name)]),
    ("play", "--player", "x" * 41),
    ("play", "--player", "x" * 10_000),
    ("play", "--player", "Sara\x1b]2;PWNED\x07"),
    ("play", "--player", "Sara\u202e"),
    ("play", "--player", "  "),
    ("play", "--humans", "1", "--player", "A", "--player", "B"),
    ("play", "--humans", "5"),
    ("play", "--player", "S=Sara", "--player", "Nasser"),
    ("play", "--player", "E=Sara", "--player", "east=Nasser"),
    ("play", "--player", "E="),
    ("play", "--player", "E=Sara", "--seating", "opponents"),
    ("play", "--humans", "3", "--player", "S=Sara", "--player", "E=Nasser"),
    ("play", "--seating", "sideways"),
    ("play", "--plain", "--player", "E=Sara"),
    ("play", "--plain", "--seating", "opponents"),
    ("play", "--seed", "-1"),
    ("play", "--seed", BIG),
    ("play", "--seed", "1" + "0" * 5000),
    ("play", "--rules", "nope"),
    ("play", "--rules", "\x1b]2;x\x07"),
    ("play", "--level", "grandmaster"),
    ("play", "--resume", "--new"),
    ("play", "--nope"),
    ("arena", "--a", "random", "--b", "random", "--matches", "0"),
    ("arena", "--a", "random", "--b", "random", "--matches", str(10**12)),
    ("arena", "--a", "random", "--b", "random", "--jobs", "0"),
    ("arena", "--a", "random", "--b", "random", "--jobs", str(10**6)),
    ("arena", "--a", "random", "--b", "random", "--seed", "-1"),
    ("arena", "--a", "random", "--b", "random", "--rules", "nope"),
    ("arena", "--a", "grandmaster", "--b", "random"),
    ("arena", "--a", "hard:play_worlds=" + "9" * 5000, "--b", "random"),
    ("review", str(KABOOT), "--seed", BIG),
    ("review", str(KABOOT), "--budget", "0"),
    ("review", str(KABOOT), "--budget", str(10**9)),
    ("review", str(KABOOT), "--seat", "\x1b[2J"),
    ("learn", "--seed", "-5"),
    ("learn", "--lesson", "\x9bnope"),
    ("replay", str(KABOOT), "--hand", "0"),
    ("replay", str(KABOOT), "--hand", "99"),
    ("score", "--contract", "sun", "--buyer", "NS", "--abnat", "NS=1" + "0" * 5000),
    ("score", "--contract", "sun", "--buyer", "NS", "--abnat", "NS=²"),
    ("score", "--contract", "sun", "--buyer", "NS", "--set", "match_target=20000"),
    ("score", "--contract", "sun", "--buyer", "NS", "--set", "match_target=" + "9" * 5000),
    ("score", "--contract", "sun", "--buyer", "NS", "--set", "nope=1"),
    ("\x1b]2;PWNED\x07",),
]


@pytest.fixture
def no_app(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if a command got as far as building the app."""

    def refuse(**options: object) -> None:
        raise AssertionError(f"the app was built with {options}")

    monkeypatch.setattr("baloot_tui.tui.app.make_app", refuse)


@pytest.mark.usefixtures("no_app")
@pytest.mark.parametrize("args", BAD_OPTIONS, ids=lambda args: " ".join(args)[:60])
def test_every_bad_option_value_is_one_line_and_exit_2(args: tuple[str, ...]) -> None:
    err = assert_one_line_error(invoke(*args), 2)
    assert err.startswith("baloot") and ": error: " in err
    assert len(err) < 1100


# --------------------------------------------------------------------------- play


class FakeStore:
    folder = Path("/nowhere")

    def __init__(self, saved: object) -> None:
        self.saved = saved

    def for_game(self, key: str) -> FakeStore:
        return self

    def read(self) -> Loaded[object]:
        return Loaded(self.saved)

    nothing_to_resume = SaveStore.nothing_to_resume


class FakeApp:
    """What ``open_app`` needs of the app: its store, ``run`` and ``return_code``."""

    def __init__(self, return_code: int | None = 0, saved: object = "a match") -> None:
        self.store = FakeStore(saved)
        self.exit_code = return_code
        self.return_code: int | None = None

    def run(self) -> None:
        self.return_code = self.exit_code


@pytest.fixture
def built(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, Any]]]:
    """The options each ``make_app`` call got; the app built is a :class:`FakeApp`."""
    calls: list[dict[str, Any]] = []

    def make_app(**options: Any) -> FakeApp:
        calls.append(options)
        return FakeApp()

    monkeypatch.setattr("baloot_tui.tui.app.make_app", make_app)
    yield calls


@pytest.mark.parametrize(
    ("args", "start"),
    [
        ((), "menu"),
        (("play",), "play"),
        (("play", "--new"), "new"),
        (("play", "--resume"), "resume"),
    ],
)
def test_start_modes(built: list[dict[str, Any]], args: tuple[str, ...], start: str) -> None:
    result = invoke(*args)
    assert result.exit_code == 0, result.output
    assert [call["start"] for call in built] == [start]


def test_checked_options_reach_the_app(built: list[dict[str, Any]]) -> None:
    result = invoke(
        "play", "--seed", str(2**63 - 1), "--delay", "0.5", "--player", " Sara ",
        "--player", "Noura", "--level", " Hard", "--rules", "JAWAKER",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    (options,) = built
    assert options["seed"] == 2**63 - 1 and options["bot_delay"] == 0.5
    assert options["names"] == ("Sara", "Noura") and options["humans"] == 2
    assert options["level"] == "hard"
    assert options["house_rules"]["baloot"].hokum_tie_rule == "buyer_keeps_tie"


@pytest.mark.parametrize(
    ("args", "seats", "names"),
    [
        (
            ("--player", "S=Sara", "--player", "e=Nasser"),
            (Seat.SOUTH, Seat.EAST),
            ("Sara", "Nasser"),
        ),
        (("--player", "west=Huda"), (Seat.WEST,), ("Huda",)),
        (("--player", "Dr=Who"), None, ("Dr=Who",)),
        (("--player", "Sara", "--player", "Nasser"), None, ("Sara", "Nasser")),
    ],
)
def test_player_seats_reach_the_app(
    built: list[dict[str, Any]],
    args: tuple[str, ...],
    seats: tuple[Seat, ...] | None,
    names: tuple[str, ...],
) -> None:
    result = invoke("play", *args)
    assert result.exit_code == 0, result.output
    (options,) = built
    assert options["seats"] == seats and options["names"] == names
    assert options["humans"] == len(names) and options["seating"] is None


def test_seating_reaches_the_app(built: list[dict[str, Any]]) -> None:
    result = invoke("play", "--humans", "2", "--seating", " Opponents")
    assert result.exit_code == 0, result.output
    (options,) = built
    assert options["humans"] == 2 and options["seating"] == "opponents"
    assert options["seats"] is None


def test_resume_without_a_save_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("baloot_tui.tui.app.make_app", lambda **_: FakeApp(saved=None))
    err = assert_one_line_error(invoke("play", "--resume"), 1)
    assert err == "baloot play: error: no unfinished match to resume in /nowhere\n"


@pytest.mark.parametrize("args", [(), ("play",), ("play", "--new"), ("play", "--resume")])
def test_a_busy_data_folder_is_one_line_naming_the_holder(
    monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...]
) -> None:
    def busy(**_: object) -> FakeApp:
        raise FolderBusy(Path("/data/baloot\x1b]2;x\x07"), "process 1234")

    monkeypatch.setattr("baloot_tui.tui.app.make_app", busy)
    err = assert_one_line_error(invoke(*args), 1)
    assert err == (
        "baloot: another baloot (process 1234) is using /data/baloot]2;x; "
        "`baloot replay`, `baloot learn` and `baloot rules` still work\n"
    )


def test_an_unopenable_data_folder_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(**_: object) -> FakeApp:
        raise PermissionError(13, "Permission denied", "/data/baloot")

    monkeypatch.setattr("baloot_tui.tui.app.make_app", read_only)
    err = assert_one_line_error(invoke("play"), 1)
    assert err == "baloot: cannot open /data/baloot: permission denied\n"


@pytest.mark.parametrize(
    "args", [("play",), ("learn",), ("review", str(KABOOT), "--view", "--budget", "2")]
)
def test_a_crashed_app_exits_non_zero(
    monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...]
) -> None:
    monkeypatch.setattr("baloot_tui.tui.app.make_app", lambda **_: FakeApp(return_code=1))
    monkeypatch.setattr("baloot_tui.tui.learn.app.make_learn_app", lambda _: FakeApp(1))
    assert invoke(*args).exit_code == 1


def test_an_exception_inside_textual_exits_non_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    from textual.app import App

    class Crashing(App[None]):
        store = FakeStore("a match")

        def on_mount(self) -> None:
            raise RuntimeError("boom")

        def run(self, **_: object) -> None:
            super().run(headless=True)

    monkeypatch.setattr("baloot_tui.tui.app.make_app", lambda **_: Crashing())
    result = invoke("play")
    assert result.exit_code == 1


# --------------------------------------------------------------------------- arena


def _without_times(record: MatchRecord) -> tuple[object, ...]:
    """A match's outcome (decision times differ from run to run)."""
    return (record.pair, record.a_team, record.a_score, record.b_score, record.winner, record.hands)


def test_the_arena_task_list_is_lazy() -> None:
    config = ArenaConfig("random", "random", 10**12)
    jobs = pair_jobs(config)
    assert not isinstance(jobs, list | tuple)
    assert [next(jobs) for _ in range(3)] == [(config, 0), (config, 1), (config, 2)]


class Enough(Exception):
    """Raised from the progress callback to stop a run early."""


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_huge_arena_starts_playing_at_once(jobs: int) -> None:
    config = ArenaConfig("random", "random", 10**12)
    finished: list[int] = []

    def on_match(count: int) -> None:
        finished.append(count)
        if len(finished) == 3:
            raise Enough

    with pytest.raises(Enough):
        run_arena(config, jobs, on_match=on_match)
    assert finished == [2, 2, 2]


def test_lazy_arena_results_equal_the_eager_ones() -> None:
    config = ArenaConfig("random", "beginner", 6, seed=3)
    eager = [
        record for pair in range(config.pairs) for record in arena_module.play_pair((config, pair))
    ]
    expected = summarise(config, eager)
    for jobs in (1, 2):
        summary = run_arena(config, jobs)
        assert [_without_times(r) for r in summary.records] == [_without_times(r) for r in eager]
        assert (summary.a_wins, summary.b_wins, summary.gp_per_hand) == (
            expected.a_wins,
            expected.b_wins,
            expected.gp_per_hand,
        )
