"""Sampling hidden hands ("worlds") consistent with everything one seat can see.

During card play a world gives each other seat a hand of the right size drawn from
the unseen cards, respecting every certainty of :class:`CardTracker` (the face-up
card stays with the buyer, shown projects with their owner, and no seat gets a card
its own plays prove it lacks: voids, missed trumps, failed over-trumps).

During the auction a world is a whole deck order: the seat's five cards in its
dealing slots, the face-up card in place and the other 26 cards shuffled into the
remaining slots, so the cards still to be dealt depend on who buys, as in the game.

Worlds can carry a weight: how likely the auction and the cards played make them
(the expert bot's inference, :mod:`~baloot_tui.games.baloot.bots.inference`); plain sampling gives
weight 1.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.seats import SEATS, Seat, turn_order
from baloot_tui.games.baloot.bots.deadline import Deadline
from baloot_tui.games.baloot.bots.inference import (
    SURPRISE_MODEL,
    PlayModel,
    auction_weight,
    play_weight,
)
from baloot_tui.games.baloot.bots.simulator import (
    FULL_DECK,
    TABLES,
    PlayRules,
    Position,
    TrumpTables,
    mask_indices,
    trump_index,
)
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.view import PlayerView

FACE_SLOT: Final = 20
"""Deck position of the face-up card."""
SAMPLE_FLOOR: Final = 8
"""Worlds drawn even when the decision's time is spent: fewer would leave a choice to luck."""

_RETRIES: Final = 40


@dataclass(frozen=True, slots=True)
class World:
    """One guess of the hidden cards."""

    hands: tuple[int, int, int, int]
    """Each seat's cards now (masks); the own seat's are its real hand."""
    weight: float = 1.0
    """Relative likelihood given the auction and announcements."""


@dataclass(frozen=True, slots=True)
class DeckWorld:
    """One guess of the whole deck during the auction."""

    deck: tuple[int, ...]
    """Card indices in dealing order (32)."""
    weight: float = 1.0
    """Relative likelihood given the auction so far."""

    def first_hands(self, dealer: Seat) -> tuple[int, int, int, int]:
        """Each seat's first five cards (masks)."""
        hands = [0, 0, 0, 0]
        for seat, slots in first_slots(dealer).items():
            for slot in slots:
                hands[seat] |= 1 << self.deck[slot]
        return (hands[0], hands[1], hands[2], hands[3])

    def full_hands(self, dealer: Seat, buyer: Seat) -> tuple[int, int, int, int]:
        """Each seat's eight cards once ``buyer`` has taken the face-up card."""
        hands = list(self.first_hands(dealer))
        position = FACE_SLOT + 1
        for seat in turn_order(dealer.next):
            if seat is buyer:
                hands[seat] |= 1 << self.deck[FACE_SLOT]
                take = 2
            else:
                take = 3
            for slot in range(position, position + take):
                hands[seat] |= 1 << self.deck[slot]
            position += take
        return (hands[0], hands[1], hands[2], hands[3])


def first_slots(dealer: Seat) -> dict[Seat, tuple[int, ...]]:
    """The deck positions of each seat's first five cards (3 each, then 2 each)."""
    slots: dict[Seat, list[int]] = {seat: [] for seat in SEATS}
    position = 0
    for size in (3, 2):
        for seat in turn_order(dealer.next):
            slots[seat].extend(range(position, position + size))
            position += size
    return {seat: tuple(found) for seat, found in slots.items()}


def sample_deck_worlds(
    view: PlayerView,
    count: int,
    rng: random.Random,
    *,
    weighted: bool = False,
    deadline: Deadline | None = None,
) -> list[DeckWorld]:
    """Deck orders consistent with an auction-time view (own five cards and the face card).

    With ``weighted``, each world is weighted by the auction hints of the tracker
    (a seat that passed a Hokum is less likely to hold the trump Jack, and so on).
    Past ``deadline``, no more than :data:`SAMPLE_FLOOR` worlds are drawn.
    """
    mine = [c.index for c in view.hand]
    face = view.face_card.index
    unknown = mask_indices(FULL_DECK & ~_mask(mine) & ~(1 << face))
    slots = first_slots(view.dealer)
    own_slots = set(slots[view.seat])
    tracker = CardTracker.from_view(view) if weighted else None
    worlds: list[DeckWorld] = []
    for _ in range(count):
        if _out_of_time(deadline, len(worlds)):
            break
        rng.shuffle(unknown)
        deck = [0] * 32
        deck[FACE_SLOT] = face
        own = iter(mine)
        rest = iter(unknown)
        for slot in range(32):
            if slot == FACE_SLOT:
                continue
            deck[slot] = next(own) if slot in own_slots else next(rest)
        world = DeckWorld(tuple(deck))
        if tracker is not None:
            firsts = world.first_hands(view.dealer)
            world = DeckWorld(world.deck, auction_weight(tracker, firsts, view.seat))
        worlds.append(world)
    return worlds


def sample_worlds(
    view: PlayerView,
    count: int,
    rng: random.Random,
    *,
    tracker: CardTracker | None = None,
    weighted: bool = False,
    play_model: PlayModel = SURPRISE_MODEL,
    deadline: Deadline | None = None,
) -> list[World]:
    """Hands for the other seats consistent with a play-time view.

    Args:
        view: the seat's view, in the doubling or playing phase.
        count: how many worlds.
        rng: the only source of randomness.
        tracker: the view's tracker, if already built.
        weighted: weight each world by the auction hints and the cards played (expert
            inference, :mod:`~baloot_tui.games.baloot.bots.inference`).
        play_model: how the cards played weigh a world.
        deadline: the decision's time budget; once it is spent, sampling stops after
            :data:`SAMPLE_FLOOR` worlds (fewer than ``count`` only when time is short).

    Raises:
        ValueError: the view is still in the auction (use :func:`sample_deck_worlds`).
    """
    if view.phase not in (Phase.DOUBLING, Phase.PLAYING):
        raise ValueError(f"worlds are sampled during doubling or play, not {view.phase.value}")
    tracker = tracker or CardTracker.from_view(view)
    me = view.seat
    others = [s for s in SEATS if s is not me]
    known = tracker.known
    fixed = [0, 0, 0, 0]
    fixed[me] = tracker.hand_mask
    for s in others:
        fixed[s] = known[s]
    free_cards = tracker.unseen_mask & ~(known[0] | known[1] | known[2] | known[3])
    capacity = [view.hand_sizes[s] - fixed[s].bit_count() for s in SEATS]
    choices = [
        (c, [s for s in others if tracker.possible[s] >> c & 1]) for c in mask_indices(free_cards)
    ]
    played = played_by_seat(view)
    plays = hand_plays(view) if weighted else []
    if plays:
        tables = TABLES[trump_index(view.trump)]
        play_rules = PlayRules.of(view.rules)
    worlds: list[World] = []
    for _ in range(count):
        if _out_of_time(deadline, len(worlds)):
            break
        hands = _deal(choices, capacity, fixed, rng)
        weight = 1.0
        if weighted:
            dealt = (
                hands[0] | played[0],
                hands[1] | played[1],
                hands[2] | played[2],
                hands[3] | played[3],
            )
            weight = auction_weight(tracker, dealt, me)
            if plays:
                weight *= play_weight(plays, dealt, tables, view.closed, play_rules, me, play_model)
        worlds.append(World(hands, weight))
    return worlds


def _out_of_time(deadline: Deadline | None, drawn: int) -> bool:
    """Whether to stop sampling: at least the floor drawn and the deadline spent."""
    return deadline is not None and drawn >= SAMPLE_FLOOR and deadline.expired()


def resample(worlds: list[World], count: int, rng: random.Random) -> list[World]:
    """``count`` worlds drawn from ``worlds`` in proportion to their weights, each of weight 1.

    Systematic resampling (one random offset, evenly spaced picks): the likely worlds
    are searched several times and the unlikely ones dropped, so a decision spends its
    play-outs where the weight is, instead of on worlds that count for almost nothing.
    """
    total = sum(world.weight for world in worlds)
    if not worlds or total <= 0:
        return worlds[:count]
    step = total / count
    target = rng.random() * step
    picked: list[World] = []
    reached = worlds[0].weight
    index = 0
    for _ in range(count):
        while reached < target and index < len(worlds) - 1:
            index += 1
            reached += worlds[index].weight
        picked.append(World(worlds[index].hands))
        target += step
    return picked


def hand_plays(view: PlayerView) -> list[tuple[int, int]]:
    """Every (seat, card index) played so far in the hand, in order."""
    plays: list[tuple[int, int]] = [
        (seat, c.index) for trick in view.tricks for seat, c in trick.plays
    ]
    if view.leader is not None:
        plays.extend(
            (seat, c.index) for seat, c in zip(turn_order(view.leader), view.trick, strict=False)
        )
    return plays


def played_by_seat(view: PlayerView) -> tuple[int, int, int, int]:
    """The cards each seat has played so far (masks)."""
    played = [0, 0, 0, 0]
    for seat, index in hand_plays(view):
        played[seat] |= 1 << index
    return (played[0], played[1], played[2], played[3])


def shown_lacks_by_seat(
    view: PlayerView, tables: TrumpTables, play_rules: PlayRules
) -> tuple[int, int, int, int]:
    """Per seat (the viewer's too), the cards its plays show it lacks (:func:`shown_lacks`).

    The hand's plays are replayed through :meth:`Position.play`, which keeps that record.
    """
    if view.first_leader is None:
        return (0, 0, 0, 0)
    position = Position((0, 0, 0, 0), view.first_leader)
    for _, card in hand_plays(view):
        position = position.play(card, tables, play_rules)
    return position.lacks


def _deal(
    choices: list[tuple[int, list[Seat]]],
    capacity: list[int],
    fixed: list[int],
    rng: random.Random,
) -> tuple[int, int, int, int]:
    """Give each free card to one of its possible holders, filling every hand exactly.

    Most constrained cards go first and each goes to a seat with probability
    proportional to its free room (uniform when nothing constrains the deal). A
    dead end restarts; after many, an exhaustive search finds a consistent deal.
    """
    order = sorted(choices, key=lambda item: (len(item[1]), rng.random()))
    for _ in range(_RETRIES):
        room = list(capacity)
        hands = list(fixed)
        for index, holders in order:
            open_seats = [s for s in holders if room[s] > 0]
            if not open_seats:
                break
            total = sum(room[s] for s in open_seats)
            pick = rng.random() * total
            for seat in open_seats:
                pick -= room[seat]
                if pick < 0:
                    break
            room[seat] -= 1
            hands[seat] |= 1 << index
        else:
            return (hands[0], hands[1], hands[2], hands[3])
    found = _search(order, 0, list(capacity), list(fixed))
    if found is None:
        raise ValueError("no deal of the unseen cards fits the view")
    return found


def _search(
    order: list[tuple[int, list[Seat]]], at: int, room: list[int], hands: list[int]
) -> tuple[int, int, int, int] | None:
    """Depth-first search for a deal that fits (the rare fallback of :func:`_deal`)."""
    if at == len(order):
        return (hands[0], hands[1], hands[2], hands[3])
    index, holders = order[at]
    for seat in holders:
        if room[seat] > 0:
            room[seat] -= 1
            hands[seat] |= 1 << index
            found = _search(order, at + 1, room, hands)
            if found is not None:
                return found
            hands[seat] &= ~(1 << index)
            room[seat] += 1
    return None


def _mask(indices: list[int]) -> int:
    mask = 0
    for index in indices:
        mask |= 1 << index
    return mask
