"""The Textual application and :func:`make_app`, the one factory the CLI and tests use.

The app is the one writer of its data folder: :func:`make_app` takes the folder's
:class:`~baloot_tui.store.files.FolderLock` and the app holds it until it exits.
When another live process holds it, the menu opens read-only (records, lessons and
rules, nothing saved) and any start that would play raises ``FolderBusy``. A file
that cannot be read, a save the disk refuses or a folder that cannot be written
never stops the app: each is told in one line and play goes on.
"""

from __future__ import annotations

import dataclasses
import os
import random
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Final, Literal

from rich.text import Text
from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.filter import LineFilter
from textual.screen import Screen

from baloot_tui.core.registry import DEFAULT_GAME
from baloot_tui.core.seats import Seat
from baloot_tui.core.table import SeatConfig, Seating, TableConfig, human_seats
from baloot_tui.play.driver import ChangeHook, MatchDriver, MatchSetup
from baloot_tui.store.files import Clock, FolderBusy, Loaded, SaveFailed, disk_problem
from baloot_tui.store.progress import ProgressStore
from baloot_tui.store.saves import SaveStore
from baloot_tui.store.settings import (
    FAST_DELAY,
    Settings,
    SettingsStore,
    config_dir,
    data_dir,
)
from baloot_tui.text.arabic import ArabicDisplay, Shown, auto_knows, resolve
from baloot_tui.text.i18n import N_, Language, _, chosen
from baloot_tui.text.players import know_genders
from baloot_tui.text.printable import printable
from baloot_tui.tui.adapter import AnyDriver, GameAdapter, GameSaves, SavedPlay, adapter_named
from baloot_tui.tui.decisions import DecisionGate
from baloot_tui.tui.messages import CoachToggled
from baloot_tui.tui.say import configure, show, tr
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from baloot_tui.tui.screens.menu import NewMatchChoice, NewMatchConfirm, StartMenu
from baloot_tui.tui.signals import quit_on_signals
from baloot_tui.tui.visual_lines import with_visual_arabic

if TYPE_CHECKING:
    from baloot_tui.tui.learn.hub import LearnHub
    from baloot_tui.tui.screens.table import TableScreen

# Every screen but the start menu is imported where it is first opened: the table (with
# its felt, bots and coach), Learn (with the lessons), Records, Settings, the rules
# reader and the first-run question cost nothing until a player asks for them.

StartMode = Literal["menu", "play", "new", "resume"]
"""``menu``: the start menu. ``play``: a new match, asking first when an unfinished
one is saved. ``new``: a new match at once, the unfinished one kept in Records.
``resume``: continue the saved match."""
PLAYING_STARTS: Final[frozenset[StartMode]] = frozenset({"play", "new", "resume"})
THEMES = {"dark": "textual-dark", "light": "textual-light"}
NOTICE_SECONDS: Final = 10.0
"""How long a notice stays up: long enough to read a file's name and problem."""
APP_TITLE: Final = N_("Baloot بلوت")
PRIVATE_ACTIONS: Final = frozenset(
    {"command_palette", "menu", "help", "learn", "records", "settings", "toggle_theme"}
)
"""App actions that leave the hot-seat privacy screen, refused while it is up."""


@dataclass(frozen=True, slots=True)
class AppOptions:
    """Everything the command line (or a test) decides; None means "use the settings"."""

    save_dir: Path
    """Where the running save and finished records go."""
    config_dir: Path
    """Where settings.json lives."""
    start: StartMode = "menu"
    """Open the menu, start a match (asking, or not), or resume the saved one."""
    seed: int | None = None
    """Seed of the first match (later matches count up from it)."""
    bot_delay: float | None = None
    """Seconds between bot moves."""
    humans: int | None = None
    """How many people play (hot-seat)."""
    seating: Seating | None = None
    """Where two people sit: as partners or as opponents."""
    seats: tuple[Seat, ...] | None = None
    """The people's seats, in the order of ``names`` (``--player E=Sara``)."""
    names: tuple[str, ...] = ()
    """The people's names."""
    level: str | None = None
    """One bot level for every bot seat."""
    house_rules: Mapping[str, object] = field(default_factory=dict)
    """House rules for new matches, by the game's key (a game not named here takes the
    settings')."""
    arabic: ArabicDisplay | None = None
    """How Arabic words are printed."""
    ask_arabic: bool = False
    """Ask first which Arabic display reads right, if the settings never chose one and
    ``arabic`` is None (the command line's start; tests and other hosts don't)."""
    lang: Language | None = None
    """The interface's language."""
    clock: Clock = field(default=datetime.now)
    """Timestamps for save and record names."""
    game: str = DEFAULT_GAME
    """The game a playing start opens (a key of :data:`~baloot_tui.core.registry.GAME_KEYS`)."""


@dataclass(frozen=True, slots=True)
class FolderAccess:
    """The data folder's store, and why it only reads, decided once at start."""

    store: SaveStore
    """The folder's one writer (holding its lock), or a store that never writes."""
    busy: FolderBusy | None = None
    """Another live process holds the folder: this app only reads it."""
    unwritable: str | None = None
    """Why the folder cannot be written at all (it is read-only, or cannot be made)."""

    @classmethod
    def take(cls, folder: Path, clock: Clock, config_folder: Path) -> FolderAccess:
        """Lock ``folder`` (stale temporary files are cleared once), or say why not."""
        try:
            return cls(SaveStore.open(folder, clock, also_clean=(config_folder,)))
        except FolderBusy as busy:
            return cls(SaveStore.read_only(folder, clock, str(busy)), busy=busy)
        except SaveFailed as failed:
            reason = failed.reason
            return cls(SaveStore.read_only(folder, clock, reason), unwritable=reason)


def reason_of(err: OSError) -> str:
    """Why a write failed, in a player's words (the store's reason, or the system's)."""
    return err.reason if isinstance(err, SaveFailed) else disk_problem(err)


class BalootApp(App[None]):
    """baloot-tui: the games of the registry in the terminal.

    The app names no game: what it shows of one comes from the game's adapter
    (:mod:`baloot_tui.tui.adapter`), found by the game's key.
    """

    CSS_PATH = "baloot.tcss"
    CSS = """
    ToastRack { dock: top; align: right top; max-height: 50%; }
    Toast { padding: 0 1; }
    """
    """Notices stack top right in the upper half, compact, never over the hand at the bottom."""
    TITLE = APP_TITLE
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", N_("Quit"), show=True, priority=True)
    ]

    def __init__(self, options: AppOptions, access: FolderAccess) -> None:
        super().__init__()
        self.options = options
        """What the command line asked for."""
        self.access = access
        """The data folder's lock, or why this app does not hold it."""
        self.store = access.store
        """The running save and the records (holding the folder's lock until the app ends)."""
        weakref.finalize(self, self.store.close)
        self.settings_store = SettingsStore(options.config_dir, options.clock)
        """The settings file."""
        self.first_start = not self.settings_store.path.exists()
        """Whether no settings were kept before this run: the menu offers fast bots."""
        settings = self.settings_store.read()
        self.settings = settings.value
        """The stored settings (command-line options override them per match)."""
        self.next_seed = options.seed
        self.learn_hub: LearnHub | None = None
        """Learning progress, loaded at start (when this app writes the folder) or first use."""
        self.playing: TableScreen | None = None
        """The table last opened, of any game (for the message on quitting)."""
        self.save_problem: str | None = None
        """Why the last save failed (None while saving works)."""
        self.exit_message: str | None = None
        """What quitting printed (whether the match was saved), for the CLI and tests."""
        self.checked_saves: dict[str, Loaded[SavedPlay | None]] = {}
        """A game's save as read at start, its notices told (used by its first Continue)."""
        self.game_saves: dict[str, GameSaves] = {}
        """Each game's save in the data folder, by the game's key, once asked for."""
        self.pending_notices = list(settings.notices)
        """Problems met before the screen exists, shown once it does."""
        self.gate = DecisionGate()
        """The decision on screen: keys and clicks typed for an earlier one are dropped."""
        self.theme = THEMES[self.settings.theme]
        self.speak()

    # ---------------------------------------------------------------- the folder

    @property
    def read_only(self) -> FolderBusy | None:
        """Who else holds the data folder, when this app only reads it."""
        return self.access.busy

    @property
    def arabic(self) -> Shown:
        """How Arabic words are printed: the command line's mode, else the settings'."""
        return resolve(self.options.arabic or self.settings.arabic, os.environ)

    @property
    def language(self) -> Language:
        """The interface's language: the command line's, else the settings', else the locale's."""
        return self.options.lang or chosen(self.settings.language, os.environ)

    def speak(self) -> None:
        """Use the language and the Arabic display mode in force (after a change of settings).

        Screens already open keep their words; the table redraws with the next move.
        """
        configure(self.language, self.arabic)
        know_genders(self.settings.names, self.settings.genders)
        self.title = tr(APP_TITLE)

    @property
    def not_saving(self) -> str | None:
        """Why nothing is being saved right now, or None while saves go to disk."""
        return self.access.unwritable or self.save_problem

    def warn(self, text: str, timeout: float = NOTICE_SECONDS) -> None:
        """A one-line notice: plain text (file names are untrusted), up long enough to read."""
        self.notify(show(printable(text)), severity="warning", timeout=timeout, markup=False)

    def on_unmount(self) -> None:
        """Let another window have the data folder."""
        self.store.close()

    # ---------------------------------------------------------------- start

    async def on_event(self, event: events.Event) -> None:
        """Drop a key or button press typed for an earlier decision (``tui/decisions.py``)."""
        fresh = not isinstance(event, events.InputEvent) or event.is_forwarded
        if not fresh and not self.gate.admits(event):
            return
        await super().on_event(event)

    def on_load(self) -> None:
        """SIGTERM, SIGHUP and SIGINT leave as Ctrl+Q does, from before the terminal is taken."""
        quit_on_signals(self, self.quit_app)

    def on_mount(self) -> None:
        """Check the files, tell every problem, then open what the start mode asks.

        Every change of the top screen puts a new decision to the person.
        """
        # Stamped as the screen changes, not once the app gets round to it.
        self.screen_change_signal.subscribe(self, lambda _: self.gate.pose(), immediate=True)
        self.pending_notices.extend(self.folder_notices())
        if self.read_only is None:
            self.pending_notices.extend(self.check_files())
        # The newest notice shows at the bottom of the stack and goes first, uncovering
        # the older ones in turn, so each of them is in sight for NOTICE_SECONDS.
        waiting = len(self.pending_notices)
        for position, notice in enumerate(self.pending_notices):
            self.warn(notice, timeout=NOTICE_SECONDS * (waiting - position))
        self.pending_notices.clear()
        if self.asks_arabic:
            from baloot_tui.tui.screens.first_run import FirstRunScreen

            self.push_screen(FirstRunScreen(), callback=self.arabic_answered)
        else:
            self.open_start()

    @property
    def asks_arabic(self) -> bool:
        """Whether to ask first which Arabic display reads right (docs/arabic.md says when).

        Only where ``auto`` cannot tell (a terminal it does not know), or when the
        interface itself is Arabic: a new English player in a known terminal sees the
        menu first. Settings keeps the choice at hand either way.
        """
        options = self.options
        return (
            options.ask_arabic
            and options.arabic is None
            and self.read_only is None
            and not self.settings.arabic_chosen
            and (self.language == "ar" or not auto_knows(os.environ))
        )

    def arabic_answered(self, mode: ArabicDisplay | None) -> None:
        """Keep the first-run answer (``auto`` on Esc) as chosen, then start."""
        chosen = dataclasses.replace(self.settings, arabic=mode or "auto", arabic_chosen=True)
        self.remember(chosen)
        self.speak()
        self.open_start()

    def open_start(self) -> None:
        """Open what the start mode asks, for the game chosen (the menu, a match, the save)."""
        self.open_game(self.options.game, self.options.start)

    def open_game(self, game: str, start: StartMode, table: TableConfig | None = None) -> None:
        """Open what ``start`` asks for the game keyed ``game``; ``table`` seats a new match.

        ``play`` asks first when the game has an unfinished match saved (over the
        start menu, where Cancel leaves you); ``new`` keeps it in Records and starts
        afresh; ``resume`` continues it; ``menu`` opens the start menu.
        """
        if start == "menu":
            if len(self.screen_stack) <= 1:  # at start; from the menu it is already there
                self.push_screen(StartMenu())
            return
        if self.read_only is not None:
            return
        if start == "resume":
            self.resume_match(game)
        elif start == "new" or not self.saves_of(game).has_save():
            self.start_new_match(game, table)
        else:

            def answered(choice: NewMatchChoice | None) -> None:
                if choice == "resume":
                    self.resume_match(game)
                elif choice == "new":
                    self.start_new_match(game, table)

            if len(self.screen_stack) <= 1:
                self.push_screen(StartMenu())  # the question is asked over the menu
            words = adapter_named(game).save_words
            self.push_screen(NewMatchConfirm(words), callback=answered)

    def folder_notices(self) -> list[str]:
        """What the player must know about the data folder itself."""
        folder = self.options.save_dir
        if self.read_only is not None and self.is_web:  # no process id or folder: see the menu
            return [
                _("Read-only: another tab is playing. This tab opens Records, Learn and Rules.")
            ]
        if self.read_only is not None:
            return [
                _(
                    "Read-only: another baloot ({holder}) is using {folder}. This window "
                    "opens Records, Learn and Rules."
                ).format(
                    holder=self.read_only.holder,
                    folder=printable(str(self.read_only.folder), limit=60),
                )
            ]
        if self.access.unwritable is not None:
            return [
                _("Nothing will be saved: {folder} cannot be written ({why}).").format(
                    folder=folder, why=self.access.unwritable
                )
            ]
        return []

    def check_files(self) -> list[str]:
        """Read the save of the game opened and the learning progress once.

        Each bad file is moved aside and told.
        """
        game = self.options.game
        checked = self.checked_saves[game] = self.saves_of(game).read()
        notices = list(checked.notices)
        problem = self.hub().load()
        if problem is not None:
            notices.append(problem)
        return notices

    @property
    def bot_delay(self) -> float:
        """The delay between bot moves: the command line's, else the settings'."""
        delay = self.options.bot_delay
        return self.settings.bot_delay if delay is None else delay

    def command_line_seats(self) -> tuple[Seat, ...] | None:
        """The people's seats the command line chose (None: the settings decide)."""
        options = self.options
        if options.seats is not None:
            return options.seats
        if options.humans is None and options.seating is None:
            return None
        humans = options.humans or self.settings.humans
        return human_seats(humans, options.seating or self.settings.seating)

    def table_config(self, seats: Sequence[Seat] | None = None) -> TableConfig:
        """The table of a new match: the people in ``seats``, else where the command line puts them.

        Without either the settings seat them. Names and bot levels come from the
        settings, overridden by the command line.
        """
        settings = self.settings
        if self.options.names:
            settings = dataclasses.replace(settings, names=self.options.names)
        table = settings.table(seats or self.command_line_seats())
        if self.options.level is not None:
            table = TableConfig.of(
                [
                    c if c.human else SeatConfig(c.name, False, self.options.level)
                    for c in table.seats
                ]
            )
        return table

    def house_rules(self, game: str) -> object:
        """House rules of a new match of ``game``: the command line's, else the settings'."""
        chosen = self.options.house_rules.get(game)
        return chosen if chosen is not None else self.settings.rules_of(game)

    def rules(self) -> Any:
        """House rules of a new match of the default game, which the lessons teach.

        (``Any``: the lessons are the default game's own, and take its rules' type.)
        """
        return self.house_rules(DEFAULT_GAME)

    def saves_of(self, game: str) -> GameSaves:
        """The save of ``game`` in the data folder."""
        if game not in self.game_saves:
            self.game_saves[game] = GameSaves(self.store.for_game(game))
        return self.game_saves[game]

    def take_seed(self) -> int:
        """The seed for a new match (counting up from ``--seed``, else random)."""
        if self.next_seed is None:
            return random.SystemRandom().randrange(1, 2**31)
        seed = self.next_seed
        self.next_seed += 1
        return seed

    def start_new_match(self, game: str, table: TableConfig | None = None) -> None:
        """Start a match of ``game`` at ``table``; an unfinished saved one goes to Records first.

        Without ``table`` the match is seated by :meth:`table_config`; the player is
        told where the saved one went. Only the player's explicit "new" (the
        question's answer, or ``start="new"``) leads here while a match is saved.
        """
        if self.read_only is not None:
            return
        adapter = adapter_named(game)
        saves = self.saves_of(game)
        if self.access.unwritable is None and not self.keep_unfinished(adapter, saves):
            self.show_menu()
            return
        self.checked_saves.pop(game, None)
        table = table or self.table_config()
        setup = MatchSetup(self.take_seed(), table)
        self.write(lambda: saves.start(table))
        played = adapter.with_rules(self.house_rules(game))
        self.open_table(MatchDriver(played, setup, on_change=self.save_hook(saves)))

    def keep_unfinished(self, adapter: GameAdapter, saves: GameSaves) -> bool:
        """Move a saved unfinished match into Records; False (and told) if that failed."""
        words = adapter.save_words
        try:
            kept = saves.archive_unfinished()
        except OSError as err:
            self.warn(_(words.not_kept).format(why=reason_of(err)))
            return False
        if kept is not None:
            self.warn(_(words.kept).format(file=kept.name))
        return True

    def resume_match(self, game: str) -> None:
        """Continue the saved match of ``game``, or explain why not and show the menu."""
        if self.read_only is not None:
            return
        saves = self.saves_of(game)
        saved = self.checked_saves.pop(game, None)
        if saved is None:
            saved = saves.read()
            for notice in saved.notices:
                self.warn(notice)
        play = saved.value
        if play is None:
            if not saved.notices:
                self.warn(_(adapter_named(game).save_words.nothing_saved))
            self.show_menu()
            return
        driver = MatchDriver(
            play.game,
            play.setup,
            match=play.match,
            on_change=self.save_hook(saves),
            undos=play.undos,
        )
        self.open_table(driver)

    def save_hook(self, saves: GameSaves) -> ChangeHook[Any, Any, Any, Any]:
        """What writes the save after every change (a finished match becomes a record)."""
        return lambda driver: self.write(lambda: saves.save(driver))

    def write(self, step: Callable[[], object]) -> None:
        """Run one write to the data folder; a refused write is told once and retried later.

        The first failure says why and that play goes on unsaved; later moves try
        again quietly, and the first write that works again says so.
        """
        if self.access.unwritable is not None:
            return
        try:
            step()
        except OSError as err:
            if self.save_problem is None:
                self.save_problem = reason_of(err)
                self.warn(
                    _("Not saving: {why}. The match goes on, but it will not be kept.").format(
                        why=self.save_problem
                    )
                )
            return
        if self.save_problem is not None:
            self.save_problem = None
            self.notify(tr("Saving works again: the match is saved."), markup=False)

    # ---------------------------------------------------------------- leaving

    def farewell(self) -> str | None:
        """What to print after the app closes: whether the match was kept, and how to go on."""
        table = self.playing
        if table is None or table.driver.is_over:
            return None
        words = adapter_named(table.driver.game.key).save_words
        if self.not_saving is not None:
            return _(words.not_saved).format(why=self.not_saving)
        return _(words.is_saved) + " " + _(words.resume_hint)

    async def action_quit(self) -> None:
        """Leave, saying whether the match in play was saved."""
        self.quit_app()

    def quit_app(self, return_code: int = 0) -> None:
        """Exit with the farewell message (printed once the terminal is restored)."""
        self.exit_message = self.farewell()
        message = None if self.exit_message is None else Text(show(self.exit_message))
        self.exit(return_code=return_code, message=message)

    # ---------------------------------------------------------------- screens

    def open_table(self, driver: AnyDriver) -> None:
        """Show a table for ``driver``'s match on top of the menu; quitting then speaks of it."""
        felt = adapter_named(driver.game.key).felt(driver, self.settings)
        from baloot_tui.tui.screens.table import TableScreen

        table = TableScreen(driver, felt, self.bot_delay)
        self.playing = table
        self.clear_screens()
        self.push_screen(table)

    @property
    def offers_fast_bots(self) -> bool:
        """Whether the start menu offers fast bots: on a first start, until they are chosen."""
        return self.first_start and self.settings.bot_delay > FAST_DELAY

    def choose_fast_bots(self) -> None:
        """Bots play a move every :data:`FAST_DELAY` seconds from now on (kept in the settings)."""
        self.remember(dataclasses.replace(self.settings, bot_delay=FAST_DELAY))
        self.notify(tr("Fast bots: a move every {seconds} s.", seconds=f"{FAST_DELAY:.1f}"))

    def table_in_play(self) -> TableScreen | None:
        """The table under the screens on top (a dialog, the rules), if one is open."""
        from baloot_tui.tui.screens.table import TableScreen

        return next((s for s in reversed(self.screen_stack) if isinstance(s, TableScreen)), None)

    def on_coach_toggled(self, message: CoachToggled) -> None:
        """Remember the coach on or off for the next match."""
        if message.enabled != self.settings.coach:
            self.remember(dataclasses.replace(self.settings, coach=message.enabled))

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
        """Show the rules of the game at the table (the default game's away from one)."""
        from baloot_tui.tui.screens.reader import BookReader

        if isinstance(self.screen, BookReader):
            return
        table = self.table_in_play()
        if table is not None:
            self.push_screen(table.rules_screen())
            return
        rules = self.house_rules(DEFAULT_GAME)
        self.push_screen(adapter_named(DEFAULT_GAME).rules_screen(rules))

    def hub(self) -> LearnHub:
        """The lessons' link to the learning progress (kept next to the saves)."""
        if self.learn_hub is None:
            folder, clock = self.options.save_dir, self.options.clock
            writable = self.read_only is None and self.access.unwritable is None
            store = ProgressStore(folder, clock, writable=writable)
            seed = self.options.seed
            quiz_seed = random.SystemRandom().randrange(2**32) if seed is None else seed
            from baloot_tui.tui.learn.hub import LearnHub

            self.learn_hub = LearnHub(store, quiz_seed)
            if self.read_only is None:
                self.learn_hub.start_match = self.start_coached_match
        return self.learn_hub

    def start_coached_match(self) -> None:
        """The learning path's last step: a match of the first game with the coach on.

        A saved unfinished match is asked about first, as the start menu's Play does.
        """
        if not self.settings.coach:
            self.remember(dataclasses.replace(self.settings, coach=True))
        self.open_game(DEFAULT_GAME, "play")

    def action_learn(self) -> None:
        """Open the lessons and the quiz; progress is saved only by the folder's writer.

        The lessons load here, the first time, for the house rules now in force.
        """
        from baloot_tui.tui.learn.screens import MenuScreen as LearnMenu  # on first use

        first = self.learn_hub is None
        hub = self.hub()
        problems = [hub.load()] if first else []
        problems.append(hub.teach(self.rules()))
        for problem in filter(None, problems):
            self.warn(problem)
        if first and not hub.store.writable:
            why = self.read_only or _("{folder} cannot be written").format(
                folder=self.options.save_dir
            )
            self.warn(_("Learning progress is not saved in this window: {why}.").format(why=why))
        self.push_screen(LearnMenu(hub))

    def action_records(self) -> None:
        """List the finished and set-aside records, to open in the replay viewer."""
        from baloot_tui.tui.screens.records import RecordsScreen

        self.push_screen(RecordsScreen(self.store))

    def action_settings(self) -> None:
        """Open the settings screen (not while another window writes the folder)."""
        from baloot_tui.tui.screens.settings import SettingsScreen

        if self.read_only is None and not isinstance(self.screen, SettingsScreen):
            self.push_screen(SettingsScreen(self.settings), callback=self.settings_saved)

    def settings_saved(self, settings: Settings | None) -> None:
        """Apply new settings and store them; a refused write still applies them for this run."""
        if settings is None:
            return
        if settings.arabic != self.settings.arabic or self.settings.arabic_chosen:
            settings = dataclasses.replace(settings, arabic_chosen=True)
        self.theme = THEMES[settings.theme]
        spoken = (self.language, self.arabic)
        saved = self.remember(settings)
        self.speak()
        if (self.language, self.arabic) != spoken and isinstance(self.screen, StartMenu):
            self.screen.refresh(recompose=True)  # the menu in the new words at once
        if saved:
            self.notify(tr("Settings saved."))

    def remember(self, settings: Settings) -> bool:
        """Apply ``settings`` and store them; False (and told) if the file was not written."""
        self.settings = settings
        if self.read_only is not None:
            return False
        try:
            self.settings_store.save(settings)
        except OSError as err:
            self.warn(
                _("Settings not saved: {why}. They apply until you quit.").format(
                    why=reason_of(err)
                )
            )
            return False
        return True

    def action_toggle_theme(self) -> None:
        """Swap light and dark for this run."""
        self.theme = "textual-light" if self.theme == "textual-dark" else "textual-dark"

    def get_line_filters(self) -> list[LineFilter]:
        """Textual's filters, after the one that puts visual-mode Arabic in screen order."""
        return with_visual_arabic(super().get_line_filters())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Nothing but quitting leaves the hot-seat privacy screen (not even the palette)."""
        return not (action in PRIVATE_ACTIONS and isinstance(self.screen, PrivacyScreen))

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The command palette: the main actions next to Textual's own.

        Nothing is offered over the hot-seat privacy screen, and nothing that would
        show the match in progress: Records lists only finished and set-aside matches.
        """
        if isinstance(screen, PrivacyScreen):
            return
        if self.read_only is None:
            yield SystemCommand(
                tr("Play against bots"),
                tr("Start a new match"),
                lambda: self.open_game(DEFAULT_GAME, "play", self.table_config((Seat.SOUTH,))),
            )
            if self.saves_of(DEFAULT_GAME).has_save() and self.table_in_play() is None:
                # At a table the match in play is the one saved: nothing to continue.
                yield SystemCommand(
                    tr("Continue saved match"),
                    tr("Resume the unfinished match"),
                    lambda: self.open_game(DEFAULT_GAME, "resume"),
                )
            yield SystemCommand(
                tr("Settings"), tr("House rules, bots, delay, names, theme"), self.action_settings
            )
        yield SystemCommand(tr("Learn"), tr("Lessons and the bidding quiz"), self.action_learn)
        yield SystemCommand(tr("Records"), tr("Replay finished matches"), self.action_records)
        table = self.table_in_play()
        game = DEFAULT_GAME if table is None else table.driver.game.key
        yield SystemCommand(tr("Rules"), tr(adapter_named(game).rules_help), self.action_help)
        yield SystemCommand(tr("Main menu"), tr("Back to the start menu"), self.show_menu)
        if table is not None and screen is table:
            if table.check_action("last_trick", ()):
                yield SystemCommand(
                    tr("Show last trick"), tr("Toggle the last trick"), table.action_last_trick
                )
            claim = table.felt.claim_words if table.driver.game.claims is not None else None
            if claim is not None and table.claim_offered():
                yield SystemCommand(tr(claim.command), tr(claim.help), table.action_claim)
            if table.undo_offered():
                yield SystemCommand(
                    tr("Undo"),
                    tr("Take back your last decision and the bots' replies"),
                    table.action_undo,
                )
        yield SystemCommand(
            tr("Light/dark theme"), tr("Swap the colours"), self.action_toggle_theme
        )
        yield from super().get_system_commands(screen)


def make_app(
    *,
    save_dir: Path | None = None,
    config_dir_path: Path | None = None,
    start: StartMode = "menu",
    seed: int | None = None,
    bot_delay: float | None = None,
    humans: int | None = None,
    seating: Seating | None = None,
    seats: tuple[Seat, ...] | None = None,
    names: tuple[str, ...] = (),
    level: str | None = None,
    house_rules: Mapping[str, object] | None = None,
    arabic: ArabicDisplay | None = None,
    ask_arabic: bool = False,
    lang: Language | None = None,
    clock: Clock = datetime.now,
    game: str = DEFAULT_GAME,
) -> BalootApp:
    """Build the app, holding its data folder's lock; the CLI and every test go through here.

    Args:
        save_dir: saves and records (default: the user's data folder).
        config_dir_path: settings (default: the user's config folder).
        start: "menu"; "play" (a new match, asking before an unfinished saved one is
            set aside); "new" (set it aside without asking); "resume" (continue it).
        seed: seed of the first match.
        bot_delay: seconds between bot moves (overrides the settings).
        humans: people at the table, 1-4 (overrides the settings).
        seating: two people as "partners" or "opponents" (overrides the settings).
        seats: the people's seats in the order of ``names`` (overrides both).
        names: the people's names.
        level: bot level for every bot seat (overrides the settings).
        house_rules: house rules of new matches by the game's key (overrides the settings).
        arabic: how Arabic words are printed (overrides the settings).
        ask_arabic: ask which Arabic display reads right when the settings never
            chose one (and ``arabic`` is None).
        lang: the interface's language (overrides the settings and the locale).
        clock: timestamps for file names.
        game: the key of the game a playing start opens (the registry's default if none).

    Raises:
        FolderBusy: another live process holds the data folder and ``start`` would
            play; with ``start="menu"`` the app opens read-only instead.
    """
    options = AppOptions(
        save_dir=save_dir if save_dir is not None else data_dir(),
        config_dir=config_dir_path if config_dir_path is not None else config_dir(),
        start=start,
        seed=seed,
        bot_delay=bot_delay,
        humans=humans,
        seating=seating,
        seats=seats,
        names=names,
        level=level,
        house_rules=dict(house_rules or {}),
        arabic=arabic,
        ask_arabic=ask_arabic,
        lang=lang,
        clock=clock,
        game=game,
    )
    access = FolderAccess.take(options.save_dir, options.clock, options.config_dir)
    if access.busy is not None and start in PLAYING_STARTS:
        raise access.busy
    return BalootApp(options, access)
