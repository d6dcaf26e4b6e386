"""Pilot tests of a lesson in the Arabic interface, 80x24, printed visual and logical."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Button, Label, Markdown, Static

from baloot_tui.games.baloot.coach.lessons import LESSONS, LESSONS_AR
from baloot_tui.text.arabic import Shown, arabic_text
from baloot_tui.tui.learn.app import LearnApp
from baloot_tui.tui.learn.screens import LessonScreen, MenuScreen
from baloot_tui.tui.say import configure
from tests.sampling import sweep
from tests.ui.learn.test_learn_app import SIZE, learn_app, lesson_run
from tests.ui.ui_kit import on_screen

LATIN_WORD = re.compile("[A-Za-z]{2,}")
"""A Latin word; card names (``A♠``, ``10♥``) have one letter at most."""
FOLLOW_SUIT = next(item for item in LESSONS_AR if item.key == "follow_suit")


def screen_text(app: LearnApp) -> str:
    """The top screen as drawn now, line by line."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def body_text(screen: LessonScreen) -> list[str]:
    """What the lesson draws above its footer: title, scene, prompt, choices, feedback
    and the glossary lines beside it."""
    said = [str(screen.query_one("#title", Static).render())]
    said += [str(label.render()) for label in screen.query(Label)]
    said += [str(static.render()) for static in screen.query(Static).filter(".prompt,.feedback")]
    said += [str(button.label) for button in screen.query(Button)]
    return said


@pytest.mark.parametrize("mode", sweep(["logical", "visual"]))
async def test_an_arabic_lesson_reads_in_arabic_with_the_engines_words(
    tmp_path: Path, mode: Shown
) -> None:
    configure("ar", mode)
    app = learn_app(tmp_path, lesson="follow_suit", arabic=mode)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen) and screen.lesson == FOLLOW_SUIT
        assert on_screen(arabic_text("اللعب من النوع الملعوب", mode)) in screen_text(app)
        text = screen.query_one("#lesson-text", Markdown).source
        assert text == arabic_text(FOLLOW_SUIT.text, mode) and "A 10 K Q J 9 8 7" in text
        await pilot.press("n")
        await pilot.pause()
        question = lesson_run(app).question
        await pilot.press(str(question.answer + 1))
        await pilot.pause()
        drawn = body_text(screen)
        feedback = str(screen.query_one(".feedback", Static).render())
        # {legal} and {reason} put in by the engine, in Arabic: the spades you must follow.
        assert arabic_text("تلعب منه: 7♠ K♠ (من نوع ♠ الملعوب)", mode) in feedback
        assert arabic_text("أوراقك: 7♠ K♠ A♥ 10♦", mode) in drawn
        latin = [word for line in drawn for word in LATIN_WORD.findall(line)]
        assert latin == [], drawn
        assert all(cell_len(line) <= SIZE[0] for line in screen_text(app).splitlines())


async def test_the_menu_lists_the_lessons_by_their_arabic_titles(tmp_path: Path) -> None:
    configure("ar", "logical")
    app = learn_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert app.screen.hub.lessons == LESSONS_AR
        assert "1. اللعبة باختصار" in screen_text(app)
        assert "2. ترتيب الأوراق وأبناطها" in screen_text(app)


async def test_the_english_interface_keeps_the_english_lessons(tmp_path: Path) -> None:
    app = learn_app(tmp_path, lesson="follow_suit")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LessonScreen)
        assert app.screen.lesson == next(item for item in LESSONS if item.key == "follow_suit")
        assert "Following suit" in screen_text(app)


@pytest.mark.parametrize("mode", sweep(["visual", "logical"]))
async def test_a_belot_lesson_reads_in_arabic_too(tmp_path: Path, mode: Shown) -> None:
    configure("ar", mode)
    app = learn_app(tmp_path, game="belot", lesson="belot_bidding", arabic=mode)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        assert on_screen(arabic_text("المزايدة والكونترا والريكونترا", mode)) in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(str(lesson_run(app).question.answer + 1))
        await pilot.pause()
        drawn = body_text(screen)
        assert arabic_text("الكلام إلى الآن: شريكك: حكم ♥، خصم (الغرب): بس", mode) in drawn
        assert not [word for line in drawn for word in LATIN_WORD.findall(line)], drawn
