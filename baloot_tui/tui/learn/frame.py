"""The lesson frame as the learning screens read it: a lesson, its questions, a run through it.

Every game's lessons share one frame (a text, then questions with one right choice,
a missed question asked again at the end, the share of first-try answers that
passes). Its values live with the games' coaches; the screens here never import a
game, so they name the frame by what they read of it. A game's lessons fit these
protocols as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class Choice(Protocol):
    """One answer offered."""

    @property
    def label(self) -> str:
        """What its button says."""
        ...

    @property
    def correct(self) -> bool:
        """Whether it is the right answer."""
        ...


class Feedback(Protocol):
    """What the learner reads after choosing."""

    @property
    def correct(self) -> bool:
        """Whether the choice was right."""
        ...

    @property
    def text(self) -> str:
        """The explanation, or why not and a prompt to try again."""
        ...

    @property
    def terms(self) -> tuple[str, ...]:
        """The glossary keys to explain beside it."""
        ...


class Question(Protocol):
    """A decision on a prepared table."""

    @property
    def prompt(self) -> str:
        """The question."""
        ...

    @property
    def scene(self) -> object:
        """What is on the table (its game describes it: :meth:`Course.scene_lines`)."""
        ...

    @property
    def choices(self) -> Sequence[Choice]:
        """The answers offered; exactly one is correct."""
        ...

    @property
    def answer(self) -> int:
        """The index of the correct choice."""
        ...

    @property
    def terms(self) -> tuple[str, ...]:
        """The glossary keys its explanation uses."""
        ...

    @property
    def correct_label(self) -> str:
        """The label of the correct choice."""
        ...


class Lesson(Protocol):
    """One idea: a short text, then questions."""

    @property
    def key(self) -> str:
        """Its stable id (the learner's progress, ``baloot learn --lesson``)."""
        ...

    @property
    def title(self) -> str:
        """Its title in the menu."""
        ...

    @property
    def topic(self) -> str:
        """The topic it belongs to."""
        ...

    @property
    def text(self) -> str:
        """The teaching text (Markdown)."""
        ...

    @property
    def questions(self) -> Sequence[Question]:
        """Its questions, in order."""
        ...


class LessonRun(Protocol):
    """Where a learner is in a lesson: the question, and how the answers went."""

    @property
    def lesson(self) -> Lesson:
        """The lesson being played."""
        ...

    @property
    def index(self) -> int:
        """The current question's index in the lesson."""
        ...

    @property
    def question(self) -> Question:
        """The question on screen."""
        ...

    @property
    def solved(self) -> bool:
        """Whether the current question has been answered correctly."""
        ...

    @property
    def tried(self) -> bool:
        """Whether the current question has had a wrong attempt."""
        ...

    @property
    def retry(self) -> bool:
        """Whether the current question is one coming back after a miss."""
        ...

    @property
    def last(self) -> Feedback | None:
        """The feedback of the latest answer."""
        ...

    @property
    def finished(self) -> bool:
        """Whether the last question has been solved."""
        ...

    @property
    def score(self) -> int:
        """Questions answered right at the first attempt."""
        ...

    @property
    def passed(self) -> bool:
        """Whether the first-try answers so far pass the lesson."""
        ...

    def answer(self, choice: int) -> LessonRun:
        """The run after choosing ``choice`` on the current question."""
        ...

    def next(self) -> LessonRun:
        """The run at the next question, once the current one is solved."""
        ...
