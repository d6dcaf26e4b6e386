"""The rule-book reader: a book's contents beside the one section being read.

Textual's Markdown widget builds a widget per block, so a whole rule book (34 KB for
one, 50 KB for another) took seconds to open; the reader cuts the book into its
sections (:func:`~baloot_tui.tui.book.book_sections`) and draws one at a time, which
opens at once (``bench/rule_book_open.py``). The contents list every section: arrows
and Enter, or a click, open one; n and p turn to the next and the previous, and so do
PgDn at a section's end and PgUp at its top; c goes back to the contents. The footer
shows the keys of the pane with the focus. From 100 columns the contents stand beside
the text; on a narrower screen (80x24) each pane takes the whole width in turn, the
one with the focus shown, so the text is read 78 columns wide.

One class serves every book: what it reads is a function giving the book's Markdown
for the terminal's Arabic display, so a rules summary, a whole rule book
and any other are the same screen given another text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, Final

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.events import DescendantFocus, Resize
from textual.screen import Screen
from textual.widgets import Markdown, OptionList
from textual.widgets.option_list import Option

from baloot_tui.text.arabic import Shown
from baloot_tui.text.i18n import N_
from baloot_tui.tui.book import Section, book_sections
from baloot_tui.tui.render import arabic_of
from baloot_tui.tui.widgets.footer import KeyFooter

BookText = Callable[[Shown], str]
"""A book's Markdown, its Arabic words printed the given way (``arabic_text``)."""
TURN: Final = Binding.Group(N_("Section"))
PAGE: Final = Binding.Group(N_("Page"))
CHOOSE: Final = Binding.Group(N_("Choose"), compact=True)
SIDE_BY_SIDE: Final = 100
"""The narrowest screen (columns) that shows the contents beside the text."""


class Contents(OptionList):
    """The book's sections by title; choosing one opens it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "cursor_up", N_("Choose"), group=CHOOSE),
        Binding("down", "cursor_down", N_("Choose"), group=CHOOSE),
        Binding("enter", "select", N_("Read")),
    ]


class SectionText(VerticalScroll):
    """The section being read; PgDn at its end turns to the next, PgUp at its top back.

    The arrows scroll too, unlisted: the footer has room for 80 columns.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k", "scroll_up", N_("Scroll"), show=False),
        Binding("down,j", "scroll_down", N_("Scroll"), show=False),
        Binding("pageup", "page_back", N_("Page"), group=PAGE),
        Binding("pagedown,space", "page_on", N_("Page"), group=PAGE),
    ]

    async def action_page_on(self) -> None:
        """A page further, or at the end the next section."""
        if self.scroll_y < self.max_scroll_y or not isinstance(self.screen, BookReader):
            self.scroll_page_down(animate=False)
        else:
            await self.screen.turn(1)

    async def action_page_back(self) -> None:
        """A page back, or at the top the previous section (read from its end)."""
        if self.scroll_y > 0 or not isinstance(self.screen, BookReader):
            self.scroll_page_up(animate=False)
        else:
            await self.screen.turn(-1, at_end=True)


class BookReader(Screen[None]):
    """A Markdown book, read a section at a time beside its contents."""

    DEFAULT_CSS: ClassVar[str] = """
    BookReader #reader-panes { height: 1fr; }
    BookReader Contents { width: 25%; min-width: 16; max-width: 36; height: 1fr; }
    BookReader SectionText { width: 1fr; height: 1fr; padding: 0 1; }
    BookReader.-narrow Contents { width: 1fr; max-width: 100%; }
    BookReader.-narrow.-reading Contents { display: none; }
    BookReader.-narrow.-browsing SectionText { display: none; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "turn(1)", N_("Next section"), group=TURN),
        Binding("p", "turn(-1)", N_("Previous section"), group=TURN),
        Binding("c", "contents", N_("Contents")),
        Binding("escape,q,question_mark,f1", "app.pop_screen", N_("Back")),
    ]

    def __init__(self, book: BookText) -> None:
        """Read ``book`` (called once the screen knows the terminal's Arabic display)."""
        super().__init__()
        self.book = book
        self.sections: tuple[Section, ...] = ()
        """The book cut into sections, once composed."""
        self.reading = 0
        """The index of the section shown."""

    def markdown(self) -> str:
        """The whole book, as Markdown, its Arabic printed for this terminal."""
        return self.book(arabic_of(self.app))

    def compose(self) -> ComposeResult:
        """The contents and the first section side by side, the keys below."""
        self.sections = book_sections(self.markdown())
        with Horizontal(id="reader-panes"):
            yield Contents(*(Option(Content(s.title)) for s in self.sections), id="reader-contents")
            with SectionText(id="reader-text"):
                yield Markdown(self.sections[0].markdown, id="reader-section")
        yield KeyFooter()

    def on_mount(self) -> None:
        """The first section is read first: its text has the focus."""
        self.query_one(Contents).highlighted = 0
        self.query_one(SectionText).focus()

    @property
    def section(self) -> Section:
        """The section shown."""
        return self.sections[self.reading]

    async def read(self, index: int, *, at_end: bool = False) -> None:
        """Show section ``index``, from its top (or its end), and mark it in the contents."""
        self.reading = index
        self.query_one(Contents).highlighted = index
        text = self.query_one(SectionText)
        await self.query_one("#reader-section", Markdown).update(self.section.markdown)
        text.scroll_to(y=text.max_scroll_y if at_end else 0, animate=False, immediate=True)
        if at_end:  # the new section's height is known once laid out
            self.call_after_refresh(text.scroll_end, animate=False, immediate=True)
        self.refresh_bindings()

    async def turn(self, step: int, *, at_end: bool = False) -> None:
        """The next (``step`` 1) or previous (-1) section, if there is one."""
        index = self.reading + step
        if 0 <= index < len(self.sections):
            await self.read(index, at_end=at_end)

    async def action_turn(self, step: int) -> None:
        """The n and p keys."""
        await self.turn(step)

    def action_contents(self) -> None:
        """Move to the contents."""
        self.query_one(Contents).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """N at the last section, p at the first and c in the contents do nothing: not shown."""
        if action == "turn" and parameters:
            step = parameters[0]
            return isinstance(step, int) and 0 <= self.reading + step < len(self.sections)
        if action == "contents":
            return not isinstance(self.focused, Contents)
        return True

    @on(OptionList.OptionSelected, "#reader-contents")
    async def chosen(self, event: OptionList.OptionSelected) -> None:
        """A section chosen in the contents (Enter or a click): read it."""
        await self.read(event.option_index)
        self.query_one(SectionText).focus()

    def on_resize(self, event: Resize) -> None:
        """Below :data:`SIDE_BY_SIDE` columns, one pane at a time, the whole width."""
        self.set_class(event.size.width < SIDE_BY_SIDE, "-narrow")

    def on_descendant_focus(self, event: DescendantFocus) -> None:
        """The focused pane is the one shown when there is room for one only."""
        browsing = isinstance(event.widget, Contents)
        self.set_class(browsing, "-browsing")
        self.set_class(not browsing, "-reading")
