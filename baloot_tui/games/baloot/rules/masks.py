"""Card play in bitmasks: per-trump tables and the legal cards of a turn.

A hand is a 32-bit mask (``card.bit``; suits are 8-bit lanes, ``index = suit * 8 +
rank`` in 7..A order) and a card is its index. The rules are those of
``rules.tricks.classify_turn`` (RULES.md §4.3) with the obligation flags of the
house rules; the round engine plays its cards through these functions and the bots'
simulator and solver search with them, so all three agree by construction (a test
also compares them with ``classify_turn`` over thousands of random positions).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
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
        """The obligations of ``rules``."""
        return cls(
            rules.partner_exemption,
            rules.must_undertrump,
            rules.overtrump_on_trump_lead_even_if_partner_winning,
            rules.partner_exemption_scope == "fourth_or_ace_lead",
        )

    def exempts(self, fourth: bool, best: int) -> bool:
        """``house_rules.partner_exempt`` for a partner winning with card index ``best``."""
        if not self.partner_exemption:
            return False
        return not self.narrow_exemption or fourth or best & 7 == _ACE_RANK


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


def legal_mask(
    hand: int, trick: Sequence[int], tables: TrumpTables, closed: bool, play_rules: PlayRules
) -> int:
    """The legal cards of ``hand`` as a mask: ``rules.tricks.classify_turn`` in bits."""
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


def lead_mask(hand: int, tables: TrumpTables, closed: bool) -> int:
    """The cards that may lead a trick: all, but no trump lead in a closed double."""
    if closed and tables.trump != NO_TRUMP:
        side = hand & ~tables.trump_mask
        if side and side != hand:
            return side
    return hand


def follow_mask(
    hand: int,
    lead: int,
    best: int,
    partner_winning: bool,
    fourth: bool,
    tables: TrumpTables,
    play_rules: PlayRules,
) -> int:
    """The cards that may follow to a trick led in ``lead`` and won so far by ``best``.

    ``fourth``: the seat plays last to the trick (the narrow partner exemption).
    """
    trump = tables.trump
    follow = hand & SUIT_MASKS[lead]
    if trump == NO_TRUMP:
        return follow or hand
    if lead == trump:
        if not follow:
            return hand
        if partner_winning and not play_rules.overtrump_even_if_partner_winning:
            return follow
        return (follow & tables.above[best]) or follow
    if follow:
        return follow
    if partner_winning and play_rules.exempts(fourth, best):
        return hand
    trumps = hand & tables.trump_mask
    if not trumps:
        return hand
    if best >> 3 == trump:
        higher = trumps & tables.above[best]
        if higher:
            return higher
        return trumps if play_rules.must_undertrump else hand
    return trumps
