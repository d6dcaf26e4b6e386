"""``baloot play --plain``: a plain, typed game against bots, saved as the app saves it."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from itertools import count
from pathlib import Path
from typing import Any, TypeVar

import pytest
from click.testing import CliRunner, Result

from baloot_tui.cli import main
from baloot_tui.core.cards import Suit, card
from baloot_tui.core.seats import Seat, Team
from baloot_tui.core.table import make_table
from baloot_tui.games.baloot.events import (
    BalootShown,
    BidMade,
    CardPlayed,
    ContractSet,
    Dealt,
    Doubled,
    GameEvent,
    MatchWon,
    ProjectsDeclared,
    ProjectsShown,
    SawaAnswered,
    SawaClaimed,
    SawaShown,
    Undone,
)
from baloot_tui.games.baloot.game import BalootGame
from baloot_tui.games.baloot.plain import SAWA_QUESTION
from baloot_tui.games.baloot.rules.actions import Action, DoubleStep, PlayCard, parse_action
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.projects import parse_project
from baloot_tui.games.baloot.words import Narrator, option_words
from baloot_tui.plain.stream import PlainStream, new_driver
from baloot_tui.store.saves import SaveStore
from baloot_tui.text.table_words import card_words, hand_words, spoken
from tests.engine.claims_kit import claim_position, seated

NOTATION = re.compile(
    r"\x1b|\b(10|[7-9TJQKA])[SHDC]\b|\b[SENW] (play|bid|pass|sawa|double|declare|confirm)\b"
    r"|[a-z]+_[a-z]+|\b(sun|hokum|tosun|beforeyou)\b"
)
"""Control codes and engine notation (``AS``, ``S play AS``, flag values, call verbs)."""
PLAY = ["play", "--plain", "--seed", "4", "--delay", "0"]


def data_folder(home: Path) -> Path:
    return home / "data" / "baloot-tui"


def invoke(home: Path, args: list[str], typed: str) -> Result:
    env = {"XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    return CliRunner().invoke(main, args, input=typed, env=env)


def assert_plain(lines: list[str], notation: re.Pattern[str] = NOTATION) -> None:
    for line in lines:
        assert notation.search(line) is None, line


def test_a_whole_hand_against_bots_in_plain_lines(tmp_path: Path) -> None:
    result = invoke(tmp_path, PLAY, "1\n" * 40)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert_plain(lines)
    assert lines[0].startswith("Baloot, plain mode.")
    assert any(
        re.fullmatch(r"Hand \d+ is over, .*Match: your team \d+, their team \d+\.", x)
        for x in lines
    )
    assert any(re.fullmatch(r"(You|Faisal|Noura|Waleed) plays? the \S+ of \w+\.", x) for x in lines)
    assert any(
        re.fullmatch(r"(You|Faisal|Noura|Waleed) wins? trick \d: \d+ points\.", x) for x in lines
    )
    assert any(x.startswith("Your turn: choose 1 to ") for x in lines)
    assert lines[-1] == "The match is saved; baloot play --plain --resume continues it."
    assert result.stderr == ""


def test_end_of_input_keeps_the_save_and_resume_continues_it(tmp_path: Path) -> None:
    first = invoke(tmp_path, PLAY, "1\n" * 12)
    assert first.exit_code == 0
    saved = SaveStore(data_folder(tmp_path), datetime.now).load()
    assert saved is not None and saved.seed == 4
    assert saved.match.current is not None and saved.match.current.history
    resumed = invoke(tmp_path, ["play", "--plain", "--resume", "--delay", "0"], "quit\n")
    assert resumed.exit_code == 0, resumed.output
    again = SaveStore(data_folder(tmp_path), datetime.now).load()
    assert again is not None and again.match == saved.match
    assert resumed.stdout.splitlines()[-2].startswith("Your turn")


def test_a_saved_match_is_offered_and_a_new_one_keeps_it_in_records(tmp_path: Path) -> None:
    invoke(tmp_path, PLAY, "1\n" * 5)
    result = invoke(tmp_path, PLAY, "2\nquit\n")
    lines = result.stdout.splitlines()
    assert lines[0] == "An unfinished match is saved: 1 continue it, 2 start a new one."
    assert lines[1].startswith("The unfinished match is kept in Records (")
    assert list((data_folder(tmp_path) / "records").iterdir())


def test_a_busy_data_folder_is_one_line_and_exit_1(tmp_path: Path) -> None:
    folder = data_folder(tmp_path)
    with SaveStore.open(folder, datetime.now):
        result = invoke(tmp_path, PLAY, "1\n")
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert result.stderr.startswith("baloot play: error: another baloot (process ")


def test_plain_seats_one_person(tmp_path: Path) -> None:
    result = invoke(tmp_path, [*PLAY, "--humans", "2"], "")
    assert result.exit_code == 2
    assert "--plain seats one person" in result.stderr


def test_resume_without_a_save_is_one_line(tmp_path: Path) -> None:
    result = invoke(tmp_path, ["play", "--plain", "--resume"], "")
    assert result.exit_code == 1
    assert result.stderr.startswith("baloot play: error: no unfinished match to resume")


# --------------------------------------------------------------- typed answers


MAX_PROMPTS = 3000
"""More prompts than a whole match asks: a test answering in circles fails, not hangs."""
G = TypeVar("G", bound=PlainStream[Any, Any, Any])
BalootStream = PlainStream[MatchState, Action, GameEvent]


def run_answered(game: G, answer: Callable[[G, str], str | None]) -> G:
    """Run ``game`` with ``answer`` replying to each prompt (None ends the input)."""
    asked = count()

    def ask(prompt: str) -> str | None:
        assert next(asked) < MAX_PROMPTS, f"still asking: {prompt}"
        return answer(game, prompt)

    game.ask = ask
    game.run()
    return game


def play_scripted(
    tmp_path: Path, answer: Callable[[BalootStream, str], str | None]
) -> BalootStream:
    """A seeded match where ``answer`` replies to each prompt (None ends the input)."""
    with SaveStore.open(tmp_path, datetime.now) as store:
        controller = new_driver(store, make_table(1), BalootGame(DEFAULT_RULES), seed=4)
        return run_answered(BalootStream(controller, Seat.SOUTH), answer)


def card_turn(game: BalootStream) -> bool:
    """Whether the person may play a card now (not bidding, not declaring first)."""
    return any(isinstance(a, PlayCard) for a in game.view().legal_actions)


def test_a_typed_card_is_played_and_an_illegal_one_is_refused_with_the_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    refused: list[str] = []

    def answer(game: BalootStream, prompt: str) -> str | None:
        view = game.view()
        if not card_turn(game):
            return "1"
        illegal = [o for o in view.card_options if not o.legal]
        if illegal and not refused:
            refused.append(spoken(option_words(illegal[0])))
            return str(illegal[0].card).lower()
        if len(refused) == 2:
            return None
        if refused:
            legal = [o.card for o in view.card_options if o.legal]
            refused.append(card_words(legal[0]))
            return str(legal[0]).replace("T", "10")
        return "1"

    play_scripted(tmp_path, answer)
    out = capsys.readouterr().out.splitlines()
    reason, chosen = refused[0], refused[1]
    assert any(line.startswith("You cannot play ") and line.endswith(f". {reason}") for line in out)
    assert f"You play {chosen}." in out
    assert_plain(out)


def test_a_card_not_held_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    asked: list[str] = []

    def answer(game: BalootStream, prompt: str) -> str | None:
        view = game.view()
        if asked or not card_turn(game):
            return None if asked else "1"
        missing = next(c for c in map(card, ["7S", "7H", "7D", "7C", "8S"]) if c not in view.hand)
        asked.append(card_words(missing))
        return str(missing)

    play_scripted(tmp_path, answer)
    assert f"You do not hold {asked[0]}." in capsys.readouterr().out.splitlines()


def test_words_for_a_hand_and_a_reason() -> None:
    cards = [card(t) for t in ("7H", "AS", "TS", "JH", "KC")]
    assert hand_words(cards, trump=None) == "spades: Ace, 10; hearts: Jack, 7; clubs: King"
    assert hand_words(cards, trump=card("9H").suit).startswith("hearts (trumps): Jack, 7; ")
    assert spoken("must over-trump 10♥") == "must over-trump the 10 of hearts"
    assert spoken("must follow ♠") == "must follow spades"


NAMES = ("Salem", "Faisal", "Noura", "Waleed")
S, E, N, W = Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST


@pytest.mark.parametrize(
    ("event", "line"),
    [
        (BidMade(E, parse_action("E sun"), 1), "Faisal bids Sun."),
        (BidMade(S, parse_action("S pass"), 2), "You pass again (wala)."),
        (BidMade(W, parse_action("W confirm C"), 2), "Waleed confirms Hokum in clubs."),
        (
            ContractSet(Contract.SUN, None, N, S),
            "Contract: Sun; Noura buys the face-up card (Ashkal by You).",
        ),
        (
            ContractSet(Contract.HOKUM, Suit.HEARTS, S, S),
            "Contract: Hokum, hearts are trumps; You buy the face-up card.",
        ),
        (
            Doubled(E, DoubleStep.DOUBLE, True, 2),
            "Faisal says Double: the hand counts ×2, closed: no trump leads.",
        ),
        (Doubled(S, None, False, 1), "You do not raise."),
        (ProjectsDeclared(N, ()), "Noura declares no project."),
        (
            ProjectsShown(Team.EAST_WEST, ((W, parse_project("hundred:KS-KH-KD-KC")),)),
            "Projects shown, their team counts them: Waleed: Hundred: four Kings.",
        ),
        (BalootShown(S), "You show Baloot: the King and Queen of trumps."),
        (CardPlayed(S, card("TD")), "You play the 10 of diamonds."),
        (
            SawaShown(W, 6, (card("AS"), card("TS"), card("KH"))),
            "Waleed claims Sawa from trick 6, all the remaining tricks, "
            "and shows the hand: spades: Ace, 10; hearts: King.",
        ),
        (SawaAnswered(S, False), "You refuse the claim."),
        (SawaAnswered(E, True), "Faisal accepts the claim."),
        (
            SawaClaimed(W, False, 6),
            "Sawa by Waleed from trick 6 does not hold: some defence takes a trick; play goes on.",
        ),
        (
            SawaClaimed(S, True, 4),
            "Sawa by you from trick 4: the claim holds, every remaining trick to your team.",
        ),
        (Undone(S, 4), "You take back 4 moves."),
        (MatchWon(Team.NORTH_SOUTH, (152, 98)), "Your team wins the match, 152 to 98."),
        (MatchWon(Team.EAST_WEST, (101, 160)), "Their team wins the match, 160 to 101."),
    ],
)
def test_each_event_in_players_words(event: GameEvent, line: str) -> None:
    narrator = Narrator(NAMES, S)
    narrator.face_suit = Suit.HEARTS
    assert narrator.line(event) == line
    assert NOTATION.search(line) is None


def test_a_round_one_hokum_names_the_face_up_suit() -> None:
    narrator = Narrator(NAMES, S)
    narrator.line(Dealt(1, W, card("JH")))
    assert narrator.line(BidMade(E, parse_action("E hokum"), 1)) == "Faisal bids Hokum in hearts."
    assert narrator.line(BidMade(E, parse_action("E hokum"), 2)) == (
        "Faisal bids Hokum; the trump is named next."
    )


@pytest.mark.parametrize(("typed", "accepted"), [("1", True), ("refuse", False)])
def test_a_claim_against_you_is_read_out_and_answered_by_typing(
    capsys: pytest.CaptureFixture[str], typed: str, accepted: bool
) -> None:
    match, claimer = claim_position(holds=True, claimer=E)
    controller = seated(match, S, claimer)
    prompts: list[str] = []

    def ask(prompt: str) -> str | None:
        prompts.append(prompt)
        return None if len(prompts) > 2 else ("maybe" if len(prompts) == 1 else typed)

    game = BalootStream(controller, S, ask=ask)
    game.run()
    lines = capsys.readouterr().out.splitlines()
    assert prompts[:2] == [SAWA_QUESTION, SAWA_QUESTION]
    assert "Type 1 to accept the claim or 2 to refuse it." in lines
    assert any(line.startswith("East claims Sawa from trick") for line in lines)
    assert f"You {'accept' if accepted else 'refuse'} the claim." in lines
    assert any(line.startswith("Sawa by East from trick") for line in lines)
    assert controller.match.hands[0].result is not None
    assert controller.match.hands[0].result.sawa is E
