"""The quizzes as the Learn menu lists them: topics, difficulties, titles, the runs' names.

Apart from the quiz itself (:mod:`~baloot_tui.games.baloot.coach.quiz`), which grades with
the coach's analysis and the search bots, so that the menu opens without loading them.
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
