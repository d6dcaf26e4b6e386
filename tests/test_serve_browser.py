"""``baloot serve`` end to end in a real headless Chromium (Debian's chromium and chromium-driver).

The page draws the terminal with xterm.js on a canvas, so the test reads the screen
through xterm's own buffer: a script run before the page's (``hook.js`` below)
keeps the Terminal object textual-serve creates. Clicks are real mouse clicks on
the cell a text was found at. The screenshot of the played card goes to
``tests/artifacts/`` (``BALOOT_ARTIFACTS`` overrides it); the path is printed.

Without Chromium the test is skipped on a developer's machine and fails in CI
(``CI`` set), where ``.ci/run`` installs the packages.
"""

from __future__ import annotations

import os
import re
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from baloot_tui.engine.config import Settings
from tests.serving import Served, serving

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
WAIT = 20.0
"""Seconds any one step may take (the whole test takes about ten)."""
ARTIFACTS = Path(os.environ.get("BALOOT_ARTIFACTS", Path(__file__).parent / "artifacts"))

KEEP_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {configurable: true, set(value) {
  Object.defineProperty(this, "terminal", {value, writable: true, configurable: true,
                                          enumerable: true});
  if (value && value.buffer && !window.baloot_term) { window.baloot_term = value; }
}});
"""
"""Keep the xterm.js Terminal (textual-serve assigns it to ``this.terminal``) in a global."""

READ_ROWS = """
const term = window.baloot_term;
if (!term) { return []; }
const buffer = term.buffer.active, rows = [];
for (let y = 0; y < term.rows; y++) {
  rows.push(buffer.getLine(buffer.viewportY + y).translateToString(false));
}
return rows;
"""


def _missing() -> str | None:
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[dev]')"
    for program in (CHROMIUM, CHROMEDRIVER):
        if shutil.which(program) is None:
            return f"{program} is missing (apt-get install chromium chromium-driver)"
    return None


class Page:
    """The served terminal in the browser: its rows of text, and clicks on its cells."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver

    def rows(self) -> list[str]:
        """The screen, one string per row, one character per cell."""
        rows: list[str] = self.driver.execute_script(READ_ROWS)
        return rows

    def wait_for(self, what: str, found: Callable[[list[str]], bool]) -> list[str]:
        """The screen once ``found`` holds for it; fail with the screen after WAIT seconds."""
        deadline = time.monotonic() + WAIT
        rows = self.rows()
        while not found(rows):
            if time.monotonic() > deadline:
                pytest.fail(f"no {what} in the browser after {WAIT}s:\n" + "\n".join(rows))
            time.sleep(0.1)
            rows = self.rows()
        return rows

    def click(self, column: int, row: int) -> None:
        """A mouse click in the middle of a cell."""
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.by import By

        screen = self.driver.find_element(By.CSS_SELECTOR, ".xterm-screen")
        columns, lines = self.driver.execute_script(
            "return [window.baloot_term.cols, window.baloot_term.rows]"
        )
        width, height = screen.rect["width"] / columns, screen.rect["height"] / lines
        ActionChains(self.driver).move_to_element_with_offset(
            screen,
            round((column + 0.5) * width - screen.rect["width"] / 2),
            round((row + 0.5) * height - screen.rect["height"] / 2),
        ).click().perform()

    def press(self, key: str) -> None:
        """Type ``key`` (a character or a selenium ``Keys`` value) into the terminal."""
        self.driver.execute_script("window.baloot_term.focus()")
        self.driver.switch_to.active_element.send_keys(key)

    def click_text(self, text: str, rows: list[str]) -> None:
        """Click the first cell of ``text`` where it first appears on the screen."""
        y, x = find(text, rows)
        self.click(x, y)


def find(text: str, rows: list[str]) -> tuple[int, int]:
    """Row and column of the first ``text`` on the screen."""
    for y, row in enumerate(rows):
        if text in row:
            return y, row.index(text)
    raise AssertionError(f"{text!r} is not on the screen:\n" + "\n".join(rows))


def on_screen(text: str) -> Callable[[list[str]], bool]:
    """A ``wait_for`` test: ``text`` is somewhere on the screen."""
    return lambda rows: any(text in row for row in rows)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Served]:
    """``baloot serve`` with an empty home and quick bots (a fixed, short pause)."""
    with serving(tmp_path, settings=Settings(bot_delay=0.4)) as served:
        yield served


@pytest.fixture
def page(server: Served) -> Iterator[Page]:
    """A headless Chromium on the served page."""
    problem = _missing()
    if problem is not None:
        if os.environ.get("CI"):
            pytest.fail(problem)
        pytest.skip(problem)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.add_argument("--window-size=1280,900")
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": KEEP_TERMINAL})
        driver.get(server.url)
        yield Page(driver)
    finally:
        driver.quit()


FIRST_CARD_TOP = re.compile("[╭┏][─━] 1 [─━][╮┓]")
"""The top border of the first card of the hand (heavy when the card has the focus)."""
CARD_FACE = re.compile(r"[│┃] (\S+) *[│┃]")


def felt(row: str) -> str:
    """The part of a table row left of the side column."""
    return row.split("▏")[0]


def hand(rows: list[str]) -> tuple[int, list[tuple[int, str]]]:
    """The row of the cards' faces, and each card's column and label (``Q♠``, ``10♥``)."""
    top = next(y for y, row in enumerate(rows) if FIRST_CARD_TOP.search(felt(row)))
    faces = CARD_FACE.finditer(felt(rows[top + 1]))
    return top + 1, [(face.start(1), face.group(1)) for face in faces]


def choices(rows: list[str]) -> tuple[int, str]:
    """The row under the hand that numbers the calls (``1 Pass   2 Hokum ♥   3 Sun``)."""
    face_row, _ = hand(rows)
    return face_row + 2, felt(rows[face_row + 2])


def changed_from(before: list[str]) -> Callable[[list[str]], bool]:
    """A ``wait_for`` test: the screen is no longer ``before``."""
    return lambda rows: rows != before


def my_turn(rows: list[str]) -> bool:
    """A ``wait_for`` test: the banner says it is my turn."""
    return bool(rows) and "YOUR TURN" in rows[0]


def test_a_card_clicked_in_the_browser_is_played(page: Page, server: Served) -> None:
    started = time.monotonic()
    rows = page.wait_for("start menu", on_screen("Play against bots"))
    page.click_text("Play against bots", rows)

    rows = page.wait_for("my turn at the table", my_turn)
    while "play a card" not in rows[0]:
        # Buy in Sun where it is offered, else take the first choice (pass, no double, declare).
        row, calls = choices(rows)
        page.click(calls.index("Sun") if "Sun" in calls else calls.index("1 ") + 2, row)
        page.wait_for("an answer to my call", changed_from(rows))
        rows = page.wait_for("my next turn", my_turn)

    hand_row, cards = hand(rows)
    for column, label in cards:
        page.click(column, hand_row)
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline:
            rows = page.rows()
            if label not in dict(hand(rows)[1]).values() and _in_trick(label, rows, hand_row):
                break
            time.sleep(0.05)
        else:
            continue  # not a legal card here: the table keeps it in the hand
        break
    else:
        pytest.fail("no card of the hand could be played by a click:\n" + "\n".join(rows))

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot = ARTIFACTS / "serve-browser-played-card.png"
    page.driver.save_screenshot(str(shot))
    print(f"\nscreenshot: {shot} ({time.monotonic() - started:.1f}s in the browser)")

    # The keyboard: Esc leaves the table; the menu now offers the match it saved.
    from selenium.webdriver.common.keys import Keys

    page.press(Keys.ESCAPE)
    page.wait_for("the saved match in the menu", on_screen("Continue the saved match"))
    assert server.process.poll() is None


def _in_trick(label: str, rows: list[str], hand_row: int) -> bool:
    """Whether ``label`` is drawn on the felt above the hand, left of the side column."""
    felt = [row.split("▏")[0] for row in rows[1 : hand_row - 2]]
    return any(f"│{label}" in row or f"│ {label}" in row for row in felt)


MENU_ENTRIES = [
    ("l", "Quiz: what would you bid?"),
    ("r", "No records yet"),
    ("s", "House-rule preset"),
    ("?", "the rules in brief"),
    ("h", "Pass the keyboard to Player"),  # last: its privacy screen has no way back
]


def test_every_menu_entry_opens_by_keyboard_in_the_browser(page: Page) -> None:
    from selenium.webdriver.common.keys import Keys

    page.wait_for("start menu", on_screen("Play against bots"))
    for key, shown in MENU_ENTRIES:
        page.press(key)
        page.wait_for(f"the screen of {key!r}", on_screen(shown))
        if key != "h":  # hot-seat waits for the first player to press Enter
            page.press(Keys.ESCAPE)
            page.wait_for("start menu again", on_screen("Play against bots"))
