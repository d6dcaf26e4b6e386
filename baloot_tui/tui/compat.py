"""The few places the app reaches into Textual's own workings, each checked against its version.

Textual gives no public way to set a screen's keys per instance, to drop one
notice, or to empty a cache that outlives its widgets; these helpers do it the
way Textual itself does, for the version pinned in ``pyproject.toml``. A newer
Textual that changes them fails :func:`check_version` at import, here, rather
than quietly somewhere in a screen.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

import textual
from textual._styles_cache import StylesCache
from textual._time import get_time
from textual.app import App
from textual.binding import BindingsMap, BindingType
from textual.dom import DOMNode
from textual.filter import LineFilter
from textual.notifications import Notification
from textual.screen import Screen
from textual.widget import Widget

CHECKED_MAJOR: Final = 8
"""The Textual major version these helpers were written against."""


def check_version(version: str) -> None:
    """Refuse a Textual whose major version these helpers were not written for.

    Raises:
        ImportError: naming the version found and the one expected.
    """
    major = int(version.split(".", 1)[0])
    if major != CHECKED_MAJOR:
        raise ImportError(f"baloot_tui.tui.compat needs Textual {CHECKED_MAJOR}.x, not {version}")


check_version(textual.__version__)


def use_bindings(node: DOMNode, bindings: Iterable[BindingType]) -> None:
    """Give ``node`` the keys ``bindings``, in order, after those its classes bind.

    A screen whose keys depend on what it shows (the game at the table, the games in
    the menu) sets them once, before it is mounted, as if they were its class's
    ``BINDINGS``: a key its base classes bind (Tab on every screen) is kept unless
    ``bindings`` binds it again. Textual reads a node's keys from the map made here.
    """
    keys = dict(node._bindings.key_to_bindings)
    keys.update(BindingsMap(bindings).key_to_bindings)
    node._bindings = BindingsMap.from_keys(keys)


def drop_notice(app: App[object], notice: Notification, *, refresh: bool = False) -> None:
    """Take ``notice`` off the screen at once (Textual's own way to drop one toast).

    The notice is made to expire as well: one whose ``Notify`` message is still in
    the app's queue is then dropped as it arrives. ``refresh`` redraws the notices
    now (not needed when another notice follows at once).
    """
    notice.timeout = 0
    app._unnotify(notice, refresh=refresh)


def input_clock() -> float:
    """The clock Textual stamps each key and mouse event with as it is read (``Message.time``)."""
    return get_time()


def forget_removed_drawings() -> None:
    """Empty the Textual cache that keeps removed widgets' rendered lines alive.

    ``StylesCache.get_inner_outer`` is an ``lru_cache`` on a method (Textual 8.2,
    issue #6665), so it holds the style caches of the last 1,024 widgets drawn,
    each with its rendered lines, long after the widgets are gone: every deal's
    summary and every deal's cards. Its entries are two colours added, cheap to
    work out again.
    """
    StylesCache.get_inner_outer.cache_clear()


_WIDGETS_ONLY: list[type[LineFilter]] = []
"""The kinds of line filter kept off screens' own lines (:func:`filter_widgets_only`)."""


def _screen_line_filters(screen: Widget) -> Sequence[LineFilter]:
    """The app's line filters for a screen's own lines: all but the widgets-only kinds."""
    return [
        line_filter
        for line_filter in Widget.get_line_filters(screen)
        if not isinstance(line_filter, tuple(_WIDGETS_ONLY))
    ]


def filter_widgets_only(kind: type[LineFilter]) -> None:
    """Apply the app's line filters of ``kind`` to widgets' lines, never to a screen's own.

    A screen's own lines are its background. Under a dialog (a screen whose background
    is translucent, the command palette's too) Textual 8 draws the screen beneath, its
    widgets' lines already filtered, as the dialog screen's own lines
    (``Screen.render``'s ``BackgroundScreen``) and passes them through the app's line
    filters a second time. A filter that must run once per line (putting a line in
    display order: twice is backwards) is kept to the widgets, for every screen,
    Textual's own included.
    """
    if kind not in _WIDGETS_ONLY:
        _WIDGETS_ONLY.append(kind)
    Screen.get_line_filters = _screen_line_filters  # type: ignore[method-assign,assignment]
