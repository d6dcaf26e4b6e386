"""What the tools around a table ask of a game: records, the arena, the score sheet, the coach.

The store, the arena, the score calculator and the command line are written once,
against :class:`~baloot_tui.core.game.Game`; these are the values a game hands them.
Each is a description or a small protocol: the game's folder fills it in, and the
tool never asks which game it holds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Literal, Protocol, TypeVar

from baloot_tui.core.seats import Seat

M_co = TypeVar("M_co", covariant=True)
"""A game's match type, as a record holds it."""


class GameRecord(Protocol[M_co]):
    """A record read and replayed by its game (each game's own type, its fields read-only)."""

    @property
    def game(self) -> str:
        """The key of the game it records."""
        ...

    @property
    def match(self) -> M_co:
        """The match rebuilt by replaying every deal and action."""
        ...

    @property
    def seed(self) -> int | None:
        """The seed the match was dealt from, if the writer knew it."""
        ...

    @property
    def players(self) -> Mapping[Seat, str]:
        """The names stored with it."""
        ...

    @property
    def undos(self) -> Mapping[int, int]:
        """Decisions taken back in each hand (0-based index); none where the game has no undo."""
        ...


class LessonEntry(Protocol):
    """What a list of lessons shows of one (``baloot learn --list``)."""

    @property
    def key(self) -> str:
        """Its key (``--lesson`` and the learner's progress)."""
        ...

    @property
    def title(self) -> str:
        """Its title."""
        ...

    @property
    def topic(self) -> str:
        """The topic it belongs to."""
        ...


# --------------------------------------------------------------------------- the arena

ArenaRow = Literal[
    "a",
    "b",
    "wins",
    "win_rate",
    "decided_win_rate",
    "margin_by_pair",
    "margin_by_match",
    "points_per_deal",
    "deals",
    "time_a",
    "time_b",
]
"""A line of the arena's table (:data:`baloot_tui.play.arena.ROWS` words and computes each)."""
ArenaFigure = Literal[
    "game",
    "rules",
    "a",
    "b",
    "seed",
    "matches",
    "a_wins",
    "b_wins",
    "draws",
    "win_rate",
    "decided_win_rate",
    "margin_by_pair",
    "margin_by_match",
    "a_points_per_deal",
    "b_points_per_deal",
    "deals",
    "a_times",
    "b_times",
]
"""A figure of the arena's JSON (:data:`baloot_tui.play.arena.FIGURES` computes each)."""


@dataclass(frozen=True, slots=True)
class ArenaReport:
    """How a game's arena results are told: in its units, with the figures its players read.

    Every figure is computed by the one arena from the same matches; a game chooses
    which of them it reports and in what order (its bots' docs compare runs by them).
    """

    title: str
    """The first line, with ``{matches}``, ``{seed}`` and ``{rules}`` to fill in."""
    rows: tuple[ArenaRow, ...]
    """The lines of the table after the title."""
    label_width: int
    """The width of the labels' column."""
    figures: tuple[tuple[str, ArenaFigure], ...]
    """The ``--json`` document: each key with the figure it holds, in order."""


# --------------------------------------------------------------------------- the score sheet

ScoreForm = Literal["text", "numbers", "pairs", "lists", "count", "step", "lock", "whole"]
"""How a score option's value becomes a field of the sheet.

``text``: as given; ``numbers``: ``NS=84,EW=46`` as whole numbers; ``pairs``:
repeated ``NAME=VALUE`` as a mapping; ``lists``: repeated ``NS=a,b`` as lists;
``count``: repeated ``NS`` counted; ``step``: a flag whose presence sets the field to
the option's ``value``; ``lock``: ``--closed/--open``; ``whole``: a whole number."""


@dataclass(frozen=True, slots=True)
class ScoreOption:
    """One option of ``baloot score`` and the field of the sheet it fills."""

    flag: str
    """The option as typed: ``--abnat``, ``--closed/--open``."""
    field: str
    """The sheet's field it fills (``abnat``; ``double`` for ``--three``)."""
    help: str
    """What it says, for ``--help``."""
    form: ScoreForm = "text"
    """How its value becomes the field."""
    value: str = ""
    """For a ``step``: the field's value when the flag is given (``three``)."""


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """What ``baloot score`` reads for a game: its options and its ``--json-input`` document."""

    options: tuple[ScoreOption, ...]
    """The command-line options, in the order ``--help`` lists them."""
    fields: tuple[str, ...]
    """Every field a sheet of this game may hold (the options' and the JSON document's)."""
    what: str
    """What one sheet scores, for messages: ``Baloot hand``."""
    examples: str
    """Example command lines, for ``--help``."""
    schema: str
    """The ``--json-input`` document, for ``--help``."""


@dataclass(frozen=True, slots=True)
class ScoredSheet:
    """A sheet the game has scored: its figures, and its lines in the language in force."""

    data: Mapping[str, object]
    """The figures as JSON values (``--json``)."""
    words: Callable[[], str]
    """The breakdown in players' words, worded when called (after the language is set)."""


# --------------------------------------------------------------------------- the rules


@dataclass(frozen=True, slots=True)
class RulesSummary:
    """A game's rules in short, written for one preset (``baloot rules``)."""

    house_rules: str
    """The house rules in force as a Markdown list, in the interface's language."""
    text: str
    """The summary itself (Markdown)."""


# --------------------------------------------------------------------------- the coach


class ReviewResult(Protocol):
    """A seat's decisions in a record compared with the coach's analysis."""

    def lines(self, source: str, show_all: bool) -> list[str]:
        """The review in the language in force: a summary, then the decisions to look at."""
        ...


class ReviewRun(Protocol):
    """A review about to run: how many decisions it analyses, and the run itself."""

    @property
    def decisions(self) -> int:
        """How many decisions the run analyses (a progress bar's length)."""
        ...

    def run(self, seed: int | None, budget: int, advance: Callable[[int], None]) -> ReviewResult:
        """Analyse each decision, sampling ``budget`` deals, calling ``advance(1)`` after each."""
        ...


@dataclass(frozen=True, slots=True)
class StatFigure:
    """One count a game keeps of a finished match for its statistics (``baloot stats``)."""

    label: str
    """What it counts (a message, translated where it is shown): ``Contracts made``."""
    count: int
    """How many in this match."""
    out_of: int | None = None
    """Of how many (a share is shown, and its trend plotted), or None for a plain count."""


@dataclass(frozen=True, slots=True)
class MatchStats:
    """A game's own figures of one finished match, from the player's team's side."""

    figures: tuple[StatFigure, ...]
    """Its counts, in the order the statistics list them."""
