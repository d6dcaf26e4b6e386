"""The bidding-flow map in Arabic: every step's detail, the speakers and the summary."""

from __future__ import annotations

import pytest

from baloot_tui.games.baloot.coach import flow
from baloot_tui.games.baloot.coach.flow import flow_map
from baloot_tui.text.i18n import use
from tests.engine.test_coach_words import views
from tests.engine.words_kit import assert_translated, reads_in_arabic
from tests.sampling import sweep

MESSAGES = [
    *(m for m in flow._PASSED.values() if m),
    *flow._CONTEXT.values(),
    *flow._DESCRIPTIONS.values(),
    *flow.SEAT_NAMES.values(),
]
"""The tables of the map's words (the sentences put together are read below)."""


@pytest.mark.parametrize("english", MESSAGES)
def test_each_phrase_has_its_arabic_with_the_same_fields(english: str) -> None:
    assert_translated(english)


@pytest.mark.parametrize("seed", sweep([1, 2, 3]))
def test_every_map_of_every_position_reads_in_arabic(seed: int) -> None:
    details = 0
    for view in views(seed):
        english = flow_map(view)
        use("ar")
        try:
            arabic = flow_map(view)
        finally:
            use("en")
        assert [s.status for s in arabic.steps] == [s.status for s in english.steps]
        texts = [arabic.summary, *(s.detail for s in arabic.steps if s.detail)]
        texts += [name for name, _ in arabic.turns] + list(arabic.may_say)
        for text in texts:
            assert reads_in_arabic(text), text
        details += len(texts)
    assert details > 200
