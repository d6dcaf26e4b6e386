"""``baloot play --plain``: the game as a plain stream of lines, for screen readers.

One line per game event on stdout in players' words, and one prompt line when
it is your turn listing the numbered choices; you answer by typing a number (or a
card such as ``AS`` or ``10h``), or ``help``, ``hand``, ``score``, ``quit``. No
colour, no cursor movement, no Textual: each line can be read aloud as it comes.

It plays the real :class:`~baloot_tui.play.driver.MatchDriver` against
bots and saves after every change exactly as the app does, holding the data
folder's lock: ``baloot play --plain --resume`` (or the app) continues the match.
"""

from __future__ import annotations

import dataclasses
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any, Final, Generic, Literal, NoReturn, Protocol, TypeVar

import click

from baloot_tui.core.cards import Card, card
from baloot_tui.core.errors import IllegalActionError, NotationError
from baloot_tui.core.game import Choice, Game, GameMatch
from baloot_tui.core.registry import game_part
from baloot_tui.core.seats import Seat
from baloot_tui.core.table import SeatConfig, TableConfig
from baloot_tui.plain.lines import ERROR_LIMIT, say
from baloot_tui.play.driver import MatchDriver, MatchSetup
from baloot_tui.store.files import SaveFailed
from baloot_tui.store.saves import SaveStore
from baloot_tui.store.settings import Settings
from baloot_tui.text.i18n import _
from baloot_tui.text.printable import printable

AnyGame = Game[Any, Any, Any, Any]
"""A game of the registry, whichever it is."""
Ask = Callable[[str], str | None]
"""Show a prompt line and read the answer; None at the end of the input."""
Ending = Literal["over", "stopped"]
M = TypeVar("M", bound=GameMatch)
"""A game's match."""
A = TypeVar("A")
"""A game's action."""
E = TypeVar("E")
"""A game's event."""
MatchIn = TypeVar("MatchIn", bound=GameMatch, contravariant=True)
"""The match a voice reads."""
EventIn = TypeVar("EventIn", contravariant=True)
"""The events a voice says."""

TYPED_COMMANDS: Final = {"help": "help", "?": "help", "hand": "hand", "score": "score"}
QUIT_WORDS: Final = frozenset({"quit", "q", "exit"})
CLAIM_ANSWERS: Final = {"1": True, "accept": True, "2": False, "refuse": False}


def read_line(prompt: str) -> str | None:
    """Print ``prompt`` as its own line, then read one line of stdin (None at its end)."""
    say(prompt)
    line = sys.stdin.readline()
    return None if line == "" else line


class Voice(Protocol[MatchIn, A, EventIn]):
    """How a game speaks in the plain stream, to the person at one seat.

    A game gives its voice in ``baloot_tui/games/<key>/plain.py`` as
    ``voice(names, seat)``: its events, the hand, the score and the choices in
    sentences a screen reader reads well (cards in words, no notation, no symbols).
    """

    title: str
    """The first words of the stream (``Baloot, plain mode.``)."""
    resume_hint: str
    """The last line when the person stops: how to continue."""
    help_text: str
    """What ``help`` prints."""
    claim_question: str
    """The question when the other team claims the remaining tricks (1 accept, 2 refuse)."""

    def sides(self, match: MatchIn, deals_dealt: int) -> str:
        """``You sit South; you and Noura against Faisal and Waleed.``."""
        ...

    def lines(self, events: Sequence[EventIn], match: MatchIn) -> list[str]:
        """One line per event, and the hand again where the game deals more cards."""
        ...

    def hand(self, match: MatchIn) -> str:
        """``Your hand: …``."""
        ...

    def score(self, match: MatchIn, deals_dealt: int) -> str:
        """Where the deal and the match stand, in one line."""
        ...

    def numbered(self, match: MatchIn, choices: Sequence[Choice[A]]) -> list[tuple[A, str]]:
        """The choices a typed number picks, in order, each with its words."""
        ...

    def situation(self, match: MatchIn) -> str:
        """``Your turn``, with the trick on the table while cards are played."""
        ...

    def card_choice(self, match: MatchIn, choices: Sequence[Choice[A]], card: Card) -> A | str:
        """The action that plays the typed ``card``, or in words why it cannot be played."""
        ...


def voice_of(game: Game[M, A, Any, E], names: Sequence[str], seat: Seat) -> Voice[M, A, E]:
    """The game's plain voice for the person at ``seat`` (its folder's ``plain`` module)."""
    voice: Voice[M, A, E] = game_part(game.key, "plain").voice(names, seat)
    return voice


class PlainStream(Generic[M, A, E]):
    """The plain loop of any game: deal, let bots move, ask the person, stop on quit or EOF.

    The loop, the commands (``help``, ``hand``, ``score``, ``quit``), typed numbers and
    cards, and a claim's question are here; the game's :class:`Voice` says the rest.
    """

    def __init__(
        self,
        controller: MatchDriver[M, A, Any, E],
        seat: Seat,
        *,
        ask: Ask = read_line,
        delay: float = 0.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        """Play ``controller``'s match for ``seat``; bots move after ``delay`` seconds."""
        self.controller = controller
        self.seat = seat
        self.voice = voice_of(controller.game, controller.names, seat)
        self.ask = ask
        self.delay = delay
        self.sleep = sleep

    def view(self) -> Any:
        """What the person sees of the deal in progress (or the last one)."""
        view = self.controller.view_for(self.seat)
        assert view is not None
        return view

    def run(self) -> Ending:
        """Play until the match is over or the person stops (quit, end of input)."""
        game = self.controller
        while not game.is_over:
            claim = game.claim_waiting
            if game.needs_deal:
                self.tell(game.deal_next())
                self.say_hand()
            elif claim is not None and self.seat in claim.waiting:
                if not self.answer_claim():
                    return "stopped"
            elif game.is_bot_turn():
                self.sleep(self.delay)
                self.tell(game.play_bot_turn())
            elif not self.take_turn():
                return "stopped"
        return "over"

    def take_turn(self) -> bool:
        """Ask until the person makes a legal choice; False if they stop instead."""
        while True:
            answer = self.ask(self.prompt())
            if answer is None or answer.strip().lower() in QUIT_WORDS:
                return False
            word = answer.strip().lower()
            command = TYPED_COMMANDS.get(word)
            if command == "help":
                say(_(self.voice.help_text))
            elif command == "hand":
                self.say_hand()
            elif command == "score":
                say(self.voice.score(self.controller.match, self.controller.deals_dealt))
            elif self.chosen(word):
                return True

    def play(self) -> None:
        """Run the stream between its opening line and where the match is at the end."""
        sides = self.voice.sides(self.controller.match, self.controller.deals_dealt)
        say(f"{_(self.voice.title)} {sides} {_('Type help at any prompt.')}")
        if self.run() == "over":
            say(_("The match is over and kept in Records."))
        else:
            say(_(self.voice.resume_hint))

    def tell(self, events: Sequence[E]) -> None:
        """One line per event, in the game's words."""
        for line in self.voice.lines(events, self.controller.match):
            say(line)

    def say_hand(self) -> None:
        """``Your hand: …``."""
        say(self.voice.hand(self.controller.match))

    def numbered(self) -> list[tuple[A, str]]:
        """The choices a typed number picks now."""
        return self.voice.numbered(self.controller.match, self.controller.choices())

    def prompt(self) -> str:
        """The prompt line, e.g. ``Your turn: choose 1 to 2: 1 Pass, 2 Sun.``."""
        numbered = self.numbered()
        listed = ", ".join(f"{n} {words}" for n, (_a, words) in enumerate(numbered, start=1))
        count = len(numbered)
        if count == 1:
            choose = _("type 1, the only choice")
        else:
            choose = _("choose 1 to {count}").format(count=count)
        return f"{self.voice.situation(self.controller.match)}: {choose}: {listed}."

    def chosen(self, word: str) -> bool:
        """Play the choice or card ``word`` names; False after saying why it cannot be."""
        numbered = self.numbered()
        count = len(numbered)
        if word.isdigit():
            if 1 <= int(word) <= count:
                return self.submitted(numbered[int(word) - 1][0])
            say(
                _("There is no choice {word}: type a number from 1 to {count}, or help.").format(
                    word=word, count=count
                )
            )
            return False
        card = typed_card(word)
        if card is None:
            say(_("Not understood: type a number from 1 to {count}, or help.").format(count=count))
            return False
        choices = self.controller.choices()
        if not any(c.card is not None for c in choices):
            say(
                _("It is not time to play a card: type a number from 1 to {count}.").format(
                    count=count
                )
            )
            return False
        action = self.voice.card_choice(self.controller.match, choices, card)
        if isinstance(action, str):
            say(action)
            return False
        return self.submitted(action)

    def submitted(self, action: A) -> bool:
        """Apply the person's action and tell what happened; False if the rules refuse it."""
        try:
            events = self.controller.submit(action)
        except IllegalActionError:
            say(_("The rules do not allow that now; choose again."))
            return False
        self.tell(events)
        return True

    def answer_claim(self) -> bool:
        """Ask whether the person accepts the claim shown; False if they stop instead."""
        while True:
            answer = self.ask(_(self.voice.claim_question))
            word = "" if answer is None else answer.strip().lower()
            if answer is None or word in QUIT_WORDS:
                return False
            if word in CLAIM_ANSWERS:
                self.tell(self.controller.answer_claim(self.seat, CLAIM_ANSWERS[word]))
                return True
            say(_("Type 1 to accept the claim or 2 to refuse it."))


def typed_card(word: str) -> Card | None:
    """The card a person typed (``as``, ``10h``, ``TH``), or None."""
    text = word.strip().upper().replace("10", "T", 1)
    try:
        return card(text)
    except NotationError:
        return None


AnyDriver = MatchDriver[Any, Any, Any, Any]
"""A match of any game."""


def saving_to(store: SaveStore) -> Callable[[AnyDriver], None]:
    """The driver's save hook: write after every change; a failure is one line."""

    def save(driver: AnyDriver) -> None:
        try:
            store.save(driver.match, driver.seed, driver.table, driver.undos)
        except SaveFailed as err:
            say(
                _("The match could not be saved ({reason}); play goes on.").format(
                    reason=err.reason
                )
            )

    return save


def new_seed(seed: int | None) -> int:
    """``seed``, or a fresh one when none was asked for."""
    return seed if seed is not None else random.SystemRandom().randrange(1, 2**31)


def set_aside(store: SaveStore) -> None:
    """Keep an unfinished saved match in Records before a new one, and say so."""
    kept = store.archive_unfinished()
    if kept is not None:
        say(f"The unfinished match is kept in Records ({kept.name}).")


def new_driver(store: SaveStore, table: TableConfig, game: AnyGame, seed: int | None) -> AnyDriver:
    """Start a new match of ``game`` (an unfinished saved one is kept in Records first)."""
    set_aside(store)
    store.start(table)
    setup = MatchSetup(new_seed(seed), table)
    return MatchDriver(game, setup, on_change=saving_to(store))


Start = Literal["play", "new", "resume"]


@contextmanager
def plain_folder() -> Iterator[tuple[Settings, SaveStore]]:
    """The settings and the data folder held as the app holds it, for one plain stream.

    A refused settings file gives the defaults, said so; a busy or unwritable data
    folder is one line and exit 1.
    """
    from baloot_tui.store.files import FolderBusy
    from baloot_tui.store.saves import SaveError
    from baloot_tui.store.settings import SettingsStore, config_dir, data_dir

    try:
        settings = SettingsStore(config_dir(), datetime.now).load()
    except SaveError as err:
        say(f"{err} Default settings are used.")
        settings = Settings()
    try:
        store = SaveStore.open(data_dir(), datetime.now)
    except FolderBusy as busy:
        stop(f"another baloot ({busy.holder}) is using {busy.folder}")
    except SaveFailed as err:
        stop(f"cannot write {err.path}: {err.reason}")
    with store:
        yield settings, store


def chosen_start(start: Start, saves: SaveStore) -> Literal["new", "resume"]:
    """``new`` or ``resume``: ``play`` asks when a match is saved (EOF or 1 continue it)."""
    if start != "play":
        return start
    if not saves.has_save():
        return "new"
    answer = read_line(_("An unfinished match is saved: 1 continue it, 2 start a new one."))
    return "new" if answer is not None and answer.strip() == "2" else "resume"


def one_person(table: TableConfig) -> TableConfig:
    """A resumed match's table; exit 1 unless it seats exactly one person."""
    if len(table.humans) != 1:
        stop(f"the saved match seats {len(table.humans)} people; --plain seats one")
    return table


def plain_table(settings: Settings, players: tuple[str, ...], level: str | None) -> TableConfig:
    """A new match's table: one person (named as told) and the settings' bots or ``level``."""
    table = dataclasses.replace(settings, humans=1, names=players[:1]).table()
    if level is None:
        return table
    return TableConfig.of([c if c.human else SeatConfig(c.name, False, level) for c in table.seats])


def open_game_plain(
    game: str,
    start: Start,
    *,
    preset: str | None,
    seed: int | None,
    delay: float | None,
    players: tuple[str, ...],
    level: str | None,
) -> None:
    """``baloot play --plain`` for the game keyed ``game``: its save, its voice, the stream.

    The settings give the bot levels, the delay and the house rules unless an option
    overrides them (``preset`` for a new match; a resumed one keeps its own rules).
    """
    with plain_folder() as (settings, folder):
        store = folder.for_game(game)
        driver = chosen_driver(store, start, settings, seed, players, level, preset)
        bot_delay = settings.bot_delay if delay is None else delay
        PlainStream(driver, driver.table.humans[0], delay=bot_delay).play()


def chosen_driver(
    store: SaveStore,
    start: Start,
    settings: Settings,
    seed: int | None,
    players: tuple[str, ...],
    level: str | None,
    preset: str | None,
) -> AnyDriver:
    """The saved match (``resume``, or ``play`` when the person says so) or a new one."""
    if chosen_start(start, store) == "resume":
        loaded = store.read()
        saved = loaded.value
        if saved is None:
            stop(store.nothing_to_resume(loaded))
        for notice in loaded.notices:
            say(notice)
        return MatchDriver(
            store.game.resumed(saved.match),
            MatchSetup(saved.seed, one_person(saved.table)),
            match=saved.match,
            on_change=saving_to(store),
            undos=saved.undos,
        )
    choice = settings.house_of(store.game_key)
    game = store.game.under(*((preset,) if preset else (choice.preset, dict(choice.flags))))
    return new_driver(store, plain_table(settings, players, level), game, seed)


def stop(problem: str) -> NoReturn:
    """One line on stderr saying why the plain stream cannot start, then exit 1."""
    click.echo(f"baloot play: error: {printable(problem, ERROR_LIMIT)}", err=True)
    sys.exit(1)
