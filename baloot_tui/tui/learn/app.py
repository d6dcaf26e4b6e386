"""The ``baloot learn`` application: the menu, lessons, quiz and review, with saved progress.

:func:`make_learn_app` is the factory the command line and the Pilot tests share.
Any other app hosts the same screens by building a
:class:`~baloot_tui.tui.learn.hub.LearnHub` and pushing ``MenuScreen(hub)`` (the
table app's start menu does).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path

from textual.app import App
from textual.filter import LineFilter

from baloot_tui.core.registry import game_named
from baloot_tui.core.tools import ReviewResult
from baloot_tui.games.baloot.coach.quiz import DIFFICULTIES, QUIZ_TOPICS, Difficulty, QuizTopic
from baloot_tui.games.baloot.coach.review import Review
from baloot_tui.games.baloot.coach.review_text import ReviewLines
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES as BELOT_RULES
from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.games.belot.tui.learn import BelotLessonsScreen
from baloot_tui.store.files import Clock
from baloot_tui.store.progress import ProgressStore, default_store
from baloot_tui.text.arabic import Shown
from baloot_tui.text.i18n import N_
from baloot_tui.tui.learn.hub import LearnHub
from baloot_tui.tui.learn.screens import MenuScreen, ReviewScreen
from baloot_tui.tui.visual_lines import with_visual_arabic


@dataclass(frozen=True, slots=True)
class LearnOptions:
    """What the command line (or a test) asks for."""

    data_dir: Path | None = None
    """Where progress is kept (None: the user's data folder)."""
    lesson: str | None = None
    """Open this lesson at once."""
    quiz: Difficulty | None = None
    """Open a quiz at once, at this difficulty if it is the bidding quiz."""
    quiz_topic: QuizTopic = "bidding"
    """Which quiz ``quiz`` opens."""
    review: Review | None = None
    """Show only this review."""
    seed: int | None = None
    """Seed of the quiz hands (None: a random one)."""
    clock: Clock = field(default=datetime.now)
    """Timestamps for a corrupt progress file's new name."""
    rules: HouseRules = DEFAULT_RULES
    """The house rules the lessons teach (their answers and rule sentences)."""
    arabic: Shown = "logical"
    """How Arabic words are printed (the command line decides it, see ``cli/arabic.py``)."""
    belot: bool = False
    """Open on the Bulgarian Belot lessons (``baloot learn --game belot``): leaving them
    quits, and ``lesson`` (a Belot one) opens over them."""
    belot_rules: BelotRules = BELOT_RULES
    """The Belot rules the Belot lessons teach."""


class LearnApp(App[None]):
    """Lessons, quiz and review, with progress saved after each lesson and quiz."""

    TITLE = N_("Learn Baloot")

    def __init__(self, options: LearnOptions, store: ProgressStore) -> None:
        """Start as ``options`` says, keeping progress in ``store``."""
        super().__init__()
        self.options = options
        seed = options.seed
        quiz_seed = random.SystemRandom().randrange(2**32) if seed is None else seed
        self.hub = LearnHub(store, quiz_seed, options.rules, options.belot_rules)
        """Progress and the quiz seed, shared by the screens."""

    @property
    def arabic(self) -> Shown:
        """How Arabic words are printed in this run."""
        return self.options.arabic

    def get_line_filters(self) -> list[LineFilter]:
        """Textual's filters, after the one that puts visual-mode Arabic in screen order."""
        return with_visual_arabic(super().get_line_filters())

    def on_mount(self) -> None:
        """Load progress (reporting a corrupt file), then open the first screen.

        Leaving the first screen (the menu, or the review) quits.
        """
        problem = self.hub.load()
        if problem is not None:
            self.notify(problem, severity="warning", timeout=10, markup=False)
        options = self.options
        if options.review is not None:
            self.push_screen(ReviewScreen(options.review), callback=self._left)
            return
        if options.belot:
            lessons = BelotLessonsScreen(self.hub)
            self.push_screen(lessons, callback=self._left)
            if options.lesson is not None:
                lessons.open_lesson(self.hub.lesson(options.lesson))
            return
        menu = MenuScreen(self.hub)
        self.push_screen(menu, callback=self._left)
        if options.lesson is not None:
            menu.open_lesson(self.hub.lesson(options.lesson))
        elif options.quiz is not None:
            bidding = options.quiz_topic == "bidding"
            menu.open_quiz(options.quiz if bidding else None, options.quiz_topic)

    def _left(self, _: None) -> None:
        self.exit()


def make_learn_app(options: LearnOptions) -> LearnApp:
    """The learning app for ``options`` (used by ``baloot learn`` and the tests)."""
    return LearnApp(options, default_store(options.clock, options.data_dir))


def open_learn(
    game: str,
    preset_name: str | None,
    *,
    data_dir: Path | None,
    lesson: str | None,
    quiz: str | None,
    topic: str,
    seed: int | None,
    arabic: Shown,
) -> LearnApp:
    """The learning app ``baloot learn --game GAME`` opens, teaching the preset named."""
    played = game_named(game)
    rules = played.under(preset_name or played.presets[0]).rules
    options = LearnOptions(
        data_dir=data_dir,
        lesson=lesson,
        quiz=next((level for level in DIFFICULTIES if level == quiz), None),
        quiz_topic=next((t for t in QUIZ_TOPICS if t == topic), "bidding"),
        seed=seed,
        arabic=arabic,
    )
    if isinstance(rules, BelotRules):
        options = replace(options, belot=True, belot_rules=rules)
    elif isinstance(rules, HouseRules):
        options = replace(options, rules=rules)
    return make_learn_app(options)


def open_review(result: ReviewResult, arabic: Shown) -> LearnApp:
    """The learning app showing only a finished review (``baloot review --view``)."""
    assert isinstance(result, ReviewLines), "only Baloot's review has a screen"
    return make_learn_app(LearnOptions(review=result.review, arabic=arabic))
