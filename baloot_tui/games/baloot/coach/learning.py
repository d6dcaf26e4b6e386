"""Full game states for the coach's learning tools: quiz positions and review decisions.

The coach sees only views (an import contract keeps it away from the full hand
state), so this engine module does the replaying: it deals quiz hands and lets the
earlier speakers call, and it walks a finished match to collect one seat's views
at each of its decisions.

Quiz questions are drawn evenly over the kinds of answer of their quiz
(:data:`~baloot_tui.games.baloot.coach.quiz.TOPIC_DRAWS`): each question first picks a kind, then
deals until the shared analysis finds a decision whose best answer is of that kind
(Hokum, Sun, Ashkal, pass; a double or none; a declaration). Left to the deal, about
three answers in four would be a pass. Only decisions the analysis settles are asked
(:func:`~baloot_tui.games.baloot.coach.quiz.is_fair_question`), and only if a second analysis on
independent worlds settles them too and marks the same calls right
(:func:`holds_still`): a grade that moves with the sample is never asked, and no
question is asked without a settled grade.

Most candidates near a bar are not settled, so drawing is kept cheap by dropping them
early: a first look at 16 then 32 worlds (:data:`FIRST_LOOK`) drops a candidate with an
option near the equal margin, or whose best answer is surely of a kind not wanted; the full
analyses stop as soon as an option is out of the budget's reach (:func:`out_of_reach`).
A candidate that is kept gets the full analysis, batch for batch the one that grades
it, so dropping early never changes a grade.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from typing import Final

from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.baloot.bots import evaluate
from baloot_tui.games.baloot.bots.evaluate import sun_strength
from baloot_tui.games.baloot.bots.registry import make_bot
from baloot_tui.games.baloot.coach.analysis import (
    CONFIDENCE,
    DEFAULT_BUDGET,
    OptionValue,
    analyse,
    analysis_steps,
    decision_key,
    expected_call,
    hokum_for_bid,
)
from baloot_tui.games.baloot.coach.quiz import (
    ANSWER_KINDS,
    DOUBLING_KINDS,
    TOPIC_DRAWS,
    AnswerKind,
    Difficulty,
    QuizError,
    QuizTopic,
    answer_kind,
    difficulty_of,
    doubling_strength,
    is_fair_question,
)
from baloot_tui.games.baloot.coach.review import Decision
from baloot_tui.games.baloot.coach.trainer import PlayProblem, real_values
from baloot_tui.games.baloot.rules.actions import Bid, Call, Declare, Pass, PlayCard, Sawa
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, HouseRules
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.rules.round import RoundState, deal, start_hand
from baloot_tui.games.baloot.rules.view import PlayerView

LEARNER: Final = Seat.SOUTH
"""The quiz always asks South."""
QUIZ_BUDGET: Final = 512
"""Most worlds a quiz candidate is analysed on. The quiz asks only decisions settled within
it, and a settled analysis stops at the same batch whatever its budget, so a question's
figures are the coach's for the same decision."""
MAX_KIND_DEALS: Final = 4000
"""Deals searched for a decision of the drawn kind (dealing is cheap: about 0.3 s)."""
MAX_KIND_ANALYSES: Final = 20
"""Candidate decisions analysed per question before settling for another kind."""
FIRST_LOOK: Final[tuple[tuple[int, float], ...]] = ((16, 0.5), (32, 1.2))
"""The first look every candidate gets before its full analysis, on worlds of its own:
after each number of worlds, how many standard errors from the equal margin every
unsettled option must be for the look to go on. Of 186 medium and hard bidding
candidates, 39 were settled; these bars kept 22 of them and dropped 136 of the 147
others, for about half the work per settled question."""
LEEWAY: Final = 2 / 3
"""Share of the distance from the equal margin that settling at the full budget wants that
an option must show now not to be judged out of the budget's reach (:func:`out_of_reach`):
a third of the way is left to luck."""
MAX_ANALYSES: Final = 500
"""Rejected candidates for one question after which the quiz gives up (never met with the
default rules)."""
RARE_KINDS: Final[frozenset[AnswerKind]] = frozenset({"sun", "ashkal", "double"})
"""Kinds whose settled decisions are rare among near-the-bar hands: twice the candidates."""
FALLBACK_ORDER: Final[tuple[AnswerKind, ...]] = (
    "ashkal",
    "sun",
    "double",
    "declaring",
    "no double",
    "hokum",
    "pass",
)
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
        state = _auction_played(deal(rng, rng.choice(SEATS), rules), rules)
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


def declaring_positions(
    rng: random.Random, rules: HouseRules = DEFAULT_RULES
) -> Iterator[PlayerView]:
    """Endless seeded declaring decisions of South: a hand holding a project, trick 1.

    Everyone bids as expected and nobody doubles; the seats before South in trick 1
    declare and play as the medium level does.
    """
    bots = [make_bot("medium") for _ in SEATS]
    while True:
        state = _auction_played(deal(rng, rng.choice(SEATS), rules), rules)
        while state.phase is Phase.DOUBLING and state.to_act is not None:
            state = state.apply(Pass(state.to_act))
        if state.phase is not Phase.PLAYING:
            continue
        while state.to_act is not LEARNER:
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            state = state.apply(bots[seat].choose(view, view.legal_actions, rng))
        view = state.view(LEARNER)
        if len(view.legal_actions) > 1 and isinstance(view.legal_actions[0], Declare):
            yield view


def _auction_played(state: RoundState, rules: HouseRules) -> RoundState:
    """The auction of ``state`` finished with every seat calling as the analysis expects."""
    while state.phase is Phase.BIDDING:
        speaker = state.to_act
        assert speaker is not None
        state = state.apply(
            expected_call(state.bidding, state.hands[speaker], state.face_card, rules)
        )
    return state


_POSITIONS: Final[dict[QuizTopic, Callable[[random.Random, HouseRules], Iterator[PlayerView]]]] = {
    "bidding": bidding_positions,
    "doubling": doubling_positions,
    "declaring": declaring_positions,
}
"""Where each quiz's decisions come from (the bidding quiz's doubling ones too)."""


@dataclass(frozen=True, slots=True)
class QuizDraw:
    """A question with what it took to find it."""

    view: PlayerView
    """The decision asked."""
    kind: AnswerKind
    """The kind of its best answer."""
    analysed: int
    """Candidate decisions given the full analysis to find it (this one included)."""
    unsettled: int
    """Of them, those rejected because the analyses did not settle their grade."""
    screened: int = 0
    """Candidates dropped by the first look, before any full analysis."""


def draw_question(
    rng: random.Random,
    difficulty: Difficulty | None,
    rules: HouseRules = DEFAULT_RULES,
    budget: int = QUIZ_BUDGET,
    topic: QuizTopic = "bidding",
    due: frozenset[AnswerKind] = frozenset(),
) -> QuizDraw:
    """The next seeded decision of South for the quiz ``topic`` whose hand fits ``difficulty``.

    A group of answer kinds is drawn first
    (:data:`~baloot_tui.games.baloot.coach.quiz.TOPIC_DRAWS`), among the groups
    holding a kind ``due`` for practice if the quiz has any;
    deals follow, and decisions near the bar of that kind (:func:`worth_analysing`) get
    a first look (:func:`first_look`): one with an option near the equal margin, or
    whose best answer is surely of a kind
    neither wanted nor new, is dropped; the rest are analysed at ``budget`` worlds. A
    decision is asked only if its grade is settled (:func:`settled_analysis` and
    :func:`holds_still`); any other is rejected, whatever its kind. After
    :data:`MAX_KIND_ANALYSES` full analyses (twice as many for :data:`RARE_KINDS`) or
    :data:`MAX_KIND_DEALS` deals without a settled one of the drawn kind, a settled
    decision of another kind already found is asked (the rarest first), else the next
    settled decision of any kind. ``difficulty`` None takes every difficulty.

    Raises:
        QuizError: :data:`MAX_ANALYSES` candidates in a row were rejected (the house rules
            leave no settled decision to ask).
    """
    groups = TOPIC_DRAWS[topic]
    group = rng.choice([g for g in groups if g & due] or groups)
    positions = _POSITIONS[topic if topic != "bidding" or group != DOUBLING_KINDS else "doubling"]
    settled: dict[AnswerKind, PlayerView] = {}
    analysed = unsettled = screened = 0
    allowance = MAX_KIND_ANALYSES * (2 if group & RARE_KINDS else 1)
    for dealt, view in enumerate(positions(rng, rules)):
        if difficulty is not None and difficulty_of(view) != difficulty:
            continue
        searching = analysed < allowance and dealt < MAX_KIND_DEALS
        if not searching and settled:
            break
        if searching and not any(worth_analysing(view, kind) for kind in group):
            continue
        first = first_look(view, budget)
        if first is None or (
            searching and not _may_be(view, first, group | (set(ANSWER_KINDS) - settled.keys()))
        ):
            screened += 1
        else:
            analysed += 1
            values = settled_analysis(view, budget)
            if values is not None and holds_still(view, values, budget):
                found = answer_kind(view, values[0].action)
                if found in group or not searching:
                    return QuizDraw(view, found, analysed, unsettled, screened)
                settled.setdefault(found, view)
                continue
            unsettled += 1
        if screened + unsettled >= MAX_ANALYSES:
            raise QuizError(f"no settled {topic} question in {screened + unsettled} decisions")
    rarest = next(kind for kind in FALLBACK_ORDER if kind in settled)
    return QuizDraw(settled[rarest], rarest, analysed, unsettled, screened)


def first_look(view: PlayerView, budget: int) -> tuple[OptionValue, ...] | None:
    """The cheap analysis a candidate gets first (:data:`FIRST_LOOK`); None drops it.

    Its worlds are seeded apart from the grading analysis's, so it never shapes a grade;
    with no larger budget to spare, the figures are the full analysis's own.
    """
    worlds = FIRST_LOOK[-1][0]
    if budget <= worlds:
        return analyse(view, budget=budget)
    bars = dict(FIRST_LOOK)
    rng = random.Random(f"{decision_key(view)}|first look")
    values: tuple[OptionValue, ...] = ()
    for values in analysis_steps(view, rng, worlds, (FIRST_LOOK[0][0], FIRST_LOOK[0][0])):
        if near_the_margin(values, bars.get(max(v.worlds for v in values), 0.0)):
            return None
    return values


def out_of_reach(values: tuple[OptionValue, ...], budget: int) -> bool:
    """Whether some option sits too near the equal margin for ``budget`` worlds to settle it.

    After n worlds, an option's standard error at the full budget will be about
    sqrt(n / budget) of its present one, and settling wants its gap
    :data:`~baloot_tui.games.baloot.coach.analysis.CONFIDENCE` of those from the margin. An option
    nearer the margin now than :data:`LEEWAY` of that would need far more worlds than
    the budget: the candidate is dropped (after 128 of 512 worlds, one standard error).
    """
    worlds = max(v.worlds for v in values)
    if worlds >= budget:
        return False
    return near_the_margin(values, LEEWAY * CONFIDENCE * math.sqrt(worlds / budget))


def near_the_margin(values: tuple[OptionValue, ...], errors: float) -> bool:
    """Whether some unsettled option's gap is within ``errors`` standard errors of the margin."""
    return any(
        not v.settled and abs(v.gap - v.equal_margin) < errors * v.uncertainty for v in values
    )


def _may_be(
    view: PlayerView, values: tuple[OptionValue, ...], kinds: Collection[AnswerKind]
) -> bool:
    """Whether the best answer may be of one of ``kinds`` (on the first look's figures).

    It may if an option of them is the best or within
    :data:`~baloot_tui.games.baloot.coach.analysis.CONFIDENCE` standard errors of it.
    """
    return any(
        answer_kind(view, v.action) in kinds and v.gap <= CONFIDENCE * v.uncertainty for v in values
    )


def settled_analysis(
    view: PlayerView, budget: int, rng: random.Random | None = None
) -> tuple[OptionValue, ...] | None:
    """The analysis of ``view`` if it settles the decision, else None.

    Batch by batch it is :func:`~baloot_tui.games.baloot.coach.analysis.analyse`'s (with ``rng``, by
    default the decision's own seed); it stops as soon as an option is
    :func:`out_of_reach`.
    """
    values: tuple[OptionValue, ...] = ()
    for values in analysis_steps(view, rng, budget):
        if out_of_reach(values, budget):
            return None
    return values if is_fair_question(values) else None


def holds_still(view: PlayerView, values: tuple[OptionValue, ...], budget: int) -> bool:
    """Whether an analysis on other worlds settles the decision too, with the same calls right.

    It stops as soon as an option is out of reach or settled against ``values`` (surely
    right where they mark it wrong, or the other way round).
    """
    right = right_calls(values)
    check: tuple[OptionValue, ...] = ()
    for check in analysis_steps(view, random.Random(f"{decision_key(view)}|check"), budget):
        if out_of_reach(check, budget) or any(
            v.settled and v.correct != (str(v.action) in right) for v in check
        ):
            return False
    return is_fair_question(check) and right_calls(check) == right


def right_calls(values: tuple[OptionValue, ...]) -> frozenset[str]:
    """The calls an analysis marks right: the best and those about equal to it."""
    return frozenset(str(v.action) for v in values if v.correct)


def worth_analysing(view: PlayerView, kind: AnswerKind) -> bool:
    """Whether the hand comes near enough to the bar of a ``kind`` answer to be analysed."""
    if kind in ("pass", "no double", "declaring"):
        return True
    if kind == "double":
        if view.phase is not Phase.DOUBLING:
            return False
        strength, bar = doubling_strength(view)
        return strength >= bar - NEAR
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


def play_problem(
    rng: random.Random, rules: HouseRules = DEFAULT_RULES, budget: int = DEFAULT_BUDGET
) -> PlayProblem:
    """The next seeded card decision of South worth asking about, with the cards as they lay.

    Medium-level bots play every seat (South too, until the problem) from a random
    deal; the problem is South's first choice between two or more cards once a trick
    number drawn from :data:`PROBLEM_TRICKS` is reached, if the choice matters on the
    real deal (not every card makes the same with the cards as they lay) and on the
    deals South could see (:func:`has_a_wrong_answer`). Other deals are skipped.
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
                if len(set(real_values(problem).values())) > 1 and has_a_wrong_answer(view, budget):
                    return problem
                break
            state = state.apply(bots[seat].choose(view, view.legal_actions, rng))


def has_a_wrong_answer(view: PlayerView, budget: int = DEFAULT_BUDGET) -> bool:
    """Whether the shared analysis finds some option surely worse than the best.

    A problem whose every answer is right (all tied, or none surely worse) teaches
    nothing; the trainer does not ask it. The analysis is the one that grades the
    answer (the same seeded worlds, remembered), so asking costs nothing more.
    """
    return any(not v.correct and v.settled for v in analyse(view, budget=budget))


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
