"""What one seat can deduce about the hidden cards from its view alone.

:class:`CardTracker` is built only from a :class:`PlayerView`. It knows which
cards are played, which are unseen (in other hands), where some of them must be
(the face-up card is with the buyer, shown projects stay with their owner), and
which cards each seat *cannot* hold. The last comes from the rules themselves:
for every card played, a card ``X`` is ruled out for that player when holding
``X`` as well would have made the card played illegal
(:func:`~baloot_tui.games.baloot.rules.tricks.classify_turn`): not following suit means a
void, not trumping when obliged means no trumps, under-trumping means no higher
trump. Bidding gives softer hints (:class:`BidHint`), used as likelihoods, never
as certainties.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from baloot_tui.core.cards import DECK, SUITS, Card, Rank, Suit, cards_from_mask
from baloot_tui.core.seats import SEATS, Seat, turn_order
from baloot_tui.games.baloot.rules.actions import Bid, Call, Pass
from baloot_tui.games.baloot.rules.bidding import BiddingState, BidStage, apply_call, start_bidding
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.tricks import classify_turn
from baloot_tui.games.baloot.rules.view import PlayerView

SUIT_MASKS: Final = {suit: 0xFF << (8 * i) for i, suit in enumerate(SUITS)}
"""The bitmask of each suit's eight cards."""
_CARD_BY_RANK: Final = {(c.suit, c.rank): c for c in DECK}

# Likelihood ratios of the bid hints: how much more often a seat that made the call
# holds the cards than the uniform worlds say, measured over the medium level's
# auctions (every level bids from it) by ``bench/bot_calibration.py --hints``.
PASSED_JACK: Final = 0.65
"""A seat that passed a round-1 Hokum in the face-up suit: its Jack (measured 0.64)."""
PASSED_NINE: Final = 0.8
"""The same seat's Nine of the face-up suit (measured 0.77)."""
BID_HOKUM: Final = 12.0
"""A round-1 Hokum bidder: the Jack or the Nine of the face-up suit (measured 12.6)."""
CHOSE_TRUMPS: Final = 30.0
"""A round-2 buyer who named its trumps: their Jack or Nine (161 of 162 held one)."""
BID_SUN: Final = 3.0
"""A Sun bidder: each Ace (measured 3.1)."""


@dataclass(frozen=True, slots=True)
class BidHint:
    """A soft inference from the auction: ``seat`` holds ``cards`` more or less likely."""

    seat: Seat
    """Whose hand the hint is about."""
    cards: frozenset[Card]
    """The cards concerned."""
    weight: float
    """Likelihood factor: below 1 unlikely, above 1 likely."""
    reason: str
    """Why, in words (for the coach)."""


@lru_cache(maxsize=8192)
def _ruled_out(
    before: tuple[Card, ...], played: Card, trump: Suit | None, closed: bool, rules: HouseRules
) -> int:
    """The cards whose presence in the hand would have made ``played`` illegal here."""
    mask = 0
    for other in DECK:
        if other == played or other in before:
            continue
        legal, _ = classify_turn((played, other), before, trump, closed, rules)
        if all(c != played for c in legal):
            mask |= other.bit
    return mask


def _public_plays(view: PlayerView) -> Iterator[tuple[Seat, tuple[Card, ...], Card]]:
    """Every card played so far with its player and the cards before it in its trick."""
    for trick in view.tricks:
        for position, (seat, played) in enumerate(trick.plays):
            yield seat, trick.cards[:position], played
    if view.leader is not None:
        for position, played in enumerate(view.trick):
            yield turn_order(view.leader)[position], view.trick[:position], played


def _bid_hints(view: PlayerView) -> tuple[BidHint, ...]:
    """Replay the public auction and read what each call suggests about the hand."""
    face = view.face_card
    face_suit = face.suit
    state: BiddingState = start_bidding(view.dealer, face)
    hints: list[BidHint] = []

    def hint(seat: Seat, ranks: tuple[Rank, ...], suit: Suit, weight: float, why: str) -> None:
        cards = frozenset(_CARD_BY_RANK[suit, r] for r in ranks) - {face}
        if cards and seat is not view.seat:
            hints.append(BidHint(seat, cards, weight, why))

    for action in view.history:
        if state.is_over or not isinstance(action, (Bid, Pass)):
            break
        seat = action.seat
        if isinstance(action, Pass):
            if state.stage is BidStage.ROUND1 and state.pending_hokum is None:
                why = "passed a Hokum in the face-up suit"
                hint(seat, (Rank.JACK,), face_suit, PASSED_JACK, why)
                hint(seat, (Rank.NINE,), face_suit, PASSED_NINE, why)
        elif action.call is Call.HOKUM and state.stage is BidStage.ROUND1:
            why = "bid Hokum in the face-up suit"
            hint(seat, (Rank.JACK, Rank.NINE), face_suit, BID_HOKUM, why)
        elif action.call is Call.CONFIRM and action.suit is not None and state.round2:
            hint(seat, (Rank.JACK, Rank.NINE), action.suit, CHOSE_TRUMPS, "chose these trumps")
        elif action.call in (Call.SUN, Call.BEFORE_YOU, Call.ASHKAL):
            for suit in SUITS:
                hint(seat, (Rank.ACE,), suit, BID_SUN, "bid Sun")
        state = apply_call(state, action, view.rules)
    return tuple(hints)


def _settle(
    me: Seat,
    hand: int,
    unseen: int,
    known: list[int],
    excluded: tuple[int, ...],
    sizes: tuple[int, ...] | None,
) -> tuple[int, ...]:
    """Each seat's possible cards, propagating certainties until nothing changes.

    A card only one seat can hold is that seat's; once a seat's known cards fill
    its hand (``sizes`` given: every card is dealt), it can hold nothing else.
    """
    others = [s for s in SEATS if s is not me]
    possible = [0, 0, 0, 0]
    possible[me] = hand
    while True:
        all_known = known[0] | known[1] | known[2] | known[3]
        for s in others:
            free = unseen & ~excluded[s] & ~(all_known & ~known[s])
            if sizes is not None and known[s].bit_count() >= sizes[s]:
                free = known[s]
            possible[s] = free | known[s]
        changed = False
        for s in others:
            alone = possible[s] & ~known[s]
            for t in others:
                if t is not s:
                    alone &= ~possible[t]
            if sizes is not None and possible[s].bit_count() == sizes[s]:
                alone |= possible[s] & ~known[s]
            if alone:
                known[s] |= alone
                changed = True
        if not changed:
            return tuple(possible)


@dataclass(frozen=True, slots=True)
class CardTracker:
    """One seat's deductions about the unseen cards, from its :class:`PlayerView` only.

    Card sets are bitmasks (``card.bit``) for speed; the properties and methods
    give them as cards and seats.
    """

    seat: Seat
    """Whose deductions these are."""
    trump: Suit | None
    """The trump suit (None in Sun or before the contract)."""
    hand_mask: int
    """The seat's own cards."""
    played_mask: int
    """Every card played so far (completed tricks and the trick on the table)."""
    unseen_mask: int
    """Cards in other hands (or not yet dealt): neither held nor played."""
    known: tuple[int, ...]
    """Per seat, unseen cards certainly there (face-up card, shown projects, deduction)."""
    excluded: tuple[int, ...]
    """Per seat, cards its own plays prove it does not hold."""
    possible: tuple[int, ...]
    """Per seat, the cards it may hold (the own seat: exactly its hand)."""
    hints: tuple[BidHint, ...]
    """Soft inferences from the auction."""

    @classmethod
    def from_view(cls, view: PlayerView) -> CardTracker:
        """Everything ``view.seat`` can deduce from what it sees."""
        me = view.seat
        trump = view.trump
        hand = 0
        for c in view.hand:
            hand |= c.bit
        played = 0
        excluded = [0, 0, 0, 0]
        closed = view.closed
        for seat, before, card in _public_plays(view):
            played |= card.bit
            if seat is not me:
                excluded[seat] |= _ruled_out(before, card, trump, closed, view.rules)
        unseen = ((1 << 32) - 1) & ~hand & ~played
        known = [0, 0, 0, 0]
        dealt = view.phase in (Phase.PLAYING, Phase.DOUBLING)
        buyer = view.buyer
        if dealt and buyer is not None and buyer is not me:
            known[buyer] |= view.face_card.bit & unseen
        for seat in SEATS:
            if seat is not me:
                for project in view.revealed[seat]:
                    known[seat] |= project.mask & unseen
        sizes = view.hand_sizes if dealt else None
        frozen_excluded = tuple(excluded)
        possible = _settle(me, hand, unseen, known, frozen_excluded, sizes)
        return cls(
            me,
            trump,
            hand,
            played,
            unseen,
            tuple(known),
            frozen_excluded,
            possible,
            _bid_hints(view),
        )

    # ------------------------------------------------------------------ sets

    @property
    def played(self) -> frozenset[Card]:
        """Cards played so far."""
        return frozenset(cards_from_mask(self.played_mask))

    @property
    def unseen(self) -> frozenset[Card]:
        """Cards in other hands (or still undealt during the auction)."""
        return frozenset(cards_from_mask(self.unseen_mask))

    def holds_for_sure(self, seat: Seat) -> frozenset[Card]:
        """Unseen cards ``seat`` certainly holds (its whole hand for the own seat)."""
        mask = self.hand_mask if seat is self.seat else self.known[seat]
        return frozenset(cards_from_mask(mask))

    def possible_holders(self, card: Card) -> frozenset[Seat]:
        """The seats that may hold ``card`` (empty once it is played)."""
        return frozenset(s for s in SEATS if self.possible[s] & card.bit)

    # ----------------------------------------------------------------- suits

    def is_void(self, seat: Seat, suit: Suit) -> bool:
        """Whether ``seat`` certainly holds no card of ``suit``."""
        return not self.possible[seat] & SUIT_MASKS[suit]

    def voids(self, seat: Seat) -> frozenset[Suit]:
        """The suits ``seat`` certainly lacks."""
        return frozenset(s for s in SUITS if self.is_void(seat, s))

    def unseen_in(self, suit: Suit) -> tuple[Card, ...]:
        """Unseen cards of ``suit``, strongest first."""
        cards = cards_from_mask(self.unseen_mask & SUIT_MASKS[suit])
        return tuple(sorted(cards, key=lambda c: -c.strength(self.trump)))

    def master(self, suit: Suit) -> Card | None:
        """The highest card of ``suit`` not yet played, wherever it is."""
        remaining = cards_from_mask(SUIT_MASKS[suit] & ~self.played_mask)
        return max(remaining, key=lambda c: c.strength(self.trump), default=None)

    def master_cards(self, suit: Suit) -> tuple[Card, ...]:
        """Own cards of ``suit`` above every unseen card of it, strongest first."""
        trump = self.trump
        top_unseen = max((c.strength(trump) for c in self.unseen_in(suit)), default=-1)
        mine = cards_from_mask(self.hand_mask & SUIT_MASKS[suit])
        winners = (c for c in mine if c.strength(trump) > top_unseen)
        return tuple(sorted(winners, key=lambda c: -c.strength(trump)))

    @property
    def trumps_out(self) -> int:
        """How many trumps the other hands hold (0 in Sun)."""
        if self.trump is None:
            return 0
        return (self.unseen_mask & SUIT_MASKS[self.trump]).bit_count()

    def top_trump_strength(self, seat: Seat) -> int:
        """The strongest trump ``seat`` may hold (0..7), or -1 if it can hold none."""
        if self.trump is None:
            return -1
        cards = cards_from_mask(self.possible[seat] & SUIT_MASKS[self.trump])
        return max((c.trump_strength for c in cards), default=-1)

    def likelihood(self, seat: Seat, card: Card) -> float:
        """How likely ``seat`` holds ``card`` relative to an even spread (0: impossible)."""
        if not self.possible[seat] & card.bit:
            return 0.0
        if self.known[seat] & card.bit or seat is self.seat:
            return 1.0
        weight = 1.0
        for h in self.hints:
            if h.seat is seat and card in h.cards:
                weight *= h.weight
        return weight

    # ------------------------------------------------------------- forgetting

    def forgetting(self, rng: random.Random, rate: float) -> CardTracker:
        """A copy that has lost track of each played card with chance ``rate``.

        Forgotten cards count as unseen again, so the holder of this copy may think a
        played Ace is still out (a human-like mistake for the beginner level).
        """
        forgotten = 0
        for c in cards_from_mask(self.played_mask):
            if rng.random() < rate:
                forgotten |= c.bit
        if not forgotten:
            return self
        unseen = self.unseen_mask | forgotten
        known = list(self.known)
        possible = _settle(self.seat, self.hand_mask, unseen, known, self.excluded, None)
        return dataclasses.replace(
            self,
            played_mask=self.played_mask & ~forgotten,
            unseen_mask=unseen,
            known=tuple(known),
            possible=possible,
        )
