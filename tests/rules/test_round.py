"""Whole hands through RoundState: scores, declarations, Baloot, views (RULES.md §4.4, §5, §6)."""

from __future__ import annotations

import random

import pytest

from baloot_tui.core.cards import DECK, card
from baloot_tui.core.errors import IllegalActionError, NotationError
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.games.baloot.rules.actions import Declare, PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase, ProjectKind
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.projects import parse_project
from baloot_tui.games.baloot.rules.round import (
    RoundState,
    deal,
    shuffled_deck,
    start_hand,
    view_for,
)
from baloot_tui.games.baloot.rules.view import Announcement
from tests.rules.rules_kit import (
    B1_CALLS,
    B1_PLAY,
    DEALER,
    P1,
    P2,
    P3,
    P4,
    b1_hokum,
    cards,
    deck_for_hands,
    play_cards,
    run,
)


def play_b1(rules: HouseRules = DEFAULT_RULES, doubling: str = "N pass, S pass") -> RoundState:
    return play_cards(run(b1_hokum(rules), doubling), " ".join(B1_PLAY))


def test_b1_hand_khasara_with_baloot_transferred() -> None:
    state = play_b1()
    assert state.is_over and state.phase is Phase.FINISHED
    result = state.result
    assert result is not None and result.score is not None
    assert [t.winner for t in state.play.tricks] == [P2, P1, P1, P2, P2, P4, P3, P3]  # type: ignore[union-attr]
    assert [t.points for t in state.play.tricks] == [8, 18, 34, 20, 24, 21, 14, 13]  # type: ignore[union-attr]
    assert result.score.abnat == (79 + 10, 73)
    # Buyer EW: 73 -> 7 against 9: khasara; NS take 16 and the Baloot (default).
    assert result.score.outcome == "khasara"
    assert result.baloot is P2
    assert result.points == (18, 0)
    assert result.kind == "played" and result.next_dealer is P1


def test_b1_hand_baloot_stays_without_transfer() -> None:
    state = play_b1(HouseRules(baloot_transfers=False))
    assert state.result is not None and state.result.points == (16, 2)


def test_b1_hand_doubled_closed_then_three() -> None:
    # Closed: S's trick-3 lead of J♥ would be illegal (he still holds side cards).
    state = run(b1_hokum(), "N double closed, E pass")
    with pytest.raises(IllegalActionError, match="closed_no_trump_lead"):
        play_cards(state, " ".join(B1_PLAY))
    state = play_b1(doubling="N double open, E three, N pass")
    assert state.result is not None and state.result.score is not None
    # NS have the higher T: winner takes 16 x 3, plus the Baloot.
    assert state.result.score.outcome == "doubled_loss"
    assert state.result.points == (16 * 3 + 2, 0)


# --- a Sun hand with projects declared on trick 1 --------------------------------------------

SUN_HANDS = {
    P1: "AS TS KS QS AH TH KH QH",
    P2: "7S 8S 9S JS AD 7C 8C 9C",
    P3: "JH 9H 8H 7H KD QD JD 7D",
    P4: "TD 9D 8D TC JC QC KC AC",
}


def sun_hand() -> RoundState:
    """SOUTH bought Sun on the face-up Q♥ and leads; nobody has declared yet."""
    deck = deck_for_hands(DEALER, "QH", SUN_HANDS, P1)
    return run(start_hand(deck, DEALER), "S sun")


def test_declaration_options_come_first_on_trick_1() -> None:
    state = sun_hand()
    assert [str(a) for a in state.legal_actions()] == [
        "S declare",
        "S declare sira:QS-KS-AS sira:QH-KH-AH",
        "S declare sira:QS-KS-AS",
        "S declare sira:QH-KH-AH",
    ]
    with pytest.raises(IllegalActionError, match=r"declare_first \(seat S\)"):
        state.apply(PlayCard(P1, card("AS")))


def test_declaration_in_any_order_is_accepted_as_the_canonical_one() -> None:
    state = sun_hand()
    after = state.apply(
        Declare(P1, (parse_project("sira:QH-KH-AH"), parse_project("sira:QS-KS-AS")))
    )
    assert str(after.history[-1]) == "S declare sira:QS-KS-AS sira:QH-KH-AH"
    assert after.play is not None
    assert after.play.declared[P1] == after.history[-1].projects  # type: ignore[union-attr]
    assert after.to_act is P1 and all(isinstance(a, PlayCard) for a in after.legal_actions())


def test_a_declaration_not_held_is_refused() -> None:
    state = sun_hand()
    with pytest.raises(IllegalActionError, match="projects_once"):
        state.apply(Declare(P1, (parse_project("fifty:JS-QS-KS-AS"),)))


def test_declarations_only_on_trick_1() -> None:
    state = play_cards(sun_hand(), "AS 7S 7H QC")
    assert state.play is not None and len(state.play.tricks) == 1
    assert not any(isinstance(a, Declare) for a in state.legal_actions())
    with pytest.raises(IllegalActionError):
        state.apply(Declare(P1, ()))


def test_sun_kaboot_with_the_declared_projects() -> None:
    state = run(sun_hand(), "S declare sira:QS-KS-AS sira:QH-KH-AH, S play AS")
    state = run(state, "E declare sira:7S-8S-9S, E play 7S")
    state = play_cards(state, "7H")
    state = run(state, "W declare hundred:TC-JC-QC-KC-AC, W play QC")
    # W's Hundred beats S's Siras: EW's projects count even though NS take every trick.
    state = play_cards(
        state, "TS 8S 8H TC KS 9S 9H JC QS JS JH KC AH AD KD AC TH 7C QD 8D KH 8C JD 9D QH 9C 7D TD"
    )
    assert state.result is not None and state.result.score is not None
    assert state.result.counting_team is Team.EAST_WEST
    assert state.result.score.outcome == "kaboot"
    # Kaboot: 44 plus every counted project (EW's Hundred 20 + Sira 4) to the kaboot team.
    assert state.result.points == (44 + 20 + 4, 0)


# --- views: what a seat may see ------------------------------------------------------------


def declared_trick_1() -> RoundState:
    state = run(sun_hand(), "S declare sira:QS-KS-AS, S play AS")
    state = run(state, "E declare sira:7S-8S-9S, E play 7S")
    return state


def test_view_shows_only_the_own_hand() -> None:
    state = declared_trick_1()
    for seat in SEATS:
        view = view_for(state, seat)
        assert view.hand == state.hands[seat]
        assert view.hand_sizes == tuple(len(h) for h in state.hands)
        others = {c for s in SEATS if s is not seat for c in state.hands[s]}
        assert not others & set(view.hand)
        assert not others & {c for o in view.card_options for c in (o.card,)}
        assert (view.legal_actions != ()) is (seat is state.to_act)


def test_others_declarations_are_announcements_until_trick_2() -> None:
    state = declared_trick_1()
    north = view_for(state, P3)
    assert north.announced[P1] == (ProjectKind.SIRA,) and north.announced[P2] == (ProjectKind.SIRA,)
    assert north.announced[P3] is None
    assert north.revealed == ((), (), (), ())
    assert all(not isinstance(h, Declare) for h in north.history)
    assert Announcement(P1, (ProjectKind.SIRA,)) in north.history
    south = view_for(state, P1)
    assert south.own_declaration == (parse_project("sira:QS-KS-AS"),)
    assert Declare(P1, (parse_project("sira:QS-KS-AS"),)) in south.history
    # Trick 1 ends: the counting team (S's top-Ace Sira beats E's top-9) shows its projects.
    state = play_cards(state, "7H QC")
    for seat in SEATS:
        view = view_for(state, seat)
        assert view.revealed[P1] == (parse_project("sira:QS-KS-AS"),)
        assert view.revealed[P2] == ()
        assert Declare(P1, (parse_project("sira:QS-KS-AS"),)) in view.history
        if seat is not P2:
            assert Declare(P2, (parse_project("sira:7S-8S-9S"),)) not in view.history


# --- Baloot (§5.6) ---------------------------------------------------------------------------

BALOOT_HANDS = {
    P1: "7S 8S 9S TS 7D 8D 9D TD",
    P2: "9H AH KH QH JH TH 7C 8C",
    P3: "AS KS QS JD QD KD AD 9C",
    P4: "JS 8H 7H TC JC QC KC AC",
}


def baloot_hand(declaration: str) -> RoundState:
    deck = deck_for_hands(DEALER, "9H", BALOOT_HANDS, P2)
    state = run(start_hand(deck, DEALER), B1_CALLS + ", N pass, S pass")
    state = run(state, "S declare, S play 7S")
    return run(state, f"E declare{declaration}, E play QH")


def test_baloot_is_shown_on_the_second_card() -> None:
    state = baloot_hand("")
    assert state.play is not None and state.play.baloot_shown is None
    state = play_cards(state, "AS JS")  # E's Q♥ wins; E leads again
    assert state.to_act is P2
    state = play_cards(state, "KH")
    assert state.play is not None and state.play.baloot_shown is P2


def test_baloot_is_blocked_by_a_declared_hundred_holding_k_and_q() -> None:
    state = baloot_hand(" hundred:9H-TH-JH-QH-KH-AH")
    state = play_cards(state, "AS JS KH")
    assert state.play is not None and state.play.baloot_shown is None


# --- dealing ---------------------------------------------------------------------------------


def test_start_hand_needs_the_32_cards_once() -> None:
    with pytest.raises(NotationError, match="exactly once; got 31 cards"):
        start_hand(DECK[:31], DEALER)
    with pytest.raises(NotationError, match="31 distinct"):
        start_hand((*DECK[:31], DECK[0]), DEALER)


def test_deal_is_reproducible_from_the_seed() -> None:
    a = deal(random.Random(5), DEALER)
    b = deal(random.Random(5), DEALER)
    assert a == b and a.deck == shuffled_deck(random.Random(5))
    assert [len(h) for h in a.hands] == [5, 5, 5, 5]
    assert a.phase is Phase.BIDDING and a.to_act is P1


@pytest.mark.parametrize("dealer", list(Seat))
def test_next_dealer_is_p1_after_a_played_hand(dealer: Seat) -> None:
    state = deal(random.Random(11), dealer)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    assert state.result is not None
    expected = dealer if state.result.kind == "kawesh" else dealer.next
    assert state.result.next_dealer is expected


def test_a_finished_hand_refuses_actions() -> None:
    state = play_b1()
    assert state.legal_actions() == () and state.to_act is None
    with pytest.raises(IllegalActionError, match="deal_over"):
        state.apply(PlayCard(P1, card("7S")))
    assert cards("7S")[0] not in state.hands[P1]
