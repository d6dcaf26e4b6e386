"""The table's footer: Textual's key bar, its keys updated in place.

Textual's :class:`~textual.widgets.Footer` rebuilds every key whenever the screen's
bindings change, which is at every focus move, and each key it builds binds its
``compact`` style to the footer with ``data_bind``; the footer's watcher list then
holds every key it ever made (Textual 8.2), thousands over a match at the table.
:class:`KeyFooter` draws the same keys, but sets ``compact`` on each key directly,
leaves the keys alone while what they show is unchanged, and relabels them in
place when only their labels change (the focus going from a card, "Play card", to
a button, "Choose"); it rebuilds them only when their number or grouping changes.
Binding groups are drawn as Textual draws them: their keys side by side, then the
group's one description (``+ - Speed``). Each description is a message, translated
when drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import groupby
from typing import Final

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer
from textual.widgets._footer import FooterKey, FooterLabel, KeyGroup

from baloot_tui.text.i18n import N_
from baloot_tui.tui.say import tr

TEXTUAL_KEYS: Final = (N_("palette"),)
"""Textual's own key labels that the footer shows, for the catalogues."""
GIVE_WAY: Final = ("app.help", "app.menu")
"""The keys that leave a footer too narrow for all, in this order, after the palette's key:
each also has its place in the palette or the menu. Quit never gives way."""


@dataclass(frozen=True, slots=True)
class KeyShown:
    """What one key of the footer shows."""

    key: str
    """The key pressed when the entry is clicked."""
    display: str
    """The key as drawn (``esc``, ``^q``)."""
    description: str
    """What it does."""
    action: str
    """The action it runs."""
    enabled: bool
    """False draws it dim (the action is not available now)."""
    tooltip: str
    """Shown on hover ("" for none)."""
    palette: bool = False
    """The command palette's key, docked at the right."""
    group: str = ""
    """The description of the binding group it is drawn in ("" for none)."""
    compact_group: bool = False
    """Whether that group is drawn compactly (no space between its keys)."""


class ShownKey(FooterKey):
    """A footer key that can be given another :class:`KeyShown` without being rebuilt."""

    def __init__(self, shown: KeyShown, *, compact: bool) -> None:
        classes = "-command-palette" if shown.palette else "-grouped" if shown.group else ""
        super().__init__(
            shown.key,
            shown.display,
            shown.description,
            shown.action,
            disabled=not shown.enabled,
            tooltip=shown.tooltip,
            classes=classes,
        )
        self.set_reactive(FooterKey.compact, compact)
        self.set_class(compact, "-compact")  # what the reactive's watcher would do

    def show(self, shown: KeyShown) -> None:
        """Draw ``shown`` instead of what the key showed."""
        self.key, self.key_display = shown.key, shown.display
        self.description, self.action = shown.description, shown.action
        self._disabled = not shown.enabled
        self.set_class(not shown.enabled, "-disabled")
        self.tooltip = shown.tooltip or None
        self.refresh(layout=True)


class KeyFooter(Footer):
    """Textual's footer with the keys it shows kept, not rebuilt (see the module)."""

    def __init__(self, *, compact: bool = False, show_command_palette: bool = True) -> None:
        super().__init__(compact=compact, show_command_palette=show_command_palette)
        self.shown: tuple[KeyShown, ...] = ()
        """What the keys on screen show, in order."""

    def keys_to_show(self) -> tuple[KeyShown, ...]:
        """The screen's shown bindings, one key per action, then the palette's key.

        The same entries, in the same order, as Textual's footer draws.
        """
        if not self._bindings_ready:
            return ()
        active = self.screen.active_bindings
        display = self.app.get_key_display
        first_per_action: dict[str, tuple[KeyShown, Binding.Group | None]] = {}
        for entry in active.values():
            binding = entry.binding
            if binding.show and binding.action not in first_per_action:
                shown = KeyShown(
                    binding.key,
                    display(binding),
                    tr(binding.description),
                    binding.action,
                    entry.enabled,
                    tr(entry.tooltip) if entry.tooltip else "",
                )
                first_per_action[binding.action] = (shown, binding.group)
        quit_key = self.quit_key()
        if quit_key is not None and quit_key.key not in active:
            # A dialog's footer shows only the dialog's keys; Ctrl+Q quits there too. (A
            # screen that binds the key itself, the start menu's hidden Ctrl+Q, says so.)
            first_per_action["app.quit"] = (quit_key, None)
        keys: list[KeyShown] = []
        for group, run in groupby(first_per_action.values(), key=lambda pair: pair[1]):
            members = [shown for shown, _ in run]
            if group is None or len(members) == 1:
                keys.extend(members)
                continue
            keys.extend(
                replace(
                    shown,
                    description="",
                    tooltip=shown.tooltip or shown.description,
                    group=tr(group.description),
                    compact_group=group.compact,
                )
                for shown in members
            )
        palette = active.get(self.app.COMMAND_PALETTE_BINDING)
        if palette is not None and self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE:
            binding = palette.binding
            tooltip = tr(binding.tooltip or binding.description)
            keys.append(
                KeyShown(
                    binding.key,
                    display(binding),
                    tr(binding.description),
                    binding.action,
                    palette.enabled,
                    tooltip,
                    palette=True,
                )
            )
        return fitted(tuple(keys), self.size.width)

    def on_resize(self) -> None:
        """Fit the keys to the new width (which keys give way is :func:`fitted`'s)."""
        self.refresh(recompose=True)

    def quit_key(self) -> KeyShown | None:
        """The app's Quit key as the footer shows it (None: the app has none)."""
        for binding in self.app.BINDINGS:
            if isinstance(binding, Binding) and binding.action == "quit" and binding.show:
                display = self.app.get_key_display(binding)
                return KeyShown(binding.key, display, tr(binding.description), "app.quit", True, "")
        return None

    def compose(self) -> ComposeResult:
        """One key per entry of :meth:`keys_to_show`."""
        self.shown = self.keys_to_show()
        for group, run in groupby(self.shown, key=lambda shown: shown.group):
            members = list(run)
            if not group:
                for shown in members:
                    yield ShownKey(shown, compact=self.compact)
                continue
            with KeyGroup(classes="-compact" if members[0].compact_group else ""):
                for shown in members:
                    yield ShownKey(shown, compact=self.compact)
            yield FooterLabel(group)

    async def recompose(self) -> None:
        """Leave the keys alone if unchanged, relabel them if as many, else rebuild them."""
        if not self.is_attached:
            return  # a change queued as the screen closed
        wanted = self.keys_to_show()
        if wanted == self.shown:
            return
        keys = list(self.query(ShownKey))
        if len(keys) == len(wanted) and _layout(wanted) == _layout(self.shown):
            for key, shown in zip(keys, wanted, strict=True):
                key.show(shown)
            self.shown = wanted
            return
        await super().recompose()

    def watch_compact(self, compact: bool) -> None:
        """Rebuild the keys in the new style (when it is new to them)."""
        if any(key.compact is not compact for key in self.query(ShownKey)):
            self.shown = ()
            self.refresh(recompose=True)


def _layout(keys: tuple[KeyShown, ...]) -> tuple[tuple[str, bool, bool], ...]:
    """What the keys' widgets depend on: their groups and the palette's place."""
    return tuple((key.group, key.compact_group, key.palette) for key in keys)


def key_cells(key: KeyShown) -> int:
    """Columns ``key`` takes in a compact footer: the key, a space, its words, a margin."""
    if key.group:
        return cell_len(key.display)
    border = 1 if key.palette else 0
    return border + cell_len(key.display) + 1 + cell_len(key.description) + 1


def cells(keys: tuple[KeyShown, ...]) -> int:
    """Columns ``keys`` take, each group's words once."""
    groups = {key.group for key in keys if key.group}
    return sum(key_cells(key) for key in keys) + sum(cell_len(group) + 2 for group in groups)


def fitted(keys: tuple[KeyShown, ...], room: int) -> tuple[KeyShown, ...]:
    """``keys`` without those that give way until they fit ``room`` columns (0: not laid out).

    The palette's key goes first (Ctrl+P still opens it), then :data:`GIVE_WAY`'s, so
    Quit and the keys of the decision stay in sight at 80 columns.
    """
    if room <= 0:
        return keys
    for gives_way in ("palette", *GIVE_WAY):
        if cells(keys) <= room:
            break
        keys = tuple(
            key
            for key in keys
            if not (key.palette if gives_way == "palette" else key.action == gives_way)
        )
    return keys
