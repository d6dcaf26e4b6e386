"""The shared game interface: both games play whole matches through it, the same way."""

from __future__ import annotations

from typing import Any

import pytest

from baloot_tui.core.errors import IllegalActionError, NotationError
from baloot_tui.core.game import Game
from baloot_tui.core.registry import GAME_KEYS, all_games, game_named
from baloot_tui.core.seats import Seat
from baloot_tui.core.table import make_table
from baloot_tui.play.driver import MatchDriver, MatchSetup, bot_level

ALL_GAMES = pytest.mark.parametrize("game", [game_named(key) for key in GAME_KEYS], ids=GAME_KEYS)


def play_out(
    driver: MatchDriver[Any, Any, Any, Any], stop_after: int | None = None
) -> list[tuple[str | None, str]]:
    """Play bots (people take the first legal choice and accept claims) until the end; each
    event's kind and line."""
    lines: list[tuple[str | None, str]] = []
    steps = 0
    while not driver.is_over and (stop_after is None or steps < stop_after):
        steps += 1
        claim = driver.claim_waiting
        if claim is not None:
            events = driver.answer_claim(claim.waiting[0], True)
        elif driver.needs_deal:
            events = driver.deal_next()
        elif driver.is_bot_turn():
            events = driver.play_bot_turn()
        else:
            first = next(c for c in driver.choices() if c.allowed)
            events = driver.submit(first.action)
        lines += [
            (driver.game.event_kind(e), driver.game.event_line(e, driver.names)) for e in events
        ]
    return lines


@ALL_GAMES
def test_a_whole_match_is_played_to_its_winner(game: Game[Any, Any, Any, Any]) -> None:
    driver = MatchDriver(game, MatchSetup(11, make_table(humans=1)))
    lines = play_out(driver)
    result = game.result(driver.match)
    assert result.winner is driver.match.winner is not None
    assert max(result.scores) >= result.target and result.deals == len(driver.match.ledger)
    kind, last = lines[-1]
    assert kind == "match_over" and ("won" in last or "win" in last)
    assert not any(token in line for _, line in lines for token in (" play KH", "bid H", "TH"))


@ALL_GAMES
def test_every_legal_action_is_an_allowed_choice_and_refusals_say_why(
    game: Game[Any, Any, Any, Any],
) -> None:
    driver = MatchDriver(game, MatchSetup(3, make_table(humans=4)))
    forbidden_seen = 0
    while not driver.is_over and game.actions_done(driver.match) < 120:
        if driver.needs_deal:
            driver.deal_next()
            continue
        choices = driver.choices()
        allowed = [c.action for c in choices if c.allowed]
        assert set(allowed) == set(driver.match.legal_actions())
        for choice in choices:
            assert choice.label
            if not choice.allowed:
                forbidden_seen += 1
                assert choice.reason and choice.card is not None
                with pytest.raises(IllegalActionError):
                    driver.submit(choice.action)
        driver.submit(allowed[-1])
    assert forbidden_seen > 0


@ALL_GAMES
def test_the_same_seed_plays_the_same_match_and_a_record_resumes_it(
    game: Game[Any, Any, Any, Any],
) -> None:
    setup = MatchSetup(21, make_table(humans=0))
    whole = MatchDriver(game, setup)
    play_out(whole)
    half = MatchDriver(game, setup)
    play_out(half, stop_after=150)
    loaded = game.loads(game.dumps(half.match, setup.seed, {}), "save")
    assert loaded.match == half.match and loaded.seed == 21
    resumed = MatchDriver(game, setup, match=loaded.match)
    play_out(resumed)
    assert resumed.match == whole.match


@ALL_GAMES
def test_views_hide_the_other_hands(game: Game[Any, Any, Any, Any]) -> None:
    driver = MatchDriver(game, MatchSetup(4, make_table(humans=0)))
    driver.deal_next()
    view = game.view(driver.match, Seat.SOUTH)
    assert view is not None
    assert "hands" not in type(view).__dataclass_fields__


def test_seat_levels_map_onto_each_games_levels() -> None:
    belot = game_named("belot")
    assert bot_level(belot, "search") == "search"
    assert [bot_level(belot, level) for level in ("beginner", "medium", "hard", "expert")] == [
        "random",
        "heuristic",
        "heuristic",
        "search",
    ]
    assert bot_level(belot, "unknown") == "search"
    assert bot_level(game_named("baloot"), "expert") == "expert"


def test_the_registry_names_each_game_once() -> None:
    assert game_named(" Belot ") is game_named("belot")
    assert [g.key for g in all_games()] == list(GAME_KEYS)
    with pytest.raises(NotationError, match="unknown game 'chess'"):
        game_named("chess")
