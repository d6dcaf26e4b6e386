"""Run ``baloot serve`` as a real process for the serve tests, on a free port and a temporary home.

The data and config folders come from ``XDG_DATA_HOME`` and ``XDG_CONFIG_HOME``,
which platformdirs honours on Linux, so a test never touches the person's own saves.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from baloot_tui.store.settings import APP_NAME, Settings

START_LIMIT = 20.0
"""Seconds the server may take to print its address."""


def free_port() -> int:
    """A port nobody listens on now (the kernel's choice)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def home_env(home: Path, settings: Settings | None = None) -> dict[str, str]:
    """The environment of a baloot with its data and config folders under ``home``."""
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = str(home / "data")
    env["XDG_CONFIG_HOME"] = str(home / "config")
    if settings is not None:
        config = home / "config" / APP_NAME
        config.mkdir(parents=True, exist_ok=True)
        (config / "settings.json").write_text(settings.to_json(), encoding="utf-8")
    return env


@dataclass
class Served:
    """A running server: its process, the URL it printed, and where its output goes."""

    process: subprocess.Popen[str]
    url: str
    port: int
    stdout: Path
    stderr: Path

    def stop(self) -> tuple[int, str, str]:
        """Ctrl+C (SIGINT), as a person stops it; the exit code, stdout and stderr."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            code = self.process.wait(timeout=START_LIMIT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise AssertionError("baloot serve did not stop on Ctrl+C") from None
        return code, self.stdout.read_text("utf-8"), self.stderr.read_text("utf-8")


@contextmanager
def serving(home: Path, *args: str, settings: Settings | None = None) -> Iterator[Served]:
    """``baloot serve --port FREE ARGS`` until the block ends (then stopped if still running)."""
    port = free_port()
    out, err = home / "serve.out", home / "serve.err"
    with out.open("w") as stdout, err.open("w") as stderr:
        process = subprocess.Popen(
            [sys.executable, "-m", "baloot_tui", "serve", "--port", str(port), *args],
            stdout=stdout,
            stderr=stderr,
            stdin=subprocess.DEVNULL,
            env=home_env(home, settings),
            text=True,
        )
    served = Served(process, _wait_for_url(process, out, err), port, out, err)
    try:
        yield served
    finally:
        if process.poll() is None:
            served.stop()


def _wait_for_url(process: subprocess.Popen[str], out: Path, err: Path) -> str:
    deadline = time.monotonic() + START_LIMIT
    while time.monotonic() < deadline:
        for word in out.read_text("utf-8").split():
            if word.startswith("http://") and _listening(word):
                return word
        if process.poll() is not None:
            raise AssertionError(f"baloot serve exited {process.returncode}: {err.read_text()}")
        time.sleep(0.05)
    process.kill()
    raise AssertionError(f"baloot serve printed no address: {out.read_text()}{err.read_text()}")


def _listening(url: str) -> bool:
    """Whether ``url``'s address takes a connection yet.

    The server prints its address as it starts up, a moment before it listens; a test
    that connects at once on a busy machine (or beside other test processes) was refused.
    """
    address = urlsplit(url)
    try:
        with socket.create_connection((address.hostname, address.port), timeout=1.0):
            return True
    except OSError:
        return False


def descendants(pid: int) -> list[int]:
    """The processes started by ``pid`` and by them, still running (Linux's /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            state, parent = stat.rsplit(")", 1)[1].split()[:2]
            if state != "Z":
                children.setdefault(int(parent), []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def running(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie waiting to be reaped does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"
