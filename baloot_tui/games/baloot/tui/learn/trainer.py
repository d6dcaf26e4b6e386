"""The play-problem trainer screen: "what would you play?", then the grade and the real deal.

The position comes from a seeded game
(:func:`~baloot_tui.games.baloot.coach.learning.play_problem`);
the learner picks a card with the keys 1–8 or a click. Finding a position (one with a
wrong answer on the deals the learner could see) and grading (the shared analysis and
the exact search of the real deal, :func:`~baloot_tui.games.baloot.coach.trainer.judge`)
run in thread workers, so the screen stays responsive; ``n`` deals the next position.
"""

from __future__ import annotations

import random
from typing import ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.reactive import reactive
from textual.widgets import Button, Label, Static
from textual.worker import get_current_worker

from baloot_tui.games.baloot.coach.analysis import DEFAULT_BUDGET
from baloot_tui.games.baloot.coach.learning import play_problem
from baloot_tui.games.baloot.coach.lessons import describe_scene, scene_of
from baloot_tui.games.baloot.coach.trainer import (
    PlayProblem,
    PlayVerdict,
    TrainerRun,
    judge,
)
from baloot_tui.games.baloot.coach.words import problem_lines, trainer_lines, trainer_score
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.text.i18n import N_
from baloot_tui.tui.learn.screens import CHOICE_KEYS, LearnScreen, choice_buttons, choice_index
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.widgets.footer import KeyFooter


class TrainerScreen(LearnScreen):
    """One play problem after another, each graded and set against the real deal."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back")),
        Binding("n,enter", "next", N_("Next position")),
        *CHOICE_KEYS,
    ]
    problem: reactive[PlayProblem | None] = reactive(None, recompose=True)
    """The position on screen."""
    verdict: reactive[PlayVerdict | None] = reactive(None, recompose=True)
    """The grade of the card played, once worked out."""
    thinking: reactive[bool] = reactive(False, recompose=True)
    """Whether the card played is being graded."""

    def __init__(
        self, seed: int, budget: int | None = None, rules: HouseRules = DEFAULT_RULES
    ) -> None:
        """Positions from games under ``rules`` dealt from ``seed``; ``budget`` caps the worlds."""
        super().__init__()
        self.rng = random.Random(seed)
        self.budget = budget
        self.house_rules = rules
        self.run = TrainerRun()

    def on_mount(self) -> None:
        """Find the first position."""
        self.deal()

    @work(thread=True, exclusive=True, group="trainer-deal")
    def deal(self) -> None:
        """Find the next position off the event loop and hand it back."""
        budget = DEFAULT_BUDGET if self.budget is None else self.budget
        problem = play_problem(self.rng, self.house_rules, budget)
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self.dealt, problem)

    def dealt(self, problem: PlayProblem) -> None:
        """Show the position found."""
        self.verdict = None
        self.problem = problem

    def compose(self) -> ComposeResult:
        """The position, the legal cards, and the verdict once given."""
        title = tr("What would you play? — {score}", score=trainer_score(self.run))
        yield Static(Text(title), id="title", classes="score")
        with VerticalScroll(id="body"):
            problem = self.problem
            if problem is None:
                yield Label(Text(tr("Finding a position…")), id="dealing", classes="progress")
            else:
                for line in (*problem_lines(problem), *describe_scene(scene_of(problem.view))):
                    yield Label(show(line), classes="scene")
                yield Static(Text(tr("What would you play?")), classes="prompt")
                labels = [c.label for c in problem.choices]
                answered = self.thinking or self.verdict is not None
                with Vertical(classes="choices"):
                    yield from choice_buttons(labels, answered)
                if self.thinking:
                    yield Label(Text(tr("Working it out…")), id="thinking", classes="progress")
                if self.verdict is not None:
                    next_one = Text(tr("Next position (n)"))
                    yield Button(next_one, id="next", variant="primary", compact=True)
                    style = "right" if self.verdict.correct else "wrong"
                    for line in trainer_lines(self.verdict):
                        yield Static(Text(show(line)), classes=f"feedback {style}")
        yield KeyFooter()

    def action_choose(self, index: int) -> None:
        """Play the card at ``index`` and have it graded."""
        problem = self.problem
        if problem is None or self.thinking or self.verdict is not None:
            return
        if index >= len(problem.choices):
            return
        self.thinking = True
        self.grade(problem, index)

    @work(thread=True, exclusive=True, group="trainer")
    def grade(self, problem: PlayProblem, index: int) -> None:
        """Judge the card off the event loop and hand the verdict back."""
        verdict = judge(problem, problem.choices[index], self.budget)
        if not get_current_worker().is_cancelled:
            self.app.call_from_thread(self.judged, problem, verdict)

    def judged(self, problem: PlayProblem, verdict: PlayVerdict) -> None:
        """Show a verdict that still belongs to the position on screen."""
        if problem is not self.problem:
            return
        self.run = self.run.record(verdict)
        self.thinking = False
        self.verdict = verdict

    def action_next(self) -> None:
        """Find the next position once this one is graded."""
        if self.verdict is None:
            return
        self.verdict = None
        self.problem = None
        self.deal()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """Clicks go through the same actions as keys."""
        index = choice_index(event.button)
        if index is not None:
            self.action_choose(index)
        elif event.button.id == "next":
            self.action_next()
