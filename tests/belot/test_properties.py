"""Properties of random Belot deals and matches played through the public API.

Every game is drawn from a seeded ``random.Random``; hypothesis picks the seed, the
preset and the dealer, so a failure shrinks to a small reproducible case.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baloot_tui.core.cards import DECK
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.belot.rules.actions import Action, Declare, Pass, PlayCard, parse_action
from baloot_tui.games.belot.rules.contracts import ContractKind
from baloot_tui.games.belot.rules.hand import BelotHand, deal
from baloot_tui.games.belot.rules.house_rules import PRESETS, BelotRules, preset
from baloot_tui.games.belot.rules.match import new_match
from baloot_tui.games.belot.rules.scoring import round_total
from baloot_tui.games.belot.rules.view import Phase
from tests import game_kit
from tests.game_kit import (
    check_every_listed_action_applies,
    check_refusals,
    play_random_match,
    played_cards,
)

PRESET_NAMES = sorted(PRESETS)
seeds = st.integers(min_value=0, max_value=2**32 - 1)
presets = st.sampled_from(PRESET_NAMES)
dealers = st.sampled_from(SEATS)
RAW_CARDS = {ContractKind.SUIT: 162, ContractKind.NO_TRUMPS: 260, ContractKind.ALL_TRUMPS: 258}
"""§1.4: card points with the last ten, after the No-Trumps doubling."""


def check_conservation(hand: BelotHand) -> None:
    game_kit.check_conservation(hand.hands, hand.play, hand.deck[20:] if not hand.dealt else ())


def check_tricks(hand: BelotHand) -> None:
    play = hand.play
    if play is None:
        return
    for trick in play.tricks:
        seats = {a.seat for a in hand.history if isinstance(a, PlayCard) and a.card in trick.cards}
        assert len(trick.cards) == 4 and len(seats) == 4


def check_views(hand: BelotHand) -> None:
    """A view shows its own hand and nothing of the cards others still hold."""
    for seat in SEATS:
        view = hand.view(seat)
        assert view.hand == hand.hands[seat]
        hidden = {c for s in SEATS if s is not seat for c in hand.hands[s]}
        seen = {o.card for o in view.card_options}
        for item in (*view.history, *view.legal_actions):
            if isinstance(item, Declare):
                seen |= {c for d in item.declarations for c in d.cards}
            if isinstance(item, PlayCard):
                seen.add(item.card)
        seen |= {c for ds in view.revealed for d in ds for c in d.cards}
        assert not seen & hidden


def check_score(hand: BelotHand, rules: BelotRules) -> None:
    """§1.4 and §5: the raw totals and the board points the book gives."""
    result = hand.result
    assert result is not None
    if result.kind == "all_pass":
        assert result.points == (0, 0) and result.hanging == hand.hanging_in
        return
    score, play, contract = result.score, hand.play, hand.contract
    assert score is not None and play is not None and contract is not None
    assert sum(play.tricks_won) == 8 and sorted(played_cards(play)) == sorted(DECK)
    assert sum(score.card_raw) == RAW_CARDS[contract.kind]
    assert sum(score.raw_totals) == (
        sum(score.card_raw) + sum(score.declaration_raw) + sum(score.belote_raw) + score.valat_bonus
    )
    total, m = sum(score.raw_totals), score.multiplier
    if score.outcome == "contra_void":
        pot = round_total(total)
    elif rules.valat_doubling == "bonus_not_multiplied" and m > 1:
        pot = round_total(total - score.valat_bonus) * m + round_total(score.valat_bonus)
    else:
        pot = round_total(total) * m
    assert sum(score.points) + score.hanging - hand.hanging_in == pot


def play_random_deal(seed: int, preset_name: str, dealer: Seat) -> BelotHand:
    """Play one deal with random legal actions, checking every property on the way."""
    rng = random.Random(seed)
    rules = preset(preset_name)
    hand = deal(rng, dealer, rules, hanging=rng.choice((0, 0, 8, 21)))
    while not hand.is_over:
        check_conservation(hand)
        check_tricks(hand)
        check_views(hand)
        legal = hand.legal_actions()
        assert legal, "a legal action exists until the deal ends"
        check_refusals(hand, rng, Pass, PlayCard, hand.phase is Phase.PLAYING)
        check_every_listed_action_applies(hand, legal)
        action: Action = rng.choice(legal)
        assert parse_action(str(action)) == action
        hand = hand.apply(action)
        assert hand.history[-1] == action
    check_tricks(hand)
    check_conservation(hand)
    check_score(hand, rules)
    assert hand.legal_actions() == () and hand.to_act is None
    return hand


@given(seed=seeds, preset_name=presets, dealer=dealers)
def test_random_deals_keep_every_invariant(seed: int, preset_name: str, dealer: Seat) -> None:
    play_random_deal(seed, preset_name, dealer)


@given(seed=seeds, preset_name=presets)
def test_random_matches_end_with_a_winner(seed: int, preset_name: str) -> None:
    rng = random.Random(seed)
    match = play_random_match(new_match(preset(preset_name), rng.choice(SEATS)), rng, 20_000)
    assert max(match.scores) >= match.target and match.scores[0] != match.scores[1]


@pytest.mark.slow
@pytest.mark.parametrize("preset_name", PRESET_NAMES)
def test_many_random_deals(preset_name: str) -> None:
    for seed in range(600):
        play_random_deal(seed, preset_name, SEATS[seed % 4])
