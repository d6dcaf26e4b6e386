"""Property checks that the random-play tests of both games share.

Baloot's ``RoundState`` and Belot's ``BelotHand`` differ in their rules but not in
these promises: the 32 cards are all somewhere, a refused action changes nothing,
every listed action applies without touching the state it came from, and a match
played at random ends with a winner whose ledger adds up to the scores.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol, TypeVar

import pytest

from baloot_tui.core.cards import DECK, Card
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.seats import SEATS, Seat


class _Trick(Protocol):
    @property
    def cards(self) -> tuple[Card, ...]: ...


class _Play(Protocol):
    @property
    def tricks(self) -> Sequence[_Trick]: ...

    @property
    def trick(self) -> Sequence[Card]: ...


def played_cards(play: _Play | None) -> list[Card]:
    """The cards of the finished tricks and of the trick on the table."""
    if play is None:
        return []
    return [c for t in play.tricks for c in t.cards] + list(play.trick)


def check_conservation(
    hands: Iterable[Iterable[Card]], play: _Play | None, undealt: Iterable[Card]
) -> None:
    """The cards held, played and not yet dealt are the deck, each once."""
    every = [c for h in hands for c in h] + played_cards(play) + list(undealt)
    assert sorted(every) == sorted(DECK)


def check_refusals(
    state: Any,
    rng: random.Random,
    pass_action: Callable[[Seat], object],
    play_action: Callable[[Seat, Card], object],
    playing: bool,
) -> None:
    """Acting out of turn, or playing a card not held, is refused and changes nothing."""
    to_act: Seat | None = state.to_act
    assert to_act is not None
    before, fingerprint = state.history, hash(state)
    other = rng.choice([s for s in SEATS if s is not to_act])
    for wrong in (pass_action(other), play_action(other, rng.choice(DECK))):
        with pytest.raises(IllegalActionError):
            state.apply(wrong)
    if playing:
        missing = [c for c in DECK if c not in state.hands[to_act]]
        with pytest.raises(IllegalActionError):
            state.apply(play_action(to_act, rng.choice(missing)))
    assert state.history == before and hash(state) == fingerprint


def check_every_listed_action_applies(state: Any, legal: Sequence[object]) -> None:
    """Each legal action applies, and applying leaves the state it came from as it was."""
    snapshot, fingerprint = state, hash(state)
    for option in legal:
        state.apply(option)
    assert state == snapshot and hash(state) == fingerprint


MatchT = TypeVar("MatchT")


def play_random_match(match: MatchT, rng: random.Random, steps: int) -> MatchT:
    """``match`` played with random legal actions until it is over (at most ``steps``)."""
    current: Any = match
    for _ in range(steps):
        if current.is_over:
            break
        current = (
            current.deal_random(rng)
            if current.needs_deal
            else current.apply(rng.choice(current.legal_actions()))
        )
    assert current.is_over and current.winner is not None
    assert tuple(map(sum, zip(*current.ledger, strict=True))) == current.scores
    result: MatchT = current
    return result
