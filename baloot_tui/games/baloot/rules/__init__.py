"""The pure rules engine of Saudi Baloot: standard library only, no I/O.

A REPL session plays a hand like this::

    >>> import random
    >>> from baloot_tui.games.baloot.rules import Seat, deal
    >>> state = deal(random.Random(7), dealer=Seat.WEST)
    >>> state.to_act
    <Seat.SOUTH: 0>
    >>> [str(a) for a in state.legal_actions()]
    ['S pass', 'S hokum', 'S sun']

Bots must import the submodules they need (``baloot_tui.games.baloot.rules.view``…), not this
facade: it imports the full hand state, which bots may not see.
"""

from __future__ import annotations

from baloot_tui.core.cards import DECK, Card, Rank, Suit, card, format_cards, parse_cards
from baloot_tui.core.errors import BalootError, IllegalActionError, NotationError, RecordError
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Call,
    Declare,
    Double,
    DoubleStep,
    Pass,
    PlayCard,
    Sawa,
    parse_action,
)
from baloot_tui.games.baloot.rules.glossary import Contract, Phase, ProjectKind
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, PRESETS, HouseRules, preset
from baloot_tui.games.baloot.rules.match import MatchState, new_match
from baloot_tui.games.baloot.rules.outcome import RoundResult
from baloot_tui.games.baloot.rules.projects import Project, parse_project
from baloot_tui.games.baloot.rules.round import (
    RoundState,
    apply,
    deal,
    legal_actions,
    start_hand,
    view_for,
)
from baloot_tui.games.baloot.rules.scoring import HandFacts, HandScore, score_hand
from baloot_tui.games.baloot.rules.view import PlayerView

__all__ = [
    "DECK",
    "DEFAULT_RULES",
    "PRESETS",
    "SEATS",
    "Action",
    "BalootError",
    "Bid",
    "Call",
    "Card",
    "Contract",
    "Declare",
    "Double",
    "DoubleStep",
    "HandFacts",
    "HandScore",
    "HouseRules",
    "IllegalActionError",
    "MatchState",
    "NotationError",
    "Pass",
    "Phase",
    "PlayCard",
    "PlayerView",
    "Project",
    "ProjectKind",
    "Rank",
    "RecordError",
    "RoundResult",
    "RoundState",
    "Sawa",
    "Seat",
    "Suit",
    "Team",
    "apply",
    "card",
    "deal",
    "format_cards",
    "legal_actions",
    "new_match",
    "parse_action",
    "parse_cards",
    "parse_project",
    "preset",
    "score_hand",
    "start_hand",
    "view_for",
]
