"""``baloot serve`` end to end in a real headless Chromium (Debian's chromium and chromium-driver).

The page draws the terminal with xterm.js on a canvas, so the test reads the screen
through xterm's own buffer: a script run before the page's (``hook.js`` below)
keeps the Terminal object textual-serve creates. Clicks are real mouse clicks on
the cell a text was found at. Screenshots (the first card played, the hand's
summary) go to ``tests/artifacts/`` (``BALOOT_ARTIFACTS`` overrides it); the
paths are printed.

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

from baloot_tui.store.settings import Settings
from tests.serving import Served, serving

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
WAIT = 20.0
SETTLE = 0.3
"""Seconds between two readings that must agree before a click is chosen from them."""
"""Seconds any one step may take (a bot's move takes 0.4)."""
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

    def settled(self, what: str, found: Callable[[list[str]], bool]) -> list[str]:
        """The screen once ``found`` holds and two readings a moment apart agree.

        The browser may show a frame the table is still drawing (the new hand before its
        allowed cards are marked), and a click chosen from it could be refused.
        """
        rows = self.wait_for(what, found)
        while True:
            time.sleep(SETTLE)
            again = self.wait_for(what, found)
            if again == rows:
                return rows
            rows = again

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
    # A terminal of about 110×28 in the page's own Roboto Mono: the table's standard
    # layout, which the screen readings below parse (from 120×40 the cards are drawn large).
    options.add_argument("--window-size=1000,760")
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": KEEP_TERMINAL})
        driver.get(server.url)
        yield Page(driver)
    finally:
        driver.quit()


FIRST_CARD_TOP = re.compile("[╭┏][─━╍] 1 [─━╍][╮┓]")
"""The top border of the first card of the hand (heavy when the card has the focus,
dashed when the rules forbid it)."""
CARD_FACE = re.compile(r"[│┃╏] +(\S+) *[│┃╏]")


def felt(row: str) -> str:
    """The part of a table row left of the side column."""
    return row.split("▏")[0]


def hand(rows: list[str]) -> tuple[int, list[tuple[int, str]]]:
    """The row of the cards' faces, and each card's column and label (``Q♠``, ``10♥``)."""
    face_row, faces = _faces(rows)
    return face_row, [(face.start(1), face.group(1)) for face in faces]


def focused_card(rows: list[str]) -> tuple[int, int, str]:
    """Row, column and label of the card with the focus (its border is heavy).

    When a turn starts the table puts the focus on a card the rules allow.
    """
    face_row, faces = _faces(rows)
    face = next((face for face in faces if face.group(0).startswith("┃")), None)
    if face is None:
        raise AssertionError("no card has the focus:\n" + "\n".join(rows))
    return face_row, face.start(1), face.group(1)


def has_hand(rows: list[str]) -> bool:
    """Whether any card of my hand is on the screen (none after the last trick)."""
    return _hand_top(rows) is not None


def _hand_top(rows: list[str]) -> int | None:
    return next((y for y, row in enumerate(rows) if FIRST_CARD_TOP.search(felt(row))), None)


def _faces(rows: list[str]) -> tuple[int, list[re.Match[str]]]:
    top = _hand_top(rows)
    if top is None:
        raise AssertionError("no hand on the screen:\n" + "\n".join(rows))
    return top + 1, list(CARD_FACE.finditer(felt(rows[top + 1])))


def choices(rows: list[str]) -> tuple[int, str]:
    """The row under the hand that numbers the calls (``1 Pass   2 Hokum ♥   3 Sun``)."""
    face_row, _ = hand(rows)
    calls = felt(rows[face_row + 2])
    if "1 " not in calls:
        raise AssertionError("no numbered calls under the hand:\n" + "\n".join(rows))
    return face_row + 2, calls


def changed_from(before: list[str]) -> Callable[[list[str]], bool]:
    """A ``wait_for`` test: the screen is no longer ``before``."""
    return lambda rows: rows != before


def my_turn(rows: list[str]) -> bool:
    """A ``wait_for`` test: the banner says it is my turn, and the screen is drawn for it.

    The browser may show a frame half drawn (the banner before the hand), so the test
    waits for the hand and, for a call, the numbered choices under it.
    """
    if not rows or "YOUR TURN" not in rows[0] or not has_hand(rows):
        return False
    if "play a card" in rows[0]:
        return True
    face_row, _ = _faces(rows)
    return face_row + 2 < len(rows) and "1 " in felt(rows[face_row + 2])


@pytest.mark.slow
def test_a_hand_played_by_clicks_in_the_browser(page: Page, server: Served) -> None:
    started = time.monotonic()
    rows = page.wait_for("start menu", on_screen("Play against bots"))
    page.click_text("Play against bots", rows)

    first_card = None
    while True:
        rows = page.settled("my turn or the hand's end", my_turn_or_summary)
        if on_screen(CLAIM_QUESTION)(rows):
            # An opponent claims the rest (Sawa) and asks me: accept by a click.
            page.click_text("Accept (a)", rows)
            page.wait_for("the claim's outcome", claim_settled)
            continue
        if claim_settled(rows):
            # A claim held: its outcome is shown until clicked away; the hand is over.
            page.click_text(CLAIM_SETTLED, rows)
            page.wait_for("the hand's end after the claim", on_screen("Next hand"))
            break
        if not my_turn(rows):
            if first_card is not None:
                break
            page.press("\n")  # nobody bought (waraq): the cards are dealt again
            page.wait_for("the next deal", changed_from(rows))
        elif "play a card" in rows[0]:
            card = play_a_card(page, rows)
            if first_card is None:
                first_card = card
                shot = screenshot(page, "serve-browser-played-card.png")
                print(f"\nscreenshot: {shot} ({time.monotonic() - started:.1f}s in the browser)")
        else:
            # Buy in Sun where it is offered, else the first choice (pass, no double, declare).
            row, calls = choices(rows)
            page.click(calls.index("Sun") if "Sun" in calls else calls.index("1 ") + 2, row)
            page.wait_for("an answer to my call", changed_from(rows))
    shot = screenshot(page, "serve-browser-hand-summary.png")
    print(f"screenshot: {shot} ({time.monotonic() - started:.1f}s in the browser)")

    # The keyboard: Enter deals the next hand, Esc leaves the table, the menu offers the save.
    from selenium.webdriver.common.keys import Keys

    page.press(Keys.ENTER)
    page.wait_for("the next hand", lambda rows: not on_screen("Next hand")(rows))
    page.press(Keys.ESCAPE)
    page.wait_for("the saved match in the menu", on_screen("Continue the saved match"))
    assert server.process.poll() is None


CLAIM_QUESTION = "accept the claim"
"""What the Sawa dialog asks a person when an opponent claims the remaining tricks."""
CLAIM_SETTLED = "Continue (Enter)"
"""The button under a claim's outcome."""


def claim_settled(rows: list[str]) -> bool:
    """A ``wait_for`` test: the Sawa dialog shows the claim's outcome."""
    return on_screen("Sawa by")(rows) and on_screen(CLAIM_SETTLED)(rows)


def my_turn_or_summary(rows: list[str]) -> bool:
    """A ``wait_for`` test: my turn, a claim to answer or clear, or the hand is over."""
    return any(
        check(rows)
        for check in (
            my_turn,
            on_screen("Next hand"),
            on_screen("See the result"),
            on_screen(CLAIM_QUESTION),
            claim_settled,
        )
    )


def play_a_card(page: Page, rows: list[str]) -> str:
    """Click the card the table offers first; check it leaves the hand for the trick."""
    face_row, column, label = focused_card(rows)
    page.click(column, face_row)
    page.wait_for(f"{label} on the trick", played(label, face_row))
    return label


def played(label: str, face_row: int) -> Callable[[list[str]], bool]:
    """A ``wait_for`` test: ``label`` is gone from the hand and on the trick (or the hand ended)."""

    def test(rows: list[str]) -> bool:
        if my_turn_or_summary(rows) and not my_turn(rows):
            return True  # the last card (the hand is over) or a bot's claim
        left = not has_hand(rows) or label not in [card for _, card in hand(rows)[1]]
        return left and _in_trick(label, rows, face_row)

    return test


def screenshot(page: Page, name: str) -> Path:
    """Save the browser's window as a test artifact."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot = ARTIFACTS / name
    page.driver.save_screenshot(str(shot))
    return shot


def _in_trick(label: str, rows: list[str], hand_row: int) -> bool:
    """Whether ``label`` is drawn on the felt above the hand, left of the side column."""
    felt = [row.split("▏")[0] for row in rows[1 : hand_row - 2]]
    return any(f"│{label}" in row or f"│ {label}" in row for row in felt)


MENU_ENTRIES = [
    ("l", "Quiz: what would you bid?"),
    ("r", "No records yet"),
    ("s", "People at the table"),
    ("?", "the rules in brief"),
    ("h", "Who plays at this keyboard?"),  # last: its privacy screen has no way back
]


def test_every_menu_entry_opens_by_keyboard_in_the_browser(page: Page) -> None:
    from selenium.webdriver.common.keys import Keys

    page.wait_for("start menu", on_screen("Play against bots"))
    for key, shown in MENU_ENTRIES:
        page.press(key)
        page.wait_for(f"the screen of {key!r}", on_screen(shown))
        if key == "h":  # two partners; hot-seat waits for the first player to press Enter
            page.press("1")
            page.wait_for("the privacy screen", on_screen("Pass the keyboard to Player"))
        else:
            page.press(Keys.ESCAPE)
            page.wait_for("start menu again", on_screen("Play against bots"))
