"""``baloot serve`` without a browser: where it listens, a busy port, Ctrl+C, and what it serves.

Each test runs the real command in a subprocess (tests/serving.py) with a temporary
home; the browser test is tests/test_serve_browser.py.
"""

from __future__ import annotations

import asyncio
import http.client
import socket
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest
from aiohttp import web
from aiohttp.test_utils import make_mocked_request

import baloot_tui
from baloot_tui.cli.serve import is_loopback, port_problem
from baloot_tui.web.server import (
    MAX_TABS,
    BalootServer,
    request_problem,
    served_command,
    served_environment,
)
from tests.serving import free_port, home_env, serving


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
    assert err.splitlines() == [
        "baloot serve: warning: listening on 0.0.0.0: anyone on this network can open "
        "the game and play with your saves"
    ]
    assert "0.0.0.0" not in served.url  # a browser on another machine cannot reach 0.0.0.0


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


async def test_a_tab_beyond_the_limit_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONPATH", "")  # the server sets it for its tabs
    server = BalootServer(host="127.0.0.1", port=8000, public_url="http://127.0.0.1:8000")
    open_tabs = [asyncio.create_task(asyncio.sleep(60)) for _ in range(MAX_TABS)]
    server.tabs.update(open_tabs)
    request = make_mocked_request(
        "GET", "/ws", headers={"Host": "127.0.0.1:8000", "Origin": "http://127.0.0.1:8000"}
    )
    with pytest.raises(web.HTTPServiceUnavailable):
        await server.handle_websocket(request)
    for tab in open_tabs:
        tab.cancel()


def test_a_tab_runs_the_servers_package_not_one_in_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    impostor = tmp_path / "baloot_tui"
    impostor.mkdir()
    (impostor / "__init__.py").write_text("")
    (impostor / "__main__.py").write_text("print('impostor')")
    monkeypatch.delenv("PYTHONPATH", raising=False)
    served_environment()
    done = subprocess.run(
        f"{served_command()} --version",
        shell=True,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=20,
    )
    assert done.stdout == f"baloot, version {baloot_tui.__version__}\n"
