"""Helpers shared by several commands: safe output, one-line errors, bounded option types.

Everything a command prints may carry text from a file or from the command line
(player names, file names, error messages that quote input). It reaches the
terminal only through :func:`~baloot_tui.plain.lines.say`, :func:`say_json` and
:func:`fail`, which remove control codes and bidi overrides
(:func:`~baloot_tui.text.printable.printable`),
so a record cannot retitle the terminal or rewrite the screen.
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, NoReturn, Protocol, TypeVar

import click

from baloot_tui.core.errors import quote
from baloot_tui.core.seats import NAME_LIMIT
from baloot_tui.plain.lines import ERROR_LIMIT
from baloot_tui.text.printable import printable

if TYPE_CHECKING:
    from baloot_tui.store.records import GameRecord
F = TypeVar("F", bound=Callable[..., Any])
SEED_RANGE: Final = click.IntRange(0, 2**63 - 1)
"""Seeds: what a 64-bit signed integer holds, as records and saves store them."""


_UNSAFE_IN_JSON: Final = re.compile("[^\x20-\x7e\n]")


def say_json(text: str) -> None:
    r"""Print JSON text with every invisible or control character as a ``\uXXXX`` escape.

    ``json.dumps(ensure_ascii=False)`` escapes only C0 controls; DEL, C1 controls,
    bidi overrides and other format characters would reach the terminal. Outside
    strings JSON is plain ASCII, so escaping them keeps the same document.
    """
    click.echo(_UNSAFE_IN_JSON.sub(_json_escape, text), nl=False)


def _json_escape(match: re.Match[str]) -> str:
    char = match.group()
    if char.isprintable():
        return char
    code = ord(char)
    if code > 0xFFFF:  # JSON escapes astral characters as a surrogate pair
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


def fail(command: str, problem: str, code: int = 1) -> NoReturn:
    """Print ``baloot COMMAND: error: PROBLEM`` as one safe line on stderr and exit."""
    click.echo(f"baloot {command}: error: {printable(problem, ERROR_LIMIT)}", err=True)
    sys.exit(code)


def warn_lessons_left_out(command: str) -> None:
    """Name each lesson file left out so far on stderr, one line each (and go on)."""
    from baloot_tui.text.lessons import lessons_left_out

    for line in lessons_left_out():
        click.echo(f"baloot {command}: warning: {printable(line, ERROR_LIMIT)}", err=True)


Choice = TypeVar("Choice", bound=str)
ChoiceCallback = Callable[[click.Context, click.Parameter, str | None], Choice | None]


def one_of(choices: tuple[Choice, ...]) -> ChoiceCallback[Choice]:
    """A click callback taking one of ``choices`` in any case, spaces around it ignored.

    Unlike ``click.Choice`` it keeps the option's type precise for mypy (a ``Literal``)
    and names the choices in one short line when the value is none of them.
    """

    def callback(ctx: click.Context, param: click.Parameter, value: str | None) -> Choice | None:
        if value is None:
            return None
        wanted = value.strip().lower()
        for choice in choices:
            if choice == wanted:
                return choice
        raise click.BadParameter(f"choose {', '.join(choices)}, not {quote(value)}")

    return callback


def data_dir_option(what: str) -> Callable[[F], F]:
    """``--data-dir``: the data folder ``what`` uses instead of the user's."""
    return click.option(
        "--data-dir",
        type=click.Path(file_okay=False, path_type=Path),
        help=f"{what} (default: the user's data folder).",
    )


def load_game_record_file(file: Path, command: str) -> GameRecord:
    """Read and replay a record of any game, or exit 1 with a one-line error naming the file.

    The file is read as every record is (:func:`~baloot_tui.store.records.open_game_record`):
    a FIFO, a device, a folder, a symbolic-link loop or a file beyond the record size
    is refused before anything is read from it.
    """
    from baloot_tui.store.files import FileRefused
    from baloot_tui.store.records import open_game_record

    try:
        return open_game_record(file)
    except FileRefused as err:
        fail(command, f"{click.format_filename(file)}: {err.problem}")


class RunnableApp(Protocol):
    """What :func:`run_app` needs of a Textual app."""

    @property
    def return_code(self) -> int | None:
        """Non-zero after a crash (Textual sets 1 for an unhandled exception)."""

    def run(self) -> object:
        """Run until the app exits."""


def run_app(app: RunnableApp) -> None:
    """Run a Textual app; exit with its return code if it ended by an error.

    Textual reports an unhandled exception on screen and sets the code to 1, but
    ``run`` returns normally: without this the process would exit 0 after a crash.
    """
    app.run()
    if app.return_code:
        sys.exit(app.return_code)


class FiniteFloatRange(click.FloatRange):
    """A float range that also refuses ``nan`` (which every comparison lets through)."""

    name = "float range"

    def convert(
        self, value: Any, param: click.Parameter | None, ctx: click.Context | None
    ) -> float:
        """The number, refused unless finite and within the range."""
        number: float = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{quote(value)} is not a finite number", param, ctx)
        return number


def check_name(name: str) -> str:
    """A person's name from the command line, stripped; BadParameter if it cannot be shown.

    The same bounds as a record's names: at most ``NAME_LIMIT`` characters, nothing
    invisible or controlling the terminal.
    """
    stripped = name.strip()
    if not stripped:
        raise click.BadParameter("a name cannot be empty")
    if len(stripped) > NAME_LIMIT:
        raise click.BadParameter(
            f"{quote(stripped, 30)} is {len(stripped)} characters; at most {NAME_LIMIT}"
        )
    if printable(stripped) != stripped:
        raise click.BadParameter(f"{quote(stripped)} contains control or invisible characters")
    return stripped
