"""``baloot play --plain``: the game as a plain stream of lines, for screen readers.

One line per game event on stdout in players' words, and one prompt line when
it is your turn listing the numbered choices; you answer by typing a number (or a
card such as ``AS`` or ``10h``), or ``help``, ``hand``, ``score``, ``quit``. No
colour, no cursor movement, no Textual: each line can be read aloud as it comes.

It plays the real :class:`~baloot_tui.games.baloot.controller.GameController` against
bots and saves after every change exactly as the app does, holding the data
folder's lock: ``baloot play --plain --resume`` (or the app) continues the match.
"""

from __future__ import annotations

import dataclasses
import random
import sys
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from functools import cached_property
from typing import Any, ClassVar, Final, Generic, Literal, NoReturn, TypeVar

import click

from baloot_tui.cli.common import ERROR_LIMIT, say
from baloot_tui.core.cards import Card, card
from baloot_tui.core.errors import IllegalActionError, NotationError
from baloot_tui.core.registry import game_named
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.controller import GameController, MatchSetup, make_bots
from baloot_tui.games.baloot.events import ContractSet, GameEvent
from baloot_tui.games.baloot.game import BALOOT
from baloot_tui.games.baloot.rules.actions import Action, PlayCard
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.words import Narrator, action_words, card_words, hand_words, spoken
from baloot_tui.play.seated import MatchController
from baloot_tui.play.seats import SeatConfig, TableConfig
from baloot_tui.store.files import SaveFailed
from baloot_tui.store.saves import SaveStore
from baloot_tui.store.settings import Settings
from baloot_tui.text.i18n import _
from baloot_tui.text.printable import printable

Ask = Callable[[str], str | None]
"""Show a prompt line and read the answer; None at the end of the input."""
Ending = Literal["over", "stopped"]
C = TypeVar("C", bound=MatchController[Any, Any])
"""The controller a stream plays: Baloot's, or the any-game driver."""

HELP: Final = (
    "Type the number of a choice and press Enter; during play you may type a card "
    "instead, such as AS for the Ace of spades or 10h for the 10 of hearts. "
    "Other commands: hand (your cards), score (the contract and the match score), "
    "help (this text), quit (stop; the match is saved)."
)
TYPED_COMMANDS: Final = {"help": "help", "?": "help", "hand": "hand", "score": "score"}
QUIT_WORDS: Final = frozenset({"quit", "q", "exit"})
SAWA_QUESTION: Final = (
    "Sawa claimed against your team: 1 accept, 2 refuse (the rules check the claim either way)."
)
SAWA_ANSWERS: Final = {"1": True, "accept": True, "2": False, "refuse": False}
RESUME_HINT: Final = "The match is saved; baloot play --plain --resume continues it."


def read_line(prompt: str) -> str | None:
    """Print ``prompt`` as its own line, then read one line of stdin (None at its end)."""
    say(prompt)
    line = sys.stdin.readline()
    return None if line == "" else line


class PlainStream(ABC, Generic[C]):
    """The plain loop of either game: deal, let bots move, ask the person, stop on quit or EOF.

    A game's stream says its events, hand, score and prompt, and turns a typed word
    into its action (:meth:`chosen`); the loop, the commands and the ending are here.
    """

    title: ClassVar[str]
    """The first words of the stream (``Baloot, plain mode.``)."""
    resume_hint: ClassVar[str]
    """The last line when the person stops: how to continue."""
    help_text: ClassVar[str]
    """What ``help`` prints."""

    def __init__(
        self,
        controller: C,
        seat: Seat,
        *,
        ask: Ask = read_line,
        delay: float = 0.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        """Play ``controller``'s match for ``seat``; bots move after ``delay`` seconds."""
        self.controller = controller
        self.seat = seat
        self.ask = ask
        self.delay = delay
        self.sleep = sleep

    def run(self) -> Ending:
        """Play until the match is over or the person stops (quit, end of input)."""
        game = self.controller
        while not game.is_over:
            question = self.question()
            if game.needs_deal:
                self.tell(game.deal_next())
                self.say_hand()
            elif question is not None:
                if not question():
                    return "stopped"
            elif game.is_bot_turn():
                self.sleep(self.delay)
                self.tell(game.play_bot_turn())
            elif not self.take_turn():
                return "stopped"
        return "over"

    def question(self) -> Callable[[], bool] | None:
        """A question the person must answer before anyone moves (False: they stopped)."""
        return None

    def take_turn(self) -> bool:
        """Ask until the person makes a legal choice; False if they stop instead."""
        while True:
            answer = self.ask(self.prompt())
            if answer is None or answer.strip().lower() in QUIT_WORDS:
                return False
            word = answer.strip().lower()
            command = TYPED_COMMANDS.get(word)
            if command == "help":
                say(_(self.help_text))
            elif command == "hand":
                self.say_hand()
            elif command == "score":
                self.say_score()
            elif self.chosen(word):
                return True

    def play(self) -> None:
        """Run the stream between its opening line and where the match is at the end."""
        say(f"{_(self.title)} {self.sides()} {_('Type help at any prompt.')}")
        if self.run() == "over":
            say(_("The match is over and kept in Records."))
        else:
            say(_(self.resume_hint))

    @abstractmethod
    def sides(self) -> str:
        """``You sit South; you and Noura against Faisal and Waleed.``."""

    @abstractmethod
    def tell(self, events: Sequence[Any]) -> None:
        """One line per event (of the controller's own event type)."""

    @abstractmethod
    def say_hand(self) -> None:
        """``Your hand: …``."""

    @abstractmethod
    def say_score(self) -> None:
        """Where the deal and the match stand, in one line."""

    @abstractmethod
    def prompt(self) -> str:
        """The prompt line listing the numbered choices."""

    @abstractmethod
    def chosen(self, word: str) -> bool:
        """Act on the typed ``word``: True if an action was applied, else say why not."""


class PlainGame(PlainStream[GameController]):
    """One person (``seat``) playing a Baloot controller's match by typed choices."""

    title = "Baloot, plain mode."
    resume_hint = RESUME_HINT
    help_text = HELP

    @cached_property
    def narrator(self) -> Narrator:
        """The events in words, the person's seat as "you"."""
        return Narrator(self.controller.table.names, self.seat)

    def question(self) -> Callable[[], bool] | None:
        """The Sawa claim to accept or refuse, once one is made against the person's team."""
        return None if self.controller.claim is None else self.answer_claim

    def sides(self) -> str:
        """Where the person sits and who plays with whom."""
        narrator = self.narrator
        return (
            f"You sit South; {narrator.team_members(self.seat.team)} against "
            f"{narrator.team_members(self.seat.team.other)}."
        )

    def tell(self, events: Sequence[GameEvent]) -> None:
        """One line per event; the full hand again once the contract deals the rest."""
        for event in events:
            say(self.narrator.line(event))
            if isinstance(event, ContractSet) and not self.controller.is_over:
                self.say_hand()

    def view(self) -> PlayerView:
        """What the person sees of the hand in progress (or the last one)."""
        view = self.controller.view_for(self.seat)
        assert view is not None
        return view

    def say_hand(self) -> None:
        """``Your hand: …``."""
        view = self.view()
        say(f"Your hand: {hand_words(view.hand, view.trump)}.")

    def say_score(self) -> None:
        """The contract so far, the trick count and the match score, in one line."""
        view = self.view()
        narrator = self.narrator
        match = self.controller.match
        parts = [f"Hand {self.controller.hand_number}"]
        if view.contract is not None and view.buyer is not None:
            parts.append(
                f"contract {narrator.contract(view.contract, view.trump)}, "
                f"bought by {narrator.team_members(view.buyer.team)}, ×{view.multiplier}"
            )
        if view.phase is Phase.PLAYING:
            parts.append(f"tricks won: {narrator.scores(view.tricks_won)}")
        parts.append(f"match: {narrator.scores(match.scores)}, {match.rules.match_target} to win")
        say("; ".join(parts) + ".")

    def prompt(self) -> str:
        """The prompt line, e.g. ``Your turn: choose 1 to 2: 1 Pass, 2 Sun.``."""
        view = self.view()
        face = view.face_card.suit if view.bidding.round_number == 1 else None
        choices = ", ".join(
            f"{n} {action_words(a, face)}" for n, a in enumerate(view.legal_actions, start=1)
        )
        count = len(view.legal_actions)
        choose = "type 1, the only choice" if count == 1 else f"choose 1 to {count}"
        return f"{self.situation(view)}: {choose}: {choices}."

    def situation(self, view: PlayerView) -> str:
        """``Your turn`` with the trick on the table while cards are played."""
        if view.phase is not Phase.PLAYING or view.leader is None:
            return "Your turn"
        number = len(view.tricks) + 1
        if not view.trick:
            return f"Your turn to lead trick {number}"
        seat, played = view.leader, []
        for played_card in view.trick:
            played.append(f"{self.narrator.who(seat)} {card_words(played_card)}")
            seat = seat.next
        return f"Your turn in trick {number}, on the table: {', '.join(played)}"

    def chosen(self, word: str) -> bool:
        """Play the choice or card ``word`` names; False after saying why it cannot be."""
        action = self.choice(word, self.view())
        return action is not None and self.submitted(action)

    def answer_claim(self) -> bool:
        """Ask whether the person accepts the Sawa claim shown; False if they stop instead."""
        while True:
            answer = self.ask(SAWA_QUESTION)
            word = "" if answer is None else answer.strip().lower()
            if answer is None or word in QUIT_WORDS:
                return False
            if word in SAWA_ANSWERS:
                self.tell(self.controller.answer_sawa(self.seat, SAWA_ANSWERS[word]))
                return True
            say("Type 1 to accept the claim or 2 to refuse it.")

    def choice(self, word: str, view: PlayerView) -> Action | None:
        """The action ``word`` chooses, or None after saying in one line why it is none."""
        legal = view.legal_actions
        if word.isdigit():
            if 1 <= int(word) <= len(legal):
                return legal[int(word) - 1]
            say(f"There is no choice {word}: type a number from 1 to {len(legal)}, or help.")
            return None
        card = typed_card(word)
        if card is None:
            say(f"Not understood: type a number from 1 to {len(legal)}, or help.")
            return None
        if not any(isinstance(action, PlayCard) for action in legal):
            say(f"It is not time to play a card: type a number from 1 to {len(legal)}.")
            return None
        for option in view.card_options:
            if option.card == card:
                if option.legal:
                    return PlayCard(self.seat, card)
                say(f"You cannot play {card_words(card)}: {spoken(option.reason)}.")
                return None
        say(f"You do not hold {card_words(card)}.")
        return None

    def submitted(self, action: Action) -> bool:
        """Apply the person's action and tell what happened; False if the rules refuse it."""
        try:
            events = self.controller.submit(action)
        except IllegalActionError:
            say("The rules do not allow that now; choose again.")
            return False
        self.tell(events)
        return True


def typed_card(word: str) -> Card | None:
    """The card a person typed (``as``, ``10h``, ``TH``), or None."""
    text = word.strip().upper().replace("10", "T", 1)
    try:
        return card(text)
    except NotationError:
        return None


def saving_to(store: SaveStore) -> Callable[[GameController], None]:
    """The controller's save hook: write after every change; a failure is one line."""

    def save(controller: GameController) -> None:
        try:
            store.save(controller.match, controller.seed, controller.table, controller.undos)
        except SaveFailed as err:
            say(f"The match could not be saved ({err.reason}); play goes on.")

    return save


def new_seed(seed: int | None) -> int:
    """``seed``, or a fresh one when none was asked for."""
    return seed if seed is not None else random.SystemRandom().randrange(1, 2**31)


def set_aside(store: SaveStore) -> None:
    """Keep an unfinished saved match in Records before a new one, and say so."""
    kept = store.archive_unfinished()
    if kept is not None:
        say(f"The unfinished match is kept in Records ({kept.name}).")


def new_controller(
    store: SaveStore, table: TableConfig, rules: HouseRules, seed: int | None
) -> GameController:
    """Start a new match (an unfinished saved one is kept in Records first, and said so)."""
    set_aside(store)
    store.start(table)
    setup = MatchSetup(new_seed(seed), table)
    return GameController(setup, make_bots(table), rules=rules, on_change=saving_to(store))


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
    """``baloot play --plain`` for the game keyed ``game``, new matches under ``preset``."""
    from baloot_tui.games.belot.rules.house_rules import BelotRules
    from baloot_tui.plain.belot_stream import open_belot_plain

    played = game_named(game)
    chosen = None if preset is None else played.under(preset).rules
    if isinstance(played.rules, BelotRules):
        rules = chosen if isinstance(chosen, BelotRules) else None
        open_belot_plain(start, seed=seed, delay=delay, players=players, level=level, rules=rules)
    else:
        baloot = chosen if isinstance(chosen, HouseRules) else None
        open_plain(start, seed=seed, delay=delay, players=players, level=level, rules=baloot)


def open_plain(
    start: Start,
    *,
    seed: int | None,
    delay: float | None,
    players: tuple[str, ...],
    level: str | None,
    rules: HouseRules | None,
) -> None:
    """``baloot play --plain``: open the data folder as the app does and play the stream.

    The settings give the bot levels, the delay and the house rules unless an option
    overrides them.
    """
    with plain_folder() as (settings, store):
        controller = _controller(store, start, settings, seed, players, level, rules)
        bot_delay = settings.bot_delay if delay is None else delay
        PlainGame(controller, controller.table.humans[0], delay=bot_delay).play()


def _controller(
    store: SaveStore,
    start: Start,
    settings: Settings,
    seed: int | None,
    players: tuple[str, ...],
    level: str | None,
    rules: HouseRules | None,
) -> GameController:
    """The saved match (``resume``, or ``play`` when the person says so) or a new one."""
    from baloot_tui.cli.play import resume_problem

    if chosen_start(start, store) == "resume":
        problem = resume_problem(store)
        if problem is not None:
            stop(problem)
        saved = store.load()
        assert saved is not None
        setup = MatchSetup(saved.seed, one_person(saved.table))
        return GameController(
            setup,
            make_bots(saved.table),
            match=saved.match,
            on_change=saving_to(store),
            undos=saved.undos,
        )
    table = plain_table(settings, players, level)
    return new_controller(
        store, table, rules if rules is not None else settings.rules_of(BALOOT.key), seed
    )


def stop(problem: str) -> NoReturn:
    """One line on stderr saying why the plain stream cannot start, then exit 1."""
    click.echo(f"baloot play: error: {printable(problem, ERROR_LIMIT)}", err=True)
    sys.exit(1)
