"""Pilot helpers for the UI tests: settling, finding the table, acting like a player."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar
from weakref import WeakKeyDictionary

import pytest
from textual.app import App
from textual.message import Message
from textual.notifications import Notification, Notify
from textual.pilot import Pilot
from textual.widget import Widget

from baloot_tui.core.table import make_table
from baloot_tui.games.baloot.rules.actions import Action, PlayCard, parse_action
from baloot_tui.games.baloot.rules.match import MatchState
from baloot_tui.games.baloot.tui.dialogs import HandSummary, SawaDialog
from baloot_tui.games.baloot.tui.felt import BalootFelt
from baloot_tui.games.baloot.tui.widgets import ActionBar
from baloot_tui.play.driver import MatchSetup
from baloot_tui.store.settings import Settings
from baloot_tui.text.arabic import visual_pieces
from baloot_tui.tui.app import BalootApp
from baloot_tui.tui.screens.dialogs import PrivacyScreen
from baloot_tui.tui.screens.menu import EndScreen
from baloot_tui.tui.screens.records import RecordsScreen
from baloot_tui.tui.screens.table import TableScreen
from tests.driver_kit import BalootDriver, baloot_driver
from tests.sampling import sweep

AppFactory = Callable[..., BalootApp]
AppT = TypeVar("AppT", bound=App[Any])
SIZES = [(80, 24), (120, 40)]
"""The smallest terminal the table fits and a roomy one."""


def at_both_sizes(kept: int) -> pytest.MarkDecorator:
    """Parametrize ``size`` over :data:`SIZES`; the default run keeps ``SIZES[kept]``.

    The tests alternate ``kept``, so the default run sees both sizes; CI's slow step runs
    each test at the other.
    """
    return pytest.mark.parametrize("size", sweep(SIZES, keep=0, always=[kept]))


def fixed_clock() -> datetime:
    return datetime(2025, 1, 2, 3, 4, 5)


async def settle(pilot: Pilot[None]) -> None:
    """Let workers and pending messages finish."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


@dataclass(frozen=True)
class Notice:
    """One notice as the app was told to show it."""

    message: str
    title: str
    severity: str
    timeout: float
    markup: bool


_TOLD: WeakKeyDictionary[App[Any], list[Notice]] = WeakKeyDictionary()
_POSTED: WeakKeyDictionary[App[Any], list[Notification]] = WeakKeyDictionary()


def record_notices(app: AppT) -> AppT:
    """Keep every notice ``app`` is told to show from now on, for ``told``.

    Textual forgets a notice once its timeout passes (a slow machine gets there before
    the test looks), and a table screen posts its notices without ``App.notify`` (each one
    replaces the last), so the record is taken where every notice arrives: the ``Notify``
    message posted to the app.
    """
    if app in _TOLD:
        return app
    notices: list[Notice] = []
    posted: list[Notification] = []
    post = app.post_message

    def posting(message: Message) -> bool:
        queued = post(message)
        if queued and isinstance(message, Notify):
            shown = message.notification
            notices.append(
                Notice(shown.message, shown.title, shown.severity, shown.timeout, shown.markup)
            )
            posted.append(shown)
        return queued

    app.post_message = posting  # type: ignore[method-assign]
    _TOLD[app] = notices
    _POSTED[app] = posted
    return app


def told(app: App[Any]) -> list[Notice]:
    """Every notice ``app`` was told to show since ``record_notices``, oldest first."""
    if app not in _TOLD:
        raise AssertionError(f"{app!r} records no notices: make it with record_notices")
    return list(_TOLD[app])


def showing(app: App[Any]) -> list[str]:
    """The title and words of each notice ``app`` still shows (not expired nor taken back).

    Pilot runs draw no toasts, so this is what a terminal would show: a notice taken
    off the screen is made to expire at once (``compat.drop_notice``).
    """
    if app not in _POSTED:
        raise AssertionError(f"{app!r} records no notices: make it with record_notices")
    return [f"{n.title} {n.message}" for n in _POSTED[app] if not n.has_expired]


def messages(app: App[Any]) -> list[str]:
    """The words of every notice ``app`` was told to show, oldest first."""
    return [notice.message for notice in told(app)]


def table_of(app: BalootApp) -> TableScreen:
    """The table screen, wherever it is in the stack."""
    return next(s for s in app.screen_stack if isinstance(s, TableScreen))


def controller_of(app: BalootApp) -> BalootDriver:
    return table_of(app).driver


def end_screen(driver: BalootDriver) -> EndScreen:
    """The end screen a Baloot table shows once ``driver``'s match is over."""
    words = BalootFelt(driver, Settings()).match_end()
    return EndScreen(words, driver.game.key, driver.table)


def felt_of(app: BalootApp) -> BalootFelt:
    """The Baloot felt of the table, wherever it is in the stack."""
    felt = table_of(app).felt
    assert isinstance(felt, BalootFelt)
    return felt


async def dismiss_privacy(pilot: Pilot[None]) -> bool:
    """Press Enter on the privacy screen if it is up."""
    if isinstance(pilot.app.screen, PrivacyScreen):
        await pilot.press("enter")
        await settle(pilot)
        return True
    return False


def key_for(app: BalootApp, action: Action) -> str:
    """The number key that submits ``action`` on the table now."""
    table = table_of(app)
    bar = table.query_one(ActionBar)
    if bar.actions:
        return str(bar.actions.index(action) + 1)
    assert isinstance(action, PlayCard)
    felt = felt_of(app)
    assert felt.snap is not None
    return str(felt.hand_cards(felt.snap).index(action.card) + 1)


def preferred(legal: tuple[Action, ...]) -> Action:
    """A sensible choice for tests: bid something rather than pass, then the first legal."""
    from baloot_tui.games.baloot.rules.actions import Bid, Call, Pass

    bids = [a for a in legal if isinstance(a, Bid) and a.call in (Call.SUN, Call.CONFIRM)]
    if bids:
        return bids[0]
    non_pass = [a for a in legal if not isinstance(a, Pass)]
    return non_pass[0] if non_pass else legal[0]


async def play_until_summary(
    pilot: Pilot[None], choose: Callable[[Action], object], limit: int = 200
) -> None:
    """Act for every person until the hand summary shows (accepting any Sawa claim)."""
    app = pilot.app
    assert isinstance(app, BalootApp)
    for _ in range(limit):
        await settle(pilot)
        if isinstance(app.screen, HandSummary):
            return
        if await dismiss_privacy(pilot):
            continue
        if isinstance(app.screen, SawaDialog):
            await pilot.press("a" if app.screen.asked else "enter")
            continue
        controller = controller_of(app)
        hand = controller.match.current
        assert hand is not None and controller.is_human_turn()
        await choose(preferred(hand.legal_actions()))  # type: ignore[misc]
    raise AssertionError("no hand summary")


def open_table_with(app: BalootApp, match: MatchState, humans: int, seed: int = 1) -> None:
    """Put a prepared match on the table (people in the first ``humans`` seats)."""
    table = make_table(humans)
    controller = baloot_driver(MatchSetup(seed, table), match=match)
    app.open_table(controller)


async def act(pilot: Pilot[None], text: str) -> None:
    """Take the action ``text`` (notation) by its key, passing the keyboard first if asked."""
    app = pilot.app
    assert isinstance(app, BalootApp)
    await settle(pilot)
    await dismiss_privacy(pilot)
    action = parse_action(text)
    assert controller_of(app).to_act is action.seat, f"{text}: not {action.seat.name}'s turn"
    await pilot.press(key_for(app, action))
    await settle(pilot)


def screen_text(app: BalootApp) -> str:
    """The text of the top screen as drawn now (rendering it raises any markup error)."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text for strip in strips)


def text_of(app: BalootApp, widget: Widget) -> str:
    """What ``widget`` shows on screen now, line by line."""
    region = widget.region
    lines = screen_text(app).splitlines()[region.y : region.bottom]
    return "\n".join(line[region.x : region.right] for line in lines)


def on_screen(line: str) -> str:
    """A line of the Arabic interface as its screen shows it (a right-to-left line)."""
    return "".join(part for part, _ in visual_pieces([(line, None)], right_to_left=True))


def click_actions(app: BalootApp) -> list[object]:
    """The ``@click`` actions embedded in what the top screen draws (markup puts them there)."""
    found: list[object] = []
    for strip in app.screen._compositor.render_strips():
        for segment in strip:
            style = segment.style
            if style is not None and style.meta.get("@click") is not None:
                found.append(style.meta["@click"])
    return found


async def press(pilot: Pilot[None], *keys: str) -> None:
    """Press ``keys`` one after the other, letting the app settle after each."""
    for key in keys:
        await pilot.press(key)
        await settle(pilot)


async def open_records(pilot: Pilot[None]) -> RecordsScreen:
    """From the start menu, open Records and wait until every record is read."""
    await settle(pilot)
    await press(pilot, "r")
    screen = pilot.app.screen
    assert isinstance(screen, RecordsScreen)
    return screen
