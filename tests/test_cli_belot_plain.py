"""``baloot play --game belot --plain``: Belot as typed lines, saved as the Belot table saves."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from baloot_tui.core.cards import card
from baloot_tui.core.game import TableEvent
from baloot_tui.core.seats import Seat
from baloot_tui.core.table import make_table
from baloot_tui.games.belot.game import BelotGame, rules_line
from baloot_tui.games.belot.plain import read_aloud
from baloot_tui.games.belot.rules.actions import Action, Bid, PlayCard
from baloot_tui.games.belot.rules.house_rules import preset
from baloot_tui.games.belot.rules.match import BelotMatch
from baloot_tui.plain.stream import PlainStream
from baloot_tui.play.driver import MatchDriver, MatchSetup
from baloot_tui.store.saves import SaveStore
from baloot_tui.store.settings import Settings, SettingsStore
from baloot_tui.text.table_words import card_words
from tests.test_cli_plain import MAX_PROMPTS, data_folder, invoke, run_answered
from tests.test_cli_plain import assert_plain as assert_plain_of
from tests.test_cli_plain import play_scripted as play_baloot
from tests.ui.test_belot_table import belote_moment

BelotStream = PlainStream[BelotMatch, Action, TableEvent]
PLAY = ["play", "--game", "belot", "--plain", "--seed", "4", "--delay", "0"]
NOTATION = re.compile(
    r"\x1b|\b(10|[7-9TJQKA])[SHDC]\b|\b[SENW] (play|bid|pass|contra|recontra|declare)\b"
    r"|[a-z]+_[a-z]+|[♠♥♦♣×]"
)
"""Control codes, engine notation, flag values, and symbols a screen reader reads badly."""

SAVE_NAME = "belot-current.json"
"""The Belot save, beside Baloot's in the data folder."""


def assert_plain(lines: list[str]) -> None:
    assert_plain_of(lines, NOTATION)


def test_a_whole_match_by_typed_numbers_is_kept_with_its_rules(tmp_path: Path) -> None:
    result = invoke(tmp_path, [*PLAY, "--rules", "pika"], "1\n" * MAX_PROMPTS)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert_plain(lines)
    assert lines[0].startswith("Bulgarian Belot, plain mode. You sit South with Noura")
    assert lines[1] == rules_line(preset("pika"))
    teams = r"You and Noura \d+, Faisal and Waleed \d+"
    assert any(re.fullmatch(rf"Deal \d+ over.*Match: {teams}\.", x) for x in lines)
    assert any(re.fullmatch(r"(You|Faisal|Noura|Waleed) plays? the \S+ of \w+\.", x) for x in lines)
    assert any(x.startswith("Your turn: choose 1 to ") for x in lines)
    assert any(re.fullmatch(rf".* and .* won the match, {teams}\.", x) for x in lines)
    assert lines[-1] == "The match is over and kept in Records."
    assert not (data_folder(tmp_path) / SAVE_NAME).exists()
    (kept,) = (data_folder(tmp_path) / "records").glob("match-*.json")
    record = json.loads(kept.read_text())
    assert record["game"] == "belot" and record["rules"]["suit_six_rounding"] == "higher_up"
    assert result.stderr == ""


def test_end_of_input_keeps_the_save_and_resume_keeps_the_rules(tmp_path: Path) -> None:
    first = invoke(tmp_path, [*PLAY, "--rules", "strict"], "1\n" * 12)
    assert first.exit_code == 0, first.output
    assert first.stdout.splitlines()[-1] == (
        "The match is saved; baloot play --game belot --plain --resume continues it."
    )
    saves = SaveStore(data_folder(tmp_path), datetime.now, game="belot")
    saved = saves.read().value
    assert saved is not None and saved.seed == 4 and saved.match.rules == preset("strict")
    SettingsStore(tmp_path / "config" / "baloot-tui", datetime.now).save(
        Settings().with_preset("belot", "pika")
    )
    resumed = invoke(tmp_path, ["play", "--game", "belot", "--plain", "--resume"], "quit\n")
    assert resumed.exit_code == 0, resumed.output
    assert rules_line(preset("strict")) in resumed.stdout.splitlines()[0]
    again = saves.read().value
    assert again is not None and again.match.rules == preset("strict")


def test_a_saved_match_is_offered_and_a_new_one_keeps_it_in_records(tmp_path: Path) -> None:
    invoke(tmp_path, PLAY, "1\n" * 6)
    result = invoke(tmp_path, PLAY, "2\nquit\n")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "An unfinished match is saved: 1 continue it, 2 start a new one."
    assert any(x.startswith("The unfinished match is kept in Records (unfinished-") for x in lines)
    assert len(list((data_folder(tmp_path) / "records").glob("unfinished-*.json"))) == 1


def test_resume_without_a_save_is_one_line_and_exit_1(tmp_path: Path) -> None:
    result = invoke(tmp_path, ["play", "--game", "belot", "--plain", "--resume"], "")
    assert result.exit_code == 1
    assert result.stderr.startswith("baloot play: error: no unfinished match to resume")


def test_plain_seats_one_person(tmp_path: Path) -> None:
    result = invoke(tmp_path, [*PLAY, "--humans", "2"], "")
    assert result.exit_code == 2 and "--plain seats one person" in result.output


# --------------------------------------------------------------- typed answers


def play_scripted(answer: Callable[[BelotStream, str], str | None]) -> BelotStream:
    """A seeded Belot match where ``answer`` replies to each prompt (None ends the input)."""
    driver = MatchDriver(BelotGame(), MatchSetup(4, make_table(1)))
    return run_answered(BelotStream(driver, Seat.SOUTH), answer)


def card_turn(game: BelotStream) -> bool:
    """Whether the person may play a card now."""
    return any(c.card is not None for c in game.controller.choices())


@pytest.mark.parametrize(
    ("game", "score"),
    [
        ("baloot", "Hand 1; match: your team 0, their team 0, 152 to win."),
        ("belot", "Deal 1; match: your team 0, their team 0, 151 to win."),
    ],
)
def test_bad_answers_get_one_line_and_the_same_prompt_in_either_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, score: str
) -> None:
    prompts: list[str] = []
    typed = iter(["0", "99", "xyz", "", "as", "hand", "score", "help", "1"])

    def answer(stream: PlainStream[Any, Any, Any], prompt: str) -> str | None:
        prompts.append(prompt)
        return next(typed, None)

    if game == "baloot":
        play_baloot(tmp_path, answer)
    else:
        play_scripted(answer)
    out = capsys.readouterr().out.splitlines()
    first = prompts[0]
    assert prompts[:9] == [first] * 9 and len(prompts) == 10
    number = first.split("choose 1 to ")[1].split(":")[0]
    assert f"There is no choice 0: type a number from 1 to {number}, or help." in out
    assert f"There is no choice 99: type a number from 1 to {number}, or help." in out
    assert out.count(f"Not understood: type a number from 1 to {number}, or help.") == 2
    assert f"It is not time to play a card: type a number from 1 to {number}." in out
    assert sum(line.startswith("Your hand: ") for line in out) >= 2
    assert score in out
    assert any(line.startswith("Type the number of a choice") for line in out)


def test_the_numbers_name_every_legal_call(tmp_path: Path) -> None:
    seen: list[tuple[str, list[str]]] = []

    def answer(game: BelotStream, prompt: str) -> str | None:
        legal = [c for c in game.controller.choices() if c.allowed]
        seen.append((prompt, [read_aloud(c.label) for c in legal]))
        return None

    play_scripted(answer)
    ((prompt, labels),) = seen
    listed = ", ".join(f"{n} {label}" for n, label in enumerate(labels, start=1))
    assert prompt.endswith(f": {listed}.") and "1 Pass" in prompt


def test_a_typed_card_is_played_and_an_illegal_one_is_refused_with_the_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    said: list[str] = []

    def answer(game: BelotStream, prompt: str) -> str | None:
        if not card_turn(game):
            bids = [n for n, (a, _) in enumerate(game.numbered(), 1) if isinstance(a, Bid)]
            return str(bids[0] if bids else 1)
        cards = [c for c in game.controller.choices() if c.card is not None]
        if len(said) == 2:
            return None  # a refused card, then an allowed one: done
        if not said:
            refused = next((c for c in cards if not c.allowed), None)
            if refused is None:
                return "1"
            said.append(read_aloud(refused.reason))
            return str(refused.card).lower()
        allowed = next(c.card for c in cards if c.allowed)
        assert allowed is not None
        said.append(card_words(allowed))
        return str(allowed).replace("T", "10")

    play_scripted(answer)
    out = capsys.readouterr().out.splitlines()
    assert len(said) == 2, "no refused card came up in the seeded match"
    assert said[0] in out and "may not be played. You must" in said[0]
    assert f"You play {said[1]}." in out or any(
        line.startswith(f"You play {said[1]}") for line in out
    )
    assert_plain(out)


def test_a_card_not_held_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    asked: list[str] = []

    def answer(game: BelotStream, prompt: str) -> str | None:
        if asked:
            return None
        if not card_turn(game):
            return "1"
        hand = game.view().hand
        missing = next(c for c in map(card, ["7S", "7H", "7D", "7C", "8S", "8H"]) if c not in hand)
        asked.append(card_words(missing))
        return str(missing)

    play_scripted(answer)
    assert f"You do not hold {asked[0]}." in capsys.readouterr().out.splitlines()


def test_a_typed_king_or_queen_that_may_carry_a_belote_announces_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    driver = MatchDriver(BelotGame(), MatchSetup(1, make_table(1)), match=belote_moment())
    announced = next(
        c for c in driver.choices() if isinstance(c.action, PlayCard) and c.action.belote
    )
    assert announced.card is not None
    prompts: list[str] = []
    typed = iter([str(announced.card).lower()])

    def answer(game: BelotStream, prompt: str) -> str | None:
        prompts.append(prompt)
        return next(typed, None)

    run_answered(BelotStream(driver, Seat.SOUTH), answer)
    out = capsys.readouterr().out.splitlines()
    words = card_words(announced.card)
    assert f"{words} with belote" in prompts[0] and f"{words}," in prompts[0]
    assert f"You play {words}: belote!" in out
