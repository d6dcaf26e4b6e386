"""``baloot learn`` (lessons and quizzes) and ``baloot review FILE`` (hand review).

Each game of the registry gives its lessons, its quizzes and its review through the
:class:`~baloot_tui.core.game.Game` protocol; a game without quizzes has lessons
only, one without a review refuses ``baloot review`` on its records. The Textual app
is imported inside the commands that open it, so ``baloot review`` without ``--view``
prints its text and never loads Textual.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

import click

from baloot_tui.cli.arabic import arabic_in_force, arabic_option
from baloot_tui.cli.common import (
    SEED_RANGE,
    data_dir_option,
    fail,
    load_game_record_file,
    run_app,
    warn_lessons_left_out,
)
from baloot_tui.cli.games import for_each_game, game_option, game_preset
from baloot_tui.cli.lang import lang_option, printed, speak
from baloot_tui.cli.progress import progress_bar
from baloot_tui.core.errors import NotationError
from baloot_tui.core.game import Game
from baloot_tui.core.registry import all_games, default_game, game_named
from baloot_tui.core.seats import Seat
from baloot_tui.plain.lines import say
from baloot_tui.text.arabic import ArabicDisplay
from baloot_tui.text.i18n import N_, Language, _
from baloot_tui.text.table_words import SEAT_WORDS

MAX_BUDGET: Final = 32 * default_game().review_budget
"""The most deals a review samples per decision (a bigger budget only takes longer)."""


def _choices(values: Any) -> tuple[str, ...]:
    """Every game's ``values`` once, in the registry's order."""
    return tuple(dict.fromkeys(value for game in all_games() for value in values(game)))


@click.command("learn")
@game_option("The game to learn")
@click.option(
    "--lesson",
    type=click.Choice(_choices(lambda game: (item.key for item in game.lessons()))),
    help="Open this lesson at once.",
)
@click.option(
    "--list", "list_lessons", is_flag=True, help="Print the lessons (key, title, topic) and exit."
)
@click.option(
    "--quiz", is_flag=True, help="Start a quiz at once (the bidding quiz unless --topic)."
)
@click.option(
    "--topic",
    type=click.Choice(_choices(lambda game: game.quiz_topics)),
    default=default_game().quiz_topics[0],
    show_default=True,
    help="Which quiz: what to bid, whether to double, what to declare.",
)
@click.option(
    "--difficulty",
    type=click.Choice(_choices(lambda game: game.quiz_levels)),
    default=default_game().quiz_levels[0],
    show_default=True,
    help="Bidding quiz difficulty: clear-cut hands (easy) to close calls (hard).",
)
@click.option(
    "--seed", type=SEED_RANGE, help="Seed of the quiz hands (the same seed, the same hands)."
)
@data_dir_option("Folder for learning progress")
@click.option(
    "--rules",
    "preset_name",
    callback=game_preset,
    help="Teach this house-rule preset ("
    + for_each_game(lambda game: f"{', '.join(game.presets)}; default: {game.presets[0]}")
    + ").",
)
@arabic_option
@lang_option
def learn(
    game: str,
    lesson: str | None,
    list_lessons: bool,
    quiz: bool,
    topic: str,
    difficulty: str,
    seed: int | None,
    data_dir: Path | None,
    preset_name: str | None,
    arabic: ArabicDisplay | None,
    lang: Language | None,
) -> None:
    """Learn Baloot: lessons, quizzes on bidding, doubling and declaring, and a play trainer.

    Lessons cover the cards, bidding, doubling, projects, scoring and card play; their
    answers and rule sentences are computed for the house rules taught. With --game the
    app opens on that game's lessons, their answers computed by its engine (a game
    without quizzes has lessons only).
    """
    shown = arabic_in_force(arabic)
    speak(lang, shown)
    if lesson is not None and quiz:
        raise click.UsageError("choose --lesson or --quiz, not both")
    played = game_named(game)
    if quiz and not played.quiz_topics:
        quizzes = " and ".join(f"{g.short_title}'s" for g in all_games() if g.quiz_topics)
        raise click.UsageError(f"the quizzes are {quizzes}; --game {game} has lessons only")
    lessons = played.lessons(preset_name)
    if lesson is not None and lesson not in [item.key for item in lessons]:
        raise click.BadParameter(_other_lesson(lesson, played), param_hint="'--lesson'")
    if list_lessons:
        if lesson is not None or quiz:
            raise click.UsageError("--list prints the lessons; it opens none")
        warn_lessons_left_out("learn")
        key_width = max((len(item.key) for item in lessons), default=0)
        title_width = max((len(item.title) for item in lessons), default=0)
        lines = [
            f"{item.key:<{key_width}}  {item.title:<{title_width}}  {item.topic}"
            for item in lessons
        ]
        say(printed("\n".join(lines), shown))
        return
    from baloot_tui.tui.learn.app import open_learn  # loads Textual

    run_app(
        open_learn(
            game,
            preset_name,
            data_dir=data_dir,
            lesson=lesson,
            quiz=difficulty if quiz else None,
            topic=topic,
            seed=seed,
            arabic=shown,
        )
    )


def _other_lesson(lesson: str, played: Game[Any, Any, Any, Any]) -> str:
    """Why ``lesson`` is not one of ``played``'s: whose it is, and what this game has."""
    owner = next(game for game in all_games() if lesson in [i.key for i in game.lessons()])
    mine = ", ".join(item.key for item in played.lessons())
    return (
        f"{lesson!r} is a {owner.short_title} lesson (--game {owner.key}); "
        f"the {played.short_title} ones are {mine}"
    )


@click.command("review")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--seat", default="S", show_default=True, help="Whose decisions: S, E, N or W.")
@click.option(
    "--seed",
    type=SEED_RANGE,
    help="Seed of the sampled deals (default: each decision's own, as the coach and quiz use).",
)
@click.option(
    "--budget",
    type=click.IntRange(1, MAX_BUDGET),
    default=default_game().review_budget,
    show_default=True,
    help="Deals sampled per decision (more is slower and steadier).",
)
@click.option("--all", "show_all", is_flag=True, help="List good decisions too.")
@click.option("--view", is_flag=True, help="Browse the review in the terminal UI.")
@arabic_option
@lang_option
def review_command(
    file: Path,
    seat: str,
    seed: int | None,
    budget: int,
    show_all: bool,
    view: bool,
    arabic: ArabicDisplay | None,
    lang: Language | None,
) -> None:
    """Compare a seat's decisions in the game record FILE with the analysis, costliest first.

    Each decision is judged on the deals the player could not tell apart at the
    time, never on the hidden cards as they really were. On a terminal a bar on
    stderr shows the decisions analysed and the time left.
    """
    shown = arabic_in_force(arabic)
    speak(lang, shown)
    try:
        who = Seat.parse(seat)
    except NotationError as err:
        raise click.BadParameter(str(err), param_hint="'--seat'") from None
    loaded = load_game_record_file(file, "review")
    game = game_named(loaded.game)
    try:
        planned = game.review(loaded, who)
    except NotationError as err:
        fail("review", f"{click.format_filename(file)}: {err}")
    label = _(REVIEWING).format(seat=_(SEAT_WORDS[who]))
    with progress_bar(planned.decisions, label, shown=shown) as advance:
        result = planned.run(seed, budget, advance)
    if view:
        from baloot_tui.tui.learn.app import open_review  # loads Textual

        run_app(open_review(result, shown))
        return
    say(printed("\n".join(result.lines(click.format_filename(file), show_all)), shown))


REVIEWING: Final = N_("Reviewing {seat}")
"""The review's progress bar, naming the seat whose decisions are analysed."""
