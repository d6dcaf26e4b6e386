"""What a game offers the Textual app, and the one place the app finds it.

The app names no game: it lists the registry's games (:func:`~baloot_tui.core.registry.all_games`)
and asks each one's adapter (:class:`GameAdapter`) for everything game-specific it
shows: a table's felt, a record's pages in the
replay viewer, the rules, the house-rule rows of the settings, the words of its
questions. A game's adapter lives in its own folder,
``baloot_tui/games/<key>/tui/adapter.py`` (its ``ADAPTER``; its start-menu entries
in ``tui/menu.py``), found by that convention through the registry
(:func:`~baloot_tui.core.registry.game_part`) in :func:`adapter_named` and
:func:`menu_named`: the app never imports a game's modules by name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Literal

from textual.screen import Screen
from textual.widgets.button import ButtonVariant

from baloot_tui.core.game import Game
from baloot_tui.core.registry import game_part
from baloot_tui.core.table import TableConfig
from baloot_tui.play.driver import MatchDriver, MatchSetup
from baloot_tui.store.files import Loaded
from baloot_tui.store.records import GameRecord, summarize
from baloot_tui.store.saves import SaveStore
from baloot_tui.store.settings import Settings
from baloot_tui.tui.felt import Felt, RecordPages
from baloot_tui.tui.widgets.settings_rows import RuleRows

AnyGame = Game[Any, Any, Any, Any]
"""A game of the registry, whichever it is."""
AnyDriver = MatchDriver[Any, Any, Any, Any]
"""A match of any game."""
Start = Literal["play", "resume", "hotseat"]
"""What a start-menu entry of a game does: play against bots, continue the save, or
ask who sits at the keyboard first."""


@dataclass(frozen=True, slots=True)
class MenuEntry:
    """One entry a game puts in the start menu."""

    id: str
    """The button's id."""
    key: str
    """The key that chooses it."""
    label: str
    """The button's words (a message, translated where drawn)."""
    footer: str
    """The key's words in the footer (a message)."""
    start: Start
    """What choosing it does."""
    shown: bool = True
    """Whether the footer shows its key."""
    variant: ButtonVariant = "default"
    """The button's colour."""


@dataclass(frozen=True, slots=True)
class SaveWords:
    """How the app speaks of a game's saved match (messages, translated where shown)."""

    saved: str
    """The question's first line: the game has an unfinished match saved."""
    new_one: str
    """The question's button that sets the saved match aside for a new one."""
    kept: str
    """Where the set-aside match went (``{file}``)."""
    not_kept: str
    """Why no new match started: the saved one could not be set aside (``{why}``)."""
    nothing_saved: str
    """There is no unfinished match to continue."""
    is_saved: str
    """Quitting: the match is saved."""
    resume_hint: str
    """Quitting: how to continue it."""
    not_saved: str
    """Quitting: the match was not saved (``{why}``), so it cannot be continued."""


@dataclass(frozen=True, slots=True)
class RecordWords:
    """How the records screen speaks of a game's records (messages)."""

    game: str
    """The game's name at the start of a row."""
    played: tuple[str, str]
    """The detail's line for one deal played and for several (``{count}``, ``{scores}``)."""
    unfinished: str
    """The detail's line when the last deal stops before its end."""


@dataclass(frozen=True, slots=True)
class SavedPlay:
    """An unfinished match read back from a game's save, ready to be played on."""

    game: AnyGame
    """The game, with the rules the match began with."""
    setup: MatchSetup
    """Its seed and its seats."""
    match: object
    """The match as it stopped (the game's own match type)."""
    undos: Mapping[int, int] = field(default_factory=dict)
    """Decisions taken back in each deal, as the save counts them."""


class GameSaves:
    """A game's running save in the app's data folder (its writes raise ``OSError``).

    The store reads and writes every game's save alike, and a match read back is
    played on under the rules it began with.
    """

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        """The store of the game's save (the app's folder, as writable as the app's store)."""

    def has_save(self) -> bool:
        """Whether an unfinished match may be waiting (a file is there, read or not)."""
        return self.store.has_save()

    def archive_unfinished(self) -> Path | None:
        """Set the unfinished match aside among the records; where it went (None: none was)."""
        return self.store.archive_unfinished()

    def start(self, table: TableConfig) -> None:
        """Begin a new match at ``table``."""
        self.store.start(table)

    def save(self, driver: AnyDriver) -> None:
        """Write the match after a change (a finished one becomes a record)."""
        self.store.save(driver.match, driver.seed, driver.table, driver.undos)

    def read(self) -> Loaded[SavedPlay | None]:
        """The unfinished match, and what to tell the player (never raises for a bad file)."""
        loaded = self.store.read()
        saved = loaded.value
        if saved is None:
            return Loaded(None, loaded.notices)
        play = SavedPlay(
            self.store.game.resumed(saved.match),
            MatchSetup(saved.seed, saved.table),
            saved.match,
            saved.undos,
        )
        return Loaded(play, loaded.notices)


@dataclass(frozen=True, slots=True)
class GameAdapter:
    """One game as the Textual app shows it: its words, and what makes each of its screens."""

    game: AnyGame
    """The game, from the registry."""
    save_words: SaveWords
    """How the app speaks of its saved match."""
    record_words: RecordWords
    """How the records screen speaks of its records."""
    rules_help: str
    """The palette's line under Rules: which game's rules it shows (a message)."""
    with_rules: Callable[[Any], AnyGame]
    """The game playing new matches under the house rules given."""
    felt: Callable[[AnyDriver, Settings], Felt[Any, Any]]
    """The felt of a table playing the driver's match."""
    rules_screen: Callable[[Any], Screen[None]]
    """Its rules, written for the house rules given."""
    record_pages: Callable[[Any, tuple[str, str, str, str]], RecordPages[Any]]
    """The replay viewer's pages of one of its records (its players called by the names)."""
    rule_rows: Callable[[Settings], RuleRows]
    """Its house-rule rows in the settings screen."""


@cache
def adapter_named(key: str) -> GameAdapter:
    """The adapter of the game called ``key``, from the game's own folder."""
    adapter = game_part(key, "tui.adapter").ADAPTER
    assert isinstance(adapter, GameAdapter), f"{key}: its tui/adapter.py has no GameAdapter"
    return adapter


@cache
def menu_named(key: str) -> tuple[MenuEntry, ...]:
    """The start-menu entries of the game called ``key``, from its ``tui/menu.py``.

    Apart from the adapter, so that drawing the menu loads no game's rules.
    """
    menu: tuple[MenuEntry, ...] = game_part(key, "tui.menu").MENU
    return menu


def adapter_of(game: AnyGame) -> GameAdapter:
    """The adapter of ``game``."""
    return adapter_named(game.key)


def adapter_of_record(record: GameRecord) -> GameAdapter:
    """The adapter of the game ``record`` records."""
    return adapter_named(summarize(record).game)
