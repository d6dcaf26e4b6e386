"""The card-play habits of a decent club player, in one place for every bot.

The habits, in the order a player tries them. On lead: draw trumps while the
opponents hold some and one's own side bought the contract; cash a card no opponent
can beat (the richest; none an opponent may ruff); lead towards what the partner wins
or may ruff; else lead the card least worth keeping. Following: feed the richest card
one can spare to a partner who surely takes the trick; else take the trick with the
weakest card that surely holds (or, failing that, that likely holds); else play the
card least worth keeping.

They come in two forms, side by side below, because they serve two purposes:

- **on values** (:func:`choose_card`): the medium level's card play (the beginner's with
  its flaws), from the :class:`CardTracker`'s deductions. It adds what a careful player
  weighs and a play-out need not: the partner's win is doubted where a ruff is
  likely, a partner's trick with 10 points or more is overtaken when it may be lost,
  second hand plays low into a poor trick, a Ten without its Ace keeps its guard,
  masters and trumps are worth keeping, the buyer with four trumps draws with the
  weakest;
- **on masks** (:func:`heuristic_card`, :func:`lead_card`, :func:`follow_card`): the
  search levels' play-outs (``bots/simulator.py``) and their model of how the other
  seats play (``bots/inference.py``), thousands of hands per decision. Each suit is
  looked up by its 8-bit pattern; "surely" is as far as the hands given tell (the
  world's for the clairvoyant policy, what the seat could know for the honest one);
  the card least worth keeping is the cheapest by points, then strength, trumps last;
  ties go to the lowest card index.

The play-outs are a model of the medium level's habits, not a copy: on the medium
level's own decisions they choose its card about six times in seven. A change to a
habit belongs in both forms, and ``tests/bots/test_habits.py`` pins how often they
agree, so that neither drifts from the other unseen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.cards import SUITS, Card, Rank, Suit
from baloot_tui.core.seats import Seat, turn_order
from baloot_tui.games.baloot.bots.tracker import SUIT_MASKS as SUIT_MASK_OF
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.rules.masks import (
    NO_TRUMP,
    SUIT_MASKS,
    TABLES,
    TrumpTables,
    trump_index,
)
from baloot_tui.games.baloot.rules.tricks import winning_position
from baloot_tui.games.baloot.rules.view import PlayerView

# ----------------------------------------------------------------- on values


@dataclass(frozen=True, slots=True)
class _Turn:
    """The situation of one card decision."""

    view: PlayerView
    tracker: CardTracker
    trump: Suit | None
    trick: tuple[Card, ...]
    order: tuple[Seat, Seat, Seat, Seat]

    @property
    def me(self) -> Seat:
        return self.view.seat

    @property
    def later(self) -> tuple[Seat, ...]:
        """Seats still to play to this trick after me."""
        return self.order[len(self.trick) + 1 :]

    @property
    def later_opponents(self) -> tuple[Seat, ...]:
        return tuple(s for s in self.later if s.team is not self.me.team)


def _beats(card: Card, best: Card, trump: Suit | None) -> bool:
    """Whether ``card`` played now would top ``best`` (the current winner): the rules' table."""
    return TABLES[trump_index(trump)].topped_by[best.index] >> card.index & 1 == 1


def _may_beat(turn: _Turn, seat: Seat, best: Card, lead: Suit, cautious: bool) -> bool:
    """Whether ``seat`` may still top ``best``.

    ``cautious`` assumes any seat not known to hold the led suit may be void;
    otherwise a ruff is feared only from a known void or a nearly exhausted suit.
    """
    tracker, trump = turn.tracker, turn.trump
    possible = tracker.possible[seat]
    if best.suit is lead:
        higher = [c for c in tracker.unseen_in(lead) if c.strength(trump) > best.strength(trump)]
        if any(possible & c.bit for c in higher):
            return True
    if trump is None or lead is trump:
        return False
    if tracker.known[seat] & SUIT_MASK_OF[lead]:
        return False
    void_likely = tracker.is_void(seat, lead) or len(tracker.unseen_in(lead)) <= 2
    if not cautious and not void_likely:
        return False
    floor = best.trump_strength if best.suit is trump else -1
    return tracker.top_trump_strength(seat) > floor


def _holds(turn: _Turn, card: Card, cautious: bool) -> bool:
    """Whether ``card``, played now, wins the trick against the opponents still to play."""
    trick = (*turn.trick, card)
    best = trick[winning_position(trick, turn.trump)]
    if best is not card:
        return False
    lead = trick[0].suit
    return not any(_may_beat(turn, s, card, lead, cautious) for s in turn.later_opponents)


def _keep_value(turn: _Turn, card: Card) -> int:
    """How much we lose by giving ``card`` up now (points, trick-taking power, guards)."""
    trump = turn.trump
    value = card.points(trump) * 3 + card.strength(trump)
    if card.suit is trump:
        value += 25
    if card in turn.tracker.master_cards(card.suit):
        value += 20
    suit_cards = [c for c in turn.view.hand if c.suit is card.suit]
    if _bare_ten(suit_cards) and card.rank is not Rank.TEN and len(suit_cards) == 2:
        value += 8
    return value


def _bare_ten(suit_cards: Sequence[Card]) -> bool:
    """A Ten without its Ace: it needs a guard and should not be led away from."""
    ranks = {c.rank for c in suit_cards}
    return Rank.TEN in ranks and Rank.ACE not in ranks


def _cheapest(turn: _Turn, cards: Sequence[Card]) -> Card:
    return min(cards, key=lambda c: (_keep_value(turn, c), c.index))


def _weakest(cards: Sequence[Card], trump: Suit | None) -> Card:
    return min(cards, key=lambda c: (c.strength(trump), c.points(trump), c.index))


def choose_card(view: PlayerView, legal: Sequence[Card], tracker: CardTracker) -> Card:
    """The card to play: a lead or a follow, by the habits in the module docstring."""
    if len(legal) == 1:
        return legal[0]
    leader = view.leader
    assert leader is not None
    turn = _Turn(view, tracker, view.trump, view.trick, turn_order(leader))
    if not turn.trick:
        return _lead(turn, legal)
    return _follow(turn, legal)


def _lead(turn: _Turn, legal: Sequence[Card]) -> Card:
    view, tracker, trump = turn.view, turn.tracker, turn.trump
    buyer = view.buyer
    ours = buyer is not None and buyer.team is turn.me.team
    trumps = [c for c in legal if c.suit is trump]
    if trump is not None and ours and trumps and tracker.trumps_out:
        top = tracker.master_cards(trump)
        if top and top[0] in trumps:
            return top[0]
        if buyer is turn.me and len(trumps) >= 4:
            return _weakest(trumps, trump)
    opponents = [s for s in turn.order if s.team is not turn.me.team]
    winners: list[Card] = []
    for suit in SUITS:
        if suit is trump:
            continue
        masters = [c for c in tracker.master_cards(suit) if c in legal]
        if not masters:
            continue
        if trump is not None and tracker.trumps_out:
            risky = any(
                tracker.top_trump_strength(s) >= 0
                and (tracker.is_void(s, suit) or len(tracker.unseen_in(suit)) <= 1)
                for s in opponents
            )
            if risky:
                continue
        winners.append(masters[0])
    if winners:
        return max(winners, key=lambda c: (c.points(trump), -c.index))
    partner = turn.me.partner
    if trump is not None and tracker.top_trump_strength(partner) >= 0:
        for suit in SUITS:
            ruffable = [c for c in legal if c.suit is suit and suit is not trump]
            if ruffable and tracker.is_void(partner, suit):
                return _weakest(ruffable, trump)
    side = [c for c in legal if c.suit is not trump] or list(legal)
    return min(side, key=lambda c: (_lead_cost(turn, c), c.index))


def _lead_cost(turn: _Turn, card: Card) -> int:
    """Cost of leading ``card`` blind: its value, more when it unguards a Ten or is high."""
    trump = turn.trump
    suit_cards = [c for c in turn.view.hand if c.suit is card.suit]
    cost = _keep_value(turn, card)
    if _bare_ten(suit_cards):
        cost += 15
    if trump is not None:
        cost += 2 * len(suit_cards)
    else:
        cost -= 2 * len(suit_cards)
    return cost


def _follow(turn: _Turn, legal: Sequence[Card]) -> Card:
    trump, trick = turn.trump, turn.trick
    position = winning_position(trick, trump)
    best = trick[position]
    partner_winning = len(trick) - position == 2
    lead = trick[0].suit
    last_to_play = len(trick) == 3
    if partner_winning:
        safe = not any(_may_beat(turn, s, best, lead, True) for s in turn.later_opponents)
        if safe:
            return _feed(turn, legal)
        sure = [c for c in legal if _beats(c, best, trump) and _holds(turn, c, False)]
        if sure and sum(c.points(trump) for c in trick) >= 10:
            return _weakest(sure, trump)
        return _cheapest(turn, legal)
    winners = [c for c in legal if _beats(c, best, trump)]
    if not winners:
        return _cheapest(turn, legal)
    if last_to_play:
        return _weakest(winners, trump)
    sure = [c for c in winners if _holds(turn, c, True)]
    if sure:
        return _weakest(sure, trump)
    likely = [c for c in winners if _holds(turn, c, False)]
    on_table = sum(c.points(trump) for c in trick)
    if len(trick) == 1 and on_table < 10:
        losers = [c for c in legal if c not in winners]
        return _cheapest(turn, losers) if losers else _weakest(winners, trump)
    if likely:
        return _weakest(likely, trump)
    losers = [c for c in legal if c not in winners]
    return _cheapest(turn, losers) if losers else _weakest(winners, trump)


def _feed(turn: _Turn, legal: Sequence[Card]) -> Card:
    """Partner surely takes the trick: add the most points we would not win anyway."""
    trump = turn.trump
    last_trick = len(turn.view.tricks) == 7
    masters = set() if last_trick else {c for s in SUITS for c in turn.tracker.master_cards(s)}
    keep_trumps = trump is not None and not last_trick
    givable = [c for c in legal if c not in masters and not (keep_trumps and c.suit is trump)]
    if givable:
        return max(givable, key=lambda c: (c.points(trump), -_keep_value(turn, c), -c.index))
    return _cheapest(turn, legal)


# ------------------------------------------------------------------ on masks


def heuristic_card(
    legal: int,
    hands: Sequence[int],
    seat: int,
    played: int,
    lead: int,
    best: int,
    partner_winning: bool,
    tables: TrumpTables,
) -> int:
    """The rollout card of ``seat`` by club habits (:func:`habit_card`) in the world ``hands``."""
    return habit_card(
        legal,
        hands[(seat + 1) & 3],
        hands[(seat + 2) & 3],
        hands[(seat + 3) & 3],
        played,
        lead,
        best,
        partner_winning,
        tables,
    )


def habit_card(
    legal: int,
    after: int,
    partner: int,
    before: int,
    played: int,
    lead: int,
    best: int,
    partner_winning: bool,
    tables: TrumpTables,
) -> int:
    """A rollout card by club habits, from the other hands as the seat sees them.

    ``after``, ``partner`` and ``before`` are the next seat's, the partner's and the
    previous seat's hands: the world's for the clairvoyant policy, or for the honest
    one what the seat could know (any card out that the seat has not shown it lacks);
    "surely" below is as far as those hands tell. On lead: the card that surely wins
    the trick and carries most points (trumps first while the opponents hold some),
    else a low card towards a partner's sure winner, else the cheapest side card.
    Following: feed points to a partner who surely wins, else win with the cheapest
    card that surely holds, else play the cheapest loser. Each suit is looked up by
    its 8-bit pattern; ties go to the lowest card index, suit by suit.
    """
    if not played:
        return lead_card(legal, after, partner, before, tables)
    # The only opponent still to play after this seat is the next one (if any).
    later = after if played < 3 else 0
    return follow_card(legal, later, after | partner | before, lead, best, partner_winning, tables)


def follow_card(
    legal: int,
    later: int,
    others: int,
    lead: int,
    best: int,
    partner_winning: bool,
    tables: TrumpTables,
) -> int:
    """:func:`habit_card` following.

    ``later`` is the hand of the opponent still to play (0 if none), ``others`` every
    other hand's cards (read only if the partner wins).
    """
    topped_by = tables.topped_by
    # The cards with which the opponent still to play could top the trick: its cards of
    # the suit led if it has some, else any (only trumps top anything then).
    reach = later & SUIT_MASKS[lead] or later
    if partner_winning and not reach & topped_by[best]:
        # Feed the partner the richest card some other hand could beat (keep the tops).
        points = tables.points
        feed = -1
        feed_points = -1
        rest = legal & ~tables.trump_mask
        for shift in _SHIFTS:
            lane = rest >> shift & 0xFF
            if lane:
                beaten = lane & ~_PLAIN_UNBEATEN[others >> shift & 0xFF]
                if beaten:
                    c = shift + _PLAIN_RICHEST[beaten]
                    if points[c] > feed_points:
                        feed, feed_points = c, points[c]
        return feed if feed >= 0 else _cheapest_of(legal, tables)
    # Cards that beat the trick's best: higher in its suit, or any trump over a plain card.
    beaters = legal & topped_by[best]
    if beaters:
        trump = tables.trump
        suit = best >> 3
        lane = beaters >> (suit << 3) & 0xFF
        if suit == trump:
            weakest_first = _WEAKEST_FIRST[1][suit][lane]
        else:
            weakest_first = _WEAKEST_FIRST[0][suit][lane]
            if trump != NO_TRUMP:
                weakest_first += _WEAKEST_FIRST[1][trump][beaters >> (trump << 3) & 0xFF]
        for c in weakest_first:
            if not reach & topped_by[c]:
                return c
        legal ^= beaters  # the cards that lose to the best one (the beaters are legal)
        if not legal:
            legal = beaters
    return _cheapest_of(legal, tables)


def lead_card(legal: int, opp_a: int, partner: int, opp_b: int, tables: TrumpTables) -> int:
    """:func:`habit_card` on lead."""
    points, value = tables.points, tables.value
    trump, trump_mask = tables.trump, tables.trump_mask
    opponents = opp_a | opp_b
    trump_shift = trump << 3
    # An opponent who may ruff: holds a trump (its suits are then checked one by one).
    ruffer_a = opp_a if opp_a & trump_mask else 0
    ruffer_b = opp_b if opp_b & trump_mask else 0
    chosen = towards = cheapest = -1
    chosen_score = -1
    for shift, suit_mask in _LANES:
        lane = legal >> shift & 0xFF
        if not lane:
            continue
        theirs = opponents >> shift & 0xFF
        if shift == trump_shift:
            sure = lane & _TRUMP_UNBEATEN[theirs]
            if sure:
                c = shift + _TRUMP_RICHEST[sure]
                drawing = opponents & trump_mask
                score = points[c] + (40 if drawing else -40)
                if score > chosen_score:
                    chosen, chosen_score = c, score
                    if drawing:  # a sure trump while the opponents hold some: nothing beats it
                        break
            continue
        # Per side suit: can an opponent ruff it, and does the partner surely win it?
        ruff = (ruffer_a and not ruffer_a & suit_mask) or (ruffer_b and not ruffer_b & suit_mask)
        unbeaten = _PLAIN_UNBEATEN[theirs]
        if not ruff:
            sure = lane & unbeaten
            if sure:
                c = shift + _PLAIN_RICHEST[sure]
                if points[c] > chosen_score:
                    chosen, chosen_score = c, points[c]
        if chosen >= 0:
            continue  # a sure winner is led: the fallbacks below are no longer needed
        c = shift + _PLAIN_CHEAPEST[lane]
        if cheapest < 0 or value[c] < value[cheapest]:
            cheapest = c
        if not ruff and partner >> shift & unbeaten and (towards < 0 or value[c] < value[towards]):
            towards = c
    if chosen >= 0:
        return chosen
    if towards >= 0:
        return towards
    if cheapest >= 0:
        return cheapest
    return _cheapest_of(legal, tables)


def _cheapest_of(mask: int, tables: TrumpTables) -> int:
    """The card of ``mask`` (non-empty) least worth keeping (the lowest index of equals)."""
    value, trump = tables.value, tables.trump
    shift = ((mask & -mask).bit_length() - 1) & 24  # the lane of the lowest card
    lane = mask >> shift
    if lane <= 0xFF:  # one suit only (following, mostly)
        return shift + (_TRUMP_CHEAPEST if shift >> 3 == trump else _PLAIN_CHEAPEST)[lane]
    cheapest = -1
    for shift in _SHIFTS:
        lane = mask >> shift & 0xFF
        if lane:
            c = shift + (_TRUMP_CHEAPEST if shift >> 3 == trump else _PLAIN_CHEAPEST)[lane]
            if cheapest < 0 or value[c] < value[cheapest]:
                cheapest = c
    return cheapest


def _lane_tables(
    tables: TrumpTables,
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The habits' lookups for one suit's 8-bit pattern, from the first lane of ``tables``.

    Indexed by pattern: the ranks no card of the pattern beats, the rank worth most
    points (the lowest of equals), the rank least worth keeping (-1 for none), and the
    ranks weakest first.
    """
    strength = [tables.power[r] & 15 for r in range(8)]
    points, value = tables.points, tables.value
    unbeaten: list[int] = []
    richest: list[int] = []
    cheapest: list[int] = []
    weakest_first: list[tuple[int, ...]] = []
    for pattern in range(256):
        ranks = [r for r in range(8) if pattern >> r & 1]
        top = max((strength[r] for r in ranks), default=-1)
        unbeaten.append(sum(1 << r for r in range(8) if strength[r] >= top))
        richest.append(max(ranks, key=lambda r: (points[r], -r), default=-1))
        cheapest.append(min(ranks, key=value.__getitem__, default=-1))
        weakest_first.append(tuple(sorted(ranks, key=strength.__getitem__)))
    return tuple(unbeaten), tuple(richest), tuple(cheapest), tuple(weakest_first)


_SHIFTS: Final = (0, 8, 16, 24)
"""Where each suit's 8-bit lane starts in a hand mask."""
_LANES: Final = tuple(zip(_SHIFTS, SUIT_MASKS, strict=True))
"""Each suit's lane: where it starts, and its cards."""
_PLAIN_UNBEATEN, _PLAIN_RICHEST, _PLAIN_CHEAPEST, _plain_weakest = _lane_tables(TABLES[NO_TRUMP])
_TRUMP_UNBEATEN, _TRUMP_RICHEST, _TRUMP_CHEAPEST, _trump_weakest = _lane_tables(TABLES[0])
_WEAKEST_FIRST: Final = tuple(
    tuple(tuple(tuple(suit * 8 + r for r in ranks) for ranks in weakest) for suit in range(4))
    for weakest in (_plain_weakest, _trump_weakest)
)
"""Plain (0) or trump (1), then suit, then the suit's 8-bit pattern: its cards weakest first."""
