"""The ``baloot`` command line (click).

Each command lives in its own module; heavy imports (Textual) happen inside
the commands that need them, so ``baloot --help`` and ``baloot score`` start fast.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

import click

from baloot_tui import __version__


class BalootGroup(click.Group):
    """The command group; a usage error is one safe line and exit code 2.

    Click's own report spans four lines and repeats the bad value as given, control
    codes included; here it is ``baloot play: error: <message> (see --help)``.
    """

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        """Run the command line; in standalone mode report click's errors on one line."""
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, **extra)
        try:
            code = super().main(args, prog_name, complete_var, False, **extra)
        except click.ClickException as err:
            from baloot_tui.cli.common import ERROR_LIMIT
            from baloot_tui.engine.printable import printable

            where = (
                err.ctx.command_path if isinstance(err, click.UsageError) and err.ctx else "baloot"
            )
            hint = f" (see {where} --help)" if isinstance(err, click.UsageError) else ""
            message = printable(err.format_message(), ERROR_LIMIT)
            click.echo(f"{where}: error: {message}{hint}", err=True)
            sys.exit(err.exit_code)
        except click.Abort:
            click.echo("Aborted.", err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)


@click.group("baloot", cls=BalootGroup, invoke_without_command=True)
@click.version_option(__version__, prog_name="baloot")
@click.pass_context
def main(ctx: click.Context) -> None:
    """Saudi Baloot (بلوت) in the terminal. Without a command: the start menu."""
    if ctx.invoked_subcommand is None:
        from baloot_tui.cli.play import open_app

        open_app("menu")


def _register() -> None:
    """Attach the subcommands; each module defines one click command."""
    from baloot_tui.cli import commands

    for command in commands.ALL:
        main.add_command(command)


_register()
