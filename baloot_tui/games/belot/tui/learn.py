"""Bulgarian Belot's teaching in the learning screens: its three lessons.

The lessons (contracts and card orders; bidding, contra and recontra; scoring and
hanging points) are :mod:`baloot_tui.games.belot.coach.lessons`, whose answers and
figures the Belot engine computes under the rules taught. The Learn hub finds this
course by the game's key; the first game's menu lists it on one line, which opens
its own menu. Each lesson runs in the shared lesson screen: number keys or clicks
answer, ``n`` goes on, a question missed at the first try comes back, and the
first-try score is kept with the learner's progress.
"""

from __future__ import annotations

from datetime import date
from typing import Final

from rich.text import Text
from textual.screen import Screen

from baloot_tui.games.belot.coach.lessons import load_belot_lessons, shipped_belot_lessons
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.store.progress import Progress
from baloot_tui.text.i18n import N_, Language, language
from baloot_tui.text.lessons import PASS_SHARE, Lesson, Scene
from baloot_tui.tui.learn.course import Course, Entry, Step, lesson_step
from baloot_tui.tui.learn.screens import record_mark
from baloot_tui.tui.say import tr


class BelotCourse:
    """Belot's lessons for the rules taught; their keys start ``belot_``, apart from Baloot's."""

    key: Final = "belot"
    title: Final = N_("Learn Bulgarian Belot")
    invitation: Final = N_("  Bulgarian Belot: contracts, bidding, what you must play, scoring")
    pass_share: Final = PASS_SHARE

    def __init__(self) -> None:
        """Teach the official rules until told otherwise."""
        self.rules: BelotRules = DEFAULT_RULES
        """The Belot rules the lessons are answered under."""
        self.read: dict[Language, tuple[Lesson[Scene], ...]] = {}
        """The lessons read so far, by language (see :meth:`lessons`)."""

    def teach(self, rules: BelotRules) -> None:
        """Answer the lessons under ``rules`` from now on (``--game belot --rules``)."""
        self.rules = rules
        self.read = {} if rules == DEFAULT_RULES else {"en": load_belot_lessons(rules=rules)}

    def lessons(self) -> tuple[Lesson[Scene], ...]:
        """The lessons in the interface's language, answered by the Belot engine."""
        spoken = language()
        if spoken not in self.read:
            shipped = self.rules == DEFAULT_RULES
            self.read[spoken] = (
                shipped_belot_lessons(spoken)
                if shipped
                else load_belot_lessons(rules=self.rules, language=spoken)
            )
        return self.read[spoken]

    def term_lines(self, terms: tuple[str, ...]) -> tuple[str, ...]:
        """Nothing: a Belot question names no glossary terms."""
        return ()

    def lesson_label(self, number: int, lesson: Lesson[Scene], progress: Progress) -> Text:
        """``✓ 1. Belot contracts and card orders · best 4/4`` (✓ passed, · tried)."""
        result = progress.results.get(lesson.key)
        line = f"{record_mark(progress, lesson.key)} {number}. {lesson.title}"
        if result is not None:
            line += tr(" · best {right}/{asked}", right=result.right, asked=result.asked)
        return Text(line)

    def progress_line(self, progress: Progress, today: date) -> Text:
        """How many of the lessons are passed, and what passing takes."""
        lessons = self.lessons()
        return Text(
            tr(
                "Passed: {passed} of {count} (a lesson passes at {share} right at the first try)",
                passed=sum(progress.passed(item.key) for item in lessons),
                count=len(lessons),
                share=f"{PASS_SHARE:.0%}",
            )
        )

    def entries(self) -> tuple[Entry, ...]:
        """Nothing besides the lessons."""
        return ()

    def path(self) -> tuple[Step, ...]:
        """Its lessons in order: Belot has no quizzes, guided hands or coach yet."""
        return tuple(lesson_step(self.key, n, item) for n, item in enumerate(self.lessons(), 1))

    def quiz_entry(self, level: str, topic: str | None) -> None:
        """None: Belot has no quizzes."""
        return None

    def review_screen(self, review: object) -> Screen[None] | None:
        """None: Belot has no hand review."""
        return None

    def first_hand(self, seed: int | None, rules: BelotRules) -> Screen[None] | None:
        """None: Belot has no guided hand."""
        return None


def course() -> Course[BelotRules]:
    """Belot's course, teaching the official rules (the hub tells it others)."""
    return BelotCourse()
