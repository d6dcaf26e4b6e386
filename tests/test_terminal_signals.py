"""SIGTERM, SIGHUP and SIGINT leave the terminal as it was, keep the match and exit 128 + n.

``baloot play`` runs in a real pseudo-terminal: the test waits for its table, sends
the signal, reads what the app writes as it goes, and checks that the alternate
screen is left and the mouse no longer reported, that the farewell says the match is
saved, that the save is on disk, and the exit code. ``baloot learn`` is left the same
way (its progress is saved after each lesson and quiz).
"""

from __future__ import annotations

import os
import pty
import select
import signal
import sys
import time
from pathlib import Path

import pytest

from baloot_tui.store.settings import APP_NAME

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and a pty")

ALTERNATE_SCREEN_ON = b"\x1b[?1049h"
ALTERNATE_SCREEN_OFF = b"\x1b[?1049l"
MOUSE_OFF = b"\x1b[?1000l"


def read_until_quiet(fd: int, quiet: float, limit: float) -> bytes:
    """What the terminal receives until ``quiet`` seconds pass without output (or it closes)."""
    out = b""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            if ALTERNATE_SCREEN_ON in out:
                break
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # the app closed the terminal
            break
        if not chunk:
            break
        out += chunk
    return out


def signalled(argv: list[str], tmp_path: Path, sent: signal.Signals) -> tuple[int, bytes]:
    """Run ``baloot ARGV`` on a pty until it draws, send ``sent``: its exit code and last output."""
    env = {
        **os.environ,
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "TERM": "xterm-256color",
    }
    pid, fd = pty.fork()
    if pid == 0:  # the child: baloot on the pty
        os.execve(sys.executable, [sys.executable, "-m", "baloot_tui", *argv], env)
    try:
        drawn = read_until_quiet(fd, quiet=1.0, limit=30)
        assert ALTERNATE_SCREEN_ON in drawn, drawn[-300:]
        os.kill(pid, sent)
        after = read_until_quiet(fd, quiet=3.0, limit=20)
        _, status = os.waitpid(pid, 0)
    finally:
        os.close(fd)
    return os.waitstatus_to_exitcode(status), after


@pytest.mark.parametrize("sent", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_a_signal_restores_the_terminal_keeps_the_match_and_exits_128_plus_n(
    tmp_path: Path, sent: signal.Signals
) -> None:
    argv = ["play", "--new", "--delay", "0", "--arabic", "logical"]
    code, after = signalled(argv, tmp_path, sent)
    assert code == 128 + sent
    assert ALTERNATE_SCREEN_OFF in after and MOUSE_OFF in after, after[-300:]
    assert b"Your match is saved." in after
    assert (tmp_path / "data" / APP_NAME / "current.json").exists()


@pytest.mark.parametrize("sent", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_leaves_the_lessons_with_the_terminal_restored(
    tmp_path: Path, sent: signal.Signals
) -> None:
    code, after = signalled(["learn", "--arabic", "logical"], tmp_path, sent)
    assert code == 128 + sent
    assert ALTERNATE_SCREEN_OFF in after and MOUSE_OFF in after, after[-300:]
