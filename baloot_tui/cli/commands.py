"""The list of subcommands, in the order ``--help`` shows them."""

from __future__ import annotations

from typing import Final

import click

ALL: Final[list[click.Command]] = []
