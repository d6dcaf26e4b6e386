"""The figures Belot's texts name, computed by the engine: the lessons' and the summary's.

A text says ``{trump_order}``, ``{suit_total}``, ``{direction}``...; each figure is
computed here from the rules in force (card orders from the contracts, totals from the
scorer, the direction from the seating), so neither a lesson nor the rules summary can
drift from the game. It imports no coach, so ``baloot rules`` loads none.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Final

from baloot_tui.core.cards import DECK, Card, Rank, Suit
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.declarations import BELOTE_VALUE, CARRE_VALUES, SEQUENCE_VALUES
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.games.belot.rules.scoring import (
    CARD_POINTS,
    LAST_TRICK,
    VALAT_BONUS,
    DealFacts,
    score_deal,
)
from baloot_tui.games.belot.rules.seating import next_seat
from baloot_tui.text.i18n import N_
from baloot_tui.text.lessons import ENGLISH, Words


def suit_order(contract: Contract, suit: Suit) -> tuple[Card, ...]:
    """The cards of ``suit`` from the strongest down, as ``contract`` ranks them."""
    cards = [c for c in DECK if c.suit is suit]
    return tuple(sorted(cards, key=lambda c: -contract.strength(c)))


def rank_labels(cards: Sequence[Card]) -> str:
    """``J 9 A 10 K Q 8 7``: the cards' ranks, in order."""
    return " ".join(c.rank.label for c in cards)


def deal_total(contract: Contract, rules: BelotRules = DEFAULT_RULES) -> int:
    """The card points of a whole deal with the last ten, doubled in No Trumps (§1.4).

    Scored by the engine: one team takes every card point and the last trick, the
    other a trick (so no valat bonus) and nothing else.
    """
    facts = DealFacts(
        contract, Team.NORTH_SOUTH, (CARD_POINTS[contract.kind], 0), Team.NORTH_SOUTH, (7, 1)
    )
    return sum(score_deal(facts, rules).card_raw)


@lru_cache(maxsize=16)
def book_figures(rules: BelotRules) -> Mapping[str, object]:
    """Figures any Belot text may name, computed by the engine (once per rule set)."""
    return {
        "trump_order": rank_labels(suit_order(Contract.HEARTS, Suit.HEARTS)),
        "plain_order": rank_labels(suit_order(Contract.NO_TRUMPS, Suit.HEARTS)),
        "suit_total": deal_total(Contract.HEARTS, rules),
        "nt_total": deal_total(Contract.NO_TRUMPS, rules),
        "at_total": deal_total(Contract.ALL_TRUMPS, rules),
        "last_trick": LAST_TRICK,
        "valat_bonus": VALAT_BONUS,
        "belote": BELOTE_VALUE,
        "tierce": SEQUENCE_VALUES[3],
        "quarte": SEQUENCE_VALUES[4],
        "quinte": SEQUENCE_VALUES[5],
        "carre_jacks": CARRE_VALUES[Rank.JACK],
        "carre_nines": CARRE_VALUES[Rank.NINE],
        "carre_other": CARRE_VALUES[Rank.ACE],
        "match_target": rules.match_target,
    }


DIRECTION_WORDS: Final = {True: N_("counter-clockwise"), False: N_("clockwise")}
"""The direction of play, by whether the next player is on your right."""
SIDE_WORDS: Final = {True: N_("right"), False: N_("left")}
"""The side of the dealer the first speaker sits on, by the same."""


def seating_words(rules: BelotRules, say: Words = ENGLISH) -> Mapping[str, str]:
    """``{direction}`` and ``{first_side}``: how play goes round, from the engine's seating.

    The next player after South is East, on South's right, when play goes
    counter-clockwise; the player after the dealer speaks first.
    """
    to_the_right = next_seat(Seat.SOUTH, rules) is Seat.EAST
    return {
        "direction": say(DIRECTION_WORDS[to_the_right]),
        "first_side": say(SIDE_WORDS[to_the_right]),
    }
