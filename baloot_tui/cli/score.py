"""``baloot score``: the score calculator for people playing with real cards.

The flags (or a JSON document on stdin) describe what the table counted; the rules
engine scores it and the breakdown says why. Bad or contradictory input is refused
with a one-line error and exit code 2. ``--game belot`` scores a Bulgarian Belot deal
(:mod:`baloot_tui.games.belot.score_input`) with its own options, sharing the others.
"""

from __future__ import annotations

import sys
from typing import Final

import click

from baloot_tui.cli.arabic import arabic_in_force, arabic_option
from baloot_tui.cli.common import fail, say, say_json
from baloot_tui.cli.games import game_option
from baloot_tui.cli.lang import lang_option, printed, speak
from baloot_tui.cli.score_input import SCHEMA_HELP, ScoredHand, score_document
from baloot_tui.core.bounded_json import parse
from baloot_tui.core.errors import BalootError, quote
from baloot_tui.core.seats import Team
from baloot_tui.games.baloot.rules.record import to_json
from baloot_tui.games.baloot.words import english_explanation, score_lines
from baloot_tui.games.belot.score_input import (
    BELOT_SCHEMA_HELP,
    score_belot_document,
)
from baloot_tui.games.belot.score_words import belot_score_dict, belot_score_text
from baloot_tui.store.files import SCORE_INPUT
from baloot_tui.text.arabic import ArabicDisplay
from baloot_tui.text.i18n import Language, _
from baloot_tui.text.table_words import TEAM_SHORT, team_pair

_EPILOG = (
    "\b\nExamples:\n"
    "  baloot score --contract hokum --trump H --buyer NS --abnat EW=44 --last-trick NS\n"
    "  baloot score --contract sun --buyer NS --abnat NS=84,EW=46 --last-trick NS\n"
    "  baloot score --contract sun --buyer NS --double --match-score NS=110,EW=90 \\\n"
    "      --captured EW='AS TS AH TH AD KD QC 7S' --last-trick NS\n"
    "  baloot score --json-input < hand.json\n\n"
    "\b\nThe --json-input document (every field optional unless marked):\n" + SCHEMA_HELP + "\n\n"
    "\b\nBulgarian Belot (--game belot):\n"
    "  baloot score --game belot --contract S --bidder NS --points EW=47 --last-trick NS\n"
    "  baloot score --game belot --contract AT --bidder EW --points EW=119 --last-trick NS \\\n"
    "      --belote EW\n"
    "  baloot score --game belot --contract C --bidder EW --contra --points EW=71 \\\n"
    "      --last-trick NS --hanging 14\n"
    "\b\nIts --json-input document:\n" + BELOT_SCHEMA_HELP
)
BALOOT_ONLY: Final = (
    *("trump", "buyer", "abnat", "kaboot", "double", "lock", "baloot", "match_score"),
    *("first_lead", "qayd", "projects"),
)
"""Fields of a Baloot hand that a Belot deal does not have."""
BELOT_ONLY: Final = (
    *("bidder", "card_points", "tricks", "valat", "contra", "declarations", "belotes"),
    "hanging",
)
"""Fields of a Belot deal that a Baloot hand does not have."""


@click.command("score", epilog=_EPILOG)
@game_option("The game the hand was played in")
@click.option("--contract", help="sun or hokum; in Belot C, D, H, S, NT or AT.")
@click.option("--trump", help="The trump suit in Hokum: S, H, D or C.")
@click.option("--buyer", help="The buyer's team: NS or EW.")
@click.option("--abnat", help="Card points, e.g. NS=84,EW=46 or EW=44 (see below).")
@click.option(
    "--captured", multiple=True, help="Cards a team captured, e.g. EW='AS TS KS'; repeatable."
)
@click.option("--last-trick", help="The team that won trick 8 (+10).")
@click.option("--kaboot", help="The team that took all 8 tricks.")
@click.option("--double", "step", flag_value="double", help="The hand was doubled (×2).")
@click.option("--three", "step", flag_value="three", help="Raised to Three (×3, Hokum).")
@click.option("--four", "step", flag_value="four", help="Raised to Four (×4, Hokum).")
@click.option("--gahwa", "step", flag_value="gahwa", help="Raised to Gahwa (decides the match).")
@click.option("--closed/--open", "closed", default=None, help="A doubled Hokum's lock.")
@click.option(
    "--project",
    multiple=True,
    help="A team's projects, e.g. NS=sira,fifty or NS=sira:7H-8H-9H; repeatable.",
)
@click.option("--baloot", help="The team whose player showed Baloot (K+Q of trumps).")
@click.option("--match-score", help="The match score before the hand, e.g. NS=110,EW=90.")
@click.option("--first-lead", help="The team that led trick 1 (breaks equal projects).")
@click.option("--qayd", help="The team caught in an illegal play: the hand stopped.")
@click.option("--rules", "rules_preset", help="A house-rule preset (default kammelna).")
@click.option("--set", "overrides", multiple=True, help="A house rule, FLAG=VALUE; repeatable.")
@click.option("--bidder", help="Belot: the team of the final bid, NS or EW.")
@click.option("--points", help="Belot: card points without the last ten, e.g. EW=47.")
@click.option("--tricks", help="Belot: tricks taken, e.g. NS=5,EW=3 (else 4-4).")
@click.option("--valat", help="Belot: the team that took all 8 tricks.")
@click.option("--contra", "contra", flag_value="contra", help="Belot: contra (×2).")
@click.option("--recontra", "contra", flag_value="recontra", help="Belot: recontra (×4).")
@click.option(
    "--declare",
    multiple=True,
    help="Belot: a team's counted declarations, e.g. NS=tierce,carre:J; repeatable.",
)
@click.option("--belote", multiple=True, help="Belot: a team that showed a belote; repeatable.")
@click.option("--hanging", type=click.IntRange(0, 10_000), help="Belot: hanging points carried in.")
@click.option("--json-input", is_flag=True, help="Read the hand as JSON from stdin instead.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@arabic_option
@lang_option
def score(
    game: str,
    contract: str | None,
    trump: str | None,
    buyer: str | None,
    abnat: str | None,
    captured: tuple[str, ...],
    last_trick: str | None,
    kaboot: str | None,
    step: str | None,
    closed: bool | None,
    project: tuple[str, ...],
    baloot: str | None,
    match_score: str | None,
    first_lead: str | None,
    qayd: str | None,
    rules_preset: str | None,
    overrides: tuple[str, ...],
    bidder: str | None,
    points: str | None,
    tricks: str | None,
    valat: str | None,
    contra: str | None,
    declare: tuple[str, ...],
    belote: tuple[str, ...],
    hanging: int | None,
    json_input: bool,
    as_json: bool,
    arabic: ArabicDisplay | None,
    lang: Language | None,
) -> None:
    """Score one hand of Baloot played with real cards.

    Give the contract, the buyer and either the card points (abnat) or the cards one
    team captured, plus who won the last trick. One team's abnat figure excludes the
    last-trick 10 (the other team gets the rest); two figures may sum to 120/152
    (without the 10) or 130/162 (the 10 included in the last-trick team's figure).

    With --game belot: one Bulgarian Belot deal; give the contract, the bidders, the
    card points or captured cards and the last trick, and what else happened.
    """
    try:
        doc: dict[str, object] = {
            key: value
            for key, value in {
                "contract": contract,
                "trump": trump,
                "buyer": buyer,
                "last_trick": last_trick,
                "kaboot": kaboot,
                "double": step,
                "lock": None if closed is None else ("closed" if closed else "open"),
                "baloot": baloot,
                "first_lead": first_lead,
                "qayd": qayd,
                "rules": rules_preset,
                "bidder": bidder,
                "valat": valat,
                "contra": contra,
                "hanging": hanging,
            }.items()
            if value is not None
        }
        if abnat is not None:
            doc["abnat"] = _numbers(abnat, "--abnat")
        if match_score is not None:
            doc["match_score"] = _numbers(match_score, "--match-score")
        if captured:
            doc["captured"] = dict(_assignment(text, "--captured") for text in captured)
        if project:
            doc["projects"] = {
                team: [p for p in kinds.split(",") if p.strip()]
                for team, kinds in (_assignment(text, "--project") for text in project)
            }
        if points is not None:
            doc["card_points"] = _numbers(points, "--points")
        if tricks is not None:
            doc["tricks"] = _numbers(tricks, "--tricks")
        if declare:
            doc["declarations"] = {
                team: [d for d in kinds.split(",") if d.strip()]
                for team, kinds in (_assignment(text, "--declare") for text in declare)
            }
        if belote:
            doc["belotes"] = {team: belote.count(team) for team in belote}
        if overrides:
            doc["set"] = dict(_assignment(text, "--set") for text in overrides)
        if json_input:
            if doc:
                raise BalootError(
                    "--json-input reads the whole hand from stdin: drop the other flags"
                )
            doc = _read_stdin()
        if game.lower() == "belot":
            _refuse(doc, BALOOT_ONLY, "Baloot", "Belot deal")
            deal = score_belot_document(doc)
        else:
            _refuse(doc, BELOT_ONLY, "Belot", "Baloot hand")
            scored = score_document(doc)
    except BalootError as err:
        fail("score", str(err), code=2)
    if as_json:
        say_json(to_json(belot_score_dict(deal) if game.lower() == "belot" else _as_dict(scored)))
        return
    shown = arabic_in_force(arabic)
    speak(lang, shown)
    say(printed(belot_score_text(deal) if game.lower() == "belot" else _as_text(scored), shown))


def _refuse(doc: dict[str, object], fields: tuple[str, ...], game: str, what: str) -> None:
    """The first field only the other game has, named as an error."""
    wrong = next((f for f in fields if f in doc), None)
    if wrong is not None:
        raise BalootError(f"{wrong} belongs to {game}, not to a {what} (see --help)")


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


def _as_text(scored: ScoredHand) -> str:
    compared = () if scored.comparison is None else (scored.comparison,)
    lines = list(score_lines([*compared, *scored.score.lines], by_team=True))
    teams = {team: _(TEAM_SHORT[team]) for team in Team}
    if scored.match_score is not None:
        lines.append(
            _("Match score: {figures}").format(figures=team_pair(scored.match_score, teams))
        )
    if scored.match_winner is not None:
        lines.append(_("{team} wins the match").format(team=teams[scored.match_winner]))
    return "\n".join(lines)


def _as_dict(scored: ScoredHand) -> dict[str, object]:
    s = scored.score
    return {
        "points": list(s.points),
        "outcome": s.outcome,
        "winner": None if s.winner is None else s.winner.short,
        "multiplier": s.multiplier,
        "abnat": list(s.abnat),
        "card_gp": list(s.card_gp),
        "project_gp": list(s.project_gp),
        "baloot_gp": list(s.baloot_gp),
        "totals": list(s.totals),
        "raw_totals": list(s.raw_totals),
        "counting_team": None if scored.counting_team is None else scored.counting_team.short,
        "match_score": None if scored.match_score is None else list(scored.match_score),
        "match_winner": None if scored.match_winner is None else scored.match_winner.short,
        "explanation": english_explanation(
            [*([] if scored.comparison is None else [scored.comparison]), *s.lines]
        ),
    }
