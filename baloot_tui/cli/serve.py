"""``baloot serve``: the app in a web browser, through textual-serve.

The server (:mod:`baloot_tui.web.server`) runs one app process per browser tab, each
the start menu of ``baloot`` with no command, on the same data and config folders
as the terminal app. This module checks the address first: the port is bound once
here, so a busy port, an address that is not this machine's, or a refused port is
one line and exit code 2 before textual-serve starts. Textual-serve and its web
stack are imported only when the server starts, so ``baloot --help`` stays fast.
"""

from __future__ import annotations

import errno
import ipaddress
import socket
import sys
from typing import Final

import click

from baloot_tui.cli.common import fail
from baloot_tui.text.printable import printable

DEFAULT_HOST: Final = "127.0.0.1"
DEFAULT_PORT: Final = 8000
WILDCARDS: Final = frozenset({"0.0.0.0", "::", ""})
"""Hosts that mean "every address of this machine"."""


def is_loopback(host: str) -> bool:
    """Whether ``host`` is reachable only from this machine (``localhost``, 127.x, ``::1``)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def port_problem(host: str, port: int) -> str | None:
    """Why the server could not listen on ``host:port`` (busy, not this machine's), or None.

    The address is bound and released at once, with the same ``SO_REUSEADDR`` the
    web server sets, so a port left in TIME_WAIT by a previous run is not "busy".
    """
    try:
        addresses = socket.getaddrinfo(
            host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )
    except socket.gaierror as err:
        return f"cannot listen on {host!r}: {err.strerror}"
    for family, kind, proto, _name, address in addresses:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(address)
            except OSError as err:
                where = f"{host or '*'}:{port}"
                if err.errno == errno.EADDRINUSE:
                    return f"port {port} is busy on {where}; choose another with --port"
                return f"cannot listen on {where}: {err.strerror}"
    return None


def lan_address() -> str:
    """This machine's address on its network (for the URL printed with a wildcard host).

    A UDP socket "connected" to a public address picks the outgoing interface
    without sending anything; without a network the loopback address is used.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, nothing is sent
            address: str = probe.getsockname()[0]
        except OSError:
            return DEFAULT_HOST
    return address


def url_host(host: str) -> str:
    """``host`` as it goes into a URL (an IPv6 address in brackets)."""
    return f"[{host}]" if ":" in host else host


@click.command("serve")
@click.option(
    "--host",
    default=DEFAULT_HOST,
    show_default=True,
    help="Address to listen on; 0.0.0.0 or a LAN address lets other machines open the game.",
)
@click.option(
    "--port",
    type=click.IntRange(1, 65535),
    default=DEFAULT_PORT,
    show_default=True,
    help="Port to listen on.",
)
def serve(host: str, port: int) -> None:
    """Play in a web browser: serve the app and print its address.

    Each browser tab opens its own start menu; saves, settings and records are
    the terminal app's. Ctrl+C stops the server.
    """
    host = host.strip()
    problem = port_problem(host, port)
    if problem is not None:
        fail("serve", problem, code=2)
    shown_host = lan_address() if host in WILDCARDS else host
    url = f"http://{url_host(shown_host)}:{port}"
    if not is_loopback(host):
        click.echo(
            f"baloot serve: warning: listening on {printable(host) or 'every address'}: "
            "anyone on this network can open the game and play with your saves",
            err=True,
        )

    from baloot_tui.web.server import BalootServer

    server = BalootServer(host=host, port=port, public_url=url)
    server.serve()
    click.echo("baloot serve: stopped")
    sys.exit(0)
