"""Bulgarian Belot read aloud: the plain stream's voice (``baloot play --game belot --plain``).

The stream (:mod:`baloot_tui.plain.stream`) holds the loop and the commands; this
says Belot's table lines with cards and suits in words (``the King of hearts``), the
hand by suit in the contract's order, the score with the hanging points, and numbers
the allowed choices (a King or Queen that may carry a belote announces it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from baloot_tui.core.cards import Card
from baloot_tui.core.game import Choice, TableEvent
from baloot_tui.core.seats import Seat
from baloot_tui.games.belot.game import rules_line, shown_hand
from baloot_tui.games.belot.rules.actions import Action
from baloot_tui.games.belot.rules.contracts import Contract
from baloot_tui.games.belot.rules.match import BelotMatch
from baloot_tui.games.belot.rules.seating import next_seat
from baloot_tui.games.belot.rules.view import BelotView, Phase
from baloot_tui.games.belot.words import contract_words
from baloot_tui.text.i18n import N_, _, ngettext
from baloot_tui.text.table_words import HAND_ORDER, SEAT_WORDS, card_words, hand_words, spoken

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


class BelotVoice:
    """Belot's lines, hand, score and choices for the person at ``seat``."""

    title = N_("Bulgarian Belot, plain mode.")
    resume_hint = N_("The match is saved; baloot play --game belot --plain --resume continues it.")
    help_text = N_(
        "Type the number of a choice and press Enter; during play you may type a card "
        "instead, such as AS for the Ace of spades or 10h for the 10 of hearts (a King "
        "or Queen that may carry a belote announces it). Other commands: hand (your "
        "cards), score (the contract and the match score), help (this text), quit "
        "(stop; the match is saved)."
    )
    claim_question = ""
    """Belot has no claim of the remaining tricks."""

    def __init__(self, names: Sequence[str], seat: Seat) -> None:
        """``names`` by seat, the person at ``seat``."""
        self.names = tuple(names)
        self.seat = seat
        self.cards_held = 0
        """How many cards the person held at the last hand told (the rest comes after the bid)."""

    def view(self, match: BelotMatch) -> BelotView:
        """What the person sees of the deal in progress (or the last one)."""
        hand = shown_hand(match)
        assert hand is not None
        return hand.view(self.seat)

    def sides(self, match: BelotMatch, deals_dealt: int) -> str:
        """Where the person sits and who plays with whom (and, resuming, the match's rules)."""
        names, seat = self.names, self.seat
        line = _("You sit {seat} with {partner}, against {left} and {right}.").format(
            seat=_(SEAT_WORDS[seat]),
            partner=names[seat.partner],
            left=names[seat.next],
            right=names[seat.next.partner],
        )
        if deals_dealt == 0:
            return line  # the first deal tells the rules
        return f"{line} {rules_line(match.rules)}"

    def lines(self, events: Sequence[TableEvent], match: BelotMatch) -> list[str]:
        """One line per event; the whole hand again once the contract deals the rest."""
        lines: list[str] = []
        for event in events:
            lines.append(sentence(event.words))
            if event.kind == "deal_over":
                self.cards_held = 0
        hand = shown_hand(match)
        if hand is not None and 0 < self.cards_held < len(hand.view(self.seat).hand):
            lines.append(self.hand(match))
        return lines

    def hand(self, match: BelotMatch) -> str:
        """``Your hand: hearts (trumps): Jack, 9; …``."""
        view = self.view(match)
        self.cards_held = len(view.hand)
        return _("Your hand: {cards}.").format(
            cards=belot_hand_words(view.hand, view.auction.contract)
        )

    def score(self, match: BelotMatch, deals_dealt: int) -> str:
        """The deal, its contract, the tricks taken and the match score, in one line."""
        view = self.view(match)
        parts = [_("Deal {number}").format(number=deals_dealt)]
        auction = view.auction
        if auction.contract is not None and auction.bidder is not None:
            stakes = read_aloud(contract_words(auction.contract, auction.multiplier))
            parts.append(
                _("contract {stakes} by {bidder}").format(
                    stakes=stakes, bidder=self.names[auction.bidder]
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
            carried = ngettext(
                "{count} hanging point carried in",
                "{count} hanging points carried in",
                view.hanging_in,
            )
            parts.append(carried.format(count=view.hanging_in))
        return "; ".join(parts) + "."

    def numbered(
        self, match: BelotMatch, choices: Sequence[Choice[Action]]
    ) -> list[tuple[Action, str]]:
        """Every allowed call, declaration or card, each read aloud."""
        return [(c.action, read_aloud(c.label)) for c in choices if c.allowed]

    def situation(self, match: BelotMatch) -> str:
        """``Your turn``, with the trick on the table while cards are played."""
        view = self.view(match)
        if view.phase is not Phase.PLAYING or view.leader is None:
            return _("Your turn")
        number = len(view.tricks) + 1
        if not view.trick:
            return _("Your turn to lead trick {number}").format(number=number)
        seat, played = view.leader, []
        for card in view.trick:
            played.append(f"{self.names[seat]} {card_words(card)}")
            seat = next_seat(seat, view.rules)
        return _("Your turn in trick {number}, on the table: {cards}").format(
            number=number, cards=", ".join(played)
        )

    def card_choice(
        self, match: BelotMatch, choices: Sequence[Choice[Action]], card: Card
    ) -> Action | str:
        """The play of ``card`` (announcing a belote when it may), or why it cannot be."""
        held = [c for c in choices if c.card == card]
        if not held:
            return _("You do not hold {card}.").format(card=card_words(card))
        if not held[0].allowed:
            return sentence(held[0].reason)
        return held[-1].action


def voice(names: Sequence[str], seat: Seat) -> BelotVoice:
    """The plain stream's voice for the person at ``seat``."""
    return BelotVoice(names, seat)
