"""``baloot score``: the score calculator for people playing with real cards.

The flags (or a JSON document on stdin) describe what the table counted; the game's
engine scores it and the breakdown says why. Bad or contradictory input is refused
with a one-line error and exit code 2. Each game of the registry gives its options,
its document and its words (:attr:`~baloot_tui.core.game.Game.score_sheet`,
:meth:`~baloot_tui.core.game.Game.score`); this shell reads them the same way for
every game, and refuses a field that belongs to another game's sheet.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import click

from baloot_tui.cli.arabic import arabic_in_force, arabic_option
from baloot_tui.cli.common import fail, say_json
from baloot_tui.cli.games import for_each_game, game_option
from baloot_tui.cli.lang import lang_option, printed, speak
from baloot_tui.core.bounded_json import parse
from baloot_tui.core.errors import BalootError, quote
from baloot_tui.core.game import Game
from baloot_tui.core.record import to_json
from baloot_tui.core.registry import all_games, game_named
from baloot_tui.core.sheet import WHOLE_LIMIT
from baloot_tui.core.tools import ScoreOption
from baloot_tui.plain.lines import say
from baloot_tui.store.files import SCORE_INPUT
from baloot_tui.text.arabic import ArabicDisplay
from baloot_tui.text.i18n import Language

F = Callable[..., Any]


def _epilog() -> str:
    """The examples and the ``--json-input`` document of every game, the first game first."""
    first, *others = all_games()
    parts = [
        f"\b\nExamples:\n{first.score_sheet.examples}\n\n"
        "\b\nThe --json-input document (every field optional unless marked):\n"
        f"{first.score_sheet.schema}"
    ]
    parts += [
        f"\n\n\b\n{game.title} (--game {game.key}):\n{game.score_sheet.examples}\n"
        f"\b\nIts --json-input document:\n{game.score_sheet.schema}"
        for game in others
    ]
    return "".join(parts)


def _options() -> list[ScoreOption]:
    """Every game's score options once, each with the help of every game that has it.

    An option of the first game says its help; another game's own says ``<short title>: ...``
    (its short title); one several games share says each one's that differs.
    """
    first = all_games()[0]
    found: dict[str, tuple[ScoreOption, list[tuple[Game[Any, Any, Any, Any], str]]]] = {}
    for game in all_games():
        for option in game.score_sheet.options:
            shared = found.setdefault(option.flag, (option, []))
            if (shared[0].field, shared[0].form) != (option.field, option.form):
                raise AssertionError(f"{option.flag} fills two fields")  # a game's mistake
            shared[1].append((game, option.help))
    worded = []
    for option, helps in found.values():
        games = [game for game, _ in helps]
        text = helps[0][1]
        if first not in games:
            text = f"{games[0].short_title}: {text[:1].lower()}{text[1:]}"
        for game, help_text in helps[1:]:
            if help_text != helps[0][1]:
                text = f"{text}; in {game.short_title} {help_text}"
        text = text.rstrip(".") + "."
        worded.append(ScoreOption(option.flag, option.field, text, option.form, option.value))
    return worded


def _declared(option: ScoreOption) -> Callable[[F], F]:
    """The click option that reads ``option`` into the sheet field of its name."""
    flag, field, words = option.flag, option.field, option.help
    if option.form == "step":
        return click.option(flag, field, flag_value=option.value, help=words)
    if option.form == "lock":
        return click.option(flag, field, default=None, help=words)
    if option.form in ("pairs", "lists", "count"):
        return click.option(flag, field, multiple=True, help=words)
    if option.form == "whole":
        return click.option(flag, field, type=click.IntRange(0, WHOLE_LIMIT), help=words)
    return click.option(flag, field, help=words)


def game_options(command: F) -> F:
    """Every game's score options on ``command``, in the order ``--help`` lists them."""
    for option in reversed(_options()):
        command = _declared(option)(command)
    return command


@click.command("score", epilog=_epilog())
@game_option("The game the hand was played in")
@game_options
@click.option(
    "--rules",
    "rules",
    help="A house-rule preset (default " + for_each_game(lambda game: game.presets[0]) + ").",
)
@click.option("--set", "set", multiple=True, help="A house rule, FLAG=VALUE; repeatable.")
@click.option("--json-input", is_flag=True, help="Read the hand as JSON from stdin instead.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@arabic_option
@lang_option
def score(
    game: str,
    json_input: bool,
    as_json: bool,
    arabic: ArabicDisplay | None,
    lang: Language | None,
    **given: object,
) -> None:
    """Score one hand of Baloot played with real cards.

    Give the contract, the buyer and either the card points (abnat) or the cards one
    team captured, plus who won the last trick. One team's abnat figure excludes the
    last-trick 10 (the other team gets the rest); two figures may sum to 120/152
    (without the 10) or 130/162 (the 10 included in the last-trick team's figure).

    With --game: one hand of that game, with its own options and document (below).
    """
    played = game_named(game)
    try:
        sheet = _sheet(given)
        if json_input:
            if sheet:
                raise BalootError(
                    "--json-input reads the whole hand from stdin: drop the other flags"
                )
            sheet = _read_stdin()
        _refuse_other_games(sheet, played)
        scored = played.score(sheet)
    except BalootError as err:
        fail("score", str(err), code=2)
    if as_json:
        say_json(to_json(scored.data))
        return
    shown = arabic_in_force(arabic)
    speak(lang, shown)
    say(printed(scored.words(), shown))


def _sheet(given: dict[str, object]) -> dict[str, object]:
    """The sheet the flags describe: each option's value in the field it fills."""
    forms = {option.field: option for option in _options()}
    forms["rules"] = ScoreOption("--rules", "rules", "")
    forms["set"] = ScoreOption("--set", "set", "", "pairs")
    sheet: dict[str, object] = {}
    for field, value in given.items():
        if value is None or value == ():
            continue
        sheet[field] = _field(forms[field], value)
    return sheet


def _field(option: ScoreOption, value: object) -> object:
    """A flag's value as its field holds it."""
    flag = option.flag
    if option.form == "numbers":
        return _numbers(str(value), flag)
    if option.form == "lock":
        return "closed" if value else "open"
    if not isinstance(value, tuple):
        return value
    texts = [str(text) for text in value]
    if option.form == "count":
        return {team: texts.count(team) for team in texts}
    pairs = [_assignment(text, flag) for text in texts]
    if option.form == "lists":
        return {team: [p for p in kinds.split(",") if p.strip()] for team, kinds in pairs}
    return dict(pairs)


def _refuse_other_games(sheet: dict[str, object], played: Game[Any, Any, Any, Any]) -> None:
    """The first field only another game's sheet has, named as an error."""
    mine = set(played.score_sheet.fields)
    for other in all_games():
        wrong = next((f for f in other.score_sheet.fields if f in sheet and f not in mine), None)
        if wrong is not None:
            raise BalootError(
                f"{wrong} belongs to {other.short_title}, not to a "
                f"{played.score_sheet.what} (see --help)"
            )


def _read_stdin() -> dict[str, object]:
    """The hand from stdin, read and parsed within the score sheet's limits.

    At most one byte more than the limit is read, so an endless stream
    (``< /dev/zero``) is refused as soon as it is too long.
    """
    limit = SCORE_INPUT.max_bytes
    data = sys.stdin.buffer.read(limit + 1)
    if len(data) > limit:
        raise BalootError(f"stdin: more than {limit // 1024} KB, larger than a hand may be")
    try:
        doc = parse(data.decode("utf-8-sig"), SCORE_INPUT.limits)
    except UnicodeDecodeError as err:
        raise BalootError(f"stdin: not UTF-8 text (byte {err.start + 1} is invalid)") from None
    except BalootError as err:
        raise BalootError(f"stdin: {err}") from None
    if not isinstance(doc, dict):
        raise BalootError("stdin: the hand is a JSON object")
    return doc


def _assignment(text: str, option: str) -> tuple[str, str]:
    """``NAME=VALUE`` split at the first ``=``."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise BalootError(f"{option} takes NAME=VALUE, not {quote(text)}")
    return name.strip(), value.strip()


def _numbers(text: str, option: str) -> dict[str, int]:
    """``NS=84,EW=46`` as a mapping of whole numbers."""
    pairs: dict[str, int] = {}
    for item in text.split(","):
        name, value = _assignment(item, option)
        if not (value.isascii() and value.isdigit() and len(value) <= SCORE_INPUT.limits.digits):
            raise BalootError(f"{option}: {name} needs a whole number, not {quote(value)}")
        pairs[name] = int(value)
    return pairs
