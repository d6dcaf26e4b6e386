"""Baloot's figures of a finished match for the player's statistics (``baloot stats``).

The player sits South, so the figures are the North-South team's: contracts bought
and how many were made, contracts lost (khasara, a doubled loss or a kaboot against
the buyer), and the doubles the team called on the other team's contract and won.
The statistics find this module by the game's key (``game_part(key, "stats")``).
"""

from __future__ import annotations

from typing import Final

from baloot_tui.core.seats import Seat
from baloot_tui.core.tools import MatchStats, StatFigure
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.text.i18n import N_

TITLE: Final = N_("Saudi Baloot")
"""The game's name over its figures."""
PLAYER_TEAM: Final = Seat.SOUTH.team
"""The team of the player's seat, South."""
BOUGHT: Final = N_("Contracts bought")
MADE: Final = N_("Contracts made")
LOST: Final = N_("Contracts lost (khasara)")
DOUBLES: Final = N_("Doubles won")


def match_stats(match: MatchState) -> MatchStats:
    """The player's team's contracts and doubles in ``match``'s hands played out."""
    bought = made = doubled = doubles_won = 0
    for hand in match.hands:
        result = hand.result
        score = None if result is None else result.score
        buyer = hand.bidding.buyer
        if score is None or buyer is None:
            continue  # nobody bought: dealt again
        ours = buyer.team is PLAYER_TEAM
        if ours:
            bought += 1
            made += score.winner is not PLAYER_TEAM.other
        elif score.multiplier > 1:
            doubled += 1
            doubles_won += score.winner is PLAYER_TEAM
    return MatchStats(
        (
            StatFigure(BOUGHT, bought),
            StatFigure(MADE, made, bought),
            StatFigure(LOST, bought - made, bought),
            StatFigure(DOUBLES, doubles_won, doubled),
        )
    )
