"""``baloot play``: start a match at the table (``baloot`` alone opens the start menu).

The start mode handed to the app (``make_app(start=...)``):

- ``"menu"``: the start menu (``baloot`` alone);
- ``"play"``: a match at once; when an unfinished match is saved the app asks
  whether to continue it or start a new one (``baloot play``);
- ``"new"``: a new match at once, the saved one kept in Records (``--new``);
- ``"resume"``: the saved match (``--resume``; checked here first, so a missing or
  bad save is one line and exit 1 before the screen changes).

The app takes the data folder's lock when it is built; a second instance gets
:class:`~baloot_tui.store.files.FolderBusy` from ``make_app`` and says so here.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Final, Literal, NoReturn

import click

from baloot_tui.cli.arabic import arabic_option
from baloot_tui.cli.common import (
    SEED_RANGE,
    FiniteFloatRange,
    check_name,
    fail,
    run_app,
    warn_lessons_left_out,
)
from baloot_tui.cli.games import for_each_game, game_option, game_preset
from baloot_tui.cli.lang import lang_option
from baloot_tui.core.errors import NotationError
from baloot_tui.core.registry import DEFAULT_GAME, default_game, game_named
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.core.table import SEATINGS, Seating
from baloot_tui.plain.lines import ERROR_LIMIT
from baloot_tui.text.arabic import ArabicDisplay
from baloot_tui.text.i18n import Language
from baloot_tui.text.printable import printable

if TYPE_CHECKING:
    from baloot_tui.store.saves import SaveStore
Start = Literal["menu", "play", "new", "resume"]
SAFE_ELSEWHERE: Final = "`baloot replay`, `baloot learn` and `baloot rules` still work"
"""What a second instance may still do while another one holds the data folder."""


def open_app(
    start: Start,
    *,
    seed: int | None = None,
    delay: float | None = None,
    humans: int | None = None,
    seating: Seating | None = None,
    seats: tuple[Seat, ...] | None = None,
    players: tuple[str, ...] = (),
    level: str | None = None,
    preset: str | None = None,
    arabic: ArabicDisplay | None = None,
    game: str = DEFAULT_GAME,
    lang: Language | None = None,
) -> None:
    """Build the app from checked options and run it; exit non-zero if it crashed.

    Textual is imported only here, so the other commands start fast.
    """
    from baloot_tui.store.files import FolderBusy, disk_problem
    from baloot_tui.tui.app import make_app

    try:
        app = make_app(
            start=start,
            seed=seed,
            bot_delay=delay,
            humans=humans,
            seating=seating,
            seats=seats,
            names=players,
            level=level,
            house_rules={} if preset is None else {game: game_named(game).under(preset).rules},
            arabic=arabic,
            ask_arabic=True,
            game=game,
            lang=lang,
        )
        if start == "resume":
            problem = resume_problem(app.store.for_game(game))
            if problem is not None:
                fail("play", problem)
    except FolderBusy as busy:
        _stop(f"another baloot ({busy.holder}) is using {busy.folder}; {SAFE_ELSEWHERE}")
    except OSError as err:
        _stop(f"cannot open {err.filename or 'the data folder'}: {disk_problem(err)}")
    run_app(app)


def _stop(problem: str) -> NoReturn:
    """One line saying why the app cannot open, then exit 1."""
    click.echo(f"baloot: {printable(problem, ERROR_LIMIT)}", err=True)
    sys.exit(1)


def resume_problem(store: SaveStore) -> str | None:
    """Why ``--resume`` cannot continue the store's game (a bad save is moved aside), or None."""
    loaded = store.read()
    return None if loaded.value is not None else store.nothing_to_resume(loaded)


def _level(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A seat's bot level: the settings' levels (the first game's; each game plays its own)."""
    if value is None:
        return None
    level, levels = value.strip().lower(), default_game().levels
    if level not in levels:
        raise click.BadParameter(f"unknown bot level {value!r}; choose one of {', '.join(levels)}")
    return level


Player = tuple[Seat | None, str]
"""A person from ``--player``: the seat asked for (None: the next free one) and the name."""


def _seated(text: str) -> Player:
    """``E=Sara`` (or ``east=Sara``) as (EAST, "Sara"); a name without a seat as (None, name)."""
    where, equals, name = text.partition("=")
    if equals:
        try:
            return Seat.parse(where), check_name(name)
        except NotationError:
            pass  # "=" inside a name: the whole text is the name
    return None, check_name(text)


def _players(
    ctx: click.Context, param: click.Parameter, value: tuple[str, ...]
) -> tuple[Player, ...]:
    if len(value) > len(SEATS):
        raise click.BadParameter(f"{len(value)} names for a table of {len(SEATS)}")
    players = tuple(_seated(text) for text in value)
    seats = [seat for seat, _ in players if seat is not None]
    if seats and len(seats) != len(players):
        raise click.BadParameter("give every --player a seat (E=Sara) or none of them")
    taken = next((seat for seat in seats if seats.count(seat) > 1), None)
    if taken is not None:
        raise click.BadParameter(f"two people for the {taken.name.title()} seat")
    return players


def _seating(ctx: click.Context, param: click.Parameter, value: str | None) -> Seating | None:
    if value is None:
        return None
    for seating in SEATINGS:
        if seating == value.strip().lower():
            return seating
    raise click.BadParameter(f"choose {' or '.join(SEATINGS)}, not {value!r}")


@click.command("play")
@game_option("The game to play")
@click.option(
    "--seed", type=SEED_RANGE, help="Seed of the deal (the same seed deals the same match)."
)
@click.option("--delay", type=FiniteFloatRange(0, 10), help="Seconds between bot moves (0-10).")
@click.option("--humans", type=click.IntRange(1, 4), help="People at the table (hot-seat).")
@click.option(
    "--seating",
    callback=_seating,
    metavar="[partners|opponents]",
    help="Where two people sit: partners (South and North) or opponents (South and East).",
)
@click.option(
    "--player",
    "players",
    multiple=True,
    callback=_players,
    metavar="[SEAT=]NAME",
    help="A person's name, at most 40 characters, optionally with the seat: S=Sara, "
    "E=Nasser (repeat for each, up to 4).",
)
@click.option(
    "--level",
    callback=_level,
    help=f"Bot level for every bot seat: {', '.join(default_game().levels)}.",
)
@click.option(
    "--rules",
    callback=game_preset,
    metavar="PRESET",
    help="House-rule preset: "
    + for_each_game(lambda game: ", ".join(game.presets))
    + ". A resumed match keeps its own rules.",
)
@click.option("--resume", is_flag=True, help="Continue the unfinished saved match.")
@click.option("--new", "new", is_flag=True, help="Start a new match; a saved one goes to Records.")
@click.option(
    "--plain",
    is_flag=True,
    help="No screen: one line per game event, played by typing (for screen readers).",
)
@arabic_option
@lang_option
def play(
    game: str,
    seed: int | None,
    delay: float | None,
    humans: int | None,
    seating: Seating | None,
    players: tuple[Player, ...],
    level: str | None,
    rules: str | None,
    resume: bool,
    new: bool,
    plain: bool,
    arabic: ArabicDisplay | None,
    lang: Language | None,
) -> None:
    """Play Baloot at the table: you in the south seat against three bots.

    Friends at one keyboard (hot-seat): --humans 2 seats two people as partners,
    with --seating opponents side by side; --player E=Sara puts each person in the
    seat named. With an unfinished match saved, the app asks whether to continue
    it or start a new one; --resume and --new answer in advance. With --plain the
    game is a stream of plain lines on stdout, answered by typing a choice's number
    (either game).
    With --game: another game at the same table (hot-seat, saves and --resume as
    for Baloot); --rules then names a preset of that game, else the Settings' house
    rules of that game apply. A resumed match keeps the rules it began with.
    """
    if resume and new:
        raise click.UsageError("choose --resume or --new, not both")
    names = tuple(name for _, name in players)
    seats = tuple(seat for seat, _ in players if seat is not None) or None
    if players and humans is None:
        humans = len(players)
    if humans is not None and len(players) > humans:
        raise click.UsageError(f"{len(players)} names but --humans {humans}")
    if seats is not None and len(seats) != humans:
        raise click.UsageError(f"--humans {humans} but {len(seats)} seats given with --player")
    if seats is not None and seating is not None:
        raise click.UsageError("--player SEAT=NAME already seats everyone: leave out --seating")
    start: Literal["play", "new", "resume"] = "resume" if resume else "new" if new else "play"
    if plain:
        if humans not in (None, 1) or seating is not None:
            raise click.UsageError("--plain seats one person: leave out --humans and --seating")
        if seats not in (None, (Seat.SOUTH,)):
            raise click.UsageError("--plain seats the person in the south seat")
        from baloot_tui.plain.stream import open_game_plain

        warn_lessons_left_out("play")
        open_game_plain(
            game, start, preset=rules, seed=seed, delay=delay, players=names, level=level
        )
        return
    open_app(
        start,
        seed=seed,
        delay=delay,
        humans=humans,
        seating=seating,
        seats=seats,
        players=names,
        level=level,
        preset=rules,
        arabic=arabic,
        game=game,
        lang=lang,
    )
