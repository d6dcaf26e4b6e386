"""Records name their game (docs/record-format.md, version 2): one reader for both games.

Every Baloot record ever written (version 1, the fixtures of ``tests/rules/records``)
still loads and replays; Baloot is now written as version 2 with ``"game": "baloot"``;
a Belot record is replayed through the Belot engine; anything else is refused in one
line, and a Belot record among the kept ones is listed, never set aside.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baloot_tui.core.errors import RecordError
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.rules import record as baloot_record
from baloot_tui.games.belot.rules import record as belot_record
from baloot_tui.games.belot.rules.house_rules import PRESETS, preset
from baloot_tui.games.belot.rules.match import new_match
from baloot_tui.store.files import FileRefused
from baloot_tui.store.records import (
    OtherGame,
    describe_record,
    load_game_record,
    open_game_record,
    open_record,
    scan_records,
)
from baloot_tui.store.saves import SaveStore
from tests.belot.belot_kit import SHOWCASE_SEED, showcase_match
from tests.engine.files_kit import RECORDS_DIR, fixed_clock

FIXTURES = sorted(RECORDS_DIR.glob("*.json"))


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_every_version_1_baloot_record_still_loads_and_replays(fixture: Path) -> None:
    data = json.loads(fixture.read_text(encoding="utf-8"))
    assert data["version"] == 1 and "game" not in data
    loaded = open_game_record(fixture)
    assert isinstance(loaded, baloot_record.LoadedRecord)
    assert loaded.match == baloot_record.loads(fixture.read_text(encoding="utf-8")).match
    rewritten = baloot_record.match_to_record(loaded.match, loaded.seed, loaded.players)
    assert (rewritten["version"], rewritten["game"]) == (2, "baloot")
    again = load_game_record(rewritten, source="again.json")
    assert isinstance(again, baloot_record.LoadedRecord) and again.match == loaded.match


def test_a_belot_record_is_replayed_by_the_belot_engine(tmp_path: Path) -> None:
    match = showcase_match()
    path = write(tmp_path / "b.json", belot_record.dumps(match, seed=SHOWCASE_SEED))
    loaded = open_game_record(path)
    assert isinstance(loaded, belot_record.LoadedRecord)
    assert loaded.match == match and loaded.seed == SHOWCASE_SEED


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"game": "chess"}, "unknown game 'chess' (this program reads baloot and belot records)"),
        ({"game": 7}, "unknown game 7"),
        ({"version": 1}, "unsupported record version 1 (Belot records are version 2)"),
        ({"game": "baloot"}, "unknown field 'hanging'"),
        ({"scores": [0, 1]}, "stored scores [0, 1] does not match"),
    ],
)
def test_a_bad_belot_record_is_refused_in_one_line(
    tmp_path: Path, change: dict[str, object], problem: str
) -> None:
    data = belot_record.match_to_record(showcase_match(2))
    data.update(change)
    path = write(tmp_path / "bad.json", json.dumps(data))
    with pytest.raises(FileRefused) as caught:
        open_game_record(path)
    assert problem in caught.value.problem
    assert "\n" not in str(caught.value)


def test_a_baloot_reader_refuses_a_belot_record_as_another_game(tmp_path: Path) -> None:
    path = write(tmp_path / "b.json", belot_record.dumps(showcase_match(2)))
    with pytest.raises(OtherGame, match="a Belot record"):
        open_record(path)


def test_a_kept_belot_record_is_listed_and_never_set_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, fixed_clock)
    store.records_dir.mkdir(parents=True)
    match = showcase_match()
    players = {Seat.SOUTH: "Vesela"}
    path = write(store.records_dir / "belot.json", belot_record.dumps(match, 3, players))
    (entry,) = scan_records(store)
    assert entry.summary is not None and entry.summary.game == "belot"
    assert entry.summary.scores == match.scores and entry.summary.hands == 3
    assert entry.summary.players == ((Seat.SOUTH, "Vesela"),)
    assert entry.record is not None and entry.record.game == "belot"
    assert entry.problem is None  # the records screen opens entry.record
    viewer_entry = describe_record(store, path, open_record)  # the Baloot-only reader
    assert viewer_entry.problem is not None and "a Belot record" in viewer_entry.problem
    assert path.exists() and list(store.records_dir.glob("*.bad")) == []


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), name=st.sampled_from(sorted(PRESETS)))
def test_belot_records_round_trip_through_the_game_reader(seed: int, name: str) -> None:
    rng = random.Random(seed)
    match = new_match(preset(name), Seat(seed % 4))
    for _ in range(rng.randrange(1, 400)):
        if match.is_over:
            break
        match = (
            match.deal_random(rng)
            if match.needs_deal
            else match.apply(rng.choice(match.legal_actions()))
        )
    data = json.loads(belot_record.dumps(match, seed=seed))
    loaded = load_game_record(data, source="m.json")
    assert isinstance(loaded, belot_record.LoadedRecord) and loaded.match == match
    with pytest.raises(RecordError):
        load_game_record({**data, "winner": "NS" if match.winner is None else None})
