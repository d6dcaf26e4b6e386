"""The player's hand: one focusable, clickable card widget per card, illegal cards dimmed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Self, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.compose import compose as compose_children
from textual.containers import Horizontal
from textual.events import Click
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from baloot_tui.core.cards import Card
from baloot_tui.text.i18n import N_
from baloot_tui.tui.layout import out_of_sight
from baloot_tui.tui.render import card_face
from baloot_tui.tui.say import show

KEY_IN_TITLE_WIDTH = 5
"""Inside width from which the key fits in the border title (``╭─ 1 ─╮``); narrower
cards show it on a line of their own (the narrow table gives them a taller box)."""
LARGE_FACE = Size(7, 3)
"""Inside size from which a card shows rank and suit in two corners and the suit in the middle."""


class RowItem:
    """A :class:`FocusRow` item that a redraw updates in place instead of replacing."""

    def take_state(self, fresh: Self) -> None:
        """Show what ``fresh`` (the same item newly composed, never mounted) shows."""
        raise NotImplementedError


class FocusRow(Horizontal):
    """A row of focusable items drawn from ``compose``, which puts the focus where the table asks.

    A redraw composes the row afresh but keeps every item (a :class:`RowItem`) whose
    id and type are unchanged, handing it the fresh item's state; only items that
    appear are mounted and only items that go are removed. So a card played removes
    one widget and a new turn's buttons relabel the old ones: long games do not
    churn through thousands of widgets. If the focused item is removed, the row
    focuses the item at the index it was given, so the player keeps their place.
    Items are kept when they are the row's direct children; a row that groups its
    items in containers (the action bar's rows) has them mounted afresh.
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.focus_index: int | None = None
        """The item to focus once drawn (None: leave the focus alone)."""
        self.redraw_pending = False
        """True from a change until the row's items are up to date."""

    def redraw(self, changed: bool, focus: int | None) -> None:
        """Bring the items up to date if ``changed``, then focus item ``focus``."""
        self.focus_index = focus
        if changed:
            self.redraw_pending = True
            self.refresh(recompose=True)
        elif not self.redraw_pending:
            self.apply_focus()

    async def recompose(self) -> None:
        """Update the items in place (see the class), then give the focus back."""
        if self.is_attached:
            # Textual's own composer (as Widget.recompose uses it): it honours the
            # ``with`` containers of a compose method, such as the action bar's rows.
            await self.update_items(compose_children(self))
        self.redraw_pending = False
        self.apply_focus()

    async def update_items(self, fresh: list[Widget]) -> None:
        """Make the children ``fresh``, keeping those with the same id and type."""
        by_id = {child.id: child for child in self.children if child.id is not None}

        def kept_for(widget: Widget) -> Widget | None:
            old = None if widget.id is None else by_id.pop(widget.id, None)
            return old if isinstance(old, RowItem) and type(old) is type(widget) else None

        pairs = [(widget, kept_for(widget)) for widget in fresh]
        kept = {id(old) for _, old in pairs if old is not None}
        stale = [child for child in self.children if id(child) not in kept]
        if stale:
            await self.remove_children(stale)
        if not kept:
            await self.mount_all(fresh)
            return
        for index, (widget, old) in enumerate(pairs):
            if old is None:
                await self.mount(widget, before=index if index < len(self.children) else None)
                continue
            cast(RowItem, old).take_state(cast(RowItem, widget))
            if self.children[index] is not old:
                self.move_child(old, before=index)

    def apply_focus(self) -> None:
        """Focus the item at :attr:`focus_index`, if there is one (at once, not later)."""
        items = self.items()
        index = self.focus_index
        if index is not None and 0 <= index < len(items):
            self.screen.set_focus(items[index])

    def focus_position(self) -> int | None:
        """The index of the focused item, or of the one to focus once the row is redrawn."""
        if self.redraw_pending:
            return self.focus_index
        focused = self.screen.focused
        return next((i for i, item in enumerate(self.items()) if item is focused), None)

    def items(self) -> list[Widget]:
        """The focusable items, in order."""
        return [child for child in self.children if child.focusable]


class CardWidget(RowItem, Static):
    """One card of the hand; a click, its key, or Enter/Space while focused chooses it.

    Illegal cards take focus too, so the player can reach them and hear why not.
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter,space", "choose", N_("Play"))]

    class Chosen(Message):
        """The player chose this card (the table checks whether it is legal)."""

        def __init__(self, card: Card) -> None:
            self.card = card
            """The card chosen."""
            super().__init__()

    def __init__(self, card: Card, number: int, *, legal: bool, focusable: bool = True) -> None:
        super().__init__(id=f"card-{card}", classes="" if legal else "-illegal")
        self.card = card
        """The card shown."""
        self.number = number
        """Its key, 1 to 8."""
        self.border_title = str(number)
        self.can_focus = focusable

    def take_state(self, fresh: Self) -> None:
        """Take ``fresh``'s key and legality (the card is the same: ids name the card)."""
        self.number = fresh.number
        self.border_title = fresh.border_title
        self.set_class(fresh.has_class("-illegal"), "-illegal")
        self.can_focus = fresh.can_focus
        self.refresh()

    def render(self) -> Text:
        """The card, as large as its box allows; a narrow card shows its key too.

        The key sits in the border title when there is room; a card forbidden now
        is struck through (and framed dashed), not only dimmed, so it reads
        without colour.
        """
        face = card_face(self.card)
        if self.has_class("-illegal"):
            face.stylize("strike")
        size = self.content_size
        if size.width < KEY_IN_TITLE_WIDTH:
            return Text.assemble((f"{self.number:^3}\n", "bold"), face)
        if size.width < LARGE_FACE.width or size.height < LARGE_FACE.height:
            return face
        corner, width = face.plain, LARGE_FACE.width
        lines = (corner.ljust(width), self.card.suit.symbol.center(width), corner.rjust(width))
        large = Text("\n".join(lines), style=face.style)
        for span in face.spans:
            large.stylize(span.style)
        return large

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter plays the card only while cards may be played (else the footer leaves it out)."""
        if action != "choose":
            return True
        hand = self.parent
        return not out_of_sight(self) and (not isinstance(hand, HandWidget) or hand.playable)

    def on_click(self, event: Click) -> None:
        """A click chooses the card."""
        event.stop()
        self.choose()

    def action_choose(self) -> None:
        """Enter or Space on the focused card."""
        self.choose()

    def choose(self) -> None:
        """Post :class:`Chosen`: the same path for clicks and keys."""
        self.post_message(self.Chosen(self.card))


class HandWidget(FocusRow):
    """The cards of the seat at the bottom, face up, or a note while hidden."""

    def __init__(self, *, id: str | None = None, focusable: bool = True) -> None:
        super().__init__(id=id)
        self.cards: tuple[Card, ...] = ()
        self.legal: frozenset[Card] = frozenset()
        self.note = ""
        self.focusable_cards = focusable
        """False where the cards are only shown (the replay viewer)."""
        self.playable = focusable
        """Whether a card may be played now (the table sets it before each redraw)."""

    def show(
        self,
        cards: Sequence[Card],
        legal: frozenset[Card],
        note: str = "",
        *,
        focus: int | None = None,
    ) -> None:
        """Draw ``cards`` (``legal`` ones bright) or ``note``; then focus card ``focus``."""
        state = (tuple(cards), legal, note)
        changed = state != (self.cards, self.legal, self.note)
        self.cards, self.legal, self.note = state
        self.redraw(changed, focus)

    def compose(self) -> ComposeResult:
        """One widget per card, or the note."""
        if self.note or not self.cards:
            yield Static(Text(show(self.note)), classes="hand-note")
            return
        for number, card in enumerate(self.cards, start=1):
            yield CardWidget(card, number, legal=card in self.legal, focusable=self.focusable_cards)

    def card_widget(self, index: int) -> CardWidget | None:
        """The widget of the ``index``-th card (0-based), if there is one."""
        widgets = list(self.query(CardWidget))
        return widgets[index] if 0 <= index < len(widgets) else None
