"""One browser tab's game: an app process of its own, fed by the tab's websocket, within bounds.

A tab's websocket carries JSON messages one way (``["stdin", text]``, ``["resize",
{"width": w, "height": h}]``, ``["ping", text]``, ``["focus"]``, ``["blur"]``, as
textual-serve's page sends them) and the app's screen the other, as bytes. The app is
Textual's web driver on the other end of a pipe: packets of a type byte (``D`` for
input, ``M`` for a JSON meta message), a four-byte length and the payload.

Everything a tab sends is bounded before it reaches the app (:func:`read_message`):
a message is at most :data:`MAX_MESSAGE` bytes (the websocket refuses more), typed
input at most :data:`MAX_INPUT` bytes a message and :data:`INPUT_RATE` bytes a second
over a burst of :data:`INPUT_BURST` (:class:`InputBudget`), the terminal
:data:`COLUMNS` by :data:`ROWS` at most. A message that cannot be read is one log
line; a tab that sends :data:`MAX_MALFORMED` of them is closed.

Each app runs in a process group of its own and ends with its tab (:meth:`Tab.stop`):
asked to quit (it saves its match and lets go of the data folder), then after
:data:`QUIT_SECONDS` sent SIGTERM, then after :data:`TERM_SECONDS` SIGKILL, the whole
group. On Linux the kernel also sends it SIGTERM if the server itself dies.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import sys
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

log = logging.getLogger("baloot.serve")

COLUMNS: Final = (20, 300)
"""The narrowest and widest terminal a tab may ask for, in cells (a 4K screen at a 13 px
font is about 300 cells wide)."""
ROWS: Final = (10, 120)
"""The lowest and tallest terminal a tab may ask for, in rows."""
DEFAULT_SIZE: Final = (80, 24)
"""The terminal size of a tab that gives none."""
MAX_MESSAGE: Final = 16 * 1024
"""The largest websocket message a tab may send, in bytes (the websocket closes on more)."""
MAX_INPUT: Final = 4 * 1024
"""The most typed input one message may carry, in bytes (a key is 1 to 6, a mouse event
about 12, a pasted player name under 200)."""
INPUT_RATE: Final = 1024
"""Typed input a tab may send a second, in bytes, once its burst is spent (typing sends a
few bytes a second, moving the mouse about 700: what goes over is dropped whole)."""
INPUT_BURST: Final = 4 * 1024
"""Typed input a tab may send at once (a fast sweep of the mouse across the page)."""
MAX_PING: Final = 64
"""The longest text a ping may carry (the page sends the time in milliseconds)."""
MAX_MALFORMED: Final = 20
"""Messages that cannot be read after which the tab is closed."""
IDLE_SECONDS: Final = 30 * 60
"""A tab that sends nothing for this long is closed and its app ended (its match is saved)."""
QUIT_SECONDS: Final = 3.0
"""How long an app asked to quit may take to save and exit before it is sent SIGTERM."""
TERM_SECONDS: Final = 2.0
"""How long an app sent SIGTERM may take before its process group is killed."""
STDERR_KEPT: Final = 8 * 1024
"""The last bytes of an app's error output kept, logged if it ends with an error."""


class Malformed(ValueError):
    """A websocket message that is not one a tab sends; the message says why, in one line."""


@dataclass(frozen=True, slots=True)
class Typed:
    """Keys and mouse events for the app, as the terminal would send them."""

    text: str


@dataclass(frozen=True, slots=True)
class Resized:
    """The tab's terminal has a new size (already clamped)."""

    columns: int
    rows: int


@dataclass(frozen=True, slots=True)
class Pinged:
    """The page measures its round trip; the text goes back as it came."""

    text: str


@dataclass(frozen=True, slots=True)
class Focus:
    """The tab gained (True) or lost (False) the focus."""

    gained: bool


Message = Typed | Resized | Pinged | Focus
"""Everything a tab may send."""


def clamp(value: int, bounds: tuple[int, int]) -> int:
    """``value`` within ``bounds`` (both included)."""
    low, high = bounds
    return max(low, min(high, value))


def clamped_size(width: object, height: object) -> Resized:
    """A terminal size from a tab, within :data:`COLUMNS` and :data:`ROWS`.

    Raises:
        Malformed: a value that is not a whole number.
    """
    if not _whole(width) or not _whole(height):
        raise Malformed("a resize whose width or height is not a whole number")
    assert isinstance(width, int) and isinstance(height, int)
    return Resized(clamp(width, COLUMNS), clamp(height, ROWS))


def query_size(query: Mapping[str, str]) -> Resized:
    """The terminal size a tab asks for in its websocket's query string (80×24 if none)."""
    values = []
    for name, default in zip(("width", "height"), DEFAULT_SIZE, strict=True):
        text = query.get(name, "")
        values.append(whole_number(text, default))
    return clamped_size(*values)


def whole_number(text: str, default: int) -> int:
    """``text`` as a whole number of at most ten digits (a query string's), else ``default``."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 10 else default


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def read_message(text: str) -> Message:
    """What a websocket text message from a tab asks for.

    Raises:
        Malformed: it is not JSON, not a list starting with a known type, or its
            payload is of the wrong type or too large.
    """
    try:
        envelope = json.loads(text)
    except (ValueError, RecursionError):
        raise Malformed("a message that is not JSON (or nested too deep)") from None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        raise Malformed("a message that is not a list starting with its type")
    kind, payload = envelope[0], envelope[1:]
    if kind not in ("stdin", "resize", "ping", "focus", "blur"):
        raise Malformed(f"a message of an unknown type {_named(kind)}")
    if kind in ("focus", "blur"):
        return Focus(kind == "focus")
    if len(payload) != 1:
        raise Malformed(f"a {_named(kind)} message without exactly one value")
    value = payload[0]
    if kind == "stdin":
        if not isinstance(value, str):
            raise Malformed("typed input that is not text")
        if len(value.encode("utf-8", "surrogatepass")) > MAX_INPUT:
            raise Malformed(f"typed input over {MAX_INPUT} bytes in one message")
        return Typed(value)
    if kind == "resize":
        if not isinstance(value, dict):
            raise Malformed("a resize that is not an object")
        return clamped_size(value.get("width"), value.get("height"))
    if not isinstance(value, str) or len(value) > MAX_PING:  # a ping
        raise Malformed(f"a ping that is not text of at most {MAX_PING} characters")
    return Pinged(value)


def _named(kind: str) -> str:
    """A message type as a log line may quote it: short, printable."""
    shown = kind[:20].encode("ascii", "backslashreplace").decode("ascii")
    return repr("".join(c if c.isprintable() else "?" for c in shown))


class InputBudget:
    """How much typed input a tab may still send: :data:`INPUT_RATE` a second over a burst."""

    def __init__(
        self,
        rate: float = INPUT_RATE,
        burst: float = INPUT_BURST,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.left = burst
        """Bytes that may be sent now."""
        self.at = clock()
        """When :attr:`left` was last worked out."""

    def take(self, size: int) -> bool:
        """Spend ``size`` bytes if the budget holds them (True), else spend nothing (False)."""
        now = self.clock()
        self.left = min(self.burst, self.left + (now - self.at) * self.rate)
        self.at = now
        if size > self.left:
            return False
        self.left -= size
        return True


def packet(kind: bytes, payload: bytes) -> bytes:
    """One packet of Textual's web driver protocol: type, four-byte length, payload."""
    return kind + len(payload).to_bytes(4, "big") + payload


def meta(**fields: object) -> bytes:
    """A meta packet (resize, focus, blur, quit)."""
    return packet(b"M", json.dumps(fields).encode("utf-8"))


PR_SET_PDEATHSIG: Final = 1
"""Linux's ``prctl`` option: the signal a process gets when its parent dies."""


def death_signal() -> Callable[[], None] | None:
    """What the app's process runs before its program: on Linux, SIGTERM when the server dies.

    The C function is looked up here, in the server, so the child only calls it
    (between fork and exec nothing may take the loader's lock).
    """
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    prctl = ctypes.CDLL(None, use_errno=True).prctl
    term = int(signal.SIGTERM)
    return lambda: prctl(PR_SET_PDEATHSIG, term, 0, 0, 0)


SendBytes = Callable[[bytes], Awaitable[None]]
"""Writes the app's screen to the tab."""


class Tab:
    """One tab's app process: started, fed within bounds, and ended with its process group."""

    def __init__(
        self,
        number: int,
        argv: Sequence[str],
        env: Mapping[str, str],
        gone: Callable[[Tab], None] = lambda tab: None,
    ) -> None:
        self.number = number
        """Counts the tabs since the server started (for the log)."""
        self.argv = tuple(argv)
        self.env = dict(env)
        self.process: asyncio.subprocess.Process | None = None
        self.budget = InputBudget()
        self.malformed = 0
        """Messages of this tab that could not be read."""
        self.over_budget = False
        """Whether input is being dropped for going over the budget (logged once a run)."""
        self.readers: list[asyncio.Task[None]] = []
        self.stderr_tail = b""
        self.stopping: asyncio.Future[None] | None = None
        self.gone = gone
        """Told once the app's process group has ended (the server frees the tab's slot)."""

    def say(self, problem: str) -> None:
        """One log line about this tab."""
        log.warning("tab %d: %s", self.number, problem)

    @property
    def alive(self) -> bool:
        """Whether the app's process may still be running."""
        return self.process is not None and self.process.returncode is None

    async def start(
        self, size: Resized, screen: SendBytes, ended: Callable[[], Awaitable[None]]
    ) -> None:
        """Start the app at ``size``; its screen goes to ``screen``, ``ended`` when it exits."""
        env = {**self.env, "COLUMNS": str(size.columns), "ROWS": str(size.rows)}
        self.process = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=env,
            start_new_session=True,
            preexec_fn=death_signal(),
        )
        self.readers = [
            asyncio.create_task(self.read_screen(screen, ended)),
            asyncio.create_task(self.read_errors()),
        ]

    async def read_screen(self, screen: SendBytes, ended: Callable[[], Awaitable[None]]) -> None:
        """Pass the app's screen to the tab until the app exits or says it does."""
        assert self.process is not None and self.process.stdout is not None
        stdout = self.process.stdout
        try:
            while await stdout.readline() not in (b"__GANGLION__\n", b""):
                pass  # what the app prints before its driver starts
            while True:
                kind = await stdout.readexactly(1)
                size = int.from_bytes(await stdout.readexactly(4), "big")
                payload = await stdout.readexactly(size)
                if kind == b"D":
                    await screen(payload)
                elif kind == b"M" and _meta_type(payload) == "exit":
                    break
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        if self.stopping is None:  # the app ended by itself (else its tab is told why)
            await ended()

    async def read_errors(self) -> None:
        """Keep the end of the app's error output (logged if it ends with an error)."""
        assert self.process is not None and self.process.stderr is not None
        while chunk := await self.process.stderr.read(4096):
            self.stderr_tail = (self.stderr_tail + chunk)[-STDERR_KEPT:]

    async def send(self, data: bytes) -> None:
        """Write ``data`` to the app's input (nothing once it has gone)."""
        process = self.process
        if process is None or process.stdin is None or not self.alive:
            return
        with contextlib.suppress(ConnectionError, RuntimeError):
            process.stdin.write(data)
            await process.stdin.drain()

    async def receive(self, text: str) -> Pinged | None:
        """Act on one text message of the tab; a ping is handed back to be answered.

        A message that cannot be read is logged in one line and dropped; typed input
        over the budget is dropped (logged once for each run of drops).
        """
        try:
            message = read_message(text)
        except Malformed as problem:
            self.malformed += 1
            self.say(f"ignored {problem}")
            return None
        if isinstance(message, Typed):
            data = message.text.encode("utf-8", "replace")
            if not self.budget.take(len(data)):
                if not self.over_budget:
                    self.say(f"input over {INPUT_RATE} bytes a second dropped")
                self.over_budget = True
                return None
            self.over_budget = False
            await self.send(packet(b"D", data))
        elif isinstance(message, Resized):
            await self.send(meta(type="resize", width=message.columns, height=message.rows))
        elif isinstance(message, Focus):
            await self.send(meta(type="focus" if message.gained else "blur"))
        else:
            return message
        return None

    @property
    def too_malformed(self) -> bool:
        """Whether the tab sent so many unreadable messages that it is closed."""
        return self.malformed >= MAX_MALFORMED

    def ending(self) -> asyncio.Future[None]:
        """The app's end, started once (:meth:`stop`); it runs on if its caller is cancelled."""
        if self.stopping is None:
            self.stopping = asyncio.ensure_future(self._stop())
        return self.stopping

    async def stop(self) -> None:
        """End the app: ask it to quit, then SIGTERM, then SIGKILL its process group.

        Called by the tab's websocket handler and by the server's shutdown; the
        second call waits for the first.
        """
        await asyncio.shield(self.ending())

    async def _stop(self) -> None:
        try:
            await self._end_process()
        finally:
            self.gone(self)

    async def _end_process(self) -> None:
        process = self.process
        if process is not None:
            await self.send(meta(type="quit"))
            for ending, seconds in ((None, QUIT_SECONDS), (signal.SIGTERM, TERM_SECONDS)):
                if ending is not None:
                    self.signal_group(ending)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(process.wait(), seconds)
                    break
            else:
                self.signal_group(signal.SIGKILL)
                await process.wait()
            self.signal_group(signal.SIGKILL)  # anything the app left in its group
            if process.returncode not in (0, -signal.SIGTERM, -signal.SIGKILL):
                tail = self.stderr_tail.decode("utf-8", "replace").strip().splitlines()
                self.say(f"the app ended with code {process.returncode}: {tail[-1:]}")
        for reader in self.readers:
            reader.cancel()
        await asyncio.gather(*self.readers, return_exceptions=True)

    def signal_group(self, sent: signal.Signals) -> None:
        """Send ``sent`` to the app's process group (its own session, so nothing else)."""
        if self.process is None:
            return
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, sent)


def _meta_type(payload: bytes) -> object:
    try:
        fields = json.loads(payload)
    except ValueError:
        return None
    return fields.get("type") if isinstance(fields, dict) else None
