"""``baloot learn --game belot``: the Belot lessons in the Learn app, or their list.

The lessons open on the Learn app's Belot menu (its course is
:mod:`baloot_tui.games.belot.tui.learn`), where they are answered as Baloot's are,
with the learner's progress kept; ``--lesson`` opens one over it.
"""

from __future__ import annotations

from pathlib import Path

import click

from baloot_tui.cli.common import known_preset, run_app, say
from baloot_tui.cli.games import chosen_game
from baloot_tui.core.errors import NotationError
from baloot_tui.games.belot.coach.lessons import BELOT_LESSONS, load_belot_lessons
from baloot_tui.games.belot.rules.house_rules import DEFAULT_RULES, BelotRules, preset
from baloot_tui.text.arabic import Shown


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
    lesson: str | None,
    list_lessons: bool,
    quiz: bool,
    preset_name: str | None,
    data_dir: Path | None,
    shown: Shown,
) -> None:
    """``baloot learn --game belot``: list the Belot lessons, or open them in the Learn app."""
    if quiz:
        raise click.UsageError("the quizzes are Baloot's; --game belot has lessons only")
    if lesson is not None and lesson not in BELOT_LESSON_KEYS:
        raise click.BadParameter(
            f"{lesson!r} is a Baloot lesson; the Belot ones are {', '.join(BELOT_LESSON_KEYS)}",
            param_hint="'--lesson'",
        )
    rules = DEFAULT_RULES if preset_name is None else preset(preset_name)
    if list_lessons:
        if lesson is not None:
            raise click.UsageError("--list prints the lessons; it opens none")
        say("\n".join(belot_lesson_lines(rules)))
        return
    from baloot_tui.tui.learn.app import LearnOptions, make_learn_app  # loads Textual

    options = LearnOptions(
        data_dir=data_dir, game="belot", lesson=lesson, rules=rules, arabic=shown
    )
    run_app(make_learn_app(options))
