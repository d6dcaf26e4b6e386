"""The player's statistics over the finished matches kept in ``records/``.

Each finished record is read and replayed by its game (:func:`open_game_record`);
matches played and won are every game's, and the rest are the game's own figures
(:class:`~baloot_tui.core.tools.MatchStats`) from the module ``stats`` of its folder,
found by its key (``game_part(key, "stats")``; a game without one has matches only).
The player is the South seat, so a match is won when North-South win it; the
opponents' bot level comes from the seat file the app keeps beside each finished
record (:func:`~baloot_tui.store.saves.seats_beside`; a record without one, or a
table of people, has none). A record that cannot be read is left out and counted.
Reading every record takes time: meant for a worker thread or a command.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from baloot_tui.core.errors import FileFormatError
from baloot_tui.core.registry import game_named, game_part
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.core.tools import MatchStats, StatFigure
from baloot_tui.store.files import SEATS_FILE, FileRefused, read_json
from baloot_tui.store.records import GameRecord, open_game_record, record_paths
from baloot_tui.store.saves import SaveStore, seats_beside, table_from_data
from baloot_tui.text.i18n import _

PLAYER_TEAM: Final = Seat.SOUTH.team
"""The player's team: the player sits South."""


@dataclass(frozen=True, slots=True)
class GameStats:
    """One game's finished matches, oldest first."""

    game: str
    """The game's key."""
    won: tuple[bool, ...] = ()
    """Whether the player's team won each match."""
    levels: tuple[str | None, ...] = ()
    """The opponents' bot level in each match (None: not kept, or not bots)."""
    matches: tuple[MatchStats, ...] = ()
    """The game's own figures of each match (empty for a game that keeps none)."""

    def totals(self) -> tuple[StatFigure, ...]:
        """Each figure summed over the matches, in the game's order."""
        summed: dict[str, StatFigure] = {}
        for match in self.matches:
            for figure in match.figures:
                known = summed.get(figure.label, StatFigure(figure.label, 0, None))
                out_of = None if figure.out_of is None else (known.out_of or 0) + figure.out_of
                summed[figure.label] = StatFigure(figure.label, known.count + figure.count, out_of)
        return tuple(summed.values())

    def by_level(self) -> dict[str, tuple[int, int]]:
        """Matches won and played against each bot level, in the order levels were met."""
        record: dict[str, tuple[int, int]] = {}
        for level, won in zip(self.levels, self.won, strict=True):
            if level is not None:
                wins, played = record.get(level, (0, 0))
                record[level] = (wins + won, played + 1)
        return record

    def trend(self, label: str) -> list[float | None]:
        """The running share of figure ``label`` after each match, in percent (None: none yet)."""
        count = out_of = 0
        shares: list[float | None] = []
        for match in self.matches:
            figure = next((f for f in match.figures if f.label == label), None)
            if figure is not None and figure.out_of is not None:
                count, out_of = count + figure.count, out_of + figure.out_of
            shares.append(100 * count / out_of if out_of else None)
        return shares


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """Every game's statistics, and how many records could not be read."""

    games: tuple[GameStats, ...] = ()
    """The games with a finished match, in the order first met."""
    unreadable: int = 0
    """Records that could not be read or replayed."""


def _stats_module(game: str) -> Any:
    """The ``stats`` module of ``game``'s folder, or None if it has none."""
    try:
        return game_part(game, "stats")
    except ModuleNotFoundError:
        return None


def match_stats(record: GameRecord) -> MatchStats | None:
    """The game's own figures of a finished match, if its folder has a ``stats`` module."""
    module = _stats_module(record.game)
    if module is None:
        return None
    stats: MatchStats = module.match_stats(record.match)
    return stats


def game_title(game: str) -> str:
    """The game's name over its figures, translated: its ``stats`` module's, else its title."""
    module = _stats_module(game)
    return _(module.TITLE) if module is not None else game_named(game).title


def gather(store: SaveStore) -> PlayerStats:
    """Read every finished record of ``store``'s ``records/``, oldest first, per game."""
    won: dict[str, list[bool]] = {}
    levels: dict[str, list[str | None]] = {}
    figures: dict[str, list[MatchStats]] = {}
    unreadable = 0
    for path in reversed(record_paths(store)):
        try:
            record = open_game_record(path)
        except FileRefused:
            unreadable += 1
            continue
        match = record.match
        if not match.is_over:
            continue
        won.setdefault(record.game, []).append(match.winner is PLAYER_TEAM)
        levels.setdefault(record.game, []).append(opponents_level(path))
        stats = match_stats(record)
        if stats is not None:
            figures.setdefault(record.game, []).append(stats)
    games = tuple(
        GameStats(key, tuple(results), tuple(levels[key]), tuple(figures.get(key, ())))
        for key, results in won.items()
    )
    return PlayerStats(games, unreadable)


def opponents_level(record: Path) -> str | None:
    """The level of the bots the player played against in ``record``'s match, if kept.

    Both opponents must be bots of one level; a table with a person or two levels
    against the player has none.
    """
    try:
        table = table_from_data(read_json(seats_beside(record), SEATS_FILE))
    except (FileRefused, FileFormatError):
        return None
    opponents = [table[seat] for seat in SEATS if seat.team is not PLAYER_TEAM]
    found = {seat.level for seat in opponents if not seat.human}
    if len(found) != 1 or any(seat.human for seat in opponents):
        return None
    return found.pop()


def stats_lines(stats: PlayerStats) -> list[str]:
    """The statistics in words, a block per game under its name."""
    if not stats.games:
        return [_("No finished match yet: play one, and its figures appear here.")]
    lines: list[str] = []
    for game in stats.games:
        played, won = len(game.won), sum(game.won)
        lines += [
            game_title(game.game),
            "  "
            + _("Matches won: {won} of {played} ({share})").format(
                won=won, played=played, share=_share(won, played)
            ),
        ]
        for level, (wins, games) in game.by_level().items():
            lines.append(
                "  "
                + _("Against {level} bots: {won} of {played} ({share})").format(
                    level=level, won=wins, played=games, share=_share(wins, games)
                )
            )
        for figure in game.totals():
            if figure.out_of is None:
                said = f"{figure.count}"
            else:
                share = _share(figure.count, figure.out_of)
                said = _("{count} of {out_of} ({share})").format(
                    count=figure.count, out_of=figure.out_of, share=share
                )
            lines.append(f"  {_(figure.label)}: {said}")
    if stats.unreadable:
        lines.append(_("Records left out, unreadable: {count}").format(count=stats.unreadable))
    return lines


TREND_MARKERS: Final = ("*", "x", "+", "o", "#")
"""Each share's marker in a trend plot, in the game's order: told apart without colours."""


def draw_trends(plt: Any, game: GameStats) -> None:
    """Plot ``game``'s shares on the plotext figure ``plt`` (the module, or a widget's).

    Each share is its running value after every match, in percent, from the first
    match where it counts anything. The command and the screen draw the same plot.
    """
    matches = list(range(1, len(game.matches) + 1))
    shared = (figure for figure in game.totals() if figure.out_of is not None)
    for figure, marker in zip(shared, TREND_MARKERS, strict=False):
        trend = game.trend(figure.label)
        points = [(n, share) for n, share in zip(matches, trend, strict=True) if share is not None]
        if len(points) > 1:
            xs, ys = zip(*points, strict=True)
            plt.plot(list(xs), list(ys), label=_(figure.label), marker=marker)
    plt.ylim(0, 100)
    plt.xticks(matches)
    plt.title(_("Trends over your matches, in % (running share)"))
    plt.xlabel(_("match"))


def _share(count: int, out_of: int) -> str:
    return f"{count / out_of:.0%}" if out_of else "–"
