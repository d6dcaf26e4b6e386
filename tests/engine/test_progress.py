"""Learning progress: saved atomically, read back, and a corrupt file moved aside."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from baloot_tui.store.files import Loaded
from baloot_tui.store.progress import Progress, ProgressStore, QuizBest, default_store
from baloot_tui.store.saves import SaveError


def clock() -> datetime:
    return datetime(2025, 1, 2, 3, 4, 5)


def test_a_fresh_folder_has_no_progress(tmp_path: Path) -> None:
    assert ProgressStore(tmp_path, clock).read() == Loaded(Progress())


def test_progress_round_trips(tmp_path: Path) -> None:
    store = default_store(clock, data_dir=tmp_path)
    progress = Progress().with_lesson("cards").with_lesson("ashkal").with_quiz_run("easy", 7.5, 10)
    store.save(progress)
    assert store.read() == Loaded(progress)
    assert [p.name for p in tmp_path.iterdir()] == ["learning.json"]


def test_finishing_a_lesson_twice_records_it_once() -> None:
    assert Progress().with_lesson("cards").with_lesson("cards").lessons == ("cards",)


@pytest.mark.parametrize(
    ("runs", "best"),
    [
        ([(5.0, 10)], QuizBest(5.0, 10)),
        ([(5.0, 10), (4.0, 10)], QuizBest(5.0, 10)),
        ([(5.0, 10), (3.0, 5)], QuizBest(3.0, 5)),
        ([(5.0, 10), (0.0, 0)], QuizBest(5.0, 10)),
    ],
)
def test_the_best_quiz_run_is_kept_by_average(
    runs: list[tuple[float, int]], best: QuizBest
) -> None:
    progress = Progress()
    for score, questions in runs:
        progress = progress.with_quiz_run("hard", score, questions)
    assert progress.quiz_best["hard"] == best


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        '{"format": "something-else", "version": 1}',
        '{"format": "baloot-tui/learning", "version": 9}',
        '{"format": "baloot-tui/learning", "version": 1, "lessons": "cards"}',
        '{"format": "baloot-tui/learning", "version": 1, "quiz_best": {"easy": {"score": "x"}}}',
    ],
)
def test_a_corrupt_file_is_moved_aside_with_a_clear_message(tmp_path: Path, text: str) -> None:
    store = ProgressStore(tmp_path, clock)
    store.path.write_text(text, encoding="utf-8")
    loaded = store.read()
    assert loaded.value == Progress()
    (notice,) = loaded.notices
    assert notice.startswith(f"{store.path}: ")
    assert "(moved aside to learning.json.20250102-030405.bad; learning starts afresh)" in notice
    assert not store.path.exists()
    assert (tmp_path / "learning.json.20250102-030405.bad").read_text(encoding="utf-8") == text
    assert store.read() == Loaded(Progress())


def test_the_legacy_load_raises_save_error(tmp_path: Path) -> None:
    store = ProgressStore(tmp_path, clock)
    store.path.write_text("[]", encoding="utf-8")
    with pytest.raises(SaveError, match=r"learning\.json: learning progress: must be a JSON"):
        store.load()
    assert store.load() == Progress()


def test_a_read_only_store_never_moves_or_writes_the_file(tmp_path: Path) -> None:
    path = tmp_path / "learning.json"
    path.write_text("[" * 50, encoding="utf-8")
    store = ProgressStore(tmp_path, clock, writable=False)
    loaded = store.read()
    assert loaded.value == Progress() and len(loaded.notices) == 1
    assert "left as it is" in loaded.notices[0]
    store.save(Progress().with_lesson("bidding"))
    assert path.read_text(encoding="utf-8") == "[" * 50
    assert sorted(p.name for p in tmp_path.iterdir()) == ["learning.json"]
