from __future__ import annotations

import pytest

from baloot_tui.games.baloot.bots import match_equity
from baloot_tui.games.baloot.bots.match_equity import TABLE_LIMIT, win_chance
from baloot_tui.games.baloot.rules.house_rules import MATCH_TARGETS


@pytest.mark.parametrize("target", [100, 152, TABLE_LIMIT, MATCH_TARGETS[-1]])
def test_a_lead_is_worth_more_than_a_deficit_at_every_target(target: int) -> None:
    lead = target // 4
    assert win_chance(lead, 0, target) > 0.5 > win_chance(0, lead, target)
    assert win_chance(0, 0, target) == pytest.approx(0.5)


def test_no_target_builds_a_table_larger_than_the_limit() -> None:
    match_equity._table.cache_clear()
    win_chance(500, 100, MATCH_TARGETS[-1])
    assert match_equity._table.cache_info().currsize == 1
    assert len(match_equity._table(TABLE_LIMIT)) == TABLE_LIMIT
