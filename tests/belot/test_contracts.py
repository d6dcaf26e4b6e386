"""The six contracts, their bidding order, card orders and points (BELOT.md §1.3, §1.4,
§2.1).
"""

from __future__ import annotations

import pytest

from baloot_tui.core.cards import Suit
from baloot_tui.core.errors import NotationError
from baloot_tui.games.belot.rules.contracts import BID_ORDER, Contract, ContractKind
from tests.belot.belot_kit import cards


def test_bidding_order() -> None:
    # §2.1: ♣ < ♦ < ♥ < ♠ < No Trumps < All Trumps.
    assert [c.value for c in BID_ORDER] == ["C", "D", "H", "S", "NT", "AT"]
    assert sorted(reversed(BID_ORDER)) == list(BID_ORDER)
    assert Contract.CLUBS < Contract.SPADES < Contract.NO_TRUMPS < Contract.ALL_TRUMPS
    assert Contract.HEARTS >= Contract.HEARTS and Contract.HEARTS <= Contract.SPADES


@pytest.mark.parametrize(
    ("text", "contract"),
    [
        ("c", Contract.CLUBS),
        ("♦", Contract.DIAMONDS),
        ("hearts", Contract.HEARTS),
        ("S", Contract.SPADES),
        ("nt", Contract.NO_TRUMPS),
        ("ALL_TRUMPS", Contract.ALL_TRUMPS),
    ],
)
def test_parse(text: str, contract: Contract) -> None:
    assert Contract.parse(text) is contract


def test_parse_refuses_unknown_contracts() -> None:
    with pytest.raises(NotationError, match="unknown contract 'BK'"):
        Contract.parse("BK")


def test_kinds_and_trumps() -> None:
    assert [c.kind for c in BID_ORDER] == [ContractKind.SUIT] * 4 + [
        ContractKind.NO_TRUMPS,
        ContractKind.ALL_TRUMPS,
    ]
    assert [c.trump for c in BID_ORDER] == [
        Suit.CLUBS,
        Suit.DIAMONDS,
        Suit.HEARTS,
        Suit.SPADES,
        None,
        None,
    ]


@pytest.mark.parametrize(
    ("contract", "high_to_low", "points"),
    [
        # §1.3 / §1.4: the trump order and points, in a suit contract and in All Trumps.
        ("H", "JH 9H AH TH KH QH 8H 7H", [20, 14, 11, 10, 4, 3, 0, 0]),
        ("AT", "JS 9S AS TS KS QS 8S 7S", [20, 14, 11, 10, 4, 3, 0, 0]),
        # plain suits in a suit contract and every suit in No Trumps.
        ("H", "AS TS KS QS JS 9S 8S 7S", [11, 10, 4, 3, 2, 0, 0, 0]),
        ("NT", "AH TH KH QH JH 9H 8H 7H", [11, 10, 4, 3, 2, 0, 0, 0]),
    ],
)
def test_card_order_and_points(contract: str, high_to_low: str, points: list[int]) -> None:
    c = Contract.parse(contract)
    ordered = cards(high_to_low)
    assert sorted(ordered, key=c.strength, reverse=True) == list(ordered)
    assert [c.points(x) for x in ordered] == points
