"""``baloot learn`` (lessons and the bidding quiz) and ``baloot review FILE`` (hand review).

The Textual app is imported inside the commands that open it, so ``baloot review``
without ``--view`` prints its text and never loads Textual.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Final

import click

from baloot_tui.cli.arabic import arabic_in_force, arabic_option
from baloot_tui.cli.belot_learn import BELOT_LESSON_KEYS, learn_belot, learn_preset
from baloot_tui.cli.common import (
    SEED_RANGE,
    data_dir_option,
    load_record_file,
    run_app,
    say,
)
from baloot_tui.cli.games import game_option
from baloot_tui.cli.lang import lang_option, printed, speak
from baloot_tui.cli.progress import Advance, progress_bar
from baloot_tui.core.errors import NotationError
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.coach.analysis import DEFAULT_BUDGET, OptionValue, analyse
from baloot_tui.games.baloot.coach.learning import decisions
from baloot_tui.games.baloot.coach.lessons import LESSONS
from baloot_tui.games.baloot.coach.quiz import DIFFICULTIES, QUIZ_TOPICS, Difficulty
from baloot_tui.games.baloot.coach.review import Analyser, Review, review
from baloot_tui.games.baloot.coach.words import reason_words
from baloot_tui.games.baloot.rules.house_rules import DEFAULT_RULES, PRESETS, preset
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.arabic import ArabicDisplay
from baloot_tui.text.i18n import N_, Language, _
from baloot_tui.text.table_words import SEAT_WORDS

_LESSON_KEYS: Final = tuple(item.key for item in LESSONS)
MAX_BUDGET: Final = 32 * DEFAULT_BUDGET
"""The most deals a review samples per decision (a bigger budget only takes longer)."""


@click.command("learn")
@game_option("The game to learn (Belot: its three lessons)")
@click.option(
    "--lesson",
    type=click.Choice((*_LESSON_KEYS, *BELOT_LESSON_KEYS)),
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
    type=click.Choice(QUIZ_TOPICS),
    default="bidding",
    show_default=True,
    help="Which quiz: what to bid, whether to double, what to declare.",
)
@click.option(
    "--difficulty",
    type=click.Choice(DIFFICULTIES),
    default="easy",
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
    callback=learn_preset,
    help=f"Teach this house-rule preset ({', '.join(PRESETS)}; default: kammelna; "
    "with --game belot a Belot preset, default: official).",
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
    answers and rule sentences are computed for the house rules taught. With --game
    belot the app opens on the Belot lessons (contracts and card orders; bidding, contra
    and recontra; scoring and hanging points), their answers computed by the Belot engine.
    """
    shown = arabic_in_force(arabic)
    speak(lang, shown)
    if lesson is not None and quiz:
        raise click.UsageError("choose --lesson or --quiz, not both")
    if game == "belot":
        learn_belot(lesson, list_lessons, quiz, preset_name, data_dir, shown)
        return
    if lesson in BELOT_LESSON_KEYS:
        raise click.BadParameter(
            f"{lesson!r} is a Belot lesson (--game belot)", param_hint="'--lesson'"
        )
    if list_lessons:
        if lesson is not None or quiz:
            raise click.UsageError("--list prints the lessons; it opens none")
        click.echo(printed("\n".join(lesson_lines()), shown))
        return
    from baloot_tui.tui.learn.app import LearnOptions, make_learn_app  # loads Textual

    options = LearnOptions(
        data_dir=data_dir,
        lesson=lesson,
        quiz=_difficulty(difficulty) if quiz else None,
        quiz_topic=next(t for t in QUIZ_TOPICS if t == topic),
        seed=seed,
        rules=DEFAULT_RULES if preset_name is None else preset(preset_name),
        arabic=shown,
    )
    run_app(make_learn_app(options))


def lesson_lines() -> list[str]:
    """One line per lesson, in teaching order: key, title and topic in columns."""
    key_width = max(len(item.key) for item in LESSONS)
    title_width = max(len(item.title) for item in LESSONS)
    return [
        f"{item.key:<{key_width}}  {item.title:<{title_width}}  {item.topic}" for item in LESSONS
    ]


def _difficulty(text: str) -> Difficulty:
    return next(d for d in DIFFICULTIES if d == text)


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
    default=DEFAULT_BUDGET,
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
    loaded = load_record_file(file, "review")
    taken = decisions(loaded.match, who)
    label = _(REVIEWING).format(seat=_(SEAT_WORDS[who]))
    with progress_bar(len(taken), label, shown=shown) as advance:
        result = review(who, taken, seed, budget, counted(analyse, advance))
    if view:
        from baloot_tui.tui.learn.app import LearnOptions, make_learn_app  # loads Textual

        run_app(make_learn_app(LearnOptions(review=result, arabic=shown)))
        return
    lines = describe_review(result, click.format_filename(file), show_all)
    say(printed("\n".join(lines), shown))


def counted(analyser: Analyser, advance: Advance) -> Analyser:
    """``analyser`` that reports each decision it has analysed to ``advance``."""

    def analyse_and_count(
        view: PlayerView, rng: random.Random | None, worlds: int
    ) -> tuple[OptionValue, ...]:
        values = analyser(view, rng, worlds)
        advance(1)
        return values

    return analyse_and_count


REVIEW_HEAD: Final = N_(
    "Review of {seat} in {source}: {count} decisions, {mistakes} to look at, {loss} game points "
    "given up."
)
REVIEWING: Final = N_("Reviewing {seat}")
"""The review's progress bar, naming the seat whose decisions are analysed."""
ALL_MATCHED: Final = N_("Every decision matched the analysis. Well played.")
SAWA_MARK: Final = N_("sawa")
"""The mark of a Sawa claim in the list, where a decision has its verdict."""


def describe_review(result: Review, source: str, show_all: bool = False) -> list[str]:
    """The review as text lines: a summary, then each decision with the better option's reasons.

    In the language in force; ``source`` (the record's file name) is printed as given.
    """
    lines = [
        _(REVIEW_HEAD).format(
            seat=_(SEAT_WORDS[result.seat]),
            source=source,
            count=len(result.items),
            mistakes=len(result.mistakes),
            loss=f"{result.total_loss:.1f}",
        )
    ]
    shown = result.items if show_all else result.mistakes
    if not shown:
        lines.append(_(ALL_MATCHED))
    for item in shown:
        lines.append(f"- [{_(item.verdict)}] {item.summary()}")
        lines.extend(f"    {reason_words(reason)}" for reason in item.best.reasons)
    lines.extend(f"- [{_(SAWA_MARK)}] {claim.claim_summary()}" for claim in result.claims)
    return lines
