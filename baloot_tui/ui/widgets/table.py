"""The felt: the seats around the table, the trick in the middle, the turn banner, actions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Self

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import Button, Static

from baloot_tui.rules.actions import Action
from baloot_tui.rules.cards import Card, Suit
from baloot_tui.rules.glossary import Phase
from baloot_tui.rules.seats import Seat
from baloot_tui.rules.tricks import winning_position
from baloot_tui.ui.render import (
    CARD_BACK,
    action_label,
    card_text,
    cards_text,
    kinds_text,
    sorted_hand,
)
from baloot_tui.ui.table_state import TableSnapshot
from baloot_tui.ui.widgets.hand import FocusRow, RowItem


class SeatBox(Static):
    """A player's name, team colour, dealer mark, card count and announcements."""

    def __init__(self, position: str) -> None:
        super().__init__(id=f"seat-{position}", classes="seat")
        self.position = position
        """bottom, right, top or left."""

    def update_table(self, snap: TableSnapshot) -> None:
        """Redraw for ``snap``."""
        seat = snap.seat_at(self.position)
        view = snap.view
        viewer_team = snap.perspective.team
        colour = snap.palette.team(seat.team, viewer_team)
        text = Text()
        to_act = view is not None and view.to_act is seat
        text.append("▶ " if to_act else "  ", style="bold")
        text.append(snap.names[seat], style=f"bold {colour}")
        text.append(f" ({seat.letter})", style=colour)
        if view is not None and view.dealer is seat:
            text.append(" [D]", style="bold")
        if view is not None:
            text.append_text(self._details(snap, seat))
        self.set_class(to_act, "-active")
        self.update(text)

    def _details(self, snap: TableSnapshot, seat: Seat) -> Text:
        view = snap.view
        assert view is not None
        text = Text()
        if view.buyer is seat:
            text.append(" buyer", style="bold italic")
        if self.position != "bottom":
            count = view.hand_sizes[seat]
            text.append("\n")
            cards = snap.visible_hands.get(seat)
            if cards is not None:
                text.append_text(cards_text(sorted_hand(cards, view.trump)))
            else:
                text.append(CARD_BACK * count + f" {count}", style=snap.palette.muted)
        announced = view.announced[seat]
        if announced:
            text.append(f"\n{kinds_text(announced)}", style="italic")
        if view.revealed[seat]:
            text.append("\nshows " + ", ".join(p.label for p in view.revealed[seat]))
        if view.baloot_shown is seat:
            text.append("\nBaloot!", style="bold")
        return text


class TrickArea(Static):
    """The four cards of the trick, each in front of its seat; the bid card while bidding."""

    def update_table(self, snap: TableSnapshot) -> None:
        """Redraw for ``snap``."""
        self.snap = snap
        self.refresh()

    def render(self) -> RenderableType:
        """A 3×3 grid: top, left, right and bottom cards around a centre note."""
        snap: TableSnapshot | None = getattr(self, "snap", None)
        if snap is None or snap.view is None:
            return Text("Waiting for the deal", style="italic")
        view = snap.view
        boxed = self.size.height >= 13
        slots: dict[str, RenderableType] = {}
        centre = Text(justify="center")
        if view.phase is Phase.BIDDING:
            centre.append(f"Round {view.bidding.round_number}\nface-up\n")
            centre.append_text(_card_box(view.face_card, boxed, highlight=False))
        else:
            plays, winner, note = self._plays(snap)
            for seat, card in plays:
                is_lead = seat is plays[0][0]
                caption = Text(("▸" if is_lead else "") + snap.names[seat][:10])
                if seat is winner:
                    caption.append(" ★", style="bold #2f9e44")
                box = _card_box(card, boxed, highlight=seat is winner)
                slots[snap.relative(seat)] = Text("\n", justify="center").join([box, caption])
            centre.append(note, style="italic")
        grid = Table.grid(expand=True)
        for _ in range(3):
            grid.add_column(justify="center", ratio=1)
        grid.add_row("", slots.get("top", ""), "")
        grid.add_row(slots.get("left", ""), centre, slots.get("right", ""))
        grid.add_row("", slots.get("bottom", ""), "")
        return grid

    @staticmethod
    def _plays(snap: TableSnapshot) -> tuple[list[tuple[Seat, Card]], Seat | None, str]:
        """The cards to draw, the seat winning them, and a note for the centre."""
        view = snap.view
        assert view is not None
        last = snap.last_trick()
        if (snap.show_last_trick or not view.trick) and last is not None:
            plays = list(last.plays)
            label = "last trick" if snap.show_last_trick else "trick"
            return (
                plays,
                last.winner,
                f"{label} {len(view.tricks)}: won by {snap.names[last.winner]}",
            )
        if view.leader is None or not view.trick:
            return [], None, "" if view.phase is Phase.FINISHED else "waiting for the lead"
        seats = [Seat((view.leader + i) % 4) for i in range(len(view.trick))]
        winner = seats[winning_position(view.trick, view.trump)]
        return list(zip(seats, view.trick, strict=True)), winner, f"trick {len(view.tricks) + 1}"


def _card_box(card: Card, boxed: bool, *, highlight: bool) -> Text:
    """A card face: a small framed box, or ``[10♥]`` when space is short.

    The card currently winning the trick is drawn in bold green.
    """
    edge = "bold #2f9e44" if highlight else ""
    face = card_text(card)
    face.pad_right(3 - len(face.plain))
    if not boxed:
        return Text.assemble(("[", edge), face, ("]", edge))
    return Text.assemble(("╭───╮\n│", edge), face, ("│\n╰───╯", edge), justify="center")


class TurnBanner(Static):
    """Whose turn it is, across the top of the table: impossible to miss."""

    def update_table(self, snap: TableSnapshot, prompt: str) -> None:
        """Say who acts and, on the player's turn, what to do."""
        view = snap.view
        mine = snap.my_turn
        self.set_class(mine, "-mine")
        if snap.match_over:
            self.update(Text("The match is over"))
        elif view is None or view.to_act is None:
            self.update(Text(f"Hand {snap.hand_number}"))
        elif mine:
            name = snap.names[snap.perspective]
            self.update(Text(f"▶▶ YOUR TURN, {name}: {prompt}"))
        else:
            seat = view.to_act
            doing = "is thinking…" if seat not in snap.humans else "is to play"
            self.update(Text(f"{snap.names[seat]} ({seat.letter}) {doing}"))


class ActionButton(RowItem, Button):
    """A focusable button for one legal call, double, declaration or Sawa."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space", "press", "Choose")]

    def __init__(self, action: Action, key: str, hokum_suit: Suit | None) -> None:
        label = Text(f"{key} ", style="bold").append_text(action_label(action, hokum_suit))
        super().__init__(label, classes="action", compact=True, id=f"action-{key.strip() or 'x'}")
        self.choice = action
        """The action this button submits."""
        self.key_hint = key
        """The key that presses it."""

    def take_state(self, fresh: Self) -> None:
        """Offer ``fresh``'s action under the same key."""
        self.choice = fresh.choice
        self.key_hint = fresh.key_hint
        self.label = fresh.label
        self.refresh(layout=True)  # the label's width may change, and the button's with it


class ActionBar(FocusRow):
    """The legal non-card actions of the player to act (bids, doubles, declarations, Sawa)."""

    class Chosen(Message):
        """The player pressed an action's button or key."""

        def __init__(self, action: Action) -> None:
            self.action = action
            """The action chosen."""
            super().__init__()

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

    def compose(self) -> ComposeResult:
        """A button per action."""
        for number, action in enumerate(self.actions, start=1):
            yield ActionButton(action, str(number) if number <= 9 else " ", self.hokum_suit)
        for action in self.extra:
            yield ActionButton(action, "s", None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Turn a button press into :class:`Chosen`."""
        event.stop()
        if isinstance(event.button, ActionButton):
            self.post_message(self.Chosen(event.button.choice))

    def press(self, index: int) -> bool:
        """Press the ``index``-th numbered button; False if there is none."""
        if not 0 <= index < len(self.actions):
            return False
        self.post_message(self.Chosen(self.actions[index]))
        return True
