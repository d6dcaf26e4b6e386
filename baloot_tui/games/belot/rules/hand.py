"""One Belot deal as an immutable state: the deal, the auction, the play, the score.

:func:`deal` starts from a seeded shuffle (:func:`start_deal` from a given deck
order). ``hand.legal_actions()`` lists what the seat to act may do;
``hand.apply(action)`` returns the next state and never changes ``hand``; an illegal
action raises :class:`IllegalActionError` naming the seat, the action and the rule.
``hand.view(seat)`` is all that seat may see.

>>> import random
>>> hand = deal(random.Random(7), Seat.WEST)
>>> hand.to_act, [str(a) for a in hand.legal_actions()][:3]
(<Seat.SOUTH: 0>, ['S pass', 'S bid C', 'S bid D'])
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Final

from baloot_tui.core.cards import DECK, Card, Suit
from baloot_tui.core.errors import IllegalActionError, NotationError, Refusal, TableRule
from baloot_tui.core.seats import Seat, Team
from baloot_tui.games.belot.rules.actions import BELOTE_PLAYS, PLAYS, Action, Declare, PlayCard
from baloot_tui.games.belot.rules.auction import (
    AuctionStage,
    AuctionState,
    advance,
    legal_calls,
    start_auction,
    why_illegal,
)
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.declarations import (
    BELOTE_CARDS,
    Contest,
    Declaration,
    belote_allowed_bits,
    declaration_options,
    resolve_contest,
)
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules
from baloot_tui.games.belot.rules.refusals import Rule
from baloot_tui.games.belot.rules.scoring import DealFacts, score_deal
from baloot_tui.games.belot.rules.seating import next_seat, turn_order
from baloot_tui.games.belot.rules.tricks import (
    CardOption,
    Trick,
    card_options,
    classify_turn,
    trick_points,
    winning_position,
)
from baloot_tui.games.belot.rules.view import Announcement, BelotView, DealResult, Phase

_AUCTION, _PLAYING, _FINISHED = Phase.AUCTION, Phase.PLAYING, Phase.FINISHED
"""The phases as plain names: reading an enum member off its class is slow on the hot path."""
FIRST_DEAL: Final = 20
"""Cards dealt before the auction: 3 then 2 to each player (§1.5)."""
TRICKS: Final = 8
_UNDECLARED: Final = (None, None, None, None)
"""No seat has declared yet."""


@dataclass(frozen=True, slots=True)
class PlayState:
    """Card play: the trick on the table, the tricks taken, declarations and belotes."""

    leader: Seat
    """Who led the current trick."""
    to_act: Seat
    """Whose card is next."""
    trick: tuple[Card, ...] = ()
    """Cards played to the current trick, in order."""
    tricks: tuple[Trick, ...] = ()
    """Completed tricks."""
    declared: tuple[tuple[Declaration, ...] | None, ...] = (None, None, None, None)
    """Each seat's declarations; None until the seat plays its first card."""
    contest: Contest | None = None
    """Which declarations count, settled when trick 1 is complete (§4.3)."""
    belotes: tuple[tuple[Seat, Suit], ...] = ()
    """Belotes announced: who, in which suit."""
    card_points: tuple[int, int] = (0, 0)
    """Card points taken by each team (before the last ten and the NT doubling)."""
    tricks_won: tuple[int, int] = (0, 0)
    """Tricks taken by each team."""


@dataclass(frozen=True, slots=True)
class BelotHand:
    """One deal, from the first card dealt to the score. ``apply`` returns a new one."""

    rules: BelotRules
    """The house rules in force."""
    dealer: Seat
    """Who dealt."""
    deck: tuple[Card, ...]
    """The shuffled deck in dealing order: the chance part of the deal."""
    hands: tuple[tuple[Card, ...], ...]
    """What each seat holds now, in card-index order."""
    phase: Phase
    """Auction, playing or finished."""
    auction: AuctionState
    """The auction (public)."""
    hanging_in: int = 0
    """Hanging points carried in from earlier deals (§5.4)."""
    play: PlayState | None = None
    """Card play, once the auction has a contract."""
    history: tuple[Action, ...] = ()
    """Every action so far, in order."""
    result: DealResult | None = None
    """The outcome, once finished."""
    dealt: tuple[tuple[Card, ...], ...] = ()
    """Each seat's eight cards once the deal is completed."""
    _legal: tuple[Action, ...] | None = field(default=None, compare=False, repr=False)

    # ----------------------------------------------------------------- queries

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is done (the standing bid during it)."""
        return self.auction.contract

    @property
    def bidder(self) -> Seat | None:
        """Who made the final (or standing) bid."""
        return self.auction.bidder

    @property
    def to_act(self) -> Seat | None:
        """The seat that must act next, or None when the deal is over."""
        if self.phase is _PLAYING:
            assert self.play is not None
            return self.play.to_act
        return self.auction.to_act

    @property
    def is_over(self) -> bool:
        """Whether the deal has ended (scored, or all passed)."""
        return self.phase is _FINISHED

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat to act may do now, in a stable order (empty when over)."""
        cached = self._legal
        if cached is None:
            cached = self._compute_legal()
            object.__setattr__(self, "_legal", cached)
        return cached

    def _compute_legal(self) -> tuple[Action, ...]:
        if self.phase is _AUCTION:
            return legal_calls(self.auction, self.rules)
        play = self.play
        if self.phase is not _PLAYING or play is None:
            return ()
        seat = play.to_act
        if not play.tricks and play.declared[seat] is None:
            options = self.declaration_options(seat)
            if len(options) > 1:
                return tuple(Declare(seat, option) for option in options)
        contract = self.auction.contract
        assert contract is not None
        hand = self.hands[seat]
        legal, _ = classify_turn(hand, play.trick, contract, self.rules)
        plays, belote_cards = PLAYS[seat], BELOTE_CARDS[contract]
        held = -1  # the hand's bitmask, computed once a K or Q of a belote suit is legal
        found: list[Action] = []
        for c in legal:
            found.append(plays[c.index])
            if c.bit & belote_cards:
                if held < 0:
                    held = sum(h.bit for h in hand)
                if belote_allowed_bits(c, held, play.trick, contract):
                    found.append(BELOTE_PLAYS[seat][c.index])
        return tuple(found)

    def _contract(self) -> Contract:
        contract = self.auction.contract
        assert contract is not None
        return contract

    def declaration_options(self, seat: Seat) -> tuple[tuple[Declaration, ...], ...]:
        """What ``seat`` may declare with its first card (the first option is none)."""
        return declaration_options(self.hands[seat], self._contract(), self.rules)

    def card_options(self) -> tuple[CardOption, ...]:
        """Each card of the player to act with whether it is legal and why."""
        play = self.play
        if self.phase is not _PLAYING or play is None:
            return ()
        return card_options(self.hands[play.to_act], play.trick, self._contract(), self.rules)

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action) -> BelotHand:
        """The state after ``action``.

        Raises:
            IllegalActionError: the action is not allowed now; ``self`` is unchanged.
        """
        if isinstance(action, Declare):
            action = self._canonical_declaration(action)
        # The listed actions are shared values: an identity scan spares their __eq__.
        for option in self.legal_actions():
            if option is action:
                break
        else:
            if action not in self.legal_actions():
                raise self._refusal(action)
        history = (*self.history, action)
        if self.phase is _AUCTION:
            return self._apply_call(action, history)
        if isinstance(action, Declare):
            return self._apply_declare(action, history)
        assert isinstance(action, PlayCard)
        return self._apply_card(action, history)

    def _canonical_declaration(self, action: Declare) -> Declare:
        """The listed declaration with the same items in any order, if there is one."""
        wanted = sorted(d.mask for d in action.declarations)
        for option in self.legal_actions():
            if (
                isinstance(option, Declare)
                and option.seat is action.seat
                and sorted(d.mask for d in option.declarations) == wanted
            ):
                return option
        return action

    def _evolve(self, **changes: object) -> BelotHand:
        values = {name: getattr(self, name) for name in _FIELDS}
        values.update(changes)
        return _new_hand(**values)

    def _apply_call(self, action: Action, history: tuple[Action, ...]) -> BelotHand:
        auction = advance(self.auction, action, self.rules)
        if auction.stage is AuctionStage.OPEN:
            return _new_hand(
                self.rules,
                self.dealer,
                self.deck,
                self.hands,
                self.phase,
                auction,
                self.hanging_in,
                None,
                history,
                None,
                (),
            )
        if auction.stage is AuctionStage.ALL_PASS:
            result = DealResult(
                "all_pass", (0, 0), self.hanging_in, next_seat(self.dealer, self.rules)
            )
            return self._evolve(
                auction=auction, history=history, phase=Phase.FINISHED, result=result
            )
        hands = [list(h) for h in self.hands]
        position = FIRST_DEAL
        first = next_seat(self.dealer, self.rules)
        for seat in turn_order(first, self.rules):
            hands[seat].extend(self.deck[position : position + 3])
            position += 3
        full = tuple(tuple(sorted(h)) for h in hands)
        return self._evolve(
            auction=auction,
            history=history,
            hands=full,
            dealt=full,
            phase=Phase.PLAYING,
            play=_new_play(first, first, (), (), _UNDECLARED, None, (), (0, 0), (0, 0)),
        )

    def _apply_declare(self, action: Declare, history: tuple[Action, ...]) -> BelotHand:
        play = self.play
        assert play is not None
        declared = list(play.declared)
        declared[action.seat] = action.declarations
        return self._evolve(
            history=history,
            play=_replace_play(play, declared=tuple(declared)),
        )

    def _apply_card(self, action: PlayCard, history: tuple[Action, ...]) -> BelotHand:
        play = self.play
        assert play is not None
        rules, contract = self.rules, self.auction.contract
        assert contract is not None
        seat, played = action.seat, action.card
        declared = play.declared
        if declared[seat] is None:
            declared = (*declared[:seat], (), *declared[seat + 1 :])
        held = tuple([c for c in self.hands[seat] if c != played])
        hands = (*self.hands[:seat], held, *self.hands[seat + 1 :])
        belotes = (*play.belotes, (seat, played.suit)) if action.belote else play.belotes
        trick = (*play.trick, played)
        if len(trick) < 4:
            new_play = _new_play(
                play.leader,
                next_seat(seat, rules),
                trick,
                play.tricks,
                declared,
                play.contest,
                belotes,
                play.card_points,
                play.tricks_won,
            )
            return self._with_play(hands, history, new_play)
        winner = turn_order(play.leader, rules)[winning_position(trick, contract)]
        points = trick_points(trick, contract)
        team = winner.team
        card_points, won = list(play.card_points), list(play.tricks_won)
        card_points[team] += points
        won[team] += 1
        tricks = (*play.tricks, Trick(play.leader, trick, winner, points))
        contest = play.contest
        if contest is None:
            filled = tuple(d or () for d in declared)
            contest = resolve_contest(filled, tricks[0].leader, contract, rules)
        new_play = _new_play(
            winner,
            winner,
            (),
            tricks,
            declared,
            contest,
            belotes,
            (card_points[0], card_points[1]),
            (won[0], won[1]),
        )
        state = self._with_play(hands, history, new_play)
        return state._finish() if len(tricks) == TRICKS else state

    def _with_play(
        self, hands: tuple[tuple[Card, ...], ...], history: tuple[Action, ...], play: PlayState
    ) -> BelotHand:
        """The hot path of card play: a copy with new hands, history and play."""
        return _new_hand(
            self.rules,
            self.dealer,
            self.deck,
            hands,
            self.phase,
            self.auction,
            self.hanging_in,
            play,
            history,
            self.result,
            self.dealt,
        )

    def deal_facts(self) -> DealFacts | None:
        """What the score is computed from, once all 8 tricks are played (None before)."""
        play = self.play
        bidder = self.auction.bidder
        if play is None or len(play.tricks) < TRICKS or play.contest is None or bidder is None:
            return None
        belotes = [0, 0]
        for seat, _ in play.belotes:
            belotes[seat.team] += 1
        contest = play.contest
        return DealFacts(
            contract=self._contract(),
            bidder_team=bidder.team,
            card_points=play.card_points,
            last_trick=play.tricks[-1].winner.team,
            tricks_won=play.tricks_won,
            declarations=(
                contest.raw(Team.NORTH_SOUTH, self.rules),
                contest.raw(Team.EAST_WEST, self.rules),
            ),
            belotes=(belotes[0], belotes[1]),
            multiplier=self.auction.multiplier,
        )

    def _finish(self) -> BelotHand:
        facts = self.deal_facts()
        assert facts is not None and self.play is not None
        score = score_deal(facts, self.rules, self.hanging_in)
        result = DealResult(
            "played",
            score.points,
            score.hanging,
            next_seat(self.dealer, self.rules),
            score,
            self.play.contest,
        )
        return self._evolve(phase=Phase.FINISHED, result=result)

    # --------------------------------------------------------------- messages

    def _refusal(self, action: Action) -> IllegalActionError:
        """The error naming the action, the seat and the forbidding rule, and what is allowed."""
        if self.is_over:
            return IllegalActionError(Refusal(TableRule.DEAL_OVER), action)
        return IllegalActionError(self._why_illegal(action), action, self.legal_actions())

    def _why_illegal(self, action: Action) -> Refusal:
        """The rule that forbids ``action`` in the deal in progress."""
        to_act = self.to_act
        assert to_act is not None
        if action.seat is not to_act:
            return Refusal(TableRule.WRONG_TURN, to_act, action.seat)
        if self.phase is _AUCTION:
            if isinstance(action, (Declare, PlayCard)):
                return Refusal(Rule.AUCTION_CALLS)
            return why_illegal(self.auction, action, self.rules)
        if isinstance(action, Declare):
            return Refusal(Rule.DECLARATIONS_ONCE)
        if not isinstance(action, PlayCard):
            return Refusal(Rule.DECLARE_OR_PLAY)
        if action.card not in self.hands[to_act]:
            return Refusal(TableRule.NOT_HELD, to_act, card=action.card)
        if isinstance(self.legal_actions()[0], Declare):
            return Refusal(Rule.DECLARE_FIRST, to_act)
        option = next(o for o in self.card_options() if o.card is action.card)
        return option.refusal or Refusal(Rule.BELOTE_CARDS)

    # ------------------------------------------------------------------- view

    def view(self, seat: Seat) -> BelotView:
        """What ``seat`` may see: its own hand and the public table."""
        play = self.play
        declared = play.declared if play is not None else (None, None, None, None)
        over = self.is_over
        history: list[Action | Announcement] = []
        for action in self.history:
            if isinstance(action, Declare) and action.seat is not seat and not over:
                history.append(
                    Announcement(action.seat, tuple(d.kind for d in action.declarations))
                )
            else:
                history.append(action)
        my_turn = self.to_act is seat
        return BelotView(
            seat=seat,
            rules=self.rules,
            phase=self.phase,
            dealer=self.dealer,
            hanging_in=self.hanging_in,
            hand=self.hands[seat],
            hand_sizes=tuple(len(h) for h in self.hands),
            auction=self.auction,
            leader=None if play is None else play.leader,
            trick=() if play is None else play.trick,
            tricks=() if play is None else play.tricks,
            announced=tuple(None if d is None else tuple(x.kind for x in d) for d in declared),
            revealed=tuple((d or ()) if over else () for d in declared),
            own_declaration=declared[seat],
            belotes=() if play is None else play.belotes,
            history=tuple(history),
            to_act=self.to_act,
            legal_actions=self.legal_actions() if my_turn else (),
            card_options=self.card_options() if my_turn else (),
            result=self.result,
        )


_FIELDS: Final = tuple(name for name in BelotHand.__dataclass_fields__ if not name.startswith("_"))

# Fast private constructors. A frozen dataclass's ``__init__`` sets each field through
# ``object.__setattr__`` by name (about 1.3 µs for a state here); calling each slot's
# own setter is twice as fast. The values stay frozen: only these functions write them.
_new: Final = object.__new__
(
    _set_rules,
    _set_dealer,
    _set_deck,
    _set_hands,
    _set_phase,
    _set_auction,
    _set_hanging_in,
    _set_play,
    _set_history,
    _set_result,
    _set_dealt,
    _set_legal,
) = (getattr(BelotHand, name).__set__ for name in BelotHand.__dataclass_fields__)
(
    _set_leader,
    _set_to_act,
    _set_trick,
    _set_tricks,
    _set_declared,
    _set_contest,
    _set_belotes,
    _set_card_points,
    _set_tricks_won,
) = (getattr(PlayState, name).__set__ for name in PlayState.__dataclass_fields__)


def _new_hand(
    rules: BelotRules,
    dealer: Seat,
    deck: tuple[Card, ...],
    hands: tuple[tuple[Card, ...], ...],
    phase: Phase,
    auction: AuctionState,
    hanging_in: int,
    play: PlayState | None,
    history: tuple[Action, ...],
    result: DealResult | None,
    dealt: tuple[tuple[Card, ...], ...],
) -> BelotHand:
    """``BelotHand(...)`` with every field given, without the dataclass ``__init__``."""
    hand: BelotHand = _new(BelotHand)
    _set_rules(hand, rules)
    _set_dealer(hand, dealer)
    _set_deck(hand, deck)
    _set_hands(hand, hands)
    _set_phase(hand, phase)
    _set_auction(hand, auction)
    _set_hanging_in(hand, hanging_in)
    _set_play(hand, play)
    _set_history(hand, history)
    _set_result(hand, result)
    _set_dealt(hand, dealt)
    _set_legal(hand, None)
    return hand


def _new_play(
    leader: Seat,
    to_act: Seat,
    trick: tuple[Card, ...],
    tricks: tuple[Trick, ...],
    declared: tuple[tuple[Declaration, ...] | None, ...],
    contest: Contest | None,
    belotes: tuple[tuple[Seat, Suit], ...],
    card_points: tuple[int, int],
    tricks_won: tuple[int, int],
) -> PlayState:
    """``PlayState(...)`` with every field given, without the dataclass ``__init__``."""
    play: PlayState = _new(PlayState)
    _set_leader(play, leader)
    _set_to_act(play, to_act)
    _set_trick(play, trick)
    _set_tricks(play, tricks)
    _set_declared(play, declared)
    _set_contest(play, contest)
    _set_belotes(play, belotes)
    _set_card_points(play, card_points)
    _set_tricks_won(play, tricks_won)
    return play


def _replace_play(play: PlayState, **changes: object) -> PlayState:
    values = {name: getattr(play, name) for name in PlayState.__dataclass_fields__}
    values.update(changes)
    return _new_play(**values)


def start_deal(
    deck: tuple[Card, ...],
    dealer: Seat,
    rules: BelotRules = DEFAULT_RULES,
    hanging: int = 0,
) -> BelotHand:
    """A deal from ``deck`` (the 32 cards in dealing order): 3 then 2 cards each from P1.

    Raises:
        NotationError: the deck is not the 32 cards exactly once.
    """
    if len(deck) != len(DECK) or len(set(deck)) != len(DECK):
        raise NotationError(
            f"a deck needs the 32 cards exactly once; got {len(deck)} cards, "
            f"{len(set(deck))} distinct"
        )
    if hanging < 0:
        raise NotationError(f"hanging points cannot be negative: {hanging}")
    hands: list[list[Card]] = [[], [], [], []]
    position = 0
    for size in (3, 2):
        for seat in turn_order(next_seat(dealer, rules), rules):
            hands[seat].extend(deck[position : position + size])
            position += size
    return BelotHand(
        rules=rules,
        dealer=dealer,
        deck=tuple(deck),
        hands=tuple(tuple(sorted(h)) for h in hands),
        phase=Phase.AUCTION,
        auction=start_auction(dealer, rules),
        hanging_in=hanging,
    )


def shuffled_deck(rng: random.Random) -> tuple[Card, ...]:
    """A deck shuffled by ``rng`` (the only randomness of a deal)."""
    cards = list(DECK)
    rng.shuffle(cards)
    return tuple(cards)


def deal(
    rng: random.Random, dealer: Seat, rules: BelotRules = DEFAULT_RULES, hanging: int = 0
) -> BelotHand:
    """A new deal with a deck shuffled by ``rng``."""
    return start_deal(shuffled_deck(rng), dealer, rules, hanging)
