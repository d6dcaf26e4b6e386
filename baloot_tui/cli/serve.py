"""``baloot serve``: the app in a web browser, through textual-serve.

The server (:mod:`baloot_tui.web.server`) runs one app process per browser tab, each
the start menu of ``baloot`` with no command, on the same data and config folders
as the terminal app. This module checks the address first: ``--host`` must be an
IP address or a host name (:func:`host_problem`), and the port is bound once here, so
a busy port, an address that is not this machine's, or a refused port is one line and
exit code 2 before the server starts. The web stack is imported only when the server
starts, so ``baloot --help`` stays fast.
"""

from __future__ import annotations

import contextlib
import errno
import ipaddress
import re
import socket
import sys
from typing import Final

import click

from baloot_tui.cli.common import fail
from baloot_tui.text.printable import printable

DEFAULT_HOST: Final = "127.0.0.1"
DEFAULT_PORT: Final = 8000
WILDCARDS: Final = frozenset({"0.0.0.0", "::"})
"""Hosts that mean "every address of this machine"."""
HOST_LABEL: Final = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)")
"""One label of a host name (RFC 1123): letters, digits and inner hyphens."""


def host_problem(host: str) -> str | None:
    """Why ``host`` is not an address to listen on (empty, not an IP address or host name)."""
    if not host:
        return "--host is empty; give 127.0.0.1 (this machine) or 0.0.0.0 (every address)"
    try:
        ipaddress.ip_address(host)
    except ValueError:
        labels = host.removesuffix(".").split(".")
        if len(host) > 253 or not all(HOST_LABEL.fullmatch(label) for label in labels):
            return f"--host {printable(host)[:80]!r} is neither an IP address nor a host name"
    return None


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
        addresses = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as err:
        return f"cannot listen on {host!r}: {err.strerror}"
    except UnicodeError:  # a name the IDNA codec refuses
        return f"cannot listen on {host!r}: not a host name"
    for family, kind, proto, _name, address in addresses:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(address)
            except OSError as err:
                where = f"{host}:{port}"
                if err.errno == errno.EADDRINUSE:
                    return f"port {port} is busy on {where}; choose another with --port"
                return f"cannot listen on {where}: {err.strerror}"
    return None


def lan_address() -> str | None:
    """This machine's address on its network, for the URL printed with a wildcard host.

    A UDP socket "connected" to an outside address picks the outgoing interface
    without sending anything; failing that (no route), the addresses the machine's
    own name resolves to. None when neither gives an address other machines could use.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: nothing is sent
            routed: str = probe.getsockname()[0]
        except OSError:
            routed = DEFAULT_HOST
    candidates = [routed]
    with contextlib.suppress(OSError):
        candidates += socket.gethostbyname_ex(socket.gethostname())[2]
    usable = (a for a in candidates if not is_loopback(a) and not a.startswith("0."))
    return next(usable, None)


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
    problem = host_problem(host) or port_problem(host, port)
    if problem is not None:
        fail("serve", problem, code=2)
    shown_host = host
    if host in WILDCARDS:
        shown_host = lan_address() or DEFAULT_HOST
        if shown_host == DEFAULT_HOST:
            click.echo(
                "baloot serve: no network address found: only this machine can open the game",
                err=True,
            )
    url = f"http://{url_host(shown_host)}:{port}"
    if not is_loopback(host):
        click.echo(
            f"baloot serve: warning: listening on {printable(host)}: "
            "anyone on this network can open the game and play with your saves",
            err=True,
        )

    from baloot_tui.web.server import BalootServer

    server = BalootServer(host=host, port=port, public_url=url)
    server.serve()
    click.echo("baloot serve: stopped")
    sys.exit(0)
