"""``baloot play --game belot --plain``: Bulgarian Belot as a plain stream of lines.

The loop, the commands (``help``, ``hand``, ``score``, ``quit``) and the data
folder are :mod:`baloot_tui.plain.stream`'s; this module says Belot's events, hand,
score and choices through the shared game interface
(:class:`~baloot_tui.play.driver.MatchDriver` over
:class:`~baloot_tui.games.belot.game.BelotGame`) and saves after every change
as the Belot table does: ``baloot play --game belot --resume`` (plain or not)
continues the match, under the rules it began with.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final

from baloot_tui.cli.common import say
from baloot_tui.core.cards import Card
from baloot_tui.core.errors import IllegalActionError
from baloot_tui.core.game import Choice, TableEvent
from baloot_tui.games.baloot.controller import MatchSetup
from baloot_tui.games.baloot.words import HAND_ORDER, SEAT_WORDS, card_words, hand_words, spoken
from baloot_tui.games.belot.game import BELOT, BelotGame, rules_line
from baloot_tui.games.belot.rules.actions import Action
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.house_rules import BelotRules
from baloot_tui.games.belot.rules.match import BelotMatch
from baloot_tui.games.belot.rules.seating import next_seat
from baloot_tui.games.belot.rules.view import BelotView, Phase
from baloot_tui.games.belot.words import contract_words
from baloot_tui.plain.stream import (
    PlainStream,
    Start,
    chosen_start,
    new_seed,
    one_person,
    plain_folder,
    plain_table,
    set_aside,
    stop,
    typed_card,
)
from baloot_tui.play.driver import MatchDriver
from baloot_tui.store.files import SaveFailed
from baloot_tui.store.saves import SaveStore
from baloot_tui.text.i18n import N_, _

BelotDriver = MatchDriver[BelotMatch, Action, BelotView]
_SUIT_BEFORE_NAME: Final = re.compile(r"[♠♥♦♣] (?=(Clubs|Diamonds|Hearts|Spades)\b)")
"""A suit's symbol before its name (``♥ Hearts``): the name alone is read out."""


def read_aloud(text: str) -> str:
    """Table words to hear: cards and suits in words, a run's suit said once, ``×`` as times.

    >>> read_aloud("Sara plays K♥: belote!"), read_aloud("Bid ♥ Hearts")
    ('Sara plays the King of hearts: belote!', 'Bid Hearts')
    >>> read_aloud("Declare tierce 7♠ 8♠ 9♠")
    'Declare tierce the 7, 8 and 9 of spades'
    """
    words = spoken(_SUIT_BEFORE_NAME.sub("", text)).replace("×", _("times") + " ")
    return _RUN.sub(_one_suit, words)


_RUN: Final = re.compile(r"the \w+ of (\w+)(?: the \w+ of \1\b)+")
"""Cards of one suit in a row (a declared sequence), said card by card."""


def _one_suit(run: re.Match[str]) -> str:
    ranks = re.findall(r"the (\w+) of", run.group())
    return f"the {', '.join(ranks[:-1])} and {ranks[-1]} of {run.group(1)}"


def sentence(text: str) -> str:
    """A table line read aloud, ending as a sentence (``Sara passes.``)."""
    words = read_aloud(text)
    return words if words[-1:] in ".!?)" else f"{words}."


def belot_hand_words(cards: Sequence[Card], contract: Contract | None) -> str:
    """The hand by suit in the contract's card order: in All Trumps every suit is trumps.

    >>> from baloot_tui.core.cards import card
    >>> belot_hand_words([card("AH"), card("JH"), card("9S")], Contract.ALL_TRUMPS)
    'spades (trumps): 9; hearts (trumps): Jack, Ace'
    """
    if contract is not Contract.ALL_TRUMPS:
        return hand_words(cards, None if contract is None else contract.trump)
    held = [suit for suit in HAND_ORDER if any(c.suit is suit for c in cards)]
    return "; ".join(hand_words([c for c in cards if c.suit is suit], suit) for suit in held)


class BelotPlainGame(PlainStream[BelotDriver]):
    """One person (``seat``) playing a Belot match by typed choices."""

    title = N_("Bulgarian Belot, plain mode.")
    resume_hint = N_("The match is saved; baloot play --game belot --plain --resume continues it.")
    help_text = N_(
        "Type the number of a choice and press Enter; during play you may type a card "
        "instead, such as AS for the Ace of spades or 10h for the 10 of hearts (a King "
        "or Queen that may carry a belote announces it). Other commands: hand (your "
        "cards), score (the contract and the match score), help (this text), quit "
        "(stop; the match is saved)."
    )

    cards_held = 0
    """How many cards the person held at the last hand told (the rest comes after the bid)."""

    def view(self) -> BelotView:
        """What the person sees of the deal in progress (or the last one)."""
        view = self.controller.view_for(self.seat)
        assert view is not None
        return view

    def sides(self) -> str:
        """Where the person sits and who plays with whom (and, resuming, the match's rules)."""
        names = self.controller.names
        seat = self.seat
        line = _("You sit {seat} with {partner}, against {left} and {right}.").format(
            seat=_(SEAT_WORDS[seat]),
            partner=names[seat.partner],
            left=names[seat.next],
            right=names[seat.next.partner],
        )
        if self.controller.deals_dealt == 0:
            return line  # the first deal tells the rules
        return f"{line} {rules_line(self.controller.match.rules)}"

    def tell(self, events: Sequence[TableEvent]) -> None:
        """One line per event; the whole hand again once the contract deals the rest."""
        for event in events:
            say(sentence(event.words))
            if event.kind == "deal_over":
                self.cards_held = 0
        view = self.controller.view_for(self.seat)
        if view is not None and 0 < self.cards_held < len(view.hand):
            self.say_hand()

    def say_hand(self) -> None:
        """``Your hand: hearts (trumps): Jack, 9; …``."""
        view = self.view()
        self.cards_held = len(view.hand)
        say(
            _("Your hand: {cards}.").format(
                cards=belot_hand_words(view.hand, view.auction.contract)
            )
        )

    def say_score(self) -> None:
        """The deal, its contract, the tricks taken and the match score, in one line."""
        view = self.view()
        match = self.controller.match
        parts = [_("Deal {number}").format(number=self.controller.deals_dealt)]
        auction = view.auction
        if auction.contract is not None and auction.bidder is not None:
            stakes = read_aloud(contract_words(auction.contract, auction.multiplier))
            parts.append(
                _("contract {stakes} by {bidder}").format(
                    stakes=stakes, bidder=self.controller.names[auction.bidder]
                )
            )
        if view.tricks:
            mine = sum(1 for t in view.tricks if t.winner.team is self.seat.team)
            parts.append(
                _("tricks: your team {ours}, theirs {theirs}").format(
                    ours=mine, theirs=len(view.tricks) - mine
                )
            )
        ours, theirs = (match.scores[t] for t in (self.seat.team, self.seat.team.other))
        parts.append(
            _("match: your team {ours}, their team {theirs}, {target} to win").format(
                ours=ours, theirs=theirs, target=match.target
            )
        )
        if view.hanging_in:
            parts.append(_("{points} hanging points carried in").format(points=view.hanging_in))
        say("; ".join(parts) + ".")

    def numbered(self) -> list[Choice[Action]]:
        """The choices a number picks: every legal call, declaration or card."""
        return [c for c in self.controller.choices() if c.allowed]

    def prompt(self) -> str:
        """``Your turn: choose 1 to 3: 1 Pass, 2 Bid Clubs, 3 Bid All Trumps.``."""
        numbered = self.numbered()
        listed = ", ".join(f"{n} {read_aloud(c.label)}" for n, c in enumerate(numbered, start=1))
        count = len(numbered)
        if count == 1:
            choose = _("type 1, the only choice")
        else:
            choose = _("choose 1 to {count}").format(count=count)
        return f"{self.situation()}: {choose}: {listed}."

    def situation(self) -> str:
        """``Your turn``, with the trick on the table while cards are played."""
        view = self.view()
        if view.phase is not Phase.PLAYING or view.leader is None:
            return _("Your turn")
        number = len(view.tricks) + 1
        if not view.trick:
            return _("Your turn to lead trick {number}").format(number=number)
        seat, played = view.leader, []
        for card in view.trick:
            played.append(f"{self.controller.names[seat]} {card_words(card)}")
            seat = next_seat(seat, view.rules)
        return _("Your turn in trick {number}, on the table: {cards}").format(
            number=number, cards=", ".join(played)
        )

    def chosen(self, word: str) -> bool:
        """Play the choice or card ``word`` names; False after saying why it cannot be."""
        numbered = self.numbered()
        count = len(numbered)
        if word.isdigit():
            if 1 <= int(word) <= count:
                return self.submitted(numbered[int(word) - 1].action)
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
        cards = [c for c in self.controller.choices() if c.card is not None]
        if not cards:
            say(
                _("It is not time to play a card: type a number from 1 to {count}.").format(
                    count=count
                )
            )
            return False
        held = [c for c in cards if c.card == card]
        if not held:
            say(_("You do not hold {card}.").format(card=card_words(card)))
            return False
        if not held[0].allowed:
            say(sentence(held[0].reason))
            return False
        return self.submitted(held[-1].action)

    def submitted(self, action: Action) -> bool:
        """Apply the person's action and tell what happened; False if the rules refuse it."""
        try:
            events = self.controller.submit(action)
        except IllegalActionError:
            say(_("The rules do not allow that now; choose again."))
            return False
        self.tell(events)
        return True


def belot_saving_to(saves: SaveStore) -> Callable[[BelotDriver], None]:
    """The driver's save hook: write after every change; a failure is one line."""

    def save(driver: BelotDriver) -> None:
        try:
            saves.save(driver.match, driver.seed, driver.table)
        except SaveFailed as err:
            say(
                _("The match could not be saved ({reason}); play goes on.").format(
                    reason=err.reason
                )
            )

    return save


def open_belot_plain(
    start: Start,
    *,
    seed: int | None,
    delay: float | None,
    players: tuple[str, ...],
    level: str | None,
    rules: BelotRules | None,
) -> None:
    """``baloot play --game belot --plain``: the settings, the Belot save and the stream.

    A new match takes ``rules`` or the settings' Belot preset; a resumed one keeps its own.
    """
    with plain_folder() as (settings, store):
        saves = store.for_game(BELOT.key)
        if chosen_start(start, saves) == "resume":
            loaded = saves.read()
            saved = loaded.value
            if saved is None:
                stop(loaded.notices[0] if loaded.notices else _no_match(saves))
            for notice in loaded.notices:
                say(notice)
            setup = MatchSetup(saved.seed, one_person(saved.table))
            driver = BelotDriver(
                BelotGame(saved.match.rules),
                setup,
                match=saved.match,
                on_change=belot_saving_to(saves),
            )
        else:
            table = plain_table(settings, players, level)
            set_aside(saves)
            saves.start(table)
            game = BelotGame(rules if rules is not None else settings.rules_of(BELOT.key))
            setup = MatchSetup(new_seed(seed), table)
            driver = BelotDriver(game, setup, on_change=belot_saving_to(saves))
        bot_delay = settings.bot_delay if delay is None else delay
        BelotPlainGame(driver, driver.table.humans[0], delay=bot_delay).play()


def _no_match(saves: SaveStore) -> str:
    return f"no unfinished Belot match in {saves.folder}"
