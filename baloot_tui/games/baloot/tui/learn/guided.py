"""The guided first hand: one hand against bots with a short prompt at every step.

The hand runs in :class:`~baloot_tui.games.baloot.coach.guided.GuidedHand`; the prompts come from
:func:`~baloot_tui.games.baloot.coach.guide.guide`. Each prompt has its own "Got it" button (or
``x`` for the first one shown) and ``g`` brings the dismissed ones back. The options
are numbered buttons: keys 1–9 or a click. The last step shows how the hand scored.

A hand with a goal (:mod:`~baloot_tui.games.baloot.coach.goals`) says the goal above
the table, says when it is met or missed, and ``r`` deals the same cards again.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.reactive import reactive
from textual.widgets import Button, Label, Static

from baloot_tui.games.baloot.coach.explain import action_label
from baloot_tui.games.baloot.coach.goals import Goal, goal_reached
from baloot_tui.games.baloot.coach.guide import Prompt, guide
from baloot_tui.games.baloot.coach.guided import GuidedHand, GuidedStep
from baloot_tui.games.baloot.coach.lessons import describe_scene, scene_of
from baloot_tui.games.baloot.coach.words import prompt_lines
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.text.i18n import N_
from baloot_tui.tui.learn.screens import CHOICE_KEYS, LearnScreen, choice_buttons, choice_index
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.widgets.footer import KeyFooter


class GuidedHandScreen(LearnScreen):
    """A first hand against bots, explained step by step."""

    DEFAULT_CSS: ClassVar[str] = """
    GuidedHandScreen .guide {
        height: auto;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back")),
        Binding("x", "dismiss_prompt", N_("Got it")),
        Binding("g", "show_prompts", N_("Show the guide")),
        Binding("n,enter", "finish", N_("Finish"), show=False),
        Binding("r", "again", N_("Deal again"), show=False),
        *CHOICE_KEYS,
    ]
    step: reactive[GuidedStep | None] = reactive(None, recompose=True)
    """Where the hand stands for the learner."""
    dismissed: reactive[frozenset[str]] = reactive(frozenset(), recompose=True)
    """Topics of the prompts put away at this step."""

    def __init__(
        self,
        seed: int | None = None,
        rules: HouseRules = DEFAULT_RULES,
        goal: Goal | None = None,
        reached: Callable[[], str | None] | None = None,
    ) -> None:
        """A hand under ``rules`` dealt from ``seed`` (a random one if None).

        With a ``goal`` the hand is the goal's own deal under the default house rules
        (the deal that certainly gives the decision), and ``reached`` records the goal
        met, returning a problem to show or None.
        """
        super().__init__()
        dealt = random.SystemRandom().randrange(2**32) if seed is None else seed
        self.seed = dealt if goal is None else goal.seed
        self.rules = rules if goal is None else DEFAULT_RULES
        self.goal = goal
        self.reached = reached
        self.hand = GuidedHand(self.seed, self.rules)

    @property
    def outcome(self) -> bool | None:
        """Whether the goal is met (None: no goal, or still open)."""
        step = self.step
        if self.goal is None or step is None:
            return None
        return goal_reached(self.goal, step.view, self.hand.taken)

    def on_mount(self) -> None:
        """Let the bots act up to the learner's first turn."""
        self.step = self.hand.step()

    @property
    def prompts(self) -> tuple[Prompt, ...]:
        """The prompts of this step that are still shown."""
        step = self.step
        if step is None:
            return ()
        return tuple(p for p in guide(step.view, step.happened) if p.topic not in self.dismissed)

    def compose(self) -> ComposeResult:
        """The table and the options, then the prompts."""
        goal = self.goal
        title = tr("Your first hand — guided") if goal is None else tr(goal.title)
        yield Static(Text(title), id="title")
        with VerticalScroll(id="body"):
            step = self.step
            if goal is not None:
                yield Static(Text(tr("Goal: {text}", text=tr(goal.text))), id="goal")
                outcome = self.outcome
                if outcome is not None:
                    said = tr(goal.met) if outcome else tr(goal.missed)
                    kind = "right" if outcome else "wrong"
                    yield Static(Text(said), id="outcome", classes=f"feedback {kind}")
            if step is not None:
                for line in describe_scene(scene_of(step.view)):
                    yield Label(show(line), classes="scene")
                if step.finished:
                    yield Button(
                        Text(tr("Finish (n)")), id="finish", variant="primary", compact=True
                    )
                else:
                    yield Static(Text(tr("Your turn:")), classes="prompt")
                    labels = [action_label(a) for a in step.view.legal_actions]
                    with Vertical(classes="choices"):
                        yield from choice_buttons(labels, False)
                for prompt in self.prompts:
                    with Vertical(classes="guide"):
                        yield Static(Text(tr(prompt.title)), classes="prompt")
                        for line in prompt_lines(prompt):
                            yield Static(Text(show(line)), classes="feedback right")
                        got_it = Text(tr("Got it (x)"))
                        yield Button(got_it, id=f"dismiss-{prompt.topic}", compact=True)
        yield KeyFooter()

    def action_choose(self, index: int) -> None:
        """Take the option at ``index``."""
        step = self.step
        if step is None or step.finished or index >= len(step.view.legal_actions):
            return
        self.dismissed = frozenset()
        self.step = self.hand.act(step.view.legal_actions[index])
        if self.outcome and self.reached is not None:
            problem, self.reached = self.reached(), None
            if problem is not None:
                self.notify(problem, severity="error", timeout=10, markup=False)

    def action_again(self) -> None:
        """Deal the goal's cards again (a hand without a goal goes on)."""
        if self.goal is None:
            return
        self.hand = GuidedHand(self.seed, self.rules)
        self.dismissed = frozenset()
        self.step = self.hand.step()

    def action_dismiss_prompt(self, topic: str | None = None) -> None:
        """Put away the prompt on ``topic`` (the first one shown if None)."""
        shown = self.prompts
        if not shown:
            return
        chosen = topic or shown[0].topic
        self.dismissed = self.dismissed | {chosen}

    def action_show_prompts(self) -> None:
        """Bring back the prompts put away at this step."""
        self.dismissed = frozenset()

    def action_finish(self) -> None:
        """Leave once the hand is scored."""
        if self.step is not None and self.step.finished:
            self.action_back()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """Clicks go through the same actions as keys."""
        button = event.button
        index = choice_index(button)
        if index is not None:
            self.action_choose(index)
        elif button.id is not None and button.id.startswith("dismiss-"):
            self.action_dismiss_prompt(button.id.removeprefix("dismiss-"))
        elif button.id == "finish":
            self.action_finish()
