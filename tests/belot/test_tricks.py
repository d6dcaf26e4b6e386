"""Legal cards, trick winners and card points (BELOT.md §1.3, §1.4, §3.2, §9 rows 2-4).

In each row the trick lists the cards already played, from the leader; the partner
played the card two positions before you.
"""

from __future__ import annotations

import pytest

from baloot_tui.core.cards import DECK
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.games.belot.rules.tricks import (
    Obligation,
    card_options,
    classify_turn,
    trick_points,
    winning_position,
)
from baloot_tui.games.belot.words import reason_words
from tests.belot.belot_kit import cards

# fmt: off
BRANCHES = [
    # id, contract, hand, trick, legal, obligation
    ("§3.2 lead: any card", "H", "JH 7S AD", "", "JH 7S AD", Obligation.LEAD),
    ("§3.2 NT: follow, no duty to beat", "NT", "AC 7C TH", "KC", "AC 7C", Obligation.FOLLOW),
    ("§3.2 NT: void, any card", "NT", "7H KD", "AS", "7H KD", Obligation.VOID_FREE),
    ("§3.2 AT: must beat the highest of the led suit", "AT", "TS 7S JD", "KS QS", "TS",
     Obligation.FOLLOW_RAISE),
    ("§3.2 AT: beat the highest even if partner wins", "AT", "JS 9S 7S", "AS 8S", "JS 9S",
     Obligation.FOLLOW_RAISE),
    ("§3.2 AT: cannot beat, any of the suit", "AT", "KS 7S JD", "9S", "KS 7S",
     Obligation.FOLLOW_CANNOT_RAISE),
    ("§3.2 AT: void, any card", "AT", "JD 9H", "7S", "JD 9H", Obligation.VOID_FREE),
    ("§3.2 AT: a discard does not count as highest", "AT", "QS 8S", "7S JH", "QS 8S",
     Obligation.FOLLOW_RAISE),
    ("§3.2 suit: follow a plain suit, no duty to beat", "H", "7S KS 9H", "AS", "7S KS",
     Obligation.FOLLOW),
    ("§3.2 suit: follow under an opponent's trump", "H", "7S KS 9H", "AS 7H", "7S KS",
     Obligation.FOLLOW),
    ("§3.2 suit: void, opponent winning: trump", "H", "7H AH KD", "KC", "7H AH",
     Obligation.MUST_TRUMP),
    ("§3.2 suit: void, opponent winning 3rd hand", "H", "7H KD", "7C AC", "7H",
     Obligation.MUST_TRUMP),
    ("§3.2 suit: void, partner winning: any card", "H", "7H 8D", "AC 7C", "7H 8D",
     Obligation.PARTNER_EXEMPT),
    ("§3.2 suit: void, partner's trump winning", "H", "9H 8D", "AC 7H KC", "9H 8D",
     Obligation.PARTNER_EXEMPT),
    ("§3.2 suit: void, no trumps: any card", "H", "7D 8S", "KC", "7D 8S", Obligation.VOID_FREE),
    ("§3.2 suit: over-trump an opponent", "H", "JH 7H 8D", "AC 9C QH", "JH",
     Obligation.OVER_TRUMP),
    ("§3.2 suit: cannot over-trump: any card", "H", "QH 8H AC", "7D 9H", "QH 8H AC",
     Obligation.CANNOT_OVER_TRUMP_FREE),
    ("§3.2 suit: trump lead, raise", "D", "JD 7D AS", "9D TD", "JD", Obligation.FOLLOW_RAISE),
    ("§3.2 suit: trump lead, cannot beat, any trump", "D", "AD 7D AS", "JD", "AD 7D",
     Obligation.FOLLOW_CANNOT_RAISE),
    ("§3.2 suit: trump lead, void, any card", "D", "AS KC", "JD", "AS KC",
     Obligation.VOID_FREE),
]
# fmt: on


@pytest.mark.parametrize(
    ("contract", "hand", "trick", "legal", "obligation"),
    [pytest.param(*row[1:], id=row[0]) for row in BRANCHES],
)
def test_legal_cards(
    contract: str, hand: str, trick: str, legal: str, obligation: Obligation
) -> None:
    found, why = classify_turn(cards(hand), cards(trick), Contract.parse(contract), DEFAULT_RULES)
    assert set(found) == set(cards(legal))
    assert why is obligation


# --- the flags of §9 rows 2-4 -------------------------------------------------------------

NO_PARTNER_EXEMPTION = BelotRules(partner_exemption=False)
NO_RAISE_OVER_PARTNER = BelotRules(raise_on_trump_lead_vs_partner=False)
MUST_UNDERTRUMP = BelotRules(must_undertrump=True)

# fmt: off
FLAGS = [
    # id, rules, contract, hand, trick, legal under the default, legal under the flag
    ("§9.2 partner_exemption off: trump the partner's ace", NO_PARTNER_EXEMPTION,
     "H", "7H 8D", "AC 7C", "7H 8D", "7H"),
    ("§9.2 partner_exemption off: over-trump the partner", NO_PARTNER_EXEMPTION,
     "H", "JH 8H 8D", "AC 9H KC", "JH 8H 8D", "JH"),
    ("§9.3 raise_on_trump_lead_vs_partner off, partner winning: any trump",
     NO_RAISE_OVER_PARTNER, "D", "JD 7D AS", "9D TD", "JD", "JD 7D"),
    ("§9.3 raise_on_trump_lead_vs_partner off, opponent winning: still raise",
     NO_RAISE_OVER_PARTNER, "D", "JD 7D AS", "TD 9D", "JD", "JD"),
    ("§9.3 the flag leaves All Trumps alone",
     NO_RAISE_OVER_PARTNER, "AT", "JD 7D AS", "9D 8D", "JD", "JD"),
    ("§9.4 must_undertrump: a lower trump", MUST_UNDERTRUMP,
     "H", "QH 8H AC", "7D 9H", "QH 8H AC", "QH 8H"),
]
# fmt: on


@pytest.mark.parametrize(
    ("rules", "contract", "hand", "trick", "default", "flagged"),
    [pytest.param(*row[1:], id=row[0]) for row in FLAGS],
)
def test_play_flags(
    rules: BelotRules, contract: str, hand: str, trick: str, default: str, flagged: str
) -> None:
    for used, expected in ((DEFAULT_RULES, default), (rules, flagged)):
        found, _ = classify_turn(cards(hand), cards(trick), Contract.parse(contract), used)
        assert set(found) == set(cards(expected)), used.differences()


# --- who wins a trick (§1.3) --------------------------------------------------------------

# fmt: off
WINNERS = [
    ("§1.3 suit: highest of the led suit", "S", "AH TH KH 7H", 0),
    ("§1.3 suit: a trump beats the led suit", "S", "AH 7S KH TH", 1),
    ("§1.3 suit: the highest trump wins", "S", "AH 7S 9S JS", 3),
    ("§1.3 suit: the trump order J 9 A 10", "H", "AH 9H TH KH", 1),
    ("§1.3 suit: plain order A 10 K Q J 9", "H", "9S JS TS QS", 2),
    ("§1.3 NT: another suit never wins", "NT", "7D AS AH AC", 0),
    ("§1.3 NT: plain order", "NT", "JD 9D QD 8D", 2),
    ("§1.3 AT: another suit never wins, even a jack", "AT", "7D JS JH JC", 0),
    ("§1.3 AT: trump order in the led suit", "AT", "AD 9D JD TD", 2),
]
# fmt: on


@pytest.mark.parametrize(
    ("contract", "trick", "winner"), [pytest.param(*row[1:], id=row[0]) for row in WINNERS]
)
def test_trick_winner(contract: str, trick: str, winner: int) -> None:
    assert winning_position(cards(trick), Contract.parse(contract)) == winner


@pytest.mark.parametrize(
    ("contract", "total"),
    [("C", 152), ("D", 152), ("H", 152), ("S", 152), ("NT", 120), ("AT", 248)],
)
def test_card_points_of_the_deck(contract: str, total: int) -> None:
    # §1.4: 62 per trump suit, 30 per plain suit (NT is doubled later, in scoring).
    assert trick_points(DECK, Contract.parse(contract)) == total


def test_card_options_say_why() -> None:
    options = card_options(cards("TS 7S JD"), cards("KS QS"), Contract.ALL_TRUMPS, DEFAULT_RULES)
    assert [(str(o.card), o.legal, reason_words(o)) for o in options] == [
        ("TS", True, "beats K♠"),
        ("7S", False, "You must beat K♠ with a ♠."),
        ("JD", False, "You must beat K♠ with a ♠."),
    ]
    options = card_options(cards("7H 8D"), cards("KC"), Contract.HEARTS, DEFAULT_RULES)
    assert [reason_words(o) for o in options if not o.legal] == [
        "You have no ♣ and an opponent is winning: you must trump."
    ]
