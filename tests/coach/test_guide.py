"""The guided first hand: the engine's steps and the prompts computed from the view."""

from __future__ import annotations

import re

import pytest

from baloot_tui.games.baloot.coach.guide import guide, score_walkthrough
from baloot_tui.games.baloot.coach.guided import (
    LEARNER,
    GuidedHand,
    GuidedStep,
    Happened,
    action_words,
    happening_words,
)
from baloot_tui.games.baloot.coach.words import prompt_lines, told_words
from baloot_tui.games.baloot.rules import (
    Bid,
    Call,
    Double,
    DoubleStep,
    Pass,
    Phase,
    PlayCard,
    Seat,
    card,
    parse_cards,
)
from baloot_tui.games.baloot.rules.actions import parse_action
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.scoring import HandFacts, score_hand
from baloot_tui.games.baloot.words import option_words
from tests.coach.learn_kit import auction_state

NOTATION = re.compile(r"\b(NS|EW|GP|T|R)\b|[a-z]+:[0-9TJQKA]")


def play_through(seed: int, pick: int) -> list[GuidedStep]:
    """Every step of a guided hand in which the learner always takes option ``pick``."""
    hand = GuidedHand(seed)
    steps = [hand.step()]
    while not steps[-1].finished:
        legal = steps[-1].view.legal_actions
        steps.append(hand.act(legal[min(pick, len(legal) - 1)]))
    return steps


@pytest.mark.parametrize(("seed", "pick"), [(1, 0), (2, -1), (3, 1)])
def test_a_guided_hand_stops_at_each_of_the_learners_turns_and_ends_scored(
    seed: int, pick: int
) -> None:
    steps = play_through(seed, pick)
    for step in steps[:-1]:
        assert step.view.seat is LEARNER and step.view.is_my_turn
    last = steps[-1].view
    assert last.result is not None and last.result.kind == "played"
    assert last.result.score is not None


def test_the_same_seed_deals_the_same_hand() -> None:
    assert play_through(5, 0) == play_through(5, 0)


def test_every_step_has_a_prompt_for_the_learners_turn_and_the_end_a_score() -> None:
    steps = play_through(2, 0)
    for step in steps[:-1]:
        prompts = guide(step.view, step.happened)
        topics = [p.topic for p in prompts]
        assert "your-turn" in topics
        assert ("face-card" in topics) == (step.view.phase is Phase.BIDDING)
        assert ("trick" in topics) == (step.view.phase is Phase.PLAYING and bool(step.view.trick))
    end = guide(steps[-1].view, steps[-1].happened)
    score = next(p for p in end if p.topic == "score")
    result = steps[-1].view.result
    assert result is not None and result.score is not None
    team = LEARNER.team
    abnat, totals = result.score.abnat, result.score.totals
    said = "\n".join(prompt_lines(score))
    assert f"your team {abnat[team]}, the other team {abnat[team.other]}" in said
    assert f"your team {totals[team]}, the other team {totals[team.other]}" in said
    assert f"scores {result.points[team]} game point" in prompt_lines(score)[-1]
    assert not NOTATION.search(said), said


def test_card_prompts_give_the_engines_reason_for_every_card() -> None:
    for step in (*play_through(3, 0), *play_through(4, 0)):  # seed 4: South plays to trick 8
        view = step.view
        if view.phase is not Phase.PLAYING or not view.is_my_turn:
            continue
        if not all(isinstance(a, PlayCard) for a in view.legal_actions):
            continue
        (turn,) = [p for p in guide(view, step.happened) if p.topic == "your-turn"]
        text = "\n".join(prompt_lines(turn))
        for option in view.card_options:
            assert option.card.label in text and option_words(option) in text
        if view.trick:
            (trick,) = [p for p in guide(view, step.happened) if p.topic == "trick"]
            worth = sum(c.points(view.trump) for c in view.trick)
            assert f"worth {worth} card points" in prompt_lines(trick)[0]
            last = len(view.tricks) == 7
            assert ("plus the 10 for the last trick" in prompt_lines(trick)[0]) == last


def test_the_face_up_card_prompt_names_the_card_and_the_trumps() -> None:
    view = auction_state(parse_cards("7S 8S QD 9C 8H"), card("KH"), Seat.WEST, ()).view(Seat.SOUTH)
    (face, turn) = guide(view)
    assert prompt_lines(face)[0].startswith("The face-up card is K♥.")
    assert "has ♥ as trumps" in prompt_lines(face)[0]
    assert prompt_lines(turn)[0].startswith("Pass: ")


CARD_LABEL = re.compile(r"(10|[2-9JQKA])[♠♥♦♣]")


@pytest.mark.parametrize("seed", [1, 11, 24, 29])
def test_projects_are_named_by_kind_on_trick_1_and_shown_at_trick_2_by_the_counting_team(
    seed: int,
) -> None:
    """RULES.md §5.3: a player names only the kind with his first card; at trick 2 the team
    whose best project wins shows its cards, and the other team never does."""
    steps = play_through(seed, 0)
    events = [event for step in steps for event in step.events]
    announced = [e for e in events if e.happened is Happened.ANNOUNCED]
    shown = [e for e in events if e.happened is Happened.SHOWN]
    assert announced and shown
    for event in announced:
        assert not CARD_LABEL.search(happening_words(event)), happening_words(event)
    first_trick = next(
        i for i, e in enumerate(events) if e.happened is Happened.TRICK and e.number == 1
    )
    assert all(events.index(e) > first_trick for e in shown)
    teams = {e.seat.team for e in shown if e.seat is not None}
    assert len(teams) == 1
    later = next(s.view for s in steps if s.view.tricks)
    for seat in Seat:
        assert bool(later.revealed[seat]) == any(e.seat is seat for e in shown)
    for event in shown:
        line = happening_words(event)
        assert all(p.label in line for p in event.projects), line
        assert ("your team" in line) == (event.ours is True)


@pytest.mark.parametrize(
    ("action", "phase", "text"),
    [
        (Pass(Seat.WEST), Phase.BIDDING, "Pass — does not buy now"),
        (Pass(Seat.WEST), Phase.DOUBLING, "Pass — no raise: the stakes stand"),
        (Bid(Seat.WEST, Call.SUN), Phase.BIDDING, "Sun — wants to buy the hand with no trumps"),
        (Double(Seat.WEST, DoubleStep.DOUBLE), Phase.DOUBLING, "Double — raises the stakes to ×2"),
        (PlayCard(Seat.WEST, card("AS")), Phase.PLAYING, "plays A♠"),
    ],
)
def test_what_the_others_did_is_said_in_words(action: object, phase: Phase, text: str) -> None:
    assert action_words(action, phase).startswith(text)  # type: ignore[arg-type]


@pytest.mark.parametrize("transfers", [True, False])
def test_the_score_walkthrough_says_where_a_failed_buyers_baloot_goes(transfers: bool) -> None:
    facts = HandFacts(
        contract=Contract.HOKUM,
        buyer_team=LEARNER.team,
        card_abnat=(40, 112),
        last_trick=LEARNER.team.other,
        tricks_won=(2, 6),
        baloot_teams=(LEARNER.team,),
    )
    score = score_hand(facts, HouseRules(baloot_transfers=transfers))
    calls = tuple(parse_action(c) for c in ("S hokum", "E pass", "N pass", "W pass", "S confirm D"))
    view = auction_state(parse_cards("AS TS AH KD 7C"), card("9D"), Seat.WEST, calls).view(LEARNER)
    assert view.contract is Contract.HOKUM and view.buyer is LEARNER
    lines = [told_words(told) for told in score_walkthrough(view, score, None)]
    assert (
        "Khasara: the buyer's team failed, scores 0, and the other team takes the whole pot."
        in lines
    )
    moved = "The Baloot held by your team goes to the other team with the hand."
    assert (moved in lines) == transfers
    assert "Baloot held by your team: 2 game points, never multiplied." in lines
