"""What every game's felt is made of: seats, card faces round the trick, the turn's words, actions.

A game's felt (``baloot_tui/games/<key>/tui/``) draws its seats, its trick and its
panels from its own snapshot, each a :class:`Piece` (:func:`draw_felt` draws them
all); the snapshot answers for its seats as :class:`SeatedSnapshot` says. The parts
they share are here: a seat's box (:class:`FeltSeat`), a card face in the trick
(:func:`card_box`) and the grid that puts each card in front of its seat
(:func:`trick_grid`), whose turn it is (:class:`TurnBanner`), and the bar of
buttons under the hand (:class:`ButtonBar`), which posts :class:`ButtonBar.Chosen`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Final, Generic, Protocol, Self, TypeVar

from rich.cells import cell_len
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Button, Static

from baloot_tui.core.cards import Card
from baloot_tui.core.seats import SEATS, Seat, Team
from baloot_tui.text.i18n import N_, _
from baloot_tui.text.table_words import AHEAD, LED, THINKING, TO_LEAD, TO_PLAY, WON_BY
from baloot_tui.tui.felt import FeltLayout
from baloot_tui.tui.layout import out_of_sight
from baloot_tui.tui.render import Palette, card_face, card_text, suit_style
from baloot_tui.tui.say import show, show_text
from baloot_tui.tui.widgets.hand import FocusRow, RowItem

POSITIONS: Final = ("bottom", "right", "top", "left")
"""Where the seats are drawn: the person's at the bottom, then counter-clockwise."""
WINNER_STYLE: Final = "bold #2f9e44"
"""The card winning the trick: bold green, and a ★ beside it for those who cannot see colour."""
BOXED_HEIGHT: Final = 12
"""Rows from which the trick's cards are drawn as small boxes (three rows of box and
caption), else on one line each."""
LARGE_SIZE: Final = Size(36, 18)
"""Columns and rows from which they are drawn as large boxes (where a felt draws them)."""
FACE_LINES: Final = {"line": 1, "boxed": 3, "large": 5}
"""Lines of a card face of each size (its caption takes one more)."""
LEAD_MARK: Final = "▸"
"""Under the card that led the trick."""

Plays = list[tuple[Seat, Card]]
"""The cards on the felt with the seats that played them, the leader first."""


class DealView(Protocol):
    """What every game's view of a deal says of its seats."""

    @property
    def to_act(self) -> Seat | None:
        """The seat to act."""
        ...

    @property
    def dealer(self) -> Seat:
        """The dealer."""
        ...


class SeatedSnapshot:
    """What every game's snapshot answers about its seats: a base of the game's snapshot.

    The snapshot (a frozen dataclass) has the fields named here and says whether the
    bottom seat's cards are in sight (:attr:`in_sight`).
    """

    __slots__ = ()

    perspective: Seat
    """The seat drawn at the bottom."""
    view: DealView | None
    """The deal as ``perspective`` sees it (None before the first deal)."""
    names: tuple[str, str, str, str]
    """Seat names, cleaned for drawing, South first."""
    humans: tuple[Seat, ...]
    """The seats people play."""
    palette: Palette
    """Theme colours."""

    @property
    def in_sight(self) -> bool:
        """Whether the bottom seat's cards may be shown."""
        raise NotImplementedError

    @property
    def us(self) -> Team:
        """The team counted as "us": the first person's, for the whole match.

        In hot-seat the seat drawn at the bottom changes hands (with two people as
        opponents, between the teams); the score sheet stays with one team.
        """
        return self.humans[0].team if self.humans else self.perspective.team

    @property
    def my_turn(self) -> bool:
        """Whether the bottom seat is a person to act, with their cards in sight."""
        view = self.view
        return (
            view is not None
            and view.to_act is self.perspective
            and self.in_sight
            and self.perspective in self.humans
        )

    def relative(self, seat: Seat) -> str:
        """Where ``seat`` sits on screen: bottom, right, top or left."""
        return POSITIONS[(seat - self.perspective) % 4]

    def seat_at(self, position: str) -> Seat:
        """The seat drawn at ``position``."""
        return SEATS[(self.perspective + POSITIONS.index(position)) % 4]


S = TypeVar("S", bound=SeatedSnapshot)
"""A game's snapshot."""


class Piece(Static, Generic[S]):
    """A widget of a felt, drawn again from each of the game's snapshots."""

    def update_table(self, snap: S) -> None:
        """Redraw from ``snap``."""
        raise NotImplementedError


def draw_felt(layout: FeltLayout, snap: SeatedSnapshot) -> None:
    """Draw every widget of ``layout`` that is drawn from the snapshot (each :class:`Piece`)."""
    placed = (*layout.seats.values(), layout.trick, layout.note, layout.contract, *layout.side)
    for widget in placed:
        if isinstance(widget, Piece):
            piece: Piece[Any] = widget
            piece.update_table(snap)


class FeltSeat(Piece[S]):
    """A player's name, team colour, dealer mark, then what the game says of the seat."""

    TITLE_STYLE: ClassVar[str] = ""
    """The style of the whole box (its parts add theirs)."""

    def __init__(self, position: str) -> None:
        super().__init__(id=f"seat-{position}", classes="seat")
        self.position = position
        """bottom, right, top or left."""

    def update_table(self, snap: S) -> None:
        """Redraw for ``snap``."""
        seat = snap.seat_at(self.position)
        view = snap.view
        colour = snap.palette.team(seat.team, snap.us)
        to_act = view is not None and view.to_act is seat
        dealer = view is not None and view.dealer is seat
        text = Text(style=self.TITLE_STYLE)
        seat_title(text, seat, snap.names[seat], colour, to_act=to_act, dealer=dealer)
        if view is not None:
            text.append_text(self.details(snap, seat))
        self.set_class(to_act, "-active")
        self.update(show_text(text))

    def details(self, snap: S, seat: Seat) -> Text:
        """What the game says of ``seat`` under its name (a deal is on)."""
        raise NotImplementedError


def face_for(room: Size, *, large: bool = True) -> str:
    """The card face that fits a trick area of ``room``: ``large``, ``boxed`` or ``line``."""
    if large and room.width >= LARGE_SIZE.width and room.height >= LARGE_SIZE.height:
        return "large"
    return "boxed" if room.height >= BOXED_HEIGHT else "line"


def card_box(card: Card, face: str, *, highlight: bool) -> Text:
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


def played_slots(
    plays: Plays, winner: Seat | None, face: str, where: Callable[[Seat], str]
) -> dict[str, Text]:
    """Each card of ``plays`` boxed over its caption, by the position ``where`` gives its seat.

    The caption marks the card that led (▸) and the one winning (★): marks, not
    words, since a word there would read on with the names beside it.
    """
    slots: dict[str, Text] = {}
    for seat, card in plays:
        caption = Text(justify="center")
        if seat is plays[0][0]:
            caption.append(LEAD_MARK, style="bold")
        if seat is winner:
            caption.append(" ★" if caption else "★", style=WINNER_STYLE)
        box = card_box(card, face, highlight=seat is winner)
        slots[where(seat)] = Text("\n", justify="center").join([box, caption])
    return slots


def trick_grid(slots: Mapping[str, Text], centre: Text, face: str) -> Table:
    """A 3×3 grid: the top, left, right and bottom cards round ``centre``.

    An empty place keeps a card's height, so the table stays put as cards fall.
    """
    empty = Text("\n" * FACE_LINES[face])
    grid = Table.grid(expand=True)
    grid.add_column(justify="center", vertical="middle", ratio=1)
    grid.add_column(justify="center", vertical="middle", ratio=2)
    grid.add_column(justify="center", vertical="middle", ratio=1)
    grid.add_row("", slots.get("top", empty), "")
    grid.add_row(slots.get("left", empty), centre, slots.get("right", empty))
    grid.add_row("", slots.get("bottom", empty), "")
    return grid


def turn_words(names: Sequence[str], humans: Sequence[Seat], seat: Seat, prompt: str | None) -> str:
    """Whose turn it is: the person's own with ``prompt`` (what to do), else who thinks or plays."""
    if prompt is not None:
        return _("▶▶ YOUR TURN, {name}: {prompt}").format(name=names[seat], prompt=prompt)
    doing = THINKING if seat not in humans else TO_PLAY
    return doing.said(names[seat], seat=seat.letter)


def key_hint(last: int, *, short: bool) -> str:
    """The keys that choose: ``keys 1-4, ←→ ⏎ or click``, or ``1-4`` where a row is narrow."""
    if short:
        return f"1-{last}"
    return _("keys 1-{last}, ←→ ⏎ or click").format(last=last)


def seat_title(
    text: Text, seat: Seat, name: str, colour: str, *, to_act: bool, dealer: bool
) -> Text:
    """``text`` with a seat's first line: ``▶ Noura (E) [D]`` (the arrow for the seat to act)."""
    text.append("▶ " if to_act else "  ", style="bold")
    text.append(name, style=f"bold {colour}")
    text.append(f" ({seat.letter})", style=colour)
    if dealer:
        text.append(" " + _("[D]"), style="bold")
    return text


def won_note(number: int, leader: str, winner: str, *, again: bool) -> Text:
    """``Trick 3: ▸ Saad led, ★ won by Noura`` (``Last trick 3:`` when shown again, key l)."""
    label = _("Last trick {number}:") if again else _("Trick {number}:")
    led = LED.said(leader, mark=LEAD_MARK)
    note = Text(f"{label.format(number=number)} {led} ")
    note.append(WON_BY.said(winner), style="bold")
    return note


def ahead_note(number: int, leader: str, winner: str, lead_style: str = "") -> Text:
    """``Trick 3: ▸ Saad led, ★ Noura ahead``, its first part in ``lead_style``."""
    label = _("Trick {number}:").format(number=number)
    led = LED.said(leader, mark=LEAD_MARK)
    note = Text(f"{label} {led} ")
    note.stylize(lead_style)
    note.append(AHEAD.said(winner), style="bold")
    return note


def lead_note(number: int, leader: str) -> str:
    """``Trick 3: Saad to lead``."""
    return TO_LEAD.said(leader, number=number)


class TurnBanner(Static):
    """Whose turn it is, across the top of the table: impossible to miss, on one row.

    The person's prompt comes in forms, longest first (the keys spelt out, then only
    their numbers); the banner draws the longest that fits its width, so the table
    under it never moves down a row.
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.forms: tuple[str, ...] = ("",)
        """What the banner may say, longest first (already as this terminal prints it)."""

    def say_turn(
        self,
        names: Sequence[str],
        humans: Sequence[Seat],
        to_act: Seat | None,
        *,
        mine: bool,
        prompt: Sequence[str],
        idle: str,
        over: bool,
    ) -> None:
        """Say who acts and, on the person's own turn (``mine``), ``prompt``: what to do.

        ``prompt`` holds the forms of what to do, longest first. ``idle`` is said
        while nobody is to act (between deals), and the match's end once ``over``.
        """
        self.set_class(mine, "-mine")
        if over:
            said: Sequence[str] = (_("The match is over"),)
        elif to_act is None:
            said = (idle,)
        elif mine and prompt:
            said = [turn_words(names, humans, to_act, form) for form in prompt]
        else:
            said = (turn_words(names, humans, to_act, None),)
        forms = tuple(show(line) for line in said)
        if forms != self.forms:
            self.forms = forms
            self.refresh()

    @property
    def said(self) -> str:
        """The form drawn at the banner's width now."""
        room = self.content_size.width
        return next((form for form in self.forms if cell_len(form) <= room), self.forms[-1])

    def render(self) -> RenderableType:
        """The longest form that fits (the shortest, cut with an ellipsis, when none does)."""
        return Text(self.said, no_wrap=True, overflow="ellipsis")


ACTION_MIN_WIDTH: Final = 6
"""An action button's narrowest width (``min-width`` in the stylesheet)."""


class BarButton(RowItem, Button):
    """A focusable button of an action bar: one thing offered, under its key.

    Every game's bar is made of these (:class:`ButtonBar`): calls, doubles,
    declarations, and switches of the game's own.
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space", "press", N_("Choose"))]

    def __init__(
        self, label: Text, choice: object, key: str, *, id: str, classes: str = ""
    ) -> None:
        label = Text(f"{key} ", style="bold").append_text(label)
        super().__init__(label, classes=classes, compact=True, id=id)
        self.choice = choice
        """What pressing it chooses (posted in :class:`ButtonBar.Chosen`)."""
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

    A game's bar says which buttons it offers now (:meth:`buttons`, the numbered
    ones first); a press posts :class:`Chosen` with the button's choice, and the
    table asks its felt what that choice means.
    """

    class Chosen(Message):
        """A button was pressed, by a click or its key."""

        def __init__(self, choice: object) -> None:
            self.choice = choice
            """What the button offers (the game's action, or a switch of its own)."""
            super().__init__()

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
            self.post_message(self.Chosen(event.button.choice))

    def press(self, index: int) -> bool:
        """Press the ``index``-th numbered button; False if there is none."""
        numbered = self.numbered
        if not 0 <= index < len(numbered):
            return False
        self.post_message(self.Chosen(numbered[index]))
        return True
