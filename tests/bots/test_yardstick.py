"""The yardsticks: legal, view-only, greedy as documented, and played out like the engine."""

from __future__ import annotations

import random

import pytest

from baloot_tui.core.cards import card
from baloot_tui.games.baloot.bots.registry import LEVELS
from baloot_tui.games.baloot.bots.simulator import (
    TABLES,
    PlayRules,
    Position,
    TrumpTables,
    legal_mask,
    trump_index,
)
from baloot_tui.games.baloot.bots.yardstick import (
    LAST_TRICK,
    BaselineBot,
    GreedyBot,
    greedy_card,
    greedy_play_out,
)
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES
from baloot_tui.games.baloot.rules.round import RoundState
from tests.bots.conftest import MatchRunner
from tests.bots.test_no_peeking import sampled, twins

HEARTS = TABLES[trump_index(card("JH").suit)]
SUN = TABLES[trump_index(None)]


def mask(*names: str) -> int:
    return sum(card(n).bit for n in names)


@pytest.mark.parametrize(
    ("legal", "trick", "tables", "expected"),
    [
        (("JH", "AS", "7C"), (), HEARTS, "JH"),  # on lead: the strongest card
        (("AS", "KS", "7C"), (), SUN, "AS"),
        (("AS", "TS", "8S"), ("KS",), SUN, "TS"),  # the cheapest card that beats the King
        (("7S", "8S"), ("AS",), SUN, "7S"),  # cannot win: the cheapest
        (("AS", "7S"), ("KS", "8S"), SUN, "7S"),  # partner winning, not last: cheap
        (("TS", "7S"), ("KS", "8S", "9S"), SUN, "TS"),  # partner winning, last: the richest
        (("7H", "AD"), ("AC",), HEARTS, "7H"),  # a trump beats the side Ace
    ],
)
def test_greedy_card(
    legal: tuple[str, ...], trick: tuple[str, ...], tables: TrumpTables, expected: str
) -> None:
    assert greedy_card(mask(*legal), [card(n).index for n in trick], tables) == card(expected).index


def test_greedy_play_out_matches_a_replay_through_positions() -> None:
    """The fast loop gives North-South the abnat of the same greedy cards played one by one."""
    rng = random.Random(3)
    rules = PlayRules()
    for table in (HEARTS, SUN) * 10:
        order = list(range(32))
        rng.shuffle(order)
        h = [sum(1 << c for c in order[s::4]) for s in range(4)]
        position = Position((h[0], h[1], h[2], h[3]), rng.randrange(4))
        fast = greedy_play_out(position, table, False, rules)
        while position.cards_left:
            hand = position.hands[position.to_act]
            legal = legal_mask(hand, position.trick, table, False, rules)
            position = position.play(greedy_card(legal, position.trick, table), table, rules)
        assert fast == position.card_abnat[0] + (LAST_TRICK if position.leader % 2 == 0 else 0)


def test_yardsticks_are_not_offered_to_players() -> None:
    assert "baseline" not in LEVELS and "greedy" not in LEVELS


@pytest.mark.parametrize("bot", [GreedyBot(), BaselineBot(worlds=4)])
def test_yardsticks_play_legal_matches(
    bot: GreedyBot | BaselineBot, play_match: MatchRunner
) -> None:
    match = play_match([bot, GreedyBot(), bot, GreedyBot()], DEFAULT_RULES, seed=5)
    assert match.winner is not None and match.hands


@pytest.mark.parametrize("bot", [GreedyBot(), BaselineBot(worlds=4)])
def test_yardsticks_see_only_the_view(
    bot: GreedyBot | BaselineBot, medium_decisions: list[RoundState]
) -> None:
    compared = 0
    for state in sampled(medium_decisions, Phase.PLAYING):
        me = state.to_act
        assert me is not None
        for twin in twins(state):
            view, twin_view = state.view(me), twin.view(me)
            mine = bot.choose(view, view.legal_actions, random.Random(1))
            assert mine == bot.choose(twin_view, twin_view.legal_actions, random.Random(1))
            compared += 1
    assert compared >= 3
