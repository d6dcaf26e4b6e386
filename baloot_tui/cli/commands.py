"""The list of subcommands, in the order ``--help`` shows them."""

from __future__ import annotations

from typing import Final

import click

from baloot_tui.cli.arena import arena
from baloot_tui.cli.learn import learn, review_command
from baloot_tui.cli.play import play
from baloot_tui.cli.replay import replay
from baloot_tui.cli.rules_cmd import rules
from baloot_tui.cli.score import score
from baloot_tui.cli.serve import serve

ALL: Final[list[click.Command]] = [
    play,
    replay,
    score,
    arena,
    rules,
    learn,
    review_command,
    serve,
]
