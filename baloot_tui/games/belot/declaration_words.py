"""The names of Belot's declarations, apart from the game's other words.

The lessons name declarations as the table does; this module imports only the
declaration kinds and ranks, so the coach, which may not see the full hand, can use
the same words as :mod:`baloot_tui.games.belot.words`.
"""

from __future__ import annotations

from typing import Final

from baloot_tui.core.cards import Rank
from baloot_tui.games.belot.rules.declarations import DeclarationKind
from baloot_tui.text.i18n import N_

KIND_WORDS: Final = {
    DeclarationKind.TIERCE: N_("tierce"),
    DeclarationKind.QUARTE: N_("quarte"),
    DeclarationKind.QUINTE: N_("quinte"),
    DeclarationKind.CARRE: N_("carré"),
}
"""Each kind of declaration by its name."""
RANK_PLURALS: Final = {
    Rank.JACK: N_("carré of Jacks"),
    Rank.NINE: N_("carré of Nines"),
    Rank.ACE: N_("carré of Aces"),
    Rank.TEN: N_("carré of Tens"),
    Rank.KING: N_("carré of Kings"),
    Rank.QUEEN: N_("carré of Queens"),
}
"""Each carré by its rank."""
