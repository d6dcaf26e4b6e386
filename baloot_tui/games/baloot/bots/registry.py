"""The bot levels by name, weakest first, and the specs that tune or combine them.

Factories are named as ``"module:attribute"`` and imported on first use, so a
level's module (and whatever heavy machinery it needs) loads only when that
level is asked for, and levels may import each other without cycles. Adding a
level is one line in ``_FACTORIES``.

A *bot spec* (what ``baloot arena`` and the benchmarks take) is a level, a level
with settings, or two of those joined by ``+``::

    hard
    hard:play_worlds=100,boldness=2     # fields of the level's settings (SearchSettings, Flaws)
    medium+hard                         # medium bids and doubles, hard plays the cards
"""

from __future__ import annotations

import dataclasses
import importlib
import math
import random
import typing
from typing import Final, cast

from baloot_tui.core.errors import BalootError
from baloot_tui.games.baloot.bots.base import Bot
from baloot_tui.games.baloot.rules.actions import Action
from baloot_tui.games.baloot.rules.glossary import Phase
from baloot_tui.games.baloot.rules.view import PlayerView

_FACTORIES: Final[dict[str, str]] = {
    "random": "baloot_tui.games.baloot.bots.random_bot:RandomBot",
    "beginner": "baloot_tui.games.baloot.bots.beginner:BeginnerBot",
    "medium": "baloot_tui.games.baloot.bots.medium:MediumBot",
    "hard": "baloot_tui.games.baloot.bots.hard:HardBot",
    "expert": "baloot_tui.games.baloot.bots.expert:ExpertBot",
}

#: The level names, weakest first.
LEVELS: Final[tuple[str, ...]] = tuple(_FACTORIES)

_TRUE: Final = frozenset({"true", "yes", "on", "1"})
_FALSE: Final = frozenset({"false", "no", "off", "0"})


def make_bot(level: str, **options: object) -> Bot:
    """A new bot of the named level.

    Args:
        level: one of :data:`LEVELS` (case and surrounding spaces ignored).
        **options: passed to the level's constructor (e.g. flaw rates).

    Raises:
        BalootError: the level is unknown, or an option is not one it accepts.
    """
    key = level.strip().lower()
    target = _FACTORIES.get(key)
    if target is None:
        raise BalootError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")
    module_name, attribute = target.split(":")
    factory = getattr(importlib.import_module(module_name), attribute)
    try:
        return cast(Bot, factory(**options))
    except TypeError as error:
        raise BalootError(f"bot level {key!r} does not accept {sorted(options)}: {error}") from None


@dataclasses.dataclass(frozen=True, slots=True)
class SplitBot:
    """One bot bids and doubles, another declares and plays the cards.

    Measures one part of a level on its own: ``medium+hard`` is hard's card play
    behind medium's auction.
    """

    bidder: Bot
    """Calls in the auction and answers on the doubling ladder."""
    player: Bot
    """Everything after the ladder."""

    @property
    def name(self) -> str:
        """``bidder+player``."""
        return f"{self.bidder.name}+{self.player.name}"

    def choose(self, view: PlayerView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        """The bidder's choice in the auction and on the ladder, else the player's."""
        auction = view.phase in (Phase.BIDDING, Phase.DOUBLING)
        return (self.bidder if auction else self.player).choose(view, legal, rng)


def build_bot(spec: str) -> Bot:
    """The bot a spec names (see the module docstring).

    Raises:
        BalootError: an unknown level or setting, a malformed spec, or a value the
            setting does not allow; the message names the spec and what is allowed.
    """
    parts = spec.split("+")
    if len(parts) == 2:
        return SplitBot(build_bot(parts[0]), build_bot(parts[1]))
    if len(parts) > 2:
        raise BalootError(f"bot spec {spec!r}: at most two bots joined by '+' (bidder+player)")
    level, _, settings = spec.partition(":")
    bot = make_bot(level)
    if not settings.strip():
        return bot
    try:
        return _with_settings(bot, settings)
    except ValueError as error:
        raise BalootError(f"bot spec {spec!r}: {error}") from None


def _with_settings(bot: Bot, settings: str) -> Bot:
    """``bot`` with its settings groups (dataclass fields such as ``settings``, ``flaws``) changed.

    Raises:
        ValueError: a malformed item, an unknown name or a value the setting refuses.
    """
    groups = {
        f.name: getattr(bot, f.name)
        for f in dataclasses.fields(cast(typing.Any, bot))
        if dataclasses.is_dataclass(getattr(bot, f.name))
    }
    owners = {name: group for group, value in groups.items() for name in _field_names(value)}
    changes: dict[str, dict[str, object]] = {}
    for item in settings.split(","):
        name, equals, text = (part.strip() for part in item.partition("="))
        if not equals or not name:
            raise ValueError(f"{item.strip()!r} is not NAME=VALUE")
        group = owners.get(name)
        if group is None:
            known = ", ".join(sorted(owners)) or "none"
            raise ValueError(f"unknown setting {name!r}; this level takes: {known}")
        changes.setdefault(group, {})[name] = _parse(groups[group], name, text)
    replaced = {g: dataclasses.replace(groups[g], **c) for g, c in changes.items()}
    return cast(Bot, dataclasses.replace(cast(typing.Any, bot), **replaced))


def _field_names(group: object) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cast(typing.Any, group)))


def _parse(group: object, name: str, text: str) -> object:
    """``text`` as the type of ``group``'s field ``name`` (a bool, number or one of a Literal)."""
    hint = typing.get_type_hints(type(group))[name]
    choices = typing.get_args(hint) if typing.get_origin(hint) is typing.Literal else ()
    if choices:
        if text not in choices:
            raise ValueError(f"{name} must be one of {', '.join(map(str, choices))}, not {text!r}")
        return text
    if hint is bool:
        lowered = text.lower()
        if lowered not in _TRUE | _FALSE:
            raise ValueError(f"{name} must be true or false, not {text!r}")
        return lowered in _TRUE
    if hint in (int, float):
        try:
            number = hint(text)
        except ValueError:
            number = math.nan
        if not math.isfinite(number):
            kind = "a whole number" if hint is int else "a finite number"
            raise ValueError(f"{name} must be {kind}, not {text!r}")
        return number
    raise ValueError(f"{name} cannot be set from a spec")
