"""What a game puts on the one table screen: its felt.

The table screen (:class:`~baloot_tui.tui.screens.table.TableScreen`) runs the
turn's flow for any game: dealing, the bots, the hot-seat hand-over, submitting,
notices, the keys every table has, claims and undo where the driver offers them,
a deal's summary and the match's end. Everything it shows of a game comes from a
:class:`Felt`, which the game's own folder provides
(``baloot_tui/games/<key>/tui/``, found through :mod:`baloot_tui.tui.adapter`):
its widgets (:class:`FeltLayout`), how a moment of the match is drawn, what a
card or a button chosen means, how a refusal reads, and its dialogs.

The screen tells the felt what may be seen now (:class:`Sight`); the felt answers
with what the screen's keys need to know (:class:`Drawn`). The replay viewer
(:class:`~baloot_tui.tui.replay.ReplayScreen`) steps through a record the same
way, over the game's :class:`RecordPages`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from textual.binding import Binding
from textual.screen import ModalScreen, Screen
from textual.widget import Widget

from baloot_tui.core.cards import Card
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.game import Choice
from baloot_tui.core.seats import Seat
from baloot_tui.text.arabic import Shown
from baloot_tui.tui.render import Palette

A = TypeVar("A")
"""The game's action."""
E = TypeVar("E", contravariant=True)
"""The game's events."""
S = TypeVar("S")
"""What a replay draws at each step (a game's deal, or its match)."""


@dataclass(frozen=True, slots=True)
class FeltLayout:
    """A game's widgets, each put in its place round the felt (the stylesheet styles the places)."""

    banner: Widget
    """The line across the top: whose turn it is."""
    seats: Mapping[str, Widget]
    """The seat drawn at each position: ``bottom``, ``right``, ``top`` and ``left``."""
    trick: Widget
    """The trick in the middle of the felt."""
    note: Widget
    """The line under the trick."""
    below: Sequence[Widget]
    """What sits under the bottom seat: the hand, and at a table the action buttons."""
    contract: Widget
    """The contract and the score, pinned at the top of the side column."""
    side: Sequence[Widget]
    """The side column's scrolling panels, top to bottom."""


@dataclass(frozen=True, slots=True)
class Sight:
    """What the table may show at one moment, the same for every game."""

    perspective: Seat
    """The seat drawn at the bottom (the last person who acted)."""
    visible: bool
    """Whether its cards may be shown (False while the privacy screen is up)."""
    my_turn: bool
    """Whether the bottom seat is a person to act, with their cards in sight."""
    turn_starts: bool
    """Whether a decision of the person starts with this drawing: their turn comes round, or
    they act again (after a declaration, a card). The focus moves to what may be chosen."""
    thinking: Seat | None
    """A bot about to move."""
    show_last_trick: bool
    """Whether the last completed trick is drawn instead of the current one (key l)."""
    claim_open: bool
    """Whether the rules let the person claim the remaining tricks now (where a game has claims)."""
    palette: Palette
    """The theme's colours."""
    arabic: Shown
    """How Arabic words are printed."""


@dataclass(frozen=True, slots=True)
class Drawn:
    """What a drawing of the felt tells the table screen about its keys."""

    last_trick: bool
    """Whether a trick of the deal shown is complete (key l has something to show)."""
    playable: bool
    """Whether a card may be played now (Enter on a card plays it)."""
    keys: frozenset[str] = frozenset()
    """The felt's own keys (:attr:`Felt.keys`) that work now."""


@dataclass(frozen=True, slots=True)
class EndWords:
    """What a finished match's end screen says."""

    headline: str
    """Who won."""
    score: str
    """The final score."""
    again: str
    """The "play again" button's label."""


@dataclass(frozen=True, slots=True)
class ClaimWords:
    """How a game with claims of the remaining tricks names them (messages)."""

    key: str
    """The key that claims."""
    name: str
    """The key's words in the footer."""
    command: str
    """The command palette's entry."""
    help: str
    """The line under it."""


@dataclass(frozen=True, slots=True)
class TableCommand:
    """One entry a felt offers in the command palette."""

    title: str
    """What the palette lists (already in the player's words)."""
    help: str
    """The line under it."""
    key: str
    """The felt key it presses (:meth:`Felt.press`)."""


class Felt(Protocol[A, E]):
    """One game's side of a table: its widgets, its drawing and what its choices mean."""

    widgets: FeltLayout
    """The widgets, made once with the felt for the screen that shows them."""

    @property
    def keys(self) -> Sequence[Binding]:
        """The game's own keys at the table, each with the action ``felt('<name>')``."""
        ...

    @property
    def claim_words(self) -> ClaimWords | None:
        """How the game names a claim of the remaining tricks (None: it has none)."""
        ...

    def draw(self, sight: Sight) -> Drawn:
        """Redraw every widget for the match as it stands, seen as ``sight`` says."""
        ...

    def mounted(self) -> None:
        """The table is on screen, drawn once (a felt may switch a panel on here)."""
        ...

    def press(self, key: str) -> bool:
        """Do what the felt key ``key`` does; True when the felt must be drawn again."""
        ...

    def commands(self) -> Sequence[TableCommand]:
        """The felt's own entries in the command palette."""
        ...

    def card_choice(self, card: Card) -> Choice[A] | None:
        """What choosing ``card`` in the hand does: a play, or why it is refused (None: nothing)."""
        ...

    def button_choice(self, choice: object) -> A | None:
        """The action a button pressed submits (None: the felt changed itself, draw it again)."""
        ...

    def refusal(self, err: IllegalActionError) -> str:
        """Why the engine refused the person's action, in their words."""
        ...

    def log(self, events: Sequence[E]) -> None:
        """Write ``events`` to the felt's log."""
        ...

    def claim_at(self, events: Sequence[E]) -> int | None:
        """Where in ``events`` a claim of the remaining tricks is shown (None: none is)."""
        ...

    def claim_dialog(
        self, events: Sequence[E], asked: tuple[Seat, ...]
    ) -> ModalScreen[bool | None]:
        """A claim shown: the question to ``asked`` (True: accepted), or the verdict when empty."""
        ...

    def deal_summary(self, events: Sequence[E]) -> ModalScreen[None]:
        """How the deal that ``events`` end was scored."""
        ...

    def match_end(self) -> EndWords:
        """What the end screen of the finished match says."""
        ...

    def rules_screen(self) -> Screen[None]:
        """The rules of the game being played (key ?)."""
        ...


@dataclass(frozen=True, slots=True)
class PageWords:
    """How the replay viewer speaks of a game's deals (messages, translated where shown)."""

    where: str
    """The banner's ``{hand}``/``{hands}`` deal and ``{step}``/``{steps}`` step shown."""
    empty: str
    """The banner of a record without a deal."""
    next_deal: str
    """The footer's key to the next deal."""
    previous_deal: str
    """The footer's key to the previous deal."""


class RecordPages(Protocol[S]):
    """One game's record as the replay viewer steps through it, deal by deal, action by action."""

    @property
    def deals(self) -> int:
        """How many deals the record holds, the unfinished last one included."""
        ...

    @property
    def words(self) -> PageWords:
        """How the viewer speaks of the game's deals."""
        ...

    @property
    def keys(self) -> Sequence[Binding]:
        """The game's own keys in the viewer, each with the action ``pages('<name>')``."""
        ...

    def layout(self) -> FeltLayout:
        """The widgets, made once for the viewer."""
        ...

    def states(self, deal: int) -> tuple[S, ...]:
        """Every state of deal ``deal`` (0-based): as dealt, then one per action."""
        ...

    def draw(self, state: S, deal: int, screen: Screen[None]) -> None:
        """Draw ``state`` of deal ``deal``, every hand face up."""
        ...

    def what(self, states: Sequence[S], step: int) -> str:
        """`` · South plays A♠``: what led to step ``step`` of ``states``."""
        ...

    def press(self, key: str, deal: int, screen: Screen[None]) -> None:
        """Do what the game's key ``key`` does at deal ``deal`` (a review of the deal, say)."""
        ...
