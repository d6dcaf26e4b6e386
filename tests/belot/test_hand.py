"""One deal through the engine: the deal (§1.5), play order (§3.1), declarations' timing
and visibility (§4.3), belote (§4.6), refusals, and the all-pass redeal (§6).
"""

from __future__ import annotations

import random

import pytest

from baloot_tui.core.cards import DECK, card
from baloot_tui.core.errors import IllegalActionError, NotationError
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules.actions import Bid, Declare, Pass, PlayCard
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.hand import BelotHand, start_deal
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.games.belot.rules.view import Announcement, Phase
from tests.belot.belot_kit import P1, P2, P3, P4, A, B, dealt, hand_of, play_cards, run

HANDS = {
    P1: "JH 9H AH KH QH 7S 8S 9S",  # quarte J-A♥, tierce 7-9♠, the ♥ belote
    P2: "TH 8H 7H AS TS KS QS JS",  # quinte 10-A♠
    P3: "AD KD QD JD TD 9D 8D 7D",  # a run of 8 to the A♦
    P4: "AC KC QC JC TC 9C 8C 7C",  # a run of 8 to the A♣
}
HEARTS_BY_SOUTH = "S bid H, E pass, N pass, W pass"


def hearts(rules: BelotRules = DEFAULT_RULES) -> BelotHand:
    return run(dealt(HANDS, rules=rules), HEARTS_BY_SOUTH)


def test_deal_is_three_two_then_three_from_p1() -> None:
    # §1.5: from P1 (the dealer's right), 3 each, 2 each; after the auction 3 each.
    hand = start_deal(DECK, Seat.WEST)
    assert hand_of(hand, Seat.SOUTH) == "7S 8S 9S JH QH"
    assert hand_of(hand, Seat.EAST) == "TS JS QS KH AH"
    assert hand_of(hand, Seat.WEST) == "8H 9H TH 9D TD"
    hand = run(hand, "S pass, E pass, N pass, W bid C, S pass, E pass, N pass")
    assert hand_of(hand, Seat.SOUTH) == "7S 8S 9S JH QH JD QD KD"
    assert hand_of(hand, Seat.EAST) == "TS JS QS KH AH AD 7C 8C"
    assert hand_of(hand, Seat.WEST) == "8H 9H TH 9D TD QC KC AC"
    assert hand.dealt == hand.hands and hand.phase is Phase.PLAYING


def test_clockwise_deal_and_play() -> None:
    # §9.21 direction clockwise: P1 is the dealer's left, and everything moves that way.
    rules = BelotRules(direction="clockwise")
    hand = start_deal(DECK, Seat.EAST, rules)
    assert hand_of(hand, Seat.SOUTH) == "7S 8S 9S JH QH"
    assert hand_of(hand, Seat.WEST) == "TS JS QS KH AH"
    hand = run(hand, "S bid NT, W pass, N pass, E pass")
    assert hand.to_act is Seat.SOUTH
    hand = play_cards(hand, "7S")
    assert hand.to_act is Seat.WEST


def test_p1_leads_whoever_bids() -> None:
    # §3.1: P1 leads trick 1 whoever won the auction; the trick winner leads next.
    hand = run(dealt(HANDS), "S pass, E pass, N bid C, W pass, S pass, E pass")
    assert hand.contract is Contract.CLUBS and hand.bidder is P3
    assert hand.to_act is P1
    hand = play_cards(hand, "AH TH 7D 7C")  # W trumps
    assert hand.play is not None and hand.play.tricks[0].winner is P4
    assert hand.to_act is P4


def test_all_pass_redeal() -> None:
    # §1.5, §6: four passes: no score, the hanging points stay, the deal passes on.
    hand = run(dealt(HANDS, hanging=12), "S pass, E pass, N pass, W pass")
    assert hand.is_over and hand.result is not None
    assert (hand.result.kind, hand.result.points, hand.result.hanging) == ("all_pass", (0, 0), 12)
    assert hand.result.next_dealer is P1
    assert hand.legal_actions() == () and hand.to_act is None


def test_declarations_are_offered_with_the_first_card_only() -> None:
    # §4.3: each player declares when playing the first card; declaring is optional.
    hand = hearts()
    assert [str(a) for a in hand.legal_actions()] == [
        "S declare",
        "S declare tierce:7S-8S-9S quarte:JH-QH-KH-AH",
        "S declare quarte:JH-QH-KH-AH",
        "S declare tierce:7S-8S-9S",
    ]
    with pytest.raises(IllegalActionError, match=r"declare_first \(seat S\)"):
        hand.apply(PlayCard(P1, card("JH")))
    hand = hand.apply(Declare(P1, ()))
    assert all(isinstance(a, PlayCard) for a in hand.legal_actions())
    with pytest.raises(IllegalActionError, match="declarations_once"):
        hand.apply(Declare(P1, ()))


def test_declaration_order_does_not_matter() -> None:
    hand = run(hearts(), "S declare quarte:JH-QH-KH-AH tierce:7S-8S-9S")
    assert hand.history[-1] == Declare(P1, hand.declaration_options(P1)[1])


def test_nothing_to_declare_means_playing_at_once() -> None:
    hand = run(dealt(HANDS), "S bid NT, E pass, N pass, W pass")
    assert all(isinstance(a, PlayCard) for a in hand.legal_actions())


def trick_one(rules: BelotRules = DEFAULT_RULES) -> BelotHand:
    declarations = {
        P1: "tierce:7S-8S-9S quarte:JH-QH-KH-AH",
        P2: "quinte:TS-JS-QS-KS-AS",
        P3: "quinte:7D-8D-9D-TD-JD-QD-KD-AD",
        P4: "quinte:7C-8C-9C-TC-JC-QC-KC-AC",
    }
    return play_cards(hearts(rules), "JH 7H 7D 7C", declarations)


def test_others_hear_only_the_kinds_until_the_end() -> None:
    # §4.3: the exact cards are stated after the last trick.
    hand = trick_one()
    view = hand.view(P2)
    assert Announcement(P1, ("tierce", "quarte")) in view.history  # type: ignore[arg-type]
    assert view.announced[P3] == ("quinte",)
    assert view.revealed == ((), (), (), ())
    assert view.own_declaration is not None and str(view.own_declaration[0]).startswith("quinte")
    assert not any(isinstance(a, Declare) and a.seat is not P2 for a in view.history)
    rng = random.Random(5)
    while not hand.is_over:
        hand = hand.apply(rng.choice(hand.legal_actions()))
    final = hand.view(P2)
    assert [str(d) for d in final.revealed[P1]] == ["tierce:7S-8S-9S", "quarte:JH-QH-KH-AH"]
    assert [a for a in final.history if isinstance(a, Declare)] == [
        a for a in hand.history if isinstance(a, Declare)
    ]


@pytest.mark.parametrize(
    ("rules", "counted_a", "counted_b"),
    [
        # §4.4: the two runs of 8 to the Ace tie: nobody scores sequences.
        (DEFAULT_RULES, 0, 0),
        # §9.6 sequence_tie first_in_turn: NORTH comes before WEST from SOUTH's lead.
        (BelotRules(sequence_tie="first_in_turn"), 170, 0),
        # §9.8 eight_run_split: the run of 8 is 120.
        (BelotRules(sequence_tie="first_in_turn", eight_run_split=True), 190, 0),
    ],
)
def test_contest_is_settled_after_trick_one(
    rules: BelotRules, counted_a: int, counted_b: int
) -> None:
    hand = trick_one(rules)
    assert hand.play is not None and hand.play.contest is not None
    contest = hand.play.contest
    assert (contest.raw(A, rules), contest.raw(B, rules)) == (counted_a, counted_b)


def test_belote_is_a_choice_when_playing_the_first_card() -> None:
    # §4.6: announced with the first of K and Q, the other still in hand.
    hand = play_cards(hearts(), "JH 7H 7D 7C")  # S wins trick 1 and leads again
    plays = [str(a) for a in hand.legal_actions()]
    assert "S play KH belote" in plays and "S play QH belote" in plays
    assert "S play AH belote" not in plays
    after = play_cards(hand, "KH+")
    assert after.play is not None and after.play.belotes == ((P1, card("KH").suit),)
    assert "S play QH belote" not in [str(a) for a in after.legal_actions()]
    assert after.view(P2).belotes == ((P1, card("KH").suit),)
    with pytest.raises(IllegalActionError, match="belote_cards"):
        hand.apply(PlayCard(P1, card("AH"), belote=True))


def test_a_belote_counts_in_the_score() -> None:
    hand = play_cards(hearts(), "JH 7H 7D 7C KH+")
    rng = random.Random(2)
    while not hand.is_over:
        hand = hand.apply(rng.choice([a for a in hand.legal_actions() if "belote" not in str(a)]))
    assert hand.result is not None and hand.result.score is not None
    assert hand.result.score.belote_raw == (20, 0)


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (Pass(P2), r"wrong_turn \(seat S, other E\)"),
        (PlayCard(P1, card("TH")), r"not_held \(seat S, card TH\)"),
        (Bid(P1, Contract.CLUBS), "declare_or_play"),
    ],
)
def test_refusals_name_seat_action_and_rule(action: Pass | PlayCard | Bid, message: str) -> None:
    hand = run(hearts(), "S declare")
    with pytest.raises(IllegalActionError, match=message) as err:
        hand.apply(action)
    assert str(err.value).startswith(f"illegal action '{action}'")
    assert "allowed: S play" in str(err.value)


def test_must_follow_is_named() -> None:
    hand = run(play_cards(hearts(), "JH"), "E declare")
    with pytest.raises(
        IllegalActionError, match=r"must_follow \(suit H, best JH\); allowed: E play 7H"
    ):
        hand.apply(PlayCard(P2, card("AS")))


def test_play_during_the_auction_is_refused() -> None:
    with pytest.raises(IllegalActionError, match="auction_calls"):
        dealt(HANDS).apply(PlayCard(P1, card("JH")))


def test_nothing_is_legal_after_the_end() -> None:
    hand = run(dealt(HANDS), "S pass, E pass, N pass, W pass")
    with pytest.raises(IllegalActionError, match="deal_over"):
        hand.apply(Pass(P1))


@pytest.mark.parametrize(
    ("deck", "hanging", "message"),
    [
        (DECK[:31], 0, "got 31 cards"),
        ((*DECK[:31], DECK[0]), 0, "31 distinct"),
        (DECK, -1, "hanging points cannot be negative"),
    ],
)
def test_bad_decks_are_refused(deck: tuple[object, ...], hanging: int, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        start_deal(deck, Seat.WEST, DEFAULT_RULES, hanging)  # type: ignore[arg-type]
