"""``baloot review FILE``: a seat's decisions analysed, and the review in players' words.

:class:`PlannedReview` is what the command gets of Saudi Baloot
(:meth:`~baloot_tui.core.game.Game.review`): the decisions to analyse, counted
first so a progress bar can show them, then the run that analyses each
(:func:`~baloot_tui.games.baloot.coach.review.review`) and its text
(:func:`describe_review`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.coach import figures
from baloot_tui.games.baloot.coach.analysis import OptionValue, analyse
from baloot_tui.games.baloot.coach.review import Analyser, Decision, Review, review
from baloot_tui.games.baloot.coach.words import card_reasons, reason_words
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.table_words import SEAT_WORDS

REVIEW_HEAD: Final = N_(
    "Review of {seat} in {source}: {count} decisions, {mistakes} to look at, {unsettled} not "
    "settled, {loss} game points given up."
)
CHANCE_LOSS: Final = N_(
    "Near the end of the match: {loss} percentage points of the chance of winning it given up."
)
ALL_MATCHED: Final = N_("Every decision matched the analysis. Well played.")
SAWA_MARK: Final = N_("sawa")
"""The mark of a Sawa claim in the list, where a decision has its verdict."""


def describe_review(result: Review, source: str, show_all: bool = False) -> list[str]:
    """The review as text lines: a summary, then each decision with the better option's reasons.

    In the language in force; ``source`` (the record's file name) is printed as given.
    """
    lines = [
        _(REVIEW_HEAD).format(
            seat=_(SEAT_WORDS[result.seat]),
            source=source,
            count=len(result.items),
            mistakes=len(result.mistakes),
            unsettled=len(result.unsettled),
            loss=f"{result.total_loss:.1f}",
        )
    ]
    if "match_chance" in result.units:
        lines.append(_(CHANCE_LOSS).format(loss=f"{result.loss_in('match_chance'):.1f}"))
    worlds = max((item.best.worlds for item in result.items), default=0)
    lines.extend(figures.legend(unit, worlds) for unit in result.units)
    shown = result.items if show_all else result.mistakes
    if not shown:
        lines.append(_(ALL_MATCHED))
    for item in shown:
        lines.append(f"- [{_(item.verdict)}] {item.summary()}")
        lines.extend(f"    {reason_words(reason)}" for reason in item.best.reasons)
        said = card_reasons(item.decision.view, (item.best.action, item.taken.action))
        lines.extend(f"    {line}" for line in said)
    lines.extend(f"- [{_(SAWA_MARK)}] {claim.claim_summary()}" for claim in result.claims)
    return lines


def counted(analyser: Analyser, advance: Callable[[int], None]) -> Analyser:
    """``analyser`` that reports each decision it has analysed to ``advance``."""

    def analyse_and_count(
        view: PlayerView, rng: random.Random | None, worlds: int
    ) -> tuple[OptionValue, ...]:
        values = analyser(view, rng, worlds)
        advance(1)
        return values

    return analyse_and_count


@dataclass(frozen=True, slots=True)
class ReviewLines:
    """A finished review, worded on demand (a :class:`~baloot_tui.core.tools.ReviewResult`)."""

    review: Review
    """The decisions graded, costliest first."""

    def lines(self, source: str, show_all: bool) -> list[str]:
        """The review in the language in force (:func:`describe_review`)."""
        return describe_review(self.review, source, show_all)


@dataclass(frozen=True, slots=True)
class PlannedReview:
    """A seat's decisions, ready to analyse (a :class:`~baloot_tui.core.tools.ReviewRun`)."""

    seat: Seat
    """Whose decisions."""
    taken: tuple[Decision, ...]
    """The decisions with more than one option, in order."""

    @property
    def decisions(self) -> int:
        """How many decisions the run analyses."""
        return len(self.taken)

    def run(self, seed: int | None, budget: int, advance: Callable[[int], None]) -> ReviewLines:
        """Analyse each decision on ``budget`` worlds (seeded by ``seed`` if given)."""
        return ReviewLines(review(self.seat, self.taken, seed, budget, counted(analyse, advance)))
