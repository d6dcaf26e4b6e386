"""Why a legal card is allowed, in players' words: one catalogue message per obligation.

Shared by the table's words (:func:`baloot_tui.games.baloot.words.option_words`) and the
lessons (:mod:`baloot_tui.games.baloot.coach.lessons`), and kept out of both so that a lean start
(``baloot rules --plain``) loads neither the coach nor the bots.
"""

from __future__ import annotations

from typing import Final

from baloot_tui.games.baloot.rules.tricks import Obligation
from baloot_tui.text.i18n import N_

ALLOWED_REASONS: Final = {
    Obligation.LEAD: N_("you lead: any card"),
    Obligation.CLOSED_LEAD: N_("closed game: lead a non-trump"),
    Obligation.FOLLOW: N_("follows {lead}"),
    Obligation.VOID_FREE: N_("no {lead}: any card"),
    Obligation.PARTNER_EXEMPT: N_("no {lead}, partner is winning: any card"),
    Obligation.NO_TRUMPS_FREE: N_("no {lead} and no trumps: any card"),
    Obligation.MUST_TRUMP: N_("no {lead}: must trump"),
    Obligation.PARTNER_NOT_EXEMPT: N_(
        "no {lead}, partner's winning lead is not an Ace: must trump"
    ),
    Obligation.OVER_TRUMP: N_("no {lead}: over-trumps {best}"),
    Obligation.UNDER_TRUMP: N_("no {lead}, cannot over-trump {best}: must still trump"),
    Obligation.CANNOT_OVER_TRUMP_FREE: N_("no {lead}, cannot over-trump: any card"),
    Obligation.TRUMP_LEAD_ANY: N_("trump led, partner winning: any trump"),
    Obligation.TRUMP_LEAD_HIGHER: N_("trump led: beats {best}"),
    Obligation.TRUMP_LEAD_CANNOT_BEAT: N_("trump led: cannot beat {best}, any trump"),
}
"""Why a legal card is allowed, for each obligation: the engine's English reason
(``card_options``) as a catalogue message, filled with the led suit and best card."""
