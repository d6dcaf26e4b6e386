"""The ``baloot`` command line (click).

Each command lives in its own module; heavy imports (Textual) happen inside
the commands that need them, so ``baloot --help`` and ``baloot score`` start fast.
"""

from __future__ import annotations

import click

from baloot_tui import __version__


@click.group(invoke_without_command=True)
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
