"""Reading a score sheet: the fields every game's sheet shares, checked one by one.

``baloot score`` turns its flags (or a JSON document on stdin) into one sheet, a
mapping of fields; each game reads its own fields from it
(:meth:`~baloot_tui.core.game.Game.score`). The teams, the per-team figures and
lists, the house-rule overrides and the captured cards are read alike in every game:
here, each refusal a :class:`SheetError` in one line naming the field.

>>> team_numbers({"abnat": {"NS": 84}}, "abnat")
{<Team.NORTH_SOUTH: 0>: 84}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from baloot_tui.core.cards import DECK, Card, parse_cards
from baloot_tui.core.errors import BalootError, quote
from baloot_tui.core.seats import Team
from baloot_tui.core.tools import ScoreOption

CAPTURED = ScoreOption(
    "--captured", "captured", "Cards a team captured, e.g. EW='AS TS KS'; repeatable.", "pairs"
)
"""The cards a team took (one team's pile implies the other's): every game's sheet has it."""
LAST_TRICK = ScoreOption("--last-trick", "last_trick", "The team that won trick 8 (+10).")
"""The team that won the last trick: every game's sheet has it."""


WHOLE_LIMIT: Final = 10_000
"""The largest lone whole number a sheet takes (more than any table carries)."""


class SheetError(BalootError):
    """A field of a score sheet that is malformed or contradicts another."""


def text_field(sheet: Mapping[str, object], key: str) -> str | None:
    """A text field, None when absent."""
    value = sheet.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise SheetError(f"{key} must be text, not {quote(value)}")
    return value


TEAM_WORDS: Final = {
    "NS": Team.NORTH_SOUTH,
    "EW": Team.EAST_WEST,
    "US": Team.NORTH_SOUTH,
    "THEM": Team.EAST_WEST,
    "لنا": Team.NORTH_SOUTH,
    "لهم": Team.EAST_WEST,
}
"""What a sheet may call a team: NS or EW, or the score sheet's us and them (لنا, لهم),
us being the person's team, which sits South (North and South)."""


def parse_team(text: str, key: str) -> Team:
    """A team as :data:`TEAM_WORDS` names it (a seat letter is refused: it would hide a typo)."""
    team = TEAM_WORDS.get(text.strip().upper())
    if team is None:
        raise SheetError(f"{key} must be us or them (لنا, لهم), or NS or EW, not {quote(text)}")
    return team


def team_field(sheet: Mapping[str, object], key: str) -> Team | None:
    """A team field (``NS`` or ``EW``), None when absent."""
    text = text_field(sheet, key)
    return None if text is None else parse_team(text, key)


def team_numbers(sheet: Mapping[str, object], key: str) -> dict[Team, int]:
    """A per-team mapping of whole numbers, e.g. ``{"NS": 84, "EW": 46}``."""
    raw = sheet.get(key, {})
    if not isinstance(raw, Mapping):
        raise SheetError(f"{key} must map NS/EW to numbers, not {quote(raw)}")
    pair: dict[Team, int] = {}
    for name, value in raw.items():
        team = parse_team(name, key)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise SheetError(f"{key} of {team.short} must be a whole number ≥ 0")
        pair[team] = value
    return pair


def whole_number(sheet: Mapping[str, object], key: str) -> int:
    """A whole number from 0 to :data:`WHOLE_LIMIT` (0 when not given), from flags or JSON."""
    value = sheet.get(key, 0)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= WHOLE_LIMIT:
        raise SheetError(
            f"{key} must be a whole number from 0 to {WHOLE_LIMIT}, not {quote(value)}"
        )
    return value


def team_list(sheet: Mapping[str, object], key: str, team: Team) -> list[object]:
    """``team``'s entry of a field mapping NS/EW to lists (empty when not given)."""
    raw = sheet.get(key, {})
    if not isinstance(raw, Mapping):
        raise SheetError(f"{key} must map NS/EW to lists, not {quote(raw)}")
    entries: object = next((v for k, v in raw.items() if parse_team(k, key) is team), [])
    if isinstance(entries, str) or not isinstance(entries, list):
        raise SheetError(f"the {key} of {team.short} must be a list")
    return entries


def flag_changes(
    sheet: Mapping[str, object],
    parse: Callable[[str, str], object],
    check: Callable[[str, object], None],
) -> dict[str, object]:
    """The ``set`` field's house-rule overrides, text values read by ``parse``."""
    overrides = sheet.get("set", {})
    if not isinstance(overrides, Mapping):
        raise SheetError(f"set must map house-rule flags to values, not {quote(overrides)}")
    changes: dict[str, object] = {}
    for name, value in overrides.items():
        if isinstance(value, str):
            changes[name] = parse(name, value)
        else:
            check(name, value)
            changes[name] = value
    return changes


def last_trick(sweeper: Team | None, given: Team | None, sweep: str, bonus: int) -> Team:
    """The team that won the last trick: the one that took every trick, else the sheet's.

    ``sweep`` is the game's word for taking all 8 tricks (``kaboot``, ``valat``) and
    ``bonus`` what the last trick is worth.
    """
    if sweeper is not None:
        if given is not None and given is not sweeper:
            raise SheetError(f"a {sweep} by {sweeper.short} includes the last trick")
        return sweeper
    if given is None:
        raise SheetError(f"say which team won the last trick (+{bonus})")
    return given


def sweep(team: Team, value: int) -> tuple[int, int]:
    """``value`` for ``team`` and nothing for the other, in the teams' order."""
    return (value, 0) if team is Team.NORTH_SOUTH else (0, value)


def captured_piles(sheet: Mapping[str, object]) -> dict[Team, tuple[Card, ...]]:
    """Each team's captured cards: one pile given implies the other; all 32, in tricks."""
    raw = sheet.get("captured")
    if not isinstance(raw, Mapping) or not raw:
        raise SheetError("captured must map NS/EW to the cards each team took")
    piles: dict[Team, tuple[Card, ...]] = {}
    for name, text in raw.items():
        team = parse_team(name, "captured")
        if not isinstance(text, str):
            raise SheetError(f"the captured cards of {team.short} must be text")
        piles[team] = parse_cards(text)
    if len(piles) == 1:
        ((team, pile),) = piles.items()
        piles[team.other] = tuple(c for c in DECK if c not in pile)
    overlap = set(piles[Team.NORTH_SOUTH]) & set(piles[Team.EAST_WEST])
    if overlap:
        raise SheetError(f"card {min(overlap)} was captured by both teams")
    missing = [c for c in DECK if c not in piles[Team.NORTH_SOUTH] + piles[Team.EAST_WEST]]
    if missing:
        raise SheetError(f"nobody captured {missing[0]}: the two piles need all 32 cards")
    for team, pile in piles.items():
        if len(pile) % 4:
            raise SheetError(f"{team.short} captured {len(pile)} cards: tricks are 4 cards")
    return piles


def captured(
    sheet: Mapping[str, object], worth: Callable[[Card], int]
) -> tuple[tuple[int, int], tuple[int, int]]:
    """Card points (each card ``worth`` its points) and tricks from the captured cards."""
    piles = captured_piles(sheet)
    points = {t: sum(worth(c) for c in piles[t]) for t in Team}
    return (
        (points[Team.NORTH_SOUTH], points[Team.EAST_WEST]),
        (len(piles[Team.NORTH_SOUTH]) // 4, len(piles[Team.EAST_WEST]) // 4),
    )
