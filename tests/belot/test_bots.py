"""The Belot bots: legal over many seeded deals under every preset, blind to hidden
cards, deterministic from the seed, and the heuristics doing what their rules say."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baloot_tui.core.cards import SUITS, Card, Suit, cards_from_mask, mask_of, parse_cards
from baloot_tui.core.errors import NotationError
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.games.belot.bots import (
    BELOT_LEVELS,
    HeuristicBelotBot,
    RandomBelotBot,
    SearchBelotBot,
    build_belot_bot,
)
from baloot_tui.games.belot.bots.heuristic import play_action
from baloot_tui.games.belot.bots.outlook import Outlook, declaration_estimate, outlook
from baloot_tui.games.belot.bots.search import Rollout, sample_world, solve, turn_orders
from baloot_tui.games.belot.bots.tracking import track
from baloot_tui.games.belot.rules.actions import (
    Action,
    Bid,
    Contra,
    Declare,
    Pass,
    PlayCard,
    Recontra,
)
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.declarations import parse_declaration
from baloot_tui.games.belot.rules.hand import BelotHand, deal, start_deal
from baloot_tui.games.belot.rules.house_rules import PRESETS, BelotRules
from baloot_tui.games.belot.rules.view import BelotView
from baloot_tui.games.belot.selfplay import play_deal
from baloot_tui.play.arena import ArenaConfig, play_match, run_arena
from tests.belot.belot_kit import DEALER, P1, P2, P3, P4, dealt, play_cards, run

RULE_SETS = {**PRESETS, "clockwise": BelotRules(direction="clockwise")}
HEURISTIC = HeuristicBelotBot()
SMALL_SEARCH = SearchBelotBot(worlds=2, exact=2)


def seen(hand: BelotHand, seat: Seat) -> tuple[BelotView, tuple[Action, ...]]:
    """What a bot at ``seat`` is given: its view and the legal actions."""
    view = hand.view(seat)
    return view, view.legal_actions


def rngs(seed: int) -> dict[Seat, random.Random]:
    return {s: random.Random(f"{seed}:{s.value}") for s in SEATS}


# ------------------------------------------------------------------ legality


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_random_and_heuristic_play_only_legal_actions_under_every_preset(name: str) -> None:
    rules = RULE_SETS[name]
    for seed in range(40):
        rng = random.Random(seed)
        hand = deal(rng, SEATS[seed % 4], rules)
        bots = {s: HEURISTIC if (s + seed) % 2 else RandomBelotBot() for s in SEATS}
        finished = play_deal(hand, bots, rngs(seed))  # IllegalActionError on an illegal choice
        assert finished.is_over


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_search_plays_only_legal_actions_under_every_preset(name: str) -> None:
    rules = RULE_SETS[name]
    for seed in range(4):
        hand = deal(random.Random(seed), SEATS[seed % 4], rules)
        bots = {s: SMALL_SEARCH if s % 2 == seed % 2 else HEURISTIC for s in SEATS}
        assert play_deal(hand, bots, rngs(seed)).is_over


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from(sorted(RULE_SETS)))
def test_every_level_chooses_from_the_legal_actions(seed: int, name: str) -> None:
    rng = random.Random(seed)
    hand = deal(rng, rng.choice(SEATS), RULE_SETS[name])
    bots = (RandomBelotBot(), HEURISTIC, SMALL_SEARCH)
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        bot = bots[rng.randrange(3)]
        action = bot.choose(*seen(hand, seat), rng)
        assert action in hand.legal_actions(), (bot.name, str(action))
        hand = hand.apply(action)


# ------------------------------------------------------------- hidden cards


def _into_play(seed: int) -> tuple[BelotHand, BelotHand]:
    """Two deals where South holds the same cards and every public event is the same,
    but the other 24 cards lie differently; South is to make its first play."""
    calls = f"{P1.letter} bid H, {P2.letter} pass, {P3.letter} pass, {P4.letter} pass"
    first = run(deal(random.Random(seed), DEALER), calls)
    deck, south = list(first.deck), set(first.hands[Seat.SOUTH])
    rng = random.Random(seed + 1)
    for group in (range(20), range(20, 32)):  # before and after the auction
        positions = [i for i in group if deck[i] not in south]
        moved = [deck[i] for i in positions]
        rng.shuffle(moved)
        for i, c in zip(positions, moved, strict=True):
            deck[i] = c
    return first, run(start_deal(tuple(deck), DEALER), calls)


@pytest.mark.parametrize("seed", range(6))
def test_bots_decide_from_the_view_alone(seed: int) -> None:
    first, second = _into_play(seed)
    assert first.hands != second.hands
    view = first.view(Seat.SOUTH)
    assert view == second.view(Seat.SOUTH)
    for bot in (HEURISTIC, SMALL_SEARCH, RandomBelotBot()):
        assert bot.choose(view, view.legal_actions, random.Random(seed)) == bot.choose(
            *seen(second, Seat.SOUTH), random.Random(seed)
        )


def _midway(seed: int, cards: int) -> BelotHand:
    rng = random.Random(seed)
    hand = deal(rng, DEALER)
    bots = {s: HEURISTIC for s in SEATS}
    while not hand.is_over and (hand.play is None or _played(hand) < cards):
        seat = hand.to_act
        assert seat is not None
        hand = hand.apply(bots[seat].choose(*seen(hand, seat), rng))
    return hand


def _played(hand: BelotHand) -> int:
    assert hand.play is not None
    return 4 * len(hand.play.tricks) + len(hand.play.trick)


@pytest.mark.parametrize("seed", range(30))
def test_sampled_worlds_agree_with_everything_the_seat_has_seen(seed: int) -> None:
    hand = _midway(seed, 5 + seed % 20)
    if hand.is_over:
        return
    seat = hand.to_act
    assert seat is not None
    view = hand.view(seat)
    knowledge = track(view)
    for truth in SEATS:  # what the seat deduced is true of the real hands
        held = {c.suit for c in hand.hands[truth]}
        for s, suit in enumerate(SUITS):
            if knowledge.voids[truth] >> s & 1:
                assert suit not in held
        assert all(c in hand.hands[truth] for c in cards_from_mask(knowledge.holds[truth]))
    rng = random.Random(seed)
    for _ in range(10):
        world = sample_world(view, knowledge, rng)
        assert cards_from_mask(world[seat]) == view.hand
        assert [w.bit_count() for w in world] == list(view.hand_sizes)
        union = world[0] | world[1] | world[2] | world[3]
        assert union & knowledge.out == 0
        assert union.bit_count() == sum(view.hand_sizes)
        for other in SEATS:
            for c in cards_from_mask(world[other]):
                assert not knowledge.voids[other] >> (c.index >> 3) & 1


# --------------------------------------------------------------- determinism


def arena(a: str, b: str, pairs: int, seed: int) -> ArenaConfig:
    return ArenaConfig(a, b, 2 * pairs, seed, game="belot")


def test_matches_replay_from_the_seed() -> None:
    config = arena("heuristic", "random", 4, seed=5)
    first, again = play_match(config, 3, 0), play_match(config, 3, 0)
    assert (first.a_score, first.b_score, first.winner, first.hands) == (
        again.a_score,
        again.b_score,
        again.winner,
        again.hands,
    )


def test_search_choice_is_a_function_of_view_and_seed() -> None:
    hand = _midway(2, 9)
    seat = hand.to_act
    assert seat is not None
    view = hand.view(seat)
    bot = SearchBelotBot(worlds=4)
    assert bot.choose(view, view.legal_actions, random.Random(11)) == bot.choose(
        view, view.legal_actions, random.Random(11)
    )


def test_duplicate_pairs_mirror_the_seats() -> None:
    summary = run_arena(arena("heuristic", "heuristic", pairs=2, seed=1))
    assert [r.a_team for r in summary.records] == [0, 1, 0, 1]
    assert summary.margin_per_deal.value == pytest.approx(0.0)  # same level: exact mirror


# ------------------------------------------------------------------ strength


def test_heuristic_beats_random() -> None:
    summary = run_arena(arena("heuristic", "random", pairs=3, seed=0))
    assert summary.a_wins >= 5 and summary.margin_per_deal.low > 0


@pytest.mark.slow
def test_search_beats_random() -> None:
    summary = run_arena(arena("search:worlds=3,exact=2", "random", pairs=2, seed=0))
    assert summary.a_wins >= 3 and summary.margin_per_deal.value > 0


def test_exact_endgame_finds_the_forced_margin() -> None:
    # Hearts trump, two cards each, South to lead: JH and 9H are the two top trumps,
    # so South takes both tricks whatever the others do.
    rules = BelotRules()
    hands = [mask_of(_cards(text)) for text in ("JH 9H", "7S 8S", "AS TS", "KS QS")]
    rollout = Rollout(
        Contract.HEARTS, rules, P1.team, hands, (), Seat.SOUTH, 2, [0, 0], turn_orders(rules)
    )
    points = 20 + 14 + 11 + 10 + 4 + 3 + 10
    assert solve(rollout, Seat.SOUTH.team) == points


def _cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


# ---------------------------------------------------------- auction heuristics


@pytest.mark.parametrize(
    ("first_five", "expected"),
    [
        ("JH 9H TH 7S 8S", Bid(P1, Contract.HEARTS)),  # J, 9 and length of a suit
        ("AS AH AD 7C 8C", Bid(P1, Contract.NO_TRUMPS)),  # three aces
        ("JS JH 9H 9S 8D", Bid(P1, Contract.ALL_TRUMPS)),  # two jacks and a nine
        ("7S 8S QH KD 7D", Pass(P1)),  # nothing
    ],
)
def test_heuristic_bids_on_hand_strength(first_five: str, expected: object) -> None:
    hand = dealt({P1: first_five + " " + " ".join(_spare(first_five))})
    assert HEURISTIC.choose(*seen(hand, P1), random.Random(0)) == expected


def _spare(first_five: str) -> list[str]:
    used = set(first_five.split())
    pool = [str(c) for c in cards_from_mask((1 << 32) - 1) if str(c) not in used]
    return [c for c in pool if c[0] in "789QK"][:3]


def test_heuristic_contras_a_bid_in_its_own_strong_suit_and_passes_a_weak_defence() -> None:
    strong = dealt({P2: "JH 9H AH TH AS 7C 8C 7D"})
    after_bid = run(strong, f"{P1.letter} bid H")
    assert HEURISTIC.choose(*seen(after_bid, P2), random.Random(0)) == Contra(P2)
    weak = dealt({P2: "7S 8S 7H 8D QC 7C 8C 7D"})
    after_bid = run(weak, f"{P1.letter} bid H")
    assert HEURISTIC.choose(*seen(after_bid, P2), random.Random(0)) == Pass(P2)


def test_heuristic_recontras_with_a_strong_contract() -> None:
    hand = dealt({P1: "JH 9H AH TH KH 7C 8C 7D"})
    doubled = run(
        hand, f"{P1.letter} bid H, {P2.letter} contra, {P3.letter} pass, {P4.letter} pass"
    )
    assert HEURISTIC.choose(*seen(doubled, P1), random.Random(0)) == Recontra(P1)


# --------------------------------------------------------- play heuristics


def _playing(hands: dict[Seat, str], contract: str) -> BelotHand:
    """The deal after P1 bids ``contract`` and the others pass."""
    calls = f"{P1.letter} bid {contract}, {P2.letter} pass, {P3.letter} pass, {P4.letter} pass"
    return run(dealt(hands), calls)


def test_declares_the_most_valuable_option() -> None:
    hand = _playing({P1: "TS TH TD TC 7H 8H 9H QC"}, "S")
    choice = HEURISTIC.choose(*seen(hand, P1), random.Random(0))
    assert isinstance(choice, Declare)
    assert sum(d.value(BelotRules()) for d in choice.declarations) == 120


def test_bidder_draws_trumps_with_the_master_trump() -> None:
    hand = _playing({P1: "JH 9H 7H AS 7S 8D 7C 8C"}, "H")
    assert HEURISTIC.choose(*seen(hand, P1), random.Random(0)) == PlayCard(P1, _cards("JH")[0])


def test_feeds_points_to_a_partner_who_surely_wins() -> None:
    # No Trumps; P1 leads AS, P2 follows low; P3, void, gives a ten (its aces are out).
    hand = _playing(
        {
            P1: "AS 7H 8H 9H 7D 8D 9D 7C",
            P2: "7S 8S 9S QS KS JH JD JC",
            P3: "TH TD TC KH KD KC QH QD",
        },
        "NT",
    )
    hand = play_cards(hand, "AS 7S")
    choice = HEURISTIC.choose(*seen(hand, P3), random.Random(0))
    assert isinstance(choice, PlayCard) and choice.card.rank.value == "T"


def test_a_king_or_queen_of_trumps_is_played_with_its_belote() -> None:
    hand = _playing({P1: "KH QH 7H AS 7S 8D 7C 8C"}, "H")
    king = _cards("KH")[0]
    assert play_action(hand.view(P1), king) == PlayCard(P1, king, True)
    assert play_action(hand.view(P1), _cards("AS")[0]) == PlayCard(P1, _cards("AS")[0])


# ------------------------------------------------------------------ registry


def test_every_level_builds_by_name() -> None:
    assert [build_belot_bot(level).name for level in BELOT_LEVELS] == list(BELOT_LEVELS)
    assert build_belot_bot("search:worlds=5,exact=1") == SearchBelotBot(worlds=5, exact=1)


@pytest.mark.parametrize("spec", ["expert", "search:worlds=0", "search:depth=3", "random:x=1"])
def test_unknown_levels_and_settings_are_refused(spec: str) -> None:
    with pytest.raises(NotationError):
        build_belot_bot(spec)


def test_tracking_reads_voids_from_the_duty_to_trump() -> None:
    # Hearts trump. P1 leads AS. P2, void and facing an opponent's winner, discards a
    # diamond: no spades and no trumps. P3 discards on its partner's winner: no spades
    # only (the partner exemption lets it keep trumps).
    hand = _playing(
        {
            P1: "AS 7S 8S 9S TS QS 7H 8H",
            P2: "7D 8D 9D TD 7C 8C 9C TC",
            P3: "JH 9H AD KD QD JD AC KC",
        },
        "H",
    )
    hand = play_cards(hand, "AS 7D AD")
    voids = track(hand.view(P4)).voids
    spades, hearts = 1 << SUITS.index(Suit.SPADES), 1 << SUITS.index(Suit.HEARTS)
    assert voids[P2] == spades | hearts
    assert voids[P3] == spades
    assert voids[P1] == voids[P4] == 0


NS, EW = Team.NORTH_SOUTH, Team.EAST_WEST


@pytest.mark.parametrize(
    ("multiplier", "factor", "future", "team", "expected"),
    [
        (1, 1, (100, 62), NS, 38),  # made: each side keeps its own
        (1, 1, (70, 92), NS, -162),  # inside: the defenders take the whole pot
        (1, 1, (70, 92), EW, 162),
        (1, 1, (81, 81), NS, 0),  # hanging
        (2, 1, (100, 62), EW, -324),  # contra: the winner takes the pot twice
        (4, 1, (60, 102), EW, 648),
        (1, 2, (70, 60), NS, 20),  # No Trumps doubles the card points
    ],
)
def test_search_values_a_deal_by_its_payout(
    multiplier: int, factor: int, future: tuple[int, int], team: Team, expected: int
) -> None:
    look = Outlook(NS, multiplier, factor, (0, 0), (0, 0))
    assert look.payout(future, team) == expected


def test_declarations_heard_by_kind_count_in_the_payout() -> None:
    hand = _playing({P1: "7S 8S 9S TS 7C 8C QD KD", P2: "7H 8H 9H AC TC KC AD TD"}, "H")
    hand = hand.apply(Declare(P1, (parse_declaration("quarte:7S-8S-9S-TS"),)))
    hand = hand.apply(PlayCard(P1, _cards("7C")[0]))
    hand = hand.apply(Declare(P2, (parse_declaration("tierce:7H-8H-9H"),)))
    hand = hand.apply(PlayCard(P2, _cards("AC")[0]))
    assert declaration_estimate(hand.view(P3)) == (50, 0)  # the quarte beats the tierce
    assert outlook(hand.view(P3)).bonus == (50, 0)


def test_the_bidder_is_dealt_the_cards_its_bid_speaks_for_more_often() -> None:
    # P1 bids hearts; East holds no heart, so the JH lies with P1, P3 or P4, 8 cards each.
    hand = run(
        dealt({P2: "7S 8S 9S AD KD QD 7C 8C"}),
        f"{P1.letter} bid H, {P2.letter} pass, {P3.letter} pass, {P4.letter} pass",
    )
    view = hand.view(P2)
    knowledge, rng, jack = track(view), random.Random(3), _cards("JH")[0]
    share = sum(bool(sample_world(view, knowledge, rng)[P1] & jack.bit) for _ in range(300))
    assert share / 300 > 0.45  # uniform dealing would give P1 a third of them
