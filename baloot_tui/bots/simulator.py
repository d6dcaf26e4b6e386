"""Fast card-play simulator: bitmask hands, exact legal cards, cheap rollouts, game points.

The search bots (hard, expert) play thousands of hands per decision, so this module
keeps card play in plain integers: a hand is a 32-bit mask (``card.bit``; suits are
8-bit lanes, ``index = suit * 8 + rank`` in 7..A order) and a card is its index.
Per-trump tables (strength, points, the cards above a card) are built once at import.

The legal cards are the engine's own bitmask rules (``rules.masks``, the form of
``rules.tricks.classify_turn`` the round engine plays through). Scores come from
``rules.scoring.score_hand`` itself, memoised per hand (:class:`Scorer`), so rounding,
khasara, kaboot, projects and doubling agree with the engine by construction.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from baloot_tui.rules.cards import Suit
from baloot_tui.rules.glossary import Contract
from baloot_tui.rules.house_rules import HouseRules
from baloot_tui.rules.masks import (
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
from baloot_tui.rules.projects import Project, baloot_blocked, counted_projects
from baloot_tui.rules.scoring import HandFacts, ProjectScore, score_hand
from baloot_tui.rules.seats import SEATS, Seat, Team

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
        return self.points(playout.card_abnat[0], playout.last_trick, playout.tricks_won[0])

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
    abnat = list(position.card_abnat)
    won = list(position.tricks_won)
    power, points, trump = tables.power, tables.points, tables.trump
    honest = policy == "honest"
    habits = honest or policy == "clairvoyant"
    lacks = list(position.lacks)
    random_unit = rng.random
    last = 0
    trick = position.trick
    played = len(trick)
    taken = sum(points[c] for c in trick)
    lead = best = best_position = 0
    if trick:
        lead = trick[0] >> 3
        best_position = winning_position(trick, tables)
        best = trick[best_position]
    tracking = honest or record is not None
    for _ in range(((hands[0] | hands[1] | hands[2] | hands[3]).bit_count() + played) >> 2):
        while played < 4:
            seat = (leader + played) & 3
            hand = hands[seat]
            partner_winning = False
            if not played:
                legal = lead_mask(hand, tables, closed) if closed else hand
            else:
                partner_winning = played - best_position == 2
                legal = hand & SUIT_MASKS[lead]
                if not legal or lead == trump:  # a plain suit led and held must be followed
                    legal = follow_mask(
                        hand, lead, best, partner_winning, played == 3, tables, play_rules
                    )
            if legal & (legal - 1) == 0:
                chosen = legal.bit_length() - 1
            elif habits:
                seen = _as_seen_by(seat, hands, lacks) if honest else hands
                chosen = _heuristic_card(
                    legal, seen, seat, played, lead, best, partner_winning, tables
                )
            else:
                for _ in range(int(random_unit() * legal.bit_count())):
                    legal &= legal - 1
                chosen = (legal & -legal).bit_length() - 1
            if tracking:
                if honest and played and (chosen >> 3 != lead or lead == trump):
                    shown = shown_lacks(
                        chosen, lead, best, partner_winning, played == 3, tables, play_rules
                    )
                    lacks[seat] |= shown
                if record is not None:
                    record.append(chosen)
            hands[seat] = hand ^ (1 << chosen)
            taken += points[chosen]
            if not played:
                lead, best, best_position = chosen >> 3, chosen, 0
            elif (chosen >> 3 == lead or chosen >> 3 == trump) and power[chosen] > power[best]:
                best, best_position = chosen, played
            played += 1
        leader = (leader + best_position) & 3
        last = leader & 1
        abnat[last] += taken
        won[last] += 1
        taken = 0
        played = 0
    return Playout((abnat[0], abnat[1]), (won[0], won[1]), last)


def _as_seen_by(seat: int, hands: list[int], lacks: list[int]) -> list[int]:
    """The hands as ``seat`` knows them: its own, and any card out that a seat did not rule out."""
    own = hands[seat]
    out = (hands[0] | hands[1] | hands[2] | hands[3]) & ~own
    seen = [out & ~lacks[0], out & ~lacks[1], out & ~lacks[2], out & ~lacks[3]]
    seen[seat] = own
    return seen


def _heuristic_card(
    legal: int,
    hands: list[int],
    seat: int,
    played: int,
    lead: int,
    best: int,
    partner_winning: bool,
    tables: TrumpTables,
) -> int:
    """A rollout card by club habits, from ``hands`` as the seat sees them.

    ``hands`` are the world's hands for the clairvoyant policy, or for the honest one
    what the seat could know (:func:`_as_seen_by`); "surely" below is as far as those
    hands tell. On lead: the card that surely wins the trick and carries most points
    (trumps first while the opponents hold some), else a low card towards a partner's
    sure winner, else the cheapest side card. Following: feed points to a partner who
    surely wins, else win with the cheapest card that surely holds, else play the
    cheapest loser.
    """
    points, value, power, above = tables.points, tables.value, tables.power, tables.above
    trump, trump_mask = tables.trump, tables.trump_mask
    if not played:
        opp_a, opp_b = hands[(seat + 1) & 3], hands[(seat + 3) & 3]
        partner = hands[(seat + 2) & 3]
        opponents = opp_a | opp_b
        opponents_trump = opponents & trump_mask
        chosen = towards = cheapest = -1
        chosen_score = -1
        for s in range(4):
            rest = legal & SUIT_MASKS[s]
            if not rest:
                continue
            if s == trump:
                bonus = 40 if opponents_trump else -40
                while rest:
                    low = rest & -rest
                    rest ^= low
                    c = low.bit_length() - 1
                    if not opponents & above[c] and points[c] + bonus > chosen_score:
                        chosen, chosen_score = c, points[c] + bonus
                continue
            # Per side suit: can an opponent ruff it, and does the partner surely win it?
            suit = SUIT_MASKS[s]
            ruff = (opp_a & trump_mask and not opp_a & suit) or (
                opp_b & trump_mask and not opp_b & suit
            )
            theirs = opponents & suit
            partner_sure = False
            if partner & suit and not ruff:
                partner_sure = not theirs & above[_strongest(partner & suit, power)]
            while rest:
                low = rest & -rest
                rest ^= low
                c = low.bit_length() - 1
                if not ruff and not theirs & above[c] and points[c] > chosen_score:
                    chosen, chosen_score = c, points[c]
                if cheapest < 0 or value[c] < value[cheapest]:
                    cheapest = c
                if partner_sure and (towards < 0 or value[c] < value[towards]):
                    towards = c
        if chosen >= 0:
            return chosen
        if towards >= 0:
            return towards
        if cheapest >= 0:
            return cheapest
        return _cheapest_of(legal, value)
    # The only opponent still to play after this seat is the next one (if any).
    later = hands[(seat + 1) & 3] if played < 3 else 0
    if partner_winning and not (later and _tops(best, later, lead, tables)):
        others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat]
        feed = -1
        feed_points = -1
        rest = legal & ~trump_mask
        while rest:
            low = rest & -rest
            rest ^= low
            c = low.bit_length() - 1
            if others & above[c] and points[c] > feed_points:
                feed, feed_points = c, points[c]
        return feed if feed >= 0 else _cheapest_of(legal, value)
    top = power[best]
    holder = loser = -1
    rest = legal
    while rest:
        low = rest & -rest
        rest ^= low
        c = low.bit_length() - 1
        s = c >> 3
        if s in (lead, trump) and power[c] > top:
            if (holder < 0 or power[c] < power[holder]) and not (
                later and _tops(c, later, lead, tables)
            ):
                holder = c
        elif loser < 0 or value[c] < value[loser]:
            loser = c
    if holder >= 0:
        return holder
    return loser if loser >= 0 else _cheapest_of(legal, value)


def _tops(card: int, hand: int, lead: int, tables: TrumpTables) -> bool:
    """Whether an opponent holding ``hand`` can top ``card``, the trick's best card."""
    if not hand:
        return False
    follow = hand & SUIT_MASKS[lead]
    if card >> 3 == lead:
        if follow:
            return bool(follow & tables.above[card])
        return bool(hand & tables.trump_mask) and lead != tables.trump
    return not follow and bool(hand & tables.trump_mask & tables.above[card])


def _strongest(mask: int, power: tuple[int, ...]) -> int:
    """The card of ``mask`` (non-empty) with the most trick-taking power."""
    strongest = -1
    while mask:
        low = mask & -mask
        mask ^= low
        c = low.bit_length() - 1
        if strongest < 0 or power[c] > power[strongest]:
            strongest = c
    return strongest


def _cheapest_of(mask: int, value: tuple[int, ...]) -> int:
    """The card of ``mask`` (non-empty) least worth keeping."""
    cheapest = -1
    while mask:
        low = mask & -mask
        mask ^= low
        c = low.bit_length() - 1
        if cheapest < 0 or value[c] < value[cheapest]:
            cheapest = c
    return cheapest


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
                predicted = _heuristic_card(
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
