"""Legal cards and trick winners (RULES.md §4, §9 rows 1 and 9-11, §10.4).

In each table row the trick lists the cards already played, from the leader;
your partner played the card two positions before you. ``-`` is Sun.
"""

from __future__ import annotations

import pytest

from baloot_tui.core.cards import Suit, card, format_cards
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.rules.actions import PlayCard
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.tricks import (
    Obligation,
    card_options,
    classify_turn,
    legal_cards,
    trick_points,
    winning_position,
)
from baloot_tui.games.baloot.words import option_words
from tests.rules.rules_kit import (
    P1,
    P2,
    P3,
    P4,
    b1_hokum,
    cards,
    run,
)


def trump_of(text: str) -> Suit | None:
    return None if text == "-" else Suit.parse(text)


def legal_set(
    trump: str, hand: str, trick: str, closed: bool = False, rules: HouseRules = DEFAULT_RULES
) -> str:
    found = legal_cards(cards(hand), cards(trick), trump_of(trump), closed, rules)
    return format_cards(found)


# --- RULES §10.4, exactly -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trump", "hand", "trick", "closed", "expected"),
    [
        pytest.param("-", "7S KS AH TD", "AS", False, "7S KS", id="L1"),
        pytest.param("H", "7H AH KD", "KC", False, "7H AH", id="L2"),
        pytest.param("H", "9H QH AS", "AC TH", False, "9H", id="L4"),
        pytest.param("H", "JH 9H 7S", "", True, "7S", id="L7"),
        pytest.param("H", "JH 9H", "", True, "9H JH", id="L7b"),
        pytest.param("H", "7D 8C TS", "AS 7H KS", False, "TS", id="L10"),
    ],
)
def test_rules_examples(trump: str, hand: str, trick: str, closed: bool, expected: str) -> None:
    assert set(cards(legal_set(trump, hand, trick, closed))) == set(cards(expected))


# --- every branch of §4.3 -------------------------------------------------------------------

BRANCHES: list[tuple[str, str, str, str, str, Obligation]] = [
    # id, trump, hand, trick, legal, obligation (a "closed" id plays a closed double)
    ("lead: anything", "H", "JH 7S AD", "", "7S JH AD", Obligation.LEAD),
    ("sun lead", "-", "JH 7S AD", "", "7S JH AD", Obligation.LEAD),
    ("sun: follow, no need to win", "-", "7S KS AH", "AS", "7S KS", Obligation.FOLLOW),
    ("sun: void, anything", "-", "7H KD", "AS", "7H KD", Obligation.VOID_FREE),
    ("closed sun: nothing is locked", "-", "7H KD", "", "7H KD", Obligation.LEAD),
    ("hokum: follow, no need to win", "H", "7S KS 9H", "AS", "7S KS", Obligation.FOLLOW),
    ("hokum: follow under a trump", "H", "7S KS 9H", "AS 7H", "7S KS", Obligation.FOLLOW),
    ("void, opponent winning: trump", "H", "7H AH KD", "KC", "7H AH", Obligation.MUST_TRUMP),
    ("void, opponent winning, 4th hand", "H", "7H KD", "7C 8C AC", "7H", Obligation.MUST_TRUMP),
    ("void, partner winning: anything", "H", "7H 8D", "AC 7C", "7H 8D", Obligation.PARTNER_EXEMPT),
    ("void, partner winning, 4th", "H", "7H 8D", "7C AC 8C", "7H 8D", Obligation.PARTNER_EXEMPT),
    ("void, partner trumped", "H", "9H 8D", "AC 7H KC", "9H 8D", Obligation.PARTNER_EXEMPT),
    ("void, no trumps: anything", "H", "7D 8S", "KC", "8S 7D", Obligation.NO_TRUMPS_FREE),
    ("void, opponent trumped: over-trump", "H", "9H QH AS", "AC TH", "9H", Obligation.OVER_TRUMP),
    (
        "void, over-trump with any higher",
        "H",
        "9H JH 7H 8D",
        "AC 8C AH",
        "9H JH",
        Obligation.OVER_TRUMP,
    ),
    ("void, cannot over-trump: under-trump", "H", "7H 8D", "AC 9H", "7H", Obligation.UNDER_TRUMP),
    ("void, partner over-trumped", "H", "8H 8D", "AC 7H 9H", "8H", Obligation.UNDER_TRUMP),
    ("trump led, beat the opponent", "H", "9H 7H AS", "TH", "9H", Obligation.TRUMP_LEAD_HIGHER),
    ("trump led, cannot beat", "H", "AH 7H AS", "9H", "7H AH", Obligation.TRUMP_LEAD_CANNOT_BEAT),
    ("trump led, partner winning", "H", "9H 8H AS", "TH 7H", "8H 9H", Obligation.TRUMP_LEAD_ANY),
    (
        "trump led, opponent on top, 4th",
        "H",
        "9H 8H AS",
        "JH 7H QH",
        "8H 9H",
        Obligation.TRUMP_LEAD_CANNOT_BEAT,
    ),
    (
        "trump led, opp over partner, 4th",
        "H",
        "9H 8H AS",
        "7H QH TH",
        "9H",
        Obligation.TRUMP_LEAD_HIGHER,
    ),
    ("trump led, no trumps: anything", "H", "7D 8S", "TH", "8S 7D", Obligation.NO_TRUMPS_FREE),
    ("L10: the led suit overrides", "H", "7D 8C TS", "AS 7H KS", "TS", Obligation.FOLLOW),
    ("closed: no trump lead", "H", "JH 9H 7S", "", "7S", Obligation.CLOSED_LEAD),
    ("closed: all trumps may lead", "H", "JH 9H", "", "9H JH", Obligation.LEAD),
    ("closed: no trumps", "H", "7S 8D", "", "7S 8D", Obligation.LEAD),
    ("closed: following unaffected", "H", "JH 7S", "AS", "7S", Obligation.FOLLOW),
    ("closed: trumping in unaffected", "H", "JH 7D", "AS", "JH", Obligation.MUST_TRUMP),
    ("closed: trump follow unaffected", "H", "JH 7S", "7H", "JH", Obligation.TRUMP_LEAD_HIGHER),
]


@pytest.mark.parametrize(
    ("case", "trump", "hand", "trick", "expected", "obligation"),
    BRANCHES,
    ids=[row[0] for row in BRANCHES],
)
def test_branch(
    case: str, trump: str, hand: str, trick: str, expected: str, obligation: Obligation
) -> None:
    closed = "closed" in case
    legal, why = classify_turn(cards(hand), cards(trick), trump_of(trump), closed, DEFAULT_RULES)
    assert set(legal) == set(cards(expected))
    assert why is obligation


NARROW = "partner_exemption_scope"

FLAGS: list[tuple[str, str, object, str, str, str, str]] = [
    # id, flag, value, hand, trick, legal with the default, legal with the value
    ("partner winning: must trump", "partner_exemption", False, "7H 8D", "AC 7C", "7H 8D", "7H"),
    (
        "partner winning, 4th: must trump",
        "partner_exemption",
        False,
        "7H 8D",
        "7C AC 8C",
        "7H 8D",
        "7H",
    ),
    (
        "partner trumped: over-trump him",
        "partner_exemption",
        False,
        "9H 8D",
        "AC 7H KC",
        "9H 8D",
        "9H",
    ),
    (
        "partner trumped: under-trump",
        "partner_exemption",
        False,
        "8H 8D",
        "AC 9H KC",
        "8H 8D",
        "8H",
    ),
    ("opponent winning: unchanged", "partner_exemption", False, "7H 8D", "KC", "7H", "7H"),
    # majlis' narrow exemption: only the 4th, or the 3rd behind the partner's Ace lead
    (
        "narrow: 3rd behind a King lead",
        NARROW,
        "fourth_or_ace_lead",
        "7H 8D",
        "KC 7C",
        "7H 8D",
        "7H",
    ),
    (
        "narrow: 3rd behind a Ten lead",
        NARROW,
        "fourth_or_ace_lead",
        "9H 8D",
        "TC 8C",
        "9H 8D",
        "9H",
    ),
    (
        "narrow: 3rd behind an Ace lead",
        NARROW,
        "fourth_or_ace_lead",
        "7H 8D",
        "AC 7C",
        "7H 8D",
        "7H 8D",
    ),
    (
        "narrow: 4th, partner's King",
        NARROW,
        "fourth_or_ace_lead",
        "7H 8D",
        "7C KC 8C",
        "7H 8D",
        "7H 8D",
    ),
    (
        "narrow: 4th, partner trumped",
        NARROW,
        "fourth_or_ace_lead",
        "9H 8D",
        "AC 7H KC",
        "9H 8D",
        "9H 8D",
    ),
    ("narrow: Ace trumped by 2nd", NARROW, "fourth_or_ace_lead", "9H 8D", "AC 7H", "9H", "9H"),
    ("narrow: no trumps", NARROW, "fourth_or_ace_lead", "7S 8D", "KC 7C", "7S 8D", "7S 8D"),
    (
        "narrow: trump lead unchanged",
        NARROW,
        "fourth_or_ace_lead",
        "9H 8H",
        "TH 7H",
        "8H 9H",
        "8H 9H",
    ),
    ("cannot over-trump: free", "must_undertrump", False, "7H 8D", "AC 9H", "7H", "7H 8D"),
    ("can over-trump: still must", "must_undertrump", False, "JH 8D", "AC 9H", "JH", "JH"),
    (
        "trump lead, partner winning",
        "overtrump_on_trump_lead_even_if_partner_winning",
        True,
        "9H 8H AS",
        "TH 7H",
        "8H 9H",
        "9H",
    ),
    (
        "trump lead, partner, cannot beat",
        "overtrump_on_trump_lead_even_if_partner_winning",
        True,
        "8H 7H AS",
        "JH QH",
        "8H 7H",
        "8H 7H",
    ),
]


@pytest.mark.parametrize(
    ("flag", "value", "hand", "trick", "default", "changed"),
    [row[1:] for row in FLAGS],
    ids=[row[0] for row in FLAGS],
)
def test_flag(flag: str, value: object, hand: str, trick: str, default: str, changed: str) -> None:
    rules = DEFAULT_RULES.replace(**{flag: value})
    assert set(cards(legal_set("H", hand, trick))) == set(cards(default))
    assert set(cards(legal_set("H", hand, trick, rules=rules))) == set(cards(changed))


# --- who wins a trick (§4.2) --------------------------------------------------------------


@pytest.mark.parametrize(
    ("trump", "trick", "winner", "points"),
    [
        ("-", "AS TS 7H", 0, 21),
        ("-", "7S TS KS AS", 3, 25),
        ("-", "7S AD AH AC", 0, 33),
        ("-", "KS QS AD JS", 0, 20),
        ("H", "AS TS 7H", 2, 21),
        ("H", "7S 8H 9H JH", 3, 34),
        ("H", "JH 9H AH TH", 0, 55),
        ("H", "9H AH TH KH", 0, 39),
        ("H", "7S AD KD QD", 0, 18),
        ("H", "KS AS QH 8H", 2, 18),
        ("S", "7S 8S", 1, 0),
        ("S", "QS KS", 1, 7),
        ("C", "7D AD 7C AC", 3, 22),
    ],
)
def test_trick_winner_and_points(trump: str, trick: str, winner: int, points: int) -> None:
    played = cards(trick)
    assert winning_position(played, trump_of(trump)) == winner
    assert trick_points(played, trump_of(trump)) == points


# --- card_options explain every card ------------------------------------------------------


def test_card_options_reasons() -> None:
    options = card_options(cards("9H QH AS"), cards("AC TH"), Suit.HEARTS, False, DEFAULT_RULES)
    by_card = {str(o.card): (o.legal, option_words(o)) for o in options}
    assert by_card == {
        "9H": (True, "no ♣: over-trumps 10♥"),
        "QH": (False, "You must over-trump 10♥."),
        "AS": (False, "You must over-trump 10♥."),
    }


@pytest.mark.parametrize(
    ("trump", "hand", "trick", "closed", "legal_reason", "illegal_reason"),
    [
        ("-", "7S AH", "AS", False, "follows ♠", "You must follow ♠."),
        (
            "H",
            "JH 7S",
            "",
            True,
            "closed game: lead a non-trump",
            "Closed game: no trump lead while you hold a non-trump.",
        ),
        ("H", "7H 8D", "KC", False, "no ♣: must trump", "You have no ♣: you must trump."),
        (
            "H",
            "7H 8D",
            "AC 9H",
            False,
            "no ♣, cannot over-trump 9♥: must still trump",
            "You have no ♣: you must play a trump.",
        ),
        (
            "H",
            "9H 7H AS",
            "TH",
            False,
            "trump led: beats 10♥",
            "You must beat 10♥ with a trump.",
        ),
        (
            "H",
            "8H AS",
            "TH 7H",
            False,
            "trump led, partner winning: any trump",
            "You must play a trump.",
        ),
        (
            "H",
            "8H AS",
            "JH",
            False,
            "trump led: cannot beat J♥, any trump",
            "You must play a trump.",
        ),
    ],
)
def test_card_options_name_the_rule(
    trump: str, hand: str, trick: str, closed: bool, legal_reason: str, illegal_reason: str
) -> None:
    options = card_options(cards(hand), cards(trick), trump_of(trump), closed, DEFAULT_RULES)
    assert {option_words(o) for o in options if o.legal} == {legal_reason}
    assert {option_words(o) for o in options if not o.legal} == {illegal_reason}
    legal = legal_cards(cards(hand), cards(trick), trump_of(trump), closed, DEFAULT_RULES)
    assert {o.card for o in options if o.legal} == set(legal)


@pytest.mark.parametrize(
    ("hand", "trick", "reason"),
    [
        ("7H 8D", "", "you lead: any card"),
        ("7H 8D", "AC 7C", "no ♣, partner is winning: any card"),
        ("7D 8S", "KC", "no ♣ and no trumps: any card"),
    ],
)
def test_card_options_free_choices(hand: str, trick: str, reason: str) -> None:
    options = card_options(cards(hand), cards(trick), Suit.HEARTS, False, DEFAULT_RULES)
    assert all(o.legal and option_words(o) == reason for o in options)


# --- first lead and the next leader (§4.1) --------------------------------------------------


@pytest.mark.parametrize(("first_lead", "leader"), [("right_of_dealer", P1), ("buyer", P2)])
def test_flag_first_lead(first_lead: str, leader: Seat) -> None:
    state = run(b1_hokum(DEFAULT_RULES.replace(first_lead=first_lead)), "N pass, S pass")
    assert state.play is not None
    assert state.play.first_leader is leader and state.to_act is leader


def test_winner_leads_the_next_trick_and_the_trick_is_recorded() -> None:
    state = run(
        b1_hokum(),
        "N pass, S pass, S declare, S play 7S, E declare, E play 9H, N declare, N play AS, "
        "W declare, W play 8H",
    )
    assert state.play is not None
    (trick,) = state.play.tricks
    assert trick.winner is P2 and trick.leader is P1
    assert trick.plays == ((P1, card("7S")), (P2, card("9H")), (P3, card("AS")), (P4, card("8H")))
    assert trick.points == 14 + 11
    assert state.to_act is P2 and state.play.leader is P2
    assert state.play.abnat == (0, 25) and state.play.tricks_won == (0, 1)
    # Second trick: E leads a trump; N holds none, so any card.
    state = run(state, "E play AH")
    assert state.to_act is P3
    assert {a.card for a in state.legal_actions() if isinstance(a, PlayCard)} == set(
        state.hands[P3]
    )


def test_illegal_card_names_the_rule_and_the_seat() -> None:
    state = run(b1_hokum(), "N pass, S pass, S declare, S play 7S, E declare")
    with pytest.raises(IllegalActionError) as err:
        state.apply(PlayCard(P2, card("7C")))
    assert str(err.value).startswith(
        "illegal action 'E play 7C': void_must_trump (suit S, best 7S); allowed: E play"
    )
    with pytest.raises(IllegalActionError, match=r"not_held \(seat E, card AS\)"):
        state.apply(PlayCard(P2, card("AS")))
    with pytest.raises(IllegalActionError, match=r"wrong_turn \(seat E, other N\)"):
        state.apply(PlayCard(P3, card("AS")))


@pytest.mark.parametrize("trick", ["KC 7C", "AC 7C", "7C KC 8C"])
def test_narrow_scope_without_the_exemption_is_no_exemption(trick: str) -> None:
    """``partner_exemption=false`` wins over any scope: every void player must trump."""
    rules = DEFAULT_RULES.replace(
        partner_exemption=False, partner_exemption_scope="fourth_or_ace_lead"
    )
    assert set(cards(legal_set("H", "7H 8D", trick, rules=rules))) == set(cards("7H"))


@pytest.mark.parametrize(
    ("trick", "legal", "reason", "refused"),
    [
        (
            "KC 7C",
            "7H",
            "no ♣, partner's winning lead is not an Ace: must trump",
            "You have no ♣, partner's winning lead is not an Ace: you must trump.",
        ),
        ("AC 7C", "7H 8D", "no ♣, partner is winning: any card", None),
        ("7C KC 8C", "7H 8D", "no ♣, partner is winning: any card", None),
    ],
)
def test_card_options_explain_the_narrow_exemption(
    trick: str, legal: str, reason: str, refused: str | None
) -> None:
    rules = DEFAULT_RULES.replace(partner_exemption_scope="fourth_or_ace_lead")
    options = card_options(cards("7H 8D"), cards(trick), Suit.HEARTS, False, rules)
    assert {o.card for o in options if o.legal} == set(cards(legal))
    assert {option_words(o) for o in options if o.legal} == {reason}
    assert {option_words(o) for o in options if not o.legal} == ({refused} if refused else set())
