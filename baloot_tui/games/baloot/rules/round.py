"""One hand of Baloot as an immutable state: deal, auction, doubling, play, score.

:func:`deal` starts a hand from a seeded shuffle (or :func:`start_hand` from a
given deck order). ``state.legal_actions()`` lists what the seat to act may do,
``state.apply(action)`` returns the next state and never changes ``state``; an
illegal action raises :class:`IllegalActionError` naming the seat, the action and
the rule. ``state.view(seat)`` is all that seat may see.

Sawa (claiming the rest) is not listed by ``legal_actions``: whether a claim holds
depends on the other hands, so listing it would tell a player what they cannot
see. A claim is made by applying :class:`Sawa`; the engine accepts it only if it
holds against every defence (:func:`sawa_holds`).

A state is a few named records, each built as often as what it holds changes (their
fields are Final: see the note above :class:`PlayTerms`):

- :class:`Table`, once per phase and per call: the house rules, the dealer, the deck,
  the auction, the doubling ladder, the terms of card play (:class:`PlayTerms`) and,
  at the end, the result. ``table.held`` is each seat's cards when the phase began;
- ``left``, per action: the cards still in hands, one bitmask (a seat's hand is its
  ``held`` cards that are still ``left``);
- ``history`` and ``legal``, the legal actions, worked out when the state is made (in
  card play also ``legal_cards``, the cards the seat to act may play, as a bitmask);
- :class:`Tally`, once per trick: who leads it, the tricks taken, the declarations;
- ``trick`` and ``winning``, per card: the cards on the table and which one wins so far.

The legal cards are those of :mod:`rules.masks`, their definition; the public values
(``hands``, ``play``, ``dealt``…) are built from these records when read.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from operator import attrgetter
from typing import Final, Literal, TypeVar

from baloot_tui.core.cards import DECK, Card, Rank, card, cards_from_mask, mask_of
from baloot_tui.core.errors import IllegalActionError, NotationError, Refusal, TableRule
from baloot_tui.core.seats import SEATS, TEAMS, Seat, Team, turn_order
from baloot_tui.games.baloot.rules.actions import (
    PLAY_LANES,
    PLAYS,
    Action,
    Bid,
    Declare,
    Double,
    Pass,
    PlayCard,
    Sawa,
)
from baloot_tui.games.baloot.rules.bidding import (
    KAWESH_BLOCKERS,
    BiddingState,
    BidStage,
    apply_call,
    legal_calls,
    start_bidding,
)
from baloot_tui.games.baloot.rules.doubling import (
    DoublingState,
    LadderStage,
    apply_raise,
    legal_raises,
    start_doubling,
)
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.masks import (
    BALOOT_MASKS,
    FULL_DECK,
    SUIT_MASKS,
    TABLES,
    PlayRules,
    TrumpTables,
    follow_rule,
    lead_mask,
    trump_index,
)
from baloot_tui.games.baloot.rules.outcome import RoundResult
from baloot_tui.games.baloot.rules.projects import (
    Project,
    baloot_blocked,
    counted_projects,
    counting_team,
    hand_options,
    holds_project,
    mask_options,
)
from baloot_tui.games.baloot.rules.refusals import Rule
from baloot_tui.games.baloot.rules.sawa import claim_holds
from baloot_tui.games.baloot.rules.scoring import HandFacts, HandScore, ProjectScore, score_hand
from baloot_tui.games.baloot.rules.tricks import CardOption, Trick, card_options
from baloot_tui.games.baloot.rules.view import Announcement, ContractFacts, PlayerView

FIRST_DEAL: Final = 20
"""Cards dealt before the auction: 3 then 2 to each player."""
FACE_INDEX: Final = 20
"""Position in the deck of the face-up card."""

Hands = tuple[int, int, int, int]
"""Each seat's cards as a bitmask (``card.bit``), indexed by seat."""
Declared = tuple[tuple[Project, ...] | None, ...]
"""Each seat's declared projects; None until the seat has decided on trick 1."""

NO_ONE_DECLARED: Final[Declared] = (None, None, None, None)

# Members read on every action, as plain module constants: an enum class attribute is
# a slow lookup in Python 3.11 (and a Python attribute lookup from compiled code).
_BIDDING: Final = Phase.BIDDING
_DOUBLING: Final = Phase.DOUBLING
_PLAYING: Final = Phase.PLAYING
_FINISHED: Final = Phase.FINISHED
_AUCTION_DONE: Final = BidStage.DONE
_WARAQ: Final = BidStage.WARAQ
_KAWESH: Final = BidStage.KAWESH
_LADDER_DONE: Final = LadderStage.DONE


@dataclass(frozen=True, slots=True)
class PlayState:
    """Card play: the trick on the table, the tricks taken, the declarations."""

    first_leader: Seat
    """Who led trick 1 (and comes first in project tie-breaks)."""
    leader: Seat
    """Who led the current trick."""
    trick: tuple[Card, ...] = ()
    """Cards played to the current trick, in order."""
    tricks: tuple[Trick, ...] = ()
    """Completed tricks."""
    declared: Declared = NO_ONE_DECLARED
    """Each seat's declared projects; None until the seat has decided on trick 1."""
    abnat: tuple[int, int] = (0, 0)
    """Card abnat taken by each team so far (without the last-trick 10)."""
    tricks_won: tuple[int, int] = (0, 0)
    """Tricks taken by each team."""
    baloot_shown: Seat | None = None
    """The seat that has played both the trump King and Queen (Baloot), if counted."""

    @property
    def to_act(self) -> Seat:
        """The seat whose card is next."""
        return SEATS[(self.leader + len(self.trick)) % 4]


# The records of a hand's state below are dataclasses whose fields are Final: mypy refuses
# any assignment to them, and so does the compiled build at run time (mypyc makes a Final
# attribute read-only). They are not frozen dataclasses: Python 3.11 sets each field of a
# frozen dataclass through a call to object.__setattr__, which made a pure-Python hand
# a third slower. Each writes its own __init__, which mypyc compiles to plain stores (the
# __init__ that dataclasses writes stays interpreted).


@dataclass(slots=True, init=False)
class PlayTerms:
    """The terms of one hand's card play, fixed when play starts."""

    tables: Final[TrumpTables]
    """Trick-taking power and points of each card under the contract."""
    play_rules: Final[PlayRules]
    """The house rules' obligations when following."""
    closed: Final[bool]
    """A closed double: no trump lead while holding another suit."""
    baloot_pair: Final[int]
    """The trump King and Queen as a mask (0 in Sun)."""
    declarations: Final[tuple[tuple[Declare, ...], ...]]
    """Per seat, the declarations it chooses from on trick 1 (none: it has no choice)."""

    def __init__(
        self, rules: HouseRules, bidding: BiddingState, doubling: DoublingState, held: Hands
    ) -> None:
        trump = trump_index(bidding.trump)
        contract = bidding.contract
        assert contract is not None
        self.tables = TABLES[trump]
        self.play_rules = PlayRules.of(rules)
        self.closed = doubling.closed
        self.baloot_pair = BALOOT_MASKS[trump] if trump < 4 else 0
        self.declarations = (
            _declarations(Seat.SOUTH, held, contract, rules),
            _declarations(Seat.EAST, held, contract, rules),
            _declarations(Seat.NORTH, held, contract, rules),
            _declarations(Seat.WEST, held, contract, rules),
        )


def _declarations(
    seat: Seat, held: Hands, contract: Contract, rules: HouseRules
) -> tuple[Declare, ...]:
    """The declarations ``seat`` holding ``held[seat]`` chooses from (none without a choice)."""
    if not holds_project(held[seat]):
        return ()
    options = hand_options(held[seat], contract, rules)
    if len(options) == 1:
        return ()
    return tuple(Declare(seat, option) for option in options)


@dataclass(slots=True, init=False)
class Table:
    """What stays fixed while a phase lasts: the rules, the deal, the auction, the ladder."""

    rules: Final[HouseRules]
    """The house rules in force."""
    dealer: Final[Seat]
    """Who dealt."""
    match_score: Final[tuple[int, int]]
    """The match score before this hand (decides whether a Sun may be doubled)."""
    deck: Final[tuple[Card, ...]]
    """The shuffled deck in dealing order: the chance part of the hand."""
    held: Final[Hands]
    """Each seat's cards when the phase began: the first five in the auction, then eight."""
    phase: Final[Phase]
    """Bidding, doubling, playing or finished."""
    bidding: Final[BiddingState]
    """The auction (public)."""
    doubling: Final[DoublingState | None]
    """The doubling ladder, once the contract is settled."""
    dealt: Final[Hands | None]
    """Each seat's eight cards, once the deal is completed."""
    terms: Final[PlayTerms | None]
    """The terms of card play, once it starts."""
    result: Final[RoundResult | None]
    """The outcome, once finished."""

    def __init__(
        self,
        rules: HouseRules,
        dealer: Seat,
        match_score: tuple[int, int],
        deck: tuple[Card, ...],
        held: Hands,
        phase: Phase,
        bidding: BiddingState,
        doubling: DoublingState | None = None,
        dealt: Hands | None = None,
        terms: PlayTerms | None = None,
        result: RoundResult | None = None,
    ) -> None:
        self.rules = rules
        self.dealer = dealer
        self.match_score = match_score
        self.deck = deck
        self.held = held
        self.phase = phase
        self.bidding = bidding
        self.doubling = doubling
        self.dealt = dealt
        self.terms = terms
        self.result = result

    def but(
        self,
        held: Hands | None = None,
        phase: Phase | None = None,
        bidding: BiddingState | None = None,
        doubling: DoublingState | None = None,
        dealt: Hands | None = None,
        terms: PlayTerms | None = None,
        result: RoundResult | None = None,
    ) -> Table:
        """A copy with the given fields changed (None: unchanged; none of them goes back)."""
        return Table(
            self.rules,
            self.dealer,
            self.match_score,
            self.deck,
            self.held if held is None else held,
            self.phase if phase is None else phase,
            self.bidding if bidding is None else bidding,
            self.doubling if doubling is None else doubling,
            self.dealt if dealt is None else dealt,
            self.terms if terms is None else terms,
            self.result if result is None else result,
        )


@dataclass(slots=True, init=False)
class Tally:
    """Card play before the trick on the table: who leads it, the tricks taken, the declarations."""

    first_leader: Final[Seat]
    """Who led trick 1 (and comes first in project tie-breaks)."""
    leader: Final[Seat]
    """Who leads the trick on the table."""
    tricks: Final[tuple[Trick, ...]]
    """Completed tricks."""
    declared: Final[Declared]
    """Each seat's declared projects; None until the seat has decided on trick 1."""
    abnat: Final[tuple[int, int]]
    """Card abnat taken by each team so far (without the last-trick 10)."""
    tricks_won: Final[tuple[int, int]]
    """Tricks taken by each team."""
    baloot_shown: Final[Seat | None]
    """The seat that has played both the trump King and Queen (Baloot), if counted."""

    def __init__(
        self,
        first_leader: Seat,
        leader: Seat,
        tricks: tuple[Trick, ...] = (),
        declared: Declared = NO_ONE_DECLARED,
        abnat: tuple[int, int] = (0, 0),
        tricks_won: tuple[int, int] = (0, 0),
        baloot_shown: Seat | None = None,
    ) -> None:
        self.first_leader = first_leader
        self.leader = leader
        self.tricks = tricks
        self.declared = declared
        self.abnat = abnat
        self.tricks_won = tricks_won
        self.baloot_shown = baloot_shown

    def but(
        self,
        declared: Declared | None = None,
        baloot_shown: Seat | None = None,
        abnat: tuple[int, int] | None = None,
        tricks_won: tuple[int, int] | None = None,
    ) -> Tally:
        """A copy with the given fields changed (None: unchanged)."""
        return Tally(
            self.first_leader,
            self.leader,
            self.tricks,
            self.declared if declared is None else declared,
            self.abnat if abnat is None else abnat,
            self.tricks_won if tricks_won is None else tricks_won,
            self.baloot_shown if baloot_shown is None else baloot_shown,
        )


STATE_FIELDS: Final = (
    "rules",
    "dealer",
    "match_score",
    "deck",
    "hands",
    "phase",
    "bidding",
    "doubling",
    "play",
    "history",
    "result",
    "dealt",
)
"""The values a :class:`RoundState` reads back, in the order :meth:`RoundState.of` takes them."""


@dataclass(slots=True, init=False, eq=False, repr=False)
class RoundState(ContractFacts):
    """One hand, from the deal to the score. Never changed: ``apply`` returns a new state.

    The values (:data:`STATE_FIELDS`, all read-only): ``rules`` (the house rules in
    force), ``dealer``, ``match_score`` (before this hand: it decides whether a Sun
    may be doubled), ``deck`` (the shuffled deck in dealing order: the chance part of
    the hand), ``hands`` (what each seat holds now, in card-index order), ``phase``,
    ``bidding`` (the public auction), ``doubling`` (the ladder, once the contract is
    settled), ``play`` (card play, once the ladder is done), ``history`` (every action
    so far), ``result`` (once finished) and ``dealt`` (each seat's eight cards once
    dealt). :meth:`of` makes a state from them; two states are equal when they are.
    """

    table: Final[Table]
    """What stays fixed while the phase lasts."""
    left: Final[int]
    """The cards still in hands, as a mask."""
    history: Final[tuple[Action, ...]]
    """Every action so far, in order."""
    legal: Final[tuple[Action, ...]]
    """What the seat to act may do (empty when the hand is over)."""
    legal_cards: Final[int]
    """The cards the seat to act may play, as a mask (0 unless a card is to be played)."""
    tally: Final[Tally | None]
    """Card play before the trick on the table (None before card play)."""
    trick: Final[tuple[Card, ...]]
    """The cards played to the trick on the table, in order."""
    winning: Final[int]
    """Which of them wins the trick so far (its position in ``trick``)."""

    def __init__(
        self,
        table: Table,
        left: int,
        history: tuple[Action, ...],
        tally: Tally | None = None,
        trick: tuple[Card, ...] = (),
        winning: int = 0,
    ) -> None:
        self.table = table
        self.left = left
        self.history = history
        self.tally = tally
        self.trick = trick
        self.winning = winning
        # What the seat to act may do, worked out once: a call or a raise in the auction
        # and on the ladder; in card play a declaration before its first card on trick 1,
        # else the legal cards (rules.masks).
        legal: tuple[Action, ...]
        cards = 0
        terms = table.terms
        if table.phase is not _PLAYING or tally is None or terms is None:
            legal = _open_actions(table, left)
        else:
            seat = (tally.leader + len(trick)) & 3
            legal = terms.declarations[seat]
            if not legal or tally.declared[seat] is not None or tally.tricks:
                hand = table.held[seat] & left
                if not trick:
                    cards = lead_mask(hand, terms.tables, terms.closed)
                    legal = _plays_of(seat, cards)
                else:
                    lead = trick[0].index >> 3
                    count = len(trick)
                    cards = follow_rule(
                        hand,
                        lead,
                        trick[winning].index,
                        count - winning == 2,
                        count == 3,
                        terms.tables,
                        terms.play_rules,
                    )[0]
                    if cards & SUIT_MASKS[lead] == cards:  # following suit: one lane's plays
                        legal = PLAY_LANES[seat][lead][cards >> (lead << 3)]
                    else:
                        legal = _plays_of(seat, cards)
        self.legal = legal
        self.legal_cards = cards

    @classmethod
    def of(
        cls,
        rules: HouseRules,
        dealer: Seat,
        match_score: tuple[int, int],
        deck: tuple[Card, ...],
        hands: tuple[tuple[Card, ...], ...],
        phase: Phase,
        bidding: BiddingState,
        doubling: DoublingState | None = None,
        play: PlayState | None = None,
        history: tuple[Action, ...] = (),
        result: RoundResult | None = None,
        dealt: tuple[tuple[Card, ...], ...] = (),
    ) -> RoundState:
        """The state with these values (the hand's own states come from :func:`deal`)."""
        held = _hands_mask(hands)
        dealt_masks = _hands_mask(dealt) if dealt else None
        if dealt_masks is None and play is not None:
            dealt_masks = (0, 0, 0, 0)  # a state built without its deal: no Baloot to find
        terms = None
        if doubling is not None and play is not None:
            terms = PlayTerms(rules, bidding, doubling, held)
        table = Table(rules, dealer, match_score, deck, held, phase, bidding)
        table = table.but(doubling=doubling, dealt=dealt_masks, terms=terms, result=result)
        history = tuple(history)
        if play is None:
            return RoundState(table, FULL_DECK, history)
        tally = Tally(
            play.first_leader,
            play.leader,
            play.tricks,
            play.declared,
            play.abnat,
            play.tricks_won,
            play.baloot_shown,
        )
        winning = _winning(play.trick, TABLES[trump_index(bidding.trump)])
        return RoundState(table, FULL_DECK, history, tally, play.trick, winning)

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in STATE_FIELDS)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RoundState):
            return NotImplemented
        return self is other or self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in STATE_FIELDS)
        return f"RoundState({shown})"

    # ------------------------------------------------------------------ values

    @property
    def rules(self) -> HouseRules:
        """The house rules in force."""
        return self.table.rules

    @property
    def dealer(self) -> Seat:
        """Who dealt."""
        return self.table.dealer

    @property
    def match_score(self) -> tuple[int, int]:
        """The match score before this hand (decides whether a Sun may be doubled)."""
        return self.table.match_score

    @property
    def deck(self) -> tuple[Card, ...]:
        """The shuffled deck in dealing order: this is the chance part of the hand."""
        return self.table.deck

    @property
    def phase(self) -> Phase:
        """Bidding, doubling, playing or finished."""
        return self.table.phase

    @property
    def bidding(self) -> BiddingState:
        """The auction (public)."""
        return self.table.bidding

    @property
    def doubling(self) -> DoublingState | None:
        """The doubling ladder, once the contract is settled."""
        return self.table.doubling

    @property
    def result(self) -> RoundResult | None:
        """The outcome, once finished."""
        return self.table.result

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's full eight cards once the deal is completed."""
        masks = self.table.dealt
        if masks is None:
            return ()
        return tuple(cards_from_mask(m) for m in masks)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """What each seat holds now, in card-index order."""
        held, left = self.table.held, self.left
        return tuple(cards_from_mask(m & left) for m in held)

    @property
    def play(self) -> PlayState | None:
        """Card play, once the ladder is done."""
        tally = self.tally
        if tally is None:
            return None
        return PlayState(
            tally.first_leader,
            tally.leader,
            self.trick,
            tally.tricks,
            tally.declared,
            tally.abnat,
            tally.tricks_won,
            tally.baloot_shown,
        )

    # ----------------------------------------------------------------- queries

    @property
    def face_card(self) -> Card:
        """The face-up bidding card."""
        return self.table.deck[FACE_INDEX]

    @property
    def to_act(self) -> Seat | None:
        """The seat that must act next, or None when the hand is over."""
        table = self.table
        phase = table.phase
        if phase is _PLAYING:
            tally = self.tally
            assert tally is not None
            return SEATS[(tally.leader + len(self.trick)) & 3]
        if phase is _BIDDING:
            return table.bidding.to_act
        if phase is _DOUBLING:
            assert table.doubling is not None
            return table.doubling.to_act
        return None

    @property
    def is_over(self) -> bool:
        """Whether the hand has ended (scored, waraq or Kawesh)."""
        return self.table.phase is _FINISHED

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat to act may do now, in a stable order (empty when over)."""
        return self.legal

    def declaration_options(self, seat: Seat) -> tuple[tuple[Project, ...], ...]:
        """The declarations ``seat`` may make on trick 1 (the first is none)."""
        contract = self.bidding.contract
        assert contract is not None
        return mask_options(self.table.held[seat] & self.left, contract, self.rules)

    def card_options(self) -> tuple[CardOption, ...]:
        """Each card of the player to act with whether it is legal and why."""
        tally = self.tally
        if self.phase is not _PLAYING or tally is None:
            return ()
        seat = (tally.leader + len(self.trick)) & 3
        return card_options(
            cards_from_mask(self.table.held[seat] & self.left),
            self.trick,
            self.bidding.trump,
            self.closed,
            self.rules,
        )

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action) -> RoundState:
        """The state after ``action``.

        Raises:
            IllegalActionError: the action is not allowed now; ``self`` is unchanged.
        """
        # Card play's own path: a listed card, that is a card in the legal mask (0 unless
        # a card is to be played) whose play is the shared one of the seat to play.
        if type(action) is not PlayCard or not self.legal_cards & action.card.bit:
            return self._apply_checked(action)
        tally = self.tally
        assert tally is not None
        trick = self.trick
        count = len(trick)
        seat = (tally.leader + count) & 3
        played = action.card
        if PLAYS[seat][played.index] is not action:
            return self._apply_checked(action)
        table = self.table
        terms = table.terms
        assert terms is not None
        left = self.left ^ played.bit
        history = self.history
        history += (action,)
        if tally.declared[seat] is None:  # trick 1: playing without declaring declares none
            declared = tally.declared
            tally = tally.but(declared=(*declared[:seat], (), *declared[seat + 1 :]))
        if tally.baloot_shown is None and played.bit & terms.baloot_pair:
            shown = _baloot_shown(table, terms, seat, played, table.held[seat] & left, tally)
            if shown is not None:
                tally = tally.but(baloot_shown=shown)
        winning = self.winning
        if not count:
            winning = 0
        elif terms.tables.topped_by[trick[winning].index] >> played.index & 1:
            winning = count
        trick += (played,)
        if count == 3:
            return _trick_taken(table, left, history, tally, trick, winning)
        return RoundState(table, left, history, tally, trick, winning)

    def _apply_checked(self, action: Action) -> RoundState:
        """:meth:`apply` for any action: check it, then take the legal one it equals."""
        if isinstance(action, Sawa):
            return self._apply_sawa(action)
        if isinstance(action, Declare):
            action = self._canonical_declaration(action)
        legal = self.legal
        for option in legal:  # the listed action itself, usually: no dataclass __eq__
            if option is action:
                break
        else:
            if action not in legal:
                raise self._refusal(action)
            action = legal[legal.index(action)]
        table = self.table
        phase = table.phase
        if phase is _PLAYING:
            if isinstance(action, PlayCard):
                return self.apply(action)  # the listed card: card play's own path takes it
            assert isinstance(action, Declare)
            return self._apply_declare(action)
        history = (*self.history, action)
        if phase is _BIDDING:
            return self._apply_call(action, history)
        assert table.doubling is not None
        doubling = _after_raise(table.doubling, action, table.rules)
        if doubling.stage is _LADDER_DONE:
            return _start_play(table, doubling, history)
        return RoundState(table.but(doubling=doubling), FULL_DECK, history)

    def _canonical_declaration(self, action: Declare) -> Declare:
        """The legal declaration with the same projects in any order, if there is one."""
        legal = self.legal
        if action in legal:  # a listed declaration, usually (found by identity first)
            return action
        wanted = frozenset(action.projects)
        for option in legal:
            if (
                isinstance(option, Declare)
                and option.seat is action.seat
                and frozenset(option.projects) == wanted
                and len(option.projects) == len(action.projects)
            ):
                return option
        return action

    def _apply_call(self, action: Action, history: tuple[Action, ...]) -> RoundState:
        table = self.table
        bidding = _after_call(table.bidding, action, table.rules)
        stage = bidding.stage
        if stage is _AUCTION_DONE:
            return _complete_deal(table, bidding, history)
        if stage is _WARAQ or stage is _KAWESH:
            dealer = table.dealer
            kind: Literal["waraq", "kawesh"]
            if stage is _WARAQ:
                kind, rotate = "waraq", table.rules.waraq_rotates_dealer
            else:
                kind, rotate = "kawesh", bidding.kawesh_after_bid
            result = RoundResult(kind, (0, 0), dealer.next if rotate else dealer)
            finished = table.but(bidding=bidding, phase=_FINISHED, result=result)
            return RoundState(finished, FULL_DECK, history)
        return RoundState(table.but(bidding=bidding), FULL_DECK, history)

    def _apply_declare(self, action: Declare) -> RoundState:
        tally = self.tally
        assert tally is not None
        declared = list(tally.declared)
        declared[action.seat] = action.projects
        tally = tally.but(declared=tuple(declared))
        history = (*self.history, action)
        return RoundState(self.table, self.left, history, tally, self.trick, self.winning)

    # ------------------------------------------------------------------ Sawa

    def sawa_problem(self, seat: Seat) -> Refusal | None:
        """Why ``seat`` may not claim Sawa now, or None if it may.

        A claim that may be made still has to hold (:func:`sawa_holds`); front ends
        show the claim to the table first and let the engine's verdict settle it.
        """
        play = self.play
        if self.phase is not Phase.PLAYING or play is None:
            return Refusal(Rule.SAWA_IN_PLAY_ONLY, phase=self.phase.value)
        if play.to_act is not seat or play.trick:
            rule = Rule.SAWA_NOT_MID_TRICK if play.trick else Rule.SAWA_ON_LEAD_ONLY
            return Refusal(rule, seat=play.to_act)
        if not play.tricks:
            return Refusal(Rule.SAWA_FROM_TRICK_2)
        return None

    def _apply_sawa(self, action: Sawa) -> RoundState:
        seat = action.seat
        problem = self.sawa_problem(seat)
        if problem is not None:
            raise IllegalActionError(problem, action)
        if not sawa_holds(self, seat):
            raise IllegalActionError(Refusal(Rule.SAWA_NOT_SURE, seat=seat), action)
        tally = self.tally
        assert tally is not None
        team = seat.team
        trump = self.bidding.trump
        remaining = sum(c.points(trump) for h in self.hands for c in h)
        abnat = list(tally.abnat)
        abnat[team] += remaining
        won = list(tally.tricks_won)
        won[team] += 8 - len(tally.tricks)
        claimed = tally.but(abnat=(abnat[0], abnat[1]), tricks_won=(won[0], won[1]))
        return _finished(self.table, 0, (*self.history, action), claimed, team, seat)

    # --------------------------------------------------------------- messages

    def _refusal(self, action: Action) -> IllegalActionError:
        """The error naming the action, the seat and the forbidding rule, and what is allowed."""
        if self.phase is Phase.FINISHED:
            return IllegalActionError(Refusal(TableRule.DEAL_OVER), action)
        to_act = self.to_act
        assert to_act is not None
        if action.seat is not to_act:
            return IllegalActionError(Refusal(TableRule.WRONG_TURN, to_act, action.seat), action)
        refusal = self._why_illegal(action, to_act)
        return IllegalActionError(refusal, action, self.legal)

    def _why_illegal(self, action: Action, to_act: Seat) -> Refusal:
        """The rule that forbids ``to_act``'s ``action`` now."""
        if self.phase is Phase.PLAYING and isinstance(action, PlayCard):
            if action.card not in self.hands[to_act]:
                return Refusal(TableRule.NOT_HELD, to_act, card=action.card)
            if not self.legal_cards:
                return Refusal(Rule.DECLARE_FIRST, to_act)
            for option in self.card_options():
                if option.card is action.card and option.refusal is not None:
                    return option.refusal
        return Refusal(self._phase_rule(action))

    def _phase_rule(self, action: Action) -> Rule:
        phase = self.phase
        if phase is Phase.BIDDING:
            stage = self.bidding.stage
            if not isinstance(action, (Bid, Pass)):
                return Rule.BIDDING_CALLS_ONLY
            return _STAGE_RULES[stage]
        if phase is Phase.DOUBLING:
            if not isinstance(action, (Double, Pass)):
                return Rule.DOUBLING_CALLS_ONLY
            return Rule.DOUBLING_STEP_CLOSED
        if isinstance(action, Declare):
            return Rule.PROJECTS_ONCE
        return Rule.PLAY_A_CARD

    # ------------------------------------------------------------------- view

    def view(self, seat: Seat) -> PlayerView:
        """What ``seat`` may see: its own hand and the public table."""
        return view_for(self, seat)


def _hands_mask(hands: tuple[tuple[Card, ...], ...]) -> Hands:
    """The masks of four hands."""
    return (mask_of(hands[0]), mask_of(hands[1]), mask_of(hands[2]), mask_of(hands[3]))


def _winning(trick: tuple[Card, ...], tables: TrumpTables) -> int:
    """The position in ``trick`` of the card winning it so far (0 for an empty trick)."""
    winning = 0
    for position in range(1, len(trick)):
        if tables.topped_by[trick[winning].index] >> trick[position].index & 1:
            winning = position
    return winning


# ----------------------------------------------------------- making states


def _open_actions(table: Table, left: int) -> tuple[Action, ...]:
    """The legal actions of an auction or ladder state (none in any other phase)."""
    phase = table.phase
    if phase is _BIDDING:
        bidding = table.bidding
        speaker = bidding.to_act
        if speaker is None:
            return ()
        return _calls_open(bidding, table.held[speaker] & left, table.rules)
    if phase is _DOUBLING:
        assert table.doubling is not None
        return _raises_open(table.doubling, table.rules)
    return ()


def _trick_taken(
    table: Table,
    left: int,
    history: tuple[Action, ...],
    tally: Tally,
    trick: tuple[Card, ...],
    winning: int,
) -> RoundState:
    """The state after the fourth card of ``trick``: the winner leads, or the hand is scored."""
    terms = table.terms
    assert terms is not None
    winner = SEATS[(tally.leader + winning) & 3]
    points = terms.tables.points
    value = (
        points[trick[0].index]
        + points[trick[1].index]
        + points[trick[2].index]
        + points[trick[3].index]
    )
    team = winner & 1
    abnat, won = tally.abnat, tally.tricks_won
    if team == 0:
        abnat, won = (abnat[0] + value, abnat[1]), (won[0] + 1, won[1])
    else:
        abnat, won = (abnat[0], abnat[1] + value), (won[0], won[1] + 1)
    tricks = (*tally.tricks, Trick(tally.leader, trick, winner, value))
    after = Tally(
        tally.first_leader, winner, tricks, tally.declared, abnat, won, tally.baloot_shown
    )
    if len(tricks) == 8:
        return _finished(table, left, history, after, TEAMS[team], None)
    return RoundState(table, left, history, after)


def _plays_of(seat: int, legal: int) -> tuple[Action, ...]:
    """The shared plays of ``seat``'s cards ``legal``, in card-index order."""
    s, h, d, c = PLAY_LANES[seat]
    return s[legal & 0xFF] + h[legal >> 8 & 0xFF] + d[legal >> 16 & 0xFF] + c[legal >> 24]


def _baloot_shown(
    table: Table, terms: PlayTerms, seat: int, played: Card, hand_after: int, tally: Tally
) -> Seat | None:
    """The seat showing Baloot if ``played`` is the second of its trump K and Q."""
    trump = table.bidding.trump
    assert trump is not None and table.dealt is not None
    other = terms.baloot_pair & ~played.bit
    if not table.dealt[seat] & other or hand_after & other:
        return None
    if baloot_blocked(tally.declared[seat] or (), trump, table.rules):
        return None
    return SEATS[seat]


def _complete_deal(table: Table, bidding: BiddingState, history: tuple[Action, ...]) -> RoundState:
    """Deal the last 11 cards: the buyer takes the face-up card and 2, the others 3."""
    assert bidding.buyer is not None and bidding.contract is not None
    deck = table.deck
    hands = list(table.held)
    position = FACE_INDEX + 1
    for seat in _DEAL_ORDER[table.dealer]:
        if seat is bidding.buyer:
            hands[seat] |= deck[FACE_INDEX].bit | deck[position].bit | deck[position + 1].bit
            position += 2
        else:
            hands[seat] |= deck[position].bit | deck[position + 1].bit | deck[position + 2].bit
            position += 3
    held = (hands[0], hands[1], hands[2], hands[3])
    doubling = _ladder_start(bidding.contract, bidding.buyer, table.match_score, table.rules)
    dealt = table.but(held=held, bidding=bidding, dealt=held, phase=_DOUBLING, doubling=doubling)
    if doubling.stage is _LADDER_DONE:
        return _start_play(dealt, doubling, history)
    return RoundState(dealt, FULL_DECK, history)


def _start_play(table: Table, doubling: DoublingState, history: tuple[Action, ...]) -> RoundState:
    """The first card-play state: the player right of the dealer (or the buyer) leads."""
    buyer = table.bidding.buyer
    assert buyer is not None
    first = table.dealer.next if table.rules.first_lead == "right_of_dealer" else buyer
    terms = PlayTerms(table.rules, table.bidding, doubling, table.held)
    playing = table.but(doubling=doubling, phase=_PLAYING, terms=terms)
    return RoundState(playing, FULL_DECK, history, Tally(first, first))


def _finished(
    table: Table,
    left: int,
    history: tuple[Action, ...],
    tally: Tally,
    last_trick: Team,
    sawa: Seat | None,
) -> RoundState:
    """The scored state after the last trick (or a Sawa) of the card play ``tally``."""
    bidding = table.bidding
    doubling = table.doubling
    assert doubling is not None
    assert bidding.contract is not None and bidding.buyer is not None
    contract = bidding.contract
    declared = tally.declared
    counting: Team | None = None
    counted: tuple[ProjectScore, ...] = ()
    if any(declared):
        counting, counted = counted_projects(
            {s: d or () for s, d in zip(SEATS, declared, strict=True)},
            tally.first_leader,
            contract,
            bidding.trump,
            table.rules,
        )
    baloot = _baloot_holder(table, declared)
    score = _hand_score(
        table.rules,
        contract,
        bidding.buyer.team,
        tally.abnat,
        last_trick,
        tally.tricks_won,
        counted,
        baloot,
        doubling,
        table.deck[FACE_INDEX].rank is Rank.ACE,
    )
    result = RoundResult("played", score.points, table.dealer.next, score, counting, baloot, sawa)
    done = table.but(phase=_FINISHED, result=result)
    return RoundState(done, left, history, tally)


def _baloot_holder(table: Table, declared: Declared) -> Seat | None:
    """The seat dealt the trump King and Queen, unless its declarations block Baloot."""
    trump = table.bidding.trump
    terms = table.terms
    dealt = table.dealt
    if trump is None or terms is None or dealt is None:
        return None
    pair = terms.baloot_pair
    for seat in SEATS:
        if dealt[seat] & pair == pair:
            return None if baloot_blocked(declared[seat] or (), trump, table.rules) else seat
    return None


_STAGE_RULES: Final = {
    BidStage.ROUND1: Rule.ROUND1_CALLS,
    BidStage.ROUND2: Rule.ROUND2_CALLS,
    BidStage.BEFORE_YOU: Rule.BEFORE_YOU_ONLY,
    BidStage.CONFIRM: Rule.CONFIRM_HOKUM,
    BidStage.DONE: Rule.AUCTION_OVER,
    BidStage.WARAQ: Rule.AUCTION_OVER,
    BidStage.KAWESH: Rule.AUCTION_OVER,
}


# ------------------------------------------------------------------ memos
#
# The auction and the ladder are small pure functions of immutable values that random
# and searched hands call with the same arguments again and again. Their results are
# kept by the identities of those arguments (and plain values); each entry keeps its
# arguments alive, so an id found is the id of the very object it was computed from.

_MEMO_LIMIT: Final = 1 << 15
"""Entries a memo holds before it starts again (a bound on its memory)."""

_Key = TypeVar("_Key")
_Entry = TypeVar("_Entry")


def _remember(memo: dict[_Key, _Entry], key: _Key, entry: _Entry) -> _Entry:
    """Store ``entry`` (the result first, then the arguments it keeps alive) under ``key``."""
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()
    memo[key] = entry
    return entry


_AUCTIONS: Final[list[BiddingState | None]] = [None] * (4 * 32)
"""The auction before anyone speaks, per dealer and face-up card: every hand's auction
starts from one of these shared states, so the memos of the calls that follow find it."""
_CALLS_OPEN: Final[
    dict[tuple[int, int, bool], tuple[tuple[Action, ...], BiddingState, HouseRules]]
] = {}
_CALLS: Final[
    dict[tuple[int, int, int], tuple[BiddingState, BiddingState, Action, HouseRules]]
] = {}
_LADDERS: Final[dict[tuple[bool, int, tuple[int, int], int], tuple[DoublingState, HouseRules]]] = {}
_RAISES_OPEN: Final[
    dict[tuple[int, int], tuple[tuple[Action, ...], DoublingState, HouseRules]]
] = {}
_RAISES: Final[
    dict[tuple[int, int, int], tuple[DoublingState, DoublingState, Action, HouseRules]]
] = {}


def _auction_start(dealer: Seat, face: Card) -> BiddingState:
    """``start_bidding(dealer, face)``, shared between hands."""
    slot = dealer * 32 + face.index
    found = _AUCTIONS[slot]
    if found is None:
        found = _AUCTIONS[slot] = start_bidding(dealer, face)
    return found


def _calls_open(bidding: BiddingState, hand: int, rules: HouseRules) -> tuple[Action, ...]:
    """``legal_calls`` for the speaker holding ``hand`` (a mask), memoised."""
    key = (id(bidding), id(rules), not hand & _KAWESH_BLOCKERS)
    found = _CALLS_OPEN.get(key)
    if found is None:
        calls = legal_calls(bidding, cards_from_mask(hand), rules)
        found = _remember(_CALLS_OPEN, key, (calls, bidding, rules))
    return found[0]


def _after_call(bidding: BiddingState, action: Action, rules: HouseRules) -> BiddingState:
    """``apply_call``, memoised: random and searched auctions take the same calls again."""
    key = (id(bidding), id(action), id(rules))
    found = _CALLS.get(key)
    if found is None:
        found = _remember(_CALLS, key, (apply_call(bidding, action, rules), bidding, action, rules))
    return found[0]


def _ladder_start(
    contract: Contract, buyer: Seat, scores: tuple[int, int], rules: HouseRules
) -> DoublingState:
    """``start_doubling``, memoised by plain values."""
    key = (contract is Contract.SUN, buyer + 0, scores, id(rules))
    found = _LADDERS.get(key)
    if found is None:
        found = _remember(_LADDERS, key, (start_doubling(contract, buyer, scores, rules), rules))
    return found[0]


def _raises_open(doubling: DoublingState, rules: HouseRules) -> tuple[Action, ...]:
    """``legal_raises``, memoised."""
    key = (id(doubling), id(rules))
    found = _RAISES_OPEN.get(key)
    if found is None:
        found = _remember(_RAISES_OPEN, key, (legal_raises(doubling, rules), doubling, rules))
    return found[0]


def _after_raise(doubling: DoublingState, action: Action, rules: HouseRules) -> DoublingState:
    """``apply_raise``, memoised."""
    key = (id(doubling), id(action), id(rules))
    found = _RAISES.get(key)
    if found is None:
        after = apply_raise(doubling, action, rules)
        found = _remember(_RAISES, key, (after, doubling, action, rules))
    return found[0]


_ScoreKey = tuple[int, bool, int, tuple[int, int], int, tuple[int, int], tuple[ProjectScore, ...]]
_SCORES: Final[dict[tuple[_ScoreKey, int, int, bool, int, bool], tuple[HouseRules, HandScore]]] = {}
"""``score_hand`` memoised by plain values (random and searched hands meet the same facts
again and again), each with the rules object it was scored under."""


def _hand_score(
    rules: HouseRules,
    contract: Contract,
    buyer_team: Team,
    abnat: tuple[int, int],
    last_trick: Team,
    tricks_won: tuple[int, int],
    counted: tuple[ProjectScore, ...],
    baloot: Seat | None,
    doubling: DoublingState,
    face_card_is_ace: bool,
) -> HandScore:
    """The score of a played hand (``score_hand`` of its facts), memoised."""
    raiser = doubling.last_raiser_team
    play_key = (
        id(rules),
        contract is Contract.SUN,
        buyer_team + 0,  # the enums' own hashes are Python code: key by their numbers
        abnat,
        last_trick + 0,
        tricks_won,
        counted,
    )
    key = (
        play_key,
        -1 if baloot is None else baloot.team + 0,
        doubling.multiplier,
        doubling.gahwa,
        -1 if raiser is None else raiser + 0,
        face_card_is_ace,
    )
    found = _SCORES.get(key)
    if found is None or found[0] is not rules:
        facts = HandFacts(
            contract,
            buyer_team,
            abnat,
            last_trick,
            tricks_won,
            counted,
            () if baloot is None else (baloot.team,),
            doubling.multiplier,
            doubling.gahwa,
            raiser,
            face_card_is_ace,
        )
        if len(_SCORES) >= _MEMO_LIMIT:
            _SCORES.clear()
        found = (rules, score_hand(facts, rules))
        _SCORES[key] = found
    return found[1]


# ----------------------------------------------------------------- dealing


def start_hand(
    deck: tuple[Card, ...],
    dealer: Seat,
    rules: HouseRules = DEFAULT_RULES,
    match_score: tuple[int, int] = (0, 0),
) -> RoundState:
    """A hand dealt from ``deck`` (32 distinct cards in dealing order).

    Raises:
        NotationError: the deck is not the 32 cards exactly once.
    """
    if len(deck) != 32 or sum(set(map(_BIT, deck))) != FULL_DECK:
        if len(deck) != 32 or len(set(deck)) != 32:
            raise NotationError(
                f"a deck needs the 32 cards exactly once; got {len(deck)} cards, "
                f"{len(set(deck))} distinct"
            )
        deck = tuple(card(str(c)) for c in deck)  # equal cards built by hand: the shared ones
    return _dealt(tuple(deck), dealer, rules, match_score)


def _dealt(
    deck: tuple[Card, ...], dealer: Seat, rules: HouseRules, match_score: tuple[int, int]
) -> RoundState:
    """:func:`start_hand` of a deck known to hold the 32 shared cards once each."""
    order = _DEAL_ORDER[dealer]
    hands = [0, 0, 0, 0]
    for seat, (a, b) in zip(order, _FIRST_SLOTS, strict=True):
        hands[seat] = (
            deck[a].bit | deck[a + 1].bit | deck[a + 2].bit | deck[b].bit | deck[b + 1].bit
        )
    held = (hands[0], hands[1], hands[2], hands[3])
    auction = _auction_start(dealer, deck[FACE_INDEX])
    table = Table(rules, dealer, match_score, deck, held, _BIDDING, auction)
    return RoundState(table, FULL_DECK, ())


_BIT: Final = attrgetter("bit")
_KAWESH_BLOCKERS: Final = sum(c.bit for c in DECK if c.rank in KAWESH_BLOCKERS)
"""The cards whose presence forbids Kawesh, as a mask."""
_DEAL_ORDER: Final = tuple(turn_order(dealer.next) for dealer in SEATS)
"""Per dealer, the seats in dealing order (from the dealer's right)."""
_FIRST_SLOTS: Final = ((0, 12), (3, 14), (6, 16), (9, 18))
"""Where each seat's first three and next two cards lie in the deck, in turn order."""


def shuffled_deck(rng: random.Random) -> tuple[Card, ...]:
    """A shuffled deck drawn from ``rng`` (the only randomness of a hand).

    ``rng.shuffle(cards)``; for a plain :class:`random.Random` its own algorithm written
    out (the same draws from ``getrandbits``, so the same deck) without a Python call per
    card.
    """
    cards = list(DECK)
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return tuple(cards)
    draw = rng.getrandbits
    for i, bits in _SHUFFLE_STEPS:
        j = draw(bits)
        while j > i:
            j = draw(bits)
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards)


_SHUFFLE_STEPS: Final = tuple((i, (i + 1).bit_length()) for i in range(31, 0, -1))
"""``random.shuffle`` of 32 items: position i swaps with a draw below i + 1 of this many bits."""


def deal(
    rng: random.Random,
    dealer: Seat,
    rules: HouseRules = DEFAULT_RULES,
    match_score: tuple[int, int] = (0, 0),
) -> RoundState:
    """A new hand with a deck shuffled by ``rng``."""
    return _dealt(shuffled_deck(rng), dealer, rules, match_score)


def legal_actions(state: RoundState) -> tuple[Action, ...]:
    """What the seat to act may do in ``state``."""
    return state.legal_actions()


def apply(state: RoundState, action: Action) -> RoundState:
    """The state after ``action``; raises IllegalActionError if it is not allowed."""
    return state.apply(action)


def sawa_holds(state: RoundState, seat: Seat, *, every_line: bool = False) -> bool:
    """Whether ``seat``'s team wins every remaining trick whatever the defence does.

    With ``every_line``: whatever anybody plays, the claimer's team included (the
    cards settle the claim; see :func:`~baloot_tui.games.baloot.rules.sawa.claim_holds`).
    """
    play = state.play
    if play is None or state.is_over:
        return False
    return claim_holds(
        state.hands,
        seat,
        play.trick,
        play.leader,
        state.bidding.trump,
        state.closed,
        state.rules,
        every_line=every_line,
    )


def view_for(state: RoundState, seat: Seat) -> PlayerView:
    """What ``seat`` may see of ``state``: its own hand and the public table."""
    play = state.play
    declared = play.declared if play is not None else NO_ONE_DECLARED
    shown_from = play is not None and len(play.tricks) >= 1
    counting: Team | None = None
    if shown_from and play is not None and state.contract is not None:
        counting = counting_team(
            {s: declared[s] or () for s in SEATS},
            play.first_leader,
            state.contract,
            state.trump,
            state.rules,
        )
    revealed = tuple(
        (declared[s] or ()) if counting is not None and s.team is counting else () for s in SEATS
    )
    history: list[Action | Announcement] = []
    for action in state.history:
        if (
            isinstance(action, Declare)
            and action.seat is not seat
            and not (counting is not None and action.seat.team is counting)
        ):
            history.append(Announcement(action.seat, tuple(p.kind for p in action.projects)))
        else:
            history.append(action)
    to_act = state.to_act
    my_turn = to_act is seat
    hands = state.hands
    return PlayerView(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        dealer=state.dealer,
        match_score=state.match_score,
        hand=hands[seat],
        hand_sizes=tuple(len(h) for h in hands),
        face_card=state.face_card,
        bidding=state.bidding,
        doubling=state.doubling,
        first_leader=None if play is None else play.first_leader,
        leader=None if play is None else play.leader,
        trick=() if play is None else play.trick,
        tricks=() if play is None else play.tricks,
        abnat=(0, 0) if play is None else play.abnat,
        tricks_won=(0, 0) if play is None else play.tricks_won,
        announced=tuple(None if d is None else tuple(p.kind for p in d) for d in declared),
        revealed=revealed,
        own_declaration=declared[seat],
        baloot_shown=None if play is None else play.baloot_shown,
        history=tuple(history),
        to_act=to_act,
        legal_actions=state.legal if my_turn else (),
        card_options=state.card_options() if my_turn else (),
        result=state.result,
    )
