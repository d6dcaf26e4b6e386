"""Fast card-play simulator: bitmask hands, exact legal cards, cheap rollouts, game points.

The search bots (hard, expert) play thousands of hands per decision, so this module
keeps card play in plain integers: a hand is a 32-bit mask (``card.bit``; suits are
8-bit lanes, ``index = suit * 8 + rank`` in 7..A order) and a card is its index.
Per-trump tables (strength, points, the cards above a card) are built once at import.

The legal cards are the rules engine's own definition (``rules.masks``); :func:`play_out`
follows it inline, together with what each card shows a seat lacks, and the tests check
every card it plays against the definition. Scores come from
``rules.scoring.score_hand`` itself, memoised per hand (:class:`Scorer`), so rounding,
khasara, kaboot, projects and doubling agree with the engine by construction.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

from baloot_tui.core.cards import Suit
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.games.baloot.bots.habits import follow_card, heuristic_card, lead_card
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.masks import (
    BALOOT_MASKS,
    FULL_DECK,
    NO_TRUMP,
    SUIT_MASKS,
    TABLES,
    PlayRules,
    TrumpTables,
    follow_mask,
    lead_mask,
    legal_mask,
    mask_indices,
    trump_index,
    winning_position,
)
from baloot_tui.games.baloot.rules.projects import Project, baloot_blocked, counted_projects
from baloot_tui.games.baloot.rules.scoring import HandFacts, ProjectScore, score_hand

Policy = Literal["honest", "clairvoyant", "random"]

__all__ = [
    "BALOOT_MASKS",
    "FULL_DECK",
    "NO_TRUMP",
    "SUIT_MASKS",
    "TABLES",
    "PlayRules",
    "Playout",
    "Policy",
    "Position",
    "Scorer",
    "TrumpTables",
    "follow_mask",
    "heuristic_card",
    "lead_mask",
    "legal_mask",
    "make_scorer",
    "mask_indices",
    "play_out",
    "policy_surprises",
    "shown_lacks",
    "trump_index",
    "turn_mask",
    "winning_position",
]


def turn_mask(
    hand: int,
    played: int,
    lead: int,
    best: int,
    best_position: int,
    tables: TrumpTables,
    closed: bool,
    play_rules: PlayRules,
) -> tuple[int, bool]:
    """The legal cards of the seat playing after ``played`` cards, and whether its partner wins.

    ``lead``, ``best`` and ``best_position`` describe the trick so far (unused on lead).
    """
    if played:
        partner_winning = played - best_position == 2
        legal = follow_mask(hand, lead, best, partner_winning, played == 3, tables, play_rules)
        return legal, partner_winning
    return lead_mask(hand, tables, closed), False


def shown_lacks(
    card: int,
    lead: int,
    best: int,
    partner_winning: bool,
    fourth: bool,
    tables: TrumpTables,
    play_rules: PlayRules,
) -> int:
    """The cards a seat shows it lacks by following with ``card`` (:func:`follow_mask` backwards).

    A seat that does not follow suit has none of the led suit; one that discards
    where it had to trump has no trump (or, when it may keep low trumps, none that
    beats the trick); one that plays a trump below the best where it had to beat it
    has none higher.
    """
    trump, above, power = tables.trump, tables.above, tables.power
    beaten_trump = best >> 3 == trump and power[card] < power[best]
    if card >> 3 == lead:
        must_beat = not partner_winning or play_rules.overtrump_even_if_partner_winning
        return above[best] if lead == trump and must_beat and beaten_trump else 0
    lacks = SUIT_MASKS[lead]
    if trump == NO_TRUMP or lead == trump or (partner_winning and play_rules.exempts(fourth, best)):
        return lacks
    if card >> 3 == trump:
        return lacks | above[best] if beaten_trump else lacks
    if best >> 3 == trump and not play_rules.must_undertrump:
        return lacks | above[best]
    return lacks | tables.trump_mask


@dataclass(frozen=True, slots=True)
class Position:
    """A moment of card play with every hand known (one sampled world, or the truth)."""

    hands: tuple[int, int, int, int]
    """Each seat's remaining cards as a mask, indexed by seat."""
    leader: int
    """Seat that led the current trick."""
    trick: tuple[int, ...] = ()
    """Card indices played to the current trick, in order."""
    card_abnat: tuple[int, int] = (0, 0)
    """Card abnat per team so far (no last-trick 10)."""
    tricks_won: tuple[int, int] = (0, 0)
    """Tricks per team so far."""
    lacks: tuple[int, int, int, int] = (0, 0, 0, 0)
    """Per seat, cards the table has seen it cannot hold (voids shown, trumps it could not beat)."""

    @property
    def to_act(self) -> int:
        """The seat whose card is next."""
        return (self.leader + len(self.trick)) % 4

    @property
    def cards_left(self) -> int:
        """Cards still to be played (in hands)."""
        h = self.hands
        return (h[0] | h[1] | h[2] | h[3]).bit_count()

    def play(self, card_index: int, tables: TrumpTables, play_rules: PlayRules) -> Position:
        """The position after the seat to act plays ``card_index`` (not checked)."""
        seat = self.to_act
        hands = list(self.hands)
        hands[seat] &= ~(1 << card_index)
        lacks = self.lacks
        if self.trick:
            best_position = winning_position(self.trick, tables)
            shown = shown_lacks(
                card_index,
                self.trick[0] >> 3,
                self.trick[best_position],
                len(self.trick) - best_position == 2,
                len(self.trick) == 3,
                tables,
                play_rules,
            )
            if shown:
                changed = list(lacks)
                changed[seat] |= shown
                lacks = (changed[0], changed[1], changed[2], changed[3])
        trick = (*self.trick, card_index)
        new_hands = (hands[0], hands[1], hands[2], hands[3])
        if len(trick) < 4:
            return Position(new_hands, self.leader, trick, self.card_abnat, self.tricks_won, lacks)
        winner = (self.leader + winning_position(trick, tables)) % 4
        points = sum(tables.points[c] for c in trick)
        abnat, won = list(self.card_abnat), list(self.tricks_won)
        abnat[winner & 1] += points
        won[winner & 1] += 1
        return Position(new_hands, winner, (), (abnat[0], abnat[1]), (won[0], won[1]), lacks)


@dataclass(frozen=True, slots=True)
class Playout:
    """How a hand ended in simulation."""

    card_abnat: tuple[int, int]
    """Card abnat per team (no last-trick 10; sums to 120 or 152)."""
    tricks_won: tuple[int, int]
    """Tricks per team."""
    last_trick: int
    """Team (0 NS, 1 EW) that won trick 8."""


@dataclass(slots=True)
class Scorer:
    """Game points of a hand from its play, via ``score_hand``, memoised.

    Everything but the card play (contract, buyer, counted projects, Baloot, the
    doubling ladder) is fixed per hand and world, so results are cached by
    (NS abnat, last-trick team, NS tricks).
    """

    contract: Contract
    buyer_team: Team
    rules: HouseRules
    counted_projects: tuple[ProjectScore, ...] = ()
    baloot_teams: tuple[Team, ...] = ()
    multiplier: int = 1
    gahwa: bool = False
    last_raiser: Team | None = None
    face_card_is_ace: bool = False
    _cache: dict[tuple[int, int, int], tuple[int, int]] = field(default_factory=dict, repr=False)

    def points(self, abnat_ns: int, last_trick: int, tricks_ns: int) -> tuple[int, int]:
        """Game points (NS, EW) of a finished hand; a Gahwa win is the match target."""
        key = (abnat_ns, last_trick, tricks_ns)
        cached = self._cache.get(key)
        if cached is None:
            total = 120 if self.contract is Contract.SUN else 152
            facts = HandFacts(
                contract=self.contract,
                buyer_team=self.buyer_team,
                card_abnat=(abnat_ns, total - abnat_ns),
                last_trick=Team(last_trick),
                tricks_won=(tricks_ns, 8 - tricks_ns),
                counted_projects=self.counted_projects,
                baloot_teams=self.baloot_teams,
                multiplier=self.multiplier,
                gahwa=self.gahwa,
                last_raiser=self.last_raiser,
                face_card_is_ace=self.face_card_is_ace,
            )
            cached = score_hand(facts, self.rules).points
            self._cache[key] = cached
        return cached

    def of(self, playout: Playout) -> tuple[int, int]:
        """Game points of a simulated hand."""
        key = (playout.card_abnat[0], playout.last_trick, playout.tricks_won[0])
        cached = self._cache.get(key)
        return self.points(*key) if cached is None else cached

    def margin(self, playout: Playout, team: int) -> int:
        """``team``'s game points minus the other team's."""
        points = self.of(playout)
        return points[team] - points[1 - team]


def make_scorer(
    contract: Contract,
    trump: Suit | None,
    buyer: Seat,
    declared: Mapping[Seat, tuple[Project, ...]],
    dealt: Sequence[int],
    first_leader: Seat,
    rules: HouseRules,
    *,
    multiplier: int = 1,
    gahwa: bool = False,
    last_raiser: Team | None = None,
    face_card_is_ace: bool = False,
) -> Scorer:
    """The scorer of a hand whose declarations and dealt hands (masks) are known.

    Projects count for the team winning the comparison, and Baloot for the seat dealt
    the trump King and Queen unless its declaration blocks it, as the engine scores.
    """
    _, counted = counted_projects(declared, first_leader, contract, trump, rules)
    baloot: tuple[Team, ...] = ()
    if trump is not None:
        pair = BALOOT_MASKS[trump_index(trump)]
        for seat in SEATS:
            if dealt[seat] & pair == pair:
                if not baloot_blocked(declared.get(seat, ()), trump, rules):
                    baloot = (seat.team,)
                break
    return Scorer(
        contract,
        buyer.team,
        rules,
        counted,
        baloot,
        multiplier,
        gahwa,
        last_raiser,
        face_card_is_ace,
    )


def play_out(
    position: Position,
    tables: TrumpTables,
    closed: bool,
    play_rules: PlayRules,
    rng: random.Random,
    policy: Policy = "honest",
    record: list[int] | None = None,
) -> Playout:
    """Play ``position`` to the end of the hand with a fast rollout policy.

    ``"clairvoyant"`` plays club-player habits with the world's hands in view (cash
    sure winners, draw trumps, lead towards the partner's winners, feed a partner
    who surely wins, take tricks with the cheapest card that holds, else play
    cheap). ``"honest"`` plays the same habits as each seat would at the table: it
    sees its own hand, and every other seat may hold any card still out that it has
    not shown it lacks (``position.lacks``, and the voids shown during the play-out).
    ``"random"`` picks uniformly among the legal cards. The only randomness is
    ``rng`` (random policy; the habits have no ties to break). ``record``, if given,
    receives the card indices played, in order.
    """
    hands = list(position.hands)
    leader = position.leader
    abnat_ns, abnat_ew = position.card_abnat
    won_ns, won_ew = position.tricks_won
    points, trump = tables.points, tables.trump
    above, trump_mask = tables.above, tables.trump_mask
    overtrump, undertrump = play_rules.overtrump_even_if_partner_winning, play_rules.must_undertrump
    honest = policy == "honest"
    habits = honest or policy == "clairvoyant"
    # Per seat, the cards the table has not seen it lack (the complement of its lacks).
    allowed = [FULL_DECK ^ lacks for lacks in position.lacks]
    random_unit = rng.random
    last = 0
    trick = position.trick
    taken = 0
    # The trick so far: the suit led (and its lane), its best card and who played it, and
    # which cards would beat that one. partner_winning is set for each follower whose
    # choice or shown lacks read it (the leader's value is never read).
    beats = _BEATS[trump]
    lead = lead_suit = best = best_position = 0
    beaten_by = beats[0]
    partner_winning = False
    if trick:
        for position_in_trick, c in enumerate(trick):
            taken += points[c]
            if not position_in_trick or beaten_by[c]:
                best, best_position, beaten_by = c, position_in_trick, beats[c]
        lead = trick[0] >> 3
        lead_suit = SUIT_MASKS[lead]
    tracking = honest or record is not None
    start = len(trick)  # the first trick resumes where it stands
    left = hands[0] | hands[1] | hands[2] | hands[3]  # the cards in hands (kept when tracking)
    for _ in range((left.bit_count() + start) >> 2):
        for played in range(start, 4):
            seat = (leader + played) & 3
            hand = hands[seat]
            shown = 0  # what this card shows the seat lacks (follow_mask read backwards)
            if not played:
                legal = lead_mask(hand, tables, closed) if closed else hand
            else:
                legal = hand & lead_suit
                if legal and lead != trump:  # a plain suit led and held must be followed
                    if habits:  # (only the habits read it)
                        partner_winning = played - best_position == 2
                else:
                    # follow_mask and shown_lacks at once: whichever legal card the seat
                    # plays shows the same lacks.
                    partner_winning = played - best_position == 2
                    if legal:  # trumps led and held: beat the best one if it can
                        if not partner_winning or overtrump:
                            higher = legal & above[best]
                            if higher:
                                legal = higher
                            else:
                                shown = above[best]
                    else:
                        shown = lead_suit
                        if (
                            lead == trump
                            or trump == NO_TRUMP
                            or (partner_winning and play_rules.exempts(played == 3, best))
                        ):
                            legal = hand
                        else:
                            legal = hand & trump_mask
                            if best >> 3 == trump:  # overtrump if it can, else undertrump
                                higher = legal & above[best]
                                if higher:
                                    legal = higher
                                elif legal and undertrump:
                                    shown |= above[best]
                                else:
                                    shown |= trump_mask if undertrump else above[best]
                                    legal = hand
                            elif not legal:  # no trump to ruff with
                                shown |= trump_mask
                                legal = hand
            if legal in _CARD_OF_BIT:  # one legal card
                chosen = _CARD_OF_BIT[legal]
            elif not habits:
                # The int(draw * count)-th lowest legal card: the subtractions are exact.
                skip = random_unit() * legal.bit_count()
                while skip >= 1.0:
                    legal &= legal - 1
                    skip -= 1.0
                chosen = _CARD_OF_BIT[legal & -legal]
            elif honest:
                # Each other seat as this one sees it: any card out it has not ruled out.
                out = left ^ hand
                if not played:
                    chosen = lead_card(
                        legal,
                        out & allowed[(seat + 1) & 3],
                        out & allowed[(seat + 2) & 3],
                        out & allowed[(seat + 3) & 3],
                        tables,
                    )
                else:
                    chosen = follow_card(
                        legal,
                        out & allowed[(seat + 1) & 3] if played < 3 else 0,
                        (
                            out
                            & (
                                allowed[(seat + 1) & 3]
                                | allowed[(seat + 2) & 3]
                                | allowed[(seat + 3) & 3]
                            )
                            if partner_winning
                            else 0
                        ),
                        lead,
                        best,
                        partner_winning,
                        tables,
                    )
            else:
                chosen = heuristic_card(
                    legal, hands, seat, played, lead, best, partner_winning, tables
                )
            bit = _BITS[chosen]
            if tracking:
                left ^= bit
                if shown and honest:
                    allowed[seat] &= ~shown
                if record is not None:
                    record.append(chosen)
            hands[seat] = hand ^ bit
            taken += points[chosen]
            if not played:
                lead, best, best_position, beaten_by = chosen >> 3, chosen, 0, beats[chosen]
                lead_suit = SUIT_MASKS[lead]
            elif beaten_by[chosen]:
                best, best_position, beaten_by = chosen, played, beats[chosen]
        leader = (leader + best_position) & 3
        last = leader & 1
        if last:
            abnat_ew += taken
            won_ew += 1
        else:
            abnat_ns += taken
            won_ns += 1
        taken = 0
        start = 0
    return Playout((abnat_ns, abnat_ew), (won_ns, won_ew), last)


_BITS: Final = tuple(1 << c for c in range(32))
"""Each card's bit (shared: a new mask above 256 would be allocated)."""
_CARD_OF_BIT: Final = {bit: c for c, bit in enumerate(_BITS)}
"""The card of each one-card mask."""
_BEATS: Final = tuple(
    tuple(tuple(bool(topped >> c & 1) for c in range(32)) for topped in tables.topped_by)
    for tables in TABLES
)
"""Per table, per card winning a trick: whether each card played after it beats it."""


def policy_surprises(
    plays: Sequence[tuple[int, int]],
    hands: Sequence[int],
    tables: TrumpTables,
    closed: bool,
    play_rules: PlayRules,
    skip_seat: int,
) -> int:
    """How many observed cards the clairvoyant habits would not have played in this world.

    ``plays`` are (seat, card) in play order from the start of the hand and ``hands``
    each seat's cards before the first of them. Only plays with a real choice by
    seats other than ``skip_seat`` (the searching seat) count. A world that explains
    the table's plays as sensible play is more likely to be the real one.
    """
    held = list(hands)
    trick: list[int] = []
    surprises = 0
    lead = best = best_position = 0
    for seat, card in plays:
        played = len(trick)
        if seat != skip_seat:
            legal, partner_winning = turn_mask(
                held[seat], played, lead, best, best_position, tables, closed, play_rules
            )
            if legal & (legal - 1):
                predicted = heuristic_card(
                    legal, held, seat, played, lead, best, partner_winning, tables
                )
                surprises += predicted != card
        held[seat] &= ~(1 << card)
        trick.append(card)
        if not played:
            lead, best, best_position = card >> 3, card, 0
        elif card >> 3 in (lead, tables.trump) and tables.power[card] > tables.power[best]:
            best, best_position = card, played
        if len(trick) == 4:
            trick = []
    return surprises
