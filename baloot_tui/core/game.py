"""One shape for every game: what a card game of this family offers a table.

A :class:`Game` is a small, stateless description of one card game over its own
immutable match type (:class:`GameMatch`): how a match starts, what the seat to
act may choose and why a card is refused (:class:`Choice`), what a seat may see,
what a change was (the game's own event values, each worded by the game's words
module), how a bot decides (:class:`Bot`), and how a match is written to and read
from a record. Two conversations some games have are hooks: taking back a
decision (:meth:`Game.replay_deal`) and claiming the remaining tricks
(:class:`ClaimRules`, Baloot's Sawa).

:class:`~baloot_tui.play.driver.MatchDriver` drives a match of any game with bots
and people through this interface alone. The registry of games is
:mod:`baloot_tui.core.registry`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, Literal, Protocol, Self, TypeVar

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import Refusal
from baloot_tui.core.seats import Seat, Team
from baloot_tui.core.tools import (
    ArenaReport,
    GameRecord,
    LessonEntry,
    ReviewRun,
    RulesSummary,
    ScoredSheet,
    ScoreSheet,
)

A = TypeVar("A")
"""A game's action type."""


@dataclass(frozen=True, slots=True)
class Choice(Generic[A]):
    """One thing the seat to act may do, or a card it holds and may not play now."""

    action: A
    """What choosing it submits."""
    label: str
    """What a person reads on the button or under the card (``Bid ♥ Hearts``, ``K♥``)."""
    allowed: bool = True
    """False for a card held that the rules forbid now."""
    reason: str = ""
    """Why it is allowed or forbidden, in a person's words (cards only)."""
    card: Card | None = None
    """The card a card play plays (None for calls, doubles and declarations)."""


EventKind = Literal["dealt", "call", "declare", "card", "trick", "deal_over", "match_over"]


@dataclass(frozen=True, slots=True)
class TableEvent:
    """Something the whole table saw happen, in a person's words."""

    kind: EventKind
    """What sort of change it was (a table pauses after a trick, sums up after a deal)."""
    words: str
    """One line for the log."""
    seat: Seat | None = None
    """Who acted, if a seat did."""


@dataclass(frozen=True, slots=True)
class MatchResult:
    """Where a match stands: what the end screen and a summary show."""

    scores: tuple[int, int]
    """Each team's points."""
    winner: Team | None
    """The team that won, once over."""
    deals: int
    """Deals finished (Belot's all-pass deals included)."""
    target: int
    """The score that ends the match."""


class GameMatch(Protocol):
    """The moves both match types share (each returns a new match, never changing itself)."""

    @property
    def is_over(self) -> bool:
        """Whether a team has won."""
        ...

    @property
    def needs_deal(self) -> bool:
        """Whether the next step is dealing."""
        ...

    @property
    def to_act(self) -> Seat | None:
        """The seat to act in the deal in progress."""
        ...

    @property
    def scores(self) -> tuple[int, int]:
        """Board points of each team after the finished deals."""
        ...

    @property
    def winner(self) -> Team | None:
        """The team that won, once over."""
        ...

    @property
    def ledger(self) -> tuple[tuple[int, int], ...]:
        """What every finished deal wrote for each team."""
        ...

    def deal(self, deck: tuple[Card, ...]) -> Self:
        """Start the next deal from a shuffled deck."""
        ...


M = TypeVar("M", bound=GameMatch)
"""A game's match type."""
V = TypeVar("V")
"""A game's view type (what one seat may see)."""
E = TypeVar("E")
"""A game's event type (what the whole table saw happen)."""
ViewIn = TypeVar("ViewIn", contravariant=True)
"""The view a bot reads."""


class Bot(Protocol[ViewIn, A]):
    """A player that decides from its seat's view only, so it cannot see hidden cards."""

    @property
    def name(self) -> str:
        """The level name shown to players (a plain attribute satisfies this)."""
        ...

    def choose(self, view: ViewIn, legal: tuple[A, ...], rng: random.Random) -> A:
        """One of ``legal`` (or a claim the game allows); all randomness comes from ``rng``."""
        ...


MatchIn = TypeVar("MatchIn", contravariant=True)
"""The match a claim is made in."""


class ClaimRules(Protocol[MatchIn, A, E]):
    """A game's claim of the remaining tricks (Baloot's Sawa), shown and answered at the table.

    The claimer's hand is shown, each person of the other team accepts or refuses
    (bots answer at once from their view), then the engine's verdict settles it: the
    claim action is applied if it holds against every defence, else play goes on.
    """

    def is_claim(self, action: A) -> bool:
        """Whether ``action`` claims the remaining tricks."""
        ...

    def claim(self, seat: Seat) -> A:
        """The action by which ``seat`` claims."""
        ...

    def refusal(self, match: MatchIn, seat: Seat) -> Refusal | None:
        """Why ``seat`` may not claim now (not whether the claim holds); None if it may."""
        ...

    def settled(self, match: MatchIn, seat: Seat) -> bool:
        """Whether the cards decide ``seat``'s claim for it whatever anybody plays.

        Such a claim holds at once, without being shown or answered.
        """
        ...

    def shown_cards(self, match: MatchIn, seat: Seat) -> tuple[Card, ...]:
        """The claimer's hand, shown to everybody."""
        ...

    def bot_accepts(self, match: MatchIn, seat: Seat, cards: tuple[Card, ...]) -> bool:
        """Whether a bot at ``seat`` accepts a claim showing ``cards``, from its own view."""
        ...

    def trick_number(self, match: MatchIn) -> int:
        """The first trick a claim made now covers."""
        ...

    def shown(self, claimer: Seat, trick_number: int, cards: tuple[Card, ...]) -> list[E]:
        """The events of a claim shown to the table."""
        ...

    def answered(self, seat: Seat, accepted: bool) -> list[E]:
        """The events of one answer."""
        ...

    def failed(self, claimer: Seat, trick_number: int) -> list[E]:
        """The events of a claim the engine refused: play goes on."""
        ...


@dataclass(frozen=True, slots=True)
class LoadedMatch(Generic[M]):
    """A match read back from a record."""

    match: M
    """The match, replayed and checked."""
    seed: int | None
    """The seed its decks were drawn from, if stored."""
    players: Mapping[Seat, str]
    """The names stored with it."""


class Game(Protocol[M, A, V, E]):
    """One card game as a table sees it; the values are stateless and shared."""

    @property
    def key(self) -> str:
        """The game's name on the command line and in records: ``baloot``, ``belot``."""
        ...

    @property
    def title(self) -> str:
        """Its name for people: ``Saudi Baloot``, ``Bulgarian Belot``."""
        ...

    @property
    def levels(self) -> tuple[str, ...]:
        """Its bot levels, weakest first."""
        ...

    def new_match(self, first_dealer: Seat) -> M:
        """A match with the game's default rules, before its first deal."""
        ...

    def apply(self, match: M, action: A) -> M:
        """The match after ``action``; raises ``IllegalActionError`` naming the rule."""
        ...

    def actions_done(self, match: M) -> int:
        """Actions played in the whole match (a bot's generator is seeded by it)."""
        ...

    def choices(self, match: M) -> tuple[Choice[A], ...]:
        """For the seat to act: every legal action with its label, every card with its reason."""
        ...

    def result(self, match: M) -> MatchResult:
        """The scores, the winner (once over), the deals played and the target."""
        ...

    def legal_actions(self, match: M) -> tuple[A, ...]:
        """What the seat to act may do, in a stable order (empty when nobody is to act)."""
        ...

    def view(self, match: M, seat: Seat) -> V | None:
        """What ``seat`` may see of the deal in progress or just finished (None before one)."""
        ...

    def dealt(self, match: M, names: Sequence[str]) -> list[E]:
        """The events of a deal just dealt."""
        ...

    def describe(self, before: M, action: A, after: M, names: Sequence[str]) -> list[E]:
        """The events of applying ``action`` to ``before`` giving ``after``."""
        ...

    def event_kind(self, event: E) -> EventKind | None:
        """What sort of change ``event`` was, where a table paces itself by it (else None)."""
        ...

    def event_line(self, event: E, names: Sequence[str]) -> str:
        """``event`` as one line of a log, in the player's language."""
        ...

    def refusal_words(self, refusal: Refusal, names: Sequence[str] | None = None) -> str:
        """Why the rules refused an action, in a person's words (seats by ``names``)."""
        ...

    def bot(self, level: str) -> Bot[V, A]:
        """A bot of ``level`` (an unknown level gets the game's strongest quick one)."""
        ...

    def deal_actions(self, match: M) -> Sequence[A]:
        """The actions of the deal in progress, in order (empty between deals)."""
        ...

    def replay_deal(self, match: M, keep: int) -> M:
        """The match with the deal in progress dealt again and only its first ``keep`` actions.

        Taking a decision back is this replay: every state, and what the bots see,
        is what it was then.
        """
        ...

    def undone(self, seat: Seat, actions: int, names: Sequence[str]) -> list[E]:
        """The events of ``seat`` taking back its last decision (``actions`` undone in all)."""
        ...

    @property
    def claims(self) -> ClaimRules[M, A, E] | None:
        """How a player claims the remaining tricks, if the game allows it."""
        ...

    def dumps(
        self,
        match: M,
        seed: int,
        players: Mapping[Seat, str],
        undos: Mapping[int, int] | None = None,
    ) -> str:
        """The record of ``match`` as text (it names its game).

        ``undos``: decisions taken back in each hand (0-based index), for a game
        whose table offers undo; a game without it refuses any.
        """
        ...

    def loads(self, text: str, source: str) -> LoadedMatch[M]:
        """A match read from a record; raises ``RecordError`` in one line naming ``source``."""
        ...

    # ------------------------------------------------- house rules, files and tools
    # What the store, the arena, the score calculator and the commands ask of a game
    # (core.tools holds the values it hands them); none of them tests the game's name.

    @property
    def short_title(self) -> str:
        """Its short name, in lists and messages: ``Baloot``, ``Belot``."""
        ...

    @property
    def presets(self) -> tuple[str, ...]:
        """Its house-rule presets by name, the default first."""
        ...

    @property
    def rules(self) -> object:
        """The house rules of its new matches (a value of the game's own rules type)."""
        ...

    @property
    def flag_names(self) -> tuple[str, ...]:
        """The house-rule flags of its rules, as settings and ``--set`` name them."""
        ...

    def under(self, preset_name: str, flags: Mapping[str, object] | None = None) -> Self:
        """This game with new matches under a preset (any case), ``flags`` changed from it.

        Raises:
            NotationError: an unknown preset, an unknown flag or a value out of its range.
        """
        ...

    def resumed(self, match: M) -> Self:
        """This game under the house rules ``match`` began with (a resumed match keeps them)."""
        ...

    def read_record(self, data: object, source: str) -> GameRecord[M]:
        """A record already parsed (within the record limits), replayed and checked.

        Raises:
            RecordError: one line naming ``source``.
        """
        ...

    def arena_bot(self, spec: str) -> Bot[V, A]:
        """A bot from an arena spec: a level, or a level with settings.

        Raises:
            BalootError: an unknown level or setting.
        """
        ...

    @property
    def arena_specs(self) -> str:
        """What an arena spec may be, for ``--help``."""
        ...

    @property
    def arena_report(self) -> ArenaReport:
        """How its arena results are told."""
        ...

    @property
    def score_sheet(self) -> ScoreSheet:
        """What ``baloot score`` reads of one hand played with real cards."""
        ...

    def score(self, sheet: Mapping[str, object]) -> ScoredSheet:
        """One hand of the sheet (the fields of :attr:`score_sheet`) scored by the engine.

        Raises:
            BalootError: one line, for a field that is malformed, contradicts another
                or describes a hand the rules do not allow.
        """
        ...

    def replay_text(self, loaded: GameRecord[M], source: str, hand: int | None) -> str:
        """The record in players' words, hand by hand (or hand ``hand`` alone).

        Raises:
            NotationError: the record has no hand ``hand`` (the message says how many).
        """
        ...

    def replay_data(self, loaded: GameRecord[M], hand: int | None) -> object:
        """The record as recomputed by the replay (or hand ``hand`` of it), as JSON values.

        Raises:
            NotationError: the record has no hand ``hand``.
        """
        ...

    def rule_book(self) -> str:
        """The whole rule book (Markdown), as the package ships it."""
        ...

    def rules_summary(self, preset_name: str) -> RulesSummary | None:
        """A summary of the rules written for a preset; None where the book is all it has.

        Its house-rule list is worded in the language in force when it is called.
        """
        ...

    def lessons(self, preset_name: str | None = None) -> tuple[LessonEntry, ...]:
        """Its lessons in teaching order, answered under a preset (the default's if None)."""
        ...

    @property
    def quiz_topics(self) -> tuple[str, ...]:
        """Its quizzes by topic, the first opened by default (none: lessons only)."""
        ...

    @property
    def quiz_levels(self) -> tuple[str, ...]:
        """The difficulties of its quizzes, the easiest first."""
        ...

    @property
    def review_budget(self) -> int:
        """Deals a review samples per decision unless told (0: it has no review)."""
        ...

    def review(self, loaded: GameRecord[M], seat: Seat) -> ReviewRun:
        """A review of ``seat``'s decisions in the record ``loaded``, ready to run.

        Raises:
            NotationError: the game has no review.
        """
        ...
