"""Exact double-dummy search of a card-play endgame, valued in game points.

With every hand known (one sampled world), the remaining play is a two-team game
of perfect information. :func:`solve` returns its minimax value for one team: the
final game-point margin (team minus opponents, through a :class:`Scorer`) when both
sides play perfectly. Alpha-beta pruning, a transposition table at trick starts and
move ordering (the winning side's strong cards first) keep small endgames cheap; a
node budget bounds the work so the expert's decisions stay fast and reproducible.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from baloot_tui.bots.simulator import (
    PlayRules,
    Position,
    TrumpTables,
    follow_mask,
    lead_mask,
    mask_indices,
    winning_position,
)

_EXACT: Final = 0
_LOWER: Final = 1
_UPPER: Final = 2

Terminal = Callable[[int, int, int], float]
"""Value of a finished hand from (NS card abnat, last-trick team, NS tricks)."""


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
    nodes: int = 0
    table: dict[tuple[int, ...], tuple[int, float]] = field(default_factory=dict)

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
        if self.nodes > self.budget:
            raise BudgetExceeded
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
            legal = follow_mask(
                hand,
                trick[0] >> 3,
                trick[best_position],
                played - best_position == 2,
                tables,
                self.play_rules,
            )
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


class Solver:
    """Solves many endgames of one hand, sharing a transposition table between them.

    Every position it is given must belong to the same hand, trump and terminal
    value (one scorer), so that a stored value means the same in all of them:
    the candidate cards of one decision, across the worlds that share a scorer.
    """

    def __init__(
        self,
        tables: TrumpTables,
        closed: bool,
        play_rules: PlayRules,
        terminal: Terminal,
        team: int,
        budget: int = 200_000,
    ) -> None:
        self._search = _Search(tables, closed, play_rules, terminal, team, budget)

    def solve(self, position: Position) -> float:
        """The value of ``position`` for the team, searching at most the budget's nodes.

        Raises:
            BudgetExceeded: more than the budget's nodes were needed.
        """
        search = self._search
        search.nodes = 0
        return search.value(
            list(position.hands),
            position.leader,
            list(position.trick),
            position.card_abnat[0],
            position.tricks_won[0],
            float("-inf"),
            float("inf"),
        )


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
