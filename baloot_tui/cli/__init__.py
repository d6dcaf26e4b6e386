"""The ``baloot`` command line (click).

Each command lives in its own module, imported only when that command runs
(:class:`LazyGroup`), so ``baloot --version``, ``--help`` and ``rules`` load neither
the bots, the coach nor Textual.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from typing import Any

import click

from baloot_tui import PROGRAM, __version__
from baloot_tui.cli.arabic import arabic_option
from baloot_tui.cli.commands import COMMANDS
from baloot_tui.cli.lang import lang_option
from baloot_tui.text.arabic import ArabicDisplay
from baloot_tui.text.ascii_fallback import fit_to_encoding
from baloot_tui.text.i18n import Language


class LazyGroup(click.Group):
    """A group whose subcommands are imported on first use, from :data:`COMMANDS`."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        """Every subcommand's name, sorted, without importing any."""
        return sorted({*COMMANDS, *self.commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """The named subcommand, importing its module now; None for an unknown name."""
        entry = COMMANDS.get(cmd_name)
        if entry is None:
            return super().get_command(ctx, cmd_name)
        module, _, attribute = entry.target.partition(":")
        command = getattr(importlib.import_module(module), attribute)
        assert isinstance(command, click.Command)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The ``Commands:`` section of ``--help`` from the table's short help."""
        rows = [
            (name, COMMANDS[name].short_help if name in COMMANDS else self._short(ctx, name))
            for name in self.list_commands(ctx)
        ]
        if rows:
            limit = formatter.width - 6 - max(len(name) for name, _ in rows)
            with formatter.section("Commands"):
                formatter.write_dl([(name, _shorten(text, limit)) for name, text in rows])

    def _short(self, ctx: click.Context, name: str) -> str:
        command = self.get_command(ctx, name)
        return "" if command is None else command.get_short_help_str(200)


def _shorten(text: str, limit: int) -> str:
    """``text`` cut at a word to fit ``limit`` characters, with ``...`` as click does."""
    return click.Command("", help=text).get_short_help_str(limit)


class BalootGroup(LazyGroup):
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
        """Run the command line; in standalone mode report click's errors on one line.

        Output the locale's encoding cannot carry (a suit, a box line) is written in
        ASCII rather than ending in a traceback (:func:`fit_to_encoding`).
        """
        fit_to_encoding(sys.stdout)
        fit_to_encoding(sys.stderr)
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, **extra)
        try:
            code = super().main(args, prog_name, complete_var, False, **extra)
        except click.ClickException as err:
            from baloot_tui.plain.lines import ERROR_LIMIT
            from baloot_tui.text.printable import printable

            where = (
                err.ctx.command_path if isinstance(err, click.UsageError) and err.ctx else PROGRAM
            )
            hint = f" (see {where} --help)" if isinstance(err, click.UsageError) else ""
            message = printable(err.format_message(), ERROR_LIMIT)
            click.echo(f"{where}: error: {message}{hint}", err=True)
            sys.exit(err.exit_code)
        except click.Abort:
            click.echo("Aborted.", err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)


@click.group(PROGRAM, cls=BalootGroup, invoke_without_command=True)
@click.version_option(__version__, prog_name=PROGRAM)
@arabic_option
@lang_option
@click.pass_context
def main(ctx: click.Context, arabic: ArabicDisplay | None, lang: Language | None) -> None:
    """Saudi Baloot (بلوت) in the terminal. Without a command: the start menu."""
    given = {name: value for name, value in (("lang", lang), ("arabic", arabic)) if value}
    if given and ctx.invoked_subcommand is not None:
        # `baloot --lang ar play` speaks Arabic as `baloot play --lang ar` does: the
        # group's choice is every subcommand's default (its own option still wins).
        ctx.default_map = {
            name: {**given, **(ctx.default_map or {}).get(name, {})}
            for name in main.list_commands(ctx)
        }
    if ctx.invoked_subcommand is None:
        from baloot_tui.cli.play import open_app

        open_app("menu", arabic=arabic, lang=lang)
