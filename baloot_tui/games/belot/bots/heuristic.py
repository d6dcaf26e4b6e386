"""The heuristic level: hand-strength bidding, defence-strength contra, tracked play.

Bidding happens on the first five cards (BELOT.md §1.5). A suit contract is valued
on the length of the suit and its J and 9 (20 and 14 as trump, §1.4) with side
aces; No Trumps on aces and the tens they guard; All Trumps on jacks and the
nines beside them. The bot bids the contract whose value clears its threshold by
the most, and doubles when its own cards are strong against the standing bid.

Card play follows what the seat has seen (:mod:`.tracking`): lead cards that no
unseen card beats, the bidding side in a suit contract draws trumps with its
master trump, feed points to a partner who wins the trick for sure, win a trick
cheaply when nobody after can beat the card, and otherwise throw the cheapest card,
keeping trumps. Every card comes from the engine's legal actions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.cards import DECK, Card, Rank, Suit
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.belot.bots.tracking import (
    FULL_DECK,
    LANE_OF,
    SUIT_CARDS,
    Knowledge,
    suit_mask,
    track,
)
from baloot_tui.games.belot.rules.actions import (
    Action,
    Bid,
    Contra,
    Declare,
    Pass,
    PlayCard,
    Recontra,
)
from baloot_tui.games.belot.rules.contracts import Contract, ContractKind
from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.games.belot.rules.seating import turn_order
from baloot_tui.games.belot.rules.tricks import trick_points, winning_position
from baloot_tui.games.belot.rules.view import BelotView

# ------------------------------------------------------------------------ bidding

SUIT_BID: Final = 52
"""Value a suit needs for a suit bid (e.g. J and 9 of the suit: 20 + 14 + 2 x 9)."""
NO_TRUMPS_BID: Final = 30
"""Value needed for No Trumps (e.g. three aces, or two aces and a ten beside one)."""
ALL_TRUMPS_BID: Final = 34
"""Value needed for All Trumps (e.g. two jacks and a nine beside one)."""
OVERBID_PARTNER: Final = 14
"""How far a contract must clear its threshold to take a partner's bid out."""
CONTRA_MARGIN: Final = 14
"""Defence strength above the bidding threshold that makes a contra."""
RECONTRA_MARGIN: Final = 12
"""Own strength above the bidding threshold that makes a recontra."""
TRUMP_LENGTH: Final = 9
"""What each card of the trump suit adds to a suit contract's value."""


def suit_value(hand: tuple[Card, ...], trump: Suit) -> int:
    """A suit contract's value: trump points and length, plus side aces and tens."""
    value = 0
    for c in hand:
        if c.suit is trump:
            value += c.trump_points + TRUMP_LENGTH
        elif c.rank is Rank.ACE:
            value += 11
        elif c.rank is Rank.TEN and _holds(hand, Rank.ACE, c.suit):
            value += 5
    return value


def no_trumps_value(hand: tuple[Card, ...]) -> int:
    """No Trumps' value: aces, tens beside their ace, guarded tens."""
    value = 0
    for c in hand:
        if c.rank is Rank.ACE:
            value += 11
        elif c.rank is Rank.TEN:
            value += 9 if _holds(hand, Rank.ACE, c.suit) else 2 * (_length(hand, c.suit) > 1)
        elif c.rank is Rank.KING and _holds(hand, Rank.ACE, c.suit):
            value += 2
    return value


def all_trumps_value(hand: tuple[Card, ...]) -> int:
    """All Trumps' value: jacks, nines beside their jack, aces as a third force."""
    value = 0
    for c in hand:
        if c.rank is Rank.JACK:
            value += 12
        elif c.rank is Rank.NINE:
            value += 10 if _holds(hand, Rank.JACK, c.suit) else 4
        elif c.rank is Rank.ACE:
            value += 3
    return value


def _holds(hand: tuple[Card, ...], rank: Rank, suit: Suit) -> bool:
    return any(c.rank is rank and c.suit is suit for c in hand)


def _length(hand: tuple[Card, ...], suit: Suit) -> int:
    return sum(c.suit is suit for c in hand)


_THRESHOLDS: Final = {
    ContractKind.SUIT: SUIT_BID,
    ContractKind.NO_TRUMPS: NO_TRUMPS_BID,
    ContractKind.ALL_TRUMPS: ALL_TRUMPS_BID,
}


def contract_margin(hand: tuple[Card, ...], contract: Contract) -> int:
    """How far ``hand`` clears the bidding threshold of ``contract`` (negative: short)."""
    if contract.kind is ContractKind.NO_TRUMPS:
        value = no_trumps_value(hand)
    elif contract.kind is ContractKind.ALL_TRUMPS:
        value = all_trumps_value(hand)
    else:
        assert contract.trump is not None
        value = suit_value(hand, contract.trump)
    return value - _THRESHOLDS[contract.kind]


def defence_margin(hand: tuple[Card, ...], contract: Contract) -> int:
    """How strong ``hand`` is against ``contract``, above the contra threshold."""
    if contract.kind is ContractKind.SUIT:
        assert contract.trump is not None
        value = suit_value(hand, contract.trump) - SUIT_BID
    else:
        value = contract_margin(hand, contract)
    return value - CONTRA_MARGIN


def choose_call(view: BelotView) -> Action:
    """The auction call: recontra, else the bid or contra that clears its threshold most."""
    legal = view.legal_actions
    hand, auction = view.hand, view.auction
    contract = auction.contract
    for action in legal:
        if (
            isinstance(action, Recontra)
            and contract is not None
            and contract_margin(hand, contract) >= RECONTRA_MARGIN
        ):
            return action
    needed = OVERBID_PARTNER if auction.bidder is view.seat.partner else 0
    best: tuple[int, Action] | None = None
    for action in legal:
        if isinstance(action, Bid):
            margin = contract_margin(hand, action.contract) - needed
        elif isinstance(action, Contra) and contract is not None:
            margin = defence_margin(hand, contract)
        else:
            continue
        if margin >= 0 and (best is None or margin > best[0]):
            best = (margin, action)
    if best is not None:
        return best[1]
    return next(a for a in legal if isinstance(a, Pass))


def choose_declaration(view: BelotView) -> Declare:
    """The declaration worth the most raw points (they can only add to the team's total)."""
    options = [a for a in view.legal_actions if isinstance(a, Declare)]
    return max(options, key=lambda a: sum(d.value(view.rules) for d in a.declarations))


# ---------------------------------------------------------------------- card play


@dataclass(frozen=True, slots=True)
class Table:
    """What the card policy needs: one seat's cards and what it knows of the rest."""

    seat: Seat
    """Who plays."""
    contract: Contract
    """The contract."""
    rules: BelotRules
    """The house rules (turn order)."""
    bidder_team: Team
    """The team that made the contract."""
    hand: int
    """The seat's cards as a mask."""
    trick: tuple[Card, ...]
    """The cards on the table, from the leader."""
    leader: Seat
    """Who led the current trick."""
    out: int
    """Cards played so far, this trick included."""
    voids: tuple[int, int, int, int]
    """Per seat, the suit lanes it is known to hold none of."""

    @property
    def unseen(self) -> int:
        """Cards neither played nor in this seat's hand."""
        return FULL_DECK & ~self.out & ~self.hand


def table_from_view(view: BelotView, knowledge: Knowledge) -> Table:
    """The card policy's table for the seat of ``view``."""
    contract, bidder, leader = view.contract, view.auction.bidder, view.leader
    assert contract is not None and bidder is not None and leader is not None
    return Table(
        view.seat,
        contract,
        view.rules,
        bidder.team,
        sum(c.bit for c in view.hand),
        view.trick,
        leader,
        knowledge.out,
        knowledge.voids,
    )


def _stronger_masks(contract: Contract) -> tuple[int, ...]:
    """Per card index, the cards of its suit that outrank it in ``contract``."""
    return tuple(
        sum(o.bit for o in DECK if o.suit is c.suit and contract.strength(o) > contract.strength(c))
        for c in DECK
    )


STRONGER: Final = {contract: _stronger_masks(contract) for contract in Contract}
"""``STRONGER[contract][card.index]``: the cards of the same suit that beat it."""


def _could_beat(table: Table, seat: Seat, best: Card, led: Suit) -> bool:
    """Whether ``seat`` may hold an unseen card that takes the trick from ``best``."""
    contract = table.contract
    void = table.voids[seat]
    possible = table.unseen & ~suit_mask(void)
    if not void >> LANE_OF[led] & 1:
        possible &= SUIT_CARDS[led]  # holding the led suit, the seat must follow it
    beating = STRONGER[contract][best.index]
    trump = contract.trump
    if trump is not None and best.suit is not trump:
        beating |= SUIT_CARDS[trump]
    return bool(possible & beating)


def _secure(table: Table, trick: tuple[Card, ...]) -> bool:
    """Whether the card now winning ``trick`` wins it whatever the opponents after hold."""
    order = turn_order(table.leader, table.rules)
    best = trick[winning_position(trick, table.contract)]
    led = trick[0].suit
    team = table.seat.team
    return not any(
        _could_beat(table, seat, best, led) for seat in order[len(trick) :] if seat.team is not team
    )


def _is_master(table: Table, c: Card) -> bool:
    """Whether no unseen card of its suit ranks above ``c``."""
    return not table.unseen & STRONGER[table.contract][c.index]


def _opponents_may_trump(table: Table, suit: Suit) -> bool:
    """In a suit contract, whether an opponent void in ``suit`` may still hold trumps."""
    trump = table.contract.trump
    if trump is None or suit is trump or not table.unseen & SUIT_CARDS[trump]:
        return False
    void_in_suit = 1 << LANE_OF[suit]
    lanes = void_in_suit | 1 << LANE_OF[trump]
    return any(
        table.voids[s] & lanes == void_in_suit for s in (table.seat.next, table.seat.partner.next)
    )


def _is_trump(table: Table, c: Card) -> bool:
    return c.suit is table.contract.trump


def choose_card(table: Table, legal: tuple[Card, ...]) -> Card:
    """The tracked policy's card among ``legal`` (one card per entry)."""
    if len(legal) == 1:
        return legal[0]
    if not table.trick:
        return _lead(table, legal)
    trick, contract = table.trick, table.contract
    position = len(trick)
    best_position = winning_position(trick, contract)
    if position - best_position == 2 and _secure(table, trick):
        return _feed(table, legal)
    winners = [c for c in legal if winning_position((*trick, c), contract) == position]
    if winners:
        sure = [c for c in winners if _secure(table, (*trick, c))]
        if sure:
            return min(sure, key=lambda c: (_is_trump(table, c), contract.strength(c)))
        if trick_points(trick, contract) >= 10:
            return max(winners, key=contract.strength)
    return _throw(table, legal)


def _lead(table: Table, legal: tuple[Card, ...]) -> Card:
    contract = table.contract
    trump = contract.trump
    if trump is not None and table.seat.team is table.bidder_team:
        trumps_out = bool(table.unseen & SUIT_CARDS[trump])
        masters = [c for c in legal if c.suit is trump and _is_master(table, c)]
        if trumps_out and masters:
            return max(masters, key=contract.strength)
    cashable = [
        c
        for c in legal
        if not _is_trump(table, c)
        and _is_master(table, c)
        and not _opponents_may_trump(table, c.suit)
    ]
    if cashable:
        return max(cashable, key=contract.points)
    return _throw(table, legal)


def _feed(table: Table, legal: tuple[Card, ...]) -> Card:
    """Give the most points a sure-winning partner can take, keeping masters and trumps."""
    contract = table.contract
    return max(
        legal,
        key=lambda c: (
            not _is_trump(table, c),
            not _is_master(table, c),
            contract.points(c),
        ),
    )


def _throw(table: Table, legal: tuple[Card, ...]) -> Card:
    """The cheapest card, keeping trumps and masters."""
    contract = table.contract
    return min(
        legal,
        key=lambda c: (
            _is_trump(table, c),
            contract.points(c),
            _is_master(table, c),
            contract.strength(c),
        ),
    )


def play_action(view: BelotView, c: Card) -> PlayCard:
    """The legal play of ``c``, announcing a belote whenever the rules allow it."""
    plays = [a for a in view.legal_actions if isinstance(a, PlayCard) and a.card == c]
    return max(plays, key=lambda a: a.belote)


def legal_cards_of(view: BelotView) -> tuple[Card, ...]:
    """The distinct cards among the legal plays, in the engine's order."""
    seen: dict[Card, None] = {}
    for a in view.legal_actions:
        if isinstance(a, PlayCard):
            seen[a.card] = None
    return tuple(seen)


def choose_non_card(view: BelotView) -> Action | None:
    """The heuristic auction call or declaration, or None when a card is due."""
    if view.auction.is_over is False:
        return choose_call(view)
    if isinstance(view.legal_actions[0], Declare):
        return choose_declaration(view)
    return None


@dataclass(frozen=True, slots=True)
class HeuristicBelotBot:
    """Bids on hand strength, doubles on defence strength, declares, plays tracked cards."""

    name: str = "heuristic"

    def choose(self, view: BelotView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """The heuristic action; ``rng`` is unused (the level is deterministic)."""
        del rng
        action = choose_non_card(view)
        if action is not None:
            return action
        table = table_from_view(view, track(view))
        return play_action(view, choose_card(table, legal_cards_of(view)))
