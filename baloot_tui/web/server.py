"""The web server behind ``baloot serve``: textual-serve with a fixed command and guarded tabs.

Textual-serve answers four routes: ``/`` (the page, from its own template),
``/static/...`` (its JavaScript, CSS, fonts and background image, from its package
folder; aiohttp refuses any path that leaves it), ``/ws`` (the websocket that
carries one tab's keys and screen) and ``/download/KEY`` (files an app hands over;
baloot hands over none). Every websocket starts one app process, running the same
command line, fixed here when the server is built: nothing from the request reaches it.

On top of textual-serve the websocket is refused (403) unless the page asking for
it came from this server (:func:`request_problem`): a web page on another site,
or a DNS name rebound to this machine, cannot open a game in the background. At most
:data:`MAX_TABS` apps run at once. Stopping the server tells each app to quit, so
its match is saved and its folder lock released.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import os
import shlex
import sys
from pathlib import Path
from typing import Final
from urllib.parse import urlsplit

import click
from aiohttp import web
from textual_serve.server import Server

import baloot_tui
from baloot_tui.text.printable import printable

MAX_TABS: Final = 8
"""The most app processes at once (each tab is a Python process, about 47 MB at the menu)."""
TITLE: Final = "Baloot"


def served_command() -> str:
    """The shell command each tab runs: this Python, this baloot_tui, the start menu.

    Arabic is printed ``visual``: xterm.js, the page's terminal, does no bidi and
    draws each cell on its own (docs/arabic.md), so the first-run question, whose
    answer is for the terminal at hand, is not asked there.

    ``-P`` keeps the current folder off ``sys.path`` and ``PYTHONPATH`` (set by
    :func:`served_environment`) points at the folder holding this server's own
    package, so a tab runs exactly the server's code, never a ``baloot_tui`` folder
    that happens to sit where the server was started.
    """
    return shlex.join([sys.executable, "-P", "-m", "baloot_tui", "--arabic", "visual"])


def package_root() -> Path:
    """The folder that holds the ``baloot_tui`` package this server runs."""
    return Path(baloot_tui.__file__).resolve().parent.parent


def served_environment() -> None:
    """Put the package's folder first on ``PYTHONPATH`` (textual-serve copies the environment)."""
    earlier = os.environ.get("PYTHONPATH")
    root = str(package_root())
    os.environ["PYTHONPATH"] = root if not earlier else os.pathsep.join([root, earlier])


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
    return urlsplit(f"//{netloc}").hostname or ""


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


class BalootServer(Server):
    """Textual-serve for baloot: a fixed command, quiet logs, guarded and counted tabs."""

    def __init__(self, *, host: str, port: int, public_url: str) -> None:
        """Serve the start menu on ``host:port``; pages connect back to ``public_url``."""
        served_environment()
        super().__init__(served_command(), host=host, port=port, title=TITLE, public_url=public_url)
        self.names = frozenset(
            {
                "localhost",
                "127.0.0.1",
                "::1",
                _host_name(host),
                _host_name(urlsplit(public_url).netloc),
            }
        )
        self.tabs: set[asyncio.Task[object]] = set()
        self.url = public_url

    def initialize_logging(self) -> None:
        """Warnings and errors only, one plain line each on stderr (no request log)."""
        logging.basicConfig(level=logging.WARNING, format="baloot serve: %(message)s")

    async def on_startup(self, app: web.Application) -> None:
        """Print the address to open."""
        url = printable(self.url)
        click.echo(f"baloot serve: open {url} in a browser (Ctrl+C stops the server)")

    async def on_shutdown(self, app: web.Application) -> None:
        """Stop every tab: each app is told to quit, saves its match and releases its lock."""
        for tab in list(self.tabs):
            tab.cancel()
        await asyncio.gather(*self.tabs, return_exceptions=True)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """Open one tab's app, unless the request is foreign or too many tabs are open."""
        problem = request_problem(request, self.names, self.port)
        if problem is not None:
            raise web.HTTPForbidden(text=f"baloot serve: {problem}")
        if len(self.tabs) >= MAX_TABS:
            raise web.HTTPServiceUnavailable(
                text=f"baloot serve: {MAX_TABS} games are open; close one first"
            )
        task = asyncio.current_task()
        assert task is not None  # a request handler always runs in a task
        self.tabs.add(task)
        try:
            return await super().handle_websocket(request)
        finally:
            self.tabs.discard(task)
