"""``baloot review --lang ar``: the summary and every decision's lines in Arabic."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from baloot_tui.cli import main
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.coach.review import Review
from baloot_tui.games.baloot.coach.review_text import (
    ALL_MATCHED,
    CHANCE_LOSS,
    REVIEW_HEAD,
    SAWA_MARK,
    describe_review,
)
from baloot_tui.text.i18n import use
from tests.engine.test_coach_words import (
    ARABIC,
    ENGLISH_WORDS,
    UNFILLED,
    arabic,  # noqa: F401 (the fixture: speak Arabic for one test)
    arabic_of,
)
from tests.engine.words_kit import assert_translated
from tests.test_cli_learn import record_file  # noqa: F401 (the fixture: a played match)


@pytest.mark.parametrize(
    ("english", "known"),
    [
        (REVIEW_HEAD, {"seat", "source", "count", "mistakes", "unsettled", "loss"}),
        (CHANCE_LOSS, {"loss"}),
        (ALL_MATCHED, set()),
        (SAWA_MARK, set()),
    ],
)
def test_each_line_has_its_arabic_with_the_same_fields(english: str, known: set[str]) -> None:
    assert_translated(english, known)


def test_the_review_prints_in_arabic(record_file: Path) -> None:  # noqa: F811
    args = ["review", str(record_file), "--budget", "4", "--all", "--arabic", "logical"]
    result = CliRunner().invoke(main, [*args, "--lang", "ar"])
    assert result.exit_code == 0, result.output
    lines = result.output.replace(str(record_file), "").splitlines()
    assert lines[0].startswith("مراجعة الجنوب في :") and len(lines) > 3
    for line in lines:
        assert ARABIC.search(line) and not UNFILLED.search(line), line
        assert ENGLISH_WORDS.findall(line) == [], line
    english = CliRunner().invoke(main, args).output.splitlines()
    assert len(english) == len(lines) and english[0].startswith("Review of South in ")


@pytest.mark.usefixtures("arabic")
def test_a_review_without_mistakes_says_so_in_arabic() -> None:
    (head, well_played) = describe_review(Review(Seat.NORTH, (), ()), "x.json")
    assert head.startswith("مراجعة الشمال في x.json: عدد القرارات 0")
    assert well_played == arabic_of(ALL_MATCHED)
    use("en")
    assert describe_review(Review(Seat.NORTH, (), ()), "x.json")[1] == ALL_MATCHED
