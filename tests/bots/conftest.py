"""Shared helpers for the bot tests: a match driver that feeds bots views, and synthetic views."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Protocol

import pytest

from baloot_tui.core.cards import Card, Suit, card, parse_cards
from baloot_tui.core.seats import SEATS, Seat, turn_order
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.rules.actions import Action, Sawa
from baloot_tui.games.baloot.rules.bidding import BiddingState, BidStage
from baloot_tui.games.baloot.rules.doubling import DoublingState, LadderStage, legal_raises
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.round import RoundState
from baloot_tui.games.baloot.rules.tricks import Trick, trick_points, winning_position
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.selfplay import play_bot_match

Decision = Callable[[RoundState, Action], None]


def run_match(
    bots: Sequence[Bot],
    rules: HouseRules,
    seed: int,
    on_decision: Decision | None = None,
) -> MatchState:
    """Play a whole match, each seat's bot seeing only its view; fail on any illegal choice.

    ``bots[seat]`` plays ``seat``. A Sawa the bot claims is applied and must be
    accepted by the engine (it raises otherwise).
    """

    def check(hand: RoundState, view: PlayerView, action: Action, _seconds: float) -> None:
        seat = view.seat
        assert action in view.legal_actions or action == Sawa(seat), (bots[seat].name, action)
        if on_decision is not None:
            on_decision(hand, action)

    return play_bot_match(bots, rules, seed, check)


class MatchRunner(Protocol):
    def __call__(
        self,
        bots: Sequence[Bot],
        rules: HouseRules,
        seed: int,
        on_decision: Decision | None = None,
    ) -> MatchState: ...


@pytest.fixture
def play_match() -> MatchRunner:
    """The match driver :func:`run_match`."""
    return run_match


def decision_states(bots: Sequence[Bot], seeds: Sequence[int]) -> list[RoundState]:
    """Every state in which some seat had to decide, over seeded matches."""
    states: list[RoundState] = []
    for seed in seeds:
        run_match(bots, DEFAULT_RULES, seed, lambda state, _action: states.append(state))
    return states


@pytest.fixture(scope="session")
def medium_decisions() -> list[RoundState]:
    """Decision points of two seeded medium-vs-medium matches (all phases occur)."""
    from baloot_tui.games.baloot.bots.medium import MediumBot

    return decision_states([MediumBot()] * 4, (1, 2))


def make_view(
    *,
    hand: str,
    trump: Suit | None = None,
    tricks: Sequence[str] = (),
    trick: str = "",
    first_leader: Seat = Seat.SOUTH,
    seat: Seat = Seat.SOUTH,
    buyer: Seat = Seat.NORTH,
    face: str = "7C",
    closed: bool = False,
    rules: HouseRules = DEFAULT_RULES,
    history: tuple[Action, ...] = (),
    legal: tuple[Action, ...] = (),
) -> PlayerView:
    """A play-phase view built from notation, for table-driven tests.

    ``tricks`` are completed tricks as cards in play order; the first is led by
    ``first_leader`` and each later one by the previous winner. ``trick`` is the
    trick on the table, led by the last winner.
    """
    contract = Contract.SUN if trump is None else Contract.HOKUM
    face_card = card(face)
    bidding = BiddingState(
        Seat.WEST,
        face_card,
        BidStage.DONE,
        contract=contract,
        trump=trump,
        buyer=buyer,
        caller=buyer,
        any_bid=True,
    )
    doubling = DoublingState(contract, buyer, multiplier=2 if closed else 1, closed=closed)
    leader = first_leader
    done: list[Trick] = []
    abnat = [0, 0]
    won = [0, 0]
    for text in tricks:
        cards = parse_cards(text)
        winner = turn_order(leader)[winning_position(cards, trump)]
        points = trick_points(cards, trump)
        done.append(Trick(leader, cards, winner, points))
        abnat[winner.team] += points
        won[winner.team] += 1
        leader = winner
    table = parse_cards(trick)
    played_now = set(turn_order(leader)[: len(table)])
    sizes = tuple(8 - len(done) - (s in played_now) for s in SEATS)
    mine: tuple[Card, ...] = tuple(sorted(parse_cards(hand)))
    return PlayerView(
        seat=seat,
        rules=rules,
        phase=Phase.PLAYING,
        dealer=Seat.WEST,
        match_score=(0, 0),
        hand=mine,
        hand_sizes=sizes,
        face_card=face_card,
        bidding=bidding,
        doubling=doubling,
        first_leader=first_leader,
        leader=leader,
        trick=table,
        tricks=tuple(done),
        abnat=(abnat[0], abnat[1]),
        tricks_won=(won[0], won[1]),
        announced=((), (), (), ()),
        revealed=((), (), (), ()),
        own_declaration=(),
        baloot_shown=None,
        history=history,
        to_act=turn_order(leader)[len(table)],
        legal_actions=legal,
        card_options=(),
        result=None,
    )


ViewMaker = Callable[..., PlayerView]


def ladder_view(hand: str, scores: tuple[int, int] = (0, 0)) -> PlayerView:
    """East to answer (double or pass) a Hokum in hearts bought by North."""
    north, east, west = Seat.NORTH, Seat.EAST, Seat.WEST
    ladder = DoublingState(Contract.HOKUM, north, LadderStage.DOUBLE, (east, west))
    view = make_view(hand=hand, seat=east, trump=Suit.HEARTS, buyer=north)
    return dataclasses.replace(
        view,
        phase=Phase.DOUBLING,
        doubling=ladder,
        match_score=scores,
        first_leader=None,
        leader=None,
        to_act=east,
        legal_actions=legal_raises(ladder, DEFAULT_RULES),
    )


@pytest.fixture
def view_of() -> ViewMaker:
    """The synthetic view builder :func:`make_view`."""
    return make_view
