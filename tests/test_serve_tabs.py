"""``baloot serve``'s tabs: each app bounded, told why, and ended with its tab or the server.

The server runs in aiohttp's test client; each tab's app is ``tests/fake_tab_app.py``,
which speaks Textual's web-driver protocol and logs what reaches it, so these tests
see exactly what a tab's messages become. The real app is in tests/test_cli_serve.py.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
import time
from collections.abc import AsyncIterator
from functools import partial
from pathlib import Path

import aiohttp
import pytest
from aiohttp import WSMsgType, web
from aiohttp.test_utils import TestClient, TestServer

from baloot_tui.web import server as served
from baloot_tui.web.server import FRAMING, FULL, IDLE, MAX_TABS, STOPPED, BalootServer
from baloot_tui.web.tab import (
    COLUMNS,
    INPUT_BURST,
    INPUT_RATE,
    MAX_INPUT,
    MAX_MALFORMED,
    MAX_MESSAGE,
    QUIT_SECONDS,
    ROWS,
    TERM_SECONDS,
    InputBudget,
    Malformed,
    Resized,
    read_message,
)
from tests.serving import running

FAKE_APP = Path(__file__).with_name("fake_tab_app.py")
ENDING = QUIT_SECONDS + TERM_SECONDS + 2.0
"""Seconds within which a tab's app, however stubborn, has gone."""
HOSTILE = [
    "not json",
    "[]",
    "{}",
    "null",
    '"stdin"',
    "[5]",
    '["stdin"]',
    '["stdin", 5]',
    '["stdin", "a", "b"]',
    '["stdin", null]',
    '["resize", 5]',
    '["resize", {}]',
    '["resize", {"width": "80", "height": 24}]',
    '["resize", {"width": true, "height": 24}]',
    '["resize", {"width": 80.5, "height": 24}]',
    '["resize", {"width": 1e400, "height": 24}]',
    '["ping", {"x": 1}]',
    f'["ping", "{"x" * 65}"]',
    '["nope", 1]',
    '["\\u001b]2;owned\\u0007", 1]',
    f'["stdin", "{"1" * (MAX_INPUT + 1)}"]',
    "[" * 5000,
]
"""Messages a tab's page never sends; each must be one log line and reach no app."""


def logged(served: Served, entry: dict[str, object]) -> bool:
    """Whether ``entry`` reached an app."""
    return entry in served.logged()


class Served:
    """The server under test, its client, and what its tabs' apps logged."""

    def __init__(
        self, server: BalootServer, client: TestClient[web.Request, web.Application], log: Path
    ) -> None:
        self.server = server
        self.client = client
        self.log = log

    @property
    def origin(self) -> str:
        return str(self.client.make_url("")).rstrip("/")

    async def tab(self, query: str = "") -> aiohttp.ClientWebSocketResponse:
        """A tab, as the page opens it, once its app has drawn its first screen."""
        websocket = await self.client.ws_connect(f"/ws{query}", origin=self.origin)
        first = await websocket.receive(timeout=20)
        assert first.type is WSMsgType.BINARY and first.data == b"fake screen", first
        return websocket

    def logged(self) -> list[dict[str, object]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text("utf-8").splitlines()]

    def pids(self) -> list[int]:
        """The apps started so far (and the children they started)."""
        pids = []
        for entry in self.logged():
            for key in ("started", "child"):
                if key in entry:
                    pids.append(int(entry[key]))  # type: ignore[call-overload]
        return pids

    async def wait_for(self, what: str, done: object, limit: float = ENDING) -> None:
        deadline = time.monotonic() + limit
        while not done():  # type: ignore[operator]
            if time.monotonic() > deadline:
                raise AssertionError(f"{what} after {limit} s")
            await asyncio.sleep(0.05)


@pytest.fixture
async def serving_fakes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Served]:
    server = BalootServer(host="127.0.0.1", port=8000, public_url="http://127.0.0.1:8000")
    server.argv = (sys.executable, str(FAKE_APP))
    log = tmp_path / "tabs.jsonl"
    server.env = {**server.env, "FAKE_TAB_LOG": str(log)}
    client = TestClient(TestServer(server.make_app()))
    await client.start_server()
    try:
        yield Served(server, client, log)
    finally:
        await client.close()


async def test_every_response_forbids_framing(serving_fakes: Served) -> None:
    client = serving_fakes.client
    for path in ("/", "/static/js/textual.js", "/static/", "/static/js/", "/nope", "/favicon.ico"):
        async with client.get(path) as response:
            for header, value in FRAMING.items():
                assert response.headers.get(header) == value, (path, header)
    async with client.get("/ws", headers={"Origin": "http://evil.example"}) as refused:
        assert refused.status == 403
        assert refused.headers["X-Frame-Options"] == "DENY"
        assert refused.headers["Content-Security-Policy"] == "frame-ancestors 'none'"


async def test_the_page_has_a_title_an_icon_and_its_own_loading_card(
    serving_fakes: Served,
) -> None:
    client = serving_fakes.client
    async with client.get("/?fontsize=999") as response:
        page = await response.text()
    assert "<title>Baloot بلوت</title>" in page
    assert 'rel="icon"' in page and "Starting your table" in page
    assert 'data-font-size="40"' in page  # clamped
    assert "googleapis" not in page and "background.png" not in page  # nothing fetched elsewhere
    for icon in ("/favicon.ico", "/favicon.svg"):
        async with client.get(icon) as response:
            assert response.status == 200
            assert response.content_type == "image/svg+xml"
            assert (await response.read()).startswith(b"<svg")


async def test_no_folder_is_listed(serving_fakes: Served) -> None:
    for path in ("/static/", "/static/js/", "/static/fonts/", "/static/css/"):
        async with serving_fakes.client.get(path) as response:
            assert response.status in (403, 404), path
            assert "textual.js" not in await response.text(), path


async def test_hostile_messages_are_one_log_line_each_and_reach_no_app(
    serving_fakes: Served, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="baloot.serve")
    sent: list[str | bytes] = [*HOSTILE, b"\x00\x01binary"]
    per_tab = MAX_MALFORMED - 1  # one more and the tab is closed
    for start in range(0, len(sent), per_tab):
        websocket = await serving_fakes.tab()
        for message in sent[start : start + per_tab]:
            if isinstance(message, bytes):
                await websocket.send_bytes(message)
            else:
                await websocket.send_str(message)
        await websocket.send_str(f'["stdin", "after {start}"]')
        after: dict[str, object] = {"D": f"after {start}"}
        await serving_fakes.wait_for("the input after them", partial(logged, serving_fakes, after))
        await websocket.close()
    lines = [r for r in caplog.records if r.name == "baloot.serve"]
    assert len(lines) == len(sent), [r.getMessage() for r in lines]
    for record in lines:
        assert record.exc_info is None and "\n" not in record.getMessage()
        assert "\x1b" not in record.getMessage() and "\x07" not in record.getMessage()
    reached = [e["D"] for e in serving_fakes.logged() if "D" in e]
    assert reached == [f"after {start}" for start in range(0, len(sent), per_tab)]


async def test_a_tab_that_keeps_sending_garbage_is_closed(serving_fakes: Served) -> None:
    websocket = await serving_fakes.tab()
    for _ in range(MAX_MALFORMED):
        await websocket.send_str("garbage")
    closed = await websocket.receive(timeout=ENDING)
    assert closed.type is WSMsgType.CLOSE
    await serving_fakes.wait_for("the app to end", lambda: not serving_fakes.server.tabs)


async def test_what_a_tab_sends_reaches_its_app_within_bounds(serving_fakes: Served) -> None:
    websocket = await serving_fakes.tab("?width=999999999&height=-5")
    assert serving_fakes.logged()[0]["size"] == [str(COLUMNS[1]), "24"]
    await websocket.send_str('["stdin", "1"]')
    await websocket.send_str('["resize", {"width": 100000, "height": 100000}]')
    await websocket.send_str('["resize", {"width": 1, "height": 1}]')
    await websocket.send_str('["focus"]')
    await websocket.send_str('["blur"]')
    await websocket.send_str('["ping", "1234"]')
    pong = await websocket.receive(timeout=10)
    assert pong.type is WSMsgType.TEXT and json.loads(pong.data) == ["pong", "1234"]
    await serving_fakes.wait_for(
        "the blur", lambda: {"M": {"type": "blur"}} in serving_fakes.logged()
    )
    reached = [e for e in serving_fakes.logged() if "D" in e or "M" in e]
    assert reached == [
        {"D": "1"},
        {"M": {"type": "resize", "width": COLUMNS[1], "height": ROWS[1]}},
        {"M": {"type": "resize", "width": COLUMNS[0], "height": ROWS[0]}},
        {"M": {"type": "focus"}},
        {"M": {"type": "blur"}},
    ]
    await websocket.close()


async def test_typed_input_is_bounded_a_message_and_a_second(serving_fakes: Served) -> None:
    websocket = await serving_fakes.tab()
    chunk = "k" * 1024
    start = time.monotonic()
    for _ in range(40):  # 40 KiB at once: the burst passes, the rest is dropped
        await websocket.send_str(json.dumps(["stdin", chunk]))
    await websocket.send_str(json.dumps(["ping", "done"]))
    await websocket.receive(timeout=10)
    elapsed = time.monotonic() - start
    await asyncio.sleep(0.5)
    typed = sum(len(str(e["D"])) for e in serving_fakes.logged() if "D" in e)
    assert INPUT_BURST <= typed <= INPUT_BURST + INPUT_RATE * elapsed + 1024
    await websocket.send_str(json.dumps(["stdin", "x" * (MAX_MESSAGE + 1)]))
    closed = await websocket.receive(timeout=10)
    assert closed.type is WSMsgType.CLOSE and closed.data == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
    await serving_fakes.wait_for("the app to end", lambda: not serving_fakes.server.tabs)


def test_the_input_budget_refills_at_its_rate() -> None:
    now = [0.0]
    budget = InputBudget(rate=100, burst=300, clock=lambda: now[0])
    assert budget.take(300) and not budget.take(1)
    now[0] = 1.0
    assert budget.take(100) and not budget.take(1)
    now[0] = 100.0
    assert budget.take(300) and not budget.take(1)  # never more than the burst


@pytest.mark.parametrize("message", HOSTILE)
def test_every_hostile_message_is_refused_with_one_line(message: str) -> None:
    with pytest.raises(Malformed) as refused:
        read_message(message)
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 120


def test_a_resize_is_clamped() -> None:
    assert read_message('["resize", {"width": 0, "height": 99999}]') == Resized(COLUMNS[0], ROWS[1])


@pytest.mark.parametrize("stubborn", [False, True], ids=["quits", "ignores-quit-and-term"])
async def test_a_closed_tab_ends_its_app_and_the_apps_children(
    serving_fakes: Served, stubborn: bool
) -> None:
    env = serving_fakes.server.env
    env["FAKE_TAB_CHILD"] = "1"
    if stubborn:
        env["FAKE_TAB_STUBBORN"] = "1"
    websocket = await serving_fakes.tab()
    pids = serving_fakes.pids()
    assert len(pids) == 2 and all(running(pid) for pid in pids)
    await websocket.close()
    await serving_fakes.wait_for(
        "the app and its child to end", lambda: not any(running(p) for p in pids)
    )
    await serving_fakes.wait_for("the slot to be free", lambda: not serving_fakes.server.tabs)


async def test_stopping_the_server_ends_every_app(serving_fakes: Served) -> None:
    serving_fakes.server.env["FAKE_TAB_CHILD"] = "1"
    tabs = [await serving_fakes.tab() for _ in range(3)]
    pids = serving_fakes.pids()
    assert len(pids) == 6 and all(running(p) for p in pids)
    closing = [asyncio.create_task(t.receive(timeout=ENDING)) for t in tabs]
    await serving_fakes.client.server.close()  # the server stops; the tabs stay open
    reasons = await asyncio.gather(*closing)
    assert all(r.type is WSMsgType.CLOSE and r.extra == STOPPED for r in reasons), reasons
    await serving_fakes.wait_for("every app to end", lambda: not any(running(p) for p in pids), 2)


async def test_a_tab_over_the_limit_is_told_why_and_a_closed_tab_frees_its_slot(
    serving_fakes: Served,
) -> None:
    tabs = [await serving_fakes.tab() for _ in range(MAX_TABS)]
    client = serving_fakes.client
    refused = await client.ws_connect("/ws", origin=serving_fakes.origin)
    closed = await refused.receive(timeout=10)
    assert closed.type is WSMsgType.CLOSE and closed.extra == FULL
    assert closed.data == aiohttp.WSCloseCode.TRY_AGAIN_LATER
    assert len(FULL.encode()) <= 123  # what a close frame may carry
    async with client.get("/") as page:
        assert page.status == 503 and FULL in await page.text()
    await tabs[0].close()
    await serving_fakes.wait_for("a free slot", lambda: len(serving_fakes.server.tabs) < MAX_TABS)
    tabs[0] = await serving_fakes.tab()
    for tab in tabs:
        await tab.close()


async def test_an_idle_tab_is_closed_and_its_app_ended(
    serving_fakes: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(served, "IDLE_SECONDS", 0.5)
    websocket = await serving_fakes.client.ws_connect("/ws", origin=serving_fakes.origin)
    closed = await websocket.receive(timeout=20)
    while closed.type is WSMsgType.BINARY:  # the app's screen, if it drew before the close
        closed = await websocket.receive(timeout=20)
    assert closed.type is WSMsgType.CLOSE and closed.extra == IDLE
    await serving_fakes.wait_for("the app to end", lambda: not serving_fakes.server.tabs)
    assert {"M": {"type": "quit"}} in serving_fakes.logged()


async def test_an_app_that_ends_closes_its_tab(serving_fakes: Served) -> None:
    websocket = await serving_fakes.tab()
    await websocket.send_str('["stdin", "exit"]')
    closed = await websocket.receive(timeout=10)
    assert closed.type is WSMsgType.CLOSE and closed.extra == "Session ended."
    await serving_fakes.wait_for("the slot to be free", lambda: not serving_fakes.server.tabs)
