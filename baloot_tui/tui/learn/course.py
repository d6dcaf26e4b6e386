"""What a game teaches in the learning screens, and how the screens find it.

A game teaches from its own folder: ``baloot_tui/games/<key>/tui/learn`` (a module
or a package) has ``course()``, which returns its :class:`Course`. The screens
here (the menus, the lesson runner, progress) load it by that convention for a key
of the registry (:func:`load_course`), and never import a game. A game without
that module teaches nothing here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from importlib import import_module
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from rich.text import Text
from textual.screen import Screen

from baloot_tui.store.progress import Progress
from baloot_tui.text.lessons import Lesson, Scene

if TYPE_CHECKING:
    from baloot_tui.tui.learn.hub import LearnHub

R = TypeVar("R")
"""The house rules a game's lessons are answered under."""


@dataclass(frozen=True, slots=True)
class Entry:
    """A line of a game's menu: a lesson, another game's menu, a quiz, a trainer."""

    id: str
    """The line's id, unique in the menu (``quiz-hard``)."""
    label: Callable[[Progress], str | Text]
    """The line as drawn, with the learner's record."""
    screen: Callable[[LearnHub], Screen[None]]
    """What choosing the line opens."""


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a game's learning path: a line of its menu and when it is done."""

    entry: str
    """The id of the menu line it opens (an :class:`Entry`'s, or a lesson's line)."""
    title: str
    """What the path calls it, in the interface's language."""
    done: Callable[[Progress], bool]
    """Whether the learner's record has it done."""


def lesson_step(course_key: str, number: int, lesson: Lesson[Scene]) -> Step:
    """The path's step of ``lesson``, number ``number`` of its menu: done once passed."""
    key = lesson.key
    return Step(f"{course_key}-lesson-{key}", f"{number}. {lesson.title}", lambda p: p.passed(key))


def progress_step(entry: str, title: str) -> Step:
    """A step done once progress keeps ``entry`` among its steps (a goal met, a quiz passed)."""
    return Step(entry, title, lambda p: entry in p.steps)


class Course(Protocol[R]):
    """One game's teaching: its lessons as the menus show them, and what else it offers."""

    @property
    def key(self) -> str:
        """The game's key (the ids of its menu lines)."""
        ...

    @property
    def title(self) -> str:
        """The title of its menu (a message, translated where it is drawn)."""
        ...

    @property
    def invitation(self) -> str | None:
        """Its line in the first game's menu (a message, translated where it is drawn).

        None: it is listed nowhere but in its own menu.
        """
        ...

    @property
    def rules(self) -> R:
        """The house rules its lessons are answered and worded under."""
        ...

    @property
    def pass_share(self) -> float:
        """The share of first-try answers that passes one of its lessons."""
        ...

    def teach(self, rules: R) -> str | None:
        """Teach ``rules`` from now on; why it keeps its default rules instead, or None."""
        ...

    def lessons(self) -> tuple[Lesson[Scene], ...]:
        """Its lessons in the interface's language, for the rules taught, in teaching order."""
        ...

    def term_lines(self, terms: tuple[str, ...]) -> tuple[str, ...]:
        """The glossary lines explaining ``terms`` beside an answer's feedback."""
        ...

    def lesson_label(self, number: int, lesson: Lesson[Scene], progress: Progress) -> str | Text:
        """The menu line of ``lesson``, its ``number`` and the learner's record."""
        ...

    def progress_line(self, progress: Progress, today: date) -> str | Text:
        """What the learner has passed and mastered, and what is due ``today``, under the menu.

        Also any house rules taught.
        """
        ...

    def entries(self) -> tuple[Entry, ...]:
        """What its menu offers after the lessons (and after the other games' lines)."""
        ...

    def path(self) -> tuple[Step, ...]:
        """Its learning path from zero to a full match, in the order it recommends."""
        ...

    def quiz_entry(self, level: str, topic: str | None) -> str | None:
        """The id of the quiz ``baloot learn --quiz`` names (None: its first topic), if any."""
        ...

    def review_screen(self, review: object) -> Screen[None] | None:
        """The screen of a finished hand review (``baloot review --view``), if it has one."""
        ...

    def first_hand(self, seed: int | None, rules: R) -> Screen[None] | None:
        """A first hand under ``rules`` dealt from ``seed``, guided step by step, if it has one."""
        ...


def load_course(game: str) -> Course[Any] | None:
    """``game``'s course, teaching its default house rules; None if it teaches nothing.

    The game's folder is found by the registry's key alone: the same convention finds
    any game's Textual adapters, so this module names none.
    """
    name = f"baloot_tui.games.{game}.tui.learn"
    try:
        module = import_module(name)
    except ModuleNotFoundError as err:
        missing = err.name or ""
        if name == missing or name.startswith(f"{missing}."):
            return None
        raise
    course: Course[Any] = module.course()
    return course


def first_hand(game: str, seed: int | None, rules: object) -> Screen[None] | None:
    """``game``'s guided first hand under ``rules``, dealt from ``seed`` (the start menu's).

    None if the game has none.
    """
    course = load_course(game)
    return None if course is None else course.first_hand(seed, rules)
