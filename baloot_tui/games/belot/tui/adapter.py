"""Bulgarian Belot as the Textual app shows it (:class:`~baloot_tui.tui.adapter.GameAdapter`).

The app finds :data:`ADAPTER` by the game's key and asks it for everything of
Belot it shows: the felt of a table, a record's pages,
the rule book and the preset row of the settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from baloot_tui.games.belot.game import BELOT, BelotGame
from baloot_tui.games.belot.tui.settings import BelotRuleRows
from baloot_tui.text.i18n import N_, Nn_
from baloot_tui.tui.adapter import GameAdapter, RecordWords, SaveWords

if TYPE_CHECKING:
    from baloot_tui.games.belot.rules.record import LoadedRecord
    from baloot_tui.games.belot.tui.felt import BelotDriver, BelotFelt, RuleBookScreen
    from baloot_tui.games.belot.tui.replay import BelotPages
    from baloot_tui.store.settings import Settings

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


# The felt (with the bots behind it), the rule book and the replay pages are imported
# on first use: the settings screen and the menu need none of them.


def felt(driver: BelotDriver, _settings: Settings) -> BelotFelt:
    """The felt of a Belot table."""
    from baloot_tui.games.belot.tui.felt import BelotFelt

    return BelotFelt(driver)


def rules_screen(_rules: object) -> RuleBookScreen:
    """Belot's rule book (it names every variant, so the house rules change nothing)."""
    from baloot_tui.games.belot.tui.felt import RuleBookScreen

    return RuleBookScreen()


def record_pages(record: LoadedRecord, names: tuple[str, str, str, str]) -> BelotPages:
    """The replay viewer's pages of a Belot record."""
    from baloot_tui.games.belot.tui.replay import BelotPages

    return BelotPages(record, names)


ADAPTER: Final = GameAdapter(
    game=BELOT,
    save_words=SAVE_WORDS,
    record_words=RECORD_WORDS,
    rules_help=N_("The rule book of Bulgarian Belot"),
    with_rules=BelotGame,
    felt=felt,
    rules_screen=rules_screen,
    record_pages=record_pages,
    rule_rows=BelotRuleRows,
)
"""What the app finds in Belot's folder."""
