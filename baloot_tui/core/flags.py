"""House-rule flags as data: each game's rules value says, by its type hints, what a flag may be.

Baloot's ``HouseRules`` and Belot's ``BelotRules`` are frozen values whose fields are
booleans, ``Literal`` choices or the whole-number match target. :class:`FlagSchema`
reads those hints once and checks a value for any flag, so the settings, a record and
the command line share one check per game, with messages that name the game's rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Final, get_args, get_type_hints

from baloot_tui.core.errors import NotationError, quote

KNOWN_LIMIT: Final = 160
"""The most characters of flag names an unknown flag's message lists."""


@dataclass(frozen=True)
class FlagSchema:
    """The flags of one game's house-rule type and the values each allows."""

    rules_type: type
    """The frozen rules value whose fields are the flags."""
    label: str
    """What messages call a flag ("house rule", "Belot house rule")."""
    targets: range
    """The whole numbers a match target may be."""

    @cached_property
    def _hints(self) -> dict[str, object]:
        return get_type_hints(self.rules_type)

    def choices(self, name: str) -> tuple[object, ...] | None:
        """The allowed values of flag ``name`` (None for the whole-number match target).

        Raises:
            NotationError: no such flag.
        """
        hints = self._hints
        if name not in hints:
            known = ", ".join(sorted(hints))
            if len(known) > KNOWN_LIMIT:  # a message quoting a bad file stays one short line
                known = known[: known.rfind(", ", 0, KNOWN_LIMIT)] + ", …"
            raise NotationError(f"unknown {self.label} {quote(name)}; known: {known}")
        hint = hints[name]
        if hint is bool:
            return (True, False)
        if hint is int:
            return None
        return get_args(hint)

    def check(self, name: str, value: object) -> None:
        """Raise NotationError unless ``value`` is allowed for flag ``name``."""
        choices = self.choices(name)
        if choices is None:
            if type(value) is not int or value not in self.targets:
                raise NotationError(
                    f"{self.label} {name} needs a whole number from {self.targets.start} to "
                    f"{self.targets.stop - 1}, not {quote(value)}"
                )
            return
        if value not in choices or type(value) is not type(choices[0]):
            raise NotationError(
                f"{self.label} {name} cannot be {quote(value)}; choose one of "
                + ", ".join(repr(c) for c in choices)
            )
