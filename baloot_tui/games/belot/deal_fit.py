"""Whether the declarations a score sheet lists can come from one real Belot deal.

``baloot score --game belot`` takes the declarations that count after the comparison
of §4.4, as the table settled it. Each card exists once and each player holds eight,
so some lists no deal can hold: two carrés of Jacks, a carré of Jacks for both teams,
six quintes, sequences for both teams (one team wins the contest), a belote for a team
whose opponents hold all four Kings. :func:`check_declarations` refuses those in one
line, whether the sheet came from flags or from JSON.

What it checks, each a condition every real deal meets:

* the contest: one team scores sequences and one scores carrés (§4.4; with a single
  pool, one team scores both);
* the deck: each carré's rank once; the sequences, at their shortest (a tierce three
  cards, a quinte five), fit in the suits' runs of ranks no carré took;
* the hands: a team's declarations, at their fewest cards, split between its two
  players with at most eight cards each (a card serves one declaration, §4.2);
* the belote: King and Queen of one suit in one hand, so none for a team whose
  opponents hold a carré of Kings or Queens.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from typing import Final

from baloot_tui.core.cards import RANKS, Rank
from baloot_tui.core.seats import Team
from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.games.belot.rules.scoring import ScoringInputError

HAND: Final = 8
"""Cards a player holds."""
SUITS_IN_DECK: Final = 4


@dataclass(frozen=True, slots=True)
class Declared:
    """One declaration a team counts, as the sheet names it."""

    name: str
    """``tierce``, ``quarte``, ``quinte`` or ``carre:J`` (as given, lower case)."""
    cards: int
    """The fewest cards it takes: 3, 4 or 5 for a sequence, 4 for a carré."""
    rank: Rank | None = None
    """A carré's rank; None for a sequence."""


def check_declarations(
    declared: Mapping[Team, Sequence[Declared]], belotes: Mapping[Team, int], rules: BelotRules
) -> None:
    """Refuse declarations no deal can hold (see the module), naming the first reason.

    Raises:
        ScoringInputError: one line.
    """
    _check_contest(declared, rules)
    carres = [d.rank for team in Team for d in declared.get(team, ()) if d.rank is not None]
    twice = next((rank for rank in carres if carres.count(rank) > 1), None)
    if twice is not None:
        raise ScoringInputError(f"there is one carré of {twice.value} in the deck, listed twice")
    for team in Team:
        _check_hands(team, declared.get(team, ()))
        holders = {team.other for d in declared.get(team.other, ()) if d.rank in _BELOTE_RANKS}
        if belotes.get(team, 0) and holders:
            raise ScoringInputError(
                f"{team.short} cannot show a belote: {team.other.short} hold all four "
                "Kings or Queens in a carré"
            )
    runs = _free_runs(set(carres))
    lengths = sorted(
        (d.cards for ds in declared.values() for d in ds if d.rank is None), reverse=True
    )
    if not _packs(sorted(lengths, reverse=True), runs * SUITS_IN_DECK):
        raise ScoringInputError(
            f"the deck cannot hold these sequences ({_names(declared)}): each card exists once"
        )


_BELOTE_RANKS: Final = (Rank.KING, Rank.QUEEN)


def _check_contest(declared: Mapping[Team, Sequence[Declared]], rules: BelotRules) -> None:
    """One team scores each contest (§4.4): sequences, carrés, or with one pool, both."""
    single = rules.declaration_contest == "single_pool"
    scorers: dict[str, set[Team]] = {}
    for team, listed in declared.items():
        for d in listed:
            what = "declarations" if single else "sequences" if d.rank is None else "carrés"
            scorers.setdefault(what, set()).add(team)
    both = next((what for what, teams in scorers.items() if len(teams) > 1), None)
    if both is not None:
        raise ScoringInputError(
            f"only one team scores {both} (the other's are cancelled by the comparison): "
            "list the counted ones only"
        )


def _check_hands(team: Team, declared: Sequence[Declared]) -> None:
    """Refuse a team's declarations that two hands of eight cards cannot hold."""
    cards = [d.cards for d in declared]
    if sum(cards) > 2 * HAND or not any(
        sum(c for c, first in zip(cards, split, strict=True) if first) <= HAND
        and sum(c for c, first in zip(cards, split, strict=True) if not first) <= HAND
        for split in product((True, False), repeat=len(cards))
    ):
        raise ScoringInputError(
            f"{team.short}'s two players hold 8 cards each: "
            f"{', '.join(d.name for d in declared)} take at least {sum(cards)} cards "
            "that do not split between them"
        )


def _free_runs(carre_ranks: set[Rank]) -> list[int]:
    """The lengths of the runs of ranks (natural order) left in a suit by the carrés."""
    runs, length = [], 0
    for rank in RANKS:
        if rank in carre_ranks:
            runs.append(length)
            length = 0
        else:
            length += 1
    return [run for run in [*runs, length] if run]


def _packs(lengths: list[int], room: list[int]) -> bool:
    """Whether sequences of ``lengths`` fit, each in one run of ``room``, none sharing a card."""
    if not lengths:
        return True
    first, rest = lengths[0], lengths[1:]
    tried: set[int] = set()
    for index, free in enumerate(room):
        if free >= first and free not in tried:
            tried.add(free)
            if _packs(rest, [*room[:index], free - first, *room[index + 1 :]]):
                return True
    return False


def _names(declared: Mapping[Team, Sequence[Declared]]) -> str:
    return ", ".join(d.name for ds in declared.values() for d in ds if d.rank is None)
