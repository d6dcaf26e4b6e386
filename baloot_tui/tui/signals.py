"""Leaving on SIGTERM, SIGHUP and SIGINT the way the app's own quit does.

Python's defaults end the process at once (SIGTERM, SIGHUP), leaving the terminal
in the alternate screen with the mouse still reported, or quit without saying so
(SIGINT, exit code 0). An app that calls :func:`quit_on_signals` leaves as on its
quit key instead: Textual restores the terminal, the app says what it has to say
(whether the match was saved: every move is saved as it is made), and the exit
code is the usual 128 + the signal's number (143, 129, 130). A browser tab's driver
handles its own signals.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Callable
from typing import Any, Final

from textual.app import App
from textual.drivers.web_driver import WebDriver

LEAVING: Final = ("SIGTERM", "SIGHUP", "SIGINT")
"""The signals that ask a program to end (those this platform has are handled)."""


def quit_on_signals(app: App[Any], leave: Callable[[int], object]) -> None:
    """From now on, each signal of :data:`LEAVING` calls ``leave(128 + its number)``.

    Called as the app loads, before the terminal is put in application mode, so no
    signal can find the alternate screen on and the handlers not yet there.
    """
    if issubclass(app.driver_class, WebDriver):
        return
    loop = asyncio.get_running_loop()
    for name in LEAVING:
        number = getattr(signal, name, None)
        if number is not None:
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(number, leave, 128 + number)
