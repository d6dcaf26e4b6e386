"""``baloot score`` for a Baloot hand in words and as JSON: the engine's figures, explained.

Every figure comes from the engine's :class:`~baloot_tui.games.baloot.rules.scoring.HandScore`
as :func:`~baloot_tui.games.baloot.score_input.score_document` computed it; the lines
are the engine's score lines in the player's words.
"""

from __future__ import annotations

from collections.abc import Mapping

from baloot_tui.core.seats import Team
from baloot_tui.core.tools import ScoredSheet
from baloot_tui.games.baloot.score_input import ScoredHand, score_document
from baloot_tui.games.baloot.words import english_explanation, score_lines
from baloot_tui.text.i18n import _
from baloot_tui.text.table_words import TEAM_SHORT, team_pair


def score_text(scored: ScoredHand) -> str:
    """The hand's score, line by line, in the language in force."""
    compared = () if scored.comparison is None else (scored.comparison,)
    lines = list(score_lines([*compared, *scored.score.lines], by_team=True))
    teams = {team: _(TEAM_SHORT[team]) for team in Team}
    if scored.match_score is not None:
        lines.append(
            _("Match score: {figures}").format(figures=team_pair(scored.match_score, teams))
        )
    if scored.match_winner is not None:
        lines.append(_("{team} wins the match").format(team=teams[scored.match_winner]))
    return "\n".join(lines)


def score_data(scored: ScoredHand) -> dict[str, object]:
    """The hand's figures as JSON values, pairs in NS, EW order."""
    s = scored.score
    return {
        "points": list(s.points),
        "outcome": s.outcome,
        "winner": None if s.winner is None else s.winner.short,
        "multiplier": s.multiplier,
        "abnat": list(s.abnat),
        "card_gp": list(s.card_gp),
        "project_gp": list(s.project_gp),
        "baloot_gp": list(s.baloot_gp),
        "totals": list(s.totals),
        "raw_totals": list(s.raw_totals),
        "counting_team": None if scored.counting_team is None else scored.counting_team.short,
        "match_score": None if scored.match_score is None else list(scored.match_score),
        "match_winner": None if scored.match_winner is None else scored.match_winner.short,
        "explanation": english_explanation(
            [*([] if scored.comparison is None else [scored.comparison]), *s.lines]
        ),
    }


def scored_sheet(sheet: Mapping[str, object]) -> ScoredSheet:
    """A Baloot hand's sheet scored by the engine, with its figures and its words.

    Raises:
        BalootError: one line, for a field that is malformed or contradictory.
    """
    scored = score_document(sheet)
    return ScoredSheet(score_data(scored), lambda: score_text(scored))
