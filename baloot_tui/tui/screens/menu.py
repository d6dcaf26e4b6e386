"""The start menu, the hot-seat seating, the question before a saved match is replaced, the end.

The menu lists every game of the registry by the entries its adapter gives
(:attr:`~baloot_tui.tui.adapter.GameAdapter.menu`): the default game's first, then
Learn, then the other games', then what the app itself offers.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, ClassVar, Final, Literal, cast

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Static

from baloot_tui.core.registry import DEFAULT_GAME, GAME_KEYS
from baloot_tui.core.seats import NAME_LIMIT, Seat, Team
from baloot_tui.core.table import Seating, TableConfig, human_seats
from baloot_tui.store.files import FolderBusy
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.printable import printable
from baloot_tui.text.table_words import seating_words
from baloot_tui.tui.adapter import MenuEntry, SaveWords, menu_named
from baloot_tui.tui.compat import use_bindings
from baloot_tui.tui.felt import EndWords
from baloot_tui.tui.say import show, tr
from baloot_tui.tui.widgets.footer import KeyFooter

if TYPE_CHECKING:
    from baloot_tui.tui.app import BalootApp
LOGO = N_("بلوت  BALOOT")

LEARN: Final = MenuEntry("learn", "l", N_("Learn: lessons and bidding quiz"), N_("Learn"), "play")
"""The lessons, between the default game's entries and the other games'."""
APP_ENTRIES: Final = (
    ("fast", "f", N_("Fast bots: a move every 0.2 s"), N_("Fast bots")),
    ("guided", "g", N_("A first hand, guided step by step"), N_("Guided hand")),
    ("records", "r", N_("Records: replay finished matches"), N_("Records")),
    ("settings", "s,o", N_("Settings"), N_("Settings")),
    ("rules", "question_mark,f1", N_("Rules"), N_("Rules")),
    ("quit", "q", N_("Quit"), N_("Quit")),
)
"""(button id, keys, label, footer words) of the app's own entries after the games'."""
KEY_SHOWN: Final = {"question_mark,f1": "?", "s,o": "s"}
"""The key a button shows for an entry with several keys."""


def game_entries() -> list[tuple[str, MenuEntry]]:
    """Every game's menu entries with the game's key, the default game first."""
    return [(key, entry) for key in GAME_KEYS for entry in menu_named(key)]


def writing_entries() -> frozenset[str]:
    """Entries that write the data folder or the settings: off while another window holds it."""
    return frozenset({entry.id for _, entry in game_entries()} | {"settings", "fast"})


def is_active(screen: Screen[Any]) -> bool:
    """Whether ``screen`` is on top (a click queued for a screen already left does nothing)."""
    return screen.app.screen is screen


def read_only_text(busy: FolderBusy, in_browser: bool = False) -> str:
    """Why the menu is read-only and what it still offers, in the player's words.

    In a terminal it names the process and the folder, so the other window can be
    found. In a browser tab it names neither: a tab cannot act on a process id, and
    whoever opens the page on the network need not learn the server's folders.
    """
    if in_browser:
        return _(
            "Another tab is playing: only one tab at a time can play and save. Here you "
            "can open Records, Learn (progress is not saved) and Rules."
        )
    folder = printable(str(busy.folder), limit=60)
    return _(
        "Another baloot ({holder}) is using {folder}. Play, Continue, Hot-seat and "
        "Settings belong to that window; here you can open Records, Learn (progress is "
        "not saved) and Rules."
    ).format(holder=busy.holder, folder=folder)


class StartMenu(Screen[None]):
    """What ``baloot`` opens; every entry has a key, a button to click, and arrows + Enter."""

    DEFAULT_CSS = """
    #read-only {
        width: 52;
        color: $warning;
        margin-bottom: 1;
    }
    """

    def __init__(self) -> None:
        super().__init__()
        games = game_entries()
        first = games[0][0]
        self.games = {entry.id: (key, entry) for key, entry in games}
        """Each game entry's game and entry, by the entry's id."""
        self.writing = writing_entries()
        """The entries a read-only menu dims."""
        self.entries: list[tuple[str, str, str]] = [
            *((e.id, e.key, e.label) for key, e in games if key == first),
            (LEARN.id, LEARN.key, LEARN.label),
            *((e.id, e.key, e.label) for key, e in games if key != first),
            *((id_, KEY_SHOWN.get(keys, keys), label) for id_, keys, label, _ in APP_ENTRIES),
        ]
        """(button id, key, label) of each entry, top to bottom (labels translated when drawn)."""
        use_bindings(
            self,
            [
                Binding("up,k", "app.focus_previous", N_("Up"), show=False),
                Binding("down,j", "app.focus_next", N_("Down"), show=False),
                *(Binding(e.key, f"choose('{e.id}')", e.footer, show=e.shown) for _, e in games),
                Binding(LEARN.key, f"choose('{LEARN.id}')", LEARN.footer),
                *(
                    Binding(keys, f"choose('{id_}')", words, show=id_ != "fast")
                    for id_, keys, _, words in APP_ENTRIES
                ),
                Binding("ctrl+q", "app.quit", N_("Quit"), show=False, priority=True),
            ],
        )
        """Every entry's key; ctrl+q is hidden because q already says "Quit" here."""

    @property
    def host(self) -> BalootApp:
        """The app, typed."""
        return cast("BalootApp", self.app)

    def has_save(self, entry: str) -> bool:
        """Whether the game of a game entry has a saved match (True for any other entry)."""
        found = self.games.get(entry)
        if found is None or found[1].start != "resume":
            return True
        return self.host.saves_of(found[0]).has_save()

    def available(self, entry: str) -> bool:
        """Whether ``entry`` can be chosen now.

        "Continue" needs a save; while another window holds the data folder only
        what reads it is open.
        """
        if entry in self.writing and self.host.read_only is not None:
            return False
        if entry == "fast":
            return self.host.offers_fast_bots
        return self.has_save(entry)

    def compose(self) -> ComposeResult:
        """The logo and one button per entry that can be chosen, its key first."""
        busy = self.host.read_only
        with Vertical(id="menu-box"):
            yield Static(Text(tr(LOGO)), id="logo")
            yield Static(Text(tr("Saudi Baloot in the terminal")), id="tagline")
            if busy is not None:
                said = read_only_text(busy, in_browser=self.app.is_web)
                yield Static(Text(show(said)), id="read-only")
            for entry, key, label in self.entries:
                if not self.available(entry):
                    continue
                found = self.games.get(entry)
                yield Button(
                    Text.assemble((f"{key}  ", "bold"), tr(label)),
                    id=entry,
                    variant="default" if found is None else found[1].variant,
                    compact=True,
                )
        # Every key fits in 80 columns only without the palette hint (ctrl+p still works).
        yield KeyFooter(compact=True, show_command_palette=False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Offer only what works (the entries that do not are not drawn either).

        "Continue" while a match is saved; in a read-only menu only what reads the folder.
        """
        if action != "choose" or not parameters:
            return True
        return self.available(str(parameters[0]))

    def on_mount(self) -> None:
        """Select the first entry that can be chosen ("Play against bots" when playing is open)."""
        for button in self.query(Button):
            if not button.disabled:
                button.focus()
                return

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """A click, or Enter on the focused entry."""
        if event.button.id is not None:
            self.action_choose(event.button.id)

    def action_choose(self, entry: str) -> None:
        """Do what the menu entry ``entry`` says (keys and clicks both end here)."""
        app = self.host
        if not is_active(self) or not self.available(entry):
            return  # a click or key still queued for a screen already left does nothing
        found = self.games.get(entry)
        if found is not None:
            self.start(*found)
        elif entry == "learn":
            app.action_learn()
        elif entry == "fast":
            app.choose_fast_bots()
            self.refresh(recompose=True)
        elif entry == "guided":
            from baloot_tui.tui.learn.course import first_hand  # with the lessons' frame

            hand = first_hand(DEFAULT_GAME, app.options.seed, app.rules())
            if hand is not None:
                app.push_screen(hand)
        elif entry == "records":
            app.action_records()
        elif entry == "settings":
            app.action_settings()
        elif entry == "rules":
            app.action_help()
        elif entry == "quit":
            app.quit_app()

    def start(self, game: str, entry: MenuEntry) -> None:
        """Do what a game's entry says: play against bots, continue, or seat people first."""
        app = self.host
        if entry.start == "play":
            app.open_game(game, "play", app.table_config((Seat.SOUTH,)))
        elif entry.start == "resume":
            app.open_game(game, "resume")
        else:
            setup = SeatingSetup(app.settings.humans, app.settings.seating)
            app.push_screen(setup, lambda chosen: self.seated(chosen, game))

    def seated(self, chosen: tuple[int, Seating] | None, game: str) -> None:
        """Start the hot-seat match of ``game`` chosen in :class:`SeatingSetup`, remembering it."""
        if chosen is None:
            return
        app = self.host
        humans, seating = chosen
        app.remember(dataclasses.replace(app.settings, humans=humans, seating=seating))
        app.open_game(game, "play", app.table_config(human_seats(humans, seating)))


SEATING_CHOICES: Final[tuple[tuple[int, Seating], ...]] = (
    (2, "partners"),
    (2, "opponents"),
    (3, "partners"),
    (4, "partners"),
)
"""The hot-seat tables offered, as (people, seating); keys 1-4 in this order."""
SEATING_KEYS: Final = (N_("2 partners"), N_("2 opponents"), N_("3 people"), N_("4 people"))
"""What the footer calls each choice (the buttons say who sits where)."""


class SeatingSetup(ModalScreen[tuple[int, Seating] | None]):
    """Before a hot-seat match: how many people, and for two, partners or opponents."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "app.focus_previous", N_("Up"), show=False),
        Binding("down,j", "app.focus_next", N_("Down"), show=False),
        *(
            Binding(str(number), f"choose({number - 1})", words)
            for number, words in enumerate(SEATING_KEYS, start=1)
        ),
        Binding("escape", "choose(-1)", N_("Cancel")),
    ]
    DEFAULT_CSS = """
    SeatingSetup { align: center middle; }
    #seating-box {
        width: auto;
        max-width: 100%;
        height: auto;
        border: thick $primary;
        background: $surface;
        padding: 1 2;
    }
    #seating-box Button { width: 52; padding: 0 2; content-align: left middle; text-align: left; }
    #seating-title { text-style: bold; }
    #seating-note { color: $text-muted; margin-bottom: 1; }
    """

    def __init__(self, humans: int, seating: Seating) -> None:
        super().__init__()
        self.last = (humans, seating if humans == 2 else "partners")
        """The table chosen last time (focused first)."""

    def compose(self) -> ComposeResult:
        """The question, one button per table, and Cancel."""
        with Vertical(id="seating-box"):
            yield Static(Text(tr("Who plays at this keyboard?")), id="seating-title")
            note = tr("The other seats are bots (names, levels: Settings).")
            yield Static(Text(note), id="seating-note")
            for number, choice in enumerate(SEATING_CHOICES, start=1):
                seats = show(seating_words(human_seats(*choice)))
                yield Button(
                    Text.assemble((f"{number}  ", "bold"), seats),
                    id=f"seating-{number - 1}",
                    compact=True,
                )
            yield Button(
                Text.assemble(("esc  ", "bold"), tr("Cancel")), id="seating-cancel", compact=True
            )
        yield KeyFooter(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        """Select last time's table (two partners the first time)."""
        index = SEATING_CHOICES.index(self.last) if self.last in SEATING_CHOICES else 0
        self.query_one(f"#seating-{index}", Button).focus()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """A click, or Enter on the focused button."""
        number = (event.button.id or "").removeprefix("seating-")
        self.action_choose(int(number) if number.isdigit() else -1)

    def action_choose(self, index: int) -> None:
        """Close with the table ``index`` of :data:`SEATING_CHOICES` (-1: cancel)."""
        if not is_active(self):
            return  # already answered: a second queued click must not answer again
        self.dismiss(SEATING_CHOICES[index] if 0 <= index < len(SEATING_CHOICES) else None)


NewMatchChoice = Literal["resume", "new"]


class NewMatchConfirm(ModalScreen[NewMatchChoice | None]):
    """Asked before a new match replaces an unfinished saved one, in its game's words."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "app.focus_previous", N_("Up"), show=False),
        Binding("down,j", "app.focus_next", N_("Down"), show=False),
        Binding("c", "choose('resume')", N_("Continue it")),
        Binding("n", "choose('new')", N_("New match")),
        Binding("escape", "choose('')", N_("Cancel")),
    ]

    def __init__(self, words: SaveWords) -> None:
        super().__init__()
        self.words = words
        """How the game speaks of its saved match."""

    def compose(self) -> ComposeResult:
        """The question and three buttons; "Continue" has the focus."""
        with Vertical(id="confirm-box"):
            yield Static(Text(tr(self.words.saved)), id="confirm-text")
            yield Button(
                Text.assemble(("c  ", "bold"), tr("Continue the saved match")),
                id="resume",
                variant="success",
                compact=True,
            )
            yield Button(
                Text.assemble(("n  ", "bold"), tr(self.words.new_one)),
                id="new",
                variant="primary",
                compact=True,
            )
            yield Button(Text.assemble(("esc  ", "bold"), tr("Cancel")), id="cancel", compact=True)
        yield KeyFooter()

    def on_mount(self) -> None:
        """Select "Continue the saved match": the choice that changes nothing."""
        self.query_one("#resume", Button).focus()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        """A click, or Enter on the focused button."""
        self.action_choose("" if event.button.id == "cancel" else event.button.id or "")

    def action_choose(self, choice: str) -> None:
        """Close with ``choice`` ("resume", "new", or "" for cancel)."""
        if not is_active(self):
            return  # already answered: a second queued click must not answer again
        self.dismiss("resume" if choice == "resume" else "new" if choice == "new" else None)


def match_headline(winner: Team | None, table: TableConfig, won: str, lost: str) -> str:
    """Who won: ``won`` or ``lost`` for one person's team (or partners), else the winners' names."""
    humans = table.humans
    if winner is None:
        return tr("The match is over.")
    if len({h.team for h in humans}) == 1:
        return won if winner is humans[0].team else lost
    first, second = (printable(table[s].name, NAME_LIMIT) for s in winner.seats)
    return tr("{first} and {second} won the match!", first=first, second=second)


class EndScreen(Screen[None]):
    """A finished match of any game: the winner, the final score, and "play again"."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "app.focus_previous", N_("Up"), show=False),
        Binding("down,j", "app.focus_next", N_("Down"), show=False),
        Binding("enter", "again", N_("Play again")),
        Binding("escape,m", "app.menu", N_("Menu")),
        Binding("q", "app.quit", N_("Quit")),
    ]

    def __init__(self, words: EndWords, game: str, table: TableConfig) -> None:
        super().__init__()
        self.words = words
        """Who won, the final score and the "play again" label (in the player's words)."""
        self.game = game
        """The key of the game played."""
        self.table = table
        """Who sat where: a new match seats them the same."""

    def compose(self) -> ComposeResult:
        """The result and the three choices."""
        with Vertical(id="end-box"):
            yield Static(Text(self.words.headline), id="end-title")
            yield Static(Text(self.words.score), id="end-score")
            yield Button(
                Text.assemble(("enter  ", "bold"), self.words.again),
                id="again",
                variant="primary",
                compact=True,
            )
            yield Button(Text.assemble(("m  ", "bold"), tr("Main menu")), id="menu", compact=True)
            yield Button(Text.assemble(("q  ", "bold"), tr("Quit")), id="quit", compact=True)
        yield KeyFooter()

    def on_mount(self) -> None:
        """Select "Play again"."""
        self.query_one("#again", Button).focus()

    @on(Button.Pressed, "#again")
    def action_again(self) -> None:
        """A new match of the same game with the same seats.

        A key or click queued after the screen left is dropped.
        """
        if is_active(self):
            cast("BalootApp", self.app).open_game(self.game, "play", self.table)

    @on(Button.Pressed, "#menu")
    def menu(self) -> None:
        """Back to the start menu.

        A click queued after "Play again" left this screen is dropped: it would
        close the new match's table before it is drawn.
        """
        if is_active(self):
            cast("BalootApp", self.app).show_menu()

    @on(Button.Pressed, "#quit")
    def quit(self) -> None:
        """Leave."""
        if is_active(self):
            cast("BalootApp", self.app).quit_app()
