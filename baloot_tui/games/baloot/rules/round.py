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
"""

from __future__ import annotations

import random
from dataclasses import FrozenInstanceError, dataclass
from operator import attrgetter
from typing import Any, Final, TypeVar, cast

from baloot_tui.core.cards import DECK, Card, Rank, card, cards_from_mask, mask_of
from baloot_tui.core.errors import IllegalActionError, NotationError, Refusal, TableRule
from baloot_tui.core.frozen import slot_setter
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
    follow_mask,
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
from baloot_tui.games.baloot.rules.tricks import CardOption, Trick, card_options, new_trick
from baloot_tui.games.baloot.rules.view import Announcement, ContractFacts, PlayerView

FIRST_DEAL: Final = 20
"""Cards dealt before the auction: 3 then 2 to each player."""
FACE_INDEX: Final = 20
"""Position in the deck of the face-up card."""

_BIDDING: Final = Phase.BIDDING
_DOUBLING: Final = Phase.DOUBLING
_PLAYING: Final = Phase.PLAYING
_FINISHED: Final = Phase.FINISHED
# Enum members read on every action: a module constant is a plain global, while
# ``BidStage.DONE`` goes through the enum class's attribute lookup each time.
_AUCTION_DONE: Final = BidStage.DONE
_WARAQ: Final = BidStage.WARAQ
_KAWESH: Final = BidStage.KAWESH
_LADDER_DONE: Final = LadderStage.DONE
_ACE: Final = Rank.ACE
_SUN: Final = Contract.SUN

Masks = tuple[int, int, int, int]
"""Each seat's cards as a bitmask (``card.bit``), indexed by seat."""
Log = tuple[Any, Action] | None
"""The history as a persistent list: (the log before, the last action), None when empty."""
Progress = tuple[Any, ...]
"""Card play as ten flat fields (:class:`PlayState` on demand): first leader, leader,
trick (cards), tricks, declared, abnat, tricks won, Baloot shown, position of the card
winning the trick so far, that card's index; ten Nones before card play."""
Core = tuple[Any, ...]
"""All of a state in one tuple, built once per action: the shared :class:`_Table`, the
cards still in hands (one mask: a seat's hand is its ``held`` mask and this one), the log
(:data:`Log`), the legal actions (worked out when the state is made), the mask of the
legal cards (0 unless a card is to be played), then the ten fields of
:data:`Progress`."""
_NO_PLAY: Final[Progress] = (None,) * 10
_FIRST_LEADER: Final = 5
"""Where :data:`Progress` starts in a :data:`Core`."""


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
    declared: tuple[tuple[Project, ...] | None, ...] = (None, None, None, None)
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


class _Cardplay:
    """The constants of one hand's card play, worked out once when play starts."""

    __slots__ = ("baloot_pair", "closed", "dealt_masks", "declares", "play_rules", "tables")

    def __init__(
        self, rules: HouseRules, bidding: BiddingState, doubling: DoublingState, dealt_masks: Masks
    ) -> None:
        trump = trump_index(bidding.trump)
        self.tables: TrumpTables = TABLES[trump]
        self.play_rules = _play_rules(rules)
        self.closed = doubling.closed
        self.baloot_pair = BALOOT_MASKS[trump] if trump < 4 else 0
        self.dealt_masks = dealt_masks
        self.declares: list[tuple[Action, ...] | None] = [None, None, None, None]


_PLAY_RULES: Final[dict[int, tuple[HouseRules, PlayRules]]] = {}


def _play_rules(rules: HouseRules) -> PlayRules:
    """``PlayRules.of(rules)``, kept per rules object (hands dealt under one set share it)."""
    found = _PLAY_RULES.get(id(rules))
    if found is None or found[0] is not rules:
        if len(_PLAY_RULES) > 64:
            _PLAY_RULES.clear()
        found = (rules, PlayRules.of(rules))
        _PLAY_RULES[id(rules)] = found
    return found[1]


class _Table:
    """What stays fixed from one action to the next: the rules, the deal, the auction.

    States of one phase share it. ``held`` is each seat's cards when the phase began (the
    first five in the auction, then the eight dealt): a state's hands are these masks less
    the cards played, one mask.
    """

    __slots__ = (
        "bidding",
        "cardplay",
        "dealer",
        "dealt_masks",
        "deck",
        "doubling",
        "held",
        "match_score",
        "phase",
        "result",
        "rules",
    )

    def __init__(
        self,
        rules: HouseRules,
        dealer: Seat,
        match_score: tuple[int, int],
        deck: tuple[Card, ...],
        held: Masks,
        phase: Phase,
        bidding: BiddingState,
        doubling: DoublingState | None = None,
        result: RoundResult | None = None,
        dealt_masks: Masks | None = None,
        cardplay: _Cardplay | None = None,
    ) -> None:
        self.rules = rules
        self.dealer = dealer
        self.match_score = match_score
        self.deck = deck
        self.held = held
        self.phase = phase
        self.bidding = bidding
        self.doubling = doubling
        self.result = result
        self.dealt_masks = dealt_masks
        self.cardplay = cardplay

    def but(
        self,
        held: Masks | None = None,
        phase: Phase | None = None,
        bidding: BiddingState | None = None,
        doubling: DoublingState | None = None,
        result: RoundResult | None = None,
        dealt_masks: Masks | None = None,
        cardplay: _Cardplay | None = None,
    ) -> _Table:
        """A copy with the given fields changed (None: unchanged; none of them goes back)."""
        return _Table(
            self.rules,
            self.dealer,
            self.match_score,
            self.deck,
            self.held if held is None else held,
            self.phase if phase is None else phase,
            self.bidding if bidding is None else bidding,
            self.doubling if doubling is None else doubling,
            self.result if result is None else result,
            self.dealt_masks if dealt_masks is None else dealt_masks,
            self.cardplay if cardplay is None else cardplay,
        )

    def declares(self, seat: int, hand: int) -> tuple[Action, ...]:
        """The declarations ``seat`` may make holding ``hand`` on trick 1 (kept per hand)."""
        cardplay = self.cardplay
        assert cardplay is not None
        found = cardplay.declares[seat]
        if found is None:
            contract = self.bidding.contract
            assert contract is not None
            options = hand_options(hand, contract, self.rules)
            found = tuple(Declare(SEATS[seat], option) for option in options)
            cardplay.declares[seat] = found
        return found


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
"""The fields of a :class:`RoundState`, in the order its constructor takes them."""


def _progress_of(play: PlayState, trump_tables: TrumpTables) -> Progress:
    """The flat form of ``play``."""
    best_position, best = 0, -1
    power = trump_tables.power
    trump = trump_tables.trump
    for position, c in enumerate(play.trick):
        lead = play.trick[0].index >> 3
        if position == 0 or (c.index >> 3 in (lead, trump) and power[c.index] > power[best]):
            best_position, best = position, c.index
    return (
        play.first_leader,
        play.leader,
        play.trick,
        play.tricks,
        play.declared,
        play.abnat,
        play.tricks_won,
        play.baloot_shown,
        best_position,
        best,
    )


class RoundState(ContractFacts):
    """One hand, from the deal to the score. Never mutated: ``apply`` returns a new one.

    Fields (all read-only): ``rules`` (the house rules in force), ``dealer``,
    ``match_score`` (before this hand: it decides whether a Sun may be doubled),
    ``deck`` (the shuffled deck in dealing order: the chance part of the hand),
    ``hands`` (what each seat holds now, in card-index order), ``phase``, ``bidding``
    (the public auction), ``doubling`` (the ladder, once the contract is settled),
    ``play`` (card play, once the ladder is done), ``history`` (every action so far),
    ``result`` (once finished) and ``dealt`` (each seat's eight cards once dealt).
    Inside, hands are bitmasks, the history a persistent list and card play a flat
    tuple; the frozen values above are built when first read.
    """

    __slots__ = ("_core", "_hand_cards", "_history", "_play_value")
    _core: Core

    def __init__(
        self,
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
    ) -> None:
        dealt_masks = None
        if dealt:
            m = [mask_of(h) for h in dealt]
            dealt_masks = (m[0], m[1], m[2], m[3])
        elif play is not None:
            dealt_masks = (0, 0, 0, 0)  # a state built without its deal: no Baloot to find
        cardplay = None
        if doubling is not None and play is not None and dealt_masks is not None:
            cardplay = _Cardplay(rules, bidding, doubling, dealt_masks)
        masks = tuple(mask_of(h) for h in hands)
        table = _Table(
            rules,
            dealer,
            match_score,
            deck,
            (masks[0], masks[1], masks[2], masks[3]),
            phase,
            bidding,
            doubling,
            result,
            dealt_masks,
            cardplay,
        )
        log: Log = None
        for action in history:
            log = (log, action)
        if play is None:
            core: Core = (table, FULL_DECK, log, _open_actions(table, FULL_DECK), 0, *_NO_PLAY)
        else:
            progress = _progress_of(play, TABLES[trump_index(bidding.trump)])
            if phase is _PLAYING:
                core = _playing_core(table, FULL_DECK, log, progress)
            else:
                core = (table, FULL_DECK, log, _open_actions(table, FULL_DECK), 0, *progress)
        _SET_CORE(self, core)

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def _fields(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in STATE_FIELDS)

    def __eq__(self, other: object) -> bool:
        if type(other) is not RoundState:
            return NotImplemented
        return self is other or self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in STATE_FIELDS)
        return f"RoundState({shown})"

    # ------------------------------------------------------------------ fields

    @property
    def rules(self) -> HouseRules:
        """The house rules in force."""
        table: _Table = self._core[0]
        return table.rules

    @property
    def dealer(self) -> Seat:
        """Who dealt."""
        table: _Table = self._core[0]
        return table.dealer

    @property
    def match_score(self) -> tuple[int, int]:
        """The match score before this hand (decides whether a Sun may be doubled)."""
        table: _Table = self._core[0]
        return table.match_score

    @property
    def deck(self) -> tuple[Card, ...]:
        """The shuffled deck in dealing order: this is the chance part of the hand."""
        table: _Table = self._core[0]
        return table.deck

    @property
    def phase(self) -> Phase:
        """Bidding, doubling, playing or finished."""
        table: _Table = self._core[0]
        return table.phase

    @property
    def bidding(self) -> BiddingState:  # type: ignore[override]
        """The auction (public)."""
        table: _Table = self._core[0]
        return table.bidding

    @property
    def doubling(self) -> DoublingState | None:  # type: ignore[override]
        """The doubling ladder, once the contract is settled."""
        table: _Table = self._core[0]
        return table.doubling

    @property
    def result(self) -> RoundResult | None:
        """The outcome, once finished."""
        table: _Table = self._core[0]
        return table.result

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's full eight cards once the deal is completed."""
        masks = self._core[0].dealt_masks
        if masks is None:
            return ()
        return tuple(cards_from_mask(m) for m in masks)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """What each seat holds now, in card-index order."""
        cards: tuple[tuple[Card, ...], ...] | None = getattr(self, "_hand_cards", None)
        if cards is None:
            core = self._core
            m, left = core[0].held, core[1]
            cards = (
                cards_from_mask(m[0] & left),
                cards_from_mask(m[1] & left),
                cards_from_mask(m[2] & left),
                cards_from_mask(m[3] & left),
            )
            object.__setattr__(self, "_hand_cards", cards)
        return cards

    @property
    def play(self) -> PlayState | None:
        """Card play, once the ladder is done."""
        core = self._core
        if core[_FIRST_LEADER] is None:
            return None
        value: PlayState | None = getattr(self, "_play_value", None)
        if value is None:
            value = PlayState(*core[_FIRST_LEADER : _FIRST_LEADER + 8])
            object.__setattr__(self, "_play_value", value)
        return value

    @property
    def history(self) -> tuple[Action, ...]:
        """Every action so far, in order."""
        found: tuple[Action, ...] | None = getattr(self, "_history", None)
        if found is None:
            actions: list[Action] = []
            log = self._core[2]
            while log is not None:
                log, action = log
                actions.append(action)
            actions.reverse()
            found = tuple(actions)
            object.__setattr__(self, "_history", found)
        return found

    # ----------------------------------------------------------------- queries

    @property
    def face_card(self) -> Card:
        """The face-up bidding card."""
        table: _Table = self._core[0]
        return table.deck[FACE_INDEX]

    @property
    def to_act(self) -> Seat | None:
        """The seat that must act next, or None when the hand is over."""
        core = self._core
        table: _Table = core[0]
        phase = table.phase
        if phase is _PLAYING:
            seat: Seat = SEATS[(core[6] + len(core[7])) & 3]
            return seat
        if phase is _BIDDING:
            return table.bidding.to_act
        if phase is _DOUBLING:
            assert table.doubling is not None
            return table.doubling.to_act
        return None

    @property
    def is_over(self) -> bool:
        """Whether the hand has ended (scored, waraq or Kawesh)."""
        table: _Table = self._core[0]
        return table.phase is _FINISHED

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat to act may do now, in a stable order (empty when over).

        Every state works its list out when it is made (:func:`_playing_core`,
        :func:`_open_actions`).
        """
        legal: tuple[Action, ...] = self._core[3]
        return legal

    def declaration_options(self, seat: Seat) -> tuple[tuple[Project, ...], ...]:
        """The declarations ``seat`` may make on trick 1 (the first is none)."""
        contract = self.bidding.contract
        assert contract is not None
        core = self._core
        return mask_options(core[0].held[seat] & core[1], contract, self.rules)

    def card_options(self) -> tuple[CardOption, ...]:
        """Each card of the player to act with whether it is legal and why."""
        play = self.play
        if self.phase is not Phase.PLAYING or play is None:
            return ()
        return card_options(
            self.hands[play.to_act],
            play.trick,
            self.bidding.trump,
            self.closed,
            self.rules,
        )

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` may be applied now."""
        return action in self.legal_actions()

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action) -> RoundState:
        """The state after ``action``.

        Raises:
            IllegalActionError: the action is not allowed now; ``self`` is unchanged.
        """
        core = self._core
        if type(action) is not PlayCard or not core[4] & action.card.bit:
            return self._apply_checked(action)
        # The hot path of card play: a listed card of the seat to play (the mask of the
        # legal cards is 0 unless a card is to be played).
        (
            table,
            left,
            log,
            _,
            _,
            first_leader,
            leader,
            trick,
            tricks,
            declared,
            abnat,
            won,
            baloot_shown,
            best_position,
            best,
        ) = core
        count = len(trick)
        seat = (leader + count) & 3
        played = action.card
        index = played.index
        if PLAYS[seat][index] is not action:  # the shared play of this seat and card
            return self._apply_checked(action)
        cardplay = table.cardplay
        held = table.held
        bit = played.bit
        left ^= bit
        if declared[seat] is None:
            declared = (*declared[:seat], (), *declared[seat + 1 :])
        if baloot_shown is None and bit & cardplay.baloot_pair:
            baloot_shown = self._baloot_after(seat, played, held[seat] & left, declared)
        tables = cardplay.tables
        if not count:
            best_position, best = 0, index
        elif tables.topped_by[best] >> index & 1:
            best_position, best = count, index
        trick += (played,)
        log = (log, action)
        state: RoundState = _NEW(RoundState)  # dropped after the last card: one per hand
        if count < 3:
            after_seat = (seat + 1) & 3
            if declared[after_seat] is None:  # trick 1: a declaration may come first
                progress = (first_leader, leader, trick, tricks, declared, abnat, won)
                after = (*progress, baloot_shown, best_position, best)
                _SET_CORE(state, _playing_core(table, left, log, after))
                return state
            hand = held[after_seat] & left
            lead = trick[0].index >> 3
            legal = hand & SUIT_MASKS[lead]
            if legal and lead != tables.trump:  # a plain suit led and held is followed
                plays = PLAY_LANES[after_seat][lead][legal >> (lead << 3)]
            else:
                legal = follow_mask(
                    hand,
                    lead,
                    best,
                    count - best_position == 1,
                    count == 2,
                    tables,
                    cardplay.play_rules,
                )
                plays = _plays_of(after_seat, legal)
        else:
            winner = SEATS[(leader + best_position) & 3]
            points = tables.points
            value = (
                points[trick[0].index]
                + points[trick[1].index]
                + points[trick[2].index]
                + points[index]
            )
            team = winner & 1
            if team == 0:
                abnat, won = (abnat[0] + value, abnat[1]), (won[0] + 1, won[1])
            else:
                abnat, won = (abnat[0], abnat[1] + value), (won[0], won[1] + 1)
            tricks = (*tricks, new_trick(leader, trick, winner, value))
            if len(tricks) == 8:
                ended = (first_leader, winner, (), tricks, declared, abnat, won, baloot_shown)
                return _finished(table, left, log, (*ended, 0, -1), TEAMS[team], None)
            # The winner leads: declarations are over after trick 1, so only a closed
            # double can hold back a card.
            hand = held[winner] & left
            legal = lead_mask(hand, tables, True) if cardplay.closed else hand
            plays = _plays_of(winner, legal)
            leader, trick, best_position, best = winner, (), 0, -1
        _SET_CORE(
            state,
            (
                table,
                left,
                log,
                plays,
                legal,
                first_leader,
                leader,
                trick,
                tricks,
                declared,
                abnat,
                won,
                baloot_shown,
                best_position,
                best,
            ),
        )
        return state

    def _apply_checked(self, action: Action) -> RoundState:
        """:meth:`apply` for any action: check it, then take the legal one it equals."""
        if isinstance(action, Sawa):
            return self._apply_sawa(action)
        if isinstance(action, Declare):
            action = self._canonical_declaration(action)
        legal = self.legal_actions()
        for option in legal:  # the listed action itself, usually: no dataclass __eq__
            if option is action:
                break
        else:
            if action not in legal:
                raise self._refusal(action)
            action = legal[legal.index(action)]
        core = self._core
        table = core[0]
        phase = table.phase
        if phase is _PLAYING:
            if isinstance(action, PlayCard):
                return self.apply(action)  # the listed card: the hot path takes it
            assert isinstance(action, Declare)
            return self._apply_declare(action)
        log = (core[2], action)
        if phase is _BIDDING:
            return self._apply_call(action, log)
        assert table.doubling is not None
        doubling = _after_raise(table.doubling, action, table.rules)
        if doubling.stage is _LADDER_DONE:
            return self._start_play(doubling, log)
        return _make(table.but(doubling=doubling), log)

    def _canonical_declaration(self, action: Declare) -> Declare:
        """The legal declaration with the same projects in any order, if there is one."""
        legal = self.legal_actions()
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

    def _apply_call(self, action: Action, log: Log) -> RoundState:
        core = self._core
        table = core[0]
        bidding = _after_call(table.bidding, action, table.rules)
        stage = bidding.stage
        if stage is _AUCTION_DONE:
            return self._complete_deal(bidding, log)
        if stage is _WARAQ or stage is _KAWESH:
            dealer = table.dealer
            if stage is _WARAQ:
                rotate = table.rules.waraq_rotates_dealer
                result = RoundResult("waraq", (0, 0), dealer.next if rotate else dealer)
            else:
                rotate = bidding.kawesh_after_bid
                result = RoundResult("kawesh", (0, 0), dealer.next if rotate else dealer)
            finished = table.but(bidding=bidding, phase=_FINISHED, result=result)
            return _make(finished, log)
        return _make(table.but(bidding=bidding), log)

    def _complete_deal(self, bidding: BiddingState, log: Log) -> RoundState:
        """Deal the last 11 cards: the buyer takes the face-up card and 2, the others 3."""
        assert bidding.buyer is not None and bidding.contract is not None
        core = self._core
        table = core[0]
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
        masks = (hands[0], hands[1], hands[2], hands[3])
        doubling = _ladder_start(bidding.contract, bidding.buyer, table.match_score, table.rules)
        dealt = table.but(
            held=masks, bidding=bidding, dealt_masks=masks, phase=_DOUBLING, doubling=doubling
        )
        state = _make(dealt, log)
        if doubling.stage is _LADDER_DONE:
            return state._start_play(doubling, log)
        return state

    def _start_play(self, doubling: DoublingState, log: Log) -> RoundState:
        core = self._core
        table = core[0]
        buyer = table.bidding.buyer
        assert buyer is not None
        first = table.dealer.next if table.rules.first_lead == "right_of_dealer" else buyer
        assert table.dealt_masks is not None
        cardplay = _Cardplay(table.rules, table.bidding, doubling, table.dealt_masks)
        playing = table.but(doubling=doubling, phase=_PLAYING, cardplay=cardplay)
        start = (first, first, (), (), (None, None, None, None), (0, 0), (0, 0), None, 0, -1)
        return _state(_playing_core(playing, core[1], log, start))

    def _apply_declare(self, action: Declare) -> RoundState:
        core = self._core
        declared = list(core[9])
        declared[action.seat] = action.projects
        progress = (*core[5:9], tuple(declared), *core[10:])
        return _state(_playing_core(core[0], core[1], (core[2], action), progress))

    def _baloot_after(
        self,
        seat: int,
        played: Card,
        hand_after: int,
        declared: tuple[tuple[Project, ...] | None, ...],
    ) -> Seat | None:
        """The seat showing Baloot if ``played`` is the second of its trump K and Q."""
        table = self._core[0]
        trump = table.bidding.trump
        assert trump is not None
        cardplay = table.cardplay
        assert cardplay is not None
        other = cardplay.baloot_pair & ~played.bit
        if not cardplay.dealt_masks[seat] & other or hand_after & other:
            return None
        if baloot_blocked(declared[seat] or (), trump, table.rules):
            return None
        return SEATS[seat]

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
        play = self.play
        assert play is not None
        team = seat.team
        trump = self.bidding.trump
        remaining = sum(c.points(trump) for h in self.hands for c in h)
        left = 8 - len(play.tricks)
        abnat = list(play.abnat)
        abnat[team] += remaining
        won = list(play.tricks_won)
        won[team] += left
        core = self._core
        claimed = (*core[5:7], (), play.tricks, play.declared, (abnat[0], abnat[1]))
        after = (*claimed, (won[0], won[1]), play.baloot_shown, 0, -1)
        return _finished(core[0], 0, (core[2], action), after, team, seat)

    # --------------------------------------------------------------- messages

    def _refusal(self, action: Action) -> IllegalActionError:
        """The error naming the action, the seat and the forbidding rule, and what is allowed."""
        if self.phase is Phase.FINISHED:
            return IllegalActionError(Refusal(TableRule.DEAL_OVER), action)
        to_act = self.to_act
        assert to_act is not None
        if action.seat is not to_act:
            return IllegalActionError(Refusal(TableRule.WRONG_TURN, to_act, action.seat), action)
        return IllegalActionError(self._why_illegal(action, to_act), action, self.legal_actions())

    def _why_illegal(self, action: Action, to_act: Seat) -> Refusal:
        """The rule that forbids ``to_act``'s ``action`` now."""
        if self.phase is Phase.PLAYING and isinstance(action, PlayCard):
            if action.card not in self.hands[to_act]:
                return Refusal(TableRule.NOT_HELD, to_act, card=action.card)
            if isinstance(self.legal_actions()[0], Declare):
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


_NEW: Final = object.__new__
_SET_CORE: Final = slot_setter(RoundState, "_core")


_MEMO_LIMIT: Final = 1 << 15
"""Entries a memo holds before it starts again (a bound on its memory)."""

Memo = dict[Any, tuple[Any, ...]]
"""A pure function's results keyed by the identities of its immutable arguments (and plain
values), each stored first in one tuple with the arguments it keeps alive: a live object's
id is its own, so a key found names the very objects it was computed from."""

_T = TypeVar("_T")

_CALLS: Final[Memo] = {}
_CALLS_OPEN: Final[Memo] = {}
_RAISES: Final[Memo] = {}
_RAISES_OPEN: Final[Memo] = {}
_LADDERS: Final[Memo] = {}
_AUCTIONS: Final[list[BiddingState | None]] = [None] * (4 * 32)
"""The auction before anyone speaks, per dealer and face-up card: every hand's auction
starts from one of these shared states, so the memos of the calls that follow find it."""


def _remember(memo: Memo, key: Any, value: _T, keep: tuple[object, ...]) -> _T:
    """Store ``value`` under ``key`` with the arguments ``keep`` alive, and return it.

    One tuple per entry: a memo grows by as few objects as it can for the collector to
    walk.
    """
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()
    memo[key] = (value, *keep)
    return value


def _auction_start(dealer: Seat, face: Card) -> BiddingState:
    """``start_bidding(dealer, face)``, shared between hands."""
    slot = dealer * 32 + face.index
    found = _AUCTIONS[slot]
    if found is None:
        found = _AUCTIONS[slot] = start_bidding(dealer, face)
    return found


def _calls_open(bidding: BiddingState, hand: int, rules: HouseRules) -> tuple[Action, ...]:
    """``legal_calls`` for the speaker holding ``hand`` (a mask), memoised."""
    kawesh = not hand & _KAWESH_BLOCKERS
    found = _CALLS_OPEN.get((id(bidding), id(rules), kawesh))
    if found is not None:
        return cast(tuple[Action, ...], found[0])
    calls = legal_calls(bidding, cards_from_mask(hand), rules)
    return _remember(_CALLS_OPEN, (id(bidding), id(rules), kawesh), calls, (bidding, rules))


def _after_call(bidding: BiddingState, action: Action, rules: HouseRules) -> BiddingState:
    """``apply_call``, memoised: random and searched auctions take the same calls again."""
    key = (id(bidding), id(action), id(rules))
    found = _CALLS.get(key)
    if found is not None:
        return cast(BiddingState, found[0])
    after = apply_call(bidding, action, rules)
    return _remember(_CALLS, key, after, (bidding, action, rules))


def _ladder_start(
    contract: Contract, buyer: Seat, scores: tuple[int, int], rules: HouseRules
) -> DoublingState:
    """``start_doubling``, memoised by plain values."""
    key = (contract is _SUN, buyer + 0, scores, id(rules))
    found = _LADDERS.get(key)
    if found is not None:
        return cast(DoublingState, found[0])
    ladder = start_doubling(contract, buyer, scores, rules)
    return _remember(_LADDERS, key, ladder, (rules,))


def _raises_open(doubling: DoublingState, rules: HouseRules) -> tuple[Action, ...]:
    """``legal_raises``, memoised."""
    found = _RAISES_OPEN.get((id(doubling), id(rules)))
    if found is not None:
        return cast(tuple[Action, ...], found[0])
    raises = legal_raises(doubling, rules)
    return _remember(_RAISES_OPEN, (id(doubling), id(rules)), raises, (doubling, rules))


def _after_raise(doubling: DoublingState, action: Action, rules: HouseRules) -> DoublingState:
    """``apply_raise``, memoised."""
    key = (id(doubling), id(action), id(rules))
    found = _RAISES.get(key)
    if found is not None:
        return cast(DoublingState, found[0])
    after = apply_raise(doubling, action, rules)
    return _remember(_RAISES, key, after, (doubling, action, rules))


_SCORES: Final[dict[tuple[object, ...], tuple[HouseRules, HandScore]]] = {}
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
    key = (
        id(rules),
        contract is _SUN,
        buyer_team + 0,  # the enums' own hashes are Python code: key by their numbers
        abnat,
        last_trick + 0,
        tricks_won,
        counted,
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
        if len(_SCORES) >= 1 << 15:
            _SCORES.clear()
        found = (rules, score_hand(facts, rules))
        _SCORES[key] = found
    return found[1]


def _finished(
    table: _Table, left: int, log: Log, progress: Progress, last_trick: Team, sawa: Seat | None
) -> RoundState:
    """The scored state after the last trick (or a Sawa) of the card play ``progress``."""
    bidding = table.bidding
    doubling = table.doubling
    assert doubling is not None
    assert bidding.contract is not None and bidding.buyer is not None
    contract = bidding.contract
    declared = progress[4]
    counting: Team | None = None
    counted: tuple[ProjectScore, ...] = ()
    if any(declared):
        counting, counted = counted_projects(
            {s: d or () for s, d in zip(SEATS, declared, strict=True)},
            progress[0],
            contract,
            bidding.trump,
            table.rules,
        )
    baloot = _baloot_holder(table, declared)
    score = _hand_score(
        table.rules,
        contract,
        bidding.buyer.team,
        progress[5],
        last_trick,
        progress[6],
        counted,
        baloot,
        doubling,
        table.deck[FACE_INDEX].rank is _ACE,
    )
    result = RoundResult("played", score.points, table.dealer.next, score, counting, baloot, sawa)
    return _state((table.but(phase=_FINISHED, result=result), left, log, (), 0, *progress))


def _baloot_holder(table: _Table, declared: tuple[tuple[Project, ...] | None, ...]) -> Seat | None:
    """The seat dealt the trump King and Queen, unless its declarations block Baloot."""
    trump = table.bidding.trump
    cardplay = table.cardplay
    if trump is None or cardplay is None:
        return None
    pair = cardplay.baloot_pair
    for seat in SEATS:
        if cardplay.dealt_masks[seat] & pair == pair:
            return None if baloot_blocked(declared[seat] or (), trump, table.rules) else seat
    return None


def _state(core: Core) -> RoundState:
    """The state of ``core``, built without ``__init__``'s conversions (the engine's own)."""
    state: RoundState = _NEW(RoundState)
    _SET_CORE(state, core)
    return state


def _make(table: _Table, log: Log) -> RoundState:
    """An auction, ladder or finished-before-play state."""
    state: RoundState = _NEW(RoundState)
    _SET_CORE(state, (table, FULL_DECK, log, _open_actions(table, FULL_DECK), 0, *_NO_PLAY))
    return state


def _open_actions(table: _Table, left: int) -> tuple[Action, ...]:
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


def _playing_core(table: _Table, left: int, log: Log, progress: Progress) -> Core:
    """The core of a card-play state, with the legal actions of the seat to act."""
    cardplay = table.cardplay
    assert cardplay is not None
    trick = progress[2]
    seat = (progress[1] + len(trick)) & 3
    hand = table.held[seat] & left
    if progress[4][seat] is None and not progress[3] and holds_project(hand):
        declares = table.declares(seat, hand)
        if len(declares) > 1:
            return (table, left, log, declares, 0, *progress)
    if trick:
        legal = follow_mask(
            hand,
            trick[0].index >> 3,
            progress[9],
            len(trick) - progress[8] == 2,
            len(trick) == 3,
            cardplay.tables,
            cardplay.play_rules,
        )
    else:
        legal = lead_mask(hand, cardplay.tables, cardplay.closed)
    return (table, left, log, _plays_of(seat, legal), legal, *progress)


def _plays_of(seat: int, legal: int) -> tuple[Action, ...]:
    """The shared plays of ``seat``'s cards ``legal``, in card-index order."""
    s, h, d, c = PLAY_LANES[seat]
    return s[legal & 0xFF] + h[legal >> 8 & 0xFF] + d[legal >> 16 & 0xFF] + c[legal >> 24]


_STAGE_RULES: Final = {
    BidStage.ROUND1: Rule.ROUND1_CALLS,
    BidStage.ROUND2: Rule.ROUND2_CALLS,
    BidStage.BEFORE_YOU: Rule.BEFORE_YOU_ONLY,
    BidStage.CONFIRM: Rule.CONFIRM_HOKUM,
    BidStage.DONE: Rule.AUCTION_OVER,
    BidStage.WARAQ: Rule.AUCTION_OVER,
    BidStage.KAWESH: Rule.AUCTION_OVER,
}


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
    return _make(_Table(rules, dealer, match_score, deck, held, _BIDDING, auction), None)


_BIT: Final = attrgetter("bit")
_KAWESH_BLOCKERS: Final = sum(c.bit for c in DECK if c.rank in KAWESH_BLOCKERS)
"""The cards whose presence forbids Kawesh, as a mask."""
#: Per dealer, the seats in dealing order (from the dealer's right).
_DEAL_ORDER: Final = tuple(turn_order(dealer.next) for dealer in SEATS)
#: Where each seat's first three and next two cards lie in the deck, in turn order.
_FIRST_SLOTS: Final = ((0, 12), (3, 14), (6, 16), (9, 18))


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


#: ``random.shuffle`` of 32 items: position i swaps with a draw below i + 1 of this many bits.
_SHUFFLE_STEPS: Final = tuple((i, (i + 1).bit_length()) for i in range(31, 0, -1))


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


def sawa_holds(state: RoundState, seat: Seat) -> bool:
    """Whether ``seat``'s team wins every remaining trick whatever the defence does."""
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
    )


def view_for(state: RoundState, seat: Seat) -> PlayerView:
    """What ``seat`` may see of ``state``: its own hand and the public table."""
    play = state.play
    declared = play.declared if play is not None else (None, None, None, None)
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
    my_turn = state.to_act is seat
    return PlayerView(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        dealer=state.dealer,
        match_score=state.match_score,
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
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
        to_act=state.to_act,
        legal_actions=state.legal_actions() if my_turn else (),
        card_options=state.card_options() if my_turn else (),
        result=state.result,
    )
