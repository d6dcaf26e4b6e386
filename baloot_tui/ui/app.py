"""The Textual application and :func:`make_app`, the one factory the CLI and tests use."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import ClassVar, Literal

from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen

from baloot_tui.engine.config import (
    Settings,
    SettingsStore,
    config_dir,
    data_dir,
)
from baloot_tui.engine.controller import GameController, MatchSetup, make_bots
from baloot_tui.engine.files import Clock
from baloot_tui.engine.progress import ProgressStore
from baloot_tui.engine.seats import SeatConfig, TableConfig
from baloot_tui.engine.storage import SavedMatch, SaveError, SaveStore
from baloot_tui.rules.house_rules import HouseRules
from baloot_tui.ui.learn.hub import LearnHub
from baloot_tui.ui.learn.screens import MenuScreen as LearnMenu
from baloot_tui.ui.messages import MatchEnded
from baloot_tui.ui.screens.help import HelpScreen
from baloot_tui.ui.screens.menu import MatchEndScreen, NewMatchChoice, NewMatchConfirm, StartMenu
from baloot_tui.ui.screens.records import RecordsScreen
from baloot_tui.ui.screens.settings import SettingsScreen
from baloot_tui.ui.screens.table import TableScreen

StartMode = Literal["menu", "play", "new", "resume"]
THEMES = {"dark": "textual-dark", "light": "textual-light"}


@dataclass(frozen=True, slots=True)
class AppOptions:
    """Everything the command line (or a test) decides; None means "use the settings"."""

    save_dir: Path
    """Where the running save and finished records go."""
    config_dir: Path
    """Where settings.json lives."""
    start: StartMode = "menu"
    """Open the menu, start a match, or resume the saved one."""
    seed: int | None = None
    """Seed of the first match (later matches count up from it)."""
    bot_delay: float | None = None
    """Seconds between bot moves."""
    humans: int | None = None
    """How many people play (hot-seat)."""
    names: tuple[str, ...] = ()
    """The people's names."""
    level: str | None = None
    """One bot level for every bot seat."""
    rules: HouseRules | None = None
    """House rules for new matches."""
    clock: Clock = field(default=datetime.now)
    """Timestamps for save and record names."""


class BalootApp(App[None]):
    """Saudi Baloot in the terminal."""

    CSS_PATH = "baloot.tcss"
    TITLE = "Baloot بلوت"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit", show=True, priority=True)
    ]

    def __init__(self, options: AppOptions) -> None:
        super().__init__()
        self.options = options
        """What the command line asked for."""
        self.store = SaveStore(options.save_dir, options.clock)
        """The running save and the records."""
        self.settings_store = SettingsStore(options.config_dir, options.clock)
        """The settings file."""
        self.settings = Settings()
        """The stored settings (command-line options override them per match)."""
        self.next_seed = options.seed
        self.learn_hub: LearnHub | None = None
        """Learning progress, loaded when the lessons are first opened."""
        self.startup_problem: str | None = None
        try:
            self.settings = self.settings_store.load()
        except SaveError as err:
            self.startup_problem = str(err)
        self.theme = THEMES[self.settings.theme]

    # ---------------------------------------------------------------- start

    def on_mount(self) -> None:
        """Open the menu, a new match or the saved one, as asked."""
        if self.startup_problem is not None:
            self.notify(self.startup_problem, severity="error", timeout=10)
        if self.options.start == "play":
            self.start_new_match()
        elif self.options.start == "resume":
            self.resume_match()
        else:
            self.push_screen(StartMenu())

    @property
    def bot_delay(self) -> float:
        """The delay between bot moves: the command line's, else the settings'."""
        delay = self.options.bot_delay
        return self.settings.bot_delay if delay is None else delay

    def table_config(self, humans: int | None = None) -> TableConfig:
        """The seats of a new match: settings overridden by the command line."""
        settings = self.settings
        count = humans if humans is not None else self.options.humans
        if count is not None:
            settings = dataclasses.replace(settings, humans=count)
        if self.options.names:
            settings = dataclasses.replace(settings, names=self.options.names)
        table = settings.table()
        if self.options.level is not None:
            table = TableConfig.of(
                [
                    c if c.human else SeatConfig(c.name, False, self.options.level)
                    for c in table.seats
                ]
            )
        return table

    def rules(self) -> HouseRules:
        """House rules of a new match: the command line's, else the settings'."""
        return self.options.rules if self.options.rules is not None else self.settings.rules()

    def take_seed(self) -> int:
        """The seed for a new match (counting up from ``--seed``, else random)."""
        if self.next_seed is None:
            return random.SystemRandom().randrange(1, 2**31)
        seed = self.next_seed
        self.next_seed += 1
        return seed

    def request_new_match(self, humans: int | None = None) -> None:
        """Start a new match, first asking whether to continue an unfinished saved one."""
        if not self.store.has_save():
            self.start_new_match(humans)
            return

        def answered(choice: NewMatchChoice | None) -> None:
            if choice == "resume":
                self.resume_match()
            elif choice == "new":
                self.start_new_match(humans)

        self.push_screen(NewMatchConfirm(), callback=answered)

    def start_new_match(self, humans: int | None = None) -> None:
        """Start a new match; an unfinished saved one is kept as a record first (and said so)."""
        kept = self.store.archive_unfinished()
        if kept is not None:
            self.notify(f"The unfinished match is kept in Records ({kept.name}).")
        table = self.table_config(humans)
        setup = MatchSetup(self.take_seed(), table)
        self.store.start(table)
        controller = GameController(
            setup, make_bots(table), rules=self.rules(), on_change=self.save
        )
        self.open_table(controller)

    def resume_match(self) -> None:
        """Continue the saved match, or explain why not and show the menu."""
        try:
            saved = self.store.load()
        except SaveError as err:
            self.notify(str(err), title="Save not loaded", severity="error", timeout=12)
            self.show_menu()
            return
        if saved is None:
            self.notify("There is no unfinished match to continue.", severity="warning")
            self.show_menu()
            return
        self.open_table(self.controller_for(saved))

    def controller_for(self, saved: SavedMatch) -> GameController:
        """A controller continuing ``saved``."""
        setup = MatchSetup(saved.seed, saved.table)
        return GameController(setup, make_bots(saved.table), match=saved.match, on_change=self.save)

    def save(self, controller: GameController) -> None:
        """Write the save after every change (a finished match becomes a record)."""
        self.store.save(controller.match, controller.seed, controller.table)

    # ---------------------------------------------------------------- screens

    def open_table(self, controller: GameController) -> None:
        """Show the table for ``controller`` on top of the menu."""
        self.clear_screens()
        self.push_screen(TableScreen(controller, self.bot_delay))

    def clear_screens(self) -> None:
        """Pop everything above the base screen."""
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def show_menu(self) -> None:
        """Back to the start menu (the match stays saved)."""
        self.clear_screens()
        self.push_screen(StartMenu())

    def action_menu(self) -> None:
        """Leave the table for the start menu."""
        self.show_menu()

    def action_help(self) -> None:
        """Show the rules."""
        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def action_learn(self) -> None:
        """Open the lessons and the quiz (progress is kept next to the saves)."""
        if self.learn_hub is None:
            store = ProgressStore(self.options.save_dir, self.options.clock)
            seed = self.options.seed
            quiz_seed = random.SystemRandom().randrange(2**32) if seed is None else seed
            self.learn_hub = LearnHub(store, quiz_seed)
            problem = self.learn_hub.load()
            if problem is not None:
                self.notify(problem, severity="warning", timeout=10)
        self.push_screen(LearnMenu(self.learn_hub))

    def action_records(self) -> None:
        """List the saved match and the kept records, to open in the replay viewer."""
        self.push_screen(RecordsScreen(self.store))

    def action_settings(self) -> None:
        """Open the settings screen."""
        if not isinstance(self.screen, SettingsScreen):
            self.push_screen(SettingsScreen(self.settings), callback=self.settings_saved)

    def settings_saved(self, settings: Settings | None) -> None:
        """Store new settings and apply the theme."""
        if settings is None:
            return
        self.settings = settings
        self.settings_store.save(settings)
        self.theme = THEMES[settings.theme]
        self.notify("Settings saved.")

    def action_toggle_theme(self) -> None:
        """Swap light and dark for this run."""
        self.theme = "textual-light" if self.theme == "textual-dark" else "textual-dark"

    def on_match_ended(self, message: MatchEnded) -> None:
        """Show who won."""
        self.push_screen(MatchEndScreen(message.controller))

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """The command palette: the main actions next to Textual's own."""
        yield SystemCommand(
            "Play against bots", "Start a new match", lambda: self.request_new_match(humans=1)
        )
        if self.store.has_save():
            yield SystemCommand(
                "Continue saved match", "Resume the unfinished match", self.resume_match
            )
        yield SystemCommand(
            "Settings", "House rules, bots, delay, names, theme", self.action_settings
        )
        yield SystemCommand("Learn", "Lessons and the bidding quiz", self.action_learn)
        yield SystemCommand("Records", "Replay saved and finished matches", self.action_records)
        yield SystemCommand("Rules", "How Baloot is played", self.action_help)
        yield SystemCommand("Main menu", "Back to the start menu", self.show_menu)
        if isinstance(screen, TableScreen):
            yield SystemCommand(
                "Show last trick", "Toggle the last trick", screen.action_last_trick
            )
            yield SystemCommand("Claim Sawa", "Claim every remaining trick", screen.action_sawa)
        yield SystemCommand("Light/dark theme", "Swap the colours", self.action_toggle_theme)
        yield from super().get_system_commands(screen)


def make_app(
    *,
    save_dir: Path | None = None,
    config_dir_path: Path | None = None,
    start: StartMode = "menu",
    seed: int | None = None,
    bot_delay: float | None = None,
    humans: int | None = None,
    names: tuple[str, ...] = (),
    level: str | None = None,
    rules: HouseRules | None = None,
    clock: Clock = datetime.now,
) -> BalootApp:
    """Build the app; the CLI and every test go through here.

    Args:
        save_dir: saves and records (default: the user's data folder).
        config_dir_path: settings (default: the user's config folder).
        start: open the menu, play at once, or resume the saved match.
        seed: seed of the first match.
        bot_delay: seconds between bot moves (overrides the settings).
        humans: people at the table, 1-4 (overrides the settings).
        names: the people's names.
        level: bot level for every bot seat (overrides the settings).
        rules: house rules of new matches (overrides the settings).
        clock: timestamps for file names.
    """
    options = AppOptions(
        save_dir=save_dir if save_dir is not None else data_dir(),
        config_dir=config_dir_path if config_dir_path is not None else config_dir(),
        start=start,
        seed=seed,
        bot_delay=bot_delay,
        humans=humans,
        names=names,
        level=level,
        rules=rules,
        clock=clock,
    )
    return BalootApp(options)
