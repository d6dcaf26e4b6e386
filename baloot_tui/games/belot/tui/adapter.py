"""Bulgarian Belot as the Textual app shows it (:class:`~baloot_tui.tui.adapter.GameAdapter`).

The app finds :data:`ADAPTER` by the game's key and asks it for everything of
Belot it shows: its start-menu entries, the felt of a table, a record's pages,
the rule book and the preset row of the settings.
"""

from __future__ import annotations

from typing import Final

from baloot_tui.games.belot.game import BELOT, BelotGame
from baloot_tui.games.belot.tui.felt import BelotFelt, RuleBookScreen
from baloot_tui.games.belot.tui.replay import BelotPages
from baloot_tui.games.belot.tui.settings import BelotRuleRows
from baloot_tui.text.i18n import N_, Nn_
from baloot_tui.tui.adapter import (
    GameAdapter,
    MenuEntry,
    RecordWords,
    SaveWords,
)

MENU: Final = (
    MenuEntry("play_belot", "b", N_("Play Belot against bots"), N_("Belot"), "play", shown=False),
    MenuEntry(
        "belot_hotseat",
        "t",
        N_("Belot hot-seat: friends at one keyboard…"),
        N_("Belot hot-seat"),
        "hotseat",
        shown=False,
    ),
)
"""Belot's entries in the start menu (their keys are in the buttons, not the footer)."""
SAVE_WORDS: Final = SaveWords(
    saved=N_("An unfinished Belot match is saved."),
    new_one=N_("Start a new one (the old one is kept in records)"),
    kept=N_("The unfinished Belot match is kept as records/{file}."),
    not_kept=N_("The saved Belot match could not be kept ({why}); no new match started."),
    nothing_saved=N_("There is no unfinished Belot match to continue."),
    is_saved=N_("Your Belot match is saved."),
    resume_hint=N_(
        "Continue it with `baloot play --game belot --resume` "
        "(or Play Belot in the menu, then Continue)."
    ),
    not_saved=N_("Your Belot match was not saved ({why}), so it cannot be continued."),
)
"""How the app speaks of a saved Belot match."""
RECORD_WORDS: Final = RecordWords(
    N_("Belot"),
    Nn_("{count} deal played · score {scores}", "{count} deals played · score {scores}"),
    N_("Unfinished (the last deal is not finished)"),
)
"""How the records screen speaks of Belot records."""


ADAPTER: Final = GameAdapter(
    game=BELOT,
    menu=MENU,
    save_words=SAVE_WORDS,
    record_words=RECORD_WORDS,
    rules_help=N_("The rule book of Bulgarian Belot"),
    with_rules=BelotGame,
    felt=lambda driver, _settings: BelotFelt(driver),
    rules_screen=lambda _rules: RuleBookScreen(),  # the book names every variant
    record_pages=BelotPages,
    rule_rows=BelotRuleRows,
)
"""What the app finds in Belot's folder."""
