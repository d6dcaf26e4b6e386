"""``baloot replay FILE``: check a game record and print it hand by hand.

The record is replayed through its game's engine (every action re-validated, every
score recomputed), so what is printed is what the engine computed, never what the
file claims; the game words it (:meth:`~baloot_tui.core.game.Game.replay_text`).
``baloot replay --list`` lists the kept records of the data folder (when, who played,
the score and the winner, or "unfinished"), read the same way.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

import click

from baloot_tui.cli.arabic import arabic_in_force, arabic_option
from baloot_tui.cli.common import data_dir_option, load_game_record_file, say_json
from baloot_tui.cli.lang import lang_option, printed, speak
from baloot_tui.core.errors import NotationError
from baloot_tui.core.record import to_json
from baloot_tui.core.registry import DEFAULT_GAME, game_named
from baloot_tui.plain.lines import say
from baloot_tui.store.records import RecordEntry, outcome_words, players_words, scan_records
from baloot_tui.text.arabic import ArabicDisplay, Shown
from baloot_tui.text.i18n import Language, _
from baloot_tui.text.printable import printable


@click.command("replay")
@click.argument("file", type=click.Path(path_type=Path), required=False)
@click.option("--hand", "hand_number", type=click.IntRange(min=1), help="Show only hand N.")
@click.option("--json", "as_json", is_flag=True, help="Print the recomputed record as JSON.")
@click.option("--view", is_flag=True, help="Step through it card by card in the replay viewer.")
@click.option(
    "--list",
    "list_kept",
    is_flag=True,
    help="List the kept records instead: date, players, score and winner (or unfinished).",
)
@data_dir_option("With --list: the folder whose records/ are listed")
@arabic_option
@lang_option
def replay(
    file: Path | None,
    hand_number: int | None,
    as_json: bool,
    view: bool,
    list_kept: bool,
    data_dir: Path | None,
    arabic: ArabicDisplay | None,
    lang: Language | None,
) -> None:
    """Check the game record FILE and print it hand by hand.

    Every action is re-validated and every score recomputed; a record that does
    not replay exactly is refused with a one-line error (exit code 1). With
    --list, the records the app kept (finished and set-aside matches), newest first.
    """
    shown = arabic_in_force(arabic)
    speak(lang, shown)
    if list_kept:
        if file is not None or hand_number is not None or view:
            raise click.UsageError("--list takes no FILE, --hand or --view")
        list_records(data_dir, as_json, shown)
        return
    if file is None:
        raise click.UsageError("Missing argument 'FILE' (or --list for the kept records).")
    if data_dir is not None:
        raise click.UsageError("--data-dir goes with --list")
    loaded = load_game_record_file(file, "replay")
    if view:
        # Deferred: Textual loads only when the viewer opens.
        from baloot_tui.tui.record_app import run_record_viewer

        run_record_viewer(loaded, file.name, shown)
        return
    game = game_named(loaded.game)
    try:
        if as_json:
            say_json(to_json(game.replay_data(loaded, hand_number)))
        else:
            text = game.replay_text(loaded, click.format_filename(file), hand_number)
            say(printed(text, shown))
    except NotationError as err:
        raise click.BadParameter(str(err), param_hint="'--hand'") from None


def list_records(data_dir: Path | None, as_json: bool, shown: Shown) -> None:
    """Print every kept record of ``data_dir`` (or the user's data folder), newest first.

    Players' names in Arabic are printed the ``shown`` way (``--json`` keeps them as stored).

    The folder is only read (another window may be playing in it): a bad record is
    listed with its problem and left where it is.
    """
    from baloot_tui.store.saves import SaveStore
    from baloot_tui.store.settings import data_dir as users_data_dir

    folder = users_data_dir() if data_dir is None else data_dir
    store = SaveStore.read_only(folder, datetime.now, "baloot replay --list only reads")
    entries = scan_records(store)
    if as_json:
        say_json(json.dumps([_entry_data(e) for e in entries], indent=2, ensure_ascii=False))
        return
    where = click.format_filename(store.records_dir)
    if not entries:
        say(
            printed(
                _("No records in {where}: finished matches are kept there.").format(where=where),
                shown,
            )
        )
        return
    count = _("1 record") if len(entries) == 1 else _("{count} records").format(count=len(entries))
    say(printed(_("{count} in {where}, newest first:").format(count=count, where=where), shown))
    for entry in entries:
        say(printed(f"{entry.name}\n  {_entry_line(entry)}", shown))


def _entry_line(entry: RecordEntry) -> str:
    """``2025-01-02 09:00 · Sara (South), … · Sara and Noura 152, …, Sara and Noura won``."""
    summary = entry.summary
    if summary is None:
        problem = (entry.problem or "unknown problem").removeprefix(
            f"{printable(str(entry.path))}: "
        )
        return _("cannot be read: {problem}").format(problem=problem)
    when = _("date unknown") if entry.kept is None else f"{entry.kept:%Y-%m-%d %H:%M}"
    hands = _("1 hand") if summary.hands == 1 else _("{count} hands").format(count=summary.hands)
    game = "" if summary.game == DEFAULT_GAME else _(game_named(summary.game).short_title) + " · "
    return f"{game}{when} · {players_words(summary)} · {outcome_words(summary)} · {hands}"


def _entry_data(entry: RecordEntry) -> dict[str, object]:
    """One record of ``--list --json``, in the notation of records."""
    summary = entry.summary
    data: dict[str, object] = {
        "file": entry.name,
        "kept": None if entry.kept is None else entry.kept.isoformat(timespec="seconds"),
    }
    if summary is None:
        return {**data, "problem": entry.problem}
    return {
        **data,
        "game": summary.game,
        "players": {seat.letter: name for seat, name in summary.players},
        "scores": list(summary.scores),
        "winner": None if summary.winner is None else summary.winner.short,
        "unfinished": summary.unfinished,
        "hands": summary.hands,
        "seed": summary.seed,
    }
