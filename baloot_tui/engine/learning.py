"""Full game states for the coach's learning tools: quiz positions and review decisions.

The coach sees only views (an import contract keeps it away from the full hand
state), so this engine module does the replaying: it deals quiz hands and lets the
earlier speakers call, and it walks a finished match to collect one seat's views
at each of its decisions.

Quiz questions are drawn evenly over the kinds of answer
(:data:`~baloot_tui.coach.quiz.ANSWER_KINDS`): each question first picks a kind, then
deals until the shared analysis finds a decision whose best call is of that kind
(Hokum, Sun, Ashkal or pass) or, for doubling, a defender's doubling decision. Left
to the deal, about three answers in four would be a pass. Only decisions the
analysis settles are asked (:func:`~baloot_tui.coach.quiz.is_fair_question`), and
only if a second analysis on independent worlds settles them too and marks the same
calls right (:func:`holds_still`): a grade that moves with the sample is never asked.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import islice
from typing import Final

from baloot_tui.bots import evaluate
from baloot_tui.bots.evaluate import sun_strength
from baloot_tui.bots.registry import make_bot
from baloot_tui.coach.analysis import (
    DEFAULT_BUDGET,
    OptionValue,
    analyse,
    decision_key,
    expected_call,
    hokum_for_bid,
)
from baloot_tui.coach.quiz import (
    ANSWER_KINDS,
    AnswerKind,
    Difficulty,
    answer_kind,
    difficulty_of,
    is_fair_question,
)
from baloot_tui.coach.review import Decision
from baloot_tui.coach.trainer import PlayProblem, real_values
from baloot_tui.rules.actions import Bid, Call, Pass, PlayCard, Sawa
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.rules.match import MatchState
from baloot_tui.rules.round import deal, start_hand
from baloot_tui.rules.seats import SEATS, Seat
from baloot_tui.rules.view import PlayerView

LEARNER: Final = Seat.SOUTH
"""The quiz always asks South."""
_MAX_DEALS: Final = 400
_MAX_ANALYSES: Final = 20
"""Candidate decisions analysed per question before settling for another kind."""
RARE_KINDS: Final[frozenset[AnswerKind]] = frozenset({"sun", "ashkal"})
"""Kinds whose settled decisions are rare among near-the-bar hands: twice the candidates."""
FALLBACK_ORDER: Final[tuple[AnswerKind, ...]] = ("ashkal", "sun", "doubling", "hokum", "pass")
"""Which settled kind is asked when the drawn kind did not come up: the rarest first."""
NEAR: Final = 8
"""How far below its bar a bid's strength may be for the bid still to be worth analysing."""


def bidding_positions(
    rng: random.Random, rules: HouseRules = DEFAULT_RULES
) -> Iterator[PlayerView]:
    """Endless seeded bidding decisions of South: a random deal, earlier speakers calling.

    The seats before South call as the analysis expects (evaluation thresholds); a
    deal whose auction ends before South speaks is skipped.
    """
    while True:
        state = deal(rng, rng.choice(SEATS), rules)
        while state.phase is Phase.BIDDING and state.to_act is not LEARNER:
            speaker = state.to_act
            assert speaker is not None
            call = expected_call(state.bidding, state.hands[speaker], state.face_card, rules)
            state = state.apply(call)
        if state.phase is Phase.BIDDING:
            yield state.view(LEARNER)


def doubling_positions(
    rng: random.Random, rules: HouseRules = DEFAULT_RULES
) -> Iterator[PlayerView]:
    """Endless seeded doubling decisions of South: everyone bid as expected, an opponent bought."""
    while True:
        state = deal(rng, rng.choice(SEATS), rules)
        while state.phase is Phase.BIDDING:
            speaker = state.to_act
            assert speaker is not None
            state = state.apply(
                expected_call(state.bidding, state.hands[speaker], state.face_card, rules)
            )
        while state.phase is Phase.DOUBLING and state.to_act not in (LEARNER, None):
            speaker = state.to_act
            assert speaker is not None
            state = state.apply(Pass(speaker))
        if (
            state.phase is Phase.DOUBLING
            and state.to_act is LEARNER
            and len(state.legal_actions()) > 1
        ):
            yield state.view(LEARNER)


def quiz_position(
    rng: random.Random,
    difficulty: Difficulty,
    rules: HouseRules = DEFAULT_RULES,
    budget: int = DEFAULT_BUDGET,
) -> PlayerView:
    """The next seeded quiz decision of South whose hand fits ``difficulty``.

    The kind of answer is drawn first (see the module docstring); deals follow until
    the analysis, at ``budget`` worlds, settles a decision of that kind. After
    :data:`_MAX_ANALYSES` candidates (twice as many for :data:`RARE_KINDS`) without
    one, a settled decision of another kind is asked (the rarest first, a pass last),
    the first one dealt from then on if none came up before. Only if no decision of the difficulty
    is settled in :data:`_MAX_DEALS` deals is an unsettled one asked.
    """
    kind = rng.choice(ANSWER_KINDS)
    positions = (doubling_positions if kind == "doubling" else bidding_positions)(rng, rules)
    fitting: PlayerView | None = None
    settled: dict[AnswerKind, PlayerView] = {}
    analysed = 0
    allowance = _MAX_ANALYSES * (2 if kind in RARE_KINDS else 1)
    for view in islice(positions, _MAX_DEALS):
        if difficulty_of(view) != difficulty:
            continue
        fitting = fitting or view
        wanted = kind if analysed < allowance else None
        if wanted is not None and not worth_analysing(view, wanted):
            continue
        values = analyse(view, budget=budget)
        analysed += 1
        if is_fair_question(values) and holds_still(view, values, budget):
            found = answer_kind(view, values[0].action)
            if found == wanted:
                return view
            settled.setdefault(found, view)
            if wanted is None:
                break
        if analysed == allowance and settled:
            break
    found_kinds = [settled[k] for k in FALLBACK_ORDER if k in settled]
    return next(iter(found_kinds), fitting or next(positions))


def holds_still(view: PlayerView, values: tuple[OptionValue, ...], budget: int) -> bool:
    """Whether an analysis on other worlds settles the decision too, with the same calls right."""
    check = analyse(view, random.Random(f"{decision_key(view)}|check"), budget)
    return is_fair_question(check) and right_calls(check) == right_calls(values)


def right_calls(values: tuple[OptionValue, ...]) -> frozenset[str]:
    """The calls an analysis marks right: the best and those about equal to it."""
    return frozenset(str(v.action) for v in values if v.correct)


def worth_analysing(view: PlayerView, kind: AnswerKind) -> bool:
    """Whether the hand comes near enough to the bar of a ``kind`` answer to be analysed."""
    if kind in ("pass", "doubling"):
        return True
    calls = {a.call for a in view.legal_actions if isinstance(a, Bid)}
    with_face = (*view.hand, view.face_card)
    if kind == "hokum":
        strength = hokum_for_bid(view.bidding, with_face).total
        return bool(calls & {Call.HOKUM, Call.CONFIRM}) and strength >= evaluate.HOKUM_BID - NEAR
    if kind == "ashkal":
        strength = sun_strength(view.hand, view.rules).total
        return Call.ASHKAL in calls and strength >= evaluate.SUN_BID - NEAR
    strength = sun_strength(with_face, view.rules).total
    return bool(calls & {Call.SUN, Call.BEFORE_YOU}) and strength >= evaluate.SUN_BID - NEAR


PROBLEM_TRICKS: Final = range(2, 7)
"""Tricks already played when a play problem is set: late enough for the exact search
of the real deal (a hundredth of a second from trick 3), early enough for a choice
that matters."""


def play_problem(rng: random.Random, rules: HouseRules = DEFAULT_RULES) -> PlayProblem:
    """The next seeded card decision of South worth asking about, with the cards as they lay.

    Medium-level bots play every seat (South too, until the problem) from a random
    deal; the problem is South's first choice between two or more cards once a trick
    number drawn from :data:`PROBLEM_TRICKS` is reached, if the choice matters on the
    real deal (not every card makes the same with the cards as they lay). Other deals
    are skipped.
    """
    bots = [make_bot("medium") for _ in SEATS]
    while True:
        state = deal(rng, rng.choice(SEATS), rules)
        tricks = rng.choice(PROBLEM_TRICKS)
        while state.phase is not Phase.FINISHED:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            if (
                seat is LEARNER
                and view.phase is Phase.PLAYING
                and len(view.tricks) >= tricks
                and len(view.legal_actions) > 1
                and all(isinstance(a, PlayCard) for a in view.legal_actions)
            ):
                hands = tuple(tuple(state.hands[s]) for s in SEATS)
                problem = PlayProblem(view, (hands[0], hands[1], hands[2], hands[3]))
                if len(set(real_values(problem).values())) > 1:
                    return problem
                break
            state = state.apply(bots[seat].choose(view, view.legal_actions, rng))


def decisions(match: MatchState, seat: Seat) -> tuple[Decision, ...]:
    """Every decision ``seat`` took in ``match`` with more than one option, in order.

    Each hand (finished ones and the one in progress) is replayed from its deck, and
    the seat's view is taken just before each of its actions. A Sawa claim is a
    decision too (the review tells it, with the tricks before it).
    """
    hands = [*match.hands, *([] if match.current is None else [match.current])]
    found: list[Decision] = []
    for number, hand in enumerate(hands, start=1):
        state = start_hand(hand.deck, hand.dealer, hand.rules, hand.match_score)
        for step, action in enumerate(hand.history):
            choosing = state.to_act is seat and len(state.legal_actions()) > 1
            if choosing or (isinstance(action, Sawa) and action.seat is seat):
                found.append(Decision(number, step, state.view(seat), action))
            state = state.apply(action)
    return tuple(found)
