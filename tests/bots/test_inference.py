"""World weights: the auction and the play make some guesses of the hidden cards likelier."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from baloot_tui.core.cards import DECK, SUITS, Rank, mask_of
from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.bots.inference import PlayModel, auction_weight, play_weight
from baloot_tui.games.baloot.bots.medium import MediumBot
from baloot_tui.games.baloot.bots.simulator import TABLES, PlayRules, policy_surprises, trump_index
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.bots.worlds import hand_plays, played_by_seat, sample_worlds
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import preset
from baloot_tui.games.baloot.rules.round import RoundState, deal
from tests.bots.test_worlds import voids_from_history


def medium_states(seed: int, hands: int) -> Iterator[RoundState]:
    """Every card-play state of hands bid and played by the medium level."""
    medium = MediumBot()
    rng = random.Random(seed)
    for index in range(hands):
        state = deal(rng, SEATS[index % 4], preset("kammelna"))
        while not state.is_over:
            if state.phase is Phase.PLAYING:
                yield state
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            state = state.apply(medium.choose(view, view.legal_actions, rng))


def first_cards(seed: int, hands: int) -> Iterator[RoundState]:
    """The state before the first card of each medium hand."""
    for state in medium_states(seed, hands):
        play = state.play
        if play is not None and not play.tricks and not play.trick:
            yield state


@pytest.mark.parametrize("count", range(1, 9))
def test_graded_play_factors_are_the_chances_of_the_legal_cards(count: int) -> None:
    model = PlayModel(hit=0.8, temper=1.0, graded=True)
    total = model.factor(count, True) + (count - 1) * model.factor(count, False)
    assert total == pytest.approx(1.0)
    assert model.factor(1, False) == 1.0


def test_the_surprise_model_halves_a_world_per_card_the_habits_would_not_play() -> None:
    rng = random.Random(4)
    checked = 0
    for state in medium_states(3, 12):
        view = state.view(SEATS[rng.randrange(4)])
        plays = hand_plays(view)
        played = played_by_seat(view)
        tables, rules = TABLES[trump_index(view.trump)], PlayRules.of(view.rules)
        for world in sample_worlds(view, 3, rng):
            dealt = [world.hands[s] | played[s] for s in SEATS]
            surprises = policy_surprises(plays, dealt, tables, view.closed, rules, view.seat)
            weight = play_weight(plays, dealt, tables, view.closed, rules, view.seat)
            assert weight == pytest.approx(0.5**surprises)
            checked += surprises > 0
    assert checked > 20


def test_a_seat_that_showed_out_of_a_suit_is_never_dealt_it() -> None:
    rng = random.Random(6)
    shown_out = 0
    for state in medium_states(5, 25):
        view = state.view(SEATS[rng.randrange(4)])
        misses = voids_from_history(state)
        if not any(misses[s] for s in SEATS if s is not view.seat):
            continue
        shown_out += 1
        for world in sample_worlds(view, 6, rng, weighted=True):
            assert world.weight > 0
            for seat in SEATS:
                assert world.hands[seat] & misses[seat] == 0
    assert shown_out > 50


def bidder_chances(contract: Contract, ranks: tuple[Rank, ...]) -> tuple[float, float, float]:
    """How often, over medium auctions, the buyer holds one of ``ranks`` of the key suits.

    Seen from the seat after the buyer at the first card: the uniform worlds' chance,
    the auction-weighted worlds' chance, and the real share (key suits: the trumps in
    Hokum, each suit in Sun).
    """
    uniform = weighted = real = 0.0
    found = 0
    rng = random.Random(2)
    for state in first_cards(11, 160):
        if state.contract is not contract or state.buyer is None:
            continue
        buyer = state.buyer
        view = state.view(buyer.next)
        suits = [view.trump] if view.trump is not None else list(SUITS)
        wanted = sum(c.bit for c in DECK if c.suit in suits and c.rank in ranks)
        tracker = CardTracker.from_view(view)
        wanted &= tracker.unseen_mask
        if not wanted:
            continue
        worlds = sample_worlds(view, 120, rng, tracker=tracker)
        weights = [auction_weight(tracker, w.hands, view.seat) for w in worlds]
        holds = [bool(w.hands[buyer] & wanted) for w in worlds]
        uniform += sum(holds) / len(worlds)
        weighted += sum(w for w, h in zip(weights, holds, strict=True) if h) / sum(weights)
        real += bool(mask_of(state.hands[buyer]) & wanted)
        found += 1
    assert found > 15
    return uniform / found, weighted / found, real / found


def test_weights_favour_hands_that_fit_a_hokum_bid() -> None:
    """A Hokum buyer usually holds the Jack or the Nine of trumps; weighted worlds say so."""
    uniform, weighted, real = bidder_chances(Contract.HOKUM, (Rank.JACK, Rank.NINE))
    assert weighted > uniform + 0.15
    assert abs(weighted - real) < abs(uniform - real)


def test_weights_favour_hands_that_fit_a_sun_bid() -> None:
    """A Sun buyer usually holds Aces; weighted worlds give it more of them."""
    uniform, weighted, real = bidder_chances(Contract.SUN, (Rank.ACE,))
    assert weighted > uniform + 0.05
    assert abs(weighted - real) < abs(uniform - real)
