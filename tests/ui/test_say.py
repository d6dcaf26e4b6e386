"""The interface's words printed for the terminal: whole lines reordered, styles kept."""

from __future__ import annotations

from rich.text import Span, Text

from baloot_tui.tui.say import configure, fill, show, show_text, tr

RED = "bold #e03131"


def test_an_arabic_message_is_joined_and_left_in_logical_order() -> None:
    """The screen orders each displayed line after wrapping (ui/visual_lines.py)."""
    configure("ar", "visual")
    line = show_text(fill("{name} plays {card}", name="Sara", card=Text("10♥", style=RED)))
    # لعب joined (lam initial, ain medial, ba final), in reading order.
    assert line.plain == "Sara \ufedf\ufecc\ufe90 10♥"
    assert line.spans == [Span(9, 12, RED)]
    assert show("لنا 52") == "\ufedf\ufee8\ufe8e 52"
    assert tr("Sun") == "\ufebb\ufee6"


def test_logical_keeps_the_text_and_latin_speaks_english() -> None:
    configure("ar", "logical")
    text = fill("{name} plays {card}", name="Sara", card=Text("10♥", style=RED))
    assert show_text(text) is text and text.plain == "Sara لعب 10♥"
    assert configure("ar", "latin") == "en"
    assert tr("Sun") == "Sun" and show("لنا") == "lana"


def test_an_english_line_is_joined_too() -> None:
    configure("en", "visual")
    assert show("Baloot بلوت") == "Baloot \ufe91\ufee0\ufeee\ufe95"
