"""Every rule a lesson states in prose, played through the engine under every rule variant.

A lesson's questions ask the engine for their answers; its teaching text states rules
in sentences. Each sentence below is quoted from its lesson (the test fails if the
lesson no longer says it) and checked against the rules engine under the defaults,
every preset and every single flag changed, so a sentence that any house rule makes
wrong cannot stay in a lesson.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations

import pytest

from baloot_tui.core.cards import DECK, Card, Suit, parse_cards
from baloot_tui.core.seats import Seat, Team, turn_order
from baloot_tui.games.baloot.coach.lessons import lesson, load_lessons
from baloot_tui.games.baloot.rules.actions import Bid, Call, Pass
from baloot_tui.games.baloot.rules.bidding import BidStage, apply_call, start_bidding
from baloot_tui.games.baloot.rules.doubling import start_doubling
from baloot_tui.games.baloot.rules.glossary import Contract, ProjectKind
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.projects import best_declaration, counting_team, parse_project
from baloot_tui.games.baloot.rules.round import shuffled_deck, start_hand
from baloot_tui.games.baloot.rules.scoring import (
    CARD_ABNAT,
    KABOOT_GP,
    LAST_TRICK_BONUS,
    POT_GP,
    HandFacts,
    score_hand,
)
from baloot_tui.games.baloot.rules.tricks import classify_turn, winning_position
from tests.coach.learn_kit import RULE_VARIANTS
from tests.rules.rules_kit import b1_hokum

Check = Callable[[HouseRules], None]
US, THEM = Team.NORTH_SOUTH, Team.EAST_WEST


def legal(
    hand: str, trick: str, trump: Suit | None, rules: HouseRules, closed: bool = False
) -> set[Card]:
    """The engine's legal cards for ``hand`` after ``trick`` (played from the leader on)."""
    found, _ = classify_turn(parse_cards(hand), parse_cards(trick), trump, closed, rules)
    return set(found)


def cards(text: str) -> set[Card]:
    return set(parse_cards(text))


def deck_is_32(rules: HouseRules) -> None:
    assert len(DECK) == 32
    assert {c.rank.label for c in DECK} == set(["A", "K", "Q", "J", "10", "9", "8", "7"])


def card_points(rules: HouseRules) -> None:
    plain = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
    for c in DECK:
        assert c.points(None) == plain[c.rank.label]
    assert parse_cards("JH")[0].points(Suit.HEARTS) == 20
    assert parse_cards("9H")[0].points(Suit.HEARTS) == 14


def last_trick_ten(rules: HouseRules) -> None:
    assert LAST_TRICK_BONUS == 10


def any_trump_wins(rules: HouseRules) -> None:
    for trump_card in (c for c in DECK if c.suit is Suit.HEARTS):
        for led in (c for c in DECK if c.suit is not Suit.HEARTS):
            assert winning_position((led, trump_card), Suit.HEARTS) == 1


def no_duty_to_win(rules: HouseRules) -> None:
    """Holding the led side suit, every card of it is legal, winning or not, Sun or Hokum."""
    for trump in (None, Suit.HEARTS):
        assert legal("7S KS AH TD", "AS", trump, rules) == cards("7S KS")
        assert legal("7S AS TD JH", "8S KS", trump, rules) == cards("7S AS")


def sun_void_plays_anything(rules: HouseRules) -> None:
    assert legal("AH TD 8C", "AS", None, rules) == cards("AH TD 8C")
    assert legal("AH TD 8C", "7S 8S", None, rules) == cards("AH TD 8C")


def must_follow_a_trump_lead(rules: HouseRules) -> None:
    assert legal("8H QC KC", "JH", Suit.HEARTS, rules) == cards("8H")
    assert legal("8H 7H QC", "JH", Suit.HEARTS, rules) == cards("8H 7H")


def must_beat_a_led_trump(rules: HouseRules) -> None:
    """An opponent's trump lead: beat it if you can (the rule sentence names the partner case)."""
    assert legal("9H QH 7H AS", "TH", Suit.HEARTS, rules) == cards("9H")


def led_suit_first(rules: HouseRules) -> None:
    assert legal("7D 8C TS", "AS 7H KS", Suit.HEARTS, rules) == cards("TS")
    assert legal("7D 8C TS", "AS", Suit.HEARTS, rules) == cards("TS")


def must_trump(rules: HouseRules) -> None:
    """Void, an opponent winning with a side card: trump."""
    assert legal("7H AH KD", "KC", Suit.HEARTS, rules) == cards("7H AH")


def must_overtrump(rules: HouseRules) -> None:
    """Void, an opponent winning with a trump: beat it if you can."""
    assert legal("9H QH AS", "AC TH", Suit.HEARTS, rules) == cards("9H")


def no_trump_anything(rules: HouseRules) -> None:
    assert legal("7D 8D KS", "AH", Suit.CLUBS, rules) == cards("7D 8D KS")
    assert legal("7D 8D KS", "AH JC", Suit.CLUBS, rules) == cards("7D 8D KS")


def sun_outranks_hokum(rules: HouseRules) -> None:
    b = start_bidding(Seat.WEST, parse_cards("9D")[0])
    b = apply_call(b, Bid(Seat.SOUTH, Call.HOKUM), rules)
    assert b.to_act is not None
    assert apply_call(b, Bid(b.to_act, Call.SUN), rules).contract is Contract.SUN


def first_speakers_sun_is_final(rules: HouseRules) -> None:
    b = apply_call(start_bidding(Seat.WEST, parse_cards("9D")[0]), Bid(Seat.SOUTH, Call.SUN), rules)
    assert b.stage is BidStage.DONE and b.buyer is Seat.SOUTH


def round_one_passes(rules: HouseRules) -> object:
    b = start_bidding(Seat.WEST, parse_cards("9D")[0])
    for seat in (Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST):
        b = apply_call(b, Pass(seat), rules)
    return b


def round_two_starts_with_the_first_speaker(rules: HouseRules) -> None:
    b = round_one_passes(rules)
    assert b.round2 and b.to_act is Seat.SOUTH  # type: ignore[attr-defined]


def round_two_sun_ends_at_once(rules: HouseRules) -> None:
    b = round_one_passes(rules)
    b = apply_call(b, Pass(Seat.SOUTH), rules)  # type: ignore[arg-type]
    b = apply_call(b, Bid(Seat.EAST, Call.SUN), rules)
    assert b.stage is BidStage.DONE and b.buyer is Seat.EAST


def round_two_hokum_overridden_only_by_later_speakers(rules: HouseRules) -> None:
    b = round_one_passes(rules)
    b = apply_call(b, Pass(Seat.SOUTH), rules)  # type: ignore[arg-type]
    b = apply_call(b, Bid(Seat.EAST, Call.HOKUM), rules)
    assert set(b.queue) == {Seat.NORTH, Seat.WEST}


def opponents_double(rules: HouseRules) -> None:
    for buyer in Seat:
        ladder = start_doubling(Contract.HOKUM, buyer, (0, 0), rules)
        assert {s.team for s in ladder.queue} == {buyer.team.other}


def closed_lead(rules: HouseRules) -> None:
    assert legal("JH 9H 7S", "", Suit.HEARTS, rules, closed=True) == cards("7S")
    assert legal("JH 9H", "", Suit.HEARTS, rules, closed=True) == cards("JH 9H")


def project_kinds(rules: HouseRules) -> None:
    def kinds(hand: str, contract: Contract) -> list[ProjectKind]:
        return [p.kind for p in best_declaration(parse_cards(hand), contract, rules)]

    assert kinds("7H 8H 9H KS QD", Contract.SUN) == [ProjectKind.SIRA]
    assert kinds("7H 8H 9H TH KS", Contract.SUN) == [ProjectKind.FIFTY]
    assert kinds("7H 8H 9H TH JH", Contract.SUN) == [ProjectKind.HUNDRED]
    for rank in "TJQK":
        four = " ".join(f"{rank}{s}" for s in "SHDC")
        assert kinds(four, Contract.SUN) == [ProjectKind.HUNDRED]
    aces = "AS AH AD AC"
    assert kinds(aces, Contract.HOKUM) == [ProjectKind.HUNDRED]
    assert kinds(aces, Contract.SUN) == [ProjectKind.FOUR_HUNDRED]


def best_project_counts(rules: HouseRules) -> None:
    declared = {
        Seat.SOUTH: (parse_project("sira:QS-KS-AS"),),
        Seat.EAST: (parse_project("fifty:7D-8D-9D-TD"),),
        Seat.NORTH: (parse_project("sira:7C-8C-9C"),),
    }
    assert counting_team(declared, Seat.SOUTH, Contract.SUN, None, rules) is THEM


def undoubled(contract: Contract, ours: int, rules: HouseRules) -> tuple[int, int]:
    """Our and their game points when our team bought and took ``ours`` card abnat and trick 8."""
    facts = HandFacts(
        contract=contract,
        buyer_team=US,
        card_abnat=(ours, CARD_ABNAT[contract] - ours),
        last_trick=US,
        tricks_won=(4, 4),
    )
    score = score_hand(facts, rules)
    return score.card_gp[US], score.card_gp[THEM]


def sun_rounding(rules: HouseRules) -> None:
    for ours in range(CARD_ABNAT[Contract.SUN] + 1):
        with_last = ours + LAST_TRICK_BONUS
        theirs = CARD_ABNAT[Contract.SUN] - ours
        for abnat, gp in zip(
            (with_last, theirs), undoubled(Contract.SUN, ours, rules), strict=True
        ):
            tens, units = divmod(abnat, 10)
            rounded = tens * 10 + (10 if units > 5 else 5 if units == 5 else 0)
            assert gp * 10 == rounded * 2, (abnat, gp)
        assert sum(undoubled(Contract.SUN, ours, rules)) == POT_GP[Contract.SUN]


def hokum_rounding(rules: HouseRules) -> None:
    """The side with fewer abnat, .5 down; the rest of the 16 to the other (86/76 apart)."""
    for ours in range(CARD_ABNAT[Contract.HOKUM] + 1):
        with_last = ours + LAST_TRICK_BONUS
        theirs = CARD_ABNAT[Contract.HOKUM] - ours
        if {with_last, theirs} == {86, 76}:
            continue  # the lesson names this split with the house rule's own sentence
        gp = undoubled(Contract.HOKUM, ours, rules)
        low = min(with_last, theirs)
        tens, units = divmod(low, 10)
        low_gp = tens + (1 if units > 5 else 0)
        assert sorted(gp) == sorted((low_gp, POT_GP[Contract.HOKUM] - low_gp)), (ours, gp)


def khasara_takes_the_pot(rules: HouseRules) -> None:
    for contract in Contract:
        facts = HandFacts(
            contract=contract,
            buyer_team=US,
            card_abnat=(30, CARD_ABNAT[contract] - 30),
            last_trick=THEM,
            tricks_won=(2, 6),
        )
        score = score_hand(facts, rules)
        assert score.outcome == "khasara"
        assert score.points == (0, POT_GP[contract])


def kaboot_whoever_bought(rules: HouseRules) -> None:
    for contract in Contract:
        for buyer in Team:
            facts = HandFacts(
                contract=contract,
                buyer_team=buyer,
                card_abnat=(CARD_ABNAT[contract], 0),
                last_trick=US,
                tricks_won=(8, 0),
            )
            score = score_hand(facts, rules)
            assert score.outcome == "kaboot" and score.points == (KABOOT_GP[contract], 0)


def a_sun_master_wins(rules: HouseRules) -> None:
    """The K♥ led once the A♥ and 10♥ are gone wins whatever the others play, in Sun."""
    king = parse_cards("KH")[0]
    gone = cards("AH TH")
    others = [c for c in DECK if c is not king and c not in gone]
    for played in combinations(others[::3], 3):
        assert winning_position((king, *played), None) == 0


def counter_clockwise(rules: HouseRules) -> None:
    """The next player is on your right: South, East, North, West (STYLE's seat order)."""
    assert turn_order(Seat.SOUTH) == (Seat.SOUTH, Seat.EAST, Seat.NORTH, Seat.WEST)
    assert Seat.SOUTH.partner is Seat.NORTH


def five_then_eight(rules: HouseRules) -> None:
    """Five cards each before the auction (3 then 2 from the dealer's right), eight after."""
    state = start_hand(shuffled_deck(random.Random(3)), Seat.WEST, rules)
    assert [len(h) for h in state.hands] == [5, 5, 5, 5]
    first = state.to_act
    assert first is Seat.SOUTH
    assert [len(h) for h in b1_hokum(rules).hands] == [8, 8, 8, 8]


CLAIMS: list[tuple[str, str, Check]] = [
    ("the_game", "Everything goes **counter-clockwise**", counter_clockwise),
    ("the_game", "**5 cards** (3, then 2)", five_then_eight),
    ("the_game", "**8 each**", five_then_eight),
    ("cards", "Baloot uses 32 cards: A K Q J 10 9 8 7 in four suits", deck_is_32),
    ("cards", "A 11, 10 10, K 4, Q 3, J 2, and in trumps J 20 and 9 14", card_points),
    ("cards", "The last trick adds 10", last_trick_ten),
    ("cards", "Any trump beats any card of another suit.", any_trump_wins),
    ("follow_suit", "there is no duty to win the trick", no_duty_to_win),
    ("follow_suit", "out of the\n  led suit you may play anything", sun_void_plays_anything),
    ("follow_suit", "you must play a trump if you hold one", must_follow_a_trump_lead),
    ("follow_suit", "you must beat the best trump if you can", must_beat_a_led_trump),
    ("follow_suit", "holding the led suit always comes first", led_suit_first),
    ("trumping", "You must **trump** (play a trump) if you have one", must_trump),
    ("trumping", "you must **over-trump**: beat it if you can", must_overtrump),
    ("trumping", "With no trump at all, play any card.", no_trump_anything),
    ("hokum_or_sun", "Sun always outranks Hokum", sun_outranks_hokum),
    ("before_you", "The first speaker's Sun can never be taken.", first_speakers_sun_is_final),
    ("before_you", "a Sun there ends the auction at once", round_two_sun_ends_at_once),
    (
        "round_two",
        "round 2** starts with the first speaker again",
        round_two_starts_with_the_first_speaker,
    ),
    ("round_two", "whose turn has not come yet", round_two_hokum_overridden_only_by_later_speakers),
    ("doubling", "the buyer's **opponents** may **Double**", opponents_double),
    ("closed_lead", "With only trumps left in his hand a player may\nlead one", closed_lead),
    ("projects", "in Sun only, a **Four hundred** (four Aces)", project_kinds),
    (
        "projects",
        "Only the team\nwith the **best project** scores its projects",
        best_project_counts,
    ),
    ("scoring", "round to the nearest 10 (a 5 stays), times 2, divided by 10", sun_rounding),
    ("scoring", "where .5 rounds **down**\n  and .6 up", hokum_rounding),
    ("khasara", "the opponents take the **whole pot**", khasara_takes_the_pot),
    ("khasara", "whoever bought", kaboot_whoever_bought),
    ("counting", "in Sun nothing can beat it", a_sun_master_wins),
]
"""Each sentence a lesson states, by lesson key, with the engine check that proves it."""


@pytest.mark.parametrize(
    ("key", "sentence", "check"), CLAIMS, ids=[f"{k}:{c.__name__}" for k, _, c in CLAIMS]
)
def test_the_lesson_still_says_it(key: str, sentence: str, check: Check) -> None:
    assert sentence in lesson(key).text


@pytest.mark.parametrize(("name", "rules"), RULE_VARIANTS, ids=[n for n, _ in RULE_VARIANTS])
@pytest.mark.parametrize(
    ("key", "sentence", "check"), CLAIMS, ids=[f"{k}:{c.__name__}" for k, _, c in CLAIMS]
)
def test_the_engine_agrees_under_every_rule_variant(
    name: str, rules: HouseRules, key: str, sentence: str, check: Check
) -> None:
    check(rules)


def test_every_variant_still_loads_the_lessons_that_state_them() -> None:
    for _, rules in RULE_VARIANTS:
        keys = {item.key for item in load_lessons(rules=rules)}
        assert {key for key, _, _ in CLAIMS} <= keys
    assert HouseRules() == DEFAULT_RULES
