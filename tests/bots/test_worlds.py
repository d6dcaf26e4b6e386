"""Sampled worlds never contradict what the seat can see."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from baloot_tui.core.cards import SUITS, mask_of
from baloot_tui.core.seats import SEATS, Seat, turn_order
from baloot_tui.games.baloot.bots.inference import SURPRISE_MODEL, play_weight
from baloot_tui.games.baloot.bots.medium import MediumBot
from baloot_tui.games.baloot.bots.simulator import TABLES, PlayRules, policy_surprises, trump_index
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.bots.worlds import (
    DeckWorld,
    World,
    first_slots,
    played_by_seat,
    resample,
    sample_deck_worlds,
    sample_worlds,
)
from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, Pass
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import preset
from baloot_tui.games.baloot.rules.round import RoundState, deal, start_hand
from baloot_tui.games.baloot.rules.view import PlayerView

SUIT_MASKS = tuple(0xFF << (8 * s) for s in range(4))


def random_states(seed: int, hands: int, rules_name: str = "kammelna") -> Iterator[RoundState]:
    """Every state of some hands played with random legal actions (auctions steered to Hokum)."""
    rng = random.Random(seed)
    for index in range(hands):
        state = deal(rng, SEATS[index % 4], preset(rules_name))
        while not state.is_over:
            yield state
            legal = state.legal_actions()
            if state.phase is Phase.BIDDING and rng.random() < 0.8:
                hokum: list[Action] = [
                    a for a in legal if isinstance(a, Bid) and a.call in (Call.HOKUM, Call.CONFIRM)
                ]
                passes: list[Action] = [a for a in legal if isinstance(a, Pass)]
                state = state.apply(rng.choice(hokum or passes))
            else:
                state = state.apply(rng.choice(legal))


def voids_from_history(state: RoundState) -> list[int]:
    """Suits (as masks) each seat has shown it lacks by not following suit."""
    voids = [0, 0, 0, 0]
    play = state.play
    assert play is not None
    tricks = [(t.leader, t.cards) for t in play.tricks] + [(play.leader, play.trick)]
    for leader, cards in tricks:
        for seat, c in zip(turn_order(leader), cards, strict=False):
            lead = cards[0].suit
            if c.suit is not lead:
                voids[seat] |= SUIT_MASKS[SUITS.index(lead)]
    return voids


@pytest.mark.parametrize("rules_name", ["kammelna", "strict"])
def test_play_worlds_fit_the_view(rules_name: str) -> None:
    rng = random.Random(1)
    checked = 0
    for state in random_states(4, 30, rules_name):
        if state.phase not in (Phase.PLAYING, Phase.DOUBLING):
            continue
        seat = SEATS[rng.randrange(4)]
        view = state.view(seat)
        tracker = CardTracker.from_view(view)
        truth = [mask_of(h) for h in state.hands]
        for s in SEATS:
            assert truth[s] & ~tracker.possible[s] == 0, "the tracker rules out a real card"
        unplayed = truth[0] | truth[1] | truth[2] | truth[3]
        voids = voids_from_history(state) if state.play is not None else [0, 0, 0, 0]
        for world in sample_worlds(view, 5, rng, tracker=tracker):
            hands = world.hands
            assert hands[seat] == truth[seat]
            assert [h.bit_count() for h in hands] == list(view.hand_sizes)
            assert hands[0] | hands[1] | hands[2] | hands[3] == unplayed
            assert sum(h.bit_count() for h in hands) == unplayed.bit_count()
            for s in SEATS:
                assert hands[s] & voids[s] == 0
                assert hands[s] & tracker.known[s] == tracker.known[s]
                assert hands[s] & ~tracker.possible[s] == 0
            if view.buyer is not None and view.face_card.bit & unplayed:
                assert hands[view.buyer] & view.face_card.bit
        checked += 1
    assert checked > 300


def test_worlds_are_deterministic_for_a_seed() -> None:
    state = next(s for s in random_states(2, 3) if s.phase is Phase.PLAYING)
    view = state.view(Seat.NORTH)
    first = sample_worlds(view, 10, random.Random(3))
    assert first == sample_worlds(view, 10, random.Random(3))
    assert len({w.hands for w in first}) > 1


def test_play_worlds_refuse_the_auction() -> None:
    state = next(random_states(2, 1))
    with pytest.raises(ValueError, match="bidding"):
        sample_worlds(state.view(Seat.SOUTH), 1, random.Random(0))


def test_deck_worlds_keep_own_cards_and_face_card() -> None:
    rng = random.Random(8)
    for state in random_states(9, 20):
        if state.phase is not Phase.BIDDING:
            continue
        view = state.view(Seat.EAST)
        for world in sample_deck_worlds(view, 3, rng, weighted=True):
            assert sorted(world.deck) == list(range(32))
            assert world.deck[20] == view.face_card.index
            assert world.first_hands(view.dealer)[Seat.EAST] == mask_of(view.hand)
            assert world.weight > 0


@pytest.mark.parametrize("seed", range(6))
def test_deck_world_deals_like_the_engine(seed: int) -> None:
    """Given the real deck, the world's first and full hands are the engine's."""
    for state in random_states(seed, 6):
        if state.phase is not Phase.DOUBLING and state.phase is not Phase.PLAYING:
            continue
        if state.history and state.dealt:
            world = DeckWorld(tuple(c.index for c in state.deck))
            start = start_hand(state.deck, state.dealer, state.rules)
            assert world.first_hands(state.dealer) == tuple(mask_of(h) for h in start.hands)
            assert state.buyer is not None
            assert world.full_hands(state.dealer, state.buyer) == tuple(
                mask_of(h) for h in state.dealt
            )
            assert sorted(i for s in SEATS for i in first_slots(state.dealer)[s]) == list(range(20))


def play_factor(view: PlayerView, hands: Sequence[int]) -> float:
    """The play part of a world's weight: how well ``hands`` explain the cards played."""
    played = played_by_seat(view)
    plays = [(s, c.index) for t in view.tricks for s, c in t.plays]
    dealt = [hands[s] | played[s] for s in SEATS]
    tables = TABLES[trump_index(view.trump)]
    found = policy_surprises(plays, dealt, tables, view.closed, PlayRules.of(view.rules), view.seat)
    via_model = play_weight(
        plays, dealt, tables, view.closed, PlayRules.of(view.rules), view.seat, SURPRISE_MODEL
    )
    assert via_model == pytest.approx(0.5**found), "the surprise model halves per surprise"
    return via_model


def test_weighted_worlds_favour_hands_that_explain_the_play() -> None:
    """Worlds where the others' cards look like sensible play weigh more, on average.

    Medium bots play the hands; after four tricks the real hands explain their plays
    better than a typical consistent world does, and weighted sampling tells the
    worlds apart by it.
    """
    medium = MediumBot()
    rng = random.Random(12)
    real: list[float] = []
    sampled: list[float] = []
    for index in range(40):
        state = deal(rng, SEATS[index % 4], preset("kammelna"))
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            play = state.play
            if play is not None and len(play.tricks) == 4 and not play.trick:
                real.append(play_factor(view, [mask_of(h) for h in state.hands]))
                sampled.extend(play_factor(view, w.hands) for w in sample_worlds(view, 16, rng))
                weighted = sample_worlds(view, 16, rng, weighted=True)
                assert all(w.weight > 0.0 for w in weighted)
                assert len({w.weight for w in weighted}) > 1
            state = state.apply(medium.choose(view, view.legal_actions, rng))
    assert len(real) > 30
    assert sum(real) / len(real) > 1.5 * sum(sampled) / len(sampled)


def test_resampling_draws_worlds_in_proportion_to_their_weights() -> None:
    heavy, light = World((1, 2, 4, 8), 3.0), World((8, 4, 2, 1), 1.0)
    empty = World((0, 0, 0, 0), 0.0)
    for seed in range(5):
        picked = resample([empty, heavy, light, empty], 4, random.Random(seed))
        assert [w.hands for w in picked] == [heavy.hands] * 3 + [light.hands]
        assert {w.weight for w in picked} == {1.0}


def test_resampling_keeps_the_count_and_draws_only_given_worlds() -> None:
    rng = random.Random(2)
    worlds = [World((i, 0, 0, 0), rng.random()) for i in range(50)]
    picked = resample(worlds, 17, random.Random(3))
    assert len(picked) == 17
    assert {w.hands for w in picked} <= {w.hands for w in worlds}
