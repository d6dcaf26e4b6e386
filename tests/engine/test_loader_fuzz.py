"""Fuzzing every loader from real files: each case is accepted whole or refused in one line.

Starting points are real files: the records of ``tests/rules/records``, Belot
records (a finished match and one stopped in a deal), a save and
its seat file written by :class:`SaveStore`, settings and learning progress
written by their stores. Each case applies one to three seeded mutations
(truncation, a deleted or retyped field, huge numbers and strings, deep
nesting, invalid UTF-8 bytes, a duplicated key, flipped bytes, or a harmless
rewrite with other indentation, escapes or a byte-order mark) and runs the
store's loader under a time limit. A case passes when

* the file is accepted and usable: a record (of either game) replays to the same
  scores when it is dumped and read again; settings give house rules and a table; a stored value
  writes and reads back equal; or
* it is refused with one line (no line break, under 400 characters) and nothing
  raises.

Any other exception fails the test with the kind, seed and mutations to replay it.
The counts of accepted and refused cases are printed (``pytest -s``). The default
run takes a sample of each kind's seeded cases, its first twelfth; the ``slow``
variant runs the rest.
"""

from __future__ import annotations

import importlib.util
import json
import random
import re
import signal
import tracemalloc
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from baloot_tui.core.seats import NAME_LIMIT, SEATS
from baloot_tui.games.baloot.bots.registry import LEVELS
from baloot_tui.games.baloot.rules import record
from baloot_tui.games.belot.rules import record as belot_record
from baloot_tui.store.files import FileRefused
from baloot_tui.store.progress import Progress, ProgressStore
from baloot_tui.store.records import open_game_record, open_record
from baloot_tui.store.saves import SaveStore, table_to_json
from baloot_tui.store.settings import Settings, SettingsStore
from tests.belot.belot_kit import SHOWCASE_SEED, showcase_match
from tests.engine.files_kit import HOT_SEAT, RECORDS_DIR, finished_match, fixed_clock, some_match
from tests.sampling import sweep

CASE_SECONDS: Final = 10
"""The most one case may take (a hang fails the test instead of blocking the suite)."""
NOTICE_LIMIT: Final = 400
MEMORY_LIMIT: Final = 200 << 20
BENCH: Final = Path(__file__).parents[2] / "bench" / "records.py"
"""Writes the largest record the loader accepts and measures a fresh process opening it."""


class CaseTimeout(Exception):
    """A case ran past :data:`CASE_SECONDS`."""


@pytest.fixture
def time_limit() -> Iterator[Callable[[], None]]:
    """Arm a per-case alarm (call the fixture's value to start each case's clock)."""

    def expire(_signum: int, _frame: object) -> None:
        raise CaseTimeout(f"a case took more than {CASE_SECONDS} s")

    previous = signal.signal(signal.SIGALRM, expire)

    def start() -> None:
        signal.setitimer(signal.ITIMER_REAL, CASE_SECONDS)

    yield start
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, previous)


# --------------------------------------------------------------------------- real files


def _real_records() -> list[bytes]:
    texts = [path.read_bytes() for path in sorted(RECORDS_DIR.glob("*.json"))]
    texts.append(record.dumps(finished_match(), seed=4).encode())
    texts.append(record.dumps(some_match(actions=20), seed=3).encode())
    return texts


def _real_settings() -> bytes:
    settings = Settings(
        levels=("hard", "beginner", "expert", "medium"),
        bot_delay=0.25,
        humans=2,
        names=("Huda", "Sara"),
        theme="light",
    ).with_preset("baloot", "jawaker")
    settings = settings.with_flag("baloot", "kaboot_multiplied", False)
    return settings.with_flag("baloot", "match_target", 200).to_json().encode()


def _real_progress() -> bytes:
    progress = Progress().with_lesson("cards").with_lesson("ashkal")
    return progress.with_quiz_run("easy", 7.5, 10).with_quiz_run("hard", 2, 3).to_json().encode()


def _belot_records() -> list[bytes]:
    """A Belot match with every kind of line, and one stopped in the middle of a deal."""
    players = dict(zip(SEATS, HOT_SEAT.names, strict=True))
    stopped = showcase_match(3)
    stopped = stopped.deal_random(random.Random(1))
    for _ in range(14):
        stopped = stopped.apply(stopped.legal_actions()[-1])
    return [
        belot_record.dumps(showcase_match(), seed=SHOWCASE_SEED, players=players).encode(),
        belot_record.dumps(stopped).encode(),
    ]


SAVE: Final = record.dumps(
    some_match(actions=12), seed=77, players=dict(zip(SEATS, HOT_SEAT.names, strict=True))
)
SEEDS: Final[dict[str, list[bytes]]] = {
    "record": _real_records(),
    "belot record": _belot_records(),
    "save": [SAVE.encode()],
    "seat file": [table_to_json(HOT_SEAT).encode()],
    "settings": [_real_settings()],
    "progress": [_real_progress()],
}


# --------------------------------------------------------------------------- mutations

Json = object
_HOSTILE: Final[list[Json]] = [
    True,
    False,
    None,
    0,
    1,
    -1,
    1.5,
    2**63,
    10**19,
    -(10**19),
    1e308,
    "",
    "x" * 41,
    "[/]",
    "\x1b]2;PWNED\x07",
    "Sara\u202eevil",
    [],
    {},
    [None],
    {"": None},
]


_NEST: Final = "\x00nest\x00"


def _paths(value: Json, here: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
    """Every path to a node of a parsed document."""
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*here, index))


def _replace(doc: Json, path: tuple[object, ...], new: Callable[[Json], Json | None]) -> Json:
    """``doc`` with the node at ``path`` replaced by ``new(node)`` (deleted if that is None)."""
    if not path:
        return new(doc)
    parent = doc
    for step in path[:-1]:
        parent = parent[step]  # type: ignore[index]
    last = path[-1]
    replacement = new(parent[last])  # type: ignore[index]
    if replacement is None:
        del parent[last]  # type: ignore[attr-defined]
    else:
        parent[last] = replacement  # type: ignore[index]
    return doc


def _structural(rng: random.Random, text: bytes, change: str) -> bytes:
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):  # an earlier mutation broke it: keep it as it is
        return text
    paths = list(_paths(doc))
    path = rng.choice(paths[1:] or paths)

    def hostile(_: Json) -> Json:
        return rng.choice(_HOSTILE)

    depth = rng.choice([3, 8, 13, 50, 2000, 100_000])

    def nested(node: Json) -> Json:
        return _NEST  # replaced by the text of ``node`` nested ``depth`` deep, below

    def huge_string(_: Json) -> Json:
        return "y" * rng.choice([41, 513, 4097, 300_000])

    def huge_list(node: Json) -> Json:
        return [node] * rng.choice([2, 4, 33, 20_001])

    changes: dict[str, Callable[[Json], Json | None]] = {
        "delete": lambda _: None,
        "retype": hostile,
        "nest": nested,
        "huge string": huge_string,
        "huge list": huge_list,
    }
    if change == "delete" and not path:
        return text
    try:
        doc = _replace(doc, path, changes[change])
    except (TypeError, KeyError, IndexError):
        return text
    text = json.dumps(doc, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    if change == "nest":
        opening, closing = rng.choice([(b"[", b"]"), (b'{"a":', b"}")])
        text = text.replace(json.dumps(_NEST).encode(), opening * depth + b"0" + closing * depth)
    return text


def _truncate(rng: random.Random, text: bytes) -> bytes:
    return text[: rng.randrange(len(text) + 1)]


def _huge_number(rng: random.Random, text: bytes) -> bytes:
    numbers = list(re.finditer(rb"-?\d+", text))
    if not numbers:
        return text
    found = rng.choice(numbers)
    digits = rng.choice([b"9" * 21, b"1" + b"0" * 100, b"7" * 5000, b"1e999", b"1.5", b"-0"])
    return text[: found.start()] + digits + text[found.end() :]


def _bad_utf8(rng: random.Random, text: bytes) -> bytes:
    at = rng.randrange(len(text) + 1)
    bad = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x00", b"\xc0\xaf"])
    return text[:at] + bad + text[at:]


def _duplicate_key(rng: random.Random, text: bytes) -> bytes:
    keys = list(re.finditer(rb'"[A-Za-z_]+":', text))
    if not keys:
        return text
    found = rng.choice(keys)
    return text[: found.start()] + found.group() + b" null, " + text[found.start() :]


def _flip(rng: random.Random, text: bytes) -> bytes:
    data = bytearray(text)
    for _ in range(rng.randint(1, 5)):
        if data:
            data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def _reformat(rng: random.Random, text: bytes) -> bytes:
    """The same document written another way (indentation, escapes, a BOM): still valid."""
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return text
    indent = rng.choice([None, 0, 1, 4, "\t"])
    written = json.dumps(doc, indent=indent, ensure_ascii=rng.random() < 0.5)
    return (b"\xef\xbb\xbf" if rng.random() < 0.2 else b"") + written.encode(
        "utf-8", "surrogatepass"
    )


_TEXT_MUTATIONS: Final[dict[str, Callable[[random.Random, bytes], bytes]]] = {
    "reformat": _reformat,
    "truncate": _truncate,
    "huge number": _huge_number,
    "invalid utf-8": _bad_utf8,
    "duplicate key": _duplicate_key,
    "flip bytes": _flip,
}
_STRUCTURAL: Final = ("delete", "retype", "nest", "huge string", "huge list")
MUTATIONS: Final = (*_TEXT_MUTATIONS, *_STRUCTURAL)


def mutate(rng: random.Random, text: bytes) -> tuple[bytes, list[str]]:
    """One to three mutations of ``text``, and their names."""
    names = [rng.choice(MUTATIONS) for _ in range(rng.choice([1, 1, 1, 2, 3]))]
    for name in names:
        if name in _TEXT_MUTATIONS:
            text = _TEXT_MUTATIONS[name](rng, text)
        else:
            text = _structural(rng, text, name)
    return text, names


# --------------------------------------------------------------------------- the loaders


@dataclass
class Outcome:
    """What one case gave: accepted, or refused with these notices."""

    accepted: bool
    notices: tuple[str, ...] = ()


def _check_notices(notices: tuple[str, ...], folder: Path) -> None:
    """One line each, under the limit once the test's own folder name is left out."""
    for notice in notices:
        assert "\n" not in notice and "\r" not in notice, notice[:200]
        assert len(notice.replace(str(folder), "")) < NOTICE_LIMIT, notice[:200]


def load_record(folder: Path, data: bytes) -> Outcome:
    path = folder / "shared.json"
    path.write_bytes(data)
    try:
        loaded = open_record(path)
    except FileRefused as refused:
        return Outcome(False, (str(refused),))
    again = record.loads(record.dumps(loaded.match, loaded.seed, loaded.players))
    assert again.match.scores == loaded.match.scores
    assert len(again.match.hands) == len(loaded.match.hands)
    assert again.match.winner == loaded.match.winner
    assert all(len(name) <= NAME_LIMIT for name in loaded.players.values())
    return Outcome(True)


def load_any_record(folder: Path, data: bytes) -> Outcome:
    """A record of either game through the one reader; a Belot one must round-trip."""
    path = folder / "shared.json"
    path.write_bytes(data)
    try:
        loaded = open_game_record(path)
    except FileRefused as refused:
        return Outcome(False, (str(refused),))
    if isinstance(loaded, belot_record.LoadedRecord):
        again = belot_record.loads(belot_record.dumps(loaded.match, loaded.seed, loaded.players))
        assert again.match == loaded.match
    assert all(len(name) <= NAME_LIMIT for name in loaded.players.values())
    return Outcome(True)


def load_save(folder: Path, data: bytes) -> Outcome:
    store = SaveStore(folder, fixed_clock)
    store.start(HOT_SEAT)
    store.save_path.write_bytes(data)
    loaded = store.read()
    if loaded.value is None:
        return Outcome(False, loaded.notices)
    saved = loaded.value
    assert 0 <= saved.seed < 2**63
    store.save(saved.match, saved.seed, saved.table)
    again = store.read()
    assert again.value is not None and again.value.match.scores == saved.match.scores
    return Outcome(not loaded.notices, loaded.notices)


def load_seat_file(folder: Path, data: bytes) -> Outcome:
    store = SaveStore(folder, fixed_clock)
    store.save_path.write_text(SAVE)
    store.table_path.write_bytes(data)
    loaded = store.read()
    assert loaded.value is not None, "a bad seat file must never lose the match"
    table = loaded.value.table
    assert all(len(c.name) <= NAME_LIMIT and c.level in LEVELS for c in table.seats)
    assert table.humans, "somebody plays"
    return Outcome(not loaded.notices, loaded.notices)


def load_settings(folder: Path, data: bytes) -> Outcome:
    store = SettingsStore(folder, fixed_clock)
    store.path.write_bytes(data)
    loaded = store.read()
    settings = loaded.value
    for game in ("baloot", "belot"):
        settings.rules_of(game)
    settings.table()
    if not loaded.notices:
        store.save(settings)
        assert store.read() == loaded
    return Outcome(not loaded.notices, loaded.notices)


def load_progress(folder: Path, data: bytes) -> Outcome:
    store = ProgressStore(folder, fixed_clock)
    store.path.write_bytes(data)
    loaded = store.read()
    if not loaded.notices:
        store.save(loaded.value)
        assert store.read() == loaded
    return Outcome(not loaded.notices, loaded.notices)


LOADERS: Final[dict[str, Callable[[Path, bytes], Outcome]]] = {
    "record": load_record,
    "belot record": load_any_record,
    "save": load_save,
    "seat file": load_seat_file,
    "settings": load_settings,
    "progress": load_progress,
}


def run_cases(
    kind: str, seeds: range, tmp_path: Path, start_clock: Callable[[], None]
) -> tuple[Counter[str], bytes]:
    """Run the cases ``seeds`` of ``kind``; the outcome counts and the largest accepted file."""
    counts: Counter[str] = Counter()
    largest = b""
    for seed in seeds:
        rng = random.Random(f"{kind}-{seed}")
        data, names = mutate(rng, rng.choice(SEEDS[kind]))
        folder = tmp_path / f"case-{seed}"
        folder.mkdir()
        start_clock()
        try:
            outcome = LOADERS[kind](folder, data)
            _check_notices(outcome.notices, folder)
        except BaseException as err:
            raise AssertionError(f"{kind} case seed={seed} mutations={names}: {err!r}") from err
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        counts["accepted" if outcome.accepted else "refused"] += 1
        if outcome.accepted and len(data) > len(largest):
            largest = data
    return counts, largest


CASES: Final = {
    "record": 3000,
    "belot record": 1800,
    "save": 1200,
    "seat file": 1800,
    "settings": 2400,
    "progress": 2400,
}
"""The seeded cases of each kind, seeds ``0`` to ``CASES[kind] - 1``."""
SAMPLE_SHARE: Final = 12
"""The default run takes each kind's first twelfth of the seeds; CI's slow step the rest."""


def sampled(kind: str) -> range:
    """The seeds of ``kind`` the default run takes."""
    return range(CASES[kind] // SAMPLE_SHARE)


def check_cases(kind: str, seeds: range, tmp_path: Path, start_clock: Callable[[], None]) -> None:
    """Run the cases ``seeds`` of ``kind``: some are refused, records are accepted too, and
    the largest record accepted opens within :data:`MEMORY_LIMIT`."""
    counts, largest = run_cases(kind, seeds, tmp_path, start_clock)
    print(
        f"\n{kind}: {len(seeds)} cases, {counts['accepted']} accepted, {counts['refused']} refused"
    )
    assert counts["refused"] > 0  # the mutations do reach the checks
    if kind in ("record", "belot record"):
        assert counts["accepted"] > 0
    if kind == "record":
        largest = max([largest, *SEEDS["record"]], key=len)
        peak = _peak_memory(tmp_path, largest)
        print(f"record: largest accepted {len(largest):,} bytes, peak memory {peak / 2**20:.1f} MB")
        assert peak < MEMORY_LIMIT


@pytest.mark.parametrize("kind", sorted(CASES))
def test_fuzzed_files_are_accepted_whole_or_refused_in_one_line(
    kind: str, tmp_path: Path, time_limit: Callable[[], None]
) -> None:
    check_cases(kind, sampled(kind), tmp_path, time_limit)


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(CASES))
def test_fuzzed_files_at_length(kind: str, tmp_path: Path, time_limit: Callable[[], None]) -> None:
    check_cases(kind, range(len(sampled(kind)), CASES[kind]), tmp_path, time_limit)


@pytest.mark.slow
def test_the_largest_record_accepted_stays_within_memory(tmp_path: Path) -> None:
    """20,000 hands padded to 32 MB, opened by a fresh process: its growth in resident memory."""
    spec = importlib.util.spec_from_file_location("bench_records", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    path = tmp_path / "largest.json"
    bench.write_largest_record(path)
    assert path.stat().st_size == record.LIMITS.chars
    before, after = bench.rss_open(path)
    print(f"\nrecord of {record.LIMITS.items:,} hands, 32 MB: RSS {before:.0f} -> {after:.0f} MB")
    assert (after - before) * 2**20 < MEMORY_LIMIT


def _peak_memory(folder: Path, data: bytes) -> int:
    path = folder / "largest.json"
    path.write_bytes(data)
    tracemalloc.start()
    try:
        open_record(path)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


# --------------------------------------------------------------------------- hypothesis

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=60),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5)
    ),
    max_leaves=20,
)


@pytest.mark.parametrize("kind", sweep(sorted(CASES), keep=2))
@hypothesis_settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(choice=st.integers(min_value=0), value=json_values)
def test_any_json_value_in_any_field(
    kind: str, tmp_path_factory: pytest.TempPathFactory, choice: int, value: Json
) -> None:
    doc = json.loads(SEEDS[kind][choice % len(SEEDS[kind])])
    paths = list(_paths(doc))[1:]
    doc = _replace(doc, paths[choice % len(paths)], lambda _: value)
    folder = tmp_path_factory.mktemp("case")
    outcome = LOADERS[kind](folder, json.dumps(doc).encode())
    _check_notices(outcome.notices, folder)
