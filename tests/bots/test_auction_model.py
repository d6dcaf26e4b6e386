"""The auction model: worlds are weighed by how well their hands explain the calls."""

from __future__ import annotations

import random

from baloot_tui.bots.auction_model import AuctionModel, guess_first_hands
from baloot_tui.bots.medium import MediumBot
from baloot_tui.bots.worlds import sample_deck_worlds, sample_worlds
from baloot_tui.rules.cards import mask_of
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.house_rules import preset
from baloot_tui.rules.round import RoundState, deal
from baloot_tui.rules.seats import SEATS

Fives = tuple[int, int, int, int]


def medium_auctions(seed: int, count: int) -> list[tuple[RoundState, Fives]]:
    """States just after medium bots bought a hand, with each seat's first five cards."""
    medium = MediumBot()
    rng = random.Random(seed)
    states: list[tuple[RoundState, Fives]] = []
    for index in range(count):
        state = deal(rng, SEATS[index % 4], preset("kammelna"))
        h = state.hands
        firsts = (mask_of(h[0]), mask_of(h[1]), mask_of(h[2]), mask_of(h[3]))
        while state.phase is Phase.BIDDING:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            state = state.apply(medium.choose(view, view.legal_actions, rng))
        if state.result is None:
            states.append((state, firsts))
    return states


def test_real_hands_explain_medium_calls_and_shuffled_hands_do_not() -> None:
    """The model is the medium bidder: its own auctions hold no surprise in the real deal."""
    rng = random.Random(3)
    shuffled_surprises = 0
    states = medium_auctions(5, 60)
    assert len(states) > 40
    for state, firsts in states:
        view = state.view(SEATS[0])
        model = AuctionModel.of(view)
        assert model.calls and all(a.seat is not SEATS[0] for _, a in model.calls)
        assert model.surprises(firsts) == 0
        assert model.weight(firsts) == 1.0
        deals = [w.hands for w in sample_worlds(view, 4, rng)]
        shuffled_surprises += sum(
            model.surprises(guess_first_hands(hands, view.face_card, rng)) for hands in deals
        )
    assert shuffled_surprises > len(states)


def test_guessed_first_hands_are_five_dealt_cards_without_the_face_card() -> None:
    state = medium_auctions(9, 5)[0][0]
    dealt = tuple(mask_of(h) for h in state.dealt)
    face = state.face_card
    for seed in range(20):
        firsts = guess_first_hands(dealt, face, random.Random(seed))
        for seat in SEATS:
            assert firsts[seat].bit_count() == 5
            assert firsts[seat] & ~dealt[seat] == 0
            assert not firsts[seat] & face.bit


def test_weighted_worlds_use_the_calls() -> None:
    """During the auction and the play, worlds that contradict the calls weigh less."""
    rng = random.Random(8)
    state = medium_auctions(11, 3)[0][0]
    view = state.view(SEATS[0])
    plain = sample_worlds(view, 32, random.Random(1))
    weighted = sample_worlds(view, 32, random.Random(1), weighted=True)
    assert {w.weight for w in plain} == {1.0}
    assert min(w.weight for w in weighted) < 1.0
    bidding = deal(rng, SEATS[1], preset("kammelna"))
    first = bidding.to_act
    assert first is not None
    bidding = bidding.apply(MediumBot().choose(bidding.view(first), bidding.legal_actions(), rng))
    seat = bidding.to_act
    assert seat is not None
    decks = sample_deck_worlds(bidding.view(seat), 64, rng, weighted=True)
    assert len({w.weight for w in decks}) > 1
