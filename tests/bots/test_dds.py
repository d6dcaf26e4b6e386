"""The exact solver equals a plain minimax over every legal card, whatever the terminal.

The solver hands most of the play to its points search when the terminal is a monotone
step function of NS's final abnat; these endgames cover both searches: mid-trick
starts, closed games, kaboots still open to one team or to both, the searching team on
either side, a terminal that rises, one that falls and one that is neither.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pytest

from baloot_tui.core.cards import DECK, mask_of, parse_cards
from baloot_tui.core.seats import Team
from baloot_tui.games.baloot.bots.dds import (
    _SURE_POINTS,
    Solver,
    Terminal,
    equivalent_cards,
    solve,
)
from baloot_tui.games.baloot.bots.simulator import (
    TABLES,
    PlayRules,
    Position,
    Scorer,
    legal_mask,
    mask_indices,
)
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, preset
from tests.sampling import sweep


def reference(
    position: Position,
    table: int,
    closed: bool,
    play_rules: PlayRules,
    terminal: Terminal,
    team: int,
) -> float:
    """Plain minimax: ``team`` maximises ``terminal``, the other team minimises it."""
    tables = TABLES[table]
    if position.cards_left == 0 and not position.trick:
        return terminal(position.card_abnat[0], position.leader & 1, position.tricks_won[0])
    seat = position.to_act
    legal = legal_mask(position.hands[seat], position.trick, tables, closed, play_rules)
    values = [
        reference(position.play(c, tables, play_rules), table, closed, play_rules, terminal, team)
        for c in mask_indices(legal)
    ]
    return max(values) if seat % 2 == team else min(values)


def random_endgame(rng: random.Random, cards_each: int, table: int, history: str) -> Position:
    """``cards_each`` cards per seat; ``history`` says who took the earlier tricks.

    ``"split"``: both teams took some; ``"ns"`` / ``"ew"``: that team took them all (its
    kaboot is still open). A random part of the next trick may already be played.
    """
    order = list(range(32))
    rng.shuffle(order)
    hands = [0, 0, 0, 0]
    for slot in range(4 * cards_each):
        hands[slot % 4] |= 1 << order[slot]
    done = 8 - cards_each
    rest = sum(TABLES[table].points[c] for c in order[4 * cards_each :])
    if history == "split":
        abnat, tricks = (rest // 2, rest - rest // 2), (done // 2, done - done // 2)
    elif history == "ns":
        abnat, tricks = (rest, 0), (done, 0)
    else:
        abnat, tricks = (0, rest), (0, done)
    position = Position(
        (hands[0], hands[1], hands[2], hands[3]), rng.randrange(4), (), abnat, tricks
    )
    play_rules = PlayRules()
    for _ in range(rng.randrange(4)):
        seat = position.to_act
        legal = mask_indices(
            legal_mask(position.hands[seat], position.trick, TABLES[table], False, play_rules)
        )
        position = position.play(rng.choice(legal), TABLES[table], play_rules)
    return position


def scorer_terminal(table: int, buyer: Team) -> Callable[[int, int, int], float]:
    """NS's game-point margin under the default rules."""
    scorer = Scorer(Contract.SUN if table == 4 else Contract.HOKUM, buyer, DEFAULT_RULES)

    def terminal(abnat_ns: int, last: int, tricks_ns: int) -> float:
        points = scorer.points(abnat_ns, last, tricks_ns)
        return float(points[0] - points[1])

    return terminal


def odd_terminal(abnat_ns: int, last: int, tricks_ns: int) -> float:
    """Neither rising nor falling in NS's abnat, and it depends on the tricks."""
    return float((abnat_ns * 7 + last * 3 + tricks_ns * 5) % 11)


ENDGAMES = list(itertools.product(["split", "ns", "ew"], range(16)))
"""Who won the tricks before each endgame, and its seed."""


@pytest.mark.parametrize(
    ("history", "seed"),
    sweep(ENDGAMES, keep=12, ids=[f"{h}-{s}" for h, s in ENDGAMES], unpack=True),
)
def test_solver_equals_plain_minimax(seed: int, history: str) -> None:
    rng = random.Random(seed * 7 + len(history))
    table = seed % 5
    cards_each = 2 + seed % 3
    position = random_endgame(rng, cards_each, table, history)
    closed = table != 4 and seed % 4 == 1
    play_rules = PlayRules.of(preset("strict" if seed % 2 else "kammelna"))
    margin = scorer_terminal(table, Team(seed % 2))
    terminals: list[Terminal] = [margin, lambda a, b, c: -margin(a, b, c), odd_terminal]
    for terminal in terminals:
        for team in (0, 1):
            expected = reference(position, table, closed, play_rules, terminal, team)
            assert solve(position, TABLES[table], closed, play_rules, terminal, team) == expected


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4))
def test_solver_equals_plain_minimax_on_five_card_endgames(seed: int) -> None:
    rng = random.Random(100 + seed)
    table = seed % 5
    position = random_endgame(rng, 5, table, ("split", "ns", "ew", "split")[seed])
    terminal = scorer_terminal(table, Team.NORTH_SOUTH)
    expected = reference(position, table, False, PlayRules(), terminal, 0)
    assert solve(position, TABLES[table], False, PlayRules(), terminal, 0) == expected


def test_one_solver_gives_every_position_its_own_value() -> None:
    """A shared solver (one table of bounds) agrees with fresh ones across many endgames."""
    rng = random.Random(5)
    terminal = scorer_terminal(0, Team.NORTH_SOUTH)
    shared = Solver(TABLES[0], False, PlayRules(), terminal, 0)
    for index in range(12):
        position = random_endgame(rng, 3, 0, ("split", "ns", "ew")[index % 3])
        fresh = solve(position, TABLES[0], False, PlayRules(), terminal, 0)
        assert shared.solve(position) == fresh


@pytest.mark.parametrize(
    ("ns", "ew", "sure"),
    [
        ("J 9", "A", 34),  # the two top trumps: each takes its trick
        ("J A", "9", 20),  # the Ace can fall to the Nine
        ("7", "J 9 A T", -55),  # every trump but the 7: each one wins
        ("", "", 0),
    ],
)
def test_the_top_trumps_one_team_holds_in_a_row_are_sure_points(
    ns: str, ew: str, sure: int
) -> None:
    ranks = "789TJQKA"
    hearts = TABLES[1]

    def lane(held: str) -> int:
        return sum(1 << ranks.index(r) for r in held.split())

    assert _SURE_POINTS[hearts.trump][lane(ns) << 8 | lane(ew)] == sure
    assert not _SURE_POINTS[TABLES[4].trump]  # Sun: no card is sure to win


def test_a_solver_like_another_shares_its_points_table_and_its_values_hold() -> None:
    """Two terminals over one hand: the second solver reuses the first's points bounds."""
    rng = random.Random(11)
    margin = scorer_terminal(0, Team.NORTH_SOUTH)

    def card_margin(abnat_ns: int, last: int, tricks_ns: int) -> float:
        del tricks_ns
        return float(2 * (abnat_ns + (10 if last == 0 else 0)))

    first = Solver(TABLES[0], False, PlayRules(), margin, 0)
    second = Solver(TABLES[0], False, PlayRules(), card_margin, 0, like=first)
    for index in range(8):
        position = random_endgame(rng, 3, 0, ("split", "ns", "ew")[index % 3])
        assert first.solve(position) == solve(position, TABLES[0], False, PlayRules(), margin, 0)
        alone = solve(position, TABLES[0], False, PlayRules(), card_margin, 0)
        assert second.solve(position) == alone
    assert first._search.points_table is second._search.points_table


SUN = 4
"""The tables of Sun (no trump)."""


@pytest.mark.parametrize(
    ("legal", "gone", "groups"),
    [
        ("7S 8S", "", {"7S": "7S", "8S": "7S"}),  # nothing between them
        ("7S 9S", "", {}),  # the 8 is still in play, in a hand or on the table
        ("7S 9S", "8S", {"7S": "7S", "9S": "7S"}),  # the 8 fell in an earlier trick
        ("7S 8S KS", "", {"7S": "7S", "8S": "7S"}),  # the King is worth abnat
        ("7S 7H", "", {}),  # two suits
    ],
)
def test_equivalent_cards_are_low_neighbours_of_one_suit(
    legal: str, gone: str, groups: dict[str, str]
) -> None:
    def mask(cards: str) -> int:
        return mask_of(parse_cards(cards)) if cards else 0

    found = equivalent_cards(mask(legal), mask(gone), TABLES[SUN])
    named = {str(DECK[c]): str(DECK[g]) for c, g in found.items()}
    assert named == groups
