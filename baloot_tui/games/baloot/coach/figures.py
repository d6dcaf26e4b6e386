"""Every figure of the analysis as a learner reads it, worded once for every screen.

The coach panel, the quiz, the trainer and the review all say their figures here. A
figure is an average over deals the learner cannot tell apart, in a unit
(:data:`~baloot_tui.games.baloot.coach.analysis.Unit`): the game points of the learner's
team minus the other team's in this hand, or, when the hand can decide the match, the
learner's team's chance of winning the match in percent. Below the best option a figure
carries its gap with one standard error; an option within the equal margin of the best
is a tie; one whose side of that margin the deals cannot tell is *not settled*.
:func:`legend` says all of this in one sentence, the same on every screen.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, Literal

from baloot_tui.games.baloot.coach.analysis import EQUAL_MARGINS, OptionValue, Unit
from baloot_tui.text.i18n import N_, _

Verdict = Literal["best", "tie", "worse", "unsettled"]
"""Where an option stands for the learner: the best, tied with it, surely worse, or not
settled by the deals."""

UNIT_WORDS: Final[Mapping[Unit, str]] = {
    "game_points": N_("game points for your team minus the other team's, in this hand"),
    "match_chance": N_("your team's chance of winning the match, in percent"),
}
"""What a figure counts, in full (the legend)."""
GAP_UNITS: Final[Mapping[Unit, str]] = {
    "game_points": N_("game points"),
    "match_chance": N_("percentage points"),
}
"""The unit of a gap between two figures, short."""
LEGEND: Final = N_(
    "Figures: {unit}, averaged over {worlds} deals you cannot tell apart, every option "
    "played in the same deals; ± is one standard error; options within {margin} {gap_unit} "
    "of the best are a tie."
)
"""The one sentence that says what every figure on a screen is."""
VERDICT_WORDS: Final[Mapping[Verdict, str]] = {
    "best": N_("best"),
    "tie": N_("tie"),
    "worse": N_("worse"),
    "unsettled": N_("not settled"),
}
"""An option's verdict as a mark beside it."""


def verdict(value: OptionValue) -> Verdict:
    """Where ``value`` stands: best, tied with the best, surely worse, or not settled."""
    if value.standing == "best":
        return "best"
    if not value.settled:
        return "unsettled"
    return "tie" if value.standing == "equal" else "worse"


def figure_of(points: float, unit: Unit) -> str:
    """A figure in its unit: ``+3.2`` (game points) or ``63%`` (match chance)."""
    if unit == "match_chance":
        return f"{points:.0f}%"
    return f"{points:+.1f}"


def figure(value: OptionValue) -> str:
    """The option's figure in its unit (:func:`figure_of`)."""
    return figure_of(value.expected_points, value.unit)


def gap(value: OptionValue) -> str:
    """How far below the best it is, with one standard error: ``3.1 ± 0.9 game points``."""
    return f"{value.gap:.1f} ± {value.uncertainty:.1f} {_(GAP_UNITS[value.unit])}"


def margin(unit: Unit) -> str:
    """The equal margin with its unit: ``2 game points``."""
    return f"{EQUAL_MARGINS[unit]:g} {_(GAP_UNITS[unit])}"


def legend(unit: Unit, worlds: int) -> str:
    """What the figures on a screen are: their unit, the deals, the error, the tie margin."""
    return _(LEGEND).format(
        unit=_(UNIT_WORDS[unit]),
        worlds=worlds,
        margin=f"{EQUAL_MARGINS[unit]:g}",
        gap_unit=_(GAP_UNITS[unit]),
    )
