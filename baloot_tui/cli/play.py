"""``baloot play``: start a match at the table (``baloot`` alone opens the start menu)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Literal

import click

from baloot_tui.rules.errors import BalootError

if TYPE_CHECKING:
    from baloot_tui.engine.storage import SaveStore

Start = Literal["menu", "play", "resume"]


def open_app(
    start: Start,
    *,
    seed: int | None = None,
    delay: float | None = None,
    humans: int | None = None,
    players: tuple[str, ...] = (),
    level: str | None = None,
    rules: str | None = None,
) -> None:
    """Build the app from the options and run it (Textual is imported only here)."""
    from baloot_tui.rules.house_rules import preset

    try:
        house_rules = None if rules is None else preset(rules)
        if level is not None:
            from baloot_tui.bots.registry import LEVELS

            if level.strip().lower() not in LEVELS:
                raise BalootError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")
    except BalootError as err:
        raise click.BadParameter(str(err)) from None
    # Textual costs a few hundred milliseconds to import: only pay it to play.
    from baloot_tui.ui.app import make_app

    app = make_app(
        start=start,
        seed=seed,
        bot_delay=delay,
        humans=humans,
        names=players,
        level=None if level is None else level.strip().lower(),
        rules=house_rules,
    )
    if start == "resume":
        problem = resume_problem(app.store)
        if problem is not None:
            click.echo(f"baloot: {problem}", err=True)
            sys.exit(1)
    app.run()


def resume_problem(store: SaveStore) -> str | None:
    """Why ``--resume`` cannot continue (the bad save is moved aside), or None."""
    from baloot_tui.engine.storage import SaveError

    try:
        saved = store.load()
    except SaveError as err:
        return str(err)
    if saved is None:
        return f"no unfinished match to resume in {store.folder}"
    return None


@click.command("play")
@click.option("--seed", type=int, help="Seed of the deal (the same seed deals the same match).")
@click.option("--delay", type=click.FloatRange(0, 10), help="Seconds between bot moves.")
@click.option("--humans", type=click.IntRange(1, 4), help="People at the table (hot-seat).")
@click.option("--player", "players", multiple=True, help="A person's name (repeat for each).")
@click.option("--level", help="Bot level for every bot seat.")
@click.option("--rules", help="House-rule preset (kammelna, jawaker, classic, arena, strict).")
@click.option("--resume", is_flag=True, help="Continue the unfinished saved match.")
def play(
    seed: int | None,
    delay: float | None,
    humans: int | None,
    players: tuple[str, ...],
    level: str | None,
    rules: str | None,
    resume: bool,
) -> None:
    """Play Baloot at the table: you in the south seat against three bots."""
    if players and humans is None:
        humans = len(players)
    open_app(
        "resume" if resume else "play",
        seed=seed,
        delay=delay,
        humans=humans,
        players=players,
        level=level,
        rules=rules,
    )
