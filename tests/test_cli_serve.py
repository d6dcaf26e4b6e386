"""``baloot serve`` without a browser: where it listens, a busy port, Ctrl+C, and what it serves.

Each test runs the real command in a subprocess (tests/serving.py) with a temporary
home; the browser test is tests/test_serve_browser.py.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import pytest
from aiohttp.test_utils import make_mocked_request

import baloot_tui
from baloot_tui.cli.serve import is_loopback, lan_address, port_problem
from baloot_tui.web.server import (
    request_problem,
    served_argv,
    tab_environment,
)
from tests.serving import descendants, free_port, home_env, running, serving


def _listening_addresses(port: int) -> set[str]:
    """Local IPv4 addresses (hex, as /proc shows them) listening on ``port``."""
    found = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        address, hex_port = local.split(":")
        if int(hex_port, 16) == port and state == "0A":  # 0A: LISTEN
            found.add(address)
    return found


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="reads Linux's /proc/net/tcp")
def test_it_listens_on_the_loopback_address_by_default(tmp_path: Path) -> None:
    with serving(tmp_path) as served:
        assert served.url == f"http://127.0.0.1:{served.port}"
        assert _listening_addresses(served.port) == {"0100007F"}  # 127.0.0.1
        code, out, err = served.stop()
    assert code == 0
    assert out.splitlines() == [
        f"baloot serve: open {served.url} in a browser (Ctrl+C stops the server)",
        "baloot serve: stopped",
    ]
    assert err == ""


def test_a_busy_port_is_one_line_and_exit_code_2(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "baloot_tui", "serve", "--port", str(port)],
            capture_output=True,
            text=True,
            env=home_env(tmp_path),
            timeout=20,
        )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == (
        f"baloot serve: error: port {port} is busy on 127.0.0.1:{port}; "
        "choose another with --port\n"
    )


def test_port_problem_names_an_address_that_is_not_this_machines() -> None:
    assert port_problem("127.0.0.1", free_port()) is None
    problem = port_problem("192.0.2.1", free_port())  # TEST-NET-1, never a local address
    assert problem is not None
    assert problem.startswith("cannot listen on 192.0.2.1:")


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("127.1.2.3", True),
        ("::1", True),
        ("localhost", True),
        ("LocalHost", True),
        ("0.0.0.0", False),
        ("::", False),
        ("192.168.1.20", False),
        ("example.org", False),
    ],
)
def test_is_loopback(host: str, loopback: bool) -> None:
    assert is_loopback(host) is loopback


def test_every_address_is_served_with_a_warning(tmp_path: Path) -> None:
    with serving(tmp_path, "--host", "0.0.0.0") as served:
        code, _out, err = served.stop()
    assert code == 0
    assert (
        "baloot serve: warning: listening on 0.0.0.0: anyone on this network can open "
        "the game and play with your saves"
    ) in err.splitlines()
    assert "0.0.0.0" not in served.url  # a browser on another machine cannot reach 0.0.0.0
    if lan_address() is not None:  # the address a friend on the network opens
        assert served.url == f"http://{lan_address()}:{served.port}"


@pytest.mark.parametrize(
    ("host", "said"),
    [
        ("", "--host is empty; give 127.0.0.1 (this machine) or 0.0.0.0 (every address)"),
        ("   ", "--host is empty; give 127.0.0.1 (this machine) or 0.0.0.0 (every address)"),
        ("a..b", "--host 'a..b' is neither an IP address nor a host name"),
        ("bad host!", "--host 'bad host!' is neither an IP address nor a host name"),
        ("-x.example", "--host '-x.example' is neither an IP address nor a host name"),
        ("x" * 300, f"--host {('x' * 80)!r} is neither an IP address nor a host name"),
        ("1.2.3.4.5", None),  # a name by its syntax: the resolver says no
        ("\x1b]2;t\x07", "--host ']2;t' is neither an IP address nor a host name"),
    ],
)
def test_a_bad_host_is_one_line_and_exit_code_2(
    tmp_path: Path, host: str, said: str | None
) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "baloot_tui", "serve", "--host", host, "--port", str(free_port())],
        capture_output=True,
        text=True,
        env=home_env(tmp_path),
        timeout=20,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    if said is not None:
        assert lines == [f"baloot serve: error: {said}"]
    else:
        assert lines[0].startswith("baloot serve: error: cannot listen on")


NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
SAME = "the page did not come from this server"


@pytest.mark.parametrize(
    ("host", "origin", "problem"),
    [
        ("127.0.0.1:8000", "http://127.0.0.1:8000", None),
        ("localhost:8000", "http://localhost:8000", None),
        ("127.0.0.1:8000", "http://localhost:8000", None),  # the page at localhost
        ("LOCALHOST:8000", "http://localhost:8000", None),
        ("192.168.1.20:8000", "http://192.168.1.20:8000", None),
        ("[::1]:8000", "http://[::1]:8000", None),
        ("127.0.0.1:8000", None, SAME),
        ("127.0.0.1:8000", "null", SAME),
        ("127.0.0.1:8000", "http://evil.example", SAME),
        ("127.0.0.1:8000", "http://evil.example:8000", SAME),
        ("127.0.0.1:8000", "http://203.0.113.5:8000", SAME),
        ("127.0.0.1:8000", "http://127.0.0.1:9000", SAME),
        ("127.0.0.1:8000", "http://localhost:9000", SAME),
        ("127.0.0.1:8000", "http://localhost:x", SAME),
        ("127.0.0.1:8000", "file://localhost:8000", SAME),
        ("rebound.example:8000", "http://rebound.example:8000", "unknown host"),
    ],
)
def test_the_websocket_opens_only_for_the_servers_own_page(
    host: str, origin: str | None, problem: str | None
) -> None:
    headers = {"Host": host} | ({} if origin is None else {"Origin": origin})
    request = make_mocked_request("GET", "/ws", headers=headers)
    assert request_problem(request, NAMES, 8000) == problem


TRAVERSALS = [
    "/static/../../../../../../etc/passwd",
    "/static/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/static/..%2f..%2f..%2f..%2fetc%2fpasswd",
    "/static//etc/passwd",
    "/static/%2fetc%2fpasswd",
    "/../../../../etc/passwd",
    "/download/..%2f..%2f..%2fetc%2fpasswd",
    "/download/../../../etc/passwd",
    "/static/../server.py",
    "/static/%2e%2e/server.py",
    "/static/..%5c..%5c..%5cetc%5cpasswd",
    "/?file=/etc/passwd",
    "/?fontsize=16;cat%20/etc/passwd",
    "/ws?width=80;cat%20/etc/passwd&height=24",
    "/etc/passwd",
]


def test_no_path_or_query_reaches_a_file_outside_the_served_assets(tmp_path: Path) -> None:
    with serving(tmp_path) as served:
        for path in TRAVERSALS:
            connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
            connection.request("GET", path)  # sent as written: no client-side normalising
            response = connection.getresponse()
            body = response.read().decode("utf-8", "replace")
            connection.close()
            assert "root:" not in body, path
            assert "class Server" not in body, path  # textual-serve's own source
            if not path.startswith("/?"):
                assert response.status in {400, 403, 404}, path
        assert served.stop()[0] == 0


async def test_a_query_string_cannot_reach_the_command_line(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    with serving(tmp_path) as served:
        hostile = f"width=80;touch%20{marker}&height=24$(touch%20{marker})"
        async with (
            aiohttp.ClientSession() as session,
            session.ws_connect(
                f"ws://127.0.0.1:{served.port}/ws?{hostile}", origin=served.url
            ) as websocket,
        ):
            first = await websocket.receive(timeout=20)  # the app's first screen bytes
            assert first.type is aiohttp.WSMsgType.BINARY
            screen = asyncio.create_task(_read_until_closed(websocket))
            code, _out, _err = await asyncio.to_thread(served.stop)  # Ctrl+C, a game open
            await screen
        assert code == 0
    assert not marker.exists()


async def _read_until_closed(websocket: aiohttp.ClientWebSocketResponse) -> None:
    """Take the screen as a browser does, so the server's closing handshake is answered."""
    async for _message in websocket:
        pass


async def test_a_page_on_another_site_cannot_open_a_game(tmp_path: Path) -> None:
    with serving(tmp_path) as served:
        async with aiohttp.ClientSession() as session:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(
                    f"ws://127.0.0.1:{served.port}/ws", origin="http://evil.example"
                )
        assert refused.value.status == 403


def test_a_tab_runs_the_servers_package_not_one_in_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    impostor = tmp_path / "baloot_tui"
    impostor.mkdir()
    (impostor / "__init__.py").write_text("")
    (impostor / "__main__.py").write_text("print('impostor')")
    monkeypatch.delenv("PYTHONPATH", raising=False)
    done = subprocess.run(
        [*served_argv(), "--version"],
        env=tab_environment(),
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=20,
    )
    assert done.stdout == f"baloot, version {baloot_tui.__version__}\n"


def app_processes(served_pid: int) -> list[int]:
    """The tabs' apps (and anything they started) of the server ``served_pid``."""
    return descendants(served_pid)


async def _until(what: str, done: object, limit: float = 15.0) -> None:
    deadline = time.monotonic() + limit
    while not done():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} after {limit} s")
        await asyncio.sleep(0.1)


async def test_no_app_outlives_its_tab_or_the_server(tmp_path: Path) -> None:
    """The issue's probe: 200,000 typed keys in one message, then tabs closed, then Ctrl+C."""
    with serving(tmp_path) as served:
        server = served.process.pid
        url = f"ws://127.0.0.1:{served.port}/ws"
        async with aiohttp.ClientSession() as session:
            flooding = await session.ws_connect(url, origin=served.url)
            assert (await flooding.receive(timeout=20)).type is aiohttp.WSMsgType.BINARY
            (app,) = app_processes(server)
            await flooding.send_str(json.dumps(["stdin", "1" * 200_000]))
            closed = await flooding.receive(timeout=20)
            while closed.type is aiohttp.WSMsgType.BINARY:  # the screen drawn meanwhile
                closed = await flooding.receive(timeout=20)
            assert closed.type is aiohttp.WSMsgType.CLOSE
            assert closed.data == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
            await _until("the flooding tab's app to end", lambda: not running(app))
            tabs = [await session.ws_connect(url, origin=served.url) for _ in range(3)]
            for tab in tabs:
                assert (await tab.receive(timeout=20)).type is aiohttp.WSMsgType.BINARY
            assert len(app_processes(server)) == 3
            for tab in tabs[:2]:
                await tab.close()
            await _until("two apps to end", lambda: len(app_processes(server)) == 1)
            left = app_processes(server)
            reading = asyncio.create_task(_read_until_closed(tabs[2]))
            code, _out, err = await asyncio.to_thread(served.stop)
            await reading
        assert code == 0
        assert not any(running(pid) for pid in left)
        assert "Traceback" not in err
        assert err.splitlines() == [
            "baloot serve: tab 1: closed: Message size 200013 exceeds limit 16384"
        ]


BAD_REQUESTS = [
    b"\x00\x01\x02garbage\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: " + b"a" * 100_000 + b"\r\n\r\n",
    b"GET /%%%% HTTP/1.1\r\n\r\n",
    b"POST /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: \x1b]2;owned\x07\r\n\r\n",
]
"""Requests no browser sends; aiohttp answers 400 and logs them."""


def test_a_request_that_cannot_be_read_is_one_log_line(tmp_path: Path) -> None:
    with serving(tmp_path) as served:
        for request in BAD_REQUESTS:
            with socket.create_connection(("127.0.0.1", served.port), timeout=10) as client:
                client.sendall(request)
                assert client.recv(64).startswith(b"HTTP/1."), request[:40]
        code, _out, err = served.stop()
    assert code == 0
    assert "Traceback" not in err and "\x1b" not in err
    assert all(line.startswith("baloot serve: ") and len(line) < 400 for line in err.splitlines())
