"""House rules (RULES.md §9): presets, flag values, and a test for every flag."""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path

import pytest

from baloot_tui.core.errors import NotationError
from baloot_tui.games.baloot.rules.house_rules import (
    DEFAULT_RULES,
    PRESETS,
    HouseRules,
    check_flag,
    flag_choices,
    parse_flag_value,
    preset,
)

FLAGS = [f.name for f in dataclasses.fields(HouseRules)]
TESTS = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_presets_hold_only_allowed_values(name: str) -> None:
    rules = preset(name)
    for flag in FLAGS:
        check_flag(flag, getattr(rules, flag))
    assert rules.replace() == rules
    assert HouseRules(**rules.differences()) == rules  # type: ignore[arg-type]


def test_preset_lookup() -> None:
    assert preset("kammelna") is DEFAULT_RULES
    assert preset(" Strict ") == PRESETS["strict"]
    assert DEFAULT_RULES.differences() == {}
    assert PRESETS["strict"].differences()["match_target"] == 151
    with pytest.raises(
        NotationError, match="unknown house-rule preset 'bogus'; choose one of kammelna"
    ):
        preset("bogus")


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("no_such_flag", True, "unknown house rule 'no_such_flag'; known: "),
        (
            "first_lead",
            "dealer",
            "house rule first_lead cannot be 'dealer'; choose one of 'right_of_dealer', 'buyer'",
        ),
        ("partner_exemption", 1, "house rule partner_exemption cannot be 1"),
        ("partner_exemption", "yes", "cannot be 'yes'"),
        ("match_target", 0, "needs a whole number from 10 to 1000, not 0"),
        ("match_target", 9, "needs a whole number from 10 to 1000, not 9"),
        ("match_target", 1001, "needs a whole number from 10 to 1000, not 1001"),
        ("match_target", 20000, "needs a whole number from 10 to 1000, not 20000"),
        ("match_target", True, "needs a whole number from 10 to 1000, not True"),
        ("match_target", 152.0, "needs a whole number from 10 to 1000, not 152.0"),
        ("match_target", "152", "needs a whole number from 10 to 1000"),
        ("kawesh", "x" * 5000, "cannot be 'xxxxxxxx"),
    ],
)
def test_replace_refuses_bad_flags(name: str, value: object, message: str) -> None:
    with pytest.raises(NotationError) as err:
        DEFAULT_RULES.replace(**{name: value})
    assert message in str(err.value)


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        ("partner_exemption", "false", False),
        ("partner_exemption", " YES ", True),
        ("must_undertrump", "off", False),
        ("ashkal_in_round2", "1", True),
        ("match_target", "151", 151),
        ("sun_double_rule", "GE100_LT100", "ge100_lt100"),
        ("kawesh", "off", "off"),
    ],
)
def test_parse_flag_value(name: str, text: str, value: object) -> None:
    parsed = parse_flag_value(name, text)
    assert parsed == value and type(parsed) is type(value)
    assert getattr(DEFAULT_RULES.replace(**{name: parsed}), name) == value


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        (
            "partner_exemption",
            "maybe",
            "house rule partner_exemption is true or false, not 'maybe'",
        ),
        ("match_target", "lots", "house rule match_target needs a whole number, not 'lots'"),
        ("match_target", "-5", "needs a whole number from 10 to 1000, not -5"),
        ("kawesh", "sometimes", "house rule kawesh cannot be 'sometimes'"),
        ("nonsense", "1", "unknown house rule 'nonsense'"),
    ],
)
def test_parse_flag_value_errors(name: str, text: str, message: str) -> None:
    with pytest.raises(NotationError) as err:
        parse_flag_value(name, text)
    assert message in str(err.value)


def test_flag_choices() -> None:
    assert flag_choices("partner_exemption") == (True, False)
    assert flag_choices("match_target") is None
    assert flag_choices("gablak_scope") == ("opponents", "any_higher")


@functools.cache
def _test_sources() -> str:
    here = Path(__file__).resolve()
    return "\n".join(p.read_text(encoding="utf-8") for p in TESTS.rglob("test_*.py") if p != here)


@pytest.mark.parametrize("flag", FLAGS)
def test_every_flag_is_exercised_by_some_test(flag: str) -> None:
    assert flag in _test_sources(), f"no test under tests/ mentions the house rule {flag!r}"


def test_every_message_quotes_a_huge_value_briefly() -> None:
    with pytest.raises(NotationError) as err:
        DEFAULT_RULES.replace(kawesh="x" * 5_000_000)
    assert len(str(err.value)) < 300


@pytest.mark.parametrize(
    "changes",
    [{"match_target": 20000}, {"match_target": 5}, {"partner_exemption": "yes"}],
)
def test_rules_built_directly_are_checked_too(changes: dict[str, object]) -> None:
    with pytest.raises(NotationError):
        HouseRules(**changes)  # type: ignore[arg-type]
