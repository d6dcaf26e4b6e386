"""Perft: the number of legal action sequences from a fixed deal, as regression figures.

A count that changes means the legal-action rules changed. How the figures were
checked when frozen:

* Auction: 151,173,205 complete auctions (38,221 with ``bid_over_double`` off),
  counted with the engine and, independently, straight from the BELOT.md §2.3
  pseudo-code below; both memoise on the auction state.
* Trick 1 of DECK in No Trumps: SOUTH leads a heart (2 ways; E, N, W follow 2 x 2 x 2)
  or a diamond (6 ways; E and N have one, W is void: 8) = 16 + 48 = 64.
* Trick 1 in clubs: SOUTH may declare the tierce 10-Q♦ or not (x 2); a heart lead gives
  16; a diamond lead 2 x 3 (W must trump the winning A♦ or 10♦) + 4 x 8 (E's K♦ wins,
  W is free) = 38; (16 + 38) x 2 = 108.
* Trick 1 in hearts: a trump lead must be raised and EAST may add the belote with its
  Q♥ or K♥ (x 2): 7♥ lead 4 x 3, A♥ lead 4 x 1 x 2 = 20; diamonds 2 x 2 + 4 x 8 = 36;
  (20 + 36) x 2 = 112.
* Trick 1 in All Trumps: every suit has a belote and must be raised: hearts 12 + 8 = 20,
  diamonds 6 x 8 = 48; (20 + 48) x 2 = 136.
"""

from __future__ import annotations

from functools import cache

import pytest

from baloot_tui.core.cards import parse_cards
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.rules.auction import (
    AuctionState,
    apply_call,
    legal_calls,
    start_auction,
)
from baloot_tui.games.belot.rules.hand import BelotHand, start_deal
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from tests.belot.belot_kit import run

DECK = parse_cards(
    "7D AD TD KH JC TC 8S 9D 9S KS 9H AC JD AH JS QH JH AS 7S TS 7H QD 8D KC KD 7C QS QC "
    "TH 8H 8C 9C"
)
#: contract: (trick-1 sequences, trick-1-and-2 sequences)
COUNTS = {"C": (108, 13_176), "H": (112, 9_848), "NT": (64, 34_848), "AT": (136, 39_232)}


def engine_auctions(rules: BelotRules) -> int:
    @cache
    def count(state: AuctionState) -> int:
        if state.is_over:
            return 1
        return sum(count(apply_call(state, c, rules)) for c in legal_calls(state, rules))

    return count(start_auction(Seat.WEST, rules))


def pseudo_code_auctions(bid_over_double: bool) -> int:
    """§2.3 transcribed with plain numbers: levels 0-5, seats 0-3, teams by parity."""

    @cache
    def count(cur: int, bidder: int, mult: int, passes: int, seat: int) -> int:
        total = 0
        nxt = (seat + 1) % 4
        # PASS
        if (cur < 0 and passes + 1 == 4) or (cur >= 0 and passes + 1 == 3):
            total += 1
        else:
            total += count(cur, bidder, mult, passes + 1, nxt)
        # BID
        if mult == 1 or bid_over_double:
            total += sum(count(b, seat, 1, 0, nxt) for b in range(cur + 1, 6))
        # CONTRA / RECONTRA
        if cur >= 0 and mult == 1 and seat % 2 != bidder % 2:
            total += count(cur, bidder, 2, 0, nxt)
        if mult == 2 and seat % 2 == bidder % 2:
            total += count(cur, bidder, 4, 0, nxt)
        return total

    return count(-1, -1, 1, 0, 0)


@pytest.mark.parametrize(("bid_over_double", "expected"), [(True, 151_173_205), (False, 38_221)])
def test_auction_perft(bid_over_double: bool, expected: int) -> None:
    rules = BelotRules(bid_over_double=bid_over_double)
    assert engine_auctions(rules) == expected
    assert pseudo_code_auctions(bid_over_double) == expected


def sequences(hand: BelotHand, tricks: int) -> int:
    if hand.is_over or (hand.play is not None and len(hand.play.tricks) >= tricks):
        return 1
    return sum(sequences(hand.apply(a), tricks) for a in hand.legal_actions())


@pytest.mark.parametrize("contract", sorted(COUNTS))
def test_first_trick_perft(contract: str) -> None:
    hand = run(
        start_deal(DECK, Seat.WEST, DEFAULT_RULES), f"S bid {contract}, E pass, N pass, W pass"
    )
    assert sequences(hand, 1) == COUNTS[contract][0]


@pytest.mark.slow
@pytest.mark.parametrize("contract", sorted(COUNTS))
def test_two_tricks_perft(contract: str) -> None:
    hand = run(
        start_deal(DECK, Seat.WEST, DEFAULT_RULES), f"S bid {contract}, E pass, N pass, W pass"
    )
    assert sequences(hand, 2) == COUNTS[contract][1]
