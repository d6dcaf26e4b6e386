"""A guided first hand: one hand against bots, stopping at each of the learner's turns.

The engine side of the guided hand (the prompts are :mod:`baloot_tui.games.baloot.coach.guide`'s,
the screen :mod:`baloot_tui.games.baloot.tui.learn.guided`'s): it deals from a seed, lets the
medium bots play West, North and East from their own views, and hands back, at each
of South's turns, South's view with what the others did since. A deal that nobody
buys (everybody passed twice, or a Kawesh) is dealt again, so the learner always
gets a hand to play and score. What happened between two of South's turns is kept as
values (:class:`Happening`) and worded, in the language in force, by
:func:`happening_words`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.coach.explain import action_label
from baloot_tui.games.baloot.coach.lesson_words import Words
from baloot_tui.games.baloot.coach.words import seat_words
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Call,
    Declare,
    Double,
    DoubleStep,
    Pass,
    PlayCard,
    Sawa,
)
from baloot_tui.games.baloot.rules.glossary import Phase, ProjectKind
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.projects import Project
from baloot_tui.games.baloot.rules.round import RoundState, deal
from baloot_tui.games.baloot.rules.tricks import Trick
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.words import PROJECT_WORDS
from baloot_tui.text.i18n import N_, _, language
from baloot_tui.text.table_words import card_points_words

LEARNER: Final = Seat.SOUTH
"""The guided player sits South."""


class Happened(StrEnum):
    """What one line of "what happened" tells."""

    ACTION = "action"
    """Another seat's ``action``, taken in ``phase``."""
    TRICK = "trick"
    """Trick ``number`` went to ``seat`` (``None``: the learner) with its ``points``."""
    WARAQ = "waraq"
    """Nobody bought, everybody passed twice: the cards are dealt again."""
    KAWESH = "kawesh"
    """Nobody bought, a Kawesh annulled the deal: the cards are dealt again."""
    ANNOUNCED = "announced"
    """Another seat declared on its first card: the table hears only the ``kinds``."""
    SHOWN = "shown"
    """At trick 2 a seat of the team with the better project shows its ``projects``."""


@dataclass(frozen=True, slots=True)
class Happening:
    """One thing that happened while the learner waited, as values."""

    happened: Happened
    seat: Seat | None = None
    """Who acted, or who won the trick (``None`` when the learner did)."""
    action: Action | None = None
    phase: Phase = Phase.BIDDING
    """The phase the action was taken in (a pass means another thing when doubling)."""
    number: int = 0
    """The trick's number, from 1."""
    points: int = 0
    """The trick's card points."""
    kinds: tuple[ProjectKind, ...] = ()
    """The project kinds announced (their cards stay hidden until trick 2)."""
    projects: tuple[Project, ...] = ()
    """The projects shown at trick 2, with their cards."""
    ours: bool = False
    """Whether the projects shown are the learner's team's."""


@dataclass(frozen=True, slots=True)
class GuidedStep:
    """Where the guided hand stands for the learner."""

    view: PlayerView
    """South's view: its turn, or the finished hand."""
    events: tuple[Happening, ...]
    """What happened since South last acted, in order: the others' calls and cards,
    tricks won, a redeal."""

    @property
    def happened(self) -> tuple[str, ...]:
        """The events in words, in the language in force, with what the others' calls mean."""
        return tuple(happening_words(event) for event in self.events)

    @property
    def finished(self) -> bool:
        """Whether the hand is over (and scored: its result is in the view)."""
        return self.view.result is not None


class GuidedHand:
    """One guided hand; :meth:`step` and :meth:`act` move it to South's next turn."""

    def __init__(self, seed: int, rules: HouseRules = DEFAULT_RULES) -> None:
        """Deal from ``seed``; bots of the medium level play the other seats."""
        self.rng = random.Random(seed)
        self.rules = rules
        self.bots: dict[Seat, Bot] = {s: make_bot("medium") for s in SEATS if s is not LEARNER}
        self.state: RoundState = deal(self.rng, self.rng.choice(SEATS), rules)
        self.taken: tuple[Action, ...] = ()
        """South's actions so far, in order (a goal is judged on them)."""

    def step(self) -> GuidedStep:
        """Let the bots act until South's turn or the end of the hand."""
        happened: list[Happening] = []
        while True:
            state = self.state
            if state.phase is Phase.FINISHED:
                result = state.result
                assert result is not None
                if result.kind == "played":
                    return GuidedStep(state.view(LEARNER), tuple(happened))
                kind = Happened.WARAQ if result.kind == "waraq" else Happened.KAWESH
                happened.append(Happening(kind))
                self.state = deal(self.rng, result.next_dealer, self.rules)
                continue
            seat = state.to_act
            assert seat is not None
            if seat is LEARNER:
                return GuidedStep(state.view(LEARNER), tuple(happened))
            view = state.view(seat)
            action = self.bots[seat].choose(view, view.legal_actions, self.rng)
            happened.append(_heard(seat, action, view.phase))
            self._apply(action, happened)

    def act(self, action: Action) -> GuidedStep:
        """Apply South's ``action`` and go on to South's next turn.

        Raises:
            IllegalActionError: the action is not legal now (the engine's own check).
        """
        happened: list[Happening] = []
        self._apply(action, happened)
        self.taken = (*self.taken, action)
        step = self.step()
        return GuidedStep(step.view, (*happened, *step.events))

    def _apply(self, action: Action, happened: list[Happening]) -> None:
        """Apply an action, noting a trick that it completes."""
        before = _tricks(self.state)
        self.state = self.state.apply(action)
        tricks = _tricks(self.state)
        if len(tricks) > len(before):
            trick = tricks[-1]
            winner = None if trick.winner is LEARNER else trick.winner
            happened.append(
                Happening(Happened.TRICK, winner, number=len(tricks), points=trick.points)
            )
            if len(tricks) == 1:
                happened.extend(_shown(self.state.view(LEARNER)))


def _heard(seat: Seat, action: Action, phase: Phase) -> Happening:
    """Another seat's action as the learner hears it: a declaration names its kinds only.

    Projects are declared on the first card by their names alone (RULES.md §5.3); their
    cards are shown at trick 2, and only by the team whose best project wins (:func:`_shown`).
    """
    if isinstance(action, Declare) and action.projects:
        return Happening(
            Happened.ANNOUNCED, seat, phase=phase, kinds=tuple(p.kind for p in action.projects)
        )
    return Happening(Happened.ACTION, seat, action, phase)


def _shown(view: PlayerView) -> list[Happening]:
    """The projects the view shows once trick 1 is over: the counting team's, seat by seat."""
    return [
        Happening(Happened.SHOWN, seat, projects=shown, ours=seat.team is view.seat.team)
        for seat, shown in zip(SEATS, view.revealed, strict=True)
        if shown
    ]


def _tricks(state: RoundState) -> tuple[Trick, ...]:
    return () if state.play is None else state.play.tricks


HAPPENED_WORDS: Final[Mapping[Happened, str]] = {
    Happened.WARAQ: N_("Nobody bought (everybody passed twice): the cards are dealt again."),
    Happened.KAWESH: N_("Nobody bought (a Kawesh): the cards are dealt again."),
}
"""A redeal, as the guide says it."""
ANNOUNCED_WORDS: Final = N_(
    "{seat}: declares {kinds} — only the kind is named now; the cards are shown in trick 2, "
    "and only by the team with the better project"
)
"""Another seat's trick-1 declaration: the kinds it names."""
SHOWN_WORDS: Final = {
    True: N_("{seat} shows {projects}: your team has the better project, so it counts."),
    False: N_("{seat} shows {projects}: the other team has the better project, so it counts."),
}
"""A project shown at trick 2, by whether it is the learner's team's."""
TRICK_WORDS: Final = {
    True: N_("Trick {number} went to you ({abnat})."),
    False: N_("Trick {number} went to {seat} ({abnat})."),
}
"""A trick won, by whether the learner won it."""
CALL_WORDS: Final[Mapping[Call, str]] = {
    Call.HOKUM: N_("{label} — wants to buy the hand with a trump suit"),
    Call.SUN: N_(
        "{label} — wants to buy the hand with no trumps (a Sun is worth 26 game points, a Hokum 16)"
    ),
    Call.ASHKAL: N_("{label} — asks the partner to play a Sun, taking the face-up card"),
    Call.BEFORE_YOU: N_("{label} — takes the Sun ahead of the player who called it"),
    Call.CONFIRM: N_("{label} — keeps the Hokum and names the trumps"),
    Call.TO_SUN: N_("{label} — turns the Hokum into a Sun"),
    Call.KAWESH: N_("{label} — annuls the deal: the cards are dealt again"),
}
"""What another player's call says, after its label."""
STAKE_WORDS: Final[Mapping[DoubleStep, str]] = {
    DoubleStep.DOUBLE: N_("{label} — raises the stakes to ×2"),
    DoubleStep.THREE: N_("{label} — raises the stakes to ×3"),
    DoubleStep.FOUR: N_("{label} — raises the stakes to ×4"),
    DoubleStep.GAHWA: N_("{label} — raises the stakes to the whole match"),
}
"""What each step of the doubling ladder plays for, after its label."""
PASS_WORDS: Final = {
    True: N_("Pass — no raise: the stakes stand"),
    False: N_("Pass — does not buy now"),
}
"""A pass, by whether it is a pass at doubling."""
PLAY_WORDS: Final[Mapping[type[Action], str]] = {
    Declare: N_("declares no project"),
    PlayCard: N_("plays {card}"),
    Sawa: N_("claims the rest of the tricks (Sawa)"),
}
"""A card, a claim, or no project declared (a project declared is :data:`ANNOUNCED_WORDS`)."""


def happening_words(event: Happening) -> str:
    """One line of what happened, e.g. ``North: Sun — wants to buy the hand…``."""
    if event.happened is Happened.TRICK:
        return _(TRICK_WORDS[event.seat is None]).format(
            number=event.number, seat=seat_words(event.seat), abnat=card_points_words(event.points)
        )
    if event.happened is Happened.ANNOUNCED:
        kinds = _(" and ").join(_(PROJECT_WORDS[kind]) for kind in event.kinds)
        return _(ANNOUNCED_WORDS).format(seat=seat_words(event.seat), kinds=kinds)
    if event.happened is Happened.SHOWN:
        words = Words(language())
        projects = _(", ").join(words.project(p) for p in event.projects)
        return _(SHOWN_WORDS[event.ours]).format(seat=seat_words(event.seat), projects=projects)
    if event.happened is not Happened.ACTION:
        return _(HAPPENED_WORDS[event.happened])
    assert event.action is not None
    return f"{seat_words(event.seat)}: {action_words(event.action, event.phase)}."


def action_words(action: Action, phase: Phase) -> str:
    """What another player's action (taken in ``phase``) says, e.g. ``Sun — wants to buy…``."""
    label = action_label(action)
    if isinstance(action, Pass):
        return _(PASS_WORDS[phase is Phase.DOUBLING])
    if isinstance(action, Bid):
        return _(CALL_WORDS[action.call]).format(label=label)
    if isinstance(action, Double):
        return _(STAKE_WORDS[action.step]).format(label=label)
    return _(PLAY_WORDS[type(action)]).format(card=label)
