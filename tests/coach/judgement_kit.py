"""Real engine positions for a lesson's judgement questions, for the analysis to grade.

A lesson's scene shows only what the learner sees; the analysis needs a whole hand of
the engine at that point. These builders deal a deck that gives South the scene's
cards (and the other seats cards consistent with the table), replay the auction, and
play the cards on the table, so ``state.view(Seat.SOUTH)`` is the scene's decision.
Hidden cards are filler: the analysis never reads them (it samples worlds from the
view), so any filler gives the same figures.
"""

from __future__ import annotations

from baloot_tui.core.cards import DECK, Card, Suit
from baloot_tui.core.seats import Seat, turn_order
from baloot_tui.games.baloot.coach.lessons import Question, Scene
from baloot_tui.games.baloot.rules import RoundState, start_hand
from baloot_tui.games.baloot.rules.actions import Action, Bid, Call, Declare, Pass, PlayCard
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from tests.coach.learn_kit import auction_state


def bidding_position(question: Question) -> RoundState:
    """The auction of a ``bid`` question, South to speak."""
    scene = question.scene
    assert scene.dealer is not None and scene.face_card is not None
    return auction_state(scene.hand, scene.face_card, scene.dealer, scene.calls)


def _filled(
    fixed: dict[Seat, list[Card]], face: Card, buyer: Seat, avoid: dict[Seat, set[Suit]]
) -> dict[Seat, list[Card]]:
    """Eight cards per seat (seven and the face-up card for the buyer), the fixed ones kept."""
    used = {c for held in fixed.values() for c in held} | {face}
    pool = [c for c in DECK if c not in used]
    hands: dict[Seat, list[Card]] = {}
    for seat in Seat:
        held = [c for c in fixed.get(seat, []) if c is not face]
        size = 7 if seat is buyer else 8
        for c in list(pool):
            if len(held) >= size:
                break
            if c.suit not in avoid.get(seat, set()):
                held.append(c)
                pool.remove(c)
        assert len(held) == size, f"no filler left for {seat.name}"
        hands[seat] = held
    return hands


def _deck(dealer: Seat, face: Card, hands: dict[Seat, list[Card]], buyer: Seat) -> tuple[Card, ...]:
    """The deck in dealing order: 3 + 2 each from P1, the face-up card, then the rest."""
    order = turn_order(dealer.next)
    first = {s: hands[s][:5] for s in order}
    later = {s: hands[s][5:] for s in order}
    deck: list[Card] = []
    for start, size in ((0, 3), (3, 2)):
        for seat in order:
            deck += first[seat][start : start + size]
    deck.append(face)
    for seat in order:
        deck += later[seat][: 2 if seat is buyer else 3]
    return tuple(deck)


def _auction(contract: Contract, trump: Suit | None, buyer: Seat, dealer: Seat) -> list[Action]:
    """Calls that make ``buyer`` the buyer of the contract, everyone else passing."""
    order = turn_order(dealer.next)
    calls: list[Action] = []
    if contract is Contract.SUN:
        for seat in order:
            if seat is buyer:
                calls.append(Bid(seat, Call.SUN))
                break
            calls.append(Pass(seat))
        earlier = order[: order.index(buyer)]
        calls += [Pass(s) for s in earlier if s.team is not buyer.team]
        return calls
    assert trump is not None
    for seat in order:
        if seat is buyer:
            calls.append(Bid(seat, Call.HOKUM))
            break
        calls.append(Pass(seat))
    after = order[order.index(buyer) + 1 :] + order[: order.index(buyer)]
    calls += [Pass(s) for s in after]
    calls.append(Bid(buyer, Call.CONFIRM, trump))
    return calls


def played_position(
    scene: Scene,
    buyer: Seat,
    closed: bool = False,
    rules: HouseRules = DEFAULT_RULES,
) -> RoundState:
    """A trick-1 position of a card question: South to play after the scene's table.

    The leader is the first speaker (the dealer's right); the seats before South play
    the table's cards, each with filler of other suits when it did not follow.
    Nobody declares a project; a closed scene is doubled closed by the first opponent.
    """
    assert scene.contract is not None
    leader = scene.table[0][0] if scene.table else Seat.SOUTH
    dealer = leader.next.next.next
    trump = scene.trump
    led = scene.table[0][1].suit if scene.table else None
    fixed: dict[Seat, list[Card]] = {Seat.SOUTH: list(scene.hand)}
    avoid: dict[Seat, set[Suit]] = {}
    for seat, played in scene.table:
        fixed.setdefault(seat, []).append(played)
        if led is not None and played.suit is not led:
            ruffed = trump is not None and played.suit is not trump
            avoid[seat] = {led, trump} if ruffed and trump is not None else {led}
    face = next(
        c
        for c in DECK
        if (trump is None or c.suit is trump)
        and all(c not in held for held in fixed.values())
        and c.suit not in avoid.get(buyer, set())
    )
    fixed.setdefault(buyer, []).append(face)
    hands = _filled(fixed, face, buyer, avoid)
    state = start_hand(_deck(dealer, face, hands, buyer), dealer, rules)
    for call in _auction(scene.contract, trump, buyer, dealer):
        state = state.apply(call)
    while state.phase is Phase.DOUBLING:
        deciding = state.to_act
        assert deciding is not None
        double = next(
            (a for a in state.legal_actions() if closed and getattr(a, "closed", None) is True),
            None,
        )
        state = state.apply(double if double is not None else Pass(deciding))
        closed = False
    for player, played in scene.table:
        if any(isinstance(a, Declare) for a in state.legal_actions()):
            state = state.apply(Declare(player))
        state = state.apply(PlayCard(player, played))
    if any(isinstance(a, Declare) for a in state.legal_actions()):
        state = state.apply(Declare(Seat.SOUTH))
    assert state.to_act is Seat.SOUTH and set(state.hands[Seat.SOUTH]) == set(scene.hand)
    return state


def doubling_position(scene: Scene, buyer: Seat, rules: HouseRules = DEFAULT_RULES) -> RoundState:
    """A ``double`` question: ``buyer`` bought the scene's Hokum, South (eight cards) to answer."""
    assert scene.contract is Contract.HOKUM and scene.trump is not None
    dealer = buyer.next.next.next  # the buyer speaks first
    trump = scene.trump
    face = next(c for c in DECK if c.suit is trump and c not in scene.hand)
    hands = _filled({Seat.SOUTH: list(scene.hand), buyer: [face]}, face, buyer, {})
    state = start_hand(_deck(dealer, face, hands, buyer), dealer, rules)
    for call in _auction(Contract.HOKUM, trump, buyer, dealer):
        state = state.apply(call)
    while state.to_act is not Seat.SOUTH:
        seat = state.to_act
        assert seat is not None and state.phase is Phase.DOUBLING
        state = state.apply(Pass(seat))
    assert set(state.hands[Seat.SOUTH]) == set(scene.hand)
    return state
