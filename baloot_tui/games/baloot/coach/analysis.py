"""Expected game points of each legal action, from one seat's view: the coach's yardstick.

:func:`analyse` is the one entry point the quiz, the hand review and the table's
coach panel use. It never looks at hidden cards: it samples *worlds* as the expert
does (:meth:`~baloot_tui.games.baloot.bots.hard.HardBot.worlds`: weighted by what the auction and
the play reveal, then resampled by weight; in the auction, weighted deck orders) and
values each option in each world with the expert bot's evaluation
(:meth:`~baloot_tui.games.baloot.bots.expert.ExpertBot.value`: an exact endgame once few cards
remain, else a rollout of the simulator's policy), scored with the rules' own
``score_hand``.

The value of an option is the weighted average, over the same worlds for every
option (so the comparison is fair), of one figure with a unit (:data:`Unit`, worded
once for every screen by :mod:`~baloot_tui.games.baloot.coach.figures`): the game points
of the acting team minus the opponents' in this hand, or, once a hand can decide the
match (a team within :data:`MATCH_REACH` of the target), the acting team's chance of
winning the match after the hand, in percent. Card choices are valued by the expert's search
(:meth:`~baloot_tui.games.baloot.bots.expert.ExpertBot.value`) in that unit, every
option of a world on the same random numbers.

Because every option is valued in the same worlds, the gap between two options has a
paired standard error, far smaller than either value's own. Worlds are sampled in
batches until each option's gap to the best is surely below the unit's equal margin
(:data:`EQUAL_MARGINS`: about equal, a tie, graded right too) or surely above it, or
the budget is spent; an option left near the margin is *not settled*, and every
screen says so. The
worlds are seeded by the decision itself (:func:`decision_key`), so the coach panel,
the quiz and the hand review give the same best option and figures for it
(bench/quiz_stability.py measures how often a grade moves with other worlds).

The bots publish no per-option value for the auction and the doubling ladder, so
here the decision is applied and the hand continued with the medium level's
judgement for every seat, the deciding one's later turns too:

- the rest of an auction follows :func:`expected_call`, the medium level's bidding
  on each seat's five cards;
- then the doubling ladder: each seat doubles, raises to Three, Four or Gahwa and
  chooses closed or open as the medium level does on its eight cards and the match
  score (:func:`expected_raise`); after a doubling decision the rest of the ladder
  is answered the same way;
- everyone declares their best projects, and the hand is played out by the
  expert's play-outs (or solved exactly near its end).

What the model leaves out is listed in docs/lessons.md ("What the analysis leaves
out").
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Final, Literal

from baloot_tui.core.cards import SUITS, Card, Rank, Suit, cards_from_mask
from baloot_tui.core.errors import BalootError
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.bots import evaluate
from baloot_tui.games.baloot.bots.evaluate import (
    HokumStrength,
    SunStrength,
    best_hokum,
    hokum_strength,
    sun_strength,
)
from baloot_tui.games.baloot.bots.expert import ExpertBot
from baloot_tui.games.baloot.bots.hard import HandContext
from baloot_tui.games.baloot.bots.match_equity import win_chance
from baloot_tui.games.baloot.bots.medium import call_for_hand, raise_for_hand
from baloot_tui.games.baloot.bots.simulator import (
    TABLES,
    PlayRules,
    Position,
    Scorer,
    make_scorer,
    trump_index,
)
from baloot_tui.games.baloot.bots.worlds import (
    DeckWorld,
    World,
    played_by_seat,
    sample_deck_worlds,
)
from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, Declare, PlayCard
from baloot_tui.games.baloot.rules.bidding import BiddingState, BidStage, apply_call, legal_calls
from baloot_tui.games.baloot.rules.doubling import (
    DoublingState,
    apply_raise,
    legal_raises,
    start_doubling,
)
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.projects import Project, best_declaration
from baloot_tui.games.baloot.rules.scoring import POT_GP
from baloot_tui.games.baloot.rules.tricks import CardOption
from baloot_tui.games.baloot.rules.view import PlayerView

DEFAULT_BUDGET: Final = 4096
"""Most worlds sampled per decision. Most decisions settle in the first few hundred (and
stop there); the rest go on up to this, where the grades a screen shows change with the
sample in about 2 % of unfiltered decisions against 13 % at 512 worlds
(``bench/grade_stability.py``, docs/lessons.md)."""
FIRST_WORLDS: Final = 128
"""Worlds sampled before the first look at whether the options are told apart."""
BATCH: Final = 64
"""Worlds added each time the options are not yet told apart."""
Unit = Literal["game_points", "match_chance"]
"""What a figure counts: the acting team's game points minus the opponents' in this hand,
or the acting team's chance of winning the match after it (in percent)."""
EQUAL_MARGINS: Final[dict[Unit, float]] = {"game_points": 2.0, "match_chance": 1.5}
"""Options whose gap to the best is surely below this are about equal (a tie). At 0-0 a
game point is worth about 0.6 percentage points of the chance of winning the match."""
EQUAL_MARGIN: Final = EQUAL_MARGINS["game_points"]
"""The equal margin in game points, the unit of every figure far from the target."""
CONFIDENCE: Final = 3.0
"""Standard errors a gap must clear either side of the equal margin to be settled."""
MATCH_REACH: Final = 2 * POT_GP[Contract.SUN]
"""Within this many points of the target (a doubled Sun's pot) a hand can decide the match:
the figures become the chance of winning it."""
_CACHE_SIZE: Final = 256

Standing = Literal["best", "equal", "worse"]
"""Where an option stands: the best, about equal to it, or surely worse."""


def unit_for(view: PlayerView) -> Unit:
    """The unit of the figures for a decision: the match's chance once the hand can decide it."""
    near = max(view.match_score) + MATCH_REACH >= view.rules.match_target
    return "match_chance" if near else "game_points"


@dataclass(frozen=True, slots=True)
class Valuer(ExpertBot):
    """The expert's search valuing each end of the hand in one :data:`Unit`."""

    unit: Unit = "game_points"
    """What the values count."""

    def utility(self, view: PlayerView, points: tuple[int, int]) -> float:
        """Game points for the acting team minus the opponents', or its match chance in percent."""
        team = view.seat % 2
        if self.unit == "game_points":
            return float(points[team] - points[1 - team])
        ours, theirs = view.match_score[team], view.match_score[1 - team]
        target = view.rules.match_target
        return 100.0 * win_chance(ours + points[team], theirs + points[1 - team], target)


VALUERS: Final[dict[Unit, Valuer]] = {unit: Valuer(unit=unit) for unit in EQUAL_MARGINS}
"""The evaluation behind every figure, by unit."""


class ReasonKind(StrEnum):
    """Why an option is worth what it is: one sentence each, worded by the presentation layer."""

    CARD = "card"
    """The rule that allows the card (``option``)."""
    HOKUM_STRENGTH = "hokum_strength"
    """The Hokum evaluation (``strength``) and the ``threshold`` the bots bid it from."""
    SUN_WITH_FACE = "sun_with_face"
    """The Sun evaluation with the face-up card against the ``threshold``."""
    SUN_WITHOUT_FACE = "sun_without_face"
    """The Sun evaluation without the face-up card (Ashkal) against the ``threshold``."""
    EXPECTATION = "expectation"
    """The ``action``'s average ``points`` over ``worlds`` deals."""
    ONLY_LEGAL = "only_legal"
    """The only legal action."""


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason behind an option's value, as values (see :class:`ReasonKind`)."""

    kind: ReasonKind
    """Which sentence."""
    option: CardOption | None = None
    """A card's option, with the rule that allows it."""
    strength: HokumStrength | SunStrength | None = None
    """A hand evaluation."""
    threshold: int = 0
    """The total from which the bots bid the evaluated contract."""
    action: Action | None = None
    """The option valued."""
    points: float = 0.0
    """Its average value for the acting team, in :attr:`unit`."""
    worlds: int = 0
    """How many deals the average is over."""
    unit: Unit = "game_points"
    """What :attr:`points` counts."""


@dataclass(frozen=True, slots=True)
class OptionValue:
    """One legal action with what it is expected to bring."""

    action: Action
    """The option."""
    expected_points: float
    """Weighted average over the worlds, in :attr:`unit`: the acting team's game points minus
    the opponents' in this hand, or its chance of winning the match in percent."""
    reasons: tuple[Reason, ...]
    """Why: hand-strength components (bids), the rule behind a card, the expectation."""
    gap: float = 0.0
    """How far below the best option it is on average (0 for the best)."""
    uncertainty: float = 0.0
    """Standard error of :attr:`gap`, from the same worlds for both options (0 for the best)."""
    standing: Standing = "best"
    """The best, about equal to it (within the unit's :data:`EQUAL_MARGINS`) or worse."""
    settled: bool = True
    """Whether the worlds decide :attr:`standing` with confidence (else it is the best guess)."""
    worlds: int = 0
    """How many worlds the figures come from."""
    our_contract: float | None = None
    """In the auction: share of the worlds in which the acting team ends up buying."""
    their_contract: float | None = None
    """In the auction: share of the worlds in which the opponents end up buying."""
    unit: Unit = "game_points"
    """What :attr:`expected_points`, :attr:`gap` and :attr:`uncertainty` count."""

    @property
    def correct(self) -> bool:
        """Whether choosing it is right: the best or about equal to it."""
        return self.standing != "worse"

    @property
    def equal_margin(self) -> float:
        """The gap below which an option ties with the best, in :attr:`unit`."""
        return EQUAL_MARGINS[self.unit]


@dataclass(frozen=True, slots=True)
class _Sample:
    """One world's value of every option (and, in the auction, which team bought)."""

    weight: float
    values: tuple[float, ...]
    buyers: tuple[int | None, ...] = ()


class AnalysisError(BalootError):
    """The view cannot be analysed (it is not the seat's turn)."""


def analyse(
    view: PlayerView, rng: random.Random | None = None, budget: int = DEFAULT_BUDGET
) -> tuple[OptionValue, ...]:
    """Every legal action of ``view.seat`` with its expected game points, best first.

    Worlds are sampled in batches and every option is valued in each of them, until
    every option other than the best is settled (surely within the equal margin of it,
    or surely further) or ``budget`` worlds are spent.

    Args:
        view: the deciding seat's view; it must be that seat's turn.
        rng: the source of randomness; by default one seeded by the decision itself,
            so the coach, the quiz and the review give the same figures for it.
        budget: the most worlds to sample.

    Raises:
        AnalysisError: it is not the viewing seat's turn.
    """
    return deque(analysis_steps(view, rng, budget), maxlen=1)[0]


def analysis_steps(
    view: PlayerView,
    rng: random.Random | None = None,
    budget: int = DEFAULT_BUDGET,
    batches: tuple[int, int] = (FIRST_WORLDS, BATCH),
) -> Iterator[tuple[OptionValue, ...]]:
    """:func:`analyse` batch by batch: the figures after each batch of worlds, its own last.

    A caller that stops early (the quiz, dropping a decision the budget will not
    settle) pays only for the worlds it looked at; one that goes on gets exactly
    :func:`analyse`'s figures, from the same worlds, and they are remembered as its.
    Other ``batches`` (the first one's worlds, then each next one's) give a quicker
    look on a seeded ``rng``; they are never remembered.

    Raises:
        AnalysisError: it is not the viewing seat's turn.
    """
    legal = view.legal_actions
    if not legal:
        raise AnalysisError(f"{view.seat.name} has nothing to decide now")
    if len(legal) == 1:
        only = legal[0]
        reasons = (*_rule_reasons(view, only), Reason(ReasonKind.ONLY_LEGAL))
        yield (OptionValue(only, 0.0, reasons, unit=unit_for(view)),)
        return
    if rng is not None:
        yield from _steps(view, legal, rng, max(1, budget), batches)
        return
    if batches != (FIRST_WORLDS, BATCH):
        raise ValueError("batches other than the analysis's own need a seeded rng")
    # The worlds are seeded by the decision alone, so a smaller budget samples the first
    # worlds of a larger one: an analysis settled within both budgets is the same.
    seed = decision_key(view)
    key = f"{seed}|{budget}"
    found = _ANALYSED.get(key)
    if found is not None:
        yield found
        return
    values: tuple[OptionValue, ...] = ()
    for values in _steps(view, legal, random.Random(seed), max(1, budget), batches):
        yield values
    if len(_ANALYSED) >= _CACHE_SIZE:
        _ANALYSED.pop(next(iter(_ANALYSED)))
    _ANALYSED[key] = values


_ANALYSED: dict[str, tuple[OptionValue, ...]] = {}
"""Analyses by decision and budget: a decision asked about twice is analysed once."""


def decision_key(view: PlayerView) -> str:
    """Text that names one decision: the seat, what it holds and sees, and everything said."""
    return repr(
        (
            view.seat,
            view.dealer,
            view.hand,
            view.face_card,
            view.history,
            view.match_score,
            view.rules,
        )
    )


def _steps(
    view: PlayerView,
    legal: tuple[Action, ...],
    rng: random.Random,
    budget: int,
    batches: tuple[int, int],
) -> Iterator[tuple[OptionValue, ...]]:
    """Sample until the options are told apart or the budget is spent, summing up each batch."""
    first, then = batches
    samples: list[_Sample] = []
    while True:
        batch = min(budget - len(samples), then if samples else first)
        samples.extend(_samples(view, legal, rng, batch))
        values = _summarise(view, legal, samples)
        yield values
        if len(samples) >= budget or all(v.settled for v in values):
            return


def _summarise(
    view: PlayerView, legal: tuple[Action, ...], samples: Sequence[_Sample]
) -> tuple[OptionValue, ...]:
    """Paired means, gaps to the best and their standard errors, best first."""
    weights = [s.weight for s in samples]
    total = sum(weights) or 1.0
    correction = len(samples) / max(1, len(samples) - 1)
    means = [sum(s.weight * s.values[slot] for s in samples) / total for slot in range(len(legal))]
    best = max(range(len(legal)), key=lambda slot: (means[slot], -slot))
    bidding = bool(samples) and bool(samples[0].buyers)
    team = view.seat % 2
    unit = unit_for(view)
    margin = EQUAL_MARGINS[unit]
    values: list[OptionValue] = []
    for slot, action in enumerate(legal):
        gap = means[best] - means[slot]
        # The weighted mean's standard error (each world's deviation weighted by its weight).
        spread = sum((s.weight * (s.values[best] - s.values[slot] - gap)) ** 2 for s in samples)
        error = math.sqrt(correction * spread) / total
        if slot == best:
            standing: Standing = "best"
            settled = True
        elif gap + CONFIDENCE * error <= margin:
            standing, settled = "equal", True
        elif gap - CONFIDENCE * error >= margin:
            standing, settled = "worse", True
        else:
            standing, settled = ("equal" if gap < margin else "worse"), False
        ours = theirs = None
        if bidding:
            buyers = [s.buyers[slot] for s in samples]
            ours = sum(w for w, b in zip(weights, buyers, strict=True) if b == team) / total
            theirs = sum(w for w, b in zip(weights, buyers, strict=True) if b == 1 - team) / total
        values.append(
            OptionValue(
                action,
                means[slot],
                (
                    *_rule_reasons(view, action),
                    Reason(
                        ReasonKind.EXPECTATION,
                        action=action,
                        points=means[slot],
                        worlds=len(samples),
                        unit=unit,
                    ),
                ),
                gap,
                0.0 if slot == best else error,
                standing,
                settled,
                len(samples),
                ours,
                theirs,
                unit,
            )
        )
    order = {action: i for i, action in enumerate(legal)}
    return tuple(sorted(values, key=lambda v: (v.gap, order[v.action])))


def _samples(
    view: PlayerView, legal: tuple[Action, ...], rng: random.Random, count: int
) -> list[_Sample]:
    """``count`` worlds, each with every option's value in it.

    Within a world every option's play-out draws the same random numbers (one seed per
    world): the options are compared on the same luck as well as the same cards, which
    makes their gaps far less noisy than independent play-outs would.
    """
    if view.phase is Phase.BIDDING:
        samples: list[_Sample] = []
        for deck in sample_deck_worlds(view, count, rng, weighted=True):
            seed = rng.getrandbits(64)
            outcomes = [_bidding_value(view, a, deck, random.Random(seed)) for a in legal]
            samples.append(
                _Sample(deck.weight, tuple(v for v, _ in outcomes), tuple(b for _, b in outcomes))
            )
        return samples
    valuer = VALUERS[unit_for(view)]
    worlds = valuer.worlds(view, count, rng)
    if isinstance(legal[0], PlayCard):
        cards = [a.card.index for a in legal if isinstance(a, PlayCard)]
        hand = HandContext.of(view)
        found: list[_Sample] = []
        for world in worlds:
            position, scorer = hand.position(view, world), hand.scorer(view, world)
            seed = rng.getrandbits(64)
            values = tuple(
                valuer.value(
                    view,
                    hand,
                    position.play(card, hand.tables, hand.play_rules),
                    scorer,
                    random.Random(seed),
                )
                for card in cards
            )
            found.append(_Sample(world.weight, values))
        return found
    found = []
    for world in worlds:
        seed = rng.getrandbits(64)
        values = tuple(_world_value(view, a, world, random.Random(seed)) for a in legal)
        found.append(_Sample(world.weight, values))
    return found


# --------------------------------------------------------------------------- values


def _world_value(view: PlayerView, action: Action, world: World, rng: random.Random) -> float:
    """A doubling answer or a trick-1 declaration, valued in one world."""
    if view.phase is Phase.DOUBLING:
        assert view.doubling is not None
        ladder = apply_raise(view.doubling, action, view.rules)
        ladder = _ladder_played(view, ladder, view.bidding.trump, world.hands)
        return _play_from_deal(view, view.bidding, ladder, world.hands, rng)
    assert isinstance(action, Declare) and view.first_leader is not None
    played = played_by_seat(view)
    dealt = tuple(world.hands[s] | played[s] for s in SEATS)
    declared = _declarations(view, dealt)
    declared[view.seat] = action.projects
    hand = HandContext.of(view)
    scorer = _scorer(view, view.bidding, view.doubling, declared, dealt, view.first_leader)
    return VALUERS[unit_for(view)].value(view, hand, hand.position(view, world), scorer, rng)


def _declarations(view: PlayerView, dealt: Sequence[int]) -> dict[Seat, tuple[Project, ...]]:
    """Each other seat's declaration during trick 1: none if it said so, else its best."""
    contract = view.contract
    assert contract is not None
    declared: dict[Seat, tuple[Project, ...]] = {}
    for seat in SEATS:
        if view.revealed[seat]:
            declared[seat] = view.revealed[seat]
        elif view.announced[seat] == ():
            declared[seat] = ()
        else:
            declared[seat] = best_declaration(cards_from_mask(dealt[seat]), contract, view.rules)
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
    hand = HandContext(
        TABLES[trump_index(bidding.trump)],
        ladder is not None and ladder.closed,
        PlayRules.of(rules),
        (0, 0, 0, 0),
        {},
    )
    return VALUERS[unit_for(view)].value(view, hand, Position(hands, first), scorer, rng)


def _bidding_value(
    view: PlayerView, action: Action, deck: DeckWorld, rng: random.Random
) -> tuple[float, int | None]:
    """The auction finished by medium-level bidders, the ladder by their raises, then the play.

    With the value comes the buying team (None when nobody buys and the cards are redealt).
    """
    rules = view.rules
    firsts = deck.first_hands(view.dealer)
    five = {s: tuple(cards_from_mask(firsts[s])) for s in SEATS}
    b = apply_call(view.bidding, action, rules)
    while not b.is_over:
        speaker = b.to_act
        assert speaker is not None
        b = apply_call(b, expected_call(b, five[speaker], view.face_card, rules), rules)
    if b.stage is not BidStage.DONE:
        return 0.0, None
    assert b.buyer is not None and b.contract is not None
    hands = deck.full_hands(view.dealer, b.buyer)
    ladder = start_doubling(b.contract, b.buyer, view.match_score, rules)
    ladder = _ladder_played(view, ladder, b.trump, hands)
    return _play_from_deal(view, b, ladder, hands, rng), b.buyer % 2


def _ladder_played(
    view: PlayerView,
    ladder: DoublingState,
    trump: Suit | None,
    hands: tuple[int, int, int, int],
) -> DoublingState:
    """The rest of the doubling ladder, every seat answering as :func:`expected_raise` says."""
    while ladder.to_act is not None:
        seat = ladder.to_act
        hand = tuple(cards_from_mask(hands[seat]))
        call = expected_raise(ladder, hand, seat, trump, view.match_score, view.rules)
        ladder = apply_raise(ladder, call, view.rules)
    return ladder


def expected_raise(
    ladder: DoublingState,
    hand: tuple[Card, ...],
    seat: Seat,
    trump: Suit | None,
    match_score: tuple[int, int],
    rules: HouseRules,
) -> Action:
    """The answer the analysis expects on the ladder from ``seat``'s eight cards.

    The medium level's: double or raise from strength and the match score, closed unless
    it holds the trump Jack and three more trumps.
    """
    legal = legal_raises(ladder, rules)
    return raise_for_hand(ladder, hand, seat, trump, match_score, rules, legal)


def expected_call(b: BiddingState, hand: tuple[Card, ...], face: Card, rules: HouseRules) -> Action:
    """The call the analysis expects from a player with five cards ``hand``: the medium level's."""
    seat = b.to_act
    assert seat is not None
    return call_for_hand(b, hand, face, seat, rules, legal_calls(b, hand, rules))


def hokum_for_bid(b: BiddingState, with_face: tuple[Card, ...]) -> HokumStrength:
    """The Hokum a bid now would lead to: the face-up suit in round 1, the best other in 2."""
    if b.round2:
        return best_hokum(with_face, [s for s in SUITS if s is not b.face.suit])
    return hokum_strength(with_face, b.face.suit)


# --------------------------------------------------------------------------- strength


class Evaluated(StrEnum):
    """What a strength line evaluates."""

    HOKUM = "hokum"
    """A Hokum in the strength's trump suit, with the face-up card."""
    SUN = "sun"
    """A Sun with the face-up card."""
    ASHKAL = "ashkal"
    """A Sun without the face-up card (it goes to the partner)."""


@dataclass(frozen=True, slots=True)
class StrengthLine:
    """One evaluation of the hand the coach shows during the auction."""

    evaluated: Evaluated
    """What is evaluated (a Hokum names its suit in :attr:`strength`)."""
    strength: HokumStrength | SunStrength
    """The components."""
    threshold: int
    """The total from which the bots bid it."""

    def components(self) -> tuple[tuple[str, int], ...]:
        """Every component's name (``trump jack``) and value."""
        return tuple(
            (name.replace("_", " "), value) for name, value in strength_components(self.strength)
        )

    @property
    def enough(self) -> bool:
        """Whether the total reaches the bidding threshold."""
        return self.strength.total >= self.threshold


def strength_components(strength: HokumStrength | SunStrength) -> tuple[tuple[str, int], ...]:
    """Every component of an evaluation by its field name (``trump_jack``), with its value."""
    return tuple(
        (f.name, getattr(strength, f.name))
        for f in fields(strength)
        if f.name not in ("trump", "total")
    )


def hand_strengths(view: PlayerView) -> tuple[StrengthLine, ...]:
    """The evaluations behind the calls open now: a Hokum, a Sun, an Ashkal.

    Empty outside the auction. Cheap (no sampling), so the coach shows them at once.
    """
    if view.phase is not Phase.BIDDING:
        return ()
    b, hand, face, rules = view.bidding, view.hand, view.face_card, view.rules
    with_face = (*hand, face)
    calls = {a.call for a in view.legal_actions if isinstance(a, Bid)}
    lines: list[StrengthLine] = []
    if Call.CONFIRM in calls:
        confirms = [a.suit for a in view.legal_actions if isinstance(a, Bid) and a.suit is not None]
        hokum = best_hokum(with_face, confirms)
        lines.append(StrengthLine(Evaluated.HOKUM, hokum, evaluate.HOKUM_BID))
    elif Call.HOKUM in calls:
        hokum = hokum_for_bid(b, with_face)
        lines.append(StrengthLine(Evaluated.HOKUM, hokum, evaluate.HOKUM_BID))
    if calls & {Call.SUN, Call.BEFORE_YOU, Call.TO_SUN}:
        lines.append(StrengthLine(Evaluated.SUN, sun_strength(with_face, rules), evaluate.SUN_BID))
    if Call.ASHKAL in calls:
        lines.append(StrengthLine(Evaluated.ASHKAL, sun_strength(hand, rules), evaluate.SUN_BID))
    return tuple(lines)


# --------------------------------------------------------------------------- reasons


def _rule_reasons(view: PlayerView, action: Action) -> tuple[Reason, ...]:
    """The strength behind a call, or the rule behind a card."""
    if isinstance(action, PlayCard):
        option = next((o for o in view.card_options if o.card == action.card), None)
        return () if option is None else (Reason(ReasonKind.CARD, option=option),)
    if view.phase is not Phase.BIDDING or not isinstance(action, Bid):
        return ()
    hand, face, rules = view.hand, view.face_card, view.rules
    with_face = (*hand, face)
    call = action.call
    if call in (Call.SUN, Call.BEFORE_YOU, Call.TO_SUN):
        sun = sun_strength(with_face, rules)
        return (Reason(ReasonKind.SUN_WITH_FACE, strength=sun, threshold=evaluate.SUN_BID),)
    if call is Call.ASHKAL:
        sun = sun_strength(hand, rules)
        return (Reason(ReasonKind.SUN_WITHOUT_FACE, strength=sun, threshold=evaluate.SUN_BID),)
    if call is Call.CONFIRM:
        assert action.suit is not None
        hokum = hokum_strength(with_face, action.suit)
    elif call is Call.HOKUM:
        hokum = hokum_for_bid(view.bidding, with_face)
    else:
        return ()
    return (Reason(ReasonKind.HOKUM_STRENGTH, strength=hokum, threshold=evaluate.HOKUM_BID),)
