"""Helpers for the rules tests: stacked decks and action lines in notation.

Decks are built so a test states only what matters (some first-five hands, the
face-up card, who gets which later cards); every other card is filled in from
the rest of the deck in index order, so the deck is always the 32 cards once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from baloot_tui.core.cards import DECK, Card, card, parse_cards
from baloot_tui.core.seats import Seat, turn_order
from baloot_tui.games.baloot.rules.actions import Action, Declare, PlayCard, parse_action
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.round import RoundState, start_hand

#: The dealer of RULES.md §10: P1 = SOUTH, P2 = EAST, P3 = NORTH, P4 = WEST.
DEALER = Seat.WEST
P1, P2, P3, P4 = turn_order(DEALER.next)


def cards(text: str) -> tuple[Card, ...]:
    """Cards in notation, e.g. ``"AS TH 7C"``."""
    return parse_cards(text)


def actions(text: str) -> tuple[Action, ...]:
    """Actions in notation separated by commas, e.g. ``"S pass, E hokum"``."""
    return tuple(parse_action(part) for part in text.split(",") if part.strip())


def stack_deck(
    dealer: Seat,
    face: str,
    first: Mapping[Seat, str] | None = None,
    later: Mapping[Seat, str] | None = None,
    buyer: Seat | None = None,
) -> tuple[Card, ...]:
    """A deck in dealing order that gives the stated cards to the stated seats.

    Args:
        dealer: the dealer; P1 (the dealer's right) receives first.
        face: the face-up card (deck position 20).
        first: up to five cards per seat for the deal before the auction.
        later: cards per seat from the deal after the auction.
        buyer: the seat that takes the face-up card; it receives 2 later cards,
            the others 3. Needed when ``later`` is given.
    """
    first = first or {}
    later = later or {}
    if later and buyer is None:
        raise ValueError("later cards need the buyer: it receives two, the others three")
    wanted = {seat: list(cards(text)) for seat, text in first.items()}
    wanted_later = {seat: list(cards(text)) for seat, text in later.items()}
    face_card = card(face)
    used = [face_card, *(c for h in wanted.values() for c in h)]
    used += [c for h in wanted_later.values() for c in h]
    if len(used) != len(set(used)):
        raise ValueError(f"a card is named twice: {' '.join(str(c) for c in used)}")
    pool = [c for c in DECK if c not in used]
    order = turn_order(dealer.next)

    def take(source: list[Card], count: int) -> list[Card]:
        taken = source[:count]
        del source[:count]
        while len(taken) < count:
            taken.append(pool.pop(0))
        return taken

    deck: list[Card] = []
    for size in (3, 2):
        for seat in order:
            deck += take(wanted.setdefault(seat, []), size)
    deck.append(face_card)
    if buyer is not None:
        for seat in order:
            deck += take(wanted_later.setdefault(seat, []), 2 if seat is buyer else 3)
    deck += pool
    leftovers = [c for h in (*wanted.values(), *wanted_later.values()) for c in h]
    if leftovers:
        raise ValueError(f"too many cards for a seat: {' '.join(str(c) for c in leftovers)}")
    return tuple(deck)


def deck_for_hands(
    dealer: Seat, face: str, hands: Mapping[Seat, str], buyer: Seat
) -> tuple[Card, ...]:
    """A deck that deals exactly these eight-card hands when ``buyer`` takes ``face``.

    The first five cards written for a seat (not counting the face-up card in
    the buyer's hand) are its cards before the auction.
    """
    face_card = card(face)
    first: dict[Seat, str] = {}
    later: dict[Seat, str] = {}
    for seat, text in hands.items():
        held = [c for c in cards(text) if c is not face_card]
        if len(held) != (7 if seat is buyer else 8):
            raise ValueError(f"{seat.name} needs 8 cards including the face card if buying")
        first[seat] = " ".join(str(c) for c in held[:5])
        later[seat] = " ".join(str(c) for c in held[5:])
    return stack_deck(dealer, face, first, later, buyer)


def hand_state(
    face: str,
    first: Mapping[Seat, str] | None = None,
    *,
    later: Mapping[Seat, str] | None = None,
    buyer: Seat | None = None,
    dealer: Seat = DEALER,
    rules: HouseRules = DEFAULT_RULES,
    match_score: tuple[int, int] = (0, 0),
) -> RoundState:
    """A hand at the start of the auction, dealt from a stacked deck."""
    deck = stack_deck(dealer, face, first, later, buyer)
    return start_hand(deck, dealer, rules, match_score)


def run(state: RoundState, steps: str | Iterable[Action]) -> RoundState:
    """Apply actions (notation text or values) in order."""
    for action in actions(steps) if isinstance(steps, str) else steps:
        state = state.apply(action)
    return state


#: Full hands for RULES.md §10.3 B1 (EAST buys Hokum ♥ on the face-up 9♥).
B1_CALLS = "S pass, E hokum, N pass, W pass, S pass, E confirm H"
B1_HANDS = {
    P1: "JH TH 7S 8S 9S 7D 8D 9D",
    P2: "9H AH KH QH 7C 8C 9C TC",
    P3: "AS TS KS QS JS AD TD KD",
    P4: "8H 7H QD JD AC KC QC JC",
}


#: A full B1 hand (Hokum ♥, EAST buys), trick by trick. EAST plays Q♥ then K♥ (Baloot).
B1_PLAY = (
    "7S QH JS QC",  # S leads; E trumps; E wins 8
    "KH KD 7H TH",  # E leads trump; N, W, then S over-trumps; S wins 18
    "JH AH QS 8H",  # S wins 34
    "8S 9H KS JC",  # E trumps, W exempt (partner winning); E wins 20
    "TC TD KC 9S",  # E wins 24
    "9C TS AC 7D",  # W wins 21
    "QD 8D 8C AD",  # N wins 14
    "AS JD 9D 7C",  # N wins 13 + last trick 10
)


def b1_hokum(rules: HouseRules = DEFAULT_RULES) -> RoundState:
    """EAST has bought Hokum ♥ as in B1 with :data:`B1_HANDS`; the ladder is open."""
    deck = deck_for_hands(DEALER, "9H", B1_HANDS, P2)
    return run(start_hand(deck, DEALER, rules), B1_CALLS)


def play_cards(state: RoundState, text: str) -> RoundState:
    """Play cards in turn order from the seat to act, declaring no projects on trick 1."""
    for c in cards(text):
        seat = state.to_act
        assert seat is not None, "the hand is over"
        if any(isinstance(a, Declare) for a in state.legal_actions()):
            state = state.apply(Declare(seat, ()))
        state = state.apply(PlayCard(seat, c))
    return state


def hand_of(state: RoundState, seat: Seat) -> str:
    """A seat's current hand in notation, in index order."""
    return " ".join(str(c) for c in state.hands[seat])
