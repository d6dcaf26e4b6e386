"""``baloot score``: the score calculator for people playing with real cards.

The flags (or a JSON document on stdin) describe what the table counted; the rules
engine scores it and the breakdown says why. Bad or contradictory input is refused
with a one-line error and exit code 2.
"""

from __future__ import annotations

import sys

import click

from baloot_tui.cli.common import fail, say, say_json
from baloot_tui.cli.score_input import SCHEMA_HELP, ScoredHand, score_document
from baloot_tui.engine.files import SCORE_INPUT
from baloot_tui.engine.words import score_lines
from baloot_tui.rules.bounded_json import parse
from baloot_tui.rules.errors import BalootError, quote
from baloot_tui.rules.record import to_json

_EPILOG = (
    "\b\nExamples:\n"
    "  baloot score --contract hokum --trump H --buyer NS --abnat EW=44 --last-trick NS\n"
    "  baloot score --contract sun --buyer NS --abnat NS=84,EW=46 --last-trick NS\n"
    "  baloot score --contract sun --buyer NS --double --match-score NS=110,EW=90 \\\n"
    "      --captured EW='AS TS AH TH AD KD QC 7S' --last-trick NS\n"
    "  baloot score --json-input < hand.json\n\n"
    "\b\nThe --json-input document (every field optional unless marked):\n" + SCHEMA_HELP
)


@click.command("score", epilog=_EPILOG)
@click.option("--contract", help="sun or hokum.")
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
@click.option("--json-input", is_flag=True, help="Read the hand as JSON from stdin instead.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def score(
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
    json_input: bool,
    as_json: bool,
) -> None:
    """Score one hand of Baloot played with real cards.

    Give the contract, the buyer and either the card points (abnat) or the cards one
    team captured, plus who won the last trick. One team's abnat figure excludes the
    last-trick 10 (the other team gets the rest); two figures may sum to 120/152
    (without the 10) or 130/162 (the 10 included in the last-trick team's figure).
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
        if overrides:
            doc["set"] = dict(_assignment(text, "--set") for text in overrides)
        if json_input:
            if doc:
                raise BalootError(
                    "--json-input reads the whole hand from stdin: drop the other flags"
                )
            doc = _read_stdin()
        scored = score_document(doc)
    except BalootError as err:
        fail("score", str(err), code=2)
    if as_json:
        say_json(to_json(_as_dict(scored)))
    else:
        say(_as_text(scored))


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
    lines = [] if scored.comparison is None else [scored.comparison]
    lines = list(score_lines([*lines, *scored.score.explanation], by_team=True))
    if scored.match_score is not None:
        lines.append(f"Match score: NS {scored.match_score[0]}, EW {scored.match_score[1]}")
    if scored.match_winner is not None:
        lines.append(f"{scored.match_winner.short} wins the match")
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
        "explanation": [
            *([] if scored.comparison is None else [scored.comparison]),
            *s.explanation,
        ],
    }
