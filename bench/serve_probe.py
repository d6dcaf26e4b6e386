"""Probe ``baloot serve`` as a hostile page would: memory, slots, processes left, log lines.

Run: ``python bench/serve_probe.py`` (Linux: it reads ``/proc``). It starts
``baloot serve`` on a free port with a temporary home, then, through websockets
that carry the server's own Origin:

1. opens a tab and reads its app's resident memory at the start menu, after a
   resize to 100000×100000 and after ten seconds of 4 KB typed-input messages;
2. closes it and times how long its app takes to end;
3. opens a tab and sends 200,000 typed keys in one message (the tab is closed);
4. sends every malformed message of ``MALFORMED`` from tabs of its own;
5. opens nine tabs at once (the ninth is refused), closes one and times how long
   its slot takes to free;
6. stops the server with Ctrl+C and lists the apps still running (none should be).

It prints each figure, the counts of messages sent and tabs opened and closed, and
the server's log lines and tracebacks.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import aiohttp

MALFORMED = [
    "not json",
    "[]",
    "{}",
    "null",
    "[5]",
    '["stdin"]',
    '["stdin", 5]',
    '["stdin", "a", "b"]',
    '["resize", 5]',
    '["resize", {"width": "80", "height": 24}]',
    '["resize", {"width": true, "height": 24}]',
    '["resize", {"width": 1e400, "height": 24}]',
    '["ping", {"x": 1}]',
    '["nope", 1]',
    "[" * 5000,
]
"""Messages a page never sends (tests/test_serve_tabs.py has the full list)."""


def children(pid: int) -> list[int]:
    """The running processes started by ``pid`` and by them."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if fields[0] != "Z":
                parents.setdefault(int(fields[1]), []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            found += [child]
            todo += [child]
    return found


def resident_mb(pid: int) -> int:
    """The resident memory of ``pid`` in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS"):
            return round(int(line.split()[1]) / 1024)
    return 0


def running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


async def until(done: Callable[[], bool], limit: float = 30.0) -> float:
    """Seconds until ``done`` holds (at most ``limit``)."""
    start = time.monotonic()
    while not done() and time.monotonic() - start < limit:
        await asyncio.sleep(0.05)
    return round(time.monotonic() - start, 2)


async def screen(websocket: aiohttp.ClientWebSocketResponse, quiet: float) -> aiohttp.WSMessage:
    """Read the screen until ``quiet`` seconds pass without a frame, or the tab closes."""
    while True:
        try:
            message = await websocket.receive(timeout=quiet)
        except TimeoutError:
            return aiohttp.WSMessage(aiohttp.WSMsgType.BINARY, b"", None)
        if message.type is not aiohttp.WSMsgType.BINARY:
            return message


async def probe(port: int, server: subprocess.Popen[str]) -> dict[str, int]:
    """Steps 1 to 5; the counts of messages and tabs."""
    url, origin = f"ws://127.0.0.1:{port}/ws", f"http://127.0.0.1:{port}"
    counts = {"messages": 0, "opened": 0, "closed": 0}
    async with aiohttp.ClientSession() as session:

        async def tab() -> aiohttp.ClientWebSocketResponse:
            counts["opened"] += 1
            return await session.ws_connect(url, origin=origin)

        async def send(websocket: aiohttp.ClientWebSocketResponse, text: str) -> None:
            counts["messages"] += 1
            await websocket.send_str(text)

        websocket = await tab()
        await screen(websocket, 4)
        (app,) = children(server.pid)
        print(f"app at the start menu: {resident_mb(app)} MB")
        await send(websocket, json.dumps(["resize", {"width": 100000, "height": 100000}]))
        await screen(websocket, 4)
        print(f"after a resize to 100000x100000: {resident_mb(app)} MB")
        start = time.monotonic()
        while time.monotonic() - start < 10:
            await send(websocket, json.dumps(["stdin", "1" * 4000]))
            await asyncio.sleep(0.002)
        await screen(websocket, 3)
        print(f"after 10 s of 4 KB typed-input messages: {resident_mb(app)} MB")
        await websocket.close()
        counts["closed"] += 1
        print(f"closed tab: its app ended after {await until(lambda: not running(app))} s")
        websocket = await tab()
        await screen(websocket, 4)
        (app,) = children(server.pid)
        await send(websocket, json.dumps(["stdin", "1" * 200_000]))
        closed = await screen(websocket, 10)
        counts["closed"] += 1
        ended = await until(lambda: not running(app))
        print(f"200,000 keys in one message: closed with {closed.data}; app ended after {ended} s")
        websocket = await tab()
        await screen(websocket, 3)
        for text in MALFORMED:
            await send(websocket, text)
        await websocket.close()
        counts["closed"] += 1
        await until(lambda: not children(server.pid))
        tabs = [await tab() for _ in range(9)]
        refused = await tabs[8].receive(timeout=10)
        counts["closed"] += 1
        print(f"ninth tab: closed with {refused.data}: {refused.extra}")
        await tabs[0].close()
        counts["closed"] += 1
        print(f"a slot freed after {await until(lambda: len(children(server.pid)) < 8)} s")
        readers = [asyncio.create_task(screen(t, 30)) for t in tabs[1:8]]
        apps = children(server.pid)
        server.send_signal(signal.SIGINT)
        await asyncio.to_thread(server.wait, 30)
        await asyncio.gather(*readers)
        counts["closed"] += 7
    await asyncio.sleep(0.5)
    print(f"server stopped with code {server.returncode}")
    print(f"apps still running after the stop: {[p for p in apps if running(p)]}")
    return counts


def free_port() -> int:
    with socket.socket() as probe_socket:
        probe_socket.bind(("127.0.0.1", 0))
        port: int = probe_socket.getsockname()[1]
    return port


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "XDG_DATA_HOME": f"{home}/data", "XDG_CONFIG_HOME": f"{home}/config"}
        port = free_port()
        log = Path(home) / "serve.err"
        with log.open("w") as err:
            server = subprocess.Popen(
                [sys.executable, "-m", "baloot_tui", "serve", "--port", str(port)],
                stdout=subprocess.DEVNULL,
                stderr=err,
                env=env,
                text=True,
            )
        try:
            time.sleep(3)
            counts = asyncio.run(probe(port, server))
        finally:
            if server.poll() is None:
                server.kill()
        said = log.read_text("utf-8")
        print(
            f"messages sent: {counts['messages']}, tabs opened: {counts['opened']}, "
            f"closed: {counts['closed']}"
        )
        print(f"server log: {len(said.splitlines())} lines, {said.count('Traceback')} tracebacks")


if __name__ == "__main__":
    main()
