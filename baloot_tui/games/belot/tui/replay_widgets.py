"""The Belot replay viewer's own widgets: seats face up, the deal's account, the hands dealt.

The viewer shows a finished record, so nothing is hidden: each seat's cards are
drawn face up and every declaration is shown in full from the moment it is made,
with whether it counted once trick 1 has settled the contest. The rest of the
felt is the Belot table's (:mod:`baloot_tui.games.belot.tui.felt`), drawn from
the same :class:`~baloot_tui.games.belot.tui.felt.BelotSnapshot`.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import Static

from baloot_tui.core.cards import Card
from baloot_tui.core.seats import SEATS, Seat
from baloot_tui.games.belot.rules.hand import BelotHand
from baloot_tui.games.belot.rules.view import Phase
from baloot_tui.games.belot.tui.widgets import (
    BelotSeat,
    BelotSnapshot,
    last_call,
    sorted_cards,
)
from baloot_tui.games.belot.words import deal_summary, declaration_words, team_label
from baloot_tui.text.i18n import N_, _, ngettext
from baloot_tui.tui.render import card_text
from baloot_tui.tui.say import show_text

PLAYED_STYLE = "dim strike"
"""A card of the hands dealt that has been played by the step shown."""


def cards_line(cards: Sequence[Card], played: frozenset[Card] = frozenset()) -> Text:
    """The cards in their colours, those already played dimmed and struck through."""
    line = Text()
    for index, card in enumerate(cards):
        if index:
            line.append(" ")
        face = card_text(card)
        if card in played:
            face.stylize(PLAYED_STYLE)
        line.append_text(face)
    return line


def played_cards(deal: BelotHand) -> frozenset[Card]:
    """Every card on the table or in a finished trick of ``deal``."""
    play = deal.play
    if play is None:
        return frozenset()
    return frozenset((*play.trick, *(c for t in play.tricks for c in t.cards)))


class ReplaySeat(BelotSeat):
    """A seat with its cards face up and its declarations in full (see the module)."""

    def __init__(self, position: str) -> None:
        super().__init__(position)
        self.deal: BelotHand | None = None
        """The deal at the step shown, every hand in it."""

    def details(self, snap: BelotSnapshot, seat: Seat) -> Text:
        """The cards held (not the bottom seat's: the hand row shows them), the call, the rest."""
        deal, view = self.deal, snap.view
        assert deal is not None and view is not None
        text = Text()
        if self.position != "bottom":
            text.append("  " if self.position == "top" else "\n")
            text.append_text(cards_line(sorted_cards(deal.hands[seat], deal.contract)))
        if view.phase is Phase.AUCTION:
            call = last_call(view, seat)
            text.append(f"\n{call}" if call else "", style="italic")
        elif deal.bidder is seat:
            text.append(" " + _("bidder"), style="bold italic")
        text.append_text(self.declared(deal, seat))
        if deal.play is not None and any(s is seat for s, _suit in deal.play.belotes):
            text.append("\n" + _("Belote!"), style="bold")
        return show_text(text)

    @staticmethod
    def declared(deal: BelotHand, seat: Seat) -> Text:
        """``seat``'s declarations, each marked once the contest says whether it counts."""
        play = deal.play
        made = None if play is None else play.declared[seat]
        if not made:
            return Text()
        contest = None if play is None else play.contest
        text = Text()
        for declaration in made:
            text.append("\n" + declaration_words(declaration))
            if contest is not None:
                counts = declaration in contest.counted[seat]
                mark = _("counts") if counts else _("does not count")
                text.append(f" ({mark})", style="italic" if counts else "dim italic")
        return text


class WholeDealPanel(Static):
    """A side-column panel drawn from the whole deal, every hand in it."""

    TITLE = ""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="panel")

    def show_deal(self, snap: BelotSnapshot, deal: BelotHand) -> None:
        """Redraw for the step shown."""
        raise NotImplementedError


class DealPanel(WholeDealPanel):
    """The deal shown: hanging points carried in, card points so far, then its score's reasons."""

    TITLE = N_("This deal")

    def show_deal(self, snap: BelotSnapshot, deal: BelotHand) -> None:
        """What ``deal`` stands at, or how it was scored once it is over."""
        self.border_title = _(self.TITLE)
        us = snap.us
        if deal.result is not None:
            lines = deal_summary(deal, snap.deal_number, us, snap.names)
            self.update(show_text(Text("\n".join(lines))))
            return
        text = Text()
        if deal.hanging_in:
            text.append(
                ngettext(
                    "{count} hanging point rides on this deal",
                    "{count} hanging points ride on this deal",
                    deal.hanging_in,
                ).format(count=deal.hanging_in)
                + "\n"
            )
        play = deal.play
        if play is None:
            text.append(_("The auction: five cards each, three more once a contract is bid"))
        else:
            points = " · ".join(
                f"{team_label(team, us)} {play.card_points[team]}" for team in (us, us.other)
            )
            text.append(_("Card points so far: {points}").format(points=points))
        self.update(show_text(text))


class DealtPanel(WholeDealPanel):
    """Each seat's cards as dealt (five until the auction ends, then eight), played ones struck."""

    TITLE = N_("Hands dealt")

    def show_deal(self, snap: BelotSnapshot, deal: BelotHand) -> None:
        """One line per seat, South first."""
        self.border_title = _(self.TITLE)
        hands = deal.dealt or deal.hands
        played = played_cards(deal)
        text = Text()
        for seat in SEATS:
            if seat:
                text.append("\n")
            colour = snap.palette.team(seat.team, snap.us)
            text.append(f"{snap.names[seat]}: ", style=colour)
            text.append_text(cards_line(sorted_cards(hands[seat], deal.contract), played))
        self.update(show_text(text))
