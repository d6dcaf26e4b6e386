"""The interface's words printed for the terminal: whole lines reordered, styles kept."""

from __future__ import annotations

from rich.text import Span, Text

from baloot_tui.engine.arabic import screen_orders_lines_now
from baloot_tui.ui.say import configure, fill, show, show_text, tr

RED = "bold #e03131"


def test_an_arabic_line_is_reordered_right_to_left_with_its_card_whole() -> None:
    configure("ar", "visual")
    line = show_text(fill("{name} plays {card}", name="Sara", card=Text("10♥", style=RED)))
    # يلعب joined (ya initial, lam medial, ain medial, ba final), printed last letter first;
    # the name last on the right's far side: read from the right, Sara plays 10♥.
    assert line.plain == "10♥ \ufe90\ufecc\ufee0\ufef3 Sara"
    assert line.spans == [Span(0, 1, RED), Span(1, 2, RED), Span(2, 3, RED)]


def test_a_plain_arabic_line_reads_from_the_right() -> None:
    configure("ar", "visual")
    assert show("لنا 52 · لهم 38") == "38 \ufee2\ufeec\ufedf · 52 \ufe8e\ufee8\ufedf"
    assert tr("Sun") == "\ufee6\ufebb"


def test_logical_keeps_the_text_and_latin_speaks_english() -> None:
    configure("ar", "logical")
    text = fill("{name} plays {card}", name="Sara", card=Text("10♥", style=RED))
    assert show_text(text) is text and text.plain == "Sara يلعب 10♥"
    assert configure("ar", "latin") == "en"
    assert tr("Sun") == "Sun" and show("لنا") == "lana"


def test_an_english_line_is_joined_and_left_to_the_screen_to_order() -> None:
    """In the English interface the screen's line filter orders each displayed line
    (ui/visual_lines.py), after wrapping; show only joins the letters."""
    configure("en", "visual")
    assert show("Baloot بلوت") == "Baloot \ufe91\ufee0\ufeee\ufe95"
    assert screen_orders_lines_now()
    configure("ar", "visual")
    assert not screen_orders_lines_now()  # say orders each Arabic message itself
