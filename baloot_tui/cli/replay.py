"""``baloot replay FILE``: check a game record and print it hand by hand.

The record is replayed through the rules engine (every action re-validated, every
score recomputed), so what is printed is what the engine computed, never what the
file claims. ``baloot replay --list`` lists the kept records of the data folder
(when, who played, the score and the winner, or "unfinished"), read the same way.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime
from pathlib import Path
from typing import Final

import click

from baloot_tui.cli.arabic import arabic_in_force, arabic_option
from baloot_tui.cli.common import data_dir_option, load_game_record_file, say, say_json
from baloot_tui.cli.lang import lang_option, printed, speak
from baloot_tui.core.cards import Card
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.rules.actions import Action, Declare, Sawa
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.record import LoadedRecord, match_to_record, to_json
from baloot_tui.games.baloot.rules.round import RoundState, start_hand
from baloot_tui.games.baloot.words import (
    OUTCOME_WORDS,
    action_short,
    english_explanation,
    practised_with_undo,
    rules_words,
    sawa_by,
    score_lines,
)
from baloot_tui.games.belot.replay_text import replay_belot
from baloot_tui.games.belot.rules import record as belot_record
from baloot_tui.store.records import RecordEntry, outcome_words, players_words, scan_records
from baloot_tui.text.arabic import ArabicDisplay, Shown
from baloot_tui.text.i18n import N_, Language, _
from baloot_tui.text.printable import printable
from baloot_tui.text.table_words import (
    SEAT_WORDS,
    card_label,
    record_names,
    team_scores,
    team_words,
)


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
    if isinstance(loaded, belot_record.LoadedRecord):
        replay_belot(file, loaded, hand_number, as_json)
        return
    match = loaded.match
    hands = _all_hands(match)
    if hand_number is not None and hand_number > len(hands):
        raise click.BadParameter(
            f"the record has {len(hands)} hand(s), not {hand_number}", param_hint="'--hand'"
        )
    if as_json:
        record = match_to_record(
            match, loaded.seed, loaded.players, explain=english_explanation, undos=loaded.undos
        )
        if hand_number is not None:
            hand_records = record["hands"]
            assert isinstance(hand_records, list)
            say_json(to_json(hand_records[hand_number - 1]))
        else:
            say_json(to_json(record))
        return
    names = record_names(loaded.players)
    if hand_number is None:
        say(printed(_header(file, loaded, names), shown))
    for number, (hand, scores) in enumerate(
        zip(hands, _running_scores(match), strict=True), start=1
    ):
        if hand_number is None or number == hand_number:
            undos = loaded.undos.get(number - 1, 0)
            say(printed("\n".join(describe_hand(hand, number, scores, names, undos)), shown))
    if hand_number is None:
        say(printed(_footer(match, names), shown))


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
    game = _("Belot") + " · " if summary.game == belot_record.GAME else ""
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


def _all_hands(match: MatchState) -> tuple[RoundState, ...]:
    return (*match.hands, *(() if match.current is None else (match.current,)))


def _running_scores(match: MatchState) -> Iterator[tuple[int, int] | None]:
    """The match score after each finished hand, then None for the hand in progress.

    A running total, so a record of thousands of hands prints in linear time.
    """
    ns = ew = 0
    for hand in match.hands:
        if hand.result is not None:
            ns, ew = ns + hand.result.points[0], ew + hand.result.points[1]
        yield ns, ew
    if match.current is not None:
        yield None


PHASE_WORDS: Final = {
    Phase.BIDDING: N_("bidding"),
    Phase.DOUBLING: N_("doubling"),
    Phase.PLAYING: N_("playing"),
    Phase.FINISHED: N_("finished"),
}
"""A hand's stage, for a hand still in progress."""


def _header(file: Path, loaded: LoadedRecord, names: tuple[str, ...]) -> str:
    changed = loaded.match.rules.differences()
    rules = (
        _("default house rules")
        if not changed
        else _("house rules: {rules}").format(rules=rules_words(changed))
    )
    first = _("Record {file}: {rules}").format(file=click.format_filename(file), rules=rules)
    if loaded.seed is not None:
        first += _(", seed {seed}").format(seed=loaded.seed)
    lines = [first]
    if loaded.players:
        recorded = (s for s in SEATS if s in loaded.players)
        players = _(", ").join(f"{names[s]} ({_(SEAT_WORDS[s])})" for s in recorded)
        lines.append(_("Players: {players}").format(players=players))
    return "\n".join(lines)


def _footer(match: MatchState, names: tuple[str, ...]) -> str:
    scores = team_scores(match.scores, names)
    if match.winner is not None:
        winner = team_words(match.winner, names)
        return "\n" + _("Winner: {team} ({scores})").format(team=winner, scores=scores)
    return "\n" + _("Match in progress: {scores}").format(scores=scores)


def describe_hand(
    hand: RoundState,
    number: int,
    scores: tuple[int, int] | None,
    names: tuple[str, ...],
    undos: int = 0,
) -> list[str]:
    """The readable summary of one hand: calls, contract, ladder, projects, tricks, result.

    ``undos`` is how many decisions the person took back in the hand (practice games).
    """
    phases = _phases(hand)
    calls = [a for a, p in phases if p is Phase.BIDDING]
    raises = [a for a, p in phases if p is Phase.DOUBLING]
    declarations = [a for a, _ in phases if isinstance(a, Declare) and a.projects]

    def said(actions: Sequence[Action]) -> str:
        return _(", ").join(action_short(a, names) for a in actions)

    dealer = names[hand.dealer]
    lines = [
        "\n"
        + _("Hand {number}: {dealer} deals, face-up card {card}").format(
            number=number, dealer=dealer, card=card_label(hand.face_card)
        )
    ]
    if undos:
        lines.append(f"  {practised_with_undo(undos)}")
    lines.append("  " + _("Bidding: {calls}").format(calls=said(calls) or _("(no call yet)")))
    if hand.buyer is not None and hand.contract is not None:
        contract = _("Sun") if hand.contract is Contract.SUN else f"{_('Hokum')} {_trump(hand)}"
        buyer = f"{names[hand.buyer]} ({team_words(hand.buyer.team, names)})"
        lines.append(
            "  "
            + _("Contract: {contract}, bought by {buyer}").format(contract=contract, buyer=buyer)
        )
    if raises:
        lines.append("  " + _("Doubling: {raises}").format(raises=said(raises)))
    if declarations:
        lines.append("  " + _("Projects: {declarations}").format(declarations=said(declarations)))
    lines.extend(_trick_lines(hand, names))
    sawa = next((a for a, _phase in phases if isinstance(a, Sawa)), None)
    if sawa is not None and hand.play is not None:
        claimed = sawa_by(sawa.seat, len(hand.play.tricks) + 1, names)
        team = team_words(sawa.seat.team, names)
        lines.append(
            "  " + _("{sawa}: every remaining trick to {team}").format(sawa=claimed, team=team)
        )
    lines.extend(_result_lines(hand, names))
    if scores is not None:
        figures = team_scores(scores, names)
        lines.append("  " + _("Match score: {figures}").format(figures=figures))
    return lines


def _trump(hand: RoundState) -> str:
    return "" if hand.trump is None else hand.trump.symbol


def _phases(hand: RoundState) -> list[tuple[Action, Phase]]:
    """Each action of the hand with the phase it was taken in (Pass is in two phases)."""
    state = start_hand(hand.deck, hand.dealer, hand.rules, hand.match_score)
    tagged = []
    for action in hand.history:
        tagged.append((action, state.phase))
        state = state.apply(action)
    return tagged


def _trick_lines(hand: RoundState, names: tuple[str, ...]) -> list[str]:
    play = hand.play
    if play is None:
        return []
    width = max(len(n) for n in names)

    def plays(pairs: Iterable[tuple[Seat, Card]]) -> str:
        return "  ".join(f"{names[seat]:>{width}} {card_label(c):<3}" for seat, c in pairs)

    lines = ["  " + _("Tricks:")]
    for number, trick in enumerate(play.tricks, start=1):
        won = f"→ {names[trick.winner]} {trick.points:>2}"
        lines.append(f"    {number}. {plays(trick.plays)}  {won}")
    if play.trick:
        seats = [Seat((play.leader + i) % 4) for i in range(len(play.trick))]
        lines.append(
            f"    {len(play.tricks) + 1}. {plays(zip(seats, play.trick, strict=True))}"
            "  " + _("(in progress)")
        )
    return lines


def _result_lines(hand: RoundState, names: tuple[str, ...]) -> list[str]:
    result = hand.result
    if result is None:
        waiting = (
            "" if hand.to_act is None else _(", {name} to act").format(name=names[hand.to_act])
        )
        phase = _(PHASE_WORDS[hand.phase])
        return ["  " + _("In progress: {phase}{waiting}").format(phase=phase, waiting=waiting)]
    if result.kind == "waraq":
        return ["  " + _("Result: waraq (everybody passed twice), no score")]
    if result.kind == "kawesh":
        return ["  " + _("Result: Kawesh (deal annulled), no score")]
    score = result.score
    assert score is not None
    outcome = _(OUTCOME_WORDS[score.outcome])
    figures = team_scores(result.points, names)
    lines = ["  " + _("Result: {outcome}; {figures}").format(outcome=outcome, figures=figures)]
    return lines + [f"    {line}" for line in score_lines(score.lines, names)]
