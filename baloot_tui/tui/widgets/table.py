"""The felt: the seats around the table, the trick in the middle, the turn banner, actions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Final, Self

from rich.console import RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Button, Static

from baloot_tui.core.cards import Card, Suit
from baloot_tui.core.seats import Seat
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.bidding import BidStage
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.tricks import winning_position
from baloot_tui.games.baloot.rules.view import PlayerView
from baloot_tui.text.i18n import N_, _
from baloot_tui.tui.layout import out_of_sight
from baloot_tui.tui.render import (
    CARD_BACK,
    action_label,
    card_face,
    card_text,
    cards_text,
    contract_text,
    kinds_text,
    sorted_hand,
    stakes_text,
    suit_style,
)
from baloot_tui.tui.say import show, show_text, tr
from baloot_tui.tui.table_state import TableSnapshot
from baloot_tui.tui.widgets.hand import FocusRow, RowItem


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
        colour = snap.palette.team(seat.team, snap.us)
        text = Text()
        to_act = view is not None and view.to_act is seat
        text.append("▶ " if to_act else "  ", style="bold")
        text.append(snap.names[seat], style=f"bold {colour}")
        text.append(f" ({seat.letter})", style=colour)
        if view is not None and view.dealer is seat:
            text.append(" " + _("[D]"), style="bold")
        if view is not None:
            text.append_text(self._details(snap, seat))
        self.set_class(to_act, "-active")
        self.update(show_text(text))

    def _details(self, snap: TableSnapshot, seat: Seat) -> Text:
        view = snap.view
        assert view is not None
        text = Text()
        if view.buyer is seat:
            settled = view.bidding.stage is BidStage.DONE
            text.append(" " + (_("buyer") if settled else _("Sun pending")), style="bold italic")
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
        if announced:
            text.append(f"\n{kinds_text(announced)}", style="italic")
        if view.revealed[seat]:
            shown = ", ".join(p.label for p in view.revealed[seat])
            text.append("\n" + _("shows {projects}").format(projects=shown))
        if view.baloot_shown is seat:
            text.append("\n" + _("Baloot!"), style="bold")
        return text


WINNER_STYLE: Final = "bold #2f9e44"
"""The card winning the trick: bold green, and a ★ beside it for those who cannot see colour."""
BOXED_HEIGHT: Final = 12
"""Rows from which the trick's cards are drawn as small boxes (three rows of box and
caption), else on one line each."""
LARGE_SIZE: Final = (36, 18)
"""Columns and rows from which they are drawn as large boxes."""

FACE_LINES: Final = {"line": 1, "boxed": 3, "large": 5}
"""Lines of a card face of each size (its caption takes one more)."""
LEAD_MARK: Final = "▸"
"""Under the card that led the trick."""

Plays = list[tuple[Seat, Card]]


class TrickArea(Static):
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
        size = self.content_size
        width, height = LARGE_SIZE
        face = (
            "large"
            if size.width >= width and size.height >= height
            else "boxed"
            if size.height >= BOXED_HEIGHT
            else "line"
        )
        slots: dict[str, RenderableType] = {}
        if view.phase is Phase.BIDDING:
            words = tr("Round {number}", number=view.bidding.round_number) + "\n" + tr("face-up")
            centre = Text(words + "\n", justify="center")
            centre.append_text(_card_box(view.face_card, face, highlight=False))
        else:
            plays, winner, _note = trick_shown(snap)
            for seat, card in plays:
                # Marks, not words: a word here would read on with the names beside it.
                caption = Text(justify="center")
                if seat is plays[0][0]:
                    caption.append(LEAD_MARK, style="bold")
                if seat is winner:
                    caption.append(" ★" if caption else "★", style=WINNER_STYLE)
                box = _card_box(card, face, highlight=seat is winner)
                slots[snap.relative(seat)] = Text("\n", justify="center").join([box, caption])
            centre = show_text(_contract_marker(view))
        # An empty place keeps a card's height, so the table stays put as cards fall.
        empty = Text("\n" * FACE_LINES[face])
        grid = Table.grid(expand=True)
        grid.add_column(justify="center", vertical="middle", ratio=1)
        grid.add_column(justify="center", vertical="middle", ratio=2)
        grid.add_column(justify="center", vertical="middle", ratio=1)
        grid.add_row("", slots.get("top", empty), "")
        grid.add_row(slots.get("left", empty), centre, slots.get("right", empty))
        grid.add_row("", slots.get("bottom", empty), "")
        return grid


class TrickNote(Static):
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
        led = _("{mark} {name} led,").format(mark=LEAD_MARK, name=names[last.leader])
        number = len(view.tricks)
        label = (
            _("Last trick {number}:") if snap.show_last_trick else _("Trick {number}:")
        ).format(number=number)
        note = Text(f"{label} {led} ", style="italic")
        note.append(_("★ won by {name}").format(name=names[last.winner]), style="bold")
        return list(last.plays), last.winner, note
    if view.leader is None or not view.trick:
        if view.phase is Phase.FINISHED or view.leader is None:
            return [], None, Text("")
        lead = _("Trick {number}: {name} to lead").format(
            number=len(view.tricks) + 1, name=names[view.leader]
        )
        return [], None, Text(lead, style="italic")
    seats = [Seat((view.leader + i) % 4) for i in range(len(view.trick))]
    winner = seats[winning_position(view.trick, view.trump)]
    label = _("Trick {number}:").format(number=len(view.tricks) + 1)
    led = _("{mark} {name} led,").format(mark=LEAD_MARK, name=names[view.leader])
    note = Text(f"{label} {led} ")
    note.stylize("italic")
    note.append(_("★ {name} ahead").format(name=names[winner]), style="bold")
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


def _card_box(card: Card, face: str, *, highlight: bool) -> Text:
    """A card face: ``[10♥]`` on one line, a small box, or a large one with two corners.

    The card currently winning the trick has a bold green frame.
    """
    edge = WINNER_STYLE if highlight else ""
    if face == "line":
        return Text.assemble(("[", edge), card_text(card), ("]", edge))
    if face == "boxed":
        return Text.assemble(
            ("╭───╮\n│", edge), card_face(card), ("│\n╰───╯", edge), justify="center"
        )
    corner = card_face(card).plain
    style = suit_style(card.suit)
    return Text.assemble(
        ("╭─────╮\n│", edge),
        (corner.ljust(5), style),
        ("│\n│", edge),
        (card.suit.symbol.center(5), style),
        ("│\n│", edge),
        (corner.rjust(5), style),
        ("│\n╰─────╯", edge),
        justify="center",
    )


def turn_words(names: Sequence[str], humans: Sequence[Seat], seat: Seat, prompt: str | None) -> str:
    """Whose turn it is: the person's own with ``prompt`` (what to do), else who thinks or plays."""
    if prompt is not None:
        return _("▶▶ YOUR TURN, {name}: {prompt}").format(name=names[seat], prompt=prompt)
    doing = (
        _("{name} ({seat}) is thinking…") if seat not in humans else _("{name} ({seat}) is to play")
    )
    return doing.format(name=names[seat], seat=seat.letter)


class TurnBanner(Static):
    """Whose turn it is, across the top of the table: impossible to miss."""

    def update_table(self, snap: TableSnapshot, prompt: str) -> None:
        """Say who acts and, on the player's turn, what to do."""
        view = snap.view
        mine = snap.my_turn
        self.set_class(mine, "-mine")
        if snap.match_over:
            said = _("The match is over")
        elif view is None or view.to_act is None:
            said = _("Hand {number}").format(number=snap.hand_number)
        else:
            said = turn_words(snap.names, snap.humans, view.to_act, prompt if mine else None)
        self.update(Text(show(said)))


ACTION_MIN_WIDTH: Final = 6
"""An action button's narrowest width (``min-width`` in the stylesheet)."""


class BarButton(RowItem, Button):
    """A focusable button of an action bar: one thing offered, under its key.

    Both tables' bars are made of these (:class:`ButtonBar`): Baloot's calls,
    doubles, projects and Sawa, Belot's calls, declarations and belote switch.
    """

    def __init__(
        self, label: Text, choice: object, key: str, *, id: str, classes: str = ""
    ) -> None:
        label = Text(f"{key} ", style="bold").append_text(label)
        super().__init__(label, classes=classes, compact=True, id=id)
        self.choice = choice
        """What pressing it chooses (the bar's :meth:`ButtonBar.chosen` says what it means)."""
        self.key_hint = key
        """The key that presses it."""
        self.cells = max(ACTION_MIN_WIDTH, label.cell_len + 2) + 1
        """Columns it takes in a row: the label, a space either side, and its right margin."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No key presses a button hidden behind the too-small notice."""
        return not out_of_sight(self)

    def take_state(self, fresh: Self) -> None:
        """Offer ``fresh``'s choice under the same key."""
        self.choice = fresh.choice
        self.key_hint = fresh.key_hint
        self.label = fresh.label
        self.cells = fresh.cells
        self.refresh(layout=True)  # the label's width may change, and the button's with it


class ActionButton(BarButton):
    """A focusable button for one legal call, double, declaration or Sawa."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space", "press", N_("Choose"))]

    def __init__(self, action: Action, key: str, hokum_suit: Suit | None) -> None:
        label = show_text(action_label(action, hokum_suit))
        super().__init__(label, action, key, classes="action", id=f"action-{key.strip() or 'x'}")


def pack_rows(widths: Sequence[int], room: int) -> list[list[int]]:
    """Split items of ``widths`` cells into rows of at most ``room`` cells, in order.

    An item wider than the room gets a row of its own (its label wraps there);
    ``room`` 0 (not laid out yet) keeps everything on one row.
    """
    rows: list[list[int]] = []
    used = room
    for width in widths:
        if rows and (room <= 0 or used + width <= room):
            rows[-1].append(width)
            used += width
        else:
            rows.append([width])
            used = width
    return rows


class ButtonBar(FocusRow):
    """A bar of :class:`BarButton` in as many rows as the width needs (a label is never cut).

    A subclass says which buttons it offers now (:meth:`buttons`, the numbered
    ones first) and what a press means (:meth:`chosen`, the message it posts).
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.packed_width = 0
        """The width the rows were packed for."""

    @property
    def numbered(self) -> Sequence[object]:
        """The choices offered under the keys 1-9, in order (empty: the keys play cards)."""
        raise NotImplementedError

    def buttons(self) -> list[BarButton]:
        """The buttons to show now, the numbered ones first."""
        raise NotImplementedError

    def chosen(self, choice: Any) -> Message:
        """The message that tells the table ``choice`` was pressed."""
        raise NotImplementedError

    def compose(self) -> ComposeResult:
        """The buttons, packed into rows that fit the width."""
        buttons = self.buttons()
        self.packed_width = self.size.width
        for row in pack_rows([button.cells for button in buttons], self.packed_width):
            with Horizontal(classes="action-row"):
                yield from buttons[: len(row)]
            del buttons[: len(row)]

    def on_resize(self) -> None:
        """Re-pack the rows when the width changes how many buttons fit on each."""
        cells = [button.cells for button in self.query(BarButton)]
        if pack_rows(cells, self.size.width) != pack_rows(cells, self.packed_width):
            self.redraw(True, self.focus_position())

    def items(self) -> list[Widget]:
        """The buttons, row by row."""
        return list(self.query(BarButton))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Turn a button press into the bar's message."""
        event.stop()
        if isinstance(event.button, BarButton):
            self.post_message(self.chosen(event.button.choice))

    def press(self, index: int) -> bool:
        """Press the ``index``-th numbered button; False if there is none."""
        numbered = self.numbered
        if not 0 <= index < len(numbered):
            return False
        self.post_message(self.chosen(numbered[index]))
        return True


class ActionBar(ButtonBar):
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

    def chosen(self, choice: Action) -> Message:
        """:class:`Chosen` for ``choice``."""
        return self.Chosen(choice)
