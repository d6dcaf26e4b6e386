"""What the rest of a deal is worth to a team, as far as the seat's view tells it.

The card points still to come are turned into the deal's payout. A deal is not won
on card points alone: the bidding team whose raw total falls below the defenders'
goes inside and the defenders take everything, and a contra makes the winner take
the whole pot, multiplied (BELOT.md §5.2, §5.5). The search level values its cards
by this payout, so it fights hardest for the points that decide made or inside.
Other seats' declarations are known only by kind (§4.3): they count at their
kind's value, the longer sequence taking the sequence contest and equal best kinds
cancelling.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from baloot_tui.core.seats import SEATS, Team
from baloot_tui.games.belot.rules.contracts import ContractKind
from baloot_tui.games.belot.rules.declarations import BELOTE_VALUE, DeclarationKind
from baloot_tui.games.belot.rules.view import BelotView

KIND_VALUES: Final = {
    DeclarationKind.TIERCE: 20,
    DeclarationKind.QUARTE: 50,
    DeclarationKind.QUINTE: 100,
    DeclarationKind.CARRE: 100,
}
"""What a declaration heard only by its kind is taken to be worth (§4.1)."""
_SEQUENCE_LENGTH: Final = {
    DeclarationKind.TIERCE: 3,
    DeclarationKind.QUARTE: 4,
    DeclarationKind.QUINTE: 5,
}


def declaration_estimate(view: BelotView) -> tuple[int, int]:
    """Each team's counted declarations as far as the kinds announced tell."""
    sequences = [0, 0]
    longest = [0, 0]
    carres = [0, 0]
    for seat in SEATS:
        if seat is view.seat and view.own_declaration is not None:
            items = [(d.kind, d.value(view.rules)) for d in view.own_declaration]
        else:
            items = [(k, KIND_VALUES[k]) for k in view.announced[seat] or ()]
        for kind, value in items:
            team = seat.team
            if kind is DeclarationKind.CARRE:
                carres[team] += value
            else:
                sequences[team] += value
                longest[team] = max(longest[team], _SEQUENCE_LENGTH[kind])
    if longest[0] != longest[1]:
        loser = 0 if longest[0] < longest[1] else 1
        sequences[loser] = 0
    else:
        sequences = [0, 0]
    return (sequences[0] + carres[0], sequences[1] + carres[1])


@dataclass(frozen=True, slots=True)
class Outlook:
    """The fixed part of a deal's raw totals and how they pay out."""

    bidder_team: Team
    """The team that made the contract."""
    multiplier: int
    """1, 2 after a contra, 4 after a recontra."""
    card_factor: int
    """2 in No Trumps (card points are doubled), else 1."""
    fixed: tuple[int, int]
    """Per team: card points already taken (before doubling)."""
    bonus: tuple[int, int]
    """Per team: declarations (estimated) and announced belotes."""

    def payout(self, future: tuple[int, int] | list[int], team: Team) -> int:
        """``team``'s raw gain over the other team once ``future`` card points are taken."""
        totals = [(self.fixed[t] + future[t]) * self.card_factor + self.bonus[t] for t in (0, 1)]
        bidders = totals[self.bidder_team]
        defenders = totals[1 - self.bidder_team]
        pot = bidders + defenders
        if bidders == defenders:
            value = 0
        elif self.multiplier > 1:
            value = pot * self.multiplier if bidders > defenders else -pot * self.multiplier
        else:
            value = bidders - defenders if bidders > defenders else -pot
        return value if team is self.bidder_team else -value


def outlook(view: BelotView) -> Outlook:
    """The payout rule of the deal in ``view`` (play must have started)."""
    contract, bidder = view.contract, view.auction.bidder
    assert contract is not None and bidder is not None
    fixed = [0, 0]
    for trick in view.tricks:
        fixed[trick.winner.team] += trick.points
    bonus = list(declaration_estimate(view))
    for seat, _ in view.belotes:
        bonus[seat.team] += BELOTE_VALUE
    return Outlook(
        bidder.team,
        view.auction.multiplier,
        2 if contract.kind is ContractKind.NO_TRUMPS else 1,
        (fixed[0], fixed[1]),
        (bonus[0], bonus[1]),
    )
