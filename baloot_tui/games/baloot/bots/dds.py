"""Exact double-dummy search of a card-play endgame, valued in game points.

With every hand known (one sampled world), the remaining play is a two-team game
of perfect information. :func:`solve` returns its minimax value for one team: the
final game-point margin (team minus opponents, through a :class:`Scorer`) when both
sides play perfectly. A node budget bounds the work so the expert's decisions stay
fast and reproducible.

Two searches share the work. The *game* search values whole lines through the
terminal, with alpha-beta pruning, a transposition table at trick starts (keyed by the
hands, the leader and the points and tricks so far) and move ordering. Once each team
has taken a trick no kaboot is left, and a scorer's value depends only on the final
abnat of one team, last trick included, rising or falling with it: the game search
checks exactly that of its terminal over every outcome still reachable, and then
hands the rest of the play to the *points* search, which plays for the most abnat.
That one is additive, so its transposition table is keyed by the hands and the leader
alone and serves every history that reaches the same cards; its value mapped through
the terminal is the game value (a monotone map commutes with minimax). A terminal
that fails the check is searched by the game search to the end.
"""

from __future__ import annotations

import itertools
import random
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from baloot_tui.games.baloot.bots.simulator import (
    NO_TRUMP,
    SUIT_MASKS,
    TABLES,
    PlayRules,
    Position,
    TrumpTables,
    lead_mask,
    mask_indices,
    play_out,
    winning_position,
)
from baloot_tui.games.baloot.rules.masks import follow_rule

_EXACT: Final = 0
_LOWER: Final = 1
_UPPER: Final = 2
_LAST_TRICK: Final = 10
"""The last trick's bonus abnat."""
_KABOOT: Final = 1000
"""What a kaboot adds to the points score: more than any abnat, so it ranks first."""
_MIXED: Final = -1
"""Sweep state: each team has taken a trick (no kaboot left)."""
_NO_TRICK: Final = 2
"""Sweep state: no trick taken yet (either team may still sweep)."""

_NO_DRAWS: Final = random.Random(0)
"""The clairvoyant play-out draws nothing; play_out still wants a generator."""

Terminal = Callable[[int, int, int], float]
"""Value of a finished hand from (NS card abnat, last-trick team, NS tricks)."""


CLOCK_EVERY: Final = 2048
"""Nodes between two looks at the clock: rare enough to cost nothing measurable."""


class BudgetExceeded(Exception):
    """The search used its node budget before finishing."""


@dataclass(slots=True)
class _Search:
    tables: TrumpTables
    closed: bool
    play_rules: PlayRules
    terminal: Terminal
    team: int
    budget: int
    out_of_time: Callable[[], bool] | None = None
    """Asked every :data:`CLOCK_EVERY` nodes: True stops the search as an exhausted budget."""
    nodes: int = 0
    limit: int = 0
    """The node count at which :meth:`check_limits` runs next (the budget, or the clock's turn)."""
    table: dict[tuple[int, ...], tuple[int, float]] = field(default_factory=dict)
    points_table: dict[tuple[int, ...], tuple[int, int, int]] = field(default_factory=dict)
    """Points search: bounds (low, high) on the points score at a trick start and the best
    lead found, by hands, leader, sweep and the team playing for a higher score."""
    zero_mask: int = 0
    """The cards worth no abnat (set by :class:`Solver`)."""
    sure_points: tuple[int, ...] = ()
    """In Hokum, by NS's and EW's trumps (two 8-bit patterns): the points of the top
    trumps one team holds in a row, + for NS, - for EW (:func:`_sure_points`)."""
    orders: dict[int, list[int]] = field(default_factory=dict)
    """Lead orders by legal mask."""
    follow_orders: dict[int, list[int]] = field(default_factory=dict)
    """Follow orders by legal mask, winning cards and whether the partner wins (one int)."""
    groups: dict[int, dict[int, int]] = field(default_factory=dict)
    """Groups of equivalent no-abnat cards by legal and live no-abnat cards (one int)."""
    shapes: dict[tuple[int, ...], tuple[int, list[int], list[float]] | None] = field(
        default_factory=dict
    )
    """Per (NS abnat, NS tricks, card points left, tricks left, sweep): the terminal as a
    step function of the points score (:meth:`_shape`)."""

    def start(self) -> None:
        """Reset the node count for a new search."""
        self.nodes = 0
        self.limit = self.budget if self.out_of_time is None else min(self.budget, CLOCK_EVERY)

    def check_limits(self) -> None:
        """Stop past the budget or the deadline; else set when to check again."""
        if self.nodes > self.budget or (self.out_of_time is not None and self.out_of_time()):
            raise BudgetExceeded
        self.limit = min(self.budget, self.nodes + CLOCK_EVERY)

    def value(
        self,
        hands: list[int],
        leader: int,
        trick: list[int],
        abnat_ns: int,
        tricks_ns: int,
        alpha: float,
        beta: float,
    ) -> float:
        self.nodes += 1
        if self.nodes > self.limit:
            self.check_limits()
        tables = self.tables
        played = len(trick)
        if played == 4:
            winner = (leader + winning_position(trick, tables)) & 3
            points = sum(tables.points[c] for c in trick)
            team = winner & 1
            if team == 0:
                abnat_ns += points
                tricks_ns += 1
            if not (hands[0] | hands[1] | hands[2] | hands[3]):
                return self.terminal(abnat_ns, team, tricks_ns)
            return self.value(hands, winner, [], abnat_ns, tricks_ns, alpha, beta)
        key: tuple[int, ...] = ()
        if not played:
            by_points = self.points_value(hands, leader, abnat_ns, tricks_ns)
            if by_points is not None:
                return by_points
            key = (hands[0], hands[1], hands[2], hands[3], leader, abnat_ns, tricks_ns)
            stored = self.table.get(key)
            if stored is not None:
                flag, found = stored
                if flag == _EXACT:
                    return found
                if flag == _LOWER and found >= beta:
                    return found
                if flag == _UPPER and found <= alpha:
                    return found
        seat = (leader + played) & 3
        hand = hands[seat]
        best_position = 0
        if played:
            best_position = winning_position(trick, tables)
            legal = follow_rule(
                hand,
                trick[0] >> 3,
                trick[best_position],
                played - best_position == 2,
                played == 3,
                tables,
                self.play_rules,
            )[0]
        else:
            legal = lead_mask(hand, tables, self.closed)
        maximising = (seat & 1) == self.team
        cards = _ordered(legal, trick, tables, best_position if played else 0)
        alpha0, beta0 = alpha, beta
        best = float("-inf") if maximising else float("inf")
        for c in cards:
            hands[seat] = hand & ~(1 << c)
            trick.append(c)
            found = self.value(hands, leader, trick, abnat_ns, tricks_ns, alpha, beta)
            trick.pop()
            hands[seat] = hand
            if maximising:
                if found > best:
                    best = found
                alpha = max(alpha, best)
            else:
                if found < best:
                    best = found
                beta = min(beta, best)
            if alpha >= beta:
                break
        if not played:
            if best <= alpha0:
                flag = _UPPER
            elif best >= beta0:
                flag = _LOWER
            else:
                flag = _EXACT
            self.table[key] = (flag, best)
        return best

    # ------------------------------------------------------------ points search

    def points_value(
        self, hands: list[int], leader: int, abnat_ns: int, tricks_ns: int
    ) -> float | None:
        """The game value at a trick start through the points search, if the terminal allows.

        The terminal is a step function of the points score (:meth:`points`): null-window
        points searches find the step the play ends on, by bisection over the steps'
        edges. None when the terminal is not a monotone function of that score over the
        outcomes still reachable.
        """
        points = self.tables.points
        card_points = 0
        for c in mask_indices(hands[0] | hands[1] | hands[2] | hands[3]):
            card_points += points[c]
        left = (hands[0] | hands[1] | hands[2] | hands[3]).bit_count() >> 2
        done = 8 - left
        sweep = _MIXED
        if not done:
            sweep = _NO_TRICK
        elif tricks_ns in (0, done):
            sweep = 0 if tricks_ns else 1
        shape = self._shape(abnat_ns, tricks_ns, card_points, left, sweep)
        if shape is None:
            return None
        maximiser, edges, steps = shape
        low, high = 0, len(edges)  # the play reaches edges[:low], not edges[high:]
        # First probe the edges around a quick play-out's score, then bisect what is left.
        guess = bisect_right(edges, self._guess(hands, leader, abnat_ns, tricks_ns, sweep))
        probes = [guess - 1, guess]
        while low < high:
            middle = (low + high) >> 1
            while probes:
                probe = probes.pop()
                if low <= probe < high:
                    middle = probe
                    break
            need = edges[middle]
            if (
                self.points(hands, leader, [], 0, card_points, sweep, maximiser, need - 1, need)
                >= need
            ):
                low = middle + 1
            else:
                high = middle
        return steps[low]

    def _guess(
        self, hands: list[int], leader: int, abnat_ns: int, tricks_ns: int, sweep: int
    ) -> int:
        """The points score of a clairvoyant play-out from a trick start: a first guess."""
        start = Position(
            (hands[0], hands[1], hands[2], hands[3]),
            leader,
            (),
            (abnat_ns, 0),
            (tricks_ns, 0),
        )
        end = play_out(start, self.tables, self.closed, self.play_rules, _NO_DRAWS, "clairvoyant")
        score = end.card_abnat[0] - abnat_ns + (0 if end.last_trick else _LAST_TRICK)
        if sweep in (0, _NO_TRICK) and end.tricks_won[0] == 8:
            score += _KABOOT
        elif sweep in (1, _NO_TRICK) and end.tricks_won[0] == 0:
            score = -_KABOOT
        return score

    def _shape(
        self, abnat_ns: int, tricks_ns: int, card_points: int, left: int, sweep: int
    ) -> tuple[int, list[int], list[float]] | None:
        """The terminal as a monotone step function of the points score, if it is one.

        The outcomes checked: without a kaboot, NS ends with ``abnat_ns`` to ``abnat_ns +
        card_points`` card abnat, either team takes the last trick, and NS ends with
        ``tricks_ns`` to ``tricks_ns + left`` tricks (neither 0 nor 8); a team that has
        every trick so far may also sweep the rest. The terminal must give equal values to
        outcomes with equal scores whatever the tricks, and be monotone in the score.
        Returns the team that plays for a higher score (the searching team if the terminal
        rises, else the other), the scores where the value changes, and the value below
        the first edge, between edges and past the last; None if the terminal is not such
        a function.
        """
        key = (abnat_ns, tricks_ns, card_points, left, sweep)
        if key in self.shapes:
            return self.shapes[key]
        terminal = self.terminal
        by_score: dict[int, float] = {}
        consistent = True
        lowest = max(tricks_ns, 1)
        highest = min(tricks_ns + left, 7)
        for tricks in range(lowest, highest + 1):
            for cards in range(abnat_ns, abnat_ns + card_points + 1):
                for last in (0, 1):
                    got = terminal(cards, last, tricks)
                    score = cards - abnat_ns + _LAST_TRICK * (1 - last)
                    if by_score.setdefault(score, got) != got:
                        consistent = False
        if sweep in (0, _NO_TRICK):
            by_score[_KABOOT + card_points + _LAST_TRICK] = terminal(abnat_ns + card_points, 0, 8)
        if sweep in (1, _NO_TRICK):
            by_score[-_KABOOT] = terminal(abnat_ns, 1, 0)
        found: tuple[int, list[int], list[float]] | None = None
        if consistent:
            scores = sorted(by_score)
            values = [by_score[t] for t in scores]
            rising = all(a <= b for a, b in itertools.pairwise(values))
            if rising or all(a >= b for a, b in itertools.pairwise(values)):
                edges = [
                    t for t, a, b in zip(scores[1:], values[:-1], values[1:], strict=True) if a != b
                ]
                steps = [values[0], *(by_score[t] for t in edges)]
                found = (self.team if rising else 1 - self.team, edges, steps)
        self.shapes[key] = found
        return found

    def points(
        self,
        hands: list[int],
        leader: int,
        trick: list[int],
        best_position: int,
        rest: int,
        sweep: int,
        maximiser: int,
        alpha: int,
        beta: int,
    ) -> int:
        """The points score of the rest of the play, team ``maximiser`` playing for more.

        The score is NS's abnat still to take (last trick included), plus
        :data:`_KABOOT` for an NS kaboot or minus it for an EW one. ``best_position`` is
        the position in ``trick`` of the card winning it so far, ``rest`` the abnat of the
        cards in the hands and on the table, ``sweep`` the team that has taken every trick
        so far (:data:`_MIXED`: neither, :data:`_NO_TRICK`: none played). Fail-soft
        alpha-beta: a result at or below ``alpha`` is an upper bound, one at or above
        ``beta`` a lower bound, anything between is exact.
        """
        self.nodes += 1
        if self.nodes > self.limit:
            self.check_limits()
        tables = self.tables
        played = len(trick)
        key: tuple[int, ...] = ()
        first = -1
        seat = (leader + played) & 3
        hand = hands[seat]
        if played:
            best = trick[best_position]
            lead = trick[0] >> 3
            partner_winning = played - best_position == 2
            legal = hand & SUIT_MASKS[lead]
            if not legal or lead == tables.trump:  # a plain suit led and held is followed
                legal = follow_rule(
                    hand, lead, best, partner_winning, played == 3, tables, self.play_rules
                )[0]
            if legal & (legal - 1):
                winners = legal & tables.topped_by[best]
                found_order = self.follow_orders.get(legal << 33 | winners << 1 | partner_winning)
                if found_order is None:
                    found_order = self._follow_order(legal, winners, partner_winning)
                cards = found_order
            else:
                cards = [legal.bit_length() - 1]
        else:
            low = -_KABOOT if sweep == 1 or sweep == _NO_TRICK else 0
            high = rest + _LAST_TRICK + (_KABOOT if sweep == 0 or sweep == _NO_TRICK else 0)
            sure_points = self.sure_points
            if sure_points:
                shift = tables.trump << 3
                sure = sure_points[
                    ((hands[0] | hands[2]) >> shift & 0xFF) << 8
                    | (hands[1] | hands[3]) >> shift & 0xFF
                ]
                if sure > 0:
                    low = sure
                elif sure < 0:
                    high = rest + _LAST_TRICK + sure
            if high <= alpha:
                return high
            if low >= beta:
                return low
            key = (hands[0], hands[1], hands[2], hands[3], leader, sweep, maximiser)
            bounds = self.points_table.get(key)
            if bounds is not None:
                low, high, first = bounds
                if low == high or low >= beta:
                    return low
                if high <= alpha:
                    return high
                alpha = max(alpha, low)
                beta = min(beta, high)
            legal = lead_mask(hand, tables, self.closed)
            cards = self._lead_order(legal)
            if first >= 0 and legal >> first & 1:
                cards = [first, *(c for c in cards if c != first)]
        zero = legal & self.zero_mask
        if zero & (zero - 1):
            live = hands[0] | hands[1] | hands[2] | hands[3]
            for c in trick:
                live |= 1 << c
            group_of = self._groups(zero, live & self.zero_mask)
            if group_of:
                cards = _distinct(cards, group_of)
        maximising = (seat & 1) == maximiser
        alpha0, beta0 = alpha, beta
        best_score = -2 * _KABOOT if maximising else 2 * _KABOOT
        chosen = -1
        topped_by = tables.topped_by
        beaten_by = topped_by[trick[best_position]] if played else 0
        points = tables.points
        # The fourth card ends the trick here: its score needs no node of its own.
        taken = points[trick[0]] + points[trick[1]] + points[trick[2]] if played == 3 else 0
        last = not hand & (hand - 1)  # the hand's last trick (for a fourth card)
        for c in cards:
            if played < 3:
                hands[seat] = hand ^ (1 << c)
                trick.append(c)
                found = self.points(
                    hands,
                    leader,
                    trick,
                    played if not played or beaten_by >> c & 1 else best_position,
                    rest,
                    sweep,
                    maximiser,
                    alpha,
                    beta,
                )
                trick.pop()
                hands[seat] = hand
            else:
                winner = (leader + (3 if beaten_by >> c & 1 else best_position)) & 3
                won = taken + points[c]
                team = winner & 1
                gain = 0 if team else won
                after = sweep
                if sweep != team:
                    after = team if sweep == _NO_TRICK else _MIXED
                if last:
                    if after == 0:
                        found = gain + _LAST_TRICK + _KABOOT
                    elif after == 1:
                        found = -_KABOOT
                    else:
                        found = gain + (0 if team else _LAST_TRICK)
                else:
                    hands[seat] = hand ^ (1 << c)
                    found = gain + self.points(
                        hands,
                        winner,
                        [],
                        0,
                        rest - won,
                        after,
                        maximiser,
                        alpha - gain,
                        beta - gain,
                    )
                    hands[seat] = hand
            if maximising:
                if found > best_score:
                    best_score, chosen = found, c
                    if found > alpha:
                        alpha = found
            elif found < best_score:
                best_score, chosen = found, c
                if found < beta:
                    beta = found
            if alpha >= beta:
                break
        if not played:
            if best_score <= alpha0:
                high = min(high, best_score)
            elif best_score >= beta0:
                low = max(low, best_score)
            else:
                low = high = best_score
            self.points_table[key] = (low, high, chosen)
        return best_score

    def _lead_order(self, legal: int) -> list[int]:
        """The cards of ``legal`` highest in their suit first (memoised by mask).

        Between cards of equal strength in their suits, a trump comes first.
        """
        found = self.orders.get(legal)
        if found is None:
            power, trump = self.tables.power, self.tables.trump
            found = sorted(
                mask_indices(legal), key=lambda c: (power[c] & 15, c >> 3 == trump), reverse=True
            )
            self.orders[legal] = found
        return found

    def _follow_order(self, legal: int, winners: int, partner_winning: bool) -> list[int]:
        """Following: the cheapest winner first, or, partner winning, the richest loser first.

        ``winners`` are the legal cards that would take the trick; memoised by the three.
        """
        power, points = self.tables.power, self.tables.points
        won = sorted(mask_indices(winners), key=power.__getitem__)
        lost = sorted(
            mask_indices(legal & ~winners),
            key=lambda c: points[c] * 8 + power[c],
            reverse=partner_winning,
        )
        found = lost + won if partner_winning else won + lost
        self.follow_orders[legal << 33 | winners << 1 | partner_winning] = found
        return found

    def _groups(self, zero: int, live_zero: int) -> dict[int, int]:
        """The legal no-abnat cards ``zero`` that have an equivalent, each with its group.

        Two legal cards of one suit worth no abnat are equivalent when no other card
        still in play (in a hand or on the table) lies between them in trick order:
        whatever one does, the other does too, with the same points. Such cards are the
        lowest of their suit, so only the no-abnat cards still in play (``live_zero``)
        are looked at. Memoised by the two masks.
        """
        memo_key = zero << 32 | live_zero
        found = self.groups.get(memo_key)
        if found is None:
            found = self.groups[memo_key] = _zero_groups(zero, live_zero, self.tables)
        return found


def _zero_groups(zero: int, live_zero: int, tables: TrumpTables) -> dict[int, int]:
    """The cards of ``zero`` with an equivalent among them, each with its group's first card.

    ``live_zero``: the no-abnat cards still in play; one of them between two cards of
    ``zero`` in trick order keeps them apart (see :meth:`_Search._groups`).
    """
    found: dict[int, int] = {}
    for low_cards in _LOW_CARDS[tables.trump][1]:
        members: list[int] = []
        for c in low_cards:
            if zero >> c & 1:
                members.append(c)
            elif live_zero >> c & 1:
                _add_group(found, members)
                members = []
        _add_group(found, members)
    return found


def equivalent_cards(legal: int, gone: int, tables: TrumpTables) -> dict[int, int]:
    """The legal cards that have an equivalent, each with its group's first card.

    ``gone``: the cards out of play (in finished tricks). As in the search, two legal
    cards of one suit worth no abnat are equivalent when no card still in play lies
    between them in trick order: any line of play with one is a line with the other,
    with the same tricks and points, so one exact solve values both.
    """
    zero_mask = _LOW_CARDS[tables.trump][0]
    return _zero_groups(legal & zero_mask, zero_mask & ~gone, tables)


def _add_group(group_of: dict[int, int], members: list[int]) -> None:
    """Record ``members`` as one group of equivalent cards, if there are two or more."""
    if len(members) > 1:
        for c in members:
            group_of[c] = members[0]


def _distinct(cards: list[int], group_of: dict[int, int]) -> list[int]:
    """``cards`` without the equivalents of an earlier one (``group_of``: their groups)."""
    seen: set[int] = set()
    kept: list[int] = []
    for c in cards:
        group = group_of.get(c, -1)
        if group < 0:
            kept.append(c)
        elif group not in seen:
            seen.add(group)
            kept.append(c)
    return kept


def _low_cards(tables: TrumpTables) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """The cards worth no abnat, as a mask and per suit in trick order."""
    zero = [c for c in range(32) if tables.points[c] == 0]
    by_suit = tuple(
        tuple(sorted((c for c in zero if c >> 3 == s), key=tables.power.__getitem__))
        for s in range(4)
    )
    return sum(1 << c for c in zero), by_suit


_LOW_CARDS: Final = {tables.trump: _low_cards(tables) for tables in TABLES}


def _sure_points(tables: TrumpTables) -> tuple[int, ...]:
    """Per NS and EW trumps (``ns << 8 | ew``, 8-bit patterns): the points surely taken.

    A trump that no card still out can beat takes its trick, and so does each next one
    down while the same team holds it (only a partner could beat it): those cards'
    points surely go to that team, whoever leads. + for NS, - for EW, 0 in Sun.
    """
    if tables.trump == NO_TRUMP:
        return ()
    base = tables.trump << 3
    points = tables.points[base : base + 8]
    by_power = sorted(range(8), key=lambda r: tables.power[base + r], reverse=True)
    found = [0] * (1 << 16)
    for ns in range(256):
        for ew in range(256):
            if ns & ew:
                continue
            owner, total = -1, 0
            for r in by_power:
                team = 0 if ns >> r & 1 else 1 if ew >> r & 1 else -1
                if team < 0:
                    continue
                if owner >= 0 and team != owner:
                    break
                owner = team
                total += points[r]
            found[ns << 8 | ew] = total if owner == 0 else -total
    return tuple(found)


_SURE_POINTS: Final = {tables.trump: _sure_points(tables) for tables in TABLES}


class Solver:
    """Solves many endgames of one hand, sharing a transposition table between them.

    Every position it is given must belong to the same hand, trump and terminal
    value (one scorer), so that a stored value means the same in all of them:
    the candidate cards of one decision, across the worlds that share a scorer. The
    terminal must be a pure function of its outcome: its values are kept.
    """

    def __init__(
        self,
        tables: TrumpTables,
        closed: bool,
        play_rules: PlayRules,
        terminal: Terminal,
        team: int,
        budget: int = 200_000,
        out_of_time: Callable[[], bool] | None = None,
        like: Solver | None = None,
    ) -> None:
        """``out_of_time`` (a deadline's check) ends a search early as :class:`BudgetExceeded`.

        ``like``: a solver of the same hand (same cards, trump and rules) whose tables
        that do not depend on the terminal this one shares: the points search's bounds,
        which hold whatever the terminal, and the move orders. A decision's solvers of
        several scorers, and its card-point tie-break, then reuse each other's work.
        """
        search = self._search = _Search(
            tables, closed, play_rules, _remembered(terminal), team, budget, out_of_time
        )
        search.zero_mask = _LOW_CARDS[tables.trump][0]
        search.sure_points = _SURE_POINTS[tables.trump]
        if like is not None:
            shared = like._search
            search.points_table = shared.points_table
            search.orders, search.follow_orders = shared.orders, shared.follow_orders
            search.groups = shared.groups

    def solve(self, position: Position) -> float:
        """The value of ``position`` for the team, searching at most the budget's nodes.

        Raises:
            BudgetExceeded: more than the budget's nodes were needed.
        """
        search = self._search
        search.start()
        return search.value(
            list(position.hands),
            position.leader,
            list(position.trick),
            position.card_abnat[0],
            position.tricks_won[0],
            float("-inf"),
            float("inf"),
        )


def _remembered(terminal: Terminal) -> Terminal:
    """``terminal`` with its values kept, one per outcome.

    The searches ask for the same few hundred outcomes thousands of times (every step
    function of :meth:`_Search._shape` walks them all), and a scorer's terminal, with
    the expert's match utility on top, costs far more than a lookup.
    """
    values: dict[int, float] = {}

    def value(abnat_ns: int, last: int, tricks_ns: int) -> float:
        key = (abnat_ns << 1 | last) << 4 | tricks_ns
        found = values.get(key)
        if found is None:
            found = values[key] = terminal(abnat_ns, last, tricks_ns)
        return found

    return value


def solve(
    position: Position,
    tables: TrumpTables,
    closed: bool,
    play_rules: PlayRules,
    terminal: Terminal,
    team: int,
    budget: int = 200_000,
) -> float:
    """The value for ``team`` of ``position`` when both sides play perfectly.

    Raises:
        BudgetExceeded: more than ``budget`` nodes were needed.
    """
    return Solver(tables, closed, play_rules, terminal, team, budget).solve(position)


def _ordered(legal: int, trick: list[int], tables: TrumpTables, best_position: int) -> list[int]:
    """Likely best cards first, so alpha-beta cuts early.

    On lead the strongest cards come first. Following, cards that take the trick come
    first (cheapest winner first); then, when the partner is winning, the richest
    cards (feeding), else the cheapest.
    """
    power, points = tables.power, tables.points
    cards = mask_indices(legal)
    if not trick:
        return sorted(cards, key=power.__getitem__, reverse=True)
    best = trick[best_position]
    top = power[best]
    lead, trump = trick[0] >> 3, tables.trump
    partner_winning = len(trick) - best_position == 2
    winners = [c for c in cards if c >> 3 in (lead, trump) and power[c] > top]
    losers = [c for c in cards if not (c >> 3 in (lead, trump) and power[c] > top)]
    winners.sort(key=power.__getitem__)
    losers.sort(key=lambda c: points[c] * 8 + power[c], reverse=partner_winning)
    return winners + losers if not partner_winning else losers + winners
