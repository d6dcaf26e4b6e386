"""Every authored judgement of a lesson agrees with the coach's analysis of the same decision.

A judgement question (what to bid, whether to double, which card to give a partner's
trick) has an answer the lesson states; the coach, the quiz and the review grade the
same decision with the analysis. Each such question is set up as a real position of
the engine (:mod:`tests.coach.judgement_kit`) and analysed exactly as the coach would
(its own seeded worlds, the default budget): every answer the lesson calls right must
be graded right (the best, or tied with it), and every answer it calls wrong must be
surely worse. A lesson that disagrees is taught wrong, or its position is too close to
call; either way it fails here, not in front of a learner.
"""

from __future__ import annotations

import pytest

from baloot_tui.core.cards import Card
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.coach.analysis import analyse
from baloot_tui.games.baloot.coach.lessons import LESSONS, Question
from baloot_tui.games.baloot.rules import RoundState
from baloot_tui.games.baloot.rules.actions import PlayCard
from tests.coach.judgement_kit import bidding_position, doubling_position, played_position

JUDGED = [
    (lesson.key, index, question)
    for lesson in LESSONS
    for index, question in enumerate(lesson.questions)
    if question.kind in ("bid", "double", "feed")
]
"""Every question whose answer is a judgement of play: authored, or a rule of thumb."""


def position(question: Question) -> RoundState:
    """The engine's hand at the question's decision, South to act."""
    scene = question.scene
    if question.kind == "bid":
        return bidding_position(question)
    assert scene.buyer is not None
    if question.kind == "double":
        return doubling_position(scene, scene.buyer)
    return played_position(scene, scene.buyer)


def test_every_judgement_kind_is_checked() -> None:
    assert {q.kind for _, _, q in JUDGED} == {"bid", "double", "feed"}
    assert len(JUDGED) >= 11


@pytest.mark.parametrize(
    ("key", "index", "question"), JUDGED, ids=[f"{k}-{i}" for k, i, _ in JUDGED]
)
def test_the_lessons_answer_is_the_analysiss(key: str, index: int, question: Question) -> None:
    view = position(question).view(Seat.SOUTH)
    values = {v.action: v for v in analyse(view)}
    by_label = {str(action): value for action, value in values.items()}
    for choice in question.choices:
        action = choice.action
        if isinstance(action, Card):
            action = PlayCard(Seat.SOUTH, action)
        value = by_label.get(str(action))
        if value is None:
            assert not choice.correct, f"{choice.label} is the answer but not legal here"
            continue
        said = f"{choice.label}: {value.standing}, gap {value.gap:.2f} ± {value.uncertainty:.2f}"
        if choice.correct:
            assert value.correct, f"the lesson's answer is graded worse: {said}"
        else:
            assert value.standing == "worse" and value.settled, f"not surely wrong: {said}"
