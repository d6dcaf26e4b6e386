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
from dataclasses import dataclass, field
from typing import Final

from baloot_tui.rules.actions import (
    PLAYS,
    Action,
    Bid,
    Declare,
    Double,
    Pass,
    PlayCard,
    Sawa,
)
from baloot_tui.rules.bidding import (
    BiddingState,
    BidStage,
    apply_call,
    legal_calls,
    start_bidding,
)
from baloot_tui.rules.cards import DECK, Card, Rank
from baloot_tui.rules.doubling import (
    DoublingState,
    LadderStage,
    apply_raise,
    legal_raises,
    start_doubling,
)
from baloot_tui.rules.errors import IllegalActionError, NotationError
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.rules.outcome import RoundResult
from baloot_tui.rules.projects import (
    Project,
    baloot_blocked,
    counted_projects,
    counting_team,
    declaration_options,
)
from baloot_tui.rules.sawa import claim_holds
from baloot_tui.rules.scoring import (
    HandFacts,
    score_hand,
)
from baloot_tui.rules.seats import SEATS, Seat, Team, turn_order
from baloot_tui.rules.tricks import (
    CardOption,
    Trick,
    card_options,
    classify_turn,
    trick_points,
    winning_position,
)
from baloot_tui.rules.view import Announcement, ContractFacts, PlayerView

FIRST_DEAL: Final = 20
"""Cards dealt before the auction: 3 then 2 to each player."""
FACE_INDEX: Final = 20
"""Position in the deck of the face-up card."""


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


@dataclass(frozen=True, slots=True)
class RoundState(ContractFacts):
    """One hand, from the deal to the score. Never mutated: ``apply`` returns a new one."""

    rules: HouseRules
    """The house rules in force."""
    dealer: Seat
    """Who dealt."""
    match_score: tuple[int, int]
    """The match score before this hand (decides whether a Sun may be doubled)."""
    deck: tuple[Card, ...]
    """The shuffled deck in dealing order: this is the chance part of the hand."""
    hands: tuple[tuple[Card, ...], ...]
    """What each seat holds now, in card-index order."""
    phase: Phase
    """Bidding, doubling, playing or finished."""
    bidding: BiddingState
    """The auction (public)."""
    doubling: DoublingState | None = None
    """The doubling ladder, once the contract is settled."""
    play: PlayState | None = None
    """Card play, once the ladder is done."""
    history: tuple[Action, ...] = ()
    """Every action so far, in order."""
    result: RoundResult | None = None
    """The outcome, once finished."""
    dealt: tuple[tuple[Card, ...], ...] = ()
    """Each seat's full eight cards once the deal is completed."""
    _legal: tuple[Action, ...] | None = field(default=None, compare=False, repr=False)

    # ----------------------------------------------------------------- queries

    @property
    def face_card(self) -> Card:
        """The face-up bidding card."""
        return self.deck[FACE_INDEX]

    @property
    def to_act(self) -> Seat | None:
        """The seat that must act next, or None when the hand is over."""
        phase = self.phase
        if phase is Phase.PLAYING:
            assert self.play is not None
            return self.play.to_act
        if phase is Phase.BIDDING:
            return self.bidding.to_act
        if phase is Phase.DOUBLING:
            assert self.doubling is not None
            return self.doubling.to_act
        return None

    @property
    def is_over(self) -> bool:
        """Whether the hand has ended (scored, waraq or Kawesh)."""
        return self.phase is Phase.FINISHED

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat to act may do now, in a stable order (empty when over)."""
        cached = self._legal
        if cached is None:
            cached = self._compute_legal()
            object.__setattr__(self, "_legal", cached)
        return cached

    def _compute_legal(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is Phase.PLAYING:
            play = self.play
            assert play is not None
            seat = play.to_act
            if not play.tricks and play.declared[seat] is None:
                options = self.declaration_options(seat)
                if len(options) > 1:
                    return tuple(Declare(seat, option) for option in options)
            legal, _ = classify_turn(
                self.hands[seat],
                play.trick,
                self.bidding.trump,
                self.closed,
                self.rules,
            )
            row = PLAYS[seat]
            return tuple(row[c.index] for c in legal)
        if phase is Phase.BIDDING:
            speaker = self.bidding.to_act
            assert speaker is not None
            return legal_calls(self.bidding, self.hands[speaker], self.rules)
        if phase is Phase.DOUBLING:
            assert self.doubling is not None
            return legal_raises(self.doubling, self.rules)
        return ()

    def declaration_options(self, seat: Seat) -> tuple[tuple[Project, ...], ...]:
        """The declarations ``seat`` may make on trick 1 (the first is none)."""
        contract = self.bidding.contract
        assert contract is not None
        return declaration_options(self.hands[seat], contract, self.rules)

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
        if isinstance(action, Sawa):
            return self._apply_sawa(action)
        if isinstance(action, Declare):
            action = self._canonical_declaration(action)
        if action not in self.legal_actions():
            raise IllegalActionError(self._why_illegal(action))
        history = (*self.history, action)
        phase = self.phase
        if phase is Phase.PLAYING:
            if isinstance(action, PlayCard):
                return self._apply_card(action, history)
            assert isinstance(action, Declare)
            return self._apply_declare(action, history)
        if phase is Phase.BIDDING:
            return self._apply_call(action, history)
        assert self.doubling is not None
        doubling = apply_raise(self.doubling, action, self.rules)
        if doubling.stage is LadderStage.DONE:
            return self._start_play(doubling, history)
        return self._evolve(doubling=doubling, history=history)

    def _canonical_declaration(self, action: Declare) -> Declare:
        """The legal declaration with the same projects in any order, if there is one."""
        wanted = frozenset(action.projects)
        for option in self.legal_actions():
            if (
                isinstance(option, Declare)
                and option.seat is action.seat
                and frozenset(option.projects) == wanted
                and len(option.projects) == len(action.projects)
            ):
                return option
        return action

    def _evolve(self, **changes: object) -> RoundState:
        values = {name: getattr(self, name) for name in _FIELDS}
        values.update(changes)
        return RoundState(**values)

    def _apply_call(self, action: Action, history: tuple[Action, ...]) -> RoundState:
        bidding = apply_call(self.bidding, action, self.rules)
        stage = bidding.stage
        if stage is BidStage.DONE:
            return self._complete_deal(bidding, history)
        if stage is BidStage.WARAQ:
            rotate = self.rules.waraq_rotates_dealer
            result = RoundResult("waraq", (0, 0), self.dealer.next if rotate else self.dealer)
            return self._evolve(
                bidding=bidding, history=history, phase=Phase.FINISHED, result=result
            )
        if stage is BidStage.KAWESH:
            rotate = bidding.kawesh_after_bid
            result = RoundResult("kawesh", (0, 0), self.dealer.next if rotate else self.dealer)
            return self._evolve(
                bidding=bidding, history=history, phase=Phase.FINISHED, result=result
            )
        return self._evolve(bidding=bidding, history=history)

    def _complete_deal(self, bidding: BiddingState, history: tuple[Action, ...]) -> RoundState:
        """Deal the last 11 cards: the buyer takes the face-up card and 2, the others 3."""
        assert bidding.buyer is not None and bidding.contract is not None
        stock = iter(self.deck[FACE_INDEX + 1 :])
        hands = [list(h) for h in self.hands]
        for seat in turn_order(self.dealer.next):
            if seat is bidding.buyer:
                hands[seat].append(self.face_card)
                hands[seat].extend(next(stock) for _ in range(2))
            else:
                hands[seat].extend(next(stock) for _ in range(3))
        full = tuple(tuple(sorted(h)) for h in hands)
        doubling = start_doubling(bidding.contract, bidding.buyer, self.match_score, self.rules)
        state = self._evolve(
            bidding=bidding,
            history=history,
            hands=full,
            dealt=full,
            phase=Phase.DOUBLING,
            doubling=doubling,
        )
        if doubling.stage is LadderStage.DONE:
            return state._start_play(doubling, history)
        return state

    def _start_play(self, doubling: DoublingState, history: tuple[Action, ...]) -> RoundState:
        buyer = self.bidding.buyer
        assert buyer is not None
        first = self.dealer.next if self.rules.first_lead == "right_of_dealer" else buyer
        return self._evolve(
            doubling=doubling,
            history=history,
            phase=Phase.PLAYING,
            play=PlayState(first_leader=first, leader=first),
        )

    def _apply_declare(self, action: Declare, history: tuple[Action, ...]) -> RoundState:
        play = self.play
        assert play is not None
        declared = list(play.declared)
        declared[action.seat] = action.projects
        return self._evolve(
            history=history,
            play=PlayState(
                play.first_leader,
                play.leader,
                play.trick,
                play.tricks,
                tuple(declared),
                play.abnat,
                play.tricks_won,
                play.baloot_shown,
            ),
        )

    def _apply_card(self, action: PlayCard, history: tuple[Action, ...]) -> RoundState:
        play = self.play
        assert play is not None
        seat, played = action.seat, action.card
        declared = play.declared
        if declared[seat] is None:
            declared = (*declared[:seat], (), *declared[seat + 1 :])
        old = self.hands
        held = tuple(c for c in old[seat] if c is not played)
        hands = (*old[:seat], held, *old[seat + 1 :])
        baloot_shown = play.baloot_shown
        trump = self.bidding.trump
        if played.suit is trump and played.rank in _BALOOT_RANKS and baloot_shown is None:
            baloot_shown = self._baloot_after(seat, played, held, declared)
        trick = (*play.trick, played)
        if len(trick) < 4:
            new_play = PlayState(
                play.first_leader,
                play.leader,
                trick,
                play.tricks,
                declared,
                play.abnat,
                play.tricks_won,
                baloot_shown,
            )
            return self._with_play(hands, history, new_play)
        winner = SEATS[(play.leader + winning_position(trick, trump)) % 4]
        points = trick_points(trick, trump)
        team = winner % 2
        abnat, won = play.abnat, play.tricks_won
        if team == 0:
            abnat, won = (abnat[0] + points, abnat[1]), (won[0] + 1, won[1])
        else:
            abnat, won = (abnat[0], abnat[1] + points), (won[0], won[1] + 1)
        tricks = (*play.tricks, Trick(play.leader, trick, winner, points))
        new_play = PlayState(
            play.first_leader, winner, (), tricks, declared, abnat, won, baloot_shown
        )
        state = self._with_play(hands, history, new_play)
        if len(tricks) == 8:
            return state._finish(Team(team), None)
        return state

    def _with_play(
        self, hands: tuple[tuple[Card, ...], ...], history: tuple[Action, ...], play: PlayState
    ) -> RoundState:
        """The hot path of card play: a copy with new hands, history and play."""
        return RoundState(
            self.rules,
            self.dealer,
            self.match_score,
            self.deck,
            hands,
            self.phase,
            self.bidding,
            self.doubling,
            play,
            history,
            self.result,
            self.dealt,
        )

    def _baloot_after(
        self,
        seat: Seat,
        played: Card,
        hand_after: tuple[Card, ...],
        declared: tuple[tuple[Project, ...] | None, ...],
    ) -> Seat | None:
        """The seat showing Baloot if ``played`` is the second of its trump K and Q."""
        trump = self.bidding.trump
        assert trump is not None
        other_rank = Rank.QUEEN if played.rank is Rank.KING else Rank.KING
        other = next(c for c in DECK if c.rank is other_rank and c.suit is trump)
        if other not in self.dealt[seat] or other in hand_after:
            return None
        if baloot_blocked(declared[seat] or (), trump, self.rules):
            return None
        return seat

    # ------------------------------------------------------------------ Sawa

    def _apply_sawa(self, action: Sawa) -> RoundState:
        seat = action.seat
        play = self.play
        if self.phase is not Phase.PLAYING or play is None:
            raise IllegalActionError(
                f"illegal action '{action}': Sawa is claimed during card play, "
                f"not during {self.phase.value}"
            )
        if play.to_act is not seat or play.trick:
            raise IllegalActionError(
                f"illegal action '{action}': only the player on lead may claim Sawa "
                f"({play.to_act.name} is to play{' to a trick in progress' if play.trick else ''})"
            )
        if not play.tricks:
            raise IllegalActionError(
                f"illegal action '{action}': Sawa may be claimed from trick 2 on, "
                "once the projects are declared"
            )
        if not sawa_holds(self, seat):
            raise IllegalActionError(
                f"illegal action '{action}': {seat.name}'s team cannot be sure of every "
                "remaining trick; some defence takes one"
            )
        team = seat.team
        trump = self.bidding.trump
        remaining = sum(c.points(trump) for h in self.hands for c in h)
        left = 8 - len(play.tricks)
        abnat = list(play.abnat)
        abnat[team] += remaining
        won = list(play.tricks_won)
        won[team] += left
        new_play = PlayState(
            play.first_leader,
            play.leader,
            (),
            play.tricks,
            play.declared,
            (abnat[0], abnat[1]),
            (won[0], won[1]),
            play.baloot_shown,
        )
        state = self._evolve(history=(*self.history, action), play=new_play, hands=((), (), (), ()))
        return state._finish(team, seat)

    # ---------------------------------------------------------------- scoring

    def _finish(self, last_trick: Team, sawa: Seat | None) -> RoundState:
        play = self.play
        bidding = self.bidding
        doubling = self.doubling
        assert play is not None and doubling is not None
        assert bidding.contract is not None and bidding.buyer is not None
        contract = bidding.contract
        declared = {s: play.declared[s] or () for s in SEATS}
        counting, counted = counted_projects(
            declared, play.first_leader, contract, bidding.trump, self.rules
        )
        baloot = self._baloot_holder(declared)
        facts = HandFacts(
            contract=contract,
            buyer_team=bidding.buyer.team,
            card_abnat=play.abnat,
            last_trick=last_trick,
            tricks_won=play.tricks_won,
            counted_projects=counted,
            baloot_teams=() if baloot is None else (baloot.team,),
            multiplier=doubling.multiplier,
            gahwa=doubling.gahwa,
            last_raiser=doubling.last_raiser_team,
            face_card_is_ace=self.face_card.rank is Rank.ACE,
        )
        score = score_hand(facts, self.rules)
        result = RoundResult(
            "played", score.points, self.dealer.next, score, counting, baloot, sawa
        )
        return self._evolve(phase=Phase.FINISHED, result=result)

    def _baloot_holder(self, declared: dict[Seat, tuple[Project, ...]]) -> Seat | None:
        """The seat dealt the trump King and Queen, unless its declarations block Baloot."""
        trump = self.bidding.trump
        if trump is None:
            return None
        for seat in SEATS:
            ranks = {c.rank for c in self.dealt[seat] if c.suit is trump}
            if ranks >= _BALOOT_RANKS:
                return None if baloot_blocked(declared[seat], trump, self.rules) else seat
        return None

    # --------------------------------------------------------------- messages

    def _why_illegal(self, action: Action) -> str:
        """Name the action, the seat and the rule that forbids it, and what is allowed."""
        head = f"illegal action '{action}'"
        if self.phase is Phase.FINISHED:
            return f"{head}: the hand is over"
        to_act = self.to_act
        assert to_act is not None
        allowed = ", ".join(str(a) for a in self.legal_actions())
        if action.seat is not to_act:
            return f"{head}: it is {to_act.name}'s turn, not {action.seat.name}'s"
        if self.phase is Phase.PLAYING and isinstance(action, PlayCard):
            if action.card not in self.hands[to_act]:
                return f"{head}: {to_act.name} does not hold {action.card}; allowed: {allowed}"
            if isinstance(self.legal_actions()[0], Declare):
                return (
                    f"{head}: {to_act.name} must first declare projects (or none); "
                    f"allowed: {allowed}"
                )
            for option in self.card_options():
                if option.card is action.card:
                    return f"{head}: {option.reason}; allowed: {allowed}"
        return f"{head}: {self._phase_rule(action)}; allowed: {allowed}"

    def _phase_rule(self, action: Action) -> str:
        phase = self.phase
        if phase is Phase.BIDDING:
            stage = self.bidding.stage
            if not isinstance(action, (Bid, Pass)):
                return "the auction is on: only bidding calls"
            return _STAGE_RULES[stage]
        if phase is Phase.DOUBLING:
            if not isinstance(action, (Double, Pass)):
                return "the doubling ladder is on: only doubles and passes"
            return "that step of the doubling ladder is not open to this seat now"
        if isinstance(action, Declare):
            return "projects are declared once, on the first card, from the hand held"
        return "card play is on: play a card"

    # ------------------------------------------------------------------- view

    def view(self, seat: Seat) -> PlayerView:
        """What ``seat`` may see: its own hand and the public table."""
        return view_for(self, seat)


_BALOOT_RANKS: Final = frozenset({Rank.KING, Rank.QUEEN})
_FIELDS: Final = tuple(name for name in RoundState.__dataclass_fields__ if not name.startswith("_"))
_STAGE_RULES: Final = {
    BidStage.ROUND1: "round 1: pass, Hokum in the face-up suit, Sun, or Ashkal for the "
    "3rd and 4th speakers when the face-up card is not an Ace",
    BidStage.ROUND2: "round 2: pass (wala), Hokum in another suit, or Sun",
    BidStage.BEFORE_YOU: "a Sun was called: only 'before you' or pass",
    BidStage.CONFIRM: "the Hokum bidder confirms Hokum (naming the suit) or switches to Sun",
    BidStage.DONE: "the auction is over",
    BidStage.WARAQ: "the auction is over",
    BidStage.KAWESH: "the auction is over",
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
    if len(deck) != 32 or len(set(deck)) != 32:
        raise NotationError(
            f"a deck needs the 32 cards exactly once; got {len(deck)} cards, "
            f"{len(set(deck))} distinct"
        )
    hands: list[list[Card]] = [[], [], [], []]
    position = 0
    for size in (3, 2):
        for seat in turn_order(dealer.next):
            hands[seat].extend(deck[position : position + size])
            position += size
    return RoundState(
        rules=rules,
        dealer=dealer,
        match_score=match_score,
        deck=tuple(deck),
        hands=tuple(tuple(sorted(h)) for h in hands),
        phase=Phase.BIDDING,
        bidding=start_bidding(dealer, deck[FACE_INDEX]),
    )


def shuffled_deck(rng: random.Random) -> tuple[Card, ...]:
    """A shuffled deck drawn from ``rng`` (the only randomness of a hand)."""
    cards = list(DECK)
    rng.shuffle(cards)
    return tuple(cards)


def deal(
    rng: random.Random,
    dealer: Seat,
    rules: HouseRules = DEFAULT_RULES,
    match_score: tuple[int, int] = (0, 0),
) -> RoundState:
    """A new hand with a deck shuffled by ``rng``."""
    return start_hand(shuffled_deck(rng), dealer, rules, match_score)


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
