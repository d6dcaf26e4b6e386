"""The Belot levels by name, with settings for the search level.

>>> build_belot_bot("search:worlds=8,exact=2")
SearchBelotBot(worlds=8, exact=2, name='search')
"""

from __future__ import annotations

from typing import Final

from baloot_tui.core.errors import NotationError, quote
from baloot_tui.games.belot.bots.base import BelotBot, RandomBelotBot
from baloot_tui.games.belot.bots.heuristic import HeuristicBelotBot
from baloot_tui.games.belot.bots.search import SearchBelotBot

BELOT_LEVELS: Final = ("random", "heuristic", "search")
"""The Belot levels, weakest first."""
_SEARCH_SETTINGS: Final = ("worlds", "exact")


def build_belot_bot(spec: str) -> BelotBot:
    """The bot a spec names: a level, and for ``search`` optional ``worlds=N,exact=N``.

    Raises:
        NotationError: an unknown level or setting, or a setting that is not a whole
            number within its range (:attr:`SearchBelotBot.RANGES`).
    """
    level, _, settings = spec.strip().lower().partition(":")
    if level == "random" and not settings:
        return RandomBelotBot()
    if level == "heuristic" and not settings:
        return HeuristicBelotBot()
    if level != "search":
        raise NotationError(
            f"unknown Belot bot {quote(spec)}: choose one of {', '.join(BELOT_LEVELS)}"
            " (only search takes settings)"
        )
    values: dict[str, int] = {}
    for item in filter(None, settings.split(",")):
        name, _, text = item.partition("=")
        if name not in _SEARCH_SETTINGS or not (text.isascii() and text.isdigit()) or len(text) > 9:
            raise NotationError(
                f"bad search setting {quote(item)} in {quote(spec)}: write worlds=N or exact=N"
                " with N a whole number"
            )
        values[name] = int(text)
    defaults = SearchBelotBot()
    try:
        return SearchBelotBot(
            worlds=values.get("worlds", defaults.worlds), exact=values.get("exact", defaults.exact)
        )
    except ValueError as error:
        raise NotationError(f"bot spec {quote(spec)}: {error}") from None
