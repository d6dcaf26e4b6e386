"""The web server behind ``baloot serve``: one app process per browser tab, guarded and bounded.

Routes: ``/`` (the page: a terminal drawn by textual-serve's xterm.js, under our own
title, icon and loading card), ``/favicon.svg`` and ``/favicon.ico`` (the icon),
``/static/...`` (textual-serve's JavaScript, CSS and fonts, from its package folder,
no directory listing; aiohttp refuses any path that leaves it) and ``/ws`` (the
websocket that carries one tab's keys and screen, :mod:`baloot_tui.web.tab`). Every
other path is 404. Every response forbids framing (``X-Frame-Options: DENY`` and
``Content-Security-Policy: frame-ancestors 'none'``): a page on another site cannot
show the game in a hidden frame.

Every websocket starts one app process running the same command line, fixed here when
the server is built: nothing from the request reaches it. The websocket is refused
(403) unless the page asking for it came from this server (:func:`request_problem`).
At most :data:`MAX_TABS` apps run at once, counted while their process lives; a tab
over the limit is told why on its page. A tab's app ends with the tab, when it has
sent nothing for :data:`~baloot_tui.web.tab.IDLE_SECONDS`, and when the server stops
(each saves its match first; :meth:`~baloot_tui.web.tab.Tab.stop`).
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import ipaddress
import itertools
import logging
import os
import sys
from collections.abc import Awaitable, Callable
from importlib.resources import files
from pathlib import Path
from string import Template
from typing import Final
from urllib.parse import urlsplit

import click
import textual_serve
from aiohttp import WSCloseCode, WSMsgType, web

import baloot_tui
from baloot_tui.text.printable import printable
from baloot_tui.web.tab import IDLE_SECONDS, MAX_MESSAGE, Tab, clamp, query_size, whole_number

MAX_TABS: Final = 8
"""The most app processes at once (each tab is a Python process, about 47 MB at the menu)."""
TITLE: Final = "Baloot بلوت"
"""The page's title (the browser's tab reads it)."""
FONT_SIZES: Final = (8, 40)
"""The smallest and largest font size the page's ``fontsize`` query may ask for."""
HEARTBEAT: Final = 15.0
"""Seconds between the server's websocket pings: a tab gone without closing (a laptop
shut, the network lost) is noticed within one and a half of these."""
FRAMING: Final = {
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": "frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
"""Headers on every response: no page may frame this one, nothing is sniffed or referred."""
FULL: Final = f"All {MAX_TABS} games are in use in other tabs. Close one, then Restart."
STOPPED: Final = "The server stopped. Your match is saved."
IDLE: Final = (
    f"Closed after {IDLE_SECONDS // 60} minutes without a key. Your match is saved: Restart."
)
UNREADABLE: Final = "This tab sent messages the server could not read."
ENDED: Final = "Session ended."
"""Why a tab was closed, as its page says it (a websocket close reason: at most 123 bytes)."""
STATIC: Final = Path(textual_serve.__file__).resolve().parent / "static"
"""Textual-serve's JavaScript, CSS and fonts."""


def served_argv() -> tuple[str, ...]:
    """The command each tab runs: this Python, this baloot_tui, the start menu.

    Arabic is printed ``visual``: xterm.js, the page's terminal, does no bidi and
    draws each cell on its own (docs/arabic.md), so the first-run question, whose
    answer is for the terminal at hand, is not asked there.

    ``-P`` keeps the current folder off ``sys.path`` and ``PYTHONPATH`` (set by
    :func:`tab_environment`) points at the folder holding this server's own
    package, so a tab runs exactly the server's code, never a ``baloot_tui`` folder
    that happens to sit where the server was started.
    """
    return (sys.executable, "-P", "-m", "baloot_tui", "--arabic", "visual")


def package_root() -> Path:
    """The folder that holds the ``baloot_tui`` package this server runs."""
    return Path(baloot_tui.__file__).resolve().parent.parent


def tab_environment() -> dict[str, str]:
    """The environment of a tab's app: the server's, Textual's web driver, this package first."""
    env = dict(os.environ)
    earlier = env.get("PYTHONPATH")
    root = str(package_root())
    env["PYTHONPATH"] = root if not earlier else os.pathsep.join([root, earlier])
    env.update(
        PYTHONIOENCODING="utf-8",  # the page's terminal is UTF-8, whatever the server's locale
        TEXTUAL_DRIVER="textual.drivers.web_driver:WebDriver",
        TEXTUAL_FPS="60",
        TEXTUAL_COLOR_SYSTEM="truecolor",
        TERM_PROGRAM="textual",
        TERM_PROGRAM_VERSION=textual_serve_version(),
    )
    return env


def textual_serve_version() -> str:
    """The version of textual-serve whose page talks to the apps."""
    from importlib.metadata import version

    return version("textual-serve")


def request_problem(request: web.Request, names: frozenset[str], port: int) -> str | None:
    """Why a websocket request may not open a game, or None.

    The ``Host`` must be one of ``names`` or an IP address (a DNS name rebound to
    this machine is neither). The ``Origin``, the page that asks, must be the same
    host and port, or another of this server's names on its port: the page at
    ``http://localhost:8000`` connects to the ``127.0.0.1`` it was given.

    Args:
        request: the websocket request.
        names: host names (lower case) of this server: ``localhost``, the address
            it listens on, the address it printed.
        port: the port it listens on.
    """
    host = _host_name(request.host)
    if host not in names and not _is_ip(host):
        return "unknown host"
    origin = urlsplit(request.headers.get("Origin", ""))
    if origin.scheme not in {"http", "https"} or not origin.hostname:
        return "the page did not come from this server"
    same = origin.netloc.lower() == request.host.lower()
    try:
        ours = origin.hostname in names and origin.port == port
    except ValueError:  # a port that is not a number
        ours = False
    return None if same or ours else "the page did not come from this server"


def _host_name(netloc: str) -> str:
    """The host name of ``host[:port]`` in lower case, without an IPv6 address's brackets."""
    try:
        return urlsplit(f"//{netloc}").hostname or ""
    except ValueError:  # brackets that do not close
        return ""


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


class OneLine(logging.Formatter):
    """Every log record on one line, printable and short, never a traceback.

    aiohttp logs a request it cannot read (a header over 8 KiB, a bad length) with
    its traceback; here it is the problem's kind and words.
    """

    def format(self, record: logging.LogRecord) -> str:
        """``baloot serve: <message>[: <error>]``, at most 300 characters of it."""
        said = record.getMessage()
        error = record.exc_info[1] if record.exc_info else None
        if error is not None:
            said = f"{said}: {type(error).__name__}: {error}"
        return f"baloot serve: {printable(said, limit=300)}"


async def forbid_framing(request: web.Request, response: web.StreamResponse) -> None:
    """Put :data:`FRAMING` on every response, errors and static files included."""
    response.headers.update(FRAMING)


def _page_template() -> Template:
    return Template(files("baloot_tui.web").joinpath("page.html").read_text("utf-8"))


FAVICON: Final = files("baloot_tui.web").joinpath("favicon.svg").read_bytes()


class BalootServer:
    """The server: the page, the icon, textual-serve's assets, and one guarded app per tab."""

    def __init__(self, *, host: str, port: int, public_url: str) -> None:
        """Serve the start menu on ``host:port``; pages connect back to ``public_url``."""
        self.host = host
        self.port = port
        self.url = public_url
        self.names = frozenset(
            {
                "localhost",
                "127.0.0.1",
                "::1",
                _host_name(host),
                _host_name(urlsplit(public_url).netloc),
            }
        )
        self.argv = served_argv()
        self.env = tab_environment()
        self.tabs: dict[Tab, web.WebSocketResponse] = {}
        """The tabs whose app process may still be running, with their websockets."""
        self.numbers = itertools.count(1)
        self.template = _page_template()
        self.shutting_down = False
        """Whether the server is stopping (the tabs are told so)."""

    # ------------------------------------------------------------- the web app

    def make_app(self) -> web.Application:
        """The aiohttp application: routes, headers, start and stop."""
        app = web.Application()
        app.add_routes(
            [
                web.get("/", self.handle_index),
                web.get("/ws", self.handle_websocket),
                web.get("/favicon.svg", self.handle_favicon),
                web.get("/favicon.ico", self.handle_favicon),
                web.static("/static", STATIC, show_index=False, follow_symlinks=False),
            ]
        )
        app.on_response_prepare.append(forbid_framing)
        app.on_startup.append(self.on_startup)
        app.on_shutdown.append(self.on_shutdown)
        return app

    def serve(self) -> None:
        """Run until Ctrl+C or SIGTERM; every tab's app is ended before it returns."""
        handler = logging.StreamHandler()
        handler.setFormatter(OneLine())
        logging.basicConfig(level=logging.WARNING, handlers=[handler])
        web.run_app(
            self.make_app(),
            host=self.host,
            port=self.port,
            print=None,
            access_log=None,
            handle_signals=True,
        )

    async def on_startup(self, app: web.Application) -> None:
        """Print the address to open."""
        url = printable(self.url)
        click.echo(f"baloot serve: open {url} in a browser (Ctrl+C stops the server)")

    async def on_shutdown(self, app: web.Application) -> None:
        """End every tab's app (it saves its match and lets go of its lock), then close its tab."""
        self.shutting_down = True

        async def end(tab: Tab, websocket: web.WebSocketResponse) -> None:
            await tab.stop()
            await self.close(websocket, STOPPED)

        await asyncio.gather(*(end(*pair) for pair in list(self.tabs.items())))

    # ------------------------------------------------------------- the page

    def page(self, closed: str = "", font_size: int = 16) -> str:
        """The page; with ``closed``, the closed card saying so and no terminal."""
        static = "/static/"
        terminal = ""
        if not closed:
            ws = urlsplit(self.url)._replace(scheme="wss" if self.url.startswith("https") else "ws")
            url = f"{ws.geturl()}/ws"
            terminal = (
                f'<div id="terminal" class="textual-terminal" '
                f'data-session-websocket-url="{html.escape(url)}" '
                f'data-font-size="{font_size}"></div>'
            )
        return self.template.substitute(
            title=html.escape(TITLE),
            static=static,
            body_class="-closed" if closed else "",
            closed_message=html.escape(closed or ENDED),
            terminal=terminal,
        )

    async def handle_index(self, request: web.Request) -> web.Response:
        """The page, or, with every game in use, a page that says so (503)."""
        if len(self.tabs) >= MAX_TABS:
            return web.Response(text=self.page(FULL), content_type="text/html", status=503)
        size = clamp(whole_number(request.query.get("fontsize", ""), 16), FONT_SIZES)
        return web.Response(text=self.page(font_size=size), content_type="text/html")

    async def handle_favicon(self, request: web.Request) -> web.Response:
        """The page's icon (a card)."""
        return web.Response(body=FAVICON, content_type="image/svg+xml")

    # ------------------------------------------------------------- a tab

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab: its app process, fed from the websocket, ended when either side goes."""
        problem = request_problem(request, self.names, self.port)
        if problem is not None:
            raise web.HTTPForbidden(text=f"baloot serve: {problem}")
        websocket = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=MAX_MESSAGE)
        await websocket.prepare(request)
        if len(self.tabs) >= MAX_TABS:
            await websocket.close(code=WSCloseCode.TRY_AGAIN_LATER, message=FULL.encode())
            return websocket
        tab = Tab(next(self.numbers), self.argv, self.env, gone=self.free)
        self.tabs[tab] = websocket
        reason = ENDED
        try:
            await tab.start(query_size(request.query), websocket.send_bytes, self.closer(websocket))
            reason = await self.relay(tab, websocket)
        except Exception as error:  # one line, never a traceback: the tab just ends
            tab.say(f"ended by {type(error).__name__}: {printable(str(error))[:200]}")
        finally:
            await tab.stop()
            await self.close(websocket, reason)
        return websocket

    def free(self, tab: Tab) -> None:
        """``tab``'s app has gone: its slot is free."""
        self.tabs.pop(tab, None)

    async def close(self, websocket: web.WebSocketResponse, reason: str) -> None:
        """Close a tab's websocket with ``reason`` for its page (the server's stop if stopping)."""
        said = STOPPED if self.shutting_down else reason
        with contextlib.suppress(Exception):
            await websocket.close(code=WSCloseCode.GOING_AWAY, message=said.encode())

    def closer(self, websocket: web.WebSocketResponse) -> Callable[[], Awaitable[None]]:
        """What closes a tab's websocket once its app has exited (its page then says so)."""
        return lambda: self.close(websocket, ENDED)

    async def relay(self, tab: Tab, websocket: web.WebSocketResponse) -> str:
        """Pass the tab's messages to its app until one side ends; why the tab is closed."""
        while True:
            try:
                message = await websocket.receive(timeout=IDLE_SECONDS)
            except TimeoutError:
                tab.say(f"closed after {IDLE_SECONDS // 60} minutes without a message")
                return IDLE
            if message.type is WSMsgType.TEXT:
                pinged = await tab.receive(message.data)
                if pinged is not None:
                    await websocket.send_json(["pong", pinged.text])
                if tab.too_malformed:
                    tab.say("closed: too many messages that could not be read")
                    return UNREADABLE
            elif message.type is WSMsgType.BINARY:
                tab.malformed += 1
                tab.say("ignored a binary message")
            elif message.type is WSMsgType.ERROR:
                tab.say(f"closed: {printable(str(websocket.exception()))[:200]}")
                return ENDED
            else:  # the tab closed, or the app ended and closed it
                return ENDED
