"""Saudi Baloot as the Textual app shows it (:class:`~baloot_tui.tui.adapter.GameAdapter`).

The app finds :data:`ADAPTER` by the game's key and asks it for everything of
Baloot it shows: the felt of a table, a record's pages,
the rules summary and the house-rule rows of the settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from baloot_tui.games.baloot.game import GAME, BalootGame
from baloot_tui.games.baloot.tui.settings import BalootRuleRows
from baloot_tui.text.i18n import N_, Nn_
from baloot_tui.tui.adapter import GameAdapter, RecordWords, SaveWords

if TYPE_CHECKING:
    from baloot_tui.games.baloot.rules.house_rules import HouseRules
    from baloot_tui.games.baloot.rules.record import LoadedRecord
    from baloot_tui.games.baloot.tui.felt import BalootDriver, BalootFelt
    from baloot_tui.games.baloot.tui.help import HelpScreen
    from baloot_tui.games.baloot.tui.replay import BalootPages
    from baloot_tui.store.settings import Settings

SAVE_WORDS: Final = SaveWords(
    saved=N_("An unfinished match is saved."),
    new_one=N_("Start a new one (the old one is kept in Records)"),
    kept=N_("The unfinished match is kept in Records ({file})."),
    not_kept=N_(
        "The saved match could not be kept in Records ({why}), so it "
        "stays saved and no new match was started; Continue resumes it."
    ),
    nothing_saved=N_("There is no unfinished match to continue."),
    is_saved=N_("Your match is saved."),
    resume_hint=N_("Continue it with `baloot play --resume` (or Continue in the menu)."),
    not_saved=N_("Your match was not saved ({why}), so it cannot be continued."),
)
"""How the app speaks of a saved Baloot match."""
RECORD_WORDS: Final = RecordWords(
    N_("Baloot"),
    Nn_("{count} hand played · score {scores}", "{count} hands played · score {scores}"),
    N_("Unfinished (the last hand is not finished)"),
)
"""How the records screen speaks of Baloot records."""


# The felt (with the coach and the bots behind it), the help and the replay pages are
# imported on first use: the settings screen and the menu need none of them.


def felt(driver: BalootDriver, settings: Settings) -> BalootFelt:
    """The felt of a Baloot table."""
    from baloot_tui.games.baloot.tui.felt import BalootFelt

    return BalootFelt(driver, settings)


def rules_screen(rules: HouseRules) -> HelpScreen:
    """Baloot's rules, written for ``rules``."""
    from baloot_tui.games.baloot.tui.help import HelpScreen

    return HelpScreen(rules)


def record_pages(record: LoadedRecord, names: tuple[str, str, str, str]) -> BalootPages:
    """The replay viewer's pages of a Baloot record."""
    from baloot_tui.games.baloot.tui.replay import BalootPages

    return BalootPages(record, names)


ADAPTER: Final = GameAdapter(
    game=GAME,
    save_words=SAVE_WORDS,
    record_words=RECORD_WORDS,
    rules_help=N_("How Baloot is played"),
    with_rules=BalootGame,
    felt=felt,
    rules_screen=rules_screen,
    record_pages=record_pages,
    rule_rows=BalootRuleRows,
)
"""What the app finds in Baloot's folder."""
