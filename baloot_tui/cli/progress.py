"""A progress bar for long commands (``arena``, ``review``), on stderr, only on a terminal.

The bar (rich) shows the work done, the count and an estimate of the time left. It
is drawn only when stderr is a terminal, as rich decides it (``FORCE_COLOR`` or
``TTY_COMPATIBLE=1`` force it, ``TTY_COMPATIBLE=0`` hides it), and never when the
command prints JSON: a pipe, a log file or a script reading ``--json`` sees no
control codes. Rich is imported only when a bar may be drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Final

from baloot_tui.cli.lang import printed
from baloot_tui.text.arabic import Shown
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.printable import printable

Advance = Callable[[int], None]
"""Called with how many more units of work are done."""

TIME_LEFT: Final = N_("time left")
"""The words before the bar's estimate of the time left."""


def _ignore(done: int) -> None:
    """The advance of a command that shows no bar."""


@contextmanager
def progress_bar(
    total: int, label: str, *, enabled: bool = True, shown: Shown = "logical"
) -> Iterator[Advance]:
    """Show a bar for ``total`` units of work while the block runs; yield its advance.

    Args:
        total: the units of work (matches, decisions).
        label: what is being done, in a few words (control codes removed).
        enabled: False (e.g. with ``--json``) shows nothing whatever stderr is.
        shown: how the command prints Arabic (:func:`~baloot_tui.cli.lang.printed`).
    """
    if not enabled:
        yield _ignore
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

    console = Console(stderr=True)
    if not console.is_terminal:
        yield _ignore
        return
    columns = (
        TextColumn("{task.description}", markup=False),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn(printed(_(TIME_LEFT), shown), markup=False),
        TextColumn("{task.fields[left]}"),
    )
    with Progress(*columns, console=console, transient=True) as progress:
        task = progress.add_task(printed(printable(label, 60), shown), total=total, left=UNKNOWN)

        def advance(done: int) -> None:
            progress.advance(task, done)
            now = progress.tasks[task]
            left = time_left(now.elapsed or 0.0, int(now.completed), total)
            progress.update(task, left=left)

        yield advance


UNKNOWN: Final = "-:--:--"
"""The time left before the first unit of work is done."""


def time_left(elapsed: float, done: int, total: int) -> str:
    """``0:01:30``: the time left at the pace so far (``-:--:--`` before anything is done).

    Rich's own estimate keeps only the last 30 s of samples: with units of work that
    take longer (an arena's matches) it never has two and shows no estimate at all.

    >>> time_left(60.0, 2, 4)
    '0:01:00'
    >>> time_left(5.0, 0, 4)
    '-:--:--'
    """
    if done <= 0:
        return UNKNOWN
    seconds = round(elapsed / done * max(0, total - done))
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
