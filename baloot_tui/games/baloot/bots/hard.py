"""The hard level: Monte Carlo search over sampled worlds, valued in game points.

For every decision the bot samples worlds (hidden hands consistent with its view,
:mod:`baloot_tui.games.baloot.bots.worlds`), tries each legal action in each world and plays the
hand out with the simulator's fast rollout policy (:mod:`baloot_tui.games.baloot.bots.simulator`;
in card play the honest one, each seat playing from what it could know);
once at most 12 cards remain, each world is solved exactly instead
(:mod:`baloot_tui.games.baloot.bots.dds`).
An action's value is the average over worlds of the team's game points minus the
opponents' (after rounding, khasara, kaboot, projects, Baloot and doubling), never
raw card points. The best average wins; ties go to the first legal action, so the
same seed always gives the same choice.

Bidding is evaluated the same way over whole deck orders (the medium level's call,
a little bolder, stands unless a searched call beats it clearly, see ``boldness`` and
``switch_margin``): the rest of the auction follows the medium level's calls for each
seat's five cards in the world, the cards still to come are dealt to the buyer and
the others, everybody declares their best projects, and the hand is played out.
Doubling compares the ladder's options with a pass over worlds of the dealt hands (the
rest of the ladder answered as the medium level would), discounting the worlds in which
the contract fails (play-outs overrate the defence). Declarations
and certain Sawa claims reuse the medium level's logic.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import ClassVar, Protocol

from baloot_tui.core.bounds import Range, check_ranges
from baloot_tui.core.cards import DECK, SUITS, Card, Rank
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.bots.dds import BudgetExceeded, Solver, Terminal, equivalent_cards
from baloot_tui.games.baloot.bots.deadline import Deadline
from baloot_tui.games.baloot.bots.medium import (
    call_for_hand,
    choose_call,
    choose_declaration,
    choose_raise,
    raise_for_hand,
    sawa_certain,
)
from baloot_tui.games.baloot.bots.simulator import (
    TABLES,
    Playout,
    PlayRules,
    Policy,
    Position,
    Scorer,
    TrumpTables,
    make_scorer,
    mask_indices,
    play_out,
    trump_index,
)
from baloot_tui.games.baloot.bots.tracker import CardTracker
from baloot_tui.games.baloot.bots.worlds import (
    DeckWorld,
    World,
    played_by_seat,
    resample,
    sample_deck_worlds,
    sample_worlds,
    shown_lacks_by_seat,
)
from baloot_tui.games.baloot.rules.actions import Action, Declare, Pass, PlayCard, Sawa
from baloot_tui.games.baloot.rules.bidding import BiddingState, BidStage, apply_call, legal_calls
from baloot_tui.games.baloot.rules.doubling import apply_raise, legal_raises
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.projects import Project, best_declaration, declaration_options
from baloot_tui.games.baloot.rules.view import PlayerView


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How much a search bot thinks; fixed numbers, so a seed fixes every choice."""

    play_worlds: int = 40
    """Worlds sampled per card decision."""
    bid_worlds: int = 24
    """Deck orders sampled per bidding decision."""
    double_worlds: int = 24
    """Worlds sampled per doubling decision."""
    policy: Policy = "honest"
    """Rollout policy of the card-play searches."""
    auction_policy: Policy = "clairvoyant"
    """Rollout policy of the play-outs that value a call or a raise."""
    weighted: bool = False
    """Weight worlds by what the auction and announcements reveal."""
    oversample: int = 1
    """Weighted worlds drawn per world searched, then resampled by weight (1: no resampling).

    With weights, many sampled worlds count for little; drawing three times as many
    and resampling gave the expert +1.07 game points per hand against hard on fixed
    deals (``bench/play_duplicate.py``)."""
    exact_cards: int = 12
    """Solve the endgame exactly (double-dummy) once at most this many cards remain."""
    node_budget: int = 6_000
    """Nodes per exact solve; past it the world is rolled out instead."""
    pimc_cards: int = 0
    """Choose a card by exact search in every world once at most this many cards remain
    after it (perfect-information Monte Carlo; 0: never).

    Each of ``pimc_worlds`` worlds is solved for every legal card within ``pimc_budget``
    nodes; valuations elsewhere (the coach's, the doubling's) keep ``exact_cards``."""
    pimc_worlds: int = 20
    """Worlds per card decision under ``pimc_cards``: a solve costs far more than a play-out."""
    pimc_budget: int = 50_000
    """Nodes per exact solve under ``pimc_cards``."""
    card_tiebreak: bool = False
    """Among cards of equal value, take the one that wins the most card points.

    Once a hand's game points are settled every card is worth the same; a good player
    still takes the tricks, which costs nothing and looks like play to the table. The
    tied cards are valued again in the same worlds by card points (last trick
    included): exactly where the game points were, else by play-outs."""
    tie_margin: float = 0.0
    """Game points per world by which a card may trail the best and still count as tied
    for ``card_tiebreak`` (0: only equal values).

    Twenty worlds value a card's game points coarsely (rounding to game points hides most
    card points); among cards that close, the card points decide.
    """
    boldness: float = 4.0
    """Abnat taken off the medium level's bidding thresholds for the default call.

    The search bots play a contract better than the medium level, so they may buy
    with a little less (measured +0.2 game points per hand against medium).
    """
    switch_margin: float = 6.0
    """Average game points by which a searched call must beat the heuristic one.

    Auction searches sample few worlds and simulate the other bidders crudely, so
    their estimates are noisy; the medium level's choice stands unless the search
    finds something clearly better. At 6 instead of 3, hard's bidding bought 8% fewer
    tables, failed 17.8% of its contracts instead of 21.2% and gained 1.1 points of
    match-winning chance against itself over 1,000 deals (``bench/bot_arena.py``).
    """
    double_margin: float = 2.0
    """Average game points by which a searched raise must beat passing to be called.

    The doubling search compares every rung with a pass on the same worlds, which the
    medium level's answer does not take part in: measured against the coach's analysis
    (``bench/doubling_ladder.py``), a raise had to beat the heuristic answer by
    ``switch_margin`` and the hard level took none of 86 offered doubles.
    """
    buyer_fail_weight: float = 0.4
    """Weight, in doubling decisions, of a world in which the contract fails when played out.

    Every seat sees every card in a play-out, which helps the defence more than the
    buyer: over real doubles the worlds said 56% of the contracts would fail and 44%
    did (``bench/doubling_calibration.py``), and the doubles a bot picks are the ones
    its worlds overrate most. At 0.4 instead of 1, hard gained 0.3 game points per hand
    against medium and the expert 1.6 against hard on fixed deals
    (``bench/play_duplicate.py``).
    """

    RANGES: ClassVar[Mapping[str, Range]] = {
        "play_worlds": (1, 1_000),
        "bid_worlds": (1, 1_000),
        "double_worlds": (1, 1_000),
        "double_margin": (0, 100),
        "oversample": (1, 10),
        "exact_cards": (0, len(DECK)),
        "node_budget": (1, 1_000_000),
        "pimc_cards": (0, len(DECK)),
        "pimc_worlds": (1, 1_000),
        "pimc_budget": (1, 1_000_000),
        "tie_margin": (0, 100),
        "boldness": (-100, 100),
        "switch_margin": (0, 100),
        "buyer_fail_weight": (0, 10),
    }
    """Each number's range, both ends included.

    Worlds and node budgets cost time in proportion: past these a decision takes
    minutes rather than a stronger choice. Margins are game points per hand, boldness
    abnat.
    """

    def __post_init__(self) -> None:
        """Refuse a number outside its range (:attr:`RANGES`), from a spec's typo, say."""
        check_ranges(self, self.RANGES)


class WorldSampler(Protocol):
    """Where a search bot's play-time worlds come from (:func:`sample_worlds`'s signature)."""

    def __call__(
        self,
        view: PlayerView,
        count: int,
        rng: random.Random,
        *,
        tracker: CardTracker | None = None,
        weighted: bool = False,
        deadline: Deadline | None = None,
    ) -> list[World]:
        """``count`` worlds of the hidden cards for ``view`` (fewer past ``deadline``)."""
        ...


@dataclass(frozen=True, slots=True)
class HardBot:
    """Monte Carlo player; see the module docstring."""

    name: str = "hard"
    """The level name."""
    settings: SearchSettings = SearchSettings()
    """Search budget."""
    time_cap: float | None = None
    """Wall-clock safety net in seconds per decision, every stage of it; None: no cap."""
    sampler: WorldSampler = sample_worlds
    """The play-time worlds; ``bench/information_value.py`` swaps in the real hands."""

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """Pick the action with the best average game-point margin over sampled worlds."""
        if len(legal) == 1:
            return legal[0]
        deadline = Deadline(self.time_cap)
        phase = view.phase
        if phase is Phase.BIDDING:
            return self.choose_call(view, legal, rng, deadline)
        if phase is Phase.DOUBLING:
            return self.choose_raise(view, legal, rng, deadline)
        if isinstance(legal[0], Declare):
            return choose_declaration(view, legal)
        tracker = CardTracker.from_view(view)
        if sawa_certain(view, tracker):
            return Sawa(view.seat)
        return self.choose_card(view, legal, rng, tracker, deadline)

    def worlds(
        self,
        view: PlayerView,
        count: int,
        rng: random.Random,
        tracker: CardTracker | None = None,
        deadline: Deadline | None = None,
    ) -> list[World]:
        """``count`` play-time worlds: sampled, or oversampled and resampled by weight."""
        settings = self.settings
        extra = settings.oversample if settings.weighted else 1
        worlds = self.sampler(
            view, count * extra, rng, tracker=tracker, weighted=settings.weighted, deadline=deadline
        )
        return resample(worlds, count, rng) if extra > 1 else worlds

    # ------------------------------------------------------------- card play

    def choose_card(
        self,
        view: PlayerView,
        legal: tuple[Action, ...],
        rng: random.Random,
        tracker: CardTracker,
        deadline: Deadline | None = None,
    ) -> Action:
        """The card with the best average margin over sampled worlds, within ``deadline``."""
        deadline = deadline or Deadline(self.time_cap)
        settings = self.settings
        searcher, count = self, settings.play_worlds
        cards = [a.card.index for a in legal if isinstance(a, PlayCard)]
        group_of: dict[int, int] = {}
        hand = HandContext.of(view, deadline.expired)
        if settings.pimc_cards and sum(view.hand_sizes) - 1 <= settings.pimc_cards:
            exact = replace(
                settings,
                exact_cards=max(settings.exact_cards, settings.pimc_cards),
                node_budget=settings.pimc_budget,
            )
            searcher, count = replace(self, settings=exact), settings.pimc_worlds
            # Every card is solved exactly: one solve values a whole group of equivalents.
            group_of = equivalent_cards(_mask(cards), _gone(view), hand.tables)
        worlds = self.worlds(view, count, rng, tracker, deadline)
        values = _by_group(
            cards,
            group_of,
            lambda some: searcher.card_values(view, some, worlds, rng, deadline, hand, settle=True),
        )
        best = _best(values)
        if settings.card_tiebreak:
            weight = sum(world.weight for world in worlds)
            close = values[best] - settings.tie_margin * weight - 1e-9
            tied = [slot for slot, v in enumerate(values) if v >= close]
            if len(tied) > 1:
                margins = _by_group(
                    [cards[slot] for slot in tied],
                    group_of,
                    lambda some: searcher.card_margins(view, some, worlds, rng, deadline, hand),
                )
                best = tied[_best(margins)]
        return legal[best]

    def card_values(
        self,
        view: PlayerView,
        cards: list[int],
        worlds: list[World],
        rng: random.Random,
        deadline: Deadline | None = None,
        hand: HandContext | None = None,
        *,
        settle: bool = False,
    ) -> list[float]:
        """Weighted margin of each card over ``worlds``, stopping early only past ``deadline``.

        The first world is always searched (a card is never chosen blind); None: the
        bot's time cap from now. Past it, exact solves give way to play-outs. ``hand``:
        the decision's context, whose solvers a second pass reuses (None: a new one).
        With ``settle`` the search may also stop once one card clearly stands out
        (:meth:`settled`): the values then cover the worlds searched.
        """
        deadline = deadline or Deadline(self.time_cap)
        hand = hand or HandContext.of(view, deadline.expired)

        def values_in(world: World) -> list[float]:
            position, scorer = hand.position(view, world), hand.scorer(view, world)
            return [
                self.value(view, hand, position.play(c, hand.tables, hand.play_rules), scorer, rng)
                for c in cards
            ]

        settled = self.settled if settle else None
        return self._weighted_sums(len(cards), worlds, values_in, deadline, 1, settled)

    def settled(self, seen: Sequence[tuple[float, list[float]]]) -> bool:
        """Whether the (weight, values) of the worlds searched so far settle the choice.

        The hard level searches every world it sampled; the expert stops early.
        """
        del seen
        return False

    def card_margins(
        self,
        view: PlayerView,
        cards: list[int],
        worlds: list[World],
        rng: random.Random,
        deadline: Deadline | None = None,
        hand: HandContext | None = None,
    ) -> list[float]:
        """Weighted card-point margin of each card over ``worlds`` (the tie-break's values).

        Past ``deadline`` no world is searched: the tie-break then keeps the first tied card.
        ``hand``: the decision's context, so that the card-point solves share the
        points search's table of the main pass (None: a new one).
        """
        deadline = deadline or Deadline(self.time_cap)
        hand = hand or HandContext.of(view, deadline.expired)

        def values_in(world: World) -> list[float]:
            position = hand.position(view, world)
            return [
                self.card_margin(view, hand, position.play(c, hand.tables, hand.play_rules), rng)
                for c in cards
            ]

        return self._weighted_sums(len(cards), worlds, values_in, deadline, 0)

    def _weighted_sums(
        self,
        size: int,
        worlds: list[World],
        values_in: Callable[[World], list[float]],
        deadline: Deadline | None,
        at_least: int,
        settled: Callable[[Sequence[tuple[float, list[float]]]], bool] | None = None,
    ) -> list[float]:
        """Each slot's values over ``worlds``, weighted, within ``deadline``.

        Past the first ``at_least`` worlds, a world is not started when one as slow as
        the slowest so far would end past the cap: a world's exact solves cannot be cut
        short, so checking only after it would let one decision overrun. The deadline
        (None: the bot's cap from now) is the decision's, so the sampling before and
        the tie-break's second pass after share it, and its estimate of a world's cost.
        Resampled worlds repeat; a repeated world's values are reused. ``settled``, asked
        before each new world is searched, may end the search (past ``at_least`` worlds).
        """
        deadline = deadline or Deadline(self.time_cap)
        totals = [0.0] * size
        seen: dict[tuple[int, int, int, int], list[float]] = {}
        searched: list[tuple[float, list[float]]] = []
        for world in worlds:
            values = seen.get(world.hands)
            if values is None:
                if len(seen) >= at_least and not deadline.fits_another():
                    break
                if settled is not None and len(seen) >= at_least and settled(searched):
                    break
                values = seen[world.hands] = deadline.timed(partial(values_in, world))
            searched.append((world.weight, values))
            for slot, found in enumerate(values):
                totals[slot] += world.weight * found
        return totals

    def card_margin(
        self, view: PlayerView, hand: HandContext, position: Position, rng: random.Random
    ) -> float:
        """The card-point margin of one continuation: exact in an endgame, else a play-out."""
        return self._continuation(
            hand,
            position,
            rng,
            lambda: hand.card_solver(self, view),
            lambda end: hand.card_margin(view, end.card_abnat[0], end.last_trick),
        )

    def value(
        self,
        view: PlayerView,
        hand: HandContext,
        position: Position,
        scorer: Scorer,
        rng: random.Random,
    ) -> float:
        """The margin of one continuation: exact in a small endgame, else a rollout."""
        return self._continuation(
            hand,
            position,
            rng,
            lambda: hand.solver(self, view, scorer),
            lambda end: self.utility(view, scorer.of(end)),
        )

    def _continuation(
        self,
        hand: HandContext,
        position: Position,
        rng: random.Random,
        solver: Callable[[], Solver],
        of_play_out: Callable[[Playout], float],
    ) -> float:
        """``solver``'s exact value once few cards are left (within budget), else a play-out's.

        Past the decision's deadline no solve starts: a play-out answers at once.
        """
        out_of_time = hand.out_of_time
        if position.cards_left <= self.settings.exact_cards and not (
            out_of_time is not None and out_of_time()
        ):
            try:
                return solver().solve(position)
            except BudgetExceeded:
                pass
        outcome = play_out(
            position, hand.tables, hand.closed, hand.play_rules, rng, self.settings.policy
        )
        return of_play_out(outcome)

    def utility(self, view: PlayerView, points: tuple[int, int]) -> float:
        """What a hand's game points are worth to the bot (the expert adds the match)."""
        return utility(view, points)

    # --------------------------------------------------------------- bidding

    def choose_call(
        self,
        view: PlayerView,
        legal: tuple[Action, ...],
        rng: random.Random,
        deadline: Deadline | None = None,
    ) -> Action:
        """The call with the best average margin over sampled deck orders, within ``deadline``.

        Past the deadline the worlds searched so far decide (none: the heuristic call).
        """
        deadline = deadline or Deadline(self.time_cap)
        worlds = sample_deck_worlds(
            view, self.settings.bid_worlds, rng, weighted=self.settings.weighted, deadline=deadline
        )
        totals = [0.0] * len(legal)
        weight = 0.0
        policy = self.settings.auction_policy

        def values_in(world: DeckWorld) -> list[float]:
            auction = _AuctionWorld(view, world, self.utility)
            return [auction.value_of(call, rng, policy) for call in legal]

        for world in worlds:
            if not deadline.fits_another():
                break
            for slot, value in enumerate(deadline.timed(partial(values_in, world))):
                totals[slot] += world.weight * value
            weight += world.weight
        return self._switch(
            legal, totals, choose_call(view, legal, -self.settings.boldness), weight
        )

    # -------------------------------------------------------------- doubling

    def choose_raise(
        self,
        view: PlayerView,
        legal: tuple[Action, ...],
        rng: random.Random,
        deadline: Deadline | None = None,
    ) -> Action:
        """Pass or raise: each option played out over worlds of the dealt hands.

        After the option, the rest of the ladder is answered as the medium level would
        from each seat's cards in the world, so a Double is valued with the buyer's Three.
        The best raise is called if it beats passing by ``double_margin`` on average.
        Worlds in which the contract fails count ``buyer_fail_weight`` of the others.
        Past ``deadline`` the worlds searched so far decide (none: the heuristic answer).
        """
        deadline = deadline or Deadline(self.time_cap)
        worlds = self.worlds(view, self.settings.double_worlds, rng, deadline=deadline)
        stay = next(slot for slot, action in enumerate(legal) if isinstance(action, Pass))
        totals = [0.0] * len(legal)
        weight = 0.0
        policy = self.settings.auction_policy

        def points_in(ladder_world: LadderWorld) -> list[tuple[int, int]]:
            return [ladder_world.points(action, rng, policy) for action in legal]

        for world in worlds:
            if not deadline.fits_another():
                break
            ladder_world = LadderWorld(view, world)
            points = deadline.timed(partial(points_in, ladder_world))
            world_weight = self.ladder_weight(world, ladder_world.fails(points[stay]))
            for slot, result in enumerate(points):
                totals[slot] += world_weight * self.utility(view, result)
            weight += world_weight
        if not weight:
            return choose_raise(view, legal)
        best = _best(totals)
        if (totals[best] - totals[stay]) / weight > self.settings.double_margin:
            return legal[best]
        return legal[stay]

    def ladder_weight(self, world: World, fails: bool) -> float:
        """``world``'s weight in a doubling decision: less if the contract fails in it."""
        return world.weight * (self.settings.buyer_fail_weight if fails else 1.0)

    def _switch(
        self,
        legal: tuple[Action, ...],
        totals: list[float],
        heuristic: Action,
        weight: float,
    ) -> Action:
        """The searched best action if it beats the heuristic one by the switch margin.

        ``totals`` are sums over worlds whose weights add up to ``weight``.
        """
        best = _best(totals)
        base = legal.index(heuristic)
        if (totals[best] - totals[base]) / (weight or 1.0) > self.settings.switch_margin:
            return legal[best]
        return heuristic


_LAST_TRICK = 10
"""Abnat of the last trick."""


def utility(view: PlayerView, points: tuple[int, int]) -> float:
    """The hand's value to ``view.seat``'s team: its game points minus the opponents'."""
    team = view.seat % 2
    return float(points[team] - points[1 - team])


def _best(values: Sequence[float]) -> int:
    """Index of the highest value; the first on ties (deterministic)."""
    best = 0
    for index in range(1, len(values)):
        if values[index] > values[best] + 1e-9:
            best = index
    return best


def _mask(cards: Sequence[int]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def _gone(view: PlayerView) -> int:
    """The cards of the finished tricks (the current trick's are still in play)."""
    return _mask([card.index for trick in view.tricks for card in trick.cards])


def _by_group(
    cards: list[int], group_of: dict[int, int], values_of: Callable[[list[int]], list[float]]
) -> list[float]:
    """``values_of`` each card, asked once per group of equivalent cards (``group_of``)."""
    first: dict[int, int] = {}
    distinct: list[int] = []
    for c in cards:
        group = group_of.get(c, c)
        if group not in first:
            first[group] = len(distinct)
            distinct.append(c)
    found = values_of(distinct) if len(distinct) < len(cards) else values_of(cards)
    return [found[first[group_of.get(c, c)]] for c in cards]


def _cards(mask: int) -> tuple[Card, ...]:
    return tuple(DECK[i] for i in mask_indices(mask))


@dataclass(frozen=True, slots=True)
class HandContext:
    """What is fixed about the hand during one card decision."""

    tables: TrumpTables
    closed: bool
    play_rules: PlayRules
    played: tuple[int, int, int, int]
    scorers: dict[tuple[object, ...], Scorer]
    lacks: tuple[int, int, int, int] = (0, 0, 0, 0)
    """Per seat, the cards its plays have shown it lacks (what honest play-outs know)."""
    solvers: dict[int, tuple[Scorer, Solver]] = field(default_factory=dict)
    """Exact solvers by scorer (kept with it), sharing a table across cards and worlds."""
    card_solvers: list[Solver] = field(default_factory=list)
    """The exact solver of card points (:meth:`card_solver`), once made."""
    first_solver: list[Solver] = field(default_factory=list)
    """The decision's first solver, whose terminal-free tables every later one shares."""
    out_of_time: Callable[[], bool] | None = None
    """The decision deadline's check: past it an exact solve gives way to a play-out."""

    @classmethod
    def of(cls, view: PlayerView, out_of_time: Callable[[], bool] | None = None) -> HandContext:
        """The context of ``view``'s hand; ``out_of_time`` cuts its exact solves short."""
        tables = TABLES[trump_index(view.trump)]
        play_rules = PlayRules.of(view.rules)
        return cls(
            tables,
            view.closed,
            play_rules,
            played_by_seat(view),
            {},
            shown_lacks_by_seat(view, tables, play_rules),
            out_of_time=out_of_time,
        )

    def position(self, view: PlayerView, world: World) -> Position:
        """The card-play position of ``world``."""
        assert view.leader is not None
        return Position(
            world.hands,
            view.leader,
            tuple(c.index for c in view.trick),
            view.abnat,
            view.tricks_won,
            self.lacks,
        )

    def scorer(self, view: PlayerView, world: World) -> Scorer:
        """The scorer of ``world``: its declarations and Baloot, cached by their value."""
        contract, buyer, first = view.contract, view.buyer, view.first_leader
        assert contract is not None and buyer is not None and first is not None
        played = self.played
        dealt = tuple(world.hands[s] | played[s] for s in SEATS)
        declared = _declarations(view, dealt)
        key = (tuple(declared[s] for s in SEATS), _baloot_seat(view, dealt))
        scorer = self.scorers.get(key)
        if scorer is None:
            ladder = view.doubling
            assert ladder is not None
            scorer = make_scorer(
                contract,
                view.trump,
                buyer,
                declared,
                dealt,
                first,
                view.rules,
                multiplier=ladder.multiplier,
                gahwa=ladder.gahwa,
                last_raiser=ladder.last_raiser_team,
                face_card_is_ace=view.face_card.rank is Rank.ACE,
            )
            self.scorers[key] = scorer
        return scorer

    def card_margin(self, view: PlayerView, abnat_ns: int, last: int) -> float:
        """``view.seat``'s team's card abnat minus the opponents', last trick included."""
        ns = abnat_ns + (_LAST_TRICK if last == 0 else 0)
        margin = 2 * ns - sum(self.tables.points) - _LAST_TRICK
        return float(margin if view.seat % 2 == 0 else -margin)

    def card_solver(self, bot: HardBot, view: PlayerView) -> Solver:
        """An exact solver of the card-point margin (:meth:`card_margin`), one per decision."""
        if not self.card_solvers:

            def terminal(abnat_ns: int, last: int, tricks_ns: int) -> float:
                del tricks_ns  # card points do not depend on who took how many tricks
                return self.card_margin(view, abnat_ns, last)

            self.card_solvers.append(self._solver(bot, view, terminal))
        return self.card_solvers[0]

    def solver(self, bot: HardBot, view: PlayerView, scorer: Scorer) -> Solver:
        """The exact solver of the worlds valued by ``scorer``, in ``bot``'s utility."""
        found = self.solvers.get(id(scorer))
        if found is None:

            def terminal(abnat_ns: int, last: int, tricks_ns: int) -> float:
                return bot.utility(view, scorer.points(abnat_ns, last, tricks_ns))

            found = (scorer, self._solver(bot, view, terminal))
            self.solvers[id(scorer)] = found
        return found[1]

    def _solver(self, bot: HardBot, view: PlayerView, terminal: Terminal) -> Solver:
        """A solver of this hand for ``view.seat``'s team, within ``bot``'s node budget."""
        like = self.first_solver[0] if self.first_solver else None
        made = Solver(
            self.tables,
            self.closed,
            self.play_rules,
            terminal,
            view.seat % 2,
            bot.settings.node_budget,
            self.out_of_time,
            like,
        )
        if like is None:
            self.first_solver.append(made)
        return made


def _declarations(view: PlayerView, dealt: Sequence[int]) -> dict[Seat, tuple[Project, ...]]:
    """Each seat's declaration in a world: shown ones, else guessed from its dealt cards.

    After trick 1 only the counting team's projects matter and they are shown. During
    trick 1 a seat that announced kinds gets the best option of those kinds; a seat
    yet to declare is expected to declare its best.
    """
    if view.tricks:
        return {s: view.revealed[s] for s in SEATS}
    contract = view.contract
    assert contract is not None
    declared: dict[Seat, tuple[Project, ...]] = {}
    for seat in SEATS:
        if seat is view.seat:
            declared[seat] = view.own_declaration or ()
            continue
        kinds = view.announced[seat]
        hand = _cards(dealt[seat])
        if kinds is None:
            declared[seat] = best_declaration(hand, contract, view.rules)
        elif not kinds:
            declared[seat] = ()
        else:
            wanted = sorted(kinds)
            declared[seat] = next(
                (
                    option
                    for option in declaration_options(hand, contract, view.rules)
                    if sorted(p.kind for p in option) == wanted
                ),
                (),
            )
    return declared


def _baloot_seat(view: PlayerView, dealt: Sequence[int]) -> int:
    """The seat dealt the trump King and Queen in this world, or -1."""
    trump = view.trump
    if trump is None:
        return -1
    pair = 0b0110_0000 << (8 * SUITS.index(trump))
    return next((s for s in range(4) if dealt[s] & pair == pair), -1)


class LadderWorld:
    """One world of the dealt hands during the doubling: the hand played out at any rung."""

    def __init__(self, view: PlayerView, world: World) -> None:
        ladder, buyer, contract = view.doubling, view.buyer, view.contract
        assert ladder is not None and buyer is not None and contract is not None
        self.view = view
        self.ladder = ladder
        self.buyer = buyer
        self.contract = contract
        self.hands = world.hands
        self.declared = {
            s: best_declaration(_cards(world.hands[s]), contract, view.rules) for s in SEATS
        }
        self.first = view.dealer.next if view.rules.first_lead == "right_of_dealer" else buyer
        self.tables = TABLES[trump_index(view.trump)]
        self.play_rules = PlayRules.of(view.rules)

    def points(self, action: Action, rng: random.Random, policy: Policy) -> tuple[int, int]:
        """Each team's game points if ``action`` (a pass or a raise) is answered as medium would.

        The seats after it answer the ladder from their cards in this world
        (:func:`raise_for_hand`), the deciding seat's later turns too.
        """
        view = self.view
        rules = view.rules
        ladder = apply_raise(self.ladder, action, rules)
        while ladder.to_act is not None:
            seat = ladder.to_act
            hand = _cards(self.hands[seat])
            answer = raise_for_hand(
                ladder, hand, seat, view.trump, view.match_score, rules, legal_raises(ladder, rules)
            )
            ladder = apply_raise(ladder, answer, rules)
        scorer = make_scorer(
            self.contract,
            view.trump,
            self.buyer,
            self.declared,
            self.hands,
            self.first,
            rules,
            multiplier=ladder.multiplier,
            gahwa=ladder.gahwa,
            last_raiser=ladder.last_raiser_team,
            face_card_is_ace=view.face_card.rank is Rank.ACE,
        )
        outcome = play_out(
            Position(self.hands, self.first),
            self.tables,
            ladder.closed,
            self.play_rules,
            rng,
            policy,
        )
        return scorer.of(outcome)

    def fails(self, points: tuple[int, int]) -> bool:
        """Whether the contract failed with these game points: the buyer scored less."""
        team = self.buyer.team
        return points[team] < points[team.other]


class _AuctionWorld:
    """One deck order during the auction: simulates the rest of it and the play."""

    def __init__(
        self,
        view: PlayerView,
        world: DeckWorld,
        value: Callable[[PlayerView, tuple[int, int]], float],
    ) -> None:
        self.view = view
        self.value = value
        self.world = world
        self.rules: HouseRules = view.rules
        self.firsts = world.first_hands(view.dealer)
        self.face = view.face_card

    def value_of(self, call: Action, rng: random.Random, policy: Policy) -> float:
        """The margin for the bidder's team if it makes ``call`` now."""
        bidding = apply_call(self.view.bidding, call, self.rules)
        steps = 0
        while not bidding.is_over and steps < 16:
            seat = bidding.to_act
            assert seat is not None
            bidding = apply_call(bidding, self._call(bidding, seat), self.rules)
            steps += 1
        if bidding.stage is not BidStage.DONE:
            return 0.0
        contract, buyer = bidding.contract, bidding.buyer
        assert contract is not None and buyer is not None
        hands = self.world.full_hands(self.view.dealer, buyer)
        declared = {s: best_declaration(_cards(hands[s]), contract, self.rules) for s in SEATS}
        first = self.view.dealer.next if self.rules.first_lead == "right_of_dealer" else buyer
        scorer = make_scorer(
            contract,
            bidding.trump,
            buyer,
            declared,
            hands,
            first,
            self.rules,
            face_card_is_ace=self.face.rank is Rank.ACE,
        )
        outcome = play_out(
            Position(hands, first),
            TABLES[trump_index(bidding.trump)],
            False,
            PlayRules.of(self.rules),
            rng,
            policy,
        )
        return self.value(self.view, scorer.of(outcome))

    def _call(self, bidding: BiddingState, seat: Seat) -> Action:
        """The medium level's call for ``seat`` holding its five cards of this world."""
        five = _cards(self.firsts[seat])
        legal = legal_calls(bidding, five, self.rules)
        return call_for_hand(bidding, five, self.face, seat, self.rules, legal)
