"""The search level: sampled worlds, heuristic play-outs and exact endgames.

For each card it may play, the bot deals the unseen cards to the other seats in
``worlds`` ways consistent with its view (the cards out, the hand sizes, known
voids and announced belotes, :mod:`.tracking`), plays each world to the end with
the heuristic policy for all four seats, and keeps the card with the best average
payout for its team (:mod:`.outlook`: made, inside or doubled, not just card
points), card points breaking ties. With ``exact`` cards or fewer in its hand,
the rest of each world is solved exactly instead (alpha-beta over every legal card
on the card-point margin, which the payout only ever rises with). Auction calls
and declarations are the heuristic level's.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar, Final

from baloot_tui.core.bounds import Range, check_ranges
from baloot_tui.core.cards import DECK, Card, Rank, cards_from_mask, mask_of
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.games.belot.bots.heuristic import (
    Table,
    choose_card,
    choose_non_card,
    legal_cards_of,
    play_action,
)
from baloot_tui.games.belot.bots.outlook import outlook
from baloot_tui.games.belot.bots.tracking import FULL_DECK, SUIT_LANE, Knowledge, lane, track
from baloot_tui.games.belot.rules.actions import Action
from baloot_tui.games.belot.rules.contracts import Contract, ContractKind
from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.games.belot.rules.seating import turn_order
from baloot_tui.games.belot.rules.tricks import classify_turn, trick_points, winning_position
from baloot_tui.games.belot.rules.view import BelotView

LAST_TEN: Final = 10
"""Raw points for the last trick (§5.1)."""
PAYOUT_WEIGHT: Final = 512
"""The payout decides; card points only break its ties (an inside is flat for the
defenders, yet more tricks still bring a valat closer)."""
BIDDER_KEY_WEIGHT: Final = 3
"""How much likelier the bidder is dealt a card its bid speaks for (see :func:`key_cards`)."""
SAMPLING_TRIES: Final = 30
"""Attempts at a void-respecting deal before the voids are relaxed."""


def key_cards(contract: Contract) -> int:
    """The cards a bid of ``contract`` speaks for, as a mask.

    The trump J and 9 of a suit contract, the aces for No Trumps, the jacks for All
    Trumps: what the heuristic bids on.
    """
    if contract.kind is ContractKind.NO_TRUMPS:
        ranks: tuple[Rank, ...] = (Rank.ACE,)
    elif contract.kind is ContractKind.ALL_TRUMPS:
        ranks = (Rank.JACK,)
    else:
        ranks = (Rank.JACK, Rank.NINE)
    trump = contract.trump
    return mask_of(c for c in DECK if c.rank in ranks and (trump is None or c.suit is trump))


def sample_world(
    view: BelotView, knowledge: Knowledge, rng: random.Random
) -> tuple[int, int, int, int]:
    """Every seat's cards as masks: own hand as seen, the unseen cards dealt at random.

    Each seat receives as many cards as it holds, never a card of a suit it is known
    to be void of, and any card it is known to hold; the bidder is dealt the cards
    its bid speaks for more often (``BIDDER_KEY_WEIGHT``). If the voids cannot all be met
    (they are deduced, not certain, under unusual house rules) they are relaxed.
    """
    mine = knowledge.holds[view.seat]
    unknown = FULL_DECK & ~knowledge.out & ~mine
    for relax in (False, True):
        for _ in range(SAMPLING_TRIES if not relax else 1):
            world = _try_deal(view, knowledge, unknown, rng, relax)
            if world is not None:
                return world
    raise AssertionError("the unseen cards cannot fill the hands")  # pragma: no cover


def _try_deal(
    view: BelotView, knowledge: Knowledge, unknown: int, rng: random.Random, relax: bool
) -> tuple[int, int, int, int] | None:
    hands = [0, 0, 0, 0]
    room = list(view.hand_sizes)
    for seat in SEATS:
        held = knowledge.holds[seat] if seat is view.seat else knowledge.holds[seat] & unknown
        hands[seat] = held
        room[seat] -= held.bit_count()
        unknown &= ~held
    others = [s for s in SEATS if s is not view.seat]
    cards = list(cards_from_mask(unknown))
    rng.shuffle(cards)

    def eligible(c: Card) -> list[Seat]:
        return [
            s for s in others if room[s] > 0 and (relax or not knowledge.voids[s] >> lane(c) & 1)
        ]

    cards.sort(key=lambda c: len(eligible(c)))
    bidder, contract = view.auction.bidder, view.contract
    keys = 0 if contract is None else key_cards(contract)
    for c in cards:
        seats = eligible(c)
        if not seats:
            return None
        weight = BIDDER_KEY_WEIGHT if c.bit & keys else 1
        seat = rng.choices(
            seats, weights=[room[s] * (weight if s is bidder else 1) for s in seats]
        )[0]
        hands[seat] |= c.bit
        room[seat] -= 1
    return (hands[0], hands[1], hands[2], hands[3])


def _lanes_held(hand: int) -> int:
    """A bit per suit lane in which ``hand`` holds a card."""
    return (
        bool(hand & SUIT_LANE)
        | bool(hand >> 8 & SUIT_LANE) << 1
        | bool(hand >> 16 & SUIT_LANE) << 2
        | bool(hand >> 24 & SUIT_LANE) << 3
    )


_VOID_LANES: Final = tuple(0b1111 & ~held for held in range(16))
"""The void lanes for each set of held lanes."""


def turn_orders(rules: BelotRules) -> tuple[tuple[Seat, ...], ...]:
    """The turn order of a trick for each leader, looked up rather than rebuilt."""
    return tuple(turn_order(leader, rules) for leader in SEATS)


@dataclass(slots=True)
class Rollout:
    """A world being played out: all four hands known, the trick, the points from now."""

    contract: Contract
    """The contract."""
    rules: BelotRules
    """The house rules (legal cards)."""
    bidder_team: Team
    """The team that made the contract (the heuristic leads trumps for it)."""
    hands: list[int]
    """Every seat's cards as masks."""
    trick: tuple[Card, ...]
    """The cards on the table, from the leader."""
    leader: Seat
    """Who led the current trick."""
    tricks_left: int
    """Tricks not yet complete, the current one included."""
    gained: list[int]
    """Card points each team takes from here (the last ten included)."""
    orders: tuple[tuple[Seat, ...], ...]
    """``orders[leader]``: the turn order of a trick led by ``leader``."""

    @property
    def to_act(self) -> Seat:
        """Whose card is next."""
        return self.orders[self.leader][len(self.trick)]

    def legal(self) -> tuple[Card, ...]:
        """The legal cards of the seat to act."""
        hand = cards_from_mask(self.hands[self.to_act])
        return classify_turn(hand, self.trick, self.contract, self.rules)[0]

    def play(self, c: Card) -> None:
        """Play ``c`` for the seat to act, settling the trick when it is complete."""
        self.hands[self.to_act] &= ~c.bit
        trick = (*self.trick, c)
        if len(trick) < 4:
            self.trick = trick
            return
        winner = self.orders[self.leader][winning_position(trick, self.contract)]
        self.tricks_left -= 1
        last = LAST_TEN if self.tricks_left == 0 else 0
        self.gained[winner.team] += trick_points(trick, self.contract) + last
        self.trick, self.leader = (), winner

    def table(self) -> Table:
        """The heuristic's table for the seat to act (voids as the world has them)."""
        seat = self.to_act
        held = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
        voids = tuple(_VOID_LANES[_lanes_held(hand)] for hand in self.hands)
        return Table(
            seat,
            self.contract,
            self.rules,
            self.bidder_team,
            self.hands[seat],
            self.trick,
            self.leader,
            FULL_DECK & ~held,
            (voids[0], voids[1], voids[2], voids[3]),
        )

    def finish_heuristic(self) -> None:
        """Play the rest with the heuristic policy for every seat."""
        while self.tricks_left:
            self.play(choose_card(self.table(), self.legal()))


def solve(rollout: Rollout, team: Team, alpha: float = -math.inf, beta: float = math.inf) -> int:
    """The exact card-point margin ``team`` can force from here (alpha-beta)."""
    seat = rollout.to_act
    maximise = seat.team is team
    best = -math.inf if maximise else math.inf
    for c in rollout.legal():
        child = Rollout(
            rollout.contract,
            rollout.rules,
            rollout.bidder_team,
            list(rollout.hands),
            rollout.trick,
            rollout.leader,
            rollout.tricks_left,
            [0, 0],
            rollout.orders,
        )
        child.play(c)
        gain = child.gained[team] - child.gained[1 - team]
        value = (
            gain if not child.tricks_left else gain + solve(child, team, alpha - gain, beta - gain)
        )
        if maximise:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return int(best)


@dataclass(frozen=True, slots=True)
class SearchBelotBot:
    """Chooses each card by its average result over sampled worlds."""

    worlds: int = 12
    """Worlds sampled per decision (1 to 1,000)."""
    exact: int = 3
    """Solve the rest exactly when the bot holds this many cards or fewer (0 to 7)."""
    name: str = "search"
    RANGES: ClassVar[Mapping[str, Range]] = {"worlds": (1, 1_000), "exact": (0, 7)}
    """Each number's range. A world costs time in proportion; an exact solve of 7 cards a
    hand took about 2 s per world, and of all 8 more than 100 s (``exact=8``)."""

    def __post_init__(self) -> None:
        """Refuse a number outside its range (:attr:`RANGES`), from a spec's typo, say."""
        check_ranges(self, self.RANGES)

    def choose(self, view: BelotView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """The heuristic's call or declaration; the best-scoring card in play."""
        action = choose_non_card(view)
        if action is not None:
            return action
        cards = legal_cards_of(view)
        if len(cards) == 1:
            return play_action(view, cards[0])
        knowledge = track(view)
        look, team = outlook(view), view.seat.team
        totals = dict.fromkeys(cards, 0)
        for _ in range(self.worlds):
            world = sample_world(view, knowledge, rng)
            for c in cards:
                future = self._future(view, world, c)
                margin = future[team] - future[1 - team]
                totals[c] += look.payout(future, team) * PAYOUT_WEIGHT + margin
        return play_action(view, max(cards, key=lambda c: totals[c]))

    def _future(self, view: BelotView, world: tuple[int, int, int, int], c: Card) -> list[int]:
        """The card points each team takes from here on in ``world`` after ``c``."""
        contract, bidder, leader = view.contract, view.auction.bidder, view.leader
        assert contract is not None and bidder is not None and leader is not None
        rollout = Rollout(
            contract,
            view.rules,
            bidder.team,
            list(world),
            view.trick,
            leader,
            8 - len(view.tricks),
            [0, 0],
            turn_orders(view.rules),
        )
        team = view.seat.team
        remaining = LAST_TEN + trick_points(view.trick, contract)
        remaining += sum(trick_points(cards_from_mask(hand), contract) for hand in world)
        rollout.play(c)
        if rollout.tricks_left and len(view.hand) <= self.exact:
            margin = rollout.gained[team] - rollout.gained[1 - team] + solve(rollout, team)
            mine = (remaining + margin) // 2
            return [mine, remaining - mine] if team == 0 else [remaining - mine, mine]
        rollout.finish_heuristic()
        return rollout.gained
