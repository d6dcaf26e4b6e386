"""The medium level: heuristic bidding, doubling, declaring and card play in a few milliseconds.

Bidding compares the hand evaluations of :mod:`baloot_tui.games.baloot.bots.evaluate` with
their thresholds, adjusted for seat and partner. Doubling weighs strength in the
buyer's trump against what the match score puts at stake. Card play follows the
habits of a decent club player on values (:func:`bots.habits.choose_card`, where every
bot's habits live), using a :class:`CardTracker` built from the view, and claims Sawa
when the rest of the tricks are certain.

:class:`Flaws` turns the same player into the beginner level.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from baloot_tui.core.bounds import Range, check_ranges
from baloot_tui.core.cards import DECK, SUITS, Card, Rank, Suit
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.bots import evaluate
from baloot_tui.games.baloot.bots.evaluate import best_hokum, hokum_strength, sun_strength
from baloot_tui.games.baloot.bots.habits import choose_card
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Call,
    Declare,
    Double,
    DoubleStep,
    Pass,
    PlayCard,
    Sawa,
)
from baloot_tui.games.baloot.rules.bidding import BiddingState, BidStage
from baloot_tui.games.baloot.rules.doubling import DoublingState, LadderStage
from baloot_tui.games.baloot.rules.glossary import Contract, Phase, ProjectKind
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.projects import Project, baloot_blocked, holds_baloot
from baloot_tui.games.baloot.rules.scoring import POT_GP
from baloot_tui.games.baloot.rules.view import PlayerView


@dataclass(frozen=True, slots=True)
class Flaws:
    """Human-like mistakes; all zero for the medium level."""

    mistake_rate: float = 0.0
    """Chance of playing a random legal card instead of the chosen one."""
    forget_rate: float = 0.0
    """Chance of losing track of each card of the finished tricks."""
    bid_noise: float = 0.0
    """Standard deviation (abnat) of the noise added to each bidding threshold."""
    doubles: bool = True
    """Whether the player ever doubles or raises."""

    RANGES: ClassVar[Mapping[str, Range]] = {
        "mistake_rate": (0, 1),
        "forget_rate": (0, 1),
        "bid_noise": (0, 100),
    }
    """Rates are chances, the noise a spread in abnat (a hand holds at most 162)."""

    def __post_init__(self) -> None:
        """Refuse a number outside its range (:attr:`RANGES`)."""
        check_ranges(self, self.RANGES)


NO_FLAWS: Final = Flaws()

#: What the face-up card is worth to a partner who receives it through Ashkal.
_FACE_FOR_PARTNER: Final = {Rank.TEN: 6, Rank.KING: 3}
#: Bidding margin adjustments (abnat), see :func:`choose_call`.
_OVER_PARTNER_HOKUM: Final = 8
_OVER_OPPONENT_HOKUM: Final = -4
_FIRST_SPEAKER: Final = -2
_BEFORE_YOU_MARGIN: Final = 4
_ROUND2_HOKUM: Final = 2
#: Chance that a declared project counts, by how the best rival announcement compares.
_COUNT_CHANCE: Final = {"higher": 0.1, "equal": 0.5, "lower": 1.0}
_CLASS: Final = {
    ProjectKind.SIRA: 1,
    ProjectKind.FIFTY: 2,
    ProjectKind.HUNDRED: 3,
    ProjectKind.FOUR_HUNDRED: 4,
}


@dataclass(frozen=True, slots=True)
class MediumBot:
    """Heuristic player; see the module docstring."""

    name: str = "medium"
    """The level name."""
    flaws: Flaws = NO_FLAWS
    """Deliberate mistakes (none at this level)."""

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """Pick a bid, a double, a declaration, a card or a certain Sawa."""
        phase = view.phase
        if phase is Phase.BIDDING:
            noise = rng.gauss(0.0, self.flaws.bid_noise) if self.flaws.bid_noise else 0.0
            return choose_call(view, legal, noise)
        if phase is Phase.DOUBLING:
            if not self.flaws.doubles:
                return next(a for a in legal if isinstance(a, Pass))
            return choose_raise(view, legal)
        if isinstance(legal[0], Declare):
            return choose_declaration(view, legal)
        tracker = CardTracker.from_view(view)
        if sawa_certain(view, tracker):
            return Sawa(view.seat)
        if self.flaws.mistake_rate and rng.random() < self.flaws.mistake_rate:
            return rng.choice(legal)
        if self.flaws.forget_rate:
            tracker = tracker.forgetting(rng, self.flaws.forget_rate)
        cards = tuple(a.card for a in legal if isinstance(a, PlayCard))
        chosen = choose_card(view, cards, tracker)
        return next(a for a in legal if isinstance(a, PlayCard) and a.card == chosen)


# ------------------------------------------------------------------- bidding


def _calls(legal: Sequence[Action]) -> dict[Call, Bid]:
    return {a.call: a for a in legal if isinstance(a, Bid)}


def choose_call(view: PlayerView, legal: Sequence[Action], shift: float = 0.0) -> Action:
    """A bidding call from the hand's Hokum and Sun strength (evaluate thresholds + shift)."""
    return call_for_hand(
        view.bidding, view.hand, view.face_card, view.seat, view.rules, legal, shift
    )


def call_for_hand(
    bidding: BiddingState,
    hand: Sequence[Card],
    face: Card,
    me: Seat,
    rules: HouseRules,
    legal: Sequence[Action],
    shift: float = 0.0,
) -> Action:
    """:func:`choose_call` from the auction and ``me``'s five cards alone.

    ``shift`` (abnat) is added to both thresholds: the beginner's noise, the search
    bots' boldness (negative). The search bots call it for every seat of a simulated
    auction. The buyer
    receives the face-up card, so it counts in the bidder's hand; with Ashkal the
    partner gets it instead. Overriding a partner's Hokum needs a clearly better
    Sun; stealing an opponent's Hokum with Sun needs a little less.
    """
    pass_action = next((a for a in legal if isinstance(a, Pass)), None)
    calls = _calls(legal)
    if Call.KAWESH in calls:
        return calls[Call.KAWESH]
    with_face = (*hand, face)
    sun = sun_strength(with_face, rules).total
    sun_bar = evaluate.SUN_BID + shift
    hokum_bar = evaluate.HOKUM_BID + shift
    if bidding.stage is BidStage.CONFIRM:
        confirms = [a for a in legal if isinstance(a, Bid) and a.call is Call.CONFIRM]
        suits = [a.suit for a in confirms if a.suit is not None]
        best = best_hokum(with_face, suits)
        choice = next(a for a in confirms if a.suit is best.trump)
        if sun - sun_bar >= max(0.0, best.total - hokum_bar):
            return calls[Call.TO_SUN]
        return choice
    if bidding.stage is BidStage.BEFORE_YOU:
        if sun >= sun_bar + _BEFORE_YOU_MARGIN and Call.BEFORE_YOU in calls:
            return calls[Call.BEFORE_YOU]
        assert pass_action is not None
        return pass_action
    pending = bidding.pending_hokum
    if pending is me.partner:
        sun_bar += _OVER_PARTNER_HOKUM
    elif pending is not None:
        sun_bar += _OVER_OPPONENT_HOKUM
    if bidding.priority(me) == 0:
        sun_bar += _FIRST_SPEAKER
    margins: list[tuple[float, Bid]] = []
    if Call.SUN in calls:
        margins.append((sun - sun_bar, calls[Call.SUN]))
    if Call.ASHKAL in calls:
        ashkal = sun_strength(hand, rules).total + _FACE_FOR_PARTNER.get(face.rank, 0)
        if ashkal > sun:
            margins.append((ashkal - sun_bar, calls[Call.ASHKAL]))
    if Call.HOKUM in calls:
        if bidding.stage is BidStage.ROUND1:
            in_face_suit = hokum_strength(with_face, face.suit).total
            margins.append((in_face_suit - hokum_bar, calls[Call.HOKUM]))
        else:
            others = [s for s in SUITS if s is not face.suit]
            in_best_suit = best_hokum(with_face, others).total
            margins.append((in_best_suit - hokum_bar - _ROUND2_HOKUM, calls[Call.HOKUM]))
    sun_first = [m for m in margins if m[1].call is not Call.HOKUM and m[0] >= 0]
    if sun_first:
        return max(sun_first, key=lambda m: m[0])[1]
    hokum_ok = [m for m in margins if m[1].call is Call.HOKUM and m[0] >= 0]
    if hokum_ok:
        return hokum_ok[0][1]
    assert pass_action is not None
    return pass_action


# ------------------------------------------------------------------ doubling


def choose_raise(view: PlayerView, legal: Sequence[Action]) -> Action:
    """Double, raise or pass, from strength in the contract and the match score.

    A defender doubles when strong in the buyer's trump (or in Sun), and more
    readily when the buyer would win the match by making the contract anyway;
    less readily when the doubled pot alone would hand them the match. Three,
    Four and Gahwa need very strong hands, except that a buyer far behind near
    the end of the match gambles on Gahwa.
    """
    ladder = view.doubling
    if ladder is None or view.contract is None:
        return next(a for a in legal if isinstance(a, Pass))
    return raise_for_hand(
        ladder, view.hand, view.seat, view.trump, view.match_score, view.rules, legal
    )


def raise_for_hand(
    ladder: DoublingState,
    hand: Sequence[Card],
    me: Seat,
    trump: Suit | None,
    match_score: tuple[int, int],
    rules: HouseRules,
    legal: Sequence[Action],
) -> Action:
    """:func:`choose_raise` from the ladder and ``me``'s eight cards alone.

    The coach's analysis calls it for every seat of a simulated ladder.
    """
    pass_action = next(a for a in legal if isinstance(a, Pass))
    contract = ladder.contract
    target = rules.match_target
    ours, theirs = match_score[me.team], match_score[me.team.other]
    pot = POT_GP[contract]
    if contract is Contract.SUN:
        strength = sun_strength(hand, rules).total
    else:
        assert trump is not None
        strength = hokum_strength(hand, trump).total
    stage = ladder.stage
    if stage is LadderStage.DOUBLE:
        bar = evaluate.DOUBLE_SUN if contract is Contract.SUN else evaluate.DOUBLE_HOKUM
        if theirs + pot >= target and theirs >= ours:
            bar -= 20
        elif theirs + 2 * pot >= target:
            bar += 10
        wanted = strength >= bar
        step = DoubleStep.DOUBLE
    elif stage is LadderStage.THREE:
        wanted, step = strength >= evaluate.THREE, DoubleStep.THREE
    elif stage is LadderStage.FOUR:
        wanted, step = strength >= evaluate.FOUR, DoubleStep.FOUR
    else:
        desperate = theirs + 4 * pot >= target and theirs - ours >= 60
        bar = evaluate.THREE - 20 if desperate else evaluate.GAHWA
        wanted, step = strength >= bar, DoubleStep.GAHWA
    if not wanted:
        return pass_action
    options = [a for a in legal if isinstance(a, Double) and a.step is step]
    if not options:
        return pass_action
    closed = not _wants_open(hand, trump)
    return next((a for a in options if a.closed in (None, closed)), options[0])


def _wants_open(hand: Sequence[Card], trump: Suit | None) -> bool:
    """Leave trump leads open only when we hold the top trump and length to draw trumps."""
    if trump is None:
        return False
    trumps = [c for c in hand if c.suit is trump]
    return len(trumps) >= 4 and any(c.rank is Rank.JACK for c in trumps)


# ----------------------------------------------------------------- declaring


def choose_declaration(view: PlayerView, legal: Sequence[Action]) -> Action:
    """The declaration worth most: counted game points times the chance they count, plus Baloot.

    Rival announcements heard so far lower the chance of counting; a Hundred that
    locks the trump King and Queen loses Baloot's 2 points, which can make a
    smaller project (or none) the better choice.
    """
    contract = view.contract
    assert contract is not None
    trump = view.trump
    has_baloot = trump is not None and holds_baloot(view.hand, trump)
    rival = max(
        (
            _CLASS[k]
            for seat, kinds in enumerate(view.announced)
            if kinds and seat % 2 != view.seat % 2
            for k in kinds
            if k in _CLASS
        ),
        default=0,
    )
    best: tuple[float, Action] | None = None
    for action in legal:
        assert isinstance(action, Declare)
        value = _declaration_value(action.projects, contract, rival)
        if has_baloot and trump is not None:
            value += 0 if baloot_blocked(action.projects, trump, view.rules) else 2
        if best is None or value > best[0]:
            best = (value, action)
    assert best is not None
    return best[1]


def _declaration_value(projects: tuple[Project, ...], contract: Contract, rival: int) -> float:
    if not projects:
        return 0.0
    mine = max(_CLASS[p.kind] for p in projects)
    relation = "higher" if rival > mine else "equal" if rival == mine else "lower"
    return _COUNT_CHANCE[relation] * sum(p.game_points(contract) for p in projects)


# --------------------------------------------------------------------- Sawa


def sawa_certain(view: PlayerView, tracker: CardTracker) -> bool:
    """Whether leading out the hand surely wins every remaining trick, whatever the unseen cards.

    Only on lead from trick 2, when a claim may be made (see :func:`leading_out_wins`),
    and never for the last trick alone: its four cards are played faster than a claim is read.
    """
    if view.to_act is not view.seat or view.trick or not view.tricks or len(view.hand) < 2:
        return False
    return leading_out_wins(view.hand, tracker.unseen, view.trump, view.closed)


def accepts_sawa(view: PlayerView, shown: Collection[Card]) -> bool:
    """Whether a seat answering a Sawa claim accepts it, from its view and the shown hand.

    It accepts when leading out the claimer's shown cards wins every trick whatever
    the cards it cannot see: every card not yet played and not shown may be with
    anybody. A claim that needs the claimer's partner is refused ("show me"); the
    engine's verdict settles it either way.
    """
    played = {c for trick in view.tricks for c in trick.cards} | set(view.trick)
    others = [c for c in DECK if c not in played and c not in shown]
    return leading_out_wins(shown, others, view.trump, view.closed)


def leading_out_wins(
    hand: Collection[Card], others: Collection[Card], trump: Suit | None, closed: bool
) -> bool:
    """Whether leading ``hand`` out wins every trick, however ``others`` lie in the other hands.

    True when every side card beats every other card of its suit, and in Hokum
    either no other hand has trumps or our trumps all beat theirs and are enough
    to draw them (leading trumps must be allowed: an open hand, or only trumps left).
    """

    def top(suit: Suit) -> int:
        return max((c.strength(trump) for c in others if c.suit is suit), default=-1)

    for suit in SUITS:
        beaten = any(c.strength(trump) <= top(suit) for c in hand if c.suit is suit)
        if suit is not trump and beaten:
            return False
    out = 0 if trump is None else sum(1 for c in others if c.suit is trump)
    if trump is None or out == 0:
        return True
    trumps = [c for c in hand if c.suit is trump]
    if any(c.strength(trump) <= top(trump) for c in trumps) or len(trumps) < out:
        return False
    return not closed or len(trumps) == len(hand)
