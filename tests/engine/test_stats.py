"""The player's statistics over kept records: every game's matches, Baloot's own figures."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from types import SimpleNamespace

from click.testing import CliRunner

from baloot_tui.cli import main
from baloot_tui.core.registry import game_named
from baloot_tui.core.seats import Seat
from baloot_tui.core.table import make_table
from baloot_tui.core.tools import MatchStats, StatFigure
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.stats import match_stats as baloot_match_stats
from baloot_tui.store.records import record_paths
from baloot_tui.store.saves import SaveStore, seats_beside
from baloot_tui.store.stats import GameStats, gather, match_stats, stats_lines
from tests.engine.files_kit import finished_match, fixed_clock, some_match

SEEDS = (4, 5, 6)


def write_records(folder: Path) -> list[MatchState]:
    """Three finished matches, one unfinished and one broken record in ``folder``/records."""
    baloot = game_named("baloot")
    records = folder / "records"
    records.mkdir(parents=True)
    matches = []
    for day, seed in enumerate(SEEDS, start=1):
        match = finished_match(seed)
        matches.append(match)
        name = f"match-2025010{day}-100000-seed{seed}.json"
        (records / name).write_text(baloot.dumps(match, seed, {}, {}), encoding="utf-8")
    unfinished = baloot.dumps(some_match(), 3, {}, {})
    (records / "unfinished-20250105-100000.json").write_text(unfinished, encoding="utf-8")
    (records / "broken.json").write_text("{", encoding="utf-8")
    return matches


def store(folder: Path) -> SaveStore:
    return SaveStore.read_only(folder, datetime.now, "the tests only read")


def test_the_figures_count_the_player_teams_contracts_and_doubles() -> None:
    match = finished_match(4)
    figures = {f.label: f for f in baloot_match_stats(match).figures}
    ours = [
        h
        for h in match.hands
        if h.result is not None
        and h.result.score is not None
        and h.bidding.buyer is not None
        and h.bidding.buyer.team is Seat.SOUTH.team
    ]
    bought = figures["Contracts bought"].count
    made, lost = figures["Contracts made"], figures["Contracts lost (khasara)"]
    assert bought == len(ours) > 0
    assert made.out_of == lost.out_of == bought and made.count + lost.count == bought
    assert lost.count == sum(h.result.score.winner is Seat.EAST.team for h in ours)  # type: ignore[union-attr]


def test_every_finished_record_counts_once_and_a_broken_one_is_told(tmp_path: Path) -> None:
    matches = write_records(tmp_path)
    gathered = gather(store(tmp_path))
    assert gathered.unreadable == 1
    (game,) = gathered.games
    assert game.game == "baloot" and len(game.won) == len(SEEDS)  # the unfinished is left out
    assert list(game.won) == [m.winner is Seat.SOUTH.team for m in matches]
    totals = {f.label: f for f in game.totals()}
    per_match = [baloot_match_stats(m) for m in matches]
    assert totals["Contracts bought"].count == sum(s.figures[0].count for s in per_match)
    lines = stats_lines(gathered)
    assert lines[0] == "Saudi Baloot"
    assert lines[1].startswith(f"  Matches won: {sum(game.won)} of 3 (")
    assert "Records left out, unreadable: 1" in lines[-1]


def test_the_trend_is_the_running_share_from_the_first_match_that_counts() -> None:
    def match(made: int, bought: int) -> MatchStats:
        return MatchStats((StatFigure("made", made, bought),))

    game = GameStats(
        "baloot",
        (True, False, True),
        ("hard", None, "hard"),
        (match(0, 0), match(1, 2), match(3, 3)),
    )
    assert game.by_level() == {"hard": (2, 2)}
    assert game.trend("made") == [None, 50.0, 80.0]
    assert game.totals() == (StatFigure("made", 4, 5),)


def test_a_game_without_a_stats_module_has_matches_only() -> None:
    assert match_stats(SimpleNamespace(game="belot", match=None)) is None


def test_baloot_stats_prints_the_figures_and_the_trends(tmp_path: Path) -> None:
    write_records(tmp_path)
    result = CliRunner().invoke(main, ["stats", "--data-dir", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "Contracts made:" in result.output and "Matches won:" in result.output
    assert "Trends over your matches" in result.output and "\x1b[" not in result.output
    plain = CliRunner().invoke(main, ["stats", "--data-dir", str(tmp_path), "--no-plot"])
    assert "Trends" not in plain.output and "Doubles won:" in plain.output
    empty = CliRunner().invoke(main, ["stats", "--data-dir", str(tmp_path / "none")])
    assert "No finished match yet" in empty.output


def test_a_finished_match_keeps_its_seats_beside_it_for_the_levels(tmp_path: Path) -> None:
    baloot = game_named("baloot")
    saves = SaveStore(tmp_path, fixed_clock)
    for seed, level in ((4, "hard"), (5, "hard"), (6, "expert")):
        match = finished_match(seed)
        table = make_table(1, ["Sara"], default_level=level)
        saves.write_save(baloot.dumps(match, seed, {}, {}), seed, table, finished=True)
    kept = record_paths(saves)
    assert len(kept) == 3 and all(seats_beside(p).is_file() for p in kept)
    assert not any(p.name.startswith(".") for p in kept)
    mixed = make_table(1, ["Sara"], {Seat.EAST: "hard", Seat.WEST: "medium"})
    saves.write_save(baloot.dumps(finished_match(7), 7, {}, {}), 7, mixed, finished=True)
    people = make_table(4, ["Sara", "Nasser", "Huda", "Ali"])
    saves.write_save(baloot.dumps(finished_match(8), 8, {}, {}), 8, people, finished=True)
    (game,) = gather(store(tmp_path)).games
    assert len(game.levels) == 5 and game.levels.count(None) == 2
    wins = [m.winner is Seat.SOUTH.team for m in map(finished_match, (4, 5, 6))]
    assert game.by_level() == {"hard": (sum(wins[:2]), 2), "expert": (int(wins[2]), 1)}
    lines = stats_lines(gather(store(tmp_path)))
    assert any(line.startswith("  Against hard bots: ") and "of 2 (" in line for line in lines)
