"""The ``baloot learn`` application: a game's menu, its lessons and more, with saved progress.

:func:`make_learn_app` is the factory the command line and the Pilot tests share.
Any other app hosts the same screens by building a
:class:`~baloot_tui.tui.learn.hub.LearnHub` and pushing ``MenuScreen(hub)`` (the
table app's start menu does).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from textual.app import App
from textual.filter import LineFilter

from baloot_tui.core.registry import DEFAULT_GAME, game_named
from baloot_tui.core.tools import ReviewResult
from baloot_tui.store.files import Clock
from baloot_tui.store.progress import ProgressStore, default_store
from baloot_tui.text.arabic import Shown
from baloot_tui.text.i18n import N_
from baloot_tui.tui.learn.hub import LearnHub
from baloot_tui.tui.learn.screens import MenuScreen
from baloot_tui.tui.signals import quit_on_signals
from baloot_tui.tui.visual_lines import with_visual_arabic


@dataclass(frozen=True, slots=True)
class LearnOptions:
    """What the command line (or a test) asks for."""

    data_dir: Path | None = None
    """Where progress is kept (None: the user's data folder)."""
    game: str = DEFAULT_GAME
    """The game whose menu opens (``baloot learn --game KEY``); leaving it quits."""
    lesson: str | None = None
    """Open this lesson of the game at once."""
    quiz: str | None = None
    """Open a quiz at once, at this level where its topic has levels (``--difficulty``)."""
    quiz_topic: str | None = None
    """Which quiz ``quiz`` opens (``--topic``; None: the game's first)."""
    review: object | None = None
    """Show only this hand review of the game (``baloot review --view``)."""
    seed: int | None = None
    """Seed of the quiz hands (None: a random one)."""
    clock: Clock = field(default=datetime.now)
    """Timestamps for a corrupt progress file's new name."""
    rules: object | None = None
    """The house rules the game's lessons teach (their answers and rule sentences; None:
    the game's defaults)."""
    arabic: Shown = "logical"
    """How Arabic words are printed (the command line decides it, see ``cli/arabic.py``)."""


class LearnApp(App[None]):
    """Lessons and what else a game teaches, with progress saved after each lesson and quiz."""

    TITLE = N_("Learn Baloot")
    """The product's name (the ``baloot learn`` command), whichever game it opens on."""

    def __init__(self, options: LearnOptions, store: ProgressStore) -> None:
        """Start as ``options`` says, keeping progress in ``store``."""
        super().__init__()
        self.options = options
        seed = options.seed
        quiz_seed = random.SystemRandom().randrange(2**32) if seed is None else seed
        self.hub = LearnHub(store, quiz_seed, options.rules, options.game)
        """Progress, the games taught and the quiz seed, shared by the screens."""

    @property
    def arabic(self) -> Shown:
        """How Arabic words are printed in this run."""
        return self.options.arabic

    def get_line_filters(self) -> list[LineFilter]:
        """Textual's filters, after the one that puts visual-mode Arabic in screen order."""
        return with_visual_arabic(super().get_line_filters())

    def on_load(self) -> None:
        """SIGTERM, SIGHUP and SIGINT close the app, from before the terminal is taken."""
        quit_on_signals(self, lambda code: self.exit(return_code=code))

    def on_mount(self) -> None:
        """Load progress (reporting a corrupt file), then open the first screen.

        Leaving the first screen (the game's menu, or the review) quits, and so do
        SIGTERM, SIGHUP and SIGINT, the terminal restored (progress is saved after each
        lesson and quiz).
        """
        problem = self.hub.load()
        options, home = self.options, self.hub.home  # the courses load, teaching the rules
        for found in dict.fromkeys((problem, self.hub.rules_problem)):
            if found is not None:
                self.notify(found, severity="warning", timeout=10, markup=False)
        review = None if options.review is None else home.review_screen(options.review)
        if review is not None:
            self.push_screen(review, callback=self._left)
            return
        menu = MenuScreen(self.hub)
        self.push_screen(menu, callback=self._left)
        quiz = None if options.quiz is None else home.quiz_entry(options.quiz, options.quiz_topic)
        if options.lesson is not None:
            menu.open_lesson(self.hub.lesson(options.lesson))
        elif quiz is not None:
            menu.open_entry(quiz)

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
    options = LearnOptions(
        data_dir=data_dir,
        game=played.key,
        lesson=lesson,
        quiz=quiz,
        quiz_topic=topic,
        seed=seed,
        rules=played.under(preset_name or played.presets[0]).rules,
        arabic=arabic,
    )
    return make_learn_app(options)


def open_review(result: ReviewResult, arabic: Shown) -> LearnApp:
    """The learning app showing only a finished review (``baloot review --view``)."""
    return make_learn_app(LearnOptions(review=result, arabic=arabic))
