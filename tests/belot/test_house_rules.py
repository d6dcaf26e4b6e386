"""Belot house rules (BELOT.md §9): presets, checked values, and a test for every flag value."""

from __future__ import annotations

import dataclasses
import functools
import re
from pathlib import Path

import pytest

from baloot_tui.core.errors import NotationError
from baloot_tui.games.belot.rules.house_rules import (
    DEFAULT_RULES,
    PRESETS,
    BelotRules,
    check_flag,
    flag_choices,
    preset,
)

FLAGS = [f for f in dataclasses.fields(BelotRules) if f.name != "match_target"]
HERE = Path(__file__).resolve()

#: §9's defaults, row by row, as the book names them.
BOOK_DEFAULTS = {
    "bid_over_double": True,
    "partner_exemption": True,
    "raise_on_trump_lead_vs_partner": True,
    "must_undertrump": False,
    "declaration_contest": "separate",
    "sequence_tie": "cancel_all",
    "carre_order": "points",
    "eight_run_split": False,
    "overlap_choice": "player",
    "nt_valat_bonus": "not_doubled",
    "valat_doubling": "multiply_all",
    "suit_six_rounding": "lower_up",
    "at_four_rounding": "lower_up",
    "doubled_tie": "all_hang",
    "inside_belote_stays": False,
    "valat_cancels_loser_declarations": False,
    "no_finish_on_valat": "one_more_deal",
    "no_finish_with_hanging": False,
    "winner_scored_last_deal": False,
    "direction": "counter_clockwise",
    "match_target": 151,
}


def test_defaults_are_the_books() -> None:
    assert dataclasses.asdict(DEFAULT_RULES) == BOOK_DEFAULTS


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_presets_hold_only_allowed_values(name: str) -> None:
    rules = preset(name)
    for flag in dataclasses.fields(BelotRules):
        check_flag(flag.name, getattr(rules, flag.name))
    assert BelotRules(**rules.differences()) == rules  # type: ignore[arg-type]


def test_preset_lookup() -> None:
    assert preset(" Official ") is DEFAULT_RULES and DEFAULT_RULES.differences() == {}
    with pytest.raises(NotationError, match="unknown Belot preset 'bogus'; choose one of"):
        preset("bogus")


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("no_such_flag", True, "unknown Belot house rule 'no_such_flag'; known: "),
        ("sequence_tie", "coin", "cannot be 'coin'; choose one of 'cancel_all', 'first_in_turn'"),
        ("partner_exemption", 1, "partner_exemption cannot be 1"),
        ("partner_exemption", "yes", "cannot be 'yes'"),
        ("match_target", 9, "needs a whole number from 10 to 1000, not 9"),
        ("match_target", 1001, "not 1001"),
        ("match_target", True, "not True"),
        ("match_target", 151.0, "not 151.0"),
        ("direction", "x" * 5000, "cannot be 'xxxxxxxx"),
    ],
)
def test_bad_values_are_refused(name: str, value: object, message: str) -> None:
    with pytest.raises(NotationError) as err:
        DEFAULT_RULES.replace(**{name: value})
    assert message in str(err.value) and len(str(err.value)) < 600


def test_rules_built_directly_are_checked_too() -> None:
    with pytest.raises(NotationError):
        BelotRules(doubled_tie="half")  # type: ignore[arg-type]


def test_flag_choices() -> None:
    assert flag_choices("must_undertrump") == (True, False)
    assert flag_choices("match_target") is None
    assert flag_choices("no_finish_on_valat") == ("one_more_deal", "leader_plus_one", "off")


@functools.cache
def _test_sources() -> str:
    return "\n".join(
        p.read_text(encoding="utf-8") for p in HERE.parent.glob("test_*.py") if p != HERE
    )


@pytest.mark.parametrize(
    ("flag", "value"),
    [(f.name, value) for f in FLAGS for value in flag_choices(f.name) or () if value != f.default],
)
def test_every_other_value_is_exercised(flag: str, value: object) -> None:
    # Each flag's other values must change an outcome in some table of tests/belot.
    written = f'"{value}"' if isinstance(value, str) else str(value)
    pattern = re.escape(f"{flag}={written}")
    assert re.search(pattern, _test_sources()), f"no test uses {flag}={written}"
