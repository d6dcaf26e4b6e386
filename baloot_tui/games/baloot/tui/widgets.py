"""Saudi Baloot's felt: its seats, the trick round the contract, the turn banner, the action bar.

Each widget is drawn from the felt's :class:`~baloot_tui.games.baloot.tui.snapshot.TableSnapshot`
("attributes down"); the pieces every game's felt shares (card faces, the trick's
grid, the button bar) are :mod:`baloot_tui.tui.widgets.table`'s.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import RenderableType
from rich.text import Text

from baloot_tui.core.cards import Suit
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.bidding import BidStage
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.tricks import winning_position
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.games.baloot.tui.panels import latest_calls
from baloot_tui.games.baloot.tui.render import (
    action_label,
    contract_text,
    kinds_text,
    sorted_hand,
    stakes_text,
)
from baloot_tui.games.baloot.tui.snapshot import TableSnapshot
from baloot_tui.games.baloot.words import PROJECT_WORDS
from baloot_tui.text.i18n import _
from baloot_tui.tui.render import CARD_BACK, cards_text
from baloot_tui.tui.say import show_text, tr
from baloot_tui.tui.widgets.table import (
    BarButton,
    ButtonBar,
    FeltSeat,
    Piece,
    Plays,
    ahead_note,
    card_box,
    face_for,
    lead_note,
    played_slots,
    trick_grid,
    won_note,
)


class SeatBox(FeltSeat[TableSnapshot]):
    """A player's name, team colour, dealer mark, card count and announcements."""

    def details(self, snap: TableSnapshot, seat: Seat) -> Text:
        """Buyer, latest call while bidding, cards, projects announced and shown, Baloot."""
        view = snap.view
        assert view is not None
        text = Text()
        if view.buyer is seat:
            settled = view.bidding.stage is BidStage.DONE
            text.append(" " + (_("buyer") if settled else _("Sun pending")), style="bold italic")
        if view.phase in (Phase.BIDDING, Phase.DOUBLING):
            said = latest_calls(view).get(seat)
            if said is not None:
                # Beside the name where the row has room; under it at the narrow sides.
                text.append(" · " if self.position in ("top", "bottom") else "\n")
                text.append(said, style="bold italic")
        if self.position != "bottom":
            count = view.hand_sizes[seat]
            # The top seat has the width for its cards on the name's line.
            text.append("  " if self.position == "top" else "\n")
            cards = snap.visible_hands.get(seat)
            if cards is not None:
                text.append_text(cards_text(sorted_hand(cards, view.trump)))
            else:
                text.append(CARD_BACK * count + f" {count}", style=snap.palette.muted)
        announced = view.announced[seat]
        # On trick 1 "no project" is news too; later only projects are worth the row.
        if announced or (announced is not None and not view.tricks):
            text.append(f"\n{kinds_text(announced)}", style="italic")
        if view.revealed[seat]:
            shown = _(", ").join(
                f"{_(PROJECT_WORDS[p.kind])} {' '.join(c.label for c in p.cards)}"
                for p in view.revealed[seat]
            )
            text.append("\n" + _("shows {projects}").format(projects=shown))
        if view.baloot_shown is seat:
            text.append("\n" + _("Baloot!"), style="bold")
        return text


class TrickArea(Piece[TableSnapshot]):
    """The four cards of the trick, each in front of its seat; the bid card while bidding.

    The centre shows the contract, trumps first, so the table itself says what is
    trump. Which trick it is and who wins it is said by :class:`TrickNote`, on a
    row of its own across the felt, so it never reads as one sentence with the
    cards beside it.
    """

    def update_table(self, snap: TableSnapshot) -> None:
        """Redraw for ``snap``."""
        self.snap = snap
        self.refresh()

    def render(self) -> RenderableType:
        """A 3×3 grid: top, left, right and bottom cards around the contract."""
        snap: TableSnapshot | None = getattr(self, "snap", None)
        if snap is None or snap.view is None:
            return Text(tr("Waiting for the deal"), style="italic")
        view = snap.view
        face = face_for(self.content_size)
        if view.phase is Phase.BIDDING:
            words = tr("Round {number}", number=view.bidding.round_number) + "\n" + tr("face-up")
            centre = Text(words + "\n", justify="center")
            centre.append_text(card_box(view.face_card, face, highlight=False))
            return trick_grid({}, centre, face)
        plays, winner, _note = trick_shown(snap)
        slots = played_slots(plays, winner, face, snap.relative)
        return trick_grid(slots, show_text(_contract_marker(view)), face)


class TrickNote(Piece[TableSnapshot]):
    """One line across the felt: which trick it is, who leads or who wins it."""

    def update_table(self, snap: TableSnapshot) -> None:
        """Redraw for ``snap``."""
        if snap.view is None or snap.view.phase is Phase.BIDDING:
            self.update("")
            return
        self.update(show_text(trick_shown(snap)[2]))


def trick_shown(snap: TableSnapshot) -> tuple[Plays, Seat | None, Text]:
    """The cards on the felt, the seat winning them, and the line that says so.

    The trick in play, or the last one when it is asked for (key l) or when the
    next has not started.
    """
    view = snap.view
    assert view is not None
    names = snap.names
    last = snap.last_trick()
    if (snap.show_last_trick or not view.trick) and last is not None:
        number = len(view.tricks)
        note = won_note(number, names[last.leader], names[last.winner], again=snap.show_last_trick)
        note.style = "italic"
        return list(last.plays), last.winner, note
    if view.leader is None or not view.trick:
        if view.phase is Phase.FINISHED or view.leader is None:
            return [], None, Text("")
        lead = lead_note(len(view.tricks) + 1, names[view.leader])
        return [], None, Text(lead, style="italic")
    seats = [Seat((view.leader + i) % 4) for i in range(len(view.trick))]
    winner = seats[winning_position(view.trick, view.trump)]
    note = ahead_note(len(view.tricks) + 1, names[view.leader], names[winner], "italic")
    return list(zip(seats, view.trick, strict=True)), winner, note


def _contract_marker(view: PlayerView) -> Text:
    """The middle of the table: ``Hokum ♥`` over ``trumps`` (or ``Sun`` over ``no trumps``)."""
    text = Text(justify="center")
    if view.contract is None:
        return text
    text.append_text(contract_text(view.contract, view.trump))
    text.append("\n" + (_("no trumps") if view.trump is None else _("trumps")), style="italic")
    stakes = stakes_text(view)
    if stakes:
        text.append("\n").append_text(stakes)
    return text


class ActionButton(BarButton):
    """A focusable button for one legal call, double, declaration or Sawa."""

    def __init__(self, action: Action, key: str, hokum_suit: Suit | None) -> None:
        label = show_text(action_label(action, hokum_suit))
        super().__init__(label, action, key, classes="action", id=f"action-{key.strip() or 'x'}")


class ActionBar(ButtonBar):
    """The legal non-card actions of the player to act (bids, doubles, declarations, Sawa)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.actions: tuple[Action, ...] = ()
        self.extra: tuple[Action, ...] = ()
        self.hokum_suit: Suit | None = None

    def show(
        self,
        actions: Sequence[Action],
        extra: Sequence[Action] = (),
        hokum_suit: Suit | None = None,
        *,
        focus: int | None = None,
    ) -> None:
        """Offer ``actions`` (numbered) and ``extra`` ones (keyed by letter, e.g. Sawa).

        Args:
            actions: The numbered actions.
            extra: Actions with a letter key after them.
            hokum_suit: The suit a Hokum call names now (round 1: the face-up suit).
            focus: Index of the button to focus once drawn (None: leave the focus alone).
        """
        state = (tuple(actions), tuple(extra), hokum_suit)
        changed = state != (self.actions, self.extra, self.hokum_suit)
        self.actions, self.extra, self.hokum_suit = state
        self.redraw(changed, focus)

    @property
    def numbered(self) -> Sequence[Action]:
        """The numbered actions."""
        return self.actions

    def buttons(self) -> list[BarButton]:
        """A button per action, numbered; Sawa under its letter."""
        buttons: list[BarButton] = [
            ActionButton(action, str(number) if number <= 9 else " ", self.hokum_suit)
            for number, action in enumerate(self.actions, start=1)
        ]
        buttons.extend(ActionButton(action, "s", None) for action in self.extra)
        return buttons
