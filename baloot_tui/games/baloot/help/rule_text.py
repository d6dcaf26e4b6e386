"""Sentences for the rules the house-rule flags decide, written for the flags in force.

The rules summary, the glossary, the lessons and the flow map say what the current
settings do, never what one source or another says: each sentence here is chosen by
the flag (or computed by the engine's scorer) of the :class:`HouseRules` given.
Texts name a sentence with a ``{rule:NAME}`` placeholder; :func:`fill_rules` puts the
sentences in and rejects a name it does not know, so a typo cannot reach a reader.
Each sentence is a catalogue message (a counted one through ``ngettext``), so its
Arabic is in the ``ar`` catalogue with the interface's.
"""

from __future__ import annotations

import re
from typing import Final, Protocol

from baloot_tui.core.errors import BalootError
from baloot_tui.core.seats import Team
from baloot_tui.games.baloot.rules.glossary import Contract
from baloot_tui.games.baloot.rules.house_rules import HouseRules
from baloot_tui.games.baloot.rules.scoring import (
    BALOOT_GAME_POINTS,
    CARD_ABNAT,
    HandFacts,
    score_hand,
)
from baloot_tui.text.i18n import N_, Language, catalogue


class RuleTextError(BalootError):
    """A text names a rule sentence that does not exist."""


def baloot_goes_to_winner(rules: HouseRules) -> bool:
    """Whether the scorer gives a failed buyer's Baloot to the opponents (a khasara)."""
    facts = HandFacts(
        contract=Contract.HOKUM,
        buyer_team=Team.NORTH_SOUTH,
        card_abnat=(30, CARD_ABNAT[Contract.HOKUM] - 30),
        last_trick=Team.EAST_WEST,
        tricks_won=(2, 6),
        baloot_teams=(Team.NORTH_SOUTH,),
    )
    score = score_hand(facts, rules)
    return score.points[Team.NORTH_SOUTH] == 0 and score.points[Team.EAST_WEST] > 16


def baloot_rule(rules: HouseRules, language: Language = "en") -> str:
    """Who scores Baloot, as the scorer does it under ``rules``."""
    say = catalogue(language)
    if baloot_goes_to_winner(rules):
        message = say.ngettext(
            "Baloot is worth {count} game point and is never multiplied. It scores for its "
            "holder's team, except that in a khasara, a doubled hand or a kaboot all Baloot "
            "goes to the team that takes the hand",
            "Baloot is worth {count} game points and is never multiplied. It scores for its "
            "holder's team, except that in a khasara, a doubled hand or a kaboot all Baloot "
            "goes to the team that takes the hand",
            BALOOT_GAME_POINTS,
        )
    else:
        message = say.ngettext(
            "Baloot is worth {count} game point and is never multiplied. It scores for its "
            "holder's team, whoever wins the hand",
            "Baloot is worth {count} game points and is never multiplied. It scores for its "
            "holder's team, whoever wins the hand",
            BALOOT_GAME_POINTS,
        )
    return message.format(count=BALOOT_GAME_POINTS)


_ASHKAL: Final = {
    (True, True): N_(
        "only the 3rd and 4th speakers may say Ashkal, in either round, never when the "
        "face-up card is an Ace"
    ),
    (False, True): N_(
        "only the 3rd and 4th speakers may say Ashkal, in round 1 only, never when the "
        "face-up card is an Ace"
    ),
    (True, False): N_("only the 3rd and 4th speakers may say Ashkal, in either round"),
    (False, False): N_("only the 3rd and 4th speakers may say Ashkal, in round 1 only"),
}


def ashkal_rule(rules: HouseRules, language: Language = "en") -> str:
    """Who may say Ashkal, and when."""
    key = (rules.ashkal_in_round2, rules.ashkal_forbidden_on_ace)
    return catalogue(language).gettext(_ASHKAL[key])


def before_you_rule(rules: HouseRules, language: Language = "en") -> str:
    """Who may take a round-1 Sun 'before you'."""
    if rules.gablak_scope == "any_higher":
        message = N_("any player who speaks before the caller (his partner too)")
    else:
        message = N_("an opponent who speaks before the caller")
    return catalogue(language).gettext(message)


def kawesh_rule(rules: HouseRules, language: Language = "en") -> str:
    """When a hand of only 7s, 8s and 9s may annul the deal."""
    if rules.kawesh == "off":
        message = N_("these house rules do not allow it")
    elif rules.kawesh == "rotate_after_bid":
        message = N_(
            "in round 1, by the player to speak; before any bid the same dealer deals again, "
            "after a bid the deal passes to the right"
        )
    else:
        message = N_("in round 1, before anyone has bid; the same dealer deals again")
    return catalogue(language).gettext(message)


def round_two_rule(rules: HouseRules, language: Language = "en") -> str:
    """What may be called in round 2."""
    if rules.ashkal_in_round2:
        message = N_("Hokum in any suit but the face-up one, Sun, or Ashkal")
    else:
        message = N_("Hokum in any suit but the face-up one, Sun")
    return catalogue(language).gettext(message)


def waraq_rule(rules: HouseRules, language: Language = "en") -> str:
    """Who deals after four passes twice."""
    if rules.waraq_rotates_dealer:
        message = N_("the deal passes to the right")
    else:
        message = N_("the same dealer deals again")
    return catalogue(language).gettext(message)


def _by_whom(rules: HouseRules, one: str, either: str) -> str:
    """``one`` when only the buyer and the doubler raise, ``either`` when their partners may."""
    return one if rules.raise_rights == "individual" else either


_THREE: Final = {
    (True, True): N_("the buyer may answer a Double with Three (×3); play is open"),
    (False, True): N_("the buyer or his partner may answer a Double with Three (×3); play is open"),
    (True, False): N_(
        "the buyer may answer a Double with Three (×3); closed or open, as he chooses"
    ),
    (False, False): N_(
        "the buyer or his partner may answer a Double with Three (×3); closed or open, as "
        "he chooses"
    ),
}
_GAHWA: Final = {
    (True, True): N_(
        "the buyer may answer Four with Gahwa: whoever wins the hand wins the match; play is open"
    ),
    (False, True): N_(
        "the buyer or his partner may answer Four with Gahwa: whoever wins the hand wins the "
        "match; play is open"
    ),
    (True, False): N_(
        "the buyer may answer Four with Gahwa: whoever wins the hand wins the match; closed "
        "or open, as he chooses"
    ),
    (False, False): N_(
        "the buyer or his partner may answer Four with Gahwa: whoever wins the hand wins the "
        "match; closed or open, as he chooses"
    ),
}


def three_rule(rules: HouseRules, language: Language = "en") -> str:
    """Who answers a Double with Three, and how it is played."""
    key = (rules.raise_rights == "individual", rules.lock_chooser == "doubler")
    return catalogue(language).gettext(_THREE[key])


def four_rule(rules: HouseRules, language: Language = "en") -> str:
    """Who answers Three with Four."""
    message = _by_whom(
        rules,
        N_("the doubler may answer Three with Four (×4), closed or open"),
        N_("the doubler or his partner may answer Three with Four (×4), closed or open"),
    )
    return catalogue(language).gettext(message)


def gahwa_rule(rules: HouseRules, language: Language = "en") -> str:
    """Who may call Gahwa."""
    key = (rules.raise_rights == "individual", rules.lock_chooser == "doubler")
    return catalogue(language).gettext(_GAHWA[key])


_SUN_DOUBLE: Final = {
    "gt100_lt100": N_(
        "a Sun may be doubled only when the buyer's team has more than 100 match points and "
        "the doubling team less than 100 (at exactly 100 it may not)"
    ),
    "gt100_le100": N_(
        "a Sun may be doubled only when the buyer's team has more than 100 match points and "
        "the doubling team 100 or less"
    ),
    "ge100_lt100": N_(
        "a Sun may be doubled only when the buyer's team has 100 match points or more and the "
        "doubling team less than 100"
    ),
    "one_team_over_100": N_(
        "a Sun may be doubled only when one team has 101 match points or more and the other "
        "100 or less"
    ),
}


def sun_double_rule(rules: HouseRules, language: Language = "en") -> str:
    """When a Sun may be doubled (the match scores before the hand)."""
    return catalogue(language).gettext(_SUN_DOUBLE[rules.sun_double_rule])


def partner_exemption_rule(rules: HouseRules, language: Language = "en") -> str:
    """Whether a player out of the led suit must trump while his partner is winning."""
    if not rules.partner_exemption:
        message = N_("you must trump even when your partner is winning the trick")
    elif rules.partner_exemption_scope == "fourth_or_ace_lead":
        message = N_(
            "when your partner is winning the trick you need not trump only if you play "
            "last, or if his winning card is the Ace he led: then play any card; otherwise "
            "you must trump"
        )
    else:
        message = N_("when your partner is winning the trick you need not trump: play any card")
    return catalogue(language).gettext(message)


def undertrump_rule(rules: HouseRules, language: Language = "en") -> str:
    """What a player must do who cannot beat a trump already played."""
    if rules.must_undertrump:
        message = N_("if you cannot beat a trump already played you must still play a lower trump")
    else:
        message = N_("if you cannot beat a trump already played you may play any card")
    return catalogue(language).gettext(message)


def trump_lead_rule(rules: HouseRules, language: Language = "en") -> str:
    """On a trump lead (a trump played): when a higher one is required."""
    if rules.overtrump_on_trump_lead_even_if_partner_winning:
        message = N_("you must beat the best trump if you can, even your partner's")
    else:
        message = N_("you must beat the best trump if you can, unless it is your partner's")
    return catalogue(language).gettext(message)


def hokum_tie_rule(rules: HouseRules, language: Language = "en") -> str:
    """What equal game points do to a Hokum buyer."""
    if rules.hokum_tie_rule == "buyer_keeps_tie":
        message = N_("in Hokum a buyer whose team ties the other keeps the contract")
    elif rules.hokum_tie_rule == "raw_abnat":
        message = N_(
            "an undoubled Hokum is decided on raw points alone (abnat and projects): the "
            "buyer fails only with fewer than the other team, so 81–81 is made"
        )
    else:
        message = N_(
            "in Hokum a tie goes against the buyer: with equal game points the buyer needs "
            "more raw points, so 81–81 is a khasara"
        )
    return catalogue(language).gettext(message)


def sun_tie_rule(rules: HouseRules, language: Language = "en") -> str:
    """What an exact Sun tie does."""
    if rules.sun_tie_rule == "buyer_loses":
        message = N_("in Sun an exact 65–65 is a khasara for the buyer")
    else:
        message = N_("in Sun an exact 65–65 is a split: each team keeps its 13")
    return catalogue(language).gettext(message)


def project_tie_rule(rules: HouseRules, language: Language = "en") -> str:
    """How two equal best projects are separated."""
    if rules.project_tie_break == "nobody":
        message = N_("if the two best projects are equal, neither team's projects count")
    elif rules.project_tie_break == "trump_first":
        message = N_(
            "if the two best projects are equal, a sequence in trumps wins, then the one "
            "declared nearer the first leader"
        )
    else:
        message = N_(
            "if the two best projects are equal, the one declared nearer the first leader in "
            "playing order wins (a house rule: the sources differ)"
        )
    return catalogue(language).gettext(message)


def khasara_projects_rule(rules: HouseRules, language: Language = "en") -> str:
    """What becomes of a failed buyer's projects."""
    if rules.khasara_projects == "vanish":
        message = N_("a failed buyer's projects are lost")
    else:
        message = N_("a failed buyer's counted projects go to the opponents")
    return catalogue(language).gettext(message)


def first_lead_rule(rules: HouseRules, language: Language = "en") -> str:
    """Who leads trick 1."""
    if rules.first_lead == "buyer":
        message = N_("the buyer leads the first trick")
    else:
        message = N_("the first speaker (the dealer's right) leads the first trick, whoever bought")
    return catalogue(language).gettext(message)


def hokum_rounding_rule(rules: HouseRules, language: Language = "en") -> str:
    """How the 86-76 Hokum split rounds."""
    if rules.hokum_rounding == "buyer_86":
        message = N_("a buyer's 86 against 76 gives 9 and 7 in an undoubled hand, not 8 and 8")
    else:
        message = N_("86 against 76 gives 8 and 8 (the 76 is 7.6, rounded up to 8)")
    return catalogue(language).gettext(message)


def seq100_rule(rules: HouseRules, language: Language = "en") -> str:
    """Whether a sequence Hundred beats four of a kind."""
    if rules.seq100_beats_quad100:
        message = N_("a sequence Hundred beats four of a kind")
    else:
        message = N_("Hundreds are compared by their top card, sequence or not")
    return catalogue(language).gettext(message)


def project_cap_rule(rules: HouseRules, language: Language = "en") -> str:
    """How far projects are multiplied in Three and Four."""
    if rules.project_multiplier_cap == "full":
        message = N_("projects are multiplied like the pot")
    elif rules.project_multiplier_cap == "hundred_only":
        message = N_("Hundreds and Four hundreds are multiplied at most × 2, other projects fully")
    else:
        message = N_("projects are multiplied at most × 2")
    return catalogue(language).gettext(message)


_KABOOT_PROJECTS: Final = {
    "all": N_("plus every counted project"),
    "own": N_("plus the kaboot team's own counted projects"),
    "none": N_("and no projects"),
}


def kaboot_rule(rules: HouseRules, language: Language = "en") -> str:
    """What a kaboot scores beyond its 44 or 25."""
    say = catalogue(language).gettext
    if rules.kaboot_multiplied:
        times = say(N_("times the multiplier in a doubled hand"))
    else:
        times = say(N_("never multiplied"))
    ace = N_("{times}, {projects}; an undoubled Sun kaboot bought on a face-up Ace is worth 88")
    message = ace if rules.ace_kaboot_88 else N_("{times}, {projects}")
    return say(message).format(times=times, projects=say(_KABOOT_PROJECTS[rules.kaboot_projects]))


_DOUBLED_TIE: Final = {
    "last_raiser": N_(
        "equal totals in a doubled hand are lost by the team that made the last raise"
    ),
    "doubler": N_("equal totals in a doubled hand are lost by the doubling team"),
    "buyer": N_("equal totals in a doubled hand are lost by the buyer's team"),
}


def doubled_tie_rule(rules: HouseRules, language: Language = "en") -> str:
    """Who loses equal totals in a doubled hand."""
    return catalogue(language).gettext(_DOUBLED_TIE[rules.doubled_tie_rule])


def doubled_winner_rule(rules: HouseRules, language: Language = "en") -> str:
    """Which figure decides a doubled hand."""
    if rules.doubled_comparison == "raw_abnat":
        message = N_("the team with more raw points (abnat and projects)")
    else:
        message = N_("the team with the higher total (card and project game points)")
    return catalogue(language).gettext(message)


def match_rule(rules: HouseRules, language: Language = "en") -> str:
    """The winning score."""
    message = catalogue(language).gettext(N_("the first team to reach {target} wins the match"))
    return message.format(target=rules.match_target)


class RuleSentence(Protocol):
    """A house-rule sentence: written for the rules given, in the language given."""

    def __call__(self, rules: HouseRules, language: Language = "en") -> str:
        """The sentence for ``rules``, in ``language``."""
        ...


RULE_SENTENCES: Final[dict[str, RuleSentence]] = {
    "ashkal": ashkal_rule,
    "baloot": baloot_rule,
    "before_you": before_you_rule,
    "doubled_tie": doubled_tie_rule,
    "doubled_winner": doubled_winner_rule,
    "first_lead": first_lead_rule,
    "four": four_rule,
    "gahwa": gahwa_rule,
    "hokum_rounding": hokum_rounding_rule,
    "kaboot": kaboot_rule,
    "kawesh": kawesh_rule,
    "match": match_rule,
    "project_cap": project_cap_rule,
    "seq100": seq100_rule,
    "three": three_rule,
    "waraq": waraq_rule,
    "hokum_tie": hokum_tie_rule,
    "khasara_projects": khasara_projects_rule,
    "partner_exemption": partner_exemption_rule,
    "project_tie": project_tie_rule,
    "round_two": round_two_rule,
    "sun_double": sun_double_rule,
    "sun_tie": sun_tie_rule,
    "trump_lead": trump_lead_rule,
    "undertrump": undertrump_rule,
}
"""Every sentence a text may name as ``{rule:NAME}``."""

_STOPS: Final = (".", "!", "?")
_PLACEHOLDER: Final = re.compile(r"\{rule:([a-z0-9_]+)\}")


def rule_names(text: str) -> tuple[str, ...]:
    """The rule sentences ``text`` names, in order."""
    return tuple(_PLACEHOLDER.findall(text))


def fill_rules(text: str, rules: HouseRules, language: Language = "en") -> str:
    """``text`` with every ``{rule:NAME}`` replaced by that sentence for ``rules``.

    In ``language`` (each sentence is a catalogue message). A sentence at the start of
    a line or after a full stop starts with a capital letter.

    Raises:
        RuleTextError: a placeholder names no known sentence.
    """

    def sentence(match: re.Match[str]) -> str:
        name = match.group(1)
        make = RULE_SENTENCES.get(name)
        if make is None:
            raise RuleTextError(
                f"unknown rule sentence {{rule:{name}}}; known: {', '.join(RULE_SENTENCES)}"
            )
        words = make(rules, language)
        before = text[: match.start()].rstrip(" *\t")
        if not before.strip() or before.endswith("\n\n") or before.rstrip().endswith(_STOPS):
            return words[0].upper() + words[1:]
        return words

    return _PLACEHOLDER.sub(sentence, text)
