"""``baloot learn --game belot``: the Belot lessons in the terminal, one line at a time.

Each lesson prints its text, then asks its questions with numbered choices; you answer
with a number. A wrong answer says why not and asks again; a question missed at the
first try comes back once at the end (:class:`~baloot_tui.coach.lessons.LessonRun`),
and the lesson ends with the first-try score. Plain lines only, so it works in any
terminal and with a screen reader; end of input stops the lesson.
"""

from __future__ import annotations

from collections.abc import Callable

import click

from baloot_tui.belot.house_rules import DEFAULT_RULES, BelotRules, preset
from baloot_tui.cli.common import known_preset, say
from baloot_tui.cli.games import chosen_game
from baloot_tui.coach.belot_lessons import BELOT_LESSONS, load_belot_lessons
from baloot_tui.coach.lessons import Lesson, LessonRun, describe_scene
from baloot_tui.rules.errors import NotationError

Ask = Callable[[str], str | None]
"""Reads one answer after printing its prompt; None at the end of input."""


def belot_lesson_lines(rules: BelotRules) -> list[str]:
    """One line per Belot lesson, in teaching order: key, title and topic in columns."""
    lessons = load_belot_lessons(rules=rules)
    key_width = max(len(item.key) for item in lessons)
    title_width = max(len(item.title) for item in lessons)
    return [
        f"{item.key:<{key_width}}  {item.title:<{title_width}}  {item.topic}" for item in lessons
    ]


BELOT_LESSON_KEYS = tuple(item.key for item in BELOT_LESSONS)
"""The keys ``--lesson`` accepts with ``--game belot``."""


def learn_preset(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--rules`` of ``baloot learn``: a preset of the game chosen, lower case."""
    if value is None or chosen_game(ctx) != "belot":
        return known_preset(ctx, param, value)
    try:
        preset(value)
    except NotationError as err:
        raise click.BadParameter(str(err)) from None
    return value.strip().lower()


def learn_belot(
    lesson: str | None, list_lessons: bool, quiz: bool, preset_name: str | None
) -> None:
    """``baloot learn --game belot``: list the Belot lessons or play them in the terminal."""
    if quiz:
        raise click.UsageError("the quizzes are Baloot's; --game belot has lessons only")
    if lesson is not None and lesson not in BELOT_LESSON_KEYS:
        raise click.BadParameter(
            f"{lesson!r} is a Baloot lesson; the Belot ones are {', '.join(BELOT_LESSON_KEYS)}",
            param_hint="'--lesson'",
        )
    rules = DEFAULT_RULES if preset_name is None else preset(preset_name)
    if list_lessons:
        say("\n".join(belot_lesson_lines(rules)))
        return
    run_belot_lessons(rules, lesson, _read_answer)


def _read_answer(prompt: str) -> str | None:
    try:
        return str(click.prompt(prompt, default="", show_default=False, prompt_suffix=""))
    except (EOFError, click.Abort):
        return None


def run_belot_lessons(rules: BelotRules, key: str | None, ask: Ask) -> bool:
    """Play the lesson ``key`` (every lesson when None) under ``rules``; False if input ended."""
    lessons = load_belot_lessons(rules=rules)
    chosen = [item for item in lessons if key is None or item.key == key]
    return all(play_lesson(item, ask) for item in chosen)


def play_lesson(lesson: Lesson, ask: Ask) -> bool:
    """One lesson to its end; False if the input ended first."""
    say(f"\n== {lesson.title} ==\n{lesson.text}")
    run = LessonRun(lesson)
    shown = False
    while not run.finished:
        question = run.question
        if not shown:
            say("")
            say("\n".join([question.prompt, *describe_scene(question.scene)]))
            for number, choice in enumerate(question.choices, start=1):
                say(f"  {number}. {choice.label}")
            shown = True
        answer = ask(f"Your answer (1-{len(question.choices)}): ")
        if answer is None:
            return False
        if not answer.strip().isdigit() or not 1 <= int(answer) <= len(question.choices):
            say(f"Type a number from 1 to {len(question.choices)}.")
            continue
        run = run.answer(int(answer) - 1)
        assert run.last is not None
        say(run.last.text)
        if run.solved and not run.finished:
            run, shown = run.next(), False
    verdict = "passed" if run.passed else "not passed yet"
    say(f"\n{lesson.title}: {run.score} of {len(lesson.questions)} at the first try, {verdict}.")
    return True
