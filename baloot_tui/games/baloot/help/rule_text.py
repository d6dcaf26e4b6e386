"""Sentences for the rules the house-rule flags decide, written for the flags in force.

The rules summary, the glossary, the lessons and the flow map say what the current
settings do, never what one source or another says: each sentence here is chosen by
the flag (or computed by the engine's scorer) of the :class:`HouseRules` given.
Texts name a sentence with a ``{rule:NAME}`` placeholder; :func:`fill_rules` puts the
sentences in and rejects a name it does not know, so a typo cannot reach a reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

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


def baloot_rule(rules: HouseRules) -> str:
    """Who scores Baloot, as the scorer does it under ``rules``."""
    head = (
        f"Baloot is worth {BALOOT_GAME_POINTS} game points and is never multiplied. "
        "It scores for its holder's team"
    )
    if baloot_goes_to_winner(rules):
        return (
            f"{head}, except that in a khasara, a doubled hand or a kaboot all Baloot goes "
            "to the team that takes the hand"
        )
    return f"{head}, whoever wins the hand"


def ashkal_rule(rules: HouseRules) -> str:
    """Who may say Ashkal, and when."""
    ace = ", never when the face-up card is an Ace" if rules.ashkal_forbidden_on_ace else ""
    rounds = "in either round" if rules.ashkal_in_round2 else "in round 1 only"
    return f"only the 3rd and 4th speakers may say Ashkal, {rounds}{ace}"


def before_you_rule(rules: HouseRules) -> str:
    """Who may take a round-1 Sun 'before you'."""
    if rules.gablak_scope == "any_higher":
        return "any player who speaks before the caller (his partner too)"
    return "an opponent who speaks before the caller"


def kawesh_rule(rules: HouseRules) -> str:
    """When a hand of only 7s, 8s and 9s may annul the deal."""
    if rules.kawesh == "off":
        return "these house rules do not allow it"
    if rules.kawesh == "rotate_after_bid":
        return (
            "in round 1, by the player to speak; before any bid the same dealer deals again, "
            "after a bid the deal passes to the right"
        )
    return "in round 1, before anyone has bid; the same dealer deals again"


def round_two_rule(rules: HouseRules) -> str:
    """What may be called in round 2."""
    ashkal = ", or Ashkal" if rules.ashkal_in_round2 else ""
    return f"Hokum in any suit but the face-up one, Sun{ashkal}"


def waraq_rule(rules: HouseRules) -> str:
    """Who deals after four passes twice."""
    if rules.waraq_rotates_dealer:
        return "the deal passes to the right"
    return "the same dealer deals again"


def _who(first: str, rules: HouseRules) -> str:
    return first if rules.raise_rights == "individual" else f"{first} or his partner"


def three_rule(rules: HouseRules) -> str:
    """Who answers a Double with Three, and how it is played."""
    lock = "play is open" if rules.lock_chooser == "doubler" else "closed or open, as he chooses"
    return f"{_who('the buyer', rules)} may answer a Double with Three (×3); {lock}"


def four_rule(rules: HouseRules) -> str:
    """Who answers Three with Four."""
    return f"{_who('the doubler', rules)} may answer Three with Four (×4), closed or open"


def gahwa_rule(rules: HouseRules) -> str:
    """Who may call Gahwa."""
    lock = "play is open" if rules.lock_chooser == "doubler" else "closed or open, as he chooses"
    return (
        f"{_who('the buyer', rules)} may answer Four with Gahwa: whoever wins the hand wins the "
        f"match; {lock}"
    )


_SUN_DOUBLE: Final = {
    "gt100_lt100": (
        "the buyer's team has more than 100 match points and the doubling team less than 100 "
        "(at exactly 100 it may not)"
    ),
    "gt100_le100": (
        "the buyer's team has more than 100 match points and the doubling team 100 or less"
    ),
    "ge100_lt100": (
        "the buyer's team has 100 match points or more and the doubling team less than 100"
    ),
    "one_team_over_100": "one team has 101 match points or more and the other 100 or less",
}


def sun_double_rule(rules: HouseRules) -> str:
    """When a Sun may be doubled (the match scores before the hand)."""
    return f"a Sun may be doubled only when {_SUN_DOUBLE[rules.sun_double_rule]}"


def partner_exemption_rule(rules: HouseRules) -> str:
    """Whether a player out of the led suit must trump while his partner is winning."""
    if not rules.partner_exemption:
        return "you must trump even when your partner is winning the trick"
    if rules.partner_exemption_scope == "fourth_or_ace_lead":
        return (
            "when your partner is winning the trick you need not trump only if you play "
            "last, or if his winning card is the Ace he led: then play any card; otherwise "
            "you must trump"
        )
    return "when your partner is winning the trick you need not trump: play any card"


def undertrump_rule(rules: HouseRules) -> str:
    """What a player must do who cannot beat a trump already played."""
    if rules.must_undertrump:
        return "if you cannot beat a trump already played you must still play a lower trump"
    return "if you cannot beat a trump already played you may play any card"


def trump_lead_rule(rules: HouseRules) -> str:
    """On a trump lead (a trump played): when a higher one is required."""
    if rules.overtrump_on_trump_lead_even_if_partner_winning:
        return "you must beat the best trump if you can, even your partner's"
    return "you must beat the best trump if you can, unless it is your partner's"


def hokum_tie_rule(rules: HouseRules) -> str:
    """What equal game points do to a Hokum buyer."""
    if rules.hokum_tie_rule == "buyer_keeps_tie":
        return "in Hokum a buyer whose team ties the other keeps the contract"
    if rules.hokum_tie_rule == "raw_abnat":
        return (
            "an undoubled Hokum is decided on raw points alone (abnat and projects): the "
            "buyer fails only with fewer than the other team, so 81–81 is made"
        )
    return (
        "in Hokum a tie goes against the buyer: with equal game points the buyer needs more "
        "raw points, so 81–81 is a khasara"
    )


def sun_tie_rule(rules: HouseRules) -> str:
    """What an exact Sun tie does."""
    if rules.sun_tie_rule == "buyer_loses":
        return "in Sun an exact 65–65 is a khasara for the buyer"
    return "in Sun an exact 65–65 is a split: each team keeps its 13"


def project_tie_rule(rules: HouseRules) -> str:
    """How two equal best projects are separated."""
    if rules.project_tie_break == "nobody":
        return "if the two best projects are equal, neither team's projects count"
    if rules.project_tie_break == "trump_first":
        return (
            "if the two best projects are equal, a sequence in trumps wins, then the one "
            "declared nearer the first leader"
        )
    return (
        "if the two best projects are equal, the one declared nearer the first leader in "
        "playing order wins (a house rule: the sources differ)"
    )


def khasara_projects_rule(rules: HouseRules) -> str:
    """What becomes of a failed buyer's projects."""
    if rules.khasara_projects == "vanish":
        return "a failed buyer's projects are lost"
    return "a failed buyer's counted projects go to the opponents"


def first_lead_rule(rules: HouseRules) -> str:
    """Who leads trick 1."""
    if rules.first_lead == "buyer":
        return "the buyer leads the first trick"
    return "the first speaker (the dealer's right) leads the first trick, whoever bought"


def hokum_rounding_rule(rules: HouseRules) -> str:
    """How the 86-76 Hokum split rounds."""
    if rules.hokum_rounding == "buyer_86":
        return "a buyer's 86 against 76 gives 9 and 7 in an undoubled hand, not 8 and 8"
    return "86 against 76 gives 8 and 8 (the 76 is 7.6, rounded up to 8)"


def seq100_rule(rules: HouseRules) -> str:
    """Whether a sequence Hundred beats four of a kind."""
    if rules.seq100_beats_quad100:
        return "a sequence Hundred beats four of a kind"
    return "Hundreds are compared by their top card, sequence or not"


def project_cap_rule(rules: HouseRules) -> str:
    """How far projects are multiplied in Three and Four."""
    if rules.project_multiplier_cap == "full":
        return "projects are multiplied like the pot"
    if rules.project_multiplier_cap == "hundred_only":
        return "Hundreds and Four hundreds are multiplied at most × 2, other projects fully"
    return "projects are multiplied at most × 2"


def kaboot_rule(rules: HouseRules) -> str:
    """What a kaboot scores beyond its 44 or 25."""
    times = (
        "times the multiplier in a doubled hand" if rules.kaboot_multiplied else "never multiplied"
    )
    projects = {
        "all": "plus every counted project",
        "own": "plus the kaboot team's own counted projects",
        "none": "and no projects",
    }[rules.kaboot_projects]
    ace = (
        "; an undoubled Sun kaboot bought on a face-up Ace is worth 88"
        if rules.ace_kaboot_88
        else ""
    )
    return f"{times}, {projects}{ace}"


def doubled_tie_rule(rules: HouseRules) -> str:
    """Who loses equal totals in a doubled hand."""
    loser = {
        "last_raiser": "the team that made the last raise",
        "doubler": "the doubling team",
        "buyer": "the buyer's team",
    }[rules.doubled_tie_rule]
    return f"equal totals in a doubled hand are lost by {loser}"


def doubled_winner_rule(rules: HouseRules) -> str:
    """Which figure decides a doubled hand."""
    if rules.doubled_comparison == "raw_abnat":
        return "the team with more raw points (abnat and projects)"
    return "the team with the higher total (card and project game points)"


def match_rule(rules: HouseRules) -> str:
    """The winning score."""
    return f"the first team to reach {rules.match_target} wins the match"


RULE_SENTENCES: Final[dict[str, Callable[[HouseRules], str]]] = {
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


def fill_rules(text: str, rules: HouseRules) -> str:
    """``text`` with every ``{rule:NAME}`` replaced by that sentence for ``rules``.

    A sentence at the start of a line or after a full stop starts with a capital letter.

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
        words = make(rules)
        before = text[: match.start()].rstrip(" *\t")
        if not before.strip() or before.endswith("\n\n") or before.rstrip().endswith(_STOPS):
            return words[0].upper() + words[1:]
        return words

    return _PLACEHOLDER.sub(sentence, text)
