"""The quizzes: "what would you bid?", "would you double?", "what would you declare?".

A question is a bidding, doubling or declaring decision from the learner's view (the
bidding quiz mixes in doubling decisions too). Its difficulty
comes from the hand evaluation (:func:`clarity`): an easy hand is far above or far
below the thresholds, a hard one sits right on them. An answer is graded by the one
analysis the coach and the review use too (:func:`~baloot_tui.games.baloot.coach.analysis.analyse`):
full marks for the best call and for any call about equal to it, none otherwise. The
grade says why in words from the hand (what each call needs and what the hand
counts, card by card), and when the best call goes against the hand's strength it
says what the deals show instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from baloot_tui.core.errors import BalootError
from baloot_tui.games.baloot.bots import evaluate
from baloot_tui.games.baloot.bots.evaluate import hokum_strength, sun_strength
from baloot_tui.games.baloot.coach import figures
from baloot_tui.games.baloot.coach.analysis import (
    CONFIDENCE,
    OptionValue,
    analyse,
    hokum_for_bid,
)
from baloot_tui.games.baloot.coach.explain import action_label
from baloot_tui.games.baloot.coach.hand_words import hokum_sentence, sun_sentence
from baloot_tui.games.baloot.coach.lesson_words import Words
from baloot_tui.games.baloot.coach.quiz_menu import ANSWER_KINDS as ANSWER_KINDS
from baloot_tui.games.baloot.coach.quiz_menu import DIFFICULTIES as DIFFICULTIES
from baloot_tui.games.baloot.coach.quiz_menu import QUIZ_TOPICS as QUIZ_TOPICS
from baloot_tui.games.baloot.coach.quiz_menu import TOPIC_TITLES as TOPIC_TITLES
from baloot_tui.games.baloot.coach.quiz_menu import AnswerKind as AnswerKind
from baloot_tui.games.baloot.coach.quiz_menu import Difficulty as Difficulty
from baloot_tui.games.baloot.coach.quiz_menu import QuizTopic as QuizTopic
from baloot_tui.games.baloot.coach.quiz_menu import quiz_key
from baloot_tui.games.baloot.rules.actions import (
    Action,
    Bid,
    Call,
    Declare,
    Double,
    DoubleStep,
    Pass,
)
from baloot_tui.games.baloot.rules.bidding import BidStage
from baloot_tui.games.baloot.rules.glossary import Contract, Phase
from baloot_tui.games.baloot.rules.projects import (
    BALOOT_GP,
    Project,
    baloot_blocked,
    best_declaration,
    holds_baloot,
)
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.i18n import N_, _, language
from baloot_tui.text.table_words import game_points_words

CLARITY_BANDS: Final[dict[Difficulty, tuple[float, float]]] = {
    "easy": (14.0, float("inf")),
    "medium": (6.0, 14.0),
    "hard": (0.0, 6.0),
}
"""For each difficulty, the range of :func:`clarity` its hands fall in."""
FAR_SHORT: Final = 10
"""A call whose strength misses its bar by this much (or clears it by this much when the
best call is to pass) goes against the hand: its grade must say why."""

DOUBLING_KINDS: Final[frozenset[AnswerKind]] = frozenset({"double", "no double"})
TOPIC_DRAWS: Final[dict[QuizTopic, tuple[frozenset[AnswerKind], ...]]] = {
    "bidding": (
        frozenset({"hokum"}),
        frozenset({"sun"}),
        frozenset({"ashkal"}),
        frozenset({"pass"}),
        DOUBLING_KINDS,
    ),
    "doubling": (frozenset({"double"}), frozenset({"no double"})),
    "declaring": (frozenset({"declaring"}),),
}
"""For each quiz, the groups of kinds it draws evenly, one group per question: the bidding
quiz asks Hokum, Sun, Ashkal, pass and doubling decisions alike (left to the deal, about
three answers in four would be a pass); the doubling quiz asks as many hands that should
double as hands that should not."""


class QuizError(BalootError):
    """A quiz question or answer that does not fit (not a calling turn, unknown call)."""


def clarity(view: PlayerView) -> float:
    """How clear-cut the call is: distance of the best strength from its threshold.

    Far above a threshold is a clear bid (or double), far below every threshold a
    clear pass; near zero is a close call.
    """
    if view.phase is Phase.DOUBLING:
        strength, bar = doubling_strength(view)
        return abs(float(strength - bar))
    with_face = (*view.hand, view.face_card)
    sun = sun_strength(with_face, view.rules).total - evaluate.SUN_BID
    margins = [float(sun)]
    if view.bidding.stage in (BidStage.ROUND1, BidStage.ROUND2):
        hokum = hokum_for_bid(view.bidding, with_face).total - evaluate.HOKUM_BID
        margins.append(float(hokum))
    return abs(max(margins))


def difficulty_of(view: PlayerView) -> Difficulty:
    """The difficulty band a decision falls in."""
    score = clarity(view)
    return next(d for d in DIFFICULTIES if CLARITY_BANDS[d][0] <= score < CLARITY_BANDS[d][1])


def doubling_strength(view: PlayerView) -> tuple[int, int]:
    """A defender's eight-card strength in the contract, and the bar the bots double from."""
    if view.contract is Contract.SUN:
        return sun_strength(view.hand, view.rules).total, evaluate.DOUBLE_SUN
    assert view.trump is not None
    return hokum_strength(view.hand, view.trump).total, evaluate.DOUBLE_HOKUM


def answer_kind(view: PlayerView, action: Action) -> AnswerKind:
    """Which kind of question a decision is, given its best answer ``action``."""
    if view.phase is Phase.DOUBLING:
        return "double" if isinstance(action, Double) else "no double"
    if isinstance(action, Declare):
        return "declaring"
    if isinstance(action, Bid):
        if action.call in (Call.HOKUM, Call.CONFIRM):
            return "hokum"
        if action.call is Call.ASHKAL:
            return "ashkal"
        if action.call in (Call.SUN, Call.BEFORE_YOU, Call.TO_SUN):
            return "sun"
    return "pass"


def is_fair_question(values: Sequence[OptionValue]) -> bool:
    """Whether the analysis settles every option: the only decisions the quiz asks.

    Settled means the sampling went on until every option's gap to the best was
    :data:`~baloot_tui.games.baloot.coach.analysis.CONFIDENCE` standard errors from the equal margin
    (surely about equal, or surely worse). A decision whose figures leave some option
    near that line would be graded by the luck of the sample; the quiz does not ask it,
    nor a decision whose every answer is right (nothing to learn from it).

    "About equal" is measured from the best, so when two right options swap places on
    another sample, a worse one's gap shrinks by their difference: a worse option must
    clear the margin below every right one, not only below the best.
    """
    right = [v.gap for v in values if v.correct]
    wrong = [v for v in values if not v.correct]
    return (
        len(values) > 1
        and bool(wrong)
        and all(v.settled for v in values)
        and all(v.gap - max(right) >= v.equal_margin + CONFIDENCE * v.uncertainty for v in wrong)
    )


# --------------------------------------------------------------------------- grades


@dataclass(frozen=True, slots=True)
class Grade:
    """How one answer scored, and why."""

    chosen: OptionValue
    """The learner's call with its value."""
    best: OptionValue
    """The call the analysis rates highest."""
    equals: tuple[OptionValue, ...]
    """The other calls about equal to the best (all graded right)."""
    facts: tuple[str, ...]
    """What the calls need and what the hand counts, in words from the hand."""
    next_best: OptionValue | None = None
    """The best of the calls that are surely worse, if any."""

    @property
    def loss(self) -> float:
        """Expected loss against the best call, in its unit (0 when about equal)."""
        return 0.0 if self.chosen.correct else self.chosen.gap

    @property
    def marks(self) -> float:
        """1 for the best call or one about equal to it, else 0."""
        return 1.0 if self.chosen.correct else 0.0

    @property
    def verdict(self) -> str:
        """One word for the result."""
        if self.chosen.action == self.best.action:
            return "best"
        return "equal" if self.chosen.correct else "costly"

    def explanation(self) -> tuple[str, ...]:
        """Lines for the learner: the verdict with its figures, the hand's facts, the legend."""
        mine, best = action_label(self.chosen.action), action_label(self.best.action)
        ties = [action_label(v.action) for v in self.equals]
        if self.verdict == "best" and not ties and self.next_best is None:
            head = _("{mine} is the best answer here ({figure}).").format(
                mine=mine, figure=figures.figure(self.best)
            )
        elif self.verdict == "best" and not ties:
            assert self.next_best is not None
            head = _(
                "{mine} is the best answer here ({figure}); the next best, {next}, is {gap} below."
            ).format(
                mine=mine,
                figure=figures.figure(self.best),
                next=action_label(self.next_best.action),
                gap=figures.gap(self.next_best),
            )
        elif self.chosen.correct:
            head = _(
                "Right: a tie. {names} are within {margin} of each other, so each counts as right."
            ).format(names=_(", ").join([best, *ties]), margin=figures.margin(self.best.unit))
        else:
            head = _("{best} was better ({best_figure}): {mine} ({figure}) is {gap} below.").format(
                best=best,
                best_figure=figures.figure(self.best),
                mine=mine,
                figure=figures.figure(self.chosen),
                gap=figures.gap(self.chosen),
            )
        worlds = self.best.worlds
        tail = figures.legend(self.best.unit, worlds) if worlds else ""
        return tuple(line for line in (head, *self.facts, tail) if line)


def grade(view: PlayerView, chosen: Action, values: Sequence[OptionValue] | None = None) -> Grade:
    """Grade ``chosen`` at the decision ``view`` (by its shared analysis unless ``values``).

    Raises:
        QuizError: ``chosen`` is not among the analysed options.
    """
    options = tuple(analyse(view) if values is None else values)
    by_action = {v.action: v for v in options}
    mine = by_action.get(chosen)
    if mine is None:
        raise QuizError(f"{chosen} is not one of the calls analysed")
    best = min(options, key=lambda v: v.gap)
    equals = tuple(v for v in options if v is not best and v.standing == "equal")
    worse = [v for v in options if not v.correct]
    next_best = min(worse, key=lambda v: v.gap) if worse else None
    return Grade(mine, best, equals, grade_facts(view, mine, best, options), next_best)


def grade_facts(
    view: PlayerView, chosen: OptionValue, best: OptionValue, values: Sequence[OptionValue]
) -> tuple[str, ...]:
    """The hand's facts for the best call and the one chosen, and why when they disagree."""
    facts = [call_facts(view, best.action)]
    if chosen.action != best.action:
        facts.append(call_facts(view, chosen.action))
    facts.append(_against_the_hand(view, best, values))
    if chosen.correct and chosen.action != best.action:
        facts.append(_against_the_hand(view, chosen, values))
    return tuple(dict.fromkeys(f for f in facts if f))


def call_facts(view: PlayerView, action: Action) -> str:
    """What ``action`` needs and what this hand counts towards it, card by card."""
    rules = view.rules
    if view.phase is Phase.DOUBLING:
        _strength, bar = doubling_strength(view)
        if view.contract is Contract.SUN:
            name = N_("Doubling a Sun")
            line = sun_sentence(view.hand, rules, name=name, bar=bar, eight_cards=True)
        else:
            assert view.trump is not None
            name = N_("Doubling a Hokum {suit}")
            line = hokum_sentence(view.hand, view.trump, name=name, bar=bar, eight_cards=True)
        return f"{line}."
    if isinstance(action, Declare):
        return declare_facts(view, action)
    with_face = (*view.hand, view.face_card)
    if isinstance(action, Bid):
        call = action.call
        if call in (Call.SUN, Call.BEFORE_YOU, Call.TO_SUN):
            return f"{sun_sentence(with_face, rules, name=N_('Sun (with the face-up card)'))}."
        if call is Call.ASHKAL:
            return f"{sun_sentence(view.hand, rules, name=N_('Ashkal (Sun without it)'))}."
        if call is Call.CONFIRM and action.suit is not None:
            return f"{hokum_sentence(with_face, action.suit)}."
        if call is Call.HOKUM:
            trump = hokum_for_bid(view.bidding, with_face).trump
            name = N_("Hokum {suit} (with the face-up card)")
            return f"{hokum_sentence(with_face, trump, name=name)}."
        return ""
    if isinstance(action, Pass):
        counts = [
            _("{name} counts {total} (the bots bid from {bar})").format(
                name=name, total=total, bar=bar
            )
            for name, total, bar in _bars(view)
        ]
        said = _("; ").join(counts) if counts else _("no bid is open")
        return _("Pass: {counts}.").format(counts=said)
    return ""


def declare_facts(view: PlayerView, action: Declare) -> str:
    """What a declaration scores in this contract, and the Baloot it would lock."""
    contract = view.contract
    assert contract is not None
    name = _("Sun") if contract is Contract.SUN else _("Hokum")
    if not action.projects:
        best = best_declaration(view.hand, contract, view.rules)
        given_up = sum(p.game_points(contract) for p in best)
        return _("No project: the {projects} would be worth {game_points} in {contract}.").format(
            projects=_listed_labels(best), game_points=game_points_words(given_up), contract=name
        )
    points = sum(p.game_points(contract) for p in action.projects)
    line = _(
        "{projects}: {game_points} in {contract}, counted if your team holds the best "
        "project at the table"
    ).format(
        projects=_listed_labels(action.projects),
        game_points=game_points_words(points),
        contract=name,
    )
    trump = view.trump
    if (
        trump is not None
        and holds_baloot(view.hand, trump)
        and baloot_blocked(action.projects, trump, view.rules)
    ):
        line += _(
            "; it takes your {king} and {queen}, so they no longer count as Baloot ({game_points})"
        ).format(
            king=f"K{trump.symbol}",
            queen=f"Q{trump.symbol}",
            game_points=game_points_words(BALOOT_GP),
        )
    return line + "."


def _listed_labels(projects: Sequence[Project]) -> str:
    words = Words(language())
    return _(" and ").join(words.project(p) for p in projects)


def _bars(view: PlayerView) -> list[tuple[str, int, int]]:
    """Each bid open now with the hand's strength for it and the bots' bar."""
    if view.phase is not Phase.BIDDING:
        return []
    with_face = (*view.hand, view.face_card)
    calls = {a.call: a for a in view.legal_actions if isinstance(a, Bid)}
    bars: list[tuple[str, int, int]] = []
    if Call.HOKUM in calls or Call.CONFIRM in calls:
        hokum = hokum_for_bid(view.bidding, with_face)
        hokum_name = _("Hokum {suit}").format(suit=hokum.trump.symbol)
        bars.append((hokum_name, hokum.total, evaluate.HOKUM_BID))
    if calls.keys() & {Call.SUN, Call.BEFORE_YOU, Call.TO_SUN}:
        bars.append((_("Sun"), sun_strength(with_face, view.rules).total, evaluate.SUN_BID))
    if Call.ASHKAL in calls:
        bars.append((_("Ashkal"), sun_strength(view.hand, view.rules).total, evaluate.SUN_BID))
    return bars


def _strength_for(view: PlayerView, action: Action) -> tuple[int, int] | None:
    """The strength behind a bid or a double and its bar; None for a pass."""
    if view.phase is Phase.DOUBLING:
        return doubling_strength(view) if isinstance(action, Double) else None
    if not isinstance(action, Bid):
        return None
    kind = answer_kind(view, action)
    with_face = (*view.hand, view.face_card)
    if kind == "hokum":
        trump = action.suit or hokum_for_bid(view.bidding, with_face).trump
        return hokum_strength(with_face, trump).total, evaluate.HOKUM_BID
    if kind == "ashkal":
        return sun_strength(view.hand, view.rules).total, evaluate.SUN_BID
    if kind == "sun":
        return sun_strength(with_face, view.rules).total, evaluate.SUN_BID
    return None


def _against_the_hand(view: PlayerView, best: OptionValue, values: Sequence[OptionValue]) -> str:
    """Why a call graded right (``best``) goes against the hand's strength; else ``""``.

    A bid far short of its bar, or a pass while a bid graded wrong is far above its
    bar, would read as a contradiction of the strength line; the deals say what
    outweighs it.
    """
    strength = _strength_for(view, best.action)
    passing = next((v for v in values if isinstance(v.action, Pass)), None)
    if strength is not None and strength[0] <= strength[1] - FAR_SHORT and passing is not None:
        why = _(
            "Why {call} although the hand counts only {strength} (the bots bid from {bar}): "
            "in these deals it averages {points} against {passing} for passing"
        ).format(
            call=action_label(best.action),
            strength=strength[0],
            bar=strength[1],
            points=figures.figure(best),
            passing=figures.figure(passing),
        )
        if passing.their_contract is not None and best.our_contract is not None:
            why += _(
                "; after a pass the opponents buy in {theirs} of them, after {call} your team "
                "buys in {ours}"
            ).format(
                theirs=f"{passing.their_contract:.0%}",
                call=action_label(best.action),
                ours=f"{best.our_contract:.0%}",
            )
        return why + "."
    if isinstance(best.action, Declare):
        return _declared_less(view, best, values)
    if not isinstance(best.action, Pass):
        return ""
    strong = [
        v
        for v in values
        if not v.correct and (s := _strength_for(view, v.action)) and s[0] >= s[1] + FAR_SHORT
    ]
    if not strong:
        return ""
    bid = min(strong, key=lambda v: v.gap)
    line = _(
        "Why pass although the hand counts enough for {call}: in these deals passing "
        "averages {points} against {other}"
    ).format(
        call=action_label(bid.action),
        points=figures.figure(best),
        other=figures.figure(bid),
    )
    if best.our_contract is not None:
        line += _("; after a pass your team still buys in {ours} of them").format(
            ours=f"{best.our_contract:.0%}"
        )
    return line + "."


def _declared_less(view: PlayerView, best: OptionValue, values: Sequence[OptionValue]) -> str:
    """Why declaring less than the hand holds is best, when it is; else ``""``."""
    contract = view.contract
    assert contract is not None and isinstance(best.action, Declare)

    def points(option: OptionValue) -> int:
        assert isinstance(option.action, Declare)
        return sum(p.game_points(contract) for p in option.action.projects)

    more = [v for v in values if not v.correct and points(v) > points(best)]
    if not more:
        return ""
    bigger = min(more, key=lambda v: v.gap)
    line = _(
        "Why {call} although {other} scores {more} game points more: in these deals it "
        "averages {points} against {against}"
    ).format(
        call=action_label(best.action),
        other=action_label(bigger.action),
        more=points(bigger) - points(best),
        points=figures.figure(best),
        against=figures.figure(bigger),
    )
    buyer = view.bidding.buyer
    if (
        buyer is not None
        and buyer % 2 == view.seat % 2
        and view.rules.khasara_projects == "to_opponents"
    ):
        line += _("; if your team fails as buyer (khasara), its projects go to the opponents")
    return line + "."


def quiz_choices(view: PlayerView) -> tuple[Action, ...]:
    """The answers offered: every legal action but Kawesh (it is no judgement).

    Raises:
        QuizError: the view is not the learner's bidding, doubling or declaring turn.
    """
    declaring = view.phase is Phase.PLAYING and any(
        isinstance(a, Declare) for a in view.legal_actions
    )
    if not view.is_my_turn or not (declaring or view.phase in (Phase.BIDDING, Phase.DOUBLING)):
        raise QuizError("a quiz question is a bidding, doubling or declaring turn of the learner")
    return tuple(
        a for a in view.legal_actions if not (isinstance(a, Bid) and a.call is Call.KAWESH)
    )


def question_prompt(view: PlayerView) -> str:
    """The question asked of a decision, in the words of its kind."""
    if view.phase is Phase.PLAYING:
        return _("Your first card is due: what would you declare?")
    if view.phase is not Phase.DOUBLING:
        return _("What would you bid?")
    trump = view.trump
    contract = _("Sun") if trump is None else _("Hokum {suit}").format(suit=trump.symbol)
    steps = {a.step for a in view.legal_actions if isinstance(a, Double)}
    if DoubleStep.DOUBLE in steps:
        return _("The opponents bought a {contract}: would you double it?").format(
            contract=contract
        )
    return _("Your {contract} has been doubled: would you raise the doubling?").format(
        contract=contract
    )


@dataclass(frozen=True, slots=True)
class QuizRun:
    """A running quiz: how many asked, marks so far, each grade."""

    difficulty: Difficulty | None
    """The chosen difficulty (None: hands of every difficulty)."""
    grades: tuple[Grade, ...] = ()
    """Every graded answer, in order."""
    topic: QuizTopic = "bidding"
    """Which quiz: bidding, doubling or declaring."""

    @property
    def key(self) -> str:
        """The name its best run is kept under: the difficulty for bidding, else the topic."""
        return quiz_key(self.topic, self.difficulty)

    @property
    def asked(self) -> int:
        """Questions answered."""
        return len(self.grades)

    @property
    def score(self) -> float:
        """Marks earned."""
        return sum(g.marks for g in self.grades)

    def record(self, result: Grade) -> QuizRun:
        """The run with one more graded answer."""
        return replace(self, grades=(*self.grades, result))

    @property
    def summary(self) -> str:
        """``Score 3.5 / 5`` style text."""
        return _("Score {score} / {asked}").format(score=f"{self.score:g}", asked=self.asked)
