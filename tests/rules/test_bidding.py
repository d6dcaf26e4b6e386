"""The auction of RULES.md §2.2-§2.4 and §7.3, driven through the hand state.

Dealer is WEST throughout, as in RULES.md §10: P1 = S, P2 = E, P3 = N, P4 = W;
teams {S, N} and {E, W}. Each table row is a call sequence in action notation
and what it leads to: the settled contract, or the stage and the calls open to
the seat to act.
"""

from __future__ import annotations

import pytest

from baloot_tui.core.cards import card
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.rules.actions import Bid, Call, Pass
from baloot_tui.games.baloot.rules.bidding import (
    BidStage,
    is_kawesh_hand,
    legal_calls,
    start_bidding,
)
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.round import RoundState
from tests.rules.rules_kit import DEALER, P1, P2, P3, P4, actions, cards, hand_state, run

DEFAULT = HouseRules()
R1_PASSES = "S pass, E pass, N pass, W pass"
KAWESH_HAND = "7S 8S 9S 7H 8H"


def describe(state: RoundState) -> str:
    """The auction's outcome, or its stage and the calls open to the seat to act."""
    b = state.bidding
    if b.stage is BidStage.DONE:
        assert b.contract is not None and b.buyer is not None and b.caller is not None
        trump = f" {b.trump.value}" if b.trump is not None else ""
        caller = "" if b.caller is b.buyer else f" caller {b.caller.letter}"
        return f"{b.contract.value}{trump} buyer {b.buyer.letter}{caller}"
    if state.result is not None:
        return f"{state.result.kind} next dealer {state.result.next_dealer.letter}"
    return f"{b.stage.value}: " + ", ".join(str(a) for a in state.legal_actions())


AUCTIONS: list[tuple[str, str, str, str]] = [
    # --- RULES §10.3, exactly --------------------------------------------------------
    ("B1", "9H", "S pass, E hokum, N pass, W pass, S pass, E confirm H", "hokum H buyer E"),
    ("B3", "KS", "S pass, E pass, N ashkal, E pass", "sun buyer S caller N"),
    ("B4", "9H", f"{R1_PASSES}, S pass, E hokum, N pass, W pass, E confirm S", "hokum S buyer E"),
    ("B7", "AC", "S hokum, E pass, N pass, W pass, S tosun", "sun buyer S"),
    # --- round 1: the opening calls ------------------------------------------------
    ("P1 opens", "9H", "", "round1: S pass, S hokum, S sun"),
    ("P2 opens", "9H", "S pass", "round1: E pass, E hokum, E sun"),
    ("P3 may Ashkal", "9H", "S pass, E pass", "round1: N pass, N hokum, N sun, N ashkal"),
    ("P4 may Ashkal", "9H", "S pass, E pass, N pass", "round1: W pass, W hokum, W sun, W ashkal"),
    ("no Ashkal on an Ace", "AH", "S pass, E pass", "round1: N pass, N hokum, N sun"),
    ("four passes open round 2", "9H", R1_PASSES, "round2: S pass, S hokum, S sun"),
    # --- round 1: a provisional Hokum ----------------------------------------------
    ("after Hokum no second Hokum", "9H", "S pass, E hokum", "round1: N pass, N sun, N ashkal"),
    (
        "P1 Hokum: the others once",
        "9H",
        "S hokum, E pass, N pass",
        "round1: W pass, W sun, W ashkal",
    ),
    (
        "P1 Hokum then confirm",
        "9H",
        "S hokum, E pass, N pass, W pass",
        "confirm: S confirm H, S tosun",
    ),
    ("P1 Hokum confirmed", "9H", "S hokum, E pass, N pass, W pass, S confirm H", "hokum H buyer S"),
    (
        "earlier passer speaks again",
        "9H",
        "S pass, E hokum, N pass, W pass",
        "round1: S pass, S sun",
    ),
    (
        "P3 Hokum: W, S, E in turn",
        "9H",
        "S pass, E pass, N hokum",
        "round1: W pass, W sun, W ashkal",
    ),
    ("P3 Hokum: S again", "9H", "S pass, E pass, N hokum, W pass", "round1: S pass, S sun"),
    ("P3 Hokum: E again", "9H", "S pass, E pass, N hokum, W pass, S pass", "round1: E pass, E sun"),
    (
        "P3 Hokum confirm",
        "9D",
        "S pass, E pass, N hokum, W pass, S pass, E pass",
        "confirm: N confirm D, N tosun",
    ),
    (
        "P4 Hokum: all three again",
        "9H",
        "S pass, E pass, N pass, W hokum",
        "round1: S pass, S sun",
    ),
    (
        "P4 Hokum confirmed",
        "9C",
        "S pass, E pass, N pass, W hokum, S pass, E pass, N pass, W confirm C",
        "hokum C buyer W",
    ),
    ("earlier passer's Sun (P1)", "9H", "S pass, E hokum, N pass, W pass, S sun", "sun buyer S"),
    (
        "earlier passer's Sun (P2)",
        "9H",
        "S pass, E pass, N hokum, W pass, S pass, E sun",
        "before_you: S pass, S beforeyou",
    ),
    (
        "earlier passer's Sun kept",
        "9H",
        "S pass, E pass, N hokum, W pass, S pass, E sun, S pass",
        "sun buyer E",
    ),
    (
        "Hokum bidder switches to Sun",
        "9H",
        "S pass, E hokum, N pass, W pass, S pass, E tosun",
        "sun buyer E",
    ),
    (
        "Sun over a Hokum: bidder may take it",
        "9H",
        "S hokum, E sun",
        "before_you: S pass, S beforeyou",
    ),
    ("Sun over a Hokum: taken", "9H", "S hokum, E sun, S beforeyou", "sun buyer S"),
    ("Sun over a Hokum: kept", "9H", "S hokum, E sun, S pass", "sun buyer E"),
    (
        "Ashkal over partner's Hokum",
        "9H",
        "S pass, E hokum, N pass, W ashkal",
        "before_you: S pass, S beforeyou",
    ),
    (
        "Ashkal over partner's Hokum kept",
        "9H",
        "S pass, E hokum, N pass, W ashkal, S pass, N pass",
        "sun buyer E caller W",
    ),
    (
        "Ashkal over opponent's Hokum",
        "9H",
        "S hokum, E pass, N ashkal",
        "before_you: E pass, E beforeyou",
    ),
    (
        "Ashkal over opponent's Hokum kept",
        "9H",
        "S hokum, E pass, N ashkal, E pass",
        "sun buyer S caller N",
    ),
    # --- round 1: Sun and "before you" ---------------------------------------------
    ("P1's Sun is never taken", "9H", "S sun", "sun buyer S"),
    ("P2's Sun: only P1 asked", "9H", "S pass, E sun", "before_you: S pass, S beforeyou"),
    ("P2's Sun kept", "9H", "S pass, E sun, S pass", "sun buyer E"),
    ("P2's Sun taken", "9H", "S pass, E sun, S beforeyou", "sun buyer S"),
    ("P3's Sun: only P2 asked", "9H", "S pass, E pass, N sun", "before_you: E pass, E beforeyou"),
    (
        "P3's Sun taken by P2, then P1",
        "9H",
        "S pass, E pass, N sun, E beforeyou",
        "before_you: S pass, S beforeyou",
    ),
    (
        "P3's Sun taken by P2 kept",
        "9H",
        "S pass, E pass, N sun, E beforeyou, S pass",
        "sun buyer E",
    ),
    (
        "P4's Sun: P1 then P3",
        "9H",
        "S pass, E pass, N pass, W sun",
        "before_you: S pass, S beforeyou",
    ),
    (
        "P4's Sun: P3 after P1",
        "9H",
        "S pass, E pass, N pass, W sun, S pass",
        "before_you: N pass, N beforeyou",
    ),
    ("P4's Sun kept", "9H", "S pass, E pass, N pass, W sun, S pass, N pass", "sun buyer W"),
    (
        "P4's Sun taken by P1 ends it",
        "9H",
        "S pass, E pass, N pass, W sun, S beforeyou",
        "sun buyer S",
    ),
    (
        "chain: P3 takes, P2 asked",
        "9H",
        "S pass, E pass, N pass, W sun, S pass, N beforeyou",
        "before_you: E pass, E beforeyou",
    ),
    (
        "chain: P2 takes, P1 asked again",
        "9H",
        "S pass, E pass, N pass, W sun, S pass, N beforeyou, E beforeyou",
        "before_you: S pass, S beforeyou",
    ),
    (
        "chain ends with P1",
        "9H",
        "S pass, E pass, N pass, W sun, S pass, N beforeyou, E beforeyou, S beforeyou",
        "sun buyer S",
    ),
    (
        "chain ends with P2",
        "9H",
        "S pass, E pass, N pass, W sun, S pass, N beforeyou, E beforeyou, S pass",
        "sun buyer E",
    ),
    (
        "chain ends with P3",
        "9H",
        "S pass, E pass, N pass, W sun, S pass, N beforeyou, E pass",
        "sun buyer N",
    ),
    (
        "Hokum bidder asked on a later Sun",
        "9H",
        "S pass, E pass, N hokum, W sun",
        "before_you: S pass, S beforeyou",
    ),
    (
        "Hokum bidder takes a later Sun",
        "9H",
        "S pass, E pass, N hokum, W sun, S pass, N beforeyou",
        "before_you: E pass, E beforeyou",
    ),
    # --- Ashkal: measured from the caller, the partner buys -------------------------
    (
        "P3 Ashkal: window from P3",
        "KS",
        "S pass, E pass, N ashkal",
        "before_you: E pass, E beforeyou",
    ),
    (
        "P3 Ashkal taken",
        "KS",
        "S pass, E pass, N ashkal, E beforeyou",
        "before_you: S pass, S beforeyou",
    ),
    ("P3 Ashkal taken, kept", "KS", "S pass, E pass, N ashkal, E beforeyou, S pass", "sun buyer E"),
    (
        "P4 Ashkal: window from P4",
        "KS",
        "S pass, E pass, N pass, W ashkal",
        "before_you: S pass, S beforeyou",
    ),
    (
        "P4 Ashkal kept",
        "KS",
        "S pass, E pass, N pass, W ashkal, S pass, N pass",
        "sun buyer E caller W",
    ),
    # --- round 2 ---------------------------------------------------------------------
    ("R2 P2 after wala", "9H", f"{R1_PASSES}, S pass", "round2: E pass, E hokum, E sun"),
    (
        "R2 P3 may Ashkal",
        "9H",
        f"{R1_PASSES}, S pass, E pass",
        "round2: N pass, N hokum, N sun, N ashkal",
    ),
    (
        "R2 Hokum: later seats may override",
        "9H",
        f"{R1_PASSES}, S pass, E hokum",
        "round2: N pass, N sun, N ashkal",
    ),
    (
        "R2 Hokum: confirm names another suit",
        "9H",
        f"{R1_PASSES}, S pass, E hokum, N pass, W pass",
        "confirm: E confirm S, E confirm D, E confirm C, E tosun",
    ),
    (
        "R2 Hokum by P1 asks all",
        "9H",
        f"{R1_PASSES}, S hokum, E pass, N pass",
        "round2: W pass, W sun, W ashkal",
    ),
    (
        "R2 Hokum by P4 confirms at once",
        "9D",
        f"{R1_PASSES}, S pass, E pass, N pass, W hokum",
        "confirm: W confirm S, W confirm H, W confirm C, W tosun",
    ),
    (
        "R2 Hokum confirmed",
        "9D",
        f"{R1_PASSES}, S pass, E pass, N pass, W hokum, W confirm H",
        "hokum H buyer W",
    ),
    (
        "R2 Hokum switched to Sun",
        "9D",
        f"{R1_PASSES}, S pass, E pass, N pass, W hokum, W tosun",
        "sun buyer W",
    ),
    ("R2 Hokum overridden by Sun", "9H", f"{R1_PASSES}, S pass, E hokum, N sun", "sun buyer N"),
    (
        "R2 Hokum overridden by Ashkal",
        "9H",
        f"{R1_PASSES}, S pass, E hokum, N pass, W ashkal",
        "sun buyer E caller W",
    ),
    (
        "R2 Sun ends at once, no before-you",
        "9H",
        f"{R1_PASSES}, S pass, E pass, N pass, W sun",
        "sun buyer W",
    ),
    ("R2 P2 Sun ends at once", "9H", f"{R1_PASSES}, S pass, E sun", "sun buyer E"),
    (
        "R2 Ashkal ends at once",
        "9H",
        f"{R1_PASSES}, S pass, E pass, N ashkal",
        "sun buyer S caller N",
    ),
    ("waraq", "9H", f"{R1_PASSES}, {R1_PASSES}", "waraq next dealer S"),
]


@pytest.mark.parametrize(
    ("face", "calls", "expected"),
    [row[1:] for row in AUCTIONS],
    ids=[row[0] for row in AUCTIONS],
)
def test_auction(face: str, calls: str, expected: str) -> None:
    state = run(hand_state(face), calls)
    assert describe(state) == expected


@pytest.mark.parametrize(
    ("face", "calls", "buyer"),
    [
        ("9H", "S pass, E hokum, N pass, W pass, S pass, E confirm H", P2),
        ("KS", "S pass, E pass, N ashkal, E pass", P1),
        ("KS", "S pass, E pass, N pass, W ashkal, S pass, N pass", P2),
        ("9H", f"{R1_PASSES}, S pass, E pass, N pass, W sun", P4),
        ("9H", "S pass, E pass, N sun, E pass", P3),
    ],
)
def test_buyer_takes_the_face_card_and_everyone_ends_with_eight(
    face: str, calls: str, buyer: Seat
) -> None:
    start = hand_state(face)
    state = run(start, calls)
    assert state.buyer is buyer
    assert state.face_card in state.hands[buyer]
    assert [len(h) for h in state.hands] == [8, 8, 8, 8]
    assert state.dealt == state.hands
    assert sorted(c for h in state.hands for c in h) == sorted(start.deck)
    for seat in Seat:
        assert set(start.hands[seat]) <= set(state.hands[seat])


def test_remaining_cards_are_dealt_from_p1_buyer_two_others_three() -> None:
    # RULES §1.6 step 5: after the face card, P1 then P2, P3, P4; buyer E gets 2.
    later = {P1: "AS KS QS", P2: "JD TD", P3: "AH KH QH", P4: "7C 8C 9C"}
    start = hand_state("9H", later=later, buyer=P2)
    state = run(start, "S pass, E hokum, N pass, W pass, S pass, E confirm H")
    assert state.deck[21:] == cards("AS KS QS JD TD AH KH QH 7C 8C 9C")
    for seat, text in later.items():
        assert set(cards(text)) <= set(state.hands[seat])
    assert card("9H") in state.hands[P2]


def test_first_five_come_three_then_two_from_p1() -> None:
    first = {P1: "AS KS QS JS TS", P2: "AH KH QH JH TH", P3: "AD KD QD JD TD", P4: "AC KC QC JC TC"}
    state = hand_state("9H", first)
    assert state.deck[:12] == cards("AS KS QS AH KH QH AD KD QD AC KC QC")
    assert state.deck[12:20] == cards("JS TS JH TH JD TD JC TC")
    for seat, text in first.items():
        assert set(state.hands[seat]) == set(cards(text))
    assert state.face_card == card("9H")
    assert state.to_act is P1


# --- illegal calls ---------------------------------------------------------------------

ILLEGAL: list[tuple[str, str, str, str]] = [
    ("wrong seat", "", "E sun", "wrong_turn (seat S, other E)"),
    ("Ashkal by P1", "", "S ashkal", "round1_calls"),
    ("Ashkal by P2", "S pass", "E ashkal", "round1_calls"),
    ("second Hokum", "S hokum", "E hokum", "round1_calls"),
    ("before-you outside the window", "", "S beforeyou", "round1_calls"),
    ("confirm outside confirm", "", "S confirm H", "round1_calls"),
    (
        "R1 confirm in another suit",
        "S hokum, E pass, N pass, W pass",
        "S confirm S",
        "confirm_hokum",
    ),
    (
        "R2 confirm in the face suit",
        f"{R1_PASSES}, S hokum, E pass, N pass, W pass",
        "S confirm H",
        "confirm_hokum",
    ),
    ("Sun in the window", "S pass, E sun", "S sun", "before_you_only"),
    ("passer's Hokum after Hokum", "S pass, E hokum, N pass, W pass", "S hokum", "round1_calls"),
    ("double during the auction", "", "S double", "bidding_calls_only"),
    ("card during the auction", "", "S play 7S", "bidding_calls_only"),
    ("kawesh without a Kawesh hand", "", "S kawesh", "round1_calls"),
    ("after waraq", f"{R1_PASSES}, {R1_PASSES}", "S pass", "deal_over"),
    ("R2 second Hokum", f"{R1_PASSES}, S hokum", "E hokum", "round2_calls"),
]


@pytest.mark.parametrize(
    ("before", "call", "message"),
    [row[1:] for row in ILLEGAL],
    ids=[row[0] for row in ILLEGAL],
)
def test_illegal_call_is_refused_and_changes_nothing(before: str, call: str, message: str) -> None:
    state = run(hand_state("9H"), before)
    snapshot, fingerprint = state.history, hash(state)
    (action,) = actions(call)
    with pytest.raises(IllegalActionError) as err:
        state.apply(action)
    text = str(err.value)
    assert f"illegal action '{call}'" in text
    assert message in text
    assert state.history == snapshot and hash(state) == fingerprint
    assert state == run(hand_state("9H"), before)
    if not state.is_over:
        assert "allowed: " in text or "turn" in text


def test_no_ashkal_on_an_ace_names_the_rule() -> None:
    state = run(hand_state("AS"), "S pass, E pass")
    with pytest.raises(IllegalActionError, match="round1_calls"):
        state.apply(Bid(P3, Call.ASHKAL))


# --- flags ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("allowed", "expected"),
    [
        (True, "sun buyer S caller N"),
        (False, "round2: N pass, N hokum, N sun"),
    ],
)
def test_flag_ashkal_in_round2(allowed: bool, expected: str) -> None:
    rules = HouseRules(ashkal_in_round2=allowed)
    state = run(hand_state("9H", rules=rules), f"{R1_PASSES}, S pass, E pass")
    if allowed:
        state = run(state, "N ashkal")
    assert describe(state) == expected


@pytest.mark.parametrize(
    ("forbidden", "expected"),
    [
        (True, "round1: W pass, W hokum, W sun"),
        (False, "round1: W pass, W hokum, W sun, W ashkal"),
    ],
)
def test_flag_ashkal_forbidden_on_ace(forbidden: bool, expected: str) -> None:
    rules = HouseRules(ashkal_forbidden_on_ace=forbidden)
    state = run(hand_state("AD", rules=rules), "S pass, E pass, N pass")
    assert describe(state) == expected


def test_ashkal_on_ace_when_allowed_gives_the_ace_to_the_partner() -> None:
    rules = HouseRules(ashkal_forbidden_on_ace=False)
    state = run(hand_state("AD", rules=rules), "S pass, E pass, N pass, W ashkal, S pass, N pass")
    assert describe(state) == "sun buyer E caller W"
    assert card("AD") in state.hands[P2]


@pytest.mark.parametrize(
    ("scope", "calls", "expected"),
    [
        ("opponents", "S pass, E pass, N sun", "before_you: E pass, E beforeyou"),
        ("any_higher", "S pass, E pass, N sun", "before_you: S pass, S beforeyou"),
        ("opponents", "S pass, E pass, N sun, E pass", "sun buyer N"),
        ("any_higher", "S pass, E pass, N sun, S pass", "before_you: E pass, E beforeyou"),
        ("any_higher", "S pass, E pass, N sun, S beforeyou", "sun buyer S"),
        ("opponents", "S pass, E pass, N pass, W sun, S pass", "before_you: N pass, N beforeyou"),
        ("any_higher", "S pass, E pass, N pass, W sun, S pass", "before_you: E pass, E beforeyou"),
        ("any_higher", "S pass, E pass, N pass, W sun, S pass, E pass, N pass", "sun buyer W"),
        ("opponents", "S pass, E sun", "before_you: S pass, S beforeyou"),
        ("any_higher", "S pass, E sun, S pass", "sun buyer E"),
    ],
)
def test_flag_gablak_scope(scope: str, calls: str, expected: str) -> None:
    rules = HouseRules().replace(gablak_scope=scope)
    assert describe(run(hand_state("9H", rules=rules), calls)) == expected


# --- Kawesh (RULES §7.3, §9.26) -------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "is_kawesh"),
    [
        ("7S 8S 9S 7H 8H", True),
        ("9S 9H 9D 9C 8C", True),
        ("7S 8S 9S 7H JH", False),
        ("7S 8S 9S 7H TH", False),
        ("7S 8S 9S 7H QH", False),
        ("7S 8S 9S 7H KH", False),
        ("7S 8S 9S 7H AH", False),
    ],
)
def test_kawesh_hand_is_only_sevens_eights_nines(hand: str, is_kawesh: bool) -> None:
    assert is_kawesh_hand(cards(hand)) is is_kawesh
    state = hand_state("TD", {P1: hand})
    assert (Bid(P1, Call.KAWESH) in state.legal_actions()) is is_kawesh


@pytest.mark.parametrize(
    ("rule", "calls", "expected"),
    [
        ("same_dealer", "S pass, E kawesh", "kawesh next dealer W"),
        ("same_dealer", "S hokum", "round1: E pass, E sun"),
        ("same_dealer", "S pass, E pass, N pass, W pass, S pass", "round2: E pass, E hokum, E sun"),
        ("rotate_after_bid", "S pass, E kawesh", "kawesh next dealer W"),
        ("rotate_after_bid", "S hokum", "round1: E pass, E sun, E kawesh"),
        ("rotate_after_bid", "S hokum, E kawesh", "kawesh next dealer S"),
        (
            "rotate_after_bid",
            "S pass, E pass, N pass, W pass, S pass",
            "round2: E pass, E hokum, E sun",
        ),
        ("off", "S pass", "round1: E pass, E hokum, E sun"),
    ],
)
def test_flag_kawesh(rule: str, calls: str, expected: str) -> None:
    rules = HouseRules().replace(kawesh=rule)
    state = run(hand_state("9D", {P2: KAWESH_HAND}, rules=rules), calls)
    assert describe(state) == expected
    if state.is_over:
        assert state.result is not None and state.result.points == (0, 0)
        assert state.phase is Phase.FINISHED and state.legal_actions() == ()


def test_kawesh_not_during_the_before_you_window() -> None:
    state = run(hand_state("9D", {P1: KAWESH_HAND}), "S pass, E sun")
    assert Bid(P1, Call.KAWESH) not in state.legal_actions()


@pytest.mark.parametrize(("rotates", "next_dealer"), [(True, Seat.SOUTH), (False, DEALER)])
def test_flag_waraq_rotates_dealer(rotates: bool, next_dealer: Seat) -> None:
    rules = HouseRules(waraq_rotates_dealer=rotates)
    state = run(hand_state("9H", rules=rules), f"{R1_PASSES}, {R1_PASSES}")
    assert state.result is not None and state.result.kind == "waraq"
    assert state.result.next_dealer is next_dealer and state.result.points == (0, 0)


@pytest.mark.parametrize("dealer", list(Seat))
def test_p1_is_right_of_any_dealer_and_speaks_first(dealer: Seat) -> None:
    state = hand_state("9H", dealer=dealer)
    assert state.to_act is dealer.next
    assert state.bidding.priority(dealer.next) == 0
    assert state.bidding.priority(dealer) == 3


@pytest.mark.parametrize("dealer", list(Seat))
def test_before_you_window_for_any_dealer(dealer: Seat) -> None:
    # P4 (the dealer) calls Sun: P1 and P3, the earlier opponents, are asked in that order.
    p1, p2, p3 = dealer.next, dealer.partner, dealer.partner.next
    state = hand_state("9H", dealer=dealer)
    for seat in (p1, p2, p3):
        state = state.apply(Pass(seat))
    state = state.apply(Bid(dealer, Call.SUN))
    assert state.bidding.queue == (p1, p3)


def test_legal_calls_on_a_bare_bidding_state() -> None:
    b = start_bidding(DEALER, card("9H"))
    assert [str(a) for a in legal_calls(b, cards(KAWESH_HAND), DEFAULT)] == [
        "S pass",
        "S hokum",
        "S sun",
        "S kawesh",
    ]
    assert b.round_number == 1 and not b.is_over
