"""The doubling ladder of RULES.md §3 and §9 rows 6-8, through the hand state.

The Hokum hands follow §10.3 B1: dealer WEST, EAST buys Hokum ♥, so the
opponents asked first are NORTH (the seat after the buyer), then SOUTH.
"""

from __future__ import annotations

import pytest

from baloot_tui.core.cards import card
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import Team
from baloot_tui.games.baloot.rules.actions import Double, DoubleStep, Pass, PlayCard
from baloot_tui.games.baloot.rules.doubling import LadderStage, sun_double_allowed
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.round import RoundState
from tests.rules.rules_kit import P1, P2, P3, P4, b1_hokum, hand_state, run


def legal(state: RoundState) -> str:
    return ", ".join(str(a) for a in state.legal_actions())


def raises(state: RoundState) -> str:
    """The calls open on the ladder ("" once play has started)."""
    return legal(state) if state.phase is Phase.DOUBLING else ""


def ladder(state: RoundState) -> str:
    """The phase, the multiplier, closed or open, Gahwa."""
    d = state.doubling
    assert d is not None
    lock = "closed" if d.closed else "open"
    return f"{state.phase.value} x{d.multiplier} {lock}" + (" gahwa" if d.gahwa else "")


def test_d1_double_closed_three_four_open_gahwa() -> None:
    # RULES §10.3 D1.
    state = run(b1_hokum(), "N double closed, E three, N four open, E gahwa")
    assert ladder(state) == "playing x4 open gahwa"
    assert state.doubling is not None and state.doubling.last_raiser is P2
    assert not state.closed


LADDER: list[tuple[str, str, str, str]] = [
    (
        "opponents asked after the buyer",
        "",
        "N pass, N double closed, N double open",
        "doubling x1 open",
    ),
    (
        "second opponent asked",
        "N pass",
        "S pass, S double closed, S double open",
        "doubling x1 open",
    ),
    ("no double: play", "N pass, S pass", "", "playing x1 open"),
    ("double closed: buyer may Three", "N double closed", "E pass, E three", "doubling x2 closed"),
    ("double open", "N double open", "E pass, E three", "doubling x2 open"),
    ("double stays closed", "N double closed, E pass", "", "playing x2 closed"),
    ("second opponent doubles", "N pass, S double open", "E pass, E three", "doubling x2 open"),
    (
        "three: doubler may Four",
        "N double closed, E three",
        "N pass, N four closed, N four open",
        "doubling x3 open",
    ),
    ("three is always open", "N double closed, E three, N pass", "", "playing x3 open"),
    (
        "four closed: buyer may Gahwa",
        "N double open, E three, N four closed",
        "E pass, E gahwa",
        "doubling x4 closed",
    ),
    ("four stays closed", "N double open, E three, N four closed, E pass", "", "playing x4 closed"),
    ("four open", "N double closed, E three, N four open, E pass", "", "playing x4 open"),
    (
        "gahwa is open",
        "N double closed, E three, N four closed, E gahwa",
        "",
        "playing x4 open gahwa",
    ),
    (
        "Four belongs to the second opponent who doubled",
        "N pass, S double closed, E three",
        "S pass, S four closed, S four open",
        "doubling x3 open",
    ),
]


@pytest.mark.parametrize(
    ("calls", "options", "expected"),
    [row[1:] for row in LADDER],
    ids=[row[0] for row in LADDER],
)
def test_ladder(calls: str, options: str, expected: str) -> None:
    state = run(b1_hokum(), calls)
    assert raises(state) == options
    assert ladder(state) == expected


@pytest.mark.parametrize(
    ("rights", "calls", "options"),
    [
        ("individual", "N double open", "E pass, E three"),
        ("individual", "N double open, E pass", ""),
        ("team", "N double open", "E pass, E three"),
        ("team", "N double open, E pass", "W pass, W three"),
        ("individual", "N double open, E three", "N pass, N four closed, N four open"),
        ("individual", "N double open, E three, N pass", ""),
        ("team", "N double open, E pass, W three", "N pass, N four closed, N four open"),
        ("team", "N double open, E three, N pass", "S pass, S four closed, S four open"),
        ("team", "N double open, E three, N pass, S four open", "E pass, E gahwa"),
        ("team", "N double open, E three, N pass, S four open, E pass", "W pass, W gahwa"),
        ("individual", "N double open, E three, N four open, E pass", ""),
    ],
)
def test_flag_raise_rights(rights: str, calls: str, options: str) -> None:
    state = run(b1_hokum(HouseRules().replace(raise_rights=rights)), calls)
    assert raises(state) == options
    if not options:
        assert state.phase is Phase.PLAYING


def test_only_the_buyer_may_three_by_default() -> None:
    state = run(b1_hokum(), "N double open")
    with pytest.raises(IllegalActionError, match=r"wrong_turn \(seat E, other W\)"):
        state.apply(Double(P4, DoubleStep.THREE))


@pytest.mark.parametrize(
    ("chooser", "calls", "options", "expected"),
    [
        ("doubler", "N double closed", "E pass, E three", "doubling x2 closed"),
        (
            "every_caller",
            "N double open",
            "E pass, E three closed, E three open",
            "doubling x2 open",
        ),
        ("every_caller", "N double open, E three closed, N pass", "", "playing x3 closed"),
        ("every_caller", "N double closed, E three open, N pass", "", "playing x3 open"),
        (
            "every_caller",
            "N double open, E three, N four open",
            "E pass, E gahwa closed, E gahwa open",
            "doubling x4 open",
        ),
        (
            "every_caller",
            "N double open, E three, N four open, E gahwa closed",
            "",
            "playing x4 closed gahwa",
        ),
    ],
)
def test_flag_lock_chooser(chooser: str, calls: str, options: str, expected: str) -> None:
    calls = calls.replace("E three,", "E three open,") if chooser == "every_caller" else calls
    state = run(b1_hokum(HouseRules().replace(lock_chooser=chooser)), calls)
    assert raises(state) == options
    assert ladder(state) == expected


def test_doubling_is_after_the_deal_and_before_the_first_card() -> None:
    state = b1_hokum()
    assert state.phase is Phase.DOUBLING
    assert [len(h) for h in state.hands] == [8, 8, 8, 8]
    with pytest.raises(IllegalActionError, match="doubling_calls_only"):
        state.apply(PlayCard(P3, card("AS")))


def test_buyers_side_cannot_double() -> None:
    state = b1_hokum()
    with pytest.raises(IllegalActionError, match=r"wrong_turn \(seat N, other E\)"):
        state.apply(Double(P2, DoubleStep.DOUBLE, True))
    with pytest.raises(IllegalActionError, match="doubling_step_closed"):
        state.apply(Double(P3, DoubleStep.THREE))


# --- the closed game (RULES §3.1, §10.4 L7 and L7b) --------------------------------------


def test_closed_game_restricts_only_trump_leads() -> None:
    state = run(b1_hokum(), "N double closed, E pass")
    assert state.closed
    state = run(state, "S declare")
    # L7: S holds trumps and side cards: no trump lead.
    assert legal(state) == "S play 7S, S play 8S, S play 9S, S play 7D, S play 8D, S play 9D"
    with pytest.raises(IllegalActionError, match="closed_no_trump_lead"):
        state.apply(PlayCard(P1, card("JH")))
    state = run(state, "S play 7S, E declare")
    # EAST is void in spades: trumping in is unaffected by the lock.
    assert legal(state) == "E play 9H, E play QH, E play KH, E play AH"


def test_open_double_allows_trump_leads() -> None:
    state = run(b1_hokum(), "N double open, E pass, S declare")
    assert PlayCard(P1, card("JH")) in state.legal_actions()


# --- Sun (RULES §3.1 "Sun", §9.8) ------------------------------------------------------------


SUN_SCORES: list[tuple[str, tuple[int, int], bool]] = [
    # (rule, (buyer team, other team), allowed)
    ("gt100_lt100", (110, 90), True),
    ("gt100_lt100", (101, 99), True),
    ("gt100_lt100", (100, 99), False),
    ("gt100_lt100", (101, 100), False),
    ("gt100_lt100", (90, 110), False),
    ("gt100_lt100", (0, 0), False),
    ("gt100_le100", (101, 100), True),
    ("gt100_le100", (100, 50), False),
    ("gt100_le100", (101, 101), False),
    ("ge100_lt100", (100, 99), True),
    ("ge100_lt100", (100, 100), False),
    ("ge100_lt100", (99, 0), False),
    ("one_team_over_100", (101, 100), True),
    ("one_team_over_100", (100, 101), True),
    ("one_team_over_100", (50, 120), True),
    ("one_team_over_100", (100, 100), False),
    ("one_team_over_100", (101, 101), False),
]


@pytest.mark.parametrize(("rule", "scores", "allowed"), SUN_SCORES)
def test_flag_sun_double_rule(rule: str, scores: tuple[int, int], allowed: bool) -> None:
    rules = HouseRules().replace(sun_double_rule=rule)
    for buyer_team in Team:
        match_score = scores if buyer_team is Team.NORTH_SOUTH else (scores[1], scores[0])
        assert sun_double_allowed(match_score, buyer_team, rules) is allowed
    # Through a hand: SOUTH (P1) buys Sun; EAST then WEST may double.
    state = run(hand_state("9H", rules=rules, match_score=scores), "S sun")
    if allowed:
        assert state.phase is Phase.DOUBLING
        assert legal(state) == "E pass, E double"
    else:
        assert state.phase is Phase.PLAYING
        assert state.doubling is not None and state.doubling.stage is LadderStage.DONE


def test_sun_double_has_no_three_and_no_lock() -> None:
    state = run(hand_state("9H", match_score=(120, 30)), "S sun, E pass")
    assert legal(state) == "W pass, W double"
    state = run(state, "W double")
    assert state.phase is Phase.PLAYING
    assert state.contract is Contract.SUN
    assert ladder(state) == "playing x2 open"
    assert state.doubling is not None and state.doubling.last_raiser is P4
    for step in (DoubleStep.THREE, DoubleStep.FOUR, DoubleStep.GAHWA):
        assert all(not (isinstance(a, Double) and a.step is step) for a in state.legal_actions())


def test_sun_double_refused_with_a_lock() -> None:
    state = run(hand_state("9H", match_score=(120, 30)), "S sun")
    with pytest.raises(IllegalActionError):
        state.apply(Double(P2, DoubleStep.DOUBLE, True))
    assert state.apply(Pass(P2)).to_act is P4
