"""The apps' line filter: visual-mode lines put in screen order after Textual wraps them."""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.app import App, ComposeResult
from textual.color import Color
from textual.filter import LineFilter
from textual.widgets import Static

from baloot_tui.text.arabic import arabic_text, printed_text
from baloot_tui.text.i18n import use
from baloot_tui.tui.visual_lines import VISUAL_ARABIC, with_visual_arabic

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


RED = Style(color="red", bold=True)


def _filtered(*pieces: tuple[str, Style]) -> list[tuple[str, Style | None]]:
    line = [Segment(arabic_text(text, "visual"), style) for text, style in pieces]
    return [(s.text, s.style) for s in VISUAL_ARABIC.apply(line, Color(0, 0, 0))]


def test_an_arabic_interface_line_reads_from_the_right_with_its_cards_whole() -> None:
    use("ar")
    plain = Style()
    # Read from the right: Sara plays 10♥; the card keeps its rank before its suit.
    assert _filtered(("Sara يلعب ", plain), ("10♥", RED)) == [
        ("10♥", RED),
        (f" {printed_text('يلعب', 'visual')} Sara", plain),
    ]
    shown = "".join(text for text, _ in _filtered(("لنا 52 · لهم 38 يلعب 10♥ K♠", plain)))
    us, them, plays = (printed_text(w, "visual") for w in ("لنا", "لهم", "يلعب"))
    assert shown == f"K♠ 10♥ {plays} 38 {them} · 52 {us}"


def test_latin_runs_keep_their_brackets_and_the_frame_stays() -> None:
    use("ar")
    plain = Style()
    dealer, plays = (printed_text(w, "visual") for w in ("[موزع]", "يلعب"))
    line = _filtered(("│  Waleed (W) يلعب     │", plain))
    assert "".join(text for text, _ in line) == f"│  {plays} Waleed (W)     │"
    # A bracket of a right-to-left run is drawn mirrored: [موزع] reads enclosed.
    assert (
        "".join(t for t, _ in _filtered(("[موزع]", plain)))
        == dealer
        == "[\ufec9\ufeaf\ufeee\ufee3]"
    )
    # Columns keep their places, each ordered on its own.
    us, them = (printed_text(w, "visual") for w in ("لنا", "لهم"))
    assert "".join(t for t, _ in _filtered(("لنا 5   لهم 3", plain))) == f"5 {us}   3 {them}"


def test_english_text_with_an_arabic_term_stays_left_to_right() -> None:
    use("ar")
    shown = "".join(t for t, _ in _filtered(("Bid صن when you hold", Style())))
    assert shown == f"Bid {printed_text('صن', 'visual')} when you hold"


def test_arabic_is_never_italic_in_any_mode() -> None:
    """Italic Arabic shows as boxes in rxvt-unicode and mlterm: the filter sets it upright."""
    slanted = Style(bold=True, italic=True)
    for line in ([Segment("لنا", slanted)], [Segment(arabic_text("لنا", "visual"), slanted)]):
        shown = VISUAL_ARABIC.apply([*line, Segment(" buyer", slanted)], Color(0, 0, 0))
        assert [s.style for s in shown if s.style and s.style.italic] == [slanted]
        assert all(s.style and s.style.bold for s in shown)
        assert [s.text for s in shown if s.style == slanted] == [" buyer"]
    english = [Segment("buyer", slanted)]
    assert VISUAL_ARABIC.apply(english, Color(0, 0, 0)) is english


def test_only_the_arabic_words_of_an_italic_piece_are_set_upright() -> None:
    slanted = Style(bold=True, italic=True)
    shown = VISUAL_ARABIC.apply([Segment("لنا لهم us ", slanted)], Color(0, 0, 0))
    assert [(s.text, bool(s.style and s.style.italic)) for s in shown] == [
        ("لنا لهم", False),
        (" us ", True),
    ]
