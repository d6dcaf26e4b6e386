"""The pure rules engine of Bulgarian Belot (BELOT.md): standard library only, no I/O.

It shares the cards, seats and errors of :mod:`baloot_tui.games.baloot.rules` and nothing else.
One module per rules topic: :mod:`~baloot_tui.games.belot.rules.contracts` (the six contracts
and card orders), :mod:`~baloot_tui.games.belot.rules.auction`,
:mod:`~baloot_tui.games.belot.rules.tricks`,
:mod:`~baloot_tui.games.belot.rules.declarations`, :mod:`~baloot_tui.games.belot.rules.scoring`,
:mod:`~baloot_tui.games.belot.rules.hand` (one deal), :mod:`~baloot_tui.games.belot.rules.match`,
:mod:`~baloot_tui.games.belot.rules.record`, with the flags of
:mod:`~baloot_tui.games.belot.rules.house_rules`.

A REPL session plays a deal like this::

    >>> import random
    >>> from baloot_tui.games.belot.rules import Seat, deal
    >>> hand = deal(random.Random(7), dealer=Seat.WEST)
    >>> for text in ("S bid H", "E pass", "N pass", "W pass"):
    ...     hand = hand.apply(parse_action(text))
    >>> hand.contract, hand.bidder, len(hand.hands[Seat.SOUTH])
    (<Contract.HEARTS: 'H'>, <Seat.SOUTH: 0>, 8)
"""

from __future__ import annotations

from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.belot.rules.actions import (
    Action,
    Bid,
    Contra,
    Declare,
    Pass,
    PlayCard,
    Recontra,
    parse_action,
)
from baloot_tui.games.belot.rules.auction import AuctionStage, AuctionState
from baloot_tui.games.belot.rules.contracts import BID_ORDER, Contract, ContractKind
from baloot_tui.games.belot.rules.declarations import (
    Declaration,
    DeclarationKind,
    parse_declaration,
)
from baloot_tui.games.belot.rules.hand import BelotHand, deal, start_deal
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, PRESETS, BelotRules, preset
from baloot_tui.games.belot.rules.match import BelotMatch, new_match
from baloot_tui.games.belot.rules.scoring import DealFacts, DealScore, score_deal
from baloot_tui.games.belot.rules.view import BelotView, DealResult, Phase

__all__ = [
    "BID_ORDER",
    "DEFAULT_RULES",
    "PRESETS",
    "Action",
    "AuctionStage",
    "AuctionState",
    "BelotHand",
    "BelotMatch",
    "BelotRules",
    "BelotView",
    "Bid",
    "Contra",
    "Contract",
    "ContractKind",
    "DealFacts",
    "DealResult",
    "DealScore",
    "Declaration",
    "DeclarationKind",
    "Declare",
    "Pass",
    "Phase",
    "PlayCard",
    "Recontra",
    "Seat",
    "Team",
    "deal",
    "new_match",
    "parse_action",
    "parse_declaration",
    "preset",
    "score_deal",
    "start_deal",
]
