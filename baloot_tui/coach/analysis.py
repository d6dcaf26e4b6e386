"""Expected game points of each legal action, from one seat's view: the coach's yardstick.

:func:`analyse` is the one entry point the quiz, the hand review and the table's
coach panel use. It never looks at hidden cards: it samples *worlds* (deals of the
unseen cards consistent with everything the view shows, via
:class:`~baloot_tui.bots.tracker.CardTracker`) and plays each option out in each of
them with the bots' fast simulator, scoring with the rules' own ``score_hand``.

The value of an option is the average, over the same worlds for every option (so
the comparison is fair), of the acting team's game points minus the opponents'.

This is the documented stand-in until the expert bot publishes its evaluation;
its simplifications, each chosen to keep the figures cheap and explainable:

- card play after the decision follows the simulator's heuristic rollout policy;
- the rest of an auction follows :func:`expected_call`, the evaluation thresholds of
  :mod:`baloot_tui.bots.evaluate` (no Ashkal, no Kawesh), and nobody doubles;
- after a doubling decision the other players pass;
- unseen cards are spread evenly (bidding hints are not weighted), and a hidden
  project that was announced but not yet shown is taken to be its holder's best.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Final

from baloot_tui.bots import evaluate
from baloot_tui.bots.evaluate import HokumStrength, SunStrength, best_hokum, hokum_strength
from baloot_tui.bots.evaluate import sun_strength as sun_strength_of
from baloot_tui.bots.simulator import (
    TABLES,
    PlayRules,
    Position,
    Scorer,
    make_scorer,
    play_out,
    trump_index,
)
from baloot_tui.bots.tracker import CardTracker
from baloot_tui.coach.explain import action_label
from baloot_tui.rules.actions import Action, Bid, Call, Declare, Pass, PlayCard
from baloot_tui.rules.bidding import BiddingState, BidStage, apply_call, legal_calls
from baloot_tui.rules.cards import DECK, SUITS, Card, Rank, cards_from_mask, mask_of
from baloot_tui.rules.doubling import DoublingState, apply_raise
from baloot_tui.rules.errors import BalootError
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.house_rules import HouseRules
from baloot_tui.rules.projects import Project, best_declaration
from baloot_tui.rules.seats import SEATS, Seat, turn_order
from baloot_tui.rules.view import PlayerView

DEFAULT_BUDGET: Final = 24
"""Worlds sampled per decision when the caller does not say."""
BEFORE_YOU_MARGIN: Final = 4
"""Extra Sun strength a rollout player wants before taking a Sun 'before you'."""
_SAMPLING_TRIES: Final = 40


@dataclass(frozen=True, slots=True)
class OptionValue:
    """One legal action with what it is expected to bring."""

    action: Action
    """The option."""
    expected_points: float
    """Average game points of the acting team minus the opponents', over the worlds."""
    reasons: tuple[str, ...]
    """Why: hand-strength components (bids) and the expectation in words."""


class AnalysisError(BalootError):
    """The view cannot be analysed (it is not the seat's turn)."""


def analyse(
    view: PlayerView, rng: random.Random, budget: int = DEFAULT_BUDGET
) -> tuple[OptionValue, ...]:
    """Every legal action of ``view.seat`` with its expected game points, best first.

    Args:
        view: the deciding seat's view; it must be that seat's turn.
        rng: the only source of randomness (sampling and rollouts).
        budget: how many worlds to sample; every option is played in each of them.

    Raises:
        AnalysisError: it is not the viewing seat's turn.
    """
    legal = view.legal_actions
    if not legal:
        raise AnalysisError(f"{view.seat.name} has nothing to decide now")
    if len(legal) == 1:
        only = legal[0]
        return (OptionValue(only, 0.0, (*_strength_reasons(view, only), "the only legal action")),)
    worlds = [sample_world(view, rng) for _ in range(max(1, budget))]
    totals = dict.fromkeys(legal, 0.0)
    for world in worlds:
        for action in legal:
            totals[action] += _value(view, action, world, rng)
    count = len(worlds)
    values = [
        OptionValue(
            action,
            totals[action] / count,
            (
                *_strength_reasons(view, action),
                f"{action_label(action)}: {totals[action] / count:+.1f} game points for your "
                f"team on average over {count} deals you cannot tell apart",
            ),
        )
        for action in legal
    ]
    order = {action: i for i, action in enumerate(legal)}
    return tuple(sorted(values, key=lambda v: (-v.expected_points, order[v.action])))


# --------------------------------------------------------------------------- worlds


@dataclass(frozen=True, slots=True)
class World:
    """One deal of the unseen cards consistent with a view."""

    hands: tuple[int, int, int, int]
    """Each seat's current cards as a mask (the viewer's are its real hand)."""
    stock: tuple[Card, ...] = ()
    """During the auction: the eleven cards still to be dealt, in dealing order."""


def sample_world(view: PlayerView, rng: random.Random) -> World:
    """A deal of the unseen cards that fits everything ``view`` shows.

    Cards certainly somewhere stay there; a seat gets no card its own plays
    proved it lacks; hand sizes are kept. During the auction the face-up card
    stays on the table and eleven unseen cards form the stock.
    """
    tracker = CardTracker.from_view(view)
    me = view.seat
    bidding = view.phase is Phase.BIDDING
    unseen = tracker.unseen_mask & ~(view.face_card.bit if bidding else 0)
    sizes = {s: (5 if bidding else view.hand_sizes[s]) for s in SEATS if s is not me}
    possible = {s: tracker.possible[s] & unseen for s in sizes}
    known = {s: tracker.known[s] & unseen for s in sizes}
    stock_size = (unseen.bit_count() - sum(sizes.values())) if bidding else 0
    for _ in range(_SAMPLING_TRIES):
        dealt = _try_deal(unseen, sizes, possible, known, stock_size, rng)
        if dealt is not None:
            break
    else:
        # The constraints are always satisfiable by the real deal; this only guards
        # against an unlucky greedy order: spread evenly, keeping sizes.
        dealt = _try_deal(unseen, sizes, dict.fromkeys(sizes, unseen), known, stock_size, rng)
        assert dealt is not None
    hands = [0, 0, 0, 0]
    hands[me] = mask_of(view.hand)
    stock_mask = 0
    for holder, mask in dealt.items():
        if holder is None:
            stock_mask = mask
        else:
            hands[holder] = mask
    stock = list(cards_from_mask(stock_mask))
    rng.shuffle(stock)
    return World((hands[0], hands[1], hands[2], hands[3]), tuple(stock))


def _try_deal(
    unseen: int,
    sizes: Mapping[Seat, int],
    possible: Mapping[Seat, int],
    known: Mapping[Seat, int],
    stock_size: int,
    rng: random.Random,
) -> dict[Seat | None, int] | None:
    """Deal the unseen cards, most constrained first; None if the greedy order got stuck."""
    hands: dict[Seat | None, int] = {s: known[s] for s in sizes}
    room: dict[Seat | None, int] = {s: sizes[s] - known[s].bit_count() for s in sizes}
    hands[None] = 0
    room[None] = stock_size
    placed = 0
    for mask in known.values():
        placed |= mask
    cards = [c for c in DECK if unseen & c.bit and not placed & c.bit]
    rng.shuffle(cards)

    def holders(c: Card) -> list[Seat | None]:
        found: list[Seat | None] = [s for s in sizes if possible[s] & c.bit]
        return [*found, None] if stock_size else found

    cards.sort(key=lambda c: len(holders(c)))
    for c in cards:
        open_holders = [h for h in holders(c) if room[h] > 0]
        if not open_holders:
            return None
        weights = [room[h] for h in open_holders]
        chosen = rng.choices(open_holders, weights)[0]
        hands[chosen] |= c.bit
        room[chosen] -= 1
    return hands


# --------------------------------------------------------------------------- values


def _value(view: PlayerView, action: Action, world: World, rng: random.Random) -> float:
    """The acting team's game-point margin after ``action`` in one world."""
    if view.phase is Phase.BIDDING:
        return _bidding_value(view, action, world, rng)
    if view.phase is Phase.DOUBLING:
        assert view.doubling is not None
        ladder = apply_raise(view.doubling, action, view.rules)
        while ladder.to_act is not None:
            ladder = apply_raise(ladder, Pass(ladder.to_act), view.rules)
        return _play_from_deal(view, view.bidding, ladder, world.hands, rng)
    return _playing_value(view, action, world, rng)


def _playing_value(view: PlayerView, action: Action, world: World, rng: random.Random) -> float:
    me = view.seat
    assert view.leader is not None and view.first_leader is not None and view.contract is not None
    played = _played_by_seat(view)
    dealt = tuple(world.hands[s] | played[s] for s in SEATS)
    declared = _declarations(view, dealt)
    position = Position(
        world.hands,
        view.leader,
        tuple(c.index for c in view.trick),
        view.abnat,
        view.tricks_won,
    )
    tables = TABLES[trump_index(view.trump)]
    if isinstance(action, Declare):
        declared[me] = action.projects
    elif isinstance(action, PlayCard):
        position = position.play(action.card.index, tables)
    scorer = _scorer(view, view.bidding, view.doubling, declared, dealt, view.first_leader)
    playout = play_out(position, tables, view.closed, PlayRules.of(view.rules), rng)
    return scorer.margin(playout, me.team)


def _played_by_seat(view: PlayerView) -> list[int]:
    played = [0, 0, 0, 0]
    for trick in view.tricks:
        for seat, c in trick.plays:
            played[seat] |= c.bit
    if view.leader is not None:
        for seat, c in zip(turn_order(view.leader), view.trick, strict=False):
            played[seat] |= c.bit
    return played


def _declarations(view: PlayerView, dealt: Sequence[int]) -> dict[Seat, tuple[Project, ...]]:
    """Each seat's declaration as far as scoring needs it in this world."""
    contract = view.contract
    assert contract is not None
    declared: dict[Seat, tuple[Project, ...]] = {}
    for seat in SEATS:
        if seat is view.seat:
            declared[seat] = view.own_declaration or ()
        elif view.revealed[seat] or view.tricks:
            declared[seat] = view.revealed[seat]
        elif view.announced[seat] == ():
            declared[seat] = ()
        else:
            hand = cards_from_mask(dealt[seat])
            declared[seat] = best_declaration(hand, contract, view.rules)
    return declared


def _scorer(
    view: PlayerView,
    bidding: BiddingState,
    ladder: DoublingState | None,
    declared: Mapping[Seat, tuple[Project, ...]],
    dealt: Sequence[int],
    first_leader: Seat,
) -> Scorer:
    assert bidding.contract is not None and bidding.buyer is not None
    return make_scorer(
        bidding.contract,
        bidding.trump,
        bidding.buyer,
        declared,
        dealt,
        first_leader,
        view.rules,
        multiplier=1 if ladder is None else ladder.multiplier,
        gahwa=ladder is not None and ladder.gahwa,
        last_raiser=None if ladder is None else ladder.last_raiser_team,
        face_card_is_ace=view.face_card.rank is Rank.ACE,
    )


def _play_from_deal(
    view: PlayerView,
    bidding: BiddingState,
    ladder: DoublingState | None,
    hands: tuple[int, int, int, int],
    rng: random.Random,
) -> float:
    """Play a whole hand from trick 1 with everyone declaring their best projects."""
    assert bidding.contract is not None and bidding.buyer is not None
    rules = view.rules
    first = view.dealer.next if rules.first_lead == "right_of_dealer" else bidding.buyer
    declared = {
        s: best_declaration(cards_from_mask(hands[s]), bidding.contract, rules) for s in SEATS
    }
    scorer = _scorer(view, bidding, ladder, declared, hands, first)
    tables = TABLES[trump_index(bidding.trump)]
    closed = ladder is not None and ladder.closed
    playout = play_out(Position(hands, first), tables, closed, PlayRules.of(rules), rng)
    return scorer.margin(playout, view.seat.team)


def _bidding_value(view: PlayerView, action: Action, world: World, rng: random.Random) -> float:
    rules = view.rules
    face = view.face_card
    five = {s: cards_from_mask(world.hands[s]) for s in SEATS}
    b = apply_call(view.bidding, action, rules)
    while not b.is_over:
        speaker = b.to_act
        assert speaker is not None
        b = apply_call(b, expected_call(b, five[speaker], face, rules), rules)
    if b.stage is not BidStage.DONE:
        return 0.0
    assert b.buyer is not None
    stock = iter(world.stock)
    hands = [0, 0, 0, 0]
    for seat in turn_order(view.dealer.next):
        extra = mask_of(next(stock) for _ in range(2 if seat is b.buyer else 3))
        if seat is b.buyer:
            extra |= face.bit
        hands[seat] = world.hands[seat] | extra
    return _play_from_deal(view, b, None, (hands[0], hands[1], hands[2], hands[3]), rng)


def expected_call(b: BiddingState, hand: tuple[Card, ...], face: Card, rules: HouseRules) -> Action:
    """The call the analysis expects from a player with five cards ``hand``.

    Sun from :data:`~baloot_tui.bots.evaluate.SUN_BID`, Hokum from
    :data:`~baloot_tui.bots.evaluate.HOKUM_BID` (counting the face-up card the
    buyer receives), otherwise pass; 'before you' needs a little more than a Sun.
    """
    seat = b.to_act
    assert seat is not None
    legal = legal_calls(b, hand, rules)
    calls = {a.call: a for a in legal if isinstance(a, Bid) and a.call is not Call.CONFIRM}
    with_face = (*hand, face)
    sun = sun_strength_of(with_face, rules).total
    if b.stage is BidStage.CONFIRM:
        confirms = [a for a in legal if isinstance(a, Bid) and a.call is Call.CONFIRM]
        suits = [a.suit for a in confirms if a.suit is not None]
        hokum = best_hokum(with_face, suits)
        if sun - evaluate.SUN_BID >= max(0, hokum.total - evaluate.HOKUM_BID):
            return calls[Call.TO_SUN]
        return next(a for a in confirms if a.suit is hokum.trump)
    if b.stage is BidStage.BEFORE_YOU:
        wanted = sun >= evaluate.SUN_BID + BEFORE_YOU_MARGIN
        return calls[Call.BEFORE_YOU] if wanted else Pass(seat)
    if Call.SUN in calls and sun >= evaluate.SUN_BID:
        return calls[Call.SUN]
    if Call.HOKUM in calls and hokum_for_bid(b, with_face).total >= evaluate.HOKUM_BID:
        return calls[Call.HOKUM]
    return Pass(seat)


def hokum_for_bid(b: BiddingState, with_face: tuple[Card, ...]) -> HokumStrength:
    """The Hokum a bid now would lead to: the face-up suit in round 1, the best other in 2."""
    if b.round2:
        return best_hokum(with_face, [s for s in SUITS if s is not b.face.suit])
    return hokum_strength(with_face, b.face.suit)


# --------------------------------------------------------------------------- reasons


def _strength_reasons(view: PlayerView, action: Action) -> tuple[str, ...]:
    """The evaluation components behind a bidding call, in words."""
    if view.phase is not Phase.BIDDING or not isinstance(action, Bid):
        return ()
    hand, face, rules = view.hand, view.face_card, view.rules
    with_face = (*hand, face)
    call = action.call
    if call in (Call.SUN, Call.BEFORE_YOU, Call.TO_SUN):
        return (_describe_sun(sun_strength_of(with_face, rules), "with the face-up card"),)
    if call is Call.ASHKAL:
        return (_describe_sun(sun_strength_of(hand, rules), "without the face-up card"),)
    if call is Call.CONFIRM:
        assert action.suit is not None
        return (_describe_hokum(hokum_strength(with_face, action.suit)),)
    if call is Call.HOKUM:
        return (_describe_hokum(hokum_for_bid(view.bidding, with_face)),)
    return ()


def describe_strength(strength: HokumStrength | SunStrength) -> str:
    """The non-zero components of an evaluation, e.g. ``trump jack 26, side aces 13``."""
    parts = [
        f"{f.name.replace('_', ' ')} {getattr(strength, f.name)}"
        for f in fields(strength)
        if f.name not in ("trump", "total") and getattr(strength, f.name)
    ]
    return ", ".join(parts) if parts else "nothing that counts"


def _describe_hokum(strength: HokumStrength) -> str:
    return (
        f"Hokum {strength.trump.symbol} strength {strength.total} (a bid wants "
        f"{evaluate.HOKUM_BID}): {describe_strength(strength)}"
    )


def _describe_sun(strength: SunStrength, counted: str) -> str:
    return (
        f"Sun strength {counted} {strength.total} (a bid wants {evaluate.SUN_BID}): "
        f"{describe_strength(strength)}"
    )
