"""The legal cards of a turn: their one definition (RULES.md §4.3), in bitmasks.

A hand is a 32-bit mask (``card.bit``; suits are 8-bit lanes, ``index = suit * 8 +
rank`` in 7..A order) and a card is its index. :func:`lead_mask` and
:func:`follow_rule` say which cards may be played, the latter with the obligation of
the rule book that selects them (:func:`lead_rule` adds the lead's), under the house
rules' obligation flags (:class:`PlayRules`). Everything else reads them: the round
engine plays its cards through them, ``rules.tricks.classify_turn`` and
``card_options`` give them on cards with the reason, and the bots' solver and
simulator search with :func:`lead_mask` and :func:`follow_mask`. The tests check the
definition against the rule book's examples (``tests/rules/test_tricks.py``) and the
simulator's own play-out loop against it (``tests/bots/test_simulator.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from baloot_tui.core.cards import DECK, PLAIN_ORDER, RANKS, SUITS, TRUMP_ORDER, Rank, Suit
from baloot_tui.games.baloot.rules.house_rules import HouseRules

NO_TRUMP: Final = 4
"""Table index used for Sun (no trump suit)."""
SUIT_MASKS: Final = tuple(0xFF << (8 * s) for s in range(4))
"""The 8-bit lane of each suit."""
FULL_DECK: Final = (1 << 32) - 1

_ACE_RANK: Final = RANKS.index(Rank.ACE)
"""The Ace's place in a suit's 8-bit lane."""


def _rank_strengths(order: str) -> tuple[int, ...]:
    """Strength 0..7 of each rank in sequence order (7..A) under a trick order."""
    return tuple(order.index(rank.value) for rank in RANKS)


_PLAIN_STRENGTH: Final = _rank_strengths(PLAIN_ORDER)
_TRUMP_STRENGTH: Final = _rank_strengths(TRUMP_ORDER)


@dataclass(frozen=True, slots=True)
class TrumpTables:
    """Per-card figures for one trump choice (or Sun), indexed by card index."""

    trump: int
    """Trump suit index 0..3, or :data:`NO_TRUMP`."""
    trump_mask: int
    """The trump suit's cards (0 in Sun)."""
    power: tuple[int, ...]
    """Trick-taking power: strength within the suit, +16 for a trump."""
    points: tuple[int, ...]
    """Abnat of each card."""
    above: tuple[int, ...]
    """Cards of the same suit that beat this card."""
    value: tuple[int, ...]
    """What a card is worth keeping (points, strength, trumps last): lower is cheaper."""
    topped_by: tuple[int, ...]
    """The cards that beat this card where it wins a trick: the higher ones of its suit,
    and every trump if it is a plain card."""


def _build_tables(trump: int) -> TrumpTables:
    power: list[int] = []
    points: list[int] = []
    above: list[int] = []
    value: list[int] = []
    for c in DECK:
        s, r = c.index >> 3, c.index & 7
        is_trump = s == trump
        strengths = _TRUMP_STRENGTH if is_trump else _PLAIN_STRENGTH
        mine = strengths[r]
        power.append(mine + (16 if is_trump else 0))
        points.append(c.trump_points if is_trump else c.plain_points)
        higher = 0
        for other in range(8):
            if strengths[other] > mine:
                higher |= 1 << (s * 8 + other)
        above.append(higher)
        value.append(points[-1] * 8 + mine + (200 if is_trump else 0))
    trump_mask = SUIT_MASKS[trump] if trump < 4 else 0
    topped_by = tuple(
        higher if c.index >> 3 == trump else higher | trump_mask
        for c, higher in zip(DECK, above, strict=True)
    )
    return TrumpTables(
        trump, trump_mask, tuple(power), tuple(points), tuple(above), tuple(value), topped_by
    )


BALOOT_MASKS: Final = tuple(0b0110_0000 << (8 * s) for s in range(4))
"""The trump Queen and King of each suit (ranks 5 and 6 of the lane)."""
TABLES: Final = tuple(_build_tables(t) for t in range(5))
"""Tables for trump spades, hearts, diamonds, clubs, then Sun."""


def trump_index(trump: Suit | None) -> int:
    """The table index of a trump suit (``NO_TRUMP`` in Sun)."""
    return _TRUMP_INDEX[trump]


_TRUMP_INDEX: Final[dict[Suit | None, int]] = {
    None: NO_TRUMP,
    **{suit: index for index, suit in enumerate(SUITS)},
}


def mask_indices(mask: int) -> list[int]:
    """The card indices in ``mask``, lowest first."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@dataclass(frozen=True, slots=True)
class PlayRules:
    """The card-play obligations of the house rules (RULES.md §4.3, §9 rows 9-11)."""

    partner_exemption: bool = True
    must_undertrump: bool = True
    overtrump_even_if_partner_winning: bool = False
    narrow_exemption: bool = False
    """``partner_exemption_scope="fourth_or_ace_lead"``: see :meth:`exempts`."""

    @classmethod
    def of(cls, rules: HouseRules) -> PlayRules:
        """The obligations of ``rules`` (kept per rules object: hands share their rules)."""
        found = _PLAY_RULES.get(id(rules))
        if found is None or found[0] is not rules:
            if len(_PLAY_RULES) > 64:
                _PLAY_RULES.clear()
            found = (
                rules,
                cls(
                    rules.partner_exemption,
                    rules.must_undertrump,
                    rules.overtrump_on_trump_lead_even_if_partner_winning,
                    rules.partner_exemption_scope == "fourth_or_ace_lead",
                ),
            )
            _PLAY_RULES[id(rules)] = found
        return found[1]

    def exempts(self, fourth: bool, best: int) -> bool:
        """Whether a seat void in the plain suit led may keep its trumps, its partner winning.

        Always under the exemption, or under its narrow scope only as the fourth to play or
        behind the partner's Ace lead (``best`` is the partner's card; RULES.md §4.3).
        """
        if not self.partner_exemption:
            return False
        return not self.narrow_exemption or fourth or best & 7 == _ACE_RANK


_PLAY_RULES: Final[dict[int, tuple[HouseRules, PlayRules]]] = {}
""":meth:`PlayRules.of` per rules object, with the object it was made from."""


def winning_position(trick: Sequence[int], tables: TrumpTables) -> int:
    """Position in ``trick`` (card indices in play order) of the card winning it."""
    power = tables.power
    trump = tables.trump
    lead = trick[0] >> 3
    best = 0
    top = power[trick[0]]
    for position in range(1, len(trick)):
        c = trick[position]
        s = c >> 3
        if s in (lead, trump) and power[c] > top:
            best, top = position, power[c]
    return best


class Obligation(StrEnum):
    """Which rule of RULES.md §4.3 decides the legal cards of a turn."""

    LEAD = "lead"
    CLOSED_LEAD = "closed_lead"
    FOLLOW = "follow"
    VOID_FREE = "void_free"
    PARTNER_EXEMPT = "partner_exempt"
    NO_TRUMPS_FREE = "no_trumps_free"
    MUST_TRUMP = "must_trump"
    PARTNER_NOT_EXEMPT = "partner_not_exempt"
    OVER_TRUMP = "over_trump"
    UNDER_TRUMP = "under_trump"
    CANNOT_OVER_TRUMP_FREE = "cannot_over_trump_free"
    TRUMP_LEAD_ANY = "trump_lead_any"
    TRUMP_LEAD_HIGHER = "trump_lead_higher"
    TRUMP_LEAD_CANNOT_BEAT = "trump_lead_cannot_beat"


def lead_mask(hand: int, tables: TrumpTables, closed: bool) -> int:
    """The cards of ``hand`` that may lead a trick.

    Any card, but in a closed double no trump while the hand holds another suit.
    """
    if closed and tables.trump != NO_TRUMP:
        side = hand & ~tables.trump_mask
        if side and side != hand:
            return side
    return hand


def lead_rule(hand: int, tables: TrumpTables, closed: bool) -> tuple[int, Obligation]:
    """:func:`lead_mask` and the rule that decides it."""
    legal = lead_mask(hand, tables, closed)
    return legal, Obligation.LEAD if legal == hand else Obligation.CLOSED_LEAD


def follow_rule(
    hand: int,
    lead: int,
    best: int,
    partner_winning: bool,
    fourth: bool,
    tables: TrumpTables,
    play_rules: PlayRules,
) -> tuple[int, Obligation]:
    """The cards of ``hand`` that may follow to a trick, and the rule that selects them.

    The trick was led in suit ``lead`` and is won so far by card ``best`` (partner's,
    if ``partner_winning``); ``fourth``: the seat plays last to it. In order: follow
    suit (on a trump lead, beat the best trump if you can, unless the partner wins and
    the house rule lets you keep your trumps); void in Sun, any card; void in a plain
    suit, the partner winning and exempt, any card; else trump, over-trumping an
    opponent's trump if you can, under-trumping if you cannot (where the house rules
    say so); with no trump at all, any card.
    """
    trump = tables.trump
    follow = hand & SUIT_MASKS[lead]
    if trump == NO_TRUMP:
        return (follow, Obligation.FOLLOW) if follow else (hand, Obligation.VOID_FREE)
    if lead == trump:
        if not follow:
            return hand, Obligation.NO_TRUMPS_FREE
        if partner_winning and not play_rules.overtrump_even_if_partner_winning:
            return follow, Obligation.TRUMP_LEAD_ANY
        higher = follow & tables.above[best]
        if higher:
            return higher, Obligation.TRUMP_LEAD_HIGHER
        return follow, Obligation.TRUMP_LEAD_CANNOT_BEAT
    if follow:
        return follow, Obligation.FOLLOW
    if partner_winning and play_rules.exempts(fourth, best):
        return hand, Obligation.PARTNER_EXEMPT
    trumps = hand & tables.trump_mask
    if not trumps:
        return hand, Obligation.NO_TRUMPS_FREE
    if best >> 3 == trump:
        higher = trumps & tables.above[best]
        if higher:
            return higher, Obligation.OVER_TRUMP
        if play_rules.must_undertrump:
            return trumps, Obligation.UNDER_TRUMP
        return hand, Obligation.CANNOT_OVER_TRUMP_FREE
    if partner_winning and play_rules.partner_exemption:  # the narrow exemption did not apply
        return trumps, Obligation.PARTNER_NOT_EXEMPT
    return trumps, Obligation.MUST_TRUMP


def follow_mask(
    hand: int,
    lead: int,
    best: int,
    partner_winning: bool,
    fourth: bool,
    tables: TrumpTables,
    play_rules: PlayRules,
) -> int:
    """The cards of :func:`follow_rule`."""
    return follow_rule(hand, lead, best, partner_winning, fourth, tables, play_rules)[0]


def legal_mask(
    hand: int, trick: Sequence[int], tables: TrumpTables, closed: bool, play_rules: PlayRules
) -> int:
    """The legal cards of ``hand`` played to ``trick`` (card indices in play order)."""
    if not trick:
        return lead_mask(hand, tables, closed)
    best_position = winning_position(trick, tables)
    return follow_mask(
        hand,
        trick[0] >> 3,
        trick[best_position],
        len(trick) - best_position == 2,
        len(trick) == 3,
        tables,
        play_rules,
    )
