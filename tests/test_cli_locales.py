"""The command line in a locale that is not UTF-8: ASCII look-alikes, never a traceback.

Each command runs in a subprocess, as a player's shell runs it, with the locale (or
``PYTHONIOENCODING``) that makes Python's output Latin-1 or ASCII. A real ISO-8859-1
locale is built with ``localedef`` where the system has it.
"""

from __future__ import annotations

import codecs
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules import record as belot_record
from baloot_tui.text.ascii_fallback import ascii_of, fit_to_encoding
from tests.belot.belot_kit import SHOWCASE_SEED, showcase_match

ROOT = Path(__file__).parent.parent
KABOOT = ROOT / "tests" / "rules" / "records" / "kaboot.json"
TIME_LIMIT = 120
"""Seconds a command may take before it counts as hung (each takes about one)."""

LOCALES: dict[str, dict[str, str]] = {
    "latin-1": {"PYTHONIOENCODING": "latin-1"},
    "ascii": {"PYTHONIOENCODING": "ascii", "TERM": "dumb", "NO_COLOR": "1"},
    "C": {"LC_ALL": "C", "PYTHONCOERCECLOCALE": "0", "PYTHONUTF8": "0"},
}
"""Each environment, by the encoding Python then gives stdout."""
PLAIN = "--plain --new --seed 4 --delay 0"
COMMANDS: dict[str, tuple[str, str]] = {
    "rules": ("rules", ""),
    "rules belot": ("rules --game belot", ""),
    "rules arabic": ("rules --lang ar", ""),
    "replay": (f"replay {KABOOT}", ""),
    "score": ("score --contract hokum --trump H --buyer NS --abnat EW=44 --last-trick NS", ""),
    "score belot": (
        "score --game belot --contract C --bidder EW --points EW=71 --last-trick NS --hanging 14",
        "",
    ),
    "play": (f"play {PLAIN}", "1\nq\n"),
    "play belot": (f"play --game belot {PLAIN}", "1\nq\n"),
}
"""Each command, with what is typed to it."""


@pytest.fixture(scope="module")
def belot_record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("records") / "belot.json"
    path.write_text(belot_record.dumps(showcase_match(), SHOWCASE_SEED, {Seat.SOUTH: "Весела"}))
    return path


@pytest.fixture(scope="module")
def iso_locale(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """``LC_ALL=en_US.ISO-8859-1``, built into a folder of its own; skip where it cannot be."""
    localedef = shutil.which("localedef")
    folder = tmp_path_factory.mktemp("locales")
    if localedef is None:
        pytest.skip("no localedef to build an ISO-8859-1 locale")
    built = subprocess.run(
        [localedef, "-i", "en_US", "-f", "ISO-8859-1", str(folder / "en_US.ISO-8859-1")],
        capture_output=True,
        timeout=TIME_LIMIT,
        check=False,
    )
    if built.returncode not in (0, 1) or not (folder / "en_US.ISO-8859-1").exists():
        pytest.skip("this system cannot build an ISO-8859-1 locale")
    return {"LOCPATH": str(folder), "LC_ALL": "en_US.ISO-8859-1"}


def run(args: str, typed: str, locale: dict[str, str], home: Path) -> tuple[int, bytes, bytes]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("LC_", "PYTHONIO", "PYTHONUTF8", "LANG"))
    }
    env |= {"XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    env |= locale
    done = subprocess.run(
        [sys.executable, "-m", "baloot_tui", *args.split()],
        input=typed.encode(),
        capture_output=True,
        env=env,
        cwd=ROOT,
        timeout=TIME_LIMIT,
        check=False,
    )
    return done.returncode, done.stdout, done.stderr


def check_output(out: bytes, err: bytes, encoding: str) -> str:
    """The output as the locale's terminal reads it: no traceback, no escape of a character."""
    text = out.decode(encoding)
    errors = err.decode(encoding)
    assert "Traceback" not in errors and "Error" not in errors, errors
    assert "\\u" not in text and "\x1b" not in text
    return text


@pytest.mark.parametrize("name", list(COMMANDS))
@pytest.mark.parametrize("locale", list(LOCALES))
def test_every_command_prints_in_the_locales_encoding(
    name: str, locale: str, tmp_path: Path, belot_record_file: Path
) -> None:
    args, typed = COMMANDS[name]
    code, out, err = run(args, typed, LOCALES[locale], tmp_path)
    text = check_output(out, err, "ascii" if locale == "C" else locale)
    assert code == 0, err
    if name == "replay":
        assert "face-up card 7H" in text and "10D" in text
    if name.startswith("rules"):
        assert "+---" in text  # a table's box, drawn in ASCII
    if name == "score":
        assert "NS 12, EW 4" in text


@pytest.mark.parametrize("locale", list(LOCALES))
def test_a_belot_record_and_an_error_in_another_encoding(
    locale: str, tmp_path: Path, belot_record_file: Path
) -> None:
    encoding = "ascii" if locale == "C" else locale
    code, out, err = run(f"replay {belot_record_file}", "", LOCALES[locale], tmp_path)
    assert code == 0 and "Belot record" in check_output(out, err, encoding)
    code, out, err = run("score --game belot --bidder ♥", "", LOCALES[locale], tmp_path)
    check_output(out, err, encoding)
    assert code == 2 and err.decode(encoding).count("\n") == 1


def test_a_real_iso_8859_1_locale(iso_locale: dict[str, str], tmp_path: Path) -> None:
    for name, (args, typed) in COMMANDS.items():
        code, out, err = run(args, typed, iso_locale, tmp_path)
        check_output(out, err, "iso8859-1")
        assert code == 0, name


def test_a_stream_that_cannot_carry_suits_writes_them_in_ascii(tmp_path: Path) -> None:
    for encoding, expected in [("latin-1", "AH é +-+ 16 - 4"), ("ascii", "AH e +-+ 16 - 4")]:
        with (tmp_path / encoding).open("w", encoding=encoding) as stream:
            fit_to_encoding(stream)
            stream.write("A♥ é ╭─╮ 16 − 4")
        assert (tmp_path / encoding).read_bytes().decode(encoding) == expected
    with (tmp_path / "utf-8").open("w", encoding="utf-8") as stream:
        fit_to_encoding(stream)
        assert stream.errors == "strict"  # a UTF-8 stream is left as it is


def test_codecs_know_the_ascii_stream() -> None:
    assert codecs.lookup("baloot_ascii").name == "baloot_ascii"
    assert ascii_of("漢") == "??" and ascii_of("\u0301") == ""
