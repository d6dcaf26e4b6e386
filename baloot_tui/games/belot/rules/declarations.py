"""Declarations: sequences and carrés, their values, the overlap choice and the contests.

A declaration is written ``kind:cards`` with the cards in index order joined by
dashes: ``tierce:7H-8H-9H``, ``quinte:9S-TS-JS-QS-KS-AS`` (a run of 5 or more is one
quinte), ``carre:JS-JH-JD-JC`` (BELOT.md §4.1). Belote (K + Q of a trump suit) is not
a declaration of the hand; see :func:`belote_allowed`.

>>> d = parse_declaration("quarte:TH-JH-QH-KH")
>>> str(d), d.kind, d.value(BelotRules())
('quarte:TH-JH-QH-KH', <DeclarationKind.QUARTE: 'quarte'>, 50)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from itertools import combinations
from typing import Final

from baloot_tui.core.cards import DECK, RANKS, SUITS, Card, Rank, card, lane_runs, mask_of
from baloot_tui.core.errors import NotationError, quote
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.games.belot.rules.contracts import TRUMPS, Contract, ContractKind
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules, OverlapChoice
from baloot_tui.games.belot.rules.seating import turn_order


class DeclarationKind(StrEnum):
    """What a player names when declaring; the value is its notation."""

    TIERCE = "tierce"
    QUARTE = "quarte"
    QUINTE = "quinte"
    CARRE = "carre"


SEQUENCE_VALUES: Final = {3: 20, 4: 50, 5: 100, 6: 100, 7: 100, 8: 100}
"""Raw points of a sequence by its length (§4.1)."""
EIGHT_RUN_SPLIT_VALUE: Final = 120
"""A run of 8 under ``eight_run_split``: a quinte and a tierce (100 + 20)."""
CARRE_VALUES: Final = {
    Rank.JACK: 200,
    Rank.NINE: 150,
    Rank.ACE: 100,
    Rank.TEN: 100,
    Rank.KING: 100,
    Rank.QUEEN: 100,
}
"""Raw points of a carré by rank; four 7s or 8s score nothing (§4.1)."""
CARRE_ORDERS: Final = {
    "points": (Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE, Rank.NINE, Rank.JACK),
    "natural": (Rank.TEN, Rank.QUEEN, Rank.KING, Rank.ACE, Rank.NINE, Rank.JACK),
}
"""Carré strength low to high under each ``carre_order`` (§4.4, §9.7)."""
BELOTE_VALUE: Final = 20
"""Raw points of one belote (§4.6)."""
_KIND_OF_LENGTH: Final = {
    3: DeclarationKind.TIERCE,
    4: DeclarationKind.QUARTE,
    5: DeclarationKind.QUINTE,
    6: DeclarationKind.QUINTE,
    7: DeclarationKind.QUINTE,
    8: DeclarationKind.QUINTE,
}


def _problem(cards: tuple[Card, ...]) -> str | None:
    """Why ``cards`` (sorted by index) are not a declaration, or None if they are."""
    shown = " ".join(str(c) for c in cards) or "no cards"
    if len({c.index for c in cards}) != len(cards):
        return f"a card appears twice in {shown}"
    if len(cards) == 4 and len({c.rank for c in cards}) == 1:
        if cards[0].rank not in CARRE_VALUES:
            return f"four {cards[0].rank.label}s score nothing"
        return None
    one_suit = len({c.suit for c in cards}) == 1
    if len(cards) < 3 or not one_suit or cards[-1].index - cards[0].index != len(cards) - 1:
        return f"{shown} are neither a carré nor 3 or more cards in sequence"
    return None


@dataclass(frozen=True, slots=True)
class Declaration:
    """One sequence of a suit (3 to 8 cards) or one carré of a scoring rank.

    The constructor sorts the cards and raises NotationError if they form neither.
    """

    cards: tuple[Card, ...]
    """The cards, sorted by ``card.index``."""
    mask: int = field(init=False, repr=False, compare=False, default=0)
    """Bitmask of the cards, for cheap disjointness tests."""

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.cards, key=lambda c: c.index))
        problem = _problem(ordered)
        if problem is not None:
            raise NotationError(f"not a Belot declaration: {problem}")
        # Frozen dataclass: normalising in __post_init__ needs object.__setattr__.
        object.__setattr__(self, "cards", ordered)
        object.__setattr__(self, "mask", sum(c.bit for c in ordered))

    @property
    def is_sequence(self) -> bool:
        """True for a run of one suit, False for a carré."""
        return self.cards[0].suit is self.cards[1].suit

    @property
    def kind(self) -> DeclarationKind:
        """Tierce, quarte, quinte or carré: what the table hears on trick 1."""
        return _KIND_OF_LENGTH[len(self.cards)] if self.is_sequence else DeclarationKind.CARRE

    @property
    def top(self) -> Card:
        """A sequence's highest card in natural order; a carré's first card."""
        return self.cards[-1] if self.is_sequence else self.cards[0]

    def value(self, rules: BelotRules) -> int:
        """Raw points when counted (§4.1, §9.8)."""
        if not self.is_sequence:
            return CARRE_VALUES[self.top.rank]
        if len(self.cards) == 8 and rules.eight_run_split:
            return EIGHT_RUN_SPLIT_VALUE
        return SEQUENCE_VALUES[len(self.cards)]

    def strength(self, rules: BelotRules) -> tuple[int, int]:
        """Rank within its own contest: (length, top) for sequences, carré order for carrés."""
        if self.is_sequence:
            return (len(self.cards), RANKS.index(self.top.rank))
        return (0, CARRE_ORDERS[rules.carre_order].index(self.top.rank))

    def pool_strength(self, rules: BelotRules) -> tuple[int, int, int, int]:
        """Rank in the single pool of ``declaration_contest = "single_pool"`` (§9.5).

        Value first; at equal value a carré beats a sequence; then the own strength.
        """
        own = self.strength(rules)
        return (self.value(rules), int(not self.is_sequence), *own)

    def __str__(self) -> str:
        return f"{self.kind.value}:" + "-".join(str(c) for c in self.cards)


def parse_declaration(text: str) -> Declaration:
    """Read a declaration from its notation, checking the kind names the cards.

    >>> str(parse_declaration(" Tierce:9h-7h-8h "))
    'tierce:7H-8H-9H'
    >>> parse_declaration("quarte:7H-8H-9H")
    Traceback (most recent call last):
    ...
    baloot_tui.core.errors.NotationError: not a Belot declaration: 'quarte:7H-8H-9H' is a tierce, not a quarte
    """  # noqa: E501
    head, sep, tail = text.strip().partition(":")
    kind_name = head.strip().lower().replace("é", "e")
    if not sep or kind_name not in DeclarationKind._value2member_map_:
        raise NotationError(
            f"not a Belot declaration: {quote(text)}: write kind:cards with kind tierce, "
            "quarte, quinte or carre, e.g. 'tierce:7H-8H-9H'"
        )
    try:
        declaration = Declaration(tuple(card(t) for t in tail.replace(" ", "").split("-") if t))
    except NotationError as err:
        raise NotationError(f"{err} (in {quote(text)})") from None
    if declaration.kind.value != kind_name:
        raise NotationError(
            f"not a Belot declaration: {quote(text)} is a {declaration.kind.value}, "
            f"not a {kind_name}"
        )
    return declaration


# --- what a hand may declare (§4.1, §4.2) ----------------------------------------------


def _suit_runs(suit_index: int, pattern: int) -> tuple[Declaration, ...]:
    """The maximal runs of 3 or more cards in one suit's 8-bit pattern."""
    base = suit_index * 8
    return tuple(
        Declaration(DECK[base + low : base + high + 1]) for low, high in lane_runs(pattern)
    )


#: Maximal runs by suit and by that suit's 8-bit pattern, built once.
_RUNS_BY_PATTERN: Final = tuple(
    tuple(_suit_runs(s, pattern) for pattern in range(256)) for s in range(len(SUITS))
)
#: Every scoring carré, built once.
_CARRES: Final = tuple(
    Declaration(tuple(c for c in DECK if c.rank is rank)) for rank in RANKS if rank in CARRE_VALUES
)


def _maximal_runs(mask: int) -> tuple[Declaration, ...]:
    """The maximal runs of 3 or more cards of each suit in ``mask``."""
    return tuple(
        run for s in range(len(SUITS)) for run in _RUNS_BY_PATTERN[s][mask >> (8 * s) & 0xFF]
    )


def _subsets(items: Sequence[Declaration]) -> list[tuple[Declaration, ...]]:
    return [combo for size in range(len(items) + 1) for combo in combinations(items, size)]


def _option_key(option: tuple[Declaration, ...]) -> tuple[int, int, tuple[int, ...]]:
    """Worth most first (default values), then more cards, then a fixed order."""
    value = sum(d.value(DEFAULT_RULES) for d in option)
    return (-value, -sum(len(d.cards) for d in option), tuple(d.mask for d in option))


@lru_cache(maxsize=4096)
def _options(mask: int, overlap: OverlapChoice) -> tuple[tuple[Declaration, ...], ...]:
    held = [c for c in _CARRES if mask & c.mask == c.mask]
    groups = _subsets(held) if overlap == "player" else [tuple(held)]
    found: set[tuple[Declaration, ...]] = set()
    for group in groups:
        rest = mask & ~sum(d.mask for d in group)
        for runs in _subsets(_maximal_runs(rest)):
            found.add((*group, *runs))
    return tuple(sorted(found, key=_option_key))


_RUN_STARTS: Final = 0x3F3F3F3F
"""The bits that can start a run of three inside their suit's byte (7 up to Q)."""


def has_declaration_cards(mask: int) -> bool:
    """Whether the cards of ``mask`` hold a carré or a run of three.

    Most hands hold neither; this bit test spares them the search of the options.
    """
    if mask & (mask >> 1) & (mask >> 2) & _RUN_STARTS:
        return True
    return any(mask & c.mask == c.mask for c in _CARRES)


def declaration_options(
    hand: Iterable[Card], contract: Contract, rules: BelotRules
) -> tuple[tuple[Declaration, ...], ...]:
    """Every declaration the hand may make on trick 1, the empty one first.

    No Trumps has none. Elsewhere a player declares any of the carrés held and any
    of the maximal runs among the cards those carrés leave (a card serves one
    declaration only). Under ``overlap_choice = "carre_first"`` every carré held is
    taken first, so a run through a carré's card shrinks or disappears (§4.2).

    >>> from baloot_tui.core.cards import parse_cards
    >>> hand = parse_cards("TS TH TD TC 7H 8H 9H QC")
    >>> [" ".join(map(str, o)) for o in declaration_options(hand, Contract.SPADES, BelotRules())]
    ['', 'carre:TS-TH-TD-TC tierce:7H-8H-9H', 'carre:TS-TH-TD-TC', 'quarte:7H-8H-9H-TH']
    """
    if contract.kind is ContractKind.NO_TRUMPS:
        return ((),)
    mask = mask_of(hand)
    if not has_declaration_cards(mask):
        return ((),)
    options = _options(mask, rules.overlap_choice)
    return ((), *(o for o in options if o))


def best_declaration(
    hand: Iterable[Card], contract: Contract, rules: BelotRules
) -> tuple[Declaration, ...]:
    """The declaration worth the most raw points (empty if none), for automatic players."""
    options = declaration_options(hand, contract, rules)
    return options[1] if len(options) > 1 else ()


# --- comparing the teams (§4.4) ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Contest:
    """Which declarations count after trick 1."""

    sequences_to: Team | None
    """The team whose sequences count (None: nobody declared one, or a cancelling tie)."""
    carres_to: Team | None
    """The team whose carrés count (None: nobody declared one)."""
    counted: tuple[tuple[Declaration, ...], ...]
    """Per seat, the declarations that count."""

    def raw(self, team: Team, rules: BelotRules) -> int:
        """Raw points of ``team``'s counted declarations."""
        return sum(d.value(rules) for s in team.seats for d in self.counted[s])


def _contest_winner(
    best: Mapping[Team, tuple[tuple[int, ...], int, Declaration]],
    contract: Contract,
    rules: BelotRules,
) -> Team | None:
    """The team with the stronger best declaration, settling exact ties by the rules."""
    if not best:
        return None
    if len(best) == 1:
        return next(iter(best))
    ns, ew = best[Team.NORTH_SOUTH], best[Team.EAST_WEST]
    if ns[0] != ew[0]:
        return Team.NORTH_SOUTH if ns[0] > ew[0] else Team.EAST_WEST
    if rules.sequence_tie == "cancel_all":
        return None
    trump = contract.trump
    ns_trump, ew_trump = ns[2].top.suit is trump, ew[2].top.suit is trump
    if ns_trump != ew_trump:
        return Team.NORTH_SOUTH if ns_trump else Team.EAST_WEST
    return Team.NORTH_SOUTH if ns[1] < ew[1] else Team.EAST_WEST


def _best_per_team(
    declared: Sequence[tuple[Declaration, ...]],
    first_leader: Seat,
    rules: BelotRules,
    keep: bool | None,
) -> dict[Team, tuple[tuple[int, ...], int, Declaration]]:
    """Each team's strongest declaration (sequences, carrés, or both when ``keep`` is None)."""
    best: dict[Team, tuple[tuple[int, ...], int, Declaration]] = {}
    for position, seat in enumerate(turn_order(first_leader, rules)):
        for d in declared[seat]:
            if keep is not None and d.is_sequence is not keep:
                continue
            strength = d.strength(rules) if keep is not None else d.pool_strength(rules)
            known = best.get(seat.team)
            if known is None or strength > known[0]:
                best[seat.team] = (strength, position, d)
    return best


def resolve_contest(
    declared: Sequence[tuple[Declaration, ...]],
    first_leader: Seat,
    contract: Contract,
    rules: BelotRules,
) -> Contest:
    """Compare the teams' declarations after trick 1 (§4.4, §9.5, §9.6).

    Args:
        declared: each seat's declarations, indexed by seat.
        first_leader: who led trick 1 (turn order for ``sequence_tie = "first_in_turn"``).
        contract: the contract (its trump suit breaks ties under ``first_in_turn``).
        rules: ``declaration_contest``, ``sequence_tie`` and ``carre_order`` apply.
    """
    if rules.declaration_contest == "single_pool":
        winner = _contest_winner(
            _best_per_team(declared, first_leader, rules, None), contract, rules
        )
        counted = tuple(declared[s] if s.team is winner else () for s in SEATS)
        return Contest(winner, winner, counted)
    seq_to = _contest_winner(_best_per_team(declared, first_leader, rules, True), contract, rules)
    carre_to = _contest_winner(
        _best_per_team(declared, first_leader, rules, False), contract, rules
    )
    counted = tuple(
        tuple(
            d
            for d in declared[s]
            if (d.is_sequence and s.team is seq_to) or (not d.is_sequence and s.team is carre_to)
        )
        for s in SEATS
    )
    return Contest(seq_to, carre_to, counted)


# --- belote (§4.6) ---------------------------------------------------------------------


def belote_allowed(
    played: Card, hand_after: Iterable[Card], trick: Sequence[Card], contract: Contract
) -> bool:
    """Whether playing ``played`` to ``trick`` may be announced as a belote.

    The card is the K or Q of a trump suit (any suit in All Trumps, none in No
    Trumps), its partner card is still in the hand, and it is led, follows the
    led suit, or (suit contract) is played as a trump.

    >>> from baloot_tui.core.cards import parse_cards
    >>> at = Contract.ALL_TRUMPS
    >>> belote_allowed(card("KH"), parse_cards("QH"), parse_cards("7S"), at)
    False
    >>> belote_allowed(card("KH"), parse_cards("QH"), parse_cards("7H"), at)
    True
    """
    return belote_allowed_bits(played, sum(c.bit for c in hand_after), trick, contract)


def belote_allowed_bits(played: Card, held: int, trick: Sequence[Card], contract: Contract) -> bool:
    """:func:`belote_allowed` with the hand as a bitmask of ``card.bit`` (the hot path)."""
    if not played.bit & BELOTE_CARDS[contract] or not held & _BELOTE_PARTNER[played.index]:
        return False
    if not trick or trick[0].suit is played.suit:
        return True
    return TRUMPS[contract] is played.suit


def _belote_mask(contract: Contract) -> int:
    """The K and Q of every suit that can hold a belote in ``contract``."""
    return sum(
        c.bit
        for c in DECK
        if c.rank in (Rank.KING, Rank.QUEEN)
        and contract.is_trump(c)
        and contract.kind is not ContractKind.NO_TRUMPS
    )


BELOTE_CARDS: Final = {contract: _belote_mask(contract) for contract in Contract}
"""Per contract, the bitmask of the cards a belote may be announced with (§4.6)."""
_BELOTE_PARTNER: Final = tuple(
    sum(o.bit for o in DECK if o.suit is c.suit and {o.rank, c.rank} == {Rank.KING, Rank.QUEEN})
    for c in DECK
)
"""By ``card.index``: the bit of the K for a Q, of the Q for a K (0 for other ranks)."""
