"""The apps' line filter: visual-mode lines put in screen order after Textual wraps them."""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.app import App, ComposeResult
from textual.color import Color
from textual.filter import LineFilter
from textual.widgets import Static

from baloot_tui.engine.arabic import arabic_text, printed_text
from baloot_tui.ui.visual_lines import VISUAL_ARABIC, with_visual_arabic

SENTENCE = "Doubling: دبل ثري فور قهوة"
DOUBLE, THREE, FOUR, GAHWA = (printed_text(w, "visual") for w in ("دبل", "ثري", "فور", "قهوة"))


class Narrow(App[None]):
    """Two narrow panels side by side, each wrapping the same sentence in visual mode."""

    CSS = "Static { width: 18; height: 3; }  Screen { layout: horizontal; }"

    def compose(self) -> ComposeResult:
        yield Static(arabic_text(SENTENCE, "visual"), id="left")
        yield Static(arabic_text(SENTENCE, "visual"), id="right")

    def get_line_filters(self) -> list[LineFilter]:
        return with_visual_arabic(super().get_line_filters())


async def test_a_wrapped_sentence_reads_right_on_each_line_of_each_panel() -> None:
    app = Narrow()
    async with app.run_test(size=(40, 4)) as pilot:
        await pilot.pause()
        rows = [strip.text for strip in app.screen._compositor.render_strips()]
    first, second = f"Doubling: {THREE} {DOUBLE}", f"{GAHWA} {FOUR}"
    # Each panel's lines are reordered on their own: nothing moves across the border.
    assert rows[0] == f"{first:<18}{first:<18}    "
    assert rows[1] == f"{second:<18}{second:<18}    "


def test_each_cell_keeps_its_style_and_other_lines_pass() -> None:
    bold, plain = Style(bold=True), Style()
    line = [
        Segment("us ", plain),
        Segment(arabic_text("لنا", "visual"), bold),
        Segment(" 5", plain),
    ]
    shown = VISUAL_ARABIC.apply(line, Color(0, 0, 0))
    assert [(s.text, s.style) for s in shown] == [
        ("us 5 ", plain),  # the number after لنا is read after it, so printed before
        (printed_text("لنا", "visual"), bold),
    ]
    logical = [Segment("لنا us", plain)]
    assert VISUAL_ARABIC.apply(logical, Color(0, 0, 0)) is logical
