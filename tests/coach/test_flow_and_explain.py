"""The coach's explanations for each kind of bidding decision, and the flow map in each state."""

from __future__ import annotations

import pytest

from baloot_tui.games.baloot.coach.explain import action_label, explain_options
from baloot_tui.games.baloot.coach.flow import flow_map
from baloot_tui.games.baloot.coach.words import meaning_words
from baloot_tui.games.baloot.rules import DECK, RoundState, Seat, card, parse_action, start_hand


def hand_after(calls: str, face: str = "9H", match_score: tuple[int, int] = (0, 0)) -> RoundState:
    """A hand dealt by WEST (South speaks first) whose face-up card is ``face``, after ``calls``."""
    face_card = card(face)
    rest = [c for c in DECK if c is not face_card]
    # Honours first so nobody holds a Kawesh hand unless a test asks for it.
    rest.sort(key=lambda c: c.rank.value in "789")
    deck = (*rest[:20], face_card, *rest[20:])
    state = start_hand(deck, Seat.WEST, match_score=match_score)
    for text in filter(None, (c.strip() for c in calls.split(";"))):
        state = state.apply(parse_action(text))
    return state


def meanings(state: RoundState) -> dict[str, str]:
    seat = state.to_act
    assert seat is not None
    return {o.label: meaning_words(o.meaning) for o in explain_options(state.view(seat))}


@pytest.mark.parametrize(
    ("calls", "face", "label", "fragment"),
    [
        ("", "9H", "Hokum", "Hokum with ♥ as trumps"),
        ("", "9H", "Sun", "nobody who speaks before you may take it"),
        ("S pass; E pass; N ashkal", "9H", "Pass", "North's Ashkal stand: a Sun bought by South"),
        ("", "9H", "Pass", "bas: you do not buy now"),
        ("S pass; E pass", "9H", "Ashkal", "Sun for your partner South"),
        ("S pass; E pass", "9H", "Ashkal", "you speak 3rd and the card is not an Ace"),
        ("S pass; E pass; N pass", "9H", "Sun", "South, North may still take it"),
        ("S pass; E hokum", "9H", "Pass", "let East's Hokum stand"),
        ("S pass; E pass; N sun", "9H", "Before you", "you speak before North"),
        ("S pass; E pass; N sun", "9H", "Pass", "let North's Sun stand"),
        ("S hokum; E pass; N pass; W pass", "9H", "Confirm Hokum ♥", "keep Hokum with ♥"),
        ("S hokum; E pass; N pass; W pass", "9H", "Switch to Sun", "pot becomes 26"),
        ("S pass; E pass; N pass; W pass", "9H", "Hokum", "suit other than ♥"),
        ("S pass; E pass; N pass; W pass", "9H", "Sun", "ends the bidding at once"),
        ("S pass; E pass; N pass; W pass", "9H", "Pass", "wala"),
        ("S pass; E pass; N pass; W pass; S pass; E pass; N pass", "9H", "Pass", "waraq"),
    ],
)
def test_explanation_of_each_bidding_decision(
    calls: str, face: str, label: str, fragment: str
) -> None:
    assert fragment in meanings(hand_after(calls, face))[label]


def test_round_two_confirm_offers_the_other_suits() -> None:
    state = hand_after("S pass; E pass; N pass; W pass; S hokum; E pass; N pass; W pass")
    labels = set(meanings(state))
    assert labels == {"Confirm Hokum ♠", "Confirm Hokum ♦", "Confirm Hokum ♣", "Switch to Sun"}


def test_doubling_explanations_name_closed_and_open() -> None:
    state = hand_after("S hokum; E pass; N pass; W pass; S confirm H")
    explained = meanings(state)
    assert "closed: nobody may lead a trump" in explained["Double (closed)"]
    assert "open: trumps may be led" in explained["Double (open)"]
    assert "no raise" in explained["Pass"]


def test_sun_double_explains_the_match_score_condition() -> None:
    state = hand_after("S sun", match_score=(110, 90))
    meaning = meanings(state)["Double"]
    assert "buyer's team at 110 and yours at 90" in meaning
    assert "at exactly 100 it may not" in meaning


@pytest.mark.parametrize(
    ("calls", "current", "done", "skipped"),
    [
        ("", "round1", set(), set()),
        ("S pass; E hokum", "provisional", {"round1"}, {"round2"}),
        ("S pass; E pass; N sun", "before_you", {"round1"}, {"round2", "confirm", "provisional"}),
        ("S hokum; E pass; N pass; W pass", "confirm", {"round1", "provisional"}, {"round2"}),
        ("S pass; E pass; N pass; W pass", "round2", {"round1"}, {"before_you", "provisional"}),
        (
            "S pass; E pass; N pass; W pass; S hokum; E pass; N pass; W pass",
            "confirm",
            {"round1", "round2", "provisional2"},
            {"before_you", "provisional"},
        ),
        ("S hokum; E pass; N pass; W pass; S confirm H", "double", {"confirm"}, {"round2"}),
        (
            "S hokum; E pass; N pass; W pass; S confirm H; E double closed",
            "three",
            {"double"},
            set(),
        ),
        (
            "S hokum; E pass; N pass; W pass; S confirm H; E double closed; S three",
            "four",
            {"double", "three"},
            set(),
        ),
        (
            "S hokum; E pass; N pass; W pass; S confirm H; E double closed; S three; E four open",
            "gahwa",
            {"double", "three", "four"},
            set(),
        ),
        ("S sun", "play", {"round1"}, {"three", "four", "gahwa", "double"}),
    ],
)
def test_flow_map_in_each_auction_state(
    calls: str, current: str, done: set[str], skipped: set[str]
) -> None:
    state = hand_after(calls)
    flow = flow_map(state.view(Seat.SOUTH))
    assert [s.key for s in flow.steps if s.status == "current"] == [current]
    assert done <= {s.key for s in flow.steps if s.status == "done"}
    assert skipped <= {s.key for s in flow.steps if s.status == "skipped"}


def test_flow_map_names_the_speaker_and_options_without_hidden_information() -> None:
    state = hand_after("S pass; E hokum")
    from_south = flow_map(state.view(Seat.SOUTH))
    from_north = flow_map(state.view(Seat.NORTH))
    assert from_south.speaker == "North"
    assert from_south.may_say == ("Pass", "Sun", "Ashkal")
    assert from_north.may_say == from_south.may_say
    assert "North to speak" in from_south.summary


def test_flow_map_records_who_called_what() -> None:
    state = hand_after("S hokum; E pass; N pass; W pass; S confirm H; E double closed")
    flow = flow_map(state.view(Seat.WEST))
    assert flow.step("round1").detail == "South: Hokum"
    assert flow.step("confirm").detail == "South: Confirm Hokum ♥"
    assert flow.step("double").detail == "East: Double (closed)"


def test_action_labels() -> None:
    assert action_label(parse_action("S kawesh")) == "Kawesh"
    assert action_label(parse_action("S play TH")) == "10♥"
    assert action_label(parse_action("S declare")) == "No project"
