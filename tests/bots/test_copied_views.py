"""Every bot decides on a view that went through pickle, or holds copies of the cards.

The arena's workers receive their views pickled; a bot that compared cards or actions
by identity found nothing equal to its choice and raised ``StopIteration``. Cards
unpickle as the deck's own (``Card.__reduce__``), and the bots compare by value, so a
copy that is equal but not the same object (``dataclasses.replace``) decides alike.
"""

from __future__ import annotations

import dataclasses
import pickle
import random
from typing import Any

import pytest

from baloot_tui.core.cards import DECK
from baloot_tui.core.registry import all_games
from baloot_tui.core.seats import Seat

QUICK = {
    "hard": "hard:play_worlds=2,bid_worlds=2,double_worlds=2",
    "expert": "expert:play_worlds=2,bid_worlds=2,double_worlds=2,pimc_worlds=2,oversample=1",
    "search": "search:worlds=2",
}
"""The search levels with few worlds: the test is about what they compare, not how well."""
LEVELS = [(game.key, level) for game in all_games() for level in game.levels]


def fresh(value: Any) -> Any:
    """``value`` with every card of a tuple of actions replaced by an equal new object."""
    if isinstance(value, tuple):
        return tuple(fresh(item) for item in value)
    card = getattr(value, "card", None)
    if card is not None and dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.replace(value, card=dataclasses.replace(card))
    return value


def test_a_card_unpickles_as_the_decks_own() -> None:
    assert all(pickle.loads(pickle.dumps(c)) is c for c in DECK)
    assert dataclasses.replace(DECK[5]) == DECK[5] and dataclasses.replace(DECK[5]) is not DECK[5]


@pytest.mark.parametrize(("game_key", "level"), LEVELS)
@pytest.mark.parametrize("copy", ["pickle", "fresh cards"])
def test_every_level_plays_a_deal_on_copied_views(game_key: str, level: str, copy: str) -> None:
    game = next(g for g in all_games() if g.key == game_key)
    bot = game.arena_bot(QUICK.get(level, level))
    rng = random.Random(7)
    match = game.new_match(Seat.SOUTH)
    deck = list(DECK)
    decisions = 0
    while decisions < 60 and not match.is_over:
        seat = match.to_act
        if seat is None:
            rng.shuffle(deck)
            match = match.deal(tuple(deck))
            continue
        view, legal = game.view(match, seat), game.legal_actions(match)
        if copy == "pickle":
            view, legal = pickle.loads(pickle.dumps((view, legal)))
        else:
            legal = fresh(legal)
        action = bot.choose(view, legal, rng)
        if game.claims is not None and game.claims.is_claim(action):
            action = legal[0]  # a claim is settled by the driver, not applied: play on
        assert action in legal
        match = game.apply(match, action)
        decisions += 1
    assert decisions == 60 or match.is_over
