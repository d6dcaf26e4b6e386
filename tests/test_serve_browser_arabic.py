"""Arabic in the browser: the served tab prints visual, which xterm.js draws as it is.

xterm.js (textual-serve's terminal, drawing on a canvas) puts each cell where it is
told and does no bidi, so the joined forms in screen order read right there; a
screenshot taken while writing docs/arabic.md showed the logical line reversed and
unjoined. This test checks the cells the tab sends, read from xterm's own buffer.
"""

from __future__ import annotations

import pytest

from tests.test_serve_browser import Page, on_screen, page, server

__all__ = ["page", "server"]  # the fixtures, shared with the main browser test

pytestmark = pytest.mark.browser


def test_a_browser_tab_prints_arabic_joined_and_in_screen_order(page: Page) -> None:
    rows = page.wait_for("the start menu", on_screen("BALOOT"))
    assert any("\ufe95\ufeee\ufee0\ufe91  BALOOT" in row for row in rows)  # بلوت
    page.press("s")
    rows = page.wait_for("the settings' samples", on_screen("logical: "))
    assert any("visual: \ufee2\ufeec\ufedf / \ufe8e\ufee8\ufedf" in row for row in rows)
    assert any("logical: لنا / لهم" in row for row in rows)
