"""The prompts of the guided first hand: a few plain lines at every step, from the view.

At each of the learner's turns (:class:`~baloot_tui.games.baloot.coach.guided.GuidedHand`) the
guide says what the face-up card is, what the others' calls meant, what the learner
may say or play now and why (the engine's own reasons: the legal options explained by
:func:`~baloot_tui.games.baloot.coach.explain.explain_options`, the rule behind every card), what
the trick on the table is worth, and at the end how the hand scored, step by step from
the scorer's own figures. Every prompt has a topic, so the screen can let the learner
dismiss each one. The prompts hold values (cards with their rules, explained options,
strength lines, :class:`Telling` lines), worded in the learner's language by
:func:`baloot_tui.games.baloot.coach.words.prompt_lines`; only "what happened" comes as text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from baloot_tui.core.cards import Card
from baloot_tui.core.seats import Seat, turn_order
from baloot_tui.games.baloot.coach.analysis import StrengthLine, hand_strengths
from baloot_tui.games.baloot.coach.explain import OptionExplanation, explain_options
from baloot_tui.games.baloot.rules.actions import PlayCard
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.scoring import (
    LAST_TRICK_BONUS,
    POT_GP,
    TRICKS_PER_HAND,
    HandScore,
    Outcome,
)
from baloot_tui.games.baloot.rules.tricks import CardOption
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.i18n import N_


class Told(StrEnum):
    """What a line of the guide tells: one sentence each, worded by the presentation layer."""

    FACE_ROUND_ONE = "face_round_one"
    """The face-up ``card`` in round 1: its suit is the Hokum's trumps."""
    FACE_ROUND_TWO = "face_round_two"
    """The face-up ``card`` nobody took in round 1: a Hokum names another suit."""
    TRICK = "trick"
    """The ``plays`` on the table, worth ``points`` to whoever wins the trick."""
    LAST_TRICK = "last_trick"
    """The last trick's ``plays``, worth ``points`` plus the last trick's ``bonus``."""
    BOUGHT = "bought"
    """The ``contract``, bought by a team (``ours``), at ``multiplier`` or at Gahwa."""
    SAWA_YOU = "sawa_you"
    """The learner claimed the rest of the tricks."""
    SAWA_PARTNER = "sawa_partner"
    """The partner (``seat``) claimed the rest of the tricks."""
    SAWA_THEM = "sawa_them"
    """An opponent (``seat``) claimed the rest of the tricks."""
    ABNAT = "abnat"
    """Each team's card points (``pair``), the last trick's ``bonus`` included."""
    CARD_GP = "card_gp"
    """The card points as game points (``pair``) of the ``contract``'s ``points`` in all."""
    PROJECTS = "projects"
    """A team's (``ours``) projects: ``points`` game points."""
    BALOOT = "baloot"
    """A team's (``ours``) Baloot: ``points`` game points."""
    TOTALS = "totals"
    """Each team's total (``pair``)."""
    OUTCOME = "outcome"
    """How the scorer ended the hand (``outcome``), the winning team ``ours`` or not."""
    BALOOT_GOES = "baloot_goes"
    """A failed team's (``ours``) Baloot goes to the other team."""
    SCORED = "scored"
    """What each team scores (``pair``), the learner with partner ``seat``."""


@dataclass(frozen=True, slots=True)
class Telling:
    """One line of the guide as values (see :class:`Told`)."""

    told: Told
    """Which sentence."""
    card: Card | None = None
    """The face-up card."""
    plays: tuple[tuple[Seat, Card], ...] = ()
    """The trick's cards so far, each with the seat that played it, in order."""
    points: int = 0
    """The card points (abnat) on the table."""
    bonus: int = 0
    """The last trick's bonus, for the trick that wins it."""
    ours: bool = False
    """Whether the team the line speaks of is the learner's."""
    seat: Seat | None = None
    """The seat the line names (who claimed Sawa, the partner)."""
    pair: tuple[int, int] = (0, 0)
    """Figures of the learner's team, then of the other team."""
    contract: Contract | None = None
    """The contract bought."""
    multiplier: int = 1
    """The hand's multiplier (1 undoubled)."""
    gahwa: bool = False
    """Whether the hand was played at Gahwa."""
    outcome: Outcome | None = None
    """The scorer's outcome of the hand."""


@dataclass(frozen=True, slots=True)
class Prompt:
    """One prompt of the guide."""

    topic: str
    """What it is about: ``face-card``, ``others``, ``your-turn``, ``trick``, ``score``."""
    title: str
    """A short heading (a catalogue message)."""
    lines: tuple[str, ...] = ()
    """The text."""
    told: tuple[Telling, ...] = ()
    """Lines as values, worded by the screen (before :attr:`lines`)."""
    cards: tuple[CardOption, ...] = ()
    """At the learner's card: every card of the hand with its rule, worded by the screen."""
    options: tuple[OptionExplanation, ...] = ()
    """At the learner's call: what every option means, worded by the screen."""
    strengths: tuple[StrengthLine, ...] = ()
    """At the learner's call: what the hand counts for each call open, worded by the screen."""


def guide(view: PlayerView, happened: Sequence[str] = ()) -> tuple[Prompt, ...]:
    """The prompts for the learner at ``view``, after ``happened`` (lines, in order)."""
    prompts: list[Prompt] = []
    if view.phase is Phase.BIDDING:
        prompts.append(_face_card(view))
    if happened:
        prompts.append(Prompt("others", N_("What happened"), tuple(happened)))
    if view.result is not None:
        prompts.append(_score(view))
    elif view.is_my_turn:
        prompts.append(_your_turn(view))
    if view.phase is Phase.PLAYING and view.trick:
        prompts.append(_trick(view))
    return tuple(prompts)


def _face_card(view: PlayerView) -> Prompt:
    told = Told.FACE_ROUND_ONE if view.bidding.round_number == 1 else Told.FACE_ROUND_TWO
    return Prompt("face-card", N_("The face-up card"), told=(Telling(told, view.face_card),))


def _your_turn(view: PlayerView) -> Prompt:
    """What the learner may play or say now, and why: values the screen words."""
    if view.phase is Phase.PLAYING and all(isinstance(a, PlayCard) for a in view.legal_actions):
        return Prompt("your-turn", N_("Your card"), cards=view.card_options)
    title = N_("What you may say") if view.phase is not Phase.PLAYING else N_("Your projects")
    return Prompt("your-turn", title, options=explain_options(view), strengths=hand_strengths(view))


def _trick(view: PlayerView) -> Prompt:
    points = sum(c.points(view.trump) for c in view.trick)
    assert view.leader is not None
    plays = tuple(zip(turn_order(view.leader), view.trick, strict=False))
    if len(view.tricks) == TRICKS_PER_HAND - 1:
        telling = Telling(Told.LAST_TRICK, plays=plays, points=points, bonus=LAST_TRICK_BONUS)
    else:
        telling = Telling(Told.TRICK, plays=plays, points=points)
    return Prompt("trick", N_("The trick"), told=(telling,))


def _score(view: PlayerView) -> Prompt:
    """How the hand scored, step by step in the learner's words, from the scorer's figures."""
    result = view.result
    assert result is not None
    us = view.seat.team
    told = [] if result.score is None else score_walkthrough(view, result.score, result.sawa)
    scored = (result.points[us], result.points[us.other])
    told.append(Telling(Told.SCORED, seat=view.seat.partner, pair=scored))
    return Prompt("score", N_("How the hand scored"), told=tuple(told))


def score_walkthrough(view: PlayerView, score: HandScore, sawa: Seat | None) -> list[Telling]:
    """The scoring steps of a finished hand for the seat of ``view``: every figure the scorer's."""
    us, them = view.seat.team, view.seat.team.other

    def pair(figures: tuple[int, int]) -> tuple[int, int]:
        return figures[us], figures[them]

    contract = view.contract
    assert contract is not None and view.buyer is not None
    gahwa = view.doubling is not None and view.doubling.gahwa
    told = [
        Telling(
            Told.BOUGHT,
            ours=view.buyer.team is us,
            contract=contract,
            multiplier=score.multiplier,
            gahwa=gahwa,
        )
    ]
    if sawa is view.seat:
        told.append(Telling(Told.SAWA_YOU))
    elif sawa is not None:
        told.append(Telling(Told.SAWA_PARTNER if sawa.team is us else Told.SAWA_THEM, seat=sawa))
    told.append(Telling(Told.ABNAT, pair=pair(score.abnat), bonus=LAST_TRICK_BONUS))
    told.append(
        Telling(Told.CARD_GP, pair=pair(score.card_gp), contract=contract, points=POT_GP[contract])
    )
    for t in (us, them):
        if score.project_gp[t]:
            told.append(Telling(Told.PROJECTS, ours=t is us, points=score.project_gp[t]))
        if score.baloot_gp[t]:
            told.append(Telling(Told.BALOOT, ours=t is us, points=score.baloot_gp[t]))
    told.append(Telling(Told.TOTALS, pair=pair(score.totals)))
    winner = score.winner
    told.append(Telling(Told.OUTCOME, ours=(winner or us) is us, outcome=score.outcome))
    loser = None if winner is None else winner.other
    if loser is not None and score.baloot_gp[loser] and score.points[loser] == 0:
        told.append(Telling(Told.BALOOT_GOES, ours=loser is us))
    return told
