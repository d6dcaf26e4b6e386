"""The quizzes as the Learn menu lists them, and the kinds of decision practice keeps.

Topics, difficulties, titles and the runs' names are kept apart from the quiz itself
(:mod:`~baloot_tui.games.baloot.coach.quiz`), which grades with the coach's analysis
and the search bots, so that the menu opens without loading them.
"""

from __future__ import annotations

from typing import Final, Literal

from baloot_tui.text.i18n import N_

Difficulty = Literal["easy", "medium", "hard"]
DIFFICULTIES: Final[tuple[Difficulty, ...]] = ("easy", "medium", "hard")
QuizTopic = Literal["bidding", "doubling", "declaring"]
QUIZ_TOPICS: Final[tuple[QuizTopic, ...]] = ("bidding", "doubling", "declaring")
TOPIC_TITLES: Final[dict[QuizTopic, str]] = {
    "bidding": N_("What would you bid?"),
    "doubling": N_("Would you double?"),
    "declaring": N_("What would you declare?"),
}
"""The quizzes' names in the menu (a screen translates them where it draws them)."""
LEVEL_WORDS: Final = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}
"""The quizzes' difficulties in words."""


def quiz_key(topic: QuizTopic, difficulty: Difficulty | None) -> str:
    """The name a quiz's best run is kept under: the difficulty for bidding, else the topic."""
    if topic == "bidding" and difficulty is not None:
        return difficulty
    return topic if difficulty is None else f"{topic}-{difficulty}"


QUIZZES: Final[tuple[tuple[str, QuizTopic, Difficulty | None], ...]] = (
    *((quiz_key("bidding", d), "bidding", d) for d in DIFFICULTIES),
    *((quiz_key(t, None), t, None) for t in QUIZ_TOPICS if t != "bidding"),
)
"""The quizzes in the menu: the name their best run is kept under, topic, difficulty."""


AnswerKind = Literal["hokum", "sun", "ashkal", "pass", "double", "no double", "declaring"]
"""What a question is about, by its best answer: a bid, a pass in the auction, a double
or none on the doubling ladder, or a declaration of projects."""
ANSWER_KINDS: Final[tuple[AnswerKind, ...]] = (
    "hokum",
    "sun",
    "ashkal",
    "pass",
    "double",
    "no double",
    "declaring",
)
PRACTICE_PREFIX: Final = "baloot."
"""Before a kind of decision (:data:`ANSWER_KINDS`) in the learner's practice, apart from
other games' kinds."""


def practice_kind(kind: AnswerKind) -> str:
    """The name practice keeps ``kind`` under (``baloot.sun``)."""
    return PRACTICE_PREFIX + kind


def due_answer_kinds(due: tuple[str, ...]) -> frozenset[AnswerKind]:
    """The quiz's kinds among the kinds of decision ``due`` for practice."""
    return frozenset(kind for kind in ANSWER_KINDS if practice_kind(kind) in due)
