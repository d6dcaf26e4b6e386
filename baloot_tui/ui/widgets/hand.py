"""The player's hand: one clickable card widget per card, illegal cards dimmed."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.events import Click
from textual.message import Message
from textual.widgets import Static

from baloot_tui.rules.cards import Card
from baloot_tui.ui.render import card_text

KEY_IN_TITLE_WIDTH = 5
"""Inside width from which the key fits in the border title (``╭─ 1 ─╮``); narrower
cards show it on a line of their own (the narrow table gives them a taller box)."""


class CardWidget(Static):
    """One card of the hand; a click (or its key) chooses it, legal or not."""

    class Chosen(Message):
        """The player chose this card (the table checks whether it is legal)."""

        def __init__(self, card: Card) -> None:
            self.card = card
            """The card chosen."""
            super().__init__()

    def __init__(self, card: Card, number: int, *, legal: bool, selected: bool) -> None:
        classes = " ".join(
            name for name, on in (("-illegal", not legal), ("-selected", selected)) if on
        )
        super().__init__(id=f"card-{card}", classes=classes)
        self.card = card
        """The card shown."""
        self.number = number
        """Its key, 1 to 8."""
        self.border_title = str(number)

    def render(self) -> Text:
        """The card; on a narrow card also its key, which the border title has no room for."""
        if self.content_size.width >= KEY_IN_TITLE_WIDTH:
            return card_text(self.card)
        return Text.assemble((f"{self.number}\n", "bold"), card_text(self.card))

    def on_click(self, event: Click) -> None:
        """A click chooses the card."""
        event.stop()
        self.choose()

    def choose(self) -> None:
        """Post :class:`Chosen`: the same path for clicks and keys."""
        self.post_message(self.Chosen(self.card))


class HandWidget(Horizontal):
    """The cards of the seat at the bottom, face up, or a note while hidden."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: tuple[Card, ...] = ()
        self.legal: frozenset[Card] = frozenset()
        self.selected: int | None = None
        self.note = ""

    def show(
        self,
        cards: Sequence[Card],
        legal: frozenset[Card],
        selected: int | None,
        note: str = "",
    ) -> None:
        """Draw ``cards`` (``legal`` ones bright, ``selected`` highlighted) or ``note``."""
        state = (tuple(cards), legal, selected, note)
        if state == (self.cards, self.legal, self.selected, self.note):
            return
        self.cards, self.legal, self.selected, self.note = state
        self.refresh(recompose=True)

    def compose(self) -> ComposeResult:
        """One widget per card, or the note."""
        if self.note or not self.cards:
            yield Static(self.note, classes="hand-note")
            return
        for number, card in enumerate(self.cards, start=1):
            yield CardWidget(
                card, number, legal=card in self.legal, selected=number - 1 == self.selected
            )

    def card_widget(self, index: int) -> CardWidget | None:
        """The widget of the ``index``-th card (0-based), if there is one."""
        widgets = list(self.query(CardWidget))
        return widgets[index] if 0 <= index < len(widgets) else None
