"""Pilot tests of Learn Baloot: a lesson by keyboard and by mouse, the quiz, the review, 80x24."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Label, ListView, Static

from baloot_tui.games.baloot.coach.analysis import OptionValue, Reason, ReasonKind
from baloot_tui.games.baloot.coach.learning import decisions, draw_question
from baloot_tui.games.baloot.coach.lessons import LESSONS, lesson
from baloot_tui.games.baloot.coach.review import Decision, Review, ReviewedDecision, review
from baloot_tui.games.baloot.rules import Action, Seat
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, PRESETS
from baloot_tui.games.baloot.tui.learn.quiz import QuizScreen
from baloot_tui.games.baloot.tui.learn.review import ReviewScreen
from baloot_tui.store.progress import ProgressStore
from baloot_tui.text.lessons import LessonError, LessonRun, Scene
from baloot_tui.tui.learn.app import LearnApp, LearnOptions, make_learn_app
from baloot_tui.tui.learn.hub import LearnHub
from baloot_tui.tui.learn.screens import LessonScreen, MenuScreen
from tests.coach.learn_kit import sawa_match
from tests.sampling import sweep
from tests.ui.ui_kit import fixed_clock, messages, record_notices

SIZE = (80, 24)


def learn_app(tmp_path: Path, **options: object) -> LearnApp:
    app = make_learn_app(
        LearnOptions(data_dir=tmp_path, seed=3, clock=fixed_clock, **options)  # type: ignore[arg-type]
    )
    return record_notices(app)


def saved(tmp_path: Path) -> dict[str, object]:
    data = json.loads((tmp_path / "learning.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


async def dealt(pilot: Pilot[None], screen: QuizScreen) -> None:
    """Wait until the quiz's dealing worker has shown a question."""
    while screen.waiting:
        await pilot.pause(0.02)
    await pilot.pause()


def lesson_run(app: LearnApp) -> LessonRun[Scene]:
    screen = app.screen
    assert isinstance(screen, LessonScreen) and screen.run is not None
    return screen.run


async def test_a_lesson_played_end_to_end_with_the_keyboard(tmp_path: Path) -> None:
    app = learn_app(tmp_path, lesson="ashkal")
    questions = lesson("ashkal").questions
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LessonScreen) and app.screen.run is None
        await pilot.press("n")
        for number, question in enumerate(questions):
            await pilot.pause()
            assert lesson_run(app).index == number
            await pilot.press(str(question.answer + 1))
            await pilot.pause()
            assert lesson_run(app).solved
            await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
    data = saved(tmp_path)
    # Nothing of the path or practice yet: written as version 2, as an older app reads it.
    assert data["lessons"] == ["ashkal"] and data["version"] == 2 and "steps" not in data
    assert data["results"] == {
        "ashkal": {"topic": "bidding", "right": 4, "asked": 4, "passed": True}
    }


async def test_a_lesson_answered_with_mouse_clicks_retries_after_a_wrong_choice(
    tmp_path: Path,
) -> None:
    app = learn_app(tmp_path, lesson="cards")
    question = lesson("cards").questions[0]
    wrong = next(i for i, c in enumerate(question.choices) if not c.correct)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await pilot.click("#next")
        await pilot.pause()
        assert await pilot.click(f"#choice-{wrong}")
        await pilot.pause()
        run = lesson_run(app)
        assert run.last is not None and not run.last.correct and not run.solved
        assert await pilot.click(f"#choice-{question.answer}")
        await pilot.pause()
        assert lesson_run(app).solved
        assert await pilot.click("#next")
        await pilot.pause()
        assert lesson_run(app).index == 1 and lesson_run(app).score == 0


async def test_n_before_answering_says_what_to_do(tmp_path: Path) -> None:
    app = learn_app(tmp_path, lesson="cards")
    question = lesson("cards").questions[0]
    wrong = next(i for i, c in enumerate(question.choices) if not c.correct)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert lesson_run(app).index == 0
        assert any("Choose an answer" in m for m in messages(app))
        await pilot.press(str(wrong + 1))
        await pilot.pause()
        feedback = app.screen.query_one(".feedback.wrong", Static)
        assert "Try again" in str(feedback.render())
        await pilot.press("n")
        await pilot.pause()
        assert any("Try another answer" in m for m in messages(app))


async def play_lesson(pilot: Pilot[None], app: LearnApp, misses: set[int]) -> None:
    """Answer every question of the open lesson by keys, first wrong for ``misses``."""
    await pilot.press("n")
    while isinstance(app.screen, LessonScreen):
        await pilot.pause()
        run = lesson_run(app)
        if run.index in misses and not run.retry and not run.tried:
            wrong = next(i for i, c in enumerate(run.question.choices) if not c.correct)
            await pilot.press(str(wrong + 1))
            await pilot.pause()
        await pilot.press(str(run.question.answer + 1))
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()


PLAY_LESSONS = [item.key for item in LESSONS if item.topic == "play"]


@pytest.mark.parametrize("key", sweep(PLAY_LESSONS))
async def test_each_card_play_lesson_by_keys_missed_questions_come_back(
    tmp_path: Path, key: str
) -> None:
    app = learn_app(tmp_path, lesson=key)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_lesson(pilot, app, misses={0})
        assert isinstance(app.screen, MenuScreen)
    total = len(lesson(key).questions)
    result = saved(tmp_path)["results"][key]  # type: ignore[index]
    assert result == {"topic": "play", "right": total - 1, "asked": total, "passed": True}


async def test_a_card_play_lesson_with_the_mouse_and_a_failed_pass(tmp_path: Path) -> None:
    app = learn_app(tmp_path, lesson="trumping")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert await pilot.click("#next")
        asked: list[int] = []
        while isinstance(app.screen, LessonScreen):
            await pilot.pause()
            run = lesson_run(app)
            asked.append(run.index)
            if not run.retry and run.index < 2:
                wrong = next(i for i, c in enumerate(run.question.choices) if not c.correct)
                assert await pilot.click(f"#choice-{wrong}")
                await pilot.pause()
            assert await pilot.click(f"#choice-{run.question.answer}")
            await pilot.pause()
            assert await pilot.click("#next")
        await pilot.pause()
        assert asked == [0, 1, 2, 3, 0, 1]
        assert "✓" not in menu_label(app, 3) and "best 2/4" in menu_label(app, 3)
    assert saved(tmp_path)["results"]["trumping"]["passed"] is False  # type: ignore[index]


def menu_label(app: LearnApp, index: int) -> str:
    return str(app.screen.query_one("#menu").children[index].query_one(Label).render())


async def test_the_menu_ticks_passed_lessons_and_opens_one_with_enter(tmp_path: Path) -> None:
    results = {
        "cards": {"topic": "cards", "right": 3, "asked": 4, "passed": True},
        "follow_suit": {"topic": "play", "right": 1, "asked": 4, "passed": False},
    }
    (tmp_path / "learning.json").write_text(
        json.dumps(
            {
                "format": "baloot-tui/learning",
                "version": 2,
                "lessons": ["cards", "follow_suit"],
                "results": results,
            }
        ),
        encoding="utf-8",
    )
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert app.hub.progress.passed("cards") and not app.hub.progress.passed("follow_suit")
        assert menu_label(app, 0).startswith("  1. The game in brief (cards)")
        assert menu_label(app, 1).startswith("✓ 2. Card order and points (cards) — best 3/4")
        assert menu_label(app, 2).startswith("· 3. Following suit (play) — best 1/4")
        topics = str(app.screen.query_one("#topics", Static).render())
        assert "cards 1/2" in topics and "play 0/5" in topics
        path = str(app.screen.query_one("#path", Static).render())
        assert "Path: 1 of 25 steps done. Now: 1. The game in brief. Then: 3. Following" in path
        await pilot.press("enter")  # the menu opens on the first lesson not passed
        await pilot.pause()
        assert isinstance(app.screen, LessonScreen) and app.screen.lesson.key == "the_game"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_a_corrupt_progress_file_is_reported_and_moved_aside(tmp_path: Path) -> None:
    (tmp_path / "learning.json").write_text("{broken", encoding="utf-8")
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert any("moved aside" in m for m in messages(app))
    assert (tmp_path / "learning.json.20250102-030405.bad").exists()


async def test_the_quiz_grades_an_answer_and_keeps_the_best_score(tmp_path: Path) -> None:
    app = learn_app(tmp_path, quiz="easy")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, QuizScreen)
        await dealt(pilot, screen)
        first = screen.view
        assert first is not None and first == draw_question(random.Random(3), "easy").view
        await pilot.press("1")
        await pilot.pause()
        assert screen.result is not None and screen.quiz.asked == 1
        await pilot.press("1")  # already answered: ignored
        assert screen.quiz.asked == 1
        await pilot.press("n")
        await dealt(pilot, screen)
        assert screen.result is None and screen.view is not None
        assert await pilot.click("#choice-0")
        await pilot.pause()
        assert screen.quiz.asked == 2
        await pilot.press("escape")
        await pilot.pause()
    best = saved(tmp_path)["quiz_best"]
    assert isinstance(best, dict) and best["easy"]["questions"] == 2


def _expectation(action: Action, points: float, step: int) -> Reason:
    """The reason an analysis gives last, over ``100 + step`` worlds (so each step is told)."""
    return Reason(ReasonKind.EXPECTATION, action=action, points=points, worlds=100 + step)


def stub_review() -> Review:
    view = draw_question(random.Random(1), "easy").view
    legal = view.legal_actions
    items = tuple(
        ReviewedDecision(
            Decision(1, step, view, legal[-1]),
            OptionValue(legal[-1], -float(step), (_expectation(legal[-1], -float(step), step),)),
            OptionValue(legal[0], 1.0, (_expectation(legal[0], 1.0, step),)),
            1.0 + step,
        )
        for step in (3, 2, 1)
    )
    return Review(Seat.SOUTH, items)


async def test_the_review_lists_decisions_and_explains_the_highlighted_one(tmp_path: Path) -> None:
    app = learn_app(tmp_path, review=stub_review())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        detail = screen.query_one("#detail")
        assert "over 103 deals" in str(detail.render())
        await pilot.press("down")
        await pilot.pause()
        assert "over 102 deals" in str(detail.render())
        assert await pilot.click("#decision-2 > Label")
        await pilot.pause()
        assert "over 101 deals" in str(detail.render())
        await pilot.press("escape")
        await pilot.pause()
    assert app.return_code == 0


async def test_the_review_tells_a_sawa_claim_with_the_tricks_before_it(tmp_path: Path) -> None:
    match = sawa_match()
    result = review(Seat.SOUTH, decisions(match, Seat.SOUTH), budget=4)
    app = learn_app(tmp_path, review=result)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        assert await pilot.click("#claim-0 > Label")
        await pilot.pause()
        detail = str(screen.query_one("#detail", Static).render())
        assert "Sawa — you claimed the 7 remaining tricks" in detail
        assert "Trick 1: you A♠, East 7♠, North 7♥, West Q♣; won by you" in detail


async def test_n_in_the_quiz_before_answering_says_to_choose(tmp_path: Path) -> None:
    app = learn_app(tmp_path, quiz="easy")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, QuizScreen)
        await dealt(pilot, screen)
        first = screen.view
        await pilot.press("n")
        await pilot.pause()
        assert screen.view == first and screen.result is None
        assert any("Choose an answer first" in m for m in messages(app))


async def test_the_lessons_teach_the_house_rules_they_are_given(tmp_path: Path) -> None:
    app = learn_app(tmp_path, lesson="trumping", rules=PRESETS["strict"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        assert "even when your partner is winning" in screen.lesson.text
        assert screen.lesson.questions[3].correct_label == "7♥ 8♥"
        await pilot.press("escape")
        await pilot.pause()
        topics = str(app.screen.query_one("#topics", Static).render())
        assert "Taught for these house rules: Partner exemption: Off" in topics


def test_the_hub_teaches_new_rules_and_falls_back_to_the_defaults_with_a_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    hub = LearnHub(ProgressStore(tmp_path, fixed_clock), 1)
    assert hub.teach(PRESETS["strict"]) is None
    assert hub.rules == PRESETS["strict"]
    assert "even when your partner is winning" in hub.lesson("trumping").text
    assert hub.teach(PRESETS["strict"]) is None  # the same rules: nothing to do

    def broken(**_: object) -> None:
        raise LessonError("090_doubling.toml: questions[1].raises: not legal")

    monkeypatch.setattr("baloot_tui.games.baloot.tui.learn.load_lessons", broken)
    problem = hub.teach(PRESETS["classic"])
    assert problem is not None and "kept to the default house rules" in problem
    assert hub.rules == DEFAULT_RULES and hub.lessons == LESSONS


def test_the_hub_reads_progress_without_loading_a_course(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reading progress at start costs no lessons; the rules asked are taught on first use."""
    hub = LearnHub(ProgressStore(tmp_path, fixed_clock), 1, PRESETS["strict"])
    assert hub.load() is None and hub.taught == ()

    def broken(**_: object) -> None:
        raise LessonError("090_doubling.toml: questions[1].raises: not legal")

    monkeypatch.setattr("baloot_tui.games.baloot.tui.learn.load_lessons", broken)
    assert hub.home.key == "baloot" and len(hub.courses) == len(hub.taught) > 1
    problem = hub.rules_problem
    assert problem is not None and "kept to the default house rules" in problem


async def test_the_menu_opens_on_the_next_lesson_and_says_what_comes_next(tmp_path: Path) -> None:
    passed = {"topic": "cards", "right": 4, "asked": 4, "passed": True}
    (tmp_path / "learning.json").write_text(
        json.dumps(
            {
                "format": "baloot-tui/learning",
                "version": 2,
                "lessons": ["the_game", "cards"],
                "results": {"the_game": passed, "cards": passed},
            }
        ),
        encoding="utf-8",
    )
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert app.screen.query_one("#menu", ListView).index == 2
        path = str(app.screen.query_one("#path", Static).render())
        assert "Path: 2 of 25 steps done. Now: 3. Following suit." in path
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LessonScreen) and app.screen.lesson.key == "follow_suit"


async def test_end_and_home_move_the_highlight_in_the_lesson_list(tmp_path: Path) -> None:
    """End then Enter opens the last line of the list, not the lesson highlighted before."""
    app = learn_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        menu = app.screen.query_one("#menu", ListView)
        await pilot.press("end")
        await pilot.pause()
        assert menu.index == len(menu.children) - 1
        await pilot.press("home")
        await pilot.pause()
        assert menu.index == 0
