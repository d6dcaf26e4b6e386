"""What happened in a guided hand: every line worded in English and Arabic, from its values."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import pytest

from baloot_tui.core.cards import Suit, card
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.coach import guided
from baloot_tui.games.baloot.coach.explain import action_label, seat_name
from baloot_tui.games.baloot.coach.guided import Happened, Happening, happening_words
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Call,
    Declare,
    Double,
    DoubleStep,
    Pass,
    PlayCard,
    Sawa,
)
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.text.i18n import use
from tests.coach.test_guide import play_through
from tests.engine.test_coach_words import (
    ARABIC,
    ENGLISH_WORDS,
    UNFILLED,
    arabic,  # noqa: F401 (the fixture: speak Arabic for one test)
)
from tests.engine.words_kit import assert_translated

TABLES: dict[str, tuple[Mapping[Any, str], set[str]]] = {
    "redeals": (guided.HAPPENED_WORDS, set()),
    "tricks": (guided.TRICK_WORDS, {"number", "seat", "abnat"}),
    "calls": (guided.CALL_WORDS, {"label"}),
    "stakes": (guided.STAKE_WORDS, {"label"}),
    "passes": (guided.PASS_WORDS, set()),
    "plays": (guided.PLAY_WORDS, {"card"}),
    "announced": ({0: guided.ANNOUNCED_WORDS}, {"seat", "kinds"}),
    "shown": (guided.SHOWN_WORDS, {"seat", "projects"}),
}
"""Every table of the guided hand's words, with the fields its sentences may name."""
SEEDS = [(1, 0), (2, -1), (3, 1), (4, 0), (5, -1), (6, 1)]
"""Guided hands played through, each with the option the learner always takes."""


@pytest.mark.parametrize(
    ("english", "known"),
    [
        pytest.param(english, known, id=f"{table}:{key}")
        for table, (words, known) in TABLES.items()
        for key, english in words.items()
    ],
)
def test_each_line_has_its_arabic_with_the_same_fields(english: str, known: set[str]) -> None:
    assert_translated(english, known)


def test_every_kind_has_its_words() -> None:
    assert set(guided.CALL_WORDS) == set(Call) and set(guided.STAKE_WORDS) == set(DoubleStep)
    worded = {
        Happened.TRICK,
        Happened.ACTION,
        Happened.ANNOUNCED,
        Happened.SHOWN,
        *guided.HAPPENED_WORDS,
    }
    assert worded == set(Happened)


WEST: Final = Seat.WEST
ACTIONS: Final[list[tuple[Action, Phase]]] = [
    (Pass(WEST), Phase.BIDDING),
    (Pass(WEST), Phase.DOUBLING),
    *(
        (Bid(WEST, call, Suit.SPADES if call is Call.CONFIRM else None), Phase.BIDDING)
        for call in Call
    ),
    *((Double(WEST, step), Phase.DOUBLING) for step in DoubleStep),
    (Declare(WEST), Phase.PLAYING),
    (PlayCard(WEST, card("AS")), Phase.PLAYING),
    (Sawa(WEST), Phase.PLAYING),
]
"""Every kind of action another seat takes, in the phase it is taken."""


CALL_TEXT: Final = {
    Call.HOKUM: "wants to buy the hand with a trump suit",
    Call.SUN: "wants to buy the hand with no trumps (a Sun is worth 26 game points, a Hokum 16)",
    Call.ASHKAL: "asks the partner to play a Sun, taking the face-up card",
    Call.BEFORE_YOU: "takes the Sun ahead of the player who called it",
    Call.CONFIRM: "keeps the Hokum and names the trumps",
    Call.TO_SUN: "turns the Hokum into a Sun",
    Call.KAWESH: "annuls the deal: the cards are dealt again",
}
STAKE_TEXT: Final = {
    DoubleStep.DOUBLE: "×2",
    DoubleStep.THREE: "×3",
    DoubleStep.FOUR: "×4",
    DoubleStep.GAHWA: "the whole match",
}
"""The English the guided hand says for each call and raise, as the learner reads it."""


def english_line(seat: Seat, action: Action, phase: Phase) -> str:
    """The exact English line for ``seat``'s ``action``: what the learner must read."""
    if isinstance(action, Pass):
        said = (
            "Pass — no raise: the stakes stand"
            if phase is Phase.DOUBLING
            else ("Pass — does not buy now")
        )
    elif isinstance(action, Bid):
        said = f"{action_label(action)} — {CALL_TEXT[action.call]}"
    elif isinstance(action, Double):
        said = f"{action_label(action)} — raises the stakes to {STAKE_TEXT[action.step]}"
    elif isinstance(action, Declare):
        said = action_label(action) if action.projects else "declares no project"
    elif isinstance(action, PlayCard):
        said = f"plays {action.card.label}"
    else:
        said = "claims the rest of the tricks (Sawa)"
    return f"{seat_name(seat)}: {said}."


@pytest.mark.parametrize(("action", "phase"), ACTIONS)
def test_every_action_of_the_others_is_worded_in_both_languages(
    action: Action, phase: Phase
) -> None:
    event = Happening(Happened.ACTION, WEST, action, phase)
    assert happening_words(event) == english_line(WEST, action, phase)
    use("ar")
    try:
        line = happening_words(event)
    finally:
        use("en")
    assert ARABIC.search(line) and not UNFILLED.search(line), line
    assert ENGLISH_WORDS.findall(line) == [], line


def events() -> list[Happening]:
    """Everything the guided hands of :data:`SEEDS` tell the learner."""
    return [
        event for seed, pick in SEEDS for step in play_through(seed, pick) for event in step.events
    ]


def test_the_hands_reach_every_kind_but_the_rare_redeals() -> None:
    kinds = {event.happened for event in events()}
    assert {Happened.ACTION, Happened.TRICK, Happened.ANNOUNCED, Happened.SHOWN} <= kinds


def test_the_english_lines_read_as_the_guide_says_them() -> None:
    for event in events():
        line = happening_words(event)
        if event.happened is Happened.ACTION:
            assert event.seat is not None and event.action is not None
            assert line == english_line(event.seat, event.action, event.phase)
        elif event.happened is Happened.ANNOUNCED:
            assert " declares " in line and "cards are shown in trick 2" in line
        elif event.happened is Happened.SHOWN:
            assert " shows " in line and line.endswith("so it counts.")
        else:
            assert line.startswith("Trick ") and line.endswith(" card points).")


@pytest.mark.usefixtures("arabic")
def test_every_line_of_every_hand_reads_in_arabic() -> None:
    redeals = [Happening(Happened.WARAQ), Happening(Happened.KAWESH)]
    for event in [*events(), *redeals]:
        line = happening_words(event)
        assert ARABIC.search(line) and not UNFILLED.search(line), line
        assert ENGLISH_WORDS.findall(line) == [], line
    use("en")
    assert happening_words(redeals[0]) == (
        "Nobody bought (everybody passed twice): the cards are dealt again."
    )
