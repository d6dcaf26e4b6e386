"""The subcommands: where each one lives and its one-line help, without importing it.

``baloot --version``, ``baloot --help`` and ``baloot rules`` must not pay for the
bots, the coach or Textual, so a command's module is imported only when that
command runs (:class:`~baloot_tui.cli.LazyGroup`). ``--help`` lists the short help
kept here; a test checks it against each command's own docstring.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class CommandEntry:
    """Where a subcommand is defined and what ``baloot --help`` says of it."""

    target: str
    """``"module:attribute"`` of the click command."""
    short_help: str
    """The first sentence of the command's docstring, as click would list it."""


COMMANDS: Final[dict[str, CommandEntry]] = {
    "play": CommandEntry(
        "baloot_tui.cli.play:play",
        "Play Baloot at the table: you in the south seat against three bots.",
    ),
    "replay": CommandEntry(
        "baloot_tui.cli.replay:replay", "Check the game record FILE and print it hand by hand."
    ),
    "score": CommandEntry(
        "baloot_tui.cli.score:score", "Score one hand of Baloot played with real cards."
    ),
    "arena": CommandEntry(
        "baloot_tui.cli.arena:arena",
        "Play duplicate matches between bots A and B and print who is stronger.",
    ),
    "rules": CommandEntry(
        "baloot_tui.cli.rules_cmd:rules",
        "Show a summary of the rules of Saudi Baloot, the house-rule defaults and the glossary.",
    ),
    "learn": CommandEntry(
        "baloot_tui.cli.learn:learn",
        "Learn Baloot: lessons, quizzes on bidding, doubling and declaring, and a play trainer.",
    ),
    "review": CommandEntry(
        "baloot_tui.cli.learn:review_command",
        "Compare a seat's decisions in the game record FILE with the analysis, costliest first.",
    ),
    "stats": CommandEntry(
        "baloot_tui.cli.stats:stats",
        "Print your statistics over the finished matches: contracts, khasara, doubles, wins.",
    ),
    "serve": CommandEntry(
        "baloot_tui.cli.serve:serve", "Play in a web browser: serve the app and print its address."
    ),
}
"""Every subcommand by name (``--help`` lists them sorted)."""
