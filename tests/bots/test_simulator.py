"""The bitmask simulator agrees with the rules engine on legal cards, tricks and scores."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from baloot_tui.core.cards import DECK, Suit, mask_of, parse_cards
from baloot_tui.core.seats import SEATS
from baloot_tui.games.baloot.bots.simulator import (
    TABLES,
    PlayRules,
    Policy,
    Position,
    Scorer,
    TrumpTables,
    heuristic_card,
    legal_mask,
    make_scorer,
    play_out,
    policy_surprises,
    shown_lacks,
    trump_index,
    winning_position,
)
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, Declare, Pass, PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import ExemptionScope, HouseRules, preset
from baloot_tui.games.baloot.rules.round import RoundState, deal, start_hand
from baloot_tui.games.baloot.rules.tricks import classify_turn
from tests.sampling import sweep

RULE_SETS = {
    **{name: preset(name) for name in ("kammelna", "classic", "arena", "strict")},
    # majlis' variants (RULES.md §4.3, §6.4, §6.6), which no preset uses.
    "majlis": HouseRules(
        partner_exemption_scope="fourth_or_ace_lead",
        must_undertrump=False,
        hokum_tie_rule="raw_abnat",
        doubled_comparison="raw_abnat",
    ),
}
PRESETS = tuple(RULE_SETS)


def played_hands(rules_name: str, seed: int, count: int) -> Iterator[RoundState]:
    """Finished played hands reached by uniformly random legal actions."""
    rng = random.Random(seed)
    rules = RULE_SETS[rules_name]
    made = 0
    dealer_index = 0
    while made < count:
        dealer_index += 1
        scores = (rng.randrange(0, 150), rng.randrange(0, 150))
        state = deal(rng, SEATS[dealer_index % 4], rules, scores)
        while not state.is_over:
            state = state.apply(pick_action(state, rng))
        if state.result is not None and state.result.kind == "played":
            made += 1
            yield state


def pick_action(state: RoundState, rng: random.Random) -> Action:
    """A random legal action, steering most auctions to Hokum (uniform play is mostly Sun)."""
    legal = state.legal_actions()
    if state.phase is Phase.BIDDING and rng.random() < 0.85:
        hokum = [a for a in legal if isinstance(a, Bid) and a.call in (Call.HOKUM, Call.CONFIRM)]
        passes = [a for a in legal if isinstance(a, Pass)]
        return rng.choice(hokum or passes or list(legal))
    return rng.choice(legal)


def play_states(final: RoundState) -> Iterator[RoundState]:
    """Every state of ``final``'s hand where a card is to be played."""
    state = _replay_to_play(final)
    for action in final.history[len(state.history) :]:
        if state.phase is Phase.PLAYING and isinstance(state.legal_actions()[0], PlayCard):
            yield state
        state = state.apply(action)


def _replay_to_play(final: RoundState) -> RoundState:
    """``final``'s hand replayed from its deck up to the start of card play."""
    state = start_hand(final.deck, final.dealer, final.rules, final.match_score)
    for action in final.history:
        if state.phase is Phase.PLAYING:
            break
        state = state.apply(action)
    return state


def position_of(state: RoundState) -> Position:
    play = state.play
    assert play is not None
    hands = tuple(mask_of(h) for h in state.hands)
    return Position(
        (hands[0], hands[1], hands[2], hands[3]),
        play.leader,
        tuple(c.index for c in play.trick),
        play.abnat,
        play.tricks_won,
    )


def scorer_of(final: RoundState) -> Scorer:
    play, doubling = final.play, final.doubling
    assert play is not None and doubling is not None
    assert final.contract is not None and final.buyer is not None
    return make_scorer(
        final.contract,
        final.trump,
        final.buyer,
        {s: play.declared[s] or () for s in SEATS},
        [mask_of(h) for h in final.dealt],
        play.first_leader,
        final.rules,
        multiplier=doubling.multiplier,
        gahwa=doubling.gahwa,
        last_raiser=doubling.last_raiser_team,
        face_card_is_ace=final.face_card.rank.value == "A",
    )


def check_hand(final: RoundState) -> int:
    """Compare legal masks, trick results and the score along one hand; count positions."""
    rules = final.rules
    tables = TABLES[trump_index(final.trump)]
    play_rules = PlayRules.of(rules)
    checked = 0
    position: Position | None = None
    for state in play_states(final):
        mine = position_of(state)
        if position is not None:
            assert mine == dataclasses.replace(position, lacks=(0, 0, 0, 0))
        seat = state.to_act
        assert seat is not None
        engine_legal = mask_of(a.card for a in state.legal_actions() if isinstance(a, PlayCard))
        simulated = legal_mask(mine.hands[seat], mine.trick, tables, state.closed, play_rules)
        assert simulated == engine_legal, (str(state.history[-6:]), seat)
        checked += 1
        played = final.history[len(state.history)]
        assert isinstance(played, PlayCard)
        position = mine.play(played.card.index, tables, play_rules)
    assert position is not None and final.play is not None and final.result is not None
    assert position.card_abnat == final.play.abnat
    assert position.tricks_won == final.play.tricks_won
    last_team = final.play.tricks[-1].winner % 2
    assert (
        scorer_of(final).points(position.card_abnat[0], last_team, position.tricks_won[0])
        == final.result.points
    )
    return checked


@pytest.mark.parametrize("rules_name", PRESETS)
def test_simulator_agrees_with_engine(rules_name: str) -> None:
    checked = sum(check_hand(final) for final in played_hands(rules_name, 11, 100))
    assert checked == 100 * 32


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", PRESETS)
def test_simulator_agrees_with_engine_many(rules_name: str) -> None:
    checked = sum(check_hand(final) for final in played_hands(rules_name, 12345, 1000))
    assert checked == 1000 * 32


@pytest.mark.parametrize("rules_name", sweep(PRESETS, keep=2))
def test_lacks_shown_in_play_agree_with_the_tracker(rules_name: str) -> None:
    """Position.play's lacks are the tracker's deductions, on the cards still out."""
    compared = 0
    for final in played_hands(rules_name, 41, 40):
        if final.closed:
            continue  # a trump lead in a closed double shows a lack the positions skip
        tables = TABLES[trump_index(final.trump)]
        play_rules = PlayRules.of(final.rules)
        position: Position | None = None
        for state in play_states(final):
            if position is not None:
                for observer in SEATS:
                    tracker = CardTracker.from_view(state.view(observer))
                    out = tracker.unseen_mask
                    for seat in SEATS:
                        if seat is not observer:
                            assert position.lacks[seat] & out == tracker.excluded[seat] & out
                            compared += 1
            else:
                position = position_of(state)
            played = final.history[len(state.history)]
            assert isinstance(played, PlayCard)
            position = position.play(played.card.index, tables, play_rules)
    assert compared > 1000


@pytest.mark.parametrize(("policy", "same"), [("honest", True), ("clairvoyant", False)])
def test_honest_play_outs_do_not_use_the_other_hands(policy: Policy, same: bool) -> None:
    """Swapping the partner's and an opponent's hands changes no honest lead (some clairvoyant)."""
    compared = differ = 0
    for final in played_hands("kammelna", 51, 6):
        tables = TABLES[trump_index(final.trump)]
        for state in play_states(final):
            position = position_of(state)
            if position.trick:
                continue  # at a trick's start every hand has the same size
            seat = position.to_act
            hands = list(position.hands)
            partner, left = (seat + 2) % 4, (seat + 1) % 4
            hands[partner], hands[left] = hands[left], hands[partner]
            firsts = []
            for world in (position.hands, (hands[0], hands[1], hands[2], hands[3])):
                record: list[int] = []
                moved = Position(world, position.leader)
                rng = random.Random(0)
                play_out(moved, tables, state.closed, PlayRules(), rng, policy, record)
                firsts.append(record[0])
            differ += firsts[0] != firsts[1]
            compared += 1
    assert compared >= 30
    assert (differ == 0) is same


@pytest.mark.parametrize("rules_name", PRESETS)
@pytest.mark.parametrize("policy", ["honest", "clairvoyant", "random"])
def test_play_out_is_legal_and_scores_like_the_engine(rules_name: str, policy: Policy) -> None:
    rng = random.Random(5)
    for final in played_hands(rules_name, 21, 8):
        states = list(play_states(final))
        start = states[rng.randrange(len(states))]
        record: list[int] = []
        outcome = play_out(
            position_of(start),
            TABLES[trump_index(final.trump)],
            start.closed,
            PlayRules.of(final.rules),
            rng,
            policy,
            record,
        )
        state = start
        for index in record:
            seat = state.to_act
            assert seat is not None
            options = state.legal_actions()
            if isinstance(options[0], Declare):
                state = state.apply(options[0])
            state = state.apply(PlayCard(seat, DECK[index]))
        assert state.is_over and state.play is not None and state.result is not None
        assert outcome.card_abnat == state.play.abnat
        assert outcome.tricks_won == state.play.tricks_won
        assert outcome.last_trick == state.play.tricks[-1].winner % 2
        assert scorer_of(state).of(outcome) == state.result.points


@pytest.mark.parametrize("rules_name", ["kammelna", "strict"])
def test_policy_surprises_count_the_cards_the_policy_would_not_play(rules_name: str) -> None:
    for final in played_hands(rules_name, 31, 6):
        start = next(play_states(final))
        position = position_of(start)
        tables = TABLES[trump_index(final.trump)]
        play_rules = PlayRules.of(final.rules)
        record: list[int] = []
        play_out(
            position, tables, start.closed, play_rules, random.Random(0), "clairvoyant", record
        )
        plays = []
        after = position
        for card in record:
            plays.append((after.to_act, card))
            after = after.play(card, tables, play_rules)
        hands = position.hands
        assert policy_surprises(plays, hands, tables, start.closed, play_rules, -1) == 0
        # Swap the first card some seat chose among several for another legal one.
        for at, (seat, card) in enumerate(plays):
            before = position
            for _, earlier in plays[:at]:
                before = before.play(earlier, tables, play_rules)
            legal = legal_mask(before.hands[seat], before.trick, tables, start.closed, play_rules)
            if legal & (legal - 1):
                other = next(c for c in range(32) if legal >> c & 1 and c != card)
                deviated = [*plays[:at], (seat, other)]
                assert policy_surprises(deviated, hands, tables, start.closed, play_rules, -1) == 1
                assert (
                    policy_surprises(deviated, hands, tables, start.closed, play_rules, seat) == 0
                )
                break


@pytest.mark.parametrize("rules_name", ["kammelna", "strict"])
def test_random_play_out_plays_the_drawn_legal_card(rules_name: str) -> None:
    """Each card with several legal ones is the ``int(random() * count)``-th lowest."""
    for final in played_hands(rules_name, 41, 6):
        start = next(play_states(final))
        position = position_of(start)
        tables = TABLES[trump_index(final.trump)]
        play_rules = PlayRules.of(final.rules)
        record: list[int] = []
        play_out(position, tables, start.closed, play_rules, random.Random(3), "random", record)
        draws = random.Random(3)
        for card in record:
            legal = legal_mask(
                position.hands[position.to_act], position.trick, tables, start.closed, play_rules
            )
            cards = [c for c in range(32) if legal >> c & 1]
            expected = cards[int(draws.random() * len(cards))] if len(cards) > 1 else cards[0]
            assert card == expected
            position = position.play(card, tables, play_rules)


def honest_cards(
    position: Position, tables: TrumpTables, closed: bool, play_rules: PlayRules
) -> list[int]:
    """The honest policy card by card: each seat's view from ``Position.play``'s lacks."""
    cards: list[int] = []
    while position.cards_left:
        seat, trick = position.to_act, position.trick
        hands = position.hands
        legal = legal_mask(hands[seat], trick, tables, closed, play_rules)
        chosen = legal.bit_length() - 1
        if legal & (legal - 1):
            out = (hands[0] | hands[1] | hands[2] | hands[3]) ^ hands[seat]
            views = [out & ~position.lacks[other] for other in range(4)]
            lead = best = best_position = 0
            if trick:
                best_position = winning_position(trick, tables)
                lead, best = trick[0] >> 3, trick[best_position]
            partner_winning = len(trick) - best_position == 2
            chosen = heuristic_card(
                legal, views, seat, len(trick), lead, best, partner_winning, tables
            )
        cards.append(chosen)
        position = position.play(chosen, tables, play_rules)
    return cards


@pytest.mark.parametrize("rules_name", sweep(PRESETS, keep=2))
def test_honest_play_out_plays_the_habits_with_the_lacks_shown(rules_name: str) -> None:
    """play_out's lacks (worked out with the legal cards) are those of shown_lacks, card by card."""
    rng = random.Random(17)
    for final in played_hands(rules_name, 61, 40):
        tables = TABLES[trump_index(final.trump)]
        play_rules = PlayRules.of(final.rules)
        for state in play_states(final):
            start = position_of(state)
            # Lacks seen before the play-out starts: a few cards outside each hand.
            lacks = [rng.getrandbits(32) & rng.getrandbits(32) & ~h for h in start.hands]
            start = dataclasses.replace(start, lacks=(lacks[0], lacks[1], lacks[2], lacks[3]))
            for closed in {False, state.closed}:
                record: list[int] = []
                play_out(start, tables, closed, play_rules, rng, "honest", record)
                assert record == honest_cards(start, tables, closed, play_rules)


def test_play_out_is_deterministic_for_a_seed() -> None:
    final = next(played_hands("kammelna", 3, 1))
    start = next(play_states(final))
    tables = TABLES[trump_index(final.trump)]
    runs = [
        play_out(position_of(start), tables, False, PlayRules(), random.Random(9), "random")
        for _ in range(2)
    ]
    assert runs[0] == runs[1]


@pytest.mark.parametrize(
    ("trump", "leader", "trick", "hands", "expected", "habit"),
    [
        (4, 0, "", ("AS 7H", "8S 9H", "7D 8D", "KH 9D"), "AS", "cash a sure winner"),
        (4, 1, "7S AS 8S", ("KH 7C", "9D", "8D", "AH"), "KH", "feed a partner who surely wins"),
        (4, 3, "7H", ("KH 8H", "AH 7D", "9D 8D", "9C"), "8H", "no card that holds: play low"),
        (0, 0, "", ("JS AH", "7S 8H", "7D 8D", "9H 9D"), "JS", "draw trumps with a master"),
        (0, 0, "", ("JS AH", "8H 7C", "7D 8D", "9H 9D"), "AH", "no trumps out: cash a side"),
    ],
)
def test_clairvoyant_policy_habits(
    trump: int,
    leader: int,
    trick: str,
    hands: tuple[str, str, str, str],
    expected: str,
    habit: str,
) -> None:
    masks = tuple(mask_of(parse_cards(h)) for h in hands)
    position = Position(
        (masks[0], masks[1], masks[2], masks[3]),
        leader,
        tuple(c.index for c in parse_cards(trick)),
    )
    record: list[int] = []
    play_out(position, TABLES[trump], False, PlayRules(), random.Random(0), "clairvoyant", record)
    assert DECK[record[0]] == parse_cards(expected)[0], habit


@pytest.mark.parametrize("rules_name", PRESETS)
def test_legal_mask_is_classify_turn_in_bits(rules_name: str) -> None:
    """The solver's entry (a trick of card indices) gives the legal cards of the cards' entry.

    Both read ``rules.masks``' definition, each finding the trick's best card its own way;
    on random hands and tricks (the engine's own play rarely voids a seat) they agree.
    """
    rules = RULE_SETS[rules_name]
    play_rules = PlayRules.of(rules)
    wide_rules = rules.replace(partner_exemption_scope="always")
    rng = random.Random(7)
    exempt_differs = 0
    for _ in range(4000):
        trump = rng.choice((None, *Suit))
        cards_out = rng.sample(DECK, 8 + 3)
        hand, trick = cards_out[: rng.randint(1, 8)], cards_out[8 : 8 + rng.randint(0, 3)]
        tables = TABLES[trump_index(trump)]
        engine = mask_of(classify_turn(hand, trick, trump, False, rules)[0])
        bits = legal_mask(mask_of(hand), tuple(c.index for c in trick), tables, False, play_rules)
        assert bits == engine, (hand, trick, trump)
        wide = mask_of(classify_turn(hand, trick, trump, False, wide_rules)[0])
        exempt_differs += wide != engine
    assert (exempt_differs > 20) is (rules != wide_rules)


@pytest.mark.parametrize(
    ("trick", "scope", "lacks_trumps"),
    [
        ("KC 7C", "always", False),
        ("KC 7C", "fourth_or_ace_lead", True),  # he owed a trump: a discard shows he has none
        ("AC 7C", "fourth_or_ace_lead", False),  # behind partner's Ace he was free
        ("7C KC 8C", "fourth_or_ace_lead", False),  # the 4th is always free
    ],
)
def test_a_discard_shows_a_trump_void_only_where_a_trump_was_owed(
    trick: str, scope: ExemptionScope, lacks_trumps: bool
) -> None:
    tables = TABLES[trump_index(Suit.HEARTS)]
    played = [c.index for c in parse_cards(trick)]
    best = played[winning_position(played, tables)]
    discard = parse_cards("8D")[0].index
    play_rules = PlayRules.of(HouseRules(partner_exemption_scope=scope))
    shown = shown_lacks(discard, played[0] >> 3, best, True, len(played) == 3, tables, play_rules)
    clubs = mask_of(c for c in DECK if c.suit is Suit.CLUBS)
    assert shown == clubs | (tables.trump_mask if lacks_trumps else 0)
