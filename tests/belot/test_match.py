"""The match to 151 and its end rules (BELOT.md §5.8, §9 rows 17-19), hanging points
carried between deals (§5.4), and the dealer's rotation (§1.1).
"""

from __future__ import annotations

import itertools
import random

import pytest

from baloot_tui.core.cards import DECK
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.games.belot.rules.match import BelotMatch, new_match, settle
from tests.belot.belot_kit import A, B, actions

ONE_MORE = DEFAULT_RULES
LIFT = BelotRules(no_finish_on_valat="leader_plus_one")
OFF = BelotRules(no_finish_on_valat="off")
HANGING_BLOCKS = BelotRules(no_finish_with_hanging=True)
MUST_SCORE = BelotRules(winner_scored_last_deal=True)

# fmt: off
ENDINGS = [
    # id, scores after, target, deal points, valat, hanging after, rules, winner, target after
    ("§5.8 below 151 plays on", (150, 100), 151, (10, 6), False, 0, ONE_MORE, None, 151),
    ("§5.8 151 wins", (151, 100), 151, (10, 6), False, 0, ONE_MORE, A, 151),
    ("§5.8 both over: the higher wins", (155, 170), 151, (0, 26), False, 0, ONE_MORE, B, 151),
    ("§5.8 the higher wins even below the other's 151", (152, 151), 151, (8, 8), False, 0,
     ONE_MORE, A, 151),
    ("§5.8 equal at 151 or more plays on", (160, 160), 151, (8, 8), False, 0, ONE_MORE, None,
     151),
    ("§5.8 a valat deal cannot end the match", (176, 90), 151, (25, 0), True, 0, ONE_MORE, None,
     151),
    ("§9.17 leader_plus_one lifts the target", (176, 90), 151, (25, 0), True, 0, LIFT, None,
     177),
    ("§9.17 leader_plus_one: no lift below the target", (120, 90), 151, (25, 0), True, 0, LIFT,
     None, 151),
    ("§9.17 a lifted target must be reached", (176, 100), 177, (0, 10), False, 0, LIFT, None,
     177),
    ("§9.17 the lifted target reached", (180, 100), 177, (4, 12), False, 0, LIFT, A, 177),
    ("§9.17 off: a valat may end the match", (176, 90), 151, (25, 0), True, 0, OFF, A, 151),
    ("§9.18 hanging points do not block by default", (155, 100), 151, (10, 0), False, 6,
     ONE_MORE, A, 151),
    ("§9.18 no_finish_with_hanging", (155, 100), 151, (10, 0), False, 6, HANGING_BLOCKS, None,
     151),
    ("§9.18 no_finish_with_hanging, nothing hangs", (155, 100), 151, (10, 6), False, 0,
     HANGING_BLOCKS, A, 151),
    ("§9.19 the winner need not score by default", (155, 120), 151, (0, 16), False, 0,
     ONE_MORE, A, 151),
    ("§9.19 winner_scored_last_deal", (155, 120), 151, (0, 16), False, 0, MUST_SCORE, None, 151),
    ("§9.19 winner_scored_last_deal, scored", (160, 110), 151, (8, 8), False, 0, MUST_SCORE, A,
     151),
]
# fmt: on


@pytest.mark.parametrize(
    ("scores", "target", "points", "valat", "hanging", "rules", "winner", "target_after"),
    [pytest.param(*row[1:], id=row[0]) for row in ENDINGS],
)
def test_end_rules(
    scores: tuple[int, int],
    target: int,
    points: tuple[int, int],
    valat: bool,
    hanging: int,
    rules: BelotRules,
    winner: Team | None,
    target_after: int,
) -> None:
    assert settle(
        scores, target, points, played=True, valat=valat, hanging=hanging, rules=rules
    ) == (winner, target_after)


def test_an_all_pass_deal_never_ends_a_match() -> None:
    # §5.8: "an all-pass deal does not count".
    assert settle(
        (176, 90), 151, (0, 0), played=False, valat=False, hanging=0, rules=DEFAULT_RULES
    ) == (None, 151)


def play_out(match: BelotMatch, rng: random.Random) -> BelotMatch:
    """Finish the deal in progress with random legal actions."""
    while match.current is not None:
        match = match.apply(rng.choice(match.legal_actions()))
    return match


def test_all_pass_passes_the_deal_and_keeps_the_hanging_points() -> None:
    match = BelotMatch(hanging=9, dealer=Seat.WEST).deal(DECK)
    for action in actions("S pass, E pass, N pass, W pass"):
        match = match.apply(action)
    assert (match.dealer, match.hanging, match.scores) == (Seat.SOUTH, 9, (0, 0))
    assert match.hands[-1].result is not None and match.hands[-1].result.kind == "all_pass"


def test_hanging_points_reach_the_next_deal() -> None:
    # §5.4: a tie leaves the bidders' share hanging; the next deal starts with it.
    rng = random.Random(0)
    match = new_match()
    while True:
        if match.is_over:
            match = new_match()
        match = play_out(match.deal_random(rng), rng)
        result = match.hands[-1].result
        assert result is not None
        if result.score is not None and result.score.hanging > 0 and not match.is_over:
            break
    carried = match.hanging
    match = match.deal_random(rng)
    assert match.current is not None and match.current.hanging_in == carried > 0


@pytest.mark.parametrize("seed", range(4))
def test_random_matches_reach_a_winner(seed: int) -> None:
    rng = random.Random(seed)
    match = new_match(first_dealer=Seat(seed))
    dealers = []
    while not match.is_over:
        dealers.append(match.dealer)
        match = play_out(match.deal_random(rng), rng)
    assert match.winner is not None and max(match.scores) >= match.target
    assert tuple(map(sum, zip(*match.ledger, strict=True))) == match.scores
    # §1.1: after every deal, all-pass deals included, the deal passes to the right.
    assert all(b == a.next for a, b in itertools.pairwise(dealers))
    last = match.hands[-1].result
    assert last is not None and last.score is not None and last.score.valat is None
    with pytest.raises(IllegalActionError, match="match_over"):
        match.deal(DECK)


def test_dealing_twice_or_acting_between_deals_is_refused() -> None:
    match = new_match()
    with pytest.raises(IllegalActionError, match="no_deal_deal_first"):
        match.apply(actions("S pass")[0])
    with pytest.raises(IllegalActionError, match="deal_in_progress"):
        match.deal(DECK).deal(DECK)


def test_match_target_flag() -> None:
    rules = BelotRules(match_target=20)
    assert new_match(rules).target == 20
