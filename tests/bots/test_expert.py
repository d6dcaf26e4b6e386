"""The expert level: exact endgames equal brute force, legal and reproducible choices."""

from __future__ import annotations

import itertools
import random

import pytest

from baloot_tui.core.seats import SEATS, Team
from baloot_tui.games.baloot.bots.dds import BudgetExceeded, Solver, Terminal, solve
from baloot_tui.games.baloot.bots.expert import SETTLE_AFTER, ExpertBot, match_utility
from baloot_tui.games.baloot.bots.hard import HardBot, SearchSettings
from baloot_tui.games.baloot.bots.match_equity import win_chance
from baloot_tui.games.baloot.bots.simulator import (
    TABLES,
    PlayRules,
    Position,
    Scorer,
    legal_mask,
    mask_indices,
)
from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, Sawa
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, preset
from baloot_tui.games.baloot.rules.round import RoundState, deal
from tests.sampling import sweep

SMALL = ExpertBot(
    settings=SearchSettings(play_worlds=6, bid_worlds=4, double_worlds=4, weighted=True)
)


def brute_force(position: Position, table: int, play_rules: PlayRules, scorer: Scorer) -> float:
    """Plain minimax over every legal card, NS maximising its game-point margin."""
    tables = TABLES[table]
    if position.cards_left == 0 and not position.trick:
        last = position.leader & 1
        points = scorer.points(position.card_abnat[0], last, position.tricks_won[0])
        return float(points[0] - points[1])
    seat = position.to_act
    legal = legal_mask(position.hands[seat], position.trick, tables, False, play_rules)
    values = [
        brute_force(position.play(c, tables, play_rules), table, play_rules, scorer)
        for c in mask_indices(legal)
    ]
    return max(values) if seat % 2 == 0 else min(values)


def endgame(rng: random.Random, cards_each: int, table: int) -> Position:
    """A random endgame: ``cards_each`` cards per seat, the earlier tricks split 2/3."""
    order = list(range(32))
    rng.shuffle(order)
    hands = [0, 0, 0, 0]
    for slot in range(4 * cards_each):
        hands[slot % 4] |= 1 << order[slot]
    rest = sum(TABLES[table].points[c] for c in order[4 * cards_each :])
    done = 8 - cards_each
    return Position(
        (hands[0], hands[1], hands[2], hands[3]),
        rng.randrange(4),
        (),
        (rest // 2, rest - rest // 2),
        (done // 2, done - done // 2),
    )


ENDGAMES = list(itertools.product([2, 3, 4], ["kammelna", "strict"], range(12)))
"""Cards in each hand, the rules of play and the seed of each endgame searched."""


@pytest.mark.parametrize(
    ("cards_each", "rules_name", "seed"),
    sweep(ENDGAMES, keep=18, ids=[f"{c}-{r}-{s}" for c, r, s in ENDGAMES], unpack=True),
)
def test_exact_search_equals_brute_force(seed: int, rules_name: str, cards_each: int) -> None:
    rng = random.Random(seed)
    table = seed % 5
    fixed = endgame(rng, cards_each, table)
    contract = Contract.SUN if table == 4 else Contract.HOKUM
    scorer = Scorer(contract, Team.NORTH_SOUTH, DEFAULT_RULES)
    play_rules = PlayRules.of(preset(rules_name))

    def terminal(abnat_ns: int, last: int, tricks_ns: int) -> float:
        points = scorer.points(abnat_ns, last, tricks_ns)
        return float(points[0] - points[1])

    exact = solve(fixed, TABLES[table], False, play_rules, terminal, 0)
    assert exact == brute_force(fixed, table, play_rules, scorer)

    def ew_terminal(abnat_ns: int, last: int, tricks_ns: int) -> float:
        return -terminal(abnat_ns, last, tricks_ns)

    assert solve(fixed, TABLES[table], False, play_rules, ew_terminal, 1) == -exact


@pytest.mark.parametrize("seed", range(6))
def test_shared_table_solver_equals_fresh_solves(seed: int) -> None:
    """One solver valuing every first card of an endgame agrees with a new search each time."""
    rng = random.Random(seed)
    table = seed % 5
    root = endgame(rng, 4, table)
    tables = TABLES[table]
    scorer = Scorer(Contract.SUN if table == 4 else Contract.HOKUM, Team.NORTH_SOUTH, DEFAULT_RULES)

    def terminal(abnat_ns: int, last: int, tricks_ns: int) -> float:
        points = scorer.points(abnat_ns, last, tricks_ns)
        return float(points[0] - points[1])

    shared = Solver(tables, False, PlayRules(), terminal, 0)
    legal = legal_mask(root.hands[root.to_act], root.trick, tables, False, PlayRules())
    for c in mask_indices(legal):
        after = root.play(c, tables, PlayRules())
        assert shared.solve(after) == solve(after, tables, False, PlayRules(), terminal, 0)


def sun_margin() -> Terminal:
    """A Sun hand's game-point margin for North-South."""
    scorer = Scorer(Contract.SUN, Team.NORTH_SOUTH, DEFAULT_RULES)

    def terminal(abnat_ns: int, last: int, tricks_ns: int) -> float:
        points = scorer.points(abnat_ns, last, tricks_ns)
        return float(points[0] - points[1])

    return terminal


def test_budget_is_enforced() -> None:
    position = endgame(random.Random(1), 8, 4)
    terminal = sun_margin()
    with pytest.raises(BudgetExceeded):
        solve(position, TABLES[4], False, PlayRules(), terminal, 0, budget=50)


def test_a_deadline_stops_a_search_and_only_a_spent_one() -> None:
    """The clock is asked every CLOCK_EVERY nodes; an unspent deadline changes nothing."""
    position = endgame(random.Random(1), 8, 4)
    terminal = sun_margin()
    asked: list[int] = []

    def spent() -> bool:
        asked.append(1)
        return True

    plain = Solver(TABLES[4], False, PlayRules(), terminal, 0).solve(position)
    on_time = Solver(TABLES[4], False, PlayRules(), terminal, 0, out_of_time=lambda: False)
    assert on_time.solve(position) == plain
    with pytest.raises(BudgetExceeded):
        Solver(TABLES[4], False, PlayRules(), terminal, 0, out_of_time=spent).solve(position)
    assert asked == [1]


def test_a_constant_terminal_needs_no_search() -> None:
    position = endgame(random.Random(1), 8, 4)
    assert solve(position, TABLES[4], False, PlayRules(), lambda a, b, c: 3.0, 0, budget=1) == 3.0


def test_match_utility_is_game_points_early_and_the_match_late() -> None:
    early = deal(random.Random(0), SEATS[0], DEFAULT_RULES, (0, 0)).view(SEATS[0])
    assert match_utility(early, (16, 0)) == pytest.approx(16, abs=2)
    assert match_utility(early, (0, 16)) == pytest.approx(-16, abs=2)
    close = deal(random.Random(0), SEATS[0], DEFAULT_RULES, (140, 140)).view(SEATS[0])
    assert match_utility(close, (16, 0)) > 2 * 16
    assert match_utility(close, (0, 16)) < -2 * 16
    far_ahead = deal(random.Random(0), SEATS[0], DEFAULT_RULES, (140, 20)).view(SEATS[0])
    assert 0 < match_utility(far_ahead, (16, 0)) < 16
    assert match_utility(far_ahead, (0, 140)) < -140
    far_behind = deal(random.Random(0), SEATS[1], DEFAULT_RULES, (140, 20)).view(SEATS[1])
    assert 0 < match_utility(far_behind, (0, 26)) < 26


@pytest.mark.parametrize(
    ("ours", "theirs", "low", "high"),
    [(0, 0, 0.5, 0.5), (20, 0, 0.55, 0.7), (140, 100, 0.85, 0.97), (100, 140, 0.03, 0.15)],
)
def test_win_chance_from_a_score(ours: int, theirs: int, low: float, high: float) -> None:
    assert low - 1e-9 <= win_chance(ours, theirs, 152) <= high + 1e-9
    assert win_chance(ours, theirs, 152) + win_chance(theirs, ours, 152) == pytest.approx(1.0)


def test_win_chance_past_the_target() -> None:
    assert win_chance(152, 151, 152) == 1.0
    assert win_chance(160, 170, 152) == 0.0
    assert win_chance(155, 155, 152) == 0.5


def _decisions(seed: int, count: int) -> list[tuple[RoundState, tuple[Action, ...]]]:
    """Decisions with a real choice from a hand played by random actions, steered to Hokum."""
    rng = random.Random(seed)
    out: list[tuple[RoundState, tuple[Action, ...]]] = []
    state = deal(rng, SEATS[seed % 4])
    while not state.is_over and len(out) < count:
        legal = state.legal_actions()
        if len(legal) > 1:
            out.append((state, legal))
        hokum = [a for a in legal if isinstance(a, Bid) and a.call in (Call.HOKUM, Call.CONFIRM)]
        state = state.apply(hokum[0] if hokum else rng.choice(legal))
    return out


@pytest.mark.parametrize("seed", range(3))
def test_expert_chooses_legal_and_reproducible_actions(seed: int) -> None:
    decisions = _decisions(seed, 40)
    assert sum(state.phase is Phase.PLAYING for state, _ in decisions) >= 8
    for state, legal in decisions:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        first = SMALL.choose(view, legal, random.Random(seed))
        assert first in legal or first == Sawa(seat)
        assert SMALL.choose(view, legal, random.Random(seed)) == first


def test_the_search_settles_once_one_card_clearly_stands_out() -> None:
    bot = ExpertBot()
    clear = [(1.0, [10.0 + world % 3, 2.0, 0.0]) for world in range(SETTLE_AFTER)]
    assert bot.settled(clear)
    assert not bot.settled(clear[:-1])  # too few worlds yet
    noisy = [(1.0, [20.0 if world % 2 else -10.0, 2.0, 0.0]) for world in range(SETTLE_AFTER)]
    assert not bot.settled(noisy)  # the best leads on average, but not clearly
    tied = [(1.0, [10.0, 10.0, 0.0]) for _ in range(SETTLE_AFTER)]
    assert bot.settled(tied)  # two cards equal in every world: the tie-break decides


def test_the_hard_level_never_settles_early() -> None:
    clear = [(1.0, [10.0, 2.0]) for _ in range(40)]
    assert not HardBot().settled(clear)
