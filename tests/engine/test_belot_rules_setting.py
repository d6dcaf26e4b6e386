"""The Belot preset in the settings file (schema version 5), and the rules a match tells."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from baloot_tui.core.table import make_table
from baloot_tui.games.belot.game import BelotGame, rules_line
from baloot_tui.games.belot.rules.house_rules import PRESETS, preset
from baloot_tui.play.driver import MatchDriver, MatchSetup
from baloot_tui.store.settings import WITHOUT_GENDERS_VERSION, Settings, SettingsStore
from tests.engine.files_kit import fixed_clock


@pytest.mark.parametrize("name", list(PRESETS))
def test_each_belot_preset_is_saved_and_read_back(tmp_path: Path, name: str) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.save(Settings().with_preset("belot", name))
    data = json.loads(store.path.read_text())
    assert data["version"] == WITHOUT_GENDERS_VERSION == 5 and data["belot_preset"] == name
    loaded = store.read()
    assert loaded.notices == () and loaded.value.rules_of("belot") == preset(name)


@pytest.mark.parametrize("version", [1, 2, 3, 4])
def test_an_older_settings_file_loads_with_the_books_belot_rules(
    tmp_path: Path, version: int
) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text(
        f'{{"format": "baloot-tui/settings", "version": {version}, "preset": "jawaker",'
        ' "theme": "light"}'
    )
    loaded = store.read()
    assert loaded.notices == ()
    assert loaded.value.house_of("baloot").preset == "jawaker"
    assert loaded.value.theme == "light"
    assert loaded.value.house_of("belot").preset == "official"
    assert loaded.value.rules_of("belot") == preset("official")
    store.save(loaded.value)
    assert json.loads(store.path.read_text())["version"] == 5


@pytest.mark.parametrize("value", ['"kammelna"', '"Pika"', "3", "null"])
def test_a_bad_belot_preset_sets_the_file_aside(tmp_path: Path, value: str) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text(
        f'{{"format": "baloot-tui/settings", "version": 5, "belot_preset": {value}}}'
    )
    loaded = store.read()
    (notice,) = loaded.notices
    assert "belot_preset" in notice and loaded.value == Settings()


def test_a_newer_file_keeps_its_keys_and_the_belot_preset(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path, fixed_clock)
    store.path.write_text(
        '{"format": "baloot-tui/settings", "version": 9, "belot_preset": "pika", "future": 1}'
    )
    loaded = store.read().value
    assert loaded.house_of("belot").preset == "pika" and loaded.extra == {"future": 1}
    store.save(loaded)
    data = json.loads(store.path.read_text())
    assert (data["version"], data["belot_preset"], data["future"]) == (9, "pika", 1)


@pytest.mark.parametrize("name", list(PRESETS))
def test_the_first_deal_tells_the_rules_in_play(name: str) -> None:
    rules = preset(name)
    driver = MatchDriver(BelotGame(rules), MatchSetup(3, make_table(0)))
    first = [event.words for event in driver.deal_next()]
    assert first[0] == rules_line(rules) and first[1].startswith("Deal 1:")
    assert driver.match.rules == rules
    while driver.match.current is not None:
        driver.play_bot_turn()
    assert all(event.words != first[0] for event in driver.deal_next())


def test_the_rules_line_names_the_preset_or_counts_the_changes() -> None:
    assert rules_line(preset("pika")).startswith("House rules: Pika: natural carré order")
    assert rules_line(preset("official")).endswith("; match to 151.")
    changed = preset("pika").replace(must_undertrump=True, match_target=301)
    assert rules_line(changed) == "House rules: 6 changed from the book's; match to 301."
    short = preset("strict").replace(match_target=30)
    assert rules_line(short) == rules_line(preset("strict")).replace("151", "30")
