"""Projects (melds): finding them in a hand, their notation, values and comparison.

A project is written ``kind:cards``, with the cards in index order joined by
dashes: ``sira:7H-8H-9H``, ``hundred:KS-KH-KD-KC``, ``400:AS-AH-AD-AC``
(RULES.md §5). Baloot (K+Q of trumps) is not a :class:`Project`; see
:func:`holds_baloot` and :func:`baloot_blocked`.

>>> p = parse_project("fifty:TH-JH-QH-KH")
>>> str(p), p.label, p.game_points(Contract.SUN), p.raw_points(Contract.HOKUM)
('fifty:TH-JH-QH-KH', 'Fifty 10♥ J♥ Q♥ K♥', 10, 50)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from baloot_tui.core.cards import DECK, RANKS, SUITS, Card, Rank, Suit, card, lane_runs, mask_of
from baloot_tui.core.errors import BalootError, NotationError
from baloot_tui.core.seats import SEATS, Seat, Team, turn_order
from baloot_tui.games.baloot.rules.glossary import Contract, ProjectKind
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.scoring import ProjectScore

#: Baloot's value in game points; it is never multiplied (RULES.md §5.6).
BALOOT_GP: Final = 2
#: Baloot's value in abnat.
BALOOT_RAW: Final = 20

_SUN_GP: Final = {
    ProjectKind.SIRA: 4,
    ProjectKind.FIFTY: 10,
    ProjectKind.HUNDRED: 20,
    ProjectKind.FOUR_HUNDRED: 40,
}
_HOKUM_GP: Final = {
    ProjectKind.SIRA: 2,
    ProjectKind.FIFTY: 5,
    ProjectKind.HUNDRED: 10,
}
#: Rank of the comparison classes of §5.4: 400 > 100 > 50 > Sira.
_CLASS: Final = {
    ProjectKind.SIRA: 1,
    ProjectKind.FIFTY: 2,
    ProjectKind.HUNDRED: 3,
    ProjectKind.FOUR_HUNDRED: 4,
}
_KIND_LABEL: Final = {
    ProjectKind.SIRA: "Sira",
    ProjectKind.FIFTY: "Fifty",
    ProjectKind.HUNDRED: "Hundred",
    ProjectKind.FOUR_HUNDRED: "Four hundred",
}
_RANK_PLURAL: Final = {
    Rank.SEVEN: "7s",
    Rank.EIGHT: "8s",
    Rank.NINE: "9s",
    Rank.TEN: "Tens",
    Rank.JACK: "Jacks",
    Rank.QUEEN: "Queens",
    Rank.KING: "Kings",
    Rank.ACE: "Aces",
}
#: Ranks whose four of a kind is a project, low to high.
_QUAD_RANKS: Final = (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
_RUN_KIND: Final = {
    3: ProjectKind.SIRA,
    4: ProjectKind.FIFTY,
    5: ProjectKind.HUNDRED,
    6: ProjectKind.HUNDRED,
    7: ProjectKind.HUNDRED,
    8: ProjectKind.HUNDRED,
}


def _problem(kind: ProjectKind, cards: tuple[Card, ...]) -> str | None:
    """Why ``cards`` are not a ``kind`` project, or None if they are one."""
    if kind is ProjectKind.BALOOT:
        return "Baloot (K+Q of trumps) is not declared as a project here"
    if not cards:
        return "no cards given"
    shown = " ".join(str(c) for c in cards)
    if len({c.index for c in cards}) != len(cards):
        return f"a card appears twice in {shown}"
    ranks = {c.rank for c in cards}
    if len(cards) == 4 and len(ranks) == 1:
        rank = cards[0].rank
        if rank not in _QUAD_RANKS:
            return f"four {_RANK_PLURAL[rank]} score nothing"
        if rank is Rank.ACE:
            if kind in (ProjectKind.HUNDRED, ProjectKind.FOUR_HUNDRED):
                return None
            return f"four Aces are a hundred (Hokum) or a 400 (Sun), not a {kind}"
        if kind is ProjectKind.HUNDRED:
            return None
        return f"four {_RANK_PLURAL[rank]} are a hundred, not a {kind}"
    if kind is ProjectKind.FOUR_HUNDRED:
        return f"a 400 is four Aces, not {shown}"
    ordered = sorted(c.index for c in cards)
    one_suit = len({c.suit for c in cards}) == 1
    if not (one_suit and ordered[-1] - ordered[0] == len(cards) - 1):
        return f"{shown} are not consecutive cards of one suit"
    if _RUN_KIND.get(len(cards)) is not kind:
        want = {
            ProjectKind.SIRA: "3",
            ProjectKind.FIFTY: "4",
            ProjectKind.HUNDRED: "5 to 8",
        }[kind]
        return f"a {kind} is {want} consecutive cards, not {len(cards)}"
    return None


@dataclass(frozen=True, slots=True)
class Project:
    """One declarable project: a run of one suit or four of a kind.

    Equal projects compare equal whatever order the cards were given in;
    the constructor sorts them and raises :class:`BalootError` if they do not
    form ``kind``.
    """

    kind: ProjectKind
    """SIRA, FIFTY, HUNDRED or FOUR_HUNDRED (never BALOOT)."""
    cards: tuple[Card, ...]
    """The cards, sorted by ``card.index``."""
    mask: int = field(init=False, repr=False, compare=False, default=0)
    """Bitmask of the cards, for cheap disjointness tests."""

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.cards, key=lambda c: c.index))
        problem = _problem(self.kind, ordered)
        if problem is not None:
            raise BalootError(f"not a project: {problem}")
        mask = 0
        for c in ordered:
            mask |= c.bit
        # Frozen dataclass: normalising in __post_init__ needs object.__setattr__.
        object.__setattr__(self, "cards", ordered)
        object.__setattr__(self, "mask", mask)

    @property
    def is_sequence(self) -> bool:
        """True for a run of one suit, False for four of a kind."""
        return self.cards[0].suit is self.cards[1].suit

    @property
    def top(self) -> Card:
        """The card that ranks the project: a run's highest, a quad's spade."""
        return self.cards[-1] if self.is_sequence else self.cards[0]

    def game_points(self, contract: Contract) -> int:
        """Game points when counted (RULES.md §5.1).

        Raises:
            BalootError: a Four hundred in Hokum, where four Aces are a Hundred.
        """
        if contract is Contract.SUN:
            return _SUN_GP[self.kind]
        gp = _HOKUM_GP.get(self.kind)
        if gp is None:
            raise BalootError("a Four hundred exists only in Sun")
        return gp

    def raw_points(self, contract: Contract) -> int:
        """Abnat value (Sun: 20/50/100/200, Hokum: 20/50/100), for raw totals."""
        return self.game_points(contract) * (5 if contract is Contract.SUN else 10)

    def __str__(self) -> str:
        return f"{self.kind.value}:" + "-".join(str(c) for c in self.cards)

    @property
    def label(self) -> str:
        """Human text, e.g. ``Sira 7♥ 8♥ 9♥`` or ``Hundred (four Kings)``.

        >>> parse_project("400:AS-AH-AD-AC").label
        'Four hundred (four Aces)'
        """
        name = _KIND_LABEL[self.kind]
        if self.is_sequence:
            return name + " " + " ".join(c.label for c in self.cards)
        return f"{name} (four {_RANK_PLURAL[self.top.rank]})"


def _build_all() -> dict[tuple[ProjectKind, int], Project]:
    """Every possible project, keyed by kind and mask, so hot paths share them."""
    table: dict[tuple[ProjectKind, int], Project] = {}
    for s in range(len(SUITS)):
        for length, kind in _RUN_KIND.items():
            for low in range(9 - length):
                run = DECK[s * 8 + low : s * 8 + low + length]
                p = Project(kind, run)
                table[kind, p.mask] = p
    for rank in _QUAD_RANKS:
        quad = tuple(c for c in DECK if c.rank is rank)
        kinds = [ProjectKind.HUNDRED]
        if rank is Rank.ACE:
            kinds.append(ProjectKind.FOUR_HUNDRED)
        for kind in kinds:
            p = Project(kind, quad)
            table[kind, p.mask] = p
    return table


_ALL: Final = _build_all()


def parse_project(text: str, contract: Contract | None = None) -> Project:
    """Read a project from its notation, checking that the cards form it.

    Args:
        text: ``kind:card-card-...``; kind is sira, fifty, hundred or 400.
        contract: if given, four Aces must be a 400 in Sun and a hundred in Hokum.

    Raises:
        NotationError: the text is malformed or the cards do not form the kind.

    >>> str(parse_project(" Sira:9h-7h-8h "))
    'sira:7H-8H-9H'
    >>> parse_project("sira:7H-8H-TH")
    Traceback (most recent call last):
    ...
    baloot_tui.core.errors.NotationError: not a project: 'sira:7H-8H-TH': 7H 8H TH are not consecutive cards of one suit
    >>> parse_project("400:AS-AH-AD-AC", Contract.HOKUM)
    Traceback (most recent call last):
    ...
    baloot_tui.core.errors.NotationError: not a project: '400:AS-AH-AD-AC': four Aces are a hundred in Hokum
    """  # noqa: E501
    head, sep, tail = text.strip().partition(":")
    if not sep:
        raise NotationError(f"not a project: {text!r}: write kind:cards, e.g. 'sira:7H-8H-9H'")
    key = head.strip().lower()
    kind = next(
        (k for k in ProjectKind if key in (k.value, k.name.lower())),
        None,
    )
    if kind is None:
        raise NotationError(
            f"not a project: {text!r}: unknown kind {head.strip()!r} "
            "(use sira, fifty, hundred or 400)"
        )
    tokens = [t for t in tail.replace(" ", "").split("-") if t]
    try:
        cards = tuple(sorted((card(t) for t in tokens), key=lambda c: c.index))
    except NotationError as err:
        raise NotationError(f"not a project: {text!r}: {err}") from None
    problem = _problem(kind, cards)
    if problem is None and contract is not None and cards[0].rank is Rank.ACE:
        if contract is Contract.HOKUM and kind is ProjectKind.FOUR_HUNDRED:
            problem = "four Aces are a hundred in Hokum"
        elif contract is Contract.SUN and kind is ProjectKind.HUNDRED and (len(cards) == 4):
            problem = "four Aces are a 400 in Sun"
    if problem is not None:
        raise NotationError(f"not a project: {text!r}: {problem}")
    return _ALL[kind, mask_of(cards)]


# --- Finding projects -------------------------------------------------------

#: A candidate with what the search needs: project, its mask, the mask and
#: length of the maximal run of the hand it was cut from (0 for four of a kind).
_Candidate = tuple[Project, int, int, int]


def _suit_runs(suit_index: int, pattern: int) -> tuple[_Candidate, ...]:
    """All sub-runs of length >= 3 of the maximal runs in one suit's 8-bit pattern."""
    found: list[_Candidate] = []
    base = suit_index * 8
    for low, high in lane_runs(pattern):
        length = high - low + 1
        run_mask = ((1 << length) - 1) << (base + low)
        for start in range(low, high - 1):
            for end in range(high, start + 1, -1):
                size = end - start + 1
                mask = ((1 << size) - 1) << (base + start)
                found.append((_ALL[_RUN_KIND[size], mask], mask, run_mask, length))
    return tuple(found)


#: Sub-runs by suit and by that suit's 8-bit pattern, computed once.
_RUNS_BY_PATTERN: Final = tuple(
    tuple(_suit_runs(s, pattern) for pattern in range(256)) for s in range(len(SUITS))
)
_QUAD_MASKS: Final = tuple(
    (rank, sum(c.bit for c in DECK if c.rank is rank)) for rank in _QUAD_RANKS
)


def _mask(cards: Iterable[Card]) -> int:
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


def _candidates(mask: int, contract: Contract) -> tuple[_Candidate, ...]:
    """Every project in the hand ``mask``, with run bookkeeping."""
    found: list[_Candidate] = []
    for s in range(len(SUITS)):
        found.extend(_RUNS_BY_PATTERN[s][mask >> (8 * s) & 0xFF])
    for rank, quad in _QUAD_MASKS:
        if mask & quad == quad:
            kind = ProjectKind.HUNDRED
            if rank is Rank.ACE and contract is Contract.SUN:
                kind = ProjectKind.FOUR_HUNDRED
            found.append((_ALL[kind, quad], quad, 0, 0))
    return tuple(found)


def find_projects(
    hand: Iterable[Card], contract: Contract, rules: HouseRules
) -> tuple[Project, ...]:
    """Every project the hand could declare; they may share cards.

    Every contiguous sub-run of length >= 3 of each run is a candidate (a player
    may need to leave a card out for four of a kind), so the list does not
    depend on ``rules.split_long_runs``: that flag decides which pairs
    :func:`declaration_options` accepts. Order: runs suit by suit (S H D C),
    from the lowest card up, longer first; then four of a kind, Tens to Aces.

    >>> from baloot_tui.core.cards import parse_cards
    >>> hand = parse_cards("QH KH AH 7S")
    >>> [str(p) for p in find_projects(hand, Contract.SUN, HouseRules())]
    ['sira:QH-KH-AH']
    """
    del rules  # the candidates are the same under every house rule
    return tuple(c[0] for c in _candidates(_mask(hand), contract))


def project_strength(project: Project, contract: Contract, rules: HouseRules) -> tuple[int, ...]:
    """Sortable rank of a project in the team comparison of §5.4; higher wins.

    Class (400 > 100 > 50 > Sira), then within the 100s a sequence above four
    of a kind if ``rules.seq100_beats_quad100``, then the top card.

    Raises:
        BalootError: a Four hundred in Hokum.
    """
    return _strength(project, contract, rules.seq100_beats_quad100)


def _strength(project: Project, contract: Contract, seq100_first: bool) -> tuple[int, ...]:
    """:func:`project_strength` under ``seq100_beats_quad100 = seq100_first``."""
    if contract is Contract.HOKUM and project.kind is ProjectKind.FOUR_HUNDRED:
        raise BalootError("a Four hundred exists only in Sun")
    seq_first = int(seq100_first and project.kind is ProjectKind.HUNDRED and project.is_sequence)
    return (_CLASS[project.kind], seq_first, RANKS.index(project.top.rank))


def _option_key(
    option: tuple[Project, ...],
    strengths: Mapping[Project, tuple[int, ...]],
    contract: Contract,
) -> tuple[tuple[int, ...], int, int, tuple[int, ...]]:
    """Sort key, best first: best strength, total GP, more cards, then indices."""
    best = strengths[option[0]]
    gp = sum(p.game_points(contract) for p in option)
    size = sum(len(p.cards) for p in option)
    indices = tuple(c.index for p in option for c in p.cards)
    return (tuple(-x for x in best), -gp, -size, indices)


def _options(mask: int, contract: Contract, rules: HouseRules) -> tuple[tuple[Project, ...], ...]:
    return _options_under(mask, contract, rules.split_long_runs, rules.seq100_beats_quad100)


def _options_of(
    mask: int, contract: Contract, split_long_runs: bool, seq100_first: bool
) -> tuple[tuple[Project, ...], ...]:
    """The options of ``mask`` under the two house rules they depend on."""
    cands = _candidates(mask, contract)
    if len(cands) == 1:  # most hands that hold a project hold just one
        return ((), (cands[0][0],))
    strengths = {c[0]: _strength(c[0], contract, seq100_first) for c in cands}
    found: list[tuple[Project, ...]] = [(c[0],) for c in cands]
    for i, (p, pmask, prun, plen) in enumerate(cands):
        for q, qmask, qrun, _ in cands[i + 1 :]:
            if pmask & qmask:
                continue
            if prun and prun == qrun:
                # Two pieces of one run: only the optional 8 -> 100 + Sira split.
                sizes = {len(p.cards), len(q.cards)}
                if not (
                    split_long_runs and plen == 8 and pmask | qmask == prun and sizes == {3, 5}
                ):
                    continue
            found.append((p, q) if strengths[p] >= strengths[q] else (q, p))
    found.sort(key=lambda o: _option_key(o, strengths, contract))
    return ((), *found)


#: Per lane, the ranks a run of three may start from (7..Q), and the Ten-to-Ace ranks of a quad.
_RUN_STARTS: Final = 0x3F3F3F3F
_QUAD_LANE: Final = sum(1 << RANKS.index(rank) for rank in _QUAD_RANKS)
_NO_DECLARATION: Final[tuple[tuple[Project, ...], ...]] = ((),)


def holds_project(mask: int) -> bool:
    """Whether the hand ``mask`` holds a run of three or four of a kind (Tens to Aces)."""
    return (
        mask & mask >> 1 & mask >> 2 & _RUN_STARTS
        or mask & mask >> 8 & mask >> 16 & mask >> 24 & _QUAD_LANE
    ) != 0


_options_under: Final = lru_cache(maxsize=4096)(_options_of)
""":func:`_options_of`, cached (the two house rules make a cheap key)."""


def mask_options(
    mask: int, contract: Contract, rules: HouseRules
) -> tuple[tuple[Project, ...], ...]:
    """:func:`declaration_options` of the hand ``mask``; most hands hold no project at all."""
    if not holds_project(mask):
        return _NO_DECLARATION
    return _options(mask, contract, rules)


def hand_options(
    mask: int, contract: Contract, rules: HouseRules
) -> tuple[tuple[Project, ...], ...]:
    """:func:`mask_options` without the shared cache, for a caller that keeps the result.

    The round engine keeps each hand's declarations with the hand: a cache entry per
    dealt hand would only grow the heap the garbage collector walks.
    """
    if not holds_project(mask):
        return _NO_DECLARATION
    return _options_of(mask, contract, rules.split_long_runs, rules.seq100_beats_quad100)


def declaration_options(
    hand: Iterable[Card], contract: Contract, rules: HouseRules
) -> tuple[tuple[Project, ...], ...]:
    """Every legal declaration, the empty one first, then best first.

    A declaration is one or two candidate projects with no card in common
    (§5.2). Two pieces of one run of the hand are allowed only as the
    Hundred + Sira split of a run of 8 under ``rules.split_long_runs``.
    Nothing is pruned for being dominated: a shorter run can be the right
    choice (keeping Baloot unblocked, or a doomed buyer conceding less), so the
    choice is left to the caller. Each pair lists its stronger project first.

    >>> from baloot_tui.core.cards import parse_cards
    >>> opts = declaration_options(parse_cards("KS KH KD KC QH JH TH"),
    ...                            Contract.SUN, HouseRules())
    >>> [" + ".join(str(p) for p in o) for o in opts]
    ['', 'hundred:KS-KH-KD-KC + sira:TH-JH-QH', 'hundred:KS-KH-KD-KC', 'fifty:TH-JH-QH-KH', 'sira:JH-QH-KH', 'sira:TH-JH-QH']
    """  # noqa: E501
    return mask_options(_mask(hand), contract, rules)


def best_declaration(
    hand: Iterable[Card], contract: Contract, rules: HouseRules
) -> tuple[Project, ...]:
    """The declaration that best serves the team comparison (empty if none).

    Highest best-project strength, then most game points, then most cards.
    """
    options = _options(_mask(hand), contract, rules)
    return options[1] if len(options) > 1 else ()


def counting_team(
    declared: Mapping[Seat, tuple[Project, ...]],
    first_leader: Seat,
    contract: Contract,
    trump: Suit | None,
    rules: HouseRules,
) -> Team | None:
    """The team whose projects count, by comparing each team's best (§5.4).

    Args:
        declared: each seat's declared projects (missing or empty: none).
        first_leader: who leads trick 1; ties go to the team nearest it.
        contract: Sun or Hokum.
        trump: the trump suit in Hokum, None in Sun.
        rules: ``project_tie_break`` and ``seq100_beats_quad100`` apply.

    Returns:
        The counting team, or None if nobody declared or a tie counts for nobody.
    """
    order = turn_order(first_leader)
    # Per team: best strength, earliest position holding it, trump sequence?
    best: dict[Team, tuple[tuple[int, ...], int, bool]] = {}
    for position, seat in enumerate(order):
        for project in declared.get(seat, ()):
            strength = project_strength(project, contract, rules)
            in_trump = project.is_sequence and project.top.suit is trump
            known = best.get(seat.team)
            if known is None or strength > known[0]:
                best[seat.team] = (strength, position, in_trump)
            elif strength == known[0] and in_trump and not known[2]:
                best[seat.team] = (strength, known[1], True)
    if not best:
        return None
    if len(best) == 1:
        return next(iter(best))
    ns, ew = best[Team.NORTH_SOUTH], best[Team.EAST_WEST]
    if ns[0] != ew[0]:
        return Team.NORTH_SOUTH if ns[0] > ew[0] else Team.EAST_WEST
    if rules.project_tie_break == "nobody":
        return None
    if rules.project_tie_break == "trump_first" and ns[2] != ew[2]:
        return Team.NORTH_SOUTH if ns[2] else Team.EAST_WEST
    return Team.NORTH_SOUTH if ns[1] < ew[1] else Team.EAST_WEST


def holds_baloot(hand: Iterable[Card], trump: Suit) -> bool:
    """True if the hand has both the King and Queen of trumps (§5.6)."""
    found = {c.rank for c in hand if c.suit is trump}
    return Rank.KING in found and Rank.QUEEN in found


def baloot_blocked(declared: tuple[Project, ...], trump: Suit, rules: HouseRules) -> bool:
    """True if the holder's declared projects lock the trump King or Queen.

    Four Kings or four Queens always block; under ``baloot_block =
    "hundred_or_four"`` (the default) so does a sequence Hundred holding both
    trump K and Q. A Sira or Fifty holding both never blocks (§5.6, §9.24).
    """
    for project in declared:
        if not project.is_sequence:
            if project.top.rank in (Rank.KING, Rank.QUEEN):
                return True
        elif (
            rules.baloot_block == "hundred_or_four"
            and project.kind is ProjectKind.HUNDRED
            and project.top.suit is trump
            and holds_baloot(project.cards, trump)
        ):
            return True
    return False


def counted_projects(
    declared: Mapping[Seat, tuple[Project, ...]],
    first_leader: Seat,
    contract: Contract,
    trump: Suit | None,
    rules: HouseRules,
) -> tuple[Team | None, tuple[ProjectScore, ...]]:
    """The team whose projects count (:func:`counting_team`) and those projects as scores."""
    counting = counting_team(declared, first_leader, contract, trump, rules)
    if counting is None:
        return None, ()
    return counting, tuple(
        _project_score(p, seat.team, contract)
        for seat in SEATS
        if seat.team is counting
        for p in declared.get(seat, ())
    )


_PROJECT_SCORES: Final[dict[tuple[int, ProjectKind, Team, Contract], ProjectScore]] = {}
"""Each counted project's score, by its cards, kind, team and contract (a few hundred)."""


def _project_score(project: Project, team: Team, contract: Contract) -> ProjectScore:
    """``project`` counted for ``team``, as plain numbers (shared: the same values recur)."""
    key = (project.mask, project.kind, team, contract)
    found = _PROJECT_SCORES.get(key)
    if found is None:
        found = _PROJECT_SCORES[key] = ProjectScore(
            str(project),
            team,
            project.game_points(contract),
            project.raw_points(contract),
            project.kind in (ProjectKind.HUNDRED, ProjectKind.FOUR_HUNDRED),
            project,
        )
    return found
